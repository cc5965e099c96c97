//! Simulator scenarios: a setup, a goal checked as data, a scripted
//! solution, and the text of every locale. The file format is described in
//! `content/simulator/README.md`.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use super::command::is_uuid;
use super::message::Msg;
use super::model::Setup;
use crate::i18n::{Lang, Translations};
use crate::tagged::Variant;

/// A goal the simulator checks against its state. A file holds its kind
/// in `check` beside the kind's fields, and no other field; it is read
/// through `GoalFields`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "check", rename_all = "kebab-case", try_from = "GoalFields")]
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

/// The goals' `check` names, as a file writes them.
const GOAL_CHECKS: [&str; 10] = [
    "all",
    "any",
    "running",
    "forks",
    "no-stale-reads",
    "fresh-summary",
    "resumed",
    "untouched",
    "cleared-from",
    "hook-fired",
];

/// A [`Goal`] as a file holds it: its `check` and any goal's fields, and
/// no other; read flat, by the rule in `crate::tagged`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GoalFields {
    check: String,
    of: Option<Vec<Goal>>,
    id: Option<String>,
    not_id: Option<String>,
    cwd: Option<String>,
    name: Option<String>,
    fork_of: Option<String>,
    parent: Option<String>,
    count: Option<u32>,
    distinct_cwds: Option<bool>,
    in_worktrees: Option<bool>,
    each_wrote: Option<bool>,
    read: Option<Vec<String>>,
    by: Option<String>,
    keeps_name: Option<bool>,
    event: Option<String>,
    field: Option<String>,
    value: Option<String>,
}

impl GoalFields {
    /// Every field besides `check`, in the order of `given`.
    const NAMES: [&'static str; 17] = [
        "of",
        "id",
        "not_id",
        "cwd",
        "name",
        "fork_of",
        "parent",
        "count",
        "distinct_cwds",
        "in_worktrees",
        "each_wrote",
        "read",
        "by",
        "keeps_name",
        "event",
        "field",
        "value",
    ];

    /// Whether each field of `NAMES` is given.
    fn given(&self) -> [bool; 17] {
        [
            self.of.is_some(),
            self.id.is_some(),
            self.not_id.is_some(),
            self.cwd.is_some(),
            self.name.is_some(),
            self.fork_of.is_some(),
            self.parent.is_some(),
            self.count.is_some(),
            self.distinct_cwds.is_some(),
            self.in_worktrees.is_some(),
            self.each_wrote.is_some(),
            self.read.is_some(),
            self.by.is_some(),
            self.keeps_name.is_some(),
            self.event.is_some(),
            self.field.is_some(),
            self.value.is_some(),
        ]
    }
}

impl TryFrom<GoalFields> for Goal {
    type Error = String;

    fn try_from(f: GoalFields) -> Result<Goal, String> {
        let check = f.check.as_str();
        let own: &[&str] = match check {
            "all" | "any" => &["of"],
            "running" => &["id", "not_id", "cwd", "name", "fork_of"],
            "forks" => &[
                "parent",
                "count",
                "distinct_cwds",
                "in_worktrees",
                "each_wrote",
            ],
            "no-stale-reads" => &["read"],
            "fresh-summary" => &["cwd"],
            "resumed" => &["id", "by"],
            "untouched" => &["id"],
            "cleared-from" => &["id", "keeps_name"],
            "hook-fired" => &["event", "field", "value"],
            _ => {
                return Err(format!(
                    "unknown goal check `{check}`, expected one of {}",
                    GOAL_CHECKS.join(", ")
                ))
            }
        };
        let goal = Variant::new("a goal that checks", check);
        goal.only(&GoalFields::NAMES, &f.given(), own)?;
        Ok(match check {
            "all" => Goal::All {
                of: goal.needs(f.of, "of")?,
            },
            "any" => Goal::Any {
                of: goal.needs(f.of, "of")?,
            },
            "running" => Goal::Running {
                id: f.id,
                not_id: f.not_id,
                cwd: f.cwd,
                name: f.name,
                fork_of: f.fork_of,
            },
            "forks" => Goal::Forks {
                parent: goal.needs(f.parent, "parent")?,
                count: goal.needs(f.count, "count")?,
                distinct_cwds: f.distinct_cwds.unwrap_or_default(),
                in_worktrees: f.in_worktrees.unwrap_or_default(),
                each_wrote: f.each_wrote.unwrap_or_default(),
            },
            "no-stale-reads" => Goal::NoStaleReads {
                read: f.read.unwrap_or_default(),
            },
            "fresh-summary" => Goal::FreshSummary { cwd: f.cwd },
            "resumed" => Goal::Resumed { id: f.id, by: f.by },
            "untouched" => Goal::Untouched {
                id: goal.needs(f.id, "id")?,
            },
            "cleared-from" => Goal::ClearedFrom {
                id: goal.needs(f.id, "id")?,
                keeps_name: f.keeps_name.unwrap_or_default(),
            },
            // "hook-fired": the first match refused any other check.
            _ => Goal::HookFired {
                event: goal.needs(f.event, "event")?,
                field: f.field,
                value: f.value,
            },
        })
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn each_goal_field_name_is_paired_with_its_own_flag() {
        for (at, name) in GoalFields::NAMES.iter().enumerate() {
            // The first value of the field's type that reads.
            let fields = [json!("x"), json!(1), json!(true), json!([])]
                .into_iter()
                .find_map(|value| {
                    serde_json::from_value::<GoalFields>(json!({"check": "all", *name: value})).ok()
                })
                .unwrap_or_else(|| panic!("no value reads as `{name}`"));
            let given = fields.given();
            assert!(given[at], "`{name}` is not flagged at its place");
            assert_eq!(given.iter().filter(|g| **g).count(), 1, "{name}");
        }
    }

    fn some(text: &str) -> Option<String> {
        Some(text.to_owned())
    }

    #[test]
    fn every_goal_reads_back_as_written_with_every_field_given() {
        let every = vec![
            Goal::Running {
                id: some("a"),
                not_id: some("b"),
                cwd: some("/repo"),
                name: some("design"),
                fork_of: some("c"),
            },
            Goal::Forks {
                parent: "a".into(),
                count: 2,
                distinct_cwds: true,
                in_worktrees: true,
                each_wrote: true,
            },
            Goal::NoStaleReads {
                read: vec!["src/lib.rs".into()],
            },
            Goal::FreshSummary { cwd: some("/repo") },
            Goal::Resumed {
                id: some("a"),
                by: some("name"),
            },
            Goal::Untouched { id: "a".into() },
            Goal::ClearedFrom {
                id: "a".into(),
                keeps_name: true,
            },
            Goal::HookFired {
                event: "SessionStart".into(),
                field: some("source"),
                value: some("resume"),
            },
        ];
        let goal = Goal::All {
            of: vec![
                Goal::Any { of: every.clone() },
                Goal::Running {
                    id: None,
                    not_id: None,
                    cwd: None,
                    name: None,
                    fork_of: None,
                },
            ],
        };
        let text = serde_json::to_string(&goal).unwrap();
        assert_eq!(serde_json::from_str::<Goal>(&text).unwrap(), goal, "{text}");
        for one in every {
            let text = serde_json::to_string(&one).unwrap();
            let check = serde_json::to_value(&one).unwrap()["check"].clone();
            assert!(GOAL_CHECKS.contains(&check.as_str().unwrap()), "{text}");
            assert_eq!(serde_json::from_str::<Goal>(&text).unwrap(), one, "{text}");
        }
    }

    #[test]
    fn a_goal_names_the_field_that_does_not_belong_or_is_missing() {
        let error = |text: &str| toml::from_str::<Goal>(text).unwrap_err().to_string();
        let stray = error("check = \"untouched\"\nid = \"a\"\ncount = 2\n");
        assert!(
            stray.contains("a goal that checks `untouched` has no field `count`"),
            "{stray}"
        );
        let missing = error("check = \"forks\"\nparent = \"a\"\n");
        assert!(
            missing.contains("a goal that checks `forks` needs `count`"),
            "{missing}"
        );
        let unknown = error("check = \"finished\"\n");
        assert!(
            unknown.contains("unknown goal check `finished`"),
            "{unknown}"
        );
        assert!(unknown.contains("hook-fired"), "{unknown}");
        let typo = error("check = \"running\"\nforkof = \"a\"\n");
        assert!(typo.contains("forkof"), "{typo}");
    }
}
