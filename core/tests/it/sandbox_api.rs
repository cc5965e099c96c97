//! Permalinks, the verdict keys in the four locales, and settings.json copies.

use std::fs;
use std::path::PathBuf;

use hooklab_core::hooks::{parse_case, Case};
use hooklab_core::sandbox::{decode_state, encode_state, load_preset, settings_json, VERDICT_IDS};
use proptest::prelude::*;

use crate::strategies::{apply, edit, run_counting_valid, valid_case};

fn preset_case(id: &str) -> hooklab_core::hooks::Case {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../content/presets")
        .join(format!("{id}.toml"));
    let text = fs::read_to_string(&path).expect("preset file");
    load_preset(&format!("{id}.toml"), &text)
        .expect("preset loads")
        .case
}

#[test]
fn permalink_round_trips_a_preset() {
    let case = preset_case("refund-guard-exit-2");
    let link = encode_state(&case);
    assert!(link
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
    assert_eq!(decode_state(&link), Ok(case.clone()));
    assert_eq!(decode_state(&format!("#s={link}")), Ok(case));
}

#[test]
fn permalink_rejects_garbage_with_a_reason() {
    assert!(decode_state("")
        .unwrap_err()
        .message
        .contains("no sandbox state"));
    assert!(decode_state("not base64!!")
        .unwrap_err()
        .message
        .contains("base64"));
    assert!(decode_state("AAAA")
        .unwrap_err()
        .message
        .starts_with("the link's state"));
    let bomb = miniz_oxide::deflate::compress_to_vec(&vec![b' '; 2 * 1024 * 1024], 9);
    let link = base64::Engine::encode(&base64::engine::general_purpose::URL_SAFE_NO_PAD, bomb);
    assert!(decode_state(&link).unwrap_err().message.contains("1 MiB"));
    let not_case = miniz_oxide::deflate::compress_to_vec(b"{\"event\": 3}", 9);
    let link = base64::Engine::encode(&base64::engine::general_purpose::URL_SAFE_NO_PAD, not_case);
    assert!(decode_state(&link)
        .unwrap_err()
        .message
        .contains("not a valid case"));
}

#[test]
fn every_verdict_has_a_key_in_every_locale() {
    for lang in ["en", "fr", "ru", "es"] {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../locales")
            .join(lang)
            .join("sandbox-verdict.ftl");
        let text = fs::read_to_string(&path).expect("ftl file");
        for id in VERDICT_IDS {
            let key = format!("verdict-{id} = ");
            assert!(text.lines().any(|l| l.starts_with(&key)), "{lang}: {id}");
        }
    }
}

#[test]
fn settings_json_copies_one_source() {
    let case = preset_case("allow-vs-deny-rule");
    let text = settings_json(&case, "project");
    let back: serde_json::Value = serde_json::from_str(&text).expect("valid JSON");
    assert_eq!(back["permissions"]["deny"][0], "Bash(curl *)");
    assert_eq!(settings_json(&case, "user").trim(), "{}");
}

proptest! {
    #[test]
    fn mutated_presets_round_trip(code in -3i64..300, text in ".{0,40}", ms in 0u64..100_000) {
        let mut case = preset_case("exit-1-does-not-block");
        for r in case.handlers.values_mut() {
            r.exit_code = Some(code);
            r.stderr = Some(text.clone());
            r.duration_ms = Some(ms);
        }
        case.description = Some(text.clone());
        let link = encode_state(&case);
        prop_assert_eq!(decode_state(&link), Ok(case));
    }
}

/// A permalink as a page meets it: the payload alone, after `#s=` or `s=`,
/// with spaces around, or with a typo or two; and the case it was made
/// from while it is untouched.
fn link() -> impl Strategy<Value = (Option<Case>, String)> {
    let made = valid_case().prop_filter_map("a valid case", |v| parse_case(&v.to_string()).ok());
    let dressed = (
        made,
        prop::sample::select(vec!["", "#s=", "s=", " #s=", "\n"]),
        prop_oneof![
            2 => Just(Vec::new()),
            1 => prop::collection::vec(edit(), 1..3),
        ],
    )
        .prop_map(|(case, prefix, edits)| {
            let text = format!("{prefix}{}", encode_state(&case));
            if edits.is_empty() {
                (Some(case), text)
            } else {
                (None, apply(&text, &edits))
            }
        });
    prop_oneof![
        4 => dressed,
        1 => ".{0,200}".prop_map(|s| (None, s)),
    ]
}

/// Any fragment: decoding is deterministic; an untouched link gives back
/// its case; whatever decodes is a valid case whose own link decodes to it
/// again; whatever does not says why, as the link's problem.
#[test]
fn links_decode_to_their_case_or_say_why_not() {
    run_counting_valid("decode_state", 300, 25, link(), |(made, text)| {
        let decoded = decode_state(&text);
        prop_assert_eq!(
            &decoded,
            &decode_state(&text),
            "decode_state is not deterministic"
        );
        if let Some(case) = &made {
            prop_assert_eq!(decoded.as_ref(), Ok(case), "an untouched link");
        }
        match decoded {
            Ok(case) => {
                prop_assert_eq!(decode_state(&encode_state(&case)), Ok(case.clone()));
                let text =
                    serde_json::to_string(&case).map_err(|e| TestCaseError::fail(e.to_string()))?;
                prop_assert_eq!(parse_case(&text), Ok(case));
                Ok(true)
            }
            Err(e) => {
                prop_assert!(e.message.starts_with("the link"), "{:?}", e);
                Ok(false)
            }
        }
    });
}
