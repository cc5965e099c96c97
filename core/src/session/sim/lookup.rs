//! How `claude --continue`, `--resume <id>`, `--resume <name>` and the
//! bare `--resume` picker find a stored session, by the rules of the
//! emulated version (print sessions hidden from `--continue`, resume by id
//! across projects, by name within the repository). Reads the sessions
//! under the current storage root and the machine's repositories; writes
//! only the step's explanations and errors.

use std::collections::BTreeSet;

use super::machine::is_under;
use super::{Sim, Step};
use crate::session::message::MsgId;
use crate::session::model::SessionRecord;
use crate::session::slug::project_slug;
use crate::version::Change;

/// A resolved `--continue` or `--resume`.
pub(super) struct Found {
    pub(super) id: String,
    pub(super) by: &'static str,
}

impl Sim {
    pub(super) fn visible(&self) -> impl Iterator<Item = &SessionRecord> {
        let root = self.state.storage_root.clone();
        self.state.sessions.iter().filter(move |s| s.root == root)
    }

    /// Project slugs that count as "this project" for a resume by id: the
    /// directory's own and, when the directory is inside a git repository,
    /// those of the repository's main checkout and of each of its worktrees.
    fn local_slugs(&self, cwd: &str) -> BTreeSet<String> {
        let mut slugs = BTreeSet::new();
        slugs.insert(project_slug(cwd).slug);
        if let Some(repo) = self.repo_of(cwd) {
            for tree in self.working_trees(&repo) {
                slugs.insert(project_slug(&tree).slug);
            }
        }
        slugs
    }

    /// Whether a session stored for `session_cwd` is in reach of a resume
    /// by name launched from `launch`: anywhere in the same git repository
    /// (its main checkout, its worktrees and their subdirectories), or,
    /// outside a repository, the same project directory.
    fn in_name_scope(&self, launch: &str, session_cwd: &str) -> bool {
        match self.repo_of(launch) {
            Some(repo) => self
                .working_trees(&repo)
                .iter()
                .any(|tree| is_under(session_cwd, tree)),
            None => project_slug(session_cwd).slug == project_slug(launch).slug,
        }
    }

    pub(super) fn find_continue(
        &self,
        cwd: &str,
        include_print: bool,
        step: &mut Step,
    ) -> Option<Found> {
        let slug = project_slug(cwd).slug;
        let here: Vec<&SessionRecord> = self.visible().filter(|s| s.slug == slug).collect();
        let best = here
            .iter()
            .filter(|s| include_print || !s.print)
            .max_by_key(|s| s.updated);
        let newer_print = here
            .iter()
            .filter(|s| s.print && best.is_none_or(|b| s.updated > b.updated))
            .count();
        if newer_print > 0 && !include_print {
            let count = newer_print.to_string();
            step.explain(MsgId::ExplainContinueHidesPrint, &[("count", &count)]);
        }
        match best {
            Some(s) => {
                if s.print {
                    step.explain(MsgId::ExplainContinueIncludesPrint, &[("id", &s.id)]);
                } else {
                    step.explain(MsgId::ExplainContinuePicked, &[("id", &s.id)]);
                }
                Some(Found {
                    id: s.id.clone(),
                    by: "continue",
                })
            }
            None => {
                step.error(MsgId::ErrorContinueNone, &[("dir", cwd)], 1);
                // Sessions elsewhere in the same repository are out of its
                // reach: --continue looks at this exact directory only.
                if let Some(repo) = self.repo_of(cwd) {
                    let trees = self.working_trees(&repo);
                    let elsewhere: BTreeSet<&str> = self
                        .visible()
                        .filter(|s| s.slug != slug && (include_print || !s.print))
                        .filter(|s| trees.iter().any(|t| is_under(&s.cwd, t)))
                        .map(|s| s.cwd.as_str())
                        .collect();
                    if !elsewhere.is_empty() {
                        let dirs = elsewhere.into_iter().collect::<Vec<_>>().join(", ");
                        step.explain(MsgId::ExplainContinueOnlyHere, &[("dirs", &dirs)]);
                    }
                }
                None
            }
        }
    }

    pub(super) fn find_by_id(&self, cwd: &str, id: &str, step: &mut Step) -> Option<Found> {
        let id = id.to_ascii_lowercase();
        let local = self.local_slugs(cwd);
        let holders: Vec<&SessionRecord> = self.visible().filter(|s| s.id == id).collect();
        if let Some(s) = holders.iter().find(|s| local.contains(&s.slug)) {
            return Some(Found {
                id: s.id.clone(),
                by: "id",
            });
        }
        let others: Vec<&&SessionRecord> = holders
            .iter()
            .filter(|s| !local.contains(&s.slug) && s.entry_count() > 0)
            .collect();
        let projects: BTreeSet<&str> = others.iter().map(|s| s.slug.as_str()).collect();
        if self.state.version.has(Change::ResumeAcrossProjects) {
            if let (1, Some(s)) = (projects.len(), others.first()) {
                step.explain(MsgId::ExplainResumeOtherProject, &[("dir", &s.cwd)]);
                return Some(Found {
                    id: s.id.clone(),
                    by: "id",
                });
            }
        }
        if self.state.version.has(Change::ResumeAcrossProjects) {
            step.error(MsgId::ErrorNoConversation, &[("id", &id)], 1);
        } else {
            // What versions before 2.1.223 print here is not documented, and
            // reports differ: the simulator says so instead of inventing it.
            let version = self.state.version.to_string();
            step.error(
                MsgId::ErrorResumeNotFoundOld,
                &[("id", &id), ("version", &version)],
                1,
            );
        }
        if projects.len() > 1 && self.state.version.has(Change::ResumeAcrossProjects) {
            let count = projects.len().to_string();
            step.explain(MsgId::ExplainResumeDuplicates, &[("count", &count)]);
        } else if let Some(s) = others.first() {
            let version = self.state.version.to_string();
            step.explain(
                MsgId::ExplainResumeOldVersion,
                &[("version", &version), ("dir", &s.cwd)],
            );
        } else if let Some(s) = self.state.sessions.iter().find(|s| s.id == id) {
            step.explain(MsgId::ExplainConfigDir, &[("root", &s.root)]);
        } else {
            step.explain(MsgId::ExplainResumeNowhere, &[]);
        }
        None
    }

    pub(super) fn find_by_name(&self, cwd: &str, name: &str, step: &mut Step) -> Option<Found> {
        let matches: Vec<&SessionRecord> = self
            .visible()
            .filter(|s| s.name.as_deref() == Some(name) && self.in_name_scope(cwd, &s.cwd))
            .collect();
        match matches.as_slice() {
            [one] => Some(Found {
                id: one.id.clone(),
                by: "name",
            }),
            [] => {
                let not_found = if self.repo_of(cwd).is_some() {
                    MsgId::ErrorNameNotFound
                } else {
                    MsgId::ErrorNameNotFoundHere
                };
                step.error(not_found, &[("name", name)], 1);
                let elsewhere: BTreeSet<&str> = self
                    .visible()
                    .filter(|s| s.name.as_deref() == Some(name))
                    .map(|s| s.cwd.as_str())
                    .collect();
                if !elsewhere.is_empty() {
                    let dirs = elsewhere.into_iter().collect::<Vec<_>>().join(", ");
                    step.explain(
                        MsgId::ExplainNameElsewhere,
                        &[("name", name), ("dirs", &dirs)],
                    );
                }
                None
            }
            many => {
                let count = many.len().to_string();
                step.error(
                    MsgId::ErrorNameAmbiguous,
                    &[("name", name), ("count", &count)],
                    1,
                );
                None
            }
        }
    }

    pub(super) fn picker(&mut self, launch: &str, step: &mut Step) {
        let local = self.local_slugs(launch);
        let hide_print = self.state.version.has(Change::PrintHiddenFromContinue);
        let mut entries: Vec<(u64, String, String)> = self
            .visible()
            .filter(|s| local.contains(&s.slug) && !(hide_print && s.print))
            .map(|s| {
                (
                    s.updated,
                    s.id.clone(),
                    s.name.clone().unwrap_or_else(|| {
                        s.first_prompt()
                            .unwrap_or_default()
                            .chars()
                            .take(40)
                            .collect()
                    }),
                )
            })
            .collect();
        crate::sort::sort_by_key(&mut entries, |e| std::cmp::Reverse(e.0));
        if entries.is_empty() {
            step.out(MsgId::PickerEmpty, &[("dir", launch)]);
            return;
        }
        step.out(MsgId::PickerHeader, &[("dir", launch)]);
        for (_, id, title) in entries {
            step.out(MsgId::PickerEntry, &[("id", &id), ("title", &title)]);
        }
        step.explain(MsgId::ErrorPickerNeedsTerminal, &[]);
    }
}
