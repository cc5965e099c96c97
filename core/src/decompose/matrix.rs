//! The decision matrix: the questions, their answer values, a learner's
//! answers, and the decision tree that turns answers into a pattern.
//!
//! The tree is plain data ([`Node`]), so the quiz page can draw it, walk it
//! ("steps known in advance? yes → …") and highlight the path that
//! [`classify`](super::classify()) took.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::taxonomy::{PatternId, Topic};

/// One question of the matrix. Its text lives in `matrix.ftl` under
/// `question-<id>`.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(rename_all = "kebab-case")]
pub enum QuestionId {
    /// What is being decided: how to split work, where a rule lives, or what to do with a session?
    Topic,
    /// Are the steps known before the run starts?
    StepsKnown,
    /// Does each step need the previous step's output?
    NeedsPreviousOutput,
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
    /// Must the rule hold every time (would a violation be a P0 incident)?
    MustAlwaysHold,
    /// Does the rule act on a tool call before it runs, or on its result?
    ActsOn,
    /// Do you want to compare alternatives from one shared starting point?
    CompareAlternatives,
    /// Did files the session read change since it last saw them?
    FilesChanged,
    /// How much changed: a small surface or a large one?
    ChangeSize,
    /// Were the edits surgical (a few known lines), rather than sweeping?
    EditsSurgical,
}

impl QuestionId {
    /// Every question, in the order the decision tree asks them
    /// ([`question_order`]): the lessons' "questions in order" lists follow
    /// it too, and a test keeps them equal.
    pub const ALL: [QuestionId; 14] = [
        QuestionId::Topic,
        QuestionId::StepsKnown,
        QuestionId::DistinctInputCategories,
        QuestionId::ClearCriterion,
        QuestionId::NeedsPreviousOutput,
        QuestionId::SameTaskVoted,
        QuestionId::IndependentSubtasks,
        QuestionId::ModelPicksNextStep,
        QuestionId::MustAlwaysHold,
        QuestionId::ActsOn,
        QuestionId::CompareAlternatives,
        QuestionId::FilesChanged,
        QuestionId::ChangeSize,
        QuestionId::EditsSurgical,
    ];

    /// The stable id, as written in scenario files and message keys.
    pub fn as_str(self) -> &'static str {
        match self {
            QuestionId::Topic => "topic",
            QuestionId::StepsKnown => "steps-known",
            QuestionId::NeedsPreviousOutput => "needs-previous-output",
            QuestionId::IndependentSubtasks => "independent-subtasks",
            QuestionId::SameTaskVoted => "same-task-voted",
            QuestionId::DistinctInputCategories => "distinct-input-categories",
            QuestionId::ClearCriterion => "clear-criterion",
            QuestionId::ModelPicksNextStep => "model-picks-next-step",
            QuestionId::MustAlwaysHold => "must-always-hold",
            QuestionId::ActsOn => "acts-on",
            QuestionId::CompareAlternatives => "compare-alternatives",
            QuestionId::FilesChanged => "files-changed",
            QuestionId::ChangeSize => "change-size",
            QuestionId::EditsSurgical => "edits-surgical",
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
            | QuestionId::IndependentSubtasks
            | QuestionId::SameTaskVoted
            | QuestionId::DistinctInputCategories
            | QuestionId::ClearCriterion
            | QuestionId::ModelPicksNextStep => Some(Topic::Decomposition),
            QuestionId::MustAlwaysHold | QuestionId::ActsOn => Some(Topic::HookOrPrompt),
            QuestionId::CompareAlternatives
            | QuestionId::FilesChanged
            | QuestionId::ChangeSize
            | QuestionId::EditsSurgical => Some(Topic::Session),
        }
    }

    /// The values this question accepts (besides "not relevant").
    pub fn values(self) -> &'static [AnswerValue] {
        match self {
            QuestionId::Topic => &[
                AnswerValue::Decomposition,
                AnswerValue::HookOrPrompt,
                AnswerValue::Session,
            ],
            QuestionId::ActsOn => &[AnswerValue::BeforeCall, AnswerValue::OnResult],
            QuestionId::ChangeSize => &[AnswerValue::Small, AnswerValue::Large],
            _ => &[AnswerValue::Yes, AnswerValue::No],
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
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(rename_all = "kebab-case")]
pub enum AnswerValue {
    /// Yes.
    Yes,
    /// No.
    No,
    /// Acts on the tool call before it runs (`acts-on`).
    BeforeCall,
    /// Acts on the tool's result (`acts-on`).
    OnResult,
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

impl AnswerValue {
    /// Every value, in display order.
    pub const ALL: [AnswerValue; 10] = [
        AnswerValue::Yes,
        AnswerValue::No,
        AnswerValue::BeforeCall,
        AnswerValue::OnResult,
        AnswerValue::Small,
        AnswerValue::Large,
        AnswerValue::Decomposition,
        AnswerValue::HookOrPrompt,
        AnswerValue::Session,
        AnswerValue::NotRelevant,
    ];

    /// The stable id, as written in scenario files and message keys.
    pub fn as_str(self) -> &'static str {
        match self {
            AnswerValue::Yes => "yes",
            AnswerValue::No => "no",
            AnswerValue::BeforeCall => "before-call",
            AnswerValue::OnResult => "on-result",
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
    Node::Leaf { pattern }
}

/// The decision procedure, as an ordered tree. Each question names the
/// branch taken when it is not answered (`default`).
///
/// ```text
/// topic?
/// ├─ decomposition → steps known before the run?
/// │   ├─ yes → distinct categories of input?
/// │   │   ├─ yes → routing
/// │   │   └─ no → clear criterion worth iterating on?
/// │   │       ├─ yes → evaluator-optimizer
/// │   │       └─ no → each step needs the previous output?
/// │   │           ├─ yes → prompt-chaining
/// │   │           └─ no → same task run several times to vote?
/// │   │               ├─ yes → parallelization-voting
/// │   │               └─ no → subtasks independent?
/// │   │                   ├─ yes → parallelization-sectioning
/// │   │                   └─ no → prompt-chaining
/// │   └─ no → model picks each next step from feedback?
/// │       ├─ yes → autonomous-agent
/// │       └─ no → orchestrator-workers
/// ├─ hook-or-prompt → must the rule hold every time (P0)?
/// │   ├─ yes → acts on the call before it runs, or on its result?
/// │   │   ├─ before-call → hook-pre-tool-use
/// │   │   └─ on-result → hook-post-tool-use
/// │   └─ no → prompt-instruction
/// └─ session → compare alternatives from a shared start?
///     ├─ yes → fork
///     └─ no → files the session read changed?
///         ├─ no → resume
///         └─ yes → how much changed?
///             ├─ small → edits surgical?
///             │   ├─ yes → resume-with-reread
///             │   └─ no → restart-with-summary
///             └─ large → restart-with-summary
/// ```
pub fn decision_tree() -> Node {
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
    let fixed_steps = yes_no(
        Q::DistinctInputCategories,
        A::No,
        leaf(P::Routing),
        yes_no(
            Q::ClearCriterion,
            A::No,
            leaf(P::EvaluatorOptimizer),
            yes_no(
                Q::NeedsPreviousOutput,
                A::Yes,
                leaf(P::PromptChaining),
                parallel,
            ),
        ),
    );
    let decomposition = yes_no(
        Q::StepsKnown,
        A::Yes,
        fixed_steps,
        yes_no(
            Q::ModelPicksNextStep,
            A::No,
            leaf(P::AutonomousAgent),
            leaf(P::OrchestratorWorkers),
        ),
    );

    let hook_or_prompt = yes_no(
        Q::MustAlwaysHold,
        A::Yes,
        ask(
            Q::ActsOn,
            A::BeforeCall,
            vec![
                (A::BeforeCall, leaf(P::HookPreToolUse)),
                (A::OnResult, leaf(P::HookPostToolUse)),
            ],
        ),
        leaf(P::PromptInstruction),
    );

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
    let session = yes_no(
        Q::CompareAlternatives,
        A::No,
        leaf(P::Fork),
        yes_no(Q::FilesChanged, A::No, changed, leaf(P::Resume)),
    );

    ask(
        Q::Topic,
        A::Decomposition,
        vec![
            (A::Decomposition, decomposition),
            (A::HookOrPrompt, hook_or_prompt),
            (A::Session, session),
        ],
    )
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
                    if let Node::Leaf { pattern } = &branch.then {
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

/// Every root-to-leaf path of the tree that ends at `pattern`, as the
/// (question, answer) pairs it requires. A pattern can be reached by more
/// than one path (`prompt-chaining`, `restart-with-summary`).
pub fn paths_to(pattern: PatternId) -> Vec<Vec<(QuestionId, AnswerValue)>> {
    fn walk(
        node: &Node,
        target: PatternId,
        prefix: &mut Vec<(QuestionId, AnswerValue)>,
        out: &mut Vec<Vec<(QuestionId, AnswerValue)>>,
    ) {
        match node {
            Node::Leaf { pattern } => {
                if *pattern == target {
                    out.push(prefix.clone());
                }
            }
            Node::Ask {
                question, branches, ..
            } => {
                for branch in branches {
                    prefix.push((*question, branch.answer));
                    walk(&branch.then, target, prefix, out);
                    prefix.pop();
                }
            }
        }
    }
    let mut out = Vec::new();
    walk(&decision_tree(), pattern, &mut Vec::new(), &mut out);
    out
}
