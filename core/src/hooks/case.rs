//! Reading a case file, with precise errors: line and column for bad JSON,
//! the JSON path for a value of the wrong shape.

use serde_json::{Map, Value};

use super::{catalogue, version::Version, Case, CaseError};

/// Cases larger than this (1 MiB) are refused before parsing.
pub const MAX_CASE_BYTES: usize = 1024 * 1024;

/// The setting sources a case may name.
pub(crate) const OBJECT_SOURCES: &[&str] = &["managed", "user", "project", "local", "cli", "sdk"];
pub(crate) const LIST_SOURCES: &[&str] = &["plugins", "skills", "agents"];

const PERMISSION_MODES: &[&str] = &[
    "default",
    "plan",
    "acceptEdits",
    "auto",
    "dontAsk",
    "bypassPermissions",
];

fn at(path: &str, message: impl Into<String>) -> CaseError {
    CaseError {
        message: message.into(),
        path: Some(path.to_string()),
        line: None,
        column: None,
    }
}

fn type_name(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

fn expected(path: &str, what: &str, got: &Value) -> CaseError {
    at(path, format!("expected {what}, found {}", type_name(got)))
}

/// Parses a case from JSON text and checks its own shape (not the settings'
/// contents, whose problems become `config_errors` at evaluation).
pub fn parse_case(text: &str) -> Result<Case, CaseError> {
    if text.len() > MAX_CASE_BYTES {
        return Err(CaseError {
            message: format!(
                "the case is {} bytes; cases larger than {} bytes (1 MiB) are refused",
                text.len(),
                MAX_CASE_BYTES
            ),
            path: None,
            line: None,
            column: None,
        });
    }
    let value: Value = serde_json::from_str(text).map_err(|e| CaseError {
        message: format!("invalid JSON: {e}"),
        path: None,
        line: Some(e.line()),
        column: Some(e.column()),
    })?;
    let Value::Object(top) = &value else {
        return Err(expected("$", "an object", &value));
    };
    check_top(top)?;
    let mut value = value;
    // `settings` and `event` are JSON objects kept as they are: an object
    // always deserializes into them, so they are lifted out whole instead of
    // being rebuilt map by map, and empty objects hold their places while
    // serde reads the other fields (with the same errors as before)
    let settings = take_object(&mut value, "settings");
    let event = take_object(&mut value, "event");
    let mut case = serde_json::from_value::<Case>(value).map_err(|e| CaseError {
        message: e.to_string(),
        path: None,
        line: None,
        column: None,
    })?;
    if let Some(settings) = settings {
        case.settings.0 = settings;
    }
    if let Some(event) = event {
        case.event = event;
    }
    Ok(case)
}

/// Takes the object under `key` of a top-level object, leaving `{}` there.
fn take_object(value: &mut Value, key: &str) -> Option<Map<String, Value>> {
    match value.get_mut(key)? {
        Value::Object(m) => Some(std::mem::take(m)),
        _ => None,
    }
}

fn check_top(top: &Map<String, Value>) -> Result<(), CaseError> {
    if let Some(d) = top.get("description") {
        if !d.is_string() && !d.is_null() {
            return Err(expected("description", "a string", d));
        }
    }
    if let Some(v) = top.get("claude_code_version") {
        match v {
            Value::String(s) => {
                if Version::parse(s).is_none() {
                    return Err(at(
                        "claude_code_version",
                        format!("'{s}' is not a version number like 2.1.240"),
                    ));
                }
            }
            Value::Null => {}
            other => return Err(expected("claude_code_version", "a string", other)),
        }
    }
    if let Some(c) = top.get("context") {
        check_context(c)?;
    }
    match top.get("settings") {
        None | Some(Value::Null) => {}
        Some(Value::Object(s)) => check_settings(s)?,
        Some(other) => return Err(expected("settings", "an object", other)),
    }
    match top.get("event") {
        None => return Err(at("event", "missing: a case needs the event's input JSON")),
        Some(Value::Object(e)) => match e.get("hook_event_name") {
            None => return Err(at("event.hook_event_name", "missing")),
            Some(Value::String(name)) => {
                if catalogue::event(name).is_none() {
                    return Err(at(
                        "event.hook_event_name",
                        format!("unknown event '{name}' (event names are case-sensitive)"),
                    ));
                }
            }
            Some(other) => return Err(expected("event.hook_event_name", "a string", other)),
        },
        Some(other) => return Err(expected("event", "an object", other)),
    }
    match top.get("handlers") {
        None | Some(Value::Null) => {}
        Some(Value::Object(h)) => {
            for (key, result) in h {
                check_handler_result(key, result)?;
            }
        }
        Some(other) => return Err(expected("handlers", "an object", other)),
    }
    match top.get("expect") {
        None | Some(Value::Null) | Some(Value::Object(_)) => {}
        Some(other) => return Err(expected("expect", "an object", other)),
    }
    Ok(())
}

fn check_context(c: &Value) -> Result<(), CaseError> {
    let Value::Object(m) = c else {
        if c.is_null() {
            return Ok(());
        }
        return Err(expected("context", "an object", c));
    };
    for (k, v) in m {
        let path = format!("context.{k}");
        match k.as_str() {
            "mode" => match v.as_str() {
                Some("interactive" | "print") => {}
                Some(other) => {
                    return Err(at(
                        &path,
                        format!("'{other}' is not a mode: use interactive or print"),
                    ))
                }
                None => return Err(expected(&path, "a string", v)),
            },
            "permission_mode" => match v.as_str() {
                Some(p) if PERMISSION_MODES.contains(&p) => {}
                Some(other) => {
                    return Err(at(
                        &path,
                        format!(
                            "'{other}' is not a permission mode ({})",
                            PERMISSION_MODES.join(", ")
                        ),
                    ))
                }
                None => return Err(expected(&path, "a string", v)),
            },
            "project_dir" | "home" => {
                if !v.is_string() {
                    return Err(expected(&path, "a string", v));
                }
            }
            "additional_directories" => match v {
                Value::Array(items) => {
                    for (i, item) in items.iter().enumerate() {
                        if !item.is_string() {
                            return Err(expected(&format!("{path}[{i}]"), "a string", item));
                        }
                    }
                }
                other => return Err(expected(&path, "an array of strings", other)),
            },
            "consecutive_stop_blocks" => {
                if v.as_u64().is_none() {
                    return Err(expected(&path, "a non-negative integer", v));
                }
            }
            "parallel_tool_calls" => {
                if !v.is_boolean() {
                    return Err(expected(&path, "a boolean", v));
                }
            }
            _ => return Err(at(&path, "unknown context field")),
        }
    }
    Ok(())
}

fn check_settings(s: &Map<String, Value>) -> Result<(), CaseError> {
    for (source, v) in s {
        let path = format!("settings.{source}");
        if OBJECT_SOURCES.contains(&source.as_str()) {
            if !v.is_object() {
                return Err(expected(&path, "an object (a settings file)", v));
            }
        } else if LIST_SOURCES.contains(&source.as_str()) {
            let Value::Array(items) = v else {
                return Err(expected(
                    &path,
                    "an array of {\"name\", \"hooks\"} objects",
                    v,
                ));
            };
            for (i, item) in items.iter().enumerate() {
                let ipath = format!("{path}[{i}]");
                let Value::Object(m) = item else {
                    return Err(expected(&ipath, "an object", item));
                };
                match m.get("name") {
                    Some(Value::String(_)) => {}
                    Some(other) => {
                        return Err(expected(&format!("{ipath}.name"), "a string", other))
                    }
                    None => return Err(at(&format!("{ipath}.name"), "missing")),
                }
            }
        } else {
            return Err(at(
                &path,
                format!(
                    "unknown source '{source}' (sources: {}, {})",
                    OBJECT_SOURCES.join(", "),
                    LIST_SOURCES.join(", ")
                ),
            ));
        }
    }
    Ok(())
}

fn check_handler_result(key: &str, v: &Value) -> Result<(), CaseError> {
    let base = format!("handlers[{}]", Value::String(key.to_string()));
    let Value::Object(m) = v else {
        return Err(expected(&base, "an object", v));
    };
    for (field, value) in m {
        let path = format!("{base}.{field}");
        let ok = match field.as_str() {
            "exit_code" | "status" => value.as_i64().is_some(),
            "duration_ms" => value.as_u64().is_some(),
            "stdout" | "stderr" | "body" | "error" => value.is_string(),
            "timeout" | "is_error" => value.is_boolean(),
            "response" | "output" => true,
            _ => return Err(at(&path, "unknown field of a handler result")),
        };
        if !ok {
            let what = match field.as_str() {
                "exit_code" | "status" => "an integer",
                "duration_ms" => "a non-negative integer",
                "timeout" | "is_error" => "a boolean",
                _ => "a string",
            };
            return Err(expected(&path, what, value));
        }
    }
    Ok(())
}
