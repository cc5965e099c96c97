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

/// The trace entries that say a hook runs in the background: their ids and
/// English messages.
fn background_trace(outcome: &Outcome) -> Vec<(String, String)> {
    outcome
        .trace
        .iter()
        .filter(|entry| entry.result == "async")
        .map(|entry| (entry.id.to_string(), entry.message()))
        .collect()
}

#[test]
fn a_background_notification_hooks_trace_says_its_context_goes_to_the_debug_log() {
    let outcome = context_hook_outcome("Notification", true);
    let trace = background_trace(&outcome);
    assert_eq!(trace.len(), 1, "{:?}", outcome.trace);
    let (id, message) = &trace[0];
    assert_eq!(id, "async-background-debug-log");
    assert!(
        message.contains("only to the debug log, never to Claude"),
        "{message}"
    );
    assert!(!message.contains("reaches Claude"), "{message}");
}

#[test]
fn a_background_post_tool_use_hooks_trace_says_its_context_reaches_claude() {
    let outcome = context_hook_outcome("PostToolUse", true);
    let trace = background_trace(&outcome);
    assert_eq!(trace.len(), 1, "{:?}", outcome.trace);
    let (id, message) = &trace[0];
    assert_eq!(id, "async-background");
    assert!(
        message.contains("its context reaches Claude on the next turn"),
        "{message}"
    );
    assert!(!message.contains("debug log"), "{message}");
}

#[test]
fn a_background_hooks_trace_says_where_the_catalogue_sends_its_context() {
    let mut debug_only = 0;
    for spec in EVENTS
        .iter()
        .filter(|spec| spec.hso_fields.contains(&"additionalContext"))
    {
        let outcome = context_hook_outcome(spec.name, true);
        let ids: Vec<String> = background_trace(&outcome)
            .into_iter()
            .map(|(id, _)| id)
            .collect();
        let want = if spec.context_route == Route::Debug {
            debug_only += 1;
            "async-background-debug-log"
        } else {
            "async-background"
        };
        assert_eq!(ids, [want], "{}", spec.name);
        // The trace agrees with where the context actually went.
        assert_eq!(
            want == "async-background",
            claude_sees_the_context(&outcome),
            "{}: the trace and the outcome disagree",
            spec.name
        );
    }
    assert!(
        debug_only >= 1,
        "no event sends its context to the debug log"
    );
}
