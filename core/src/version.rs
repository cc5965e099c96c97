//! Claude Code versions and every behaviour change tied to one.
//!
//! The hook engine, the linter and the session simulator all ask the same
//! question, "does this version already behave the new way?", through
//! [`Version::has`] and one [`Change`] per documented change (spec §9 and the
//! sources it cites). A change is written here once, with the version it
//! arrived in.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A `major.minor.patch` Claude Code version; ordering is numeric. In JSON it
/// is the string `"2.1.240"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Version {
    pub major: u32,
    pub minor: u32,
    pub patch: u32,
}

impl Version {
    /// The newest behaviour Hooklab knows: the documentation snapshot the
    /// spec was written from. Cases and simulations without a version use it.
    pub const NEWEST: Version = Version::new(2, 1, 240);

    #[must_use]
    pub const fn new(major: u32, minor: u32, patch: u32) -> Self {
        Version {
            major,
            minor,
            patch,
        }
    }

    /// Parses `2.1.240` (an optional leading `v` is accepted).
    #[must_use]
    pub fn parse(text: &str) -> Option<Version> {
        let text = text.trim();
        let text = text.strip_prefix('v').unwrap_or(text);
        let mut parts = text.split('.');
        let major = parts.next()?.parse().ok()?;
        let minor = parts.next()?.parse().ok()?;
        let patch = parts.next()?.parse().ok()?;
        if parts.next().is_some() {
            return None;
        }
        Some(Version::new(major, minor, patch))
    }

    /// Whether this version behaves the way `change` describes.
    #[must_use]
    pub fn has(self, change: Change) -> bool {
        self >= change.since() && change.until().is_none_or(|last| self <= last)
    }
}

impl Default for Version {
    fn default() -> Self {
        Self::NEWEST
    }
}

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}.{}", self.major, self.minor, self.patch)
    }
}

impl TryFrom<String> for Version {
    type Error = String;

    fn try_from(value: String) -> Result<Self, Self::Error> {
        Version::parse(&value).ok_or_else(|| format!("not a version like 2.1.240: {value}"))
    }
}

impl From<Version> for String {
    fn from(value: Version) -> Self {
        value.to_string()
    }
}

/// Versions the sandbox offers by name: each is just before or at a
/// documented change.
pub const KNOWN_VERSIONS: &[Version] = &[
    Version::new(2, 1, 100),
    Version::new(2, 1, 162),
    Version::new(2, 1, 190),
    Version::new(2, 1, 194),
    Version::new(2, 1, 200),
    Version::new(2, 1, 207),
    Version::new(2, 1, 213),
    Version::NEWEST,
];

/// Versions the simulator offers in free mode: one on each side of the
/// session changes (2.1.90, 2.1.214, 2.1.223).
pub const SESSION_VERSIONS: &[Version] = &[
    Version::new(2, 1, 80),
    Version::new(2, 1, 200),
    Version::new(2, 1, 220),
    Version::NEWEST,
];

/// A documented behaviour change of Claude Code.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Change {
    /// SessionEnd's time budget is raised to the largest settings timeout.
    SessionEndBudgetRaised,
    /// `-p` and SDK sessions are hidden from a bare `--continue` and from the
    /// interactive picker.
    PrintHiddenFromContinue,
    /// An unknown hook event name skips its entry with a warning instead of
    /// voiding the whole settings file.
    UnknownEventSkipped,
    /// `updatedToolOutput` works for every tool (before: MCP tools only,
    /// through `updatedMCPToolOutput`).
    UpdatedToolOutputAll,
    /// PowerShell `if` conditions match.
    PowershellIf,
    /// `if` looks inside `$()` and runs specific patterns on `$()`/`$VAR`
    /// commands.
    IfSubstitution,
    /// Comma-separated matchers, and whitespace around list items.
    CommaLists,
    /// Hyphens belong to the exact-match character set.
    HyphenExact,
    /// A matcher that is not a string voids every hook of its settings file
    /// (a regression that lasted from 2.1.197 to 2.1.202).
    BadMatcherVoidsFile,
    /// Exit-2 stderr of SessionStart, Setup and SubagentStart is shown to the
    /// user as a notice.
    Exit2NoticeShown,
    /// A plugin's `${user_config.*}` in shell form fails.
    UserConfigShellFails,
    /// SDK callback timeouts block UserPromptSubmit and UserPromptExpansion.
    CallbackTimeoutBlocksPrompt,
    /// SDK callback timeouts on PreToolUse are reported as timeouts (before:
    /// a user rejection), and a prompt hook's PreToolUse `ok: false` ends the
    /// turn.
    PromptDenyEndsTurn,
    /// A forked session reports SessionStart `source: "fork"` (before:
    /// `"resume"`).
    ForkSource,
    /// Exit 2 with JSON that fails validation still blocks, with stderr as
    /// the reason.
    Exit2InvalidJsonBlocks,
    /// A file permission rule with a `/` inside is anchored at the working
    /// directory.
    CwdAnchoredFileRules,
    /// `--resume <id>` also searches every other project and resolves when
    /// exactly one of them holds the id.
    ResumeAcrossProjects,
    /// The `classifierContext` output field.
    ClassifierContext,
}

impl Change {
    /// Every change, oldest first.
    pub const ALL: &'static [Change] = &[
        Change::SessionEndBudgetRaised,
        Change::PrintHiddenFromContinue,
        Change::UnknownEventSkipped,
        Change::UpdatedToolOutputAll,
        Change::PowershellIf,
        Change::IfSubstitution,
        Change::CommaLists,
        Change::HyphenExact,
        Change::BadMatcherVoidsFile,
        Change::Exit2NoticeShown,
        Change::UserConfigShellFails,
        Change::CallbackTimeoutBlocksPrompt,
        Change::PromptDenyEndsTurn,
        Change::ForkSource,
        Change::Exit2InvalidJsonBlocks,
        Change::CwdAnchoredFileRules,
        Change::ResumeAcrossProjects,
        Change::ClassifierContext,
    ];

    /// The first version that behaves this way.
    #[must_use]
    pub const fn since(self) -> Version {
        let patch = match self {
            Change::SessionEndBudgetRaised => 74,
            Change::PrintHiddenFromContinue => 90,
            Change::UnknownEventSkipped => 101,
            Change::UpdatedToolOutputAll => 121,
            Change::PowershellIf => 147,
            Change::IfSubstitution => 163,
            Change::CommaLists => 191,
            Change::HyphenExact => 195,
            Change::BadMatcherVoidsFile => 197,
            Change::Exit2NoticeShown => 199,
            Change::UserConfigShellFails => 207,
            Change::CallbackTimeoutBlocksPrompt => 208,
            Change::PromptDenyEndsTurn => 210,
            Change::ForkSource | Change::Exit2InvalidJsonBlocks | Change::CwdAnchoredFileRules => {
                214
            }
            Change::ResumeAcrossProjects => 223,
            Change::ClassifierContext => 236,
        };
        Version::new(2, 1, patch)
    }

    /// The last version that behaves this way, for a change that was undone.
    #[must_use]
    pub const fn until(self) -> Option<Version> {
        match self {
            Change::BadMatcherVoidsFile => Some(Version::new(2, 1, 202)),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_orders_and_prints() {
        assert_eq!(Version::parse("v2.1.223"), Some(Version::new(2, 1, 223)));
        assert_eq!(Version::parse(" 2.1.9 "), Some(Version::new(2, 1, 9)));
        assert_eq!(Version::parse("2.1"), None);
        assert_eq!(Version::parse("2.1.3.4"), None);
        assert_eq!(Version::parse("2.x.3"), None);
        assert!(Version::new(2, 1, 10) > Version::new(2, 1, 9));
        assert_eq!(Version::NEWEST.to_string(), "2.1.240");
        let json = serde_json::to_string(&Version::new(2, 1, 7)).unwrap_or_default();
        assert_eq!(json, "\"2.1.7\"");
    }

    #[test]
    fn a_change_holds_from_its_version_on() {
        let fork = Change::ForkSource;
        assert!(!Version::new(2, 1, 213).has(fork));
        assert!(Version::new(2, 1, 214).has(fork));
        assert!(Version::NEWEST.has(fork));
    }

    #[test]
    fn an_undone_change_holds_only_inside_its_range() {
        let voids = Change::BadMatcherVoidsFile;
        assert!(!Version::new(2, 1, 196).has(voids));
        assert!(Version::new(2, 1, 197).has(voids));
        assert!(Version::new(2, 1, 202).has(voids));
        assert!(!Version::new(2, 1, 203).has(voids));
    }

    #[test]
    fn changes_are_listed_oldest_first_and_known_to_the_newest() {
        let since: Vec<Version> = Change::ALL.iter().map(|c| c.since()).collect();
        assert!(since.windows(2).all(|w| w[0] <= w[1]), "{since:?}");
        for change in Change::ALL {
            assert!(change.since() <= Version::NEWEST, "{change:?}");
        }
        assert!(KNOWN_VERSIONS.windows(2).all(|w| w[0] < w[1]));
    }
}
