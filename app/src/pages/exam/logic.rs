//! The mock exam page's rules that need no browser: the items as the page
//! receives them, the start screen's choices turned into an attempt, the
//! stored attempt found again after a reload, and how times are written.
//! The exam itself (selection, the attempt, the timer, the score, the
//! review cards) is the core's; this module only joins it to the page.

use std::collections::BTreeSet;

use hooklab_core::exam::{
    select_exam, select_practice, Attempt, AttemptError, AttemptSetup, Bank, Domain, ExamItem,
    ExamLength, History, Mode, PracticeFilter, PracticeSpec, SeededRng, TimerChoice,
};
use hooklab_core::progress::Confidence;
use hooklab_core::review::{makes_card, CardSource};
use serde::{Deserialize, Serialize};

/// The `localStorage` key of the attempt in progress (or the last one
/// submitted, until the learner starts another).
pub const ATTEMPT_KEY: &str = "hooklab-exam-attempt";

/// The lengths a practice round offers.
pub const PRACTICE_LENGTHS: [usize; 3] = [5, 10, 20];

/// One item as the page receives it: the core's item with the words of the
/// page's language only and no sandbox case (the page needs the case only
/// as a sandbox link), the heading of the lesson section it tests, and the
/// sandbox permalink payload when it has a case.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PageItem {
    pub item: ExamItem,
    /// The heading the item's `lesson` link points at, in the page's
    /// language (the lesson's title when the link names no heading).
    pub lesson_title: String,
    /// What goes after `/{lang}/sandbox#s=`.
    pub sandbox: Option<String>,
}

/// The core's bank from the items the page received.
pub fn page_bank(items: &[PageItem]) -> Bank {
    Bank::from_items(items.iter().map(|p| p.item.clone()).collect())
}

/// What the learner chose on the start screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartChoice {
    pub mode: Mode,
    /// Exam conditions: 20, 40 or 60 items.
    pub exam_length: ExamLength,
    /// Practice: how many items.
    pub practice_length: usize,
    /// Practice: the domains to draw from (empty: all).
    pub domains: BTreeSet<Domain>,
    /// Practice: only what the learner missed or has not seen.
    pub missed_or_unseen: bool,
    pub timer: TimerChoice,
}

impl Default for StartChoice {
    fn default() -> Self {
        StartChoice {
            mode: Mode::Exam,
            exam_length: ExamLength::Twenty,
            practice_length: PRACTICE_LENGTHS[0],
            domains: BTreeSet::new(),
            missed_or_unseen: false,
            timer: TimerChoice::Standard,
        }
    }
}

impl StartChoice {
    /// The items of the attempt, chosen by the core.
    pub fn items(&self, bank: &Bank, history: &History, seed: u64) -> Vec<String> {
        let mut rng = SeededRng::new(seed);
        match self.mode {
            Mode::Exam => select_exam(bank, self.exam_length, history, &mut rng),
            Mode::Practice => {
                let spec = PracticeSpec {
                    length: self.practice_length,
                    domains: self.domains.clone(),
                    filter: if self.missed_or_unseen {
                        PracticeFilter::MissedOrUnseen
                    } else {
                        PracticeFilter::All
                    },
                };
                select_practice(bank, &spec, history, &mut rng)
            }
        }
    }

    /// Starts the attempt at `now_ms`.
    ///
    /// # Errors
    /// No item matches the choice ([`AttemptError::Empty`]).
    pub fn start(
        &self,
        id: String,
        bank: &Bank,
        history: &History,
        seed: u64,
        now_ms: i64,
    ) -> Result<Attempt, AttemptError> {
        let setup = AttemptSetup {
            id,
            mode: self.mode,
            items: self.items(bank, history, seed),
            timer: self.timer,
            extra_seconds: 0,
        };
        Attempt::start(setup, bank, now_ms)
    }
}

/// How many items an exam in exam conditions holds with this bank: the
/// length chosen, or the whole bank when it is smaller.
pub fn exam_size(bank_len: usize, length: ExamLength) -> usize {
    length.items().min(bank_len)
}

/// How many items match a practice choice (before the length cuts them).
pub fn practice_pool(bank: &Bank, choice: &StartChoice, history: &History) -> usize {
    bank.items()
        .iter()
        .filter(|i| choice.domains.is_empty() || choice.domains.contains(&i.domain))
        .filter(|i| {
            !choice.missed_or_unseen
                || history.missed.contains(&i.id)
                || !history.seen.contains(&i.id)
        })
        .count()
}

/// The attempt stored in this browser, brought to `now_ms`: the clock has
/// run (an exam whose deadline passed while the tab was closed is now
/// submitted at its deadline), and a practice round's paused clock runs
/// again. `None` for nothing stored; an error for an entry that cannot be
/// read (the page says so and starts afresh).
///
/// # Errors
/// [`AttemptError::Unreadable`] saying why.
pub fn restore(stored: Option<&str>, now_ms: i64) -> Result<Option<Attempt>, AttemptError> {
    let Some(text) = stored else {
        return Ok(None);
    };
    let mut attempt = Attempt::from_json(text)?;
    attempt.tick(now_ms);
    if !attempt.is_submitted() && attempt.mode == Mode::Practice {
        attempt.resume(now_ms)?;
    }
    Ok(Some(attempt))
}

/// How many of a submitted attempt's answers make review cards (wrong
/// answers, and right ones marked "guess").
pub fn new_cards(attempt: &Attempt) -> usize {
    attempt.outcomes().map_or(0, |outcomes| {
        outcomes
            .iter()
            .filter(|o| makes_card(CardSource::Exam, o.right, o.confidence))
            .count()
    })
}

/// A countdown as a clock: `m:ss`, or `h:mm:ss` from an hour on.
pub fn clock(ms: i64) -> String {
    // Rounded up, so the clock shows 0:00 only when the time is up.
    let total = (ms.max(0) + 999) / 1000;
    let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

/// A duration as whole minutes and the seconds left over.
pub fn minutes_and_seconds(ms: i64) -> (i64, i64) {
    let total = ms.max(0) / 1000;
    (total / 60, total % 60)
}

/// A target score that is not a whole percent from 0 to 100.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BadTarget;

/// The learner's target score as typed: a whole percent from 0 to 100, or
/// nothing (an empty field). Anything else is refused.
///
/// # Errors
/// The text is not a whole number from 0 to 100.
pub fn parse_target(text: &str) -> Result<Option<u8>, BadTarget> {
    let text = text.trim().trim_end_matches('%').trim();
    if text.is_empty() {
        return Ok(None);
    }
    match text.parse::<u8>() {
        Ok(n) if n <= 100 => Ok(Some(n)),
        _ => Err(BadTarget),
    }
}

/// The Fluent key naming a confidence.
pub fn confidence_key(confidence: Option<Confidence>) -> &'static str {
    match confidence {
        Some(Confidence::Sure) => "exam-confidence-sure",
        Some(Confidence::Guessing) => "exam-confidence-guessing",
        None => "exam-confidence-none",
    }
}

/// A unique id for a new attempt.
pub fn attempt_id(now_ms: i64, seed: u64) -> String {
    format!("exam-{now_ms}-{:08x}", seed & 0xffff_ffff)
}

#[cfg(test)]
mod tests {
    use super::*;
    use hooklab_core::exam::{load_item, TimerChoice};

    fn item_text(id: &str, domain: &str, concept: &str) -> String {
        let mut text = format!(
            "id = \"{id}\"\nversion = 1\ndomain = \"{domain}\"\nguide_domain = \"claude-code-configuration\"\n\
             concept = \"{concept}\"\nasks = \"both\"\nlesson = \"hooks/anatomy#exit-codes\"\n\
             options = [\"a\", \"b\", \"c\", \"d\"]\nanswer = \"b\"\n"
        );
        for lang in ["en", "fr", "ru", "es"] {
            text.push_str(&format!(
                "\n[text.{lang}]\nstem = \"Stem {id}\"\noption.a = \"A\"\noption.b = \"B\"\noption.c = \"C\"\noption.d = \"D\"\n\
                 explanation = \"Because.\"\nwhy_not.a = \"No a.\"\nwhy_not.c = \"No c.\"\nwhy_not.d = \"No d.\"\n"
            ));
        }
        text
    }

    fn bank(per_domain: [usize; 5]) -> Bank {
        let mut items = Vec::new();
        for (domain, count) in Domain::ALL.iter().zip(per_domain) {
            for n in 0..count {
                let id = format!("{}-{n}", domain.as_str());
                let text = item_text(&id, domain.as_str(), &format!("{id}-fact"));
                items.push(load_item(&format!("{id}.toml"), &text, None).unwrap());
            }
        }
        Bank::from_items(items)
    }

    #[test]
    fn a_small_bank_gives_a_shorter_exam_and_says_so() {
        assert_eq!(exam_size(6, ExamLength::Twenty), 6);
        assert_eq!(exam_size(150, ExamLength::Forty), 40);
        let bank = bank([2, 1, 1, 1, 1]);
        let choice = StartChoice::default();
        let attempt = choice
            .start("a".into(), &bank, &History::default(), 7, 1_000)
            .unwrap();
        assert_eq!(attempt.items.len(), 6);
        assert_eq!(attempt.mode, Mode::Exam);
        assert_eq!(attempt.timer.deadline_ms(), Some(1_000 + 6 * 120_000));
    }

    #[test]
    fn practice_keeps_to_the_domains_and_to_what_was_missed_or_not_seen() {
        let bank = bank([3, 3, 0, 2, 0]);
        let mut history = History::default();
        history.seen.insert("sessions-0".into());
        history.seen.insert("sessions-1".into());
        history.missed.insert("sessions-1".into());
        let choice = StartChoice {
            mode: Mode::Practice,
            practice_length: 10,
            domains: [Domain::Sessions].into_iter().collect(),
            missed_or_unseen: true,
            timer: TimerChoice::Off,
            ..StartChoice::default()
        };
        assert_eq!(practice_pool(&bank, &choice, &history), 1);
        assert_eq!(choice.items(&bank, &history, 3), ["sessions-1"]);
        let nothing = StartChoice {
            domains: [Domain::Decomposition].into_iter().collect(),
            ..choice
        };
        assert_eq!(practice_pool(&bank, &nothing, &history), 0);
        assert_eq!(
            nothing.start("a".into(), &bank, &history, 3, 0),
            Err(AttemptError::Empty)
        );
    }

    #[test]
    fn a_stored_exam_past_its_deadline_comes_back_submitted() {
        let bank = bank([2, 0, 0, 0, 0]);
        let mut attempt = StartChoice::default()
            .start("a".into(), &bank, &History::default(), 1, 0)
            .unwrap();
        attempt.answer("a", Confidence::Sure, 1_000).unwrap();
        let stored = attempt.to_json();
        let early = restore(Some(&stored), 60_000).unwrap().unwrap();
        assert!(!early.is_submitted());
        let late = restore(Some(&stored), 10 * 60_000).unwrap().unwrap();
        assert!(late.is_submitted());
        assert_eq!(late.submitted.unwrap().at_ms, 4 * 60_000);
        // One wrong answer and one blank: two review cards.
        assert_eq!(new_cards(&late), 2);
        assert_eq!(restore(None, 0), Ok(None));
        assert!(matches!(
            restore(Some("{\"format\":\"other\"}"), 0),
            Err(AttemptError::Unreadable { .. })
        ));
    }

    #[test]
    fn a_stored_practice_round_runs_again_from_now() {
        let bank = bank([2, 0, 0, 0, 0]);
        let choice = StartChoice {
            mode: Mode::Practice,
            ..StartChoice::default()
        };
        let mut attempt = choice
            .start("p".into(), &bank, &History::default(), 1, 0)
            .unwrap();
        attempt.pause(60_000).unwrap();
        let back = restore(Some(&attempt.to_json()), 50 * 60_000)
            .unwrap()
            .unwrap();
        assert!(!back.is_submitted());
        assert_eq!(back.time_used_ms(51 * 60_000), 2 * 60_000);
    }

    #[test]
    fn times_and_targets_are_written_and_read() {
        assert_eq!(clock(0), "0:00");
        assert_eq!(clock(1), "0:01");
        assert_eq!(clock(119_001), "2:00");
        assert_eq!(clock(40 * 60_000), "40:00");
        assert_eq!(clock(2 * 3_600_000 + 5_000), "2:00:05");
        assert_eq!(minutes_and_seconds(125_900), (2, 5));
        assert_eq!(parse_target(" 70 "), Ok(Some(70)));
        assert_eq!(parse_target("85 %"), Ok(Some(85)));
        assert_eq!(parse_target(""), Ok(None));
        assert_eq!(parse_target("101"), Err(BadTarget));
        assert_eq!(parse_target("-3"), Err(BadTarget));
        assert_eq!(parse_target("sixty"), Err(BadTarget));
        assert_eq!(confidence_key(None), "exam-confidence-none");
        assert!(attempt_id(5, u64::MAX).starts_with("exam-5-ffffffff"));
    }
}
