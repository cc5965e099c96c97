//! The linter's public API: versions, scripts in context, cross-file
//! duplicates, the JSON shape, and totality on any input.

use std::collections::BTreeMap;

use hooklab_core::lint::{
    duplicate_sources, lint_script, lint_settings, lint_settings_with_scripts, rule, FileKind,
    Severity, RULES,
};
use proptest::prelude::*;

fn settings_with_matcher(event: &str, matcher: &str) -> String {
    format!(
        r#"{{"hooks": {{"{event}": [{{"matcher": "{matcher}", "hooks": [{{"type": "command", "command": "\"$CLAUDE_PROJECT_DIR\"/h.sh"}}]}}]}}}}"#
    )
}

fn rules_of(text: &str, kind: FileKind, version: Option<&str>) -> Vec<(&'static str, String)> {
    lint_settings(text, kind, version)
        .into_iter()
        .map(|d| (d.rule, d.args.get("variant").cloned().unwrap_or_default()))
        .collect()
}

#[test]
fn rule_table_is_consistent() {
    let mut ids: Vec<&str> = RULES.iter().map(|r| r.id).collect();
    let n = ids.len();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), n, "rule ids are unique");
    for r in RULES {
        assert!(r.id.len() == 4 && r.id.starts_with('H'), "{}", r.id);
        assert!(!r.summary.is_empty() && !r.name.is_empty());
        assert_eq!(rule(r.id), Some(r));
    }
    for id in [
        "H001", "H002", "H003", "H004", "H005", "H006", "H007", "H008", "H009", "H010", "H011",
        "H012", "H014", "H015", "H016", "H017", "H018", "H019", "H020", "H021", "H022", "H024",
    ] {
        assert!(rule(id).is_some(), "{id} is required");
    }
    assert_eq!(rule("H009").map(|r| r.name), Some("relative-path"));
    assert_eq!(rule("H009").map(|r| r.severity), Some(Severity::Error));
}

#[test]
fn hyphenated_matchers_depend_on_the_version() {
    let text = settings_with_matcher("SubagentStart", "code-reviewer");
    assert!(rules_of(&text, FileKind::Settings, Some("2.1.240")).is_empty());
    assert_eq!(
        rules_of(&text, FileKind::Settings, Some("2.1.190")),
        vec![("H005", "hyphen".to_string())]
    );
    // Unknown or unreadable versions are judged as the newest.
    assert!(rules_of(&text, FileKind::Settings, Some("not a version")).is_empty());
    let mcp = settings_with_matcher("PreToolUse", "mcp__brave-search");
    assert_eq!(
        rules_of(&mcp, FileKind::Settings, None),
        vec![("H005", "server-only".to_string())]
    );
}

#[test]
fn comma_lists_are_checked_per_item() {
    let text = settings_with_matcher("PreToolUse", "Bash, edit");
    let diags = lint_settings(&text, FileKind::Settings, None);
    assert_eq!(diags.len(), 1);
    assert_eq!(diags[0].rule, "H004");
    assert_eq!(
        diags[0].args.get("matcher").map(String::as_str),
        Some("edit")
    );
    // The column points at "edit" inside the matcher string.
    let col = text.find("edit").expect("present") + 1;
    assert_eq!((diags[0].line, diags[0].column), (1, col));
}

#[test]
fn exact_tool_names_and_match_all_are_clean() {
    for m in [
        "Bash",
        "Edit|Write|MultiEdit",
        "*",
        "",
        "^Notebook",
        "mcp__github__.*",
        "mcp__.*__write.*",
    ] {
        let text = settings_with_matcher("PreToolUse", m);
        assert_eq!(
            rules_of(&text, FileKind::Settings, None),
            vec![],
            "matcher {m:?}"
        );
    }
}

#[test]
fn invalid_regex_never_matches() {
    let text = settings_with_matcher("PreToolUse", "Bash(");
    assert_eq!(
        rules_of(&text, FileKind::Settings, None),
        vec![("H006", "invalid".to_string())]
    );
}

#[test]
fn plugin_hooks_need_the_hooks_wrapper() {
    let text =
        r#"{"PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "x"}]}]}"#;
    assert_eq!(
        rules_of(text, FileKind::PluginHooks, None),
        vec![("H008", "wrapper".to_string())]
    );
}

#[test]
fn positions_survive_escapes_in_commands() {
    // Escaped quotes before the relative path shift the source columns.
    let text = r#"{"hooks": {"Stop": [{"hooks": [{"type": "command", "command": "FOO=\"a b\" python3 hooks/stop.py"}]}]}}"#;
    let diags = lint_settings(text, FileKind::Settings, None);
    let d = diags.iter().find(|d| d.rule == "H009").expect("H009");
    let start = text.find("hooks/stop.py").expect("present");
    assert_eq!(d.column, start + 1);
    assert_eq!(d.end_column, start + 1 + "hooks/stop.py".len());
}

#[test]
fn scripts_are_linted_in_the_context_of_their_event() {
    let settings = r#"{
  "permissions": { "ask": ["Bash(git push *)"] },
  "hooks": {
    "Stop": [ { "hooks": [ { "type": "command", "command": "\"$CLAUDE_PROJECT_DIR\"/stop.sh" } ] } ],
    "PreToolUse": [ { "matcher": "Bash", "hooks": [ { "type": "command", "command": "\"$CLAUDE_PROJECT_DIR\"/allow.py", "async": true } ] } ]
  }
}"#;
    let mut scripts = BTreeMap::new();
    scripts.insert(
        "\"$CLAUDE_PROJECT_DIR\"/stop.sh",
        ("stop.sh", "#!/bin/sh\necho 'not done' >&2\nexit 2\n"),
    );
    scripts.insert(
        "\"$CLAUDE_PROJECT_DIR\"/allow.py",
        ("allow.py", "import json\nprint(json.dumps({\"hookSpecificOutput\": {\"hookEventName\": \"PreToolUse\", \"permissionDecision\": \"allow\"}}))\n"),
    );
    let resolve = |cmd: &str| {
        scripts
            .get(cmd)
            .map(|(n, t)| ((*n).to_string(), (*t).to_string()))
    };
    let (diags, script_diags) =
        lint_settings_with_scripts(settings, FileKind::Settings, None, &resolve);
    let h016 = diags
        .iter()
        .find(|d| d.rule == "H016")
        .expect("allow vs the ask rule");
    assert_eq!(h016.args.get("variant").map(String::as_str), Some("ask"));
    assert_eq!(h016.line, 5);
    assert_eq!(script_diags.len(), 2);
    let stop = script_diags
        .iter()
        .find(|s| s.script == "stop.sh")
        .expect("stop script");
    assert_eq!(stop.event, "Stop");
    assert_eq!(
        stop.diagnostics
            .iter()
            .map(|d| (d.rule, d.line))
            .collect::<Vec<_>>(),
        vec![("H011", 3)]
    );
    let allow = script_diags
        .iter()
        .find(|s| s.script == "allow.py")
        .expect("allow script");
    assert_eq!(
        allow.diagnostics.iter().map(|d| d.rule).collect::<Vec<_>>(),
        vec!["H024"]
    );
}

#[test]
fn the_same_handler_in_a_plugin_and_settings_runs_twice() {
    let settings = r#"{"hooks": {"PostToolUse": [{"matcher": "Write", "hooks": [{"type": "command", "command": "npx prettier --write ."}]}]}}"#;
    let plugin = r#"{"hooks": {"PostToolUse": [{"matcher": "Edit|Write", "hooks": [{"type": "command", "command": "npx prettier --write ."}]}]}}"#;
    let other = r#"{"hooks": {"PostToolUse": [{"hooks": [{"type": "command", "command": "npx prettier --write ."}]}]}}"#;
    let found = duplicate_sources(&[
        (".claude/settings.json", FileKind::Settings, settings),
        ("fmt/hooks/hooks.json", FileKind::PluginHooks, plugin),
        ("~/.claude/settings.json", FileKind::Settings, other),
    ]);
    assert_eq!(found.len(), 2);
    assert_eq!(found[0].0, 0);
    assert_eq!(found[0].1.rule, "H017");
    assert_eq!(found[0].1.path, "hooks.PostToolUse[0].hooks[0].command");
    assert_eq!(
        found[0].1.args.get("other").map(String::as_str),
        Some("fmt/hooks/hooks.json")
    );
    assert_eq!(found[1].0, 2);
    // Two settings files alone are deduplicated by Claude Code: nothing to report.
    assert!(duplicate_sources(&[
        ("a", FileKind::Settings, settings),
        ("b", FileKind::Settings, other)
    ])
    .is_empty());
}

#[test]
fn inline_commands_are_read_as_scripts() {
    let text = r#"{"hooks": {"PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "echo 'rm is blocked here'; exit 1"}]}]}}"#;
    let diags = lint_settings(text, FileKind::Settings, None);
    assert_eq!(
        diags.iter().map(|d| d.rule).collect::<Vec<_>>(),
        vec!["H001"]
    );
    assert_eq!(diags[0].column, text.find("exit 1").expect("present") + 1);
}

#[test]
fn handler_level_checks() {
    let text = r#"{"hooks": {
  "WorktreeCreate": [{"hooks": [{"type": "http", "url": "http://localhost:9000/wt"}, {"type": "command", "command": "\"$CLAUDE_PROJECT_DIR\"/wt.sh", "timeout": "30"}]}],
  "Notification": [{"hooks": [{"type": "shell", "command": "notify-send hi"}, {"command": "x"}]}]
}}"#;
    let got = rules_of(text, FileKind::Settings, None);
    assert_eq!(
        got,
        vec![
            ("H019", "type".to_string()),
            ("H008", "type-unknown".to_string()),
            ("H008", "type-missing".to_string()),
        ]
    );
}

#[test]
fn diagnostics_serialise_to_the_documented_shape() {
    let text = settings_with_matcher("PreToolUse", "bash");
    let diags = lint_settings(&text, FileKind::Settings, None);
    let json = serde_json::to_value(&diags).expect("serialises");
    let d = &json[0];
    for key in [
        "rule",
        "name",
        "severity",
        "path",
        "line",
        "column",
        "end_line",
        "end_column",
        "message",
        "args",
        "hint",
    ] {
        assert!(d.get(key).is_some(), "missing {key}");
    }
    assert_eq!(d["rule"], "H004");
    assert_eq!(d["severity"], "error");
    assert_eq!(d["args"]["expected"], "Bash");
}

#[test]
fn invalid_json_gives_one_diagnostic_at_the_error() {
    let diags = lint_settings("{\n  \"hooks\": {,}\n}", FileKind::Settings, None);
    assert_eq!(diags.len(), 1);
    assert_eq!(
        (diags[0].rule, diags[0].line, diags[0].column),
        ("H000", 2, 13)
    );
    assert_eq!(diags[0].severity, Severity::Error);
}

#[test]
fn scripts_in_python_and_javascript() {
    let py = "import sys, json\nd = json.load(sys.stdin)\nif 'rm -rf' in d['tool_input'].get('command', ''):\n    print('blocked: dangerous command', file=sys.stderr)\n    sys.exit(1)\n";
    assert_eq!(
        lint_script(py, "PreToolUse", None)
            .iter()
            .map(|d| (d.rule, d.line))
            .collect::<Vec<_>>(),
        vec![("H001", 5)]
    );
    let js = "#!/usr/bin/env node\nconst name = process.env.TOOL_NAME;\nif (name === 'Bash') { console.error('blocked'); process.exit(2); }\n";
    assert_eq!(
        lint_script(js, "PreToolUse", None)
            .iter()
            .map(|d| d.rule)
            .collect::<Vec<_>>(),
        vec!["H018"]
    );
    // Exit 1 on a non-blocking path is fine, and unknown events skip the event rules.
    assert!(lint_script("#!/bin/sh\nexit 1\n", "PreToolUse", None).is_empty());
    assert!(lint_script("#!/bin/sh\necho blocked\nexit 1\n", "NoSuchEvent", None).is_empty());
}

#[test]
fn worktree_create_scripts_must_print_a_path() {
    let json = "#!/bin/sh\necho '{\"worktreePath\": \"/tmp/wt\"}'\n";
    assert_eq!(
        lint_script(json, "WorktreeCreate", None)[0]
            .args
            .get("variant")
            .map(String::as_str),
        Some("worktree-json")
    );
    let silent = "#!/bin/sh\ngit worktree add \"../$NAME\" >&2\n";
    assert_eq!(
        lint_script(silent, "WorktreeCreate", None)[0]
            .args
            .get("variant")
            .map(String::as_str),
        Some("worktree-path")
    );
    let good = "#!/bin/sh\ndir=\"$HOME/wt/$(jq -r .name)\"\ngit worktree add \"$dir\" >&2\necho \"$dir\"\n";
    assert!(lint_script(good, "WorktreeCreate", None).is_empty());
}

#[test]
fn stop_failure_output_is_ignored() {
    let script = "#!/bin/sh\necho 'API failed' >&2\nexit 2\n";
    let d = lint_script(script, "StopFailure", None);
    assert_eq!(d.iter().map(|d| d.rule).collect::<Vec<_>>(), vec!["H022"]);
}

proptest! {
    #[test]
    fn lint_settings_is_total(text in "\\PC{0,300}") {
        for kind in [FileKind::Settings, FileKind::PluginHooks] {
            for d in lint_settings(&text, kind, None) {
                prop_assert!(d.line >= 1 && d.column >= 1);
                prop_assert!((d.end_line, d.end_column) >= (d.line, d.column));
            }
        }
    }

    #[test]
    fn lint_settings_is_total_on_settings_shaped_text(
        event in "(PreToolUse|Stop|SessionEnd|preToolUse|Nope|WorktreeCreate|FileChanged)",
        matcher in "[a-zA-Z_|,. *^$()\\[\\]\\\\-]{0,20}",
        command in "[a-zA-Z0-9_ ./\\\\$%{}\"'|;&=-]{0,40}",
        timeout in prop_oneof![Just("1".to_string()), Just("5000".to_string()), Just("\"x\"".to_string()), Just("-3".to_string())],
        version in "(2\\.1\\.[0-9]{1,3}|x)",
    ) {
        let m = serde_json::to_string(&matcher).expect("string");
        let c = serde_json::to_string(&command).expect("string");
        let text = format!(r#"{{"permissions": {{"deny": ["Bash(rm *)"]}}, "hooks": {{"{event}": [{{"matcher": {m}, "hooks": [{{"type": "command", "command": {c}, "timeout": {timeout}, "async": true, "if": "Bash(x)"}}]}}]}}}}"#);
        let diags = lint_settings(&text, FileKind::Settings, Some(&version));
        for d in diags {
            prop_assert!(!d.message.is_empty());
            prop_assert!(text.len() + 1 >= d.column);
        }
    }

    #[test]
    fn lint_script_is_total(text in "\\PC{0,300}", event in "(PreToolUse|Stop|WorktreeCreate|StopFailure|PostToolUse|)") {
        for hint in [None, Some("python3"), Some("node")] {
            for d in lint_script(&text, &event, hint) {
                prop_assert!(d.line >= 1 && d.column >= 1);
            }
        }
    }
}

#[test]
fn command_script_finds_the_script_word() {
    use hooklab_core::lint::command_script;
    assert_eq!(
        command_script("\"$CLAUDE_PROJECT_DIR\"/.claude/hooks/a.sh --fast").as_deref(),
        Some("$CLAUDE_PROJECT_DIR/.claude/hooks/a.sh")
    );
    assert_eq!(
        command_script("FOO=1 python3 -u hooks/b.py").as_deref(),
        Some("hooks/b.py")
    );
    assert_eq!(
        command_script("uv run ${CLAUDE_PLUGIN_ROOT}/c.py").as_deref(),
        Some("${CLAUDE_PLUGIN_ROOT}/c.py")
    );
    assert_eq!(command_script("   "), None);
}

#[test]
fn comma_lists_never_fire_before_2_1_191() {
    let text = settings_with_matcher("PreToolUse", "Bash, Edit");
    assert!(rules_of(&text, FileKind::Settings, Some("2.1.191")).is_empty());
    let old = lint_settings(&text, FileKind::Settings, Some("2.1.150"));
    assert_eq!(old.len(), 1);
    assert_eq!((old[0].rule, old[0].severity), ("H006", Severity::Error));
    assert_eq!(
        old[0].args.get("anchored").map(String::as_str),
        Some("Bash|Edit")
    );
}

#[test]
fn updated_input_must_fit_one_of_the_matched_tools() {
    let cmd = |input: &str| {
        let out = format!(
            "echo '{{\"hookSpecificOutput\": {{\"hookEventName\": \"PreToolUse\", \"permissionDecision\": \"allow\", \"updatedInput\": {input}}}}}'"
        );
        let c = serde_json::to_string(&out).expect("string");
        format!(
            r#"{{"hooks": {{"PreToolUse": [{{"matcher": "Write|Edit", "hooks": [{{"type": "command", "command": {c}}}]}}]}}}}"#
        )
    };
    let write_input = cmd(r#"{"file_path": "a.txt", "content": "x"}"#);
    assert!(rules_of(&write_input, FileKind::Settings, None).is_empty());
    let partial = cmd(r#"{"file_path": "a.txt"}"#);
    let d = lint_settings(&partial, FileKind::Settings, None);
    assert_eq!(d.iter().map(|d| d.rule).collect::<Vec<_>>(), vec!["H015"]);
    assert_eq!(d[0].args.get("tool").map(String::as_str), Some("Write"));
    assert_eq!(
        d[0].args.get("missing").map(String::as_str),
        Some("content")
    );
}

/// The findings (rule, `script` argument) of a settings file whose one
/// Stop hook runs `command`.
fn stop_command_findings(command: &str) -> Vec<(&'static str, String)> {
    let c = serde_json::to_string(command).expect("string");
    let text = format!(
        r#"{{"hooks": {{"Stop": [{{"hooks": [{{"type": "command", "command": {c}}}]}}]}}}}"#
    );
    lint_settings(&text, FileKind::Settings, None)
        .into_iter()
        .map(|d| {
            let script = d.args.get("script").cloned().unwrap_or_default();
            (d.rule, script)
        })
        .collect()
}

/// How the linter reads a hook command into words, pinned through
/// `command_script`: quotes are removed, blanks separate words, and the
/// first `;`, `|` or `&` list operator ends the command.
#[test]
fn command_script_reads_words_like_a_shell() {
    use hooklab_core::lint::command_script;
    let script = |c: &str| command_script(c);
    // Quotes group and are removed, wherever they stand in the word.
    assert_eq!(script("'my hooks'/a.sh").as_deref(), Some("my hooks/a.sh"));
    assert_eq!(
        script("python3 \"my hooks/a.py\" --x").as_deref(),
        Some("my hooks/a.py")
    );
    assert_eq!(script("\"a\"'b'c.sh").as_deref(), Some("abc.sh"));
    // Blanks of any length, tabs included, separate words.
    assert_eq!(script("  \tnode \t x.js  ").as_deref(), Some("x.js"));
    // List operators end the command; quoted they are plain text.
    assert_eq!(script("python3 a.py|tee log").as_deref(), Some("a.py"));
    assert_eq!(script("node b.js && echo ok").as_deref(), Some("b.js"));
    assert_eq!(script("node c.js; exit 0").as_deref(), Some("c.js"));
    assert_eq!(script("bash 'x;y.sh'").as_deref(), Some("x;y.sh"));
    assert_eq!(script("; a.sh"), None);
    assert_eq!(script("&& a.sh"), None);
    // A newline separates like a blank would, before the next command.
    assert_eq!(script("a.sh\nb.sh").as_deref(), Some("a.sh"));
    // Assignments and wrappers before the program are skipped.
    assert_eq!(
        script("FOO=1 BAR='a b' env node -r x d.js").as_deref(),
        Some("x")
    );
    // Empty commands have no script.
    assert_eq!(script(""), None);
    assert_eq!(script("\t"), None);
}

/// The positions a command finding points at are those of the word in the
/// source, quotes included, after JSON escapes.
#[test]
fn command_findings_point_at_the_word_with_its_quotes() {
    let text = r#"{"hooks": {"Stop": [{"hooks": [{"type": "command", "command": "bash 'hooks/a b.sh' \"x\""}]}]}}"#;
    let diags = lint_settings(text, FileKind::Settings, None);
    let d = diags.iter().find(|d| d.rule == "H009").expect("H009");
    let start = text.find("'hooks/a b.sh'").expect("present");
    assert_eq!(d.column, start + 1);
    assert_eq!(d.end_column, start + 1 + "'hooks/a b.sh'".len());
    assert_eq!(
        d.args.get("script").map(String::as_str),
        Some("hooks/a b.sh")
    );
    // An unquoted plugin root is found in any word of the command, and a
    // quoted one is not.
    let root = |cmd: &str| {
        stop_command_findings(cmd)
            .into_iter()
            .filter(|(rule, _)| *rule == "H010")
            .map(|(_, script)| script)
            .collect::<Vec<_>>()
    };
    assert_eq!(
        root("node ${CLAUDE_PLUGIN_ROOT}/a.js"),
        ["${CLAUDE_PLUGIN_ROOT}/a.js"]
    );
    assert!(root("node \"${CLAUDE_PLUGIN_ROOT}/a.js\"").is_empty());
    // Past a list operator the words belong to another command.
    assert!(root("true; node ${CLAUDE_PLUGIN_ROOT}/a.js").is_empty());
}

/// Where bash reads a command otherwise than the linter's old word
/// splitter did, the linter now follows bash.
#[test]
fn command_words_follow_bash() {
    use hooklab_core::lint::command_script;
    // Outside quotes a backslash escapes the next character (it was kept).
    assert_eq!(
        command_script("python3 hooks\\a.py").as_deref(),
        Some("hooksa.py")
    );
    // Inside double quotes `\"` is a quote (it closed the string).
    assert_eq!(command_script("\"a\\\"b.sh\"").as_deref(), Some("a\"b.sh"));
    // A redirection is not part of a word, and its target is no argument.
    assert_eq!(command_script("a.sh>out").as_deref(), Some("a.sh"));
    assert_eq!(
        command_script("2>/dev/null node x.js").as_deref(),
        Some("x.js")
    );
    // A command the shell cannot read runs no script (an unclosed quote
    // ran to the end of the command).
    assert_eq!(command_script("python3 \"hooks/a.py"), None);

    let findings = stop_command_findings;
    // An unquoted Windows path is H010's finding only, as before; a
    // relative one is still relative, named as bash reads it.
    assert_eq!(
        findings("python3 C:\\hooks\\a.py"),
        [("H010", String::new())]
    );
    assert_eq!(findings("hooks\\a.sh"), [("H009", "hooksa.sh".to_owned())]);
    assert!(findings("python3 \"hooks/a.py").is_empty());
}
