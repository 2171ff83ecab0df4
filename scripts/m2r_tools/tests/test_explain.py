"""explain's parts: finding the function the user means, escaping for HTML and dot."""

import tempfile
import unittest
from pathlib import Path

from m2r_tools.explain import config, draw, source


class Names(unittest.TestCase):
    def test_a_cxx_function_answers_to_its_qualified_and_short_names(self):
        names = source.cxx_names("double geo::largest<double>(double const*, int)")
        self.assertEqual(names, {"double geo::largest<double>(double const*, int)", "geo::largest<double>",
                                 "largest<double>", "geo::largest", "largest"})

    def test_template_arguments_with_spaces_and_scopes_do_not_cut_the_name(self):
        names = source.cxx_names("geo::Range<std::pair<int, long>>::clamp(int) const")
        self.assertIn("geo::Range<std::pair<int, long>>::clamp", names)
        self.assertIn("clamp", names)

    def test_flang_names(self):
        self.assertEqual(source.fortran_name("_QMstatsPsummarize"), "summarize")
        self.assertEqual(source.fortran_name("_QPf"), "f")
        self.assertIsNone(source.fortran_name("main"))

    def test_the_functions_an_ir_file_defines(self):
        with tempfile.TemporaryDirectory() as tmp:
            ll = Path(tmp) / "m.ll"
            ll.write_text('declare void @ext()\ndefine i32 @f(i32 %x) {\n  ret i32 %x\n}\n'
                          'define internal void @"quoted name"() {\n  ret void\n}\n')
            self.assertEqual(source.defined_functions(ll), ["f", "quoted name"])
            self.assertEqual(source.resolve_function(ll, "f"), "f")


class Escaping(unittest.TestCase):
    def test_html(self):
        self.assertEqual(config.esc('<a href="x">&'), "&lt;a href=&quot;x&quot;&gt;&amp;")

    def test_dot_strings_and_labels(self):
        self.assertEqual(draw.dot_str('say "hi" \\'), '"say \\"hi\\" \\\\"')
        self.assertEqual(draw.dot_label(["a", 'b"']), '"a\\lb\\"\\l"')


if __name__ == "__main__":
    unittest.main()
