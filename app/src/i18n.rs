//! The four languages and their Fluent strings.
//!
//! The locale is a function of the URL: every page lives under `/{lang}/`, and
//! components read the language from context ([`use_lang`]). Strings come
//! from `locales/<lang>/*.ftl`, embedded at compile time by `build.rs`, so the
//! server and the browser bundle format exactly the same text.

use fluent_bundle::{concurrent::FluentBundle, FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

mod files {
    include!(concat!(env!("OUT_DIR"), "/locales.rs"));
}

/// A language Hooklab is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    En,
    Fr,
    Ru,
    Es,
}

impl Lang {
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Fr, Lang::Ru, Lang::Es];

    /// The code used in URLs, `<html lang>` and file names.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::Ru => "ru",
            Lang::Es => "es",
        }
    }

    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|lang| lang.code() == code)
    }

    /// The language's name in that language, as a switcher shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::Ru => "Русский",
            Lang::Es => "Español",
        }
    }

    fn index(self) -> usize {
        match self {
            Lang::En => 0,
            Lang::Fr => 1,
            Lang::Ru => 2,
            Lang::Es => 3,
        }
    }

    /// The Fluent files of this language: (file name, text).
    pub fn sources(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Lang::En => files::EN,
            Lang::Fr => files::FR,
            Lang::Ru => files::RU,
            Lang::Es => files::ES,
        }
    }

    /// Picks the best language for an `Accept-Language` header value,
    /// honouring q-values; `None` when none of ours is acceptable.
    pub fn negotiate(header: &str) -> Option<Lang> {
        let mut best: Option<(f32, usize, Lang)> = None;
        for (position, part) in header.split(',').enumerate() {
            let mut pieces = part.split(';');
            let tag = pieces.next().unwrap_or("").trim().to_ascii_lowercase();
            let quality = pieces
                .filter_map(|p| p.trim().strip_prefix("q="))
                .find_map(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            let primary = tag.split('-').next().unwrap_or("");
            let Some(lang) = Lang::from_code(primary) else {
                continue;
            };
            if quality <= 0.0 {
                continue;
            }
            let better = match best {
                None => true,
                Some((q, _, _)) => quality > q,
            };
            if better {
                best = Some((quality, position, lang));
            }
        }
        best.map(|(_, _, lang)| lang)
    }
}

struct Catalog {
    bundles: Vec<FluentBundle<FluentResource>>,
}

fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| Catalog {
        bundles: Lang::ALL.iter().map(|lang| build_bundle(*lang)).collect(),
    })
}

fn build_bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let id: unic_langid::LanguageIdentifier = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Isolation marks (U+2068/U+2069) around placeables would end up in
    // attributes and copied text; all four languages are left-to-right.
    bundle.set_use_isolating(false);
    for (_, text) in lang.sources() {
        // A syntax error keeps the valid entries; the locale tests report it.
        let resource =
            FluentResource::try_new((*text).to_owned()).unwrap_or_else(|(partial, _)| partial);
        // Duplicate ids across files are reported by the locale tests too.
        let _ = bundle.add_resource(resource);
    }
    bundle
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
    catalog().bundles[lang.index()].has_message(key)
}

/// The string `key` in `lang`; the key itself when it is missing (a test
/// makes sure none is).
pub fn t(lang: Lang, key: &str) -> String {
    t_args(lang, key, &[])
}

/// The string `key` in `lang` with placeables filled from `args`. A string
/// argument that looks like a number is passed as a number, so plural
/// selectors work with values that arrive as text (engine trace args).
pub fn t_args(lang: Lang, key: &str, args: &[(&str, Arg)]) -> String {
    let bundle = &catalog().bundles[lang.index()];
    let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) else {
        return key.to_owned();
    };
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        let value = match value {
            Arg::Num(n) => FluentValue::from(*n),
            Arg::Str(s) => match s.parse::<f64>() {
                Ok(n) if !s.is_empty() && s.chars().all(|c| c.is_ascii_digit()) => {
                    FluentValue::from(n)
                }
                _ => FluentValue::from(s.clone()),
            },
        };
        fluent_args.set(*name, value);
    }
    let mut errors = Vec::new();
    bundle
        .format_pattern(pattern, Some(&fluent_args), &mut errors)
        .into_owned()
}

/// [`t_args`] for string arguments, as the core's message ids carry them.
pub fn t_map<'a>(
    lang: Lang,
    key: &str,
    args: impl IntoIterator<Item = (&'a String, &'a String)>,
) -> String {
    let owned: Vec<(String, Arg)> = args
        .into_iter()
        .map(|(k, v)| (k.clone(), Arg::Str(v.clone())))
        .collect();
    let borrowed: Vec<(&str, Arg)> = owned.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
    t_args(lang, key, &borrowed)
}

/// The language of the current page, provided by the locale layout.
pub fn use_lang() -> Lang {
    leptos::prelude::use_context::<Lang>().unwrap_or(Lang::En)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn negotiation_honours_quality_and_region() {
        assert_eq!(Lang::negotiate("ru-RU,ru;q=0.9,en;q=0.8"), Some(Lang::Ru));
        assert_eq!(Lang::negotiate("de-DE, fr;q=0.5, en;q=0.7"), Some(Lang::En));
        assert_eq!(Lang::negotiate("de, it"), None);
        assert_eq!(Lang::negotiate("es;q=0, fr"), Some(Lang::Fr));
        assert_eq!(Lang::negotiate(""), None);
    }

    #[test]
    fn codes_round_trip() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
        }
        assert_eq!(Lang::from_code("de"), None);
    }
}
