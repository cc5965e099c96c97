//! FSRS-6, the scheduler of Anki and of py-fsrs 6, written from its
//! published formulas with the time passed in (no clock, no fuzz).
//!
//! A card has a stability `S` (days until recall drops to 90 %), a
//! difficulty `D` (1 to 10) and a state: *learning* (short steps of 1 and
//! 10 minutes before the first real interval), *review*, or *relearning*
//! (one 10-minute step after a lapse). The probability of recall after `t`
//! whole days is `R(t) = (1 + F·t/S)^(−w20)` with `F = 0.9^(−1/w20) − 1`,
//! and the next interval is the `t` at which `R` falls to the desired
//! retention, rounded half to even and kept between 1 and 36,500 days.
//!
//! Stability and difficulty after a rating `G` (Again 1, Hard 2, Good 3,
//! Easy 4):
//! - first rating: `S = w[G−1]`, `D = w4 − e^(w5·(G−1)) + 1`, clamped to
//!   1..10;
//! - `D' = w7·D0(Easy) + (1 − w7)·(D + (10 − D)·(−w6·(G − 3))/9)`, clamped;
//! - a review less than a day after the last one (same-day):
//!   `S' = S·e^(w17·(G − 3 + w18))·S^(−w19)`, the factor at least 1 unless
//!   the rating is Again;
//! - a later recall: `S' = S·(1 + e^w8·(11 − D)·S^(−w9)·(e^(w10·(1−R)) − 1)
//!   ·(w15 if Hard)·(w16 if Easy))`;
//! - a later lapse: `S' = min(w11·D^(−w12)·((S+1)^w13 − 1)·e^(w14·(1−R)),
//!   S / e^(w17·w18))`;
//! - stability never below 0.001.
//!
//! The step rules are py-fsrs's: Again goes back to the first step, Hard
//! stays on the step (the first step's Hard waits halfway between the first
//! two steps), Good moves on or graduates, Easy graduates at once; Again in
//! review starts relearning. `tests::matches_py_fsrs` checks every state
//! against values py-fsrs 6.3.2 produced (`core/tests/fixtures/fsrs/`).

use serde::{Deserialize, Serialize};

use crate::calendar::DAY_MS;
use crate::confidence::Confidence;
use crate::named::by_name;

/// FSRS-6's default parameters (`w0`..`w20`).
pub const DEFAULT_PARAMETERS: [f64; 21] = [
    0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835,
    0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
];

/// The desired retention unless the learner chooses another.
pub const DEFAULT_DESIRED_RETENTION: f64 = 0.9;
/// The range the learner may choose from (FSRS's recommended range).
pub const MIN_DESIRED_RETENTION: f64 = 0.7;
pub const MAX_DESIRED_RETENTION: f64 = 0.97;

/// Learning steps: 1 minute, then 10 minutes (py-fsrs's defaults).
pub const LEARNING_STEPS_MS: [i64; 2] = [60_000, 600_000];
/// Relearning step after a lapse: 10 minutes.
pub const RELEARNING_STEPS_MS: [i64; 1] = [600_000];
/// The longest interval, in days.
pub const MAXIMUM_INTERVAL_DAYS: i64 = 36_500;

const STABILITY_MIN: f64 = 0.001;
const DIFFICULTY_MIN: f64 = 1.0;
const DIFFICULTY_MAX: f64 = 10.0;

/// How well the learner recalled a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Rating {
    Again = 1,
    Hard = 2,
    Good = 3,
    Easy = 4,
}

by_name!(Rating {
    Again => "again",
    Hard => "hard",
    Good => "good",
    Easy => "easy",
});

impl Rating {
    pub const ALL: [Rating; 4] = [Rating::Again, Rating::Hard, Rating::Good, Rating::Easy];

    /// The learner's two answers as a rating: a wrong answer is *Again*, a
    /// right answer marked "guess" is *Hard*, a right answer marked "sure"
    /// (or given without saying) is *Good*. Hooklab never asks for *Easy*.
    #[must_use]
    pub fn from_answer(right: bool, confidence: Option<Confidence>) -> Rating {
        match (right, confidence) {
            (false, _) => Rating::Again,
            (true, Some(Confidence::Guessing)) => Rating::Hard,
            (true, _) => Rating::Good,
        }
    }

    fn grade(self) -> f64 {
        f64::from(self as u8)
    }
}

/// Where a card is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    Learning,
    Review,
    Relearning,
}

by_name!(State {
    Learning => "learning",
    Review => "review",
    Relearning => "relearning",
});

/// A card's FSRS memory state.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Card {
    pub state: State,
    /// The learning or relearning step; `None` in review.
    pub step: Option<u32>,
    /// `None` until the first review.
    pub stability: Option<f64>,
    pub difficulty: Option<f64>,
    /// When it is due, in milliseconds since the epoch.
    pub due_ms: i64,
    pub last_review_ms: Option<i64>,
}

impl Card {
    /// A card never reviewed, due at `due_ms`.
    #[must_use]
    pub fn new(due_ms: i64) -> Card {
        Card {
            state: State::Learning,
            step: Some(0),
            stability: None,
            difficulty: None,
            due_ms,
            last_review_ms: None,
        }
    }

    /// Whether it has never been reviewed.
    #[must_use]
    pub fn is_new(&self) -> bool {
        self.last_review_ms.is_none()
    }
}

/// The scheduler's settings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Scheduler {
    pub parameters: [f64; 21],
    pub desired_retention: f64,
    pub learning_steps_ms: Vec<i64>,
    pub relearning_steps_ms: Vec<i64>,
    pub maximum_interval_days: i64,
}

impl Default for Scheduler {
    fn default() -> Self {
        Scheduler::new(DEFAULT_DESIRED_RETENTION)
    }
}

impl Scheduler {
    /// The default parameters and steps with a desired retention (kept in
    /// the recommended 0.70–0.97; anything else, NaN included, becomes 0.9).
    #[must_use]
    pub fn new(desired_retention: f64) -> Scheduler {
        let retention =
            if (MIN_DESIRED_RETENTION..=MAX_DESIRED_RETENTION).contains(&desired_retention) {
                desired_retention
            } else {
                DEFAULT_DESIRED_RETENTION
            };
        Scheduler {
            parameters: DEFAULT_PARAMETERS,
            desired_retention: retention,
            learning_steps_ms: LEARNING_STEPS_MS.to_vec(),
            relearning_steps_ms: RELEARNING_STEPS_MS.to_vec(),
            maximum_interval_days: MAXIMUM_INTERVAL_DAYS,
        }
    }

    fn w(&self, i: usize) -> f64 {
        self.parameters[i]
    }

    fn decay(&self) -> f64 {
        -self.w(20)
    }

    fn factor(&self) -> f64 {
        0.9f64.powf(1.0 / self.decay()) - 1.0
    }

    /// The probability of recalling `card` at `now` (0 before its first
    /// review). Elapsed time counts in whole days, as FSRS does.
    #[must_use]
    pub fn retrievability(&self, card: &Card, now_ms: i64) -> f64 {
        let (Some(last), Some(stability)) = (card.last_review_ms, card.stability) else {
            return 0.0;
        };
        let elapsed_days = whole_days(now_ms.saturating_sub(last)).max(0) as f64;
        (1.0 + self.factor() * elapsed_days / stability).powf(self.decay())
    }

    /// The interval, in whole days, after which recall falls to the desired
    /// retention.
    #[must_use]
    pub fn interval_days(&self, stability: f64) -> i64 {
        let raw =
            stability / self.factor() * (self.desired_retention.powf(1.0 / self.decay()) - 1.0);
        let days = raw.round_ties_even();
        // NaN or infinite stability cannot come out of the formulas; the
        // clamp keeps the cast in range whatever happens.
        let days = if days.is_finite() {
            days.clamp(1.0, self.maximum_interval_days as f64) as i64
        } else {
            self.maximum_interval_days
        };
        days.clamp(1, self.maximum_interval_days.max(1))
    }

    /// The card after a review with `rating` at `now`.
    #[must_use]
    pub fn review(&self, card: &Card, rating: Rating, now_ms: i64) -> Card {
        let mut next = *card;
        let days_since = card
            .last_review_ms
            .map(|last| whole_days(now_ms.saturating_sub(last)));
        let same_day = days_since.is_some_and(|d| d < 1);

        match (card.stability, card.difficulty) {
            (Some(s), Some(d)) => {
                next.stability = Some(if same_day {
                    self.short_term_stability(s, rating)
                } else {
                    let r = self.retrievability(card, now_ms);
                    self.next_stability(d, s, r, rating)
                });
                next.difficulty = Some(self.next_difficulty(d, rating));
            }
            _ => {
                next.stability = Some(self.initial_stability(rating));
                next.difficulty = Some(clamp_difficulty(self.initial_difficulty(rating)));
            }
        }
        let stability = next.stability.unwrap_or(STABILITY_MIN);

        let interval_ms = match card.state {
            State::Learning | State::Relearning => {
                let steps = if card.state == State::Learning {
                    &self.learning_steps_ms
                } else {
                    &self.relearning_steps_ms
                };
                self.step_interval(&mut next, steps, rating, stability)
            }
            State::Review => {
                if rating == Rating::Again && !self.relearning_steps_ms.is_empty() {
                    next.state = State::Relearning;
                    next.step = Some(0);
                    self.relearning_steps_ms[0]
                } else {
                    self.interval_days(stability) * DAY_MS
                }
            }
        };
        next.due_ms = now_ms.saturating_add(interval_ms);
        next.last_review_ms = Some(now_ms);
        next
    }

    /// A learning or relearning card's next interval; moves it along its
    /// steps or graduates it.
    fn step_interval(&self, next: &mut Card, steps: &[i64], rating: Rating, stability: f64) -> i64 {
        let step = next.step.unwrap_or(0) as usize;
        let graduate = |next: &mut Card| {
            next.state = State::Review;
            next.step = None;
            self.interval_days(stability) * DAY_MS
        };
        if steps.is_empty() || (step >= steps.len() && rating != Rating::Again) {
            return graduate(next);
        }
        match rating {
            Rating::Again => {
                next.step = Some(0);
                steps[0]
            }
            Rating::Hard => {
                if step == 0 && steps.len() == 1 {
                    steps[0] * 3 / 2
                } else if step == 0 {
                    (steps[0] + steps[1]) / 2
                } else {
                    steps[step.min(steps.len() - 1)]
                }
            }
            Rating::Good => {
                if step + 1 >= steps.len() {
                    graduate(next)
                } else {
                    next.step = Some(u32::try_from(step + 1).unwrap_or(u32::MAX));
                    steps[step + 1]
                }
            }
            Rating::Easy => graduate(next),
        }
    }

    fn initial_stability(&self, rating: Rating) -> f64 {
        self.w(rating as usize - 1).max(STABILITY_MIN)
    }

    fn initial_difficulty(&self, rating: Rating) -> f64 {
        self.w(4) - (self.w(5) * (rating.grade() - 1.0)).exp() + 1.0
    }

    fn next_difficulty(&self, difficulty: f64, rating: Rating) -> f64 {
        let delta = -(self.w(6) * (rating.grade() - 3.0));
        let damped = difficulty + (10.0 - difficulty) * delta / 9.0;
        let easy = self.initial_difficulty(Rating::Easy);
        clamp_difficulty(self.w(7) * easy + (1.0 - self.w(7)) * damped)
    }

    fn short_term_stability(&self, stability: f64, rating: Rating) -> f64 {
        let mut increase =
            (self.w(17) * (rating.grade() - 3.0 + self.w(18))).exp() * stability.powf(-self.w(19));
        if rating != Rating::Again {
            increase = increase.max(1.0);
        }
        (stability * increase).max(STABILITY_MIN)
    }

    fn next_stability(&self, difficulty: f64, stability: f64, r: f64, rating: Rating) -> f64 {
        let next = if rating == Rating::Again {
            let long_term = self.w(11)
                * difficulty.powf(-self.w(12))
                * ((stability + 1.0).powf(self.w(13)) - 1.0)
                * ((1.0 - r) * self.w(14)).exp();
            let short_term = stability / (self.w(17) * self.w(18)).exp();
            long_term.min(short_term)
        } else {
            let hard = if rating == Rating::Hard {
                self.w(15)
            } else {
                1.0
            };
            let easy = if rating == Rating::Easy {
                self.w(16)
            } else {
                1.0
            };
            stability
                * (1.0
                    + self.w(8).exp()
                        * (11.0 - difficulty)
                        * stability.powf(-self.w(9))
                        * (((1.0 - r) * self.w(10)).exp() - 1.0)
                        * hard
                        * easy)
        };
        next.max(STABILITY_MIN)
    }
}

fn clamp_difficulty(d: f64) -> f64 {
    d.clamp(DIFFICULTY_MIN, DIFFICULTY_MAX)
}

/// Whole days in a span, rounded towards minus infinity (as Python's
/// `timedelta.days`).
fn whole_days(ms: i64) -> i64 {
    ms.div_euclid(DAY_MS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use serde_json::Value;

    const FIXTURES: &str = include_str!("../../tests/fixtures/fsrs/py-fsrs-6.3.2.json");

    fn rating(name: &str) -> Rating {
        match name {
            "again" => Rating::Again,
            "hard" => Rating::Hard,
            "good" => Rating::Good,
            "easy" => Rating::Easy,
            other => panic!("unknown rating {other}"),
        }
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-9 * a.abs().max(b.abs()).max(1.0)
    }

    #[test]
    fn matches_py_fsrs() {
        let fixtures: Value = serde_json::from_str(FIXTURES).unwrap();
        let sequences = fixtures["sequences"].as_array().unwrap();
        assert!(sequences.len() >= 10);
        let mut checked = 0;
        for sequence in sequences {
            let name = sequence["name"].as_str().unwrap();
            let scheduler = Scheduler::new(sequence["desired_retention"].as_f64().unwrap());
            // The reference ran with the settings this module fixes.
            let parameters: Vec<f64> = sequence["parameters"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_f64().unwrap())
                .collect();
            assert_eq!(parameters, DEFAULT_PARAMETERS, "{name}");
            let steps = |key: &str| -> Vec<i64> {
                sequence[key]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|v| v.as_i64().unwrap() * 1000)
                    .collect()
            };
            assert_eq!(
                steps("learning_steps_s"),
                scheduler.learning_steps_ms,
                "{name}"
            );
            assert_eq!(
                steps("relearning_steps_s"),
                scheduler.relearning_steps_ms,
                "{name}"
            );
            assert_eq!(sequence["enable_fuzzing"], Value::Bool(false));
            assert_eq!(
                sequence["maximum_interval"].as_i64(),
                Some(scheduler.maximum_interval_days)
            );

            let mut card = Card::new(fixtures["start_ms"].as_i64().unwrap());
            for (n, review) in sequence["reviews"].as_array().unwrap().iter().enumerate() {
                let at = review["at_ms"].as_i64().unwrap();
                card = scheduler.review(&card, rating(review["rating"].as_str().unwrap()), at);
                let place = format!("{name}, review {n}");
                let state = match card.state {
                    State::Learning => "learning",
                    State::Review => "review",
                    State::Relearning => "relearning",
                };
                assert_eq!(state, review["state"].as_str().unwrap(), "{place}");
                assert_eq!(
                    card.step.map(i64::from),
                    review["step"].as_i64(),
                    "{place}: step"
                );
                let (s, d) = (card.stability.unwrap(), card.difficulty.unwrap());
                let want_s = review["stability"].as_f64().unwrap();
                let want_d = review["difficulty"].as_f64().unwrap();
                assert!(close(s, want_s), "{place}: stability {s} ≠ {want_s}");
                assert!(close(d, want_d), "{place}: difficulty {d} ≠ {want_d}");
                assert_eq!(
                    card.due_ms,
                    review["due_ms"].as_i64().unwrap(),
                    "{place}: due"
                );
                checked += 1;
            }
        }
        assert!(checked >= 80, "only {checked} reviews compared");
    }

    #[test]
    fn answers_map_to_ratings() {
        assert_eq!(
            Rating::from_answer(false, Some(Confidence::Sure)),
            Rating::Again
        );
        assert_eq!(Rating::from_answer(false, None), Rating::Again);
        assert_eq!(
            Rating::from_answer(true, Some(Confidence::Guessing)),
            Rating::Hard
        );
        assert_eq!(
            Rating::from_answer(true, Some(Confidence::Sure)),
            Rating::Good
        );
        assert_eq!(Rating::from_answer(true, None), Rating::Good);
    }

    #[test]
    fn desired_retention_stays_in_its_range_and_changes_intervals() {
        assert!((Scheduler::new(0.5).desired_retention - 0.9).abs() < 1e-12);
        assert!((Scheduler::new(f64::NAN).desired_retention - 0.9).abs() < 1e-12);
        let lax = Scheduler::new(0.8).interval_days(10.0);
        let strict = Scheduler::new(0.95).interval_days(10.0);
        assert_eq!(Scheduler::default().interval_days(10.0), 10);
        assert!(lax > 10 && strict < 10, "{lax} {strict}");
    }

    fn any_rating() -> impl Strategy<Value = Rating> {
        prop_oneof![
            Just(Rating::Again),
            Just(Rating::Hard),
            Just(Rating::Good),
            Just(Rating::Easy)
        ]
    }

    proptest! {
        #[test]
        fn stability_stays_positive_and_difficulty_in_range(
            steps in proptest::collection::vec((any_rating(), 0i64..(400 * DAY_MS)), 1..40),
            retention in 0.7f64..0.97,
        ) {
            let scheduler = Scheduler::new(retention);
            let mut card = Card::new(0);
            let mut now = 0i64;
            for (rating, gap) in steps {
                now += gap;
                card = scheduler.review(&card, rating, now);
                let s = card.stability.unwrap();
                let d = card.difficulty.unwrap();
                prop_assert!(s.is_finite() && s >= STABILITY_MIN);
                prop_assert!((DIFFICULTY_MIN..=DIFFICULTY_MAX).contains(&d));
                prop_assert!(card.due_ms > now);
                prop_assert!(card.due_ms - now <= MAXIMUM_INTERVAL_DAYS * DAY_MS);
                let r = scheduler.retrievability(&card, now + gap);
                prop_assert!((0.0..=1.0).contains(&r));
            }
        }

        #[test]
        fn repeated_good_on_time_never_shortens_the_interval(
            first in any_rating(),
            n in 3usize..25,
            retention in 0.7f64..0.97,
        ) {
            let scheduler = Scheduler::new(retention);
            let mut card = scheduler.review(&Card::new(0), first, 0);
            let mut last_interval = 0;
            for _ in 0..n {
                let at = card.due_ms;
                card = scheduler.review(&card, Rating::Good, at);
                let interval = card.due_ms - at;
                if card.state == State::Review {
                    prop_assert!(interval >= last_interval, "{interval} < {last_interval}");
                    last_interval = interval;
                }
            }
            prop_assert_eq!(card.state, State::Review);
        }

        #[test]
        fn the_same_answers_give_the_same_schedule(
            steps in proptest::collection::vec((any_rating(), 0i64..(60 * DAY_MS)), 1..30),
        ) {
            let scheduler = Scheduler::default();
            let run = || {
                let mut card = Card::new(0);
                let mut now = 0;
                for (rating, gap) in &steps {
                    now += gap;
                    card = scheduler.review(&card, *rating, now);
                }
                card
            };
            prop_assert_eq!(run(), run());
        }
    }
}
