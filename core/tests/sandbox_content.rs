//! The sandbox's presets and challenges under `content/`: they load, they
//! evaluate, they teach what their text says, and every challenge is solvable.

use std::fs;
use std::path::PathBuf;

use hooklab_core::hooks::{check_expect, evaluate, HandlerResult};
use hooklab_core::sandbox::{
    check_challenge, load_challenge, load_preset, verdict, Challenge, Preset, LOCALES, VERDICT_IDS,
};

fn content_dir(kind: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("content")
        .join(kind)
}

fn toml_files(kind: &str) -> Vec<(String, String)> {
    let mut files: Vec<(String, String)> = fs::read_dir(content_dir(kind))
        .expect("content folder exists")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .map(|p| {
            let name = p
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            let text = fs::read_to_string(&p).expect("readable");
            (name, text)
        })
        .collect();
    files.sort();
    files
}

fn presets() -> Vec<Preset> {
    toml_files("presets")
        .iter()
        .map(|(name, text)| load_preset(name, text).unwrap_or_else(|e| panic!("{e}")))
        .collect()
}

fn challenges() -> Vec<Challenge> {
    toml_files("challenges")
        .iter()
        .map(|(name, text)| load_challenge(name, text).unwrap_or_else(|e| panic!("{e}")))
        .collect()
}

fn preset(id: &str) -> Preset {
    presets()
        .into_iter()
        .find(|p| p.id == id)
        .unwrap_or_else(|| panic!("no preset {id}"))
}

const LINKED: &[&str] = &[
    "refund-guard-exit-2",
    "refund-guard-sdk",
    "timestamp-normaliser",
    "block-rm-if",
    "formatter-edit-write",
    "exit-1-does-not-block",
    "posttooluse-plain-stdout",
    "edit-regex-hits-notebookedit",
    "mcp-server-name-alone",
    "allow-vs-deny-rule",
    "partial-updated-input",
    "disable-all-hooks-managed",
    "misspelt-event-name",
    "sessionend-budget",
    "stop-without-stop-hook-active",
];

/// The verdict each preset opens with: the sentence its lesson is about.
const VERDICTS: &[(&str, &str)] = &[
    ("refund-guard-exit-2", "tool-blocked"),
    ("refund-guard-sdk", "tool-blocked"),
    ("timestamp-normaliser", "output-replaced"),
    ("block-rm-if", "tool-blocked"),
    ("formatter-edit-write", "debug-only"),
    ("exit-1-does-not-block", "tool-runs-hook-error"),
    ("posttooluse-plain-stdout", "debug-only"),
    ("edit-regex-hits-notebookedit", "tool-blocked"),
    ("mcp-server-name-alone", "none-matcher"),
    ("allow-vs-deny-rule", "tool-denied-rule-over-hook"),
    ("partial-updated-input", "tool-runs-rewritten"),
    ("disable-all-hooks-managed", "none-disabled-managed"),
    ("misspelt-event-name", "none-config-error"),
    ("sessionend-budget", "session-end-cancelled"),
    ("stop-without-stop-hook-active", "keeps-working"),
];

#[test]
fn every_linked_preset_exists_and_loads() {
    let all = presets();
    assert!(all.len() >= 15, "{} presets", all.len());
    for id in LINKED {
        assert!(all.iter().any(|p| p.id == *id), "missing preset {id}");
    }
    for p in &all {
        for lang in LOCALES {
            let t = &p.text[*lang];
            assert!(!t.title.is_empty() && !t.summary.is_empty() && !t.body.is_empty());
        }
    }
}

#[test]
fn presets_pass_their_own_expect_blocks() {
    for p in presets() {
        assert!(p.case.expect.is_some(), "{} states what it shows", p.id);
        let outcome = evaluate(&p.case);
        let failures = check_expect(&p.case, &outcome);
        assert!(failures.is_empty(), "{}: {failures:?}", p.id);
    }
}

#[test]
fn presets_open_with_the_verdict_their_lesson_is_about() {
    for (id, want) in VERDICTS {
        let p = preset(id);
        let outcome = evaluate(&p.case);
        let got = verdict(&p.case, &outcome);
        assert_eq!(got.id, *want, "{id}: {got:?}");
        assert!(VERDICT_IDS.contains(&got.id.as_str()));
    }
}

#[test]
fn refund_guard_exit_1_lets_the_refund_through() {
    let mut p = preset("refund-guard-exit-2");
    let before = evaluate(&p.case);
    assert!(before.blocked);
    assert!(before
        .to_model
        .iter()
        .any(|m| m.contains("mcp__support__create_escalation")));
    assert_eq!(p.case.event["tool_input"]["amount"], 740);
    let result: &mut HandlerResult = p
        .case
        .handlers
        .values_mut()
        .next()
        .expect("the guard's result");
    result.exit_code = Some(1);
    let after = evaluate(&p.case);
    assert!(!after.blocked);
    assert_eq!(
        after.permission.as_ref().map(|x| x.result.as_str()),
        Some("allow")
    );
    assert!(after.to_model.is_empty());
    let v = verdict(&p.case, &after);
    assert_eq!(v.id, "tool-runs-hook-error");
    assert_eq!(v.args["code"], "1");
    assert_eq!(v.args["tool"], "mcp__billing__process_refund");
}

#[test]
fn mcp_server_name_alone_matches_once_widened() {
    let mut p = preset("mcp-server-name-alone");
    let v = verdict(&p.case, &evaluate(&p.case));
    assert_eq!(v.args["matcher"], "mcp__memory");
    let text = serde_json::to_string(&p.case.settings)
        .expect("serialises")
        .replace("\"mcp__memory\"", "\"mcp__memory__.*\"");
    p.case.settings = serde_json::from_str(&text).expect("parses");
    let outcome = evaluate(&p.case);
    assert_eq!(outcome.ran.len(), 1);
}

#[test]
fn every_challenge_is_solvable_and_starts_unsolved() {
    let all = challenges();
    assert!(all.len() >= 8, "{} challenges", all.len());
    for c in &all {
        assert!((3..=6).contains(&c.tests.len()), "{}", c.id);
        let solved = check_challenge(c, &c.solution);
        assert!(solved.solved, "{}: {:?}", c.id, solved.tests);
        let start = check_challenge(c, &c.start);
        assert!(!start.solved, "{} starts solved", c.id);
        assert!(start.tests.iter().any(|t| !t.failures.is_empty()));
        for lang in LOCALES {
            assert!(!c.text[*lang].hints.is_empty());
            for t in &c.tests {
                assert!(!t.label[*lang].is_empty());
            }
        }
    }
}
