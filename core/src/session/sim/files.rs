//! Files: the agent's `read` and `write` in the running session (with
//! their PreToolUse and PostToolUse hooks), and `edit`, a change made
//! outside Claude Code. Each change bumps the file's version, which makes
//! other sessions' reads of it stale; a write over another session's
//! write is a collision. Reads and writes the machine's files and the
//! sessions' reads, writes and transcripts.

use super::machine::parent_of;
use super::storage::short;
use super::{Sim, Step};
use crate::session::message::MsgId;
use crate::session::model::{EditKind, FileEdit, FileEntry, ReadRecord, TranscriptEntry};

impl Sim {
    pub(super) fn read(&mut self, path: &str, step: &mut Step) {
        let Some(id) = self.state.running.as_ref().map(|r| r.session_id.clone()) else {
            return;
        };
        let path = self.resolve(path);
        let Some(version) = self.state.machine.files.get(&path).map(|f| f.version) else {
            if self.state.machine.dirs.contains(&path) {
                step.error(MsgId::ErrorIsADir, &[("path", &path)], 1);
            } else {
                step.error(MsgId::ErrorNoSuchFile, &[("path", &path)], 1);
            }
            return;
        };
        self.fire(step, "PreToolUse", "tool_name", "Read", &id);
        self.fire(step, "PostToolUse", "tool_name", "Read", &id);
        let tick = self.state.tick;
        if let Some(s) = self.session_mut(&id) {
            s.reads.retain(|r| r.path != path);
            s.reads.push(ReadRecord {
                path: path.clone(),
                version,
                current_version: Some(version),
                stale: false,
            });
            s.transcript.push(TranscriptEntry::Read {
                path: path.clone(),
                version,
            });
            s.updated = tick;
        }
        let v = version.to_string();
        step.out(MsgId::ReadDone, &[("path", &path), ("version", &v)]);
    }

    /// Bumps a file's version (creating it if missing) and returns the new
    /// version and the session whose agent changed it last before.
    fn bump(&mut self, path: &str, kind: EditKind, by: Option<&str>) -> (u32, Option<String>) {
        if let Some(parent) = parent_of(path) {
            self.make_dir(parent);
        }
        let entry = self
            .state
            .machine
            .files
            .entry(path.to_owned())
            .or_insert(FileEntry {
                version: 0,
                edits: Vec::new(),
            });
        let previous = entry.edits.last().and_then(|e| e.by_session.clone());
        entry.version = entry.version.saturating_add(1);
        if entry.version > 1 {
            entry.edits.push(FileEdit {
                version: entry.version,
                kind,
                by_session: by.map(str::to_owned),
            });
        }
        (entry.version, previous)
    }

    pub(super) fn write(&mut self, path: &str, step: &mut Step) {
        let Some(id) = self.state.running.as_ref().map(|r| r.session_id.clone()) else {
            return;
        };
        let path = self.resolve(path);
        if self.state.machine.dirs.contains(&path) {
            step.error(MsgId::ErrorIsADir, &[("path", &path)], 1);
            return;
        }
        self.fire(step, "PreToolUse", "tool_name", "Edit", &id);
        let (version, previous) = self.bump(&path, EditKind::Agent, Some(&id));
        self.fire(step, "PostToolUse", "tool_name", "Edit", &id);
        let tick = self.state.tick;
        if let Some(s) = self.session_mut(&id) {
            s.reads.retain(|r| r.path != path);
            s.reads.push(ReadRecord {
                path: path.clone(),
                version,
                current_version: Some(version),
                stale: false,
            });
            s.transcript.push(TranscriptEntry::Write {
                path: path.clone(),
                version,
            });
            if !s.wrote.contains(&path) {
                s.wrote.push(path.clone());
            }
            s.updated = tick;
        }
        let v = version.to_string();
        step.out(MsgId::WriteDone, &[("path", &path), ("version", &v)]);
        if let Some(other) = previous.filter(|o| *o != id) {
            step.warn(
                MsgId::WarnCollision,
                &[("path", &path), ("other", &short(&other))],
            );
        }
        self.warn_others_stale(&path, Some(&id), step);
    }

    pub(super) fn edit(&mut self, path: &str, kind: EditKind, step: &mut Step) {
        let path = self.resolve(path);
        if self.state.machine.dirs.contains(&path) {
            step.error(MsgId::ErrorIsADir, &[("path", &path)], 1);
            return;
        }
        let (version, _) = self.bump(&path, kind, None);
        let v = version.to_string();
        step.out(MsgId::EditDone, &[("path", &path), ("version", &v)]);
        self.warn_others_stale(&path, None, step);
    }

    fn warn_others_stale(&self, path: &str, except: Option<&str>, step: &mut Step) {
        let holders: Vec<String> = self
            .state
            .sessions
            .iter()
            .filter(|s| Some(s.id.as_str()) != except)
            .filter(|s| s.reads.iter().any(|r| r.path == path))
            .map(|s| match &s.name {
                Some(name) => format!("{} ({name})", short(&s.id)),
                None => short(&s.id),
            })
            .collect();
        if !holders.is_empty() {
            let sessions = holders.join(", ");
            step.warn(
                MsgId::WarnEditMakesStale,
                &[("path", path), ("sessions", &sessions)],
            );
        }
    }
}
