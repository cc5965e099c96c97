//! Properties of the engine over arbitrary input: case texts round-trip or
//! fail at a place the text has, evaluation is deterministic, and adding a
//! deny hook never turns a denial into an allow.

use std::collections::BTreeSet;

use hooklab_core::hooks::{evaluate, parse_case, Case, CaseError};
use hooklab_core::jsonpos::{format_path, locate, parse_path};
use proptest::prelude::*;
use serde_json::{json, Value};

use crate::strategies::{maybe_edited, run_counting_valid, valid_case_text};

/// Any text, and above all valid cases and valid cases with a typo or two:
/// `parse_case` is deterministic; a case it accepts serialises (compact or
/// pretty) and parses back to the same case; a syntax error's line and
/// column lie inside the text; any other error's path names a value the
/// text holds (or, for a missing field, the object that lacks it); every
/// error's key is a Fluent key of the core's catalogue.
#[test]
fn case_text_round_trips_or_its_error_points_into_the_text() {
    let keys: BTreeSet<String> = hooklab_core::i18n::message_keys().into_iter().collect();
    let texts = prop_oneof![
        2 => valid_case_text(),
        3 => maybe_edited(valid_case_text()),
        1 => "[ -~\n]{0,200}",
    ];
    run_counting_valid("parse_case", 400, 25, texts, |text| {
        let first = parse_case(&text);
        prop_assert_eq!(
            &first,
            &parse_case(&text),
            "parse_case is not deterministic"
        );
        match first {
            Ok(case) => {
                for again in [
                    serde_json::to_string(&case),
                    serde_json::to_string_pretty(&case),
                ] {
                    let again = again.map_err(|e| TestCaseError::fail(e.to_string()))?;
                    let back = parse_case(&again);
                    prop_assert_eq!(
                        back.as_ref(),
                        Ok(&case),
                        "the case does not survive serialising: {}",
                        again
                    );
                }
                Ok(true)
            }
            Err(e) => {
                prop_assert!(keys.contains(&e.key), "unknown key {} for {:?}", e.key, e);
                error_points_into(&text, &e)?;
                Ok(false)
            }
        }
    });
}

/// An unknown key with `.`, `[` or `]` is quoted in the error's path, so
/// the path names that key.
#[test]
fn unknown_keys_are_quoted_in_error_paths() {
    for text in [
        r#"{"event": {"hook_event_name": "Stop"}, "context": {"a.b": 1}}"#,
        r#"{"event": {"hook_event_name": "Stop"}, "settings": {"[x]": 1}}"#,
        r#"{"event": {"hook_event_name": "Stop"}, "handlers": {"h": {"a]b": 1}}}"#,
    ] {
        let e = parse_case(text).expect_err("an unknown key");
        let path = e.path.clone().unwrap_or_default();
        let span = locate(text, &path);
        assert_eq!(
            span.map(|s| &text[s.start..s.end]),
            Some("1"),
            "{path} does not name the unknown key's value in {text}"
        );
    }
}

/// `serde_json` counts an error read at a newline (inside a string, at the
/// end of the text right after one, or in an empty text) as column 0;
/// `CaseError`'s columns are 1-based all the same.
#[test]
fn syntax_errors_at_a_newline_have_a_one_based_column() {
    for text in ["", "{\n", "{\"\nevent\": {}}"] {
        let e = parse_case(text).expect_err("not JSON");
        let (_, column) = e.line_column.expect("a syntax error has a position");
        assert!(column >= 1, "column {column} for {text:?}");
    }
}

/// Where a case error says the problem is, the text has it.
fn error_points_into(text: &str, e: &CaseError) -> Result<(), TestCaseError> {
    match (&e.path, e.line_column) {
        (Some(_), Some(_)) => prop_assert!(false, "both a path and a position: {:?}", e),
        (None, Some((line, column))) => {
            let lines: Vec<&str> = text.split('\n').collect();
            prop_assert!(
                (1..=lines.len()).contains(&line),
                "line {} of a {}-line text: {:?}",
                line,
                lines.len(),
                e
            );
            let width = lines[line - 1].len();
            prop_assert!(
                (1..=width + 1).contains(&column),
                "column {} of a line {} bytes wide: {:?}",
                column,
                width,
                e
            );
        }
        (Some(path), None) if path == "$" => {}
        (Some(path), None) => {
            let segs = parse_path(path);
            prop_assert!(segs.is_some(), "the path {} does not parse: {:?}", path, e);
            let mut segs = segs.unwrap_or_default();
            // A missing field is named by its path; its object is there.
            if e.key == "case-missing" || e.key == "case-event-missing" {
                segs.pop();
            }
            let at = format_path(&segs);
            prop_assert!(
                at.is_empty() || locate(text, &at).is_some(),
                "nothing at {} in the text: {:?}",
                at,
                e
            );
        }
        (None, None) => {}
    }
    Ok(())
}

fn arb_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(|n| json!(n)),
        "[ -~]{0,12}".prop_map(Value::String),
        prop_oneof![
            Just("PreToolUse"),
            Just("Stop"),
            Just("Bash"),
            Just("command"),
            Just("hooks"),
            Just("matcher"),
            Just("*"),
            Just("deny"),
            Just("block"),
            Just("callback"),
            Just("http")
        ]
        .prop_map(|s| Value::String(s.into())),
    ];
    leaf.prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..5).prop_map(Value::Array),
            prop::collection::vec(
                (
                    prop_oneof![
                        Just("hooks".to_string()),
                        Just("matcher".to_string()),
                        Just("type".to_string()),
                        Just("command".to_string()),
                        Just("PreToolUse".to_string()),
                        Just("Stop".to_string()),
                        Just("permissions".to_string()),
                        Just("disableAllHooks".to_string()),
                        Just("if".to_string()),
                        Just("timeout".to_string()),
                        "[a-z]{1,6}"
                    ],
                    inner
                ),
                0..5
            )
            .prop_map(|kv| Value::Object(kv.into_iter().collect())),
        ]
    })
}

const EVENTS: &[&str] = &[
    "PreToolUse",
    "PostToolUse",
    "Stop",
    "SessionStart",
    "PermissionRequest",
    "UserPromptSubmit",
    "FileChanged",
    "WorktreeCreate",
];

fn case_with(
    settings: Value,
    event: &str,
    stdout: &str,
    exit: i64,
    matcher: &str,
    rule: &str,
    command: &str,
) -> Value {
    json!({
        "settings": {
            "project": settings,
            "user": {"hooks": {event: [{"matcher": matcher, "hooks": [{"type": "command", "command": "h.sh", "if": rule}]}]}}
        },
        "event": {"hook_event_name": event, "session_id": "s", "cwd": "/w", "tool_name": "Bash",
                  "tool_input": {"command": command}, "tool_use_id": "t", "file_path": "/w/.env"},
        "handlers": {"h.sh": {"exit_code": exit, "stdout": stdout, "stderr": stdout}}
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 160, .. ProptestConfig::default() })]

    #[test]
    fn arbitrary_json_cases_never_panic(settings in arb_json(), handlers in arb_json(), event_extra in arb_json(), ev in 0usize..8) {
        let mut event = json!({"hook_event_name": EVENTS[ev % EVENTS.len()], "session_id": "s", "cwd": "/w"});
        if let (Some(e), Value::Object(extra)) = (event.as_object_mut(), event_extra) {
            for (k, v) in extra { if k != "hook_event_name" { e.insert(k, v); } }
        }
        let text = json!({"settings": {"project": settings}, "event": event, "handlers": handlers}).to_string();
        if let Ok(case) = parse_case(&text) {
            let a = evaluate(&case);
            let b = evaluate(&case);
            prop_assert_eq!(a, b);
        }
    }

    #[test]
    fn arbitrary_matchers_rules_and_output_never_panic(
        matcher in "[ -~]{0,24}",
        rule in "[ -~]{0,24}",
        command in "[ -~\n]{0,40}",
        stdout in "[ -~\n\u{e9}\u{44f}]{0,60}",
        exit in -3i64..200,
        ev in 0usize..8,
        settings in arb_json(),
    ) {
        let v = case_with(settings, EVENTS[ev % EVENTS.len()], &stdout, exit, &matcher, &rule, &command);
        if let Ok(case) = serde_json::from_value::<Case>(v) {
            let a = evaluate(&case);
            prop_assert_eq!(&a, &evaluate(&case));
        }
    }

    #[test]
    fn catastrophic_shapes_return(inner in "[ab.]{1,4}", outer in prop_oneof![Just("+"), Just("*"), Just("{2,}")]) {
        let matcher = format!("^(({inner})+){outer}$");
        let subject = "a".repeat(900) + "!";
        let v = json!({
            "settings": {"project": {"hooks": {"PreToolUse": [{"matcher": matcher, "hooks": [{"type": "command", "command": "h.sh"}]}]}}},
            "event": {"hook_event_name": "PreToolUse", "session_id": "s", "cwd": "/w", "tool_name": subject, "tool_input": {}, "tool_use_id": "t"}
        });
        let case = serde_json::from_value::<Case>(v).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let out = evaluate(&case);
        prop_assert!(out.ran.is_empty());
        prop_assert!(out.config_errors.iter().any(|c| c.id == "matcher-refused"));
    }

    #[test]
    fn adding_a_deny_hook_never_turns_deny_into_allow(
        results in prop::collection::vec((0i64..4, 0usize..5), 0..4),
        mode in prop_oneof![Just("default"), Just("bypassPermissions"), Just("dontAsk"), Just("plan"), Just("acceptEdits")],
        print in any::<bool>(),
        rules in prop::collection::vec(prop_oneof![Just("Bash(rm *)"), Just("Bash"), Just("Bash(npm *)")], 0..2),
    ) {
        let decisions = ["", "allow", "ask", "defer", "deny"];
        let mut hooks = Vec::new();
        let mut handlers = serde_json::Map::new();
        for (i, (exit, d)) in results.iter().enumerate() {
            let key = format!("h{i}.sh");
            hooks.push(json!({"type": "command", "command": key}));
            let stdout = if decisions[*d].is_empty() { String::new() } else {
                json!({"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": decisions[*d]}}).to_string()
            };
            handlers.insert(key, json!({"exit_code": exit, "stdout": stdout}));
        }
        let base = json!({
            "context": {"mode": if print {"print"} else {"interactive"}, "permission_mode": mode},
            "settings": {"project": {"hooks": {"PreToolUse": [{"matcher": "Bash", "hooks": hooks}]}, "permissions": {"allow": rules, "deny": [], "ask": []}}},
            "event": {"hook_event_name": "PreToolUse", "session_id": "s", "cwd": "/w", "tool_name": "Bash", "tool_input": {"command": "rm -rf build"}, "tool_use_id": "t"},
            "handlers": handlers
        });
        let case: Case = serde_json::from_value(base.clone()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let before = evaluate(&case);
        let mut with_deny = base;
        with_deny["settings"]["local"] = json!({"hooks": {"PreToolUse": [{"hooks": [{"type": "command", "command": "deny.sh"}]}]}});
        with_deny["handlers"]["deny.sh"] = json!({"exit_code": 0, "stdout": json!({"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "deny", "permissionDecisionReason": "no"}}).to_string()});
        let case2: Case = serde_json::from_value(with_deny).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let after = evaluate(&case2);
        prop_assert_eq!(after.decision.as_deref(), Some("deny"));
        prop_assert!(after.blocked);
        if before.blocked {
            prop_assert!(after.blocked);
        }
        prop_assert_eq!(after.permission.map(|p| p.result), Some("deny".to_string()));
    }
}
