//! Permalinks: a sandbox state in a URL fragment (`#s=<payload>`).
//!
//! The payload is the case's compact JSON, compressed with raw deflate and
//! written in URL-safe base64 without padding.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use miniz_oxide::inflate::TINFLStatus;

use super::SandboxError;
use crate::hooks::{parse_case, Case, MAX_CASE_BYTES};

/// The largest decompressed state a permalink may carry (1 MiB).
pub const MAX_STATE_BYTES: usize = MAX_CASE_BYTES;

/// The largest fragment worth decoding: deflate never inflates a 1 MiB state
/// past this, so anything longer is refused before decoding.
const MAX_FRAGMENT_CHARS: usize = 2 * MAX_STATE_BYTES;

const LEVEL: u8 = 9;

fn error(message: impl Into<String>) -> SandboxError {
    SandboxError::new(None, None, message)
}

/// The permalink payload for a state (what goes after `#s=`).
pub fn encode_state(case: &Case) -> String {
    let json = serde_json::to_vec(case).unwrap_or_default();
    let packed = miniz_oxide::deflate::compress_to_vec(&json, LEVEL);
    URL_SAFE_NO_PAD.encode(packed)
}

/// Reads a permalink payload back into a state. Accepts the bare payload or
/// the fragment with its `#s=` / `s=` prefix; refuses anything that is not
/// URL-safe base64, not deflate data, larger than [`MAX_STATE_BYTES`] once
/// decompressed, or not a valid case, saying which.
pub fn decode_state(fragment: &str) -> Result<Case, SandboxError> {
    let trimmed = fragment.trim();
    let payload = trimmed
        .strip_prefix("#s=")
        .or_else(|| trimmed.strip_prefix("s="))
        .unwrap_or(trimmed);
    if payload.is_empty() {
        return Err(error("the link carries no sandbox state"));
    }
    if payload.len() > MAX_FRAGMENT_CHARS {
        return Err(error(format!(
            "the link's state is {} characters long, more than a sandbox state can be",
            payload.len()
        )));
    }
    let packed = URL_SAFE_NO_PAD
        .decode(payload.trim_end_matches('='))
        .map_err(|e| error(format!("the link's state is not URL-safe base64: {e}")))?;
    let json = miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, MAX_STATE_BYTES)
        .map_err(|e| match e.status {
            TINFLStatus::HasMoreOutput => error(format!(
                "the link's state decompresses to more than {MAX_STATE_BYTES} bytes (1 MiB) and is refused"
            )),
            TINFLStatus::FailedCannotMakeProgress => {
                error("the link's state is cut short: the compressed data ends too early")
            }
            _ => error("the link's state is not deflate-compressed data"),
        })?;
    let text = String::from_utf8(json)
        .map_err(|_| error("the link's state decompresses to something that is not UTF-8 text"))?;
    parse_case(&text).map_err(|e| error(format!("the link's state is not a valid case: {e}")))
}
