//! Script rules: what a hook script (or an inline `command`) does with exit
//! codes, stdout and stderr, judged against the event it runs on.
//!
//! This is a line-based reading of shell, Python and JavaScript, not a
//! parser: each rule looks for a recognisable shape (an `exit 1` under a
//! line that says "blocked", an `echo` right before `exit 2`...) and stays
//! quiet when unsure.

use std::collections::BTreeMap;

use crate::hooks::catalogue::{self, Blocking, EventSpec};

use super::text::{contains_ci, line_ranges};
use super::{args, make, sort, Diagnostic, Severity};

/// What the script rules need to know about where a script runs.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ScriptContext {
    /// The event the script is registered on (`PreToolUse`).
    pub event: String,
    /// `bash`, `python3`, `node`... (default: from the shebang, else shell).
    pub interpreter: Option<String>,
    /// The handler is `async: true` (or `asyncRewake`).
    pub is_async: bool,
}

/// A finding as a byte range of the script text.
pub(crate) struct Finding {
    pub rule: &'static str,
    pub variant: &'static str,
    pub severity: Severity,
    pub start: usize,
    pub end: usize,
    pub args: BTreeMap<String, String>,
}

/// Lints a script for the given context.
pub fn lint_script_in(script_text: &str, ctx: &ScriptContext) -> Vec<Diagnostic> {
    let mut out: Vec<Diagnostic> = analyze(script_text, ctx)
        .into_iter()
        .map(|f| {
            make(
                script_text,
                f.rule,
                f.variant,
                f.severity,
                "",
                f.start,
                f.end,
                f.args,
            )
        })
        .collect();
    sort(&mut out);
    out
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Lang {
    Shell,
    Python,
    Js,
}

fn language(text: &str, hint: Option<&str>) -> Lang {
    let first = text.lines().next().unwrap_or("");
    let probe = hint.map_or_else(
        || {
            if first.starts_with("#!") {
                first.to_string()
            } else {
                String::new()
            }
        },
        str::to_string,
    );
    let mut probe = probe.to_ascii_lowercase();
    if probe.is_empty() {
        // No shebang and no hint: sniff the text.
        if [
            "import sys",
            "import json",
            "json.load(",
            "sys.exit(",
            "def main(",
        ]
        .iter()
        .any(|k| text.contains(k))
        {
            probe = "python".into();
        } else if ["require(", "process.stdin", "process.exit(", "console.log("]
            .iter()
            .any(|k| text.contains(k))
        {
            probe = "node".into();
        }
    }
    if probe.contains("python") || probe.contains("uv run") || probe.ends_with(".py") {
        Lang::Python
    } else if [
        "node", "bun", "deno", "tsx", "ts-node", ".js", ".mjs", ".ts",
    ]
    .iter()
    .any(|k| probe.contains(k))
    {
        Lang::Js
    } else {
        Lang::Shell
    }
}

/// One line of the script with what it does.
struct Line<'a> {
    start: usize,
    text: &'a str,
    indent: usize,
    exit: Option<(i64, usize, usize)>,
    stdout: bool,
    stdout_json: bool,
    stderr: bool,
}

fn exit_code(lang: Lang, line: &str) -> Option<(i64, usize, usize)> {
    let patterns: &[&str] = match lang {
        Lang::Shell => &["exit "],
        Lang::Python => &["sys.exit(", "os._exit(", "exit("],
        Lang::Js => &["process.exit(", "process.exitCode = ", "process.exitCode="],
    };
    for p in patterns {
        let mut from = 0;
        while let Some(rel) = line.get(from..).and_then(|s| s.find(p)) {
            let at = from + rel;
            from = at + p.len();
            let before = line.get(..at).and_then(|s| s.chars().last());
            if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
                && *p == "exit("
            {
                continue;
            }
            if lang == Lang::Shell
                && before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
            {
                continue;
            }
            let digits: String = line
                .get(at + p.len()..)
                .unwrap_or("")
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            if let Ok(code) = digits.parse::<i64>() {
                let end = at + p.len() + digits.len();
                return Some((code, at, end));
            }
        }
    }
    None
}

fn is_comment(lang: Lang, t: &str) -> bool {
    match lang {
        Lang::Shell | Lang::Python => t.starts_with('#'),
        Lang::Js => t.starts_with("//"),
    }
}

fn classify<'a>(lang: Lang, text: &'a str, start: usize) -> Line<'a> {
    let t = text.trim_start();
    let indent = text.len() - t.len();
    if is_comment(lang, t) {
        return Line {
            start,
            text,
            indent,
            exit: None,
            stdout: false,
            stdout_json: false,
            stderr: false,
        };
    }
    let (stdout, stderr) = match lang {
        Lang::Shell => {
            let writes = [
                "echo ", "printf ", "cat <<", "cat<<", "jq -n", "jq -nc", "echo\t",
            ]
            .iter()
            .any(|w| {
                t.starts_with(w)
                    || t.contains(&format!("; {w}"))
                    || t.contains(&format!("&& {w}"))
                    || t.contains(&format!("then {w}"))
                    || t.contains(&format!("{{ {w}"))
            });
            let to_err = t.contains(">&2") || t.contains("/dev/stderr");
            let redirected = !to_err
                && (t.contains(" > ")
                    || t.contains(" >> ")
                    || t.contains(">/dev/null")
                    || t.contains("| "));
            (writes && !to_err && !redirected, writes && to_err)
        }
        Lang::Python => {
            let to_err = t.contains("sys.stderr") || t.contains("file=sys.stderr");
            let writes =
                t.starts_with("print(") || t.contains("sys.stdout.write") || t.contains(" print(");
            (writes && !to_err, to_err)
        }
        Lang::Js => {
            let to_err = t.contains("console.error") || t.contains("process.stderr.write");
            let writes = t.contains("console.log") || t.contains("process.stdout.write");
            (writes && !to_err, to_err)
        }
    };
    let json_shape = t.contains('{') && (t.contains('"') || t.contains('\''))
        || t.contains("json.dumps")
        || t.contains("JSON.stringify")
        || t.contains("jq -n");
    Line {
        start,
        text,
        indent,
        exit: exit_code(lang, t).map(|(c, s, e)| (c, s + indent, e + indent)),
        stdout,
        stdout_json: stdout && json_shape,
        stderr,
    }
}

/// The lines that lead to line `i`'s exit: the same line and the ones above
/// it in the same block, plus the line that opens the block (its condition).
fn window(lines: &[Line<'_>], i: usize) -> Vec<usize> {
    let mut out = vec![i];
    let Some(here) = lines.get(i) else {
        return out;
    };
    let mut j = i;
    let mut steps = 0;
    while j > 0 && steps < 8 {
        j -= 1;
        steps += 1;
        let Some(l) = lines.get(j) else { break };
        let t = l.text.trim();
        if t.is_empty() {
            continue;
        }
        if l.exit.is_some() || matches!(t, "fi" | "done" | "esac" | "}" | ";;" | "};") {
            break;
        }
        out.push(j);
        if l.indent < here.indent {
            break;
        }
    }
    out
}

const DENY_WORDS: &[&str] = &[
    "deny",
    "denied",
    "block",
    "forbid",
    "not allowed",
    "refus",
    "dangerous",
    "reject",
    "prevent",
    "prohibit",
    "disallow",
    "unsafe",
    "protected",
    "must not",
    "not permitted",
    "destructive",
];

const ENV_MYTHS: &[&str] = &[
    "CLAUDE_TOOL_INPUT",
    "CLAUDE_TOOL_NAME",
    "CLAUDE_TOOL_ARGS",
    "CLAUDE_TOOL_OUTPUT",
    "CLAUDE_FILE_PATHS",
    "CLAUDE_FILE_PATH",
    "CLAUDE_USER_PROMPT",
    "CLAUDE_HOOK_EVENT",
    "TOOL_NAME",
    "TOOL_INPUT",
    "TOOL_ARGS",
    "TOOL_OUTPUT",
    "TOOL_RESPONSE",
    "USER_PROMPT",
    "HOOK_EVENT_NAME",
];

/// hookSpecificOutput fields that only some events accept.
const EVENT_FIELDS: &[&str] = &[
    "permissionDecision",
    "updatedInput",
    "additionalContext",
    "updatedToolOutput",
    "displayContent",
    "watchPaths",
    "sessionTitle",
    "initialUserMessage",
    "worktreePath",
];

fn quoted_key_at(text: &str, key: &str) -> Option<usize> {
    for q in ["\"", "'", "\\\""] {
        let needle = format!("{q}{key}{q}");
        if let Some(p) = text.find(&needle) {
            return Some(p);
        }
    }
    None
}

fn finding(
    rule: &'static str,
    variant: &'static str,
    severity: Severity,
    start: usize,
    end: usize,
    a: BTreeMap<String, String>,
) -> Finding {
    Finding {
        rule,
        variant,
        severity,
        start,
        end,
        args: a,
    }
}

/// Runs every script rule; offsets are byte offsets of `text`.
pub(crate) fn analyze(text: &str, ctx: &ScriptContext) -> Vec<Finding> {
    let lang = language(text, ctx.interpreter.as_deref());
    let ev: Option<&EventSpec> = catalogue::event(&ctx.event);
    let event = ctx.event.as_str();
    let lines: Vec<Line<'_>> = line_ranges(text)
        .into_iter()
        .map(|(s, e)| classify(lang, text.get(s..e).unwrap_or(""), s))
        .collect();
    let mut out = Vec::new();

    let can_block_exit2 = ev.is_some_and(|e| e.blocking == Blocking::Exit2);
    let mut blocking_at: Option<(usize, usize)> = None;
    let mut writes_plain = None;
    let mut writes_json = false;

    // Lines on the way to a non-zero exit are error paths, not answers.
    let mut error_path = vec![false; lines.len()];
    for (i, line) in lines.iter().enumerate() {
        if line.exit.is_some_and(|(code, _, _)| code != 0) {
            for j in window(&lines, i) {
                if let Some(slot) = error_path.get_mut(j) {
                    *slot = true;
                }
            }
        }
    }
    for (i, line) in lines.iter().enumerate() {
        let on_error_path = error_path.get(i).copied().unwrap_or(false);
        if line.stdout_json {
            writes_json = true;
        } else if line.stdout && !on_error_path && writes_plain.is_none() {
            writes_plain = Some(line.start + line.indent);
        }
        let Some((code, es, ee)) = line.exit else {
            continue;
        };
        let (s, e) = (line.start + es, line.start + ee);
        let win = window(&lines, i);
        let win_text: String = win
            .iter()
            .rev()
            .filter_map(|j| lines.get(*j))
            .map(|l| {
                if l.exit.is_some() {
                    l.text.get(..l.exit.map_or(0, |x| x.1)).unwrap_or("")
                } else {
                    l.text
                }
            })
            .collect::<Vec<_>>()
            .join("\n");
        let said_stderr = win.iter().filter_map(|j| lines.get(*j)).any(|l| l.stderr);
        let said_stdout = win
            .iter()
            .filter_map(|j| lines.get(*j))
            .any(|l| l.stdout && !l.stdout_json);
        let said_json = win
            .iter()
            .filter_map(|j| lines.get(*j))
            .any(|l| l.stdout_json);
        let code_s = code.to_string();
        if code == 2 {
            if blocking_at.is_none() {
                blocking_at = Some((s, e));
            }
            if said_json && can_block_exit2 {
                out.push(finding(
                    "H003",
                    "",
                    Severity::Warning,
                    s,
                    e,
                    args([("event", event)]),
                ));
            } else if said_stdout && !said_stderr && can_block_exit2 {
                out.push(finding(
                    "H002",
                    "",
                    Severity::Error,
                    s,
                    e,
                    args([("event", event)]),
                ));
            }
            if catalogue::event(event).is_some_and(|e| e.missing_script_downgrade)
                && said_stderr
                && ["no such file", "can't open", "cannot open"]
                    .iter()
                    .any(|w| contains_ci(&win_text, w))
            {
                out.push(finding(
                    "H023",
                    "",
                    Severity::Warning,
                    s,
                    e,
                    args([("event", event)]),
                ));
            }
        } else if code != 0 && can_block_exit2 && !said_json {
            let deny_like = DENY_WORDS.iter().any(|w| contains_ci(&win_text, w));
            if deny_like
                && !win_text.contains("permissionDecision")
                && !win_text.contains("\"decision\"")
            {
                out.push(finding(
                    "H001",
                    "",
                    Severity::Error,
                    s,
                    e,
                    args([("event", event), ("code", &code_s)]),
                ));
            }
        }
    }

    // JSON decisions anywhere in the script.
    let decision_block = quoted_key_at(text, "decision").filter(|p| {
        let tail = text.get(*p..).unwrap_or("");
        let tail: String = tail.chars().take(40).collect();
        tail.contains("block")
    });
    let decides = blocking_at
        .map(|(s, _)| s)
        .or(decision_block)
        .or_else(|| quoted_key_at(text, "permissionDecision"))
        .or_else(|| {
            text.find("\"continue\": false")
                .or_else(|| text.find("\"continue\":false"))
        });

    // H011: a Stop hook that can block but never looks at stop_hook_active.
    if matches!(event, "Stop" | "SubagentStop") && !text.contains("stop_hook_active") {
        if let Some(at) = blocking_at.map(|(s, _)| s).or(decision_block) {
            out.push(finding(
                "H011",
                "",
                Severity::Warning,
                at,
                at + 1,
                args([("event", event)]),
            ));
        }
    }

    // H024: an async hook that tries to decide.
    if ctx.is_async {
        if let Some(at) = decides {
            out.push(finding(
                "H024",
                "",
                Severity::Error,
                at,
                at + 1,
                args([("event", event)]),
            ));
        }
    }

    // H018: tool data read from environment variables that do not exist.
    for name in ENV_MYTHS {
        if let Some((s, e)) = env_read(text, lang, name) {
            out.push(finding(
                "H018",
                "",
                Severity::Error,
                s,
                e,
                args([("variable", name)]),
            ));
            break;
        }
    }

    // H014: stdout that will not parse as one JSON object.
    out.extend(pollution(text, lang, &lines));

    if let Some(ev) = ev {
        // H021 legacy output and H022 fields of another event.
        if event == "PreToolUse" {
            if let Some(p) = quoted_key_at(text, "decision") {
                let tail: String = text.get(p..).unwrap_or("").chars().take(40).collect();
                if (tail.contains("approve") || tail.contains("block"))
                    && !text.contains("permissionDecision")
                {
                    out.push(finding(
                        "H021",
                        "pretooluse",
                        Severity::Warning,
                        p,
                        p + "decision".len() + 2,
                        args([("event", event)]),
                    ));
                }
            }
        }
        if event == "PermissionRequest" {
            if let Some(p) = quoted_key_at(text, "permissionDecision") {
                out.push(finding(
                    "H021",
                    "permissionrequest",
                    Severity::Error,
                    p,
                    p + "permissionDecision".len() + 2,
                    args([("event", event)]),
                ));
            }
        }
        for field in EVENT_FIELDS {
            if ev.hso_fields.contains(field)
                || (event == "PermissionRequest" && *field == "permissionDecision")
            {
                continue;
            }
            if let Some(p) = quoted_key_at(text, field) {
                out.push(finding(
                    "H022",
                    "field",
                    Severity::Error,
                    p,
                    p + field.len() + 2,
                    args([("event", event), ("field", field)]),
                ));
            }
        }
        if event == "WorktreeCreate" {
            if writes_json {
                let at = lines
                    .iter()
                    .find(|l| l.stdout_json)
                    .map_or(0, |l| l.start + l.indent);
                out.push(finding(
                    "H022",
                    "worktree-json",
                    Severity::Error,
                    at,
                    at + 1,
                    args([("event", event)]),
                ));
            } else if writes_plain.is_none() && !text.contains("pwd") && !text.trim().is_empty() {
                out.push(finding(
                    "H022",
                    "worktree-path",
                    Severity::Error,
                    0,
                    0,
                    args([("event", event)]),
                ));
            }
        }
        if ev.exit_code_ignored && ev.discards_output {
            if let Some(at) = decides {
                out.push(finding(
                    "H022",
                    "output-ignored",
                    Severity::Error,
                    at,
                    at + 1,
                    args([("event", event)]),
                ));
            }
        }
        // H013: plain text on an event where it only reaches the debug log.
        if let Some(at) = writes_plain {
            let plain_to_model = matches!(ev.plain_stdout, catalogue::Route::Model);
            if !plain_to_model
                && !writes_json
                && blocking_at.is_none()
                && !ev.discards_output
                && event != "WorktreeCreate"
            {
                out.push(finding(
                    "H013",
                    "",
                    Severity::Warning,
                    at,
                    at + 1,
                    args([("event", event)]),
                ));
            }
        }
    }
    out
}

fn env_read(text: &str, lang: Lang, name: &str) -> Option<(usize, usize)> {
    let assigned = match lang {
        Lang::Shell => text.lines().any(|l| {
            let t = l
                .trim_start()
                .trim_start_matches("export ")
                .trim_start_matches("local ")
                .trim_start_matches("readonly ");
            t.starts_with(&format!("{name}="))
        }),
        _ => false,
    };
    if assigned {
        return None;
    }
    let forms = [
        format!("${{{name}}}"),
        format!("${{{name}:"),
        format!("environ[\"{name}\"]"),
        format!("environ['{name}']"),
        format!("environ.get(\"{name}\""),
        format!("environ.get('{name}'"),
        format!("getenv(\"{name}\""),
        format!("getenv('{name}'"),
        format!("process.env.{name}"),
        format!("process.env[\"{name}\"]"),
        format!("process.env['{name}']"),
    ];
    for f in &forms {
        if let Some(p) = text.find(f.as_str()) {
            return Some((p, p + f.len()));
        }
    }
    // `$NAME` followed by a non-identifier character.
    let needle = format!("${name}");
    let mut from = 0;
    while let Some(rel) = text.get(from..).and_then(|s| s.find(&needle)) {
        let at = from + rel;
        let end = at + needle.len();
        let next = text.get(end..).and_then(|s| s.chars().next());
        if !next.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Some((at, end));
        }
        from = end;
    }
    None
}

fn pollution(text: &str, lang: Lang, lines: &[Line<'_>]) -> Vec<Finding> {
    let mut out = Vec::new();
    if lang != Lang::Shell {
        return out;
    }
    // Variables that hold the whole stdin.
    let mut stdin_vars: Vec<String> = Vec::new();
    for l in text.lines() {
        let t = l.trim();
        if let Some((var, value)) = t.split_once('=') {
            let var = var
                .trim_start_matches("local ")
                .trim_start_matches("export ")
                .trim();
            if !var.is_empty()
                && var.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                && (value.starts_with("$(cat)")
                    || value.starts_with("\"$(cat)\"")
                    || value.starts_with("$(cat -)")
                    || value.starts_with("\"$(cat -)\""))
            {
                stdin_vars.push(var.to_string());
            }
        }
    }
    let mut last_json_line: Option<usize> = None;
    for (i, l) in lines.iter().enumerate() {
        let t = l.text.trim();
        let at = l.start + l.indent;
        if l.exit.is_some()
            || matches!(t, "fi" | "else" | "done" | "esac" | ";;")
            || t.ends_with("then")
        {
            last_json_line = None;
        }
        if !l.stdout {
            continue;
        }
        for v in &stdin_vars {
            if t == format!("echo \"${v}\"")
                || t == format!("echo ${v}")
                || t == format!("echo \"${{{v}}}\"")
                || t == format!("printf '%s' \"${v}\"")
            {
                out.push(finding(
                    "H014",
                    "passthrough",
                    Severity::Warning,
                    at,
                    at + t.len(),
                    args([("variable", v)]),
                ));
            }
        }
        if t.starts_with("printf") {
            if let (Some(open), Some(nl), Some(close)) = (t.find('{'), t.find("\\n"), t.rfind('}'))
            {
                if open < nl && nl < close {
                    out.push(finding(
                        "H014",
                        "newline",
                        Severity::Warning,
                        at,
                        at + t.len(),
                        BTreeMap::new(),
                    ));
                }
            }
        }
        if l.stdout_json && (t.starts_with("echo") || t.starts_with("printf")) && !t.contains("jq")
        {
            let body = t.get(t.find('{').unwrap_or(0)..).unwrap_or("");
            if body.contains('$') {
                out.push(finding(
                    "H014",
                    "concat",
                    Severity::Warning,
                    at,
                    at + t.len(),
                    BTreeMap::new(),
                ));
            }
        }
        if l.stdout_json {
            if let Some(prev) = last_json_line {
                if prev != i {
                    out.push(finding(
                        "H014",
                        "several",
                        Severity::Warning,
                        at,
                        at + t.len(),
                        BTreeMap::new(),
                    ));
                }
            }
            last_json_line = Some(i);
        }
    }
    out
}
