//! Review cards: one per thing the learner should see again.
//!
//! A card is made by:
//! - every wrong answer: quiz, mock exam (practice or exam conditions),
//!   lesson checks;
//! - every right answer marked "guess": quiz, mock exam (lesson checks ask
//!   no confidence);
//! - every challenge failed before it was solved.
//!
//! A new card is due at once and has no FSRS state yet; its first review on
//! the review page starts the learning steps. Later answers to the same
//! item anywhere (a quiz, an exam) count as reviews of its card. A cram
//! session shows cards in [`cram_order`] and records nothing.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::fsrs::{Card, Rating, Scheduler};
use crate::confidence::Confidence;
use crate::named::by_name;

/// Where a card comes from; the first part of its key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CardSource {
    /// An exam item (`exam/<item-id>`).
    Exam,
    /// A quiz scenario (`quiz/<scenario-id>`).
    Quiz,
    /// A lesson's check-yourself question (`check/<section>/<slug>#<id>`).
    Check,
    /// A sandbox challenge (`challenge/<id>`).
    Challenge,
}

by_name!(CardSource::as_str [Exam, Quiz, Check, Challenge]);

impl CardSource {
    pub const ALL: [CardSource; 4] = [
        CardSource::Exam,
        CardSource::Quiz,
        CardSource::Check,
        CardSource::Challenge,
    ];

    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            CardSource::Exam => "exam",
            CardSource::Quiz => "quiz",
            CardSource::Check => "check",
            CardSource::Challenge => "challenge",
        }
    }
}

impl fmt::Display for CardSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The key of the card for `id` from `source`: `exam/exit-2-stderr`.
#[must_use]
pub fn card_key(source: CardSource, id: &str) -> String {
    format!("{source}/{id}")
}

/// The source and id of a card key.
#[must_use]
pub fn parse_card_key(key: &str) -> Option<(CardSource, &str)> {
    let (source, id) = key.split_once('/')?;
    let source = CardSource::ALL.into_iter().find(|s| s.as_str() == source)?;
    (!id.is_empty()).then_some((source, id))
}

/// Whether an answer makes a card (see the module's rules). For a
/// challenge, `right` is whether the run passed: a failed run before the
/// challenge is solved makes one.
#[must_use]
pub fn makes_card(source: CardSource, right: bool, confidence: Option<Confidence>) -> bool {
    match source {
        CardSource::Exam | CardSource::Quiz => !right || confidence == Some(Confidence::Guessing),
        CardSource::Check | CardSource::Challenge => !right,
    }
}

/// One card and its schedule.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewCard {
    pub key: String,
    /// When the answer that made it was given (0 when unknown).
    pub created_ms: i64,
    pub fsrs: Card,
    pub reviews: u32,
    /// Reviews rated *Again*.
    pub lapses: u32,
    pub last_rating: Option<Rating>,
}

impl ReviewCard {
    /// A new card, due at once.
    #[must_use]
    pub fn new(key: String, created_ms: i64) -> ReviewCard {
        ReviewCard {
            key,
            created_ms,
            fsrs: Card::new(created_ms),
            reviews: 0,
            lapses: 0,
            last_rating: None,
        }
    }

    /// Records a review (this is what the schedule moves on; cram never
    /// calls it).
    pub fn review(&mut self, scheduler: &Scheduler, rating: Rating, now_ms: i64) {
        self.fsrs = scheduler.review(&self.fsrs, rating, now_ms);
        self.reviews = self.reviews.saturating_add(1);
        self.lapses = self
            .lapses
            .saturating_add(u32::from(rating == Rating::Again));
        self.last_rating = Some(rating);
    }

    #[must_use]
    pub fn source(&self) -> Option<CardSource> {
        parse_card_key(&self.key).map(|(s, _)| s)
    }

    #[must_use]
    pub fn is_due(&self, until_ms: i64) -> bool {
        self.fsrs.due_ms < until_ms
    }
}

/// The cards due before `until_ms` (the end of today, say), earliest first.
#[must_use]
pub fn due_cards<'a>(
    cards: impl IntoIterator<Item = &'a ReviewCard>,
    until_ms: i64,
) -> Vec<&'a ReviewCard> {
    let mut due: Vec<&ReviewCard> = cards.into_iter().filter(|c| c.is_due(until_ms)).collect();
    crate::sort::sort_by(&mut due, |a, b| {
        a.fsrs.due_ms.cmp(&b.fsrs.due_ms).then(a.key.cmp(&b.key))
    });
    due
}

/// Every card for a cram session, weakest first: new cards, then by the
/// probability of recalling them now. Answers in cram are not recorded.
#[must_use]
pub fn cram_order<'a>(
    cards: impl IntoIterator<Item = &'a ReviewCard>,
    scheduler: &Scheduler,
    now_ms: i64,
) -> Vec<&'a ReviewCard> {
    let mut all: Vec<(f64, &ReviewCard)> = cards
        .into_iter()
        .map(|c| (scheduler.retrievability(&c.fsrs, now_ms), c))
        .collect();
    crate::sort::sort_by(&mut all, |a, b| {
        a.0.total_cmp(&b.0).then(a.1.key.cmp(&b.1.key))
    });
    all.into_iter().map(|(_, c)| c).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calendar::DAY_MS;

    #[test]
    fn which_answers_make_cards() {
        use CardSource::*;
        use Confidence::*;
        for source in [Exam, Quiz] {
            assert!(makes_card(source, false, Some(Sure)));
            assert!(makes_card(source, false, None));
            assert!(makes_card(source, true, Some(Guessing)));
            assert!(!makes_card(source, true, Some(Sure)));
            assert!(!makes_card(source, true, None));
        }
        assert!(makes_card(Check, false, None));
        assert!(!makes_card(Check, true, None));
        assert!(makes_card(Challenge, false, None));
        assert!(!makes_card(Challenge, true, None));
    }

    #[test]
    fn keys_round_trip() {
        let key = card_key(CardSource::Check, "hooks/anatomy#exit-1");
        assert_eq!(key, "check/hooks/anatomy#exit-1");
        assert_eq!(
            parse_card_key(&key),
            Some((CardSource::Check, "hooks/anatomy#exit-1"))
        );
        assert_eq!(parse_card_key("nope/x"), None);
        assert_eq!(parse_card_key("exam/"), None);
    }

    #[test]
    fn a_new_card_is_due_at_once_and_a_review_moves_it() {
        let scheduler = Scheduler::default();
        let mut card = ReviewCard::new("exam/a".into(), 1_000);
        assert!(card.is_due(1_001));
        card.review(&scheduler, Rating::Again, 2_000);
        assert_eq!(card.fsrs.due_ms, 62_000);
        assert_eq!((card.reviews, card.lapses), (1, 1));
        card.review(&scheduler, Rating::Good, 62_000);
        card.review(&scheduler, Rating::Good, 662_000);
        assert!(!card.is_due(662_000 + DAY_MS / 2));
        assert_eq!(card.last_rating, Some(Rating::Good));
    }

    #[test]
    fn due_and_cram_orders() {
        let scheduler = Scheduler::default();
        let mut strong = ReviewCard::new("exam/strong".into(), 0);
        strong.review(&scheduler, Rating::Easy, 0);
        let mut weak = ReviewCard::new("exam/weak".into(), 0);
        weak.review(&scheduler, Rating::Hard, 0);
        weak.review(&scheduler, Rating::Good, 600_000);
        weak.review(&scheduler, Rating::Good, 1_200_000);
        let fresh = ReviewCard::new("quiz/new".into(), 5);
        let cards = [strong.clone(), weak.clone(), fresh.clone()];

        let due = due_cards(&cards, DAY_MS);
        assert_eq!(due.len(), 1);
        assert_eq!(due[0].key, "quiz/new");

        let order: Vec<&str> = cram_order(&cards, &scheduler, 10 * DAY_MS)
            .into_iter()
            .map(|c| c.key.as_str())
            .collect();
        assert_eq!(order, ["quiz/new", "exam/weak", "exam/strong"]);
        // Cramming changed nothing.
        assert_eq!(cards, [strong, weak, fresh]);
    }
}
