//! The data the simulator starts from ([`Setup`]) and the state it keeps
//! ([`SimState`]), all serializable so a page can draw and store them.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use super::message::Msg;
use crate::named::by_name;
use crate::version::Version;

/// Where a scenario starts: the machine, the Claude Code version and the
/// sessions already on disk.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// The Claude Code version to emulate.
    #[serde(default)]
    pub version: Version,
    /// The home directory (`~`).
    #[serde(default = "default_home")]
    pub home: String,
    /// The shell's current directory; it is created if missing.
    #[serde(default = "default_home")]
    pub cwd: String,
    /// Directories that exist (parents are created too).
    #[serde(default)]
    pub dirs: Vec<String>,
    /// Directories that are git repositories.
    #[serde(default)]
    pub repos: Vec<String>,
    /// Files that exist, with their history.
    #[serde(default)]
    pub files: Vec<FileSetup>,
    /// Environment variables, for example `CLAUDE_CONFIG_DIR`.
    #[serde(default)]
    pub env: BTreeMap<String, String>,
    /// Sessions already stored, oldest first.
    #[serde(default)]
    pub sessions: Vec<SessionSetup>,
    /// A stored session that is open in the terminal when the scenario
    /// starts.
    #[serde(default)]
    pub running: Option<String>,
    /// Seed of the counter that makes session ids.
    #[serde(default)]
    pub seed: u64,
    /// Whether `ls` without a path lists the current directory, as a shell
    /// does (the free mode). Off in the scenarios, whose stories use a bare
    /// `ls` to look at the transcript storage.
    #[serde(default)]
    pub shell_ls: bool,
}

fn default_home() -> String {
    "/home/dev".to_owned()
}

impl Default for Setup {
    fn default() -> Self {
        Setup {
            version: Version::NEWEST,
            home: default_home(),
            cwd: default_home(),
            dirs: Vec::new(),
            repos: Vec::new(),
            files: Vec::new(),
            env: BTreeMap::new(),
            sessions: Vec::new(),
            running: None,
            seed: 0,
            shell_ls: false,
        }
    }
}

/// A file in the setup. Its version is one plus the number of edits.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FileSetup {
    pub path: String,
    /// Edits made after creation, oldest first.
    #[serde(default)]
    pub edits: Vec<EditKind>,
}

/// A session already on disk when the scenario starts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SessionSetup {
    /// A UUID.
    pub id: String,
    /// The directory it was started in (its project).
    pub cwd: String,
    #[serde(default)]
    pub name: Option<String>,
    /// Started with `-p` or from the Agent SDK.
    #[serde(default)]
    pub print: bool,
    /// The session it was forked from.
    #[serde(default)]
    pub parent: Option<String>,
    /// The prompts typed, first one first.
    #[serde(default)]
    pub prompts: Vec<String>,
    /// Files the agent read, with the version it saw.
    #[serde(default)]
    pub reads: Vec<ReadSetup>,
    /// How many more transcript entries the session holds beyond the prompts
    /// and reads (a way to make a long session without listing it).
    #[serde(default)]
    pub extra_entries: u32,
    /// How many times it was compacted.
    #[serde(default)]
    pub compactions: u32,
}

/// A read recorded in a stored session.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReadSetup {
    pub path: String,
    pub version: u32,
}

/// How a file was changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EditKind {
    /// A few lines changed in place.
    Surgical,
    /// Large parts rewritten, moved or renamed.
    Rewrite,
    /// The agent of a session changed it (`write`).
    Agent,
}

by_name!(EditKind {
    Surgical => "surgical",
    Rewrite => "rewrite",
    Agent => "agent",
});

/// One change of a file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FileEdit {
    /// The version the edit produced.
    pub version: u32,
    pub kind: EditKind,
    /// The session whose agent made it, if any.
    pub by_session: Option<String>,
}

/// A file on the simulated machine.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FileEntry {
    /// Starts at 1; every edit adds one.
    pub version: u32,
    pub edits: Vec<FileEdit>,
}

/// A git worktree.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Worktree {
    pub path: String,
    /// The repository's main checkout.
    pub repo: String,
    pub branch: String,
}

/// The simulated machine.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Machine {
    pub home: String,
    /// The shell's current directory.
    pub cwd: String,
    pub env: BTreeMap<String, String>,
    pub dirs: BTreeSet<String>,
    pub files: BTreeMap<String, FileEntry>,
    pub repos: BTreeSet<String>,
    pub worktrees: Vec<Worktree>,
}

/// An entry of a session's transcript.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum TranscriptEntry {
    Prompt { text: String },
    Read { path: String, version: u32 },
    Write { path: String, version: u32 },
    Resumed { by: String },
    ForkedFrom { parent: String },
    Compacted,
    Earlier { count: u32 },
}

/// A file the agent read, with the version it saw.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReadRecord {
    pub path: String,
    /// The version the agent saw.
    pub version: u32,
    /// The file's version now (`None` if it no longer exists).
    pub current_version: Option<u32>,
    /// The file changed since the agent read it.
    pub stale: bool,
}

/// A stored session.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SessionRecord {
    pub id: String,
    pub name: Option<String>,
    /// The directory it belongs to (its project).
    pub cwd: String,
    /// The project directory name under `projects/`.
    pub slug: String,
    /// The `projects/` directory it is stored under.
    pub root: String,
    /// The full path of its `.jsonl` file.
    pub path: String,
    /// Started with `-p` or from the SDK.
    pub print: bool,
    /// The session it was forked from.
    pub parent: Option<String>,
    /// The session that `/clear` replaced with this one.
    pub cleared_from: Option<String>,
    /// Created while the learner played (not part of the setup).
    pub created_in_play: bool,
    /// Logical time of creation and of the last change.
    pub created: u64,
    pub updated: u64,
    /// How it was resumed during play: `id`, `name` or `continue`.
    pub resumed_by: Vec<String>,
    pub compactions: u32,
    pub transcript: Vec<TranscriptEntry>,
    /// The agent's reads, one per file (the latest).
    pub reads: Vec<ReadRecord>,
    /// Files its agent changed.
    pub wrote: Vec<String>,
}

impl SessionRecord {
    /// The first prompt, if any.
    #[must_use]
    pub fn first_prompt(&self) -> Option<&str> {
        self.transcript.iter().find_map(|e| match e {
            TranscriptEntry::Prompt { text } => Some(text.as_str()),
            _ => None,
        })
    }

    /// How many entries the transcript holds, counting summarised ones.
    #[must_use]
    pub fn entry_count(&self) -> u32 {
        self.transcript
            .iter()
            .map(|e| match e {
                TranscriptEntry::Earlier { count } => *count,
                _ => 1,
            })
            .fold(0u32, u32::saturating_add)
    }

    /// Paths of the reads that went stale.
    #[must_use]
    pub fn stale_paths(&self) -> Vec<String> {
        self.reads
            .iter()
            .filter(|r| r.stale)
            .map(|r| r.path.clone())
            .collect()
    }
}

/// The kind of an edge of the session graph.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SessionEdgeKind {
    Fork,
    Clear,
}

by_name!(SessionEdgeKind {
    Fork => "fork",
    Clear => "clear",
});

/// An edge of the session graph, from the older session to the newer one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SessionEdge {
    pub from: String,
    pub to: String,
    pub kind: SessionEdgeKind,
}

/// The session open in the terminal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Running {
    pub session_id: String,
    /// The directory it works in.
    pub cwd: String,
}

/// The running session's context, for display.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ContextView {
    pub session_id: String,
    pub reads: Vec<ReadRecord>,
    pub stale: Vec<String>,
    pub entries: u32,
    pub compactions: u32,
}

/// One stored `.jsonl` file, for display.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredFileView {
    pub file_name: String,
    pub session_id: String,
    pub name: Option<String>,
    pub print: bool,
    pub entries: u32,
}

/// One project directory under a `projects/` root, for display.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProjectView {
    pub root: String,
    pub slug: String,
    /// The working directory the slug was made from.
    pub cwd: String,
    /// The slug got the SDK hash suffix.
    pub hashed: bool,
    pub files: Vec<StoredFileView>,
}

/// A hook event the simulated Claude Code fired.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HookFired {
    /// `SessionStart`, `SessionEnd`, `UserPromptSubmit`, `PreToolUse`, ...
    pub event: String,
    /// The field that tells the cases apart: `source`, `reason`, `trigger`
    /// or `tool_name`.
    pub field: Option<String>,
    pub value: Option<String>,
    pub session_id: String,
}

/// Everything the page draws.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SimState {
    pub version: Version,
    pub machine: Machine,
    /// The `projects/` directory Claude Code uses now.
    pub storage_root: String,
    /// Every session, oldest first.
    pub sessions: Vec<SessionRecord>,
    pub edges: Vec<SessionEdge>,
    pub running: Option<Running>,
    pub context: Option<ContextView>,
    pub storage: Vec<ProjectView>,
    /// Every hook fired so far, in order.
    pub hooks: Vec<HookFired>,
    /// Logical clock: one tick per command.
    pub tick: u64,
    /// Session ids made so far by the seeded counter.
    pub ids_made: u64,
    pub seed: u64,
    /// The commands typed so far.
    pub history: Vec<String>,
    /// `ls` without a path lists the current directory ([`Setup::shell_ls`]).
    #[serde(default)]
    pub shell_ls: bool,
}

impl SimState {
    #[must_use]
    pub fn session(&self, id: &str) -> Option<&SessionRecord> {
        self.sessions.iter().find(|s| s.id == id)
    }

    #[must_use]
    pub fn running_session(&self) -> Option<&SessionRecord> {
        self.running
            .as_ref()
            .and_then(|r| self.session(&r.session_id))
    }
}

/// The kind of an output line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineKind {
    /// What the command prints.
    Output,
    /// The simulator explaining what happened and why.
    Explain,
    Warning,
    Error,
}

by_name!(LineKind {
    Output => "output",
    Explain => "explain",
    Warning => "warning",
    Error => "error",
});

/// One line of output.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Line {
    pub kind: LineKind,
    pub msg: Msg,
}

/// The result of one command line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StepResult {
    pub input: String,
    pub lines: Vec<Line>,
    pub hooks: Vec<HookFired>,
    pub exit_code: i32,
}

impl StepResult {
    /// The English text of every line, for tests and the command line.
    #[must_use]
    pub fn text(&self) -> String {
        self.lines
            .iter()
            .map(|l| l.msg.text())
            .collect::<Vec<_>>()
            .join("\n")
    }
}
