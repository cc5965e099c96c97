//! The progress page's rules that need no browser: what the server sends
//! for the core's numbers, and how those numbers are laid out in rows.
//! Mastery and calibration themselves are the core's
//! (`hooklab_core::progress::insight`).

use std::collections::BTreeMap;

use hooklab_core::exam::{Domain, ExamItem, Tally};
use hooklab_core::progress::insight::Mastery;
use hooklab_core::progress::Progress;
use serde::{Deserialize, Serialize};

/// How many recent mock exams the page lists.
pub const RECENT_EXAMS: usize = 5;

/// What the page needs from the content.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ProgressContent {
    /// The bank's items without their words or cases: mastery needs their
    /// domains and lessons only.
    pub items: Vec<ExamItem>,
    /// Each quiz scenario's domain (quiz answers count in calibration).
    pub quiz_domains: BTreeMap<String, Domain>,
    /// Each lesson's title in the page's language, by `section/slug`.
    pub lessons: BTreeMap<String, String>,
}

/// One domain's "sure" and "guess" answers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CalibrationRow {
    pub sure: Tally,
    pub guess: Tally,
}

/// Calibration for every domain, in the order pages list them (a domain
/// without answers has empty tallies).
pub fn calibration_rows(
    progress: &Progress,
    quiz_domains: &BTreeMap<String, Domain>,
) -> Vec<(Domain, CalibrationRow)> {
    let found = progress.calibration(&|scenario| quiz_domains.get(scenario).copied());
    Domain::ALL
        .iter()
        .map(|domain| {
            let row = found
                .get(domain)
                .map_or_else(CalibrationRow::default, |c| CalibrationRow {
                    sure: c.sure,
                    guess: c.guess,
                });
            (*domain, row)
        })
        .collect()
}

/// The lessons' mastery rows, by title: lessons that hold something to
/// measure (bank items or answered checks), named by their title (the
/// `section/slug` id when the content no longer has the lesson).
pub fn lesson_rows(
    mastery: &BTreeMap<String, Mastery>,
    titles: &BTreeMap<String, String>,
) -> Vec<(String, Mastery)> {
    let mut rows: Vec<(String, Mastery)> = mastery
        .iter()
        .filter(|(_, m)| m.items > 0)
        .map(|(id, m)| (titles.get(id).cloned().unwrap_or_else(|| id.clone()), *m))
        .collect();
    hooklab_core::sort::sort_by(&mut rows, |a, b| a.0.cmp(&b.0));
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use hooklab_core::progress::{Confidence, QuizAnswer};

    #[test]
    fn calibration_lists_every_domain_and_places_quiz_answers() {
        let mut progress = Progress::default();
        for (scenario, correct, confidence) in [
            ("refund-cap", true, Confidence::Sure),
            ("refund-cap", false, Confidence::Sure),
            ("resume-old", true, Confidence::Guessing),
            ("unknown", true, Confidence::Sure),
        ] {
            progress.record_quiz(QuizAnswer {
                scenario: scenario.into(),
                chosen: "x".into(),
                correct,
                confidence,
                at_ms: Some(0),
                round: None,
            });
        }
        let domains: BTreeMap<String, Domain> = [
            ("refund-cap".to_owned(), Domain::HooksVsPrompts),
            ("resume-old".to_owned(), Domain::StaleContext),
        ]
        .into();
        let rows = calibration_rows(&progress, &domains);
        assert_eq!(rows.len(), Domain::ALL.len());
        let get = |d: Domain| rows.iter().find(|(x, _)| *x == d).unwrap().1;
        assert_eq!(
            get(Domain::HooksVsPrompts).sure,
            Tally { right: 1, total: 2 }
        );
        assert_eq!(
            get(Domain::StaleContext).guess,
            Tally { right: 1, total: 1 }
        );
        // A scenario the content does not place counts nowhere.
        let total: u32 = rows.iter().map(|(_, r)| r.sure.total + r.guess.total).sum();
        assert_eq!(total, 3);
    }

    #[test]
    fn lessons_are_named_by_title_and_empty_ones_left_out() {
        let m = |items, met, known| Mastery { items, met, known };
        let mastery: BTreeMap<String, Mastery> = [
            ("hooks/anatomy".to_owned(), m(4, 2, 1.5)),
            ("sessions/resume".to_owned(), m(0, 0, 0.0)),
            ("gone/lesson".to_owned(), m(1, 1, 1.0)),
        ]
        .into();
        let titles: BTreeMap<String, String> = [
            ("hooks/anatomy".to_owned(), "Anatomy of a hook".to_owned()),
            ("sessions/resume".to_owned(), "Resume".to_owned()),
        ]
        .into();
        let rows = lesson_rows(&mastery, &titles);
        let names: Vec<&str> = rows.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, ["Anatomy of a hook", "gone/lesson"]);
        assert_eq!(rows[0].1.percent(), 37);
    }
}
