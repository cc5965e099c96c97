//! Walking the decision tree: [`classify`] and [`why_not`].

use serde::{Deserialize, Serialize};

use super::matrix::{decision_tree, paths_to, AnswerValue, Answers, Node, QuestionId};
use super::messages::{self, Message};
use super::outcome::Detail;
use super::taxonomy::{PatternId, Topic};

/// One step of a walk through the tree.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The question asked at this node.
    pub question: QuestionId,
    /// The branch followed.
    pub answer: AnswerValue,
    /// True when the question had no (usable) answer and the walk followed
    /// the node's default branch.
    pub assumed: bool,
}

/// Where a set of answers leads, and how.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Classification {
    /// The topic the walk went into.
    pub topic: Topic,
    /// The pattern reached.
    pub pattern: PatternId,
    /// What the leaf adds to the pattern: the hook's event and fields, the
    /// inner pattern of a hybrid, or the diagnosis of a failed resume.
    pub detail: Option<Detail>,
    /// The (question, answer) steps from the root to the leaf, in order.
    pub path: Vec<Step>,
    /// One sentence per step (what the answer implies, or that it was
    /// assumed), then the conclusion.
    pub explanation: Vec<Message>,
}

impl Classification {
    /// Whether every step of the path was answered (nothing assumed).
    pub fn is_complete(&self) -> bool {
        self.path.iter().all(|s| !s.assumed)
    }
}

/// Whether a pattern fits the answers, and if not, what rules it out.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum WhyNotVerdict {
    /// The answers lead to this very pattern.
    IsTheAnswer,
    /// The answer to `question` sends the walk away from the pattern.
    RuledOut {
        /// The question whose answer rules the pattern out.
        question: QuestionId,
        /// The answer given (or assumed, see `assumed`).
        given: AnswerValue,
        /// The answer the pattern would need there.
        needed: AnswerValue,
        /// True when `given` was not answered but assumed by default.
        assumed: bool,
    },
}

/// The explanation of why `pattern` is (or is not) the answer.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct WhyNot {
    /// The pattern asked about.
    pub pattern: PatternId,
    /// The pattern the answers actually lead to.
    pub chosen: PatternId,
    /// The verdict.
    pub verdict: WhyNotVerdict,
    /// The sentences to show: the verdict, then (when ruled out) what the
    /// deciding answer implies.
    pub messages: Vec<Message>,
}

/// The upper bound on the tree's depth; a guard, the real tree is far shallower.
const MAX_DEPTH: usize = 64;

/// Walks the decision tree with `answers`. A question that is not answered,
/// or answered with a value it does not accept, follows the node's default
/// branch and is marked `assumed`. Never panics.
pub fn classify(answers: &Answers) -> Classification {
    let tree = decision_tree();
    let mut node = &tree;
    let mut path = Vec::new();
    let mut explanation = Vec::new();
    let mut pattern = PatternId::PromptChaining;
    let mut detail = None;
    for _ in 0..MAX_DEPTH {
        match node {
            Node::Leaf {
                pattern: p,
                detail: d,
            } => {
                pattern = *p;
                detail = *d;
                break;
            }
            Node::Ask {
                question,
                default,
                branches,
            } => {
                let given = answers.get(*question);
                let chosen = given.and_then(|v| branches.iter().find(|b| b.answer == v));
                let (branch, assumed) = match chosen {
                    Some(b) => (Some(b), false),
                    None => (branches.iter().find(|b| b.answer == *default), true),
                };
                let Some(branch) = branch.or_else(|| branches.first()) else {
                    break;
                };
                if assumed {
                    explanation.push(messages::assumed(*question, branch.answer));
                }
                explanation.push(messages::reason(*question, branch.answer));
                path.push(Step {
                    question: *question,
                    answer: branch.answer,
                    assumed,
                });
                node = &branch.then;
            }
        }
    }
    explanation.push(messages::classify_result(pattern));
    Classification {
        topic: pattern.topic(),
        pattern,
        detail,
        path,
        explanation,
    }
}

/// Explains, for any pattern, which answer rules it out (or that it is the
/// answer). Among the tree's paths to `pattern`, the one that shares the
/// longest prefix with the learner's walk is used: its first disagreement is
/// the deciding answer.
pub fn why_not(answers: &Answers, pattern: PatternId) -> WhyNot {
    let walk = classify(answers);
    if walk.pattern == pattern {
        return WhyNot {
            pattern,
            chosen: walk.pattern,
            verdict: WhyNotVerdict::IsTheAnswer,
            messages: vec![messages::why_not_is_answer(pattern)],
        };
    }
    let mut best: Option<(usize, &Step, AnswerValue)> = None;
    let candidates = paths_to(pattern);
    for required in &candidates {
        let divergence = walk
            .path
            .iter()
            .zip(required.iter())
            .enumerate()
            .find(|(_, (step, (q, v)))| step.question != *q || step.answer != *v);
        if let Some((depth, (step, (q, needed)))) = divergence {
            if step.question != *q {
                continue;
            }
            if best.is_none_or(|(d, _, _)| depth > d) {
                best = Some((depth, step, *needed));
            }
        }
    }
    match best {
        Some((_, step, needed)) => WhyNot {
            pattern,
            chosen: walk.pattern,
            verdict: WhyNotVerdict::RuledOut {
                question: step.question,
                given: step.answer,
                needed,
                assumed: step.assumed,
            },
            messages: vec![
                messages::why_not_ruled_out(pattern, step.question, step.answer, needed),
                messages::reason(step.question, step.answer),
            ],
        },
        None => {
            // Unreachable with the shipped tree (every pattern has a leaf and
            // every walk starts at the same root); answer with the topic.
            let given = AnswerValue::for_topic(walk.topic);
            let needed = AnswerValue::for_topic(pattern.topic());
            WhyNot {
                pattern,
                chosen: walk.pattern,
                verdict: WhyNotVerdict::RuledOut {
                    question: QuestionId::Topic,
                    given,
                    needed,
                    assumed: false,
                },
                messages: vec![
                    messages::why_not_ruled_out(pattern, QuestionId::Topic, given, needed),
                    messages::reason(QuestionId::Topic, given),
                ],
            }
        }
    }
}
