//! The learner's progress store: one versioned JSON document that every
//! feature writes to by id (lessons read, check-yourself answers, quiz
//! answers with confidence, walks through the decision matrix for the
//! learner's own workflows, challenges solved, simulator scenarios
//! finished). It lives in the browser today and exports to one file; a
//! study-group server can store the same document later.

use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// The format version this build writes and reads.
pub const PROGRESS_VERSION: u32 = 1;

/// Largest progress file accepted on import.
pub const MAX_PROGRESS_BYTES: usize = 4 * 1024 * 1024;

/// Longest description of a matrix walk kept, in characters.
pub const MAX_WALK_DESCRIPTION_CHARS: usize = 200;

/// How many matrix walks are kept; the oldest go first.
pub const MAX_MATRIX_WALKS: usize = 100;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    pub version: u32,
    #[serde(default)]
    pub lessons_read: BTreeSet<String>,
    /// Check-yourself questions, keyed `section/slug#question-id`.
    #[serde(default)]
    pub checks: BTreeMap<String, CheckRecord>,
    #[serde(default)]
    pub quiz: Vec<QuizAnswer>,
    /// Walks through the decision matrix for the learner's own workflows,
    /// oldest first.
    #[serde(default)]
    pub matrix_walks: Vec<MatrixWalk>,
    #[serde(default)]
    pub challenges_solved: BTreeSet<String>,
    #[serde(default)]
    pub simulator_finished: BTreeSet<String>,
}

impl Default for Progress {
    fn default() -> Self {
        Progress {
            version: PROGRESS_VERSION,
            lessons_read: BTreeSet::new(),
            checks: BTreeMap::new(),
            quiz: Vec::new(),
            matrix_walks: Vec::new(),
            challenges_solved: BTreeSet::new(),
            simulator_finished: BTreeSet::new(),
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CheckRecord {
    pub attempts: u32,
    pub first_try_correct: bool,
    pub last_correct: bool,
}

/// How sure the learner said they were.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Confidence {
    Sure,
    Guessing,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct QuizAnswer {
    pub scenario: String,
    pub chosen: String,
    pub correct: bool,
    pub confidence: Confidence,
    /// Milliseconds since the Unix epoch, as the browser's clock gave it.
    #[serde(default)]
    pub at_ms: Option<u64>,
}

/// One walk through the decision matrix for a workflow the learner has in
/// mind, kept with its result. Ids are stored as text, so a file stays
/// readable whatever later versions add to the matrix.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatrixWalk {
    /// The learner's one-line description (empty when none was typed).
    #[serde(default)]
    pub description: String,
    /// The (question id, answer id) steps, in the order they were answered.
    pub steps: Vec<(String, String)>,
    /// The pattern id the walk reached.
    pub result: String,
    /// What the result adds to the pattern (a hook recipe, an inner pattern
    /// or a diagnosis id), when it adds something.
    #[serde(default)]
    pub detail: Option<String>,
    /// Milliseconds since the Unix epoch, as the browser's clock gave it.
    #[serde(default)]
    pub at_ms: Option<u64>,
}

impl MatrixWalk {
    /// A one-line description as it is kept: whitespace runs and line
    /// breaks become one space, the ends are trimmed, and the text is cut
    /// to [`MAX_WALK_DESCRIPTION_CHARS`] characters.
    pub fn clean_description(text: &str) -> String {
        text.split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .chars()
            .take(MAX_WALK_DESCRIPTION_CHARS)
            .collect::<String>()
            .trim_end()
            .to_owned()
    }

    /// Whether two walks describe the same workflow with the same answers
    /// (the time aside).
    pub fn same_walk(&self, other: &MatrixWalk) -> bool {
        self.description == other.description
            && self.steps == other.steps
            && self.result == other.result
            && self.detail == other.detail
    }
}

/// Why a progress file could not be imported.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProgressError {
    #[error("the file is larger than {max} bytes")]
    TooLarge { max: usize },
    #[error("the file is not valid progress JSON (line {line}, column {column}): {message}")]
    Invalid {
        line: usize,
        column: usize,
        message: String,
    },
    #[error("the file was written by a newer Hooklab (format {found}; this one reads up to {supported})")]
    Newer { found: u32, supported: u32 },
}

impl ProgressError {
    /// A message id and its arguments, for the pages to say it in any language.
    pub fn id(&self) -> &'static str {
        match self {
            ProgressError::TooLarge { .. } => "progress-too-large",
            ProgressError::Invalid { .. } => "progress-invalid",
            ProgressError::Newer { .. } => "progress-newer",
        }
    }
}

impl Progress {
    /// Reads an exported file, refusing one from a newer format.
    pub fn from_json(text: &str) -> Result<Progress, ProgressError> {
        if text.len() > MAX_PROGRESS_BYTES {
            return Err(ProgressError::TooLarge {
                max: MAX_PROGRESS_BYTES,
            });
        }
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| ProgressError::Invalid {
                line: e.line(),
                column: e.column(),
                message: e.to_string(),
            })?;
        let found = value
            .get("version")
            .and_then(serde_json::Value::as_u64)
            .unwrap_or(0);
        if found > u64::from(PROGRESS_VERSION) {
            return Err(ProgressError::Newer {
                found: u32::try_from(found).unwrap_or(u32::MAX),
                supported: PROGRESS_VERSION,
            });
        }
        serde_json::from_value(value).map_err(|e| ProgressError::Invalid {
            line: 0,
            column: 0,
            message: e.to_string(),
        })
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_else(|_| String::from("{}"))
    }

    pub fn mark_lesson_read(&mut self, lesson: &str) {
        self.lessons_read.insert(lesson.to_owned());
    }

    pub fn record_check(&mut self, id: &str, correct: bool) {
        let record = self.checks.entry(id.to_owned()).or_default();
        if record.attempts == 0 {
            record.first_try_correct = correct;
        }
        record.attempts = record.attempts.saturating_add(1);
        record.last_correct = correct;
    }

    pub fn record_quiz(&mut self, answer: QuizAnswer) {
        self.quiz.push(answer);
    }

    /// Keeps a matrix walk with its result. The description is cleaned
    /// ([`MatrixWalk::clean_description`]); a walk that repeats the last one
    /// only refreshes its time; past [`MAX_MATRIX_WALKS`] the oldest goes.
    pub fn record_matrix_walk(&mut self, mut walk: MatrixWalk) {
        walk.description = MatrixWalk::clean_description(&walk.description);
        if let Some(last) = self.matrix_walks.last_mut() {
            if last.same_walk(&walk) {
                last.at_ms = walk.at_ms.or(last.at_ms);
                return;
            }
        }
        self.matrix_walks.push(walk);
        let excess = self.matrix_walks.len().saturating_sub(MAX_MATRIX_WALKS);
        self.matrix_walks.drain(..excess);
    }

    pub fn mark_challenge_solved(&mut self, id: &str) {
        self.challenges_solved.insert(id.to_owned());
    }

    pub fn mark_simulator_finished(&mut self, id: &str) {
        self.simulator_finished.insert(id.to_owned());
    }

    /// Adds everything `other` records to `self` (an import never loses what
    /// this browser already knows).
    pub fn merge(&mut self, other: Progress) {
        self.lessons_read.extend(other.lessons_read);
        for (id, record) in other.checks {
            let mine = self.checks.entry(id).or_default();
            if mine.attempts == 0 {
                *mine = record;
            } else {
                mine.attempts = mine.attempts.saturating_add(record.attempts);
                mine.last_correct = mine.last_correct || record.last_correct;
            }
        }
        for answer in other.quiz {
            if !self.quiz.contains(&answer) {
                self.quiz.push(answer);
            }
        }
        for walk in other.matrix_walks {
            if !self.matrix_walks.contains(&walk) {
                self.matrix_walks.push(walk);
            }
        }
        self.matrix_walks.sort_by_key(|w| w.at_ms.unwrap_or(0));
        let excess = self.matrix_walks.len().saturating_sub(MAX_MATRIX_WALKS);
        self.matrix_walks.drain(..excess);
        self.challenges_solved.extend(other.challenges_solved);
        self.simulator_finished.extend(other.simulator_finished);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_through_json() {
        let mut progress = Progress::default();
        progress.mark_lesson_read("hooks/anatomy");
        progress.record_check("hooks/anatomy#exit-1", false);
        progress.record_check("hooks/anatomy#exit-1", true);
        progress.record_quiz(QuizAnswer {
            scenario: "pr-review-40-files".into(),
            chosen: "prompt-chaining".into(),
            correct: true,
            confidence: Confidence::Guessing,
            at_ms: Some(1),
        });
        let back = Progress::from_json(&progress.to_json()).expect("own output reads back");
        assert_eq!(back, progress);
        let record = &back.checks["hooks/anatomy#exit-1"];
        assert_eq!(
            (
                record.attempts,
                record.first_try_correct,
                record.last_correct
            ),
            (2, false, true)
        );
    }

    #[test]
    fn refuses_a_newer_format_with_its_number() {
        let err = Progress::from_json(r#"{"version": 7}"#).unwrap_err();
        assert_eq!(
            err,
            ProgressError::Newer {
                found: 7,
                supported: PROGRESS_VERSION
            }
        );
        assert!(err.to_string().contains("newer"));
    }

    #[test]
    fn reports_where_the_json_breaks() {
        match Progress::from_json("{\n  \"version\": 1,\n  oops\n}") {
            Err(ProgressError::Invalid { line, .. }) => assert_eq!(line, 3),
            other => panic!("expected an invalid-file error, got {other:?}"),
        }
    }

    fn walk(description: &str, result: &str, at_ms: u64) -> MatrixWalk {
        MatrixWalk {
            description: description.to_owned(),
            steps: vec![
                ("topic".to_owned(), "hook-or-prompt".to_owned()),
                ("violation-is-p0".to_owned(), "no".to_owned()),
            ],
            result: result.to_owned(),
            detail: Some("stop-check".to_owned()),
            at_ms: Some(at_ms),
        }
    }

    #[test]
    fn a_matrix_walk_is_kept_with_its_description_and_result() {
        let mut progress = Progress::default();
        progress.record_matrix_walk(walk(
            "  Tests green\n before the agent\tsays done ",
            "hook-lifecycle-event",
            1,
        ));
        let kept = &progress.matrix_walks[0];
        assert_eq!(kept.description, "Tests green before the agent says done");
        assert_eq!(kept.result, "hook-lifecycle-event");
        assert_eq!(kept.detail.as_deref(), Some("stop-check"));

        // The same walk again refreshes the time instead of piling up.
        progress.record_matrix_walk(walk(
            "Tests green before the agent says done",
            "hook-lifecycle-event",
            5,
        ));
        assert_eq!(progress.matrix_walks.len(), 1);
        assert_eq!(progress.matrix_walks[0].at_ms, Some(5));

        let back = Progress::from_json(&progress.to_json()).expect("reads back");
        assert_eq!(back, progress);
        // A file from before walks were kept still reads.
        let old = Progress::from_json(r#"{"version": 1, "quiz": []}"#).expect("old file");
        assert!(old.matrix_walks.is_empty());
    }

    #[test]
    fn a_walk_description_is_one_line_and_bounded() {
        let long = "é".repeat(MAX_WALK_DESCRIPTION_CHARS + 40);
        let clean = MatrixWalk::clean_description(&long);
        assert_eq!(clean.chars().count(), MAX_WALK_DESCRIPTION_CHARS);
        assert_eq!(MatrixWalk::clean_description("a\r\n\nb"), "a b");
        assert_eq!(MatrixWalk::clean_description("   "), "");
    }

    #[test]
    fn matrix_walks_are_bounded_and_merged_in_time_order() {
        let mut progress = Progress::default();
        for i in 0..(MAX_MATRIX_WALKS as u64 + 5) {
            progress.record_matrix_walk(walk(&format!("walk {i}"), "fork", i));
        }
        assert_eq!(progress.matrix_walks.len(), MAX_MATRIX_WALKS);
        assert_eq!(progress.matrix_walks[0].description, "walk 5");

        let mut a = Progress::default();
        a.record_matrix_walk(walk("late", "fork", 20));
        let mut b = Progress::default();
        b.record_matrix_walk(walk("early", "resume", 10));
        b.record_matrix_walk(walk("late", "fork", 20));
        a.merge(b);
        let order: Vec<&str> = a
            .matrix_walks
            .iter()
            .map(|w| w.description.as_str())
            .collect();
        assert_eq!(order, ["early", "late"]);
    }

    #[test]
    fn merge_keeps_both_sides() {
        let mut a = Progress::default();
        a.mark_lesson_read("start/overview");
        let mut b = Progress::default();
        b.mark_lesson_read("hooks/reference");
        b.mark_challenge_solved("refund-cap");
        a.merge(b);
        assert_eq!(a.lessons_read.len(), 2);
        assert!(a.challenges_solved.contains("refund-cap"));
    }
}
