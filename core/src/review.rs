//! Spaced review: the cards a learner's misses and guesses make, their
//! FSRS-6 schedule, cram sessions that leave the schedule alone, and the
//! plan that spreads the queue over the days left before an exam.
//!
//! - [`fsrs`]: the scheduler (FSRS-6 from its published formulas, checked
//!   against py-fsrs 6.3.2), and [`Rating::from_answer`], which maps the
//!   learner's two answers to ratings: wrong → *Again*, right but "guess" →
//!   *Hard*, right and "sure" → *Good*.
//! - [`cards`]: which answers make a card ([`makes_card`]), the card keys,
//!   what is due, and the cram order.
//! - [`plan`]: the per-day plan to an exam date.

pub mod cards;
pub mod fsrs;
pub mod plan;

pub use cards::{
    card_key, cram_order, due_cards, makes_card, parse_card_key, CardSource, ReviewCard,
};
pub use fsrs::{Card, Rating, Scheduler, State};
pub use plan::{forecast, plan_to_exam, ExamPlan, PlanDay};
