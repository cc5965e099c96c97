//! The simulator: a machine, Claude Code's session storage, and the commands
//! that change them.
//!
//! [`Sim::run`] parses a command line and dispatches it (this file, with
//! the step's output, the hooks it fires and the state derived after every
//! step); the commands' stages live in the submodules:
//!
//! - `setup`: the state a scenario starts from ([`Sim::new`]);
//! - `machine`: paths, directories, `cd`, `ls`, the storage root and git
//!   worktrees;
//! - `launch`: the `claude` command (`-w`, `--continue`, `--resume`,
//!   `--fork-session`, `--session-id`, `-p`), helped by `lookup` (how a
//!   session to continue or resume is found) and `storage` (session ids
//!   and stored records);
//! - `files`: `read`, `write` and `edit`, and the staleness they cause;
//! - `conversation`: prompts, `/clear`, `/compact` and `/exit`;
//! - `complete`: command-line completion;
//! - `goals`: scenario goals and their progress.

mod complete;
mod conversation;
mod files;
mod goals;
mod launch;
mod lookup;
mod machine;
mod setup;
mod storage;

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::command::{parse_command, Command, HELP_SYNTAX};
use super::message::{Msg, MsgId};
use super::model::{
    ContextView, HookFired, Line, LineKind, ProjectView, SimState, StepResult, StoredFileView,
};
use super::slug::project_slug;
use super::stale::StaleInputs;
use machine::last_component;

/// The session simulator.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sim {
    state: SimState,
}

/// What a step collects while it runs.
struct Step {
    lines: Vec<Line>,
    hooks: Vec<HookFired>,
    exit_code: i32,
}

impl Step {
    fn push(&mut self, kind: LineKind, id: MsgId, args: &[(&str, &str)]) {
        self.lines.push(Line {
            kind,
            msg: Msg::new(id, args),
        });
    }
    fn out(&mut self, id: MsgId, args: &[(&str, &str)]) {
        self.push(LineKind::Output, id, args);
    }
    fn explain(&mut self, id: MsgId, args: &[(&str, &str)]) {
        self.push(LineKind::Explain, id, args);
    }
    fn warn(&mut self, id: MsgId, args: &[(&str, &str)]) {
        self.push(LineKind::Warning, id, args);
    }
    fn error(&mut self, id: MsgId, args: &[(&str, &str)], code: i32) {
        self.push(LineKind::Error, id, args);
        self.exit_code = code;
    }
}

impl Sim {
    /// The state, for display.
    #[must_use]
    pub fn state(&self) -> &SimState {
        &self.state
    }

    /// Runs one command line.
    pub fn run(&mut self, line: &str) -> StepResult {
        let mut step = Step {
            lines: Vec::new(),
            hooks: Vec::new(),
            exit_code: 0,
        };
        match parse_command(line) {
            Ok(Command::Empty) => {}
            Ok(command) => {
                self.state.tick += 1;
                self.state.history.push(line.to_owned());
                self.execute(command, &mut step);
                self.refresh();
            }
            Err(err) => {
                self.state.history.push(line.to_owned());
                step.lines.push(Line {
                    kind: LineKind::Error,
                    msg: err.msg,
                });
                step.exit_code = err.exit_code;
            }
        }
        StepResult {
            input: line.to_owned(),
            lines: step.lines,
            hooks: step.hooks,
            exit_code: step.exit_code,
        }
    }

    fn execute(&mut self, command: Command, step: &mut Step) {
        let running = self.state.running.is_some();
        let shell_only = matches!(
            command,
            Command::Cd { .. }
                | Command::Mkdir { .. }
                | Command::Export { .. }
                | Command::Unset { .. }
                | Command::Claude(_)
                | Command::ClaudeVersion
                | Command::GitWorktreeAdd { .. }
        );
        let session_only = matches!(
            command,
            Command::Read { .. }
                | Command::Write { .. }
                | Command::Say { .. }
                | Command::Clear
                | Command::Compact
                | Command::Rename { .. }
                | Command::Exit
        );
        if shell_only && running {
            step.error(MsgId::ErrorSessionRunning, &[], 1);
            return;
        }
        if session_only && !running {
            step.error(MsgId::ErrorNoSession, &[], 1);
            return;
        }
        match command {
            Command::Empty => {}
            Command::Help => step.out(MsgId::Help, &[("commands", HELP_SYNTAX)]),
            Command::Pwd => {
                let dir = self.active_dir();
                step.out(MsgId::Pwd, &[("path", &dir)]);
            }
            Command::Cd { dir } => self.cd(dir.as_deref(), step),
            Command::Mkdir { dirs } => {
                for dir in dirs {
                    let path = self.resolve(&dir);
                    if self.state.machine.files.contains_key(&path) {
                        step.error(MsgId::ErrorPathExists, &[("path", &path)], 1);
                        return;
                    }
                    self.make_dir(&path);
                    step.out(MsgId::DirCreated, &[("path", &path)]);
                }
            }
            Command::Ls { path } => match path {
                None if self.state.shell_ls => {
                    let dir = self.active_dir();
                    self.ls_dir(&dir, step);
                }
                None => self.ls_storage(step),
                // The transcript storage is listed by its own path too.
                Some(p) if self.resolve(&p) == self.state.storage_root => self.ls_storage(step),
                Some(p) => self.ls_dir(&p, step),
            },
            Command::Export { name, value } => {
                step.out(MsgId::EnvSet, &[("name", &name), ("value", &value)]);
                self.state.machine.env.insert(name.clone(), value);
                self.after_env_change(&name, step);
            }
            Command::Unset { name } => {
                self.state.machine.env.remove(&name);
                step.out(MsgId::EnvUnset, &[("name", &name)]);
                self.after_env_change(&name, step);
            }
            Command::ClaudeVersion => {
                let version = self.state.version.to_string();
                step.out(MsgId::VersionShown, &[("version", &version)]);
            }
            Command::Claude(args) => self.claude(&args, step),
            Command::GitWorktreeAdd { path } => {
                let path = self.resolve(&path);
                let branch = last_component(&path).to_owned();
                self.add_worktree(&path, &branch, step);
            }
            Command::Edit { path, kind } => self.edit(&path, kind, step),
            Command::Read { path } => self.read(&path, step),
            Command::Write { path } => self.write(&path, step),
            Command::Say { text } => self.say(&text, step),
            Command::Clear => self.clear(step),
            Command::Compact => self.compact(step),
            Command::Rename { name } => {
                if let Some(s) = self.running_mut() {
                    s.name = Some(name.clone());
                }
                step.out(MsgId::Renamed, &[("name", &name)]);
            }
            Command::Exit => self.exit(step),
        }
    }

    /// Records a hook Claude Code fires at this point, with the matcher
    /// field and value it carries.
    fn fire(&mut self, step: &mut Step, event: &str, field: &str, value: &str, session: &str) {
        let hook = HookFired {
            event: event.to_owned(),
            field: Some(field.to_owned()),
            value: Some(value.to_owned()),
            session_id: session.to_owned(),
        };
        self.state.hooks.push(hook.clone());
        step.hooks.push(hook);
    }

    /// The state derived after every step: each read's staleness, the
    /// running session's context and the storage as listed.
    fn refresh(&mut self) {
        let files = &self.state.machine.files;
        for s in &mut self.state.sessions {
            for r in &mut s.reads {
                r.current_version = files.get(&r.path).map(|f| f.version);
                r.stale = r.current_version != Some(r.version);
            }
        }
        self.state.context = self.state.running_session().map(|s| ContextView {
            session_id: s.id.clone(),
            reads: s.reads.clone(),
            stale: s.stale_paths(),
            entries: s.entry_count(),
            compactions: s.compactions,
        });
        let mut projects: BTreeMap<(String, String), ProjectView> = BTreeMap::new();
        for s in &self.state.sessions {
            let view = projects
                .entry((s.root.clone(), s.slug.clone()))
                .or_insert_with(|| ProjectView {
                    root: s.root.clone(),
                    slug: s.slug.clone(),
                    cwd: s.cwd.clone(),
                    hashed: project_slug(&s.cwd).hashed,
                    files: Vec::new(),
                });
            view.files.push(StoredFileView {
                file_name: format!("{}.jsonl", s.id),
                session_id: s.id.clone(),
                name: s.name.clone(),
                print: s.print,
                entries: s.entry_count(),
            });
        }
        self.state.storage = projects.into_values().collect();
    }

    /// The inputs of the stale-context tree for a session.
    #[must_use]
    pub fn stale_inputs(&self, session_id: &str) -> Option<StaleInputs> {
        StaleInputs::from_session(&self.state, session_id)
    }
}
