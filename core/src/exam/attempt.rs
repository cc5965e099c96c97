//! One attempt at a practice round or a mock exam, as a pure state machine.
//!
//! The page starts it from a list of item ids ([`Attempt::start`]), then
//! calls one method per learner action, each with the current time: every
//! method first lets the clock run ([`Attempt::tick`]), so an exam whose
//! time is up is submitted at its deadline and refuses any later answer.
//! Once submitted, nothing changes it: every action answers
//! [`AttemptError::Submitted`]. The whole state serialises
//! ([`Attempt::to_json`], [`Attempt::from_json`]) so the page can store it
//! after each action and find it again after a reload or a closed tab.
//!
//! Each item carries the key and domains it had when the attempt started,
//! so a submitted attempt scores the same even after the bank changes.

use serde::{Deserialize, Serialize};

use super::bank::Bank;
use super::score::{score, Score};
use super::timer::{Timer, TimerChoice, TimerStatus};
use super::{Domain, GuideDomain};
use crate::confidence::Confidence;
use crate::named::by_name;

/// How the attempt runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The learner checks each answer and reads its explanation at once;
    /// the clock pauses when the page is away.
    Practice,
    /// Exam conditions: no explanation before submitting, a wall-clock
    /// deadline, submitted automatically at zero.
    Exam,
}

by_name!(Mode {
    Practice => "practice",
    Exam => "exam",
});

/// One item of an attempt, with what the learner did on it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttemptItem {
    pub id: String,
    /// The item's version when the attempt started.
    pub version: u32,
    pub domain: Domain,
    pub guide_domain: GuideDomain,
    /// The option ids, in the order shown.
    pub options: Vec<String>,
    /// The key when the attempt started.
    pub answer: String,
    pub chosen: Option<String>,
    pub confidence: Option<Confidence>,
    pub flagged: bool,
    /// Practice: the answer was checked and its explanation shown; it can no
    /// longer change.
    pub checked: bool,
}

impl AttemptItem {
    /// Whether the chosen option is the key.
    #[must_use]
    pub fn is_right(&self) -> bool {
        self.chosen.as_deref() == Some(self.answer.as_str())
    }
}

/// Why the attempt ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SubmitReason {
    /// The learner submitted.
    Learner,
    /// The time ran out.
    TimeUp,
}

by_name!(SubmitReason {
    Learner => "learner",
    TimeUp => "time-up",
});

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Submitted {
    pub at_ms: i64,
    pub reason: SubmitReason,
}

/// What the page needs to start an attempt.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AttemptSetup {
    /// A unique id the page makes (progress and the classroom key on it).
    pub id: String,
    pub mode: Mode,
    /// The items, in the order asked (from `select_exam` or
    /// `select_practice`).
    pub items: Vec<String>,
    pub timer: TimerChoice,
    /// Extra seconds from a classroom override (0 without one).
    pub extra_seconds: u32,
}

/// An attempt in progress or submitted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attempt {
    pub id: String,
    pub mode: Mode,
    pub items: Vec<AttemptItem>,
    /// The item on screen.
    pub current: usize,
    /// The review screen (unanswered and flagged items) is on screen.
    pub reviewing: bool,
    pub timer: Timer,
    pub submitted: Option<Submitted>,
}

/// Why an action was refused. The attempt is unchanged, except that the
/// clock ran (which may have submitted it).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AttemptError {
    #[error("the attempt is submitted and can no longer change")]
    Submitted,
    #[error("there is no item {index}")]
    NoSuchItem { index: usize },
    #[error("`{option}` is not an option of this item")]
    NoSuchOption { option: String },
    #[error("choose an answer first")]
    NotAnswered,
    #[error("say how sure you are first")]
    NoConfidence,
    #[error("this answer was checked and can no longer change")]
    Checked,
    #[error("only a practice round checks answers one by one")]
    PracticeOnly,
    #[error("no time can be added")]
    CannotExtend,
    #[error("an attempt needs at least one item")]
    Empty,
    #[error("the bank has no item `{id}`")]
    UnknownItem { id: String },
    #[error("the item `{id}` is listed twice")]
    DuplicateItem { id: String },
    #[error("the stored attempt cannot be read: {message}")]
    Unreadable { message: String },
}

impl AttemptError {
    /// A message id for the pages (`exam-error-<id>` in the locale files).
    #[must_use]
    pub fn id(&self) -> &'static str {
        match self {
            AttemptError::Submitted => "submitted",
            AttemptError::NoSuchItem { .. } => "no-such-item",
            AttemptError::NoSuchOption { .. } => "no-such-option",
            AttemptError::NotAnswered => "not-answered",
            AttemptError::NoConfidence => "no-confidence",
            AttemptError::Checked => "checked",
            AttemptError::PracticeOnly => "practice-only",
            AttemptError::CannotExtend => "cannot-extend",
            AttemptError::Empty => "empty",
            AttemptError::UnknownItem { .. } => "unknown-item",
            AttemptError::DuplicateItem { .. } => "duplicate-item",
            AttemptError::Unreadable { .. } => "unreadable",
        }
    }
}

/// The review screen before submitting: item indices (0-based), in order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReviewScreen {
    pub unanswered: Vec<usize>,
    pub flagged: Vec<usize>,
    /// Answered without saying how sure.
    pub without_confidence: Vec<usize>,
    pub answered: usize,
    pub total: usize,
}

/// One line of the result: what the learner chose and the key.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ItemOutcome {
    pub id: String,
    pub version: u32,
    pub domain: Domain,
    pub guide_domain: GuideDomain,
    pub chosen: Option<String>,
    pub answer: String,
    pub right: bool,
    pub confidence: Option<Confidence>,
    pub flagged: bool,
}

/// The marker and version of a stored attempt.
const FORMAT: &str = "hooklab-exam-attempt";
const FORMAT_VERSION: u32 = 1;

#[derive(Serialize)]
struct StoredRef<'a> {
    format: &'a str,
    version: u32,
    attempt: &'a Attempt,
}

#[derive(Deserialize)]
struct Stored {
    format: String,
    version: u32,
    attempt: Attempt,
}

impl Attempt {
    /// Starts an attempt on `setup.items`, looked up in `bank`.
    ///
    /// # Errors
    /// No items, an id the bank lacks, or an id listed twice.
    pub fn start(setup: AttemptSetup, bank: &Bank, now_ms: i64) -> Result<Attempt, AttemptError> {
        if setup.items.is_empty() {
            return Err(AttemptError::Empty);
        }
        let mut items: Vec<AttemptItem> = Vec::with_capacity(setup.items.len());
        for id in &setup.items {
            let item = bank
                .get(id)
                .ok_or_else(|| AttemptError::UnknownItem { id: id.clone() })?;
            if items.iter().any(|i| &i.id == id) {
                return Err(AttemptError::DuplicateItem { id: id.clone() });
            }
            items.push(AttemptItem {
                id: item.id.clone(),
                version: item.version,
                domain: item.domain,
                guide_domain: item.guide_domain,
                options: item.options.clone(),
                answer: item.answer.clone(),
                chosen: None,
                confidence: None,
                flagged: false,
                checked: false,
            });
        }
        let wall_clock = setup.mode == Mode::Exam;
        let timer = Timer::new(
            setup.timer,
            items.len(),
            setup.extra_seconds,
            wall_clock,
            now_ms,
        );
        Ok(Attempt {
            id: setup.id,
            mode: setup.mode,
            items,
            current: 0,
            reviewing: false,
            timer,
            submitted: None,
        })
    }

    // ----- the clock -----

    /// Lets the clock run to `now`: submits the attempt at zero. Returns
    /// `true` when this call submitted it.
    pub fn tick(&mut self, now_ms: i64) -> bool {
        if self.submitted.is_some() {
            return false;
        }
        let Some(limit) = self.timer.total_limit_ms() else {
            return false;
        };
        let used = self.timer.used_at(now_ms);
        if used < limit {
            return false;
        }
        // The moment the time ran out, not the moment the page noticed.
        let at_ms = now_ms.saturating_sub(used - limit);
        self.timer.pause(at_ms);
        self.reviewing = false;
        self.submitted = Some(Submitted {
            at_ms,
            reason: SubmitReason::TimeUp,
        });
        true
    }

    /// Refuses any change once submitted (after letting the clock run).
    fn open(&mut self, now_ms: i64) -> Result<(), AttemptError> {
        self.tick(now_ms);
        if self.submitted.is_some() {
            Err(AttemptError::Submitted)
        } else {
            Ok(())
        }
    }

    /// What the page shows about the clock.
    #[must_use]
    pub fn timer_status(&self, now_ms: i64) -> TimerStatus {
        let at = self.submitted.map_or(now_ms, |s| s.at_ms.min(now_ms));
        self.timer.status(at)
    }

    /// Adds one extension of time.
    ///
    /// # Errors
    /// Submitted, no limit, or no extension left.
    pub fn extend(&mut self, now_ms: i64) -> Result<(), AttemptError> {
        self.open(now_ms)?;
        if self.timer.extend(now_ms) {
            Ok(())
        } else {
            Err(AttemptError::CannotExtend)
        }
    }

    /// Practice: the page is hidden or closing. Exam conditions: nothing
    /// (the deadline is wall-clock).
    ///
    /// # Errors
    /// Submitted.
    pub fn pause(&mut self, now_ms: i64) -> Result<(), AttemptError> {
        self.open(now_ms)?;
        self.timer.pause(now_ms);
        Ok(())
    }

    /// Practice: the page is back (also after a reload).
    ///
    /// # Errors
    /// Submitted.
    pub fn resume(&mut self, now_ms: i64) -> Result<(), AttemptError> {
        self.open(now_ms)?;
        self.timer.resume(now_ms);
        Ok(())
    }

    // ----- navigation -----

    /// Shows item `index` (0-based), leaving the review screen.
    ///
    /// # Errors
    /// Submitted, or no such item.
    pub fn go_to(&mut self, index: usize, now_ms: i64) -> Result<(), AttemptError> {
        self.open(now_ms)?;
        if index >= self.items.len() {
            return Err(AttemptError::NoSuchItem { index });
        }
        self.current = index;
        self.reviewing = false;
        Ok(())
    }

    /// The next item; from the last one, the review screen.
    ///
    /// # Errors
    /// Submitted.
    pub fn next(&mut self, now_ms: i64) -> Result<(), AttemptError> {
        self.open(now_ms)?;
        if self.current + 1 < self.items.len() {
            self.current += 1;
            self.reviewing = false;
        } else {
            self.reviewing = true;
        }
        Ok(())
    }

    /// The previous item (stays on the first).
    ///
    /// # Errors
    /// Submitted.
    pub fn previous(&mut self, now_ms: i64) -> Result<(), AttemptError> {
        self.open(now_ms)?;
        if self.reviewing {
            self.reviewing = false;
        } else {
            self.current = self.current.saturating_sub(1);
        }
        Ok(())
    }

    /// Shows the review screen.
    ///
    /// # Errors
    /// Submitted.
    pub fn open_review(&mut self, now_ms: i64) -> Result<(), AttemptError> {
        self.open(now_ms)?;
        self.reviewing = true;
        Ok(())
    }

    /// Back from the review screen to the current item.
    ///
    /// # Errors
    /// Submitted.
    pub fn close_review(&mut self, now_ms: i64) -> Result<(), AttemptError> {
        self.open(now_ms)?;
        self.reviewing = false;
        Ok(())
    }

    // ----- answering -----

    fn current_open_item(&mut self) -> Result<&mut AttemptItem, AttemptError> {
        let index = self.current;
        let item = self
            .items
            .get_mut(index)
            .ok_or(AttemptError::NoSuchItem { index })?;
        if item.checked {
            return Err(AttemptError::Checked);
        }
        Ok(item)
    }

    /// Chooses an option of the current item (another choice replaces it).
    ///
    /// # Errors
    /// Submitted, checked, or not an option.
    pub fn choose(&mut self, option: &str, now_ms: i64) -> Result<(), AttemptError> {
        self.open(now_ms)?;
        let item = self.current_open_item()?;
        if !item.options.iter().any(|o| o == option) {
            return Err(AttemptError::NoSuchOption {
                option: option.to_owned(),
            });
        }
        item.chosen = Some(option.to_owned());
        Ok(())
    }

    /// Says how sure the learner is of the current item's answer.
    ///
    /// # Errors
    /// Submitted, checked, or no answer yet.
    pub fn set_confidence(
        &mut self,
        confidence: Confidence,
        now_ms: i64,
    ) -> Result<(), AttemptError> {
        self.open(now_ms)?;
        let item = self.current_open_item()?;
        if item.chosen.is_none() {
            return Err(AttemptError::NotAnswered);
        }
        item.confidence = Some(confidence);
        Ok(())
    }

    /// Chooses an option and says how sure, in one action (the quiz's
    /// "Sure" and "Guess" buttons).
    ///
    /// # Errors
    /// As [`Attempt::choose`].
    pub fn answer(
        &mut self,
        option: &str,
        confidence: Confidence,
        now_ms: i64,
    ) -> Result<(), AttemptError> {
        self.choose(option, now_ms)?;
        self.set_confidence(confidence, now_ms)
    }

    /// Takes back the current item's answer.
    ///
    /// # Errors
    /// Submitted, or checked.
    pub fn clear(&mut self, now_ms: i64) -> Result<(), AttemptError> {
        self.open(now_ms)?;
        let item = self.current_open_item()?;
        item.chosen = None;
        item.confidence = None;
        Ok(())
    }

    /// Flags or unflags the current item for review.
    ///
    /// # Errors
    /// Submitted.
    pub fn toggle_flag(&mut self, now_ms: i64) -> Result<(), AttemptError> {
        self.open(now_ms)?;
        let index = self.current;
        let item = self
            .items
            .get_mut(index)
            .ok_or(AttemptError::NoSuchItem { index })?;
        item.flagged = !item.flagged;
        Ok(())
    }

    /// Practice: checks the current answer; its explanation may now show and
    /// it can no longer change.
    ///
    /// # Errors
    /// Exam conditions, submitted, no answer or no confidence yet, or
    /// already checked.
    pub fn check(&mut self, now_ms: i64) -> Result<(), AttemptError> {
        if self.mode != Mode::Practice {
            return Err(AttemptError::PracticeOnly);
        }
        self.open(now_ms)?;
        let item = self.current_open_item()?;
        if item.chosen.is_none() {
            return Err(AttemptError::NotAnswered);
        }
        if item.confidence.is_none() {
            return Err(AttemptError::NoConfidence);
        }
        item.checked = true;
        Ok(())
    }

    /// Submits the attempt (unanswered items count as wrong).
    ///
    /// # Errors
    /// Already submitted (by the learner or by the clock).
    pub fn submit(&mut self, now_ms: i64) -> Result<(), AttemptError> {
        self.open(now_ms)?;
        self.timer.pause(now_ms);
        self.reviewing = false;
        self.submitted = Some(Submitted {
            at_ms: now_ms,
            reason: SubmitReason::Learner,
        });
        Ok(())
    }

    // ----- what the page shows -----

    #[must_use]
    pub fn is_submitted(&self) -> bool {
        self.submitted.is_some()
    }

    #[must_use]
    pub fn current_item(&self) -> Option<&AttemptItem> {
        self.items.get(self.current)
    }

    /// Whether the explanation of item `index` may be shown: after
    /// submitting, or in practice once that answer is checked.
    #[must_use]
    pub fn may_explain(&self, index: usize) -> bool {
        self.is_submitted()
            || (self.mode == Mode::Practice && self.items.get(index).is_some_and(|i| i.checked))
    }

    #[must_use]
    pub fn review_screen(&self) -> ReviewScreen {
        let mut screen = ReviewScreen {
            total: self.items.len(),
            ..ReviewScreen::default()
        };
        for (index, item) in self.items.iter().enumerate() {
            if item.chosen.is_none() {
                screen.unanswered.push(index);
            } else {
                screen.answered += 1;
                if item.confidence.is_none() {
                    screen.without_confidence.push(index);
                }
            }
            if item.flagged {
                screen.flagged.push(index);
            }
        }
        screen
    }

    /// The time used: until submission, or until `now` while in progress.
    #[must_use]
    pub fn time_used_ms(&self, now_ms: i64) -> i64 {
        let at = self.submitted.map_or(now_ms, |s| s.at_ms);
        self.timer.used_at(at)
    }

    /// The score; only once submitted (before, it would leak the keys).
    #[must_use]
    pub fn score(&self) -> Option<Score> {
        self.is_submitted().then(|| score(&self.items))
    }

    /// Every item with the learner's answer and the key; only once
    /// submitted.
    #[must_use]
    pub fn outcomes(&self) -> Option<Vec<ItemOutcome>> {
        self.is_submitted().then(|| {
            self.items
                .iter()
                .map(|i| ItemOutcome {
                    id: i.id.clone(),
                    version: i.version,
                    domain: i.domain,
                    guide_domain: i.guide_domain,
                    chosen: i.chosen.clone(),
                    answer: i.answer.clone(),
                    right: i.is_right(),
                    confidence: i.confidence,
                    flagged: i.flagged,
                })
                .collect()
        })
    }

    // ----- storage -----

    /// The attempt as JSON, with a format marker and version.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string(&StoredRef {
            format: FORMAT,
            version: FORMAT_VERSION,
            attempt: self,
        })
        .unwrap_or_default()
    }

    /// Reads a stored attempt back, refusing anything that is not one or
    /// that breaks its invariants (a hand-edited or damaged entry).
    ///
    /// # Errors
    /// [`AttemptError::Unreadable`] saying why.
    pub fn from_json(text: &str) -> Result<Attempt, AttemptError> {
        let unreadable = |message: String| AttemptError::Unreadable { message };
        let stored: Stored = serde_json::from_str(text).map_err(|e| unreadable(e.to_string()))?;
        if stored.format != FORMAT {
            return Err(unreadable(format!(
                "`{}` is not an exam attempt",
                stored.format
            )));
        }
        if stored.version != FORMAT_VERSION {
            return Err(unreadable(format!(
                "format version {} (this build reads {FORMAT_VERSION})",
                stored.version
            )));
        }
        let attempt = stored.attempt;
        if attempt.items.is_empty() {
            return Err(unreadable("no items".to_owned()));
        }
        if attempt.current >= attempt.items.len() {
            return Err(unreadable(format!(
                "the current item {} is past the last",
                attempt.current
            )));
        }
        for item in &attempt.items {
            let known = |o: &String| item.options.contains(o);
            if !known(&item.answer) || item.chosen.as_ref().is_some_and(|c| !known(c)) {
                return Err(unreadable(format!(
                    "item `{}` names an option it does not have",
                    item.id
                )));
            }
        }
        Ok(attempt)
    }
}

#[cfg(test)]
mod tests {
    use super::super::select::tests::bank;
    use super::*;
    use proptest::prelude::*;

    const MIN: i64 = 60_000;

    fn start(mode: Mode, n: usize, timer: TimerChoice) -> Attempt {
        let bank = bank([4, 4, 4, 4, 4]);
        let items = bank.items().iter().take(n).map(|i| i.id.clone()).collect();
        Attempt::start(
            AttemptSetup {
                id: "a1".into(),
                mode,
                items,
                timer,
                extra_seconds: 0,
            },
            &bank,
            0,
        )
        .unwrap()
    }

    #[test]
    fn a_mock_exam_from_start_to_result() {
        let mut a = start(Mode::Exam, 4, TimerChoice::Standard);
        a.answer("b", Confidence::Sure, MIN).unwrap();
        a.toggle_flag(MIN).unwrap();
        a.next(MIN).unwrap();
        a.choose("a", 2 * MIN).unwrap();
        a.set_confidence(Confidence::Guessing, 2 * MIN).unwrap();
        a.next(2 * MIN).unwrap();
        a.next(2 * MIN).unwrap();
        a.choose("c", 3 * MIN).unwrap();
        // From the last item, "next" opens the review screen.
        a.next(3 * MIN).unwrap();
        assert!(a.reviewing);
        let screen = a.review_screen();
        assert_eq!(screen.unanswered, [2]);
        assert_eq!(screen.flagged, [0]);
        assert_eq!(screen.without_confidence, [3]);
        assert_eq!((screen.answered, screen.total), (3, 4));
        assert_eq!(a.check(3 * MIN), Err(AttemptError::PracticeOnly));
        assert!(!a.may_explain(0));
        assert_eq!(a.score(), None);

        a.submit(4 * MIN).unwrap();
        assert_eq!(a.submitted.unwrap().reason, SubmitReason::Learner);
        let score = a.score().unwrap();
        assert_eq!((score.overall.right, score.overall.total), (1, 4));
        assert_eq!(score.unanswered, 1);
        assert_eq!(a.time_used_ms(99 * MIN), 4 * MIN);
        let outcomes = a.outcomes().unwrap();
        assert_eq!(outcomes[1].chosen.as_deref(), Some("a"));
        assert!(!outcomes[1].right);
        assert!(a.may_explain(0));

        // Nothing changes after submitting.
        let frozen = a.clone();
        assert_eq!(a.choose("b", 5 * MIN), Err(AttemptError::Submitted));
        assert_eq!(a.toggle_flag(5 * MIN), Err(AttemptError::Submitted));
        assert_eq!(a.submit(5 * MIN), Err(AttemptError::Submitted));
        assert_eq!(a.go_to(0, 5 * MIN), Err(AttemptError::Submitted));
        assert_eq!(a, frozen);
    }

    #[test]
    fn exam_conditions_submit_themselves_at_the_deadline() {
        let mut a = start(Mode::Exam, 2, TimerChoice::Standard);
        a.choose("b", MIN).unwrap();
        // The tab was closed at minute 1 and reopened at minute 30.
        let mut reloaded = Attempt::from_json(&a.to_json()).unwrap();
        assert!(reloaded.tick(30 * MIN));
        let submitted = reloaded.submitted.unwrap();
        assert_eq!(submitted.reason, SubmitReason::TimeUp);
        assert_eq!(submitted.at_ms, 4 * MIN);
        assert_eq!(reloaded.time_used_ms(30 * MIN), 4 * MIN);
        assert_eq!(reloaded.score().unwrap().overall.right, 1);
        // An answer after zero is refused, and the clock submitted it.
        let mut late = a.clone();
        assert_eq!(late.choose("c", 5 * MIN), Err(AttemptError::Submitted));
        assert!(late.is_submitted());
    }

    #[test]
    fn practice_checks_answers_and_pauses_its_clock() {
        let mut a = start(Mode::Practice, 2, TimerChoice::Standard);
        assert_eq!(a.check(0), Err(AttemptError::NotAnswered));
        a.choose("a", MIN).unwrap();
        assert_eq!(a.check(MIN), Err(AttemptError::NoConfidence));
        a.set_confidence(Confidence::Sure, MIN).unwrap();
        a.check(MIN).unwrap();
        assert!(a.may_explain(0));
        assert!(!a.may_explain(1));
        assert_eq!(a.choose("b", MIN), Err(AttemptError::Checked));
        assert_eq!(a.clear(MIN), Err(AttemptError::Checked));

        a.pause(2 * MIN).unwrap();
        let mut back = Attempt::from_json(&a.to_json()).unwrap();
        // A day away: the clock did not run.
        assert!(!back.tick(1440 * MIN));
        back.resume(1440 * MIN).unwrap();
        assert_eq!(back.time_used_ms(1441 * MIN), 3 * MIN);
        // It runs out after 4 minutes of use, and submits at that moment.
        assert!(back.tick(1450 * MIN));
        assert_eq!(back.submitted.unwrap().at_ms, 1442 * MIN);
    }

    #[test]
    fn extra_time_and_extensions_move_the_deadline() {
        let bank = bank([2, 0, 0, 0, 0]);
        let mut a = Attempt::start(
            AttemptSetup {
                id: "a2".into(),
                mode: Mode::Exam,
                items: vec!["hook-mechanics-0".into()],
                timer: TimerChoice::Double,
                extra_seconds: 60,
            },
            &bank,
            0,
        )
        .unwrap();
        assert_eq!(a.timer.deadline_ms(), Some(5 * MIN));
        assert!(a.timer_status(4 * MIN).warning);
        a.extend(4 * MIN).unwrap();
        assert!(!a.tick(9 * MIN));
        assert!(a.tick(10 * MIN));
        assert_eq!(a.extend(11 * MIN), Err(AttemptError::Submitted));
    }

    #[test]
    fn starting_refuses_empty_unknown_and_repeated_items() {
        let bank = bank([2, 0, 0, 0, 0]);
        let setup = |items: Vec<&str>| AttemptSetup {
            id: "x".into(),
            mode: Mode::Exam,
            items: items.into_iter().map(str::to_owned).collect(),
            timer: TimerChoice::Off,
            extra_seconds: 0,
        };
        assert_eq!(
            Attempt::start(setup(vec![]), &bank, 0),
            Err(AttemptError::Empty)
        );
        assert_eq!(
            Attempt::start(setup(vec!["nope"]), &bank, 0),
            Err(AttemptError::UnknownItem { id: "nope".into() })
        );
        assert_eq!(
            Attempt::start(
                setup(vec!["hook-mechanics-0", "hook-mechanics-0"]),
                &bank,
                0
            ),
            Err(AttemptError::DuplicateItem {
                id: "hook-mechanics-0".into()
            })
        );
    }

    #[test]
    fn damaged_or_foreign_storage_is_refused() {
        let a = start(Mode::Exam, 2, TimerChoice::Off);
        let json = a.to_json();
        assert_eq!(Attempt::from_json(&json).unwrap(), a);
        for bad in [
            String::from("{}"),
            String::from("not json"),
            json.replace("hooklab-exam-attempt", "something-else"),
            json.replace("\"current\":0", "\"current\":9"),
            json.replace("\"answer\":\"b\"", "\"answer\":\"z\""),
        ] {
            let error = Attempt::from_json(&bad).unwrap_err();
            assert_eq!(error.id(), "unreadable", "{bad}");
        }
    }

    #[derive(Clone, Debug)]
    enum Action {
        GoTo(usize),
        Next,
        Previous,
        Choose(String),
        Confidence(bool),
        Clear,
        Flag,
        Check,
        Review,
        CloseReview,
        Extend,
        Pause,
        Resume,
        Submit,
        Tick,
        Reload,
    }

    fn action() -> impl Strategy<Value = Action> {
        prop_oneof![
            (0usize..8).prop_map(Action::GoTo),
            Just(Action::Next),
            Just(Action::Previous),
            "[a-e]".prop_map(Action::Choose),
            any::<bool>().prop_map(Action::Confidence),
            Just(Action::Clear),
            Just(Action::Flag),
            Just(Action::Check),
            Just(Action::Review),
            Just(Action::CloseReview),
            Just(Action::Extend),
            Just(Action::Pause),
            Just(Action::Resume),
            Just(Action::Submit),
            Just(Action::Tick),
            Just(Action::Reload),
        ]
    }

    fn apply(a: &mut Attempt, action: &Action, now: i64) {
        // Refusals are part of the contract; only panics would fail.
        let _ = match action {
            Action::GoTo(i) => a.go_to(*i, now),
            Action::Next => a.next(now),
            Action::Previous => a.previous(now),
            Action::Choose(o) => a.choose(o, now),
            Action::Confidence(sure) => a.set_confidence(
                if *sure {
                    Confidence::Sure
                } else {
                    Confidence::Guessing
                },
                now,
            ),
            Action::Clear => a.clear(now),
            Action::Flag => a.toggle_flag(now),
            Action::Check => a.check(now),
            Action::Review => a.open_review(now),
            Action::CloseReview => a.close_review(now),
            Action::Extend => a.extend(now),
            Action::Pause => a.pause(now),
            Action::Resume => a.resume(now),
            Action::Submit => a.submit(now),
            Action::Tick => {
                a.tick(now);
                Ok(())
            }
            Action::Reload => {
                *a = Attempt::from_json(&a.to_json()).expect("own output reads back");
                Ok(())
            }
        };
    }

    proptest! {
        #[test]
        fn any_sequence_of_actions_keeps_the_attempt_sound(
            exam in any::<bool>(),
            timer in 0usize..4,
            steps in proptest::collection::vec((action(), 0i64..200_000), 0..60),
        ) {
            let mode = if exam { Mode::Exam } else { Mode::Practice };
            let mut a = start(mode, 5, TimerChoice::ALL[timer]);
            let mut now = 0;
            let mut frozen: Option<Attempt> = None;
            for (action, gap) in &steps {
                now += gap;
                apply(&mut a, action, now);
                prop_assert!(a.current < a.items.len());
                for item in &a.items {
                    prop_assert!(item.chosen.as_ref().is_none_or(|c| item.options.contains(c)));
                    prop_assert!(item.confidence.is_none() || item.chosen.is_some());
                }
                if let (Some(limit), true) = (a.timer.total_limit_ms(), a.is_submitted()) {
                    prop_assert!(a.time_used_ms(now) <= limit);
                }
                match &frozen {
                    // Submit is final: nothing moves afterwards.
                    Some(f) => prop_assert_eq!(f, &a),
                    None if a.is_submitted() => frozen = Some(a.clone()),
                    None => {}
                }
            }
        }
    }
}
