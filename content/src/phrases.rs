//! The words the content pipeline adds around the lessons (callout titles,
//! section titles, the copy button…), read from `locales/<lang>/content.ftl`.

use std::collections::HashMap;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use unic_langid::LanguageIdentifier;

use crate::LANGS;

/// Every key of `content.ftl`, in the order of the files: the section titles
/// of [`crate::Library::sections`] and the words the renderer writes into the
/// HTML. The words around a lesson (table of contents, check-yourself,
/// practice links) belong to the pages' `main.ftl`. A test checks that all
/// four files define exactly these keys and that no other `.ftl` file of the
/// same language reuses one of them.
pub const KEYS: &[&str] = &[
    "section-start",
    "section-hooks",
    "section-decomposition",
    "section-sessions",
    "section-exam",
    "section-reference",
    "section-cheat-sheets",
    "callout-note",
    "callout-tip",
    "callout-important",
    "callout-warning",
    "callout-caution",
    "code-copy",
    "code-copied",
    "code-bad-example",
    "heading-anchor",
];

/// The raw `content.ftl` of each language, embedded at build time.
pub const SOURCES: [(&str, &str); 4] = [
    ("en", include_str!("../../locales/en/content.ftl")),
    ("fr", include_str!("../../locales/fr/content.ftl")),
    ("ru", include_str!("../../locales/ru/content.ftl")),
    ("es", include_str!("../../locales/es/content.ftl")),
];

struct Phrases {
    bundles: HashMap<&'static str, FluentBundle<FluentResource>>,
}

fn phrases() -> &'static Phrases {
    static PHRASES: OnceLock<Phrases> = OnceLock::new();
    PHRASES.get_or_init(|| {
        let mut bundles = HashMap::new();
        for (lang, source) in SOURCES {
            // A syntax error keeps the messages that did parse; the test on
            // the .ftl files reports the error itself.
            let resource = match FluentResource::try_new(source.to_owned()) {
                Ok(resource) => resource,
                Err((resource, _)) => resource,
            };
            let id: LanguageIdentifier = lang.parse().unwrap_or_default();
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            // Unicode isolation marks would only clutter these left-to-right
            // languages' HTML.
            bundle.set_use_isolating(false);
            // Keys are unique per file (checked by a test); on a duplicate
            // the first definition stays.
            let _ = bundle.add_resource(resource);
            bundles.insert(lang, bundle);
        }
        Phrases { bundles }
    })
}

/// The phrase `key` in `lang` with `args` filled in (`$version`, …). Falls
/// back to English for a language outside [`LANGS`], and to the key itself
/// when no file defines it, so that a page never shows an empty label.
pub fn phrase_with(lang: &str, key: &str, args: &[(&str, &str)]) -> String {
    let phrases = phrases();
    let lang = if LANGS.contains(&lang) { lang } else { "en" };
    let Some(bundle) = phrases.bundles.get(lang) else {
        return key.to_owned();
    };
    let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) else {
        return key.to_owned();
    };
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        fluent_args.set(*name, *value);
    }
    let mut errors = Vec::new();
    let text = bundle
        .format_pattern(pattern, Some(&fluent_args), &mut errors)
        .into_owned();
    crate::render::typeset(lang, text)
}

/// The phrase `key` in `lang` (see [`phrase_with`]).
pub fn phrase(lang: &str, key: &str) -> String {
    phrase_with(lang, key, &[])
}

/// Whether `content.ftl` of `lang` defines `key`.
pub fn has_phrase(lang: &str, key: &str) -> bool {
    phrases()
        .bundles
        .get(lang)
        .is_some_and(|bundle| bundle.has_message(key))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_variables_and_falls_back() {
        assert_eq!(phrase("fr", "callout-tip"), "Astuce");
        assert_eq!(phrase("xx", "callout-note"), phrase("en", "callout-note"));
        assert_eq!(phrase("fr", "no-such-key"), "no-such-key");
    }
}
