//! The plan to an exam date: every card in the queue is seen at least once
//! before the exam, and no day holds more than one card above any other.
//!
//! The days run from today to the day before the exam (today alone when the
//! exam is today or tomorrow). Cards are sorted by the day FSRS wants them
//! (the most overdue first), then cut into consecutive runs, one per
//! day: the first `N mod D` days take `⌈N/D⌉` cards, the others `⌊N/D⌋`.
//! So a card keeps its place in the schedule's order, cards due after the
//! exam are seen on the last days before it, and the load is as even as a
//! whole number of cards allows. The plan is data for the page, recomputed
//! from the cards each day: reviews move cards, and new misses join.

use serde::{Deserialize, Serialize};

use crate::calendar::Day;

/// The cards planned for one day.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlanDay {
    pub day: Day,
    /// Card keys, in the order to review them.
    pub cards: Vec<String>,
}

/// The plan from today to the exam.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExamPlan {
    pub exam_day: Day,
    /// Every day from today to the last day before the exam, in order,
    /// including days with no card.
    pub days: Vec<PlanDay>,
}

impl ExamPlan {
    /// The cards planned for `day` (empty when the day is not in the plan).
    #[must_use]
    pub fn on(&self, day: Day) -> &[String] {
        self.days
            .iter()
            .find(|d| d.day == day)
            .map_or(&[], |d| d.cards.as_slice())
    }

    /// The largest number of cards on one day.
    #[must_use]
    pub fn peak(&self) -> usize {
        self.days.iter().map(|d| d.cards.len()).max().unwrap_or(0)
    }

    /// How many cards the plan holds.
    #[must_use]
    pub fn total(&self) -> usize {
        self.days.iter().map(|d| d.cards.len()).sum()
    }
}

/// Plans `cards` (key, day FSRS has it due) from `today` to the exam.
/// `None` when the exam day has passed.
#[must_use]
pub fn plan_to_exam(cards: &[(String, Day)], today: Day, exam_day: Day) -> Option<ExamPlan> {
    if exam_day < today {
        return None;
    }
    let last = exam_day.plus(-1).max(today);
    let day_count = usize::try_from(today.days_until(last) + 1).unwrap_or(1);
    // The most overdue first; a key listed twice is planned once.
    let mut queue: Vec<(Day, &str)> = cards
        .iter()
        .map(|(key, due)| (*due, key.as_str()))
        .collect();
    crate::sort::sort(&mut queue);
    let mut seen = std::collections::BTreeSet::new();
    queue.retain(|(_, key)| seen.insert(*key));

    let base = queue.len() / day_count;
    let extra = queue.len() % day_count;
    let mut rest = queue.into_iter();
    let days = (0..day_count)
        .map(|offset| {
            let size = base + usize::from(offset < extra);
            PlanDay {
                day: today.plus(i64::try_from(offset).unwrap_or(0)),
                cards: rest
                    .by_ref()
                    .take(size)
                    .map(|(_, key)| key.to_owned())
                    .collect(),
            }
        })
        .collect();
    Some(ExamPlan { exam_day, days })
}

/// Without an exam date: what FSRS has due on each of the next `days` days
/// (overdue cards on today).
#[must_use]
pub fn forecast(cards: &[(String, Day)], today: Day, days: usize) -> Vec<PlanDay> {
    let mut out: Vec<PlanDay> = (0..days)
        .map(|offset| PlanDay {
            day: today.plus(i64::try_from(offset).unwrap_or(0)),
            cards: Vec::new(),
        })
        .collect();
    let mut sorted: Vec<(Day, &str)> = cards
        .iter()
        .map(|(key, due)| (*due, key.as_str()))
        .collect();
    crate::sort::sort(&mut sorted);
    for (due, key) in sorted {
        let offset = usize::try_from(today.days_until(due.max(today))).unwrap_or(usize::MAX);
        if let Some(day) = out.get_mut(offset) {
            day.cards.push(key.to_owned());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::BTreeSet;

    fn cards(dues: &[i64]) -> Vec<(String, Day)> {
        dues.iter()
            .enumerate()
            .map(|(n, d)| (format!("exam/c{n:02}"), Day(*d)))
            .collect()
    }

    #[test]
    fn every_card_is_seen_before_the_exam_with_an_even_load() {
        // 10 cards over 4 days (exam on day 104): 3, 3, 2, 2.
        let plan = plan_to_exam(
            &cards(&[90, 100, 100, 101, 102, 103, 110, 120, 130, 99]),
            Day(100),
            Day(104),
        )
        .unwrap();
        let sizes: Vec<usize> = plan.days.iter().map(|d| d.cards.len()).collect();
        assert_eq!(sizes, [3, 3, 2, 2]);
        assert_eq!(plan.days.first().map(|d| d.day), Some(Day(100)));
        assert_eq!(plan.days.last().map(|d| d.day), Some(Day(103)));
        // Overdue cards first; cards due after the exam on the last day.
        assert_eq!(plan.on(Day(100)), ["exam/c00", "exam/c09", "exam/c01"]);
        assert_eq!(plan.on(Day(103)), ["exam/c07", "exam/c08"]);
        assert_eq!(plan.total(), 10);
        assert_eq!(plan.peak(), 3);
    }

    #[test]
    fn an_exam_today_or_tomorrow_plans_everything_today_and_a_past_one_nothing() {
        let queue = cards(&[5, 50]);
        for exam in [Day(10), Day(11)] {
            let plan = plan_to_exam(&queue, Day(10), exam).unwrap();
            assert_eq!(plan.days.len(), 1);
            assert_eq!(plan.on(Day(10)).len(), 2);
        }
        assert_eq!(plan_to_exam(&queue, Day(10), Day(9)), None);
        let empty = plan_to_exam(&[], Day(10), Day(20)).unwrap();
        assert_eq!((empty.days.len(), empty.total(), empty.peak()), (10, 0, 0));
    }

    #[test]
    fn the_forecast_groups_by_due_day() {
        let days = forecast(&cards(&[1, 10, 12, 12, 40]), Day(10), 3);
        let sizes: Vec<usize> = days.iter().map(|d| d.cards.len()).collect();
        assert_eq!(sizes, [2, 0, 2]);
    }

    proptest! {
        #[test]
        fn plans_cover_every_card_once_and_stay_even(
            dues in proptest::collection::vec(0i64..200, 0..300),
            today in 50i64..100,
            ahead in 0i64..90,
        ) {
            let queue = cards(&dues);
            let exam = Day(today + ahead);
            let plan = plan_to_exam(&queue, Day(today), exam).unwrap();
            let planned: Vec<&String> = plan.days.iter().flat_map(|d| &d.cards).collect();
            prop_assert_eq!(planned.len(), queue.len());
            let unique: BTreeSet<&String> = planned.iter().copied().collect();
            prop_assert_eq!(unique.len(), queue.len());
            let sizes: Vec<usize> = plan.days.iter().map(|d| d.cards.len()).collect();
            let (lo, hi) = (sizes.iter().min().copied().unwrap_or(0), sizes.iter().max().copied().unwrap_or(0));
            prop_assert!(hi - lo <= 1);
            for day in &plan.days {
                prop_assert!(day.day >= Day(today));
                prop_assert!(day.day < exam || day.day == Day(today));
            }
        }
    }
}
