//! The patterns a learner chooses between, grouped by topic.

use crate::named::by_name;

/// What kind of decision a scenario asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Topic {
    /// How to split a piece of work between LLM calls (Building Effective Agents).
    Decomposition,
    /// Whether a rule belongs in a hook (and which one) or in the prompt.
    HookOrPrompt,
    /// What to do with an existing session: resume, fork or restart, or why
    /// a resume went wrong.
    Session,
}

by_name!(Topic::as_str [Decomposition, HookOrPrompt, Session]);

impl Topic {
    /// Every topic, in the order the pages list them.
    pub const ALL: [Topic; 3] = [Topic::Decomposition, Topic::HookOrPrompt, Topic::Session];

    /// The stable id, as written in scenario files and message keys.
    pub const fn as_str(self) -> &'static str {
        match self {
            Topic::Decomposition => "decomposition",
            Topic::HookOrPrompt => "hook-or-prompt",
            Topic::Session => "session",
        }
    }

    /// Parses a stable id.
    pub fn from_id(id: &str) -> Option<Topic> {
        Topic::ALL.into_iter().find(|t| t.as_str() == id)
    }

    /// The patterns of this topic, in display order.
    pub fn patterns(self) -> Vec<PatternId> {
        PatternId::ALL
            .into_iter()
            .filter(|p| p.topic() == self)
            .collect()
    }
}

/// A pattern (or, for the other two topics, an answer) a scenario can have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum PatternId {
    /// A fixed sequence of calls, each working on the previous output, with gates.
    PromptChaining,
    /// Classify the input, then send it to a specialised handler.
    Routing,
    /// Independent subtasks run at the same time, outputs combined by code.
    ParallelizationSectioning,
    /// The same task run several times, outputs combined by a vote.
    ParallelizationVoting,
    /// A central LLM decides the subtasks at run time and delegates them.
    OrchestratorWorkers,
    /// One call generates, another evaluates against a criterion, in a loop.
    EvaluatorOptimizer,
    /// The model chooses every next step from the environment's feedback.
    AutonomousAgent,
    /// A `PreToolUse` hook: acts on a tool call before it runs.
    HookPreToolUse,
    /// A `PostToolUse` hook: acts on a tool's result before the model sees it.
    HookPostToolUse,
    /// A hook on another moment of the agent loop (`SessionStart`,
    /// `UserPromptSubmit`, `Stop`, `PreCompact`…); the leaf names the event.
    HookLifecycleEvent,
    /// An instruction in the prompt or CLAUDE.md: guidance, not a guarantee.
    PromptInstruction,
    /// `--resume` / `--continue` as is.
    Resume,
    /// Resume, then tell the agent which files changed and to read them again.
    ResumeWithReread,
    /// `--fork-session`: a new branch from a shared starting point.
    Fork,
    /// Throw the session away and start fresh from a structured summary.
    RestartWithSummary,
    /// A resume found nothing or the wrong conversation: find out why; the
    /// leaf names the diagnosis.
    ResumeTroubleshooting,
}

by_name!(PatternId::as_str [
    PromptChaining, Routing, ParallelizationSectioning, ParallelizationVoting,
    OrchestratorWorkers, EvaluatorOptimizer, AutonomousAgent, HookPreToolUse, HookPostToolUse,
    HookLifecycleEvent, PromptInstruction, Resume, ResumeWithReread, Fork, RestartWithSummary,
    ResumeTroubleshooting,
]);

impl PatternId {
    /// Every pattern, grouped by topic, in display order.
    pub const ALL: [PatternId; 16] = [
        PatternId::PromptChaining,
        PatternId::Routing,
        PatternId::ParallelizationSectioning,
        PatternId::ParallelizationVoting,
        PatternId::OrchestratorWorkers,
        PatternId::EvaluatorOptimizer,
        PatternId::AutonomousAgent,
        PatternId::HookPreToolUse,
        PatternId::HookPostToolUse,
        PatternId::HookLifecycleEvent,
        PatternId::PromptInstruction,
        PatternId::Resume,
        PatternId::ResumeWithReread,
        PatternId::Fork,
        PatternId::RestartWithSummary,
        PatternId::ResumeTroubleshooting,
    ];

    /// The stable id, as written in scenario files and message keys.
    pub const fn as_str(self) -> &'static str {
        match self {
            PatternId::PromptChaining => "prompt-chaining",
            PatternId::Routing => "routing",
            PatternId::ParallelizationSectioning => "parallelization-sectioning",
            PatternId::ParallelizationVoting => "parallelization-voting",
            PatternId::OrchestratorWorkers => "orchestrator-workers",
            PatternId::EvaluatorOptimizer => "evaluator-optimizer",
            PatternId::AutonomousAgent => "autonomous-agent",
            PatternId::HookPreToolUse => "hook-pre-tool-use",
            PatternId::HookPostToolUse => "hook-post-tool-use",
            PatternId::HookLifecycleEvent => "hook-lifecycle-event",
            PatternId::PromptInstruction => "prompt-instruction",
            PatternId::Resume => "resume",
            PatternId::ResumeWithReread => "resume-with-reread",
            PatternId::Fork => "fork",
            PatternId::RestartWithSummary => "restart-with-summary",
            PatternId::ResumeTroubleshooting => "resume-troubleshooting",
        }
    }

    /// Parses a stable id.
    pub fn from_id(id: &str) -> Option<PatternId> {
        PatternId::ALL.into_iter().find(|p| p.as_str() == id)
    }

    /// The topic this pattern answers.
    pub fn topic(self) -> Topic {
        match self {
            PatternId::PromptChaining
            | PatternId::Routing
            | PatternId::ParallelizationSectioning
            | PatternId::ParallelizationVoting
            | PatternId::OrchestratorWorkers
            | PatternId::EvaluatorOptimizer
            | PatternId::AutonomousAgent => Topic::Decomposition,
            PatternId::HookPreToolUse
            | PatternId::HookPostToolUse
            | PatternId::HookLifecycleEvent
            | PatternId::PromptInstruction => Topic::HookOrPrompt,
            PatternId::Resume
            | PatternId::ResumeWithReread
            | PatternId::Fork
            | PatternId::RestartWithSummary
            | PatternId::ResumeTroubleshooting => Topic::Session,
        }
    }
}

impl std::fmt::Display for PatternId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::fmt::Display for Topic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
