"""The generated families: IR of a given size, each a shape where a pass's cost
grows (diamonds, chains, a switch, one huge block; for reg2mem, phis per edge and
nested loops)."""

import random


def prologue(params, vars_, initialized=True):
    """@f's header and entry block: an alloca per variable, each stored its number."""
    out = [f"define i64 @f({params}) {{", "entry:"]
    out += [f"  %v{v} = alloca i64" for v in range(vars_)]
    if initialized:
        out += [f"  store i64 {v}, ptr %v{v}" for v in range(vars_)]
    return out


def sum_all(vars_, load):
    """Loads every variable (as %<load><v>), sums them and returns the sum."""
    out = ["  %s0 = add i64 0, 0"]
    for v in range(vars_):
        out += [f"  %{load}{v} = load i64, ptr %v{v}", f"  %s{v + 1} = add i64 %s{v}, %{load}{v}"]
    return out + [f"  ret i64 %s{vars_}", "}"]


def diamonds(n):
    vars_ = max(1, n // 2)
    rng = random.Random(n)
    stores = {}
    for v in range(vars_):
        for d in rng.sample(range(n), min(3, n)):
            stores.setdefault(d, []).append(v)
    out = prologue("i1 %c, i64 %a", vars_)
    out.append("  br label %d0")
    for d in range(n):
        out += [f"d{d}:", f"  br i1 %c, label %l{d}, label %r{d}", f"l{d}:"]
        out += [f"  store i64 %a, ptr %v{v}" for v in stores.get(d, [])]
        out += [f"  br label %j{d}", f"r{d}:", f"  br label %j{d}", f"j{d}:", f"  br label %d{d + 1}"]
    out += [f"d{n}:", *sum_all(vars_, "x")]
    return "\n".join(out) + "\n"


def chain(n):
    vars_ = max(1, n // 8)
    rng = random.Random(n)
    stores = {}
    for v in range(vars_):
        for b in rng.sample(range(n), min(2, n)):
            stores.setdefault(b, []).append(v)
    out = prologue("i1 %c, i64 %a", vars_)
    out.append("  br label %b0")
    for b in range(n):
        out.append(f"b{b}:")
        out += [f"  store i64 %a, ptr %v{v}" for v in stores.get(b, [])]
        out += [f"  br i1 %c, label %b{b + 1}, label %x{b}", f"x{b}:", f"  ret i64 {b}"]
    out += [f"b{n}:", *sum_all(vars_, "y")]
    return "\n".join(out) + "\n"


def switch(n):
    vars_ = 1024
    rng = random.Random(n)
    out = prologue("i64 %n, i64 %a", vars_)
    out += ["  br label %head", "head:", "  %i = phi i64 [ 0, %entry ], [ %i1, %latch ]", "  switch i64 %i, label %latch ["]
    out += [f"    i64 {k}, label %c{k}" for k in range(n)]
    out.append("  ]")
    for k in range(n):
        out.append(f"c{k}:")
        out += [f"  store i64 %a, ptr %v{v}" for v in rng.sample(range(vars_), 4)]
        out.append("  br label %latch")
    out += ["latch:", "  %i1 = add i64 %i, 1", "  %done = icmp eq i64 %i1, %n", "  br i1 %done, label %exit, label %head",
            "exit:", *sum_all(vars_, "y")]
    return "\n".join(out) + "\n"


def block(n):
    vars_ = max(1, n // 4)
    rng = random.Random(n)
    out = prologue("i64 %a", vars_, initialized=False)
    out.append("  %s0 = add i64 %a, 0")
    k = 0
    for step in range(8 * vars_):
        v = rng.randrange(vars_)
        if step % 2 == 0:
            out.append(f"  store i64 %s{k}, ptr %v{v}")
        else:
            out += [f"  %l{k} = load i64, ptr %v{v}", f"  %s{k + 1} = add i64 %s{k}, %l{k}"]
            k += 1
    out += [f"  ret i64 %s{k}", "}"]
    return "\n".join(out) + "\n"


def phiswitch(n):
    joins = min(64, n)
    out = ["define i64 @f(i64 %n, i64 %a) {", "entry:", "  br label %head", "head:",
           "  %i = phi i64 [ 0, %entry ], [ %i1, %latch ]", "  %acc = phi i64 [ %a, %entry ], [ %acc1, %latch ]",
           "  switch i64 %i, label %latch ["]
    out += [f"    i64 {k}, label %j{k % joins}" for k in range(n)]
    out.append("  ]")
    for j in range(joins):
        edges = len(range(j, n, joins))
        out += [f"j{j}:", f"  %v{j} = phi i64 " + ", ".join(["[ %acc, %head ]"] * edges),
                f"  %w{j} = add i64 %v{j}, {j}", "  br label %latch"]
    out += ["latch:", "  %acc1 = phi i64 [ %acc, %head ], " + ", ".join(f"[ %w{j}, %j{j} ]" for j in range(joins)),
            "  %i1 = add i64 %i, 1", "  %done = icmp eq i64 %i1, %n", "  br i1 %done, label %exit, label %head",
            "exit:", "  ret i64 %acc1", "}"]
    return "\n".join(out) + "\n"


def loopnest(n):
    # Loop k: header h{k} (counter %i{k}) either enters loop k+1 or skips
    # it to its latch l{k}; l{k} loops back or leaves to l{k-1}.
    out = ["define i64 @f(i1 %c, i64 %a) {", "entry:", "  br label %h0"]
    for k in range(n):
        into = "%entry" if k == 0 else f"%h{k - 1}"
        out += [f"h{k}:", f"  %i{k} = phi i64 [ 0, {into} ], [ %i{k}.next, %l{k} ]"]
        inner = f"%h{k + 1}" if k + 1 < n else f"%l{k}"
        out.append(f"  br i1 %c, label {inner}, label %l{k}")
    for k in reversed(range(n)):
        out += [f"l{k}:", f"  %i{k}.next = add i64 %i{k}, 1", f"  %more{k} = icmp ult i64 %i{k}.next, %a"]
        out.append(f"  br i1 %more{k}, label %h{k}, label {f'%l{k - 1}' if k else '%exit'}")
    out += ["exit:", "  ret i64 %i0.next", "}"]
    return "\n".join(out) + "\n"


FAMILIES = {"diamonds": diamonds, "chain": chain, "switch": switch, "block": block,
            "phiswitch": phiswitch, "loopnest": loopnest}
