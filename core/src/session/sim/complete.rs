//! Completion of a partial command line: command names, `claude` flags and
//! their values (session ids and names after `--resume`), and paths. Reads
//! the machine and the visible sessions; changes nothing.

use super::Sim;
use crate::session::command::{OutputFormat, CLAUDE_FLAGS, COMMANDS};

impl Sim {
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
            ["claude", .., "--output-format"] => OutputFormat::ALL
                .iter()
                .map(|format| format.as_str().to_owned())
                .collect(),
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
        crate::sort::sort(&mut out);
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
}
