//! An assignment's results, computed from its attempts: the student × item
//! grid, per-item statistics as Moodle's quiz statistics define them, the
//! classifier's confusion matrix, the score distribution, and the CSV
//! export with stable columns.
//!
//! Rules, each in one place:
//! - A student's score on an item is their best attempt (ties: the earliest);
//!   that attempt's lateness is the cell's.
//! - Facility is the mean of those scores over the students who attempted
//!   the item, as a fraction of full marks.
//! - Discrimination is the Pearson correlation between the item's score and
//!   the rest of the assignment (the total without this item), over the
//!   students who attempted anything; `None` when either side does not vary.
//! - The most common wrong answer and the confusion matrix read each
//!   student's first attempt on an item: what they thought before feedback.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::grade::{Response, FULL_MARKS};
use super::time::iso_utc;
use super::ItemKind;
use crate::progress::Confidence;

/// A student in the results.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct StudentRef {
    pub id: String,
    pub name: String,
}

/// An item of the assignment: `key` is how attempts name it.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct ItemRef {
    pub key: String,
    pub kind: ItemKind,
    pub id: String,
    pub title: String,
}

/// One graded attempt.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct AttemptRecord {
    pub student: String,
    pub item: String,
    pub score: u32,
    /// The grader's verdict on the whole item.
    pub correct: bool,
    pub late: bool,
    /// Server time, milliseconds since the epoch (UTC).
    pub submitted_at: i64,
    pub response: Response,
}

/// One cell of the grid.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq)]
pub struct Cell {
    /// The best score in thousandths; `None` before any attempt.
    pub score: Option<u32>,
    pub attempts: u32,
    pub last_attempt_at: Option<i64>,
    pub late: bool,
    /// The counted attempt's verdict; `None` before any attempt.
    #[serde(default)]
    pub correct: Option<bool>,
    /// The counted attempt's answer ([`Response::answer`]): the pattern or
    /// option chosen, a challenge's failing outcome.
    #[serde(default)]
    pub answer: Option<String>,
    /// The counted attempt's confidence, where the item asks for one.
    #[serde(default)]
    pub confidence: Option<Confidence>,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub student: StudentRef,
    pub cells: Vec<Cell>,
    /// The sum of the best scores, in thousandths of an item.
    pub total: u32,
}

/// The answer (quiz) or outcome (challenge) most students got wrong with.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct CommonWrong {
    pub answer: String,
    pub count: u32,
    /// Among the first attempts on the item.
    pub share: f64,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct ItemStats {
    pub item: String,
    pub attempted: u32,
    pub facility: Option<f64>,
    pub discrimination: Option<f64>,
    pub most_common_wrong: Option<CommonWrong>,
}

/// How often a quiz scenario whose answer is `expected` was answered
/// `chosen` (first attempts).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct ConfusionCell {
    pub expected: String,
    pub chosen: String,
    pub count: u32,
}

/// Everything the results page and the exports show.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct Results {
    pub items: Vec<ItemRef>,
    pub rows: Vec<Row>,
    pub item_stats: Vec<ItemStats>,
    pub confusion: Vec<ConfusionCell>,
    /// Students with at least one attempt, by total as a share of full
    /// marks: ten bins, 0–10 %, …, 90–100 % (100 % in the last).
    pub distribution: [u32; 10],
}

impl Results {
    /// Item indices, hardest first (lowest facility; unattempted last).
    #[must_use]
    pub fn hardest_first(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.item_stats.len()).collect();
        crate::sort::sort_by(&mut order, |a, b| {
            let fa = self.item_stats[*a].facility.unwrap_or(f64::INFINITY);
            let fb = self.item_stats[*b].facility.unwrap_or(f64::INFINITY);
            fa.total_cmp(&fb).then(a.cmp(b))
        });
        order
    }
}

/// Computes the results of one assignment. Attempts on items or by
/// students not listed are ignored.
#[must_use]
pub fn results(students: &[StudentRef], items: &[ItemRef], attempts: &[AttemptRecord]) -> Results {
    let item_index: BTreeMap<&str, usize> = items
        .iter()
        .enumerate()
        .map(|(i, item)| (item.key.as_str(), i))
        .collect();
    let student_index: BTreeMap<&str, usize> = students
        .iter()
        .enumerate()
        .map(|(i, s)| (s.id.as_str(), i))
        .collect();
    let mut sorted: Vec<&AttemptRecord> = attempts.iter().collect();
    crate::sort::sort_by_key(&mut sorted, |a| a.submitted_at);

    let mut cells = vec![vec![Cell::default(); items.len()]; students.len()];
    let mut first: Vec<Vec<Option<&Response>>> = vec![vec![None; items.len()]; students.len()];
    for attempt in &sorted {
        let (Some(&s), Some(&i)) = (
            student_index.get(attempt.student.as_str()),
            item_index.get(attempt.item.as_str()),
        ) else {
            continue;
        };
        let cell = &mut cells[s][i];
        cell.attempts += 1;
        cell.last_attempt_at = Some(attempt.submitted_at);
        if cell.score.is_none_or(|best| attempt.score > best) {
            cell.score = Some(attempt.score);
            cell.late = attempt.late;
            cell.correct = Some(attempt.correct);
            cell.answer = attempt.response.answer();
            cell.confidence = attempt.response.confidence();
        }
        if first[s][i].is_none() {
            first[s][i] = Some(&attempt.response);
        }
    }

    let rows: Vec<Row> = students
        .iter()
        .zip(cells)
        .map(|(student, cells)| Row {
            student: student.clone(),
            total: cells.iter().filter_map(|c| c.score).sum(),
            cells,
        })
        .collect();
    let active: Vec<&Row> = rows
        .iter()
        .filter(|r| r.cells.iter().any(|c| c.attempts > 0))
        .collect();

    let item_stats = items
        .iter()
        .enumerate()
        .map(|(i, item)| {
            let scores: Vec<f64> = rows
                .iter()
                .filter_map(|r| r.cells[i].score)
                .map(|s| f64::from(s) / f64::from(FULL_MARKS))
                .collect();
            let facility = mean(&scores);
            let item_scores: Vec<f64> = active
                .iter()
                .map(|r| f64::from(r.cells[i].score.unwrap_or(0)))
                .collect();
            let rest: Vec<f64> = active
                .iter()
                .map(|r| f64::from(r.total - r.cells[i].score.unwrap_or(0)))
                .collect();
            let firsts: Vec<&Response> = first.iter().filter_map(|f| f[i]).collect();
            ItemStats {
                item: item.key.clone(),
                attempted: u32::try_from(scores.len()).unwrap_or(u32::MAX),
                facility,
                discrimination: correlation(&item_scores, &rest),
                most_common_wrong: most_common_wrong(&firsts),
            }
        })
        .collect();

    let mut confusion: BTreeMap<(String, String), u32> = BTreeMap::new();
    for response in first.iter().flatten().flatten() {
        if let Response::Quiz { chosen, expected } = response {
            *confusion
                .entry((expected.clone(), chosen.clone()))
                .or_default() += 1;
        }
    }
    let confusion = confusion
        .into_iter()
        .map(|((expected, chosen), count)| ConfusionCell {
            expected,
            chosen,
            count,
        })
        .collect();

    let mut distribution = [0u32; 10];
    let full = u64::from(FULL_MARKS) * items.len() as u64;
    // No marks to be had (no items): no distribution.
    for row in &active {
        if let Some(bin) = (u64::from(row.total) * 10).checked_div(full) {
            distribution[usize::try_from(bin.min(9)).unwrap_or(9)] += 1;
        }
    }

    Results {
        items: items.to_vec(),
        rows,
        item_stats,
        confusion,
        distribution,
    }
}

fn mean(values: &[f64]) -> Option<f64> {
    if values.is_empty() {
        None
    } else {
        Some(values.iter().sum::<f64>() / values.len() as f64)
    }
}

/// Pearson's correlation coefficient; `None` with fewer than two pairs or
/// when either side is constant.
#[must_use]
pub fn correlation(xs: &[f64], ys: &[f64]) -> Option<f64> {
    if xs.len() != ys.len() || xs.len() < 2 {
        return None;
    }
    let (mx, my) = (mean(xs)?, mean(ys)?);
    let mut sxy = 0.0;
    let mut sxx = 0.0;
    let mut syy = 0.0;
    for (x, y) in xs.iter().zip(ys) {
        sxy += (x - mx) * (y - my);
        sxx += (x - mx) * (x - mx);
        syy += (y - my) * (y - my);
    }
    if sxx <= f64::EPSILON || syy <= f64::EPSILON {
        return None;
    }
    Some(sxy / (sxx * syy).sqrt())
}

/// The most frequent wrong answer among first responses
/// ([`Response::wrong_answer`]: the pattern or option chosen, the failing
/// outcome on a challenge, "goal not reached" on a simulator scenario). Ties go to the smaller answer text.
fn most_common_wrong(firsts: &[&Response]) -> Option<CommonWrong> {
    let mut counts: BTreeMap<String, u32> = BTreeMap::new();
    for response in firsts {
        if let Some(wrong) = response.wrong_answer() {
            *counts.entry(wrong).or_default() += 1;
        }
    }
    let (answer, count) =
        counts
            .into_iter()
            .fold(None::<(String, u32)>, |best, (answer, count)| match best {
                Some((_, c)) if c >= count => best,
                _ => Some((answer, count)),
            })?;
    Some(CommonWrong {
        share: f64::from(count) / firsts.len() as f64,
        answer,
        count,
    })
}

/// The columns of the CSV export, in order. They never change meaning;
/// new columns are only ever added at the end.
pub const CSV_COLUMNS: [&str; 12] = [
    "student_id",
    "student_name",
    "item",
    "kind",
    "item_id",
    "score",
    "attempts",
    "last_attempt_utc",
    "late",
    "correct",
    "answer",
    "confidence",
];

/// The grid as CSV: one line per student and item, scores as a fraction of
/// full marks with three decimals, times in ISO 8601 UTC; `correct`,
/// `answer` (the pattern or option chosen, a challenge's failing outcome)
/// and `confidence` are the counted attempt's, empty before any attempt.
#[must_use]
pub fn to_csv(results: &Results) -> String {
    let mut out = CSV_COLUMNS.join(",");
    out.push_str("\r\n");
    for row in &results.rows {
        for (item, cell) in results.items.iter().zip(&row.cells) {
            let fields = [
                csv_field(&row.student.id),
                csv_field(&row.student.name),
                csv_field(&item.key),
                item.kind.as_str().to_owned(),
                csv_field(&item.id),
                cell.score
                    .map(|s| format!("{}.{:03}", s / FULL_MARKS, s % FULL_MARKS))
                    .unwrap_or_default(),
                cell.attempts.to_string(),
                cell.last_attempt_at.map(iso_utc).unwrap_or_default(),
                if cell.late { "yes" } else { "no" }.to_owned(),
                match cell.correct {
                    Some(true) => "yes",
                    Some(false) => "no",
                    None => "",
                }
                .to_owned(),
                csv_field(cell.answer.as_deref().unwrap_or_default()),
                match cell.confidence {
                    Some(Confidence::Sure) => "sure",
                    Some(Confidence::Guessing) => "guessing",
                    None => "",
                }
                .to_owned(),
            ];
            out.push_str(&fields.join(","));
            out.push_str("\r\n");
        }
    }
    out
}

/// One CSV field: quoted when it holds a comma, quote or line break, and
/// with a leading `'` when a spreadsheet would read it as a formula.
fn csv_field(text: &str) -> String {
    let text = if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{text}")
    } else {
        text.to_owned()
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn student(id: &str) -> StudentRef {
        StudentRef {
            id: id.into(),
            name: format!("Student {id}"),
        }
    }

    fn quiz_item(key: &str) -> ItemRef {
        ItemRef {
            key: key.into(),
            kind: ItemKind::Quiz,
            id: key.into(),
            title: key.into(),
        }
    }

    fn quiz(student: &str, item: &str, at: i64, chosen: &str, expected: &str) -> AttemptRecord {
        AttemptRecord {
            student: student.into(),
            item: item.into(),
            score: if chosen == expected { FULL_MARKS } else { 0 },
            correct: chosen == expected,
            late: false,
            submitted_at: at,
            response: Response::Quiz {
                chosen: chosen.into(),
                expected: expected.into(),
            },
        }
    }

    #[test]
    fn the_grid_keeps_the_best_attempt_and_counts_them_all() {
        let students = [student("a"), student("b")];
        let items = [quiz_item("q1"), quiz_item("q2")];
        let mut late_retry = quiz("a", "q1", 30, "routing", "routing");
        late_retry.late = true;
        let attempts = [
            quiz("a", "q1", 10, "fork", "routing"),
            late_retry,
            quiz("a", "q1", 50, "fork", "routing"),
            quiz("b", "q2", 20, "resume", "resume"),
        ];
        let r = results(&students, &items, &attempts);
        let cell = &r.rows[0].cells[0];
        assert_eq!(cell.score, Some(FULL_MARKS));
        assert_eq!(cell.attempts, 3);
        assert_eq!(cell.last_attempt_at, Some(50));
        assert!(cell.late, "the counted attempt was late");
        assert_eq!(r.rows[0].cells[1], Cell::default());
        assert_eq!(r.rows[1].total, FULL_MARKS);
    }

    #[test]
    fn facility_and_the_most_common_wrong_answer_read_first_attempts() {
        let students = [student("a"), student("b"), student("c"), student("d")];
        let items = [quiz_item("q")];
        let attempts = [
            quiz("a", "q", 1, "fork", "routing"),
            quiz("a", "q", 2, "routing", "routing"),
            quiz("b", "q", 1, "fork", "routing"),
            quiz("c", "q", 1, "resume", "routing"),
            quiz("d", "q", 1, "routing", "routing"),
        ];
        let r = results(&students, &items, &attempts);
        let stats = &r.item_stats[0];
        assert_eq!(stats.attempted, 4);
        assert_eq!(
            stats.facility,
            Some(0.5),
            "a's best is right, b and c wrong, d right"
        );
        let wrong = stats.most_common_wrong.as_ref().unwrap();
        assert_eq!((wrong.answer.as_str(), wrong.count), ("fork", 2));
        assert!((wrong.share - 0.5).abs() < 1e-9);
        assert_eq!(
            r.confusion,
            vec![
                ConfusionCell {
                    expected: "routing".into(),
                    chosen: "fork".into(),
                    count: 2
                },
                ConfusionCell {
                    expected: "routing".into(),
                    chosen: "resume".into(),
                    count: 1
                },
                ConfusionCell {
                    expected: "routing".into(),
                    chosen: "routing".into(),
                    count: 1
                },
            ]
        );
    }

    #[test]
    fn discrimination_is_high_when_the_item_separates_strong_from_weak() {
        let students: Vec<StudentRef> = ["a", "b", "c", "d"].iter().map(|s| student(s)).collect();
        let items = [quiz_item("easy"), quiz_item("hard"), quiz_item("other")];
        let mut attempts = Vec::new();
        // Strong students (a, b) get `hard` and `other` right; weak ones do not.
        for s in ["a", "b"] {
            attempts.push(quiz(s, "hard", 1, "x", "x"));
            attempts.push(quiz(s, "other", 1, "x", "x"));
        }
        for s in ["c", "d"] {
            attempts.push(quiz(s, "hard", 1, "y", "x"));
            attempts.push(quiz(s, "other", 1, "y", "x"));
        }
        for s in ["a", "b", "c", "d"] {
            attempts.push(quiz(s, "easy", 1, "x", "x"));
        }
        let r = results(&students, &items, &attempts);
        let hard = r.item_stats[1].discrimination.unwrap();
        assert!((hard - 1.0).abs() < 1e-9, "{hard}");
        assert_eq!(
            r.item_stats[0].discrimination, None,
            "everyone got it: no variance"
        );
        assert_eq!(r.hardest_first()[2], 0, "the easy item comes last");
        assert_eq!(r.distribution[3], 2, "c and d scored one item in three");
        assert_eq!(r.distribution[9], 2);
    }

    #[test]
    fn correlation_of_opposites_is_minus_one() {
        let r = correlation(&[0.0, 1.0, 2.0], &[2.0, 1.0, 0.0]).unwrap();
        assert!((r + 1.0).abs() < 1e-9);
        assert_eq!(correlation(&[1.0], &[1.0]), None);
    }

    #[test]
    fn the_csv_has_stable_columns_and_defuses_formulas() {
        let students = [StudentRef {
            id: "s1".into(),
            name: "=HYPERLINK(\"x\"), Bob".into(),
        }];
        let items = [quiz_item("q")];
        let attempts = [quiz("s1", "q", 1_772_357_400_000, "routing", "routing")];
        let csv = to_csv(&results(&students, &items, &attempts));
        let mut lines = csv.split("\r\n");
        assert_eq!(
            lines.next().unwrap(),
            "student_id,student_name,item,kind,item_id,score,attempts,last_attempt_utc,late,correct,answer,confidence"
        );
        assert_eq!(
            lines.next().unwrap(),
            "s1,\"'=HYPERLINK(\"\"x\"\"), Bob\",q,quiz,q,1.000,1,2026-03-01T09:30:00Z,no,yes,routing,"
        );
    }

    #[test]
    fn exam_items_count_the_option_chosen_and_keep_the_confidence() {
        let students = [student("a"), student("b"), student("c")];
        let items = [ItemRef {
            key: "exam/x".into(),
            kind: ItemKind::Exam,
            id: "x".into(),
            title: "X".into(),
        }];
        let exam = |s: &str, at: i64, chosen: &str, confidence| AttemptRecord {
            student: s.into(),
            item: "exam/x".into(),
            score: if chosen == "d" { FULL_MARKS } else { 0 },
            correct: chosen == "d",
            late: false,
            submitted_at: at,
            response: Response::Exam {
                chosen: chosen.into(),
                expected: "d".into(),
                confidence,
            },
        };
        let attempts = [
            exam("a", 1, "b", Confidence::Sure),
            exam("a", 2, "d", Confidence::Guessing),
            exam("b", 1, "b", Confidence::Sure),
            exam("c", 1, "d", Confidence::Sure),
        ];
        let r = results(&students, &items, &attempts);
        let wrong = r.item_stats[0].most_common_wrong.as_ref().unwrap();
        assert_eq!((wrong.answer.as_str(), wrong.count), ("b", 2));
        let a = &r.rows[0].cells[0];
        assert_eq!(a.score, Some(FULL_MARKS));
        assert_eq!(a.correct, Some(true));
        assert_eq!(
            a.answer.as_deref(),
            Some("d"),
            "the counted attempt's option"
        );
        assert_eq!(a.confidence, Some(Confidence::Guessing));
        assert!(
            r.confusion.is_empty(),
            "the confusion matrix is the classifier's"
        );
        let csv = to_csv(&r);
        let lines: Vec<&str> = csv.split("\r\n").collect();
        assert!(
            lines[1].ends_with(",exam,x,1.000,2,1970-01-01T00:00:00Z,no,yes,d,guessing"),
            "{}",
            lines[1]
        );
        assert!(lines[2].ends_with(",no,no,b,sure"), "{}", lines[2]);
    }
}
