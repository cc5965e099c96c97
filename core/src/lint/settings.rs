//! Settings rules: the walk over `hooks` → event → matcher group → handler,
//! and every check that reads the settings file itself.

use std::collections::BTreeMap;

use crate::hooks::catalogue::{self, EventSpec, HandlerType, EVENTS, TOOL_NAMES};
use crate::hooks::rule::{parse_rule, tool_covered, Rule};
use crate::jsonpos::{self, join_index, join_key, Member, Node, Span};
use crate::shell::{self, Op, Token, Word};
use crate::version::Version;

use super::script::{self, ScriptContext};
use super::text::{nearest, string_source_offset};
use super::{args, make, matcher, sort, Diagnostic, FileKind, Severity};

/// The diagnostics of one hook script that a settings file runs.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct ScriptDiagnostics {
    /// The handler's `command`, as written in the settings file.
    pub command: String,
    /// The script's name as the resolver returned it (a path, for the CLI).
    pub script: String,
    /// The event the handler is registered on.
    pub event: String,
    /// Diagnostics with positions in the script's own text.
    pub diagnostics: Vec<Diagnostic>,
}

/// Lints a settings or plugin hooks file, and, for every command handler for
/// which `scripts(command)` returns `Some((name, text))`, that script too,
/// in the context of its event (Stop loops, async hooks, allow answers
/// against the file's permission rules...). The core does no I/O: the
/// caller's resolver reads the files.
pub fn lint_settings_with_scripts(
    text: &str,
    file_kind: FileKind,
    version: Option<&str>,
    scripts: &dyn Fn(&str) -> Option<(String, String)>,
) -> (Vec<Diagnostic>, Vec<ScriptDiagnostics>) {
    let version = version
        .and_then(Version::parse)
        .map_or(Version::NEWEST, |v| v.min(Version::NEWEST));
    let root = match jsonpos::parse(text) {
        Ok(root) => root,
        Err(e) => {
            let d = make(
                text,
                "H000",
                "",
                Severity::Error,
                "",
                e.offset,
                e.offset,
                syntax_args(&e),
            );
            return (vec![d], Vec::new());
        }
    };
    let mut w = Walker {
        text,
        kind: file_kind,
        version,
        scripts,
        out: Vec::new(),
        script_out: Vec::new(),
        rules: permission_rules(&root),
        session_end: Vec::new(),
    };
    w.root(&root);
    w.session_end_budget();
    sort(&mut w.out);
    (w.out, w.script_out)
}

struct SessionEndHandler {
    path: String,
    span: Span,
    timeout: Option<(f64, Span)>,
}

struct Walker<'a> {
    text: &'a str,
    kind: FileKind,
    version: Version,
    scripts: &'a dyn Fn(&str) -> Option<(String, String)>,
    out: Vec<Diagnostic>,
    script_out: Vec<ScriptDiagnostics>,
    /// The file's deny and ask rules, with their kind.
    rules: Vec<(&'static str, Rule)>,
    session_end: Vec<SessionEndHandler>,
}

/// The deny and ask rules the engine would read from this file (parsed by
/// the engine's own rule parser; a string it cannot read is left out).
fn permission_rules(root: &Node) -> Vec<(&'static str, Rule)> {
    let mut out = Vec::new();
    for kind in ["deny", "ask"] {
        let list = root
            .get("permissions")
            .and_then(|p| p.get(kind))
            .and_then(Node::as_array);
        for item in list.unwrap_or(&[]) {
            if let Some(rule) = item.as_str().and_then(parse_rule) {
                out.push((kind, rule));
            }
        }
    }
    out
}

/// The tool names a rule's tool part can stand for: every built-in tool,
/// and for an MCP rule its own tool (or a tool of its server).
fn tools_a_rule_may_cover(rule_tool: &str) -> Vec<String> {
    let mut tools: Vec<String> = TOOL_NAMES.iter().map(|t| (*t).to_owned()).collect();
    if let Some(rest) = rule_tool.strip_prefix("mcp__") {
        if rest.contains("__") {
            tools.push(rule_tool.to_owned());
        } else {
            tools.push(format!("{rule_tool}__probe"));
        }
    }
    tools
}

impl Walker<'_> {
    #[allow(clippy::too_many_arguments)]
    fn push(
        &mut self,
        rule: &'static str,
        variant: &str,
        severity: Severity,
        path: &str,
        span: Span,
        a: BTreeMap<String, String>,
    ) {
        self.out.push(make(
            self.text, rule, variant, severity, path, span.start, span.end, a,
        ));
    }

    fn root(&mut self, root: &Node) {
        let Some(members) = root.as_object() else {
            self.push(
                "H008",
                "root",
                Severity::Error,
                "",
                root.span,
                args([("found", root.type_name())]),
            );
            return;
        };
        for m in members {
            if catalogue::event(&m.key).is_some() {
                self.push(
                    "H008",
                    "wrapper",
                    Severity::Error,
                    &m.key,
                    m.key_span,
                    args([("event", &m.key)]),
                );
            }
        }
        if let Some(hooks) = root.member("hooks") {
            self.hooks(hooks);
        }
    }

    fn hooks(&mut self, hooks: &Member) {
        let path = "hooks";
        let Some(events) = hooks.value.as_object() else {
            self.push(
                "H008",
                "not-object",
                Severity::Error,
                path,
                hooks.value.span,
                args([("found", hooks.value.type_name())]),
            );
            return;
        };
        let names: Vec<&str> = EVENTS.iter().map(|e| e.name).collect();
        for (i, m) in events.iter().enumerate() {
            let ev_path = join_key(path, &m.key);
            if events.iter().skip(i + 1).any(|later| later.key == m.key) {
                self.push(
                    "H008",
                    "duplicate",
                    Severity::Error,
                    &ev_path,
                    m.key_span,
                    args([("event", &m.key)]),
                );
                continue;
            }
            let spec = if let Some(spec) = catalogue::event(&m.key) {
                spec
            } else if let Some(spec) = EVENTS.iter().find(|e| e.name.eq_ignore_ascii_case(&m.key)) {
                self.push(
                    "H008",
                    "case",
                    Severity::Error,
                    &ev_path,
                    m.key_span,
                    args([("event", &m.key), ("expected", spec.name)]),
                );
                spec
            } else if let Some(near) = nearest(&m.key, &names, 3) {
                self.push(
                    "H008",
                    "unknown-near",
                    Severity::Error,
                    &ev_path,
                    m.key_span,
                    args([("event", &m.key), ("expected", near)]),
                );
                match catalogue::event(near) {
                    Some(spec) => spec,
                    None => continue,
                }
            } else {
                self.push(
                    "H008",
                    "unknown",
                    Severity::Error,
                    &ev_path,
                    m.key_span,
                    args([("event", &m.key)]),
                );
                continue;
            };
            self.event(spec, &ev_path, &m.value);
        }
    }

    fn event(&mut self, ev: &EventSpec, path: &str, node: &Node) {
        let Some(groups) = node.as_array() else {
            self.push(
                "H008",
                "not-array",
                Severity::Error,
                path,
                node.span,
                args([("found", node.type_name())]),
            );
            return;
        };
        for (gi, group) in groups.iter().enumerate() {
            let gpath = join_index(path, gi);
            let Some(_) = group.as_object() else {
                self.push(
                    "H008",
                    "not-object",
                    Severity::Error,
                    &gpath,
                    group.span,
                    args([("found", group.type_name())]),
                );
                continue;
            };
            if group.get("hooks").is_none()
                && (group.get("type").is_some() || group.get("command").is_some())
            {
                self.push(
                    "H008",
                    "flat",
                    Severity::Error,
                    &gpath,
                    group.span,
                    args([("event", ev.name)]),
                );
                continue;
            }
            let mut matcher_text = String::new();
            if let Some(m) = group.member("matcher") {
                let mpath = join_key(&gpath, "matcher");
                match m.value.as_str() {
                    None => {
                        self.push(
                            "H008",
                            "matcher-type",
                            Severity::Error,
                            &mpath,
                            m.value.span,
                            args([("found", m.value.type_name())]),
                        );
                    }
                    Some(s) => {
                        matcher_text = s.to_string();
                        self.matcher(ev, &mpath, s, m.value.span);
                    }
                }
            }
            let hpath = join_key(&gpath, "hooks");
            match group.get("hooks") {
                None => self.push(
                    "H008",
                    "hooks-missing",
                    Severity::Error,
                    &gpath,
                    group.span,
                    args([("event", ev.name)]),
                ),
                Some(h) => match h.as_array() {
                    None => self.push(
                        "H008",
                        "not-array",
                        Severity::Error,
                        &hpath,
                        h.span,
                        args([("found", h.type_name())]),
                    ),
                    Some(handlers) => {
                        for (hi, handler) in handlers.iter().enumerate() {
                            self.handler(ev, &join_index(&hpath, hi), handler, &matcher_text);
                        }
                    }
                },
            }
        }
    }

    fn matcher(&mut self, ev: &EventSpec, path: &str, m: &str, span: Span) {
        if m.is_empty() || m == "*" {
            return;
        }
        if !ev.has_matcher() {
            self.push(
                "H007",
                "",
                Severity::Warning,
                path,
                span,
                args([("event", ev.name), ("matcher", m)]),
            );
            return;
        }
        for f in matcher::check(m, ev, self.version, self.kind == FileKind::PluginHooks) {
            let s = string_source_offset(self.text, span, f.start);
            let e = string_source_offset(self.text, span, f.end);
            let mut a = f.args;
            a.insert("event".into(), ev.name.into());
            self.out.push(make(
                self.text, f.rule, f.variant, f.severity, path, s, e, a,
            ));
        }
    }

    fn handler(&mut self, ev: &EventSpec, path: &str, h: &Node, matcher_text: &str) {
        if h.as_object().is_none() {
            self.push(
                "H008",
                "not-object",
                Severity::Error,
                path,
                h.span,
                args([("found", h.type_name())]),
            );
            return;
        }
        let ty = match h.member("type") {
            None => {
                self.push(
                    "H008",
                    "type-missing",
                    Severity::Error,
                    path,
                    h.span,
                    BTreeMap::new(),
                );
                return;
            }
            Some(t) => match t
                .value
                .as_str()
                .and_then(HandlerType::parse)
                .filter(|t| *t != HandlerType::Callback)
            {
                None => {
                    let shown = t
                        .value
                        .as_str()
                        .map_or_else(|| t.value.type_name().to_string(), str::to_string);
                    self.push(
                        "H008",
                        "type-unknown",
                        Severity::Error,
                        &join_key(path, "type"),
                        t.value.span,
                        args([("type", &shown)]),
                    );
                    return;
                }
                Some(ty) => {
                    if !ev.allows(ty) {
                        let allowed: Vec<&str> =
                            ev.handler_types.iter().map(|t| t.as_str()).collect();
                        self.push(
                            "H022",
                            "handler-type",
                            Severity::Error,
                            &join_key(path, "type"),
                            t.value.span,
                            args([
                                ("event", ev.name),
                                ("type", ty.as_str()),
                                ("allowed", &allowed.join(", ")),
                            ]),
                        );
                    }
                    ty
                }
            },
        };
        if let Some(m) = h.member("if") {
            if !ev.tool_event {
                self.push(
                    "H020",
                    "",
                    Severity::Error,
                    &join_key(path, "if"),
                    m.key_span,
                    args([("event", ev.name)]),
                );
            }
        }
        let timeout = h
            .member("timeout")
            .and_then(|m| self.timeout(&join_key(path, "timeout"), &m.value));
        if ev.name == "SessionEnd" {
            self.session_end.push(SessionEndHandler {
                path: path.to_string(),
                span: h.span,
                timeout,
            });
        }
        let is_async = h.get("async").and_then(Node::as_bool) == Some(true)
            || h.get("asyncRewake").and_then(Node::as_bool) == Some(true);
        if ty == HandlerType::Command {
            let cpath = join_key(path, "command");
            match h.get("command") {
                Some(c) if c.as_str().is_some_and(|s| !s.trim().is_empty()) => {
                    let exec_form = h.get("args").and_then(Node::as_array).is_some();
                    let powershell = h.get("shell").and_then(Node::as_str) == Some("powershell");
                    self.command(ev, &cpath, c, exec_form, powershell, is_async, matcher_text);
                }
                _ => self.push(
                    "H008",
                    "command-missing",
                    Severity::Error,
                    path,
                    h.span,
                    BTreeMap::new(),
                ),
            }
        }
    }

    fn timeout(&mut self, path: &str, v: &Node) -> Option<(f64, Span)> {
        let Some(t) = v.as_f64() else {
            self.push(
                "H019",
                "type",
                Severity::Error,
                path,
                v.span,
                args([("found", v.type_name())]),
            );
            return None;
        };
        let shown = v.to_json().to_string();
        if t <= 0.0 {
            self.push(
                "H019",
                "nonpositive",
                Severity::Error,
                path,
                v.span,
                args([("timeout", &shown)]),
            );
        } else if t >= 1000.0 {
            let secs = format!("{}", (t / 1000.0).round());
            self.push(
                "H019",
                "millis",
                Severity::Warning,
                path,
                v.span,
                args([("timeout", &shown), ("seconds", &secs)]),
            );
        }
        Some((t, v.span))
    }

    fn session_end_budget(&mut self) {
        let handlers = std::mem::take(&mut self.session_end);
        if self.kind == FileKind::PluginHooks {
            for h in &handlers {
                self.push(
                    "H012",
                    "plugin",
                    Severity::Warning,
                    &h.path,
                    h.span,
                    BTreeMap::new(),
                );
            }
            return;
        }
        let raised = handlers
            .iter()
            .filter_map(|h| h.timeout.map(|t| t.0))
            .fold(None, |acc: Option<f64>, t| {
                Some(acc.map_or(t, |a| a.max(t)))
            });
        for h in &handlers {
            match (h.timeout, raised) {
                (None, None) => self.push(
                    "H012",
                    "no-timeout",
                    Severity::Warning,
                    &h.path,
                    h.span,
                    BTreeMap::new(),
                ),
                (Some((t, span)), _) if t > 0.0 && t < 2.0 => {
                    let shown = t.to_string();
                    self.push(
                        "H012",
                        "tiny",
                        Severity::Warning,
                        &join_key(&h.path, "timeout"),
                        span,
                        args([("timeout", &shown)]),
                    );
                }
                (Some((t, span)), _) if t > 60.0 && t < 1000.0 => {
                    let shown = t.to_string();
                    self.push(
                        "H012",
                        "capped",
                        Severity::Warning,
                        &join_key(&h.path, "timeout"),
                        span,
                        args([("timeout", &shown)]),
                    );
                }
                _ => {}
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn command(
        &mut self,
        ev: &EventSpec,
        path: &str,
        node: &Node,
        exec_form: bool,
        powershell: bool,
        is_async: bool,
        matcher_text: &str,
    ) {
        let Some(cmd) = node.as_str() else { return };
        let at = |off: usize| string_source_offset(self.text, node.span, off);
        let tokens = shell::lex(cmd).unwrap_or_default();
        let words = first_command_words(&tokens);
        let program_args = first_command_args(&tokens);

        // H009: a script by a relative path; unquoted project dir. The
        // word is judged as the shell reads it, and as written too: an
        // unquoted `C:\hooks\a.py` reaches the program as `C:hooksa.py`
        // (H010 says so), but was meant as an absolute path.
        if let Some((word, after_interpreter)) = script_word(&program_args) {
            let v = word.text.as_str();
            let shell::Span { start, end } = word.span;
            let raw = cmd.get(start..end).unwrap_or(v);
            let abs = v.starts_with('/')
                || v.starts_with('~')
                || v.starts_with('$')
                || v.starts_with('%')
                || v.starts_with('\\')
                || v.get(1..3) == Some(":\\")
                || v.get(1..3) == Some(":/")
                || raw.starts_with('\\')
                || raw.get(1..3) == Some(":\\");
            let backslash = v.contains('\\') || raw.contains('\\');
            let looks_like_script =
                v.contains('/') || backslash || SCRIPT_EXTS.iter().any(|e| v.ends_with(e));
            if !abs && looks_like_script && (after_interpreter || v.contains('/') || backslash) {
                self.out.push(make(
                    self.text,
                    "H009",
                    "relative",
                    Severity::Error,
                    path,
                    at(start),
                    at(end),
                    args([("script", v)]),
                ));
            } else if !exec_form
                && !word.starts_quoted
                && (v.starts_with("$CLAUDE_PROJECT_DIR") || v.starts_with("${CLAUDE_PROJECT_DIR}"))
            {
                self.out.push(make(
                    self.text,
                    "H009",
                    "unquoted",
                    Severity::Warning,
                    path,
                    at(start),
                    at(end),
                    args([("script", v)]),
                ));
            }
        }

        // H010: Windows paths and variables.
        if !powershell {
            if let Some((s, e)) = backslash_path(cmd) {
                let piece = cmd.get(s..e).unwrap_or("");
                self.out.push(make(
                    self.text,
                    "H010",
                    "backslash",
                    Severity::Error,
                    path,
                    at(s),
                    at(e),
                    args([("path", piece)]),
                ));
            }
        }
        if let Some((s, e)) = percent_var(cmd) {
            let piece = cmd.get(s..e).unwrap_or("");
            self.out.push(make(
                self.text,
                "H010",
                "cmd-var",
                Severity::Error,
                path,
                at(s),
                at(e),
                args([("variable", piece)]),
            ));
        }
        if !exec_form {
            if let Some(word) = words.iter().find(|w| {
                !w.starts_quoted
                    && (w.text.starts_with("${CLAUDE_PLUGIN_ROOT}")
                        || w.text.starts_with("$CLAUDE_PLUGIN_ROOT"))
            }) {
                self.out.push(make(
                    self.text,
                    "H010",
                    "unquoted-root",
                    Severity::Warning,
                    path,
                    at(word.span.start),
                    at(word.span.end),
                    args([("script", &word.text)]),
                ));
            }
        }

        // Inline output, when the command itself prints JSON.
        let inline_json = inline_json(cmd);
        if let Some(json) = &inline_json {
            self.inline_output(ev, path, node, json, matcher_text);
        }

        // The command read as a small script (echo ... ; exit 2).
        let inline_script = ["echo", "printf", "exit ", "jq "]
            .iter()
            .any(|k| cmd.contains(k));
        let ctx = ScriptContext {
            event: ev.name.to_string(),
            interpreter: Some(if powershell {
                "pwsh".into()
            } else {
                "sh".into()
            }),
            is_async,
        };
        if inline_script {
            for f in script::analyze(cmd, &ctx) {
                if f.variant == "worktree-path" {
                    continue;
                }
                let mut a = f.args;
                a.insert("event".into(), ev.name.into());
                self.out.push(make(
                    self.text,
                    f.rule,
                    f.variant,
                    f.severity,
                    path,
                    at(f.start),
                    at(f.end.max(f.start + 1)),
                    a,
                ));
            }
        }

        // The script the command runs, when the caller can read it.
        if let Some((name, script_text)) = (self.scripts)(cmd) {
            let mut interp = ctx.clone();
            interp.interpreter = interpreter_of(&program_args);
            let diagnostics = script::lint_script_in(&script_text, &interp);
            if ev.name == "PreToolUse" && script_may_allow(&script_text) {
                self.allow_vs_rules(ev, path, node.span, matcher_text);
            }
            self.script_out.push(ScriptDiagnostics {
                command: cmd.to_string(),
                script: name,
                event: ev.name.to_string(),
                diagnostics,
            });
        }
    }

    fn inline_output(
        &mut self,
        ev: &EventSpec,
        path: &str,
        node: &Node,
        json: &Node,
        matcher_text: &str,
    ) {
        let hook_specific = json.get("hookSpecificOutput");
        let decision = hook_specific
            .and_then(|h| h.get("permissionDecision"))
            .and_then(Node::as_str);
        let legacy = json.get("decision").and_then(Node::as_str);
        if ev.name == "PreToolUse" && (decision == Some("allow") || legacy == Some("approve")) {
            self.allow_vs_rules(ev, path, node.span, matcher_text);
        }
        if let Some(updated) = hook_specific
            .and_then(|h| h.get("updatedInput"))
            .filter(|_| ev.name == "PreToolUse")
        {
            if let Some(fields) = updated.as_object() {
                let present: Vec<&str> = fields.iter().map(|m| m.key.as_str()).collect();
                // (tool, missing fields) for every known tool the matcher covers;
                // the input is fine as soon as it is complete for one of them.
                let gaps: Vec<(&str, Vec<&str>)> = REQUIRED_INPUT
                    .iter()
                    .filter(|(tool, _)| matcher::matches(matcher_text, tool, ev, self.version))
                    .map(|(tool, required)| {
                        let missing = required
                            .iter()
                            .copied()
                            .filter(|f| !present.contains(f))
                            .collect();
                        (*tool, missing)
                    })
                    .collect();
                if !gaps.iter().any(|(_, missing)| missing.is_empty()) {
                    if let Some((tool, missing)) = gaps.iter().min_by_key(|(_, m)| m.len()) {
                        let list = missing.join(", ");
                        self.push(
                            "H015",
                            "",
                            Severity::Error,
                            path,
                            node.span,
                            args([("tool", tool), ("missing", &list), ("event", ev.name)]),
                        );
                    }
                }
            }
        }
    }

    fn allow_vs_rules(&mut self, ev: &EventSpec, path: &str, span: Span, matcher_text: &str) {
        let hits: Vec<(&'static str, String)> = self
            .rules
            .iter()
            .filter(|(_, rule)| {
                tools_a_rule_may_cover(&rule.tool).iter().any(|tool| {
                    tool_covered(&rule.tool, tool)
                        && matcher::matches(matcher_text, tool, ev, self.version)
                })
            })
            .map(|(kind, rule)| (*kind, rule.text.clone()))
            .collect();
        if let Some((kind, rule)) = hits.first() {
            self.push(
                "H016",
                kind,
                Severity::Warning,
                path,
                span,
                args([("rule", rule), ("event", ev.name)]),
            );
        }
    }
}

/// Required fields of common tools' input (`updatedInput` must carry them all).
const REQUIRED_INPUT: &[(&str, &[&str])] = &[
    ("Bash", &["command"]),
    ("Edit", &["file_path", "old_string", "new_string"]),
    ("MultiEdit", &["file_path", "edits"]),
    ("Write", &["file_path", "content"]),
    ("Read", &["file_path"]),
    ("NotebookEdit", &["notebook_path", "new_source"]),
    ("Glob", &["pattern"]),
    ("Grep", &["pattern"]),
    ("WebFetch", &["url", "prompt"]),
    ("WebSearch", &["query"]),
];

const SCRIPT_EXTS: &[&str] = &[
    ".sh", ".bash", ".zsh", ".py", ".js", ".mjs", ".cjs", ".ts", ".rb", ".pl", ".ps1", ".php",
];

const INTERPRETERS: &[&str] = &[
    "bash",
    "sh",
    "zsh",
    "dash",
    "python",
    "python3",
    "node",
    "ruby",
    "perl",
    "deno",
    "bun",
    "php",
    "pwsh",
    "powershell",
    "tsx",
    "ts-node",
    "uv",
    "npx",
    "bunx",
];

/// The word that names the script a command runs, and whether it is an
/// interpreter's argument: the program itself, or the first argument of an
/// interpreter. `words` are those of the command's first simple command.
fn script_word<'w>(words: &[&'w Word]) -> Option<(&'w Word, bool)> {
    let mut it = words.iter().copied().skip_while(|w| {
        let v = w.text.as_str();
        (v.contains('=') && !v.starts_with('-') && !v.contains('/'))
            || matches!(v, "env" | "exec" | "nohup" | "time" | "command")
    });
    let first = it.next()?;
    let base = first.text.rsplit('/').next().unwrap_or("");
    if INTERPRETERS.contains(&base) {
        let arg = it.find(|w| {
            !w.text.starts_with('-') && !matches!(w.text.as_str(), "run" | "tsx" | "ts-node")
        })?;
        return Some((arg, true));
    }
    Some((first, false))
}

/// The words of a command's first simple command (up to its first list
/// operator), as the shell reads them; none when the command does not lex.
fn first_command_words(tokens: &[Token]) -> Vec<&Word> {
    tokens
        .iter()
        .take_while(|t| !t.ends_command())
        .filter_map(Token::word)
        .collect()
}

/// The same words without the targets of redirections (`/dev/null` in
/// `2>/dev/null`): the program and its arguments.
fn first_command_args(tokens: &[Token]) -> Vec<&Word> {
    let mut args = Vec::new();
    let mut target = false;
    for t in tokens.iter().take_while(|t| !t.ends_command()) {
        match t.word() {
            Some(w) if !target => args.push(w),
            _ => {}
        }
        target = matches!(t, Token::Op(Op::Redirect, _));
    }
    args
}

/// The script a hook command runs, as written (quotes removed, variables
/// such as `$CLAUDE_PROJECT_DIR` left unexpanded): the program itself, or
/// the first argument of an interpreter (`python3 x.py` gives `x.py`).
/// `None` for an empty command, or one the shell cannot read (an unclosed
/// quote).
pub fn command_script(command: &str) -> Option<String> {
    let tokens = shell::lex(command).ok()?;
    script_word(&first_command_args(&tokens)).map(|(w, _)| w.text.clone())
}

fn interpreter_of(words: &[&Word]) -> Option<String> {
    let first = words.iter().find(|w| !w.text.contains('='))?;
    let base = first.text.rsplit('/').next().unwrap_or("");
    INTERPRETERS.contains(&base).then(|| base.to_string())
}

/// A Windows path written with backslashes (`C:\Users\...`, `${VAR}\x`).
fn backslash_path(cmd: &str) -> Option<(usize, usize)> {
    let bytes = cmd.as_bytes();
    for (i, b) in bytes.iter().enumerate() {
        if *b != b'\\' {
            continue;
        }
        let prev = i.checked_sub(1).and_then(|p| bytes.get(p)).copied();
        let next = bytes.get(i + 1).copied();
        let drive =
            prev == Some(b':') && i >= 2 && bytes.get(i - 2).is_some_and(u8::is_ascii_alphabetic);
        let after_var = prev == Some(b'}') || prev == Some(b'%');
        if (drive || after_var)
            && next.is_some_and(|n| n.is_ascii_alphanumeric() || n == b'.' || n == b'_')
        {
            let start = cmd.get(..i).map_or(0, |s| {
                s.rfind(|c: char| c.is_whitespace() || c == '"' || c == '\'')
                    .map_or(0, |p| p + 1)
            });
            let end = cmd.get(i..).map_or(cmd.len(), |s| {
                s.find(|c: char| c.is_whitespace() || c == '"' || c == '\'')
                    .map_or(cmd.len(), |p| i + p)
            });
            return Some((start, end));
        }
    }
    None
}

/// A cmd.exe variable such as `%CLAUDE_PROJECT_DIR%`.
fn percent_var(cmd: &str) -> Option<(usize, usize)> {
    let mut from = 0;
    while let Some(rel) = cmd.get(from..).and_then(|s| s.find('%')) {
        let start = from + rel;
        let rest = cmd.get(start + 1..).unwrap_or("");
        let name_len = rest
            .find(|c: char| !(c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_'))
            .unwrap_or(rest.len());
        if name_len > 0
            && rest.get(name_len..name_len + 1) == Some("%")
            && rest.starts_with(|c: char| c.is_ascii_uppercase())
        {
            return Some((start, start + name_len + 2));
        }
        from = start + 1;
    }
    None
}

/// The JSON object a command prints inline (`echo '{...}'`), if it parses.
fn inline_json(cmd: &str) -> Option<Node> {
    let open = cmd.find('{')?;
    let close = cmd.rfind('}')?;
    let body = cmd.get(open..=close)?;
    jsonpos::parse(body)
        .ok()
        .or_else(|| jsonpos::parse(&body.replace("\\\"", "\"")).ok())
        .filter(|n| n.as_object().is_some())
}

fn script_may_allow(script: &str) -> bool {
    script.contains("permissionDecision")
        && (script.contains("\"allow\"")
            || script.contains("'allow'")
            || script.contains("\\\"allow\\\""))
}

/// Lints a plugin's `.claude-plugin/plugin.json`: its `hooks` field must not
/// name the default `hooks/hooks.json`, which Claude Code loads anyway.
/// The args of H000: the parser's English words as `detail` (the command
/// line's), and its message id as `json` with that message's own args, for
/// a page to word it (`json-<id>`).
fn syntax_args(e: &jsonpos::JsonError) -> BTreeMap<String, String> {
    let mut map = e.args.clone();
    map.insert("detail".to_owned(), e.message.clone());
    map.insert("json".to_owned(), e.id.to_owned());
    map
}

pub fn lint_plugin_manifest(text: &str) -> Vec<Diagnostic> {
    let root = match jsonpos::parse(text) {
        Ok(r) => r,
        Err(e) => {
            return vec![make(
                text,
                "H000",
                "",
                Severity::Error,
                "",
                e.offset,
                e.offset,
                syntax_args(&e),
            )]
        }
    };
    let mut out = Vec::new();
    let Some(hooks) = root.get("hooks") else {
        return out;
    };
    let items: Vec<(String, &Node)> = match hooks.as_array() {
        Some(list) => list
            .iter()
            .enumerate()
            .map(|(i, n)| (join_index("hooks", i), n))
            .collect(),
        None => vec![("hooks".to_string(), hooks)],
    };
    for (path, n) in items {
        if let Some(p) = n.as_str() {
            let norm = p
                .trim_start_matches("./")
                .trim_start_matches("${CLAUDE_PLUGIN_ROOT}/");
            if norm == "hooks/hooks.json" {
                out.push(make(
                    text,
                    "H017",
                    "manifest",
                    Severity::Warning,
                    &path,
                    n.span.start,
                    n.span.end,
                    args([("file", p)]),
                ));
            }
        }
    }
    out
}

/// Handlers defined both in a plugin's hooks file and in a settings file
/// run once per source (deduplication only merges settings files). Takes
/// `(label, kind, text)` per file and returns `(file index, diagnostic)`,
/// one per settings-file copy.
pub fn duplicate_sources(files: &[(&str, FileKind, &str)]) -> Vec<(usize, Diagnostic)> {
    let mut entries: Vec<(usize, String, String, String, Span)> = Vec::new();
    for (fi, (_, _, text)) in files.iter().enumerate() {
        let Ok(root) = jsonpos::parse(text) else {
            continue;
        };
        let Some(events) = root.get("hooks").and_then(Node::as_object) else {
            continue;
        };
        for ev in events {
            for (gi, g) in ev.value.as_array().unwrap_or(&[]).iter().enumerate() {
                for (hi, h) in g
                    .get("hooks")
                    .and_then(Node::as_array)
                    .unwrap_or(&[])
                    .iter()
                    .enumerate()
                {
                    if let Some(c) = h.get("command") {
                        if let Some(cmd) = c.as_str() {
                            let gpath = join_index(&join_key("hooks", &ev.key), gi);
                            let path =
                                join_key(&join_index(&join_key(&gpath, "hooks"), hi), "command");
                            entries.push((fi, ev.key.clone(), cmd.to_string(), path, c.span));
                        }
                    }
                }
            }
        }
    }
    let mut out = Vec::new();
    for (fi, ev, cmd, path, span) in &entries {
        let Some((_, FileKind::Settings, text)) = files.get(*fi) else {
            continue;
        };
        let twin = entries.iter().find(|(oi, oev, ocmd, _, _)| {
            oev == ev && ocmd == cmd && files.get(*oi).is_some_and(|f| f.1 == FileKind::PluginHooks)
        });
        if let Some((oi, _, _, _, _)) = twin {
            let other = files.get(*oi).map_or("", |f| f.0);
            out.push((
                *fi,
                make(
                    text,
                    "H017",
                    "twice",
                    Severity::Warning,
                    path,
                    span.start,
                    span.end,
                    args([("event", ev), ("other", other)]),
                ),
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h016_variants(deny_rule: &str, matcher: &str) -> Vec<String> {
        let settings = format!(
            r#"{{"permissions": {{"deny": ["{deny_rule}"]}},
  "hooks": {{"PreToolUse": [{{"matcher": "{matcher}", "hooks": [{{"type": "command", "command": "\"$CLAUDE_PROJECT_DIR\"/allow.py"}}]}}]}}}}"#
        );
        let allow = "import json\nprint(json.dumps({\"hookSpecificOutput\": {\"hookEventName\": \"PreToolUse\", \"permissionDecision\": \"allow\"}}))\n";
        let resolve = |_: &str| Some(("allow.py".to_owned(), allow.to_owned()));
        let (diagnostics, _) =
            lint_settings_with_scripts(&settings, FileKind::Settings, None, &resolve);
        diagnostics
            .into_iter()
            .filter(|d| d.rule == "H016")
            .map(|d| d.args.get("rule").cloned().unwrap_or_default())
            .collect()
    }

    #[test]
    fn an_allow_hook_is_held_against_the_rules_the_engine_applies_to_its_tools() {
        // An Edit rule covers Write (engine: `tool_covered`).
        assert_eq!(
            h016_variants("Edit(./secrets/**)", "Write"),
            ["Edit(./secrets/**)"]
        );
        assert!(h016_variants("Edit(./secrets/**)", "Bash").is_empty());
        // A server-wide MCP rule covers every tool of the server.
        assert_eq!(
            h016_variants("mcp__github", "mcp__github__.*"),
            ["mcp__github"]
        );
        // A string the engine cannot read as a rule is not a rule.
        assert!(h016_variants("Write(unclosed", "Write").is_empty());
    }
}
