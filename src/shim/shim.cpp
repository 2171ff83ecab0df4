//===- shim.cpp - the C++ side of rust-mem2reg ----------------------------===//
//
// Two jobs, and nothing else:
//  1. register the pass with LLVM's new pass manager (a plugin's
//     RegisterPassBuilderCallbacks is a C++ entry point);
//  2. bridge the things LLVM 19's C API lacks: creating a phi exactly the way
//     upstream does (and adding a block's worth of entries in one call),
//     dropping a droppable use, the metadata-to-assume rewrite (it needs value
//     tracking with an assumption cache and a dominator tree), debug-location
//     merging, and listing, inserting and erasing debug records.
//
// Every decision about which allocas to promote, where phis go, which value
// replaces which load and which debug record goes where is made in Rust. The
// dominator tree handed to LLVM's value tracking here is built from *our*
// immediate dominators, not computed by LLVM.
//
//===----------------------------------------------------------------------===//

#include "llvm-c/Core.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/StandardInstrumentations.h"
#include "llvm/Support/CommandLine.h"

#include "ffi.h"
#include "host.h"
#include "version.h"

#include <algorithm>
#include <cstdint>
#include <tuple>
#include <vector>
#include <memory>
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
  auto DT = std::make_unique<m2r::HandBuiltDominatorTree>(H.F);
  DT->setNewRoot(unwrap(Blocks[0]));
  for (size_t I = 1; I < N; ++I)
    DT->addNewBlock(unwrap(Blocks[I]), unwrap(Blocks[IDoms[I]]));
  H.DT = std::move(DT);
}

/// Upstream's convertMetadataToAssumes, for a load about to be replaced by
/// `Val`. Returns 1, changing nothing, when it needs a dominator tree that
/// the host does not have yet; 0 when done.
int32_t m2r_convert_metadata_to_assumes(void *HP, LLVMValueRef Load,
                                        LLVMValueRef Val, bool NoundefUndefIsUB) {
  auto *LI = unwrap<LoadInst>(Load);
  if (!LI->hasMetadataOtherThanDebugLoc())
    return 0;
  Value *V = unwrap(Val);
  if (NoundefUndefIsUB && isa<UndefValue>(V) && LI->hasMetadata(LLVMContext::MD_noundef)) {
    // A load of uninitialized memory that promised noundef: immediate UB.
    LLVMContext &Ctx = LI->getContext();
    new StoreInst(ConstantInt::getTrue(Ctx),
                  PoisonValue::get(PointerType::getUnqual(Ctx)),
                  /*isVolatile=*/false, Align(1), m2r::at(LI->getIterator()));
    return 0;
  }
  if (!LI->getMetadata(LLVMContext::MD_nonnull) ||
      !LI->getMetadata(LLVMContext::MD_noundef))
    return 0;
  Host &H = *static_cast<Host *>(HP);
  if (!H.DT)
    return 1;
  AssumptionCache &AC = H.assumptions();
  if (m2r::isKnownNonZeroAt(V, LI, H.DT.get(), &AC))
    return 0;
  Function *Assume = m2r::assumeDeclaration(LI->getModule());
  ICmpInst *NotNull = new ICmpInst(ICmpInst::ICMP_NE, LI,
                                   Constant::getNullValue(LI->getType()));
  NotNull->insertAfter(LI);
  CallInst *Call = CallInst::Create(Assume, {NotNull});
  Call->insertAfter(NotNull);
  AC.registerAssumption(cast<AssumeInst>(Call));
  return 0;
}

/// Creates the phi of type `Ty` (the type of the values `Alloca` holds) for
/// its `Version`th phi block at the very start of `Block`, named and sized as
/// upstream names and sizes it: named, then inserted (LLVM 18 on), which
/// keeps a name longer than the symbol table keeps whole; or inserted, then
/// named (17), which cuts it.
LLVMValueRef m2r_create_phi(LLVMValueRef Alloca, LLVMTypeRef Ty, LLVMBasicBlockRef Block,
                            uint32_t Version, uint32_t ReservedEntries, bool NameFirst) {
  auto *AI = unwrap<AllocaInst>(Alloca);
  BasicBlock *BB = unwrap(Block);
  SmallString<64> Name;
  (AI->getName() + "." + Twine(Version)).toVector(Name);
  PHINode *PN = PHINode::Create(unwrap(Ty), ReservedEntries);
  if (NameFirst)
    PN->setName(Name);
  PN->insertBefore(m2r::at(BB->begin()));
  if (!NameFirst)
    PN->setName(Name);
  return wrap(PN);
}

// A window of K arrivals at one block, each phi's entries written in one run:
// Phis[i] gets, for each arrival k in order, Edges[k] entries from Preds[k]
// of its value then: First[i] at the first arrival, then as Changes (sorted
// by slot and arrival) say. Each phi ends as adding the entries arrival by
// arrival, phi by phi, would leave it, and so does the use list of every
// value used by one phi only. Each value in Shared (used by several of these
// phis in the window) then has its new uses relinked in that order. With
// one arrival (K = 1) nothing needs relinking.
void m2r_add_incoming_window(const LLVMValueRef *Phis, size_t N, const LLVMValueRef *First,
                             const M2RWindowChange *Changes, size_t NumChanges, const LLVMBasicBlockRef *Preds,
                             const uint32_t *Edges, size_t K, const LLVMValueRef *Shared, size_t NumShared) {
  auto *const *PNs = reinterpret_cast<PHINode *const *>(Phis);
  auto *const *Bs = reinterpret_cast<BasicBlock *const *>(Preds);
  std::vector<unsigned> Base;
  if (NumShared)
    for (size_t I = 0; I < N; ++I)
      Base.push_back(PNs[I]->getNumOperands());
  const M2RWindowChange *Next = Changes, *End = Changes + NumChanges;
  for (size_t I = 0; I < N; ++I) {
    PHINode *PN = PNs[I];
    Value *V = unwrap(First[I]);
    // The arrivals up to the phi's next change get V: one run each.
    size_t A = 0;
    for (;; ++Next) {
      size_t Until = Next != End && Next->Slot == I ? Next->Arrival : K;
      for (; A < Until; ++A)
        for (uint32_t E = 0; E < Edges[A]; ++E)
          PN->addIncoming(V, Bs[A]);
      if (Until == K)
        break;
      V = unwrap(Next->Value);
    }
  }
  if (!NumShared)
    return;
  // Which arrival wrote a phi's J-th new entry.
  std::vector<unsigned> ArrivalOf;
  for (size_t A = 0; A < K; ++A)
    ArrivalOf.insert(ArrivalOf.end(), Edges[A], A);
  DenseMap<const User *, unsigned> Slot;
  for (size_t I = 0; I < N; ++I)
    Slot[PNs[I]] = I;
  struct NewUse {
    unsigned Arrival, Phi, Entry;
    Use *U;
  };
  std::vector<NewUse> News;
  for (size_t S = 0; S < NumShared; ++S) {
    Value *V = unwrap(Shared[S]);
    if (!m2r::hasUseList(V))
      continue; // no order to keep
    // The window's uses are the newest: the head of the list.
    News.clear();
    for (Use &U : V->uses()) {
      auto It = Slot.find(U.getUser());
      if (It == Slot.end() || U.getOperandNo() < Base[It->second])
        break;
      unsigned J = U.getOperandNo() - Base[It->second];
      News.push_back({ArrivalOf[J], It->second, J, &U});
    }
    std::sort(News.begin(), News.end(), [](const NewUse &X, const NewUse &Y) {
      return std::tie(X.Arrival, X.Phi, X.Entry) < std::tie(Y.Arrival, Y.Phi, Y.Entry);
    });
    // Each set unlinks the use and links it at the head again: the last one
    // set is the newest, as when the entries came arrival by arrival.
    for (NewUse &N : News)
      N.U->set(V);
  }
}

namespace {
/// The loads and stores of `BB`, and its allocas if `WithAllocas`, in order,
/// into `Out` (at most `Capacity`); returns how many there are.
size_t blockAccesses(BasicBlock *BB, M2RMemAccess *Out, size_t Capacity, bool WithAllocas) {
  // How far ahead to fetch: about eight instructions. A function is parsed
  // or built in order, so malloc hands out its instructions one after
  // another; a walk down the list is a chain of loads, each a miss once the
  // function has outgrown the caches, unless fetched ahead like this.
  constexpr size_t Ahead = 1024;
  size_t N = 0;
  for (Instruction &I : *BB) {
    const char *At = reinterpret_cast<const char *>(&I) + Ahead;
    for (int Line = 0; Line < 3; ++Line)
      __builtin_prefetch(At + 64 * Line);
    Use *Address;
    Value *Stored = nullptr;
    Value *StoredLoadAddress = nullptr;
    Type *Ty;
    bool Volatile;
    if (auto *L = dyn_cast<LoadInst>(&I)) {
      Address = &I.getOperandUse(LoadInst::getPointerOperandIndex());
      Ty = L->getType();
      Volatile = L->isVolatile();
    } else if (auto *S = dyn_cast<StoreInst>(&I)) {
      Address = &I.getOperandUse(StoreInst::getPointerOperandIndex());
      Stored = S->getValueOperand();
      Ty = Stored->getType();
      Volatile = S->isVolatile();
      if (auto *StoredLoad = dyn_cast<LoadInst>(Stored))
        StoredLoadAddress = StoredLoad->getPointerOperand();
    } else if (WithAllocas && isa<AllocaInst>(&I)) {
      if (N < Capacity)
        Out[N] = {wrap(&I), nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, false};
      ++N;
      continue;
    } else {
      continue;
    }
    // Only an alloca's loads and stores can be a candidate's.
    Value *Pointer = Address->get();
    if (!isa<AllocaInst>(Pointer))
      continue;
    if (N < Capacity)
      Out[N] = {wrap(&I),           wrap(Pointer),      wrap(Address),
                wrap(Stored),       wrap(Address->getNext()), wrap(Ty),
                wrap(StoredLoadAddress), Volatile};
    ++N;
  }
  return N;
}

/// The successors of `BB`'s terminator, in order, into `Out` (at most
/// `Capacity`); returns how many there are, or SIZE_MAX if the block has no
/// terminator.
size_t blockSuccessors(BasicBlock *BB, LLVMBasicBlockRef *Out, size_t Capacity) {
  // Not getTerminator(): from LLVM 23 on it assumes a terminator is there
  // (getTerminatorOrNull() is the checked one, which 19 lacks).
  if (BB->empty() || !BB->back().isTerminator())
    return SIZE_MAX;
  const Instruction *Term = &BB->back();
  unsigned N = Term->getNumSuccessors();
  for (unsigned I = 0; I < N && I < Capacity; ++I)
    Out[I] = wrap(Term->getSuccessor(I));
  return N;
}
} // namespace

/// What the pass reads of `Block`, in one walk down it (one call per block,
/// where the C API takes three per instruction): if `Out` is not null, its
/// loads and stores in order (and its allocas, if `WithAllocas`), returning
/// how many there are and filling at most `Capacity`; if `Succs` is not null, its terminator's successors in
/// order, filling at most `SuccCapacity` and setting `*NumSuccs` to how many
/// there are, or to SIZE_MAX if the block has no terminator. The walk ends
/// at the terminator, which it has just fetched.
size_t m2r_block_read(LLVMBasicBlockRef Block, M2RMemAccess *Out, size_t Capacity, bool WithAllocas,
                      LLVMBasicBlockRef *Succs, size_t SuccCapacity, size_t *NumSuccs) {
  BasicBlock *BB = unwrap(Block);
  size_t N = Out ? blockAccesses(BB, Out, Capacity, WithAllocas) : 0;
  if (Succs)
    *NumSuccs = blockSuccessors(BB, Succs, SuccCapacity);
  return N;
}

/// The number upstream's mem2reg keys `Block` by (see version.h).
uint32_t m2r_block_number(LLVMBasicBlockRef Block) { return m2r::blockNumber(unwrap(Block)); }

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

/// isGuaranteedNotToBePoison(V) at the instruction `At`, with the host's
/// dominator tree (ours) and no assumption cache, as InstSimplify asks it
/// when a phi merges a value and undef.
bool m2r_is_guaranteed_not_to_be_poison_at(void *HP, LLVMValueRef V, LLVMValueRef At) {
  Host &H = *static_cast<Host *>(HP);
  return isGuaranteedNotToBePoison(unwrap(V), /*AC=*/nullptr, unwrap<Instruction>(At), H.DT.get());
}

/// For tests: inserts the keys (Keys[2i], Keys[2i+1]) into an
/// llvm::DenseMap<std::pair<unsigned, unsigned>, unsigned> in order, the
/// value being i, and writes the values in the map's iteration order: what
/// the phi simplifier's bucket order must reproduce.
void m2r_densemap_order(const uint32_t *Keys, size_t N, uint32_t *Out) {
  DenseMap<std::pair<unsigned, unsigned>, unsigned> Map;
  for (size_t I = 0; I != N; ++I)
    Map[std::make_pair(Keys[2 * I], Keys[2 * I + 1])] = I;
  size_t K = 0;
  for (auto &Entry : Map)
    Out[K++] = Entry.second;
}

/// Instruction::applyMergedLocation(Phi's location, Loc).
void m2r_merge_debug_loc(LLVMValueRef Phi, LLVMMetadataRef Loc) {
  auto *I = unwrap<Instruction>(Phi);
  I->applyMergedLocation(I->getDebugLoc(),
                         DebugLoc(unwrap<DILocation>(Loc)));
}

/// Whether any debug record (or, in 17 and 18, debug intrinsic) can name
/// `Inst`: whether metadata uses it (a declare or value of it) or it carries
/// a DIAssignID (dbg_assigns linked to it). What findDbgUsers and the
/// assignment markers look at first.
bool m2r_may_have_debug_users(LLVMValueRef Inst) {
  auto *I = unwrap<Instruction>(Inst);
  return I->isUsedByMetadata() || I->hasMetadata(LLVMContext::MD_DIAssignID);
}

/// The allocation size of `Ty` in bits (DataLayout::getTypeAllocSizeInBits)
/// in the module of `Context`, an instruction.
void m2r_type_alloc_bits(LLVMValueRef Context, LLVMTypeRef Ty, uint64_t *Bits,
                         bool *Scalable) {
  const DataLayout &DL = unwrap<Instruction>(Context)->getModule()->getDataLayout();
  TypeSize Size = DL.getTypeAllocSizeInBits(unwrap(Ty));
  *Bits = Size.getKnownMinValue();
  *Scalable = Size.isScalable();
}

} // extern "C"

extern "C" {

/// Whether an alloca is an `inalloca` argument area.
bool m2r_alloca_is_inalloca(LLVMValueRef Alloca) {
  return unwrap<AllocaInst>(Alloca)->isUsedWithInAlloca();
}

/// all-blocks: makes the alloca `Alloca` (outside the entry block) an entry
/// alloca whose variable starts afresh where it stood: a store of undef of
/// type `Ty` takes its place (with its alignment and debug location), and
/// it moves to just before the entry block's terminator `EntryEnd`. Debug
/// records in front of it stay where they are.
void m2r_hoist_alloca(LLVMValueRef Alloca, LLVMTypeRef Ty, LLVMValueRef EntryEnd) {
  auto *AI = unwrap<AllocaInst>(Alloca);
  auto *Store = new StoreInst(UndefValue::get(unwrap(Ty)), AI, /*isVolatile=*/false, AI->getAlign(),
                              m2r::at(std::next(AI->getIterator())));
  Store->setDebugLoc(AI->getDebugLoc());
  AI->removeFromParent();
  AI->insertBefore(unwrap<Instruction>(EntryEnd));
}

} // extern "C"
