//! Runs every case of the conformance suite and of the project's own case
//! directory through the engine and checks its `expect` block.

use std::path::{Path, PathBuf};

use hooklab_core::hooks::{check_expect, evaluate, parse_case};

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
