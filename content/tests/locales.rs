//! `locales/<lang>/content.ftl`: well formed, the same keys in all four
//! languages, every key the crate uses defined, and no key shared with
//! another `.ftl` file of the same language (the pages load them together).

use std::collections::BTreeSet;
use std::path::PathBuf;

use fluent_bundle::FluentResource;
use fluent_syntax::ast::Entry;
use hooklab_content::phrases::{has_phrase, KEYS, SOURCES};
use hooklab_content::{phrase, LANGS, SECTIONS};

/// The message ids of an `.ftl` text, in order, duplicates kept; fails on a
/// syntax error.
fn message_ids(name: &str, source: &str) -> Vec<String> {
    let resource = match FluentResource::try_new(source.to_owned()) {
        Ok(resource) => resource,
        Err((_, errors)) => panic!("{name}: syntax errors: {errors:?}"),
    };
    resource
        .entries()
        .filter_map(|entry| match entry {
            Entry::Message(message) => Some(message.id.name.to_owned()),
            _ => None,
        })
        .collect()
}

#[test]
fn each_file_defines_exactly_the_crate_keys_once() {
    let expected: Vec<String> = KEYS.iter().map(|k| (*k).to_owned()).collect();
    for (lang, source) in SOURCES {
        let ids = message_ids(&format!("locales/{lang}/content.ftl"), source);
        assert_eq!(ids, expected, "locales/{lang}/content.ftl");
    }
    assert_eq!(
        SOURCES.map(|(lang, _)| lang),
        LANGS,
        "one content.ftl per page language"
    );
}

#[test]
fn every_key_the_crate_uses_exists_in_all_four_languages() {
    let mut used: Vec<String> = KEYS.iter().map(|k| (*k).to_owned()).collect();
    used.extend(SECTIONS.iter().map(|s| format!("section-{s}")));
    for lang in LANGS {
        for key in &used {
            assert!(
                has_phrase(lang, key),
                "locales/{lang}/content.ftl lacks `{key}`"
            );
            let text = phrase(lang, key);
            assert!(
                !text.trim().is_empty() && text != *key,
                "{lang}: `{key}` is empty"
            );
        }
    }
}

#[test]
fn the_exam_callout_title_is_localised() {
    assert_eq!(
        phrase("en", "callout-important"),
        "Exam answer / Claude Code today"
    );
    for lang in ["fr", "ru", "es"] {
        assert_ne!(
            phrase(lang, "callout-important"),
            phrase("en", "callout-important"),
            "{lang}"
        );
    }
}

#[test]
fn no_other_locale_file_reuses_a_content_key() {
    let ours: BTreeSet<&str> = KEYS.iter().copied().collect();
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../locales");
    let mut clashes = Vec::new();
    for lang in LANGS {
        let Ok(entries) = std::fs::read_dir(root.join(lang)) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = path
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or_default()
                .to_owned();
            if !name.ends_with(".ftl") || name == "content.ftl" {
                continue;
            }
            let Ok(source) = std::fs::read_to_string(&path) else {
                continue;
            };
            let Ok(resource) = FluentResource::try_new(source) else {
                // Another part's file; its own tests report its syntax.
                continue;
            };
            for entry in resource.entries() {
                if let Entry::Message(message) = entry {
                    if ours.contains(message.id.name) {
                        clashes.push(format!(
                            "locales/{lang}/{name} redefines `{}`",
                            message.id.name
                        ));
                    }
                }
            }
        }
    }
    assert!(clashes.is_empty(), "{}", clashes.join("\n"));
}
