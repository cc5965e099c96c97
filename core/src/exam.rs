//! Mock exams: the item bank (`content/exam-items/<id>.toml`), the choice of
//! items for a practice round or an exam, the attempt as a state machine,
//! its timer and its score.
//!
//! - [`item`]: [`ExamItem`] and its loader, [`load_item`] (one file) and
//!   [`Bank::load`] (every file), with errors naming the file, the line and
//!   the field. The format is `content/exam-items/README.md`.
//! - [`select`]: [`select_practice`] and [`select_exam`], from a seeded
//!   [`SeededRng`] the page passes in.
//! - [`attempt`]: [`Attempt`], a pure state machine (navigate, answer,
//!   confidence, flag, review screen, submit) that serialises, so it survives
//!   a reload, and cannot change once submitted.
//! - [`timer`]: the time rules (2 minutes per item, off / ×1.5 / ×2, a
//!   warning with time to extend, a wall-clock deadline in exam conditions,
//!   pauses in practice, extra time from a classroom override).
//! - [`score`]: overall, per domain and per guide domain.
//!
//! Nothing here reads a file or a clock: callers hand in file texts, times
//! in milliseconds since the epoch, and seeds.

pub mod attempt;
pub mod bank;
pub mod item;
pub mod score;
pub mod select;
pub mod timer;

use std::fmt;

use crate::named::by_name;

pub use attempt::{
    Attempt, AttemptError, AttemptItem, AttemptSetup, ItemOutcome, Mode, ReviewScreen, SubmitReason,
};
pub use bank::{check_cases, Bank, CaseCheck};
pub use item::{
    load_item, ExamItem, ExamItemError, ExamItemErrorKind, ItemText, LessonIndex, Question,
};
pub use score::{score, score_outcomes, Score, Tally};
pub use select::{
    select_exam, select_practice, ExamLength, History, PracticeFilter, PracticeSpec, SeededRng,
};
pub use timer::{TimerChoice, TimerStatus};

/// The course's domains: what an item tests, in the terms of this
/// certification section.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Domain {
    /// Events, blocking, exit codes, JSON output, precedence, matchers,
    /// handler types, settings sources.
    HookMechanics,
    /// Deterministic guarantees against probabilistic compliance.
    HooksVsPrompts,
    /// Workflow patterns and the decision matrix.
    Decomposition,
    /// `--continue`, `--resume`, `--fork-session`, storage, flags.
    Sessions,
    /// Stale context and what to do about it.
    StaleContext,
}

by_name!(Domain::as_str [HookMechanics, HooksVsPrompts, Decomposition, Sessions, StaleContext]);

impl Domain {
    /// Every domain, in the order pages list them.
    pub const ALL: [Domain; 5] = [
        Domain::HookMechanics,
        Domain::HooksVsPrompts,
        Domain::Decomposition,
        Domain::Sessions,
        Domain::StaleContext,
    ];

    /// The stable id, as written in item files and message keys.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Domain::HookMechanics => "hook-mechanics",
            Domain::HooksVsPrompts => "hooks-vs-prompts",
            Domain::Decomposition => "decomposition",
            Domain::Sessions => "sessions",
            Domain::StaleContext => "stale-context",
        }
    }

    /// Parses a stable id.
    #[must_use]
    pub fn from_id(id: &str) -> Option<Domain> {
        Domain::ALL.into_iter().find(|d| d.as_str() == id)
    }

    /// The domain a quiz scenario's topic falls under (the quiz's answers
    /// count towards mastery and calibration too).
    #[must_use]
    pub fn of_quiz_topic(topic: crate::decompose::Topic) -> Domain {
        use crate::decompose::Topic;
        match topic {
            Topic::Decomposition => Domain::Decomposition,
            Topic::HookOrPrompt => Domain::HooksVsPrompts,
            // The quiz's session scenarios walk the stale-context decision
            // tree (resume, resume and re-read, fork, restart).
            Topic::Session => Domain::StaleContext,
        }
    }
}

impl fmt::Display for Domain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The published exam guide's domains that this section's items fall under
/// (the guide names five; the other two hold no item of this section).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum GuideDomain {
    /// Agentic architecture and orchestration.
    AgenticArchitecture,
    /// Claude Code configuration and workflows.
    ClaudeCodeConfiguration,
    /// Context management and reliability.
    ContextReliability,
}

by_name!(GuideDomain::as_str [AgenticArchitecture, ClaudeCodeConfiguration, ContextReliability]);

impl GuideDomain {
    /// Every guide domain, in the order pages list them.
    pub const ALL: [GuideDomain; 3] = [
        GuideDomain::AgenticArchitecture,
        GuideDomain::ClaudeCodeConfiguration,
        GuideDomain::ContextReliability,
    ];

    /// The stable id, as written in item files and message keys.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            GuideDomain::AgenticArchitecture => "agentic-architecture",
            GuideDomain::ClaudeCodeConfiguration => "claude-code-configuration",
            GuideDomain::ContextReliability => "context-reliability",
        }
    }

    /// Parses a stable id.
    #[must_use]
    pub fn from_id(id: &str) -> Option<GuideDomain> {
        GuideDomain::ALL.into_iter().find(|d| d.as_str() == id)
    }
}

impl fmt::Display for GuideDomain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Which behaviour an item asks about, where the course's exam answer and
/// Claude Code today may differ (`../shared/spec/conventions.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Asks {
    /// The seeds' answer (the course, what the exam expects).
    Exam,
    /// Claude Code today (the engine's default version).
    Today,
    /// Both agree.
    Both,
}

by_name!(Asks::as_str [Exam, Today, Both]);

impl Asks {
    pub const ALL: [Asks; 3] = [Asks::Exam, Asks::Today, Asks::Both];

    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Asks::Exam => "exam",
            Asks::Today => "today",
            Asks::Both => "both",
        }
    }

    #[must_use]
    pub fn from_id(id: &str) -> Option<Asks> {
        Asks::ALL.into_iter().find(|a| a.as_str() == id)
    }
}
