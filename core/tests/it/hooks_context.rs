//! Where a hook's `hookSpecificOutput.additionalContext` goes. The event
//! catalogue says it per event (`context_route`); a hook that runs in the
//! background (`async`) delivers its context a turn later, but to the same
//! place as a hook that runs in the foreground.

use hooklab_core::hooks::catalogue::{example_input, Route, EVENTS};
use hooklab_core::hooks::{evaluate, parse_case, Outcome};
use serde_json::json;

const SCRIPT: &str = "${CLAUDE_PROJECT_DIR}/.claude/hooks/context.sh";
const CONTEXT: &str = "context-from-the-hook";

/// One event fired at a single command hook that exits 0 and prints an
/// `additionalContext`, in the foreground or in the background.
fn context_hook_outcome(event: &str, in_background: bool) -> Outcome {
    let stdout = json!({
        "hookSpecificOutput": {"hookEventName": event, "additionalContext": CONTEXT}
    });
    let case = json!({
        "settings": {"project": {"hooks": {event: [{
            "hooks": [{"type": "command", "command": SCRIPT, "async": in_background}]
        }]}}},
        "event": example_input(event, false),
        "handlers": {SCRIPT: {"exit_code": 0, "stdout": stdout.to_string(), "stderr": ""}},
    });
    let case = parse_case(&case.to_string()).unwrap_or_else(|e| panic!("{event}: {e}"));
    let outcome = evaluate(&case);
    assert_eq!(
        outcome.ran.len(),
        1,
        "{event}: the hook should run: {:?}",
        outcome.trace
    );
    outcome
}

fn claude_sees_the_context(outcome: &Outcome) -> bool {
    outcome.to_model.iter().any(|text| text == CONTEXT)
}

#[test]
fn a_notification_hooks_context_goes_to_the_debug_log_only() {
    let outcome = context_hook_outcome("Notification", false);
    assert!(!claude_sees_the_context(&outcome), "{:?}", outcome.to_model);
    assert!(outcome.to_user.is_empty(), "{:?}", outcome.to_user);
    assert!(
        outcome.debug_log.iter().any(|text| text == CONTEXT),
        "{:?}",
        outcome.debug_log
    );
}

#[test]
fn a_background_notification_hooks_context_stays_out_of_claudes_context() {
    let outcome = context_hook_outcome("Notification", true);
    assert!(!claude_sees_the_context(&outcome), "{:?}", outcome.to_model);
    assert!(outcome.to_user.is_empty(), "{:?}", outcome.to_user);
}

#[test]
fn a_background_hooks_context_reaches_claude_where_a_foreground_hooks_does() {
    let mut checked = 0;
    for spec in EVENTS
        .iter()
        .filter(|spec| spec.hso_fields.contains(&"additionalContext"))
    {
        let foreground = context_hook_outcome(spec.name, false);
        let background = context_hook_outcome(spec.name, true);
        assert_eq!(
            claude_sees_the_context(&foreground),
            spec.context_route == Route::Model,
            "{}: in the foreground, the catalogue's context route decides",
            spec.name
        );
        assert_eq!(
            claude_sees_the_context(&background),
            claude_sees_the_context(&foreground),
            "{}: in the background, Claude should see the context where it does in the foreground",
            spec.name
        );
        checked += 1;
    }
    assert!(
        checked >= 10,
        "only {checked} events take additionalContext"
    );
}
