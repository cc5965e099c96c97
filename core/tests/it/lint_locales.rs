//! Every rule has its message and hint in all four `lint.ftl` files, with
//! the same placeables in every language.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use hooklab_core::lint::RULES;

const LANGS: [&str; 4] = ["en", "fr", "ru", "es"];

fn ftl(lang: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../locales/{lang}/lint.ftl"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Message id → the `$name` placeables used anywhere in its value.
fn placeables(text: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut current = String::new();
    for line in text.lines() {
        if line.starts_with('#') {
            continue;
        }
        if let Some((id, _)) = line.split_once(" = ") {
            if !id.starts_with(' ') && !id.is_empty() {
                current = id.to_string();
                out.entry(current.clone()).or_default();
            }
        }
        let mut rest = line;
        while let Some(p) = rest.find("{ $") {
            let name: String = rest[p + 3..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            out.entry(current.clone()).or_default().insert(name);
            rest = &rest[p + 3..];
        }
    }
    out
}

#[test]
fn every_rule_has_a_key_in_every_language() {
    for lang in LANGS {
        let text = ftl(lang);
        for rule in RULES {
            let id = rule.id.to_lowercase();
            for key in [format!("lint-{id} ="), format!("lint-{id}-hint =")] {
                assert!(
                    text.lines().any(|l| l.starts_with(&key)),
                    "locales/{lang}/lint.ftl has no line starting with `{key}`"
                );
            }
        }
    }
}

#[test]
fn placeables_agree_across_languages() {
    let en = placeables(&ftl("en"));
    // A message with a selector over several lines is read whole.
    assert!(en.get("lint-h006").is_some_and(|names| names.len() >= 4));
    for lang in ["fr", "ru", "es"] {
        let other = placeables(&ftl(lang));
        assert_eq!(
            other.keys().collect::<Vec<_>>(),
            en.keys().collect::<Vec<_>>(),
            "{lang}: the same message ids as en"
        );
        for (id, names) in &en {
            assert_eq!(other.get(id), Some(names), "{lang}: placeables of {id}");
        }
    }
}

#[test]
fn translations_are_not_copies_of_english() {
    let en = ftl("en");
    for lang in ["fr", "ru", "es"] {
        let text = ftl(lang);
        let same = en
            .lines()
            .zip(text.lines())
            .filter(|(a, b)| a.starts_with("lint-h") && !a.ends_with("->") && a == b)
            .count();
        assert_eq!(same, 0, "{lang} repeats English lines");
    }
}
