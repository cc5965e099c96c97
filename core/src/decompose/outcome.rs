//! What a leaf of the decision tree says beyond its pattern: for a hook, the
//! event and the fields to use; for a hybrid workflow, the pattern inside the
//! outer one; for a resume that failed, the diagnosis.
//!
//! Each recipe and diagnosis has a stable id; its sentences live in
//! `matrix.ftl` (`recipe-<id>`, `diagnosis-<id>`, `diagnosis-<id>-detail`).
//! Event and field names are Claude Code's own and are never translated.

use serde::{Deserialize, Serialize};

use super::taxonomy::PatternId;
use crate::named::by_name;

/// How a hook does its job: the event it is registered on and the input and
/// output fields that matter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum HookRecipe {
    /// PreToolUse: deny the call, with a reason that names a safe alternative.
    PreToolUseDeny,
    /// PreToolUse: rewrite the call's input with `updatedInput`.
    PreToolUseRewrite,
    /// PreToolUse: hand the decision to the user with `ask`.
    PreToolUseAsk,
    /// PostToolUse: replace what Claude reads with `updatedToolOutput`.
    PostToolUseReplace,
    /// PostToolUse: add a note next to the result.
    PostToolUseAnnotate,
    /// PostToolUse: act outside the conversation (format, log) and return nothing.
    PostToolUseOutside,
    /// SessionStart: add context before the first prompt.
    SessionStartContext,
    /// UserPromptSubmit: add to the prompt, or refuse it.
    UserPromptSubmitCheck,
    /// PostToolBatch: one pass over a whole batch of parallel calls.
    PostToolBatchCheck,
    /// SubagentStart: inject context into the subagent.
    SubagentStartContext,
    /// SubagentStop: keep the subagent working until a check passes.
    SubagentStopCheck,
    /// Stop: keep the agent working until a check passes.
    StopCheck,
    /// PreCompact: save what must survive, or block the compaction.
    PreCompactSave,
    /// Notification: forward the message to a channel someone watches.
    NotificationForward,
    /// SessionEnd: record or clean up, quickly.
    SessionEndRecord,
}

by_name!(HookRecipe::as_str [
    PreToolUseDeny, PreToolUseRewrite, PreToolUseAsk, PostToolUseReplace, PostToolUseAnnotate,
    PostToolUseOutside, SessionStartContext, UserPromptSubmitCheck, PostToolBatchCheck,
    SubagentStartContext, SubagentStopCheck, StopCheck, PreCompactSave, NotificationForward,
    SessionEndRecord,
]);

impl HookRecipe {
    /// Every recipe, in the order of the agent loop.
    pub const ALL: [HookRecipe; 15] = [
        HookRecipe::SessionStartContext,
        HookRecipe::UserPromptSubmitCheck,
        HookRecipe::PreToolUseDeny,
        HookRecipe::PreToolUseRewrite,
        HookRecipe::PreToolUseAsk,
        HookRecipe::PostToolUseReplace,
        HookRecipe::PostToolUseAnnotate,
        HookRecipe::PostToolUseOutside,
        HookRecipe::PostToolBatchCheck,
        HookRecipe::SubagentStartContext,
        HookRecipe::SubagentStopCheck,
        HookRecipe::StopCheck,
        HookRecipe::PreCompactSave,
        HookRecipe::NotificationForward,
        HookRecipe::SessionEndRecord,
    ];

    /// The stable id; its sentence is `recipe-<id>` in `matrix.ftl`.
    pub const fn as_str(self) -> &'static str {
        match self {
            HookRecipe::PreToolUseDeny => "pre-tool-use-deny",
            HookRecipe::PreToolUseRewrite => "pre-tool-use-rewrite",
            HookRecipe::PreToolUseAsk => "pre-tool-use-ask",
            HookRecipe::PostToolUseReplace => "post-tool-use-replace",
            HookRecipe::PostToolUseAnnotate => "post-tool-use-annotate",
            HookRecipe::PostToolUseOutside => "post-tool-use-outside",
            HookRecipe::SessionStartContext => "session-start-context",
            HookRecipe::UserPromptSubmitCheck => "user-prompt-submit-check",
            HookRecipe::PostToolBatchCheck => "post-tool-batch-check",
            HookRecipe::SubagentStartContext => "subagent-start-context",
            HookRecipe::SubagentStopCheck => "subagent-stop-check",
            HookRecipe::StopCheck => "stop-check",
            HookRecipe::PreCompactSave => "pre-compact-save",
            HookRecipe::NotificationForward => "notification-forward",
            HookRecipe::SessionEndRecord => "session-end-record",
        }
    }

    /// Parses a stable id.
    pub fn from_id(id: &str) -> Option<HookRecipe> {
        HookRecipe::ALL.into_iter().find(|r| r.as_str() == id)
    }

    /// The hook event the handler is registered on, as Claude Code spells it.
    pub fn event(self) -> &'static str {
        match self {
            HookRecipe::PreToolUseDeny
            | HookRecipe::PreToolUseRewrite
            | HookRecipe::PreToolUseAsk => "PreToolUse",
            HookRecipe::PostToolUseReplace
            | HookRecipe::PostToolUseAnnotate
            | HookRecipe::PostToolUseOutside => "PostToolUse",
            HookRecipe::SessionStartContext => "SessionStart",
            HookRecipe::UserPromptSubmitCheck => "UserPromptSubmit",
            HookRecipe::PostToolBatchCheck => "PostToolBatch",
            HookRecipe::SubagentStartContext => "SubagentStart",
            HookRecipe::SubagentStopCheck => "SubagentStop",
            HookRecipe::StopCheck => "Stop",
            HookRecipe::PreCompactSave => "PreCompact",
            HookRecipe::NotificationForward => "Notification",
            HookRecipe::SessionEndRecord => "SessionEnd",
        }
    }

    /// The input and output fields the handler reads or returns, as they are
    /// spelt in the event's JSON (spec §1.3).
    pub fn fields(self) -> &'static [&'static str] {
        match self {
            HookRecipe::PreToolUseDeny | HookRecipe::PreToolUseAsk => &[
                "tool_input",
                "permissionDecision",
                "permissionDecisionReason",
            ],
            HookRecipe::PreToolUseRewrite => &["tool_input", "updatedInput", "permissionDecision"],
            HookRecipe::PostToolUseReplace => &["tool_response", "updatedToolOutput"],
            HookRecipe::PostToolUseAnnotate => {
                &["tool_response", "additionalContext", "decision", "reason"]
            }
            HookRecipe::PostToolUseOutside => &["tool_input", "tool_response"],
            HookRecipe::SessionStartContext => &["source", "additionalContext"],
            HookRecipe::UserPromptSubmitCheck => {
                &["prompt", "additionalContext", "decision", "reason"]
            }
            HookRecipe::PostToolBatchCheck => {
                &["tool_calls", "additionalContext", "decision", "reason"]
            }
            HookRecipe::SubagentStartContext => &["agent_type", "agent_id", "additionalContext"],
            HookRecipe::SubagentStopCheck => &[
                "agent_type",
                "agent_id",
                "agent_transcript_path",
                "stop_hook_active",
                "decision",
                "reason",
            ],
            HookRecipe::StopCheck => &[
                "stop_hook_active",
                "last_assistant_message",
                "decision",
                "reason",
            ],
            HookRecipe::PreCompactSave => &["trigger", "transcript_path", "decision"],
            HookRecipe::NotificationForward => {
                &["notification_type", "message", "terminalSequence"]
            }
            HookRecipe::SessionEndRecord => &["reason", "transcript_path"],
        }
    }

    /// The pattern a leaf with this recipe names.
    pub fn pattern(self) -> PatternId {
        match self {
            HookRecipe::PreToolUseDeny
            | HookRecipe::PreToolUseRewrite
            | HookRecipe::PreToolUseAsk => PatternId::HookPreToolUse,
            HookRecipe::PostToolUseReplace
            | HookRecipe::PostToolUseAnnotate
            | HookRecipe::PostToolUseOutside => PatternId::HookPostToolUse,
            _ => PatternId::HookLifecycleEvent,
        }
    }
}

impl std::fmt::Display for HookRecipe {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Why a resume found nothing, or the wrong conversation (spec §7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Diagnosis {
    /// The session was written under another `CLAUDE_CONFIG_DIR`.
    OtherConfigRoot,
    /// `--continue` looks in the current directory's project folder only.
    ContinueOtherDirectory,
    /// A bare `--continue` skips `-p`, SDK, background and `/loop` sessions.
    ContinueSkipsHeadless,
    /// `--continue` took a more recent conversation of the same directory.
    ContinueTookNewer,
    /// No transcript is left where Claude Code looks.
    TranscriptGone,
    /// A name resolves only across the repository and its worktrees.
    NameOutsideRepository,
    /// The name is not an exact handle (the default display name is not one).
    NameNotAHandle,
    /// Several sessions of the repository share the name.
    NameShared,
    /// Before v2.1.223 an id was looked up in the current project only.
    IdBeforeCrossProject,
    /// Several other project folders hold a transcript with that id.
    IdInSeveralProjects,
}

by_name!(Diagnosis::as_str [
    OtherConfigRoot, ContinueOtherDirectory, ContinueSkipsHeadless, ContinueTookNewer,
    TranscriptGone, NameOutsideRepository, NameNotAHandle, NameShared, IdBeforeCrossProject,
    IdInSeveralProjects,
]);

impl Diagnosis {
    /// Every diagnosis, in the order the tree reaches them.
    pub const ALL: [Diagnosis; 10] = [
        Diagnosis::OtherConfigRoot,
        Diagnosis::ContinueOtherDirectory,
        Diagnosis::ContinueSkipsHeadless,
        Diagnosis::ContinueTookNewer,
        Diagnosis::TranscriptGone,
        Diagnosis::NameOutsideRepository,
        Diagnosis::NameNotAHandle,
        Diagnosis::NameShared,
        Diagnosis::IdBeforeCrossProject,
        Diagnosis::IdInSeveralProjects,
    ];

    /// The stable id; its texts are `diagnosis-<id>` (a short name) and
    /// `diagnosis-<id>-detail` (cause and remedy) in `matrix.ftl`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Diagnosis::OtherConfigRoot => "other-config-root",
            Diagnosis::ContinueOtherDirectory => "continue-other-directory",
            Diagnosis::ContinueSkipsHeadless => "continue-skips-headless",
            Diagnosis::ContinueTookNewer => "continue-took-newer",
            Diagnosis::TranscriptGone => "transcript-gone",
            Diagnosis::NameOutsideRepository => "name-outside-repository",
            Diagnosis::NameNotAHandle => "name-not-a-handle",
            Diagnosis::NameShared => "name-shared",
            Diagnosis::IdBeforeCrossProject => "id-before-cross-project",
            Diagnosis::IdInSeveralProjects => "id-in-several-projects",
        }
    }

    /// Parses a stable id.
    pub fn from_id(id: &str) -> Option<Diagnosis> {
        Diagnosis::ALL.into_iter().find(|d| d.as_str() == id)
    }
}

impl std::fmt::Display for Diagnosis {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What a leaf adds to its pattern.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Detail {
    /// A hybrid: `pattern` runs inside the leaf's (outer) pattern, as the
    /// 40-file review runs parallel sections inside one step of a chain.
    Inner {
        /// The inner pattern.
        pattern: PatternId,
    },
    /// A hook: the event and the fields to use.
    Hook {
        /// How the hook does its job.
        recipe: HookRecipe,
    },
    /// A failed resume: what went wrong.
    Diagnosis {
        /// The cause.
        diagnosis: Diagnosis,
    },
}

impl Detail {
    /// The inner pattern, for a hybrid.
    pub fn inner(self) -> Option<PatternId> {
        match self {
            Detail::Inner { pattern } => Some(pattern),
            _ => None,
        }
    }

    /// The hook recipe, for a hook.
    pub fn recipe(self) -> Option<HookRecipe> {
        match self {
            Detail::Hook { recipe } => Some(recipe),
            _ => None,
        }
    }

    /// The diagnosis, for a failed resume.
    pub fn diagnosis(self) -> Option<Diagnosis> {
        match self {
            Detail::Diagnosis { diagnosis } => Some(diagnosis),
            _ => None,
        }
    }
}
