//! Full outcomes of a few representative cases, pinned with insta.

use std::path::Path;

use hooklab_core::hooks::{evaluate, parse_case};

fn outcome(rel: &str) -> hooklab_core::hooks::Outcome {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(rel);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let case = parse_case(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    evaluate(&case)
}

#[test]
fn deny_beats_ask_and_allow() {
    insta::assert_json_snapshot!(outcome(
        "tests/conformance/hooks/11-deny-beats-ask-and-allow.json"
    ));
}

#[test]
fn exit_1_notice() {
    insta::assert_json_snapshot!(outcome(
        "tests/conformance/hooks/08-exit-1-does-not-block.json"
    ));
}

#[test]
fn managed_only_switch() {
    insta::assert_json_snapshot!(outcome(
        "tests/cases/hooks/sources/managed-only-blocks-others.json"
    ));
}

#[test]
fn permission_request_rechecked() {
    insta::assert_json_snapshot!(outcome(
        "tests/cases/hooks/permission/permreq-updated-input-rechecked.json"
    ));
}
