//! "Copy as settings.json": one source of a case, in the file's own shape.

use serde_json::{Map, Value};

use crate::hooks::{Case, SettingsSource};

/// The settings of one source, pretty-printed as the file a person would save.
///
/// `source` is `managed`, `user`, `project`, `local`, `cli` or `sdk` (the
/// object as written), or `plugin:<name>`, `skill:<name>`, `agent:<name>` for
/// one entry of a list source (its `hooks`, in the `hooks.json` shape). A
/// source the case does not have gives an empty object.
pub fn settings_json(case: &Case, source: &str) -> String {
    let value = pick(&case.settings.0, source).unwrap_or_else(|| Value::Object(Map::new()));
    file_text(&value)
}

/// A whole source as an editor holds it, as one file a person would save:
/// an object as it is; a list (plugins, skills, agents) as one `hooks`
/// object gathering every item's hooks, event by event.
pub fn source_file(value: &Value) -> String {
    let Value::Array(items) = value else {
        return file_text(value);
    };
    let mut hooks = Map::new();
    for events in items
        .iter()
        .filter_map(|item| item.get("hooks")?.as_object())
    {
        for (event, groups) in events {
            let slot = hooks
                .entry(event.clone())
                .or_insert_with(|| Value::Array(Vec::new()));
            if let (Value::Array(all), Value::Array(more)) = (slot, groups) {
                all.extend(more.iter().cloned());
            }
        }
    }
    let mut file = Map::new();
    file.insert("hooks".to_owned(), Value::Object(hooks));
    file_text(&Value::Object(file))
}

/// Pretty-printed JSON ending with a newline, as files are saved.
fn file_text(value: &Value) -> String {
    let mut text = serde_json::to_string_pretty(value).unwrap_or_else(|_| "{}".to_string());
    text.push('\n');
    text
}

fn pick(settings: &Map<String, Value>, source: &str) -> Option<Value> {
    if let Some((_, name)) = source.split_once(':') {
        let list = SettingsSource::of_label(source)?;
        let entry = settings
            .get(list.key())?
            .as_array()?
            .iter()
            .find(|e| e.get("name").and_then(Value::as_str) == Some(name))?;
        let mut out = Map::new();
        out.insert(
            "hooks".to_string(),
            entry
                .get("hooks")
                .cloned()
                .unwrap_or_else(|| Value::Object(Map::new())),
        );
        return Some(Value::Object(out));
    }
    settings.get(source).cloned()
}
