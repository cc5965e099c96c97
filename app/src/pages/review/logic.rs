//! The review page's rules that need no browser: the questions behind the
//! cards as the page receives them, which card comes next in a review or a
//! cram session, how an answer is graded, and the settings as typed.
//!
//! Scheduling is the core's (`Progress::review`, `due_today`,
//! `cram_order`, `exam_plan`); this module only joins it to the page.

use std::collections::BTreeSet;

use hooklab_core::calendar::{Day, Now, DAY_MS};
use hooklab_core::progress::Progress;
use hooklab_core::review::fsrs::{MAX_DESIRED_RETENTION, MIN_DESIRED_RETENTION};
use hooklab_core::review::{cram_order, parse_card_key, CardSource};
use serde::{Deserialize, Serialize};

use crate::i18n::Lang;
use crate::pages::exam::logic::PageItem;
use crate::pages::quiz::{
    pattern_name,
    round::{shuffle_options, QuizItem, Shuffler},
};

/// A lesson's check-yourself question, as a card asks it again.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CheckCard {
    /// `section/slug#question-id`, the id of its card after `check/`.
    pub id: String,
    pub lesson_title: String,
    pub question: String,
    pub options: Vec<String>,
    pub answer: usize,
    pub explanation: String,
}

/// A sandbox challenge, which the review page links to.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ChallengeCard {
    pub id: String,
    pub title: String,
    pub goal: String,
}

/// Everything a card can ask, in the page's language.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ReviewContent {
    pub exam: Vec<PageItem>,
    pub quiz: Vec<QuizItem>,
    pub checks: Vec<CheckCard>,
    pub challenges: Vec<ChallengeCard>,
}

/// What a card asks.
#[derive(Clone, Debug, PartialEq)]
pub enum Asked {
    Exam(Box<PageItem>),
    Quiz(QuizItem),
    Check(CheckCard),
    Challenge(ChallengeCard),
}

impl ReviewContent {
    /// The question behind a card key, `None` when the content no longer
    /// has it (or the key is not a card key).
    pub fn find(&self, key: &str) -> Option<Asked> {
        let (source, id) = parse_card_key(key)?;
        match source {
            CardSource::Exam => self
                .exam
                .iter()
                .find(|p| p.item.id == id)
                .map(|p| Asked::Exam(Box::new(p.clone()))),
            CardSource::Quiz => self
                .quiz
                .iter()
                .find(|q| q.id == id)
                .cloned()
                .map(Asked::Quiz),
            CardSource::Check => self
                .checks
                .iter()
                .find(|c| c.id == id)
                .cloned()
                .map(Asked::Check),
            CardSource::Challenge => self
                .challenges
                .iter()
                .find(|c| c.id == id)
                .cloned()
                .map(Asked::Challenge),
        }
    }
}

impl Asked {
    /// The options as (id, words), in the order they are shown: a quiz
    /// scenario's shuffled with `seed` as the quiz does (its file lists the
    /// answer first), the others in their own order. A challenge has none:
    /// it is done on its own page.
    pub fn options(&self, lang: Lang, seed: u64) -> Vec<(String, String)> {
        match self {
            Asked::Exam(page) => page
                .item
                .options_in(lang)
                .into_iter()
                .map(|(id, text)| (id.to_owned(), text.to_owned()))
                .collect(),
            Asked::Quiz(item) => shuffle_options(&item.options, None, &mut Shuffler::new(seed))
                .iter()
                .map(|p| (p.as_str().to_owned(), pattern_name(lang, *p)))
                .collect(),
            Asked::Check(check) => check
                .options
                .iter()
                .enumerate()
                .map(|(n, text)| (n.to_string(), text.clone()))
                .collect(),
            Asked::Challenge(_) => Vec::new(),
        }
    }

    /// The id of the right option (`None` for a challenge).
    pub fn key(&self) -> Option<String> {
        match self {
            Asked::Exam(page) => Some(page.item.answer.clone()),
            Asked::Quiz(item) => Some(item.answer.as_str().to_owned()),
            Asked::Check(check) => Some(check.answer.to_string()),
            Asked::Challenge(_) => None,
        }
    }

    /// Whether `chosen` is the right option.
    pub fn is_right(&self, chosen: &str) -> bool {
        self.key().is_some_and(|key| key == chosen)
    }
}

/// A review session: the cards due today, as FSRS schedules them, or a
/// cram session over every card, weakest first, that records nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Session {
    Due,
    Cram,
}

/// The key of the next card to show. `passed` holds the cards this session
/// has already shown (a cram session shows each once) or set aside (a due
/// card whose question the content no longer has). A due card reviewed
/// with a short learning step stays due today and comes back, after the
/// cards due before it.
pub fn next_card(
    progress: &Progress,
    now: Now,
    session: Session,
    passed: &BTreeSet<String>,
) -> Option<String> {
    match session {
        Session::Due => progress
            .due_today(now)
            .into_iter()
            .find(|c| !passed.contains(&c.key))
            .map(|c| c.key.clone()),
        Session::Cram => cram_order(progress.cards.values(), &progress.scheduler(), now.ms)
            .into_iter()
            .find(|c| !passed.contains(&c.key))
            .map(|c| c.key.clone()),
    }
}

/// When the next card falls due after today, for the page's empty state:
/// `None` when there is no card at all or one is still due today.
pub fn next_due_day(progress: &Progress, now: Now) -> Option<Day> {
    let end = now.end_of_today();
    let earliest = progress.cards.values().map(|c| c.fsrs.due_ms).min()?;
    (earliest >= end).then(|| now.day_of(earliest))
}

/// A moment inside `day` whose UTC date is `day` too (its noon, UTC), so
/// that a date shown from it reads the same on the server and in any time
/// zone within twelve hours of UTC.
pub fn noon_of(day: Day) -> i64 {
    day.0.saturating_mul(DAY_MS).saturating_add(DAY_MS / 2)
}

/// Why a setting as typed was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadSetting {
    /// Not a number, or outside 0.70–0.97.
    Retention,
    /// Not a date (`YYYY-MM-DD`).
    Date,
    /// A date before today.
    PastDate,
}

impl BadSetting {
    /// The Fluent key saying what is wrong.
    pub fn key(self) -> &'static str {
        match self {
            BadSetting::Retention => "review-bad-retention",
            BadSetting::Date => "review-bad-date",
            BadSetting::PastDate => "review-past-date",
        }
    }
}

/// The desired retention as typed: a number from 0.70 to 0.97 (a decimal
/// comma is read as a point, as French, Russian and Spanish write it).
///
/// # Errors
/// [`BadSetting::Retention`] for anything else.
pub fn parse_retention(text: &str) -> Result<f64, BadSetting> {
    let value: f64 = text
        .trim()
        .replace(',', ".")
        .parse()
        .map_err(|_| BadSetting::Retention)?;
    // A little room for the float written back from a range input.
    let eps = 1e-9;
    if value.is_finite()
        && value >= MIN_DESIRED_RETENTION - eps
        && value <= MAX_DESIRED_RETENTION + eps
    {
        Ok(value.clamp(MIN_DESIRED_RETENTION, MAX_DESIRED_RETENTION))
    } else {
        Err(BadSetting::Retention)
    }
}

/// The exam date as typed in a date field: empty for none, else a
/// `YYYY-MM-DD` date that is not before `today`.
///
/// # Errors
/// [`BadSetting::Date`] or [`BadSetting::PastDate`].
pub fn parse_exam_date(text: &str, today: Day) -> Result<Option<Day>, BadSetting> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let day = Day::parse(text).ok_or(BadSetting::Date)?;
    if day < today {
        Err(BadSetting::PastDate)
    } else {
        Ok(Some(day))
    }
}

/// The desired retention as a percent for a slider and for words (0.9 →
/// 90).
// 0..=100 after the clamp and the rounding.
#[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
pub fn retention_percent(retention: f64) -> usize {
    (retention.clamp(0.0, 1.0) * 100.0).round() as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use hooklab_core::progress::Confidence;
    use hooklab_core::review::ReviewCard;

    const DAY: i64 = DAY_MS;

    fn with_cards(keys: &[(&str, i64)]) -> Progress {
        let mut p = Progress::default();
        for (key, created) in keys {
            p.cards.insert(
                (*key).to_owned(),
                ReviewCard::new((*key).to_owned(), *created),
            );
        }
        p
    }

    fn check(id: &str) -> CheckCard {
        CheckCard {
            id: id.to_owned(),
            lesson_title: "Anatomy".into(),
            question: "Which exit code blocks?".into(),
            options: vec!["0".into(), "1".into(), "2".into()],
            answer: 2,
            explanation: "Exit code 2 blocks.".into(),
        }
    }

    #[test]
    fn a_card_key_finds_its_question_and_grades_with_its_key() {
        let bank = ReviewContent {
            checks: vec![check("hooks/anatomy#exit-2")],
            challenges: vec![ChallengeCard {
                id: "refund-escalation".into(),
                title: "Refunds".into(),
                goal: "Block refunds".into(),
            }],
            ..ReviewContent::default()
        };
        let Some(Asked::Check(found)) = bank.find("check/hooks/anatomy#exit-2") else {
            panic!("the check is not found");
        };
        assert_eq!(found.answer, 2);
        let asked = Asked::Check(found);
        assert_eq!(asked.options(Lang::En, 7).len(), 3);
        assert!(asked.is_right("2"));
        assert!(!asked.is_right("1"));
        let challenge = bank.find("challenge/refund-escalation").unwrap();
        assert!(challenge.options(Lang::En, 7).is_empty());
        assert!(!challenge.is_right("0"));
        assert_eq!(bank.find("exam/gone"), None);
        assert_eq!(bank.find("not-a-key"), None);
    }

    #[test]
    fn a_due_session_follows_the_schedule_and_a_cram_session_shows_each_card_once() {
        let now = Now::utc(10 * DAY + 3_600_000);
        let mut p = with_cards(&[("exam/a", 9 * DAY), ("exam/b", 10 * DAY)]);
        let none = BTreeSet::new();
        assert_eq!(
            next_card(&p, now, Session::Due, &none).as_deref(),
            Some("exam/a")
        );
        // Right and sure twice: out of its learning steps, due days later.
        p.review("exam/a", true, Some(Confidence::Sure), now.ms)
            .unwrap();
        assert_eq!(
            next_card(&p, now, Session::Due, &none).as_deref(),
            Some("exam/b")
        );
        p.review("exam/a", true, Some(Confidence::Sure), now.ms + 600_000)
            .unwrap();
        p.review("exam/b", true, Some(Confidence::Sure), now.ms)
            .unwrap();
        p.review("exam/b", true, Some(Confidence::Sure), now.ms + 600_000)
            .unwrap();
        assert_eq!(next_card(&p, now, Session::Due, &none), None);
        let next = next_due_day(&p, now).expect("a later day");
        assert!(next > now.today());

        // Cram shows both, once each, and changes nothing.
        let before = p.clone();
        let mut passed = BTreeSet::new();
        while let Some(key) = next_card(&p, now, Session::Cram, &passed) {
            assert!(passed.insert(key));
        }
        assert_eq!(passed.len(), 2);
        assert_eq!(p, before);
    }

    #[test]
    fn a_card_set_aside_is_skipped_and_a_due_card_means_no_next_day() {
        let now = Now::utc(10 * DAY);
        let p = with_cards(&[("exam/gone", 9 * DAY), ("quiz/x", 10 * DAY)]);
        let passed: BTreeSet<String> = ["exam/gone".to_owned()].into();
        assert_eq!(
            next_card(&p, now, Session::Due, &passed).as_deref(),
            Some("quiz/x")
        );
        assert_eq!(next_due_day(&p, now), None);
        assert_eq!(next_due_day(&Progress::default(), now), None);
    }

    #[test]
    fn settings_as_typed() {
        assert_eq!(parse_retention("0.9"), Ok(0.9));
        assert_eq!(parse_retention(" 0,85 "), Ok(0.85));
        assert_eq!(parse_retention("0.97"), Ok(0.97));
        for bad in ["", "x", "0.5", "0.98", "90", "NaN", "inf"] {
            assert_eq!(parse_retention(bad), Err(BadSetting::Retention), "{bad}");
        }
        let today = Day::parse("2026-03-01").unwrap();
        assert_eq!(parse_exam_date("", today), Ok(None));
        assert_eq!(
            parse_exam_date("2026-04-15", today),
            Ok(Day::parse("2026-04-15"))
        );
        assert_eq!(parse_exam_date("2026-03-01", today), Ok(Some(today)));
        assert_eq!(
            parse_exam_date("2026-02-28", today),
            Err(BadSetting::PastDate)
        );
        assert_eq!(parse_exam_date("2026-02-30", today), Err(BadSetting::Date));
        assert_eq!(parse_exam_date("tomorrow", today), Err(BadSetting::Date));
        // The field shows the retention in the page's number format and
        // reads it back.
        for lang in Lang::ALL {
            let shown = hooklab_core::i18n::format_number(lang, 0.85);
            assert_eq!(parse_retention(&shown), Ok(0.85), "{shown}");
        }
        assert_eq!(retention_percent(0.9), 90);
        assert_eq!(retention_percent(0.7), 70);
    }

    #[test]
    fn a_day_is_shown_from_its_noon() {
        let day = Day::parse("2026-03-01").unwrap();
        assert_eq!(crate::local_format::iso_day(noon_of(day)), "2026-03-01");
    }
}
