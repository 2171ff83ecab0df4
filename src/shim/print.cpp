//===- print.cpp - printing IR the way opt prints it, for the explain report -===//
//
// The explain report lists a function before and after the pass and names
// the values the pass moves around. LLVM's C API prints an instruction only
// by numbering its whole function again (quadratic over a function), and has
// no way to print a value as an operand (`%x`, `%5`, `42`). A printer keeps
// one slot tracker for its function, numbered when the printer is made: the
// numbers are the function's as it was then, which is what the report wants
// for values that existed then. (Values made later have names: the pass
// names every phi after its alloca.)
//
//===----------------------------------------------------------------------===//

#include "llvm-c/Core.h"
#include "llvm/IR/BasicBlock.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instruction.h"
#include "llvm/IR/ModuleSlotTracker.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

using namespace llvm;

namespace {

char *message(const std::string &S) { return LLVMCreateMessage(S.c_str()); }

} // namespace

extern "C" {

/// A printer for `F` as it is now: a slot tracker numbered for it.
void *m2r_printer_new(LLVMValueRef F) {
  Function &Fn = *unwrap<Function>(F);
  auto *Slots = new ModuleSlotTracker(Fn.getParent(), /*ShouldInitializeAllMetadata=*/false);
  Slots->incorporateFunction(Fn);
  return Slots;
}

void m2r_printer_dispose(void *P) { delete static_cast<ModuleSlotTracker *>(P); }

/// An instruction as `opt -S` prints it, without its indentation (and
/// without the debug records attached to it, which print on their own lines).
char *m2r_print_instruction(void *P, LLVMValueRef I) {
  std::string S;
  raw_string_ostream OS(S);
  unwrap<Instruction>(I)->print(OS, *static_cast<ModuleSlotTracker *>(P));
  OS.flush();
  size_t Start = S.find_first_not_of(' ');
  return message(Start == std::string::npos ? S : S.substr(Start));
}

/// A value as an operand prints: `%x`, `%5`, `42`, `undef`, `@g`; a block as
/// a branch names it: `%if.then`.
char *m2r_print_operand(void *P, LLVMValueRef V) {
  std::string S;
  raw_string_ostream OS(S);
  unwrap(V)->printAsOperand(OS, /*PrintType=*/false, *static_cast<ModuleSlotTracker *>(P));
  OS.flush();
  return message(S);
}

} // extern "C"
