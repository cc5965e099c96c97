//! Matcher rules: H004 matcher-case, H005 matcher-mcp-prefix, H006
//! matcher-unanchored and the regex half of the matcher algorithm (spec §2.1).

use std::collections::BTreeMap;

use crate::hooks::catalogue::{EventSpec, MatchOn, TOOL_NAMES};
use crate::hooks::Version;

use super::text::nearest;
use super::{args, Severity};

/// A finding inside a matcher string; `start..end` are byte offsets in the
/// decoded matcher.
pub(crate) struct Finding {
    pub rule: &'static str,
    pub variant: &'static str,
    pub severity: Severity,
    pub start: usize,
    pub end: usize,
    pub args: BTreeMap<String, String>,
}

const COMMA_LISTS: u32 = 191;
const HYPHEN_EXACT: u32 = 195;
/// Regexes longer than this are not compiled (the sandbox lints on every keystroke).
const MAX_REGEX_CHARS: usize = 512;

fn narrow(ev: &EventSpec, version: Version) -> bool {
    ev.narrow_matcher || !version.at_least(COMMA_LISTS)
}

fn is_exact_char(c: char, narrow: bool, version: Version) -> bool {
    c.is_ascii_alphanumeric()
        || c == '_'
        || c == '|'
        || (!narrow && (c == ' ' || c == ','))
        || (!narrow && c == '-' && version.at_least(HYPHEN_EXACT))
}

/// Whether the matcher takes the exact-name path.
pub(crate) fn is_exact(matcher: &str, ev: &EventSpec, version: Version) -> bool {
    let n = narrow(ev, version);
    matcher.chars().all(|c| is_exact_char(c, n, version))
}

/// The alternatives of an exact matcher, with their byte ranges.
fn alternatives(matcher: &str, narrow: bool) -> Vec<(usize, usize, &str)> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, c) in matcher
        .char_indices()
        .chain(std::iter::once((matcher.len(), '|')))
    {
        if c == '|' || (!narrow && c == ',') {
            let piece = matcher.get(start..i).unwrap_or("");
            let trimmed = piece.trim();
            let lead = piece.len() - piece.trim_start().len();
            if !trimmed.is_empty() {
                out.push((start + lead, start + lead + trimmed.len(), trimmed));
            }
            start = i + c.len_utf8();
        }
    }
    out
}

fn compile(pattern: &str) -> Option<regress::Regex> {
    if pattern.chars().count() > MAX_REGEX_CHARS {
        return None;
    }
    regress::Regex::new(pattern).ok()
}

/// The values a matcher on this event is compared with, when known.
fn candidates(ev: &EventSpec) -> &'static [&'static str] {
    match ev.match_on {
        MatchOn::Field("tool_name") => TOOL_NAMES,
        MatchOn::Nothing => &[],
        _ => ev.matcher_values,
    }
}

/// Whether `matcher` on `ev` matches `value` (spec §2.1). Regexes that do not
/// compile match nothing.
pub(crate) fn matches(matcher: &str, value: &str, ev: &EventSpec, version: Version) -> bool {
    if !ev.has_matcher() || matcher.is_empty() || matcher == "*" {
        return true;
    }
    if is_exact(matcher, ev, version) {
        let n = narrow(ev, version);
        return alternatives(matcher, n).iter().any(|(_, _, a)| *a == value);
    }
    compile(matcher).is_some_and(|re| re.find(value).is_some())
}

/// Checks one matcher string of a group on `ev`.
pub(crate) fn check(
    matcher: &str,
    ev: &EventSpec,
    version: Version,
    plugin_file: bool,
) -> Vec<Finding> {
    let mut out = Vec::new();
    if !ev.has_matcher() || matcher.is_empty() || matcher == "*" {
        return out;
    }
    let n = narrow(ev, version);
    let known = candidates(ev);
    let tool_event = matches!(ev.match_on, MatchOn::Field("tool_name"));
    if is_exact(matcher, ev, version) {
        for (start, end, alt) in alternatives(matcher, n) {
            if known.contains(&alt) {
                continue;
            }
            if tool_event && alt.starts_with("mcp__") {
                let rest = alt.get(5..).unwrap_or("");
                if !rest.contains("__") {
                    out.push(Finding {
                        rule: "H005",
                        variant: "server-only",
                        severity: Severity::Error,
                        start,
                        end,
                        args: args([("matcher", alt), ("server", rest)]),
                    });
                } else if plugin_file && !rest.starts_with("plugin_") {
                    out.push(plugin_finding(start, end, alt, rest));
                }
                continue;
            }
            if let Some(right) = known.iter().find(|k| k.eq_ignore_ascii_case(alt)) {
                out.push(Finding {
                    rule: "H004",
                    variant: "case",
                    severity: Severity::Error,
                    start,
                    end,
                    args: args([("matcher", alt), ("expected", right)]),
                });
            } else if let Some(right) = nearest(alt, known, if alt.len() > 4 { 2 } else { 1 }) {
                out.push(Finding {
                    rule: "H004",
                    variant: "typo",
                    severity: Severity::Error,
                    start,
                    end,
                    args: args([("matcher", alt), ("expected", right)]),
                });
            }
        }
        return out;
    }

    let end = matcher.len();
    let Some(re) = compile(matcher) else {
        out.push(Finding {
            rule: "H006",
            variant: "invalid",
            severity: Severity::Error,
            start: 0,
            end,
            args: args([("matcher", matcher)]),
        });
        return out;
    };
    // Before 2.1.191 a comma list is a regex that matches no tool name.
    if !ev.narrow_matcher && !version.at_least(COMMA_LISTS) && matcher.contains(',') {
        let plain = matcher
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | ' ' | ',' | '|'));
        if plain {
            let piped: String = matcher
                .split(',')
                .map(str::trim)
                .collect::<Vec<_>>()
                .join("|");
            out.push(Finding {
                rule: "H006",
                variant: "comma",
                severity: Severity::Error,
                start: 0,
                end,
                args: args([
                    ("matcher", matcher),
                    ("version", &version.to_string()),
                    ("anchored", &piped),
                ]),
            });
            return out;
        }
    }
    // Before 2.1.195 a hyphenated name is an unanchored regex.
    let would_be_exact = matcher.chars().all(|c| {
        is_exact_char(c, n, Version(2, 1, HYPHEN_EXACT))
            || (n && (c == '-' || c == ' ' || c == ','))
    });
    if would_be_exact && matcher.contains('-') && !ev.narrow_matcher {
        out.push(Finding {
            rule: "H005",
            variant: "hyphen",
            severity: Severity::Warning,
            start: 0,
            end,
            args: args([("matcher", matcher), ("version", &version.to_string())]),
        });
        return out;
    }
    if plugin_file && tool_event {
        if let Some(pos) = matcher.find("mcp__") {
            let rest = matcher.get(pos + 5..).unwrap_or("");
            let server: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                .collect();
            if !server.is_empty() && !server.starts_with("plugin_") {
                out.push(plugin_finding(0, end, matcher, &server));
            }
        }
    }
    let anchored_src = format!("^(?:{matcher})$");
    let anchored = compile(&anchored_src);
    let suggestion = if matcher.contains('|') {
        format!("^({matcher})$")
    } else {
        format!(
            "^{}$",
            matcher.trim_start_matches('^').trim_end_matches('$')
        )
    };
    let start_anchored = matcher.starts_with('^');
    let extra: Vec<&str> = known
        .iter()
        .filter(|_| !start_anchored)
        .copied()
        .filter(|k| re.find(k).is_some())
        .filter(|k| anchored.as_ref().is_none_or(|a| a.find(k).is_none()))
        .collect();
    if !extra.is_empty() {
        let extra_list = extra.join(", ");
        out.push(Finding {
            rule: "H006",
            variant: "extra",
            severity: Severity::Warning,
            start: 0,
            end,
            args: args([
                ("matcher", matcher),
                ("extra", &extra_list),
                ("anchored", &suggestion),
            ]),
        });
    }
    out
}

fn plugin_finding(start: usize, end: usize, matcher: &str, server: &str) -> Finding {
    let server = server.split("__").next().unwrap_or(server);
    Finding {
        rule: "H005",
        variant: "plugin",
        severity: Severity::Warning,
        start,
        end,
        args: args([("matcher", matcher), ("server", server)]),
    }
}
