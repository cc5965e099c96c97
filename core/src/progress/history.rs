//! The quiz history the quiz page shows before a new round: how many rounds
//! the learner played, how often each pattern was named right, and the
//! confusions of the last answers, computed from the progress document's
//! quiz answers.

use std::collections::{BTreeMap, BTreeSet};

use super::QuizAnswer;
use crate::decompose::PatternId;
use crate::exam::Tally;

/// How many confusions the history lists at most.
pub const RECENT_CONFUSIONS: usize = 5;

/// The learner's quiz history.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct QuizHistory {
    /// Rounds with at least one answer (answers saved before rounds were
    /// recorded count in the totals, not here).
    pub rounds: usize,
    /// Every answer.
    pub answers: Tally,
    /// Per right pattern, in the taxonomy's order; answers to scenarios the
    /// bank no longer has are counted in `answers` only.
    pub per_pattern: Vec<(PatternId, Tally)>,
    /// The last wrong answers, newest first, at most [`RECENT_CONFUSIONS`].
    pub recent_confusions: Vec<PastConfusion>,
    /// When the last answer was given (milliseconds since the epoch).
    pub last_at_ms: Option<u64>,
}

/// One wrong answer of the past.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PastConfusion {
    pub scenario: String,
    /// The right pattern.
    pub answer: PatternId,
    /// What the learner chose.
    pub chosen: PatternId,
}

impl QuizHistory {
    /// Whether the learner has answered anything yet.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.answers.total == 0
    }
}

/// Sums up `answers`. `answer_of` gives a scenario's right pattern (from the
/// bank); the answers are taken in the order they were given (by time, the
/// order of the document for equal or unknown times).
#[must_use]
pub fn quiz_history(
    answers: &[QuizAnswer],
    answer_of: impl Fn(&str) -> Option<PatternId>,
) -> QuizHistory {
    let mut ordered: Vec<&QuizAnswer> = answers.iter().collect();
    crate::sort::sort_by_key(&mut ordered, |a| a.at_ms.unwrap_or(0));
    let mut history = QuizHistory::default();
    let mut rounds = BTreeSet::new();
    let mut per: BTreeMap<PatternId, Tally> = BTreeMap::new();
    let mut confusions = Vec::new();
    for answer in ordered {
        history.answers.add(answer.correct);
        if let Some(round) = answer.round {
            rounds.insert(round);
        }
        if answer.at_ms.is_some() {
            history.last_at_ms = history.last_at_ms.max(answer.at_ms);
        }
        let chosen = PatternId::from_id(&answer.chosen);
        let right = answer_of(&answer.scenario).or(if answer.correct { chosen } else { None });
        let Some(right) = right else { continue };
        per.entry(right).or_default().add(answer.correct);
        if let (false, Some(chosen)) = (answer.correct, chosen) {
            confusions.push(PastConfusion {
                scenario: answer.scenario.clone(),
                answer: right,
                chosen,
            });
        }
    }
    history.rounds = rounds.len();
    history.per_pattern = PatternId::ALL
        .into_iter()
        .filter_map(|p| per.get(&p).map(|tally| (p, *tally)))
        .collect();
    history.recent_confusions = confusions
        .into_iter()
        .rev()
        .take(RECENT_CONFUSIONS)
        .collect();
    history
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::Confidence;

    fn answer(
        scenario: &str,
        chosen: &str,
        correct: bool,
        at: u64,
        round: Option<u64>,
    ) -> QuizAnswer {
        QuizAnswer {
            scenario: scenario.to_owned(),
            chosen: chosen.to_owned(),
            correct,
            confidence: Confidence::Sure,
            at_ms: Some(at),
            round,
        }
    }

    fn bank(scenario: &str) -> Option<PatternId> {
        match scenario {
            "pr-review" => Some(PatternId::PromptChaining),
            "triage" => Some(PatternId::Routing),
            "resume-wrong-dir" => Some(PatternId::ResumeTroubleshooting),
            _ => None,
        }
    }

    #[test]
    fn nothing_answered_is_an_empty_history() {
        let history = quiz_history(&[], bank);
        assert!(history.is_empty());
        assert_eq!(history.rounds, 0);
        assert!(history.per_pattern.is_empty());
        assert_eq!(history.last_at_ms, None);
    }

    #[test]
    fn counts_rounds_accuracy_per_pattern_and_the_last_confusions() {
        let answers = [
            answer("pr-review", "routing", false, 10, Some(1)),
            answer("triage", "routing", true, 11, Some(1)),
            answer("pr-review", "prompt-chaining", true, 20, Some(2)),
            // Saved before rounds were recorded.
            answer("triage", "prompt-chaining", false, 5, None),
            answer("resume-wrong-dir", "resume", false, 21, Some(2)),
        ];
        let history = quiz_history(&answers, bank);
        assert_eq!(history.rounds, 2);
        assert_eq!(history.answers, Tally { right: 2, total: 5 });
        assert_eq!(
            history.per_pattern,
            [
                (PatternId::PromptChaining, Tally { right: 1, total: 2 }),
                (PatternId::Routing, Tally { right: 1, total: 2 }),
                (
                    PatternId::ResumeTroubleshooting,
                    Tally { right: 0, total: 1 }
                ),
            ]
        );
        let confusions: Vec<(&str, PatternId, PatternId)> = history
            .recent_confusions
            .iter()
            .map(|c| (c.scenario.as_str(), c.answer, c.chosen))
            .collect();
        assert_eq!(
            confusions,
            [
                (
                    "resume-wrong-dir",
                    PatternId::ResumeTroubleshooting,
                    PatternId::Resume
                ),
                ("pr-review", PatternId::PromptChaining, PatternId::Routing),
                ("triage", PatternId::Routing, PatternId::PromptChaining),
            ]
        );
        assert_eq!(history.last_at_ms, Some(21));
    }

    #[test]
    fn keeps_only_the_newest_confusions() {
        let answers: Vec<QuizAnswer> = (0..(RECENT_CONFUSIONS as u64 + 3))
            .map(|i| answer("pr-review", "routing", false, 100 - i, Some(i)))
            .collect();
        let history = quiz_history(&answers, bank);
        assert_eq!(history.recent_confusions.len(), RECENT_CONFUSIONS);
        assert_eq!(history.rounds, RECENT_CONFUSIONS + 3);
    }

    #[test]
    fn a_scenario_the_bank_lost_counts_in_the_totals_only() {
        let answers = [
            answer("gone", "routing", false, 1, Some(1)),
            answer("gone-too", "fork", true, 2, Some(1)),
            answer("gone-again", "not-a-pattern", false, 3, Some(1)),
        ];
        let history = quiz_history(&answers, bank);
        assert_eq!(history.answers, Tally { right: 1, total: 3 });
        // A right answer names its pattern itself.
        assert_eq!(
            history.per_pattern,
            [(PatternId::Fork, Tally { right: 1, total: 1 })]
        );
        assert!(history.recent_confusions.is_empty());
    }
}
