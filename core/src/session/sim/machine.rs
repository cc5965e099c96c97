//! The machine the learner's shell runs on: paths (normalised, resolved
//! against the active directory and `~`), directories and their parents,
//! `cd`, `ls` of a directory or of the transcript storage, the storage
//! root (`CLAUDE_CONFIG_DIR`), git repositories and `git worktree add`.
//! Reads and writes [`SimState::machine`](super::SimState) and the storage
//! root; prints to the step.

use std::collections::BTreeSet;

use super::{Sim, Step};
use crate::session::message::MsgId;
use crate::session::model::{FileEntry, ProjectView, Worktree};

/// Joins path components, resolving `.`, `..` and empty parts.
pub(super) fn normalize(path: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    for part in path.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            p => parts.push(p),
        }
    }
    format!("/{}", parts.join("/"))
}

pub(super) fn parent_of(path: &str) -> Option<&str> {
    if path == "/" {
        return None;
    }
    match path.rfind('/') {
        Some(0) => Some("/"),
        Some(i) => path.get(..i),
        None => None,
    }
}

pub(super) fn last_component(path: &str) -> &str {
    path.rsplit('/').next().unwrap_or(path)
}

pub(super) fn is_under(path: &str, dir: &str) -> bool {
    path == dir
        || (dir == "/" && path.starts_with('/'))
        || path
            .strip_prefix(dir)
            .is_some_and(|rest| rest.starts_with('/'))
}

impl Sim {
    /// The directory commands resolve paths against: the running session's,
    /// or the shell's.
    pub(super) fn active_dir(&self) -> String {
        self.state
            .running
            .as_ref()
            .map_or_else(|| self.state.machine.cwd.clone(), |r| r.cwd.clone())
    }

    pub(super) fn resolve(&self, path: &str) -> String {
        let home = &self.state.machine.home;
        if path == "~" {
            return home.clone();
        }
        if let Some(rest) = path.strip_prefix("~/") {
            return normalize(&format!("{home}/{rest}"));
        }
        if path.starts_with('/') {
            return normalize(path);
        }
        normalize(&format!("{}/{path}", self.active_dir()))
    }

    pub(super) fn make_dir(&mut self, path: &str) {
        let mut current = Some(path);
        let mut to_add = Vec::new();
        while let Some(p) = current {
            if self.state.machine.dirs.contains(p) {
                break;
            }
            to_add.push(p.to_owned());
            current = parent_of(p);
        }
        self.state.machine.dirs.extend(to_add);
    }

    pub(super) fn storage_root(&self) -> String {
        match self.state.machine.env.get("CLAUDE_CONFIG_DIR") {
            Some(dir) if !dir.is_empty() => {
                let base = if dir.starts_with('/') {
                    normalize(dir)
                } else {
                    self.resolve(dir)
                };
                normalize(&format!("{base}/projects"))
            }
            _ => normalize(&format!("{}/.claude/projects", self.state.machine.home)),
        }
    }

    pub(super) fn after_env_change(&mut self, name: &str, step: &mut Step) {
        if name == "CLAUDE_CONFIG_DIR" {
            let root = self.storage_root();
            self.state.storage_root = root.clone();
            step.explain(MsgId::ExplainConfigDir, &[("root", &root)]);
        }
    }

    pub(super) fn cd(&mut self, dir: Option<&str>, step: &mut Step) {
        let target = match dir {
            None => self.state.machine.home.clone(),
            Some(d) => self.resolve(d),
        };
        if self.state.machine.files.contains_key(&target) {
            step.error(MsgId::ErrorNotADir, &[("path", &target)], 1);
        } else if self.state.machine.dirs.contains(&target) {
            self.state.machine.cwd = target;
        } else {
            step.error(MsgId::ErrorNoSuchDir, &[("path", &target)], 1);
        }
    }

    pub(super) fn ls_dir(&self, path: &str, step: &mut Step) {
        let dir = self.resolve(path);
        if self.state.machine.files.contains_key(&dir) {
            step.out(MsgId::LsDirEntry, &[("name", last_component(&dir))]);
            return;
        }
        if !self.state.machine.dirs.contains(&dir) {
            step.error(MsgId::ErrorNoSuchDir, &[("path", &dir)], 1);
            return;
        }
        let children = self.children(&dir);
        if children.is_empty() {
            step.out(MsgId::LsDirEmpty, &[("path", &dir)]);
        }
        for child in children {
            step.out(MsgId::LsDirEntry, &[("name", &child)]);
        }
    }

    /// Names directly inside `dir`, directories with a trailing `/`.
    pub(super) fn children(&self, dir: &str) -> Vec<String> {
        let mut out = BTreeSet::new();
        for d in &self.state.machine.dirs {
            if d != dir && parent_of(d) == Some(dir) {
                out.insert(format!("{}/", last_component(d)));
            }
        }
        for f in self.state.machine.files.keys() {
            if parent_of(f) == Some(dir) {
                out.insert(last_component(f).to_owned());
            }
        }
        out.into_iter().collect()
    }

    pub(super) fn ls_storage(&self, step: &mut Step) {
        let root = self.state.storage_root.clone();
        step.out(MsgId::LsRoot, &[("root", &root)]);
        let projects: Vec<&ProjectView> = self
            .state
            .storage
            .iter()
            .filter(|p| p.root == root)
            .collect();
        if projects.is_empty() {
            step.out(MsgId::LsEmpty, &[("root", &root)]);
        }
        for p in projects {
            step.out(MsgId::LsProject, &[("slug", &p.slug), ("dir", &p.cwd)]);
            for f in &p.files {
                match (&f.name, f.print) {
                    (_, true) => step.out(MsgId::LsSessionPrint, &[("file", &f.file_name)]),
                    (Some(name), false) => step.out(
                        MsgId::LsSessionNamed,
                        &[("file", &f.file_name), ("name", name)],
                    ),
                    (None, false) => step.out(MsgId::LsSession, &[("file", &f.file_name)]),
                }
            }
        }
    }

    /// The repository whose main checkout or worktree contains `dir`.
    pub(super) fn repo_of(&self, dir: &str) -> Option<String> {
        let in_worktree = self
            .state
            .machine
            .worktrees
            .iter()
            .filter(|w| is_under(dir, &w.path))
            .max_by_key(|w| w.path.len())
            .map(|w| w.repo.clone());
        in_worktree.or_else(|| {
            self.state
                .machine
                .repos
                .iter()
                .filter(|r| is_under(dir, r))
                .max_by_key(|r| r.len())
                .cloned()
        })
    }

    /// The working trees of a repository: its main checkout and every
    /// worktree added to it.
    pub(super) fn working_trees(&self, repo: &str) -> Vec<String> {
        let mut trees = vec![repo.to_owned()];
        for w in &self.state.machine.worktrees {
            if w.repo == repo && !trees.contains(&w.path) {
                trees.push(w.path.clone());
            }
        }
        trees
    }

    pub(super) fn is_worktree(&self, dir: &str) -> bool {
        self.state.machine.worktrees.iter().any(|w| w.path == dir)
    }

    pub(super) fn add_worktree(&mut self, path: &str, branch: &str, step: &mut Step) -> bool {
        let Some(repo) = self.repo_of(&self.active_dir()) else {
            let dir = self.active_dir();
            step.error(MsgId::ErrorNotARepo, &[("path", &dir)], 128);
            return false;
        };
        if self.state.machine.dirs.contains(path) || self.state.machine.files.contains_key(path) {
            step.error(MsgId::ErrorPathExists, &[("path", path)], 128);
            return false;
        }
        let worktree_paths: Vec<String> = self
            .state
            .machine
            .worktrees
            .iter()
            .map(|w| w.path.clone())
            .collect();
        let private = format!("{repo}/.claude");
        let copies: Vec<String> = self
            .state
            .machine
            .files
            .keys()
            .filter(|f| is_under(f, &repo))
            .filter(|f| !is_under(f, &private))
            .filter(|f| !worktree_paths.iter().any(|w| is_under(f, w)))
            .filter_map(|f| f.strip_prefix(repo.as_str()).map(str::to_owned))
            .collect();
        self.make_dir(path);
        for rel in copies {
            let target = normalize(&format!("{path}/{rel}"));
            if let Some(parent) = parent_of(&target) {
                self.make_dir(parent);
            }
            self.state.machine.files.insert(
                target,
                FileEntry {
                    version: 1,
                    edits: Vec::new(),
                },
            );
        }
        self.state.machine.worktrees.push(Worktree {
            path: path.to_owned(),
            repo,
            branch: branch.to_owned(),
        });
        step.out(
            MsgId::WorktreeCreated,
            &[("path", path), ("branch", branch)],
        );
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_normalise() {
        assert_eq!(normalize("/a/./b/../c//d"), "/a/c/d");
        assert_eq!(normalize("/.."), "/");
        assert_eq!(parent_of("/a/b"), Some("/a"));
        assert_eq!(parent_of("/a"), Some("/"));
        assert_eq!(parent_of("/"), None);
        assert!(is_under("/a/b", "/a"));
        assert!(!is_under("/ab", "/a"));
    }
}
