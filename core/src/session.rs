//! The session simulator: a small model of how Claude Code stores, finds,
//! resumes, forks and clears sessions, driven by command lines the learner
//! types, plus the stale-context decision tree as data.
//!
//! Everything here is deterministic (session ids come from a seeded counter)
//! and serializable, so that a page can keep a [`Sim`] in its state, replay
//! it, or save it.
//!
//! - [`slug`]: the project-directory name rule and the Agent SDK's hash for
//!   long paths.
//! - [`version`]: the Claude Code version the simulator emulates, and the
//!   behaviours that changed with it.
//! - [`message`]: the message ids the simulator emits (keys `sim-<id>` in the
//!   `simulator-engine.ftl` files) with their English text.
//! - [`model`]: the setup a scenario starts from and the state the page draws.
//! - [`command`]: the parser for the command lines the learner types.
//! - [`sim`]: the simulator itself.
//! - [`stale`]: the stale-context decision tree, its walk and the
//!   four-part summary.
//! - [`scenario`]: scenario files, goals and their progress.

pub mod command;
pub mod message;
pub mod model;
pub mod scenario;
pub mod sim;
pub mod slug;
pub mod stale;

pub use command::{parse_command, Command, ParseError};
pub use message::{Msg, MsgId};
pub use model::{
    ContextView, EditKind, FileEdit, FileEntry, HookFired, Line, LineKind, Machine, ProjectView,
    ReadRecord, SessionEdge, SessionEdgeKind, SessionRecord, SessionSetup, Setup, SimState,
    StepResult, StoredFileView, TranscriptEntry, Worktree,
};
pub use scenario::{load_scenario, Goal, GoalProgress, Scenario, ScenarioError, ScenarioText};
pub use sim::Sim;
pub use slug::{project_slug, sdk_simple_hash, SlugResult};
pub use stale::{
    stale_tree, summary_parts_present, summary_template, walk, StaleInputs, SummaryParts, Tree,
    Walk,
};
