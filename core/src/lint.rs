//! `hooklab lint`: diagnostics for real Claude Code `settings.json` files,
//! plugin `hooks/hooks.json` files and the hook scripts they run.
//!
//! Every rule comes from a mistake real users made (see [`RULES`] for the
//! issue numbers). Each [`Diagnostic`] names its rule, says what is wrong,
//! where (a JSON path plus line and column), and what to do instead; its
//! `args` let a page render the same message from the `lint.ftl` files in
//! any language (key `lint-<rule id lowercase>`, plus `-hint`).
//!
//! Severity follows the engine contract: an error when the hook can never do
//! what it was written for (it never fires, its output never arrives, it
//! cannot block what it tries to block), a warning when it works but is
//! fragile or surprising.
//!
//! The functions here are total: any input gives diagnostics, never a panic,
//! and invalid JSON gives a single diagnostic at the syntax error.

mod matcher;
mod messages;
mod rules;
mod script;
mod settings;
mod text;

use std::collections::BTreeMap;

use serde::Serialize;

pub use rules::{rule, Rule, RULES};
pub use script::{lint_script_in, ScriptContext};
pub use settings::{
    command_script, duplicate_sources, lint_plugin_manifest, lint_settings_with_scripts,
    ScriptDiagnostics,
};

/// How serious a diagnostic is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    /// The hook can never do what it was written for.
    Error,
    /// The hook works, but is fragile or surprising.
    Warning,
}

crate::named::by_name!(Severity {
    Error => "error",
    Warning => "warning",
});

/// Which kind of file is linted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum FileKind {
    /// A `settings.json` / `settings.local.json` / managed settings file.
    Settings,
    /// A plugin's `hooks/hooks.json`: `{ "description"?, "hooks": {...} }`.
    PluginHooks,
}

/// One finding. This is also the `--format json` shape of `hooklab lint`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Diagnostic {
    /// The rule id, e.g. `H009`.
    pub rule: &'static str,
    /// The rule name, e.g. `relative-path`.
    pub name: &'static str,
    pub severity: Severity,
    /// The JSON path of the offending value (empty for script diagnostics).
    pub path: String,
    /// 1-based line and column (columns in characters) of the start...
    pub line: usize,
    pub column: usize,
    /// ... and of the end (exclusive) of the offending text.
    pub end_line: usize,
    pub end_column: usize,
    /// What is wrong, where, and what to do instead (English).
    pub message: String,
    /// The placeables of the message (and of its `lint.ftl` key); always
    /// holds `variant` when a rule has several messages.
    pub args: BTreeMap<String, String>,
    /// The fix, in one sentence (English).
    pub hint: String,
}

/// Lints a settings file or a plugin `hooks.json`. `version` is the Claude
/// Code version to judge against (`"2.1.240"`); `None` or an unreadable
/// version means the newest the engine knows.
pub fn lint_settings(text: &str, file_kind: FileKind, version: Option<&str>) -> Vec<Diagnostic> {
    lint_settings_with_scripts(text, file_kind, version, &|_| None).0
}

/// Lints the text of a hook script for the event it is registered on
/// (`"PreToolUse"`; an unknown or empty event skips the event-specific rules).
/// `interpreter_hint` (`"bash"`, `"python3"`, `"node"`...) overrides the
/// shebang when given.
pub fn lint_script(
    script_text: &str,
    event: &str,
    interpreter_hint: Option<&str>,
) -> Vec<Diagnostic> {
    lint_script_in(
        script_text,
        &ScriptContext {
            event: event.to_string(),
            interpreter: interpreter_hint.map(str::to_string),
            is_async: false,
        },
    )
}

/// Sorts diagnostics by position, then rule.
pub(crate) fn sort(diags: &mut [Diagnostic]) {
    crate::sort::sort_by(diags, |a, b| {
        (a.line, a.column, a.rule, &a.message).cmp(&(b.line, b.column, b.rule, &b.message))
    });
}

/// Builds a diagnostic from a rule id, a variant and its args, at a byte
/// range of `text`. Unknown rule ids cannot happen (the callers use
/// constants), but would still give a diagnostic rather than a panic.
pub(crate) fn make(
    text: &str,
    rule_id: &'static str,
    variant: &str,
    severity: Severity,
    path: &str,
    start: usize,
    end: usize,
    mut args: BTreeMap<String, String>,
) -> Diagnostic {
    if !variant.is_empty() {
        args.insert("variant".to_string(), variant.to_string());
    }
    let (line, column) = crate::jsonpos::line_col(text, start);
    let (end_line, end_column) = crate::jsonpos::line_col(text, end.max(start));
    let (message, hint) = messages::english(rule_id, variant, &args);
    Diagnostic {
        rule: rule_id,
        name: rule(rule_id).map_or("unknown", |r| r.name),
        severity,
        path: path.to_string(),
        line,
        column,
        end_line,
        end_column,
        message,
        args,
        hint,
    }
}

/// Every Fluent key of the linter's messages: `lint-<rule>` and
/// `lint-<rule>-hint` for every rule (rule ids in lower case).
pub fn message_keys() -> Vec<String> {
    messages::worded_rules()
        .into_iter()
        .flat_map(|rule| {
            let key = format!("lint-{}", rule.to_ascii_lowercase());
            [format!("{key}-hint"), key]
        })
        .collect()
}

/// What an argument of a diagnostic holds: `found` is a kind of JSON value
/// (a concept), `json` the id of the parser's message (H000), `variant` the
/// wording of the rule, `code`, `timeout` and `seconds` figures; the rest is
/// shown as written.
pub fn arg_kind(name: &str) -> crate::i18n::ArgKind {
    use crate::i18n::{ArgKind, Concept};
    match name {
        "found" => ArgKind::Concept(Concept::JsonKind),
        "json" => ArgKind::Nested("json-"),
        "variant" => ArgKind::Variant,
        "code" | "timeout" | "seconds" => ArgKind::Number,
        _ => ArgKind::Text,
    }
}

/// The wordings the lint key `key` selects among: the rule's named
/// variants, then `other` (its default); empty for a rule with one wording.
pub fn variants(key: &str) -> Vec<&'static str> {
    let rule = key
        .strip_prefix("lint-")
        .map(|k| k.trim_end_matches("-hint").to_ascii_uppercase())
        .unwrap_or_default();
    let mut named = messages::rule_variants(&rule);
    if !named.is_empty() {
        named.push("other");
    }
    named
}

/// A small helper to build `args` maps.
pub(crate) fn args<const N: usize>(pairs: [(&str, &str); N]) -> BTreeMap<String, String> {
    pairs
        .iter()
        .map(|(k, v)| ((*k).to_string(), (*v).to_string()))
        .collect()
}
