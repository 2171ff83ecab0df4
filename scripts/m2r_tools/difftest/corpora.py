"""Real C from crates that bundle it, fetched with cargo: each corpus's translation
units and the flags they need."""

import glob
import json
import subprocess
import sys
from pathlib import Path

from .config import REPO
from .inputs import DEBUG_FLAGS, Module, compile_c, suffix


# Every version pinned: a corpus is a fixed test input, and a fresh clone must
# test what the last run tested (zstd-sys 2.2.0 came out between two runs and
# its zstd 1.6.0 found a difference the older one had not: it is pinned now).
CORPUS_CRATES = {
    "libsqlite3-sys": '{ version = "=0.30.1", features = ["bundled"] }',
    "lua-src": '"=551.1.0"',
    "libz-sys": '"=1.1.33"',
    "zstd-sys": '"=2.2.0"',
    "bzip2-sys": '"=0.1.13"',
    "libmimalloc-sys": '"=0.1.49"',
    "libquickjs-sys": '"=0.10.0"',
    # Forced inlining at -O0: functions of a thousand allocas and more (LZ4),
    # or hundreds (Brotli).
    "lz4-sys": '"=1.11.1"',
    "brotli-sys": '"=0.3.2"',
}


def fetch_corpora():
    """The crates' source folders, fetched with cargo: {crate: Path}."""
    root = REPO / "target" / "corpora"
    root.mkdir(parents=True, exist_ok=True)
    deps = "\n".join(f"{k} = {v}" for k, v in CORPUS_CRATES.items())
    manifest = root / "Cargo.toml"
    text = f'[package]\nname = "m2r-corpora"\nversion = "0.0.0"\nedition = "2021"\npublish = false\n\n[lib]\npath = "lib.rs"\n\n[dependencies]\n{deps}\n\n[workspace]\n'
    if not manifest.exists() or manifest.read_text() != text:
        manifest.write_text(text)
    (root / "lib.rs").touch()
    subprocess.run(["cargo", "fetch", "--quiet", "--manifest-path", manifest], check=True)
    meta = json.loads(subprocess.run(
        ["cargo", "metadata", "--format-version", "1", "--manifest-path", manifest],
        check=True, capture_output=True).stdout)
    return {p["name"]: Path(p["manifest_path"]).parent for p in meta["packages"] if p["name"] in CORPUS_CRATES}


def corpus_units(name, dirs):
    """(translation units, extra flags) of one corpus."""
    if name == "sqlite3":
        return [dirs["libsqlite3-sys"] / "sqlite3" / "sqlite3.c"], []
    if name.startswith("lua5."):
        found = sorted(glob.glob(str(dirs["lua-src"] / f"lua-{name[3:]}*")))
        if not found:
            sys.exit(f"difftest: lua-src has no {name}")
        return sorted(Path(found[-1]).glob("*.c")), []
    if name == "zlib":
        return sorted((dirs["libz-sys"] / "src" / "zlib").glob("*.c")), ["-DHAVE_UNISTD_H"]
    if name == "zstd":
        lib = dirs["zstd-sys"] / "zstd" / "lib"
        units = sorted(f for d in ["common", "compress", "decompress", "dictBuilder"] for f in (lib / d).glob("*.c"))
        return units, ["-I", lib, "-I", lib / "common", "-DZSTD_DISABLE_ASM"]
    if name == "bzip2":
        src = next(dirs["bzip2-sys"].glob("bzip2-*"))
        names = ["blocksort", "huffman", "crctable", "randtable", "compress", "decompress", "bzlib", "bzip2", "bzip2recover"]
        return [src / f"{n}.c" for n in names], []
    if name == "mimalloc":
        # An allocator: static.c includes every other file.
        root = dirs["libmimalloc-sys"] / "c_src" / "mimalloc" / "v2"
        return [root / "src" / "static.c"], ["-I", root / "include"]
    if name == "quickjs":
        # A JavaScript engine: quickjs.c holds its interpreter loop.
        src = dirs["libquickjs-sys"] / "embed" / "quickjs"
        version = (src / "VERSION").read_text().strip()
        names = ["quickjs", "libregexp", "libunicode", "cutils", "libbf"]
        return [src / f"{n}.c" for n in names], [f'-DCONFIG_VERSION="{version}"', "-DCONFIG_BIGNUM"]
    if name == "lz4":
        # LZ4_FORCE_INLINE is always_inline: clang inlines its helpers even
        # at -O0, into functions of up to 1,842 allocas.
        lib = dirs["lz4-sys"] / "liblz4" / "lib"
        return [lib / f"{n}.c" for n in ["lz4", "lz4hc", "lz4frame", "lz4file", "xxhash"]], []
    if name == "brotli":
        # BROTLI_INLINE is always_inline too.
        root = dirs["brotli-sys"] / "brotli"
        units = sorted(f for d in ["common", "dec", "enc"] for f in (root / d).glob("*.c"))
        return units, ["-I", root / "include"]
    sys.exit(f"difftest: unknown corpus {name}")


CORPORA = ["sqlite3", "lua5.1", "lua5.2", "lua5.3", "lua5.4", "lua5.5", "zlib", "zstd", "bzip2", "mimalloc", "quickjs",
           "lz4", "brotli"]


def corpus_modules(names, debug):
    dirs = fetch_corpora()
    mods = []
    for name in CORPORA if names == ["all"] else names:
        units, flags = corpus_units(name, dirs)
        for u in units:
            def produce(work, u=u, flags=flags):
                return compile_c(u, work / "input.ll", flags + DEBUG_FLAGS[debug])
            mods.append(Module(f"{name}/{u.stem}{suffix(debug)}", produce))
    return mods
