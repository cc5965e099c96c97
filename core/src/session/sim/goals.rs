//! Scenario goals: whether a [`Goal`] is reached in the current state, and
//! each of its checks, met or not, for the page. Reads the state only.

use std::collections::BTreeSet;

use super::Sim;
use crate::session::message::{Msg, MsgId};
use crate::session::model::SessionRecord;
use crate::session::scenario::{Goal, GoalCheck, GoalProgress};
use crate::session::stale::summary_parts_present;

impl Sim {
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
            Goal::All { of } | Goal::Any { of } => {
                // Every sub-goal is checked (each leaves its own line), then
                // the group's line goes above them.
                let every = matches!(goal, Goal::All { .. });
                let at = out.len();
                let results: Vec<bool> = of.iter().map(|g| self.check(g, depth + 1, out)).collect();
                let met = if every {
                    results.iter().all(|b| *b)
                } else {
                    results.iter().any(|b| *b)
                };
                let msg = if every {
                    MsgId::GoalAll
                } else {
                    MsgId::GoalAny
                };
                out.insert(
                    at,
                    GoalCheck {
                        msg: Msg::new(msg, &[]),
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
