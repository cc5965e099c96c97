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
    decision_tree, direct_leaves, question_order, questions, AnswerValue, Answers, Branch, Node,
    Question, QuestionId,
};
pub use messages::{message_ids, Message};
pub use scenario::{
    indistinguishable_pairs, load_bank, load_scenario, Locale, Scenario, ScenarioError,
    ScenarioErrorKind, ScenarioText,
};
pub use taxonomy::{PatternId, Topic};
