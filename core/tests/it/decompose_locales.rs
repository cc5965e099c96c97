//! Every message id the classifier emits has a key in all four
//! `locales/<lang>/matrix.ftl` files (a line scan), and the English file
//! agrees with the fallbacks in core.

use std::collections::BTreeMap;
use std::path::PathBuf;

use hooklab_core::decompose::message_ids;
use hooklab_core::decompose::messages::english_plain_texts;

fn ftl(lang: &str) -> BTreeMap<String, String> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("locales")
        .join(lang)
        .join("matrix.ftl");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let mut keys = BTreeMap::new();
    for line in text.lines() {
        if line.starts_with('#') || line.starts_with(' ') || line.trim().is_empty() {
            continue;
        }
        if let Some((key, value)) = line.split_once(" = ") {
            let previous = keys.insert(key.trim().to_owned(), value.trim().to_owned());
            assert!(previous.is_none(), "{lang}: key {key} is defined twice");
        }
    }
    keys
}

#[test]
fn every_id_has_a_key_in_every_locale_and_no_key_is_stray() {
    let ids = message_ids();
    for lang in ["en", "fr", "ru", "es"] {
        let keys = ftl(lang);
        let missing: Vec<&String> = ids.iter().filter(|id| !keys.contains_key(*id)).collect();
        assert!(missing.is_empty(), "{lang}/matrix.ftl lacks {missing:?}");
        let stray: Vec<&String> = keys.keys().filter(|k| !ids.contains(k)).collect();
        assert!(
            stray.is_empty(),
            "{lang}/matrix.ftl has keys nobody emits: {stray:?}"
        );
        for (key, value) in &keys {
            assert!(!value.is_empty(), "{lang}: {key} is empty");
        }
    }
}

#[test]
fn arguments_are_the_same_in_every_locale() {
    let en = ftl("en");
    for lang in ["fr", "ru", "es"] {
        let other = ftl(lang);
        for (key, value) in &en {
            let vars = |v: &str| {
                let mut found: Vec<String> = v
                    .split("{ $")
                    .skip(1)
                    .filter_map(|rest| rest.split(' ').next().map(str::to_owned))
                    .collect();
                found.sort();
                found
            };
            let theirs = other.get(key).map(String::as_str).unwrap_or("");
            assert_eq!(vars(value), vars(theirs), "{lang}: arguments of {key}");
        }
    }
}

#[test]
fn english_file_matches_the_fallbacks_in_core() {
    let en = ftl("en");
    for (key, text) in english_plain_texts() {
        assert_eq!(en.get(&key).map(String::as_str), Some(text), "en: {key}");
    }
}
