//! The 31 hook events as data: when each fires, what its matcher filters on,
//! whether and how it blocks, where each stream goes and which output fields
//! it honours (spec §1). The engine, the linter and the sandbox read this
//! table instead of scattering per-event `match` arms.

use serde_json::{Map, Value};

/// How often an event fires.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cadence {
    /// Once per session (SessionStart, SessionEnd).
    OncePerSession,
    /// Once per turn (UserPromptSubmit, Stop, StopFailure).
    OncePerTurn,
    /// Around every tool call.
    PerToolCall,
    /// Once per batch of parallel tool calls.
    PerToolBatch,
    /// Whenever the triggering thing happens (a notification, a file change...).
    OnOccurrence,
}

/// The five handler types of settings files, plus Agent SDK callbacks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandlerType {
    Command,
    Http,
    McpTool,
    Prompt,
    Agent,
    Callback,
}

impl HandlerType {
    /// The `type` string used in settings.
    pub fn as_str(self) -> &'static str {
        match self {
            HandlerType::Command => "command",
            HandlerType::Http => "http",
            HandlerType::McpTool => "mcp_tool",
            HandlerType::Prompt => "prompt",
            HandlerType::Agent => "agent",
            HandlerType::Callback => "callback",
        }
    }

    /// Parses a `type` string.
    pub fn parse(s: &str) -> Option<HandlerType> {
        Some(match s {
            "command" => HandlerType::Command,
            "http" => HandlerType::Http,
            "mcp_tool" => HandlerType::McpTool,
            "prompt" => HandlerType::Prompt,
            "agent" => HandlerType::Agent,
            "callback" => HandlerType::Callback,
            _ => return None,
        })
    }
}

/// Where a piece of hook output ends up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    /// Into Claude's context.
    Model,
    /// Shown to the person in the transcript.
    User,
    /// Shown to the person as a "`<hook name>` hook error" notice.
    UserNotice,
    /// Shown to the person now and kept in the conversation, so Claude sees it later.
    UserAndModel,
    /// Only to the debug log.
    Debug,
    /// Discarded entirely.
    Nowhere,
}

/// What exit code 2 does on an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blocking {
    /// Exit 2 blocks (the effect is described by `blocked_means`).
    Exit2,
    /// Any non-zero exit fails the operation (WorktreeCreate).
    AnyNonZero,
    /// The event cannot be blocked.
    No,
}

/// What a matcher is tested against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchOn {
    /// The event has no matcher support: a matcher is ignored.
    Nothing,
    /// A field of the input JSON.
    Field(&'static str),
    /// The basename of a path field of the input JSON (FileChanged).
    Basename(&'static str),
}

/// What the hooks' combined answer decides (spec §4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Whether the event's action is blocked (what that means is
    /// `blocked_means`): any handler's block blocks.
    Block,
    /// A tool call's permission (PreToolUse): decisions combine as
    /// deny > defer > ask > allow, exit 2 counts as a deny, the deprecated
    /// top-level `approve`/`block` map to allow/deny, `updatedInput` rewrites
    /// the call, and the permission pipeline has the last word (spec §1.3
    /// "Deprecated and auxiliary output fields", §4 "Aggregating PreToolUse
    /// decisions", "After the hooks, the permission pipeline").
    ToolPermission,
    /// The answer to a permission dialog (PermissionRequest): a handler's
    /// `decision.behavior` allows or denies, deny first, and the permission
    /// pipeline runs after; a deny means [`PERMISSION_DENIED_MEANS`] (spec
    /// §1.3 PermissionRequest, §4 "Not documented").
    PermissionDialog,
}

/// What a timed-out Agent SDK callback does (spec §3.6, "Agent SDK callback
/// timeouts"). Command, http and mcp_tool hooks that time out render no
/// decision on every event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallbackTimeout {
    /// Logged to the debug log ("Others"; PostToolUse keeps the tool result).
    Logged,
    /// A warning for the person, and the agent stops normally (Stop,
    /// SubagentStop).
    Warns,
    /// Blocks the prompt, since `Change::CallbackTimeoutBlocksPrompt`;
    /// logged before (UserPromptSubmit, UserPromptExpansion).
    BlocksPrompt,
    /// Blocks the tool call as a deny, with a tool result naming the
    /// timeout; reported as a user rejection before
    /// `Change::PromptDenyEndsTurn` (PreToolUse).
    DeniesTool,
}

/// What a prompt or agent hook's `ok: false` does (spec §3.8, "What
/// `ok:false` does per event"). Agent hooks act as prompt hooks with
/// `continueOnBlock: true`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OkFalse {
    /// No effect (PermissionRequest, and the events the table leaves out).
    NoEffect,
    /// The answer is discarded unread (PermissionDenied: "prompt/agent
    /// output discarded", §1.3).
    Discarded,
    /// The reason becomes the next instruction, unless a prompt hook says
    /// `impossible: true`, which allows the stop (Stop, SubagentStop).
    NextInstruction,
    /// A deny; the turn ends with the reason as a warning line, unless
    /// `continueOnBlock` (or a version before `Change::PromptDenyEndsTurn`)
    /// returns it as the tool error (PreToolUse).
    DeniesTool,
    /// The turn ends, unless `continueOnBlock` feeds the reason back
    /// (PostToolUse).
    EndsTurnUnlessContinue,
    /// The turn ends with a warning line (PostToolBatch, UserPromptSubmit,
    /// UserPromptExpansion).
    EndsTurn,
    /// The reason is a tool error and the turn continues; it blocks where
    /// the event can block (PostToolUseFailure, TaskCreated, TaskCompleted).
    ToolError,
    /// The teammate stops, unless `continueOnBlock` keeps it working
    /// (TeammateIdle).
    StopsTeammate,
}

/// Everything the engine needs to know about one event.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EventSpec {
    pub name: &'static str,
    pub cadence: Cadence,
    /// When it fires, in a sentence (English; pages translate by event name).
    pub fires_when: &'static str,
    pub match_on: MatchOn,
    /// The documented matcher values (tool names for tool events are [`TOOL_NAMES`]).
    pub matcher_values: &'static [&'static str],
    /// FileChanged and StopFailure keep the narrow exact set: only `|` separates.
    pub narrow_matcher: bool,
    /// A tool event: the `if` field is evaluated (otherwise a handler with `if` never runs).
    pub tool_event: bool,
    pub blocking: Blocking,
    /// What "blocked" means for this event (English).
    pub blocked_means: &'static str,
    /// Where the stderr of an exit-2 hook goes.
    pub exit2_stderr: Route,
    /// Where the reason of a blocking JSON decision goes.
    pub reason_route: Route,
    /// Where plain stdout on exit 0 goes.
    pub plain_stdout: Route,
    /// The exit code (and stderr) is ignored entirely.
    pub exit_code_ignored: bool,
    /// JSON output is discarded on every exit code (except side-effect fields).
    pub discards_output: bool,
    /// Accepts a top-level `decision: "block"` (with `reason`).
    pub top_level_decision: bool,
    /// Accepted `hookSpecificOutput` fields.
    pub hso_fields: &'static [&'static str],
    /// `continue: false` is honoured.
    pub honours_continue: bool,
    /// Where `systemMessage` goes.
    pub system_message: Route,
    /// Where `additionalContext` is inserted, when accepted.
    pub context_position: Option<&'static str>,
    /// Where `hookSpecificOutput.additionalContext` goes, from a hook in the
    /// foreground or (a turn later) in the background: Claude's context,
    /// except on Notification, whose type lists the field with an
    /// undocumented effect, so the engine only logs it (spec §1.3
    /// Notification, unverified).
    pub context_route: Route,
    /// Where `systemMessage` goes for particular values of the input's
    /// `source`, instead of `system_message` (DirectoryAdded:
    /// `register_repo_root` to the debug log, spec §1.3).
    pub system_message_by_source: &'static [(&'static str, Route)],
    /// What the hooks' combined answer decides (spec §4).
    pub verdict: Verdict,
    /// Values of the input's `source` whose change a block cannot stop
    /// (ConfigChange: `policy_settings`, spec §1.3).
    pub unblockable_sources: &'static [&'static str],
    /// How many blocks in a row are honoured; the next one lets the action
    /// through (Stop: 8, `CLAUDE_CODE_STOP_HOOK_BLOCK_CAP`, spec §1.3).
    pub consecutive_block_cap: Option<u64>,
    /// A top-level `decision: "block"` needs a non-blank `reason`, or the
    /// output fails validation (Stop, SubagentStop; spec §1.3 Stop, "reason
    /// **required** when blocking").
    pub block_needs_reason: bool,
    /// Exit 2 blocks, but the exit-2 hook's `hookSpecificOutput` is ignored
    /// (Elicitation, ElicitationResult; spec §3.3, "Exception").
    pub exit2_ignores_hook_specific: bool,
    /// Exit 2 with empty stdout and a stderr saying "no such file" or
    /// "can't open" is taken for a missing script and downgraded to a
    /// non-blocking error (Stop, SubagentStop, TaskCompleted, TeammateIdle;
    /// `hook-pitfalls.md` #60490, lint rule H023).
    pub missing_script_downgrade: bool,
    /// Command, http and mcp_tool hooks and callbacks share one time budget
    /// (1.5 s, raised by the highest `timeout` of a settings file up to
    /// 60 s) instead of each having its own timeout (SessionEnd, spec §3.6).
    pub shared_timeout_budget: bool,
    /// A timed-out command, http or mcp_tool hook shows a timeout notice in
    /// the transcript (UserPromptSubmit, spec §3.6).
    pub timeout_notice: bool,
    /// What a timed-out Agent SDK callback does (spec §3.6).
    pub callback_timeout: CallbackTimeout,
    /// What a prompt or agent hook's `ok: false` does (spec §3.8).
    pub ok_false: OkFalse,
    pub handler_types: &'static [HandlerType],
    /// Default timeout of command, http and mcp_tool handlers, in milliseconds.
    pub default_timeout_ms: u64,
    /// The documented example input carries `permission_mode`.
    pub has_permission_mode: bool,
    /// Available as a Python Agent SDK callback.
    pub python_sdk: bool,
}

impl EventSpec {
    /// Whether a matcher on this event filters anything.
    pub fn has_matcher(&self) -> bool {
        !matches!(self.match_on, MatchOn::Nothing)
    }

    /// Whether the event can be blocked at all.
    pub fn can_block(&self) -> bool {
        !matches!(self.blocking, Blocking::No)
    }

    /// Whether a handler type may be configured on this event (callbacks always may).
    pub fn allows(&self, t: HandlerType) -> bool {
        t == HandlerType::Callback || self.handler_types.contains(&t)
    }

    /// Default timeout for a handler type, in milliseconds.
    pub fn timeout_ms(&self, t: HandlerType) -> u64 {
        match t {
            HandlerType::Prompt => 30_000,
            HandlerType::Agent => 60_000,
            _ => self.default_timeout_ms,
        }
    }
}

/// Timeouts of prompt hooks (30 s) and agent hooks (60 s).
pub const PROMPT_TIMEOUT_MS: u64 = 30_000;
pub const AGENT_TIMEOUT_MS: u64 = 60_000;

const ALL5: &[HandlerType] = &[
    HandlerType::Command,
    HandlerType::Http,
    HandlerType::McpTool,
    HandlerType::Prompt,
    HandlerType::Agent,
];
const CHM: &[HandlerType] = &[
    HandlerType::Command,
    HandlerType::Http,
    HandlerType::McpTool,
];
const CM: &[HandlerType] = &[HandlerType::Command, HandlerType::McpTool];

/// The tool names Claude Code offers; MCP tools are `mcp__<server>__<tool>`.
pub const TOOL_NAMES: &[&str] = &[
    "Agent",
    "AskUserQuestion",
    "Bash",
    "BashOutput",
    "Edit",
    "ExitPlanMode",
    "Glob",
    "Grep",
    "KillShell",
    "MultiEdit",
    "NotebookEdit",
    "NotebookRead",
    "PowerShell",
    "Read",
    "Skill",
    "SlashCommand",
    "TaskCreate",
    "TaskUpdate",
    "TodoWrite",
    "ToolSearch",
    "WebFetch",
    "WebSearch",
    "Write",
];

const TOOL_FIELD: MatchOn = MatchOn::Field("tool_name");
const MIN: u64 = 600_000;

/// Builds one catalogue row; the defaults are those of the quietest events.
const fn base(name: &'static str, fires_when: &'static str) -> EventSpec {
    EventSpec {
        name,
        cadence: Cadence::OnOccurrence,
        fires_when,
        match_on: MatchOn::Nothing,
        matcher_values: &[],
        narrow_matcher: false,
        tool_event: false,
        blocking: Blocking::No,
        blocked_means: "",
        exit2_stderr: Route::User,
        reason_route: Route::Debug,
        plain_stdout: Route::Debug,
        exit_code_ignored: false,
        discards_output: false,
        top_level_decision: false,
        hso_fields: &[],
        honours_continue: true,
        system_message: Route::User,
        context_position: None,
        context_route: Route::Model,
        system_message_by_source: &[],
        verdict: Verdict::Block,
        unblockable_sources: &[],
        consecutive_block_cap: None,
        block_needs_reason: false,
        exit2_ignores_hook_specific: false,
        missing_script_downgrade: false,
        shared_timeout_budget: false,
        timeout_notice: false,
        callback_timeout: CallbackTimeout::Logged,
        ok_false: OkFalse::NoEffect,
        handler_types: CHM,
        default_timeout_ms: MIN,
        has_permission_mode: false,
        python_sdk: false,
    }
}

/// What a denied PermissionRequest means (its event has no exit-2 block).
pub const PERMISSION_DENIED_MEANS: &str = "the permission is denied";

/// The 31 events, in the order of the TypeScript `HookEvent` union.
pub static EVENTS: [EventSpec; 31] = [
    EventSpec {
        cadence: Cadence::PerToolCall,
        match_on: TOOL_FIELD,
        tool_event: true,
        blocking: Blocking::Exit2,
        blocked_means: "the tool call does not run",
        exit2_stderr: Route::Model,
        reason_route: Route::Model,
        top_level_decision: true,
        hso_fields: &[
            "permissionDecision",
            "permissionDecisionReason",
            "updatedInput",
            "additionalContext",
        ],
        context_position: Some("next to the tool result"),
        handler_types: ALL5,
        has_permission_mode: true,
        python_sdk: true,
        verdict: Verdict::ToolPermission,
        callback_timeout: CallbackTimeout::DeniesTool,
        ok_false: OkFalse::DeniesTool,
        ..base(
            "PreToolUse",
            "after Claude builds a tool call's input, before the tool runs",
        )
    },
    EventSpec {
        cadence: Cadence::PerToolCall,
        match_on: TOOL_FIELD,
        tool_event: true,
        exit2_stderr: Route::Model,
        reason_route: Route::Model,
        top_level_decision: true,
        hso_fields: &[
            "additionalContext",
            "updatedToolOutput",
            "updatedMCPToolOutput",
            "classifierContext",
        ],
        context_position: Some("next to the tool result"),
        handler_types: ALL5,
        has_permission_mode: true,
        python_sdk: true,
        ok_false: OkFalse::EndsTurnUnlessContinue,
        ..base("PostToolUse", "after a tool call succeeds")
    },
    EventSpec {
        cadence: Cadence::PerToolCall,
        match_on: TOOL_FIELD,
        tool_event: true,
        exit2_stderr: Route::Model,
        reason_route: Route::Model,
        top_level_decision: true,
        hso_fields: &["additionalContext"],
        context_position: Some("next to the tool result"),
        handler_types: ALL5,
        has_permission_mode: true,
        python_sdk: true,
        ok_false: OkFalse::ToolError,
        ..base(
            "PostToolUseFailure",
            "after a tool that started executing fails",
        )
    },
    EventSpec {
        cadence: Cadence::PerToolBatch,
        blocking: Blocking::Exit2,
        blocked_means: "the agentic loop stops before the next model call",
        exit2_stderr: Route::UserAndModel,
        reason_route: Route::UserAndModel,
        top_level_decision: true,
        hso_fields: &["additionalContext"],
        context_position: Some("next to the tool results"),
        handler_types: ALL5,
        has_permission_mode: true,
        ok_false: OkFalse::EndsTurn,
        ..base(
            "PostToolBatch",
            "once per batch of parallel tool calls, before the next model call",
        )
    },
    EventSpec {
        match_on: MatchOn::Field("notification_type"),
        matcher_values: &[
            "permission_prompt",
            "idle_prompt",
            "auth_success",
            "elicitation_dialog",
            "elicitation_url_dialog",
            "elicitation_complete",
            "elicitation_response",
            "agent_needs_input",
            "agent_completed",
        ],
        exit2_stderr: Route::Nowhere,
        exit_code_ignored: true,
        hso_fields: &["additionalContext"],
        honours_continue: false,
        system_message: Route::Nowhere,
        python_sdk: true,
        context_route: Route::Debug,
        ..base("Notification", "when Claude Code sends a notification")
    },
    EventSpec {
        cadence: Cadence::OncePerTurn,
        blocking: Blocking::Exit2,
        blocked_means: "the prompt is not processed and is erased",
        exit2_stderr: Route::User,
        reason_route: Route::User,
        plain_stdout: Route::Model,
        top_level_decision: true,
        hso_fields: &[
            "additionalContext",
            "sessionTitle",
            "suppressOriginalPrompt",
        ],
        context_position: Some("with the prompt"),
        handler_types: ALL5,
        default_timeout_ms: 30_000,
        has_permission_mode: true,
        python_sdk: true,
        timeout_notice: true,
        callback_timeout: CallbackTimeout::BlocksPrompt,
        ok_false: OkFalse::EndsTurn,
        ..base(
            "UserPromptSubmit",
            "when a prompt is submitted, before Claude processes it",
        )
    },
    EventSpec {
        match_on: MatchOn::Field("command_name"),
        blocking: Blocking::Exit2,
        blocked_means: "the expansion is blocked",
        exit2_stderr: Route::User,
        reason_route: Route::User,
        plain_stdout: Route::Model,
        top_level_decision: true,
        hso_fields: &["additionalContext"],
        context_position: Some("with the prompt"),
        handler_types: ALL5,
        has_permission_mode: true,
        callback_timeout: CallbackTimeout::BlocksPrompt,
        ok_false: OkFalse::EndsTurn,
        ..base(
            "UserPromptExpansion",
            "when a typed slash command or MCP prompt expands into a prompt",
        )
    },
    EventSpec {
        cadence: Cadence::OncePerSession,
        match_on: MatchOn::Field("source"),
        matcher_values: &["startup", "resume", "clear", "compact", "fork"],
        exit2_stderr: Route::UserNotice,
        plain_stdout: Route::Model,
        hso_fields: &[
            "additionalContext",
            "initialUserMessage",
            "sessionTitle",
            "watchPaths",
            "reloadSkills",
        ],
        context_position: Some("at the start of the conversation"),
        handler_types: CM,
        ..base("SessionStart", "when a session begins or resumes")
    },
    EventSpec {
        cadence: Cadence::OncePerSession,
        match_on: MatchOn::Field("reason"),
        matcher_values: &["clear", "resume", "logout", "prompt_input_exit", "other"],
        exit2_stderr: Route::User,
        discards_output: true,
        honours_continue: false,
        system_message: Route::Nowhere,
        default_timeout_ms: 1_500,
        shared_timeout_budget: true,
        ..base("SessionEnd", "when the session terminates")
    },
    EventSpec {
        cadence: Cadence::OncePerTurn,
        blocking: Blocking::Exit2,
        blocked_means: "Claude keeps working",
        exit2_stderr: Route::Model,
        reason_route: Route::Model,
        top_level_decision: true,
        hso_fields: &["additionalContext"],
        context_position: Some("at the end of the turn"),
        handler_types: ALL5,
        has_permission_mode: true,
        python_sdk: true,
        consecutive_block_cap: Some(8),
        block_needs_reason: true,
        missing_script_downgrade: true,
        callback_timeout: CallbackTimeout::Warns,
        ok_false: OkFalse::NextInstruction,
        ..base("Stop", "when the main agent finishes responding")
    },
    EventSpec {
        cadence: Cadence::OncePerTurn,
        match_on: MatchOn::Field("error"),
        matcher_values: &[
            "rate_limit",
            "overloaded",
            "authentication_failed",
            "oauth_org_not_allowed",
            "billing_error",
            "invalid_request",
            "model_not_found",
            "server_error",
            "max_output_tokens",
            "unknown",
        ],
        narrow_matcher: true,
        exit2_stderr: Route::Nowhere,
        plain_stdout: Route::Nowhere,
        exit_code_ignored: true,
        discards_output: true,
        honours_continue: false,
        system_message: Route::Nowhere,
        ..base(
            "StopFailure",
            "instead of Stop, when the turn ends on an API error",
        )
    },
    EventSpec {
        match_on: MatchOn::Field("agent_type"),
        matcher_values: &["general-purpose", "Explore", "Plan"],
        exit2_stderr: Route::UserNotice,
        hso_fields: &["additionalContext"],
        context_position: Some("at the start of the subagent's conversation"),
        python_sdk: true,
        ..base(
            "SubagentStart",
            "when a subagent is spawned through the Agent tool",
        )
    },
    EventSpec {
        match_on: MatchOn::Field("agent_type"),
        matcher_values: &["general-purpose", "Explore", "Plan"],
        blocking: Blocking::Exit2,
        blocked_means: "the subagent keeps running",
        exit2_stderr: Route::Model,
        reason_route: Route::Model,
        top_level_decision: true,
        hso_fields: &["additionalContext"],
        context_position: Some("at the end of the subagent's turn"),
        handler_types: ALL5,
        has_permission_mode: true,
        python_sdk: true,
        block_needs_reason: true,
        missing_script_downgrade: true,
        callback_timeout: CallbackTimeout::Warns,
        ok_false: OkFalse::NextInstruction,
        ..base("SubagentStop", "when a subagent finishes responding")
    },
    EventSpec {
        match_on: MatchOn::Field("trigger"),
        matcher_values: &["manual", "auto"],
        blocking: Blocking::Exit2,
        blocked_means: "compaction is skipped",
        exit2_stderr: Route::User,
        reason_route: Route::User,
        top_level_decision: true,
        honours_continue: false,
        system_message: Route::Nowhere,
        python_sdk: true,
        ..base("PreCompact", "before the conversation is compacted")
    },
    EventSpec {
        match_on: MatchOn::Field("trigger"),
        matcher_values: &["manual", "auto"],
        discards_output: true,
        honours_continue: false,
        system_message: Route::Nowhere,
        ..base("PostCompact", "after the conversation is compacted")
    },
    EventSpec {
        match_on: TOOL_FIELD,
        tool_event: true,
        exit2_stderr: Route::Nowhere,
        hso_fields: &["decision"],
        handler_types: ALL5,
        has_permission_mode: true,
        python_sdk: true,
        verdict: Verdict::PermissionDialog,
        ..base(
            "PermissionRequest",
            "when Claude Code is about to show a permission dialog",
        )
    },
    EventSpec {
        match_on: TOOL_FIELD,
        tool_event: true,
        exit2_stderr: Route::Nowhere,
        exit_code_ignored: true,
        hso_fields: &["retry"],
        handler_types: ALL5,
        has_permission_mode: true,
        ok_false: OkFalse::Discarded,
        ..base("PermissionDenied", "when auto mode denies a tool call")
    },
    EventSpec {
        match_on: MatchOn::Field("trigger"),
        matcher_values: &["init", "maintenance"],
        exit2_stderr: Route::UserNotice,
        hso_fields: &["additionalContext"],
        context_position: Some("at the start of the conversation"),
        handler_types: CM,
        ..base(
            "Setup",
            "only with --init-only, or -p with --init or --maintenance",
        )
    },
    EventSpec {
        blocking: Blocking::Exit2,
        blocked_means: "the teammate keeps working",
        exit2_stderr: Route::Model,
        reason_route: Route::Model,
        handler_types: ALL5,
        has_permission_mode: true,
        missing_script_downgrade: true,
        ok_false: OkFalse::StopsTeammate,
        ..base(
            "TeammateIdle",
            "when an agent-team teammate is about to go idle",
        )
    },
    EventSpec {
        blocking: Blocking::Exit2,
        blocked_means: "the task is rolled back",
        exit2_stderr: Route::Model,
        reason_route: Route::Model,
        top_level_decision: true,
        honours_continue: false,
        handler_types: ALL5,
        has_permission_mode: true,
        ok_false: OkFalse::ToolError,
        ..base("TaskCreated", "when the TaskCreate tool creates a task")
    },
    EventSpec {
        blocking: Blocking::Exit2,
        blocked_means: "the task is not marked completed",
        exit2_stderr: Route::Model,
        reason_route: Route::Model,
        handler_types: ALL5,
        has_permission_mode: true,
        missing_script_downgrade: true,
        ok_false: OkFalse::ToolError,
        ..base("TaskCompleted", "when a task is marked completed")
    },
    EventSpec {
        match_on: MatchOn::Field("mcp_server_name"),
        blocking: Blocking::Exit2,
        blocked_means: "the elicitation is denied",
        exit2_stderr: Route::Nowhere,
        reason_route: Route::Nowhere,
        hso_fields: &["action", "content"],
        honours_continue: false,
        system_message: Route::Nowhere,
        has_permission_mode: true,
        exit2_ignores_hook_specific: true,
        ..base(
            "Elicitation",
            "when an MCP server asks the user for input mid-tool-call",
        )
    },
    EventSpec {
        match_on: MatchOn::Field("mcp_server_name"),
        blocking: Blocking::Exit2,
        blocked_means: "the response becomes a decline",
        exit2_stderr: Route::Nowhere,
        reason_route: Route::Nowhere,
        hso_fields: &["action", "content"],
        honours_continue: false,
        system_message: Route::Nowhere,
        has_permission_mode: true,
        exit2_ignores_hook_specific: true,
        ..base(
            "ElicitationResult",
            "after the user answers an elicitation, before the answer is sent",
        )
    },
    EventSpec {
        match_on: MatchOn::Field("source"),
        matcher_values: &[
            "user_settings",
            "project_settings",
            "local_settings",
            "policy_settings",
            "skills",
        ],
        blocking: Blocking::Exit2,
        blocked_means: "the change is not applied",
        exit2_stderr: Route::Debug,
        reason_route: Route::Debug,
        top_level_decision: true,
        honours_continue: false,
        system_message: Route::Nowhere,
        unblockable_sources: &["policy_settings"],
        ..base(
            "ConfigChange",
            "when a settings, policy or skill file changes mid-session",
        )
    },
    EventSpec {
        match_on: MatchOn::Field("source"),
        matcher_values: &["slash_command", "register_repo_root"],
        exit2_stderr: Route::Debug,
        honours_continue: false,
        system_message: Route::Model,
        system_message_by_source: &[("register_repo_root", Route::Debug)],
        ..base(
            "DirectoryAdded",
            "when /add-dir or the SDK's register_repo_root adds a directory",
        )
    },
    EventSpec {
        blocking: Blocking::AnyNonZero,
        blocked_means: "the worktree is not created",
        exit2_stderr: Route::User,
        reason_route: Route::User,
        hso_fields: &["worktreePath"],
        honours_continue: false,
        system_message: Route::Nowhere,
        ..base(
            "WorktreeCreate",
            "when a worktree is needed; the hook replaces the git behaviour",
        )
    },
    EventSpec {
        exit2_stderr: Route::Debug,
        discards_output: true,
        honours_continue: false,
        system_message: Route::Nowhere,
        ..base("WorktreeRemove", "when a worktree is removed")
    },
    EventSpec {
        match_on: MatchOn::Field("load_reason"),
        matcher_values: &[
            "session_start",
            "nested_traversal",
            "path_glob_match",
            "include",
            "compact",
        ],
        exit2_stderr: Route::Nowhere,
        exit_code_ignored: true,
        discards_output: true,
        honours_continue: false,
        system_message: Route::Nowhere,
        ..base(
            "InstructionsLoaded",
            "when a CLAUDE.md or rules file is loaded",
        )
    },
    EventSpec {
        hso_fields: &["watchPaths"],
        honours_continue: false,
        ..base("CwdChanged", "when the working directory changes")
    },
    EventSpec {
        match_on: MatchOn::Basename("file_path"),
        narrow_matcher: true,
        hso_fields: &["watchPaths"],
        honours_continue: false,
        ..base("FileChanged", "when a watched file changes on disk")
    },
    EventSpec {
        exit2_stderr: Route::Debug,
        hso_fields: &["displayContent"],
        honours_continue: false,
        system_message: Route::Nowhere,
        default_timeout_ms: 10_000,
        ..base(
            "MessageDisplay",
            "when assistant text is about to be shown on screen",
        )
    },
];

/// Looks an event up by its exact (case-sensitive) name.
pub fn event(name: &str) -> Option<&'static EventSpec> {
    EVENTS.iter().find(|e| e.name == name)
}

/// The example inputs as data: the fields of `every event` (in the order
/// Claude Code writes them, before `permission_mode` and
/// `hook_event_name`), then each event's own, and what a hook running `in
/// a subagent` is also told.
const EXAMPLE_INPUTS: &str = include_str!("example_inputs.json");

/// A valid, realistic example of the JSON Claude Code writes on a hook's
/// standard input for `event`; `in_subagent` adds `agent_id` and
/// `agent_type` as Claude Code does inside a subagent. An unknown event name
/// gives an object with only the common fields.
pub fn example_input(event_name: &str, in_subagent: bool) -> Value {
    let mut examples: Map<String, Value> =
        serde_json::from_str(EXAMPLE_INPUTS).expect("example_inputs.json is a JSON object");
    let mut part = |name: &str| match examples.remove(name) {
        Some(Value::Object(fields)) => fields,
        _ => Map::new(),
    };
    let mut input = part("every event");
    if event(event_name).is_some_and(|e| e.has_permission_mode) {
        input.insert("permission_mode".into(), Value::from("default"));
    }
    input.insert("hook_event_name".into(), Value::from(event_name));
    if event(event_name).is_some() {
        input.extend(part(event_name));
    }
    if in_subagent {
        for (name, value) in part("in a subagent") {
            input.entry(name).or_insert(value);
        }
    }
    Value::Object(input)
}

#[cfg(test)]
mod tests {
    use super::{Map, Value, EVENTS, EXAMPLE_INPUTS};
    use std::collections::BTreeSet;

    #[test]
    fn the_example_inputs_have_a_part_for_every_event_and_no_other() {
        let examples: Map<String, Value> = serde_json::from_str(EXAMPLE_INPUTS).unwrap();
        let parts: BTreeSet<&str> = examples.keys().map(String::as_str).collect();
        let expected: BTreeSet<&str> = EVENTS
            .iter()
            .map(|e| e.name)
            .chain(["every event", "in a subagent"])
            .collect();
        assert_eq!(parts, expected);
        for (name, part) in &examples {
            assert!(part.is_object(), "{name} is not an object");
        }
    }
}
