# Sourced by the scripts: the LLVM they work with, from the table of the
# LLVMs the plugin is built for (scripts/llvm-versions.tsv). `use_llvm NAME`
# exports
#   M2R_LLVM          NAME (19, 22, 22-asserts, 23, ...)
#   M2R_LLVM_MAJOR    its major version
#   M2R_LLVM_KIND     release or assertions
#   M2R_LLVM_TOOLS    what it has besides opt and llvm-config (comma-separated)
#   M2R_LLVM_CHECKS   its lit CHECK prefixes (comma-separated)
#   LLVM_BINDIR       its opt, clang and llvm-config: .llvm/NAME/bin
#   LLVM_CONFIG       its llvm-config, which build.rs builds against
#   CARGO_TARGET_DIR  where cargo builds for it: target (the first row), target/llvmNAME
#   RUSTFLAGS         --cfg m2r_llvm="MAJOR" but for the first row (see src/version.rs)
#   M2R_PLUGIN        the plugin built for it, and M2R_CHECKER the checker
#   M2R_HOME_BIN      the bin of the table's first LLVM, which has every tool
#                     (lit, FileCheck, llvm-stress, llvm-reduce, clang, Flang):
#                     the scripts fall back on it for a tool the LLVM in use lacks
# `use_llvm_config PATH` does the same for a user's own llvm-config, whose
# major must be one the table has; the plugin goes to target/llvm-config-MAJOR.

M2R_REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
M2R_VERSIONS=$M2R_REPO/scripts/llvm-versions.tsv

# The names of the LLVMs, in the table's order.
llvm_names() {
    grep -v '^#' "$M2R_VERSIONS" | cut -f1
}

# Field N (2: major, 3: kind, 4: from, 5: tools, 6: checks) of LLVM NAME's row.
llvm_field() {
    awk -F'\t' -v name="$1" -v n="$2" '!/^#/ && $1 == name { print $n; found = 1 } END { exit !found }' "$M2R_VERSIONS"
}

# Whether the LLVM in use has TOOL (a name from the table's tools column).
llvm_has() {
    case ",$M2R_LLVM_TOOLS," in *",$1,"*) return 0 ;; *) return 1 ;; esac
}

use_llvm() {
    local major first
    major=$(llvm_field "$1" 2) || {
        echo "LLVM '$1' is not supported (scripts/llvm-versions.tsv has: $(llvm_names | tr '\n' ' '))" >&2
        return 2
    }
    first=$(llvm_names | head -n1)
    export M2R_HOME_BIN=$M2R_REPO/.llvm/$first/bin
    export M2R_LLVM=$1 M2R_LLVM_MAJOR=$major
    M2R_LLVM_KIND=$(llvm_field "$1" 3)
    M2R_LLVM_TOOLS=$(llvm_field "$1" 5)
    M2R_LLVM_CHECKS=$(llvm_field "$1" 6)
    export M2R_LLVM_KIND M2R_LLVM_TOOLS M2R_LLVM_CHECKS
    export LLVM_BINDIR=$M2R_REPO/.llvm/$1/bin
    export LLVM_CONFIG=$LLVM_BINDIR/llvm-config
    if [ "$1" = "$first" ]; then
        export CARGO_TARGET_DIR=$M2R_REPO/target
        unset RUSTFLAGS
    else
        export CARGO_TARGET_DIR=$M2R_REPO/target/llvm$1
        export RUSTFLAGS="--cfg m2r_llvm=\"$major\""
    fi
    export M2R_PLUGIN=$CARGO_TARGET_DIR/release/libm2r.so M2R_CHECKER=$CARGO_TARGET_DIR/release/m2r-check
}

use_llvm_config() {
    local config=$1 version major name
    version=$("$config" --version) || { echo "$config does not run" >&2; return 2; }
    major=${version%%.*}
    name=$(awk -F'\t' -v m="$major" '!/^#/ && $2 == m { print $1; exit }' "$M2R_VERSIONS")
    [ -n "$name" ] || {
        echo "$config is LLVM $version; the plugin is built for the majors in scripts/llvm-versions.tsv" >&2
        return 2
    }
    use_llvm "$name"
    export M2R_LLVM=llvm-config-$major LLVM_CONFIG=$config LLVM_BINDIR=$("$config" --bindir)
    export CARGO_TARGET_DIR=$M2R_REPO/target/llvm-config-$major
    export RUSTFLAGS="--cfg m2r_llvm=\"$major\""
    export M2R_PLUGIN=$CARGO_TARGET_DIR/release/libm2r.so M2R_CHECKER=$CARGO_TARGET_DIR/release/m2r-check
}

# Parses a leading `--llvm NAME` off the script's arguments into $llvm (the
# table's first row if absent).
llvm_option() {
    llvm=$(llvm_names | head -n1)
    if [ "${1:-}" = --llvm ]; then
        [ $# -ge 2 ] || { echo "--llvm takes one of: $(llvm_names | tr '\n' ' ')" >&2; return 2; }
        llvm=$2
    fi
}
