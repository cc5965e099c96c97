//! Runs every case of the conformance suite and of the project's own case
//! directory through the engine and checks its `expect` block.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use hooklab_core::hooks::{check_expect, evaluate, parse_case, Case, Outcome};
use serde_json::{json, Value};

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|x| x == "json") {
            out.push(p);
        }
    }
}

fn run_dir(rel: &str, minimum: usize) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(rel);
    let mut files = Vec::new();
    collect(&root, &mut files);
    files.sort();
    let mut failures = Vec::new();
    if files.len() < minimum {
        failures.push(format!(
            "expected at least {minimum} cases under {rel}, found {}",
            files.len()
        ));
    }
    for f in &files {
        let name = f.strip_prefix(&root).unwrap_or(f).display().to_string();
        let text = match std::fs::read_to_string(f) {
            Ok(t) => t,
            Err(e) => {
                failures.push(format!("{name}: cannot read: {e}"));
                continue;
            }
        };
        let case = match parse_case(&text) {
            Ok(c) => c,
            Err(e) => {
                failures.push(format!("{name}: invalid case: {e}"));
                continue;
            }
        };
        if case.expect.is_none() {
            failures.push(format!("{name}: no expect block"));
            continue;
        }
        if case.description.as_deref().is_none_or(str::is_empty) {
            failures.push(format!("{name}: no description"));
        }
        let outcome = evaluate(&case);
        for f in check_expect(&case, &outcome) {
            failures.push(format!("{name}: {}: {}", f.field, f.message));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

#[test]
fn conformance_suite_passes() {
    run_dir("tests/conformance/hooks", 30);
}

#[test]
fn own_cases_pass() {
    run_dir("tests/cases/hooks", 150);
}

/// Every case file under `rel` (a folder of the repository), by its path
/// from the repository's root, with its raw JSON and the case.
fn cases_under(rel: &str) -> Vec<(String, Value, Case)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    collect(&root.join(rel), &mut files);
    files.sort();
    files
        .iter()
        .map(|f| {
            let name = f
                .strip_prefix(&root)
                .unwrap_or(f)
                .to_string_lossy()
                .replace('\\', "/");
            let text = std::fs::read_to_string(f).unwrap_or_else(|e| panic!("{name}: {e}"));
            let raw: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
            let case = parse_case(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
            (name, raw, case)
        })
        .collect()
}

/// The outcome an engine that runs no handler gives: the case evaluated
/// with every hook taken out of its settings, keeping the settings' own
/// problems (found before anything runs).
fn outcome_without_handlers(case: &Case) -> Outcome {
    let mut bare = case.clone();
    for source in bare.settings.0.values_mut() {
        match source {
            Value::Object(file) => {
                file.remove("hooks");
            }
            Value::Array(named) => {
                for item in named.iter_mut().filter_map(Value::as_object_mut) {
                    item.remove("hooks");
                }
            }
            _ => {}
        }
    }
    let mut outcome = evaluate(&bare);
    outcome.config_errors = evaluate(case).config_errors;
    outcome
}

/// Whether an `expect` entry holds the value the outcome has when no
/// handler did anything: nothing ran, decided, blocked, stopped, replaced
/// or said; a permission nothing decided (`by: default`); a text that must
/// be absent. Config errors, trace steps and versions are not defaults:
/// they are evidence of their own.
fn is_default_expectation(field: &str, want: &Value) -> bool {
    match field {
        "ran" | "to_model" | "to_user" | "debug_log" => want == &json!([]),
        "decision" | "stop_reason" | "updated_input" | "updated_tool_output" => want.is_null(),
        "blocked" | "turn_ends" => want == &json!(false),
        "continue" => want == &json!(true),
        "permission" => want.get("by") == Some(&json!("default")),
        f => f.ends_with("_excludes"),
    }
}

/// A case whose every expectation is a default value: an engine that runs
/// no handler passes it, so it proves nothing alone.
fn is_default_only(case: &Case) -> bool {
    case.expect.as_ref().is_some_and(|expect| {
        !expect.is_empty()
            && expect
                .iter()
                .all(|(field, want)| is_default_expectation(field, want))
    })
}

/// A case that expects only defaults (nothing ran, nothing blocked) passes
/// on an engine that runs no handler. Each one is named, in the
/// `control_for` list of a case under `tests/cases/hooks/controls/`, by a
/// positive control: the same setup changed minimally so that the handler
/// does run or block, which an engine that runs no handler fails.
#[test]
fn every_default_only_case_has_a_positive_control() {
    let mut all = cases_under("tests/conformance/hooks");
    all.extend(cases_under("tests/cases/hooks"));
    let default_only: BTreeSet<&str> = all
        .iter()
        .filter(|(_, _, case)| is_default_only(case))
        .map(|(name, _, _)| name.as_str())
        .collect();
    let mut problems = Vec::new();
    let mut controlled: BTreeSet<&str> = BTreeSet::new();
    for (name, raw, case) in &all {
        if is_default_only(case) && !check_expect(case, &outcome_without_handlers(case)).is_empty()
        {
            problems.push(format!(
                "{name}: counted as default-only, yet an engine that runs no handler fails it"
            ));
        }
        let Some(named) = raw.get("control_for") else {
            continue;
        };
        if !name.starts_with("tests/cases/hooks/controls/") {
            problems.push(format!(
                "{name}: a control belongs in tests/cases/hooks/controls/"
            ));
        }
        let named: Vec<&str> = named
            .as_array()
            .map(|list| list.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        if named.is_empty() {
            problems.push(format!(
                "{name}: control_for must list the cases it controls"
            ));
        }
        for target in named {
            if default_only.contains(target) {
                controlled.insert(target);
            } else {
                problems.push(format!(
                    "{name}: controls {target}, which is not a default-only case"
                ));
            }
        }
        let real = check_expect(case, &evaluate(case));
        if !real.is_empty() {
            problems.push(format!("{name}: the control fails: {real:?}"));
        }
        if check_expect(case, &outcome_without_handlers(case)).is_empty() {
            problems.push(format!(
                "{name}: the control passes even when no handler runs"
            ));
        }
    }
    for case in default_only.difference(&controlled) {
        problems.push(format!(
            "{case}: expects only defaults and no control names it in control_for"
        ));
    }
    // The detector itself works: a public case that only expects `ran: []`.
    assert!(
        default_only.contains("tests/conformance/hooks/05-anchored-regex.json"),
        "the public case 05-anchored-regex.json expects only defaults but was not found"
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
