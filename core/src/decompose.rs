//! Task decomposition, hook-or-prompt and session choices: the taxonomy, the
//! decision matrix, the classifier and the quiz's scenario bank.
//!
//! Everything here is data a page can render and walk:
//!
//! - [`taxonomy`]: the pattern ids ([`PatternId`]) and the three topics
//!   ([`Topic`]) they belong to.
//! - [`matrix`]: the questions ([`QuestionId`]), the answer values
//!   ([`AnswerValue`]), a learner's [`Answers`] and the decision tree
//!   ([`decision_tree`]) that turns answers into a pattern.
//! - [`classify`](mod@classify): [`classify()`] walks the tree and records the
//!   path; [`why_not()`] names the answer that rules any other pattern out.
//! - [`messages`]: the ids of every sentence the classifier emits, with an
//!   English fallback; the pages translate them from `locales/*/matrix.ftl`.
//! - [`scenario`]: the scenario file format (`content/scenarios/<id>.toml`),
//!   [`load_scenario()`] and [`load_bank()`].

pub mod classify;
pub mod matrix;
pub mod messages;
pub mod scenario;
pub mod taxonomy;

pub use classify::{classify, why_not, Classification, Step, WhyNot, WhyNotVerdict};
pub use matrix::{
    decision_tree, questions, AnswerValue, Answers, Branch, Node, Question, QuestionId,
};
pub use messages::{message_ids, Message};
pub use scenario::{
    indistinguishable_pairs, load_bank, load_scenario, Scenario, ScenarioError, ScenarioErrorKind,
    ScenarioText,
};
pub use taxonomy::{PatternId, Topic};

use crate::i18n::{ArgKind, Concept};

/// The key of the name of the pattern, question or answer `id` names.
pub(crate) fn concept_key(concept: Concept, id: &str) -> Option<String> {
    match concept {
        Concept::Pattern => PatternId::from_id(id).map(messages::pattern_key),
        Concept::Question => QuestionId::from_id(id).map(messages::question_key),
        Concept::Answer => AnswerValue::from_id(id).map(messages::answer_key),
        _ => None,
    }
}

/// Every id of the patterns, questions or answers.
pub(crate) fn concept_ids(concept: Concept) -> Vec<String> {
    match concept {
        Concept::Pattern => PatternId::ALL
            .iter()
            .map(|p| p.as_str().to_owned())
            .collect(),
        Concept::Question => QuestionId::ALL
            .iter()
            .map(|q| q.as_str().to_owned())
            .collect(),
        Concept::Answer => AnswerValue::ALL
            .iter()
            .map(|a| a.as_str().to_owned())
            .collect(),
        _ => Vec::new(),
    }
}

/// What an argument of a matrix sentence holds (see [`messages`]): a
/// pattern, a question or an answer id, else text.
pub(crate) fn arg_kind(name: &str) -> ArgKind {
    match name {
        "pattern" => ArgKind::Concept(Concept::Pattern),
        "question" => ArgKind::Concept(Concept::Question),
        "given" | "needed" | "answer" => ArgKind::Concept(Concept::Answer),
        _ => ArgKind::Text,
    }
}
