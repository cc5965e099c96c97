//! The Fluent files: valid syntax, the same keys in every language, the
//! right plural categories, and no key that nothing uses.

use crate::{invariants::visit, root};
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};

pub(crate) const LANGS: [&str; 4] = ["en", "fr", "ru", "es"];

struct Message {
    id: String,
    /// Plural categories used by each select expression in the message.
    selectors: Vec<BTreeSet<String>>,
}

fn parse(lang: &str, file: &str) -> Vec<Message> {
    let path = root().join("locales").join(lang).join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let resource = fluent_syntax::parser::parse(text.as_str()).unwrap_or_else(|(_, errors)| {
        panic!("{}: Fluent syntax errors: {errors:?}", path.display())
    });
    resource
        .body
        .iter()
        .filter_map(|entry| match entry {
            ast::Entry::Message(m) => {
                let mut selectors = Vec::new();
                if let Some(pattern) = &m.value {
                    collect_selectors(pattern, &mut selectors);
                }
                Some(Message {
                    id: m.id.name.to_string(),
                    selectors,
                })
            }
            _ => None,
        })
        .collect()
}

fn collect_selectors(pattern: &ast::Pattern<&str>, out: &mut Vec<BTreeSet<String>>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable {
            expression: ast::Expression::Select { variants, .. },
        } = element
        {
            let keys = variants
                .iter()
                .map(|v| match &v.key {
                    ast::VariantKey::Identifier { name } => name.to_string(),
                    ast::VariantKey::NumberLiteral { value } => value.to_string(),
                })
                .collect();
            out.push(keys);
            for variant in variants {
                collect_selectors(&variant.value, out);
            }
        }
    }
}

pub(crate) fn files() -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for lang in LANGS {
        for entry in std::fs::read_dir(root().join("locales").join(lang))
            .expect("locales dir")
            .flatten()
        {
            let name = entry.file_name().to_string_lossy().to_string();
            if name.ends_with(".ftl") {
                names.insert(name);
            }
        }
    }
    names
}

#[test]
fn every_file_exists_in_every_language_with_the_same_keys() {
    let mut problems = Vec::new();
    for file in files() {
        let mut keys: BTreeMap<&str, BTreeSet<String>> = BTreeMap::new();
        for lang in LANGS {
            if !root().join("locales").join(lang).join(&file).exists() {
                problems.push(format!("locales/{lang}/{file} is missing"));
                continue;
            }
            keys.insert(lang, parse(lang, &file).into_iter().map(|m| m.id).collect());
        }
        let Some(english) = keys.get("en").cloned() else {
            continue;
        };
        for (lang, set) in &keys {
            for missing in english.difference(set) {
                problems.push(format!("locales/{lang}/{file}: missing key {missing}"));
            }
            for extra in set.difference(&english) {
                problems.push(format!(
                    "locales/{lang}/{file}: key {extra} is not in English"
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn no_key_is_defined_twice_in_a_language() {
    for lang in LANGS {
        let mut seen: BTreeMap<String, String> = BTreeMap::new();
        for file in files() {
            for message in parse(lang, &file) {
                if let Some(first) = seen.insert(message.id.clone(), file.clone()) {
                    panic!(
                        "locales/{lang}: {} is defined in {first} and again in {file}",
                        message.id
                    );
                }
            }
        }
    }
}

/// Russian plurals need one, few and many; French and Spanish one and other.
#[test]
fn plural_selectors_cover_each_language_s_categories() {
    let needed: BTreeMap<&str, &[&str]> = [
        ("ru", &["one", "few", "many"][..]),
        ("fr", &["one", "other"][..]),
        ("es", &["one", "other"][..]),
        ("en", &["one", "other"][..]),
    ]
    .into_iter()
    .collect();
    let plural_words = ["zero", "one", "two", "few", "many", "other"];
    let mut problems = Vec::new();
    let mut plurals_seen = 0;
    for lang in LANGS {
        for file in files() {
            for message in parse(lang, &file) {
                for keys in &message.selectors {
                    let is_plural = keys
                        .iter()
                        .filter(|k| plural_words.contains(&k.as_str()))
                        .count()
                        >= 2;
                    if !is_plural {
                        continue;
                    }
                    plurals_seen += 1;
                    for category in needed[lang] {
                        if !keys.contains(*category) {
                            problems.push(format!(
                                "locales/{lang}/{file}: {} lacks the plural category {category}",
                                message.id
                            ));
                        }
                    }
                }
            }
        }
    }
    assert!(
        plurals_seen >= 4,
        "expected plural messages in every language"
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A key nothing refers to is dead text that translators would keep paying
/// for. Keys are referred to by their literal in Rust code, or, for messages
/// the core emits as ids (`hook-<id>`, `lint-<rule>`, `sim-<id>`, …), by the
/// id's literal in the code that emits it.
#[test]
fn every_key_is_used() {
    let mut sources = String::new();
    for dir in ["app/src", "server/src", "content/src", "core/src"] {
        visit(&root().join(dir), &mut |path, text| {
            if path.extension().is_some_and(|e| e == "rs") {
                sources.push_str(text);
                sources.push('\n');
            }
        });
    }
    // Families of keys built at run time, such as `format!("hook-{id}")`: the
    // static part before the placeholder names the family.
    let families: Vec<String> = sources
        .split('"')
        .filter_map(|literal| literal.split_once('{').map(|(prefix, _)| prefix))
        .filter(|prefix| {
            prefix.len() > 2
                && prefix.ends_with('-')
                && prefix
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        })
        .map(str::to_owned)
        .collect();
    let lower = sources.to_lowercase();
    let mut unused = Vec::new();
    for file in files() {
        for message in parse("en", &file) {
            let id = &message.id;
            if sources.contains(&format!("\"{id}\"")) {
                continue;
            }
            if families
                .iter()
                .any(|family| id.starts_with(family.as_str()))
            {
                continue;
            }
            // An id emitted by the core: the part after the prefix is a literal somewhere.
            let dynamic = id.split_once('-').is_some_and(|(_, rest)| {
                lower.contains(&format!("\"{rest}\""))
                    || lower.contains(&format!("{rest}\""))
                    || lower.contains(&format!("\"{rest}"))
            });
            if !dynamic {
                unused.push(format!("locales/en/{file}: {id}"));
            }
        }
    }
    assert!(
        unused.is_empty(),
        "keys that no code uses:\n{}",
        unused.join("\n")
    );
}
