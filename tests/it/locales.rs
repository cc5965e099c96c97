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
/// for. A key is used when its literal is in the Rust code, or when it is
/// one of the keys the code builds at run time ([`keys_built_at_run_time`]);
/// no family of keys is exempt by its prefix.
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
    let built = keys_built_at_run_time();
    let mut unused = Vec::new();
    for file in files() {
        for message in parse("en", &file) {
            let id = &message.id;
            if sources.contains(&format!("\"{id}\"")) || built.contains(id) {
                continue;
            }
            unused.push(format!("locales/en/{file}: {id}"));
        }
    }
    assert!(
        unused.is_empty(),
        "keys that no code uses (a key the code builds at run time belongs in keys_built_at_run_time):\n{}",
        unused.join("\n")
    );
}

/// Every Fluent key the code builds at run time instead of naming it
/// (`format!("hook-{id}")`, `format!("class-phase-{}", phase.as_str())`…),
/// enumerated from what the code builds it from: the core's catalogue of
/// the keys it emits, and each page's family over the values it formats.
fn keys_built_at_run_time() -> BTreeSet<String> {
    use hooklab_app::classroom::ClassError;
    use hooklab_core::classroom::Phase;
    use hooklab_core::decompose::PatternId;
    use hooklab_core::exam::{AttemptError, Domain, GuideDomain};
    use hooklab_core::practice::ItemKind;
    use hooklab_core::progress::RecordKind;
    use hooklab_store::{Refusal, StoreError};
    use leptos::server_fn::error::{FromServerFnError, ServerFnErrorErr};

    // The core's messages by id (`hook-`, `lint-`, `verdict-`, `json-`,
    // `sim-`, `case-`, `expect-`, the decision matrix's `pattern-`,
    // `question-`, `answer-`, `reason-`, `recipe-`, `diagnosis-`, `topic-`)
    // and its concepts' names (`source-`, `decision-`, `status-`…).
    let mut keys: BTreeSet<String> = hooklab_core::i18n::message_keys().into_iter().collect();
    // The quiz's matrix shows each pattern's summary (`quiz/matrix.rs`).
    keys.extend(
        PatternId::ALL
            .iter()
            .map(|p| format!("pattern-{}-summary", p.as_str())),
    );
    // The classroom's pages (`class/student.rs`, `class.rs`).
    keys.extend(
        ItemKind::ALL
            .iter()
            .map(|k| format!("class-kind-{}", k.as_str())),
    );
    let phases = [Phase::Upcoming, Phase::Open, Phase::Late, Phase::Closed];
    let _every_phase = |p: Phase| match p {
        Phase::Upcoming | Phase::Open | Phase::Late | Phase::Closed => (),
    };
    keys.extend(phases.map(|p| format!("class-phase-{}", p.as_str())));
    let refusals = [
        Refusal::NameTaken,
        Refusal::NotOpen,
        Refusal::PastDue,
        Refusal::OpenFirst,
        Refusal::TimeUp,
        Refusal::AttemptsUsed,
        Refusal::InUse,
        Refusal::HoldsData,
    ];
    let _every_refusal = |r: Refusal| match r {
        Refusal::NameTaken
        | Refusal::NotOpen
        | Refusal::PastDue
        | Refusal::OpenFirst
        | Refusal::TimeUp
        | Refusal::AttemptsUsed
        | Refusal::InUse
        | Refusal::HoldsData => (),
    };
    keys.extend(refusals.map(|r| format!("class-refused-{}", r.as_str())));
    // `class-error-<code>`: the codes the server gives the store's errors,
    // and those the browser gives a failed call.
    let text = || "x".to_owned();
    let store_errors = [
        StoreError::SignedOut,
        StoreError::BadCredentials(text()),
        StoreError::Forbidden(text()),
        StoreError::NotFound(text()),
        StoreError::Invalid(text()),
        StoreError::InvalidField("name", text()),
        StoreError::Refused(Refusal::NameTaken, text()),
        StoreError::RateLimited(1),
        StoreError::Unavailable(text()),
        StoreError::Internal(text()),
    ];
    let _every_store_error = |e: StoreError| match e {
        StoreError::SignedOut
        | StoreError::BadCredentials(_)
        | StoreError::Forbidden(_)
        | StoreError::NotFound(_)
        | StoreError::Invalid(_)
        | StoreError::InvalidField(..)
        | StoreError::Refused(..)
        | StoreError::RateLimited(_)
        | StoreError::Unavailable(_)
        | StoreError::Internal(_) => (),
    };
    let call_errors = [
        ServerFnErrorErr::Args(text()),
        ServerFnErrorErr::MissingArg(text()),
        ServerFnErrorErr::Request(text()),
        ServerFnErrorErr::Deserialization(text()),
        ServerFnErrorErr::Serialization(text()),
        ServerFnErrorErr::Registration(text()),
        ServerFnErrorErr::UnsupportedRequestMethod(text()),
        ServerFnErrorErr::ServerError(text()),
        ServerFnErrorErr::MiddlewareError(text()),
        ServerFnErrorErr::Response(text()),
    ];
    let _every_call_error = |e: ServerFnErrorErr| match e {
        ServerFnErrorErr::Args(_)
        | ServerFnErrorErr::MissingArg(_)
        | ServerFnErrorErr::Request(_)
        | ServerFnErrorErr::Deserialization(_)
        | ServerFnErrorErr::Serialization(_)
        | ServerFnErrorErr::Registration(_)
        | ServerFnErrorErr::UnsupportedRequestMethod(_)
        | ServerFnErrorErr::ServerError(_)
        | ServerFnErrorErr::MiddlewareError(_)
        | ServerFnErrorErr::Response(_) => (),
    };
    let codes = store_errors
        .into_iter()
        .map(hooklab_app::classroom::ssr::class_error)
        .chain(
            call_errors
                .into_iter()
                .map(ClassError::from_server_fn_error),
        )
        .map(|e| e.code);
    keys.extend(codes.map(|code| format!("class-error-{code}")));
    // The mock exam's pages (`exam.rs`, `class/item.rs`, `teach/assignment.rs`).
    keys.extend(
        Domain::ALL
            .iter()
            .map(|d| format!("exam-domain-{}", d.as_str())),
    );
    keys.extend(
        GuideDomain::ALL
            .iter()
            .map(|d| format!("exam-guide-{}", d.as_str())),
    );
    let s = text;
    let attempt_errors = [
        AttemptError::Submitted,
        AttemptError::NoSuchItem { index: 0 },
        AttemptError::NoSuchOption { option: s() },
        AttemptError::NotAnswered,
        AttemptError::NoConfidence,
        AttemptError::Checked,
        AttemptError::PracticeOnly,
        AttemptError::CannotExtend,
        AttemptError::Empty,
        AttemptError::UnknownItem { id: s() },
        AttemptError::DuplicateItem { id: s() },
        AttemptError::Unreadable { message: s() },
    ];
    let _every_attempt_error = |e: AttemptError| match e {
        AttemptError::Submitted
        | AttemptError::NoSuchItem { .. }
        | AttemptError::NoSuchOption { .. }
        | AttemptError::NotAnswered
        | AttemptError::NoConfidence
        | AttemptError::Checked
        | AttemptError::PracticeOnly
        | AttemptError::CannotExtend
        | AttemptError::Empty
        | AttemptError::UnknownItem { .. }
        | AttemptError::DuplicateItem { .. }
        | AttemptError::Unreadable { .. } => (),
    };
    keys.extend(
        attempt_errors
            .iter()
            .map(|e| format!("exam-error-{}", e.id())),
    );
    // The footer's progress menu (`progress_menu.rs`).
    keys.extend(
        RecordKind::ALL
            .iter()
            .map(|k| format!("progress-added-{}", k.as_str())),
    );
    keys
}
