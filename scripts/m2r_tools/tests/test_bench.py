"""bench's parts: the generated families, reading -time-passes, growth, the plot."""

import re
import unittest
import xml.etree.ElementTree as ET

from m2r_tools.bench import config, families, measure, report


class Families(unittest.TestCase):
    def test_each_family_is_one_function_with_its_variables_in_the_entry_block(self):
        for name, make in families.FAMILIES.items():
            text = make(64)
            self.assertEqual(len(re.findall(r"^define ", text, re.M)), 1, name)
            self.assertGreater(text.count(" = alloca ") + text.count(" = phi "), 0, name)
            self.assertTrue(text.rstrip().endswith("}"), name)

    def test_a_family_grows_with_its_size(self):
        # The switch's 1,024 variables are there at any size: its cases grow.
        for name, make in families.FAMILIES.items():
            small, large = make(64), make(128)
            self.assertGreater(len(large.splitlines()), len(small.splitlines()) + 60, name)

    def test_the_switch_has_its_cases(self):
        text = families.switch(100)
        self.assertEqual(len(re.findall(r"^\s+i64 \d+, label %c\d+$", text, re.M)), 100)


class TimePasses(unittest.TestCase):
    REPORT = """===-------------------------------------------------------------------------===
                      ... Pass execution timing report ...
===-------------------------------------------------------------------------===
  Total Execution Time: 0.0328 seconds (0.0340 wall clock)

   ---User Time---   --System Time--   --User+System--   ---Wall Time---  --- Name ---
   0.0245 ( 76.1%)   0.0005 (100.0%)   0.0250 ( 76.5%)   0.0263 ( 77.3%)  PromotePass
   0.0077 ( 23.9%)   0.0000 (  0.0%)   0.0077 ( 23.5%)   0.0077 ( 22.7%)  VerifierPass
"""

    def test_the_wall_time_of_the_pass_is_read(self):
        config.PASS = config.PASSES["mem2reg"]
        config.PASS_NAME = config.PASS["names"]
        self.assertEqual(measure.pass_seconds(self.REPORT, "upstream"), 0.0263)

    def test_a_pass_that_never_ran_took_no_time(self):
        self.assertEqual(measure.pass_seconds(self.REPORT, "ours"), 0.0)


class Growth(unittest.TestCase):
    def test_growth_is_from_the_row_of_half_the_size(self):
        rows = [{"family": "f", "size": 1000, "t": 1.0}, {"family": "f", "size": 2000, "t": 2.1},
                {"family": "f", "size": 3000, "t": 9.0}, {"family": "g", "size": 2000, "t": 1.0}]
        self.assertEqual([g["t"] for g in report.growths(rows, ["t"])], ["", "2.10x", "", ""])

    def test_with_four_rounds_the_median_of_their_ratios_and_its_quartiles(self):
        prev = {"ours_s": 1.0, "ours_rounds": [1.0, 1.0, 1.0, 1.0, 1.0]}
        row = {"ours_s": 2.0, "ours_rounds": [2.0, 1.9, 2.1, 2.0, 2.2]}
        self.assertRegex(report.growth_cell(prev, row, "ours_s"), r"^2\.00x \(1\.9\d-2\.1\d\)$")


class FreshPages(unittest.TestCase):
    def test_touching_memory_counts_its_pages(self):
        import sys
        touch = "b = bytearray(64 << 20)\nfor i in range(0, len(b), 4096): b[i] = 1"
        base = measure.minor_faults([sys.executable, "-c", "pass"])
        more = measure.minor_faults([sys.executable, "-c", touch])
        self.assertGreater(more - base, 15000)  # 64 MiB is 16,384 pages

    def test_the_report_names_the_unit_where_ours_adds_most_over_upstream(self):
        import contextlib
        import io
        import tempfile
        from pathlib import Path
        row = {"family": "lz4", "size": None, "upstream_s": 1.0, "ours_s": 0.5, "speedup": 2.0, "reference_s": 0.0,
               "upstream_rss_mib": 50, "ours_rss_mib": 50, "identical": True,
               "fresh_pages_by_unit": [["a.ll", 300, 250], ["b.ll", 100, 250]]}
        with tempfile.TemporaryDirectory() as tmp, contextlib.redirect_stdout(io.StringIO()):
            report.write_report([row], [(1, 10.0)], Path(tmp))
            text = (Path(tmp) / "results.md").read_text()
        self.assertIn("| lz4 | 400 | 500 | +100 | b.ll: 100, 250 |", text)


class Plot(unittest.TestCase):
    def test_the_plot_is_svg(self):
        import tempfile
        from pathlib import Path
        rows = [{"family": "diamonds", "size": s, "upstream_s": s / 1000, "ours_s": s / 5000} for s in (1000, 2000)]
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "plot.svg"
            report.svg_plot(rows, path)
            root = ET.parse(path).getroot()
            self.assertTrue(root.tag.endswith("svg"))


if __name__ == "__main__":
    unittest.main()
