//! The position-keeping JSON parser: spans, paths, errors, and totality.

use hooklab_core::jsonpos::{
    format_path, line_col, locate, locate_key, parse, parse_path, Node, PathSeg, Value, MAX_DEPTH,
};
use proptest::prelude::*;

use crate::strategies::{maybe_edited, run_counting_valid};

const SETTINGS: &str = r#"{
  "hooks": {
    "PreToolUse": [
      {
        "matcher": "Bash",
        "hooks": [
          { "type": "command", "command": "a.sh" },
          { "type": "command", "command": "é/b.sh", "timeout": 5 }
        ]
      }
    ]
  },
  "handlers": { "${CLAUDE_PROJECT_DIR}/x.sh": { "exit_code": 2 } }
}"#;

fn pos(text: &str, path: &str) -> (usize, usize) {
    let span = locate(text, path).expect("path exists");
    line_col(text, span.start)
}

#[test]
fn locates_values_by_path() {
    assert_eq!(pos(SETTINGS, "hooks.PreToolUse[0].matcher"), (5, 20));
    assert_eq!(
        pos(SETTINGS, "hooks.PreToolUse[0].hooks[1].command"),
        (8, 43)
    );
    assert_eq!(
        pos(SETTINGS, "hooks.PreToolUse[0].hooks[1].timeout"),
        (8, 64)
    );
    assert_eq!(
        pos(
            SETTINGS,
            r#"handlers["${CLAUDE_PROJECT_DIR}/x.sh"].exit_code"#
        ),
        (13, 62)
    );
    assert_eq!(pos(SETTINGS, ""), (1, 1));
}

#[test]
fn locates_keys_by_path() {
    let span = locate_key(SETTINGS, "hooks.PreToolUse").expect("key exists");
    assert_eq!(line_col(SETTINGS, span.start), (3, 5));
    assert_eq!(&SETTINGS[span.start..span.end], "\"PreToolUse\"");
}

#[test]
fn missing_paths_give_none() {
    assert_eq!(locate(SETTINGS, "hooks.PreToolUze"), None);
    assert_eq!(locate(SETTINGS, "hooks.PreToolUse[3]"), None);
    assert_eq!(locate(SETTINGS, "hooks..x"), None);
    assert_eq!(locate(SETTINGS, "hooks[abc]"), None);
    assert_eq!(locate("not json", "a"), None);
}

#[test]
fn node_accessors_read_values() {
    let root = parse(SETTINGS).expect("valid");
    let handler = root.at("hooks.PreToolUse[0].hooks[1]").expect("handler");
    assert_eq!(
        handler.get("command").and_then(|n| n.as_str()),
        Some("é/b.sh")
    );
    assert_eq!(handler.get("timeout").and_then(|n| n.as_f64()), Some(5.0));
    assert_eq!(handler.type_name(), "object");
    assert_eq!(
        root.to_json()["hooks"]["PreToolUse"][0]["matcher"],
        serde_json::json!("Bash")
    );
}

#[test]
fn duplicate_keys_last_wins() {
    let root = parse(r#"{"a": 1, "a": 2}"#).expect("valid");
    assert_eq!(root.get("a").and_then(|n| n.as_f64()), Some(2.0));
}

#[test]
fn escapes_decode() {
    let root = parse(r#"["a\nb", "\u00e9", "\ud83d\ude00", "\ud800x", "\/"]"#).expect("valid");
    let items: Vec<&str> = root
        .as_array()
        .expect("array")
        .iter()
        .filter_map(|n| n.as_str())
        .collect();
    assert_eq!(items, vec!["a\nb", "é", "😀", "\u{fffd}x", "/"]);
}

#[test]
fn errors_carry_positions() {
    let err = parse("{\n  \"a\": 1,\n  \"b\" 2\n}").expect_err("invalid");
    assert_eq!((err.line, err.column), (3, 7));
    assert!(err.message.contains("`:`"), "{}", err.message);

    let err = parse("{\"é\": tru}").expect_err("invalid");
    assert_eq!((err.line, err.column), (1, 7));

    let err = parse("[1, 2").expect_err("invalid");
    assert!(err.message.contains("end of text"), "{}", err.message);

    let err = parse("{} x").expect_err("trailing");
    assert_eq!((err.line, err.column), (1, 4));

    assert!(parse("\"a\tb\"").is_err());
    assert!(parse("01").is_err());
    assert!(parse("1.").is_err());
    assert!(parse("").is_err());
    assert!(parse("{\"a\":1,}").is_err());
}

#[test]
fn byte_order_mark_is_skipped() {
    let root = parse("\u{feff}{\"a\": true}").expect("valid");
    assert_eq!(root.get("a").and_then(|n| n.as_bool()), Some(true));
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let deep = "[".repeat(100_000);
    let err = parse(&deep).expect_err("too deep");
    assert!(err.message.contains("nested"), "{}", err.message);
    let ok = format!("{}{}", "[".repeat(MAX_DEPTH), "]".repeat(MAX_DEPTH));
    assert!(parse(&ok).is_ok());
    let too_deep = format!("{}{}", "[".repeat(MAX_DEPTH + 1), "]".repeat(MAX_DEPTH + 1));
    assert!(parse(&too_deep).is_err());
}

#[test]
fn line_col_counts_characters_and_clamps() {
    let text = "ab\néé\nx";
    assert_eq!(line_col(text, 0), (1, 1));
    assert_eq!(line_col(text, 3), (2, 1));
    assert_eq!(line_col(text, 5), (2, 2));
    assert_eq!(line_col(text, 6), (2, 2), "inside a character moves back");
    assert_eq!(line_col(text, 1000), (3, 2));
}

#[test]
fn paths_round_trip() {
    let segs = parse_path(r#"handlers["a.b \"q\""].x[2]"#).expect("valid path");
    assert_eq!(
        segs,
        vec![
            PathSeg::Key("handlers".into()),
            PathSeg::Key("a.b \"q\"".into()),
            PathSeg::Key("x".into()),
            PathSeg::Index(2),
        ]
    );
    assert_eq!(format_path(&segs), r#"handlers["a.b \"q\""].x[2]"#);
    assert_eq!(parse_path("").expect("root"), Vec::<PathSeg>::new());
    assert_eq!(parse_path("a."), None);
    assert_eq!(parse_path("a]"), None);
}

fn json_value() -> impl Strategy<Value = serde_json::Value> {
    let leaf = prop_oneof![
        Just(serde_json::Value::Null),
        any::<bool>().prop_map(serde_json::Value::Bool),
        any::<i64>().prop_map(serde_json::Value::from),
        "[a-zé\\\\\"\n😀 ]{0,8}".prop_map(serde_json::Value::String),
    ];
    leaf.prop_recursive(4, 32, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..5).prop_map(serde_json::Value::Array),
            prop::collection::btree_map("[a-z.\"]{0,5}", inner, 0..5)
                .prop_map(|m| serde_json::Value::Object(m.into_iter().collect())),
        ]
    })
}

/// JSON-like text, and above all serialised values with a typo or two:
/// the parser agrees with `serde_json` (it accepts what `serde_json`
/// accepts, with the same value; it refuses nothing `serde_json` accepts,
/// and accepts what `serde_json` refuses only for its documented
/// tolerances), every value's span re-parses to that value, and an error's
/// offset lies inside the text with the line and column of that offset.
#[test]
fn json_like_text_parses_as_serde_json_does_or_fails_inside_it() {
    let texts = prop_oneof![
        2 => json_text(),
        3 => maybe_edited(json_text()),
        1 => "[\\[\\]{}\",:0-9a-z\\\\ \n.eE+-]{0,200}",
    ];
    run_counting_valid("jsonpos::parse", 1000, 25, texts, |text| {
        let ours = parse(&text);
        prop_assert_eq!(&ours, &parse(&text), "parse is not deterministic");
        let theirs = serde_json::from_str::<serde_json::Value>(&text);
        match (&ours, &theirs) {
            (Ok(node), Ok(value)) => {
                prop_assert!(
                    same_json(&node.to_json(), value),
                    "{:?} for {:?}",
                    node.to_json(),
                    value
                );
                spans_hold_their_values(&text, node)?;
            }
            (Ok(_), Err(e)) => prop_assert!(
                e.to_string().contains("number out of range")
                    || e.to_string().contains("surrogate"),
                "accepted what serde_json refuses ({}): {:?}",
                e,
                text
            ),
            (Err(e), Ok(_)) => prop_assert!(
                e.id == "too-deep",
                "refused valid JSON: {:?} in {:?}",
                e,
                text
            ),
            (Err(e), Err(_)) => {
                prop_assert!(
                    e.offset <= text.len() && text.is_char_boundary(e.offset),
                    "{:?}",
                    e
                );
                prop_assert_eq!((e.line, e.column), line_col(&text, e.offset), "{:?}", e);
                prop_assert!(e.key().starts_with("json-") && !e.message.is_empty());
                if let Some(found) = e.args.get("found") {
                    let at = text[e.offset..].chars().next().map(|c| format!("{c:?}"));
                    prop_assert_eq!(Some(found), at.as_ref(), "the character at {}", e.offset);
                }
            }
        }
        Ok(ours.is_ok())
    });
}

/// Equal JSON values, but for the last bit of a fraction: `serde_json`
/// (without its `float_roundtrip` feature) may round a long decimal to the
/// neighbour of the nearest double, which the parser's `str::parse` gives.
fn same_json(a: &serde_json::Value, b: &serde_json::Value) -> bool {
    use serde_json::Value as J;
    match (a, b) {
        (J::Number(x), J::Number(y)) if x.is_f64() || y.is_f64() => {
            match (x.as_f64(), y.as_f64()) {
                (Some(x), Some(y)) => {
                    x == y || (x - y).abs() <= f64::EPSILON * x.abs().max(y.abs())
                }
                _ => false,
            }
        }
        (J::Array(x), J::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(x, y)| same_json(x, y))
        }
        (J::Object(x), J::Object(y)) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|((kx, x), (ky, y))| kx == ky && same_json(x, y))
        }
        _ => a == b,
    }
}

/// A JSON value serialised, compact or pretty.
fn json_text() -> impl Strategy<Value = String> {
    (json_value(), any::<bool>()).prop_map(|(value, pretty)| {
        if pretty {
            serde_json::to_string_pretty(&value).unwrap_or_default()
        } else {
            value.to_string()
        }
    })
}

/// Every node's span, cut out of the text, parses to that node's value.
fn spans_hold_their_values(text: &str, node: &Node) -> Result<(), TestCaseError> {
    let slice = &text[node.span.start..node.span.end];
    let alone = parse(slice).map_err(|e| TestCaseError::fail(format!("{slice:?}: {e}")))?;
    prop_assert_eq!(alone.to_json(), node.to_json(), "span {:?}", node.span);
    match &node.value {
        Value::Array(items) => {
            for item in items {
                spans_hold_their_values(text, item)?;
            }
        }
        Value::Object(members) => {
            for m in members {
                let key: String = serde_json::from_str(&text[m.key_span.start..m.key_span.end])
                    .map_err(|e| TestCaseError::fail(format!("key span {:?}: {e}", m.key_span)))?;
                prop_assert_eq!(&key, &m.key);
                spans_hold_their_values(text, &m.value)?;
            }
        }
        _ => {}
    }
    Ok(())
}

proptest! {
    #[test]
    fn never_panics_on_arbitrary_text(text in "\\PC{0,200}") {
        if let Err(e) = parse(&text) {
            prop_assert!(e.line >= 1 && e.column >= 1);
            prop_assert!(e.offset <= text.len());
        }
        let _ = locate(&text, "a.b[0]");
    }

    #[test]
    fn line_col_is_total(text in "\\PC{0,50}", offset in 0usize..400) {
        let (line, col) = line_col(&text, offset);
        prop_assert!(line >= 1 && col >= 1);
    }

    #[test]
    fn agrees_with_serde_json(value in json_value(), pretty in any::<bool>()) {
        let text = if pretty {
            serde_json::to_string_pretty(&value).expect("serialises")
        } else {
            value.to_string()
        };
        let node = parse(&text).expect("serde_json output parses");
        prop_assert_eq!(node.to_json(), value.clone());
        // Every top-level member's span holds exactly that member's text.
        if let Value::Object(members) = &node.value {
            for m in members {
                let slice = &text[m.value.span.start..m.value.span.end];
                let reparsed: serde_json::Value = serde_json::from_str(slice).expect("span is a value");
                prop_assert_eq!(&reparsed, &value[&m.key]);
                let path = format_path(&[PathSeg::Key(m.key.clone())]);
                prop_assert_eq!(node.at(&path).map(|n| n.span), Some(m.value.span));
            }
        }
    }
}
