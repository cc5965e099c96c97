//! One exam item: the `content/exam-items/<id>.toml` format, its loader and
//! its validation. Every problem names the file, the line (when it can be
//! found) and the field, as a dotted path (`text.ru.why_not.c`).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use serde::{Deserialize, Serialize};
use toml::Spanned;

use super::{Asks, Domain, GuideDomain};
use crate::hooks::{check_expect, evaluate, parse_case, Case, ExpectFailure};
use crate::i18n::{Lang, Translations};
use crate::named::by_name;

/// How many options every item shows.
pub const OPTION_COUNT: usize = 4;

/// The words of an item in one language.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct ItemText {
    /// The scenario and the question.
    pub stem: String,
    /// The text of each option, by option id.
    pub options: BTreeMap<String, String>,
    /// Why the keyed option is right.
    pub explanation: String,
    /// Why each distractor is wrong, by option id (every option but the key).
    pub why_not: BTreeMap<String, String>,
}

/// The longest title [`ExamItem::title`] gives, in characters.
pub const TITLE_CHARS: usize = 100;

/// An item as a learner sees it before answering (see
/// [`ExamItem::question`]).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Question {
    pub id: String,
    pub domain: Domain,
    pub guide_domain: GuideDomain,
    pub stem: String,
    /// `(option id, text)`, in the order shown.
    pub options: Vec<(String, String)>,
}

/// French typography where the text is French.
fn typeset(locale: Lang, text: &str) -> String {
    match locale {
        Lang::Fr => crate::i18n::french_typography(text).into_owned(),
        _ => text.to_owned(),
    }
}

/// One validated exam item.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct ExamItem {
    /// The stable id (the file stem).
    pub id: String,
    /// Bumped when the item is corrected; an attempt records the version it
    /// was graded on.
    pub version: u32,
    pub domain: Domain,
    pub guide_domain: GuideDomain,
    /// The tested fact; items testing the same fact share it.
    pub concept: String,
    pub asks: Asks,
    /// The lesson section it tests, `section/slug#heading-id`.
    pub lesson: String,
    /// The option ids, in the order shown.
    pub options: Vec<String>,
    /// The one right option.
    pub answer: String,
    /// For items about hook behaviour: the sandbox case that proves the key.
    pub case: Option<Case>,
    /// The words, in every locale.
    pub text: BTreeMap<Lang, ItemText>,
}

impl ExamItem {
    /// The words in `locale`, falling back to English.
    #[must_use]
    pub fn text(&self, locale: Lang) -> Option<&ItemText> {
        self.text.in_lang_or_english(locale)
    }

    /// A short title for lists (an instructor's catalogue, a results
    /// grid): the stem's first sentence in `locale`, cut at a word before
    /// [`TITLE_CHARS`] characters with an ellipsis.
    #[must_use]
    pub fn title(&self, locale: Lang) -> String {
        let Some(text) = self.text(locale) else {
            return self.id.clone();
        };
        let stem = text.stem.trim();
        let first = stem
            .char_indices()
            .find(|(at, c)| {
                matches!(c, '.' | '?' | '!' | '。')
                    && stem[at + c.len_utf8()..]
                        .chars()
                        .next()
                        .is_none_or(char::is_whitespace)
            })
            .map_or(stem, |(at, c)| &stem[..at + c.len_utf8()]);
        let title = if first.chars().count() <= TITLE_CHARS {
            first.to_owned()
        } else {
            let cut: String = first.chars().take(TITLE_CHARS - 1).collect();
            let cut = cut
                .rsplit_once(char::is_whitespace)
                .map_or(cut.as_str(), |(head, _)| head)
                .trim_end_matches([',', ';', ':', ' ']);
            format!("{cut}…")
        };
        typeset(locale, &title)
    }

    /// What a learner sees before answering, in `locale` (English where a
    /// translation is missing), typeset: the stem and the options in the
    /// order shown, without the key or any explanation.
    #[must_use]
    pub fn question(&self, locale: Lang) -> Question {
        let text = self.text(locale);
        Question {
            id: self.id.clone(),
            domain: self.domain,
            guide_domain: self.guide_domain,
            stem: text.map(|t| typeset(locale, &t.stem)).unwrap_or_default(),
            options: self
                .options_in(locale)
                .into_iter()
                .map(|(id, words)| (id.to_owned(), typeset(locale, words)))
                .collect(),
        }
    }

    /// The options as `(id, text)` in the order shown, in `locale`.
    #[must_use]
    pub fn options_in(&self, locale: Lang) -> Vec<(&str, &str)> {
        let Some(text) = self.text(locale) else {
            return Vec::new();
        };
        self.options
            .iter()
            .map(|id| {
                let words = text.options.get(id).map_or("", String::as_str);
                (id.as_str(), words)
            })
            .collect()
    }

    /// The distractors' ids, in the order shown.
    #[must_use]
    pub fn distractors(&self) -> Vec<&str> {
        self.options
            .iter()
            .filter(|o| **o != self.answer)
            .map(String::as_str)
            .collect()
    }

    /// The lesson part of the link (`section/slug`), without the heading.
    #[must_use]
    pub fn lesson_page(&self) -> &str {
        self.lesson.split('#').next().unwrap_or(&self.lesson)
    }

    /// The sandbox permalink payload for this item's case (what goes after
    /// `/{lang}/sandbox#s=`), so the explanation can open it.
    #[must_use]
    pub fn sandbox_state(&self) -> Option<String> {
        self.case.as_ref().map(crate::sandbox::encode_state)
    }

    /// Runs the item's case through the engine and returns every `expect`
    /// assertion that does not hold (empty: the engine agrees with the key's
    /// proof). `None` for an item without a case.
    #[must_use]
    pub fn check_case(&self) -> Option<Vec<ExpectFailure>> {
        let case = self.case.as_ref()?;
        Some(check_expect(case, &evaluate(case)))
    }
}

/// What went wrong in an item file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExamItemErrorKind {
    /// Not valid TOML, or a value of the wrong type.
    Syntax,
    /// A field the format does not define.
    UnknownField,
    /// A required field is absent or empty.
    MissingField,
    /// A value the field does not accept.
    InvalidValue,
    /// `id` differs from the file stem.
    IdMismatch,
    /// A `[text.<lang>]` table is missing.
    MissingLocale,
    /// Not exactly four distinct options.
    Options,
    /// `answer` is not one of the options.
    AnswerNotInOptions,
    /// An option without its text, or a text for no option.
    OptionText,
    /// A distractor without its `why_not`, or a `why_not` for the key or for
    /// no option.
    WhyNot,
    /// `lesson` names no lesson section.
    Lesson,
    /// The sandbox case does not parse, or carries no `expect`.
    Case,
    /// Two files of a bank share an id.
    DuplicateId,
}

by_name!(ExamItemErrorKind {
    Syntax => "syntax",
    UnknownField => "unknown-field",
    MissingField => "missing-field",
    InvalidValue => "invalid-value",
    IdMismatch => "id-mismatch",
    MissingLocale => "missing-locale",
    Options => "options",
    AnswerNotInOptions => "answer-not-in-options",
    OptionText => "option-text",
    WhyNot => "why-not",
    Lesson => "lesson",
    Case => "case",
    DuplicateId => "duplicate-id",
});

/// A problem in an item file.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct ExamItemError {
    /// The file name as given to the loader.
    pub file: String,
    /// The 1-based line, when known.
    pub line: Option<usize>,
    /// The field as a dotted path; empty for the whole file.
    pub field: String,
    pub kind: ExamItemErrorKind,
    /// What is wrong, in English, for the author.
    pub message: String,
}

impl fmt::Display for ExamItemError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let field = (!self.field.is_empty()).then_some(self.field.as_str());
        crate::located::write_located(f, &self.file, self.line, field, &self.message)
    }
}

impl std::error::Error for ExamItemError {}

/// The lesson sections an item may link to: `section/slug` for each lesson
/// and `section/slug#heading-id` for each of its headings.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LessonIndex {
    anchors: BTreeSet<String>,
}

impl LessonIndex {
    /// From each lesson's `section/slug` and its heading ids.
    pub fn new<'a, H>(lessons: impl IntoIterator<Item = (&'a str, H)>) -> LessonIndex
    where
        H: IntoIterator<Item = &'a str>,
    {
        let mut anchors = BTreeSet::new();
        for (page, headings) in lessons {
            anchors.insert(page.to_owned());
            for heading in headings {
                anchors.insert(format!("{page}#{heading}"));
            }
        }
        LessonIndex { anchors }
    }

    /// Whether `link` names a lesson, or a heading of one.
    #[must_use]
    pub fn contains(&self, link: &str) -> bool {
        self.anchors.contains(link)
    }

    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.anchors.is_empty()
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawItem {
    id: Option<Spanned<String>>,
    version: Option<Spanned<i64>>,
    domain: Option<Spanned<String>>,
    guide_domain: Option<Spanned<String>>,
    concept: Option<Spanned<String>>,
    asks: Option<Spanned<String>>,
    lesson: Option<Spanned<String>>,
    options: Option<Spanned<Vec<Spanned<String>>>>,
    answer: Option<Spanned<String>>,
    case: Option<Spanned<String>>,
    text: Option<BTreeMap<String, RawText>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawText {
    stem: Option<Spanned<String>>,
    option: Option<BTreeMap<String, Spanned<String>>>,
    explanation: Option<Spanned<String>>,
    why_not: Option<BTreeMap<String, Spanned<String>>>,
}

/// The file being loaded: builds errors that know where they are.
struct Source<'a> {
    file: &'a str,
    text: &'a str,
}

impl Source<'_> {
    fn error(
        &self,
        kind: ExamItemErrorKind,
        field: &str,
        line: Option<usize>,
        message: impl Into<String>,
    ) -> ExamItemError {
        ExamItemError {
            file: self.file.to_owned(),
            line,
            field: field.to_owned(),
            kind,
            message: message.into(),
        }
    }

    fn line_at(&self, offset: usize) -> Option<usize> {
        let before = self.text.get(..offset)?;
        Some(before.bytes().filter(|b| *b == b'\n').count() + 1)
    }

    fn line_of<T>(&self, value: &Spanned<T>) -> Option<usize> {
        self.line_at(value.span().start)
    }

    /// The line of a table header such as `[text.fr]`.
    fn header_line(&self, table: &str) -> Option<usize> {
        let wanted = format!("[{table}]");
        self.text
            .lines()
            .position(|l| l.split('#').next().unwrap_or_default().trim() == wanted)
            .map(|i| i + 1)
    }

    /// The first line below the header of `table` that sets `key` or one of
    /// its subkeys (`why_not.a = …` for `why_not`).
    fn key_line(&self, table: &str, key: &str) -> Option<usize> {
        let header = self.header_line(table)?;
        for (index, line) in self.text.lines().enumerate().skip(header) {
            let line = line.trim_start();
            if line.starts_with('[') {
                break;
            }
            if line
                .strip_prefix(key)
                .is_some_and(|rest| rest.starts_with(['.', ' ', '=']))
            {
                return Some(index + 1);
            }
        }
        None
    }

    fn toml_error(&self, error: &toml::de::Error) -> ExamItemError {
        let message = error.message().trim().to_owned();
        let line = error.span().and_then(|s| self.line_at(s.start));
        let unknown = message.starts_with("unknown field");
        let key = if unknown {
            message.split('`').nth(1).map(str::to_owned)
        } else {
            line.and_then(|l| {
                let text = self.text.lines().nth(l - 1)?;
                let (key, _) = text.split_once('=')?;
                let key = key.trim();
                (!key.is_empty() && !key.starts_with('[')).then(|| key.to_owned())
            })
        };
        let table = line.and_then(|l| {
            self.text
                .lines()
                .take(l)
                .filter_map(|t| {
                    let t = t.trim();
                    let inner = t.strip_prefix('[')?.strip_suffix(']')?;
                    Some(inner.trim_matches(['[', ']']).trim().to_owned())
                })
                .last()
        });
        let field = match (table, key) {
            (Some(t), Some(k)) => format!("{t}.{k}"),
            (None, Some(k)) => k,
            (Some(t), None) => t,
            (None, None) => String::new(),
        };
        let kind = if unknown {
            ExamItemErrorKind::UnknownField
        } else {
            ExamItemErrorKind::Syntax
        };
        self.error(kind, &field, line, message)
    }

    /// A required, non-empty string.
    fn required<'v>(
        &self,
        value: &'v Option<Spanned<String>>,
        field: &str,
        line_if_missing: Option<usize>,
    ) -> Result<&'v Spanned<String>, ExamItemError> {
        match value {
            Some(v) if !v.get_ref().trim().is_empty() => Ok(v),
            Some(v) => Err(self.error(
                ExamItemErrorKind::MissingField,
                field,
                self.line_of(v),
                format!("`{field}` is empty"),
            )),
            None => Err(self.error(
                ExamItemErrorKind::MissingField,
                field,
                line_if_missing,
                format!("`{field}` is missing"),
            )),
        }
    }

    /// A required value among a fixed list of ids.
    fn one_of<T>(
        &self,
        value: &Option<Spanned<String>>,
        field: &str,
        parse: impl Fn(&str) -> Option<T>,
        allowed: &[&str],
    ) -> Result<T, ExamItemError> {
        let raw = self.required(value, field, None)?;
        parse(raw.get_ref()).ok_or_else(|| {
            self.error(
                ExamItemErrorKind::InvalidValue,
                field,
                self.line_of(raw),
                format!("`{}` is not one of: {}", raw.get_ref(), allowed.join(", ")),
            )
        })
    }
}

/// Whether `id` is lowercase ASCII words (letters, digits) joined by `-`.
#[must_use]
pub fn is_id(id: &str) -> bool {
    !id.is_empty()
        && id.split('-').all(|w| {
            !w.is_empty()
                && w.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        })
}

fn file_stem(file: &str) -> &str {
    let base = file.rsplit(['/', '\\']).next().unwrap_or(file);
    base.strip_suffix(".toml").unwrap_or(base)
}

/// Parses and validates one item file. `file` is its name (a path is fine;
/// the stem must equal the item's `id`). With `lessons`, the `lesson` link
/// must name one of them; without, only its shape is checked (a page that
/// has no lesson list at hand).
///
/// # Errors
/// The first problem found, naming the file, line and field.
pub fn load_item(
    file: &str,
    text: &str,
    lessons: Option<&LessonIndex>,
) -> Result<ExamItem, ExamItemError> {
    use ExamItemErrorKind as K;
    let src = Source { file, text };
    let raw: RawItem = toml::from_str(text).map_err(|e| src.toml_error(&e))?;

    let id = src.required(&raw.id, "id", Some(1))?;
    if !is_id(id.get_ref()) {
        return Err(src.error(
            K::InvalidValue,
            "id",
            src.line_of(id),
            format!(
                "`{}` is not an id: use lowercase ASCII words joined by `-`",
                id.get_ref()
            ),
        ));
    }
    let stem = file_stem(file);
    if id.get_ref() != stem {
        return Err(src.error(
            K::IdMismatch,
            "id",
            src.line_of(id),
            format!(
                "id `{}` differs from the file name `{stem}.toml`",
                id.get_ref()
            ),
        ));
    }

    let version = match &raw.version {
        None => {
            return Err(src.error(K::MissingField, "version", None, "`version` is missing"));
        }
        Some(v) => u32::try_from(*v.get_ref())
            .ok()
            .filter(|n| *n >= 1)
            .ok_or_else(|| {
                src.error(
                    K::InvalidValue,
                    "version",
                    src.line_of(v),
                    format!(
                        "`version` must be a whole number from 1, not {}",
                        v.get_ref()
                    ),
                )
            })?,
    };

    let domain_ids: Vec<&str> = Domain::ALL.iter().map(|d| d.as_str()).collect();
    let domain = src.one_of(&raw.domain, "domain", Domain::from_id, &domain_ids)?;
    let guide_ids: Vec<&str> = GuideDomain::ALL.iter().map(|d| d.as_str()).collect();
    let guide_domain = src.one_of(
        &raw.guide_domain,
        "guide_domain",
        GuideDomain::from_id,
        &guide_ids,
    )?;
    let asks_ids: Vec<&str> = Asks::ALL.iter().map(|a| a.as_str()).collect();
    let asks = src.one_of(&raw.asks, "asks", Asks::from_id, &asks_ids)?;

    let concept = src.required(&raw.concept, "concept", None)?;
    if !is_id(concept.get_ref()) {
        return Err(src.error(
            K::InvalidValue,
            "concept",
            src.line_of(concept),
            format!(
                "`{}` is not an id: use lowercase ASCII words joined by `-`",
                concept.get_ref()
            ),
        ));
    }

    let lesson = src.required(&raw.lesson, "lesson", None)?;
    check_lesson(&src, lesson, lessons)?;

    let (options, answer) = load_options(&src, raw.options.as_ref(), &raw.answer)?;

    let case = match &raw.case {
        None => None,
        Some(case) => Some(load_case(&src, case)?),
    };

    let mut tables = raw.text.unwrap_or_default();
    if let Some(extra) = tables.keys().find(|k| Lang::from_code(k).is_none()) {
        let field = format!("text.{extra}");
        return Err(src.error(
            K::UnknownField,
            &field,
            src.header_line(&field),
            format!("`{extra}` is not a locale (en, fr, ru, es)"),
        ));
    }
    let mut text_out = BTreeMap::new();
    for locale in Lang::ALL {
        let table = format!("text.{}", locale.code());
        let Some(raw_text) = tables.remove(locale.code()) else {
            return Err(src.error(
                K::MissingLocale,
                &table,
                None,
                format!("the `[{table}]` table is missing"),
            ));
        };
        let words = load_text(&src, &table, raw_text, &options, &answer)?;
        text_out.insert(locale, words);
    }

    Ok(ExamItem {
        id: id.get_ref().clone(),
        version,
        domain,
        guide_domain,
        concept: concept.get_ref().clone(),
        asks,
        lesson: lesson.get_ref().clone(),
        options,
        answer,
        case,
        text: text_out,
    })
}

fn check_lesson(
    src: &Source<'_>,
    lesson: &Spanned<String>,
    lessons: Option<&LessonIndex>,
) -> Result<(), ExamItemError> {
    let link = lesson.get_ref();
    let line = src.line_of(lesson);
    let (page, heading) = match link.split_once('#') {
        Some((page, heading)) => (page, Some(heading)),
        None => (link.as_str(), None),
    };
    let parts: Vec<&str> = page.split('/').collect();
    let well_formed =
        parts.len() == 2 && parts.iter().all(|p| is_id(p)) && heading.is_none_or(is_id);
    if !well_formed {
        return Err(src.error(
            ExamItemErrorKind::Lesson,
            "lesson",
            line,
            format!("`{link}` is not a lesson link: write `section/slug#heading-id`"),
        ));
    }
    if let Some(index) = lessons {
        if !index.contains(link) {
            let what = if index.contains(page) {
                format!(
                    "the lesson `{page}` has no heading `{{#{}}}`",
                    heading.unwrap_or("")
                )
            } else {
                format!("there is no lesson `{page}`")
            };
            return Err(src.error(
                ExamItemErrorKind::Lesson,
                "lesson",
                line,
                format!("`{link}` links nowhere: {what}"),
            ));
        }
    }
    Ok(())
}

fn load_options(
    src: &Source<'_>,
    raw: Option<&Spanned<Vec<Spanned<String>>>>,
    answer: &Option<Spanned<String>>,
) -> Result<(Vec<String>, String), ExamItemError> {
    use ExamItemErrorKind as K;
    let Some(raw) = raw else {
        return Err(src.error(K::MissingField, "options", None, "`options` is missing"));
    };
    let count = raw.get_ref().len();
    if count != OPTION_COUNT {
        return Err(src.error(
            K::Options,
            "options",
            src.line_of(raw),
            format!("`options` must list exactly {OPTION_COUNT} option ids, not {count}"),
        ));
    }
    let mut options: Vec<String> = Vec::with_capacity(OPTION_COUNT);
    for option in raw.get_ref() {
        let id = option.get_ref();
        if !is_id(id) {
            return Err(src.error(
                K::Options,
                "options",
                src.line_of(option),
                format!("`{id}` is not an option id: use lowercase ASCII letters or digits"),
            ));
        }
        if options.contains(id) {
            return Err(src.error(
                K::Options,
                "options",
                src.line_of(option),
                format!("the option `{id}` is listed twice"),
            ));
        }
        options.push(id.clone());
    }
    let answer_raw = src.required(answer, "answer", None)?;
    if !options.contains(answer_raw.get_ref()) {
        return Err(src.error(
            K::AnswerNotInOptions,
            "answer",
            src.line_of(answer_raw),
            format!(
                "the answer `{}` is not one of the options ({})",
                answer_raw.get_ref(),
                options.join(", ")
            ),
        ));
    }
    Ok((options, answer_raw.get_ref().clone()))
}

/// The sandbox case: JSON in a TOML string, parsed by the engine's own
/// reader. A JSON syntax error is reported at its line in the file.
fn load_case(src: &Source<'_>, case: &Spanned<String>) -> Result<Case, ExamItemError> {
    let start_line = src.line_of(case).unwrap_or(1);
    // A multi-line string drops the newline right after its opening quotes,
    // so the JSON's first line is the file's next line.
    let opening = src.text.get(case.span().start..).unwrap_or_default();
    let skipped_newline = ["'''\n", "'''\r\n", "\"\"\"\n", "\"\"\"\r\n"]
        .iter()
        .any(|p| opening.starts_with(p));
    let first_json_line = start_line + usize::from(skipped_newline);
    let parsed = parse_case(case.get_ref()).map_err(|e| {
        let line = e
            .line_column
            .map(|(l, _)| first_json_line + l - 1)
            .or(Some(start_line));
        let field = match &e.path {
            Some(path) => format!("case.{}", path.trim_start_matches("$.")),
            None => "case".to_owned(),
        };
        src.error(ExamItemErrorKind::Case, &field, line, e.message.clone())
    })?;
    if parsed.expect.as_ref().is_none_or(serde_json::Map::is_empty) {
        return Err(src.error(
            ExamItemErrorKind::Case,
            "case.expect",
            Some(start_line),
            "the case has no `expect`: say what the engine must do for the key to be right",
        ));
    }
    Ok(parsed)
}

fn load_text(
    src: &Source<'_>,
    table: &str,
    raw: RawText,
    options: &[String],
    answer: &str,
) -> Result<ItemText, ExamItemError> {
    use ExamItemErrorKind as K;
    let header = src.header_line(table);
    let stem = src.required(&raw.stem, &format!("{table}.stem"), header)?;
    let explanation = src.required(&raw.explanation, &format!("{table}.explanation"), header)?;

    let mut option_text = BTreeMap::new();
    for (key, value) in raw.option.unwrap_or_default() {
        let field = format!("{table}.option.{key}");
        if !options.contains(&key) {
            return Err(src.error(
                K::OptionText,
                &field,
                src.line_of(&value),
                format!("`{key}` is not one of this item's options"),
            ));
        }
        if value.get_ref().trim().is_empty() {
            return Err(src.error(
                K::MissingField,
                &field,
                src.line_of(&value),
                format!("`{field}` is empty"),
            ));
        }
        option_text.insert(key, value.into_inner());
    }
    if let Some(missing) = options.iter().find(|o| !option_text.contains_key(*o)) {
        return Err(src.error(
            K::OptionText,
            &format!("{table}.option.{missing}"),
            header,
            format!("the option `{missing}` has no text in `[{table}]`"),
        ));
    }

    let mut why_not = BTreeMap::new();
    for (key, value) in raw.why_not.unwrap_or_default() {
        let field = format!("{table}.why_not.{key}");
        if key == answer {
            return Err(src.error(
                K::WhyNot,
                &field,
                src.line_of(&value),
                format!("`{key}` is the right answer: its reasons go in `explanation`"),
            ));
        }
        if !options.contains(&key) {
            return Err(src.error(
                K::WhyNot,
                &field,
                src.line_of(&value),
                format!("`{key}` is not one of this item's options"),
            ));
        }
        if value.get_ref().trim().is_empty() {
            return Err(src.error(
                K::MissingField,
                &field,
                src.line_of(&value),
                format!("`{field}` is empty"),
            ));
        }
        why_not.insert(key, value.into_inner());
    }
    if let Some(missing) = options
        .iter()
        .find(|o| o.as_str() != answer && !why_not.contains_key(*o))
    {
        let line = src.key_line(table, "why_not").or(header);
        return Err(src.error(
            K::WhyNot,
            &format!("{table}.why_not.{missing}"),
            line,
            format!("the distractor `{missing}` has no `why_not` in `[{table}]`"),
        ));
    }

    Ok(ItemText {
        stem: stem.get_ref().clone(),
        options: option_text,
        explanation: explanation.get_ref().clone(),
        why_not,
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A valid item in the documented format, for tests across the module.
    pub(crate) fn sample(id: &str, domain: &str, concept: &str) -> String {
        let mut text = format!(
            "id = \"{id}\"\nversion = 1\ndomain = \"{domain}\"\nguide_domain = \"claude-code-configuration\"\n\
             concept = \"{concept}\"\nasks = \"both\"\nlesson = \"hooks/anatomy#exit-codes\"\n\
             options = [\"a\", \"b\", \"c\", \"d\"]\nanswer = \"b\"\n"
        );
        for lang in ["en", "fr", "ru", "es"] {
            text.push_str(&format!(
                "\n[text.{lang}]\nstem = \"Stem {lang}\"\noption.a = \"A\"\noption.b = \"B\"\noption.c = \"C\"\noption.d = \"D\"\n\
                 explanation = \"Because.\"\nwhy_not.a = \"No a.\"\nwhy_not.c = \"No c.\"\nwhy_not.d = \"No d.\"\n"
            ));
        }
        text
    }

    fn lessons() -> LessonIndex {
        LessonIndex::new([("hooks/anatomy", ["exit-codes", "matchers"])])
    }

    fn load(text: &str) -> Result<ExamItem, ExamItemError> {
        load_item("content/exam-items/x-item.toml", text, Some(&lessons()))
    }

    #[test]
    fn a_valid_item_loads_with_every_locale() {
        let item = load(&sample("x-item", "hook-mechanics", "exit-2")).unwrap();
        assert_eq!(item.options, ["a", "b", "c", "d"]);
        assert_eq!(item.answer, "b");
        assert_eq!(item.distractors(), ["a", "c", "d"]);
        assert_eq!(item.text.len(), 4);
        assert_eq!(item.lesson_page(), "hooks/anatomy");
        assert_eq!(item.options_in(Lang::Ru)[1], ("b", "B"));
        assert_eq!(item.check_case(), None);
    }

    fn expect_error(text: &str, kind: ExamItemErrorKind, field: &str, line: Option<usize>) {
        let error = load(text).unwrap_err();
        assert_eq!(
            (error.kind, error.field.as_str(), error.line),
            (kind, field, line),
            "{error}"
        );
        assert!(error
            .to_string()
            .starts_with("content/exam-items/x-item.toml"));
    }

    #[test]
    fn each_rule_names_its_field_and_line() {
        use ExamItemErrorKind as K;
        let good = sample("x-item", "hook-mechanics", "exit-2");
        expect_error(
            &good.replace("answer = \"b\"", "answer = \"e\""),
            K::AnswerNotInOptions,
            "answer",
            Some(9),
        );
        expect_error(
            &good.replace("\"a\", \"b\", \"c\", \"d\"", "\"a\", \"b\", \"c\""),
            K::Options,
            "options",
            Some(8),
        );
        expect_error(
            &good.replace("\"a\", \"b\", \"c\", \"d\"", "\"a\", \"b\", \"c\", \"c\""),
            K::Options,
            "options",
            Some(8),
        );
        expect_error(
            &good.replace("domain = \"hook-mechanics\"", "domain = \"hooks\""),
            K::InvalidValue,
            "domain",
            Some(3),
        );
        expect_error(
            &good.replace("hooks/anatomy#exit-codes", "hooks/anatomy#nowhere"),
            K::Lesson,
            "lesson",
            Some(7),
        );
        expect_error(
            &good.replace("hooks/anatomy#exit-codes", "hooks/missing#exit-codes"),
            K::Lesson,
            "lesson",
            Some(7),
        );
        expect_error(
            &good.replace("id = \"x-item\"", "id = \"other\""),
            K::IdMismatch,
            "id",
            Some(1),
        );
        expect_error(
            &good.replace("version = 1", "version = 0"),
            K::InvalidValue,
            "version",
            Some(2),
        );
        expect_error(
            &good.replace("asks = \"both\"", "asks = \"maybe\""),
            K::InvalidValue,
            "asks",
            Some(6),
        );
        expect_error(
            &good.replace("answer = \"b\"", "answer = \"b\"\nextra = 1"),
            K::UnknownField,
            "extra",
            Some(10),
        );
    }

    #[test]
    fn texts_need_every_option_and_every_why_not_in_every_locale() {
        use ExamItemErrorKind as K;
        let good = sample("x-item", "hook-mechanics", "exit-2");
        // The Russian table is the third; drop its why_not.c.
        let ru_start = good.find("[text.ru]").unwrap();
        let mut broken = good.clone();
        let at = ru_start + good[ru_start..].find("why_not.c = \"No c.\"\n").unwrap();
        broken.replace_range(at..at + "why_not.c = \"No c.\"\n".len(), "");
        let error = load(&broken).unwrap_err();
        assert_eq!(
            (error.kind, error.field.as_str()),
            (K::WhyNot, "text.ru.why_not.c")
        );
        assert!(error.line.is_some());

        let with_key = good.replacen("why_not.a = \"No a.\"", "why_not.b = \"No b.\"", 1);
        let error = load(&with_key).unwrap_err();
        assert_eq!(
            (error.kind, error.field.as_str()),
            (K::WhyNot, "text.en.why_not.b")
        );
        assert_eq!(error.line, Some(18));

        let no_option = good.replacen("option.d = \"D\"\n", "", 1);
        let error = load(&no_option).unwrap_err();
        assert_eq!(
            (error.kind, error.field.as_str()),
            (K::OptionText, "text.en.option.d")
        );

        let no_spanish = good[..good.find("[text.es]").unwrap()].to_owned();
        let error = load(&no_spanish).unwrap_err();
        assert_eq!(
            (error.kind, error.field.as_str()),
            (K::MissingLocale, "text.es")
        );

        let empty_stem = good.replacen("stem = \"Stem fr\"", "stem = \"  \"", 1);
        let error = load(&empty_stem).unwrap_err();
        assert_eq!(
            (error.kind, error.field.as_str()),
            (K::MissingField, "text.fr.stem")
        );
        assert!(error.line.is_some());
    }

    #[test]
    fn a_case_is_parsed_and_a_json_error_points_at_its_line() {
        let good = sample("x-item", "hook-mechanics", "exit-2");
        let case = "case = '''\n{\n  \"event\": { \"hook_event_name\": \"PreToolUse\", \"tool_name\": \"Bash\", \"tool_input\": {} },\n  \"expect\": { \"blocked\": false }\n}\n'''\n";
        let with_case = good.replacen("answer = \"b\"\n", &format!("answer = \"b\"\n{case}"), 1);
        let item = load(&with_case).unwrap();
        assert!(item.case.is_some());
        assert!(item.sandbox_state().is_some_and(|s| !s.is_empty()));
        assert_eq!(item.check_case(), Some(Vec::new()));

        let broken = with_case.replacen("\"expect\": {", "\"expect\" {", 1);
        let error = load(&broken).unwrap_err();
        assert_eq!(error.kind, ExamItemErrorKind::Case);
        // `case = '''` is on line 10; the JSON's third line is line 13.
        assert_eq!(error.line, Some(13), "{error}");

        let no_expect = with_case.replacen(",\n  \"expect\": { \"blocked\": false }", "", 1);
        let error = load(&no_expect).unwrap_err();
        assert_eq!(
            (error.kind, error.field.as_str()),
            (ExamItemErrorKind::Case, "case.expect")
        );
    }

    #[test]
    fn a_case_whose_expect_fails_is_reported_by_check_case() {
        let good = sample("x-item", "hook-mechanics", "exit-2");
        let case = "case = '''\n{ \"event\": { \"hook_event_name\": \"PreToolUse\", \"tool_name\": \"Bash\", \"tool_input\": {} }, \"expect\": { \"blocked\": true } }\n'''\n";
        let item = load(&good.replacen("answer = \"b\"\n", &format!("answer = \"b\"\n{case}"), 1))
            .unwrap();
        let failures = item.check_case().unwrap();
        assert_eq!(failures.len(), 1);
        assert_eq!(failures[0].field, "blocked");
    }

    #[test]
    fn without_a_lesson_index_only_the_links_shape_is_checked() {
        let good = sample("x-item", "hook-mechanics", "exit-2");
        let elsewhere = good.replace("hooks/anatomy#exit-codes", "sessions/storage#slugs");
        assert!(load_item("x-item.toml", &elsewhere, None).is_ok());
        let bad = good.replace("hooks/anatomy#exit-codes", "Hooks anatomy");
        let error = load_item("x-item.toml", &bad, None).unwrap_err();
        assert_eq!(error.kind, ExamItemErrorKind::Lesson);
    }

    #[test]
    fn bad_toml_names_its_line() {
        let error = load("id = \"x-item\"\nversion = \n").unwrap_err();
        assert_eq!(error.kind, ExamItemErrorKind::Syntax);
        assert_eq!(error.line, Some(2));
    }

    #[test]
    fn a_title_is_the_stem_s_first_sentence_cut_short() {
        let mut item = load(&sample("x-item", "hook-mechanics", "exit-2")).unwrap();
        let set = |item: &mut ExamItem, lang: Lang, stem: &str| {
            item.text.get_mut(&lang).unwrap().stem = stem.to_owned();
        };
        set(&mut item, Lang::En, "A team blocks refunds. Which hook?");
        assert_eq!(item.title(Lang::En), "A team blocks refunds.");
        set(&mut item, Lang::En, "Version 2.1 ships. What now?");
        assert_eq!(
            item.title(Lang::En),
            "Version 2.1 ships.",
            "a dot inside a number is no end"
        );
        let long = "word ".repeat(40);
        set(&mut item, Lang::En, &long);
        let title = item.title(Lang::En);
        assert!(
            title.ends_with('…') && title.chars().count() <= TITLE_CHARS,
            "{title}"
        );
        assert!(!title.contains("wor…"), "cut at a word: {title}");
        set(
            &mut item,
            Lang::Fr,
            "Une équipe bloque : pourquoi ? Ensuite.",
        );
        assert_eq!(
            item.title(Lang::Fr),
            "Une équipe bloque\u{a0}: pourquoi\u{202f}?"
        );
    }

    #[test]
    fn a_question_holds_no_key_and_no_explanation() {
        let item = load(&sample("x-item", "hook-mechanics", "exit-2")).unwrap();
        let question = item.question(Lang::Es);
        assert_eq!(question.stem, "Stem es");
        let ids: Vec<&str> = question.options.iter().map(|(id, _)| id.as_str()).collect();
        assert_eq!(ids, ["a", "b", "c", "d"]);
        let shown = serde_json::to_string(&question).unwrap();
        assert!(
            !shown.contains("Because") && !shown.contains("No a."),
            "{shown}"
        );
        assert!(!shown.contains("answer"), "{shown}");
    }
}
