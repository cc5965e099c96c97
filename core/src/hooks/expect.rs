//! Checking a case's `expect` block against an outcome (`hooklab test`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::messages::{args, check_english};
use super::{Case, Outcome};

/// One assertion that did not hold.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct ExpectFailure {
    /// The `expect` key that failed.
    pub field: String,
    /// What went wrong, in English (the command line's words).
    pub message: String,
    /// The same for a page: the Fluent key (`expect-<id>`) and its arguments.
    pub key: String,
    pub args: BTreeMap<String, String>,
}

impl ExpectFailure {
    /// A failure on `field`, worded by `key` with `pairs`.
    pub(crate) fn new(field: &str, key: &str, pairs: &[(&str, &str)]) -> ExpectFailure {
        ExpectFailure {
            field: field.to_string(),
            message: check_english(key, pairs),
            key: key.to_owned(),
            args: args(pairs),
        }
    }
}

const STABLE: &[&str] = &[
    "event",
    "decision",
    "blocked",
    "permission",
    "continue",
    "stop_reason",
    "updated_input",
    "updated_tool_output",
    "to_model",
    "to_user",
    "debug_log",
    "config_errors",
    "turn_ends",
    "claude_code_version",
];

fn fail(field: &str, key: &str, pairs: &[(&str, &str)]) -> ExpectFailure {
    ExpectFailure::new(field, key, pairs)
}

fn strings(v: &Value) -> Option<Vec<String>> {
    v.as_array()?
        .iter()
        .map(|x| x.as_str().map(String::from))
        .collect()
}

fn list_of(outcome: &Value, name: &str) -> Vec<String> {
    outcome
        .get(name)
        .and_then(Value::as_array)
        .map(|a| {
            a.iter()
                .filter_map(|x| x.as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default()
}

/// Checks every assertion of `case.expect`; an empty list means the case passed.
pub fn check_expect(case: &Case, outcome: &Outcome) -> Vec<ExpectFailure> {
    let Some(expect) = &case.expect else {
        return Vec::new();
    };
    let actual = serde_json::to_value(outcome).unwrap_or(Value::Null);
    let mut failures = Vec::new();
    for (key, want) in expect {
        match key.as_str() {
            k if STABLE.contains(&k) => {
                let got = actual.get(k).cloned().unwrap_or(Value::Null);
                if &got != want {
                    failures.push(fail(
                        k,
                        "expect-value",
                        &[("want", &want.to_string()), ("got", &got.to_string())],
                    ));
                }
            }
            "ran" => {
                let Some(mut want_list) = strings(want) else {
                    failures.push(fail(key, "expect-ran-not-list", &[]));
                    continue;
                };
                let mut got = outcome.ran.clone();
                crate::sort::sort(&mut want_list);
                crate::sort::sort(&mut got);
                if want_list != got {
                    failures.push(fail(
                        key,
                        "expect-ran",
                        &[
                            ("want", &Value::from(want_list).to_string()),
                            ("got", &Value::from(outcome.ran.clone()).to_string()),
                        ],
                    ));
                }
            }
            "to_model_contains" | "to_user_contains" | "debug_contains" | "to_model_excludes"
            | "to_user_excludes" => {
                let list_name = match key.as_str() {
                    "to_model_contains" | "to_model_excludes" => "to_model",
                    "to_user_contains" | "to_user_excludes" => "to_user",
                    _ => "debug_log",
                };
                let must = key.ends_with("_contains");
                let Some(needles) = strings(want) else {
                    failures.push(fail(key, "expect-not-list", &[("field", key)]));
                    continue;
                };
                let entries = list_of(&actual, list_name);
                for n in needles {
                    let found = entries.iter().any(|e| e.contains(&n));
                    if found != must {
                        let id = if must {
                            "expect-text-missing"
                        } else {
                            "expect-text-present"
                        };
                        failures.push(fail(
                            key,
                            id,
                            &[
                                ("text", &n),
                                ("list", list_name),
                                ("entries", &Value::from(entries.clone()).to_string()),
                            ],
                        ));
                    }
                }
            }
            "config_errors_contains" => {
                let Some(needles) = strings(want) else {
                    failures.push(fail(key, "expect-not-list", &[("field", key)]));
                    continue;
                };
                for n in needles {
                    let found = outcome.config_errors.iter().any(|e| {
                        e.path.contains(&n) || e.id.contains(&n) || e.message.contains(&n)
                    });
                    if !found {
                        failures.push(fail(key, "expect-no-config-error", &[("text", &n)]));
                    }
                }
            }
            "trace_contains" => {
                let Some(ids) = strings(want) else {
                    failures.push(fail(key, "expect-not-id-list", &[("field", key)]));
                    continue;
                };
                for id in ids {
                    if !outcome.trace.iter().any(|t| t.id == id) {
                        failures.push(fail(key, "expect-no-trace", &[("id", &id)]));
                    }
                }
            }
            other => failures.push(fail(other, "expect-unknown", &[("field", other)])),
        }
    }
    failures
}
