//! The learner's progress store: one versioned JSON document that every
//! feature writes to by id (lessons read, check-yourself answers, quiz
//! answers with confidence, challenges solved, simulator scenarios
//! finished). It lives in the browser today and exports to one file; a
//! study-group server can store the same document later.

use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// The format version this build writes and reads.
pub const PROGRESS_VERSION: u32 = 1;

/// Largest progress file accepted on import.
pub const MAX_PROGRESS_BYTES: usize = 4 * 1024 * 1024;

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
