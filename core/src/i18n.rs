//! The languages Hooklab is written in, and the catalogue of every message
//! the core can ask a page to show.
//!
//! The core never words a sentence for a page. It emits a message id and
//! named arguments (trace entries and config errors of the engine, lint
//! diagnostics, sandbox verdicts, challenge test failures, case and JSON
//! syntax errors, simulator lines, matrix sentences); a page looks the id up
//! in `locales/<lang>/*.ftl` and fills in the arguments. [`message_keys`]
//! lists every Fluent key the core can lead a page to, and [`arg_kind`] says
//! what each argument holds:
//!
//! - text shown as written (names, code, paths, what a hook printed);
//! - a number, formatted in the reader's locale ([`format_number`]), and a
//!   count, a number the sentence agrees with (a plural selector);
//! - a concept (a settings source, a decision, a trace status…) whose value
//!   is an id: the page shows the concept's name in its language, from the
//!   key [`Concept::key`] gives;
//! - another message of a family, whose arguments come from the same set;
//! - the wording to pick among the variants of one message (lint rules).
//!
//! The command line keeps its English: the engine's `message` fields, the
//! linter's and the simulator's English texts are worded in the core.

use std::borrow::Cow;

use crate::named::by_name;

/// Texts kept per language. Every translated piece of content is read the
/// same way: in the reader's language, else in English (which every content
/// file must have).
pub trait Translations<T> {
    /// The text in `lang`, else the English one.
    fn in_lang_or_english(&self, lang: Lang) -> Option<&T>;
}

impl<T> Translations<T> for std::collections::BTreeMap<Lang, T> {
    fn in_lang_or_english(&self, lang: Lang) -> Option<&T> {
        self.get(&lang).or_else(|| self.get(&Lang::En))
    }
}

impl<T> Translations<T> for std::collections::BTreeMap<String, T> {
    fn in_lang_or_english(&self, lang: Lang) -> Option<&T> {
        self.get(lang.code()).or_else(|| self.get(Lang::En.code()))
    }
}

/// A language Hooklab is written in. The locale is a function of the URL
/// (`/{code}/…`); scenario files key their texts by the same codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Lang {
    En,
    Fr,
    Ru,
    Es,
}

by_name!(Lang::code [En, Fr, Ru, Es]);

impl Lang {
    /// Every language, in the order the site lists them.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Fr, Lang::Ru, Lang::Es];

    /// The code used in URLs, `<html lang>`, file names and scenario files.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::Ru => "ru",
            Lang::Es => "es",
        }
    }

    /// The language of a code, if it is one of ours.
    #[must_use]
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|lang| lang.code() == code)
    }

    /// The language of a page's path (`/{lang}/...`): its first segment,
    /// if that is one of our codes.
    #[must_use]
    pub fn of_path(path: &str) -> Option<Lang> {
        path.trim_start_matches('/')
            .split(['/', '?', '#'])
            .next()
            .and_then(Lang::from_code)
    }

    /// The position in [`Lang::ALL`].
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Lang::En => 0,
            Lang::Fr => 1,
            Lang::Ru => 2,
            Lang::Es => 3,
        }
    }

    /// The language's name in that language, as a switcher shows it.
    #[must_use]
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::Ru => "Русский",
            Lang::Es => "Español",
        }
    }

    /// Picks the best language for an `Accept-Language` header value,
    /// honouring q-values; `None` when none of ours is acceptable.
    #[must_use]
    pub fn negotiate(header: &str) -> Option<Lang> {
        let mut best: Option<(f32, Lang)> = None;
        for part in header.split(',') {
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
            if best.is_none_or(|(q, _)| quality > q) {
                best = Some((quality, lang));
            }
        }
        best.map(|(_, lang)| lang)
    }
}

/// What an argument of a message holds, and so how a page shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgKind {
    /// Shown as written: a name, code, a path, a version, text a hook printed.
    Text,
    /// A figure (a line, an exit code, milliseconds), formatted in the
    /// reader's locale; the sentence does not agree with it.
    Number,
    /// How many of something there are: the sentence agrees with it through
    /// a plural selector, with the number in every branch.
    Count,
    /// The id of a concept, shown as the concept's name in the reader's
    /// language.
    Concept(Concept),
    /// The id of a message of the family whose keys start with this prefix;
    /// that message takes its own arguments from the same set.
    Nested(&'static str),
    /// Which wording of a message with variants applies (the message
    /// selects on it).
    Variant,
}

/// A concept that arguments name by id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Concept {
    /// Where settings come from: `project`, `plugin:<name>`…
    Source,
    /// A hook's or the permission pipeline's decision: `allow`, `deny`…
    Decision,
    /// What settled a permission: `hook`, `deny_rule`…
    PermissionBy,
    /// Where a text goes (the engine words it in English: "the person"…).
    Route,
    /// What blocking an event does (the engine words it in English).
    Effect,
    /// Why a hook's allow cannot approve a call (worded in English).
    AllowRefusal,
    /// A kind of JSON value: `string`, `array-of-strings`… (the engine's
    /// config errors word it in English: "a boolean").
    JsonKind,
    /// What the JSON parser expected at a syntax error.
    JsonExpected,
    /// The result of one trace step: `matched`, `empty`, `blocked`…
    Status,
    /// A workflow pattern of the decision matrix.
    Pattern,
    /// A question of the decision matrix.
    Question,
    /// An answer of the decision matrix.
    Answer,
}

/// The Fluent key of a concept's name, with the arguments that name takes.
pub type ConceptKey = (String, Vec<(&'static str, String)>);

impl Concept {
    /// Every concept.
    pub const ALL: [Concept; 12] = [
        Concept::Source,
        Concept::Decision,
        Concept::PermissionBy,
        Concept::Route,
        Concept::Effect,
        Concept::AllowRefusal,
        Concept::JsonKind,
        Concept::JsonExpected,
        Concept::Status,
        Concept::Pattern,
        Concept::Question,
        Concept::Answer,
    ];

    /// The key (and its arguments) of the name of the concept `value` is the
    /// id of; `None` when `value` is not one (a page then shows it as written).
    #[must_use]
    pub fn key(self, value: &str) -> Option<ConceptKey> {
        use crate::hooks::messages as hooks;
        let bare = |key: String| Some((key, Vec::new()));
        match self {
            Concept::Source => {
                let (kind, name) = match value.split_once(':') {
                    Some((kind, name)) => (kind, Some(name)),
                    None => (value, None),
                };
                let known = crate::hooks::SettingsSource::of_label(value).is_some();
                known.then(|| {
                    let args = name
                        .map(|n| vec![("name", n.to_owned())])
                        .unwrap_or_default();
                    (format!("source-{kind}"), args)
                })
            }
            Concept::Decision => hooks::DECISIONS
                .contains(&value)
                .then(|| bare(format!("decision-{value}")))?,
            Concept::PermissionBy => hooks::PERMISSION_BY
                .contains(&value)
                .then(|| bare(format!("permission-by-{}", value.replace('_', "-"))))?,
            Concept::Route => bare(format!("route-{}", hooks::id_of(hooks::ROUTES, value)?)),
            Concept::Effect => bare(format!("effect-{}", hooks::effect_id(value)?)),
            Concept::AllowRefusal => {
                bare(format!("refusal-{}", hooks::id_of(hooks::REFUSALS, value)?))
            }
            Concept::JsonKind => bare(format!(
                "json-kind-{}",
                hooks::id_of(hooks::JSON_KINDS, value)?
            )),
            Concept::JsonExpected => crate::jsonpos::EXPECTED
                .iter()
                .any(|(id, _)| *id == value)
                .then(|| bare(format!("json-expected-{value}")))?,
            Concept::Status => hooks::TRACE_RESULTS
                .contains(&value)
                .then(|| bare(format!("status-{value}")))?,
            Concept::Pattern | Concept::Question | Concept::Answer => {
                let key = crate::decompose::concept_key(self, value)?;
                Some((key, Vec::new()))
            }
        }
    }

    /// Every id of this concept, with sample names for those that take one
    /// (`plugin:fmt`): what a test formats to check every name exists.
    #[must_use]
    pub fn ids(self) -> Vec<String> {
        use crate::hooks::messages as hooks;
        let owned = |list: &[&str]| list.iter().map(|s| (*s).to_owned()).collect();
        let firsts =
            |table: &[(&str, &str)]| table.iter().map(|(id, _)| (*id).to_owned()).collect();
        match self {
            Concept::Source => crate::hooks::SettingsSource::ALL
                .into_iter()
                .map(|s| match s.item_kind() {
                    Some(kind) => format!("{kind}:fmt"),
                    None => s.key().to_owned(),
                })
                .collect(),
            Concept::Decision => owned(hooks::DECISIONS),
            Concept::PermissionBy => owned(hooks::PERMISSION_BY),
            Concept::Route => firsts(hooks::ROUTES),
            Concept::Effect => hooks::effects().into_iter().map(str::to_owned).collect(),
            Concept::AllowRefusal => firsts(hooks::REFUSALS),
            Concept::JsonKind => firsts(hooks::JSON_KINDS),
            Concept::JsonExpected => firsts(crate::jsonpos::EXPECTED),
            Concept::Status => owned(hooks::TRACE_RESULTS),
            Concept::Pattern | Concept::Question | Concept::Answer => {
                crate::decompose::concept_ids(self)
            }
        }
    }
}

/// Every Fluent key the core can lead a page to: the message ids of every
/// family with their prefix, and the names of every concept. Each exists in
/// all four languages (the locale tests format every one).
#[must_use]
pub fn message_keys() -> Vec<String> {
    let mut keys: Vec<String> = Vec::new();
    keys.extend(crate::hooks::message_keys());
    keys.extend(crate::lint::message_keys());
    keys.extend(crate::sandbox::message_keys());
    keys.extend(crate::jsonpos::message_keys());
    keys.extend(crate::session::message::message_keys());
    keys.extend(crate::decompose::message_ids());
    for concept in Concept::ALL {
        for id in concept.ids() {
            if let Some((key, _)) = concept.key(&id) {
                keys.push(key);
            }
        }
    }
    crate::sort::sort(&mut keys);
    keys.dedup();
    keys
}

/// What the argument `name` of the message `key` holds (see [`ArgKind`]).
/// An argument a family does not describe is text.
#[must_use]
pub fn arg_kind(key: &str, name: &str) -> ArgKind {
    if let Some(id) = key.strip_prefix("hook-") {
        return crate::hooks::messages::arg_kind(id, name);
    }
    if key.starts_with("lint-") {
        return crate::lint::arg_kind(name);
    }
    if key.starts_with("verdict-") {
        return crate::sandbox::verdict_arg_kind(name);
    }
    if key.starts_with("case-") || key.starts_with("expect-") {
        return crate::hooks::check_arg_kind(name);
    }
    if key.starts_with("json-") {
        return crate::jsonpos::arg_kind(name);
    }
    if key.starts_with("sim-") {
        return crate::session::message::arg_kind(name);
    }
    if key.starts_with("source-") && name == "name" {
        return ArgKind::Text;
    }
    crate::decompose::arg_kind(name)
}

/// The wordings a message with variants selects among (its [`ArgKind::Variant`]
/// argument), the default one last as `other`; empty for other messages.
#[must_use]
pub fn variants(key: &str) -> Vec<&'static str> {
    if key.starts_with("lint-") {
        return crate::lint::variants(key);
    }
    Vec::new()
}

/// `n` written as the reader's locale writes numbers: digit groups of three
/// (a comma in English, a narrow no-break space in French, a no-break space
/// in Russian, a full stop in Spanish from five digits on) and a decimal
/// comma outside English, with at most two decimals.
#[must_use]
pub fn format_number(lang: Lang, n: f64) -> String {
    if !n.is_finite() {
        return n.to_string();
    }
    let negative = n < 0.0;
    let rounded = (n.abs() * 100.0).round() / 100.0;
    let whole = rounded.trunc();
    let cents = ((rounded - whole) * 100.0).round() as u64;
    let digits = format!("{whole:.0}");
    let (group, decimal, min_digits) = match lang {
        Lang::En => (",", ".", 4),
        Lang::Fr => ("\u{202f}", ",", 4),
        Lang::Ru => ("\u{a0}", ",", 4),
        Lang::Es => (".", ",", 5),
    };
    let mut out = String::with_capacity(digits.len() + 8);
    if negative && (whole > 0.0 || cents > 0) {
        out.push('-');
    }
    if digits.len() >= min_digits {
        let first = digits.len() % 3;
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (i + 3 - first) % 3 == 0 {
                out.push_str(group);
            }
            out.push(c);
        }
    } else {
        out.push_str(&digits);
    }
    if cents > 0 {
        out.push_str(decimal);
        let fraction = format!("{cents:02}");
        out.push_str(fraction.trim_end_matches('0'));
    }
    out
}

/// A percentage (`60` for 60 %) as the reader's locale writes it: `60%` in
/// English, the sign after a narrow no-break space in French and after a
/// no-break space in Russian and Spanish.
#[must_use]
pub fn format_percent(lang: Lang, percent: f64) -> String {
    let number = format_number(lang, percent);
    match lang {
        Lang::En => format!("{number}%"),
        Lang::Fr => format!("{number}\u{202f}%"),
        Lang::Ru | Lang::Es => format!("{number}\u{a0}%"),
    }
}

/// The no-break space French puts before `:` and inside « ».
const NBSP: char = '\u{a0}';
/// The narrow no-break space French puts before `;`, `!` and `?`.
const NNBSP: char = '\u{202f}';

/// French typography for a run of prose (never code, a URL, an attribute
/// name or HTML): a narrow no-break space before `;`, `!` and `?`, a
/// no-break space before `:` and inside « », and the apostrophe ’ for a
/// straight one between two letters. A plain space where one of these
/// belongs is replaced; a missing one is added after a letter or a digit
/// when the sign ends a word (so `10:30`, `https://` and `?s=` stay as they
/// are).
#[must_use]
pub fn french_typography(text: &str) -> Cow<'_, str> {
    if !text.contains([';', ':', '!', '?', '«', '»', '\'']) {
        return Cow::Borrowed(text);
    }
    let is_space = |c: char| matches!(c, ' ' | NBSP | NNBSP);
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len() + 8);
    let mut i = 0;
    while let Some(&c) = chars.get(i) {
        let before = i.checked_sub(1).and_then(|j| chars.get(j)).copied();
        let after = chars.get(i + 1).copied();
        match c {
            ';' | '!' | '?' | ':' => {
                let space = if c == ':' { NBSP } else { NNBSP };
                let ends_word = after.is_none_or(|a| {
                    a.is_whitespace() || matches!(a, ')' | '»' | ',' | '.' | ';' | '!' | '?')
                });
                let trimmed = out.trim_end_matches(is_space).len();
                if trimmed < out.len() {
                    out.truncate(trimmed);
                    out.push(space);
                } else if ends_word
                    && before.is_some_and(|b| b.is_alphanumeric() || matches!(b, '»' | ')'))
                {
                    out.push(space);
                }
                out.push(c);
            }
            '«' => {
                out.push(c);
                out.push(NBSP);
                while chars.get(i + 1).is_some_and(|&a| is_space(a)) {
                    i += 1;
                }
            }
            '»' => {
                out.truncate(out.trim_end_matches(is_space).len());
                out.push(NBSP);
                out.push(c);
            }
            '\'' if before.is_some_and(char::is_alphabetic)
                && after.is_some_and(char::is_alphabetic) =>
            {
                out.push('’');
            }
            _ => out.push(c),
        }
        i += 1;
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_missing_translation_falls_back_to_english_and_nothing_else() {
        use std::collections::BTreeMap;
        let by_code: BTreeMap<String, &str> =
            [("en".to_owned(), "hook"), ("fr".to_owned(), "hook (fr)")].into();
        assert_eq!(by_code.in_lang_or_english(Lang::Fr), Some(&"hook (fr)"));
        assert_eq!(by_code.in_lang_or_english(Lang::Ru), Some(&"hook"));
        let by_lang: BTreeMap<Lang, &str> = [(Lang::Es, "gancho")].into();
        assert_eq!(by_lang.in_lang_or_english(Lang::Es), Some(&"gancho"));
        assert_eq!(by_lang.in_lang_or_english(Lang::Fr), None);
    }

    use super::*;

    #[test]
    fn a_path_s_language_is_its_first_segment() {
        assert_eq!(Lang::of_path("/fr/learn/hooks/anatomy"), Some(Lang::Fr));
        assert_eq!(Lang::of_path("/ru"), Some(Lang::Ru));
        assert_eq!(Lang::of_path("/es?x=1"), Some(Lang::Es));
        assert_eq!(Lang::of_path("/"), None);
        assert_eq!(Lang::of_path("/de/learn"), None);
        assert_eq!(Lang::of_path("/pkg/en"), None);
    }

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
            assert_eq!(Lang::ALL[lang.index()], lang);
        }
        assert_eq!(Lang::from_code("de"), None);
    }

    #[test]
    fn the_catalogue_names_every_family_and_every_concept() {
        for concept in Concept::ALL {
            for id in concept.ids() {
                assert!(concept.key(&id).is_some(), "{concept:?} {id}");
            }
        }
        let keys = message_keys();
        for family in [
            "hook-", "lint-", "verdict-", "json-", "case-", "expect-", "sim-", "source-",
            "status-", "effect-", "pattern-", "answer-",
        ] {
            assert!(keys.iter().any(|k| k.starts_with(family)), "{family}");
        }
        // The engine words some concepts in English in its arguments.
        let route = Concept::Route.key("the person").map(|(key, _)| key);
        assert_eq!(route.as_deref(), Some("route-user"));
        let effect = Concept::Effect
            .key("the tool call does not run")
            .map(|(key, _)| key);
        assert_eq!(effect.as_deref(), Some("effect-pre-tool-use"));
        let plugin = Concept::Source.key("plugin:fmt@tools");
        assert_eq!(
            plugin,
            Some((
                "source-plugin".to_owned(),
                vec![("name", "fmt@tools".to_owned())]
            ))
        );
        assert_eq!(Concept::Source.key("nowhere"), None);
        assert_eq!(arg_kind("hook-capped", "length"), ArgKind::Count);
        assert_eq!(arg_kind("hook-stop-cap", "count"), ArgKind::Number);
        assert_eq!(arg_kind("lint-h000", "json"), ArgKind::Nested("json-"));
        assert_eq!(
            arg_kind("verdict-tool-denied", "by"),
            ArgKind::Concept(Concept::PermissionBy)
        );
        assert_eq!(variants("lint-h004-hint"), vec!["typo", "other"]);
    }

    #[test]
    fn numbers_follow_each_locale() {
        assert_eq!(format_number(Lang::En, 10_000.0), "10,000");
        assert_eq!(format_number(Lang::Fr, 10_000.0), "10\u{202f}000");
        assert_eq!(format_number(Lang::Ru, 1_234_567.0), "1\u{a0}234\u{a0}567");
        assert_eq!(format_number(Lang::Es, 1_234.0), "1234");
        assert_eq!(format_number(Lang::Es, 12_345.0), "12.345");
        assert_eq!(format_number(Lang::En, 999.0), "999");
        assert_eq!(format_number(Lang::Fr, 1.5), "1,5");
        assert_eq!(format_number(Lang::En, -2.25), "-2.25");
        assert_eq!(format_number(Lang::Ru, 0.0), "0");
        assert_eq!(format_percent(Lang::En, 60.0), "60%");
        assert_eq!(format_percent(Lang::Fr, 60.0), "60\u{202f}%");
        assert_eq!(format_percent(Lang::Es, 60.0), "60\u{a0}%");
    }

    #[test]
    fn french_spaces_and_apostrophes() {
        let nb = '\u{a0}';
        let nn = '\u{202f}';
        assert_eq!(
            french_typography("Vraiment ? Oui ; l'id : « x » !"),
            format!("Vraiment{nn}? Oui{nn}; l’id{nb}: «{nb}x{nb}»{nn}!")
        );
        assert_eq!(french_typography("Attention!"), format!("Attention{nn}!"));
        assert_eq!(french_typography("«x»"), format!("«{nb}x{nb}»"));
        for kept in [
            "10:30",
            "https://example.com",
            "?s=abc",
            "echo 'x'",
            "C:\\Users",
        ] {
            assert_eq!(french_typography(kept), kept);
        }
        let done = french_typography("Déjà : fait ?");
        assert_eq!(french_typography(&done), done, "idempotent");
    }
}
