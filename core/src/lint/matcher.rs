//! Matcher rules: H004 matcher-case, H005 matcher-mcp-prefix and H006
//! matcher-unanchored. Whether a matcher is exact, which names it lists and
//! what it matches all come from the engine's own matcher
//! (`hooks::matcher`), so the linter reports what the engine would do.

use std::collections::BTreeMap;

use crate::hooks::catalogue::{EventSpec, MatchOn, TOOL_NAMES};
use crate::hooks::matcher::{exact_names, is_exact, Matcher, MatcherProblem};
use crate::version::{Change, Version};

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

/// Whether the matcher would be an exact name or list on a version that
/// knows commas and hyphens: the author meant names, not a regex.
fn written_as_names(matcher: &str) -> bool {
    is_exact(matcher, false, Version::NEWEST)
}

/// The values a matcher on this event is compared with, when known.
fn candidates(ev: &EventSpec) -> &'static [&'static str] {
    match ev.match_on {
        MatchOn::Field("tool_name") => TOOL_NAMES,
        MatchOn::Nothing => &[],
        _ => ev.matcher_values,
    }
}

/// Whether `matcher` on `ev` matches `value`, exactly as the engine decides
/// (spec §2.1); a refused or invalid regex matches nothing.
pub(crate) fn matches(matcher: &str, value: &str, ev: &EventSpec, version: Version) -> bool {
    if !ev.has_matcher() {
        return true;
    }
    Matcher::compile(matcher, ev.narrow_matcher, version).is_ok_and(|m| m.is_match(value))
}

/// Checks one matcher string of a group on `ev`.
pub(crate) fn check(
    matcher: &str,
    ev: &EventSpec,
    version: Version,
    plugin_file: bool,
) -> Vec<Finding> {
    if !ev.has_matcher() {
        return Vec::new();
    }
    match Matcher::compile(matcher, ev.narrow_matcher, version) {
        Ok(Matcher::All) | Ok(Matcher::Broken) => Vec::new(),
        Ok(Matcher::Regex(regex)) => check_regex(matcher, &regex, ev, version, plugin_file),
        Ok(Matcher::Exact { .. }) => check_names(matcher, ev, version, plugin_file),
        Err(problem) => {
            let variant = match problem {
                MatcherProblem::Refused => "refused",
                MatcherProblem::TooLong => "too-long",
                MatcherProblem::Invalid(_) => "invalid",
            };
            vec![Finding {
                rule: "H006",
                variant,
                severity: Severity::Error,
                start: 0,
                end: matcher.len(),
                args: args([("matcher", matcher)]),
            }]
        }
    }
}

/// An exact matcher: each name must be one Claude Code can send.
fn check_names(matcher: &str, ev: &EventSpec, version: Version, plugin_file: bool) -> Vec<Finding> {
    let mut out = Vec::new();
    let known = candidates(ev);
    let tool_event = matches!(ev.match_on, MatchOn::Field("tool_name"));
    for (range, name) in exact_names(matcher, ev.narrow_matcher, version) {
        if name.is_empty() || known.contains(&name) {
            continue;
        }
        let (start, end) = (range.start, range.end);
        if tool_event && name.starts_with("mcp__") {
            let rest = name.get(5..).unwrap_or("");
            if !rest.contains("__") {
                out.push(Finding {
                    rule: "H005",
                    variant: "server-only",
                    severity: Severity::Error,
                    start,
                    end,
                    args: args([("matcher", name), ("server", rest)]),
                });
            } else if plugin_file && !rest.starts_with("plugin_") {
                out.push(plugin_finding(start, end, name, rest));
            }
            continue;
        }
        if let Some(right) = known.iter().find(|k| k.eq_ignore_ascii_case(name)) {
            out.push(Finding {
                rule: "H004",
                variant: "case",
                severity: Severity::Error,
                start,
                end,
                args: args([("matcher", name), ("expected", right)]),
            });
        } else if let Some(right) = nearest(name, known, if name.len() > 4 { 2 } else { 1 }) {
            out.push(Finding {
                rule: "H004",
                variant: "typo",
                severity: Severity::Error,
                start,
                end,
                args: args([("matcher", name), ("expected", right)]),
            });
        }
    }
    out
}

/// A regular-expression matcher: names written for a newer version, MCP
/// servers inside plugins, and names it matches beyond the intended ones.
fn check_regex(
    matcher: &str,
    regex: &crate::hooks::regex::Regex,
    ev: &EventSpec,
    version: Version,
    plugin_file: bool,
) -> Vec<Finding> {
    let end = matcher.len();
    let version_text = version.to_string();
    if written_as_names(matcher) && !ev.narrow_matcher {
        // Before 2.1.191 a comma list is a regex that matches no tool name.
        if !version.has(Change::CommaLists) && matcher.contains(',') {
            let piped: String = matcher
                .split(',')
                .map(str::trim)
                .collect::<Vec<_>>()
                .join("|");
            return vec![Finding {
                rule: "H006",
                variant: "comma",
                severity: Severity::Error,
                start: 0,
                end,
                args: args([
                    ("matcher", matcher),
                    ("version", &version_text),
                    ("anchored", &piped),
                ]),
            }];
        }
        // Before 2.1.195 a hyphenated name is an unanchored regex.
        if matcher.contains('-') {
            return vec![Finding {
                rule: "H005",
                variant: "hyphen",
                severity: Severity::Warning,
                start: 0,
                end,
                args: args([("matcher", matcher), ("version", &version_text)]),
            }];
        }
    }
    let mut out = Vec::new();
    let tool_event = matches!(ev.match_on, MatchOn::Field("tool_name"));
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
    if matcher.starts_with('^') {
        return out;
    }
    let anchored = Matcher::compile(&format!("^(?:{matcher})$"), ev.narrow_matcher, version).ok();
    let extra: Vec<&str> = candidates(ev)
        .iter()
        .copied()
        .filter(|k| regex.is_match(k))
        .filter(|k| anchored.as_ref().is_none_or(|a| !a.is_match(k)))
        .collect();
    if !extra.is_empty() {
        let suggestion = if matcher.contains('|') {
            format!("^({matcher})$")
        } else {
            format!("^{}$", matcher.trim_end_matches('$'))
        };
        out.push(Finding {
            rule: "H006",
            variant: "extra",
            severity: Severity::Warning,
            start: 0,
            end,
            args: args([
                ("matcher", matcher),
                ("extra", &extra.join(", ")),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hooks::catalogue::event;

    fn variants(matcher: &str, event_name: &str, version: Version) -> Vec<&'static str> {
        let ev = event(event_name).expect("a known event");
        check(matcher, ev, version, false)
            .into_iter()
            .map(|f| f.variant)
            .collect()
    }

    #[test]
    fn a_pattern_the_engine_refuses_is_reported_as_refused() {
        assert_eq!(
            variants("(Edit|Write)+", "PreToolUse", Version::NEWEST),
            ["refused"]
        );
        let long = format!("^({})$", ["Edit"; 300].join("|"));
        assert_eq!(variants(&long, "PreToolUse", Version::NEWEST), ["too-long"]);
        assert_eq!(
            variants("Edit(", "PreToolUse", Version::NEWEST),
            ["invalid"]
        );
    }

    #[test]
    fn the_linter_matches_exactly_what_the_engine_matches() {
        let ev = event("PreToolUse").expect("PreToolUse");
        let old = Version::new(2, 1, 190);
        for (matcher, version) in [
            ("Edit|Write", Version::NEWEST),
            ("Edit, Write", Version::NEWEST),
            ("Edit, Write", old),
            ("^Edit$", Version::NEWEST),
            ("Edit", Version::NEWEST),
            ("mcp__memory__.*", Version::NEWEST),
            ("(a+)+", Version::NEWEST),
            ("code-reviewer", Version::new(2, 1, 194)),
        ] {
            let engine = Matcher::compile(matcher, ev.narrow_matcher, version);
            for tool in TOOL_NAMES.iter().chain(&["NotebookEdit", "Edit, Write"]) {
                let by_engine = engine.as_ref().is_ok_and(|m| m.is_match(tool));
                assert_eq!(
                    matches(matcher, tool, ev, version),
                    by_engine,
                    "{matcher} on {tool} at {version}"
                );
            }
        }
    }
}
