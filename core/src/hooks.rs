//! The hook engine: a pure emulator of Claude Code's hook dispatch.
//!
//! A [`Case`] holds the settings of every source, one event (the JSON Claude
//! Code would write on a hook's stdin) and what each handler returned; the
//! engine answers with an [`Outcome`]: which handlers ran, the aggregated
//! decision, the permission verdict, what reaches Claude, the person and the
//! debug log, the skipped configuration entries, and a step-by-step trace.
//! The JSON shapes are those of `engine-contract.md`; the semantics those of
//! `claude-code-hooks.md` at the version the case names.

mod case;
pub mod catalogue;
mod config;
mod engine;
mod expect;
mod fasthash;
pub(crate) mod matcher;
pub(crate) mod messages;
mod output;
mod permission;
pub(crate) mod regex;
pub(crate) mod rule;
mod source;

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

pub use case::{parse_case, MAX_CASE_BYTES};
pub use config::Compiled;
pub use engine::firing_handlers;
pub use expect::{check_expect, ExpectFailure};
pub use matcher::{MAX_PATTERN_CHARS, MAX_SUBJECT_CHARS};
pub(crate) use messages::check_arg_kind;
pub use messages::{english, placeholders, CHECK_KEYS, MESSAGE_IDS};
pub use source::SettingsSource;

/// Every Fluent key of the engine's messages: `hook-<id>` for the trace and
/// config errors, and the case-error and `expect` keys.
pub fn message_keys() -> Vec<String> {
    MESSAGE_IDS
        .iter()
        .map(|id| format!("hook-{id}"))
        .chain(CHECK_KEYS.iter().map(|k| (*k).to_owned()))
        .collect()
}
use crate::named::by_name;
use crate::version::Version;

/// One evaluation case: settings by source, one event, the handlers' results.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
pub struct Case {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// The Claude Code version whose behaviour is emulated (default: the newest known).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claude_code_version: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub context: Option<Context>,
    /// The settings files by source, in the real `settings.json` shape.
    #[serde(default)]
    pub settings: Settings,
    /// The exact JSON Claude Code writes on the hook's stdin.
    pub event: Map<String, Value>,
    /// What each handler returned, keyed by command, url, `server/tool`, prompt or callback name.
    #[serde(default)]
    pub handlers: BTreeMap<String, HandlerResult>,
    /// Assertions checked by `hooklab test`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expect: Option<Map<String, Value>>,
}

impl Case {
    /// The version whose behaviour is emulated: the case's own, capped at the
    /// newest known, or the newest when absent or unreadable (`parse_case`
    /// refuses unreadable ones, so only hand-built cases get there).
    pub fn version(&self) -> Version {
        self.claude_code_version
            .as_deref()
            .and_then(Version::parse)
            .map_or(Version::NEWEST, |v| v.min(Version::NEWEST))
    }
}

/// The settings of every source: `managed`, `user`, `project`, `local`, `cli`
/// (objects), `plugins`, `skills`, `agents` (lists of `{name, hooks}`) and `sdk`.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(transparent)]
pub struct Settings(pub Map<String, Value>);

/// How the session runs.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
pub struct Context {
    /// `interactive` (default) or `print` (`-p` and the Agent SDK).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mode: Option<Mode>,
    /// The permission mode (default: the event's `permission_mode`, else `default`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub permission_mode: Option<String>,
    /// What `CLAUDE_PROJECT_DIR` expands to (default: the event's `cwd`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub project_dir: Option<String>,
    /// Directories added with `--add-dir` or `/add-dir`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub additional_directories: Option<Vec<String>>,
    /// The user's home directory (for `~/` rules; default: derived from the project dir).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub home: Option<String>,
    /// How many Stop blocks in a row came just before this one (the cap is 8).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub consecutive_stop_blocks: Option<u64>,
    /// The turn makes several tool calls (a `defer` is then ignored).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parallel_tool_calls: Option<bool>,
}

/// The session mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Mode {
    #[default]
    Interactive,
    Print,
}

by_name!(Mode {
    Interactive => "interactive",
    Print => "print",
});

/// What one handler returned.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
pub struct HandlerResult {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exit_code: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stdout: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stderr: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duration_ms: Option<u64>,
    /// The handler did not finish in time.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timeout: Option<bool>,
    /// HTTP hooks: the response status.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<i64>,
    /// HTTP hooks: the response body.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub body: Option<String>,
    /// Prompt and agent hooks: the model's answer (`{ok, reason, impossible}`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub response: Option<Value>,
    /// SDK callbacks: the returned object.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub output: Option<Value>,
    /// SDK callbacks (an exception), HTTP (a connection failure), MCP (server not connected).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// MCP tool hooks: the tool answered with `isError: true`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_error: Option<bool>,
}

/// The final permission verdict of PreToolUse and PermissionRequest.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Permission {
    /// `allow`, `deny`, `ask` or `defer`.
    pub result: String,
    /// `hook`, `deny_rule`, `ask_rule`, `mode`, `allow_rule` or `default`.
    pub by: String,
}

/// The result of evaluating a case (stable fields per the engine contract).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
pub struct Outcome {
    pub event: String,
    /// The version whose behaviour was emulated.
    pub claude_code_version: String,
    pub ran: Vec<String>,
    pub decision: Option<String>,
    pub blocked: bool,
    pub permission: Option<Permission>,
    #[serde(rename = "continue")]
    pub continue_: bool,
    pub stop_reason: Option<String>,
    pub updated_input: Option<Value>,
    pub updated_tool_output: Option<Value>,
    /// The turn ends now (a prompt hook's `ok: false`, a denial that interrupts...).
    #[serde(default)]
    pub turn_ends: bool,
    pub to_model: Vec<String>,
    pub to_user: Vec<String>,
    pub debug_log: Vec<String>,
    pub config_errors: Vec<ConfigError>,
    pub trace: Vec<TraceEntry>,
}

/// One step of the explanation.
///
/// Built on every evaluation (the sandbox re-evaluates on each keystroke), so
/// it owns as little as it can: the step, result and id are the engine's own
/// words, the source and handler are shared with the compiled settings, and
/// the English message is worded from `id` and `args` when it is asked for
/// or serialised. The JSON is the contract's: `step`, `source`, `handler`,
/// `result`, `id`, `args`, `message`.
#[derive(Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct TraceEntry {
    /// `config`, `match`, `if`, `dedup`, `disable`, `run`, `classify`, `aggregate`, `permission`, `version`...
    pub step: Cow<'static, str>,
    pub source: Option<Arc<str>>,
    pub handler: Option<Arc<str>>,
    pub result: Cow<'static, str>,
    pub id: Cow<'static, str>,
    pub args: Args,
}

impl TraceEntry {
    /// The English message; pages translate by `id` and `args` instead
    /// (locales/*/engine.ftl, key `hook-<id>`).
    pub fn message(&self) -> String {
        messages::english_args(&self.id, &self.args)
    }
}

impl Serialize for TraceEntry {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut entry = serializer.serialize_struct("TraceEntry", 7)?;
        entry.serialize_field("step", &self.step)?;
        entry.serialize_field("source", &self.source)?;
        entry.serialize_field("handler", &self.handler)?;
        entry.serialize_field("result", &self.result)?;
        entry.serialize_field("id", &self.id)?;
        entry.serialize_field("args", &self.args)?;
        entry.serialize_field("message", &self.message())?;
        entry.end()
    }
}

/// The named values of a trace message: a small map, sorted by name, whose
/// names are the engine's own words. Serialised as a JSON object.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Args(Vec<(Cow<'static, str>, String)>);

impl Args {
    /// From `(name, value)` pairs; the last pair wins for a repeated name.
    pub(crate) fn from_pairs(pairs: &[(&'static str, &str)]) -> Self {
        let mut list: Vec<(Cow<'static, str>, String)> = Vec::with_capacity(pairs.len());
        for (name, value) in pairs {
            match list.binary_search_by(|(n, _)| n.as_ref().cmp(name)) {
                Ok(at) => (*value).clone_into(&mut list[at].1),
                Err(at) => list.insert(at, (Cow::Borrowed(*name), (*value).to_owned())),
            }
        }
        Self(list)
    }

    /// The value of `name`.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .binary_search_by(|(n, _)| n.as_ref().cmp(name))
            .ok()
            .map(|at| self.0[at].1.as_str())
    }

    /// Every `(name, value)`, sorted by name.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(n, v)| (n.as_ref(), v.as_str()))
    }

    /// The same values as an owned map (what the Fluent helpers take).
    pub fn to_map(&self) -> BTreeMap<String, String> {
        self.iter()
            .map(|(n, v)| (n.to_owned(), v.to_owned()))
            .collect()
    }
}

impl Serialize for Args {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_map(self.iter())
    }
}

impl<'de> Deserialize<'de> for Args {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let map = BTreeMap::<String, String>::deserialize(deserializer)?;
        Ok(Self(
            map.into_iter().map(|(n, v)| (Cow::Owned(n), v)).collect(),
        ))
    }
}

/// A settings entry that was skipped, as Claude Code skips it.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct ConfigError {
    /// JSON path, e.g. `settings.project.hooks.PreToolUze`.
    pub path: String,
    pub id: String,
    pub args: BTreeMap<String, String>,
    pub message: String,
}

/// Why a case is invalid (no outcome).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaseError {
    /// What is wrong, in English (the command line's words).
    pub message: String,
    /// The same for a page: a Fluent key (`case-<id>`, or `json-<id>` for a
    /// syntax error) and its arguments.
    pub key: String,
    pub args: BTreeMap<String, String>,
    /// The JSON path of the offending value, when the JSON parsed.
    pub path: Option<String>,
    /// 1-based line and column of a JSON syntax error (together: a syntax
    /// error has both, any other error neither).
    pub line_column: Option<(usize, usize)>,
}

impl std::fmt::Display for CaseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (&self.path, self.line_column) {
            (Some(p), _) => write!(f, "{p}: {}", self.message),
            (None, Some((l, c))) => write!(f, "line {l}, column {c}: {}", self.message),
            _ => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for CaseError {}

/// A handler that would run for a case, for the sandbox to ask what it returned.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct HandlerRef {
    /// The key its result goes under in `handlers`.
    pub key: String,
    /// `managed`, `user`, `project`, `local`, `cli`, `plugin:<name>`, `skill:<name>`, `agent:<name>` or `sdk`.
    pub source: String,
    /// `command`, `http`, `mcp_tool`, `prompt`, `agent` or `callback`.
    pub handler_type: String,
    pub event: String,
    /// Where it is configured, e.g. `settings.project.hooks.PreToolUse[0].hooks[1]`.
    pub path: String,
}

/// The `source` a forked session's SessionStart reports: `fork` since
/// 2.1.214, `resume` before (so a matcher on `resume` also saw forks).
pub fn fork_start_source(version: Version) -> &'static str {
    if version.has(crate::version::Change::ForkSource) {
        "fork"
    } else {
        "resume"
    }
}

/// Evaluates a case (settings compiled for this one call).
pub fn evaluate(case: &Case) -> Outcome {
    Compiled::new(&case.settings, case.version()).evaluate(case)
}

/// Parses and evaluates a case given as JSON text.
pub fn evaluate_str(text: &str) -> Result<Outcome, CaseError> {
    let case = parse_case(text)?;
    Ok(evaluate(&case))
}
