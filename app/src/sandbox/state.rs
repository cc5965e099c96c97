//! The sandbox's state as plain data: the text of every editor, and the
//! functions that turn it into an engine [`Case`] and back, apply a one-click
//! handler output, and find where an engine path sits in an editor. Nothing
//! here knows about Leptos, so all of it is unit-tested.

use super::engine::{Evaluated, Run};
use hooklab_core::{
    hooks::{catalogue, Case, HandlerResult, SettingsSource},
    jsonpos::{self, PathSeg},
};
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;

/// How long after the last keystroke the sandbox evaluates the editors, and
/// a challenge runs its tests again: the one pause every live result waits
/// (the header's search field too).
pub const SETTLE: std::time::Duration = crate::keyboard::TYPING_PAUSE;

/// Where a challenge's test results stand against the settings being edited.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Freshness {
    /// The tests have not run yet.
    NotRun,
    /// The results are those of the settings on screen.
    Fresh,
    /// The settings changed since the tests ran: the results are out of date.
    Stale,
}

/// Compares the case the tests last ran on with the case being edited (`None`
/// while an editor holds text that is not a case yet).
pub fn freshness(tested: Option<&Case>, editing: Option<&Case>) -> Freshness {
    match tested {
        None => Freshness::NotRun,
        Some(tested) if editing == Some(tested) => Freshness::Fresh,
        Some(_) => Freshness::Stale,
    }
}

/// Which editor a position belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditorId {
    /// A settings source's editor.
    Source(SettingsSource),
    /// The event's stdin JSON.
    Event,
}

/// A place in an editor, 1-based, columns in characters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mark {
    pub editor: EditorId,
    pub line: usize,
    pub column: usize,
}

/// Why an editor's text cannot become part of a case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EditorError {
    pub mark: Mark,
    /// `json` (a syntax error, in `json`) or `shape` (`detail` names what
    /// was expected: `object` or `array`).
    pub kind: &'static str,
    pub detail: String,
    /// The parser's error, for a page to word in its language (boxed: it
    /// is large and an editor's text is usually valid).
    pub json: Option<Box<jsonpos::JsonError>>,
}

/// What the sandbox shows for the editors it evaluates.
#[derive(Clone, Debug, PartialEq)]
pub enum Evaluation {
    /// The engine ran their case.
    Ready { case: Box<Case>, run: Box<Run> },
    /// Their case waits for the engine, whose last run (of other editors)
    /// stays in sight meanwhile; `unavailable`: the engine's bundle could
    /// not be loaded.
    Waiting {
        case: Box<Case>,
        last: Option<Box<Run>>,
        unavailable: bool,
    },
    /// They hold no case: what is wrong in each editor.
    Invalid(Vec<EditorError>),
}

impl Evaluation {
    /// The evaluation of `editors`, given the engine's last `answer` and
    /// the editors it answered for.
    pub fn of(editors: &Editors, answer: Option<&(Editors, Evaluated)>, unavailable: bool) -> Self {
        let case = match editors.to_case() {
            Ok(case) => Box::new(case),
            Err(errors) => return Evaluation::Invalid(errors),
        };
        let run = answer.and_then(|(answered, evaluated)| {
            Some((answered == editors, Box::new(evaluated.run.clone()?)))
        });
        match run {
            Some((true, run)) => Evaluation::Ready { case, run },
            last => Evaluation::Waiting {
                case,
                last: last.map(|(_, run)| run),
                unavailable,
            },
        }
    }

    /// The case evaluated, when the editors hold one.
    pub fn case(&self) -> Option<&Case> {
        match self {
            Evaluation::Ready { case, .. } | Evaluation::Waiting { case, .. } => Some(case),
            Evaluation::Invalid(_) => None,
        }
    }

    /// The run to show: this case's, or while it waits the last one.
    pub fn run(&self) -> Option<&Run> {
        match self {
            Evaluation::Ready { run, .. } => Some(run),
            Evaluation::Waiting { last, .. } => last.as_deref(),
            Evaluation::Invalid(_) => None,
        }
    }

    /// The permalink state of this case, once the engine has run it.
    pub fn permalink(&self) -> Option<&str> {
        match self {
            Evaluation::Ready { run, .. } => Some(&run.permalink),
            _ => None,
        }
    }
}

/// Everything the learner can edit.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Editors {
    pub description: Option<String>,
    pub version: String,
    /// One text per entry of [`SettingsSource::ALL`]; blank means "this source has no file".
    pub sources: Vec<String>,
    pub event: String,
    pub handlers: BTreeMap<String, HandlerResult>,
    pub context: Option<hooklab_core::hooks::Context>,
}

fn pretty(value: &Value) -> String {
    serde_json::to_string_pretty(value).unwrap_or_default()
}

impl Editors {
    /// The editors showing `case`.
    pub fn from_case(case: &Case) -> Editors {
        let sources = SettingsSource::ALL
            .iter()
            .map(|source| {
                case.settings
                    .0
                    .get(source.key())
                    .map(pretty)
                    .unwrap_or_default()
            })
            .collect();
        Editors {
            description: case.description.clone(),
            version: case
                .claude_code_version
                .clone()
                .unwrap_or_else(|| hooklab_core::version::Version::NEWEST.to_string()),
            sources,
            event: pretty(&Value::Object(case.event.clone())),
            handlers: case.handlers.clone(),
            context: case.context.clone(),
        }
    }

    /// The case the editors describe, or every editor error found.
    pub fn to_case(&self) -> Result<Case, Vec<EditorError>> {
        let mut errors = Vec::new();
        let mut settings = Map::new();
        for (source, text) in SettingsSource::ALL.into_iter().zip(&self.sources) {
            if text.trim().is_empty() {
                continue;
            }
            let editor = EditorId::Source(source);
            let name = source.key();
            let list = source.is_list();
            match parse_json(text, editor) {
                Ok(value) if list && !value.is_array() => errors.push(shape_error(editor, "array")),
                Ok(value) if !list && !value.is_object() => {
                    errors.push(shape_error(editor, "object"))
                }
                Ok(value) => {
                    settings.insert(name.to_owned(), value);
                }
                Err(error) => errors.push(error),
            }
        }
        let event = match parse_json(&self.event, EditorId::Event) {
            Ok(Value::Object(map)) => Some(map),
            Ok(_) => {
                errors.push(shape_error(EditorId::Event, "object"));
                None
            }
            Err(error) => {
                errors.push(error);
                None
            }
        };
        match event {
            Some(event) if errors.is_empty() => Ok(Case {
                description: self.description.clone(),
                claude_code_version: Some(self.version.clone()),
                context: self.context.clone(),
                settings: hooklab_core::hooks::Settings(settings),
                event,
                handlers: self.handlers.clone(),
                expect: None,
            }),
            _ => Err(errors),
        }
    }

    /// The event name written in the event editor (empty when unreadable).
    pub fn event_name(&self) -> String {
        serde_json::from_str::<Value>(&self.event)
            .ok()
            .and_then(|v| {
                v.get("hook_event_name")
                    .and_then(Value::as_str)
                    .map(str::to_owned)
            })
            .unwrap_or_default()
    }

    /// Whether the event is written as coming from inside a subagent.
    pub fn in_subagent(&self) -> bool {
        serde_json::from_str::<Value>(&self.event)
            .ok()
            .is_some_and(|v| v.get("agent_id").is_some())
    }

    /// Replaces the event with the example input of `event` (inside a
    /// subagent or not).
    pub fn pick_event(&mut self, event: &str, in_subagent: bool) {
        self.event = pretty(&catalogue::example_input(event, in_subagent));
    }

    /// The result recorded for handler `key` (a default one when none is).
    pub fn handler(&self, key: &str) -> HandlerResult {
        self.handlers.get(key).cloned().unwrap_or_default()
    }
}

fn shape_error(editor: EditorId, expected: &str) -> EditorError {
    EditorError {
        mark: Mark {
            editor,
            line: 1,
            column: 1,
        },
        kind: "shape",
        detail: expected.to_owned(),
        json: None,
    }
}

/// Parses an editor's text, with the position of a syntax error.
pub fn parse_json(text: &str, editor: EditorId) -> Result<Value, EditorError> {
    match jsonpos::parse(text) {
        Ok(node) => Ok(node.to_json()),
        Err(error) => Err(EditorError {
            mark: Mark {
                editor,
                line: error.line,
                column: error.column,
            },
            kind: "json",
            detail: error.message.clone(),
            json: Some(Box::new(error)),
        }),
    }
}

/// Where an engine path (`settings.project.hooks.PreToolUze`,
/// `event.tool_name`) sits in the editors: the key when the path ends with
/// one, else the value; the start of the editor when the exact place cannot
/// be found.
pub fn locate_path(editors: &Editors, path: &str) -> Option<Mark> {
    let segs = jsonpos::parse_path(path)?;
    let (editor, text, rest) = match segs.as_slice() {
        [PathSeg::Key(first), PathSeg::Key(source), rest @ ..] if first == "settings" => {
            let source = SettingsSource::from_key(source)?;
            (
                EditorId::Source(source),
                editors.sources.get(source.index())?,
                rest,
            )
        }
        [PathSeg::Key(first), rest @ ..] if first == "event" => {
            (EditorId::Event, &editors.event, rest)
        }
        _ => return None,
    };
    let fallback = Mark {
        editor,
        line: 1,
        column: 1,
    };
    let Ok(root) = jsonpos::parse(text) else {
        return Some(fallback);
    };
    let span = root.key_span_at(&jsonpos::format_path(rest)).or_else(|| {
        // The deepest part of the path that exists.
        (0..rest.len())
            .rev()
            .find_map(|n| root.at_segments(rest.get(..n)?).map(|node| node.span))
    });
    Some(match span {
        Some(span) => {
            let (line, column) = jsonpos::line_col(text, span.start);
            Mark {
                editor,
                line,
                column,
            }
        }
        None => fallback,
    })
}

/// The one-click outputs of the handler panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuickOutput {
    Allow,
    Deny,
    Ask,
    Exit2,
    PlainText,
    InvalidJson,
}

impl QuickOutput {
    pub const ALL: [QuickOutput; 6] = [
        QuickOutput::Allow,
        QuickOutput::Deny,
        QuickOutput::Ask,
        QuickOutput::Exit2,
        QuickOutput::PlainText,
        QuickOutput::InvalidJson,
    ];

    /// The key of its label.
    pub fn label_key(self) -> &'static str {
        match self {
            QuickOutput::Allow => "sandbox-quick-allow",
            QuickOutput::Deny => "sandbox-quick-deny",
            QuickOutput::Ask => "sandbox-quick-ask",
            QuickOutput::Exit2 => "sandbox-quick-exit2",
            QuickOutput::PlainText => "sandbox-quick-text",
            QuickOutput::InvalidJson => "sandbox-quick-invalid",
        }
    }
}

/// The reason and messages the one-click outputs write (English, as a real
/// hook script would print them).
pub const DENY_REASON: &str = "Blocked by policy: ask a human to do this.";
pub const EXIT2_MESSAGE: &str = "Blocked: this action is not allowed here.";
pub const PLAIN_TEXT: &str = "Checked by the hook.";
pub const INVALID_JSON: &str = "{\"decision\": \"block\", ";

/// The JSON a hook prints to allow, deny or ask on `event`.
fn decision_json(event: &str, quick: QuickOutput) -> Value {
    let word = match quick {
        QuickOutput::Allow => "allow",
        QuickOutput::Ask => "ask",
        _ => "deny",
    };
    match event {
        "PreToolUse" => {
            let mut hook_specific =
                json!({"hookEventName": "PreToolUse", "permissionDecision": word});
            if quick != QuickOutput::Allow {
                hook_specific["permissionDecisionReason"] = json!(DENY_REASON);
            }
            json!({ "hookSpecificOutput": hook_specific })
        }
        "PermissionRequest" => {
            let behavior = if quick == QuickOutput::Allow {
                "allow"
            } else {
                "deny"
            };
            let mut decision = json!({ "behavior": behavior });
            if behavior == "deny" {
                decision["message"] = json!(DENY_REASON);
            }
            json!({"hookSpecificOutput": {"hookEventName": "PermissionRequest", "decision": decision}})
        }
        _ if quick == QuickOutput::Allow => json!({}),
        _ => json!({"decision": "block", "reason": DENY_REASON}),
    }
}

/// Applies a one-click output to the result of a handler of type
/// `handler_type` on `event`: the fields that type reads are replaced, the
/// others cleared.
pub fn apply_quick(event: &str, handler_type: &str, quick: QuickOutput) -> HandlerResult {
    let decision = decision_json(event, quick);
    let text = |v: &Value| serde_json::to_string(v).unwrap_or_default();
    match handler_type {
        "http" => match quick {
            QuickOutput::Exit2 => HandlerResult {
                status: Some(500),
                body: Some(EXIT2_MESSAGE.into()),
                ..Default::default()
            },
            QuickOutput::PlainText => HandlerResult {
                status: Some(200),
                body: Some(PLAIN_TEXT.into()),
                ..Default::default()
            },
            QuickOutput::InvalidJson => HandlerResult {
                status: Some(200),
                body: Some(INVALID_JSON.into()),
                ..Default::default()
            },
            _ => HandlerResult {
                status: Some(200),
                body: Some(text(&decision)),
                ..Default::default()
            },
        },
        "prompt" | "agent" => {
            let response = match quick {
                QuickOutput::Allow | QuickOutput::PlainText => json!({"ok": true}),
                QuickOutput::InvalidJson => json!(INVALID_JSON),
                _ => json!({"ok": false, "reason": DENY_REASON}),
            };
            HandlerResult {
                response: Some(response),
                ..Default::default()
            }
        }
        "callback" => {
            let output = match quick {
                QuickOutput::Exit2 => json!({"decision": "block", "reason": EXIT2_MESSAGE}),
                QuickOutput::PlainText => json!({"systemMessage": PLAIN_TEXT}),
                QuickOutput::InvalidJson => json!(INVALID_JSON),
                _ => decision,
            };
            HandlerResult {
                output: Some(output),
                ..Default::default()
            }
        }
        _ => match quick {
            QuickOutput::Exit2 => HandlerResult {
                exit_code: Some(2),
                stderr: Some(EXIT2_MESSAGE.into()),
                ..Default::default()
            },
            QuickOutput::PlainText => HandlerResult {
                exit_code: Some(0),
                stdout: Some(PLAIN_TEXT.into()),
                ..Default::default()
            },
            QuickOutput::InvalidJson => HandlerResult {
                exit_code: Some(0),
                stdout: Some(INVALID_JSON.into()),
                ..Default::default()
            },
            _ => HandlerResult {
                exit_code: Some(0),
                stdout: Some(text(&decision)),
                ..Default::default()
            },
        },
    }
}

/// Which fields of a handler result the panel offers for a handler type.
pub fn fields_for(handler_type: &str) -> &'static [&'static str] {
    match handler_type {
        "http" => &["status", "body", "duration_ms", "timeout", "error"],
        "prompt" | "agent" => &["response", "duration_ms", "timeout"],
        "callback" => &["output", "duration_ms", "timeout", "error"],
        "mcp_tool" => &["stdout", "is_error", "duration_ms", "timeout", "error"],
        _ => &["exit_code", "stdout", "stderr", "duration_ms", "timeout"],
    }
}

/// The text a field of a handler result shows in its input.
pub fn field_text(result: &HandlerResult, field: &str) -> String {
    let json_text = |v: &Option<Value>| {
        v.as_ref()
            .map(|v| serde_json::to_string(v).unwrap_or_default())
            .unwrap_or_default()
    };
    match field {
        "exit_code" => result.exit_code.map(|n| n.to_string()).unwrap_or_default(),
        "stdout" => result.stdout.clone().unwrap_or_default(),
        "stderr" => result.stderr.clone().unwrap_or_default(),
        "duration_ms" => result
            .duration_ms
            .map(|n| n.to_string())
            .unwrap_or_default(),
        "status" => result.status.map(|n| n.to_string()).unwrap_or_default(),
        "body" => result.body.clone().unwrap_or_default(),
        "error" => result.error.clone().unwrap_or_default(),
        "response" => json_text(&result.response),
        "output" => json_text(&result.output),
        "timeout" => result.timeout.unwrap_or(false).to_string(),
        "is_error" => result.is_error.unwrap_or(false).to_string(),
        _ => String::new(),
    }
}

/// Sets a field from the text of its input. An empty text clears it; a
/// number field that does not parse is cleared too; a JSON field that does
/// not parse keeps the text as a JSON string (so the engine can say the
/// output was not an object).
pub fn set_field(result: &mut HandlerResult, field: &str, text: &str) {
    let trimmed = text.trim();
    let some_text = (!text.is_empty()).then(|| text.to_owned());
    let json_value = || {
        (!trimmed.is_empty()).then(|| {
            serde_json::from_str::<Value>(trimmed)
                .unwrap_or_else(|_| Value::String(text.to_owned()))
        })
    };
    match field {
        "exit_code" => result.exit_code = trimmed.parse().ok(),
        "stdout" => result.stdout = some_text,
        "stderr" => result.stderr = some_text,
        "duration_ms" => result.duration_ms = trimmed.parse().ok(),
        "status" => result.status = trimmed.parse().ok(),
        "body" => result.body = some_text,
        "error" => result.error = some_text,
        "response" => result.response = json_value(),
        "output" => result.output = json_value(),
        "timeout" => result.timeout = (trimmed == "true").then_some(true),
        "is_error" => result.is_error = (trimmed == "true").then_some(true),
        _ => {}
    }
}

/// The keys of a source's tab name and hint.
pub fn source_keys(source: SettingsSource) -> (&'static str, &'static str) {
    match source {
        SettingsSource::Managed => ("sandbox-source-managed", "sandbox-source-managed-hint"),
        SettingsSource::User => ("sandbox-source-user", "sandbox-source-user-hint"),
        SettingsSource::Project => ("sandbox-source-project", "sandbox-source-project-hint"),
        SettingsSource::Local => ("sandbox-source-local", "sandbox-source-local-hint"),
        SettingsSource::Cli => ("sandbox-source-cli", "sandbox-source-cli-hint"),
        SettingsSource::Plugins => ("sandbox-source-plugins", "sandbox-source-plugins-hint"),
        SettingsSource::Skills => ("sandbox-source-skills", "sandbox-source-skills-hint"),
        SettingsSource::Agents => ("sandbox-source-agents", "sandbox-source-agents-hint"),
        SettingsSource::Sdk => ("sandbox-source-sdk", "sandbox-source-sdk-hint"),
    }
}

/// The key of a handler-result field's label.
pub fn field_key(field: &str) -> &'static str {
    match field {
        "exit_code" => "sandbox-field-exit_code",
        "stdout" => "sandbox-field-stdout",
        "stderr" => "sandbox-field-stderr",
        "duration_ms" => "sandbox-field-duration_ms",
        "timeout" => "sandbox-field-timeout",
        "status" => "sandbox-field-status",
        "body" => "sandbox-field-body",
        "response" => "sandbox-field-response",
        "output" => "sandbox-field-output",
        "is_error" => "sandbox-field-is_error",
        _ => "sandbox-field-error",
    }
}

/// The key naming a trace step, when there is one.
pub fn step_key(step: &str) -> Option<&'static str> {
    Some(match step {
        "version" => "sandbox-step-version",
        "config" => "sandbox-step-config",
        "match" => "sandbox-step-match",
        "if" => "sandbox-step-if",
        "dedup" => "sandbox-step-dedup",
        "disable" => "sandbox-step-disable",
        "run" => "sandbox-step-run",
        "classify" => "sandbox-step-classify",
        "aggregate" => "sandbox-step-aggregate",
        "permission" => "sandbox-step-permission",
        _ => return None,
    })
}

/// The kinds of token the JSON highlighter colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Token {
    Key,
    Str,
    Number,
    Literal,
    Punct,
    Plain,
}

impl Token {
    /// Its CSS class.
    pub fn class(self) -> &'static str {
        match self {
            Token::Key => "tok-key",
            Token::Str => "tok-str",
            Token::Number => "tok-num",
            Token::Literal => "tok-lit",
            Token::Punct => "tok-punct",
            Token::Plain => "tok-plain",
        }
    }
}

/// The byte offset of a 1-based line and column (in characters), if the
/// text has that line. A column past the end of its line points at the
/// line's end.
pub fn offset_of(text: &str, line: usize, column: usize) -> Option<usize> {
    let start = if line <= 1 {
        0
    } else {
        text.match_indices('\n').nth(line - 2).map(|(i, _)| i + 1)?
    };
    let rest = text.get(start..)?;
    let line_len = rest.find('\n').unwrap_or(rest.len());
    let within = rest
        .get(..line_len)?
        .char_indices()
        .nth(column.saturating_sub(1))
        .map_or(line_len, |(i, _)| i);
    Some(start + within)
}

/// A highlighter piece: its token, its text, and whether an error points at
/// it. An error at the end of a line or of the text gets an empty piece.
pub type Piece<'a> = (Token, &'a str, bool);

/// [`tokenize`], with the character at each error offset cut out as its own
/// marked piece, so the editor can underline exactly where the error is.
pub fn tokenize_marked<'a>(text: &'a str, offsets: &[usize]) -> Vec<Piece<'a>> {
    let mut offsets: Vec<usize> = offsets
        .iter()
        .copied()
        .filter(|&o| text.is_char_boundary(o) || o > text.len())
        .collect();
    hooklab_core::sort::sort(&mut offsets);
    offsets.dedup();
    let mut out = Vec::new();
    let mut at = 0;
    for (token, piece) in tokenize(text) {
        let end = at + piece.len();
        let mut from = at;
        for &offset in offsets.iter().filter(|&&o| o >= at && o < end) {
            // A newline is not underlined: the mark is an empty piece before it.
            let width = match text.get(offset..).and_then(|r| r.chars().next()) {
                Some('\n') | None => 0,
                Some(c) => c.len_utf8(),
            };
            let marked = text.get(offset..offset + width).unwrap_or("");
            if offset > from {
                out.push((token, text.get(from..offset).unwrap_or(""), false));
            }
            out.push((token, marked, true));
            from = offset + width;
        }
        if from < end {
            out.push((token, text.get(from..end).unwrap_or(""), false));
        }
        at = end;
    }
    if offsets.iter().any(|&o| o >= text.len()) {
        out.push((Token::Plain, "", true));
    }
    out
}

/// The editor's highlighted copy of `text` as HTML, with the errors at
/// `offsets` underlined: one `<span>` per piece, classed by its token.
/// Written as one string, so the page hydrates it as a single node rather
/// than a node per token. Ends with a newline, so a last empty line keeps
/// its height under the textarea.
pub fn highlighted_html(text: &str, offsets: &[usize]) -> String {
    let mut html = String::with_capacity(text.len() * 3);
    for (token, piece, marked) in tokenize_marked(text, offsets) {
        let error = match (marked, piece.is_empty()) {
            (true, true) => " error-at error-end",
            (true, false) => " error-at",
            (false, _) => "",
        };
        html.push_str("<span class=\"");
        html.push_str(token.class());
        html.push_str(error);
        html.push_str("\">");
        html.push_str(&html_escape::encode_text(piece));
        html.push_str("</span>");
    }
    html.push('\n');
    html
}

/// The event picker's options as HTML, one per hook event, with
/// `selected` chosen. One string is one node to hydrate instead of an
/// element per event; the picker follows the editor through its `value`.
pub fn event_options_html(selected: &str) -> String {
    let mut html = String::with_capacity(catalogue::EVENTS.len() * 48);
    for spec in catalogue::EVENTS {
        let value = html_escape::encode_double_quoted_attribute(spec.name);
        let text = html_escape::encode_text(spec.name);
        let chosen = if spec.name == selected {
            " selected"
        } else {
            ""
        };
        html.push_str(&format!(
            "<option value=\"{value}\"{chosen}>{text}</option>"
        ));
    }
    html
}

/// The editor's gutter as HTML: a line number per line of `text`, with a
/// warning sign on the lines in `marked`.
pub fn gutter_html(text: &str, marked: &[usize]) -> String {
    let lines = text.split('\n').count();
    let mut html = String::with_capacity(lines * 32);
    for n in 1..=lines {
        if marked.contains(&n) {
            html.push_str(&format!("<span class=\"line-number bad\">⚠ {n}</span>"));
        } else {
            html.push_str(&format!("<span class=\"line-number\">{n}</span>"));
        }
    }
    html
}

/// Splits text into highlighter tokens. The pieces, joined, give back the
/// text exactly, whatever it is (JSON or not); a string followed by `:` is a
/// key.
pub fn tokenize(text: &str) -> Vec<(Token, &str)> {
    let mut out: Vec<(Token, &str)> = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((start, c)) = chars.next() {
        let mut end = start + c.len_utf8();
        let kind = match c {
            '"' => {
                let mut escaped = false;
                for (i, d) in chars.by_ref() {
                    end = i + d.len_utf8();
                    if escaped {
                        escaped = false;
                    } else if d == '\\' {
                        escaped = true;
                    } else if d == '"' || d == '\n' {
                        break;
                    }
                }
                let after = text.get(end..).unwrap_or("");
                if after.trim_start_matches([' ', '\t']).starts_with(':') {
                    Token::Key
                } else {
                    Token::Str
                }
            }
            '-' | '0'..='9' => {
                while let Some((i, d)) = chars.peek().copied() {
                    if d.is_ascii_digit() || matches!(d, '.' | 'e' | 'E' | '+' | '-') {
                        end = i + d.len_utf8();
                        chars.next();
                    } else {
                        break;
                    }
                }
                Token::Number
            }
            '{' | '}' | '[' | ']' | ':' | ',' => Token::Punct,
            c if c.is_ascii_alphabetic() => {
                while let Some((i, d)) = chars.peek().copied() {
                    if d.is_ascii_alphanumeric() {
                        end = i + d.len_utf8();
                        chars.next();
                    } else {
                        break;
                    }
                }
                match text.get(start..end) {
                    Some("true" | "false" | "null") => Token::Literal,
                    _ => Token::Plain,
                }
            }
            _ => {
                while let Some((i, d)) = chars.peek().copied() {
                    if d == '"' || d == '-' || d.is_ascii_alphanumeric() || "{}[]:,".contains(d) {
                        break;
                    }
                    end = i + d.len_utf8();
                    chars.next();
                }
                Token::Plain
            }
        };
        if let Some(piece) = text.get(start..end) {
            out.push((kind, piece));
        }
    }
    out
}

/// Inserts two spaces at the caret (or in place of the selection), as the
/// editors do on Tab. `start` and `end` are UTF-16 offsets, as the browser
/// gives them; returns the new text and the new caret offset (UTF-16).
pub fn insert_indent(text: &str, start: u32, end: u32) -> (String, u32) {
    let to_byte = |utf16: u32| {
        let mut units = 0u32;
        for (i, c) in text.char_indices() {
            if units >= utf16 {
                return i;
            }
            units += c.len_utf16() as u32;
        }
        text.len()
    };
    let (a, b) = (to_byte(start.min(end)), to_byte(start.max(end)));
    let mut out = String::with_capacity(text.len() + 2);
    out.push_str(text.get(..a).unwrap_or(""));
    out.push_str("  ");
    out.push_str(text.get(b..).unwrap_or(""));
    let caret = text.get(..a).map_or(0, |s| s.encode_utf16().count()) as u32 + 2;
    (out, caret)
}

/// The settings file a source would be written as, for "copy as
/// settings.json" (the core's `source_file`); text that is not JSON yet is
/// copied as it is.
pub fn settings_file_text(editors: &Editors, source: SettingsSource) -> String {
    let Some(text) = editors.sources.get(source.index()) else {
        return String::new();
    };
    match serde_json::from_str::<Value>(text) {
        Ok(value) => hooklab_core::sandbox::source_file(&value),
        Err(_) => text.clone(),
    }
}

/// The case file a download holds: the case as pretty JSON.
pub fn case_file_text(case: &Case) -> String {
    serde_json::to_string_pretty(case).unwrap_or_default()
}

/// Why an uploaded case file was not read, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CaseFileError {
    /// 1-based line and column: of the syntax error, else of the key at the
    /// error's path, when there is one.
    pub at: Option<(usize, usize)>,
    /// The core's error (boxed: it is large, and rare).
    pub error: Box<hooklab_core::hooks::CaseError>,
}

/// Reads an uploaded case file; the error says where it went wrong.
pub fn read_case_file(text: &str) -> Result<Case, CaseFileError> {
    hooklab_core::hooks::parse_case(text).map_err(|e| {
        let at = e.line_column.or_else(|| {
            let p = e.path.as_deref()?;
            let root = jsonpos::parse(text).ok()?;
            let span = root.key_span_at(p)?;
            Some(jsonpos::line_col(text, span.start))
        });
        CaseFileError {
            at,
            error: Box::new(e),
        }
    })
}

/// A starting case for the free sandbox: a project PreToolUse guard on Bash
/// that blocks with exit 2.
pub fn default_case() -> Case {
    let settings = json!({
        "project": {"hooks": {"PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "\"$CLAUDE_PROJECT_DIR\"/.claude/hooks/guard.sh"}]}]}}
    });
    let mut handlers = BTreeMap::new();
    handlers.insert(
        "\"$CLAUDE_PROJECT_DIR\"/.claude/hooks/guard.sh".to_owned(),
        HandlerResult {
            exit_code: Some(2),
            stderr: Some("npm test is not allowed before review".into()),
            ..Default::default()
        },
    );
    let event = match catalogue::example_input("PreToolUse", false) {
        Value::Object(map) => map,
        _ => Map::new(),
    };
    Case {
        claude_code_version: Some(hooklab_core::version::Version::NEWEST.to_string()),
        settings: hooklab_core::hooks::Settings(settings.as_object().cloned().unwrap_or_default()),
        event,
        handlers,
        ..Default::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_engine_answer_shows_as_ready_only_for_the_editors_it_was_for() {
        let asked = Editors::from_case(&default_case());
        let answer = (asked.clone(), crate::sandbox::engine::evaluate(&asked));
        let run = answer.1.run.clone().expect("the starting case runs");
        assert_eq!(
            Evaluation::of(&asked, Some(&answer), false),
            Evaluation::Ready {
                case: Box::new(asked.to_case().expect("a case")),
                run: Box::new(run.clone()),
            }
        );
        assert_eq!(
            Evaluation::of(&asked, Some(&answer), false).permalink(),
            Some(run.permalink.as_str())
        );
        // Edited since: the case waits, the last run stays in sight, and
        // no permalink is offered for a state the engine has not seen.
        let mut edited = asked.clone();
        edited.version = "2.1.0".into();
        for unavailable in [false, true] {
            let waiting = Evaluation::of(&edited, Some(&answer), unavailable);
            assert_eq!(
                waiting,
                Evaluation::Waiting {
                    case: Box::new(edited.to_case().expect("a case")),
                    last: Some(Box::new(run.clone())),
                    unavailable,
                }
            );
            assert_eq!(waiting.run(), Some(&run));
            assert_eq!(waiting.permalink(), None);
        }
        // Nothing asked yet (a page the browser drew itself).
        assert!(matches!(
            Evaluation::of(&asked, None, false),
            Evaluation::Waiting { last: None, .. }
        ));
        // Broken JSON: the editors' errors, whatever the engine said before.
        edited.event = "{".into();
        let invalid = Evaluation::of(&edited, Some(&answer), false);
        assert!(
            matches!(&invalid, Evaluation::Invalid(errors) if errors.len() == 1),
            "{invalid:?}"
        );
        assert_eq!(invalid.case(), None);
        assert_eq!(invalid.run(), None);
    }

    #[test]
    fn results_go_stale_on_any_change_and_fresh_again_on_the_tested_case() {
        let tested = default_case();
        assert_eq!(freshness(None, Some(&tested)), Freshness::NotRun);
        assert_eq!(freshness(Some(&tested), Some(&tested)), Freshness::Fresh);
        let mut edited = tested.clone();
        edited.event.insert("tool_name".into(), json!("Write"));
        assert_eq!(freshness(Some(&tested), Some(&edited)), Freshness::Stale);
        // an editor holding broken JSON: the results no longer describe it
        assert_eq!(freshness(Some(&tested), None), Freshness::Stale);
    }

    #[test]
    fn offsets_of_lines_and_columns() {
        let text = "{\n  \"é\": tru\n}";
        assert_eq!(offset_of(text, 1, 1), Some(0));
        assert_eq!(offset_of(text, 2, 3), Some(4), "the opening quote");
        assert_eq!(offset_of(text, 2, 5), Some(7), "after the two-byte é");
        assert_eq!(
            offset_of(text, 2, 99),
            Some(text.find("tru").unwrap() + 3),
            "past the end: the line's end"
        );
        assert_eq!(offset_of(text, 3, 1), Some(text.len() - 1));
        assert_eq!(offset_of(text, 4, 1), None);
    }

    #[test]
    fn marked_pieces_keep_the_text_and_cut_out_the_error() {
        let text = "{\"a\": tru}";
        let at = text.find('}').unwrap();
        let pieces = tokenize_marked(text, &[at]);
        let joined: String = pieces.iter().map(|(_, p, _)| *p).collect();
        assert_eq!(joined, text, "nothing is lost or doubled");
        let marked: Vec<&str> = pieces
            .iter()
            .filter(|(_, _, m)| *m)
            .map(|(_, p, _)| *p)
            .collect();
        assert_eq!(marked, vec!["}"]);

        let inside = text.find("ru").unwrap();
        let pieces = tokenize_marked(text, &[inside]);
        assert_eq!(
            pieces
                .iter()
                .filter(|(_, _, m)| *m)
                .map(|(_, p, _)| *p)
                .collect::<Vec<_>>(),
            vec!["r"]
        );
        assert_eq!(pieces.iter().map(|(_, p, _)| *p).collect::<String>(), text);

        let twice = tokenize_marked(text, &[at, inside, at]);
        assert_eq!(
            twice
                .iter()
                .filter(|(_, _, m)| *m)
                .map(|(_, p, _)| *p)
                .collect::<Vec<_>>(),
            vec!["r", "}"],
            "marks in any order, each once"
        );

        let eol = tokenize_marked("[1,\n", &[3, 4]);
        assert_eq!(
            eol.iter().filter(|(_, _, m)| *m).count(),
            2,
            "an error at a newline and at the end are both shown"
        );
        assert_eq!(eol.iter().map(|(_, p, _)| *p).collect::<String>(), "[1,\n");
    }

    #[test]
    fn the_highlighted_html_escapes_the_text_and_marks_the_error() {
        let text = "{\"a<b\": \"x&y\", tru}";
        let at = text.find("ru").unwrap();
        let html = highlighted_html(text, &[at]);
        assert!(
            html.starts_with("<span class=\"tok-punct\">{</span>"),
            "{html}"
        );
        assert!(
            html.contains("<span class=\"tok-key\">\"a&lt;b\"</span>"),
            "{html}"
        );
        assert!(
            html.contains("<span class=\"tok-str\">\"x&amp;y\"</span>"),
            "{html}"
        );
        assert!(
            html.contains("<span class=\"tok-plain error-at\">r</span>"),
            "{html}"
        );
        assert!(html.ends_with("</span>\n"), "{html}");
        let at_end = highlighted_html("[1,", &[3]);
        assert!(
            at_end.contains("<span class=\"tok-plain error-at error-end\"></span>"),
            "{at_end}"
        );
    }

    #[test]
    fn the_event_options_name_every_event_and_select_one() {
        let html = event_options_html("Stop");
        assert_eq!(html.matches("<option ").count(), catalogue::EVENTS.len());
        assert_eq!(html.matches(" selected>").count(), 1);
        assert!(
            html.contains("<option value=\"Stop\" selected>Stop</option>"),
            "{html}"
        );
        assert!(
            html.contains("<option value=\"PreToolUse\">PreToolUse</option>"),
            "{html}"
        );
        assert!(!event_options_html("").contains("selected"));
    }

    #[test]
    fn the_gutter_numbers_every_line_and_flags_the_marked_ones() {
        assert_eq!(
            gutter_html("a\nb\n", &[2]),
            "<span class=\"line-number\">1</span>\
             <span class=\"line-number bad\">⚠ 2</span>\
             <span class=\"line-number\">3</span>"
        );
        assert_eq!(gutter_html("", &[]), "<span class=\"line-number\">1</span>");
    }
    use hooklab_core::hooks::{evaluate, firing_handlers};

    #[test]
    fn a_case_round_trips_through_the_editors() {
        let case = default_case();
        let editors = Editors::from_case(&case);
        assert!(editors.sources[2].contains("PreToolUse"));
        assert!(editors.sources[0].is_empty());
        let back = editors.to_case().expect("valid editors");
        assert_eq!(back, case);
        assert_eq!(editors.event_name(), "PreToolUse");
        assert!(!editors.in_subagent());
    }

    #[test]
    fn conformance_cases_round_trip() {
        // The repository's own copy of the public cases: a fresh clone has
        // nothing outside the checkout.
        let dir =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/conformance/hooks");
        let mut seen = 0;
        for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            let text = std::fs::read_to_string(entry.path()).unwrap_or_default();
            let Ok(mut case) = hooklab_core::hooks::parse_case(&text) else {
                continue;
            };
            case.expect = None;
            let editors = Editors::from_case(&case);
            let mut back = editors.to_case().expect("round trip");
            if case.claude_code_version.is_none() {
                back.claude_code_version = None;
            }
            assert_eq!(back, case, "{:?}", entry.path());
            seen += 1;
        }
        assert!(seen >= 20, "only {seen} conformance cases read");
    }

    #[test]
    fn syntax_errors_carry_their_editor_line_and_column() {
        let mut editors = Editors::from_case(&default_case());
        editors.sources[1] = "{\n  \"hooks\": {,}\n}".into();
        editors.event = "[1]".into();
        let errors = editors.to_case().expect_err("two errors");
        assert_eq!(errors.len(), 2);
        assert_eq!(
            errors[0].mark,
            Mark {
                editor: EditorId::Source(SettingsSource::User),
                line: 2,
                column: 13
            }
        );
        assert_eq!(errors[0].kind, "json");
        assert_eq!(errors[1].mark.editor, EditorId::Event);
        assert_eq!(errors[1].kind, "shape");
        editors.sources[5] = "{}".into();
        editors.event = "{}".into();
        let errors = editors.to_case().expect_err("plugins must be a list");
        assert!(errors.iter().any(
            |e| e.mark.editor == EditorId::Source(SettingsSource::Plugins) && e.detail == "array"
        ));
    }

    #[test]
    fn engine_paths_point_into_the_right_editor() {
        let mut editors = Editors::from_case(&default_case());
        editors.sources[2] = "{\n  \"hooks\": {\n    \"PreToolUze\": []\n  }\n}".into();
        let mark = locate_path(&editors, "settings.project.hooks.PreToolUze").expect("found");
        assert_eq!(
            mark,
            Mark {
                editor: EditorId::Source(SettingsSource::Project),
                line: 3,
                column: 5
            }
        );
        let mark = locate_path(&editors, "settings.project.hooks.Missing[3]")
            .expect("falls back to the parent");
        assert_eq!(mark.line, 2);
        let mark = locate_path(&editors, "event.tool_name").expect("event");
        assert_eq!(mark.editor, EditorId::Event);
        assert!(mark.line > 1);
        assert_eq!(locate_path(&editors, "settings.nowhere.hooks"), None);
    }

    #[test]
    fn one_click_outputs_change_what_the_engine_decides() {
        let case = default_case();
        let handler = firing_handlers(&case)
            .into_iter()
            .next()
            .expect("one handler fires");
        let mut editors = Editors::from_case(&case);
        for (quick, decision, blocked) in [
            (QuickOutput::Allow, Some("allow"), false),
            (QuickOutput::Deny, Some("deny"), true),
            (QuickOutput::Exit2, Some("deny"), true),
        ] {
            editors.handlers.insert(
                handler.key.clone(),
                apply_quick("PreToolUse", &handler.handler_type, quick),
            );
            let outcome = evaluate(&editors.to_case().expect("valid"));
            assert_eq!(outcome.decision.as_deref(), decision, "{quick:?}");
            assert_eq!(outcome.blocked, blocked, "{quick:?}");
        }
        let exit1 = {
            let mut r = editors.handler(&handler.key);
            set_field(&mut r, "exit_code", "1");
            r
        };
        editors.handlers.insert(handler.key.clone(), exit1);
        assert!(!evaluate(&editors.to_case().expect("valid")).blocked);
        let http = apply_quick("Stop", "http", QuickOutput::Deny);
        assert_eq!(http.status, Some(200));
        assert!(http.body.unwrap_or_default().contains("block"));
        let prompt = apply_quick("Stop", "prompt", QuickOutput::Exit2);
        assert_eq!(
            prompt.response,
            Some(json!({"ok": false, "reason": DENY_REASON}))
        );
    }

    #[test]
    fn fields_round_trip_through_their_text() {
        let mut r = HandlerResult::default();
        set_field(&mut r, "exit_code", " 2 ");
        set_field(&mut r, "timeout", "true");
        set_field(&mut r, "output", "{\"continue\": false}");
        set_field(&mut r, "response", "not json");
        assert_eq!(r.exit_code, Some(2));
        assert_eq!(r.timeout, Some(true));
        assert_eq!(field_text(&r, "output"), "{\"continue\":false}");
        assert_eq!(r.response, Some(json!("not json")));
        set_field(&mut r, "exit_code", "x");
        set_field(&mut r, "timeout", "false");
        assert_eq!(r.exit_code, None);
        assert_eq!(r.timeout, None);
        assert_eq!(fields_for("command")[0], "exit_code");
        for kind in ["command", "http", "prompt", "callback", "mcp_tool"] {
            for field in fields_for(kind) {
                assert!(field_key(field).ends_with(field), "{field}");
            }
        }
        for source in SettingsSource::ALL {
            assert!(source_keys(source).0.ends_with(source.key()));
        }
        assert_eq!(step_key("run"), Some("sandbox-step-run"));
        assert_eq!(step_key("nope"), None);
    }

    #[test]
    fn the_tokenizer_keeps_every_character() {
        for text in [
            "{\"a\": [1, -2.5e3, true, null], \"b\": \"x\\\"y\"}",
            "{\"é\": \"ünï\", oops ~ }",
            "\"open",
            "",
        ] {
            let tokens = tokenize(text);
            let joined: String = tokens.iter().map(|(_, s)| *s).collect();
            assert_eq!(joined, text);
        }
        let tokens = tokenize("{\"k\" : \"v\"}");
        assert_eq!(tokens[1], (Token::Key, "\"k\""));
        assert!(tokens.contains(&(Token::Str, "\"v\"")));
    }

    #[test]
    fn tab_inserts_two_spaces_at_utf16_offsets() {
        assert_eq!(insert_indent("ab", 1, 1), ("a  b".to_owned(), 3));
        assert_eq!(insert_indent("😀x", 2, 2), ("😀  x".to_owned(), 4));
        assert_eq!(insert_indent("abc", 3, 0), ("  ".to_owned(), 2));
        assert_eq!(insert_indent("a", 9, 9), ("a  ".to_owned(), 3));
    }

    #[test]
    fn uploads_report_where_they_fail_and_list_sources_become_one_file() {
        let failed = read_case_file("{\n  \"event\": }").expect_err("bad json");
        assert_eq!(failed.at, Some((2, 12)));
        let good = case_file_text(&default_case());
        assert_eq!(read_case_file(&good).ok(), Some(default_case()));
        let mut editors = Editors::from_case(&default_case());
        editors.sources[5] = r#"[{"name": "a", "hooks": {"Stop": [{"hooks": []}]}}, {"name": "b", "hooks": {"Stop": [{"hooks": []}]}}]"#.into();
        let file: Value =
            serde_json::from_str(&settings_file_text(&editors, SettingsSource::Plugins))
                .expect("json");
        assert_eq!(file["hooks"]["Stop"].as_array().map(Vec::len), Some(2));
        editors.pick_event("SubagentStop", true);
        assert!(editors.in_subagent());
        assert_eq!(editors.event_name(), "SubagentStop");
    }
}
