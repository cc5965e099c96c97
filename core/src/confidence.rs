//! How sure the learner said they were of an answer. Quiz answers, mock
//! exam answers and review ratings all carry it, so it lives apart from
//! each of them: `progress`, `exam` and `review` depend on this module and
//! none of them on another for it.

use crate::named::by_name;

/// How sure the learner said they were.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Confidence {
    Sure,
    Guessing,
}

by_name!(Confidence {
    Sure => "sure",
    Guessing => "guessing",
});
