//! rust-mem2reg's options, beyond upstream's mem2reg (which has none): the
//! seed compiler's promotion of allocas outside the entry block, and its cap
//! on the phi entries one function may get. With neither, the pass is
//! upstream's mem2reg, byte for byte.
//!
//! They come as pass parameters, `rust-mem2reg<all-blocks;max-phi-entries=N>`,
//! or as LLVM command-line flags (`-rust-mem2reg-all-blocks`,
//! `-rust-mem2reg-max-phi-entries=N`, which clang takes after `-mllvm`); the
//! flags give the defaults that parameters override.

/// The options of one run of the pass.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Also promote allocas of a constant size outside the entry block.
    pub all_blocks: bool,
    /// At most this many phi entries for the whole function
    /// ([`NO_CAP`]: no cap).
    pub max_phi_entries: u64,
}

// Its layout is M2ROptions's (src/shim/ffi.h), or the build fails.
include!(concat!(env!("OUT_DIR"), "/layout_M2ROptions.rs"));

/// No cap on phi entries.
pub const NO_CAP: u64 = u64::MAX;

impl Default for Options {
    fn default() -> Options {
        Options { all_blocks: false, max_phi_entries: NO_CAP }
    }
}

impl Options {
    /// `defaults` with the parameters `params` (`rust-mem2reg<params>`,
    /// separated by `;`) applied; an error names the bad parameter.
    pub fn parse(params: &str, defaults: Options) -> Result<Options, String> {
        let mut options = defaults;
        for param in params.split(';').filter(|p| !p.is_empty()) {
            match param.split_once('=') {
                None if param == "all-blocks" => options.all_blocks = true,
                None if param == "no-all-blocks" => options.all_blocks = false,
                Some(("max-phi-entries", value)) => {
                    options.max_phi_entries = match value.parse::<u64>() {
                        Ok(n) if n != NO_CAP && !value.starts_with('+') => n,
                        _ => {
                            return Err(format!(
                                "invalid max-phi-entries value '{value}' (expected a number of phi entries, 0 to {})",
                                NO_CAP - 1
                            ))
                        }
                    }
                }
                _ => {
                    return Err(format!(
                        "unknown pass parameter '{param}' (it takes all-blocks, no-all-blocks and max-phi-entries=N)"
                    ))
                }
            }
        }
        Ok(options)
    }
}
