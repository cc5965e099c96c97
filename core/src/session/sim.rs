//! The simulator: a machine, Claude Code's session storage, and the commands
//! that change them.

mod conversation;
mod files;
mod launch;
mod lookup;
mod machine;
mod storage;

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use super::command::{parse_command, Command, CLAUDE_FLAGS, COMMANDS, HELP_SYNTAX};
use super::message::{Msg, MsgId};
use super::model::{
    ContextView, FileEdit, FileEntry, HookFired, Line, LineKind, Machine, ProjectView, ReadRecord,
    Running, SessionEdge, SessionEdgeKind, SessionRecord, Setup, SimState, StepResult,
    StoredFileView, TranscriptEntry,
};
use super::scenario::{Goal, GoalCheck, GoalProgress};
use super::slug::project_slug;
use super::stale::{summary_parts_present, StaleInputs};
use machine::{last_component, normalize, parent_of};

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
    /// A simulator at the start of a scenario.
    #[must_use]
    pub fn new(setup: &Setup) -> Sim {
        let home = normalize(&setup.home);
        let mut machine = Machine {
            home: home.clone(),
            cwd: normalize(&setup.cwd),
            env: setup.env.clone(),
            dirs: BTreeSet::new(),
            files: BTreeMap::new(),
            repos: BTreeSet::new(),
            worktrees: Vec::new(),
        };
        let mut sim = Sim {
            state: SimState {
                version: setup.version,
                machine: machine.clone(),
                storage_root: String::new(),
                sessions: Vec::new(),
                edges: Vec::new(),
                running: None,
                context: None,
                storage: Vec::new(),
                hooks: Vec::new(),
                tick: 0,
                ids_made: 0,
                seed: setup.seed,
                history: Vec::new(),
                shell_ls: setup.shell_ls,
            },
        };
        machine.dirs.insert("/".to_owned());
        sim.state.machine = machine;
        sim.make_dir(&home);
        let cwd = sim.state.machine.cwd.clone();
        sim.make_dir(&cwd);
        for dir in &setup.dirs {
            sim.make_dir(&normalize(dir));
        }
        for repo in &setup.repos {
            let repo = normalize(repo);
            sim.make_dir(&repo);
            sim.state.machine.repos.insert(repo);
        }
        for file in &setup.files {
            let path = normalize(&file.path);
            if let Some(parent) = parent_of(&path) {
                sim.make_dir(parent);
            }
            let edits: Vec<FileEdit> = file
                .edits
                .iter()
                .enumerate()
                .map(|(i, kind)| FileEdit {
                    version: u32::try_from(i).unwrap_or(u32::MAX).saturating_add(2),
                    kind: *kind,
                    by_session: None,
                })
                .collect();
            let version = u32::try_from(edits.len())
                .unwrap_or(u32::MAX)
                .saturating_add(1);
            sim.state
                .machine
                .files
                .insert(path, FileEntry { version, edits });
        }
        let root = sim.storage_root();
        sim.state.storage_root = root.clone();
        for s in &setup.sessions {
            // The same id may sit in two projects (a transcript copied by
            // hand); the same id twice in one project is kept once.
            let cwd_norm = normalize(&s.cwd);
            if sim
                .state
                .sessions
                .iter()
                .any(|x| x.id == s.id && x.cwd == cwd_norm)
            {
                continue;
            }
            sim.state.tick += 1;
            let cwd = normalize(&s.cwd);
            sim.make_dir(&cwd);
            let slug = project_slug(&cwd).slug;
            let mut transcript = Vec::new();
            if s.extra_entries > 0 {
                transcript.push(TranscriptEntry::Earlier {
                    count: s.extra_entries,
                });
            }
            if let Some(parent) = &s.parent {
                transcript.push(TranscriptEntry::ForkedFrom {
                    parent: parent.clone(),
                });
            }
            for prompt in &s.prompts {
                transcript.push(TranscriptEntry::Prompt {
                    text: prompt.clone(),
                });
            }
            let mut reads: Vec<ReadRecord> = Vec::new();
            for r in &s.reads {
                let path = normalize(&r.path);
                transcript.push(TranscriptEntry::Read {
                    path: path.clone(),
                    version: r.version,
                });
                reads.retain(|x| x.path != path);
                reads.push(ReadRecord {
                    path,
                    version: r.version,
                    current_version: None,
                    stale: false,
                });
            }
            for _ in 0..s.compactions.min(64) {
                transcript.push(TranscriptEntry::Compacted);
            }
            if let Some(parent) = &s.parent {
                sim.state.edges.push(SessionEdge {
                    from: parent.clone(),
                    to: s.id.clone(),
                    kind: SessionEdgeKind::Fork,
                });
            }
            sim.state.sessions.push(SessionRecord {
                id: s.id.clone(),
                name: s.name.clone(),
                path: format!("{root}/{slug}/{}.jsonl", s.id),
                cwd,
                slug,
                root: root.clone(),
                print: s.print,
                parent: s.parent.clone(),
                cleared_from: None,
                created_in_play: false,
                created: sim.state.tick,
                updated: sim.state.tick,
                resumed_by: Vec::new(),
                compactions: s.compactions,
                transcript,
                reads,
                wrote: Vec::new(),
            });
        }
        if let Some(running) = &setup.running {
            if let Some(s) = sim.state.session(running) {
                sim.state.running = Some(Running {
                    session_id: s.id.clone(),
                    cwd: s.cwd.clone(),
                });
            }
        }
        sim.refresh();
        sim
    }

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

    /// Completions of a partial command line, as whole lines.
    #[must_use]
    pub fn complete(&self, partial: &str) -> Vec<String> {
        let ends_with_space = partial.ends_with(char::is_whitespace);
        let words: Vec<&str> = partial.split_whitespace().collect();
        let (done, current): (&[&str], &str) = if ends_with_space || words.is_empty() {
            (&words[..], "")
        } else {
            match words.split_last() {
                Some((last, before)) => (before, last),
                None => (&[], ""),
            }
        };
        let prefix_len = partial.len() - current.len();
        let head = partial.get(..prefix_len).unwrap_or_default();
        let candidates: Vec<String> = match done {
            [] => COMMANDS.iter().map(|c| (*c).to_owned()).collect(),
            ["claude", .., prev] if matches!(*prev, "-r" | "--resume") => {
                let mut c: Vec<String> = Vec::new();
                for s in self.visible() {
                    c.push(s.id.clone());
                    if let Some(name) = &s.name {
                        c.push(name.clone());
                    }
                }
                c
            }
            ["claude", .., "--output-format"] => {
                vec!["text".into(), "json".into(), "stream-json".into()]
            }
            ["claude", ..] => CLAUDE_FLAGS.iter().map(|f| (*f).to_owned()).collect(),
            ["git"] => vec!["worktree".into()],
            ["git", "worktree"] => vec!["add".into()],
            ["git", "worktree", "add"] | ["cd" | "mkdir" | "ls"] => {
                self.path_candidates(current, true)
            }
            ["read" | "edit" | "write"] => self.path_candidates(current, false),
            _ => Vec::new(),
        };
        let mut out: Vec<String> = candidates
            .into_iter()
            .filter(|c| c.starts_with(current) && c != current)
            .map(|c| format!("{head}{c}"))
            .collect();
        out.sort();
        out.dedup();
        out
    }

    fn path_candidates(&self, current: &str, dirs_only: bool) -> Vec<String> {
        let (dir_part, _) = match current.rfind('/') {
            Some(i) => (current.get(..=i).unwrap_or_default(), ()),
            None => ("", ()),
        };
        let base = if dir_part.is_empty() {
            self.active_dir()
        } else {
            self.resolve(dir_part)
        };
        self.children(&base)
            .into_iter()
            .filter(|c| !dirs_only || c.ends_with('/'))
            .map(|c| format!("{dir_part}{c}"))
            .collect()
    }

    /// Whether the goal is reached in the current state.
    #[must_use]
    pub fn goal_reached(&self, goal: &Goal) -> bool {
        self.check(goal, 0, &mut Vec::new())
    }

    /// The goal's checks, each met or not, for display.
    #[must_use]
    pub fn goal_progress(&self, goal: &Goal) -> GoalProgress {
        let mut checks = Vec::new();
        let reached = self.check(goal, 0, &mut checks);
        GoalProgress {
            reached,
            summary: Msg::new(
                if reached {
                    MsgId::GoalReached
                } else {
                    MsgId::GoalNotYet
                },
                &[],
            ),
            checks,
        }
    }

    fn check(&self, goal: &Goal, depth: u32, out: &mut Vec<GoalCheck>) -> bool {
        let line = |out: &mut Vec<GoalCheck>, id: MsgId, args: &[(&str, &str)], met: bool| {
            out.push(GoalCheck {
                msg: Msg::new(id, args),
                met,
                depth,
            });
            met
        };
        match goal {
            Goal::All { of } => {
                let at = out.len();
                let met = of
                    .iter()
                    .map(|g| self.check(g, depth + 1, out))
                    .collect::<Vec<bool>>()
                    .into_iter()
                    .all(|b| b);
                out.insert(
                    at,
                    GoalCheck {
                        msg: Msg::new(MsgId::GoalAll, &[]),
                        met,
                        depth,
                    },
                );
                met
            }
            Goal::Any { of } => {
                let at = out.len();
                let met = of
                    .iter()
                    .map(|g| self.check(g, depth + 1, out))
                    .collect::<Vec<bool>>()
                    .into_iter()
                    .any(|b| b);
                out.insert(
                    at,
                    GoalCheck {
                        msg: Msg::new(MsgId::GoalAny, &[]),
                        met,
                        depth,
                    },
                );
                met
            }
            Goal::Running {
                id,
                not_id,
                cwd,
                name,
                fork_of,
            } => {
                let running = self.state.running_session();
                let run_cwd = self.state.running.as_ref().map(|r| r.cwd.as_str());
                let mut all = line(out, MsgId::GoalRunning, &[], running.is_some());
                if let Some(id) = id {
                    all &= line(
                        out,
                        MsgId::GoalRunningId,
                        &[("id", id)],
                        running.is_some_and(|s| &s.id == id),
                    );
                }
                if let Some(not_id) = not_id {
                    all &= line(
                        out,
                        MsgId::GoalRunningNotId,
                        &[("id", not_id)],
                        running.is_some_and(|s| &s.id != not_id),
                    );
                }
                if let Some(dir) = cwd {
                    all &= line(
                        out,
                        MsgId::GoalRunningIn,
                        &[("dir", dir)],
                        run_cwd == Some(dir.as_str()),
                    );
                }
                if let Some(name) = name {
                    all &= line(
                        out,
                        MsgId::GoalRunningNamed,
                        &[("name", name)],
                        running.is_some_and(|s| s.name.as_ref() == Some(name)),
                    );
                }
                if let Some(parent) = fork_of {
                    all &= line(
                        out,
                        MsgId::GoalRunningForkOf,
                        &[("parent", parent)],
                        running.is_some_and(|s| s.parent.as_ref() == Some(parent)),
                    );
                }
                all
            }
            Goal::Forks {
                parent,
                count,
                distinct_cwds,
                in_worktrees,
                each_wrote,
            } => {
                let forks: Vec<&SessionRecord> = self
                    .state
                    .sessions
                    .iter()
                    .filter(|s| s.parent.as_ref() == Some(parent))
                    .collect();
                let n = forks.len();
                let want = usize::try_from(*count).unwrap_or(usize::MAX);
                let c = count.to_string();
                let mut all = line(
                    out,
                    MsgId::GoalForks,
                    &[("parent", parent), ("count", &c)],
                    n >= want,
                );
                if *distinct_cwds {
                    let dirs: BTreeSet<&str> = forks.iter().map(|s| s.cwd.as_str()).collect();
                    all &= line(
                        out,
                        MsgId::GoalForksDistinct,
                        &[],
                        n >= want && dirs.len() == n,
                    );
                }
                if *in_worktrees {
                    let ok = forks.iter().filter(|s| self.is_worktree(&s.cwd)).count();
                    all &= line(out, MsgId::GoalForksInWorktrees, &[], ok >= want);
                }
                if *each_wrote {
                    let ok = forks.iter().filter(|s| !s.wrote.is_empty()).count();
                    all &= line(out, MsgId::GoalForksWrote, &[], ok >= want);
                }
                all
            }
            Goal::NoStaleReads { read } => {
                let ctx = self.state.context.as_ref();
                let mut all = line(out, MsgId::GoalRunning, &[], ctx.is_some());
                all &= line(
                    out,
                    MsgId::GoalNoStale,
                    &[],
                    ctx.is_some_and(|c| c.stale.is_empty()),
                );
                for path in read {
                    all &= line(
                        out,
                        MsgId::GoalRead,
                        &[("path", path)],
                        ctx.is_some_and(|c| c.reads.iter().any(|r| &r.path == path && !r.stale)),
                    );
                }
                all
            }
            Goal::FreshSummary { cwd } => {
                let met = self.state.sessions.iter().any(|s| {
                    s.created_in_play
                        && s.parent.is_none()
                        && s.cleared_from.is_none()
                        && cwd.as_ref().is_none_or(|d| &s.cwd == d)
                        && s.first_prompt()
                            .is_some_and(|p| summary_parts_present(p).iter().all(|b| *b))
                });
                line(out, MsgId::GoalFreshSummary, &[], met)
            }
            Goal::Resumed { id, by } => {
                let fits = |s: &SessionRecord| match by {
                    Some(by) => s.resumed_by.iter().any(|b| b == by),
                    None => !s.resumed_by.is_empty(),
                };
                let by_text = by.clone().unwrap_or_default();
                match (id, by) {
                    (Some(id), Some(_)) => line(
                        out,
                        MsgId::GoalResumedBy,
                        &[("id", id), ("by", &by_text)],
                        self.state.sessions.iter().any(|s| &s.id == id && fits(s)),
                    ),
                    (Some(id), None) => line(
                        out,
                        MsgId::GoalResumed,
                        &[("id", id)],
                        self.state.sessions.iter().any(|s| &s.id == id && fits(s)),
                    ),
                    (None, _) => line(
                        out,
                        MsgId::GoalResumedAnyBy,
                        &[("by", &by_text)],
                        self.state
                            .sessions
                            .iter()
                            .any(|s| s.created_in_play && fits(s)),
                    ),
                }
            }
            Goal::Untouched { id } => {
                let met = self
                    .state
                    .session(id)
                    .is_some_and(|s| s.updated == s.created && s.resumed_by.is_empty());
                line(out, MsgId::GoalUntouched, &[("id", id)], met)
            }
            Goal::ClearedFrom { id, keeps_name } => {
                let old_name = self.state.session(id).and_then(|s| s.name.clone());
                let met = self.state.sessions.iter().any(|s| {
                    s.cleared_from.as_ref() == Some(id) && (!keeps_name || s.name == old_name)
                });
                line(out, MsgId::GoalClearedFrom, &[("id", id)], met)
            }
            Goal::HookFired {
                event,
                field,
                value,
            } => {
                let met = self.state.hooks.iter().any(|h| {
                    &h.event == event
                        && field.as_ref().is_none_or(|f| h.field.as_ref() == Some(f))
                        && value.as_ref().is_none_or(|v| h.value.as_ref() == Some(v))
                });
                let v = value.clone().unwrap_or_default();
                line(
                    out,
                    MsgId::GoalHookFired,
                    &[("event", event), ("value", &v)],
                    met,
                )
            }
        }
    }
}
