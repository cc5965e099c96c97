//! Properties of the engine over arbitrary input: it never panics, it is
//! deterministic, and adding a deny hook never turns a denial into an allow.

use hooklab_core::hooks::{evaluate, parse_case, Case};
use proptest::prelude::*;
use serde_json::{json, Value};

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
    fn arbitrary_case_text_never_panics(text in "[ -~\n]{0,200}") {
        let _ = parse_case(&text);
    }

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
