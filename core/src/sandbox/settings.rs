//! "Copy as settings.json": one source of a case, in the file's own shape.

use serde_json::{Map, Value};

use crate::hooks::Case;

/// The settings of one source, pretty-printed as the file a person would save.
///
/// `source` is `managed`, `user`, `project`, `local`, `cli` or `sdk` (the
/// object as written), or `plugin:<name>`, `skill:<name>`, `agent:<name>` for
/// one entry of a list source (its `hooks`, in the `hooks.json` shape). A
/// source the case does not have gives an empty object.
pub fn settings_json(case: &Case, source: &str) -> String {
    let value = pick(&case.settings.0, source).unwrap_or_else(|| Value::Object(Map::new()));
    let mut text = serde_json::to_string_pretty(&value).unwrap_or_else(|_| "{}".to_string());
    text.push('\n');
    text
}

fn pick(settings: &Map<String, Value>, source: &str) -> Option<Value> {
    if let Some((kind, name)) = source.split_once(':') {
        let list = match kind {
            "plugin" => "plugins",
            "skill" => "skills",
            "agent" => "agents",
            _ => return None,
        };
        let entry = settings
            .get(list)?
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
