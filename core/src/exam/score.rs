//! The score of an attempt: overall, per domain and per guide domain. An
//! unanswered item counts as wrong (the exam has no penalty for guessing,
//! so a blank is never better than a guess). There is no pass mark here:
//! the learner sets a target, and [`Score::meets`] compares with it.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::attempt::{AttemptItem, ItemOutcome};
use super::{Domain, GuideDomain};

/// Right answers out of a number of items.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    pub right: u32,
    pub total: u32,
}

impl Tally {
    pub(crate) fn add(&mut self, right: bool) {
        self.total += 1;
        self.right += u32::from(right);
    }

    /// The share of right answers, 0.0 to 1.0 (0.0 for no items).
    #[must_use]
    pub fn ratio(self) -> f64 {
        if self.total == 0 {
            0.0
        } else {
            f64::from(self.right) / f64::from(self.total)
        }
    }

    /// The share in whole percent, rounded down (so 59.9 % never shows as
    /// a 60 % target met).
    #[must_use]
    pub fn percent(self) -> u32 {
        (self.right * 100).checked_div(self.total).unwrap_or(0)
    }
}

/// An attempt's score.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Score {
    pub overall: Tally,
    /// Only the domains the attempt held.
    pub by_domain: BTreeMap<Domain, Tally>,
    /// Only the guide domains the attempt held.
    pub by_guide_domain: BTreeMap<GuideDomain, Tally>,
    pub unanswered: u32,
}

impl Score {
    /// Whether the overall score reaches the learner's target (in percent).
    #[must_use]
    pub fn meets(&self, target_percent: u8) -> bool {
        u64::from(self.overall.right) * 100
            >= u64::from(target_percent) * u64::from(self.overall.total)
    }
}

/// Scores the items of an attempt (graded on the key each item carried when
/// the attempt started).
#[must_use]
pub fn score(items: &[AttemptItem]) -> Score {
    tally(
        items
            .iter()
            .map(|i| (i.domain, i.guide_domain, i.is_right(), i.chosen.is_some())),
    )
}

/// Scores a stored result (the lines of a submitted attempt).
#[must_use]
pub fn score_outcomes(outcomes: &[ItemOutcome]) -> Score {
    tally(
        outcomes
            .iter()
            .map(|o| (o.domain, o.guide_domain, o.right, o.chosen.is_some())),
    )
}

fn tally(items: impl Iterator<Item = (Domain, GuideDomain, bool, bool)>) -> Score {
    let mut out = Score::default();
    for (domain, guide_domain, right, answered) in items {
        out.overall.add(right);
        out.by_domain.entry(domain).or_default().add(right);
        out.by_guide_domain
            .entry(guide_domain)
            .or_default()
            .add(right);
        out.unanswered += u32::from(!answered);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(domain: Domain, guide: GuideDomain, chosen: Option<&str>) -> AttemptItem {
        AttemptItem {
            id: format!("{domain}-x"),
            version: 1,
            domain,
            guide_domain: guide,
            options: vec!["a".into(), "b".into(), "c".into(), "d".into()],
            answer: "b".into(),
            chosen: chosen.map(str::to_owned),
            confidence: None,
            flagged: false,
            checked: false,
        }
    }

    #[test]
    fn scores_overall_per_domain_and_per_guide_domain() {
        use Domain::*;
        use GuideDomain::*;
        let items = [
            item(HookMechanics, ClaudeCodeConfiguration, Some("b")),
            item(HookMechanics, ClaudeCodeConfiguration, Some("a")),
            item(HookMechanics, ClaudeCodeConfiguration, None),
            item(Decomposition, AgenticArchitecture, Some("b")),
            item(StaleContext, ContextReliability, Some("b")),
        ];
        let s = score(&items);
        assert_eq!(s.overall, Tally { right: 3, total: 5 });
        assert_eq!(s.overall.percent(), 60);
        assert_eq!(s.unanswered, 1);
        assert_eq!(s.by_domain[&HookMechanics], Tally { right: 1, total: 3 });
        assert_eq!(s.by_domain[&Decomposition], Tally { right: 1, total: 1 });
        assert!(!s.by_domain.contains_key(&Sessions));
        assert_eq!(
            s.by_guide_domain[&ClaudeCodeConfiguration],
            Tally { right: 1, total: 3 }
        );
        assert_eq!(s.by_guide_domain[&ContextReliability].percent(), 100);
        assert!(s.meets(60));
        assert!(!s.meets(61));
    }

    #[test]
    fn an_empty_score_is_zero_not_a_division_by_zero() {
        let s = score(&[]);
        assert_eq!(s.overall.percent(), 0);
        assert!(s.overall.ratio().abs() < f64::EPSILON);
        assert!(s.meets(0));
    }

    #[test]
    fn percent_rounds_down() {
        assert_eq!(Tally { right: 2, total: 3 }.percent(), 66);
        assert_eq!(
            Tally {
                right: 599,
                total: 1000
            }
            .percent(),
            59
        );
    }
}
