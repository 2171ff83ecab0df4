"""The input: any source to IR, finding the function asked for (C++ and Fortran
names too), and running the pass with its observer."""

import json
import re
import subprocess

from .. import fortran
from .config import EXPLAIN, fail, tool


def to_ir(src, work, debug):
    """The IR file for `src`, compiled as mem2reg's users see it."""
    suffix = src.suffix.lower()
    if suffix in (".ll", ".bc"):
        return src
    out = work / (src.stem + ".ll")
    if fortran.is_fortran(src):
        if not fortran.FLANG.exists():
            fail(f"{fortran.FLANG} not found (scripts/setup installs flang-19)")
        cmd = fortran.to_ir_command(src, out, work, ["-O0"])
    elif suffix in (".c", ".cpp", ".cc", ".cxx"):
        clang = tool("clang++" if suffix != ".c" else "clang")
        cmd = [clang, "-O0", "-Xclang", "-disable-O0-optnone", "-fno-discard-value-names", "-S", "-emit-llvm",
               src, "-o", out]
    else:
        fail(f"{src}: not .c, .cpp, .cc, .cxx, .f90 (or another Fortran suffix), .ll or .bc")
    cmd += ["-g"] if debug else []
    p = subprocess.run([str(c) for c in cmd], capture_output=True, text=True)
    if p.returncode != 0:
        fail(f"compiling {src}:\n{p.stderr}")
    return out


def defined_functions(ir):
    """The names of the functions defined in an IR file."""
    text = ir.read_text(errors="replace") if ir.suffix == ".ll" else subprocess.run(
        [str(tool("llvm-dis")), str(ir), "-o", "-"], capture_output=True, text=True).stdout
    names = []
    for m in re.finditer(r'^define [^@]*@("(?:[^"\\]|\\.)*"|[-\w$.]+)\(', text, re.M):
        names.append(m.group(1).strip('"'))
    return names


def outside_brackets(text):
    """The positions of `text` outside <...> (and the depth there)."""
    depth = 0
    for i, c in enumerate(text):
        if c == "<":
            depth += 1
        elif c == ">":
            depth -= 1
        elif depth == 0:
            yield i, c


def cxx_names(demangled):
    """The names a C++ function answers to: `double geo::largest<double>(double const*, int)` to
    itself and to `geo::largest<double>`, `largest<double>`, `geo::largest` and `largest`."""
    cut = next((i for i, c in outside_brackets(demangled) if c == "("), len(demangled))
    qualified = demangled[:cut]
    spaces = [i for i, c in outside_brackets(qualified) if c == " "]
    if spaces:  # a return type (a template's) comes first
        qualified = qualified[spaces[-1] + 1:]
    starts = [0] + [i + 1 for i, c in outside_brackets(qualified) if c == ":" and qualified[i - 1:i] == ":"]
    names = {demangled}
    for start in starts:
        suffix = qualified[start:]
        names.add(suffix)
        if suffix.endswith(">"):  # without its template arguments
            depth = 0
            for i in range(len(suffix) - 1, -1, -1):
                depth += {">": 1, "<": -1}.get(suffix[i], 0)
                if depth == 0:
                    names.add(suffix[:i])
                    break
    return names


def fortran_name(mangled):
    """The procedure name in Flang's mangling (`_QMstatsPsummarize`: procedure
    `summarize` of module `stats`; `_QPf`: external procedure `f`), else None."""
    m = re.fullmatch(r"_Q(?:[MSF][a-z0-9_$]+)*P([a-z0-9_$]+)", mangled)
    return m.group(1) if m else None


def resolve_function(ir, name):
    """The IR name of the function the user means."""
    names = defined_functions(ir)
    if name in names:
        return name
    fortran = [n for n in names if fortran_name(n) == name.lower()]
    if len(fortran) == 1:
        return fortran[0]
    if len(fortran) > 1:
        fail(f"'{name}' names {len(fortran)} procedures; pass one of: " + ", ".join(fortran))
    mangled = [n for n in names if n.startswith("_Z")]
    if mangled:
        p = subprocess.run([str(tool("llvm-cxxfilt"))], input="\n".join(mangled), capture_output=True, text=True)
        matches = []
        for m, d in zip(mangled, p.stdout.splitlines()):
            if name in cxx_names(d):
                matches.append((m, d))
        if len(matches) == 1:
            return matches[0][0]
        if len(matches) > 1:
            fail(f"'{name}' names {len(matches)} functions; pass one of: " +
                 ", ".join(f"{m} ({d})" for m, d in matches))
    readable = dict(zip(mangled, p.stdout.splitlines())) if mangled else {}
    names = [readable.get(n, n) for n in names]
    shown = ", ".join(names[:30]) + (f" and {len(names) - 30} more" if len(names) > 30 else "")
    fail(f"no function '{name}' is defined in {ir} (defined: {shown or 'none'})")


def run_pass(ir, function, params, work):
    """The pass's trace of `function`."""
    out = work / "trace.json"
    cmd = [EXPLAIN, ir, "--function", function, "-o", out] + (["--options", params] if params else [])
    p = subprocess.run([str(c) for c in cmd], capture_output=True, text=True)
    if p.returncode != 0:
        fail(p.stderr.strip() or f"m2r-explain exited {p.returncode}")
    return json.loads(out.read_text())
