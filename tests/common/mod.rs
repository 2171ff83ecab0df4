//! Shared by the integration tests: a small deterministic RNG and random CFGs
//! with the shapes that break SSA construction (irreducible loops,
//! unreachable blocks, self loops, duplicate edges).
#![allow(dead_code)]

use m2r::ssa::cfg::{Block, Cfg};
use m2r::ssa::entity::{Csr, EntityId};
use m2r::ssa::{Access, AccessKind, Var};

/// A number from the environment (a long run's case count, its first seed),
/// or `default`.
pub fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// SplitMix64: tiny, fast, and good enough to drive test generators.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// True with probability `percent`%.
    pub fn chance(&mut self, percent: u32) -> bool {
        self.below(100) < percent as usize
    }
}

/// Successor lists of a random CFG with `n` blocks: mostly forward edges
/// (so most blocks are reachable), plus back edges, self loops, duplicate
/// edges and wide switches. Nothing branches to the entry, as in LLVM IR.
pub fn random_successors(rng: &mut Rng, n: usize) -> Vec<Vec<u32>> {
    (0..n)
        .map(|b| {
            let count = match rng.below(10) {
                0 => 0,
                1..=4 => 1,
                5..=8 => 2,
                _ => 2 + rng.below(5),
            };
            (0..count)
                .map(|_| {
                    if n == 1 {
                        return None;
                    }
                    let target = if rng.chance(70) && b + 1 < n {
                        b + 1 + rng.below((n - b - 1).min(4))
                    } else {
                        1 + rng.below(n - 1)
                    };
                    Some(target as u32)
                })
                .collect::<Option<Vec<u32>>>()
                .unwrap_or_default()
        })
        .collect()
}

pub fn cfg_from(succs: &[Vec<u32>]) -> Cfg {
    Cfg::from_successors(succs.iter().map(|s| s.iter().map(|&b| Block(b)).collect::<Vec<_>>()))
}

/// Random loads and stores of `num_vars` variables in each block.
pub fn random_accesses(rng: &mut Rng, num_blocks: usize, num_vars: usize) -> Csr<Block, Access> {
    Csr::from_lists((0..num_blocks).map(|_| {
        let count = rng.below(4);
        (0..count)
            .map(|_| Access {
                var: Var::new(rng.below(num_vars)),
                kind: if rng.chance(45) { AccessKind::Store } else { AccessKind::Load },
            })
            .collect::<Vec<_>>()
    }))
}

pub mod funclets;
pub mod fuzz;
pub mod programs;

/// Parsing, running and printing modules in-process.
pub mod llvm {
    use inkwell::context::Context;
    use inkwell::memory_buffer::MemoryBuffer;
    use inkwell::module::Module;
    use llvm_sys::transforms::pass_builder::{
        LLVMCreatePassBuilderOptions, LLVMDisposePassBuilderOptions, LLVMRunPasses,
    };

    /// Parses textual IR; panics with LLVM's message if it does not parse.
    pub fn parse<'ctx>(ctx: &'ctx Context, name: &str, text: &str) -> Module<'ctx> {
        let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), name);
        ctx.create_module_from_ir(buffer).unwrap_or_else(|e| panic!("{name} does not parse: {e}"))
    }

    /// Runs an upstream pipeline in-process, as `opt -passes=...` would.
    pub fn run_passes(module: &Module<'_>, passes: &str) {
        let passes = std::ffi::CString::new(passes).expect("no NUL");
        unsafe {
            let options = LLVMCreatePassBuilderOptions();
            let err = LLVMRunPasses(module.as_mut_ptr(), passes.as_ptr(), std::ptr::null_mut(), options);
            LLVMDisposePassBuilderOptions(options);
            assert!(err.is_null(), "LLVMRunPasses failed");
        }
    }

    /// Runs our passes in-process through a real pass manager, as `opt
    /// -load-pass-plugin=libm2r.so -passes=...` would.
    pub fn run_ours(module: &Module<'_>, passes: &str) {
        m2r::llvm::shim::run_pipeline(m2r::llvm::ir::Module(module.as_mut_ptr()), passes).expect("the pipeline parses");
    }

    /// Upstream's pipeline and ours, and whose promises the checker checks.
    pub struct Pipeline {
        pub upstream: &'static str,
        pub ours: &'static str,
        pub checked: m2r::check::Pass,
    }

    pub const MEM2REG: Pipeline =
        Pipeline { upstream: "mem2reg", ours: "rust-mem2reg", checked: m2r::check::Pass::Mem2Reg };
    pub const REG2MEM: Pipeline =
        Pipeline { upstream: "reg2mem", ours: "rust-reg2mem", checked: m2r::check::Pass::Reg2Mem };
    pub const ROUND_TRIP: Pipeline =
        Pipeline { upstream: "reg2mem,mem2reg", ours: "rust-reg2mem,rust-mem2reg", checked: m2r::check::Pass::Mem2Reg };

    /// Runs mem2reg, upstream's and ours, on copies of `text` and returns
    /// (upstream, ours) as printed.
    pub fn both(name: &str, text: &str) -> (String, String) {
        compare(name, text, &MEM2REG)
    }

    /// Runs both sides of `pipeline` on copies of `text` and returns
    /// (upstream, ours) as printed; panics if ours does not verify or the
    /// checker objects.
    pub fn compare(name: &str, text: &str, pipeline: &Pipeline) -> (String, String) {
        let ctx = Context::create();
        let upstream = parse(&ctx, name, text);
        run_passes(&upstream, pipeline.upstream);
        (upstream.print_to_string().to_string(), ours_checked(name, text, pipeline))
    }

    /// Runs our side of `pipeline` on a copy of `text` and returns it as
    /// printed; panics if it does not verify or the checker objects.
    pub fn ours_checked(name: &str, text: &str, pipeline: &Pipeline) -> String {
        let ctx = Context::create();
        let ours = parse(&ctx, name, text);
        run_ours(&ours, pipeline.ours);
        if let Err(e) = ours.verify() {
            panic!("{name}: {}'s output does not verify: {e}", pipeline.ours);
        }
        let violations = m2r::check::check_module(m2r::llvm::ir::Module(ours.as_mut_ptr()), pipeline.checked);
        assert!(violations.is_empty(), "{name}: the checker objects to {}'s output: {violations:#?}", pipeline.ours);
        ours.print_to_string().to_string()
    }

    /// Whether `text` parses and verifies.
    pub fn verifies(text: &str) -> bool {
        let ctx = Context::create();
        let buffer = MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "verifies");
        ctx.create_module_from_ir(buffer).is_ok_and(|m| m.verify().is_ok())
    }

    /// `text` after upstream's `passes`, printed.
    pub fn after_upstream(name: &str, text: &str, passes: &str) -> String {
        let ctx = Context::create();
        let module = parse(&ctx, name, text);
        run_passes(&module, passes);
        module.print_to_string().to_string()
    }
}

/// The plugin (`libm2r.so`) of this test run's profile, built on first use:
/// `cargo test` builds the library only as an rlib.
pub fn plugin_path() -> std::path::PathBuf {
    static BUILT: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();
    BUILT
        .get_or_init(|| {
            let release = !cfg!(debug_assertions);
            let mut cargo = std::process::Command::new(env!("CARGO"));
            cargo.args(["build", "--lib", "--quiet"]).current_dir(env!("CARGO_MANIFEST_DIR"));
            if release {
                cargo.arg("--release");
            }
            let status = cargo.status().expect("cargo runs");
            assert!(status.success(), "building the plugin failed");
            let exe = std::env::current_exe().expect("test binary path");
            let profile_dir = exe.parent().and_then(|deps| deps.parent()).expect("target/<profile>/deps/<test>");
            let path = profile_dir.join("libm2r.so");
            assert!(path.exists(), "{} was not built", path.display());
            path
        })
        .clone()
}

/// Successor lists of a random loop nest with `n` blocks (n >= 2): blocks
/// fall through in order; loops are intervals, nested or apart, closed by a
/// back edge from their last block; blocks inside a loop often break out
/// to the block after it or continue at its header. Loops with several
/// exits to one block are what reg2mem's loop-exit splitting is for.
pub fn random_loop_nest(rng: &mut Rng, n: usize) -> Vec<Vec<u32>> {
    let mut succs: Vec<Vec<u32>> = (0..n).map(|b| if b + 1 < n { vec![b as u32 + 1] } else { vec![] }).collect();
    let mut loops: Vec<(usize, usize)> = vec![];
    for _ in 0..=rng.below(n / 2 + 1) {
        let h = 1 + rng.below(n - 1);
        let l = h + rng.below(n - h);
        let fits = |&(a, b): &(usize, usize)| b < h || l < a || (a <= h && l <= b) || (h <= a && b <= l);
        if loops.iter().all(fits) && !loops.contains(&(h, l)) {
            loops.push((h, l));
            succs[l].push(h as u32);
        }
    }
    for &(h, l) in &loops {
        for s in &mut succs[h..=l] {
            if l + 1 < n && rng.chance(35) {
                s.push(l as u32 + 1);
            } else if rng.chance(10) {
                s.push(h as u32);
            }
        }
    }
    for s in &mut succs {
        if rng.chance(30) {
            s.reverse();
        }
    }
    succs
}
