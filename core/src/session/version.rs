//! The Claude Code version the simulator emulates, and the session
//! behaviours that changed between versions.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A Claude Code version such as `2.1.240`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Version {
    pub major: u32,
    pub minor: u32,
    pub patch: u32,
}

impl Version {
    /// The version the documentation snapshot describes, used by default.
    pub const DEFAULT: Version = Version::new(2, 1, 240);
    /// Since this version `-p` and SDK sessions are hidden from a bare
    /// `--continue` and from the interactive picker.
    pub const PRINT_HIDDEN_FROM_CONTINUE: Version = Version::new(2, 1, 90);
    /// Since this version a fork reports SessionStart `source: "fork"`
    /// (before: `"resume"`).
    pub const FORK_SOURCE: Version = Version::new(2, 1, 214);
    /// Since this version `--resume <id>` also searches every other project
    /// and resolves when exactly one of them holds the id.
    pub const RESUME_ACROSS_PROJECTS: Version = Version::new(2, 1, 223);

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

    #[must_use]
    pub fn hides_print_from_continue(self) -> bool {
        self >= Self::PRINT_HIDDEN_FROM_CONTINUE
    }

    #[must_use]
    pub fn fork_source(self) -> &'static str {
        if self >= Self::FORK_SOURCE {
            "fork"
        } else {
            "resume"
        }
    }

    #[must_use]
    pub fn resumes_across_projects(self) -> bool {
        self >= Self::RESUME_ACROSS_PROJECTS
    }
}

impl Default for Version {
    fn default() -> Self {
        Self::DEFAULT
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_orders() {
        assert_eq!(Version::parse("v2.1.223"), Some(Version::new(2, 1, 223)));
        assert_eq!(Version::parse("2.1"), None);
        assert_eq!(Version::parse("2.1.3.4"), None);
        assert!(Version::new(2, 1, 222) < Version::RESUME_ACROSS_PROJECTS);
        assert_eq!(Version::new(2, 1, 213).fork_source(), "resume");
        assert_eq!(Version::DEFAULT.fork_source(), "fork");
    }
}
