//! The name of a project's directory under `~/.claude/projects/`.
//!
//! Every character of the working directory outside `a-z`, `A-Z` and `0-9`
//! becomes `-`, one for one, with no collapsing of runs. When the result is
//! longer than [`SLUG_MAX`] characters, it keeps the first [`SLUG_MAX`], then
//! `-`, then a hash of the full path.
//!
//! The hash here is the Agent SDK's `_simple_hash` (the documented one). The
//! Claude Code command line hashes long paths with `Bun.hash` instead, so for
//! long paths the two disagree; the SDK copes by scanning for the prefix.

use serde::{Deserialize, Serialize};

/// Longest slug kept as is; longer ones are cut here and get a hash suffix.
pub const SLUG_MAX: usize = 200;

/// A project slug and how it was made.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SlugResult {
    /// The directory name under `projects/`.
    pub slug: String,
    /// Whether the sanitized path was longer than [`SLUG_MAX`] and got a hash
    /// suffix.
    pub hashed: bool,
    /// The suffix, when there is one: the Agent SDK's `_simple_hash` of the
    /// full path (not the CLI's `Bun.hash`).
    pub sdk_hash: Option<String>,
}

/// Replaces every character outside `[A-Za-z0-9]` with `-`, one for one.
#[must_use]
pub fn sanitize(path: &str) -> String {
    path.chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect()
}

/// The Agent SDK's `_simple_hash`: the JavaScript-style 32-bit
/// `h = (h << 5) - h + c` over the UTF-16 code units of `text`, then the
/// absolute value written in base 36.
#[must_use]
pub fn sdk_simple_hash(text: &str) -> String {
    let mut h: i32 = 0;
    for unit in text.encode_utf16() {
        h = h
            .wrapping_shl(5)
            .wrapping_sub(h)
            .wrapping_add(i32::from(unit));
    }
    to_base36(h.unsigned_abs())
}

fn to_base36(mut value: u32) -> String {
    const DIGITS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
    if value == 0 {
        return "0".to_owned();
    }
    let mut out = Vec::new();
    while value > 0 {
        let digit = DIGITS.get((value % 36) as usize).copied().unwrap_or(b'0');
        out.push(digit);
        value /= 36;
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

/// The project directory name for a working directory, by the rule above.
#[must_use]
pub fn project_slug(path: &str) -> SlugResult {
    let sanitized = sanitize(path);
    // The sanitized text is pure ASCII, so counting chars counts bytes.
    if sanitized.chars().count() <= SLUG_MAX {
        return SlugResult {
            slug: sanitized,
            hashed: false,
            sdk_hash: None,
        };
    }
    let hash = sdk_simple_hash(path);
    let head: String = sanitized.chars().take(SLUG_MAX).collect();
    SlugResult {
        slug: format!("{head}-{hash}"),
        hashed: true,
        sdk_hash: Some(hash),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base36_of_small_numbers() {
        assert_eq!(to_base36(0), "0");
        assert_eq!(to_base36(35), "z");
        assert_eq!(to_base36(36), "10");
    }
}
