//! One sentence that sums up an outcome in the learner's terms.

use std::collections::BTreeMap;

use serde_json::Value;

use super::Message;
use crate::hooks::{Case, Outcome, TraceEntry};

/// Every verdict id; the Fluent key is `verdict-<id>` in
/// `locales/<lang>/sandbox-verdict.ftl`.
pub const VERDICT_IDS: &[&str] = &[
    "none-disabled-managed",
    "none-disabled",
    "none-managed-only",
    "none-matcher",
    "none-if",
    "none-if-non-tool",
    "none-sdk-python",
    "none-config-error",
    "none-source-not-loaded",
    "none-matched",
    "none-configured",
    "continue-false",
    "tool-blocked",
    "tool-blocked-silent",
    "tool-denied-rule-over-hook",
    "tool-denied-rule",
    "tool-denied",
    "tool-asks-over-hook",
    "tool-asks-hook-error",
    "tool-asks",
    "tool-deferred",
    "tool-runs-rewritten",
    "tool-runs-hook-error",
    "tool-runs-timeout",
    "tool-allowed-by-hook",
    "tool-runs",
    "permission-granted",
    "permission-refused",
    "permission-dialog",
    "prompt-erased",
    "prompt-context",
    "keeps-working",
    "stop-cap",
    "turn-ends",
    "loop-stopped",
    "output-replaced",
    "post-feedback",
    "session-end-cancelled",
    "session-end-finished",
    "event-blocked",
    "context-added",
    "hook-error",
    "hook-timeout",
    "debug-only",
    "no-effect",
];

/// Longest quoted text in a verdict, in characters.
const MAX_QUOTE_CHARS: usize = 160;

fn quote(text: &str) -> String {
    let line = text.lines().next().unwrap_or("").trim();
    if line.chars().count() > MAX_QUOTE_CHARS {
        let mut cut: String = line.chars().take(MAX_QUOTE_CHARS).collect();
        cut.push('…');
        cut
    } else {
        line.to_string()
    }
}

fn message(id: &str, args: &[(&str, String)]) -> Message {
    Message {
        id: id.to_string(),
        args: args
            .iter()
            .map(|(k, v)| ((*k).to_string(), v.clone()))
            .collect::<BTreeMap<_, _>>(),
    }
}

fn find<'a>(outcome: &'a Outcome, id: &str) -> Option<&'a TraceEntry> {
    outcome.trace.iter().find(|t| t.id == id)
}

fn arg(entry: &TraceEntry, name: &str) -> String {
    entry.args.get(name).unwrap_or_default().to_owned()
}

const MATCH_MISSES: &[&str] = &[
    "matcher-exact-miss",
    "matcher-list-miss",
    "matcher-regex-miss",
    "matcher-broken",
    "matcher-no-value",
];

/// Why nothing ran.
fn nothing_ran(case: &Case, outcome: &Outcome, event: &str) -> Message {
    if find(outcome, "disable-all-managed").is_some() {
        return message("none-disabled-managed", &[]);
    }
    if let Some(t) = find(outcome, "disable-all") {
        return message("none-disabled", &[("source", arg(t, "from"))]);
    }
    if find(outcome, "managed-only-blocked").is_some() {
        return message("none-managed-only", &[]);
    }
    if let Some(t) = outcome
        .trace
        .iter()
        .find(|t| MATCH_MISSES.contains(&t.id.as_ref()))
    {
        return message(
            "none-matcher",
            &[("matcher", arg(t, "matcher")), ("value", arg(t, "value"))],
        );
    }
    if let Some(t) = find(outcome, "if-miss") {
        return message(
            "none-if",
            &[("rule", arg(t, "rule")), ("subject", arg(t, "subject"))],
        );
    }
    if find(outcome, "if-non-tool-event").is_some() {
        return message("none-if-non-tool", &[("event", event.to_string())]);
    }
    if let Some(e) = outcome
        .config_errors
        .iter()
        .find(|e| e.id == "sdk-python-event")
    {
        return message(
            "none-sdk-python",
            &[("event", e.args.get("event").cloned().unwrap_or_default())],
        );
    }
    if let Some(e) = outcome.config_errors.first() {
        return message(
            "none-config-error",
            &[
                ("path", e.path.clone()),
                ("count", outcome.config_errors.len().to_string()),
            ],
        );
    }
    // a settings file left out by setting_sources that has hooks for this event
    let unloaded: Vec<String> = outcome
        .trace
        .iter()
        .filter(|t| t.id == "source-not-loaded")
        .map(|t| arg(t, "source"))
        .filter(|source| {
            case.settings
                .0
                .get(source)
                .and_then(|f| f.get("hooks"))
                .and_then(|h| h.get(event))
                .is_some()
        })
        .collect();
    if !unloaded.is_empty() {
        return message("none-source-not-loaded", &[("source", unloaded.join(", "))]);
    }
    if outcome.trace.iter().any(|t| t.step == "match") {
        return message("none-matched", &[("event", event.to_string())]);
    }
    message("none-configured", &[("event", event.to_string())])
}

/// Sums up an outcome in one sentence, as a message id and its arguments.
pub fn verdict(case: &Case, outcome: &Outcome) -> Message {
    let event = outcome.event.as_str();
    let tool = case
        .event
        .get("tool_name")
        .and_then(Value::as_str)
        .unwrap_or("")
        .to_string();
    if outcome.ran.is_empty() {
        return nothing_ran(case, outcome, event);
    }
    let reason = outcome
        .to_model
        .iter()
        .find(|s| !s.trim().is_empty())
        .map(|s| quote(s));
    let hook_error = find(outcome, "exit-other").map(|t| arg(t, "code"));
    let timed_out = find(outcome, "timed-out").is_some();
    if !outcome.continue_ {
        let why = outcome
            .stop_reason
            .as_deref()
            .map(quote)
            .unwrap_or_default();
        return message("continue-false", &[("reason", why)]);
    }
    match event {
        "PreToolUse" => {
            let (result, by) = outcome
                .permission
                .as_ref()
                .map(|p| (p.result.as_str(), p.by.as_str()))
                .unwrap_or(("allow", "default"));
            let hook_allowed = outcome.decision.as_deref() == Some("allow");
            return match result {
                "deny" if by == "hook" => match reason {
                    Some(r) => message("tool-blocked", &[("tool", tool), ("reason", r)]),
                    None => message("tool-blocked-silent", &[("tool", tool)]),
                },
                "deny" if by == "deny_rule" && hook_allowed => {
                    message("tool-denied-rule-over-hook", &[("tool", tool)])
                }
                "deny" if by == "deny_rule" => message("tool-denied-rule", &[("tool", tool)]),
                "deny" => message("tool-denied", &[("tool", tool), ("by", by.to_string())]),
                "ask" if hook_allowed => message("tool-asks-over-hook", &[("tool", tool)]),
                "ask" => match hook_error {
                    Some(code) => {
                        message("tool-asks-hook-error", &[("tool", tool), ("code", code)])
                    }
                    None => message("tool-asks", &[("tool", tool)]),
                },
                "defer" => message("tool-deferred", &[("tool", tool)]),
                _ => {
                    if outcome.updated_input.is_some() {
                        message("tool-runs-rewritten", &[("tool", tool)])
                    } else if let Some(code) = hook_error {
                        message("tool-runs-hook-error", &[("tool", tool), ("code", code)])
                    } else if timed_out {
                        message("tool-runs-timeout", &[("tool", tool)])
                    } else if by == "hook" {
                        message("tool-allowed-by-hook", &[("tool", tool)])
                    } else {
                        message("tool-runs", &[("tool", tool)])
                    }
                }
            };
        }
        "PermissionRequest" => {
            return match outcome.decision.as_deref() {
                Some("allow") => message("permission-granted", &[("tool", tool)]),
                Some("deny") => message(
                    "permission-refused",
                    &[("tool", tool), ("reason", reason.unwrap_or_default())],
                ),
                _ => message("permission-dialog", &[("tool", tool)]),
            };
        }
        "UserPromptSubmit" | "UserPromptExpansion" => {
            if outcome.blocked {
                return message("prompt-erased", &[]);
            }
            if reason.is_some() {
                return message("prompt-context", &[]);
            }
        }
        "Stop" | "SubagentStop" => {
            if outcome.blocked {
                return message(
                    "keeps-working",
                    &[
                        ("event", event.to_string()),
                        ("reason", reason.unwrap_or_default()),
                    ],
                );
            }
            if let Some(t) = find(outcome, "stop-cap") {
                return message("stop-cap", &[("count", arg(t, "count"))]);
            }
            if hook_error.is_none() && !timed_out {
                return message("turn-ends", &[("event", event.to_string())]);
            }
        }
        "PostToolBatch" if outcome.blocked => {
            return message("loop-stopped", &[("reason", reason.unwrap_or_default())]);
        }
        "PostToolUse" => {
            if outcome.updated_tool_output.is_some() {
                return message("output-replaced", &[("tool", tool)]);
            }
            if let Some(r) = reason.clone() {
                return message("post-feedback", &[("tool", tool), ("text", r)]);
            }
        }
        "SessionEnd" => {
            if let Some(t) = find(outcome, "session-end-budget") {
                return message(
                    "session-end-cancelled",
                    &[
                        (
                            "handler",
                            t.handler.as_deref().unwrap_or_default().to_owned(),
                        ),
                        ("budget", arg(t, "budget")),
                    ],
                );
            }
            if hook_error.is_none() && !timed_out {
                return message("session-end-finished", &[]);
            }
        }
        _ => {}
    }
    if outcome.blocked {
        return message("event-blocked", &[("event", event.to_string())]);
    }
    if let Some(code) = hook_error {
        return message(
            "hook-error",
            &[("event", event.to_string()), ("code", code)],
        );
    }
    if timed_out {
        return message("hook-timeout", &[("event", event.to_string())]);
    }
    if reason.is_some() {
        return message("context-added", &[("event", event.to_string())]);
    }
    if !outcome.debug_log.is_empty() {
        return message("debug-only", &[("event", event.to_string())]);
    }
    message("no-effect", &[("event", event.to_string())])
}
