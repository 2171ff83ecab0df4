//===- shim.cpp - the C++ side of rust-mem2reg ----------------------------===//
//
// Two jobs, and nothing else:
//  1. register the pass with LLVM's new pass manager (a plugin's
//     RegisterPassBuilderCallbacks is a C++ entry point);
//  2. bridge the few things LLVM 19's C API lacks: creating a phi exactly the
//     way upstream does, dropping a droppable use, the metadata-to-assume
//     rewrite (it needs value tracking with an assumption cache and a
//     dominator tree), and debug-location merging.
//
// Every decision about which allocas to promote, where phis go and which value
// replaces which load is made in Rust. The dominator tree handed to LLVM's
// value tracking here is built from *our* immediate dominators, not computed
// by LLVM.
//
//===----------------------------------------------------------------------===//

#include "llvm-c/Core.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/StandardInstrumentations.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>

using namespace llvm;

namespace {

/// What the Rust side may ask of LLVM while it rewrites one function. Owns
/// the lazily built analyses that value tracking needs.
struct Host {
  Function &F;
  FunctionAnalysisManager *FAM;
  std::optional<AssumptionCache> OwnAC;
  std::unique_ptr<DominatorTree> DT;

  Host(Function &F, FunctionAnalysisManager *FAM) : F(F), FAM(FAM) {}

  AssumptionCache &assumptions() {
    if (FAM)
      return FAM->getResult<AssumptionAnalysis>(F);
    if (!OwnAC)
      OwnAC.emplace(F);
    return *OwnAC;
  }
};

} // namespace

// The Rust side (src/plugin.rs).
extern "C" {
int32_t m2r_promote_function(LLVMValueRef F, void *Host);
bool m2r_check_pass_params(const char *Params, size_t Len);
bool m2r_clang_extension_enabled(void);
}

namespace {

struct RustMem2RegPass : PassInfoMixin<RustMem2RegPass> {
  PreservedAnalyses run(Function &F, FunctionAnalysisManager &FAM) {
    Host H(F, &FAM);
    // 0: unchanged. Anything else: the instructions changed, never the CFG.
    if (m2r_promote_function(wrap(&F), &H) == 0)
      return PreservedAnalyses::all();
    PreservedAnalyses PA;
    PA.preserveSet<CFGAnalyses>();
    return PA;
  }
  static StringRef name() { return "RustMem2RegPass"; }
};

constexpr const char *PassName = "rust-mem2reg";

/// Accepts `rust-mem2reg` and `rust-mem2reg<params>` once the parameters
/// check out; reports bad parameters (naming them) and declines.
bool parsePipelineElement(StringRef Name, FunctionPassManager &FPM) {
  if (Name == PassName) {
    FPM.addPass(RustMem2RegPass());
    return true;
  }
  if (!PassBuilder::checkParametrizedPassName(Name, PassName))
    return false;
  StringRef Params = Name.drop_front(StringRef(PassName).size() + 1).drop_back();
  if (!m2r_check_pass_params(Params.data(), Params.size()))
    return false;
  FPM.addPass(RustMem2RegPass());
  return true;
}

void registerCallbacks(PassBuilder &PB) {
  if (PassInstrumentationCallbacks *PIC = PB.getPassInstrumentationCallbacks())
    PIC->addClassToPassName(RustMem2RegPass::name(), PassName);
  PB.registerPipelineParsingCallback(
      [](StringRef Name, FunctionPassManager &FPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        return parsePipelineElement(Name, FPM);
      });
  if (m2r_clang_extension_enabled())
    PB.registerPipelineStartEPCallback(
        [](ModulePassManager &MPM, OptimizationLevel) {
          MPM.addPass(createModuleToFunctionPassAdaptor(RustMem2RegPass()));
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

/// A host for rewriting `F` outside a pass manager (tests, fuzzing).
void *m2r_host_new(LLVMValueRef F) {
  return new Host(*unwrap<Function>(F), nullptr);
}
void m2r_host_dispose(void *H) { delete static_cast<Host *>(H); }

/// Hands our dominator tree to the host, for LLVM's value tracking. `Blocks`
/// lists the reachable blocks so that each one's immediate dominator comes
/// before it (`IDoms[0]` is ignored: block 0 is the entry).
void m2r_host_set_domtree(void *HP, const LLVMBasicBlockRef *Blocks,
                          const uint32_t *IDoms, size_t N) {
  Host &H = *static_cast<Host *>(HP);
  auto DT = std::make_unique<DominatorTree>();
  DT->setNewRoot(unwrap(Blocks[0]));
  for (size_t I = 1; I < N; ++I)
    DT->addNewBlock(unwrap(Blocks[I]), unwrap(Blocks[IDoms[I]]));
  H.DT = std::move(DT);
}

/// Upstream's convertMetadataToAssumes, for a load about to be replaced by
/// `Val`. Returns 1, changing nothing, when it needs a dominator tree that
/// the host does not have yet; 0 when done.
int32_t m2r_convert_metadata_to_assumes(void *HP, LLVMValueRef Load,
                                        LLVMValueRef Val) {
  auto *LI = unwrap<LoadInst>(Load);
  if (!LI->hasMetadataOtherThanDebugLoc())
    return 0;
  Value *V = unwrap(Val);
  if (isa<UndefValue>(V) && LI->hasMetadata(LLVMContext::MD_noundef)) {
    // A load of uninitialized memory that promised noundef: immediate UB.
    LLVMContext &Ctx = LI->getContext();
    new StoreInst(ConstantInt::getTrue(Ctx),
                  PoisonValue::get(PointerType::getUnqual(Ctx)),
                  /*isVolatile=*/false, Align(1), LI->getIterator());
    return 0;
  }
  if (!LI->getMetadata(LLVMContext::MD_nonnull) ||
      !LI->getMetadata(LLVMContext::MD_noundef))
    return 0;
  Host &H = *static_cast<Host *>(HP);
  if (!H.DT)
    return 1;
  AssumptionCache &AC = H.assumptions();
  const DataLayout &DL = LI->getDataLayout();
  if (isKnownNonZero(V, SimplifyQuery(DL, H.DT.get(), &AC, LI)))
    return 0;
  Function *Assume =
      Intrinsic::getDeclaration(LI->getModule(), Intrinsic::assume);
  ICmpInst *NotNull = new ICmpInst(ICmpInst::ICMP_NE, LI,
                                   Constant::getNullValue(LI->getType()));
  NotNull->insertAfter(LI);
  CallInst *Call = CallInst::Create(Assume, {NotNull});
  Call->insertAfter(NotNull);
  AC.registerAssumption(cast<AssumeInst>(Call));
  return 0;
}

/// Creates the phi for the `Version`th phi block of `Alloca` at the very
/// start of `Block`, named and sized as upstream names and sizes it.
LLVMValueRef m2r_create_phi(LLVMValueRef Alloca, LLVMBasicBlockRef Block,
                            uint32_t Version, uint32_t ReservedEntries) {
  auto *AI = unwrap<AllocaInst>(Alloca);
  BasicBlock *BB = unwrap(Block);
  PHINode *PN = PHINode::Create(AI->getAllocatedType(), ReservedEntries,
                                AI->getName() + "." + Twine(Version));
  PN->insertBefore(BB->begin());
  return wrap(PN);
}

/// Marks a new floating-point phi `nsz` when the function asks for
/// no-signed-zeros math.
void m2r_phi_set_nsz_if_fp(LLVMValueRef Phi) {
  auto *PN = unwrap<PHINode>(Phi);
  if (isa<FPMathOperator>(PN))
    PN->setHasNoSignedZeros(true);
}

/// Value::dropDroppableUse: an assume's condition becomes `true`, a bundle
/// operand becomes undef and its bundle's tag "ignore".
void m2r_drop_droppable_use(LLVMUseRef U) { Value::dropDroppableUse(*unwrap(U)); }

/// isGuaranteedNotToBePoison without a context, as the single-store rewrite
/// asks it.
bool m2r_is_guaranteed_not_to_be_poison(LLVMValueRef V) {
  return isGuaranteedNotToBePoison(unwrap(V));
}

/// Instruction::applyMergedLocation(Phi's location, Loc).
void m2r_merge_debug_loc(LLVMValueRef Phi, LLVMMetadataRef Loc) {
  auto *I = unwrap<Instruction>(Phi);
  I->applyMergedLocation(I->getDebugLoc(),
                         DebugLoc(unwrap<DILocation>(Loc)));
}

} // extern "C"
