//! Reading a case file, with precise errors: line and column for bad JSON,
//! the JSON path for a value of the wrong shape.

use serde_json::{Map, Value};

use super::messages::{args, check_english, phrase, JSON_KINDS};
use super::{catalogue, Case, CaseError, SettingsSource};
use crate::jsonpos::join_key;
use crate::version::Version;

/// Cases larger than this (1 MiB) are refused before parsing.
pub const MAX_CASE_BYTES: usize = 1024 * 1024;

const PERMISSION_MODES: &[&str] = &[
    "default",
    "plan",
    "acceptEdits",
    "auto",
    "dontAsk",
    "bypassPermissions",
];

/// An error at a JSON path of the case, worded by `key` with `pairs`.
fn at(path: &str, key: &str, pairs: &[(&str, &str)]) -> CaseError {
    CaseError {
        message: check_english(key, pairs),
        key: key.to_owned(),
        args: args(pairs),
        path: Some(path.to_string()),
        line_column: None,
    }
}

/// The kind of a JSON value, as an id of [`JSON_KINDS`].
fn kind_of(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

/// A value of the wrong kind: `what` is an id of [`JSON_KINDS`]. The English
/// says the kinds in words, the arguments carry their ids.
fn expected(path: &str, what: &'static str, got: &Value) -> CaseError {
    let found = kind_of(got);
    let mut error = at(
        path,
        "case-expected",
        &[
            ("expected", phrase(JSON_KINDS, what)),
            ("found", phrase(JSON_KINDS, found)),
        ],
    );
    error.args = args(&[("expected", what), ("found", found)]);
    error
}

/// Parses a case from JSON text and checks its own shape (not the settings'
/// contents, whose problems become `config_errors` at evaluation).
pub fn parse_case(text: &str) -> Result<Case, CaseError> {
    if text.len() > MAX_CASE_BYTES {
        let mut error = at(
            "$",
            "case-too-large",
            &[
                ("size", &text.len().to_string()),
                ("limit", &MAX_CASE_BYTES.to_string()),
            ],
        );
        error.path = None;
        return Err(error);
    }
    let value: Value = serde_json::from_str(text).map_err(|e| {
        let mut error = at("$", "case-invalid-json", &[("detail", &e.to_string())]);
        error.path = None;
        // serde_json counts an error read at a newline as column 0; columns
        // here are 1-based.
        error.line_column = Some((e.line(), e.column().max(1)));
        // A page words the syntax error from the span-keeping parser.
        if let Err(syntax) = crate::jsonpos::parse(text) {
            error.key = syntax.key();
            error.args = syntax.args;
        }
        error
    })?;
    let Value::Object(top) = &value else {
        return Err(expected("$", "object", &value));
    };
    check_top(top)?;
    let mut value = value;
    // `settings` and `event` are JSON objects kept as they are: an object
    // always deserializes into them, so they are lifted out whole instead of
    // being rebuilt map by map, and empty objects hold their places while
    // serde reads the other fields (with the same errors as before)
    let settings = take_object(&mut value, "settings");
    let event = take_object(&mut value, "event");
    let mut case = serde_json::from_value::<Case>(value).map_err(|e| {
        let mut error = at("$", "case-unreadable", &[("detail", &e.to_string())]);
        error.path = None;
        error
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
            return Err(expected("description", "string", d));
        }
    }
    if let Some(v) = top.get("claude_code_version") {
        match v {
            Value::String(s) => {
                if Version::parse(s).is_none() {
                    return Err(at(
                        "claude_code_version",
                        "case-bad-version",
                        &[("value", s)],
                    ));
                }
            }
            Value::Null => {}
            other => return Err(expected("claude_code_version", "string", other)),
        }
    }
    if let Some(c) = top.get("context") {
        check_context(c)?;
    }
    match top.get("settings") {
        None | Some(Value::Null) => {}
        Some(Value::Object(s)) => check_settings(s)?,
        Some(other) => return Err(expected("settings", "object", other)),
    }
    match top.get("event") {
        None => return Err(at("event", "case-event-missing", &[])),
        Some(Value::Object(e)) => match e.get("hook_event_name") {
            None => return Err(at("event.hook_event_name", "case-missing", &[])),
            Some(Value::String(name)) => {
                if catalogue::event(name).is_none() {
                    return Err(at(
                        "event.hook_event_name",
                        "case-unknown-event",
                        &[("event", name)],
                    ));
                }
            }
            Some(other) => return Err(expected("event.hook_event_name", "string", other)),
        },
        Some(other) => return Err(expected("event", "object", other)),
    }
    match top.get("handlers") {
        None | Some(Value::Null) => {}
        Some(Value::Object(h)) => {
            for (key, result) in h {
                check_handler_result(key, result)?;
            }
        }
        Some(other) => return Err(expected("handlers", "object", other)),
    }
    match top.get("expect") {
        None | Some(Value::Null) | Some(Value::Object(_)) => {}
        Some(other) => return Err(expected("expect", "object", other)),
    }
    Ok(())
}

fn check_context(c: &Value) -> Result<(), CaseError> {
    let Value::Object(m) = c else {
        if c.is_null() {
            return Ok(());
        }
        return Err(expected("context", "object", c));
    };
    for (k, v) in m {
        let path = join_key("context", k);
        match k.as_str() {
            "mode" => match v.as_str() {
                Some("interactive" | "print") => {}
                Some(other) => return Err(at(&path, "case-bad-mode", &[("value", other)])),
                None => return Err(expected(&path, "string", v)),
            },
            "permission_mode" => match v.as_str() {
                Some(p) if PERMISSION_MODES.contains(&p) => {}
                Some(other) => {
                    return Err(at(
                        &path,
                        "case-bad-permission-mode",
                        &[("value", other), ("modes", &PERMISSION_MODES.join(", "))],
                    ))
                }
                None => return Err(expected(&path, "string", v)),
            },
            "project_dir" | "home" => {
                if !v.is_string() {
                    return Err(expected(&path, "string", v));
                }
            }
            "additional_directories" => match v {
                Value::Array(items) => {
                    for (i, item) in items.iter().enumerate() {
                        if !item.is_string() {
                            return Err(expected(&format!("{path}[{i}]"), "string", item));
                        }
                    }
                }
                other => return Err(expected(&path, "array-of-strings", other)),
            },
            "consecutive_stop_blocks" => {
                if v.as_u64().is_none() {
                    return Err(expected(&path, "non-negative-integer", v));
                }
            }
            "parallel_tool_calls" => {
                if !v.is_boolean() {
                    return Err(expected(&path, "boolean", v));
                }
            }
            _ => return Err(at(&path, "case-unknown-context-field", &[])),
        }
    }
    Ok(())
}

fn check_settings(s: &Map<String, Value>) -> Result<(), CaseError> {
    for (source, v) in s {
        let path = join_key("settings", source);
        let known = SettingsSource::from_key(source);
        if known.is_some_and(|s| !s.is_list()) {
            if !v.is_object() {
                return Err(expected(&path, "settings-object", v));
            }
        } else if known.is_some_and(SettingsSource::is_list) {
            let Value::Array(items) = v else {
                return Err(expected(&path, "array-of-named", v));
            };
            for (i, item) in items.iter().enumerate() {
                let ipath = format!("{path}[{i}]");
                let Value::Object(m) = item else {
                    return Err(expected(&ipath, "object", item));
                };
                match m.get("name") {
                    Some(Value::String(_)) => {}
                    Some(other) => {
                        return Err(expected(&join_key(&ipath, "name"), "string", other))
                    }
                    None => return Err(at(&join_key(&ipath, "name"), "case-missing", &[])),
                }
            }
        } else {
            let sources = SettingsSource::ALL.map(SettingsSource::key).join(", ");
            return Err(at(
                &path,
                "case-unknown-source",
                &[("source", source), ("sources", &sources)],
            ));
        }
    }
    Ok(())
}

fn check_handler_result(key: &str, v: &Value) -> Result<(), CaseError> {
    // Handler keys are commands, so the key is always written in brackets.
    let base = format!("handlers[{}]", Value::String(key.to_string()));
    let Value::Object(m) = v else {
        return Err(expected(&base, "object", v));
    };
    for (field, value) in m {
        let path = join_key(&base, field);
        let ok = match field.as_str() {
            "exit_code" | "status" => value.as_i64().is_some(),
            "duration_ms" => value.as_u64().is_some(),
            "stdout" | "stderr" | "body" | "error" => value.is_string(),
            "timeout" | "is_error" => value.is_boolean(),
            "response" | "output" => true,
            _ => return Err(at(&path, "case-unknown-result-field", &[])),
        };
        if !ok {
            let what = match field.as_str() {
                "exit_code" | "status" => "integer",
                "duration_ms" => "non-negative-integer",
                "timeout" | "is_error" => "boolean",
                _ => "string",
            };
            return Err(expected(&path, what, value));
        }
    }
    Ok(())
}
