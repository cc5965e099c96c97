//! The decision matrix: the questions, their answer values, a learner's
//! answers, and the decision tree that turns answers into a pattern.
//!
//! The tree is plain data ([`Node`]), so the quiz page can draw it, walk it
//! ("steps known in advance? yes → …") and highlight the path that
//! [`classify`](super::classify()) took.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::outcome::{Detail, Diagnosis, HookRecipe};
use super::taxonomy::{PatternId, Topic};
use crate::named::by_name;

/// One question of the matrix. Its text lives in `matrix.ftl` under
/// `question-<id>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum QuestionId {
    /// What is being decided: how to split work, where a rule lives, or what to do with a session?
    Topic,
    /// Are the steps known before the run starts?
    StepsKnown,
    /// Does each step need the previous step's output?
    NeedsPreviousOutput,
    /// Inside one step of a chain, do independent pieces run at the same time?
    ParallelWithinStep,
    /// Are the subtasks independent of one another?
    IndependentSubtasks,
    /// Is the same task run several times so that the outputs can vote?
    SameTaskVoted,
    /// Are there distinct categories of input, each better handled on its own?
    DistinctInputCategories,
    /// Is there a clear evaluation criterion that is worth iterating on?
    ClearCriterion,
    /// Does the model pick each next step from the environment's feedback, with no fixed plan?
    ModelPicksNextStep,
    /// Would breaking the rule even once be a P0 incident?
    ViolationIsP0,
    /// Must the rule hold every time, without exception (even when a miss is no incident)?
    MustAlwaysHold,
    /// At which moment must the rule act: before a tool call, on its result,
    /// when a session starts, when the agent wants to stop…?
    ActsOn,
    /// Before a tool call: refuse it, rewrite it, or let the user decide?
    CallAction,
    /// On a tool's result: replace it, add a note, or act outside the conversation?
    ResultAction,
    /// Did a resume find nothing, or the wrong conversation?
    ResumeTrouble,
    /// Do you want to compare alternatives from one shared starting point?
    CompareAlternatives,
    /// Did files the session read change since it last saw them?
    FilesChanged,
    /// How much changed: a small surface or a large one?
    ChangeSize,
    /// Were the edits surgical (a few known lines), rather than sweeping?
    EditsSurgical,
    /// Is `CLAUDE_CONFIG_DIR` the same as when the session was created?
    SameConfigDir,
    /// How was the conversation asked for: `--continue`, an id or a name?
    ResumeHandle,
    /// Is the command run in the very directory where the session started?
    StartedHere,
    /// Was the session started with `-p`, from the SDK, in the background or with `/loop`?
    HeadlessSession,
    /// Has another conversation been started in this directory since?
    NewerSessionHere,
    /// Was the session started in this repository or one of its worktrees?
    SameRepository,
    /// Is the name exactly a name set with `--name` / `/rename`, or a generated title?
    NameMatchesExactly,
    /// Is Claude Code v2.1.223 or later (resume by id across projects)?
    Version2_1_223,
    /// Does more than one project folder hold a transcript with that id?
    IdInSeveralFolders,
}

by_name!(QuestionId::as_str [
    Topic, StepsKnown, NeedsPreviousOutput, ParallelWithinStep, IndependentSubtasks,
    SameTaskVoted, DistinctInputCategories, ClearCriterion, ModelPicksNextStep, ViolationIsP0,
    MustAlwaysHold, ActsOn, CallAction, ResultAction, ResumeTrouble, CompareAlternatives,
    FilesChanged, ChangeSize, EditsSurgical, SameConfigDir, ResumeHandle, StartedHere,
    HeadlessSession, NewerSessionHere, SameRepository, NameMatchesExactly, Version2_1_223,
    IdInSeveralFolders,
]);

impl QuestionId {
    /// Every question, in the order the decision tree asks them
    /// ([`question_order`]): the lessons' "questions in order" lists follow
    /// it too, and a test keeps them equal.
    pub const ALL: [QuestionId; 28] = [
        QuestionId::Topic,
        QuestionId::StepsKnown,
        QuestionId::DistinctInputCategories,
        QuestionId::ClearCriterion,
        QuestionId::NeedsPreviousOutput,
        QuestionId::ParallelWithinStep,
        QuestionId::SameTaskVoted,
        QuestionId::IndependentSubtasks,
        QuestionId::ModelPicksNextStep,
        QuestionId::ViolationIsP0,
        QuestionId::ActsOn,
        QuestionId::CallAction,
        QuestionId::ResultAction,
        QuestionId::MustAlwaysHold,
        QuestionId::ResumeTrouble,
        QuestionId::SameConfigDir,
        QuestionId::ResumeHandle,
        QuestionId::StartedHere,
        QuestionId::HeadlessSession,
        QuestionId::NewerSessionHere,
        QuestionId::Version2_1_223,
        QuestionId::IdInSeveralFolders,
        QuestionId::SameRepository,
        QuestionId::NameMatchesExactly,
        QuestionId::CompareAlternatives,
        QuestionId::FilesChanged,
        QuestionId::ChangeSize,
        QuestionId::EditsSurgical,
    ];

    /// The stable id, as written in scenario files and message keys.
    pub const fn as_str(self) -> &'static str {
        match self {
            QuestionId::Topic => "topic",
            QuestionId::StepsKnown => "steps-known",
            QuestionId::NeedsPreviousOutput => "needs-previous-output",
            QuestionId::ParallelWithinStep => "parallel-within-step",
            QuestionId::IndependentSubtasks => "independent-subtasks",
            QuestionId::SameTaskVoted => "same-task-voted",
            QuestionId::DistinctInputCategories => "distinct-input-categories",
            QuestionId::ClearCriterion => "clear-criterion",
            QuestionId::ModelPicksNextStep => "model-picks-next-step",
            QuestionId::ViolationIsP0 => "violation-is-p0",
            QuestionId::MustAlwaysHold => "must-always-hold",
            QuestionId::ActsOn => "acts-on",
            QuestionId::CallAction => "call-action",
            QuestionId::ResultAction => "result-action",
            QuestionId::ResumeTrouble => "resume-trouble",
            QuestionId::CompareAlternatives => "compare-alternatives",
            QuestionId::FilesChanged => "files-changed",
            QuestionId::ChangeSize => "change-size",
            QuestionId::EditsSurgical => "edits-surgical",
            QuestionId::SameConfigDir => "same-config-dir",
            QuestionId::ResumeHandle => "resume-handle",
            QuestionId::StartedHere => "started-here",
            QuestionId::HeadlessSession => "headless-session",
            QuestionId::NewerSessionHere => "newer-session-here",
            QuestionId::SameRepository => "same-repository",
            QuestionId::NameMatchesExactly => "name-matches-exactly",
            QuestionId::Version2_1_223 => "version-2-1-223",
            QuestionId::IdInSeveralFolders => "id-in-several-folders",
        }
    }

    /// Parses a stable id.
    pub fn from_id(id: &str) -> Option<QuestionId> {
        QuestionId::ALL.into_iter().find(|q| q.as_str() == id)
    }

    /// The topic this question belongs to; `None` for [`QuestionId::Topic`],
    /// which every scenario answers. A question of another topic is "not
    /// relevant" to a scenario, and is left out of its answers.
    pub fn topic(self) -> Option<Topic> {
        match self {
            QuestionId::Topic => None,
            QuestionId::StepsKnown
            | QuestionId::NeedsPreviousOutput
            | QuestionId::ParallelWithinStep
            | QuestionId::IndependentSubtasks
            | QuestionId::SameTaskVoted
            | QuestionId::DistinctInputCategories
            | QuestionId::ClearCriterion
            | QuestionId::ModelPicksNextStep => Some(Topic::Decomposition),
            QuestionId::ViolationIsP0
            | QuestionId::MustAlwaysHold
            | QuestionId::ActsOn
            | QuestionId::CallAction
            | QuestionId::ResultAction => Some(Topic::HookOrPrompt),
            QuestionId::ResumeTrouble
            | QuestionId::CompareAlternatives
            | QuestionId::FilesChanged
            | QuestionId::ChangeSize
            | QuestionId::EditsSurgical
            | QuestionId::SameConfigDir
            | QuestionId::ResumeHandle
            | QuestionId::StartedHere
            | QuestionId::HeadlessSession
            | QuestionId::NewerSessionHere
            | QuestionId::SameRepository
            | QuestionId::NameMatchesExactly
            | QuestionId::Version2_1_223
            | QuestionId::IdInSeveralFolders => Some(Topic::Session),
        }
    }

    /// The values this question accepts (besides "not relevant"), in the
    /// order a page offers them.
    pub fn values(self) -> &'static [AnswerValue] {
        use AnswerValue as A;
        match self {
            QuestionId::Topic => &[A::Decomposition, A::HookOrPrompt, A::Session],
            QuestionId::ActsOn => &[
                A::SessionStart,
                A::PromptSubmit,
                A::BeforeCall,
                A::OnResult,
                A::AfterBatch,
                A::SubagentStart,
                A::SubagentStop,
                A::AgentStop,
                A::BeforeCompaction,
                A::Notification,
                A::SessionEnd,
            ],
            QuestionId::CallAction => &[A::DenyCall, A::RewriteCall, A::AskUser],
            QuestionId::ResultAction => &[A::ReplaceResult, A::AnnotateResult, A::ActOutside],
            QuestionId::ResumeHandle => &[A::ContinueFlag, A::ById, A::ByName],
            QuestionId::ChangeSize => &[A::Small, A::Large],
            _ => &[A::Yes, A::No],
        }
    }

    /// Whether `value` is one of this question's values.
    pub fn accepts(self, value: AnswerValue) -> bool {
        self.values().contains(&value)
    }
}

impl std::fmt::Display for QuestionId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An answer to a question. Labels live in `matrix.ftl` under `answer-<id>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum AnswerValue {
    /// Yes.
    Yes,
    /// No.
    No,
    /// `acts-on`: when a session starts or resumes (SessionStart).
    SessionStart,
    /// `acts-on`: when the user submits a prompt (UserPromptSubmit).
    PromptSubmit,
    /// `acts-on`: on a tool call, before it runs (PreToolUse).
    BeforeCall,
    /// `acts-on`: on a tool's result (PostToolUse).
    OnResult,
    /// `acts-on`: once a batch of parallel tool calls is done (PostToolBatch).
    AfterBatch,
    /// `acts-on`: when a subagent starts (SubagentStart).
    SubagentStart,
    /// `acts-on`: when a subagent is about to finish (SubagentStop).
    SubagentStop,
    /// `acts-on`: when the agent is about to stop (Stop).
    AgentStop,
    /// `acts-on`: before the conversation is compacted (PreCompact).
    BeforeCompaction,
    /// `acts-on`: when Claude Code sends a notification (Notification).
    Notification,
    /// `acts-on`: when the session ends (SessionEnd).
    SessionEnd,
    /// `call-action`: refuse the call and name a safe alternative.
    DenyCall,
    /// `call-action`: correct the call's input and let it run.
    RewriteCall,
    /// `call-action`: let the user decide.
    AskUser,
    /// `result-action`: replace what Claude reads.
    ReplaceResult,
    /// `result-action`: add a note next to the result.
    AnnotateResult,
    /// `result-action`: act outside the conversation (format, log).
    ActOutside,
    /// `resume-handle`: `--continue`.
    ContinueFlag,
    /// `resume-handle`: `--resume` with a session id.
    ById,
    /// `resume-handle`: `--resume` with a name.
    ByName,
    /// A small surface changed (`change-size`).
    Small,
    /// A large surface changed (`change-size`).
    Large,
    /// Topic: how to split a piece of work.
    Decomposition,
    /// Topic: hook or prompt.
    HookOrPrompt,
    /// Topic: what to do with a session.
    Session,
    /// The question does not apply to this scenario. [`Answers`] never
    /// stores it: setting it removes the answer.
    NotRelevant,
}

by_name!(AnswerValue::as_str [
    Yes, No, SessionStart, PromptSubmit, BeforeCall, OnResult, AfterBatch, SubagentStart,
    SubagentStop, AgentStop, BeforeCompaction, Notification, SessionEnd, DenyCall, RewriteCall,
    AskUser, ReplaceResult, AnnotateResult, ActOutside, ContinueFlag, ById, ByName, Small,
    Large, Decomposition, HookOrPrompt, Session, NotRelevant,
]);

impl AnswerValue {
    /// Every value, in display order.
    pub const ALL: [AnswerValue; 28] = [
        AnswerValue::Yes,
        AnswerValue::No,
        AnswerValue::SessionStart,
        AnswerValue::PromptSubmit,
        AnswerValue::BeforeCall,
        AnswerValue::OnResult,
        AnswerValue::AfterBatch,
        AnswerValue::SubagentStart,
        AnswerValue::SubagentStop,
        AnswerValue::AgentStop,
        AnswerValue::BeforeCompaction,
        AnswerValue::Notification,
        AnswerValue::SessionEnd,
        AnswerValue::DenyCall,
        AnswerValue::RewriteCall,
        AnswerValue::AskUser,
        AnswerValue::ReplaceResult,
        AnswerValue::AnnotateResult,
        AnswerValue::ActOutside,
        AnswerValue::ContinueFlag,
        AnswerValue::ById,
        AnswerValue::ByName,
        AnswerValue::Small,
        AnswerValue::Large,
        AnswerValue::Decomposition,
        AnswerValue::HookOrPrompt,
        AnswerValue::Session,
        AnswerValue::NotRelevant,
    ];

    /// The stable id, as written in scenario files and message keys.
    pub const fn as_str(self) -> &'static str {
        match self {
            AnswerValue::Yes => "yes",
            AnswerValue::No => "no",
            AnswerValue::SessionStart => "session-start",
            AnswerValue::PromptSubmit => "prompt-submit",
            AnswerValue::BeforeCall => "before-call",
            AnswerValue::OnResult => "on-result",
            AnswerValue::AfterBatch => "after-batch",
            AnswerValue::SubagentStart => "subagent-start",
            AnswerValue::SubagentStop => "subagent-stop",
            AnswerValue::AgentStop => "agent-stop",
            AnswerValue::BeforeCompaction => "before-compaction",
            AnswerValue::Notification => "notification",
            AnswerValue::SessionEnd => "session-end",
            AnswerValue::DenyCall => "deny-call",
            AnswerValue::RewriteCall => "rewrite-call",
            AnswerValue::AskUser => "ask-user",
            AnswerValue::ReplaceResult => "replace-result",
            AnswerValue::AnnotateResult => "annotate-result",
            AnswerValue::ActOutside => "act-outside",
            AnswerValue::ContinueFlag => "continue-flag",
            AnswerValue::ById => "by-id",
            AnswerValue::ByName => "by-name",
            AnswerValue::Small => "small",
            AnswerValue::Large => "large",
            AnswerValue::Decomposition => "decomposition",
            AnswerValue::HookOrPrompt => "hook-or-prompt",
            AnswerValue::Session => "session",
            AnswerValue::NotRelevant => "not-relevant",
        }
    }

    /// Parses a stable id.
    pub fn from_id(id: &str) -> Option<AnswerValue> {
        AnswerValue::ALL.into_iter().find(|v| v.as_str() == id)
    }

    /// The answer to [`QuestionId::Topic`] that stands for `topic`.
    pub fn for_topic(topic: Topic) -> AnswerValue {
        match topic {
            Topic::Decomposition => AnswerValue::Decomposition,
            Topic::HookOrPrompt => AnswerValue::HookOrPrompt,
            Topic::Session => AnswerValue::Session,
        }
    }

    /// The topic this value stands for, if it is an answer to [`QuestionId::Topic`].
    pub fn as_topic(self) -> Option<Topic> {
        match self {
            AnswerValue::Decomposition => Some(Topic::Decomposition),
            AnswerValue::HookOrPrompt => Some(Topic::HookOrPrompt),
            AnswerValue::Session => Some(Topic::Session),
            _ => None,
        }
    }
}

impl std::fmt::Display for AnswerValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A learner's (or a scenario's) answers to the matrix. A question that is
/// absent is "not relevant". Serialised as a JSON object / TOML table from
/// question id to answer id.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[serde(
    from = "BTreeMap<QuestionId, AnswerValue>",
    into = "BTreeMap<QuestionId, AnswerValue>"
)]
pub struct Answers {
    map: BTreeMap<QuestionId, AnswerValue>,
}

impl From<BTreeMap<QuestionId, AnswerValue>> for Answers {
    fn from(map: BTreeMap<QuestionId, AnswerValue>) -> Self {
        let map = map
            .into_iter()
            .filter(|(_, v)| *v != AnswerValue::NotRelevant)
            .collect();
        Answers { map }
    }
}

impl From<Answers> for BTreeMap<QuestionId, AnswerValue> {
    fn from(answers: Answers) -> Self {
        answers.map
    }
}

impl FromIterator<(QuestionId, AnswerValue)> for Answers {
    fn from_iter<I: IntoIterator<Item = (QuestionId, AnswerValue)>>(iter: I) -> Self {
        let mut answers = Answers::new();
        for (q, v) in iter {
            answers.set(q, v);
        }
        answers
    }
}

impl Answers {
    /// No answers at all.
    pub fn new() -> Self {
        Answers::default()
    }

    /// Answers that only say which topic is being decided.
    pub fn for_topic(topic: Topic) -> Self {
        Answers::new().with(QuestionId::Topic, AnswerValue::for_topic(topic))
    }

    /// Builder form of [`Answers::set`].
    #[must_use]
    pub fn with(mut self, question: QuestionId, value: AnswerValue) -> Self {
        self.set(question, value);
        self
    }

    /// Records an answer; [`AnswerValue::NotRelevant`] removes it.
    pub fn set(&mut self, question: QuestionId, value: AnswerValue) {
        if value == AnswerValue::NotRelevant {
            self.map.remove(&question);
        } else {
            self.map.insert(question, value);
        }
    }

    /// The answer to `question`, or `None` when it is not relevant.
    pub fn get(&self, question: QuestionId) -> Option<AnswerValue> {
        self.map.get(&question).copied()
    }

    /// The topic answered, if any.
    pub fn topic(&self) -> Option<Topic> {
        self.get(QuestionId::Topic).and_then(AnswerValue::as_topic)
    }

    /// The answers, in question order.
    pub fn iter(&self) -> impl Iterator<Item = (QuestionId, AnswerValue)> + '_ {
        self.map.iter().map(|(q, v)| (*q, *v))
    }

    /// How many questions are answered.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// Whether no question is answered.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }
}

/// One question of the matrix with the values it accepts, for the page.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Question {
    /// The question's id; its text is `question-<id>` in `matrix.ftl`.
    pub id: QuestionId,
    /// The topic it belongs to (`None`: asked of every scenario).
    pub topic: Option<Topic>,
    /// The values it accepts; each label is `answer-<value>`.
    pub values: Vec<AnswerValue>,
}

/// The matrix's questions, in display order.
pub fn questions() -> Vec<Question> {
    QuestionId::ALL
        .into_iter()
        .map(|id| Question {
            id,
            topic: id.topic(),
            values: id.values().to_vec(),
        })
        .collect()
}

/// A node of the decision tree.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Node {
    /// Ask a question and follow the branch of its answer. When the question
    /// is not answered, the walk follows `default` and marks the step as
    /// assumed.
    Ask {
        /// The question asked here.
        question: QuestionId,
        /// The branch taken when the question is not answered.
        default: AnswerValue,
        /// One branch per value of the question.
        branches: Vec<Branch>,
    },
    /// The walk ends here: this is the pattern.
    Leaf {
        /// The pattern reached.
        pattern: PatternId,
        /// What the leaf adds: the hook's event and fields, the inner
        /// pattern of a hybrid, or the diagnosis of a failed resume.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        detail: Option<Detail>,
    },
}

/// One outgoing edge of an [`Node::Ask`].
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Branch {
    /// The answer that selects this branch.
    pub answer: AnswerValue,
    /// Where it leads.
    pub then: Node,
}

fn ask(question: QuestionId, default: AnswerValue, branches: Vec<(AnswerValue, Node)>) -> Node {
    Node::Ask {
        question,
        default,
        branches: branches
            .into_iter()
            .map(|(answer, then)| Branch { answer, then })
            .collect(),
    }
}

fn yes_no(question: QuestionId, default: AnswerValue, yes: Node, no: Node) -> Node {
    ask(
        question,
        default,
        vec![(AnswerValue::Yes, yes), (AnswerValue::No, no)],
    )
}

fn leaf(pattern: PatternId) -> Node {
    Node::Leaf {
        pattern,
        detail: None,
    }
}

fn hook(recipe: HookRecipe) -> Node {
    Node::Leaf {
        pattern: recipe.pattern(),
        detail: Some(Detail::Hook { recipe }),
    }
}

fn diagnosis(diagnosis: Diagnosis) -> Node {
    Node::Leaf {
        pattern: PatternId::ResumeTroubleshooting,
        detail: Some(Detail::Diagnosis { diagnosis }),
    }
}

/// The decision procedure, as an ordered tree. Each question names the
/// branch taken when it is not answered (`default`).
///
/// ```text
/// topic?
/// ├─ decomposition → steps-known?
/// │   ├─ yes → distinct-input-categories?
/// │   │   ├─ yes → routing
/// │   │   └─ no → clear-criterion?
/// │   │       ├─ yes → evaluator-optimizer
/// │   │       └─ no → needs-previous-output?
/// │   │           ├─ yes → parallel-within-step?
/// │   │           │   ├─ yes → prompt-chaining, inner parallelization-sectioning
/// │   │           │   └─ no → prompt-chaining
/// │   │           └─ no → same-task-voted?
/// │   │               ├─ yes → parallelization-voting
/// │   │               └─ no → independent-subtasks?
/// │   │                   ├─ yes → parallelization-sectioning
/// │   │                   └─ no → prompt-chaining
/// │   └─ no → model-picks-next-step?
/// │       ├─ yes → autonomous-agent
/// │       └─ no → orchestrator-workers
/// ├─ hook-or-prompt → violation-is-p0?
/// │   ├─ yes → MOMENT
/// │   └─ no → must-always-hold?
/// │       ├─ yes → MOMENT
/// │       └─ no → prompt-instruction
/// │   MOMENT = acts-on?
/// │   ├─ before-call → call-action?
/// │   │   ├─ deny-call → hook-pre-tool-use (deny, with a reason)
/// │   │   ├─ rewrite-call → hook-pre-tool-use (updatedInput)
/// │   │   └─ ask-user → hook-pre-tool-use (ask)
/// │   ├─ on-result → result-action?
/// │   │   ├─ replace-result → hook-post-tool-use (updatedToolOutput)
/// │   │   ├─ annotate-result → hook-post-tool-use (additionalContext)
/// │   │   └─ act-outside → hook-post-tool-use (no output)
/// │   └─ session-start, prompt-submit, after-batch, subagent-start,
/// │      subagent-stop, agent-stop, before-compaction, notification,
/// │      session-end → hook-lifecycle-event (SessionStart, UserPromptSubmit,
/// │      PostToolBatch, SubagentStart, SubagentStop, Stop, PreCompact,
/// │      Notification, SessionEnd)
/// └─ session → resume-trouble?
///     ├─ no → compare-alternatives?
///     │   ├─ yes → fork
///     │   └─ no → files-changed?
///     │       ├─ no → resume
///     │       └─ yes → change-size?
///     │           ├─ small → edits-surgical?
///     │           │   ├─ yes → resume-with-reread
///     │           │   └─ no → restart-with-summary
///     │           └─ large → restart-with-summary
///     └─ yes → same-config-dir?      (every leaf below: resume-troubleshooting)
///         ├─ no → other-config-root
///         └─ yes → resume-handle?
///             ├─ continue-flag → started-here?
///             │   ├─ no → continue-other-directory
///             │   └─ yes → headless-session?
///             │       ├─ yes → continue-skips-headless
///             │       └─ no → newer-session-here?
///             │           ├─ yes → continue-took-newer
///             │           └─ no → transcript-gone
///             ├─ by-name → same-repository?
///             │   ├─ no → name-outside-repository
///             │   └─ yes → name-matches-exactly?
///             │       ├─ no → name-not-a-handle
///             │       └─ yes → name-shared
///             └─ by-id → started-here?
///                 ├─ yes → transcript-gone
///                 └─ no → version-2-1-223?
///                     ├─ no → id-before-cross-project
///                     └─ yes → id-in-several-folders?
///                         ├─ yes → id-in-several-projects
///                         └─ no → transcript-gone
/// ```
pub fn decision_tree() -> Node {
    ask(
        QuestionId::Topic,
        AnswerValue::Decomposition,
        vec![
            (AnswerValue::Decomposition, decomposition_tree()),
            (AnswerValue::HookOrPrompt, hook_or_prompt_tree()),
            (AnswerValue::Session, session_tree()),
        ],
    )
}

fn decomposition_tree() -> Node {
    use AnswerValue as A;
    use PatternId as P;
    use QuestionId as Q;

    let parallel = yes_no(
        Q::SameTaskVoted,
        A::No,
        leaf(P::ParallelizationVoting),
        yes_no(
            Q::IndependentSubtasks,
            A::Yes,
            leaf(P::ParallelizationSectioning),
            leaf(P::PromptChaining),
        ),
    );
    let chain = yes_no(
        Q::ParallelWithinStep,
        A::No,
        Node::Leaf {
            pattern: P::PromptChaining,
            detail: Some(Detail::Inner {
                pattern: P::ParallelizationSectioning,
            }),
        },
        leaf(P::PromptChaining),
    );
    let fixed_steps = yes_no(
        Q::DistinctInputCategories,
        A::No,
        leaf(P::Routing),
        yes_no(
            Q::ClearCriterion,
            A::No,
            leaf(P::EvaluatorOptimizer),
            yes_no(Q::NeedsPreviousOutput, A::Yes, chain, parallel),
        ),
    );
    yes_no(
        Q::StepsKnown,
        A::Yes,
        fixed_steps,
        yes_no(
            Q::ModelPicksNextStep,
            A::No,
            leaf(P::AutonomousAgent),
            leaf(P::OrchestratorWorkers),
        ),
    )
}

fn hook_or_prompt_tree() -> Node {
    use AnswerValue as A;
    use HookRecipe as R;
    use QuestionId as Q;

    let moment = ask(
        Q::ActsOn,
        A::BeforeCall,
        vec![
            (A::SessionStart, hook(R::SessionStartContext)),
            (A::PromptSubmit, hook(R::UserPromptSubmitCheck)),
            (
                A::BeforeCall,
                ask(
                    Q::CallAction,
                    A::DenyCall,
                    vec![
                        (A::DenyCall, hook(R::PreToolUseDeny)),
                        (A::RewriteCall, hook(R::PreToolUseRewrite)),
                        (A::AskUser, hook(R::PreToolUseAsk)),
                    ],
                ),
            ),
            (
                A::OnResult,
                ask(
                    Q::ResultAction,
                    A::ReplaceResult,
                    vec![
                        (A::ReplaceResult, hook(R::PostToolUseReplace)),
                        (A::AnnotateResult, hook(R::PostToolUseAnnotate)),
                        (A::ActOutside, hook(R::PostToolUseOutside)),
                    ],
                ),
            ),
            (A::AfterBatch, hook(R::PostToolBatchCheck)),
            (A::SubagentStart, hook(R::SubagentStartContext)),
            (A::SubagentStop, hook(R::SubagentStopCheck)),
            (A::AgentStop, hook(R::StopCheck)),
            (A::BeforeCompaction, hook(R::PreCompactSave)),
            (A::Notification, hook(R::NotificationForward)),
            (A::SessionEnd, hook(R::SessionEndRecord)),
        ],
    );
    // A P0 rule needs a hook because one miss is an incident; a rule that
    // is no P0 may still need one because it must hold every time (a
    // formatter, an audit line). Both reach the same question of moment.
    yes_no(
        Q::ViolationIsP0,
        A::No,
        moment.clone(),
        yes_no(
            Q::MustAlwaysHold,
            A::Yes,
            moment,
            leaf(PatternId::PromptInstruction),
        ),
    )
}

fn session_tree() -> Node {
    use AnswerValue as A;
    use Diagnosis as D;
    use PatternId as P;
    use QuestionId as Q;

    let changed = ask(
        Q::ChangeSize,
        A::Large,
        vec![
            (
                A::Small,
                yes_no(
                    Q::EditsSurgical,
                    A::No,
                    leaf(P::ResumeWithReread),
                    leaf(P::RestartWithSummary),
                ),
            ),
            (A::Large, leaf(P::RestartWithSummary)),
        ],
    );
    let moves = yes_no(
        Q::CompareAlternatives,
        A::No,
        leaf(P::Fork),
        yes_no(Q::FilesChanged, A::No, changed, leaf(P::Resume)),
    );

    let by_continue = yes_no(
        Q::StartedHere,
        A::Yes,
        yes_no(
            Q::HeadlessSession,
            A::No,
            diagnosis(D::ContinueSkipsHeadless),
            yes_no(
                Q::NewerSessionHere,
                A::Yes,
                diagnosis(D::ContinueTookNewer),
                diagnosis(D::TranscriptGone),
            ),
        ),
        diagnosis(D::ContinueOtherDirectory),
    );
    let by_name = yes_no(
        Q::SameRepository,
        A::Yes,
        yes_no(
            Q::NameMatchesExactly,
            A::Yes,
            diagnosis(D::NameShared),
            diagnosis(D::NameNotAHandle),
        ),
        diagnosis(D::NameOutsideRepository),
    );
    let by_id = yes_no(
        Q::StartedHere,
        A::Yes,
        diagnosis(D::TranscriptGone),
        yes_no(
            Q::Version2_1_223,
            A::Yes,
            yes_no(
                Q::IdInSeveralFolders,
                A::No,
                diagnosis(D::IdInSeveralProjects),
                diagnosis(D::TranscriptGone),
            ),
            diagnosis(D::IdBeforeCrossProject),
        ),
    );
    let trouble = yes_no(
        Q::SameConfigDir,
        A::Yes,
        ask(
            Q::ResumeHandle,
            A::ContinueFlag,
            vec![
                (A::ContinueFlag, by_continue),
                (A::ById, by_id),
                (A::ByName, by_name),
            ],
        ),
        diagnosis(D::OtherConfigRoot),
    );

    yes_no(Q::ResumeTrouble, A::No, trouble, moves)
}

/// The questions in the order the decision tree asks them: a depth-first
/// walk that takes the branches in order and lists each question the first
/// time it is met.
pub fn question_order() -> Vec<QuestionId> {
    fn walk(node: &Node, out: &mut Vec<QuestionId>) {
        if let Node::Ask {
            question, branches, ..
        } = node
        {
            if !out.contains(question) {
                out.push(*question);
            }
            for branch in branches {
                walk(&branch.then, out);
            }
        }
    }
    let mut out = Vec::new();
    walk(&decision_tree(), &mut out);
    out
}

/// The patterns a question's branches lead to directly (without asking
/// another question first), in branch order.
pub fn direct_leaves(question: QuestionId) -> Vec<PatternId> {
    fn find(node: &Node, question: QuestionId, out: &mut Vec<PatternId>) {
        if let Node::Ask {
            question: asked,
            branches,
            ..
        } = node
        {
            for branch in branches {
                if *asked == question {
                    if let Node::Leaf { pattern, .. } = &branch.then {
                        if !out.contains(pattern) {
                            out.push(*pattern);
                        }
                    }
                }
                find(&branch.then, question, out);
            }
        }
    }
    let mut out = Vec::new();
    find(&decision_tree(), question, &mut out);
    out
}

/// One leaf of the tree with the answers that reach it.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct LeafPath {
    /// The (question, answer) pairs from the root, in order.
    pub path: Vec<(QuestionId, AnswerValue)>,
    /// The pattern at the leaf.
    pub pattern: PatternId,
    /// What the leaf adds to its pattern.
    pub detail: Option<Detail>,
}

/// Every leaf of the tree, depth first, with the answers that reach it.
pub fn leaves() -> Vec<LeafPath> {
    fn walk(node: &Node, prefix: &mut Vec<(QuestionId, AnswerValue)>, out: &mut Vec<LeafPath>) {
        match node {
            Node::Leaf { pattern, detail } => out.push(LeafPath {
                path: prefix.clone(),
                pattern: *pattern,
                detail: *detail,
            }),
            Node::Ask {
                question, branches, ..
            } => {
                for branch in branches {
                    prefix.push((*question, branch.answer));
                    walk(&branch.then, prefix, out);
                    prefix.pop();
                }
            }
        }
    }
    let mut out = Vec::new();
    walk(&decision_tree(), &mut Vec::new(), &mut out);
    out
}

/// Every root-to-leaf path of the tree that ends at `pattern`, as the
/// (question, answer) pairs it requires. A pattern can be reached by more
/// than one path (`prompt-chaining`, every hook, `restart-with-summary`).
pub fn paths_to(pattern: PatternId) -> Vec<Vec<(QuestionId, AnswerValue)>> {
    leaves()
        .into_iter()
        .filter(|leaf| leaf.pattern == pattern)
        .map(|leaf| leaf.path)
        .collect()
}
