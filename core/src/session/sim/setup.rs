//! The simulator at the start of a scenario: the machine (home, working
//! directory, directories, repositories, files with their edit history)
//! and the stored sessions of the [`Setup`], with the one already running.
//! Writes the whole state once.

use std::collections::{BTreeMap, BTreeSet};

use super::machine::{normalize, parent_of};
use super::Sim;
use crate::session::model::{
    FileEdit, FileEntry, Machine, ReadRecord, Running, SessionEdge, SessionEdgeKind, SessionRecord,
    Setup, SimState, TranscriptEntry,
};
use crate::session::slug::project_slug;

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
}
