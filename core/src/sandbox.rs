//! The hook sandbox: presets, challenges, permalinks and one-sentence verdicts.
//!
//! Everything here is built on the hook engine ([`crate::hooks`]): a preset is
//! a [`Case`] with a lesson around it, a challenge is a starting [`Case`] plus
//! held-back tests that are checked against whatever the learner has made of
//! it, a permalink is a [`Case`] squeezed into a URL fragment, and a verdict
//! sums up an [`Outcome`] in one sentence that pages translate by id
//! (`locales/<lang>/sandbox-verdict.ftl`, keys `verdict-<id>`).
//!
//! The file formats are described for instructors in `content/presets/README.md`.

mod challenge;
mod permalink;
mod preset;
mod settings;
mod verdict;

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::hooks::{Case, ExpectFailure, HandlerResult, Outcome};

pub use challenge::{check_challenge, load_challenge, VARIANT_SEPARATOR};
pub use permalink::{decode_state, encode_state, MAX_STATE_BYTES};
pub use preset::{focus_value, load_preset};
pub use settings::{settings_json, source_file};
pub use verdict::{verdict, VERDICT_IDS};

/// The locales every text must exist in.
pub const LOCALES: &[&str] = &["en", "fr", "ru", "es"];

/// Every Fluent key of the verdicts, `verdict-<id>`.
pub fn message_keys() -> Vec<String> {
    VERDICT_IDS
        .iter()
        .map(|id| format!("verdict-{id}"))
        .collect()
}

/// What an argument of a verdict holds: `source` a settings source and `by`
/// what settled the permission (concepts), `count` a count, `code` and
/// `budget` figures; the rest (tools, events, what a hook said) as written.
pub fn verdict_arg_kind(name: &str) -> crate::i18n::ArgKind {
    use crate::i18n::{ArgKind, Concept};
    match name {
        "source" => ArgKind::Concept(Concept::Source),
        "by" => ArgKind::Concept(Concept::PermissionBy),
        "count" => ArgKind::Count,
        "code" | "budget" => ArgKind::Number,
        _ => ArgKind::Text,
    }
}

/// A ready-made sandbox state with a short lesson around it.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct Preset {
    /// Equals the file stem; pages link to `/<lang>/sandbox/presets/<id>`.
    pub id: String,
    /// The state the sandbox opens with.
    pub case: Case,
    /// JSON paths into the case that the page highlights, e.g. `handlers["x"].exit_code`.
    pub focus: Vec<String>,
    /// The lint rules (`H007`...) this preset's settings break on purpose:
    /// their diagnostics are the lesson, and its text names them. Any other
    /// diagnostic on a preset's settings is a mistake (a test checks).
    #[serde(default)]
    pub lint_pitfalls: Vec<String>,
    /// The lesson section it illustrates, e.g. `hooks/pitfalls#exit-1`.
    pub lesson: Option<String>,
    /// The texts by locale (`en`, `fr`, `ru`, `es`).
    pub text: BTreeMap<String, PresetText>,
}

/// A preset's texts in one locale.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct PresetText {
    pub title: String,
    /// One line for the list of presets.
    pub summary: String,
    /// One paragraph: what to look at, and the one change to try.
    pub body: String,
}

/// An exercise: a starting state and tests the learner does not edit.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct Challenge {
    /// Equals the file stem.
    pub id: String,
    /// The state the learner starts from (it fails at least one test).
    pub start: Case,
    /// A state that passes every test, kept to prove the challenge solvable.
    pub solution: Case,
    /// The held-back tests.
    pub tests: Vec<ChallengeTest>,
    /// The texts by locale (`en`, `fr`, `ru`, `es`).
    pub text: BTreeMap<String, ChallengeText>,
}

/// A challenge's texts in one locale.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct ChallengeText {
    pub title: String,
    /// What the learner must achieve.
    pub goal: String,
    /// Hints, from gentle to explicit.
    pub hints: Vec<String>,
    /// Shown once every test passes.
    pub success: String,
}

/// One held-back test of a challenge.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct ChallengeTest {
    pub id: String,
    /// The event input this test sends (replaces the learner's event).
    pub event: Value,
    /// Handler results fixed by the test; keys not listed take the learner's
    /// own results (see [`VARIANT_SEPARATOR`] for per-test results).
    pub handlers: BTreeMap<String, HandlerResult>,
    /// The contract's `expect` block.
    pub expect: Map<String, Value>,
    /// What the test checks, by locale.
    pub label: BTreeMap<String, String>,
}

/// The result of one held-back test.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct TestReport {
    pub id: String,
    pub passed: bool,
    pub failures: Vec<ExpectFailure>,
    pub outcome: Outcome,
}

/// The result of checking a learner's state against a challenge.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct ChallengeReport {
    pub tests: Vec<TestReport>,
    /// Every test passed (and there is at least one).
    pub solved: bool,
}

/// A message for the page to say in the reader's language: the Fluent key is
/// `verdict-<id>` and `args` are its placeables.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub id: String,
    pub args: BTreeMap<String, String>,
}

/// Why a preset, a challenge or a permalink could not be read.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct SandboxError {
    /// The file, for presets and challenges.
    pub file: Option<String>,
    /// The field at fault, e.g. `text.ru` or `case.event.hook_event_name`.
    pub field: Option<String>,
    /// What is wrong, in English.
    pub message: String,
}

impl SandboxError {
    pub(crate) fn new(
        file: Option<&str>,
        field: Option<&str>,
        message: impl Into<String>,
    ) -> SandboxError {
        SandboxError {
            file: file.map(String::from),
            field: field.map(String::from),
            message: message.into(),
        }
    }
}

impl std::fmt::Display for SandboxError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if let Some(file) = &self.file {
            write!(f, "{file}: ")?;
        }
        if let Some(field) = &self.field {
            write!(f, "{field}: ")?;
        }
        f.write_str(&self.message)
    }
}

impl std::error::Error for SandboxError {}

/// The stem of a file name (`refund-guard.toml` gives `refund-guard`), ignoring any folder.
pub(crate) fn file_stem(file_name: &str) -> &str {
    let base = file_name.rsplit(['/', '\\']).next().unwrap_or(file_name);
    base.strip_suffix(".toml").unwrap_or(base)
}

/// Parses a preset or challenge file and checks that its `id` equals the
/// file's stem; `id_of` reads the id from the parsed value.
pub(crate) fn read_item<T: serde::de::DeserializeOwned>(
    file_name: &str,
    text: &str,
    id_of: impl Fn(&T) -> &str,
) -> Result<T, SandboxError> {
    let raw: T = toml::from_str(text)
        .map_err(|e| SandboxError::new(Some(file_name), None, e.message().to_string()))?;
    let stem = file_stem(file_name);
    let id = id_of(&raw);
    if id != stem {
        return Err(SandboxError::new(
            Some(file_name),
            Some("id"),
            format!("the id {id} differs from the file name {stem}"),
        ));
    }
    Ok(raw)
}

/// Checks that a map holds exactly the four locales.
pub(crate) fn check_locales<T>(
    file: &str,
    field: &str,
    map: &BTreeMap<String, T>,
) -> Result<(), SandboxError> {
    for lang in LOCALES {
        if !map.contains_key(*lang) {
            return Err(SandboxError::new(
                Some(file),
                Some(&format!("{field}.{lang}")),
                format!("missing: every text exists in {}", LOCALES.join(", ")),
            ));
        }
    }
    if let Some(extra) = map.keys().find(|k| !LOCALES.contains(&k.as_str())) {
        return Err(SandboxError::new(
            Some(file),
            Some(&format!("{field}.{extra}")),
            format!("{extra} is not a locale ({})", LOCALES.join(", ")),
        ));
    }
    Ok(())
}

/// Parses a case embedded as JSON text in a TOML file, with the field named in errors.
pub(crate) fn embedded_case(file: &str, field: &str, json: &str) -> Result<Case, SandboxError> {
    crate::hooks::parse_case(json).map_err(|e| {
        let at = match &e.path {
            Some(p) => format!("{field}.{p}"),
            None => field.to_string(),
        };
        let message = match e.line_column {
            Some((l, c)) if e.path.is_none() => {
                format!("line {l}, column {c} of the JSON: {}", e.message)
            }
            _ => e.message.clone(),
        };
        SandboxError::new(Some(file), Some(&at), message)
    })
}
