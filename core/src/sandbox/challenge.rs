//! Challenges: reading them (`content/challenges/<id>.toml`) and checking a
//! learner's state against their held-back tests.

use std::collections::BTreeMap;

use serde::Deserialize;
use serde_json::Value;

use super::{
    check_locales, embedded_case, read_item, Challenge, ChallengeReport, ChallengeTest,
    ChallengeText, SandboxError, TestReport,
};
use crate::hooks::{
    catalogue, check_expect, evaluate, parse_case, Case, ExpectFailure, HandlerResult, Outcome,
};

/// A handler result in the learner's state keyed `"<key> @test:<test id>"`
/// answers for that one test instead of the plain `"<key>"` result: this is
/// how a learner says what a script returns in a given situation (for
/// instance when `stop_hook_active` is true). Results a test fixes itself
/// still win over both.
pub const VARIANT_SEPARATOR: &str = " @test:";

const MIN_TESTS: usize = 3;
const MAX_TESTS: usize = 6;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawChallenge {
    id: String,
    start: String,
    solution: String,
    #[serde(rename = "test")]
    tests: Vec<RawTest>,
    text: BTreeMap<String, ChallengeText>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTest {
    id: String,
    event: String,
    #[serde(default)]
    handlers: Option<String>,
    expect: String,
    label: BTreeMap<String, String>,
}

fn json_field(file: &str, field: &str, text: &str) -> Result<Value, SandboxError> {
    serde_json::from_str(text).map_err(|e| {
        SandboxError::new(
            Some(file),
            Some(field),
            format!("line {}, column {} of the JSON: {e}", e.line(), e.column()),
        )
    })
}

fn read_test(file: &str, index: usize, raw: RawTest) -> Result<ChallengeTest, SandboxError> {
    let at = |name: &str| format!("test[{index}].{name}");
    if raw.id.trim().is_empty() {
        return Err(SandboxError::new(Some(file), Some(&at("id")), "empty"));
    }
    let event = json_field(file, &at("event"), &raw.event)?;
    let handlers = match &raw.handlers {
        None => BTreeMap::new(),
        Some(text) => {
            let value = json_field(file, &at("handlers"), text)?;
            serde_json::from_value::<BTreeMap<String, HandlerResult>>(value)
                .map_err(|e| SandboxError::new(Some(file), Some(&at("handlers")), e.to_string()))?
        }
    };
    let expect = match json_field(file, &at("expect"), &raw.expect)? {
        Value::Object(m) => m,
        _ => {
            return Err(SandboxError::new(
                Some(file),
                Some(&at("expect")),
                "expected a JSON object",
            ))
        }
    };
    check_locales(file, &at("label"), &raw.label)?;
    Ok(ChallengeTest {
        id: raw.id,
        event,
        handlers,
        expect,
        label: raw.label,
    })
}

/// Reads a challenge from TOML text and proves it sound: the id equals the
/// file stem, every locale is present, there are 3 to 6 tests with distinct
/// ids whose cases parse, the `solution` passes every test and the `start`
/// state fails at least one.
pub fn load_challenge(file_name: &str, text: &str) -> Result<Challenge, SandboxError> {
    let raw: RawChallenge = read_item(file_name, text, |r: &RawChallenge| r.id.as_str())?;
    check_locales(file_name, "text", &raw.text)?;
    for (lang, t) in &raw.text {
        if t.title.trim().is_empty() || t.goal.trim().is_empty() || t.success.trim().is_empty() {
            return Err(SandboxError::new(
                Some(file_name),
                Some(&format!("text.{lang}")),
                "title, goal and success must all be written",
            ));
        }
        if t.hints.is_empty() || t.hints.iter().any(|h| h.trim().is_empty()) {
            return Err(SandboxError::new(
                Some(file_name),
                Some(&format!("text.{lang}.hints")),
                "at least one hint, none empty",
            ));
        }
    }
    let start = embedded_case(file_name, "start", &raw.start)?;
    let solution = embedded_case(file_name, "solution", &raw.solution)?;
    if !(MIN_TESTS..=MAX_TESTS).contains(&raw.tests.len()) {
        return Err(SandboxError::new(
            Some(file_name),
            Some("test"),
            format!(
                "a challenge has {MIN_TESTS} to {MAX_TESTS} tests, this one has {}",
                raw.tests.len()
            ),
        ));
    }
    let mut tests = Vec::new();
    for (index, raw_test) in raw.tests.into_iter().enumerate() {
        let test = read_test(file_name, index, raw_test)?;
        if tests.iter().any(|t: &ChallengeTest| t.id == test.id) {
            return Err(SandboxError::new(
                Some(file_name),
                Some(&format!("test[{index}].id")),
                format!("the test id {} is used twice", test.id),
            ));
        }
        let json = build_case(&start, &test)
            .map_err(|f| f.message)
            .and_then(|c| serde_json::to_string(&c).map_err(|e| e.to_string()))
            .map_err(|m| SandboxError::new(Some(file_name), Some(&format!("test[{index}]")), m))?;
        parse_case(&json).map_err(|e| {
            SandboxError::new(
                Some(file_name),
                Some(&format!("test[{index}]")),
                e.to_string(),
            )
        })?;
        tests.push(test);
    }
    let challenge = Challenge {
        id: raw.id,
        start,
        solution,
        tests,
        text: raw.text,
    };
    let solved = check_challenge(&challenge, &challenge.solution);
    if let Some(bad) = solved.tests.iter().find(|t| !t.passed) {
        let why = bad
            .failures
            .first()
            .map(|f| format!("{}: {}", f.field, f.message))
            .unwrap_or_default();
        return Err(SandboxError::new(
            Some(file_name),
            Some("solution"),
            format!("the solution fails the test {} ({why})", bad.id),
        ));
    }
    if check_challenge(&challenge, &challenge.start).solved {
        return Err(SandboxError::new(
            Some(file_name),
            Some("start"),
            "the starting state already passes every test",
        ));
    }
    Ok(challenge)
}

/// The case one test runs: the learner's settings, context and version, the
/// test's event and expect block, and handler results taken from the test,
/// else from the learner's per-test variant, else from the learner's own.
fn build_case(state: &Case, test: &ChallengeTest) -> Result<Case, ExpectFailure> {
    let Value::Object(event) = &test.event else {
        return Err(ExpectFailure::new("event", "expect-event-not-object", &[]));
    };
    match event.get("hook_event_name").and_then(Value::as_str) {
        Some(name) if catalogue::event(name).is_some() => {}
        Some(name) => {
            return Err(ExpectFailure::new(
                "event",
                "expect-event-unknown",
                &[("event", name)],
            ))
        }
        None => return Err(ExpectFailure::new("event", "expect-event-no-name", &[])),
    }
    let suffix = format!("{VARIANT_SEPARATOR}{}", test.id);
    let mut handlers: BTreeMap<String, HandlerResult> = state
        .handlers
        .iter()
        .filter(|(k, _)| !k.contains(VARIANT_SEPARATOR))
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    for (k, v) in &state.handlers {
        if let Some(base) = k.strip_suffix(suffix.as_str()) {
            handlers.insert(base.to_string(), v.clone());
        }
    }
    for (k, v) in &test.handlers {
        handlers.insert(k.clone(), v.clone());
    }
    Ok(Case {
        description: state.description.clone(),
        claude_code_version: state.claude_code_version.clone(),
        context: state.context.clone(),
        settings: state.settings.clone(),
        event: event.clone(),
        handlers,
        expect: Some(test.expect.clone()),
    })
}

/// Runs every held-back test against the learner's state. A test whose case
/// cannot be built fails with a failure on the field `event`; this never panics.
pub fn check_challenge(challenge: &Challenge, state: &Case) -> ChallengeReport {
    let mut tests = Vec::new();
    for test in &challenge.tests {
        let report = match build_case(state, test) {
            Ok(case) => {
                let outcome = evaluate(&case);
                let failures = check_expect(&case, &outcome);
                TestReport {
                    id: test.id.clone(),
                    passed: failures.is_empty(),
                    failures,
                    outcome,
                }
            }
            Err(failure) => TestReport {
                id: test.id.clone(),
                passed: false,
                failures: vec![failure],
                outcome: Outcome::default(),
            },
        };
        tests.push(report);
    }
    let solved = !tests.is_empty() && tests.iter().all(|t| t.passed);
    ChallengeReport { tests, solved }
}
