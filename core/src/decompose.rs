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
//! - [`outcome`]: what a leaf adds to its pattern ([`Detail`]): a hook's
//!   event and fields ([`HookRecipe`]), a hybrid's inner pattern, or the
//!   [`Diagnosis`] of a resume that went wrong.
//! - [`messages`]: the ids of every sentence the classifier emits, with an
//!   English fallback; the pages translate them from `locales/*/matrix.ftl`.
//! - [`scenario`]: the scenario file format (`content/scenarios/<id>.toml`),
//!   [`load_scenario()`] and [`load_bank()`].

pub mod classify;
pub mod matrix;
pub mod messages;
pub mod outcome;
pub mod scenario;
pub mod taxonomy;

pub use classify::{classify, why_not, Classification, Step, WhyNot, WhyNotVerdict};
pub use matrix::{
    decision_tree, direct_leaves, leaves, question_order, questions, AnswerValue, Answers, Branch,
    LeafPath, Node, Question, QuestionId,
};
pub use messages::{message_ids, Message};
pub use outcome::{Detail, Diagnosis, HookRecipe};
pub use scenario::{
    indistinguishable_pairs, load_bank, load_scenario, Scenario, ScenarioError, ScenarioErrorKind,
    ScenarioText,
};
pub use taxonomy::{PatternId, Topic};

/// Every stable id of the matrix's data: topics, patterns, questions,
/// answer values, hook recipes and diagnoses. Ids are for files and keys;
/// a learner reads the names `matrix.ftl` gives them, so a check on learner
/// text can look for these.
pub fn all_ids() -> Vec<&'static str> {
    let mut ids: Vec<&'static str> = Vec::new();
    ids.extend(Topic::ALL.into_iter().map(Topic::as_str));
    ids.extend(PatternId::ALL.into_iter().map(PatternId::as_str));
    ids.extend(QuestionId::ALL.into_iter().map(QuestionId::as_str));
    ids.extend(AnswerValue::ALL.into_iter().map(AnswerValue::as_str));
    ids.extend(HookRecipe::ALL.into_iter().map(HookRecipe::as_str));
    ids.extend(Diagnosis::ALL.into_iter().map(Diagnosis::as_str));
    crate::sort::sort(&mut ids);
    ids.dedup();
    ids
}

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
