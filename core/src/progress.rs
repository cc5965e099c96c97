//! The learner's progress store: one versioned JSON document that every
//! feature writes to by id (lessons read, check-yourself answers, quiz
//! answers with confidence, walks through the decision matrix for the
//! learner's own workflows, challenges solved, simulator scenarios
//! finished, mock exams, review cards and their FSRS state, study
//! settings). It lives in the browser today and exports to one file; a
//! study-group server can store the same document later.
//!
//! Format 2 adds `format` (always `hooklab-progress`, so a foreign JSON file
//! is told apart), `exams`, `cards` and `settings`. A format-1 file is
//! migrated on import: its misses and guesses become review cards, due at
//! once. [`insight`] computes the dashboard (mastery, calibration, the plan)
//! from the document.

pub mod history;
pub mod insight;

use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

use crate::calendar::{Day, Now};
pub use crate::confidence::Confidence;
use crate::exam::{
    Attempt, ExamLength, History, ItemOutcome, Mode, Score, SubmitReason, TimerChoice,
};
use crate::jsonpos::{self, JsonError};
use crate::review::fsrs::{Rating, Scheduler, DEFAULT_DESIRED_RETENTION};
use crate::review::{card_key, makes_card, CardSource, ReviewCard};

/// The format version this build writes and reads.
pub const PROGRESS_VERSION: u32 = 2;

/// The marker every format-2 file carries.
pub const PROGRESS_FORMAT: &str = "hooklab-progress";

/// Largest progress file accepted on import.
pub const MAX_PROGRESS_BYTES: usize = 4 * 1024 * 1024;

/// Longest description of a matrix walk kept, in characters.
pub const MAX_WALK_DESCRIPTION_CHARS: usize = 200;

/// How many matrix walks are kept; the oldest go first.
pub const MAX_MATRIX_WALKS: usize = 100;

/// The top-level fields of a format-1 file: a version-1 file with any other
/// field is not ours.
const V1_FIELDS: [&str; 7] = [
    "version",
    "lessons_read",
    "checks",
    "quiz",
    "matrix_walks",
    "challenges_solved",
    "simulator_finished",
];

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    #[serde(default)]
    pub format: String,
    pub version: u32,
    #[serde(default)]
    pub lessons_read: BTreeSet<String>,
    /// Check-yourself questions, keyed `section/slug#question-id`.
    #[serde(default)]
    pub checks: BTreeMap<String, CheckRecord>,
    #[serde(default)]
    pub quiz: Vec<QuizAnswer>,
    /// Walks through the decision matrix for the learner's own workflows,
    /// oldest first.
    #[serde(default)]
    pub matrix_walks: Vec<MatrixWalk>,
    #[serde(default)]
    pub challenges_solved: BTreeSet<String>,
    #[serde(default)]
    pub simulator_finished: BTreeSet<String>,
    /// Submitted mock exams and practice rounds, oldest first.
    #[serde(default)]
    pub exams: Vec<ExamRecord>,
    /// Review cards by key (`exam/<id>`, `quiz/<id>`, `check/<…>`,
    /// `challenge/<id>`).
    #[serde(default)]
    pub cards: BTreeMap<String, ReviewCard>,
    #[serde(default)]
    pub settings: StudySettings,
}

impl Default for Progress {
    fn default() -> Self {
        Progress {
            format: PROGRESS_FORMAT.to_owned(),
            version: PROGRESS_VERSION,
            lessons_read: BTreeSet::new(),
            checks: BTreeMap::new(),
            quiz: Vec::new(),
            matrix_walks: Vec::new(),
            challenges_solved: BTreeSet::new(),
            simulator_finished: BTreeSet::new(),
            exams: Vec::new(),
            cards: BTreeMap::new(),
            settings: StudySettings::default(),
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CheckRecord {
    pub attempts: u32,
    pub first_try_correct: bool,
    pub last_correct: bool,
    /// The index of the option chosen last, so that the lesson page shows
    /// the answer and its feedback again (absent from older files).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_option: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct QuizAnswer {
    pub scenario: String,
    pub chosen: String,
    pub correct: bool,
    pub confidence: Confidence,
    /// Milliseconds since the Unix epoch, as the browser's clock gave it.
    #[serde(default)]
    pub at_ms: Option<u64>,
    /// The round the answer was given in (the round's start, in
    /// milliseconds since the epoch); absent from older files.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<u64>,
}

/// One walk through the decision matrix for a workflow the learner has in
/// mind, kept with its result. Ids are stored as text, so a file stays
/// readable whatever later versions add to the matrix.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatrixWalk {
    /// The learner's one-line description (empty when none was typed).
    #[serde(default)]
    pub description: String,
    /// The (question id, answer id) steps, in the order they were answered.
    pub steps: Vec<(String, String)>,
    /// The pattern id the walk reached.
    pub result: String,
    /// What the result adds to the pattern (a hook recipe, an inner pattern
    /// or a diagnosis id), when it adds something.
    #[serde(default)]
    pub detail: Option<String>,
    /// Milliseconds since the Unix epoch, as the browser's clock gave it.
    #[serde(default)]
    pub at_ms: Option<u64>,
}

impl MatrixWalk {
    /// A one-line description as it is kept: whitespace runs and line
    /// breaks become one space, the ends are trimmed, and the text is cut
    /// to [`MAX_WALK_DESCRIPTION_CHARS`] characters.
    pub fn clean_description(text: &str) -> String {
        text.split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .chars()
            .take(MAX_WALK_DESCRIPTION_CHARS)
            .collect::<String>()
            .trim_end()
            .to_owned()
    }

    /// Whether two walks describe the same workflow with the same answers
    /// (the time aside).
    pub fn same_walk(&self, other: &MatrixWalk) -> bool {
        self.description == other.description
            && self.steps == other.steps
            && self.result == other.result
            && self.detail == other.detail
    }
}

/// A submitted attempt, as the dashboard and the next exam's choice of
/// items need it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExamRecord {
    pub id: String,
    pub mode: Mode,
    pub started_ms: i64,
    pub submitted_ms: i64,
    pub reason: SubmitReason,
    pub timer: TimerChoice,
    pub extra_seconds: u32,
    pub extensions: u32,
    pub time_used_ms: i64,
    /// Every item with the learner's answer and the key, in the order asked.
    pub items: Vec<ItemOutcome>,
}

impl ExamRecord {
    #[must_use]
    pub fn score(&self) -> Score {
        crate::exam::score_outcomes(&self.items)
    }

    /// Whether it was a full mock exam in exam conditions (20, 40 or 60
    /// items).
    #[must_use]
    pub fn is_mock_exam(&self) -> bool {
        self.mode == Mode::Exam && ExamLength::from_items(self.items.len()).is_some()
    }
}

/// The learner's study settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StudySettings {
    /// The day of the exam, when the learner has set one.
    #[serde(default)]
    pub exam_date: Option<Day>,
    /// FSRS's desired retention (0.70 to 0.97).
    #[serde(default = "default_retention")]
    pub desired_retention: f64,
    /// The score the learner aims at, in percent (never a pass mark of ours).
    #[serde(default)]
    pub target_score: Option<u8>,
    /// The timer chosen last, offered again next time.
    #[serde(default)]
    pub timer: TimerChoice,
}

fn default_retention() -> f64 {
    DEFAULT_DESIRED_RETENTION
}

impl Default for StudySettings {
    fn default() -> Self {
        StudySettings {
            exam_date: None,
            desired_retention: DEFAULT_DESIRED_RETENTION,
            target_score: None,
            timer: TimerChoice::default(),
        }
    }
}

/// Why a progress file could not be imported. The current progress is kept.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProgressError {
    #[error("the file is larger than {max} bytes")]
    TooLarge { max: usize },
    /// The text is not JSON; the error says where (line and column counted
    /// from 1) and what, with a message id for the pages.
    #[error("the file is not JSON (line {}, column {}): {}", .0.line, .0.column, .0.message)]
    Syntax(Box<JsonError>),
    /// JSON, but not in the shape of a progress file. `line` and `column`
    /// count from 1; 0 when the place is unknown (a value out of range).
    #[error("the file is not valid progress JSON (line {line}, column {column}): {message}")]
    Invalid {
        line: usize,
        column: usize,
        message: String,
    },
    #[error("the file was written by a newer Hooklab (format {found}; this one reads up to {supported})")]
    Newer { found: u32, supported: u32 },
    #[error("the file is not a Hooklab progress file: {reason}")]
    Foreign { reason: String },
}

impl ProgressError {
    /// A message id and its arguments, for the pages to say it in any language.
    pub fn id(&self) -> &'static str {
        match self {
            ProgressError::TooLarge { .. } => "progress-too-large",
            ProgressError::Syntax(_) => "progress-syntax",
            ProgressError::Invalid { .. } => "progress-invalid",
            ProgressError::Newer { .. } => "progress-newer",
            ProgressError::Foreign { .. } => "progress-foreign",
        }
    }
}

/// Why an exam attempt could not be recorded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    #[error("the attempt is not submitted yet")]
    NotSubmitted,
    #[error("there is no review card `{key}`")]
    NoSuchCard { key: String },
}

fn foreign(reason: impl Into<String>) -> ProgressError {
    ProgressError::Foreign {
        reason: reason.into(),
    }
}

impl Progress {
    /// Reads an exported file: refuses one that is corrupt, foreign or from a
    /// newer format, and migrates one of format 1.
    ///
    /// # Errors
    /// A [`ProgressError`] saying why; nothing is changed by a refusal.
    pub fn from_json(text: &str) -> Result<Progress, ProgressError> {
        if text.len() > MAX_PROGRESS_BYTES {
            return Err(ProgressError::TooLarge {
                max: MAX_PROGRESS_BYTES,
            });
        }
        // The located parser first, so that a broken file is reported with
        // its place and a message the pages can word in any language.
        jsonpos::parse(text).map_err(|e| ProgressError::Syntax(Box::new(e)))?;
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| ProgressError::Invalid {
                line: e.line(),
                column: e.column(),
                message: e.to_string(),
            })?;
        let Some(object) = value.as_object() else {
            return Err(foreign("it holds no JSON object"));
        };
        match object.get("format") {
            None => {}
            Some(serde_json::Value::String(f)) if f == PROGRESS_FORMAT => {}
            Some(other) => return Err(foreign(format!("its format is {other}"))),
        }
        let Some(found) = object.get("version").and_then(serde_json::Value::as_u64) else {
            return Err(foreign("it has no format version"));
        };
        if found > u64::from(PROGRESS_VERSION) {
            return Err(ProgressError::Newer {
                found: u32::try_from(found).unwrap_or(u32::MAX),
                supported: PROGRESS_VERSION,
            });
        }
        // Read from the text again (not from `value`), so that a field of
        // the wrong shape is reported with its line and column.
        let shaped = || {
            serde_json::from_str::<Progress>(text).map_err(|e| ProgressError::Invalid {
                line: e.line(),
                column: e.column(),
                message: e.to_string(),
            })
        };
        match found {
            1 => {
                if let Some(field) = object.keys().find(|k| !V1_FIELDS.contains(&k.as_str())) {
                    return Err(foreign(format!("format 1 has no field `{field}`")));
                }
                Ok(shaped()?.migrated_from_v1())
            }
            2 => {
                if object.get("format").is_none() {
                    return Err(foreign(format!(
                        "the `format` marker `{PROGRESS_FORMAT}` is missing"
                    )));
                }
                shaped()?.validated()
            }
            _ => Err(foreign(format!("there is no format {found}"))),
        }
    }

    /// Checks what serde cannot: values in range, cards under their keys.
    fn validated(self) -> Result<Progress, ProgressError> {
        let invalid = |message: String| ProgressError::Invalid {
            line: 0,
            column: 0,
            message,
        };
        let retention = self.settings.desired_retention;
        if !(crate::review::fsrs::MIN_DESIRED_RETENTION
            ..=crate::review::fsrs::MAX_DESIRED_RETENTION)
            .contains(&retention)
        {
            return Err(invalid(format!(
                "settings.desired_retention {retention} is outside 0.7 to 0.97"
            )));
        }
        if self.settings.target_score.is_some_and(|t| t > 100) {
            return Err(invalid("settings.target_score is over 100".to_owned()));
        }
        for (key, card) in &self.cards {
            if &card.key != key || crate::review::parse_card_key(key).is_none() {
                return Err(invalid(format!("the card under `{key}` is not a card key")));
            }
            let broken = |v: Option<f64>| v.is_some_and(|x| !x.is_finite() || x <= 0.0);
            if broken(card.fsrs.stability) || broken(card.fsrs.difficulty) {
                return Err(invalid(format!(
                    "the card `{key}` has a broken memory state"
                )));
            }
        }
        Ok(self)
    }

    /// Format 1 to 2: the same records, plus a card (due at once) for every
    /// quiz answer that was wrong or a guess and every check missed once.
    fn migrated_from_v1(mut self) -> Progress {
        self.format = PROGRESS_FORMAT.to_owned();
        self.version = PROGRESS_VERSION;
        let quiz = std::mem::take(&mut self.quiz);
        for answer in &quiz {
            if makes_card(CardSource::Quiz, answer.correct, Some(answer.confidence)) {
                let at = answer
                    .at_ms
                    .and_then(|ms| i64::try_from(ms).ok())
                    .unwrap_or(0);
                self.add_card(card_key(CardSource::Quiz, &answer.scenario), at);
            }
        }
        self.quiz = quiz;
        let missed: Vec<String> = self
            .checks
            .iter()
            .filter(|(_, r)| !r.first_try_correct || !r.last_correct)
            .map(|(id, _)| card_key(CardSource::Check, id))
            .collect();
        for key in missed {
            self.add_card(key, 0);
        }
        self
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_else(|_| String::from("{}"))
    }

    // ----- recording -----

    pub fn mark_lesson_read(&mut self, lesson: &str) {
        self.lessons_read.insert(lesson.to_owned());
    }

    /// A check-yourself answer; a wrong one makes a card due at once.
    pub fn record_check(&mut self, id: &str, correct: bool) {
        let record = self.checks.entry(id.to_owned()).or_default();
        if record.attempts == 0 {
            record.first_try_correct = correct;
        }
        record.attempts = record.attempts.saturating_add(1);
        record.last_correct = correct;
        if makes_card(CardSource::Check, correct, None) {
            self.add_card(card_key(CardSource::Check, id), 0);
        }
    }

    /// A check-yourself answer given on a lesson page: [`Self::record_check`]
    /// plus the option chosen, which the page shows again after a reload.
    pub fn answer_check(&mut self, id: &str, option: usize, correct: bool) {
        self.record_check(id, correct);
        if let Some(record) = self.checks.get_mut(id) {
            record.last_option = u32::try_from(option).ok();
        }
    }

    /// Where the learner stands on one lesson: read or not, and how many of
    /// its checks (`check_ids`, the lesson's question ids) were last
    /// answered right. Records of questions the lesson no longer has are
    /// left out.
    #[must_use]
    pub fn lesson_standing(&self, lesson: &str, check_ids: &[String]) -> LessonStanding {
        let checks_answered = check_ids
            .iter()
            .filter_map(|id| self.checks.get(&format!("{lesson}#{id}")))
            .collect::<Vec<_>>();
        LessonStanding {
            read: self.lessons_read.contains(lesson),
            checks: check_ids.len(),
            checks_answered: checks_answered.len(),
            checks_right: checks_answered.iter().filter(|r| r.last_correct).count(),
        }
    }

    /// Reads an exported file and merges it into this progress, saying what
    /// it added per kind. A refused file changes nothing.
    ///
    /// # Errors
    /// The [`ProgressError`] of [`Progress::from_json`].
    pub fn import(&mut self, text: &str) -> Result<Added, ProgressError> {
        let incoming = Progress::from_json(text)?;
        Ok(self.merge(incoming))
    }

    /// A quiz answer: a wrong or guessed one makes a card; an answer to a
    /// scenario that has a card counts as a review of it (when its time is
    /// known).
    pub fn record_quiz(&mut self, answer: QuizAnswer) {
        let key = card_key(CardSource::Quiz, &answer.scenario);
        let at = answer.at_ms.and_then(|ms| i64::try_from(ms).ok());
        self.answer_to_card(
            &key,
            CardSource::Quiz,
            answer.correct,
            Some(answer.confidence),
            at,
        );
        self.quiz.push(answer);
    }

    /// Keeps a matrix walk with its result. The description is cleaned
    /// ([`MatrixWalk::clean_description`]); a walk that repeats the last one
    /// only refreshes its time; past [`MAX_MATRIX_WALKS`] the oldest goes.
    pub fn record_matrix_walk(&mut self, mut walk: MatrixWalk) {
        walk.description = MatrixWalk::clean_description(&walk.description);
        if let Some(last) = self.matrix_walks.last_mut() {
            if last.same_walk(&walk) {
                last.at_ms = walk.at_ms.or(last.at_ms);
                return;
            }
        }
        self.matrix_walks.push(walk);
        let excess = self.matrix_walks.len().saturating_sub(MAX_MATRIX_WALKS);
        self.matrix_walks.drain(..excess);
    }

    pub fn mark_challenge_solved(&mut self, id: &str) {
        self.challenges_solved.insert(id.to_owned());
    }

    /// A run of a challenge's tests: a failed run before the challenge is
    /// solved makes a card; a passing one marks it solved.
    pub fn record_challenge_run(&mut self, id: &str, passed: bool, now_ms: i64) {
        if passed {
            self.mark_challenge_solved(id);
        } else if !self.challenges_solved.contains(id) {
            self.add_card(card_key(CardSource::Challenge, id), now_ms);
        }
    }

    pub fn mark_simulator_finished(&mut self, id: &str) {
        self.simulator_finished.insert(id.to_owned());
    }

    /// Records a submitted attempt (once: recording it again does nothing):
    /// keeps its result, makes a card for every wrong or guessed answer, and
    /// counts every answer to an item that has a card as a review of it.
    ///
    /// # Errors
    /// The attempt is not submitted.
    pub fn record_exam(&mut self, attempt: &Attempt) -> Result<(), RecordError> {
        let (Some(submitted), Some(items)) = (attempt.submitted, attempt.outcomes()) else {
            return Err(RecordError::NotSubmitted);
        };
        if self.exams.iter().any(|e| e.id == attempt.id) {
            return Ok(());
        }
        for item in &items {
            let key = card_key(CardSource::Exam, &item.id);
            self.answer_to_card(
                &key,
                CardSource::Exam,
                item.right,
                item.confidence,
                Some(submitted.at_ms),
            );
        }
        self.exams.push(ExamRecord {
            id: attempt.id.clone(),
            mode: attempt.mode,
            started_ms: attempt.timer.started_ms,
            submitted_ms: submitted.at_ms,
            reason: submitted.reason,
            timer: attempt.timer.choice,
            extra_seconds: attempt.timer.extra_seconds,
            extensions: attempt.timer.extensions,
            time_used_ms: attempt.time_used_ms(submitted.at_ms),
            items,
        });
        Ok(())
    }

    /// Reviews a card on the review page with the learner's two answers.
    ///
    /// # Errors
    /// No card has that key.
    pub fn review(
        &mut self,
        key: &str,
        right: bool,
        confidence: Option<Confidence>,
        now_ms: i64,
    ) -> Result<(), RecordError> {
        let scheduler = self.scheduler();
        let card = self
            .cards
            .get_mut(key)
            .ok_or_else(|| RecordError::NoSuchCard {
                key: key.to_owned(),
            })?;
        card.review(&scheduler, Rating::from_answer(right, confidence), now_ms);
        Ok(())
    }

    fn add_card(&mut self, key: String, created_ms: i64) {
        self.cards
            .entry(key.clone())
            .or_insert_with(|| ReviewCard::new(key, created_ms));
    }

    fn answer_to_card(
        &mut self,
        key: &str,
        source: CardSource,
        right: bool,
        confidence: Option<Confidence>,
        at_ms: Option<i64>,
    ) {
        let scheduler = self.scheduler();
        match (self.cards.get_mut(key), at_ms) {
            (Some(card), Some(at)) => {
                card.review(&scheduler, Rating::from_answer(right, confidence), at);
            }
            (Some(_), None) => {}
            (None, _) => {
                if makes_card(source, right, confidence) {
                    self.add_card(key.to_owned(), at_ms.unwrap_or(0));
                }
            }
        }
    }

    // ----- settings -----

    /// The scheduler with the learner's desired retention.
    #[must_use]
    pub fn scheduler(&self) -> Scheduler {
        Scheduler::new(self.settings.desired_retention)
    }

    /// Sets the desired retention, kept to 0.70–0.97; returns the value kept.
    pub fn set_desired_retention(&mut self, retention: f64) -> f64 {
        let kept = if retention.is_finite() {
            retention.clamp(
                crate::review::fsrs::MIN_DESIRED_RETENTION,
                crate::review::fsrs::MAX_DESIRED_RETENTION,
            )
        } else {
            DEFAULT_DESIRED_RETENTION
        };
        self.settings.desired_retention = kept;
        kept
    }

    /// Sets the target score, kept to 0–100 %.
    pub fn set_target_score(&mut self, percent: Option<u8>) {
        self.settings.target_score = percent.map(|p| p.min(100));
    }

    pub fn set_exam_date(&mut self, day: Option<Day>) {
        self.settings.exam_date = day;
    }

    pub fn set_timer(&mut self, timer: TimerChoice) {
        self.settings.timer = timer;
    }

    // ----- what selection needs -----

    /// The items seen and missed, and the items of each earlier exam in exam
    /// conditions (for `select_practice` and `select_exam`).
    #[must_use]
    pub fn history(&self) -> History {
        let mut history = History::default();
        let mut latest: BTreeMap<&str, bool> = BTreeMap::new();
        for exam in &self.exams {
            for item in &exam.items {
                latest.insert(&item.id, item.right);
            }
            if exam.mode == Mode::Exam {
                history
                    .exams
                    .push(exam.items.iter().map(|i| i.id.clone()).collect());
            }
        }
        for (id, right) in latest {
            history.seen.insert(id.to_owned());
            if !right {
                history.missed.insert(id.to_owned());
            }
        }
        history
    }

    /// The cards due today (before the learner's midnight), earliest first.
    #[must_use]
    pub fn due_today(&self, now: Now) -> Vec<&ReviewCard> {
        crate::review::due_cards(self.cards.values(), now.end_of_today())
    }

    /// Days from today to the exam (0 on the day; negative once past).
    #[must_use]
    pub fn days_to_exam(&self, now: Now) -> Option<i64> {
        self.settings.exam_date.map(|d| now.today().days_until(d))
    }

    /// Every card with the day it is due, in the learner's calendar.
    #[must_use]
    pub fn card_days(&self, now: Now) -> Vec<(String, Day)> {
        self.cards
            .values()
            .map(|c| (c.key.clone(), now.day_of(c.fsrs.due_ms)))
            .collect()
    }

    /// The plan to the exam date, when one is set and not past.
    #[must_use]
    pub fn exam_plan(&self, now: Now) -> Option<crate::review::ExamPlan> {
        let exam = self.settings.exam_date?;
        crate::review::plan_to_exam(&self.card_days(now), now.today(), exam)
    }

    /// Mock exams in exam conditions, newest first, at most `n`.
    #[must_use]
    pub fn recent_mock_exams(&self, n: usize) -> Vec<&ExamRecord> {
        self.exams
            .iter()
            .rev()
            .filter(|e| e.is_mock_exam())
            .take(n)
            .collect()
    }

    /// Adds everything `other` records to `self` (an import never loses what
    /// this browser already knows) and says what was new, per kind. Merging
    /// the same file twice adds nothing the second time. A check answered
    /// on both sides keeps the larger number of attempts and counts as right
    /// when either side last answered it right; exams merge by id; a card
    /// present on both sides keeps the side reviewed last; settings this
    /// side has not set are taken from `other`.
    pub fn merge(&mut self, other: Progress) -> Added {
        let mut added = Added::default();
        for lesson in other.lessons_read {
            added.lessons += usize::from(self.lessons_read.insert(lesson));
        }
        for (id, record) in other.checks {
            let mine = self.checks.entry(id).or_default();
            let before = mine.clone();
            if mine.attempts == 0 {
                *mine = record;
            } else {
                mine.attempts = mine.attempts.max(record.attempts);
                if record.last_correct && !mine.last_correct {
                    mine.last_correct = true;
                    mine.last_option = record.last_option.or(mine.last_option);
                }
                mine.last_option = mine.last_option.or(record.last_option);
            }
            added.checks += usize::from(*mine != before);
        }
        for answer in other.quiz {
            if !self.quiz.contains(&answer) {
                self.quiz.push(answer);
                added.quiz_answers += 1;
            }
        }
        for walk in other.matrix_walks {
            if !self.matrix_walks.contains(&walk) {
                self.matrix_walks.push(walk);
                added.matrix_walks += 1;
            }
        }
        crate::sort::sort_by_key(&mut self.matrix_walks, |w| w.at_ms.unwrap_or(0));
        let excess = self.matrix_walks.len().saturating_sub(MAX_MATRIX_WALKS);
        self.matrix_walks.drain(..excess);
        for id in other.challenges_solved {
            added.challenges += usize::from(self.challenges_solved.insert(id));
        }
        for id in other.simulator_finished {
            added.scenarios += usize::from(self.simulator_finished.insert(id));
        }
        for exam in other.exams {
            if !self.exams.iter().any(|e| e.id == exam.id) {
                self.exams.push(exam);
                added.exams += 1;
            }
        }
        crate::sort::sort_by(&mut self.exams, |a, b| {
            a.submitted_ms.cmp(&b.submitted_ms).then(a.id.cmp(&b.id))
        });
        for (key, theirs) in other.cards {
            match self.cards.get(&key) {
                Some(mine) if mine.fsrs.last_review_ms >= theirs.fsrs.last_review_ms => {}
                _ => {
                    self.cards.insert(key, theirs);
                }
            }
        }
        if self.settings.exam_date.is_none() {
            self.settings.exam_date = other.settings.exam_date;
        }
        if self.settings.target_score.is_none() {
            self.settings.target_score = other.settings.target_score;
        }
        added
    }
}

/// Where the learner stands on one lesson (see [`Progress::lesson_standing`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LessonStanding {
    pub read: bool,
    /// The lesson's check-yourself questions.
    pub checks: usize,
    /// Those the learner has answered at least once.
    pub checks_answered: usize,
    /// Those whose last answer was right.
    pub checks_right: usize,
}

/// What an import added, per kind of record.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Added {
    pub lessons: usize,
    /// Check-yourself answers that were new or changed what this browser
    /// knew (a question now answered right).
    pub checks: usize,
    pub quiz_answers: usize,
    pub matrix_walks: usize,
    pub challenges: usize,
    /// Simulator scenarios finished.
    pub scenarios: usize,
    pub exams: usize,
}

/// The kinds of record an import reports on, in the order a report lists
/// them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordKind {
    Lessons,
    Checks,
    QuizAnswers,
    MatrixWalks,
    Challenges,
    Scenarios,
    Exams,
}

impl RecordKind {
    pub const ALL: [RecordKind; 7] = [
        RecordKind::Lessons,
        RecordKind::Checks,
        RecordKind::QuizAnswers,
        RecordKind::MatrixWalks,
        RecordKind::Challenges,
        RecordKind::Scenarios,
        RecordKind::Exams,
    ];

    /// The kind's id, as message keys use it.
    #[must_use]
    pub fn as_str(self) -> &'static str {
        match self {
            RecordKind::Lessons => "lessons",
            RecordKind::Checks => "checks",
            RecordKind::QuizAnswers => "quiz-answers",
            RecordKind::MatrixWalks => "matrix-walks",
            RecordKind::Challenges => "challenges",
            RecordKind::Scenarios => "scenarios",
            RecordKind::Exams => "exams",
        }
    }
}

impl Added {
    /// How many records of `kind` were added.
    #[must_use]
    pub fn count(&self, kind: RecordKind) -> usize {
        match kind {
            RecordKind::Lessons => self.lessons,
            RecordKind::Checks => self.checks,
            RecordKind::QuizAnswers => self.quiz_answers,
            RecordKind::MatrixWalks => self.matrix_walks,
            RecordKind::Challenges => self.challenges,
            RecordKind::Scenarios => self.scenarios,
            RecordKind::Exams => self.exams,
        }
    }

    /// The kinds that gained something, with their counts, in report order.
    #[must_use]
    pub fn kinds(&self) -> Vec<(RecordKind, usize)> {
        RecordKind::ALL
            .into_iter()
            .map(|kind| (kind, self.count(kind)))
            .filter(|&(_, count)| count > 0)
            .collect()
    }

    /// Whether the import brought nothing this browser did not know.
    #[must_use]
    pub fn is_nothing(&self) -> bool {
        self.kinds().is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exam::select::tests::bank;
    use crate::exam::{AttemptSetup, Mode, TimerChoice};

    #[test]
    fn round_trips_through_json() {
        let mut progress = Progress::default();
        progress.mark_lesson_read("hooks/anatomy");
        progress.record_check("hooks/anatomy#exit-1", false);
        progress.record_check("hooks/anatomy#exit-1", true);
        progress.record_quiz(QuizAnswer {
            scenario: "pr-review-40-files".into(),
            chosen: "prompt-chaining".into(),
            correct: true,
            confidence: Confidence::Guessing,
            at_ms: Some(1),
            round: Some(1),
        });
        progress.set_exam_date(Day::parse("2026-06-01"));
        progress.set_target_score(Some(80));
        let back = Progress::from_json(&progress.to_json()).expect("own output reads back");
        assert_eq!(back, progress);
        let record = &back.checks["hooks/anatomy#exit-1"];
        assert_eq!(
            (
                record.attempts,
                record.first_try_correct,
                record.last_correct
            ),
            (2, false, true)
        );
        // The missed check and the guessed quiz answer made cards.
        assert!(back.cards.contains_key("check/hooks/anatomy#exit-1"));
        assert!(back.cards.contains_key("quiz/pr-review-40-files"));
        assert!(back.to_json().contains("\"format\": \"hooklab-progress\""));
    }

    #[test]
    fn refuses_a_newer_format_with_its_number() {
        let err = Progress::from_json(r#"{"version": 7}"#).unwrap_err();
        assert_eq!(
            err,
            ProgressError::Newer {
                found: 7,
                supported: PROGRESS_VERSION
            }
        );
        assert!(err.to_string().contains("newer"));
    }

    #[test]
    fn reports_where_the_json_breaks_counting_from_1() {
        match Progress::from_json("{\n  \"version\": 1,\n  oops\n}") {
            Err(ProgressError::Syntax(error)) => {
                assert_eq!((error.line, error.column), (3, 3));
                assert_eq!(error.key(), "json-unexpected-char");
                assert_eq!(error.args["expected"], "key");
            }
            other => panic!("expected a syntax error, got {other:?}"),
        }
        // The very first character is line 1, column 1.
        match Progress::from_json("]") {
            Err(ProgressError::Syntax(error)) => assert_eq!((error.line, error.column), (1, 1)),
            other => panic!("expected a syntax error, got {other:?}"),
        }
        // A field of the wrong shape is located too.
        let wrong =
            "{\n  \"format\": \"hooklab-progress\",\n  \"version\": 2,\n  \"lessons_read\": 7\n}";
        match Progress::from_json(wrong) {
            Err(ProgressError::Invalid { line, column, .. }) => {
                assert_eq!(line, 4);
                assert!(column >= 1);
            }
            other => panic!("expected an invalid-file error, got {other:?}"),
        }
    }

    fn everything() -> Progress {
        let mut p = Progress::default();
        p.mark_lesson_read("hooks/anatomy");
        p.mark_lesson_read("start/overview");
        p.answer_check("hooks/anatomy#exit-2", 1, true);
        p.answer_check("hooks/anatomy#matcher", 0, false);
        p.record_quiz(QuizAnswer {
            scenario: "pr-review-40-files".into(),
            chosen: "routing".into(),
            correct: false,
            confidence: Confidence::Sure,
            at_ms: Some(5),
            round: Some(4),
        });
        p.record_matrix_walk(walk("mine", "fork", 3));
        p.mark_challenge_solved("refund-cap");
        p.mark_simulator_finished("resume-wrong-directory");
        p
    }

    #[test]
    fn an_import_says_what_it_added_per_kind_and_nothing_the_second_time() {
        let file = everything().to_json();
        let mut mine = Progress::default();
        mine.mark_lesson_read("start/overview");
        let added = mine.import(&file).expect("own export reads back");
        assert_eq!(
            added,
            Added {
                lessons: 1,
                checks: 2,
                quiz_answers: 1,
                matrix_walks: 1,
                challenges: 1,
                scenarios: 1,
                exams: 0,
            }
        );
        assert_eq!(
            added.kinds(),
            [
                (RecordKind::Lessons, 1),
                (RecordKind::Checks, 2),
                (RecordKind::QuizAnswers, 1),
                (RecordKind::MatrixWalks, 1),
                (RecordKind::Challenges, 1),
                (RecordKind::Scenarios, 1),
            ]
        );
        let after_first = mine.clone();
        let again = mine.import(&file).expect("same file");
        assert!(again.is_nothing(), "{again:?}");
        assert_eq!(mine, after_first, "a second import changes nothing");
        // Its own export, imported into itself, is nothing new either.
        assert!(mine.clone().import(&mine.to_json()).unwrap().is_nothing());
    }

    #[test]
    fn a_check_answered_right_elsewhere_counts_as_added_once() {
        let mut mine = Progress::default();
        mine.answer_check("hooks/anatomy#exit-2", 0, false);
        let mut theirs = Progress::default();
        theirs.answer_check("hooks/anatomy#exit-2", 0, false);
        theirs.answer_check("hooks/anatomy#exit-2", 2, true);
        let added = mine.merge(theirs.clone());
        assert_eq!(added.checks, 1);
        let record = &mine.checks["hooks/anatomy#exit-2"];
        assert_eq!(
            (record.attempts, record.last_correct, record.last_option),
            (2, true, Some(2))
        );
        assert!(!record.first_try_correct);
        assert!(mine.merge(theirs).is_nothing());
    }

    #[test]
    fn a_refused_import_changes_nothing() {
        let mut mine = everything();
        let before = mine.clone();
        let large = " ".repeat(MAX_PROGRESS_BYTES + 1);
        for text in ["{ nope", r#"{"version": 9}"#, "[]", large.as_str()] {
            assert!(mine.import(text).is_err(), "{text:.20}");
            assert_eq!(mine, before);
        }
    }

    #[test]
    fn a_lesson_standing_counts_its_own_checks_answered_right() {
        let progress = everything();
        let ids = |list: &[&str]| list.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
        assert_eq!(
            progress.lesson_standing(
                "hooks/anatomy",
                &ids(&["exit-2", "matcher", "json", "gone"][..3])
            ),
            LessonStanding {
                read: true,
                checks: 3,
                checks_answered: 2,
                checks_right: 1,
            }
        );
        assert_eq!(
            progress.lesson_standing("hooks/reference", &ids(&["exit-2"])),
            LessonStanding {
                read: false,
                checks: 1,
                checks_answered: 0,
                checks_right: 0,
            }
        );
        // The option chosen last is kept for the page to show again.
        assert_eq!(progress.checks["hooks/anatomy#exit-2"].last_option, Some(1));
    }

    fn walk(description: &str, result: &str, at_ms: u64) -> MatrixWalk {
        MatrixWalk {
            description: description.to_owned(),
            steps: vec![
                ("topic".to_owned(), "hook-or-prompt".to_owned()),
                ("violation-is-p0".to_owned(), "no".to_owned()),
            ],
            result: result.to_owned(),
            detail: Some("stop-check".to_owned()),
            at_ms: Some(at_ms),
        }
    }

    #[test]
    fn a_matrix_walk_is_kept_with_its_description_and_result() {
        let mut progress = Progress::default();
        progress.record_matrix_walk(walk(
            "  Tests green\n before the agent\tsays done ",
            "hook-lifecycle-event",
            1,
        ));
        let kept = &progress.matrix_walks[0];
        assert_eq!(kept.description, "Tests green before the agent says done");
        assert_eq!(kept.result, "hook-lifecycle-event");
        assert_eq!(kept.detail.as_deref(), Some("stop-check"));

        // The same walk again refreshes the time instead of piling up.
        progress.record_matrix_walk(walk(
            "Tests green before the agent says done",
            "hook-lifecycle-event",
            5,
        ));
        assert_eq!(progress.matrix_walks.len(), 1);
        assert_eq!(progress.matrix_walks[0].at_ms, Some(5));

        let back = Progress::from_json(&progress.to_json()).expect("reads back");
        assert_eq!(back, progress);
        // A file from before walks were kept still reads.
        let old = Progress::from_json(r#"{"version": 1, "quiz": []}"#).expect("old file");
        assert!(old.matrix_walks.is_empty());
    }

    #[test]
    fn a_walk_description_is_one_line_and_bounded() {
        let long = "é".repeat(MAX_WALK_DESCRIPTION_CHARS + 40);
        let clean = MatrixWalk::clean_description(&long);
        assert_eq!(clean.chars().count(), MAX_WALK_DESCRIPTION_CHARS);
        assert_eq!(MatrixWalk::clean_description("a\r\n\nb"), "a b");
        assert_eq!(MatrixWalk::clean_description("   "), "");
    }

    #[test]
    fn matrix_walks_are_bounded_and_merged_in_time_order() {
        let mut progress = Progress::default();
        for i in 0..(MAX_MATRIX_WALKS as u64 + 5) {
            progress.record_matrix_walk(walk(&format!("walk {i}"), "fork", i));
        }
        assert_eq!(progress.matrix_walks.len(), MAX_MATRIX_WALKS);
        assert_eq!(progress.matrix_walks[0].description, "walk 5");

        let mut a = Progress::default();
        a.record_matrix_walk(walk("late", "fork", 20));
        let mut b = Progress::default();
        b.record_matrix_walk(walk("early", "resume", 10));
        b.record_matrix_walk(walk("late", "fork", 20));
        a.merge(b);
        let order: Vec<&str> = a
            .matrix_walks
            .iter()
            .map(|w| w.description.as_str())
            .collect();
        assert_eq!(order, ["early", "late"]);
    }

    #[test]
    fn refuses_foreign_files() {
        for text in [
            r#"[1, 2]"#,
            r#"{"name": "my-package", "version": "1.0.0"}"#,
            r#"{"version": 1, "dependencies": {}}"#,
            r#"{"format": "hooklab-exam-attempt", "version": 1}"#,
            r#"{"version": 2, "cards": {}}"#,
            r#"{"version": 0}"#,
        ] {
            let error = Progress::from_json(text).unwrap_err();
            assert_eq!(error.id(), "progress-foreign", "{text}: {error}");
        }
        let broken = r#"{"format": "hooklab-progress", "version": 2, "settings": {"desired_retention": 3.0}}"#;
        assert_eq!(
            Progress::from_json(broken).unwrap_err().id(),
            "progress-invalid"
        );
    }

    #[test]
    fn a_format_1_file_is_migrated_with_cards_for_its_misses() {
        let v1 = r#"{
          "version": 1,
          "lessons_read": ["hooks/anatomy"],
          "checks": {
            "hooks/anatomy#exit-1": {"attempts": 2, "first_try_correct": false, "last_correct": true},
            "hooks/anatomy#exit-2": {"attempts": 1, "first_try_correct": true, "last_correct": true}
          },
          "quiz": [
            {"scenario": "a", "chosen": "routing", "correct": false, "confidence": "sure", "at_ms": 5},
            {"scenario": "b", "chosen": "routing", "correct": true, "confidence": "guessing"},
            {"scenario": "c", "chosen": "routing", "correct": true, "confidence": "sure", "at_ms": 7}
          ],
          "challenges_solved": [],
          "simulator_finished": []
        }"#;
        let progress = Progress::from_json(v1).unwrap();
        assert_eq!(progress.version, PROGRESS_VERSION);
        assert_eq!(progress.format, PROGRESS_FORMAT);
        let keys: Vec<&str> = progress.cards.keys().map(String::as_str).collect();
        assert_eq!(keys, ["check/hooks/anatomy#exit-1", "quiz/a", "quiz/b"]);
        assert_eq!(progress.cards["quiz/a"].created_ms, 5);
        assert!(progress.cards.values().all(|c| c.fsrs.is_new()));
        assert_eq!(progress.quiz.len(), 3);
        assert_eq!(progress.settings, StudySettings::default());
    }

    fn submitted_exam(id: &str, answers: &[(&str, Option<Confidence>)], at: i64) -> Attempt {
        let bank = bank([2, 2, 0, 0, 0]);
        let items: Vec<String> = bank
            .items()
            .iter()
            .take(answers.len())
            .map(|i| i.id.clone())
            .collect();
        let mut attempt = Attempt::start(
            AttemptSetup {
                id: id.into(),
                mode: Mode::Exam,
                items,
                timer: TimerChoice::Off,
                extra_seconds: 0,
            },
            &bank,
            at,
        )
        .unwrap();
        for (index, (option, confidence)) in answers.iter().enumerate() {
            attempt.go_to(index, at).unwrap();
            if !option.is_empty() {
                attempt.choose(option, at).unwrap();
                if let Some(c) = confidence {
                    attempt.set_confidence(*c, at).unwrap();
                }
            }
        }
        attempt.submit(at + 1000).unwrap();
        attempt
    }

    #[test]
    fn a_submitted_exam_is_recorded_once_and_makes_cards() {
        use Confidence::*;
        let mut progress = Progress::default();
        let unsubmitted = Attempt::from_json(&submitted_exam("x", &[("b", None)], 0).to_json())
            .map(|mut a| {
                a.submitted = None;
                a
            })
            .unwrap();
        assert_eq!(
            progress.record_exam(&unsubmitted),
            Err(RecordError::NotSubmitted)
        );

        // Right and sure, wrong, right but a guess, blank.
        let exam = submitted_exam(
            "e1",
            &[
                ("b", Some(Sure)),
                ("a", Some(Sure)),
                ("b", Some(Guessing)),
                ("", None),
            ],
            1_000,
        );
        progress.record_exam(&exam).unwrap();
        progress.record_exam(&exam).unwrap();
        assert_eq!(progress.exams.len(), 1);
        let record = &progress.exams[0];
        assert_eq!(record.score().overall.right, 2);
        assert_eq!(record.time_used_ms, 1000);
        let ids: Vec<&str> = record.items.iter().map(|i| i.id.as_str()).collect();
        let keys: BTreeSet<String> = progress.cards.keys().cloned().collect();
        let expected: BTreeSet<String> = ids[1..].iter().map(|id| format!("exam/{id}")).collect();
        assert_eq!(keys, expected);
        assert!(
            progress.recent_mock_exams(5).is_empty(),
            "4 items is no mock exam"
        );

        let history = progress.history();
        assert_eq!(history.seen.len(), 4);
        assert_eq!(history.missed.len(), 2);
        assert_eq!(history.exams.len(), 1);

        // A second exam: the same four answered right and sure. The three
        // cards are reviewed (Good), none is added.
        let again = submitted_exam(
            "e2",
            &[
                ("b", Some(Sure)),
                ("b", Some(Sure)),
                ("b", Some(Sure)),
                ("b", Some(Sure)),
            ],
            100_000,
        );
        progress.record_exam(&again).unwrap();
        assert_eq!(progress.cards.len(), 3);
        assert!(progress
            .cards
            .values()
            .all(|c| c.reviews == 1 && c.last_rating == Some(Rating::Good)));
        assert!(progress.history().missed.is_empty());
    }

    #[test]
    fn reviews_follow_the_learners_answers_and_unknown_cards_are_refused() {
        let mut progress = Progress::default();
        progress.record_challenge_run("refund-cap", false, 10);
        progress.record_challenge_run("refund-cap", true, 20);
        progress.record_challenge_run("refund-cap", false, 30);
        assert_eq!(progress.cards.len(), 1);
        assert!(progress.challenges_solved.contains("refund-cap"));
        progress
            .review(
                "challenge/refund-cap",
                true,
                Some(Confidence::Guessing),
                1_000,
            )
            .unwrap();
        let card = &progress.cards["challenge/refund-cap"];
        assert_eq!(card.last_rating, Some(Rating::Hard));
        assert_eq!(
            progress.review("exam/none", true, None, 0),
            Err(RecordError::NoSuchCard {
                key: "exam/none".into()
            })
        );
    }

    #[test]
    fn settings_stay_in_range() {
        let mut progress = Progress::default();
        assert!((progress.set_desired_retention(0.5) - 0.7).abs() < 1e-12);
        assert!((progress.set_desired_retention(0.99) - 0.97).abs() < 1e-12);
        assert!((progress.set_desired_retention(f64::NAN) - 0.9).abs() < 1e-12);
        progress.set_target_score(Some(140));
        assert_eq!(progress.settings.target_score, Some(100));
        progress.set_exam_date(Day::parse("2026-03-10"));
        let now = Now::utc(Day::parse("2026-03-01").unwrap().0 * crate::calendar::DAY_MS);
        assert_eq!(progress.days_to_exam(now), Some(9));
    }

    #[test]
    fn merge_keeps_both_sides() {
        let mut a = Progress::default();
        a.mark_lesson_read("start/overview");
        let mut b = Progress::default();
        b.mark_lesson_read("hooks/reference");
        b.mark_challenge_solved("refund-cap");
        b.set_exam_date(Day::parse("2026-05-01"));
        b.record_exam(&submitted_exam("e9", &[("a", None)], 5))
            .unwrap();
        b.review("exam/hook-mechanics-0", true, None, 50).unwrap();
        let mut older = b.cards["exam/hook-mechanics-0"].clone();
        older.fsrs.last_review_ms = Some(1);
        a.cards.insert(older.key.clone(), older);
        a.merge(b.clone());
        assert_eq!(a.lessons_read.len(), 2);
        assert!(a.challenges_solved.contains("refund-cap"));
        assert_eq!(a.exams.len(), 1);
        assert_eq!(a.settings.exam_date, Day::parse("2026-05-01"));
        assert_eq!(
            a.cards["exam/hook-mechanics-0"],
            b.cards["exam/hook-mechanics-0"]
        );
    }
}
