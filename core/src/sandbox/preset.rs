//! Reading a preset file (`content/presets/<id>.toml`).

use std::collections::BTreeMap;

use serde::Deserialize;
use serde_json::Value;

use super::{check_locales, embedded_case, read_item, Preset, PresetText, SandboxError};
use crate::hooks::evaluate;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPreset {
    id: String,
    #[serde(default)]
    lesson: Option<String>,
    #[serde(default)]
    focus: Vec<String>,
    #[serde(default)]
    lint_pitfalls: Vec<String>,
    /// The case as JSON text (the engine contract's shape).
    case: String,
    text: BTreeMap<String, PresetText>,
}

/// Reads a preset from TOML text. `file_name` is the file's name (its stem
/// must equal the `id`); the case is checked by the engine's own parser and
/// evaluated once, every locale must be present, and every `focus` path must
/// name a value that exists in the case.
pub fn load_preset(file_name: &str, text: &str) -> Result<Preset, SandboxError> {
    let raw: RawPreset = read_item(file_name, text, |r: &RawPreset| r.id.as_str())?;
    check_locales(file_name, "text", &raw.text)?;
    for (lang, t) in &raw.text {
        for (name, value) in [
            ("title", &t.title),
            ("summary", &t.summary),
            ("body", &t.body),
        ] {
            if value.trim().is_empty() {
                return Err(SandboxError::new(
                    Some(file_name),
                    Some(&format!("text.{lang}.{name}")),
                    "empty",
                ));
            }
        }
    }
    for rule in &raw.lint_pitfalls {
        if crate::lint::rule(rule).is_none() {
            return Err(SandboxError::new(
                Some(file_name),
                Some("lint_pitfalls"),
                format!("{rule} is not a lint rule id such as H007"),
            ));
        }
    }
    let case = embedded_case(file_name, "case", &raw.case)?;
    let _ = evaluate(&case);
    let as_json = serde_json::to_value(&case).unwrap_or(Value::Null);
    for path in &raw.focus {
        if focus_value(&as_json, path).is_none() {
            return Err(SandboxError::new(
                Some(file_name),
                Some("focus"),
                format!("{path} names nothing in the case"),
            ));
        }
    }
    Ok(Preset {
        id: raw.id,
        case,
        focus: raw.focus,
        lint_pitfalls: raw.lint_pitfalls,
        lesson: raw.lesson,
        text: raw.text,
    })
}

/// Follows a focus path such as `handlers["a.sh"].exit_code` or
/// `settings.project.hooks.PreToolUse[0].matcher` into a case's JSON.
pub fn focus_value<'a>(case_json: &'a Value, path: &str) -> Option<&'a Value> {
    let mut current = case_json;
    let mut rest = path;
    let mut first = true;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("[\"") {
            let end = after.find("\"]")?;
            let key = after.get(..end)?;
            current = current.as_object()?.get(key)?;
            rest = after.get(end + 2..)?;
        } else if let Some(after) = rest.strip_prefix('[') {
            let end = after.find(']')?;
            let index: usize = after.get(..end)?.parse().ok()?;
            current = current.as_array()?.get(index)?;
            rest = after.get(end + 1..)?;
        } else {
            let body = if first { rest } else { rest.strip_prefix('.')? };
            let end = body.find(['.', '[']).unwrap_or(body.len());
            let key = body.get(..end)?;
            if key.is_empty() {
                return None;
            }
            current = current.as_object()?.get(key)?;
            rest = body.get(end..)?;
        }
        first = false;
    }
    Some(current)
}
