//! Quiz scenarios: the `content/scenarios/<id>.toml` format, its loader and
//! its validation. The format is described for instructors in
//! `content/scenarios/README.md`.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use serde::{Deserialize, Serialize};
use toml::Spanned;

use crate::i18n::{Lang, Translations};
use crate::named::by_name;

use super::classify::{classify, Classification};
use super::matrix::{AnswerValue, Answers, QuestionId};
use super::taxonomy::{PatternId, Topic};

/// The words of a scenario in one language.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct ScenarioText {
    /// A short title.
    pub title: String,
    /// The workflow, as a learner meets it at work.
    pub situation: String,
    /// Why the answer fits, walking the matrix.
    pub explanation: String,
    /// For each wrong option, the answer that rules it out.
    pub why_not: BTreeMap<PatternId, String>,
    /// Where the exam's answer and Claude Code today differ: today's behaviour.
    pub exam_note: Option<String>,
}

/// One quiz item, validated.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Scenario {
    /// The stable id (the file stem).
    pub id: String,
    /// The topic.
    pub topic: Topic,
    /// The right pattern (for a hybrid, the outer one).
    pub answer: PatternId,
    /// For a hybrid, the pattern used inside the outer one.
    pub inner: Option<PatternId>,
    /// The options shown, in order; `answer` is among them.
    pub options: Vec<PatternId>,
    /// The matrix answers that lead to `answer`.
    pub answers: Answers,
    /// The words, in every locale.
    pub text: BTreeMap<Lang, ScenarioText>,
}

impl Scenario {
    /// The words in `locale`, else in English (a loaded scenario has all
    /// four).
    pub fn text(&self, locale: Lang) -> Option<&ScenarioText> {
        self.text.in_lang_or_english(locale)
    }

    /// Whether the scenario carries an exam/today note.
    pub fn has_exam_note(&self) -> bool {
        self.text.values().any(|t| t.exam_note.is_some())
    }

    /// The walk of the matrix for this scenario's answers.
    pub fn classification(&self) -> Classification {
        classify(&self.answers)
    }

    /// The options other than the answer.
    pub fn wrong_options(&self) -> Vec<PatternId> {
        self.options
            .iter()
            .copied()
            .filter(|p| *p != self.answer)
            .collect()
    }
}

/// What went wrong in a scenario file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScenarioErrorKind {
    /// The file is not valid TOML, or a value has the wrong type.
    Syntax,
    /// A field the format does not define.
    UnknownField,
    /// A required field is absent or empty.
    MissingField,
    /// A value is not one the field accepts (an unknown id, a bad count…).
    InvalidValue,
    /// `id` differs from the file stem.
    IdMismatch,
    /// A `[text.<lang>]` table is missing.
    MissingLocale,
    /// `answer` is not among `options`.
    AnswerNotInOptions,
    /// A pattern (option, answer or inner) of another topic.
    WrongTopic,
    /// A wrong option has no `why_not` in some locale, or a `why_not` names
    /// a pattern that is not a wrong option.
    WhyNot,
    /// `exam_note` is present in some locales but not all.
    ExamNote,
    /// A matrix question on the path to the answer is not answered.
    IncompleteAnswers,
    /// The matrix sends the answers to another pattern.
    MatrixDisagrees,
    /// The matrix names an inner pattern that `inner` does not (or the
    /// other way round).
    InnerDisagrees,
    /// Two files of a bank share an id.
    DuplicateId,
}

by_name!(ScenarioErrorKind {
    Syntax => "syntax",
    UnknownField => "unknown-field",
    MissingField => "missing-field",
    InvalidValue => "invalid-value",
    IdMismatch => "id-mismatch",
    MissingLocale => "missing-locale",
    AnswerNotInOptions => "answer-not-in-options",
    WrongTopic => "wrong-topic",
    WhyNot => "why-not",
    ExamNote => "exam-note",
    IncompleteAnswers => "incomplete-answers",
    MatrixDisagrees => "matrix-disagrees",
    InnerDisagrees => "inner-disagrees",
    DuplicateId => "duplicate-id",
});

/// A problem in a scenario file, naming the file, the field and, where it
/// is known, the line (1-based).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct ScenarioError {
    /// The file name as given to the loader.
    pub file: String,
    /// The field, as a dotted path (`text.ru.why_not.routing`); empty when
    /// the problem is the whole file.
    pub field: String,
    /// The line, when known.
    pub line: Option<usize>,
    /// The kind of problem.
    pub kind: ScenarioErrorKind,
    /// What is wrong, in English, for the instructor.
    pub message: String,
}

impl fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let field = (!self.field.is_empty()).then_some(self.field.as_str());
        crate::located::write_located(f, &self.file, self.line, field, &self.message)
    }
}

impl std::error::Error for ScenarioError {}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawScenario {
    id: Option<Spanned<String>>,
    topic: Option<Spanned<String>>,
    answer: Option<Spanned<String>>,
    inner: Option<Spanned<String>>,
    options: Option<Spanned<Vec<Spanned<String>>>>,
    answers: Option<BTreeMap<String, Spanned<String>>>,
    text: Option<BTreeMap<String, RawText>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawText {
    title: Option<Spanned<String>>,
    situation: Option<Spanned<String>>,
    explanation: Option<Spanned<String>>,
    why_not: Option<BTreeMap<String, Spanned<String>>>,
    exam_note: Option<Spanned<String>>,
}

/// Builds errors for one file.
struct Ctx<'a> {
    file: &'a str,
    text: &'a str,
}

impl Ctx<'_> {
    fn err(
        &self,
        kind: ScenarioErrorKind,
        field: &str,
        line: Option<usize>,
        message: String,
    ) -> ScenarioError {
        ScenarioError {
            file: self.file.to_owned(),
            field: field.to_owned(),
            line,
            kind,
            message,
        }
    }

    /// The 1-based line of a byte offset.
    fn line_at(&self, offset: usize) -> Option<usize> {
        let before = self.text.get(..offset)?;
        Some(before.matches('\n').count() + 1)
    }

    fn line_of<T>(&self, spanned: &Spanned<T>) -> Option<usize> {
        self.line_at(spanned.span().start)
    }

    /// The line of a `[header]` such as `[text.en]`, if the file has one.
    fn header_line(&self, header: &str) -> Option<usize> {
        let wanted = format!("[{header}]");
        self.text
            .lines()
            .position(|l| l.trim() == wanted)
            .map(|i| i + 1)
    }

    /// Turns a TOML parse or type error into a scenario error.
    fn toml_error(&self, error: &toml::de::Error) -> ScenarioError {
        let message = error.message().trim().to_owned();
        let start = error.span().map(|s| s.start);
        let line = start.and_then(|s| self.line_at(s));
        let unknown = message.starts_with("unknown field");
        let key = if unknown {
            message.split('`').nth(1).map(str::to_owned)
        } else {
            line.and_then(|l| self.key_on_line(l))
        };
        let table = line.and_then(|l| self.table_above(l));
        let field = match (table, key) {
            (Some(t), Some(k)) => format!("{t}.{k}"),
            (None, Some(k)) => k,
            (Some(t), None) => t,
            (None, None) => String::new(),
        };
        let kind = if unknown {
            ScenarioErrorKind::UnknownField
        } else {
            ScenarioErrorKind::Syntax
        };
        self.err(kind, &field, line, message)
    }

    /// The key assigned on a line (`key = value`), if any.
    fn key_on_line(&self, line: usize) -> Option<String> {
        let text = self.text.lines().nth(line.checked_sub(1)?)?;
        let (key, _) = text.split_once('=')?;
        let key = key.trim();
        (!key.is_empty() && !key.starts_with('[')).then(|| key.to_owned())
    }

    /// The name of the `[table]` a line belongs to.
    fn table_above(&self, line: usize) -> Option<String> {
        self.text
            .lines()
            .take(line)
            .filter_map(|l| {
                let l = l.trim();
                let inner = l.strip_prefix('[')?.strip_suffix(']')?;
                Some(inner.trim_matches(['[', ']']).trim().to_owned())
            })
            .last()
    }
}

/// The file name without its directory and `.toml` extension.
fn file_stem(file_name: &str) -> &str {
    let base = file_name.rsplit(['/', '\\']).next().unwrap_or(file_name);
    base.strip_suffix(".toml").unwrap_or(base)
}

/// Whether `id` is lowercase ASCII words joined by single `-`.
fn is_valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.split('-').all(|w| {
            !w.is_empty()
                && w.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        })
}

fn required<'a>(
    ctx: &Ctx<'_>,
    value: &'a Option<Spanned<String>>,
    field: &str,
    line: Option<usize>,
) -> Result<&'a Spanned<String>, ScenarioError> {
    match value {
        Some(v) if !v.get_ref().trim().is_empty() => Ok(v),
        Some(v) => Err(ctx.err(
            ScenarioErrorKind::MissingField,
            field,
            ctx.line_of(v),
            format!("`{field}` is empty"),
        )),
        None => Err(ctx.err(
            ScenarioErrorKind::MissingField,
            field,
            line,
            format!("`{field}` is missing"),
        )),
    }
}

fn pattern(
    ctx: &Ctx<'_>,
    value: &Spanned<String>,
    field: &str,
) -> Result<PatternId, ScenarioError> {
    PatternId::from_id(value.get_ref()).ok_or_else(|| {
        ctx.err(
            ScenarioErrorKind::InvalidValue,
            field,
            ctx.line_of(value),
            format!("`{}` is not a pattern id", value.get_ref()),
        )
    })
}

/// Parses and validates one scenario file. `file_name` is the file's name
/// (a path is fine); its stem must equal the scenario's `id`.
pub fn load_scenario(file_name: &str, text: &str) -> Result<Scenario, ScenarioError> {
    use ScenarioErrorKind as K;
    let ctx = Ctx {
        file: file_name,
        text,
    };
    let raw: RawScenario = toml::from_str(text).map_err(|e| ctx.toml_error(&e))?;

    let id = required(&ctx, &raw.id, "id", Some(1))?;
    let stem = file_stem(file_name);
    if !is_valid_id(id.get_ref()) {
        return Err(ctx.err(
            K::InvalidValue,
            "id",
            ctx.line_of(id),
            format!(
                "`{}` is not an id: use lowercase ASCII words joined by `-`",
                id.get_ref()
            ),
        ));
    }
    if id.get_ref() != stem {
        return Err(ctx.err(
            K::IdMismatch,
            "id",
            ctx.line_of(id),
            format!(
                "id `{}` differs from the file name `{stem}.toml`",
                id.get_ref()
            ),
        ));
    }

    let topic_raw = required(&ctx, &raw.topic, "topic", None)?;
    let topic = Topic::from_id(topic_raw.get_ref()).ok_or_else(|| {
        ctx.err(
            K::InvalidValue,
            "topic",
            ctx.line_of(topic_raw),
            format!(
                "`{}` is not a topic (decomposition, hook-or-prompt, session)",
                topic_raw.get_ref()
            ),
        )
    })?;

    let answer_raw = required(&ctx, &raw.answer, "answer", None)?;
    let answer = pattern(&ctx, answer_raw, "answer")?;
    if answer.topic() != topic {
        return Err(ctx.err(
            K::WrongTopic,
            "answer",
            ctx.line_of(answer_raw),
            format!(
                "`{answer}` belongs to topic `{}`, not `{topic}`",
                answer.topic()
            ),
        ));
    }

    let inner = match &raw.inner {
        None => None,
        Some(inner_raw) => {
            let inner = pattern(&ctx, inner_raw, "inner")?;
            if inner.topic() != topic || inner == answer {
                return Err(ctx.err(
                    K::WrongTopic,
                    "inner",
                    ctx.line_of(inner_raw),
                    format!(
                        "`inner` must be another pattern of topic `{topic}`, different from the answer"
                    ),
                ));
            }
            Some(inner)
        }
    };

    let options_raw = raw.options.as_ref().ok_or_else(|| {
        ctx.err(
            K::MissingField,
            "options",
            None,
            "`options` is missing".to_owned(),
        )
    })?;
    let options_line = ctx.line_of(options_raw);
    let count = options_raw.get_ref().len();
    if !(3..=4).contains(&count) {
        return Err(ctx.err(
            K::InvalidValue,
            "options",
            options_line,
            format!("`options` must list 3 or 4 patterns, not {count}"),
        ));
    }
    let mut options = Vec::with_capacity(count);
    for option_raw in options_raw.get_ref() {
        let option = pattern(&ctx, option_raw, "options")?;
        if option.topic() != topic {
            return Err(ctx.err(
                K::WrongTopic,
                "options",
                ctx.line_of(option_raw),
                format!(
                    "option `{option}` belongs to topic `{}`, not `{topic}`",
                    option.topic()
                ),
            ));
        }
        if options.contains(&option) {
            return Err(ctx.err(
                K::InvalidValue,
                "options",
                ctx.line_of(option_raw),
                format!("option `{option}` is listed twice"),
            ));
        }
        options.push(option);
    }
    if !options.contains(&answer) {
        return Err(ctx.err(
            K::AnswerNotInOptions,
            "answer",
            ctx.line_of(answer_raw),
            format!("the answer `{answer}` is not among `options`"),
        ));
    }

    let answers = load_answers(&ctx, raw.answers.as_ref(), topic)?;
    let walk = classify(&answers);
    if let Some(step) = walk.path.iter().find(|s| s.assumed) {
        let q = step.question;
        return Err(ctx.err(
            K::IncompleteAnswers,
            &format!("answers.{q}"),
            ctx.header_line("answers"),
            format!(
                "the matrix asks `{q}` on this scenario's path, and `[answers]` does not answer it"
            ),
        ));
    }
    if walk.pattern != answer {
        let path: Vec<String> = walk
            .path
            .iter()
            .map(|s| format!("{} = {}", s.question, s.answer))
            .collect();
        return Err(ctx.err(
            K::MatrixDisagrees,
            "answers",
            ctx.header_line("answers"),
            format!(
                "the matrix sends these answers to `{}` ({}), but `answer` is `{answer}`",
                walk.pattern,
                path.join(", ")
            ),
        ));
    }

    let walked_inner = walk.detail.and_then(|d| d.inner());
    if walked_inner != inner {
        let path: Vec<String> = walk
            .path
            .iter()
            .map(|s| format!("{} = {}", s.question, s.answer))
            .collect();
        let (field, line) = match &raw.inner {
            Some(inner_raw) => ("inner", ctx.line_of(inner_raw)),
            None => ("answers", ctx.header_line("answers")),
        };
        let message = match walked_inner {
            Some(p) => format!(
                "the matrix puts `{p}` inside `{answer}` ({}), so `inner` must be `{p}`",
                path.join(", ")
            ),
            None => format!(
                "`inner` is set, but the matrix names no inner pattern on this path ({})",
                path.join(", ")
            ),
        };
        return Err(ctx.err(K::InnerDisagrees, field, line, message));
    }

    let wrong: Vec<PatternId> = options.iter().copied().filter(|p| *p != answer).collect();
    let mut texts = raw.text.unwrap_or_default();
    if let Some(extra) = texts.keys().find(|k| Lang::from_code(k).is_none()) {
        let field = format!("text.{extra}");
        return Err(ctx.err(
            K::UnknownField,
            &field,
            ctx.header_line(&field),
            format!("`{extra}` is not a locale (en, fr, ru, es)"),
        ));
    }
    let mut text_out = BTreeMap::new();
    let mut notes = Vec::new();
    for locale in Lang::ALL {
        let table = format!("text.{}", locale.code());
        let Some(raw_text) = texts.remove(locale.code()) else {
            return Err(ctx.err(
                K::MissingLocale,
                &table,
                None,
                format!("the `[{table}]` table is missing"),
            ));
        };
        let header = ctx.header_line(&table);
        let title = required(&ctx, &raw_text.title, &format!("{table}.title"), header)?;
        let situation = required(
            &ctx,
            &raw_text.situation,
            &format!("{table}.situation"),
            header,
        )?;
        let explanation = required(
            &ctx,
            &raw_text.explanation,
            &format!("{table}.explanation"),
            header,
        )?;
        let mut why_not = BTreeMap::new();
        for (key, value) in raw_text.why_not.unwrap_or_default() {
            let field = format!("{table}.why_not.{key}");
            let target = PatternId::from_id(&key).filter(|p| wrong.contains(p));
            let Some(target) = target else {
                return Err(ctx.err(
                    K::WhyNot,
                    &field,
                    ctx.line_of(&value),
                    format!("`{key}` is not one of this scenario's wrong options"),
                ));
            };
            if value.get_ref().trim().is_empty() {
                return Err(ctx.err(
                    K::MissingField,
                    &field,
                    ctx.line_of(&value),
                    format!("`{field}` is empty"),
                ));
            }
            why_not.insert(target, value.into_inner());
        }
        if let Some(missing) = wrong.iter().find(|p| !why_not.contains_key(p)) {
            return Err(ctx.err(
                K::WhyNot,
                &format!("{table}.why_not.{missing}"),
                header,
                format!("the wrong option `{missing}` has no `why_not` in `[{table}]`"),
            ));
        }
        let exam_note = match raw_text.exam_note {
            Some(note) if note.get_ref().trim().is_empty() => {
                return Err(ctx.err(
                    K::MissingField,
                    &format!("{table}.exam_note"),
                    ctx.line_of(&note),
                    format!("`{table}.exam_note` is empty: remove it or write it"),
                ));
            }
            Some(note) => Some(note.into_inner()),
            None => None,
        };
        notes.push((locale, exam_note.is_some()));
        text_out.insert(
            locale,
            ScenarioText {
                title: title.get_ref().clone(),
                situation: situation.get_ref().clone(),
                explanation: explanation.get_ref().clone(),
                why_not,
                exam_note,
            },
        );
    }
    let with_note = notes.iter().filter(|(_, has)| *has).count();
    if with_note != 0 && with_note != notes.len() {
        if let Some((locale, _)) = notes.iter().find(|(_, has)| !*has) {
            let table = format!("text.{}", locale.code());
            return Err(ctx.err(
                K::ExamNote,
                &format!("{table}.exam_note"),
                ctx.header_line(&table),
                "`exam_note` must be written in every locale or in none".to_owned(),
            ));
        }
    }

    Ok(Scenario {
        id: id.get_ref().clone(),
        topic,
        answer,
        inner,
        options,
        answers,
        text: text_out,
    })
}

fn load_answers(
    ctx: &Ctx<'_>,
    raw: Option<&BTreeMap<String, Spanned<String>>>,
    topic: Topic,
) -> Result<Answers, ScenarioError> {
    use ScenarioErrorKind as K;
    let Some(raw) = raw else {
        return Err(ctx.err(
            K::MissingField,
            "answers",
            None,
            "the `[answers]` table is missing".to_owned(),
        ));
    };
    let mut answers = Answers::for_topic(topic);
    for (key, value) in raw {
        let field = format!("answers.{key}");
        let line = ctx.line_of(value);
        let Some(question) = QuestionId::from_id(key) else {
            return Err(ctx.err(
                K::UnknownField,
                &field,
                line,
                format!("`{key}` is not a question of the matrix"),
            ));
        };
        let Some(answer) = AnswerValue::from_id(value.get_ref()) else {
            return Err(ctx.err(
                K::InvalidValue,
                &field,
                line,
                format!("`{}` is not an answer value", value.get_ref()),
            ));
        };
        if answer == AnswerValue::NotRelevant {
            continue;
        }
        if !question.accepts(answer) {
            let allowed: Vec<&str> = question.values().iter().map(|v| v.as_str()).collect();
            return Err(ctx.err(
                K::InvalidValue,
                &field,
                line,
                format!(
                    "`{question}` takes one of {}, not `{answer}`",
                    allowed.join(", ")
                ),
            ));
        }
        match question.topic() {
            None => {
                if answer.as_topic() != Some(topic) {
                    return Err(ctx.err(
                        K::WrongTopic,
                        &field,
                        line,
                        format!(
                            "`answers.topic` is `{answer}` but the scenario's topic is `{topic}`"
                        ),
                    ));
                }
            }
            Some(q_topic) if q_topic != topic => {
                return Err(ctx.err(
                    K::WrongTopic,
                    &field,
                    line,
                    format!(
                        "`{question}` is a question of topic `{q_topic}`; leave it out of a `{topic}` scenario"
                    ),
                ));
            }
            Some(_) => {}
        }
        answers.set(question, answer);
    }
    Ok(answers)
}

/// Loads a whole bank: `(file name, file text)` pairs. Returns every
/// scenario, sorted by id, or every error found (one per bad file, plus one
/// per duplicated id).
pub fn load_bank(files: &[(String, String)]) -> Result<Vec<Scenario>, Vec<ScenarioError>> {
    let mut scenarios = Vec::new();
    let mut errors = Vec::new();
    let mut seen: BTreeMap<String, String> = BTreeMap::new();
    for (name, text) in files {
        match load_scenario(name, text) {
            Ok(scenario) => {
                if let Some(first) = seen.get(&scenario.id) {
                    errors.push(ScenarioError {
                        file: name.clone(),
                        field: "id".to_owned(),
                        line: None,
                        kind: ScenarioErrorKind::DuplicateId,
                        message: format!("id `{}` is already used by {first}", scenario.id),
                    });
                } else {
                    seen.insert(scenario.id.clone(), name.clone());
                    scenarios.push(scenario);
                }
            }
            Err(e) => errors.push(e),
        }
    }
    if errors.is_empty() {
        crate::sort::sort_by(&mut scenarios, |a, b| a.id.cmp(&b.id));
        Ok(scenarios)
    } else {
        Err(errors)
    }
}

/// Scenarios with different answers but identical matrix answers, as pairs
/// of ids: the matrix cannot tell them apart.
pub fn indistinguishable_pairs(scenarios: &[Scenario]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut by_answers: BTreeMap<Vec<(QuestionId, AnswerValue)>, Vec<&Scenario>> = BTreeMap::new();
    for s in scenarios {
        by_answers
            .entry(s.answers.iter().collect())
            .or_default()
            .push(s);
    }
    for group in by_answers.values() {
        let answers: BTreeSet<PatternId> = group.iter().map(|s| s.answer).collect();
        if answers.len() > 1 {
            for (i, a) in group.iter().enumerate() {
                for b in group.iter().skip(i + 1) {
                    if a.answer != b.answer {
                        out.push((a.id.clone(), b.id.clone()));
                    }
                }
            }
        }
    }
    out
}
