//! The public API of the hook engine: case parsing and its errors, round
//! trips, the compile-once path, the firing list and the catalogue.

use std::path::Path;

use hooklab_core::hooks::catalogue::{self, example_input, EVENTS, TOOL_NAMES};
use hooklab_core::hooks::{
    evaluate, evaluate_str, firing_handlers, parse_case, Case, CaseError, Compiled, Outcome,
    MAX_CASE_BYTES,
};

fn err(text: &str) -> CaseError {
    match parse_case(text) {
        Ok(c) => panic!("expected an invalid case, got {c:?}"),
        Err(e) => e,
    }
}

const EVENT: &str = r#""event": {"hook_event_name": "PreToolUse", "session_id": "s", "cwd": "/w", "tool_name": "Bash", "tool_input": {"command": "ls"}, "tool_use_id": "t"}"#;

#[test]
fn invalid_json_has_line_and_column() {
    let e = err("{\n  \"event\": {,\n}");
    let (line, column) = e.line_column.expect("a syntax error has a position");
    assert_eq!(line, 2);
    assert!(column >= 1);
    assert!(e.path.is_none());
    assert!(e.to_string().starts_with("line 2, column"), "{e}");
}

#[test]
fn wrong_types_name_the_json_path() {
    let e = err(&format!(
        r#"{{ {EVENT}, "handlers": {{"x": {{"exit_code": "2"}}}} }}"#
    ));
    assert_eq!(e.path.as_deref(), Some(r#"handlers["x"].exit_code"#));
    assert!(
        e.to_string()
            .starts_with(r#"handlers["x"].exit_code: expected an integer"#),
        "{e}"
    );
    let e = err(&format!(r#"{{ {EVENT}, "settings": {{"project": []}} }}"#));
    assert_eq!(e.path.as_deref(), Some("settings.project"));
    let e = err(&format!(r#"{{ {EVENT}, "settings": {{"team": {{}}}} }}"#));
    assert!(e.message.contains("unknown source"), "{e}");
    let e = err(&format!(
        r#"{{ {EVENT}, "settings": {{"plugins": [{{"hooks": {{}}}}]}} }}"#
    ));
    assert_eq!(e.path.as_deref(), Some("settings.plugins[0].name"));
    let e = err(&format!(
        r#"{{ {EVENT}, "claude_code_version": "latest" }}"#
    ));
    assert_eq!(e.path.as_deref(), Some("claude_code_version"));
    let e = err(r#"{ "event": {"session_id": "s"} }"#);
    assert_eq!(e.path.as_deref(), Some("event.hook_event_name"));
    let e = err(r#"{ "event": {"hook_event_name": "PreToolUze"} }"#);
    assert_eq!(e.path.as_deref(), Some("event.hook_event_name"));
    let e = err(&format!(r#"{{ {EVENT}, "settings": 3 }}"#));
    assert_eq!(e.path.as_deref(), Some("settings"));
    let e = err(&format!(r#"{{ {EVENT}, "context": {{"mode": "batch"}} }}"#));
    assert_eq!(e.path.as_deref(), Some("context.mode"));
    let e = err(&format!(
        r#"{{ {EVENT}, "handlers": {{"x": {{"exitcode": 2}}}} }}"#
    ));
    assert_eq!(e.path.as_deref(), Some(r#"handlers["x"].exitcode"#));
}

#[test]
fn oversized_cases_are_refused() {
    let padding = " ".repeat(MAX_CASE_BYTES + 1);
    let e = err(&format!("{{ {EVENT} }}{padding}"));
    assert!(e.message.contains("1 MiB"), "{e}");
}

#[test]
fn settings_problems_are_config_errors_not_invalid_cases() {
    let text = format!(
        r#"{{ {EVENT}, "settings": {{"project": {{"hooks": {{"PreToolUze": [], "PreToolUse": [{{"matcher": 1, "hooks": []}}]}}}}}} }}"#
    );
    let out = evaluate_str(&text).unwrap_or_else(|e| panic!("{e}"));
    let ids: Vec<&str> = out.config_errors.iter().map(|c| c.id.as_str()).collect();
    assert_eq!(ids, ["unknown-event", "matcher-not-string"]);
    assert_eq!(
        out.config_errors[0].path,
        "settings.project.hooks.PreToolUze"
    );
    assert_eq!(
        out.config_errors[1].path,
        "settings.project.hooks.PreToolUse[0].matcher"
    );
}

fn all_cases() -> Vec<(String, Case)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests");
    let mut stack = vec![root.join("cases/hooks"), root.join("conformance/hooks")];
    let mut out = Vec::new();
    while let Some(dir) = stack.pop() {
        for e in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if let Ok(text) = std::fs::read_to_string(&p) {
                if let Ok(c) = parse_case(&text) {
                    out.push((p.display().to_string(), c));
                }
            }
        }
    }
    assert!(out.len() > 300);
    out
}

#[test]
fn cases_and_outcomes_round_trip_and_compiled_matches() {
    for (name, case) in all_cases() {
        let text = serde_json::to_string(&case).unwrap_or_default();
        let back = parse_case(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(back, case, "{name}: the case does not round-trip");
        let out = evaluate(&case);
        let json = serde_json::to_string(&out).unwrap_or_default();
        let again: Outcome = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(again, out, "{name}: the outcome does not round-trip");
        let compiled = Compiled::new(&case.settings, case.version());
        assert_eq!(
            compiled.evaluate(&case),
            out,
            "{name}: compiled path differs"
        );
        assert_eq!(evaluate(&case), out, "{name}: not deterministic");
        let firing: Vec<String> = firing_handlers(&case).into_iter().map(|h| h.key).collect();
        let mut ran = out.ran.clone();
        // SessionEnd hooks cancelled by the shared budget still count as run
        ran.sort();
        let mut f = firing.clone();
        f.sort();
        assert_eq!(f, ran, "{name}: firing_handlers disagrees with ran");
    }
}

#[test]
fn firing_handlers_describe_each_handler() {
    let text = r#"{
      "settings": {"project": {"hooks": {"PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "a.sh"}, {"type": "http", "url": "https://h.example"}]}]}},
                   "sdk": {"hooks": {"PreToolUse": [{"hooks": [{"type": "callback", "name": "guard"}]}]}}},
      "event": {"hook_event_name": "PreToolUse", "session_id": "s", "cwd": "/w", "tool_name": "Bash", "tool_input": {"command": "ls"}, "tool_use_id": "t"}
    }"#;
    let case = parse_case(text).unwrap_or_else(|e| panic!("{e}"));
    let refs = firing_handlers(&case);
    let summary: Vec<(String, String, String)> = refs
        .iter()
        .map(|r| (r.key.clone(), r.source.clone(), r.handler_type.clone()))
        .collect();
    assert_eq!(
        summary,
        [
            ("a.sh".into(), "project".into(), "command".into()),
            ("https://h.example".into(), "project".into(), "http".into()),
            ("guard".into(), "sdk".into(), "callback".into()),
        ]
    );
    assert!(refs.iter().all(|r| r.event == "PreToolUse"));
    assert_eq!(
        refs[1].path,
        "settings.project.hooks.PreToolUse[0].hooks[1]"
    );
}

#[test]
fn catalogue_has_the_31_events() {
    assert_eq!(EVENTS.len(), 31);
    let mut names: Vec<&str> = EVENTS.iter().map(|e| e.name).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), 31);
    assert!(catalogue::event("PreToolUse").is_some_and(|e| e.tool_event && e.can_block()));
    assert!(catalogue::event("pretooluse").is_none());
    let blocking = EVENTS.iter().filter(|e| e.can_block()).count();
    assert_eq!(
        blocking, 14,
        "13 events block through exit 2, plus WorktreeCreate"
    );
    for t in [
        "Bash",
        "Edit",
        "Write",
        "Read",
        "NotebookEdit",
        "Glob",
        "Grep",
        "WebFetch",
        "WebSearch",
        "Agent",
    ] {
        assert!(TOOL_NAMES.contains(&t), "{t}");
    }
    let no_matcher = [
        "UserPromptSubmit",
        "PostToolBatch",
        "Stop",
        "TeammateIdle",
        "TaskCreated",
        "TaskCompleted",
        "WorktreeCreate",
        "WorktreeRemove",
        "MessageDisplay",
        "CwdChanged",
    ];
    for e in &EVENTS {
        assert_eq!(!e.has_matcher(), no_matcher.contains(&e.name), "{}", e.name);
    }
}

#[test]
fn example_inputs_are_valid_events() {
    for spec in &EVENTS {
        for sub in [false, true] {
            let input = example_input(spec.name, sub);
            assert_eq!(input["hook_event_name"], spec.name);
            assert!(input["session_id"].is_string());
            assert_eq!(
                input.get("agent_id").is_some(),
                sub || matches!(spec.name, "SubagentStart" | "SubagentStop")
            );
            let case = serde_json::json!({"event": input});
            let out =
                evaluate_str(&case.to_string()).unwrap_or_else(|e| panic!("{}: {e}", spec.name));
            assert_eq!(out.event, spec.name);
            if let hooklab_core::hooks::catalogue::MatchOn::Field(f) = spec.match_on {
                assert!(input.get(f).is_some(), "{}: example lacks {f}", spec.name);
            }
        }
    }
}
