# Sourced by the scripts: what differs, for them, between the LLVMs the
# plugin is built for. `use_llvm 19|22|23` exports
#   M2R_LLVM          the major version
#   LLVM_BINDIR       that LLVM's opt, clang and llvm-config
#   CARGO_TARGET_DIR  where cargo builds for it: target (19), target/llvmN (N)
#   RUSTFLAGS         --cfg m2r_llvm="N" for 22 and 23 (see src/version.rs)
#   M2R_PLUGIN        the plugin built for it, and M2R_CHECKER the checker
# LLVM 19 is Debian's (scripts/setup); 22 (built with assertions) and 23 are
# in .llvm/N (scripts/setup --llvm N).
use_llvm() {
    local repo
    repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
    case $1 in
        19)
            export LLVM_BINDIR=/usr/lib/llvm-19/bin CARGO_TARGET_DIR=$repo/target
            unset RUSTFLAGS
            ;;
        22 | 23)
            export LLVM_BINDIR=$repo/.llvm/$1/bin CARGO_TARGET_DIR=$repo/target/llvm$1
            export RUSTFLAGS="--cfg m2r_llvm=\"$1\""
            ;;
        *) echo "LLVM $1 is not supported (19, 22 or 23)" >&2; return 2 ;;
    esac
    export M2R_LLVM=$1 M2R_PLUGIN=$CARGO_TARGET_DIR/release/libm2r.so M2R_CHECKER=$CARGO_TARGET_DIR/release/m2r-check
}

# Parses a leading `--llvm N` off the script's arguments into $llvm (19 if absent).
llvm_option() {
    llvm=19
    if [ "${1:-}" = --llvm ]; then
        [ $# -ge 2 ] || { echo "--llvm takes 19, 22 or 23" >&2; return 2; }
        llvm=$2
    fi
}
