"""difftest's parts: corpora layouts, inputs from files, the journal a run resumes from."""

import tempfile
import unittest
from pathlib import Path

from m2r_tools.difftest import config, corpora, inputs, results


def touch(path):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("")
    return path


class Corpora(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.root = Path(self.tmp.name)

    def tearDown(self):
        self.tmp.cleanup()

    def test_lz4_is_its_five_files_in_order(self):
        lib = self.root / "lz4-sys" / "liblz4" / "lib"
        for n in ["lz4", "lz4hc", "lz4frame", "lz4file", "xxhash", "unused"]:
            touch(lib / f"{n}.c")
        units, flags = corpora.corpus_units("lz4", {"lz4-sys": self.root / "lz4-sys"})
        self.assertEqual([u.name for u in units], ["lz4.c", "lz4hc.c", "lz4frame.c", "lz4file.c", "xxhash.c"])
        self.assertEqual(flags, [])

    def test_brotli_is_every_c_file_of_three_folders_with_its_include_folder(self):
        root = self.root / "brotli-sys" / "brotli"
        for f in ["enc/encode.c", "dec/decode.c", "common/dictionary.c", "enc/encode.h", "tools/brotli.c"]:
            touch(root / f)
        units, flags = corpora.corpus_units("brotli", {"brotli-sys": self.root / "brotli-sys"})
        self.assertEqual([str(u.relative_to(root)) for u in units],
                         ["common/dictionary.c", "dec/decode.c", "enc/encode.c"])
        self.assertEqual(flags, ["-I", root / "include"])

    def test_every_listed_corpus_has_its_crate(self):
        for name in corpora.CORPORA:
            crate = {"sqlite3": "libsqlite3-sys", "zlib": "libz-sys", "mimalloc": "libmimalloc-sys",
                     "quickjs": "libquickjs-sys", "lz4": "lz4-sys", "brotli": "brotli-sys"}.get(
                name, "lua-src" if name.startswith("lua") else f"{name}-sys")
            self.assertIn(crate, corpora.CORPUS_CRATES, name)

    def test_an_unknown_corpus_is_an_error(self):
        with self.assertRaises(SystemExit):
            corpora.corpus_units("nonesuch", {})


class Inputs(unittest.TestCase):
    def test_files_and_folders_give_modules_of_known_languages_only(self):
        with tempfile.TemporaryDirectory() as tmp:
            d = Path(tmp)
            for f in ["a.c", "sub/b.ll", "sub/c.f90", "notes.txt"]:
                touch(d / f)
            names = [m.name for m in inputs.file_modules([d], None)]
            self.assertEqual(names, [str((d / f).resolve()) for f in ["a.c", "sub/b.ll", "sub/c.f90"]])
            with self.assertRaises(SystemExit):
                inputs.file_modules([d / "notes.txt"], None)

    def test_an_ir_file_is_its_own_input(self):
        with tempfile.TemporaryDirectory() as tmp:
            ll = touch(Path(tmp) / "x.ll")
            [module] = inputs.file_modules([ll], "g")
            self.assertEqual(module.produce(Path(tmp)), ll.resolve())

    def test_names_carry_the_debug_flavour(self):
        self.assertEqual(inputs.csmith_module(7, None).name, "csmith-7")
        self.assertEqual(inputs.csmith_module(7, "at").name, "csmith-7-at")
        self.assertEqual([inputs.stress_module(s).name.rsplit("-", 1)[0] for s in range(4)],
                         ["llvm-stress", "reg2mem-csmith", "llvm-stress", "funclets"])


class Journal(unittest.TestCase):
    def test_a_run_resumes_from_what_its_journal_recorded(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = Path(tmp) / "journal.tsv"
            path.write_text("a\tidentical\t\n"
                            "b\tskipped\tdoes not compile\n"
                            "c\texec-mismatch\tran alike\n"
                            "a\tdiffer\t\n"          # a repeat: the first line counts
                            "d\tnonsense\t\n"        # not an outcome: not done
                            "e\tidenti")             # cut off: not done
            counts = {k: 0 for k in results.OUTCOMES}
            skipped, ran = [], {"ran alike": 0}
            done = results.read_journal(path, counts, skipped, ran)
            self.assertEqual(done, {"a", "b", "c"})
            self.assertEqual(counts["identical"], 1)
            self.assertEqual(counts["differ"], 0)
            self.assertEqual(counts["exec-mismatch"], 1)
            self.assertEqual(skipped, [("b", "does not compile")])
            self.assertEqual(ran, {"ran alike": 1})

    def test_no_journal_means_nothing_done(self):
        self.assertEqual(results.read_journal(Path("/nonexistent/journal.tsv"), {}, [], {}), set())

    def test_the_good_outcomes_are_outcomes(self):
        self.assertTrue(results.GOOD <= set(results.OUTCOMES))
        self.assertNotIn("differ", results.GOOD)


class Config(unittest.TestCase):
    def test_every_pipeline_compared_is_its_own_name(self):
        for name, passes in config.PASSES.items():
            self.assertEqual(name, passes)

    def test_the_repository_is_found(self):
        self.assertTrue((config.REPO / "scripts" / "llvm-versions.tsv").exists())


if __name__ == "__main__":
    unittest.main()
