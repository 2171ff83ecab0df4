//===- register.cpp - registering the passes with LLVM ----------------------===//
//
// The plugin's C++ entry points: rust-mem2reg and rust-reg2mem as new-pass-
// manager passes (a plugin's RegisterPassBuilderCallbacks is C++), their
// parameters and command-line flags, clang's pipeline extension point, and
// running a textual pipeline for the tests. The passes themselves are Rust
// (src/plugin.rs).
//
//===----------------------------------------------------------------------===//

#include "llvm-c/Core.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/StandardInstrumentations.h"
#include "llvm/Support/CommandLine.h"

#include "ffi.h"
#include "host.h"
#include "version.h"

#include <cstdint>
#include <optional>

using namespace llvm;

using m2r::Host;

// The Rust side (src/plugin.rs).
extern "C" {
int32_t m2r_promote_function(LLVMValueRef F, void *Host, const M2ROptions *Options);
int32_t m2r_demote_function(LLVMValueRef F);
bool m2r_parse_pass_params(const char *Pass, const char *Params, size_t Len, M2ROptions *Options);
bool m2r_clang_extension_enabled(void);
}

namespace {

// The options as LLVM command-line flags (clang: after -mllvm): the
// defaults of every rust-mem2reg in the pipeline, which its parameters
// override. LLVM's own parser rejects a bad value, naming the flag.
//
// They are registered when the library is loaded (clang before 22 parses
// -mllvm before it loads -fpass-plugin plugins: `-Xclang -load` loads this
// library early). A second copy of the library in the process (another
// path, or a test that links the shim and loads the plugin) finds them
// registered and uses those: registering a name twice aborts LLVM.
struct Flags {
  cl::opt<bool> *AllBlocks;
  cl::opt<unsigned long long> *MaxPhiEntries;
};

template <typename Opt, typename... Mods> Opt *flag(const char *Name, const Mods &...M) {
  if (cl::Option *Existing = cl::getRegisteredOptions().lookup(Name))
    return static_cast<Opt *>(Existing);
  return new Opt(StringRef(Name), M...);
}

Flags &flags() {
  static Flags F{
      flag<cl::opt<bool>>("rust-mem2reg-all-blocks", cl::init(false),
                          cl::desc("rust-mem2reg: also promote allocas of a constant size "
                                   "outside the entry block")),
      flag<cl::opt<unsigned long long>>(
          "rust-mem2reg-max-phi-entries", cl::value_desc("N"),
          cl::desc("rust-mem2reg: leave in memory the allocas that would cost the most phi "
                   "entries until the function gets at most N"))};
  return F;
}

[[maybe_unused]] const bool FlagsRegisteredAtLoad = (flags(), true);

M2ROptions flagOptions() {
  Flags &F = flags();
  uint64_t Max = F.MaxPhiEntries->getNumOccurrences() ? F.MaxPhiEntries->getValue() : UINT64_MAX;
  return {F.AllBlocks->getValue(), Max};
}

struct RustMem2RegPass : PassInfoMixin<RustMem2RegPass> {
  M2ROptions Options;
  explicit RustMem2RegPass(M2ROptions Options) : Options(Options) {}

  PreservedAnalyses run(Function &F, FunctionAnalysisManager &FAM) {
    Host H(F, &FAM);
    // 0: unchanged. Anything else: the instructions changed, never the CFG.
    if (m2r_promote_function(wrap(&F), &H, &Options) == 0)
      return PreservedAnalyses::all();
    PreservedAnalyses PA;
    PA.preserveSet<CFGAnalyses>();
    return PA;
  }

  void printPipeline(raw_ostream &OS, function_ref<StringRef(StringRef)> MapClassName2PassName) {
    OS << MapClassName2PassName(name());
    if (!Options.AllBlocks && Options.MaxPhiEntries == UINT64_MAX)
      return;
    OS << '<';
    if (Options.AllBlocks)
      OS << "all-blocks" << (Options.MaxPhiEntries == UINT64_MAX ? "" : ";");
    if (Options.MaxPhiEntries != UINT64_MAX)
      OS << "max-phi-entries=" << Options.MaxPhiEntries;
    OS << '>';
  }

  static StringRef name() { return "RustMem2RegPass"; }
};

/// rust-reg2mem. Upstream's reg2mem keeps LLVM's dominator tree and loop
/// info up to date and preserves them; ours keeps its own, so LLVM's are
/// invalidated.
struct RustReg2MemPass : PassInfoMixin<RustReg2MemPass> {
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &) {
    if (F.isDeclaration() || m2r_demote_function(wrap(&F)) == 0)
      return PreservedAnalyses::all();
    return PreservedAnalyses::none();
  }
  static StringRef name() { return "RustReg2MemPass"; }
};

constexpr const char *PassName = "rust-mem2reg";
constexpr const char *Reg2MemPassName = "rust-reg2mem";

/// Accepts `rust-mem2reg`, `rust-reg2mem` and either with `<params>` once
/// the parameters check out; reports bad parameters (naming them) and
/// declines.
bool parsePipelineElement(StringRef Name, FunctionPassManager &FPM) {
  for (const char *Pass : {PassName, Reg2MemPassName}) {
    M2ROptions Options = flagOptions();
    if (Name != Pass) {
      // `Pass<params>` (PassBuilder::checkParametrizedPassName, which LLVM
      // 18 does not have).
      StringRef Rest = Name;
      if (!Rest.consume_front(Pass) || !Rest.starts_with("<") || !Rest.ends_with(">"))
        continue;
      StringRef Params = Name.drop_front(StringRef(Pass).size() + 1).drop_back();
      if (!m2r_parse_pass_params(Pass, Params.data(), Params.size(), &Options))
        return false;
    }
    if (StringRef(Pass) == Reg2MemPassName)
      FPM.addPass(RustReg2MemPass());
    else
      FPM.addPass(RustMem2RegPass(Options));
    return true;
  }
  return false;
}

void registerCallbacks(PassBuilder &PB) {
  if (PassInstrumentationCallbacks *PIC = PB.getPassInstrumentationCallbacks()) {
    PIC->addClassToPassName(RustMem2RegPass::name(), PassName);
    PIC->addClassToPassName(RustReg2MemPass::name(), Reg2MemPassName);
  }
  PB.registerPipelineParsingCallback(
      [](StringRef Name, FunctionPassManager &FPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        return parsePipelineElement(Name, FPM);
      });
  if (m2r_clang_extension_enabled())
    PB.registerPipelineStartEPCallback(
        [](ModulePassManager &MPM, OptimizationLevel) {
          MPM.addPass(createModuleToFunctionPassAdaptor(RustMem2RegPass(flagOptions())));
        });
}

} // namespace

extern "C" {

/// `PassPluginLibraryInfo::RegisterPassBuilderCallbacks` (the info struct
/// itself is built in Rust).
void m2r_register_pass_builder_callbacks(void *PB) {
  registerCallbacks(*static_cast<PassBuilder *>(PB));
}

/// Runs a textual pipeline on a module through a pass builder that knows
/// rust-mem2reg, the way `opt -passes=...` would. Returns an error message
/// (free it with LLVMDisposeMessage) or null.
char *m2r_run_pipeline(LLVMModuleRef M, const char *Pipeline) {
  Module &Mod = *unwrap(M);
  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
  PassInstrumentationCallbacks PIC;
  StandardInstrumentations SI(Mod.getContext(), /*DebugLogging=*/false);
  SI.registerCallbacks(PIC, &MAM);
  PassBuilder PB(nullptr, PipelineTuningOptions(), std::nullopt, &PIC);
  registerCallbacks(PB);
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  ModulePassManager MPM;
  if (Error E = PB.parsePassPipeline(MPM, Pipeline))
    return LLVMCreateMessage(toString(std::move(E)).c_str());
  MPM.run(Mod, MAM);
  return nullptr;
}

} // extern "C"
