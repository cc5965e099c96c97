//! The dashboard's numbers, computed from the progress document: mastery
//! per domain and per lesson, and calibration (how often "sure" answers
//! were right). Due reviews, days to the exam, the plan and recent mock
//! exams are methods of [`Progress`].
//!
//! Mastery estimates, for each exam item (and each lesson check) the
//! learner has met, the chance they would answer it right now: FSRS's
//! retrievability when it has a review card (0 for a card not yet
//! reviewed: the miss is fresh), and 1 when it has none (every answer to it
//! was right and sure). A domain's readiness is the sum of these estimates
//! over every item the bank holds in it, so items never met count as 0.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{Confidence, Progress};
use crate::exam::{Bank, Domain, ExamItem, GuideDomain, Tally};
use crate::review::{card_key, CardSource, Scheduler};

/// How ready the learner is on a group of items.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Mastery {
    /// Items in the group.
    pub items: usize,
    /// Items the learner has answered at least once.
    pub met: usize,
    /// The sum of the estimated chances of answering each item right now.
    pub known: f64,
}

impl Mastery {
    /// `known / items`, 0.0 to 1.0.
    #[must_use]
    pub fn readiness(&self) -> f64 {
        if self.items == 0 {
            0.0
        } else {
            (self.known / self.items as f64).clamp(0.0, 1.0)
        }
    }

    /// Readiness in whole percent, rounded down.
    #[must_use]
    pub fn percent(&self) -> u32 {
        // 0..=100 after the clamp and floor.
        (self.readiness() * 100.0).floor() as u32
    }

    fn add(&mut self, estimate: Option<f64>) {
        self.items += 1;
        if let Some(e) = estimate {
            self.met += 1;
            self.known += e;
        }
    }
}

/// How often each confidence was right.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Calibration {
    pub sure: Tally,
    pub guess: Tally,
}

impl Calibration {
    fn add(&mut self, confidence: Confidence, right: bool) {
        match confidence {
            Confidence::Sure => self.sure.add(right),
            Confidence::Guessing => self.guess.add(right),
        }
    }
}

impl Progress {
    /// The estimated chance of answering the item behind `key` right at
    /// `now`, or `None` when the learner never answered it.
    fn estimate(&self, key: &str, met: bool, scheduler: &Scheduler, now_ms: i64) -> Option<f64> {
        match self.cards.get(key) {
            Some(card) if card.fsrs.is_new() => Some(0.0),
            Some(card) => Some(scheduler.retrievability(&card.fsrs, now_ms)),
            None => met.then_some(1.0),
        }
    }

    /// Readiness per domain over the bank's items (every domain listed).
    #[must_use]
    pub fn mastery_by_domain(&self, bank: &Bank, now_ms: i64) -> BTreeMap<Domain, Mastery> {
        self.mastery_by(bank, now_ms, &Domain::ALL, |item| item.domain)
    }

    /// Readiness per exam guide domain over the bank's items (every guide
    /// domain listed): the same estimates, grouped as the published guide
    /// groups them.
    #[must_use]
    pub fn mastery_by_guide_domain(
        &self,
        bank: &Bank,
        now_ms: i64,
    ) -> BTreeMap<GuideDomain, Mastery> {
        self.mastery_by(bank, now_ms, &GuideDomain::ALL, |item| item.guide_domain)
    }

    /// Readiness over the bank's items, grouped by `group` (every group of
    /// `all` listed, even when empty).
    fn mastery_by<G: Ord + Copy>(
        &self,
        bank: &Bank,
        now_ms: i64,
        all: &[G],
        group: impl Fn(&ExamItem) -> G,
    ) -> BTreeMap<G, Mastery> {
        let seen = self.history().seen;
        let scheduler = self.scheduler();
        let mut out: BTreeMap<G, Mastery> = all.iter().map(|g| (*g, Mastery::default())).collect();
        for item in bank.items() {
            let key = card_key(CardSource::Exam, &item.id);
            let estimate = self.estimate(&key, seen.contains(&item.id), &scheduler, now_ms);
            out.entry(group(item)).or_default().add(estimate);
        }
        out
    }

    /// Readiness per lesson (`section/slug`): the bank's items that link to
    /// it, and the lesson's check-yourself questions the learner answered.
    #[must_use]
    pub fn mastery_by_lesson(&self, bank: &Bank, now_ms: i64) -> BTreeMap<String, Mastery> {
        let seen = self.history().seen;
        let scheduler = self.scheduler();
        let mut out: BTreeMap<String, Mastery> = BTreeMap::new();
        for item in bank.items() {
            let key = card_key(CardSource::Exam, &item.id);
            let estimate = self.estimate(&key, seen.contains(&item.id), &scheduler, now_ms);
            out.entry(item.lesson_page().to_owned())
                .or_default()
                .add(estimate);
        }
        for (id, record) in &self.checks {
            let lesson = id.split('#').next().unwrap_or(id);
            let key = card_key(CardSource::Check, id);
            let estimate = match self.estimate(&key, true, &scheduler, now_ms) {
                // A check without a card was never missed.
                Some(e) if self.cards.contains_key(&key) => e,
                _ => f64::from(u8::from(record.last_correct)),
            };
            out.entry(lesson.to_owned())
                .or_default()
                .add(Some(estimate));
        }
        out
    }

    /// How often "sure" and "guess" answers were right, per domain, over
    /// every answered exam item and every quiz answer whose scenario
    /// `quiz_domain` can place (pass `&|_| None` to leave the quiz out).
    #[must_use]
    pub fn calibration(
        &self,
        quiz_domain: &dyn Fn(&str) -> Option<Domain>,
    ) -> BTreeMap<Domain, Calibration> {
        let mut out: BTreeMap<Domain, Calibration> = BTreeMap::new();
        for exam in &self.exams {
            for item in &exam.items {
                if let (Some(confidence), Some(_)) = (item.confidence, &item.chosen) {
                    out.entry(item.domain)
                        .or_default()
                        .add(confidence, item.right);
                }
            }
        }
        for answer in &self.quiz {
            if let Some(domain) = quiz_domain(&answer.scenario) {
                out.entry(domain)
                    .or_default()
                    .add(answer.confidence, answer.correct);
            }
        }
        out
    }

    /// Calibration over every domain together.
    #[must_use]
    pub fn overall_calibration(&self, quiz_domain: &dyn Fn(&str) -> Option<Domain>) -> Calibration {
        let mut total = Calibration::default();
        for c in self.calibration(quiz_domain).values() {
            total.sure.right += c.sure.right;
            total.sure.total += c.sure.total;
            total.guess.right += c.guess.right;
            total.guess.total += c.guess.total;
        }
        total
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calendar::DAY_MS;
    use crate::exam::select::tests::bank;
    use crate::exam::{Attempt, AttemptSetup, Mode, TimerChoice};
    use crate::progress::QuizAnswer;

    /// Answers every item of `ids` with `option` and `confidence`, submits at `at`.
    fn exam(
        bank: &Bank,
        id: &str,
        ids: &[&str],
        option: &str,
        confidence: Confidence,
        at: i64,
    ) -> Attempt {
        let mut a = Attempt::start(
            AttemptSetup {
                id: id.into(),
                mode: Mode::Exam,
                items: ids.iter().map(|s| (*s).to_owned()).collect(),
                timer: TimerChoice::Off,
                extra_seconds: 0,
            },
            bank,
            at,
        )
        .unwrap();
        for index in 0..ids.len() {
            a.go_to(index, at).unwrap();
            a.answer(option, confidence, at).unwrap();
        }
        a.submit(at).unwrap();
        a
    }

    #[test]
    fn mastery_counts_unmet_items_as_zero_and_uses_fsrs_for_missed_ones() {
        let bank = bank([4, 2, 0, 0, 0]);
        let mut progress = Progress::default();
        // Two hook items right and sure: known.
        progress
            .record_exam(&exam(
                &bank,
                "e1",
                &["hook-mechanics-0", "hook-mechanics-1"],
                "b",
                Confidence::Sure,
                0,
            ))
            .unwrap();
        // One hook item wrong: a fresh card, estimate 0.
        progress
            .record_exam(&exam(
                &bank,
                "e2",
                &["hook-mechanics-2"],
                "a",
                Confidence::Sure,
                0,
            ))
            .unwrap();
        let mastery = progress.mastery_by_domain(&bank, DAY_MS);
        let hooks = mastery[&Domain::HookMechanics];
        assert_eq!((hooks.items, hooks.met), (4, 3));
        assert!((hooks.known - 2.0).abs() < 1e-9);
        assert_eq!(hooks.percent(), 50);
        assert_eq!(mastery[&Domain::HooksVsPrompts].met, 0);
        assert_eq!(mastery[&Domain::Sessions].items, 0);
        assert_eq!(mastery[&Domain::Sessions].percent(), 0);

        // After reviewing the card, its estimate is FSRS's retrievability.
        progress
            .review(
                "exam/hook-mechanics-2",
                true,
                Some(Confidence::Sure),
                DAY_MS,
            )
            .unwrap();
        progress
            .review(
                "exam/hook-mechanics-2",
                true,
                Some(Confidence::Sure),
                DAY_MS + 600_000,
            )
            .unwrap();
        let later = progress.mastery_by_domain(&bank, 3 * DAY_MS)[&Domain::HookMechanics];
        assert!(later.known > 2.0 && later.known < 3.0, "{}", later.known);

        let lessons = progress.mastery_by_lesson(&bank, DAY_MS);
        assert_eq!(lessons["hooks/anatomy"].items, 6);

        // The guide's grouping holds the same items and the same estimates.
        let by_guide = progress.mastery_by_guide_domain(&bank, 3 * DAY_MS);
        assert_eq!(by_guide.len(), GuideDomain::ALL.len());
        let items: usize = by_guide.values().map(|m| m.items).sum();
        let met: usize = by_guide.values().map(|m| m.met).sum();
        let known: f64 = by_guide.values().map(|m| m.known).sum();
        assert_eq!((items, met), (6, 3));
        assert!((known - later.known).abs() < 1e-9, "{known}");
    }

    #[test]
    fn lesson_mastery_includes_its_checks() {
        let bank = Bank::default();
        let mut progress = Progress::default();
        progress.record_check("hooks/anatomy#q1", true);
        progress.record_check("hooks/anatomy#q2", false);
        let lessons = progress.mastery_by_lesson(&bank, 0);
        let anatomy = lessons["hooks/anatomy"];
        assert_eq!((anatomy.items, anatomy.met), (2, 2));
        assert!((anatomy.known - 1.0).abs() < 1e-9);
    }

    #[test]
    fn calibration_counts_sure_and_guess_answers_per_domain() {
        let bank = bank([2, 2, 0, 0, 0]);
        let mut progress = Progress::default();
        progress
            .record_exam(&exam(
                &bank,
                "e1",
                &["hook-mechanics-0"],
                "b",
                Confidence::Sure,
                0,
            ))
            .unwrap();
        progress
            .record_exam(&exam(
                &bank,
                "e2",
                &["hook-mechanics-1"],
                "c",
                Confidence::Sure,
                0,
            ))
            .unwrap();
        progress
            .record_exam(&exam(
                &bank,
                "e3",
                &["hooks-vs-prompts-0"],
                "b",
                Confidence::Guessing,
                0,
            ))
            .unwrap();
        progress.record_quiz(QuizAnswer {
            scenario: "refund-cap".into(),
            chosen: "x".into(),
            correct: true,
            confidence: Confidence::Sure,
            at_ms: Some(0),
            round: None,
        });
        let without_quiz = progress.calibration(&|_| None);
        assert_eq!(
            without_quiz[&Domain::HookMechanics].sure,
            Tally { right: 1, total: 2 }
        );
        assert_eq!(
            without_quiz[&Domain::HooksVsPrompts].guess,
            Tally { right: 1, total: 1 }
        );
        let with_quiz = progress.calibration(&|_| Some(Domain::HooksVsPrompts));
        assert_eq!(
            with_quiz[&Domain::HooksVsPrompts].sure,
            Tally { right: 1, total: 1 }
        );
        let overall = progress.overall_calibration(&|_| None);
        assert_eq!(overall.sure, Tally { right: 1, total: 2 });
        assert_eq!(overall.guess.total, 1);
    }
}
