//! Every message the core can emit, worded in every language by the pages'
//! own lookup: no key is missing, no English is left in French, Russian or
//! Spanish, and every message that shows a count agrees with it through a
//! plural selector that has the number in every branch.
//!
//! The list of messages is the core's own ([`message_keys`]), and so are the
//! kinds of their arguments ([`arg_kind`]): nothing here is a hand-kept list
//! of ids.

use crate::locales::{files, LANGS};
use crate::root;
use fluent_syntax::ast;
use hooklab_app::i18n::{has, say, Lang};
use hooklab_core::i18n::{arg_kind, message_keys, variants, ArgKind, Concept};
use std::collections::{BTreeMap, BTreeSet};

/// Every message of a language: key, the file it is in, and its pattern's
/// source text (for the checks below, parsed again where needed).
fn messages(lang: &str) -> BTreeMap<String, (String, String)> {
    let mut out = BTreeMap::new();
    for file in files() {
        let path = root().join("locales").join(lang).join(&file);
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let resource = fluent_syntax::parser::parse(text.as_str())
            .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", path.display()));
        for entry in resource.body {
            if let ast::Entry::Message(m) = entry {
                let mut names = BTreeSet::new();
                if let Some(p) = &m.value {
                    variables(p, &mut names);
                }
                let joined = names.into_iter().collect::<Vec<_>>().join(",");
                out.insert(m.id.name.to_owned(), (file.clone(), joined));
            }
        }
    }
    out
}

/// Every variable a pattern refers to, selectors and variants included.
fn variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Inline(inline) => inline_variables(inline, out),
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for variant in variants {
                variables(&variant.value, out);
            }
        }
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_owned());
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}

/// The text that stands for an argument shown as written: no language's
/// word, so that it can be cut out before looking for English.
const SAMPLE_TEXT: &str = "QX7";

/// The messages of a language marked `# Verbatim:`: a line Claude Code
/// prints in English whatever the language, kept as it is.
fn verbatim(lang: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for file in files() {
        let path = root().join("locales").join(lang).join(&file);
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let Ok(resource) = fluent_syntax::parser::parse(text.as_str()) else {
            continue;
        };
        for entry in resource.body {
            if let ast::Entry::Message(m) = entry {
                let marked = m
                    .comment
                    .as_ref()
                    .and_then(|c| c.content.first())
                    .is_some_and(|line| line.trim_start().starts_with("Verbatim:"));
                if marked {
                    out.insert(m.id.name.to_owned());
                }
            }
        }
    }
    out
}

/// Representative arguments for `key`: one set per combination of its
/// variant (for messages with several wordings) and of a few counts that
/// reach every plural category (1, 3, 5, 21).
fn samples(key: &str, names: &[String]) -> Vec<Vec<(String, String)>> {
    let mut sets: Vec<Vec<(String, String)>> = vec![Vec::new()];
    for name in names {
        let values: Vec<Vec<(String, String)>> = match arg_kind(key, name) {
            ArgKind::Text => vec![vec![(name.clone(), SAMPLE_TEXT.to_owned())]],
            ArgKind::Number => vec![vec![(name.clone(), "7".to_owned())]],
            ArgKind::Count => ["1", "3", "5", "21"]
                .iter()
                .map(|n| vec![(name.clone(), (*n).to_owned())])
                .collect(),
            ArgKind::Concept(concept) => {
                let id = concept.ids().into_iter().next().unwrap_or_default();
                vec![vec![(name.clone(), id)]]
            }
            ArgKind::Variant => {
                let mut all = variants(key);
                if all.is_empty() {
                    all.push("other");
                }
                all.into_iter()
                    .map(|v| vec![(name.clone(), v.to_owned())])
                    .collect()
            }
            ArgKind::Nested(prefix) => {
                // The first message of the family, with its own arguments.
                let nested = message_keys()
                    .into_iter()
                    .find(|k| k.starts_with(prefix))
                    .unwrap_or_default();
                let id = nested.strip_prefix(prefix).unwrap_or_default().to_owned();
                let mut set = vec![(name.clone(), id)];
                for (inner, value) in nested_args(&nested) {
                    set.push((inner, value));
                }
                vec![set]
            }
        };
        sets = sets
            .into_iter()
            .flat_map(|set| {
                values.iter().map(move |extra| {
                    let mut next = set.clone();
                    next.extend(extra.iter().cloned());
                    next
                })
            })
            .collect();
    }
    sets
}

/// Sample arguments of a nested message (one set; its kinds are its own).
fn nested_args(key: &str) -> Vec<(String, String)> {
    let english = messages("en");
    let names: Vec<String> = english
        .get(key)
        .map(|(_, v)| {
            v.split(',')
                .filter(|s| !s.is_empty())
                .map(str::to_owned)
                .collect()
        })
        .unwrap_or_default();
    samples(key, &names).into_iter().next().unwrap_or_default()
}

/// Words that are the same in English and in the other languages because
/// they are code or names: a message made only of these may read the same.
const CODE_WORDS: &[&str] = &[
    "allow", "deny", "ask", "defer", "block", "null", "json", "claude", "code", "sdk", "mcp",
    "http", "exit", "stdout", "stderr", "true", "false",
];

/// Words that are the same in English and in one other language.
const SHARED_WORDS: &[(&str, &str)] = &[
    ("fr", "action"),
    ("fr", "continue"),
    ("fr", "note"),
    ("es", "error"),
    ("es", "no"),
];

/// English words that never belong in French, Russian or Spanish prose.
const ENGLISH_WORDS: &[&str] = &[
    "the",
    "and",
    "is",
    "are",
    "not",
    "does",
    "with",
    "was",
    "were",
    "this",
    "that",
    "which",
    "when",
    "from",
    "to",
    "of",
    "expected",
    "got",
    "unexpected",
    "character",
    "matched",
    "empty",
    "blocked",
    "none",
    "skipped",
    "ignored",
    "run",
    "runs",
    "tool",
    "call",
    "decided",
    "by",
    "person",
    "user",
    "settings",
];

/// The words of a text that are prose: a token that still holds code
/// punctuation once the sentence's own is trimmed, or a camelCase name, is
/// code and left out.
fn prose_words(text: &str) -> Vec<String> {
    let code = [
        '_', '.', '/', '\\', '$', '=', '(', ')', '[', ']', '<', '>', '*', '|', '@', '#', ':', '`',
        '{', '}', '"', '-', '\'',
    ];
    text.split_whitespace()
        .filter_map(|token| {
            let word = token.trim_matches(|c: char| {
                matches!(
                    c,
                    '.' | ','
                        | ';'
                        | ':'
                        | '!'
                        | '?'
                        | '¿'
                        | '¡'
                        | '«'
                        | '»'
                        | '('
                        | ')'
                        | '“'
                        | '”'
                        | '"'
                        | '’'
                        | '\u{a0}'
                        | '\u{202f}'
                )
            });
            let camel = word
                .chars()
                .zip(word.chars().skip(1))
                .any(|(a, b)| a.is_lowercase() && b.is_uppercase());
            (!word.is_empty() && !word.contains(code) && !camel).then(|| word.to_owned())
        })
        .collect()
}

/// `text` without what it quotes between « » or “ ”: a quotation gives
/// Claude Code's own output or a value verbatim, in English.
fn without_quotations(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut closing: Option<char> = None;
    for c in text.chars() {
        match closing {
            Some(end) if c == end => closing = None,
            Some(_) => {}
            None => match c {
                '«' => closing = Some('»'),
                '“' => closing = Some('”'),
                _ => out.push(c),
            },
        }
    }
    out
}

/// What is wrong with `text`, the message `key` in `lang` with the same
/// arguments as `english`, if anything.
fn english_left(lang: &str, key: &str, text: &str, english: &str) -> Option<String> {
    let clean = text.replace(SAMPLE_TEXT, " ");
    let words = prose_words(&clean);
    if let Some(word) = prose_words(&without_quotations(&clean))
        .iter()
        .find(|w| ENGLISH_WORDS.contains(&w.to_lowercase().as_str()))
    {
        return Some(format!(
            "{lang}: {key} has the English word “{word}”: {text}"
        ));
    }
    if text == english {
        let natural = words.iter().find(|w| {
            let lower = w.to_lowercase();
            lower.chars().any(char::is_alphabetic)
                && !CODE_WORDS.contains(&lower.as_str())
                && !SHARED_WORDS.contains(&(lang, lower.as_str()))
        });
        if let Some(word) = natural {
            return Some(format!(
                "{lang}: {key} reads as in English (“{word}”): {text}"
            ));
        }
    }
    None
}

/// Every message the core can emit exists in every language and, formatted
/// with representative arguments, leaves no English in French, Russian or
/// Spanish.
#[test]
fn every_core_message_is_worded_in_every_language() {
    let keys = message_keys();
    assert!(
        keys.len() > 500,
        "the core's catalogue is too small: {}",
        keys.len()
    );
    let english = messages("en");
    let kept: BTreeMap<&str, BTreeSet<String>> =
        LANGS.iter().map(|lang| (*lang, verbatim(lang))).collect();
    let mut problems = Vec::new();
    for key in &keys {
        let Some((_, names)) = english.get(key) else {
            problems.push(format!("en: {key} is missing"));
            continue;
        };
        let names: Vec<String> = names
            .split(',')
            .filter(|s| !s.is_empty())
            .map(str::to_owned)
            .collect();
        for lang in Lang::ALL {
            if !has(lang, key) {
                problems.push(format!("{}: {key} is missing", lang.code()));
            }
        }
        for args in samples(key, &names) {
            let pairs: Vec<(&str, &str)> =
                args.iter().map(|(n, v)| (n.as_str(), v.as_str())).collect();
            let en = say(Lang::En, key, pairs.iter().copied());
            for lang in [Lang::Fr, Lang::Ru, Lang::Es] {
                let text = say(lang, key, pairs.iter().copied());
                if text.contains("{$") || text.contains("{ $") || text == *key {
                    problems.push(format!("{}: {key} is not filled in: {text}", lang.code()));
                }
                let marked = kept.get(lang.code()).is_some_and(|k| k.contains(key));
                if let Some(problem) = english_left(lang.code(), key, &text, &en) {
                    if !marked {
                        problems.push(problem);
                    }
                }
            }
        }
    }
    problems.sort();
    problems.dedup();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The names a page gives a variable that holds how many of something
/// there are (the core's messages say it through their argument kinds).
const COUNT_VARIABLES: &[&str] = &[
    "count",
    "answers",
    "lessons",
    "errors",
    "warnings",
    "left",
    "entries",
    "compactions",
    "right",
];

/// The plural categories each language must cover.
fn categories(lang: &str) -> &'static [&'static str] {
    match lang {
        "ru" => &["one", "few", "many"],
        _ => &["one", "other"],
    }
}

/// Whether a pattern refers to `$name`, anywhere.
fn refers_to(pattern: &ast::Pattern<&str>, name: &str) -> bool {
    let mut names = BTreeSet::new();
    variables(pattern, &mut names);
    names.contains(name)
}

/// The plural selectors of a pattern on each variable, with what is wrong
/// with each: a missing category, or a branch without the number.
fn check_selectors(
    pattern: &ast::Pattern<&str>,
    lang: &str,
    selected: &mut BTreeSet<String>,
    problems: &mut Vec<String>,
) {
    let plural_words = ["zero", "one", "two", "few", "many", "other"];
    for element in &pattern.elements {
        let ast::PatternElement::Placeable { expression } = element else {
            continue;
        };
        let ast::Expression::Select { selector, variants } = expression else {
            continue;
        };
        let keys: BTreeSet<String> = variants
            .iter()
            .filter_map(|v| match &v.key {
                ast::VariantKey::Identifier { name } => Some((*name).to_owned()),
                ast::VariantKey::NumberLiteral { .. } => None,
            })
            .collect();
        let plural = keys
            .iter()
            .filter(|k| plural_words.contains(&k.as_str()))
            .count()
            >= 2;
        if let (true, ast::InlineExpression::VariableReference { id }) = (plural, selector) {
            selected.insert(id.name.to_owned());
            for category in categories(lang) {
                if !keys.contains(*category) {
                    problems.push(format!("lacks the plural category {category}"));
                }
            }
            // A branch for an exact number ([0]) may word it; a plural
            // category's branch shows the number.
            for variant in variants {
                let category = matches!(variant.key, ast::VariantKey::Identifier { .. });
                if category && !refers_to(&variant.value, id.name) {
                    problems.push(format!("a branch has no {{ ${} }}", id.name));
                }
            }
        }
        for variant in variants {
            check_selectors(&variant.value, lang, selected, problems);
        }
    }
}

/// Every message that shows a count (a variable the core's catalogue calls
/// a count, or a page's `$count`-like variable) selects on it with the
/// language's plural categories, with the number in every branch; and
/// every plural selector has the number in every branch.
#[test]
fn every_count_goes_through_a_plural_selector_with_the_number_in_every_branch() {
    let core_keys: BTreeSet<String> = message_keys().into_iter().collect();
    let mut problems = Vec::new();
    let mut counted = 0;
    for lang in LANGS {
        for file in files() {
            let path = root().join("locales").join(lang).join(&file);
            let text = std::fs::read_to_string(&path).expect("a locale file");
            let resource = fluent_syntax::parser::parse(text.as_str())
                .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", path.display()));
            for entry in &resource.body {
                let ast::Entry::Message(m) = entry else {
                    continue;
                };
                let Some(pattern) = &m.value else {
                    continue;
                };
                let key = m.id.name;
                let mut names = BTreeSet::new();
                variables(pattern, &mut names);
                let counts: Vec<&String> = names
                    .iter()
                    .filter(|name| {
                        if core_keys.contains(key) {
                            arg_kind(key, name) == ArgKind::Count
                        } else {
                            COUNT_VARIABLES.contains(&name.as_str())
                        }
                    })
                    .collect();
                let mut selected = BTreeSet::new();
                let mut found = Vec::new();
                check_selectors(pattern, lang, &mut selected, &mut found);
                for name in counts {
                    counted += 1;
                    if !selected.contains(name) {
                        found.push(format!("shows ${name} without a plural selector on it"));
                    }
                }
                for problem in found {
                    problems.push(format!("locales/{lang}/{file}: {key} {problem}"));
                }
            }
        }
    }
    assert!(counted > 40, "too few counts found: {counted}");
    problems.sort();
    problems.dedup();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every concept the core names has a name in every language (the catalogue
/// test formats them too; this names the concept when one is missing).
#[test]
fn every_concept_has_a_name_in_every_language() {
    for concept in Concept::ALL {
        let ids = concept.ids();
        assert!(!ids.is_empty(), "{concept:?} has no ids");
        for id in ids {
            let (key, _) = concept
                .key(&id)
                .unwrap_or_else(|| panic!("{concept:?}: {id} has no key"));
            for lang in LANGS {
                let lang = Lang::from_code(lang).expect("a language");
                assert!(has(lang, &key), "{}: {key} ({concept:?} {id})", lang.code());
            }
        }
    }
}

/// A quoted CLI line is not left-over English; the same words in the
/// sentence itself are.
#[test]
fn quoted_output_is_not_prose() {
    let quoted = "le CLI répond « No conversation found with session ID » et sort";
    assert_eq!(english_left("fr", "k", quoted, "x"), None);
    let unquoted = "le CLI répond No conversation found with session ID et sort";
    assert!(english_left("fr", "k", unquoted, "x").is_some());
}
