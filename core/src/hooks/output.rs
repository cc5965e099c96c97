//! Reading what a hook printed: stdout classification by its first
//! non-blank character (spec §3.1) and per-event validation of JSON output.

use serde_json::{Map, Value};

use super::catalogue::{EventSpec, Verdict};
use crate::version::{Change, Version};

/// Output strings longer than this are saved to a file and replaced by a preview.
pub const OUTPUT_CAP_CHARS: usize = 10_000;
const PREVIEW_CHARS: usize = 2_000;

/// How stdout reads.
#[derive(Debug, Clone, PartialEq)]
pub enum Stdout {
    Empty,
    Json(Map<String, Value>),
    /// Starts with `{` but does not parse: plain text.
    BadJson(String),
    Plain(String),
}

/// Classifies stdout: `{` after leading whitespace means JSON; anything else
/// (a JSON array or string included) is plain text.
pub fn classify(stdout: &str) -> Stdout {
    let trimmed = stdout.trim_start();
    if trimmed.is_empty() {
        return Stdout::Empty;
    }
    if trimmed.starts_with('{') {
        return match serde_json::from_str::<Value>(trimmed) {
            Ok(Value::Object(m)) => Stdout::Json(m),
            _ => Stdout::BadJson(stdout.trim_end().to_string()),
        };
    }
    Stdout::Plain(stdout.trim_end().to_string())
}

/// Applies the 10,000-character cap; returns the text and whether it was capped.
pub fn cap(text: &str) -> (String, Option<usize>) {
    let n = text.chars().count();
    if n <= OUTPUT_CAP_CHARS {
        return (text.to_string(), None);
    }
    let preview: String = text.chars().take(PREVIEW_CHARS).collect();
    (
        format!("{preview}\n[… output of {n} characters truncated; the full text was saved to a file in the session directory]"),
        Some(n),
    )
}

/// A JSON output that passed validation for its event.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Parsed {
    pub continue_: Option<bool>,
    pub stop_reason: Option<String>,
    pub system_message: Option<String>,
    pub decision: Option<String>,
    pub reason: Option<String>,
    pub hook_specific: Map<String, Value>,
    pub is_async: bool,
    /// Fields present but meaningless for this event (reported in the trace).
    pub ignored: Vec<String>,
}

fn kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

fn want(field: &str, what: &str, v: &Value) -> String {
    format!("{field} must be {what}, not {}", kind(v))
}

/// Validates a JSON object against an event's output schema.
pub fn validate(
    spec: &EventSpec,
    obj: &Map<String, Value>,
    version: Version,
) -> Result<Parsed, String> {
    let mut p = Parsed::default();
    for (k, v) in obj {
        match k.as_str() {
            "continue" => p.continue_ = Some(v.as_bool().ok_or_else(|| want(k, "a boolean", v))?),
            "stopReason" => {
                p.stop_reason = Some(
                    v.as_str()
                        .ok_or_else(|| want(k, "a string", v))?
                        .to_string(),
                )
            }
            "suppressOutput" => {
                v.as_bool().ok_or_else(|| want(k, "a boolean", v))?;
            }
            "systemMessage" => {
                p.system_message = Some(
                    v.as_str()
                        .ok_or_else(|| want(k, "a string", v))?
                        .to_string(),
                )
            }
            "terminalSequence" => {
                v.as_str().ok_or_else(|| want(k, "a string", v))?;
            }
            "decision" => {
                let d = v.as_str().ok_or_else(|| want(k, "a string", v))?;
                if spec.top_level_decision {
                    let ok =
                        d == "block" || (spec.verdict == Verdict::ToolPermission && d == "approve");
                    if !ok {
                        return Err(format!("decision must be \"block\", not \"{d}\""));
                    }
                    p.decision = Some(d.to_string());
                } else {
                    p.ignored.push(k.clone());
                }
            }
            "reason" => {
                p.reason = Some(
                    v.as_str()
                        .ok_or_else(|| want(k, "a string", v))?
                        .to_string(),
                )
            }
            "async" => p.is_async = v.as_bool().ok_or_else(|| want(k, "a boolean", v))?,
            "asyncTimeout" => {
                v.as_f64().ok_or_else(|| want(k, "a number", v))?;
            }
            "hookSpecificOutput" => {
                let Value::Object(h) = v else {
                    return Err(want(k, "an object", v));
                };
                validate_hso(spec, h, version, &mut p)?;
            }
            _ => p.ignored.push(k.clone()),
        }
    }
    if spec.block_needs_reason
        && p.decision.as_deref() == Some("block")
        && p.reason.as_deref().is_none_or(|r| r.trim().is_empty())
    {
        return Err("reason is required when decision is \"block\"".into());
    }
    Ok(p)
}

fn validate_hso(
    spec: &EventSpec,
    h: &Map<String, Value>,
    version: Version,
    p: &mut Parsed,
) -> Result<(), String> {
    match h.get("hookEventName") {
        Some(Value::String(n)) if n == spec.name => {}
        Some(Value::String(n)) => {
            return Err(format!(
                "hookSpecificOutput.hookEventName is \"{n}\" but the event is {}",
                spec.name
            ))
        }
        Some(other) => return Err(want("hookSpecificOutput.hookEventName", "a string", other)),
        None => return Err("hookSpecificOutput must contain hookEventName".into()),
    }
    for (k, v) in h {
        if k == "hookEventName" {
            continue;
        }
        let field = format!("hookSpecificOutput.{k}");
        let gated = k == "classifierContext" && !version.has(Change::ClassifierContext);
        let known = !gated && spec.hso_fields.contains(&k.as_str());
        if !known {
            return Err(format!("{k} is not an output field of {}", spec.name));
        }
        match k.as_str() {
            "permissionDecision" => {
                let d = v.as_str().ok_or_else(|| want(&field, "a string", v))?;
                if !matches!(d, "allow" | "deny" | "ask" | "defer") {
                    return Err(format!(
                        "permissionDecision must be allow, deny, ask or defer, not \"{d}\""
                    ));
                }
            }
            "permissionDecisionReason"
            | "additionalContext"
            | "sessionTitle"
            | "initialUserMessage"
            | "classifierContext"
            | "displayContent"
            | "worktreePath" => {
                v.as_str().ok_or_else(|| want(&field, "a string", v))?;
            }
            "updatedInput" if !v.is_object() => {
                return Err(want(&field, "an object", v));
            }
            "reloadSkills" | "suppressOriginalPrompt" | "retry" => {
                v.as_bool().ok_or_else(|| want(&field, "a boolean", v))?;
            }
            "watchPaths" => {
                let ok = v.as_array().is_some_and(|a| a.iter().all(Value::is_string));
                if !ok {
                    return Err(want(&field, "an array of strings", v));
                }
            }
            "action" => {
                let a = v.as_str().ok_or_else(|| want(&field, "a string", v))?;
                if !matches!(a, "accept" | "decline" | "cancel") {
                    return Err(format!(
                        "action must be accept, decline or cancel, not \"{a}\""
                    ));
                }
            }
            "decision" => {
                let Value::Object(d) = v else {
                    return Err(want(&field, "an object", v));
                };
                match d.get("behavior").and_then(Value::as_str) {
                    Some("allow") => {
                        if d.get("updatedInput").is_some_and(|u| !u.is_object()) {
                            return Err("decision.updatedInput must be an object".into());
                        }
                    }
                    Some("deny") => {
                        if d.get("message").is_some_and(|m| !m.is_string()) {
                            return Err("decision.message must be a string".into());
                        }
                        if d.get("interrupt").is_some_and(|m| !m.is_boolean()) {
                            return Err("decision.interrupt must be a boolean".into());
                        }
                    }
                    _ => return Err("decision.behavior must be allow or deny".into()),
                }
            }
            _ => {}
        }
    }
    p.hook_specific = h.clone();
    Ok(())
}

/// The first line of stderr, for the non-blocking error notice.
pub fn first_line(stderr: &str) -> String {
    stderr
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .map(String::from)
        .unwrap_or_else(|| "No stderr output".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hooks::catalogue::event;

    #[test]
    fn classification() {
        assert_eq!(classify("  \n"), Stdout::Empty);
        assert!(matches!(classify("  {\"a\":1}"), Stdout::Json(_)));
        assert!(matches!(classify("  {bad json"), Stdout::BadJson(_)));
        assert!(matches!(classify("[1,2]"), Stdout::Plain(_)));
        assert!(matches!(classify("\"x\""), Stdout::Plain(_)));
    }

    #[test]
    fn validation_per_event() {
        let pre = event("PreToolUse").copied();
        let post = event("PostToolUse").copied();
        let (Some(pre), Some(post)) = (pre, post) else {
            panic!("catalogue lacks tool events");
        };
        let deny = serde_json::json!({"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "deny"}});
        let obj = deny.as_object().cloned().unwrap_or_default();
        assert!(validate(&pre, &obj, Version::NEWEST).is_ok());
        let wrong = serde_json::json!({"hookSpecificOutput": {"hookEventName": "PostToolUse", "permissionDecision": "deny"}});
        let obj = wrong.as_object().cloned().unwrap_or_default();
        assert!(validate(&post, &obj, Version::NEWEST).is_err());
    }

    #[test]
    fn capping() {
        let long = "é".repeat(OUTPUT_CAP_CHARS + 1);
        let (text, n) = cap(&long);
        assert_eq!(n, Some(OUTPUT_CAP_CHARS + 1));
        assert!(text.chars().count() < OUTPUT_CAP_CHARS);
        assert_eq!(cap("short").1, None);
    }
}
