//! Matchers (spec §2.1): exact names and lists on the exact-character path,
//! unanchored JavaScript regular expressions ([`super::regex`]) otherwise.
//!
//! Neither regex engine has a step limit and wasm has no clock, so a
//! pattern that could backtrack catastrophically (a quantified group that
//! itself holds a quantifier or an alternation, such as `(a+)+`, `(a|a)*`,
//! `(.*)*`) is refused before it is ever run, and subjects are capped in
//! length.

use super::regex::Regex;
use crate::version::{Change, Version};

/// Longest matcher pattern accepted, in characters.
pub const MAX_PATTERN_CHARS: usize = 1_000;
/// Longest subject a regular expression is run on, in characters; longer
/// subjects are tested on their first `MAX_SUBJECT_CHARS` characters.
pub const MAX_SUBJECT_CHARS: usize = 1_000;

/// A matcher prepared once.
#[derive(Debug)]
pub enum Matcher {
    /// Omitted, `""` or `"*"`.
    All,
    /// Letters, digits and the exact set: a list of whole names.
    Exact { names: Vec<String>, list: bool },
    /// Any other character: an unanchored JavaScript regex.
    Regex(Box<Regex>),
    /// Refused or invalid: never matches.
    Broken,
}

/// Why a pattern was not compiled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MatcherProblem {
    Refused,
    TooLong,
    Invalid(String),
}

fn exact_char(c: char, narrow: bool, version: Version) -> bool {
    if c.is_ascii_alphanumeric() || c == '_' || c == '|' {
        return true;
    }
    if narrow || !version.has(Change::CommaLists) {
        return false;
    }
    match c {
        ' ' | ',' => true,
        '-' => version.has(Change::HyphenExact),
        _ => false,
    }
}

/// Whether a matcher is compared as exact names rather than as a regular
/// expression: every character is in the exact set of its version (spec
/// §2.1). `narrow` is true for the events whose set is only letters,
/// digits, `_` and `|`.
pub fn is_exact(pattern: &str, narrow: bool, version: Version) -> bool {
    pattern.chars().all(|c| exact_char(c, narrow, version))
}

/// The names of an exact matcher, trimmed, each with its byte range in
/// `pattern`; empty pieces (as in `Edit|`) are kept, so they match only an
/// empty value.
pub fn exact_names(
    pattern: &str,
    narrow: bool,
    version: Version,
) -> Vec<(std::ops::Range<usize>, &str)> {
    let comma = !narrow && version.has(Change::CommaLists);
    let mut names = Vec::new();
    let mut start = 0;
    let ends = pattern
        .char_indices()
        .filter(|&(_, c)| c == '|' || (comma && c == ','))
        .map(|(i, _)| i)
        .chain(std::iter::once(pattern.len()));
    for end in ends {
        let piece = pattern.get(start..end).unwrap_or("");
        let name = piece.trim();
        let from = start + (piece.len() - piece.trim_start().len());
        names.push((from..from + name.len(), name));
        start = end + 1;
    }
    names
}

impl Matcher {
    /// Prepares a matcher. `narrow` is true for FileChanged and StopFailure.
    pub fn compile(
        pattern: &str,
        narrow: bool,
        version: Version,
    ) -> Result<Matcher, MatcherProblem> {
        if pattern.is_empty() || pattern == "*" {
            return Ok(Matcher::All);
        }
        if is_exact(pattern, narrow, version) {
            let names: Vec<String> = exact_names(pattern, narrow, version)
                .into_iter()
                .map(|(_, name)| name.to_owned())
                .collect();
            let list = names.len() > 1;
            return Ok(Matcher::Exact { names, list });
        }
        if pattern.chars().count() > MAX_PATTERN_CHARS {
            return Err(MatcherProblem::TooLong);
        }
        if is_catastrophic(pattern) {
            return Err(MatcherProblem::Refused);
        }
        Regex::new(pattern)
            .map(|r| Matcher::Regex(Box::new(r)))
            .map_err(MatcherProblem::Invalid)
    }

    /// Tests a value.
    pub fn is_match(&self, value: &str) -> bool {
        match self {
            Matcher::All => true,
            Matcher::Exact { names, .. } => names.iter().any(|n| n == value),
            Matcher::Regex(r) => r.is_match(cap_subject(value)),
            Matcher::Broken => false,
        }
    }
}

/// The first `MAX_SUBJECT_CHARS` characters of `s`, cut on a char boundary.
pub fn cap_subject(s: &str) -> &str {
    match s.char_indices().nth(MAX_SUBJECT_CHARS) {
        Some((i, _)) => s.get(..i).unwrap_or(s),
        None => s,
    }
}

#[derive(Default)]
struct Frame {
    quantified_inside: bool,
    alternation: bool,
}

/// True when a quantified group holds a quantifier or an alternation, the
/// shapes that make a backtracking engine explode (`(a+)+`, `(a|a)*`,
/// `(.*)*`, `(a{2,})*`). Conservative: some harmless patterns such as
/// `(Edit|Write)+` are refused too, and say so.
pub fn is_catastrophic(pattern: &str) -> bool {
    let chars: Vec<char> = pattern.chars().collect();
    let mut stack: Vec<Frame> = vec![Frame::default()];
    let mut i = 0;
    while i < chars.len() {
        let c = chars.get(i).copied().unwrap_or(' ');
        match c {
            '\\' => {
                i += 2;
                continue;
            }
            '[' => {
                // skip a character class
                i += 1;
                if chars.get(i) == Some(&'^') {
                    i += 1;
                }
                if chars.get(i) == Some(&']') {
                    i += 1;
                }
                while i < chars.len() && chars.get(i) != Some(&']') {
                    if chars.get(i) == Some(&'\\') {
                        i += 1;
                    }
                    i += 1;
                }
                i += 1;
                if let Some(q) = quantifier_at(&chars, i) {
                    if q.repeats {
                        if let Some(top) = stack.last_mut() {
                            top.quantified_inside = true;
                        }
                    }
                    i = q.end;
                }
                continue;
            }
            '(' => stack.push(Frame::default()),
            ')' => {
                let frame = if stack.len() > 1 {
                    stack.pop().unwrap_or_default()
                } else {
                    Frame::default()
                };
                let q = quantifier_at(&chars, i + 1);
                let repeated = q.as_ref().is_some_and(|q| q.repeats);
                if repeated && (frame.quantified_inside || frame.alternation) {
                    return true;
                }
                if let Some(top) = stack.last_mut() {
                    top.quantified_inside |= frame.quantified_inside || repeated;
                }
                if let Some(q) = q {
                    i = q.end;
                    continue;
                }
            }
            '|' => {
                if let Some(top) = stack.last_mut() {
                    top.alternation = true;
                }
            }
            _ => {
                if let Some(q) = quantifier_at(&chars, i + 1) {
                    if q.repeats {
                        if let Some(top) = stack.last_mut() {
                            top.quantified_inside = true;
                        }
                    }
                    i = q.end;
                    continue;
                }
            }
        }
        i += 1;
    }
    false
}

struct Quantifier {
    repeats: bool,
    end: usize,
}

fn quantifier_at(chars: &[char], i: usize) -> Option<Quantifier> {
    let c = *chars.get(i)?;
    let (repeats, mut end) = match c {
        '*' | '+' => (true, i + 1),
        '?' => (false, i + 1),
        '{' => {
            let mut j = i + 1;
            let mut body = String::new();
            while let Some(&d) = chars.get(j) {
                if d == '}' {
                    break;
                }
                body.push(d);
                j += 1;
            }
            if chars.get(j) != Some(&'}') {
                return None;
            }
            let valid = !body.is_empty()
                && body.chars().all(|d| d.is_ascii_digit() || d == ',')
                && body.chars().filter(|&d| d == ',').count() <= 1;
            if !valid {
                return None;
            }
            let repeats = match body.split_once(',') {
                None => body.parse::<u64>().map(|n| n > 1).unwrap_or(true),
                Some((_, "")) => true,
                Some((_, max)) => max.parse::<u64>().map(|n| n > 1).unwrap_or(true),
            };
            (repeats, j + 1)
        }
        _ => return None,
    };
    if chars.get(end) == Some(&'?') {
        end += 1;
    }
    Some(Quantifier { repeats, end })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(p: &str, v: &str) -> bool {
        Matcher::compile(p, false, Version::NEWEST)
            .map(|m| m.is_match(v))
            .unwrap_or(false)
    }

    #[test]
    fn spec_vectors() {
        assert!(m("Bash", "Bash"));
        assert!(!m("Bash", "BashOutput"));
        assert!(m("Edit|Write", "Write"));
        assert!(m("Edit, Write", "Write"));
        assert!(m("Edit.*", "NotebookEdit"));
        assert!(!m("^Edit$", "NotebookEdit"));
        assert!(!m("mcp__memory", "mcp__memory__create_entities"));
        assert!(m("mcp__memory__.*", "mcp__memory__create_entities"));
        assert!(!m("code-reviewer", "senior-code-reviewer"));
        assert!(m("my-plugin:reviewer", "x-my-plugin:reviewer"));
        assert!(m("", "anything"));
        assert!(m("*", "anything"));
        assert!(!m("Writ", "Write"));
        assert!(m("rit.", "Write"));
        assert!(m("W(rit)e", "Write"));
    }

    #[test]
    fn narrow_set_and_versions() {
        let narrow =
            Matcher::compile("rate-limit", true, Version::NEWEST).map(|m| m.is_match("rate_limit"));
        assert_eq!(narrow, Ok(false));
        let old = Matcher::compile("code-reviewer", false, Version::new(2, 1, 194));
        assert!(old
            .map(|m| m.is_match("senior-code-reviewer"))
            .unwrap_or(false));
        let old_comma = Matcher::compile("Edit, Write", false, Version::new(2, 1, 190));
        assert!(!old_comma.map(|m| m.is_match("Write")).unwrap_or(true));
    }

    #[test]
    fn catastrophic_patterns_are_refused() {
        for p in [
            "(a+)+", "(a|a)*", "(.*)*", "((ab)*)+", "(a{2,})*", "(x+x+)+y",
        ] {
            assert!(is_catastrophic(p), "{p}");
        }
        for p in [
            "mcp__.*__write.*",
            "^Edit$",
            "(ab)+",
            "a+b*",
            "[a+]+",
            "^(Edit)$",
        ] {
            assert!(!is_catastrophic(p), "{p}");
        }
    }
}
