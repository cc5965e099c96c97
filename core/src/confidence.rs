//! How sure the learner said they were of an answer. Quiz answers, mock
//! exam answers and review ratings all carry it, so it lives apart from
//! each of them: `progress`, `exam` and `review` depend on this module and
//! none of them on another for it.

use serde::{Deserialize, Serialize};

/// How sure the learner said they were.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Confidence {
    Sure,
    Guessing,
}
