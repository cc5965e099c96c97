//! Simulator scenarios: a setup, a goal checked as data, a scripted
//! solution, and the text of every locale. The file format is described in
//! `content/simulator/README.md`.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use super::command::is_uuid;
use super::message::Msg;
use super::model::Setup;
use crate::i18n::{Lang, Translations};

/// A goal the simulator checks against its state.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "check", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Goal {
    /// Every one of the goals.
    All { of: Vec<Goal> },
    /// At least one of the goals.
    Any { of: Vec<Goal> },
    /// A session is running, with every property given.
    Running {
        #[serde(default)]
        id: Option<String>,
        /// The running session is not this one.
        #[serde(default)]
        not_id: Option<String>,
        /// It works in this directory.
        #[serde(default)]
        cwd: Option<String>,
        #[serde(default)]
        name: Option<String>,
        /// It is a fork of this session.
        #[serde(default)]
        fork_of: Option<String>,
    },
    /// At least `count` forks of `parent` exist, with the properties asked.
    Forks {
        parent: String,
        count: u32,
        /// Each fork works in a different directory.
        #[serde(default)]
        distinct_cwds: bool,
        /// Each fork works in a git worktree.
        #[serde(default)]
        in_worktrees: bool,
        /// The agent of each fork changed at least one file.
        #[serde(default)]
        each_wrote: bool,
    },
    /// A session is running, its context has no stale read, and it has read
    /// every file listed.
    NoStaleReads {
        #[serde(default)]
        read: Vec<String>,
    },
    /// A session started during play (not a fork, not a `/clear`) whose first
    /// prompt holds the four parts of the summary.
    FreshSummary {
        #[serde(default)]
        cwd: Option<String>,
    },
    /// The session was resumed (not forked) during play, by `id`, `name` or
    /// `continue` when `by` is given. Without `id`, any session started
    /// during play counts.
    Resumed {
        /// Without an id: any session started during play.
        #[serde(default)]
        id: Option<String>,
        #[serde(default)]
        by: Option<String>,
    },
    /// The session was neither resumed nor changed during play (forking it
    /// is fine).
    Untouched { id: String },
    /// `/clear` replaced this session with a new one (keeping its name, if
    /// asked).
    ClearedFrom {
        id: String,
        #[serde(default)]
        keeps_name: bool,
    },
    /// A hook event fired during play, with the field value given.
    HookFired {
        event: String,
        #[serde(default)]
        field: Option<String>,
        #[serde(default)]
        value: Option<String>,
    },
}

/// One line of a goal's progress.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GoalCheck {
    pub msg: Msg,
    pub met: bool,
    /// Nesting under `all` and `any`.
    pub depth: u32,
}

/// How far the learner is from a goal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GoalProgress {
    pub reached: bool,
    /// A line saying whether the goal is reached.
    pub summary: Msg,
    pub checks: Vec<GoalCheck>,
}

/// Code shown beside a scenario (the same code in every locale; only the
/// comments are translated).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CodeSample {
    pub python: String,
    pub typescript: String,
}

/// The text of a scenario in one locale.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioText {
    pub title: String,
    pub story: String,
    /// The goal, in words.
    pub goal: String,
    pub hints: Vec<String>,
    /// Shown when the goal is reached.
    pub lesson: String,
    #[serde(default)]
    pub code: Option<CodeSample>,
}

/// A scenario file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    pub id: String,
    /// Order in the scenario list.
    #[serde(default)]
    pub order: u32,
    pub setup: Setup,
    pub goal: Goal,
    /// Command lines that reach the goal, for the tests and a "show me"
    /// button.
    pub solution: Vec<String>,
    /// `en`, `fr`, `ru` and `es`.
    pub text: BTreeMap<String, ScenarioText>,
}

impl Scenario {
    /// The text in a locale, or in English (also for a code that is not
    /// one of ours).
    #[must_use]
    pub fn text(&self, locale: &str) -> Option<&ScenarioText> {
        let lang = Lang::from_code(locale).unwrap_or(Lang::En);
        self.text.in_lang_or_english(lang)
    }
}

/// Why a scenario file was refused; every variant names the file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ScenarioError {
    #[error("{file}: {message}")]
    Toml { file: String, message: String },
    #[error("{file}: field `id` is `{id}` but the file is named after `{expected}`")]
    IdMismatch {
        file: String,
        id: String,
        expected: String,
    },
    #[error("{file}: table `text.{locale}` is missing")]
    MissingLocale { file: String, locale: String },
    #[error("{file}: table `text.{locale}` is not one of en, fr, ru, es")]
    UnknownLocale { file: String, locale: String },
    #[error("{file}: field `{field}` is empty")]
    EmptyField { file: String, field: String },
    #[error("{file}: field `{field}`: {reason}")]
    InvalidField {
        file: String,
        field: String,
        reason: String,
    },
}

fn valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.split('-').all(|w| {
            !w.is_empty()
                && w.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        })
}

/// Reads and checks a scenario file. `file_name` is used in errors and must
/// be `<id>.toml` (a directory part is ignored).
///
/// # Errors
/// A [`ScenarioError`] naming the file and the field at fault.
pub fn load_scenario(file_name: &str, text: &str) -> Result<Scenario, ScenarioError> {
    let file = file_name.to_owned();
    let scenario: Scenario = toml::from_str(text).map_err(|e| ScenarioError::Toml {
        file: file.clone(),
        message: e.message().to_owned()
            + &e.span()
                .map(|s| format!(" (at byte {})", s.start))
                .unwrap_or_default(),
    })?;
    let stem = file_name
        .rsplit('/')
        .next()
        .unwrap_or(file_name)
        .trim_end_matches(".toml");
    if scenario.id != stem {
        return Err(ScenarioError::IdMismatch {
            file,
            id: scenario.id.clone(),
            expected: stem.to_owned(),
        });
    }
    let invalid = |field: &str, reason: &str| ScenarioError::InvalidField {
        file: file.clone(),
        field: field.to_owned(),
        reason: reason.to_owned(),
    };
    let empty = |field: String| ScenarioError::EmptyField {
        file: file.clone(),
        field,
    };
    if !valid_id(&scenario.id) {
        return Err(invalid("id", "ids are lowercase ASCII words joined by -"));
    }
    for locale in scenario.text.keys() {
        if Lang::from_code(locale).is_none() {
            return Err(ScenarioError::UnknownLocale {
                file,
                locale: locale.clone(),
            });
        }
    }
    let mut with_code = 0usize;
    for lang in Lang::ALL {
        let locale = lang.code();
        let Some(t) = scenario.text.get(locale) else {
            return Err(ScenarioError::MissingLocale {
                file,
                locale: locale.to_owned(),
            });
        };
        for (field, value) in [
            ("title", &t.title),
            ("story", &t.story),
            ("goal", &t.goal),
            ("lesson", &t.lesson),
        ] {
            if value.trim().is_empty() {
                return Err(empty(format!("text.{locale}.{field}")));
            }
        }
        if t.hints.is_empty() || t.hints.iter().any(|h| h.trim().is_empty()) {
            return Err(empty(format!("text.{locale}.hints")));
        }
        if let Some(code) = &t.code {
            with_code += 1;
            if code.python.trim().is_empty() {
                return Err(empty(format!("text.{locale}.code.python")));
            }
            if code.typescript.trim().is_empty() {
                return Err(empty(format!("text.{locale}.code.typescript")));
            }
        }
    }
    if with_code != 0 && with_code != Lang::ALL.len() {
        return Err(invalid(
            "text.*.code",
            "code must be given in every locale or in none",
        ));
    }
    if scenario.solution.is_empty() {
        return Err(empty("solution".to_owned()));
    }
    let setup = &scenario.setup;
    for (field, path) in std::iter::once(("setup.home", &setup.home))
        .chain(std::iter::once(("setup.cwd", &setup.cwd)))
    {
        if !path.starts_with('/') {
            return Err(invalid(field, "must be an absolute path"));
        }
    }
    let mut ids = BTreeSet::new();
    let mut places = BTreeSet::new();
    for (i, s) in setup.sessions.iter().enumerate() {
        if !is_uuid(&s.id) {
            return Err(invalid(&format!("setup.sessions[{i}].id"), "not a UUID"));
        }
        if !places.insert((s.id.as_str(), s.cwd.as_str())) {
            return Err(invalid(
                &format!("setup.sessions[{i}].id"),
                "the same id twice in one directory",
            ));
        }
        ids.insert(s.id.as_str());
        if !s.cwd.starts_with('/') {
            return Err(invalid(
                &format!("setup.sessions[{i}].cwd"),
                "must be an absolute path",
            ));
        }
        if let Some(parent) = &s.parent {
            if !ids.contains(parent.as_str()) {
                return Err(invalid(
                    &format!("setup.sessions[{i}].parent"),
                    "must name an earlier session",
                ));
            }
        }
    }
    for (i, f) in setup.files.iter().enumerate() {
        if !f.path.starts_with('/') {
            return Err(invalid(
                &format!("setup.files[{i}].path"),
                "must be an absolute path",
            ));
        }
    }
    if let Some(running) = &setup.running {
        if !ids.contains(running.as_str()) {
            return Err(invalid("setup.running", "must name a session of the setup"));
        }
    }
    Ok(scenario)
}
