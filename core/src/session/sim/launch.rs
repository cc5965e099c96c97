//! The `claude` launch: `-w` worktree isolation, then `--continue`,
//! `--resume` (by id, by name, or the picker) and `--fork-session`
//! resolved through the lookup rules, `--session-id`, a new, resumed or
//! forked session with its SessionStart hook, the first prompt, and `-p`
//! (print mode, which ends the session at once). Reads and writes the
//! sessions, their edges and the running session; fires SessionStart,
//! UserPromptSubmit and SessionEnd.

use super::lookup::Found;
use super::machine::normalize;
use super::storage::mix;
use super::{Sim, Step};
use crate::session::command::{is_uuid, ClaudeArgs, OutputFormat};
use crate::session::message::MsgId;
use crate::session::model::{Running, SessionEdge, SessionEdgeKind, TranscriptEntry};
use crate::session::slug::project_slug;
use crate::version::Change;

/// Words for the names `claude -w` makes up when none is given.
const NAME_WORDS: [&str; 12] = [
    "bright", "calm", "eager", "gentle", "lucky", "quiet", "running", "swift", "fox", "heron",
    "otter", "maple",
];

impl Sim {
    pub(super) fn claude(&mut self, args: &ClaudeArgs, step: &mut Step) {
        let mut launch = self.state.machine.cwd.clone();
        if let Some(worktree) = &args.worktree {
            let Some(repo) = self.repo_of(&launch) else {
                step.error(MsgId::ErrorNotARepo, &[("path", &launch)], 1);
                return;
            };
            let name = match worktree {
                Some(n) => n.clone(),
                None => self.made_up_name(),
            };
            let path = normalize(&format!("{repo}/.claude/worktrees/{name}"));
            let exists = self.state.machine.worktrees.iter().any(|w| w.path == path);
            if !exists {
                let saved = std::mem::replace(&mut self.state.machine.cwd, repo.clone());
                let made = self.add_worktree(&path, &format!("worktree-{name}"), step);
                self.state.machine.cwd = saved;
                if !made {
                    return;
                }
            }
            step.explain(MsgId::ExplainWorktreeIsolation, &[("path", &path)]);
            launch = path;
        }
        if matches!(args.resume, Some(None)) {
            self.picker(&launch, step);
            return;
        }
        let found = if args.continue_last {
            let include_print =
                args.print || !self.state.version.has(Change::PrintHiddenFromContinue);
            match self.find_continue(&launch, include_print, step) {
                Some(f) => Some(f),
                None => return,
            }
        } else if let Some(Some(handle)) = &args.resume {
            let found = if is_uuid(handle) {
                self.find_by_id(&launch, handle, step)
            } else {
                self.find_by_name(&launch, handle, step)
            };
            match found {
                Some(f) => Some(f),
                None => return,
            }
        } else {
            None
        };
        if let Some(id) = &args.session_id {
            if self.state.session(id).is_some() {
                step.error(MsgId::ErrorSessionIdInUse, &[("id", id)], 1);
                return;
            }
        }
        let mut run_dir = launch.clone();
        let session_id = match found {
            Some(found) if args.fork => self.fork(&found.id, &launch, args, step),
            Some(found) => {
                // Resuming a worktree session re-enters its worktree.
                if let Some(s) = self.state.session(&found.id) {
                    if args.worktree.is_none() && self.is_worktree(&s.cwd) {
                        run_dir = s.cwd.clone();
                    }
                }
                self.resume(&found, &run_dir, args, step)
            }
            None => self.start_new(&launch, args, step),
        };
        if let Some(prompt) = &args.prompt {
            self.add_prompt(&session_id, prompt, step);
        }
        if args.print {
            match args.output_format {
                OutputFormat::Text => {
                    step.out(MsgId::PrintDone, &[]);
                    step.explain(MsgId::ExplainPrintIdHidden, &[]);
                }
                OutputFormat::Json | OutputFormat::StreamJson => {
                    let json = serde_json::json!({
                        "type": "result",
                        "subtype": "success",
                        "is_error": false,
                        "session_id": session_id,
                    })
                    .to_string();
                    step.out(MsgId::PrintJson, &[("json", &json)]);
                }
            }
            self.fire(step, "SessionEnd", "reason", "other", &session_id);
            step.out(MsgId::SessionEnded, &[("id", &session_id)]);
        } else {
            self.state.running = Some(Running {
                session_id,
                cwd: run_dir,
            });
        }
    }

    fn made_up_name(&mut self) -> String {
        self.state.ids_made += 1;
        let n = mix(self.state.seed ^ self.state.ids_made);
        let len = NAME_WORDS.len() as u64;
        let a = NAME_WORDS
            .get(usize::try_from(n % len).unwrap_or(0))
            .copied()
            .unwrap_or("bright");
        let b = NAME_WORDS
            .get(usize::try_from((n / len) % len).unwrap_or(0))
            .copied()
            .unwrap_or("fox");
        format!("{a}-{b}")
    }

    fn start_new(&mut self, launch: &str, args: &ClaudeArgs, step: &mut Step) -> String {
        let id = match &args.session_id {
            Some(id) => id.clone(),
            None => self.next_session_id(),
        };
        let slug = project_slug(launch).slug;
        let root = self.state.storage_root.clone();
        let had_here = self
            .state
            .sessions
            .iter()
            .any(|s| s.slug == slug && s.root == root);
        let had_elsewhere = self.state.sessions.iter().any(|s| s.root == root);
        let id = self.create_session(id, launch, args.print, args.name.clone());
        self.fire(step, "SessionStart", "source", "startup", &id);
        step.out(MsgId::SessionStarted, &[("id", &id), ("dir", launch)]);
        self.explain_storage(&id, step);
        if !had_here && had_elsewhere && !args.print {
            step.explain(MsgId::ExplainFreshNotResumed, &[("slug", &slug)]);
        }
        id
    }

    fn resume(
        &mut self,
        found: &Found,
        launch: &str,
        args: &ClaudeArgs,
        step: &mut Step,
    ) -> String {
        let id = found.id.clone();
        // Opening a session does not make it more recent; a prompt does.
        if let Some(s) = self.session_mut(&id) {
            s.resumed_by.push(found.by.to_owned());
            s.transcript.push(TranscriptEntry::Resumed {
                by: found.by.to_owned(),
            });
            if let Some(name) = &args.name {
                s.name = Some(name.clone());
            }
        }
        self.fire(step, "SessionStart", "source", "resume", &id);
        step.out(MsgId::SessionResumed, &[("id", &id), ("dir", launch)]);
        self.warn_stale(&id, step);
        id
    }

    fn fork(&mut self, parent: &str, launch: &str, args: &ClaudeArgs, step: &mut Step) -> String {
        let id = match &args.session_id {
            Some(id) => id.clone(),
            None => self.next_session_id(),
        };
        let Some(source) = self.state.session(parent).cloned() else {
            return self.start_new(launch, args, step);
        };
        let id = self.create_session(id, launch, args.print, args.name.clone());
        if let Some(s) = self.session_mut(&id) {
            s.parent = Some(parent.to_owned());
            s.transcript = source.transcript.clone();
            s.transcript.push(TranscriptEntry::ForkedFrom {
                parent: parent.to_owned(),
            });
            s.reads = source.reads.clone();
            s.compactions = source.compactions;
        }
        self.state.edges.push(SessionEdge {
            from: parent.to_owned(),
            to: id.clone(),
            kind: SessionEdgeKind::Fork,
        });
        let source_value = crate::hooks::fork_start_source(self.state.version);
        self.fire(step, "SessionStart", "source", source_value, &id);
        step.out(
            MsgId::SessionForked,
            &[("id", &id), ("parent", parent), ("dir", launch)],
        );
        self.explain_storage(&id, step);
        // Same working tree as its parent: say that the files are shared.
        if self.repo_of(launch) == self.repo_of(&source.cwd) && !self.is_worktree(launch) {
            step.explain(MsgId::ExplainForkSharedFs, &[]);
        }
        if source_value != "fork" {
            let version = self.state.version.to_string();
            step.explain(MsgId::ExplainForkSourceOld, &[("version", &version)]);
        }
        // The reads were copied; refresh their staleness before warning.
        self.refresh();
        self.warn_stale(&id, step);
        id
    }

    fn warn_stale(&mut self, id: &str, step: &mut Step) {
        self.refresh();
        let Some(s) = self.state.session(id) else {
            return;
        };
        let stale = s.stale_paths();
        if !stale.is_empty() {
            let count = stale.len().to_string();
            let files = stale.join(", ");
            step.warn(
                MsgId::WarnStaleContext,
                &[("count", &count), ("files", &files)],
            );
        }
    }
}
