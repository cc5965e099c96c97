//! The sentences the classifier emits, by id.
//!
//! Every id has a key in `locales/{en,fr,ru,es}/matrix.ftl`; the English
//! text here is only a fallback for callers without a bundle. Arguments that
//! hold ids are named after what they hold, and a page translates them
//! before formatting: an argument named `pattern` holds a pattern id (label
//! `pattern-<id>`), `question` a question id (`question-<id>`), and `given`,
//! `needed` or `answer` an answer id (`answer-<id>`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::matrix::{AnswerValue, QuestionId};
use super::taxonomy::{PatternId, Topic};

/// A translatable sentence: its id in `matrix.ftl`, its arguments, and an
/// English rendering for callers that have no bundle.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// The key in `matrix.ftl`.
    pub id: String,
    /// Named arguments (ids, see the module documentation).
    pub args: BTreeMap<String, String>,
    /// The sentence in English, arguments already filled in.
    pub fallback: String,
}

impl Message {
    fn plain(id: String, fallback: &str) -> Message {
        Message {
            id,
            args: BTreeMap::new(),
            fallback: fallback.to_owned(),
        }
    }
}

/// The key of a pattern's name.
pub fn pattern_key(pattern: PatternId) -> String {
    format!("pattern-{}", pattern.as_str())
}

/// The key of a pattern's one-line summary.
pub fn pattern_summary_key(pattern: PatternId) -> String {
    format!("pattern-{}-summary", pattern.as_str())
}

/// The key of a topic's name.
pub fn topic_key(topic: Topic) -> String {
    format!("topic-{}", topic.as_str())
}

/// The key of a question's text.
pub fn question_key(question: QuestionId) -> String {
    format!("question-{}", question.as_str())
}

/// The key of an answer value's label.
pub fn answer_key(value: AnswerValue) -> String {
    format!("answer-{}", value.as_str())
}

/// The key of the sentence that explains what an answer implies.
pub fn reason_key(question: QuestionId, value: AnswerValue) -> String {
    format!("reason-{}-{}", question.as_str(), value.as_str())
}

/// The ids of the sentences with arguments.
pub const CLASSIFY_RESULT: &str = "classify-result";
/// A step the learner did not answer: the walk assumed the default.
pub const REASON_ASSUMED: &str = "reason-assumed";
/// `why_not` for the pattern the answers lead to.
pub const WHY_NOT_IS_ANSWER: &str = "why-not-is-answer";
/// `why_not` for a pattern that an answer rules out.
pub const WHY_NOT_RULED_OUT: &str = "why-not-ruled-out";

/// English name of a pattern.
pub fn pattern_name(pattern: PatternId) -> &'static str {
    match pattern {
        PatternId::PromptChaining => "Prompt chaining",
        PatternId::Routing => "Routing",
        PatternId::ParallelizationSectioning => "Parallelization (sectioning)",
        PatternId::ParallelizationVoting => "Parallelization (voting)",
        PatternId::OrchestratorWorkers => "Orchestrator-workers",
        PatternId::EvaluatorOptimizer => "Evaluator-optimizer",
        PatternId::AutonomousAgent => "Autonomous agent",
        PatternId::HookPreToolUse => "PreToolUse hook",
        PatternId::HookPostToolUse => "PostToolUse hook",
        PatternId::PromptInstruction => "Prompt instruction",
        PatternId::Resume => "Resume",
        PatternId::ResumeWithReread => "Resume and re-read the changed files",
        PatternId::Fork => "Fork the session",
        PatternId::RestartWithSummary => "Restart with a summary",
    }
}

/// English summary of a pattern.
pub fn pattern_summary(pattern: PatternId) -> &'static str {
    match pattern {
        PatternId::PromptChaining => {
            "A fixed sequence of calls, each working on the previous output, with checks between steps."
        }
        PatternId::Routing => "Classify the input first, then hand it to the handler built for its category.",
        PatternId::ParallelizationSectioning => {
            "Independent pieces of the task run at the same time; code merges the results."
        }
        PatternId::ParallelizationVoting => {
            "The same task runs several times; the outputs are compared or voted on."
        }
        PatternId::OrchestratorWorkers => {
            "A central model decides the subtasks at run time, delegates them to workers and merges what they return."
        }
        PatternId::EvaluatorOptimizer => {
            "One call drafts, another grades the draft against a clear criterion, and the loop repeats."
        }
        PatternId::AutonomousAgent => {
            "The model plans and acts on its own, steering by what the environment returns at each step."
        }
        PatternId::HookPreToolUse => {
            "Code that runs before a tool call and can allow, deny or rewrite it, every time."
        }
        PatternId::HookPostToolUse => {
            "Code that runs on a tool's result and can replace or annotate it before the model reads it."
        }
        PatternId::PromptInstruction => {
            "Guidance written in the prompt or CLAUDE.md: followed most of the time, never guaranteed."
        }
        PatternId::Resume => "Pick the conversation up where it stopped, with --resume or --continue.",
        PatternId::ResumeWithReread => {
            "Resume, then name the files that changed and ask the agent to read them again first."
        }
        PatternId::Fork => "Branch a new session from a shared baseline with --fork-session; the original stays intact.",
        PatternId::RestartWithSummary => {
            "Start a fresh session fed with a structured summary: goal, decisions, state of the code, open questions."
        }
    }
}

/// English name of a topic.
pub fn topic_name(topic: Topic) -> &'static str {
    match topic {
        Topic::Decomposition => "Task decomposition",
        Topic::HookOrPrompt => "Hook or prompt",
        Topic::Session => "Session management",
    }
}

/// English text of a question.
pub fn question_text(question: QuestionId) -> &'static str {
    match question {
        QuestionId::Topic => "What is being decided?",
        QuestionId::StepsKnown => "Are the steps known before the run starts?",
        QuestionId::NeedsPreviousOutput => "Does each step need the previous step's output?",
        QuestionId::IndependentSubtasks => "Are the subtasks independent of one another?",
        QuestionId::SameTaskVoted => "Is the same task run several times so the outputs can vote?",
        QuestionId::DistinctInputCategories => {
            "Are there distinct categories of input, each better handled on its own?"
        }
        QuestionId::ClearCriterion => "Is there a clear criterion worth iterating on?",
        QuestionId::ModelPicksNextStep => {
            "Does the model pick each next step from the environment's feedback, with no fixed plan?"
        }
        QuestionId::MustAlwaysHold => "Must the rule hold every time? Would a violation be a P0?",
        QuestionId::ActsOn => "Does it act on the call before it runs, or on its result?",
        QuestionId::CompareAlternatives => {
            "Do you want to compare alternatives from a shared starting point?"
        }
        QuestionId::FilesChanged => "Did files the session read change since?",
        QuestionId::ChangeSize => "How much changed?",
        QuestionId::EditsSurgical => "Were the edits surgical?",
    }
}

/// English label of an answer value.
pub fn answer_label(value: AnswerValue) -> &'static str {
    match value {
        AnswerValue::Yes => "Yes",
        AnswerValue::No => "No",
        AnswerValue::BeforeCall => "Before the call runs",
        AnswerValue::OnResult => "On its result",
        AnswerValue::Small => "A small surface",
        AnswerValue::Large => "A large surface",
        AnswerValue::Decomposition => "How to split the work",
        AnswerValue::HookOrPrompt => "Where a rule lives: hook or prompt",
        AnswerValue::Session => "What to do with a session",
        AnswerValue::NotRelevant => "Not relevant",
    }
}

/// English sentence: what an answer to a question implies. `None` for a
/// value the question does not accept.
pub fn reason_text(question: QuestionId, value: AnswerValue) -> Option<&'static str> {
    use AnswerValue as A;
    use QuestionId as Q;
    let text = match (question, value) {
        (Q::Topic, A::Decomposition) => "The decision is how to split the work between LLM calls.",
        (Q::Topic, A::HookOrPrompt) => {
            "The decision is whether a rule belongs in a hook or in the prompt."
        }
        (Q::Topic, A::Session) => "The decision is what to do with an existing session.",
        (Q::StepsKnown, A::Yes) => "The steps can be written down before the run starts.",
        (Q::StepsKnown, A::No) => "The subtasks only come to light while the work is running.",
        (Q::DistinctInputCategories, A::Yes) => {
            "The inputs fall into distinct categories, each better served by its own handler."
        }
        (Q::DistinctInputCategories, A::No) => {
            "Every input gets the same treatment; there is nothing to sort it by."
        }
        (Q::ClearCriterion, A::Yes) => {
            "A clear criterion can grade each draft, and another round measurably improves it."
        }
        (Q::ClearCriterion, A::No) => {
            "No clear criterion makes another round of critique worth paying for."
        }
        (Q::NeedsPreviousOutput, A::Yes) => "Each step works on what the previous one produced.",
        (Q::NeedsPreviousOutput, A::No) => "No step waits for another step's output.",
        (Q::SameTaskVoted, A::Yes) => {
            "The same task runs several times and the outputs are combined by a vote."
        }
        (Q::SameTaskVoted, A::No) => "Each call does a different piece of the work; nothing is voted on.",
        (Q::IndependentSubtasks, A::Yes) => {
            "The subtasks are independent, so they can run at the same time."
        }
        (Q::IndependentSubtasks, A::No) => {
            "The subtasks depend on one another, so they have to run in order."
        }
        (Q::ModelPicksNextStep, A::Yes) => {
            "The model chooses every next step from what the environment returns, with no plan fixed in code."
        }
        (Q::ModelPicksNextStep, A::No) => {
            "A central model splits the task and delegates the pieces; it does not feel its way step by step."
        }
        (Q::MustAlwaysHold, A::Yes) => {
            "The rule must hold every single time: a violation would be a P0 incident."
        }
        (Q::MustAlwaysHold, A::No) => "The rule is guidance; an occasional miss is not an incident.",
        (Q::ActsOn, A::BeforeCall) => "The rule has to act on the tool call before it runs.",
        (Q::ActsOn, A::OnResult) => "The rule has to act on the tool's result before the model reads it.",
        (Q::CompareAlternatives, A::Yes) => {
            "You want to try alternatives side by side from one shared starting point."
        }
        (Q::CompareAlternatives, A::No) => "You want to carry on along a single line of work.",
        (Q::FilesChanged, A::Yes) => "Files the session read have changed since it last saw them.",
        (Q::FilesChanged, A::No) => "Nothing the session read has changed since.",
        (Q::ChangeSize, A::Small) => "Only a small surface changed.",
        (Q::ChangeSize, A::Large) => "A large surface changed.",
        (Q::EditsSurgical, A::Yes) => "The edits were surgical: a few known lines you can name.",
        (Q::EditsSurgical, A::No) => "The edits were sweeping rather than surgical.",
        _ => return None,
    };
    Some(text)
}

/// The sentence explaining what `value` means for `question`.
pub fn reason(question: QuestionId, value: AnswerValue) -> Message {
    let text = reason_text(question, value).unwrap_or("This answer does not fit the question.");
    Message::plain(reason_key(question, value), text)
}

/// "Not answered: assumed `value`" for a step the walk had to guess.
pub fn assumed(question: QuestionId, value: AnswerValue) -> Message {
    let mut args = BTreeMap::new();
    args.insert("question".to_owned(), question.as_str().to_owned());
    args.insert("answer".to_owned(), value.as_str().to_owned());
    Message {
        id: REASON_ASSUMED.to_owned(),
        args,
        fallback: format!(
            "“{}” was not answered, so the walk assumed “{}”.",
            question_text(question),
            answer_label(value)
        ),
    }
}

/// "So the answer is `pattern`."
pub fn classify_result(pattern: PatternId) -> Message {
    let mut args = BTreeMap::new();
    args.insert("pattern".to_owned(), pattern.as_str().to_owned());
    Message {
        id: CLASSIFY_RESULT.to_owned(),
        args,
        fallback: format!("So the answer is: {}.", pattern_name(pattern)),
    }
}

/// "`pattern` is where these answers lead."
pub fn why_not_is_answer(pattern: PatternId) -> Message {
    let mut args = BTreeMap::new();
    args.insert("pattern".to_owned(), pattern.as_str().to_owned());
    Message {
        id: WHY_NOT_IS_ANSWER.to_owned(),
        args,
        fallback: format!("{} is where these answers lead.", pattern_name(pattern)),
    }
}

/// "`pattern` is ruled out by the answer to `question`."
pub fn why_not_ruled_out(
    pattern: PatternId,
    question: QuestionId,
    given: AnswerValue,
    needed: AnswerValue,
) -> Message {
    let mut args = BTreeMap::new();
    args.insert("pattern".to_owned(), pattern.as_str().to_owned());
    args.insert("question".to_owned(), question.as_str().to_owned());
    args.insert("given".to_owned(), given.as_str().to_owned());
    args.insert("needed".to_owned(), needed.as_str().to_owned());
    Message {
        id: WHY_NOT_RULED_OUT.to_owned(),
        args,
        fallback: format!(
            "{} is ruled out by “{}”: the answer is “{}”, and it would need “{}”.",
            pattern_name(pattern),
            question_text(question),
            answer_label(given),
            answer_label(needed)
        ),
    }
}

/// Every message id this module can emit, plus the labels a page needs to
/// show the matrix. Each has a key in all four `matrix.ftl` files.
pub fn message_ids() -> Vec<String> {
    let mut ids = Vec::new();
    for pattern in PatternId::ALL {
        ids.push(pattern_key(pattern));
        ids.push(pattern_summary_key(pattern));
    }
    for topic in Topic::ALL {
        ids.push(topic_key(topic));
    }
    for question in QuestionId::ALL {
        ids.push(question_key(question));
        for value in question.values() {
            ids.push(reason_key(question, *value));
        }
    }
    for value in AnswerValue::ALL {
        ids.push(answer_key(value));
    }
    for id in [
        CLASSIFY_RESULT,
        REASON_ASSUMED,
        WHY_NOT_IS_ANSWER,
        WHY_NOT_RULED_OUT,
    ] {
        ids.push(id.to_owned());
    }
    ids
}

/// The English text of every id in [`message_ids`] that takes no argument,
/// so a test can check `locales/en/matrix.ftl` against it.
pub fn english_plain_texts() -> Vec<(String, &'static str)> {
    let mut out = Vec::new();
    for pattern in PatternId::ALL {
        out.push((pattern_key(pattern), pattern_name(pattern)));
        out.push((pattern_summary_key(pattern), pattern_summary(pattern)));
    }
    for topic in Topic::ALL {
        out.push((topic_key(topic), topic_name(topic)));
    }
    for question in QuestionId::ALL {
        out.push((question_key(question), question_text(question)));
        for value in question.values() {
            if let Some(text) = reason_text(question, *value) {
                out.push((reason_key(question, *value), text));
            }
        }
    }
    for value in AnswerValue::ALL {
        out.push((answer_key(value), answer_label(value)));
    }
    out
}
