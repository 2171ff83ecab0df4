//! Shared by the integration tests: the workspace's seeded RNG
//! (`m2r-testkit`), random modules and programs, in-process LLVM, the
//! plugin's path.
#![allow(dead_code)]

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
        // SAFETY: a live module and a NUL-terminated pipeline; the options are
        // created, used and disposed of here.
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
        // SAFETY: inkwell's module is alive while it is borrowed here.
        m2r::llvm::shim::run_pipeline(unsafe { m2r::llvm::ir::Module::from_raw(module.as_mut_ptr()) }, passes)
            .expect("the pipeline parses");
    }

    /// Upstream's pipeline and ours, and whose promises the checker checks.
    pub struct Pipeline {
        pub upstream: &'static str,
        pub ours: &'static str,
        /// Whose promises the checker checks (mem2reg's by the rule of the
        /// LLVM the tests run, which the checker takes from its caller).
        pub checked: fn() -> m2r::check::Pass,
    }

    /// The access rule of the LLVM the tests run, which the checker takes
    /// from its caller (upstream's mem2reg is the oracle of the checker's
    /// promotability test).
    pub fn mem2reg_rule() -> m2r::check::AccessRule {
        m2r::checker_rule::of_running_llvm()
    }

    fn mem2reg() -> m2r::check::Pass {
        m2r::check::Pass::Mem2Reg(mem2reg_rule())
    }

    fn reg2mem() -> m2r::check::Pass {
        m2r::check::Pass::Reg2Mem
    }

    pub const MEM2REG: Pipeline = Pipeline { upstream: "mem2reg", ours: "rust-mem2reg", checked: mem2reg };
    pub const REG2MEM: Pipeline = Pipeline { upstream: "reg2mem", ours: "rust-reg2mem", checked: reg2mem };
    pub const ROUND_TRIP: Pipeline =
        Pipeline { upstream: "reg2mem,mem2reg", ours: "rust-reg2mem,rust-mem2reg", checked: mem2reg };

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
        let violations = m2r::check::check_module(
            // SAFETY: inkwell's module is alive while it is borrowed here.
            unsafe { m2r::llvm::ir::Module::from_raw(ours.as_mut_ptr()) },
            (pipeline.checked)(),
        );
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
