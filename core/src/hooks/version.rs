//! Claude Code version numbers and the behaviour changes tied to them.

use serde::{Deserialize, Serialize};

use super::Case;

/// A `major.minor.patch` version; ordering is numeric.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Version(pub u32, pub u32, pub u32);

impl Version {
    /// Parses `2.1.240` (an optional leading `v` is accepted).
    pub fn parse(text: &str) -> Option<Version> {
        let t = text.trim();
        let t = t.strip_prefix('v').unwrap_or(t);
        let mut parts = t.split('.');
        let a = parts.next()?.parse().ok()?;
        let b = parts.next()?.parse().ok()?;
        let c = parts.next()?.parse().ok()?;
        if parts.next().is_some() {
            return None;
        }
        Some(Version(a, b, c))
    }

    /// True from `2.1.<patch>` on (every gate of the spec is in the 2.1 line).
    pub fn at_least(self, patch: u32) -> bool {
        self >= Version(2, 1, patch)
    }
}

impl std::fmt::Display for Version {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{}.{}", self.0, self.1, self.2)
    }
}

/// The newest behaviour the engine knows (the docs snapshot of the spec).
pub const NEWEST: Version = Version(2, 1, 240);

/// Versions with named profiles: each is just before or at a documented change.
pub const KNOWN_VERSIONS: &[Version] = &[
    Version(2, 1, 100),
    Version(2, 1, 162),
    Version(2, 1, 190),
    Version(2, 1, 194),
    Version(2, 1, 200),
    Version(2, 1, 207),
    Version(2, 1, 213),
    Version(2, 1, 240),
];

/// The behaviour changes, by the version they arrived in (2.1.x).
pub mod gate {
    /// An unknown hook event name no longer voids the whole settings file.
    pub const UNKNOWN_EVENT_SKIPPED: u32 = 101;
    /// `updatedToolOutput` works for every tool (before: MCP tools only, `updatedMCPToolOutput`).
    pub const UPDATED_TOOL_OUTPUT_ALL: u32 = 121;
    /// PowerShell `if` conditions match.
    pub const POWERSHELL_IF: u32 = 147;
    /// `if` looks inside `$()` and runs specific patterns on `$()`/`$VAR` commands.
    pub const IF_SUBSTITUTION: u32 = 163;
    /// Comma-separated matchers and whitespace around list items.
    pub const COMMA_LISTS: u32 = 191;
    /// Hyphens belong to the exact-match character set.
    pub const HYPHEN_EXACT: u32 = 195;
    /// A non-string matcher voided every hook of its settings file (2.1.197 to 2.1.202).
    pub const BAD_MATCHER_VOIDS_FILE_FROM: u32 = 197;
    pub const BAD_MATCHER_VOIDS_FILE_UNTIL: u32 = 202;
    /// Exit-2 stderr of SessionStart, Setup and SubagentStart shown as a notice.
    pub const EXIT2_NOTICE_SHOWN: u32 = 199;
    /// Plugin `${user_config.*}` in shell form fails.
    pub const USER_CONFIG_SHELL_FAILS: u32 = 207;
    /// SDK callback timeouts block UserPromptSubmit and UserPromptExpansion.
    pub const CALLBACK_TIMEOUT_BLOCKS_PROMPT: u32 = 208;
    /// SDK callback timeouts on PreToolUse are reported as timeouts (before: a user rejection);
    /// a prompt hook's PreToolUse `ok: false` ends the turn.
    pub const PROMPT_DENY_ENDS_TURN: u32 = 210;
    /// Exit 2 with schema-invalid JSON blocks; `fork` SessionStart source; cwd-anchored file rules.
    pub const V214: u32 = 214;
    /// `classifierContext` output.
    pub const CLASSIFIER_CONTEXT: u32 = 236;
    /// SessionEnd's budget is raised to the largest settings timeout.
    pub const SESSION_END_RAISED: u32 = 74;
}

/// The case's version: parsed, or the newest when absent or unreadable
/// (`parse_case` refuses unreadable ones, so only hand-built cases get there).
pub(crate) fn of_case(case: &Case) -> Version {
    case.claude_code_version
        .as_deref()
        .and_then(Version::parse)
        .map(|v| v.min(NEWEST))
        .unwrap_or(NEWEST)
}
