//! Random functions with funclet EH (`catchswitch`, `catchpad`,
//! `cleanuppad`, invokes into them), written as IR text and valid by
//! construction: the shapes where phis and values live across EH pads,
//! among them those where upstream's reg2mem writes invalid IR
//! (src/demote/catchswitch.rs).
//!
//! The plan: ordinary blocks (the entry first) end in a branch, a
//! conditional branch, a `ret`, or an invoke that unwinds to a pad; a
//! dispatch block holds phis and a `catchswitch` with one or two handlers,
//! unwinding to a later pad or to the caller; a handler is a `catchpad`
//! that returns (`catchret`) to an ordinary block; a cleanup holds phis and
//! a `cleanuppad`, and unwinds (`cleanupret`) to a later pad or to the
//! caller. Every pad is `within none`, and pads unwind only to later pads,
//! so the unwind edges are acyclic, as the verifier wants. Values: the
//! arguments, constants, each block's own phis and arithmetic, and where a
//! block has one predecessor, what that predecessor defined (its phis
//! above all: a handler uses its dispatch block's phis); the allocas of the
//! entry are loaded and stored everywhere but in dispatch blocks, which hold
//! nothing but phis.

use m2r_testkit::Rng;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Ordinary,
    Dispatch,
    Handler,
    Cleanup,
}

#[derive(Clone, Debug)]
enum Exit {
    Return,
    Branch(usize),
    CondBranch(usize, usize),
    Invoke { normal: usize, unwind: usize },
    CatchSwitch { handlers: Vec<usize>, unwind: Option<usize> },
    CatchRet(usize),
    CleanupRet(Option<usize>),
}

impl Exit {
    fn targets(&self) -> Vec<usize> {
        match self {
            Exit::Return | Exit::CleanupRet(None) => vec![],
            Exit::Branch(t) | Exit::CatchRet(t) | Exit::CleanupRet(Some(t)) => vec![*t],
            Exit::CondBranch(t, f) => vec![*t, *f],
            Exit::Invoke { normal, unwind } => vec![*normal, *unwind],
            Exit::CatchSwitch { handlers, unwind } => handlers.iter().copied().chain(*unwind).collect(),
        }
    }
}

/// The declarations the functions need, once per module.
pub const DECLARATIONS: &str = "declare i32 @__CxxFrameHandler3(...)\ndeclare void @may_throw(i32)\n";

/// A random function with funclet EH.
pub struct FuncletFunction {
    pub text: String,
    /// Whether upstream's reg2mem may crash on it: a `catchswitch` block with
    /// phis unwinds to another `catchswitch` block. Upstream then stores the
    /// phis after the second `catchswitch`, which leaves that block without
    /// a terminator at its end, and dereferences the missing terminator when
    /// it stores a phi's entry for an edge out of that block.
    pub upstream_may_crash: bool,
}

/// A random function `@name` with funclet EH, as IR text.
pub fn random_funclet_function(rng: &mut Rng, name: &str) -> FuncletFunction {
    // Plan the blocks: the kinds, then the exits.
    let mut kinds = vec![Kind::Ordinary];
    for _ in 0..3 + rng.below(10) {
        kinds.push(match rng.below(10) {
            0..=4 => Kind::Ordinary,
            5..=7 => Kind::Dispatch,
            _ => Kind::Cleanup,
        });
    }
    // The last block is ordinary: every handler has somewhere to return to.
    kinds.push(Kind::Ordinary);
    // Each dispatch block's handlers come right after it.
    let mut blocks = Vec::new();
    for k in kinds {
        blocks.push(k);
        if k == Kind::Dispatch {
            for _ in 0..1 + rng.below(2) {
                blocks.push(Kind::Handler);
            }
        }
    }
    let n = blocks.len();
    let ordinary: Vec<usize> = (0..n).filter(|&b| blocks[b] == Kind::Ordinary).collect();
    let pads_after = |b: usize| -> Vec<usize> {
        (b + 1..n).filter(|&p| matches!(blocks[p], Kind::Dispatch | Kind::Cleanup)).collect()
    };
    let later_ordinary = |b: usize| -> Vec<usize> { ordinary.iter().copied().filter(|&o| o > b).collect() };
    let mut exits = Vec::new();
    for b in 0..n {
        let pick = |rng: &mut Rng, from: &[usize]| -> Option<usize> {
            (!from.is_empty()).then(|| from[rng.below(from.len())])
        };
        let exit = match blocks[b] {
            Kind::Ordinary => {
                let forward = later_ordinary(b);
                let pads = pads_after(b);
                match (pick(rng, &forward), rng.below(10)) {
                    (Some(t), 0..=5) if !pads.is_empty() => {
                        Exit::Invoke { normal: t, unwind: pick(rng, &pads).expect("not empty") }
                    }
                    (Some(t), 6..=7) => Exit::CondBranch(t, pick(rng, &forward).expect("not empty")),
                    (Some(t), 8) => Exit::Branch(t),
                    // Now and then a loop back to an earlier ordinary block.
                    (Some(_), _) if b > 0 => Exit::Branch(ordinary[1 + rng.below(ordinary.len() - 1)].min(b)),
                    _ => Exit::Return,
                }
            }
            Kind::Dispatch => {
                let handlers: Vec<usize> = (b + 1..n).take_while(|&h| blocks[h] == Kind::Handler).collect();
                let unwind = if rng.chance(50) { pick(rng, &pads_after(handlers[handlers.len() - 1])) } else { None };
                Exit::CatchSwitch { handlers, unwind }
            }
            Kind::Handler => Exit::CatchRet(pick(rng, &later_ordinary(b)).expect("the last block is ordinary")),
            Kind::Cleanup => Exit::CleanupRet(if rng.chance(50) { pick(rng, &pads_after(b)) } else { None }),
        };
        exits.push(exit);
    }
    // A catchret into the entry would make it a loop header: retarget.
    for e in &mut exits {
        if let Exit::CatchRet(t) | Exit::Branch(t) = e {
            if *t == 0 {
                *e = Exit::Return;
            }
        }
    }
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (b, e) in exits.iter().enumerate() {
        for t in e.targets() {
            preds[t].push(b);
        }
    }

    let mut g = Writer { rng, text: String::new(), next: 0, defined: vec![Vec::new(); n] };
    g.text.push_str(&format!(
        "define i32 @{name}(i1 %c0, i1 %c1, i32 %a, i32 %b) personality ptr @__CxxFrameHandler3 {{\n"
    ));
    let slots = 1 + g.rng.below(4);
    // Each block's phis first, so that a phi may take another block's phi.
    let mut phis: Vec<Vec<String>> = vec![Vec::new(); n];
    for b in 1..n {
        if matches!(blocks[b], Kind::Handler) || preds[b].is_empty() {
            continue;
        }
        let count = match blocks[b] {
            Kind::Dispatch | Kind::Cleanup => 1 + g.rng.below(3),
            _ => usize::from(g.rng.chance(40)),
        };
        for _ in 0..count {
            let v = g.fresh();
            phis[b].push(v.clone());
            g.defined[b].push(v);
        }
    }
    for b in 0..n {
        g.text.push_str(&format!("b{b}:\n"));
        let mut available: Vec<String> = vec!["%a".into(), "%b".into(), "7".into()];
        // One predecessor: its values reach here (a handler's dispatch
        // block's phis above all).
        if preds[b].len() == 1 {
            available.extend(g.defined[preds[b][0]].iter().cloned());
        }
        for (i, phi) in phis[b].iter().enumerate() {
            // One value per predecessor, however many edges it has to here.
            let mut chosen: Vec<(usize, String)> = Vec::new();
            let entries: Vec<String> = preds[b]
                .iter()
                .map(|&p| {
                    let v = match chosen.iter().find(|(q, _)| *q == p) {
                        Some((_, v)) => v.clone(),
                        None => {
                            let from = &g.defined[p];
                            let v = if !from.is_empty() && g.rng.chance(70) {
                                from[g.rng.below(from.len())].clone()
                            } else {
                                ["%a", "%b", "0", "1"][g.rng.below(4)].to_string()
                            };
                            chosen.push((p, v.clone()));
                            v
                        }
                    };
                    format!("[ {v}, %b{p} ]")
                })
                .collect();
            g.text.push_str(&format!("  {phi} = phi i32 {}\n", entries.join(", ")));
            if i == 0 {
                available.extend(phis[b].iter().cloned());
            }
        }
        let pad = match blocks[b] {
            Kind::Handler => {
                let dispatch = preds[b][0];
                let v = g.fresh();
                g.text.push_str(&format!("  {v} = catchpad within %cs{dispatch} [ptr null, i32 64, ptr null]\n"));
                Some(v)
            }
            Kind::Cleanup => {
                let v = g.fresh();
                g.text.push_str(&format!("  {v} = cleanuppad within none []\n"));
                Some(v)
            }
            _ => None,
        };
        if b == 0 {
            for s in 0..slots {
                g.text.push_str(&format!("  %s{s} = alloca i32, align 4\n"));
            }
        }
        if blocks[b] != Kind::Dispatch {
            for _ in 0..g.rng.below(6) {
                g.op(b, slots, &mut available);
            }
        }
        let value = |g: &mut Writer, available: &[String]| available[g.rng.below(available.len())].clone();
        let line = match &exits[b] {
            Exit::Return => format!("ret i32 {}", value(&mut g, &available)),
            Exit::Branch(t) => format!("br label %b{t}"),
            Exit::CondBranch(t, f) => format!("br i1 %c{}, label %b{t}, label %b{f}", g.rng.below(2)),
            Exit::Invoke { normal, unwind } => {
                format!(
                    "invoke void @may_throw(i32 {}) to label %b{normal} unwind label %b{unwind}",
                    value(&mut g, &available)
                )
            }
            Exit::CatchSwitch { handlers, unwind } => {
                let hs: Vec<String> = handlers.iter().map(|h| format!("label %b{h}")).collect();
                let to = unwind.map_or("to caller".to_string(), |u| format!("label %b{u}"));
                format!("%cs{b} = catchswitch within none [{}] unwind {to}", hs.join(", "))
            }
            Exit::CatchRet(t) => {
                format!("catchret from {} to label %b{t}", pad.as_deref().expect("a handler has a pad"))
            }
            Exit::CleanupRet(unwind) => {
                let to = unwind.map_or("to caller".to_string(), |u| format!("label %b{u}"));
                format!("cleanupret from {} unwind {to}", pad.as_deref().expect("a cleanup has a pad"))
            }
        };
        g.text.push_str(&format!("  {line}\n"));
    }
    g.text.push_str("}\n");
    let upstream_may_crash = (0..n).any(|b| {
        matches!(&exits[b], Exit::CatchSwitch { unwind: Some(u), .. } if blocks[*u] == Kind::Dispatch && !phis[b].is_empty())
    });
    FuncletFunction { text: g.text, upstream_may_crash }
}

struct Writer<'a> {
    rng: &'a mut Rng,
    text: String,
    next: usize,
    /// The i32 values each block defines (its phis, its arithmetic and
    /// loads), usable at its end.
    defined: Vec<Vec<String>>,
}

impl Writer<'_> {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    /// One load, store or add in block `b`.
    fn op(&mut self, b: usize, slots: usize, available: &mut Vec<String>) {
        let slot = self.rng.below(slots);
        let pick = |w: &mut Writer, available: &[String]| available[w.rng.below(available.len())].clone();
        match self.rng.below(3) {
            0 => {
                let v = pick(self, available);
                self.text.push_str(&format!("  store i32 {v}, ptr %s{slot}, align 4\n"));
            }
            1 => {
                let v = self.fresh();
                self.text.push_str(&format!("  {v} = load i32, ptr %s{slot}, align 4\n"));
                available.push(v.clone());
                self.defined[b].push(v);
            }
            _ => {
                let (x, y) = (pick(self, available), pick(self, available));
                let v = self.fresh();
                self.text.push_str(&format!("  {v} = add i32 {x}, {y}\n"));
                available.push(v.clone());
                self.defined[b].push(v);
            }
        }
    }
}
