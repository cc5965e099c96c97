//! The pages' Fluent strings, and the one lookup that words them.
//!
//! The locale is a function of the URL: every page lives under `/{lang}/`, and
//! components read the language from context ([`use_lang`]). The language
//! type is the core's ([`Lang`]). Strings come from `locales/<lang>/*.ftl`,
//! embedded in the server at compile time by `build.rs`; the browser gets
//! the same text from the server, so both format exactly the same words.
//!
//! The server has all four languages; a browser bundle is given only its
//! page's language when it starts, so it carries no strings of its own,
//! and of that language only the files its pages use
//! ([`crate::bundle::Bundle::uses_strings_of`]).
//!
//! Every string goes through [`t_args`]: the message in the page's language,
//! else in English, else its key. Numbers are written as the language writes
//! them, and French text gets French typography, in that one place. The
//! messages the core emits by id go through [`say`], which first turns the
//! arguments that name a concept into the concept's name.

use fluent_bundle::{
    concurrent::FluentBundle, types::FluentNumber, FluentArgs, FluentResource, FluentValue,
};
use std::sync::OnceLock;

pub use hooklab_core::i18n::Lang;
use hooklab_core::i18n::{arg_kind, format_number, french_typography, ArgKind};

#[cfg(not(feature = "browser"))]
mod files {
    include!(concat!(env!("OUT_DIR"), "/locales.rs"));
}

/// The Fluent files of a language: (file name, text). The server carries
/// all four languages; a browser bundle carries none and is given the
/// strings of its page's language when it starts ([`load_page_strings`]).
#[cfg(not(feature = "browser"))]
pub fn sources(lang: Lang) -> &'static [(&'static str, &'static str)] {
    match lang {
        Lang::En => files::EN,
        Lang::Fr => files::FR,
        Lang::Ru => files::RU,
        Lang::Es => files::ES,
    }
}

/// The strings of one language that `bundle`'s pages use, as one Fluent
/// file: what the server sends that bundle's pages, the messages and
/// terms [`Bundle::uses_message`](crate::bundle::Bundle::uses_message)
/// keeps.
#[cfg(not(feature = "browser"))]
pub fn page_strings(lang: Lang, bundle: crate::bundle::Bundle) -> String {
    messages_where(lang, |file, id| {
        bundle.uses_strings_of(file) && bundle.uses_message(file, id)
    })
}

/// The [words](crate::bundle::LaterBundle::words) of a bundle a page loads
/// later, in one language, as one Fluent file: what the page adds to its
/// strings when it loads the bundle.
#[cfg(not(feature = "browser"))]
pub fn later_words(lang: Lang, later: crate::bundle::LaterBundle) -> String {
    messages_where(lang, |file, _| later.words().contains(&file))
}

/// Of the [words](crate::bundle::LaterBundle::words) of a bundle a page
/// loads later, those among `keys`, as one Fluent file: what a page needs
/// to show an answer of that bundle that the server sent with it, before
/// the bundle and its words come.
#[cfg(not(feature = "browser"))]
pub fn words_among(
    lang: Lang,
    later: crate::bundle::LaterBundle,
    keys: &std::collections::BTreeSet<String>,
) -> String {
    messages_where(lang, |file, id| {
        later.words().contains(&file) && keys.contains(id)
    })
}

/// The messages and terms of `lang`'s Fluent files that `keep` keeps
/// (given the file's name without `.ftl` and the entry's id without its
/// `-`), as one Fluent file. The files' comments, written for
/// translators, are left out: a line that starts with `#` is always a
/// comment in Fluent, as a line that starts with a letter or `-` always
/// starts a message or a term (their further lines are indented, or start
/// with `}`).
#[cfg(not(feature = "browser"))]
fn messages_where(lang: Lang, keep: impl Fn(&str, &str) -> bool) -> String {
    let mut lines = Vec::new();
    for (name, text) in sources(lang) {
        let file = name.strip_suffix(".ftl").unwrap_or(name);
        let mut kept = false;
        for line in text.lines().filter(|line| !line.starts_with('#')) {
            if line.starts_with(|c: char| c.is_ascii_alphabetic() || c == '-') {
                let id = line.split_once('=').map_or(line, |(id, _)| id).trim();
                kept = keep(file, id.trim_start_matches('-'));
            }
            if kept {
                lines.push(line);
            }
        }
    }
    lines.join("\n")
}

/// What `words` returns, with the keys of the strings it looked up (of
/// those it only asked about, the ones that exist): the server learns so
/// which of a later bundle's words an answer it sends with a page uses
/// ([`words_among`]).
#[cfg(not(feature = "browser"))]
pub fn keys_looked_up<T>(words: impl FnOnce() -> T) -> (T, std::collections::BTreeSet<String>) {
    let outer = LOOKED_UP.with(|keys| keys.borrow_mut().replace(Default::default()));
    let value = words();
    let keys = LOOKED_UP.with(|keys| std::mem::replace(&mut *keys.borrow_mut(), outer));
    (value, keys.unwrap_or_default())
}

#[cfg(not(feature = "browser"))]
thread_local! {
    /// The keys looked up while [`keys_looked_up`] runs.
    static LOOKED_UP: std::cell::RefCell<Option<std::collections::BTreeSet<String>>> =
        const { std::cell::RefCell::new(None) };
}

/// Notes `key` for [`keys_looked_up`], while it runs.
fn note_lookup(key: &str) {
    #[cfg(not(feature = "browser"))]
    LOOKED_UP.with(|keys| {
        if let Some(keys) = keys.borrow_mut().as_mut() {
            keys.insert(key.to_owned());
        }
    });
    #[cfg(feature = "browser")]
    let _ = key;
}

/// The parsed strings of each language, in [`Lang::ALL`]'s order. On the
/// server a language is parsed the first time a page asks for it, so a
/// server whose readers use one language never holds the other three; a
/// browser bundle holds only its page's language.
static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; Lang::ALL.len()] =
    [const { OnceLock::new() }; Lang::ALL.len()];

fn slot(lang: Lang) -> &'static OnceLock<FluentBundle<FluentResource>> {
    &BUNDLES[lang.index()]
}

#[cfg(not(feature = "browser"))]
fn bundle(lang: Lang) -> Option<&'static FluentBundle<FluentResource>> {
    Some(slot(lang).get_or_init(|| build_bundle(lang, sources(lang).iter().map(|(_, text)| *text))))
}

#[cfg(feature = "browser")]
fn bundle(lang: Lang) -> Option<&'static FluentBundle<FluentResource>> {
    slot(lang).get()
}

/// The strings added to the page's after it started ([`add_words`]), each
/// parsed on its own.
#[cfg(feature = "browser")]
static ADDED: std::sync::Mutex<Vec<&'static FluentBundle<FluentResource>>> =
    std::sync::Mutex::new(Vec::new());

/// Adds to the browser bundle's strings the [words of a bundle it loads
/// later](crate::bundle::LaterBundle::words), or those of them that an
/// answer sent with the page uses. They name no term nor message of the
/// page's strings, so they are parsed on their own. A page adds words at
/// most twice (its first answer's, then all of them), and keeps them for
/// its life.
#[cfg(feature = "browser")]
pub fn add_words(text: &str) {
    if text.is_empty() {
        return;
    }
    let words: &'static FluentBundle<FluentResource> =
        Box::leak(Box::new(build_bundle(crate::dom::page_lang(), [text])));
    if let Ok(mut added) = ADDED.lock() {
        added.push(words);
    }
}

/// What `find` finds in the strings of `lang`: in the page's, else in the
/// words added to them.
fn find_in<T>(
    lang: Lang,
    find: impl Fn(&'static FluentBundle<FluentResource>) -> Option<T>,
) -> Option<T> {
    if let Some(found) = bundle(lang).and_then(&find) {
        return Some(found);
    }
    #[cfg(feature = "browser")]
    if const { crate::bundle::Bundle::built().loads_words() } {
        let added = ADDED.lock().map(|added| added.clone()).unwrap_or_default();
        return added.into_iter().find_map(find);
    }
    None
}

/// Gives the browser bundle the strings of its page's language (the text
/// of [`page_strings`]); called once, before the page hydrates.
#[cfg(feature = "browser")]
pub fn load_page_strings(lang: Lang, text: &str) {
    let _ = slot(lang).set(build_bundle(lang, [text]));
}

fn build_bundle<'a>(
    lang: Lang,
    texts: impl IntoIterator<Item = &'a str>,
) -> FluentBundle<FluentResource> {
    let id: unic_langid::LanguageIdentifier = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Isolation marks (U+2068/U+2069) around placeables would end up in
    // attributes and copied text; all four languages are left-to-right.
    bundle.set_use_isolating(false);
    // Numbers as the language writes them; French typography on the text
    // of the patterns (never on the values put into them).
    bundle.set_formatter(Some(match lang {
        Lang::En => number_en,
        Lang::Fr => number_fr,
        Lang::Ru => number_ru,
        Lang::Es => number_es,
    }));
    if lang == Lang::Fr {
        bundle.set_transform(Some(french_typography));
    }
    for text in texts {
        // A syntax error keeps the valid entries; the locale tests report it.
        let resource =
            FluentResource::try_new(text.to_owned()).unwrap_or_else(|(partial, _)| partial);
        // Duplicate ids across files are reported by the locale tests too.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

fn number(lang: Lang, value: &FluentValue<'_>) -> Option<String> {
    match value {
        FluentValue::Number(FluentNumber { value, .. }) => Some(format_number(lang, *value)),
        _ => None,
    }
}

fn number_en<M>(value: &FluentValue<'_>, _: &M) -> Option<String> {
    number(Lang::En, value)
}
fn number_fr<M>(value: &FluentValue<'_>, _: &M) -> Option<String> {
    number(Lang::Fr, value)
}
fn number_ru<M>(value: &FluentValue<'_>, _: &M) -> Option<String> {
    number(Lang::Ru, value)
}
fn number_es<M>(value: &FluentValue<'_>, _: &M) -> Option<String> {
    number(Lang::Es, value)
}

/// A value for a Fluent placeable.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Str(String),
    Num(f64),
}

impl From<&str> for Arg {
    fn from(value: &str) -> Self {
        Arg::Str(value.to_owned())
    }
}
impl From<String> for Arg {
    fn from(value: String) -> Self {
        Arg::Str(value)
    }
}
impl From<usize> for Arg {
    fn from(value: usize) -> Self {
        Arg::Num(value as f64)
    }
}
impl From<i64> for Arg {
    fn from(value: i64) -> Self {
        Arg::Num(value as f64)
    }
}

/// Whether `key` exists in `lang`.
pub fn has(lang: Lang, key: &str) -> bool {
    #[cfg(all(feature = "ssr", debug_assertions))]
    check_page_may_use(key);
    has_in(lang, key)
}

fn has_in(lang: Lang, key: &str) -> bool {
    let found = find_in(lang, |bundle| bundle.has_message(key).then_some(())).is_some();
    if found {
        note_lookup(key);
    }
    found
}

/// The string `key` in `lang` (see [`t_args`]).
pub fn t(lang: Lang, key: &str) -> String {
    t_args(lang, key, &[])
}

/// The string `key` with placeables filled from `args`: in `lang`, else in
/// English (on the server, which has it), else the key itself (a test makes
/// sure every key exists in every language, so the fallbacks are a safety
/// net, not a habit).
pub fn t_args(lang: Lang, key: &str, args: &[(&str, Arg)]) -> String {
    #[cfg(all(feature = "ssr", debug_assertions))]
    check_page_may_use(key);
    note_lookup(key);
    let found = [lang, Lang::En].into_iter().find_map(|l| {
        find_in(l, |bundle| {
            bundle
                .get_message(key)
                .and_then(|m| m.value())
                .map(|pattern| (bundle, pattern))
        })
    });
    let Some((bundle, pattern)) = found else {
        // In the browser: a string the page's bundle was not given. The
        // browser tests fail on this error.
        #[cfg(feature = "browser")]
        web_sys::console::error_1(
            &format!("hooklab: no string {key} in this page's strings").into(),
        );
        return key.to_owned();
    };
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        let value = match value {
            Arg::Num(n) => FluentValue::from(*n),
            Arg::Str(s) => FluentValue::from(s.clone()),
        };
        fluent_args.set(*name, value);
    }
    let mut errors = Vec::new();
    bundle
        .format_pattern(pattern, Some(&fluent_args), &mut errors)
        .into_owned()
}

/// The keys of the words the server sent with the page it renders, beyond
/// its bundle's strings ([`words_among`]): a component that sends some
/// provides them as context, for the check below.
#[cfg(feature = "ssr")]
#[derive(Clone, Debug, Default)]
pub struct WordsSent(pub std::sync::Arc<std::collections::BTreeSet<String>>);

/// The server's check, in debug builds (the tests'), that the page being
/// rendered looks up only strings its browser bundle is given: the browser
/// renders the same page again when it hydrates, and a string it lacks
/// would show as its key.
#[cfg(all(feature = "ssr", debug_assertions))]
fn check_page_may_use(key: &str) {
    use crate::bundle::Bundle;
    /// Each bundle's English strings, parsed from what the server sends it.
    static GIVEN: [OnceLock<FluentBundle<FluentResource>>; Bundle::ALL.len()] =
        [const { OnceLock::new() }; Bundle::ALL.len()];
    let Some(parts) = leptos::prelude::use_context::<http::request::Parts>() else {
        return;
    };
    // The server wording an answer to learn which words to send with it
    // (`keys_looked_up`) is not the page.
    if LOOKED_UP.with(|keys| keys.borrow().is_some()) {
        return;
    }
    if leptos::prelude::use_context::<WordsSent>().is_some_and(|sent| sent.0.contains(key)) {
        return;
    }
    let path = parts.uri.path();
    if Lang::of_path(path).is_none() || !has_in(Lang::En, key) {
        return;
    }
    let bundle = Bundle::of_path(path);
    let given = GIVEN[bundle.index()]
        .get_or_init(|| build_bundle(Lang::En, [page_strings(Lang::En, bundle).as_str()]));
    assert!(
        given.has_message(key),
        "{path} uses the string {key}, which the {} bundle's pages are not given (app/src/bundle.rs, Bundle::uses_strings_of; i18n::WordsSent)",
        bundle.name()
    );
}

/// A message the core emits by id (a trace entry, a config error, a lint
/// diagnostic, a verdict, a test failure, a syntax error, a simulator line,
/// a matrix sentence), in `lang`. Each argument is shown as the core's
/// catalogue says: a concept by its name in `lang`, a number or a count as
/// a number (so plural selectors work), another message of a family worded
/// in turn, anything else as written.
pub fn say<'a>(
    lang: Lang,
    key: &str,
    args: impl IntoIterator<Item = (&'a str, &'a str)>,
) -> String {
    let pairs: Vec<(&str, &str)> = args.into_iter().collect();
    say_pairs(lang, key, &pairs)
}

fn say_pairs(lang: Lang, key: &str, args: &[(&str, &str)]) -> String {
    let values: Vec<(&str, Arg)> = args
        .iter()
        .map(|&(name, value)| {
            let arg = match arg_kind(key, name) {
                ArgKind::Number | ArgKind::Count => value
                    .parse::<f64>()
                    .map_or_else(|_| Arg::Str(value.to_owned()), Arg::Num),
                ArgKind::Concept(concept) => match concept.key(value) {
                    Some((concept_key, concept_args)) => {
                        let pairs: Vec<(&str, &str)> =
                            concept_args.iter().map(|(n, v)| (*n, v.as_str())).collect();
                        Arg::Str(say_pairs(lang, &concept_key, &pairs))
                    }
                    None => Arg::Str(value.to_owned()),
                },
                ArgKind::Nested(prefix) => {
                    let nested = format!("{prefix}{value}");
                    if has(lang, &nested) || has(Lang::En, &nested) {
                        Arg::Str(say_pairs(lang, &nested, args))
                    } else {
                        Arg::Str(value.to_owned())
                    }
                }
                ArgKind::Text | ArgKind::Variant => Arg::Str(value.to_owned()),
            };
            (name, arg)
        })
        .collect();
    t_args(lang, key, &values)
}

/// [`say`] for arguments kept as a map, as most of the core's types keep them.
pub fn say_map(lang: Lang, key: &str, args: &std::collections::BTreeMap<String, String>) -> String {
    say(
        lang,
        key,
        args.iter().map(|(k, v)| (k.as_str(), v.as_str())),
    )
}

/// A text written for a language outside the Fluent files (a preset's or a
/// scenario's words in TOML), with that language's typography.
pub fn typeset(lang: Lang, text: &str) -> String {
    match lang {
        Lang::Fr => french_typography(text).into_owned(),
        _ => text.to_owned(),
    }
}

/// A percentage as `lang` writes it (`60%`, `60 %`).
pub fn percent(lang: Lang, value: usize) -> String {
    hooklab_core::i18n::format_percent(lang, value as f64)
}

/// A number as `lang` writes it (`10,000`, `10 000`).
pub fn number_text(lang: Lang, value: usize) -> String {
    format_number(lang, value as f64)
}

/// The language of the current page, provided by the locale layout.
#[cfg(views)]
pub fn use_lang() -> Lang {
    leptos::prelude::use_context::<Lang>().unwrap_or(Lang::En)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What a page is sent has every message and term of its files that
    /// its bundle uses, with the same text, and none of their comments.
    #[test]
    fn pages_are_sent_the_messages_their_bundle_uses_without_comments() {
        use fluent_syntax::ast::Entry;
        /// Each message and term: its id, and all of it as text.
        fn entries(text: &str) -> Vec<(String, String)> {
            let resource = FluentResource::try_new(text.to_owned()).expect("parses");
            resource
                .entries()
                .filter_map(|entry| match entry {
                    Entry::Message(m) => Some((
                        m.id.name.to_owned(),
                        format!("{:?} {:?} {:?}", m.id, m.value, m.attributes),
                    )),
                    Entry::Term(t) => Some((
                        t.id.name.to_owned(),
                        format!("-{:?} {:?} {:?}", t.id, t.value, t.attributes),
                    )),
                    _ => None,
                })
                .collect()
        }
        for lang in Lang::ALL {
            for bundle in crate::bundle::Bundle::ALL {
                let sent = page_strings(lang, bundle);
                assert!(!sent.lines().any(|line| line.starts_with('#')));
                // Each file's entries whose id the bundle keeps.
                let with_comments: Vec<String> = sources(lang)
                    .iter()
                    .filter(|(name, _)| bundle.uses_strings_of(name))
                    .flat_map(|(name, text)| {
                        entries(text)
                            .into_iter()
                            .filter(|(id, _)| bundle.uses_message(name, id))
                    })
                    .map(|(_, entry)| entry)
                    .collect();
                assert!(with_comments.len() > 50, "{lang:?} {bundle:?}");
                let sent: Vec<String> =
                    entries(&sent).into_iter().map(|(_, entry)| entry).collect();
                assert_eq!(sent, with_comments, "{lang:?} {bundle:?}");
            }
        }
    }

    #[test]
    fn the_instructor_and_the_review_get_the_pattern_and_domain_names_only() {
        use crate::bundle::Bundle;
        for lang in Lang::ALL {
            let teach = page_strings(lang, Bundle::Teach);
            let review = page_strings(lang, Bundle::Review);
            let quiz = page_strings(lang, Bundle::Quiz);
            let exam = page_strings(lang, Bundle::Exam);
            for name in [
                "pattern-routing =",
                "exam-domain-sessions =",
                "exam-guide-context-reliability =",
            ] {
                assert!(
                    teach.contains(name) && review.contains(name),
                    "{lang:?}: {name}"
                );
            }
            // The matrix's explanations are the quiz's alone.
            let summary = "pattern-routing-summary =";
            assert!(quiz.contains(summary), "{lang:?}");
            assert!(!teach.contains(summary) && !review.contains(summary));
            assert!(!exam.contains("pattern-routing ="), "{lang:?}");
            let legend = "exam-domains-legend =";
            assert!(exam.contains(legend) && !teach.contains(legend));
            assert!(!quiz.contains(legend), "{lang:?}");
        }
    }

    #[test]
    fn a_later_bundles_words_are_its_files_messages_and_parse_alone() {
        use crate::bundle::LaterBundle;
        let naming = FluentResource::try_new(
            "a = { -b }\nc = x { $n -> \n *[one] { d }\n }\ne = { $n } plain".to_owned(),
        )
        .expect("parses");
        let named: Vec<bool> = naming
            .entries()
            .filter_map(|entry| match entry {
                fluent_syntax::ast::Entry::Message(m) => m.value.as_ref().map(names_nothing),
                _ => None,
            })
            .collect();
        assert_eq!(named, [false, false, true]);
        for lang in Lang::ALL {
            let words = later_words(lang, LaterBundle::Engine);
            let resource = FluentResource::try_new(words.clone()).expect("the words parse alone");
            let ids: Vec<&str> = resource
                .entries()
                .filter_map(|entry| match entry {
                    fluent_syntax::ast::Entry::Message(m) => Some(m.id.name),
                    _ => None,
                })
                .collect();
            assert!(ids.contains(&"hook-exit-2-blocks"), "{lang:?}");
            assert!(ids.iter().any(|id| id.starts_with("lint-")), "{lang:?}");
            assert!(ids
                .iter()
                .all(|id| id.starts_with("hook-") || id.starts_with("lint-")));
            // Parsed on their own, they may name no term nor other message.
            for entry in resource.entries() {
                if let fluent_syntax::ast::Entry::Message(message) = entry {
                    let name = message.id.name;
                    assert!(
                        message.value.as_ref().is_none_or(names_nothing)
                            && message.attributes.iter().all(|a| names_nothing(&a.value)),
                        "{lang:?}: {name} names a term or a message"
                    );
                }
            }
            assert!(later_words(lang, LaterBundle::Search).is_empty());
        }
    }

    /// Whether a pattern names no term nor message, at any depth.
    fn names_nothing(pattern: &fluent_syntax::ast::Pattern<&str>) -> bool {
        use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
        fn inline(expression: &InlineExpression<&str>) -> bool {
            match expression {
                InlineExpression::MessageReference { .. }
                | InlineExpression::TermReference { .. } => false,
                InlineExpression::Placeable { expression } => whole(expression),
                InlineExpression::FunctionReference { arguments, .. } => {
                    arguments.positional.iter().all(inline)
                        && arguments.named.iter().all(|named| inline(&named.value))
                }
                _ => true,
            }
        }
        fn whole(expression: &Expression<&str>) -> bool {
            match expression {
                Expression::Inline(expression) => inline(expression),
                Expression::Select { selector, variants } => {
                    inline(selector) && variants.iter().all(|v| names_nothing(&v.value))
                }
            }
        }
        pattern.elements.iter().all(|element| match element {
            PatternElement::Placeable { expression } => whole(expression),
            PatternElement::TextElement { .. } => true,
        })
    }

    #[test]
    fn the_words_among_keys_are_those_looked_up() {
        use crate::bundle::LaterBundle;
        let ((), keys) = keys_looked_up(|| {
            t(Lang::Ru, "hook-exit-2-blocks");
            t(Lang::Ru, "nav-learn");
            // Asking whether a key exists notes it only when it does.
            has(Lang::Ru, "hook-no-such-message");
        });
        let expected: std::collections::BTreeSet<String> =
            ["hook-exit-2-blocks", "nav-learn"].map(String::from).into();
        assert_eq!(keys, expected);
        // Only the words of the later bundle's files are sent.
        let words = words_among(Lang::Ru, LaterBundle::Engine, &keys);
        assert!(words.starts_with("hook-exit-2-blocks ="), "{words}");
        assert!(!words.contains("nav-learn"), "{words}");
        // Nothing is noted outside `keys_looked_up`.
        let ((), none) = keys_looked_up(|| ());
        t(Lang::Ru, "nav-learn");
        assert!(none.is_empty());
    }

    #[test]
    fn a_missing_key_falls_back_to_english_then_to_the_key() {
        assert_eq!(t(Lang::Fr, "no-such-key"), "no-such-key");
        assert!(has(Lang::En, "sandbox-title"));
    }

    #[test]
    fn numbers_and_french_typography_in_messages() {
        let text = t_args(
            Lang::Fr,
            "sandbox-not-solved",
            &[("count", Arg::from(3usize))],
        );
        assert!(!text.contains(" ?") && !text.contains(" :"), "{text}");
        let sample = say(
            Lang::Fr,
            "verdict-tool-denied",
            [("tool", "Bash"), ("by", "deny_rule")],
        );
        assert!(sample.contains("une règle deny"), "{sample}");
        assert!(sample.contains("\u{202f};"), "{sample}");
        let capped = say(
            Lang::Fr,
            "hook-capped",
            [("field", "stdout"), ("length", "12000")],
        );
        assert!(capped.contains("12\u{202f}000 caractères"), "{capped}");
    }
}
