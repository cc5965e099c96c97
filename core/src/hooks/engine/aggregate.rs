//! Stage 4, aggregation: combining the handlers' contributions into the
//! event's outcome. Reads every [`Contribution`] (in run order, with its
//! duration), the case's `context` (consecutive Stop blocks, parallel tool
//! calls) and the event's row ([`Verdict`], `unblockable_sources`,
//! `consecutive_block_cap`); writes the outcome's `decision`, `blocked`,
//! `continue`, `updated_input`, `updated_tool_output` and `permission`, and
//! the closing `aggregate` trace entry. For PreToolUse and
//! PermissionRequest the permission pipeline gives the final verdict.

use serde_json::{Map, Value};

use super::{Contribution, RequestVerdict, Run};
use crate::hooks::catalogue::{self, Verdict};
use crate::hooks::config::Compiled;
use crate::hooks::permission::{self, HookDecision, PipelineInput};
use crate::hooks::rule::{CommandView, PathContext};
use crate::hooks::{Case, Mode, Permission};

impl Run<'_> {
    /// The closing trace entry: blocked or not, and what that means.
    fn verdict(&mut self, meaning: &str) {
        let event = self.ctx.spec.name;
        if self.out.blocked {
            self.trace(
                "aggregate",
                None,
                "blocked",
                "blocked",
                &[("event", event), ("meaning", meaning)],
            );
        } else {
            self.trace(
                "aggregate",
                None,
                "not-blocked",
                "not-blocked",
                &[("event", event)],
            );
        }
    }
}

impl Compiled {
    /// Combines the contributions by the event's [`Verdict`]: a block, a
    /// tool call's permission, or a permission dialog's answer.
    pub(super) fn aggregate(&self, run: &mut Run<'_>, case: &Case, cs: &[Contribution<'_>]) {
        let spec = run.ctx.spec;
        match spec.verdict {
            Verdict::ToolPermission => self.aggregate_pre(run, case, cs),
            Verdict::PermissionDialog => self.aggregate_permission_request(run, case, cs),
            Verdict::Block => {
                let blocks = cs.iter().filter(|c| c.block).count();
                if blocks == 0 {
                    run.trace("aggregate", None, "none", "no-decision", &[]);
                } else {
                    run.out.decision = Some(String::from("block"));
                    run.trace(
                        "aggregate",
                        None,
                        "block",
                        "decision",
                        &[("decision", "block")],
                    );
                    let mut blocked = spec.can_block();
                    let source = run.ctx.event.get("source").and_then(Value::as_str);
                    if source.is_some_and(|s| spec.unblockable_sources.contains(&s)) {
                        run.trace("aggregate", None, "not-blocked", "policy-unblockable", &[]);
                        blocked = false;
                    }
                    if let Some(cap) = spec.consecutive_block_cap {
                        let before = case
                            .context
                            .as_ref()
                            .and_then(|c| c.consecutive_stop_blocks)
                            .unwrap_or(0);
                        if before >= cap {
                            run.trace(
                                "aggregate",
                                None,
                                "not-blocked",
                                "stop-cap",
                                &[("count", &(before + 1).to_string())],
                            );
                            blocked = false;
                        }
                    }
                    run.out.blocked = blocked;
                }
                if let Some(o) = cs
                    .iter()
                    .filter(|c| c.updated_tool_output.is_some())
                    .max_by_key(|c| (c.duration, c.order))
                {
                    run.out.updated_tool_output = o.updated_tool_output.clone();
                }
                run.verdict(spec.blocked_means);
            }
        }
    }

    /// PreToolUse: the most restrictive decision (deny > defer > ask >
    /// allow), `defer` outside `-p` or with parallel calls ignored, the
    /// `updatedInput` of the last hook to finish that did not deny or defer
    /// (spec §1.3 "Defer", §4).
    fn aggregate_pre(&self, run: &mut Run<'_>, case: &Case, cs: &[Contribution<'_>]) {
        let decided = cs.iter().filter_map(|c| c.pre).max();
        run.out.decision = decided.map(|d| String::from(d.as_str()));
        match decided {
            Some(d) => run.trace(
                "aggregate",
                None,
                d.as_str(),
                "decision",
                &[("decision", d.as_str())],
            ),
            None => run.trace("aggregate", None, "none", "no-decision", &[]),
        }
        let parallel = case
            .context
            .as_ref()
            .and_then(|c| c.parallel_tool_calls)
            .unwrap_or(false);
        let mut effective = decided;
        if decided == Some(HookDecision::Defer) && (run.ctx.mode == Mode::Interactive || parallel) {
            run.trace("aggregate", None, "ignored", "defer-ignored", &[]);
            run.out.debug_log.push(String::from(
                "defer ignored: only honoured in -p mode with a single tool call",
            ));
            effective = cs
                .iter()
                .filter_map(|c| c.pre)
                .filter(|d| *d != HookDecision::Defer)
                .max();
        }
        // updatedInput: the last to finish among hooks that did not deny or defer
        let mut updated: Option<Value> = None;
        if matches!(
            effective,
            Some(HookDecision::Defer) | Some(HookDecision::Deny)
        ) {
            if cs.iter().any(|c| c.updated_input.is_some()) {
                let d = effective.map(HookDecision::as_str).unwrap_or("deny");
                run.trace(
                    "aggregate",
                    None,
                    "ignored",
                    "updated-input-ignored",
                    &[("decision", d)],
                );
            }
        } else if let Some(w) = cs
            .iter()
            .filter(|c| {
                c.updated_input.is_some()
                    && !matches!(c.pre, Some(HookDecision::Defer) | Some(HookDecision::Deny))
            })
            .max_by_key(|c| (c.duration, c.order))
        {
            run.trace(
                "aggregate",
                None,
                "updated-input",
                "updated-input-winner",
                &[("handler", w.key), ("duration", &w.duration.to_string())],
            );
            updated = w.updated_input.clone();
        }
        self.pipeline(run, effective, updated);
    }

    /// PermissionRequest: deny over allow, `interrupt` with a deny stops
    /// Claude, and an allow's `updatedInput` (spec §1.3, §4).
    fn aggregate_permission_request(
        &self,
        run: &mut Run<'_>,
        _case: &Case,
        cs: &[Contribution<'_>],
    ) {
        let any_deny = cs
            .iter()
            .any(|c| c.request_verdict == Some(RequestVerdict::Deny));
        let any_allow = cs
            .iter()
            .any(|c| c.request_verdict == Some(RequestVerdict::Allow));
        let decided = if any_deny {
            Some(HookDecision::Deny)
        } else if any_allow {
            Some(HookDecision::Allow)
        } else {
            None
        };
        run.out.decision = decided.map(|d| String::from(d.as_str()));
        match decided {
            Some(d) => run.trace(
                "aggregate",
                None,
                d.as_str(),
                "decision",
                &[("decision", d.as_str())],
            ),
            None => run.trace("aggregate", None, "none", "no-decision", &[]),
        }
        if cs
            .iter()
            .any(|c| c.interrupt && c.request_verdict == Some(RequestVerdict::Deny))
        {
            run.trace("aggregate", None, "stop", "permission-interrupt", &[]);
            run.out.continue_ = false;
        }
        let updated = if decided == Some(HookDecision::Allow) {
            cs.iter()
                .filter(|c| c.updated_input.is_some())
                .max_by_key(|c| (c.duration, c.order))
                .and_then(|c| c.updated_input.clone())
        } else {
            None
        };
        self.pipeline(run, decided, updated);
    }

    /// The permission pipeline after the hooks (spec §4): rules, mode and
    /// prompt, on the rewritten input when a hook gave one.
    fn pipeline(&self, run: &mut Run<'_>, hook: Option<HookDecision>, updated: Option<Value>) {
        let event = run.ctx.event;
        let tool = event.get("tool_name").and_then(Value::as_str).unwrap_or("");
        let empty = Map::new();
        let original = event
            .get("tool_input")
            .and_then(Value::as_object)
            .unwrap_or(&empty);
        let rewritten = updated.as_ref().and_then(Value::as_object);
        if rewritten.is_some() {
            run.trace("permission", None, "note", "perm-updated-input", &[]);
        }
        let input = rewritten.unwrap_or(original);
        let mut working_dirs = vec![run.ctx.cwd.clone(), run.ctx.project_dir.clone()];
        working_dirs.extend(run.ctx.extra_dirs.iter().cloned());
        let command = input.get("command").and_then(Value::as_str);
        let fresh;
        let view = match (command, &run.view) {
            (Some(c), Some(v)) if v.command() == c => Some(v),
            (Some(c), _) => {
                fresh = CommandView::new(c);
                Some(&fresh)
            }
            (None, _) => None,
        };
        let verdict = {
            let p = PipelineInput {
                tool,
                input,
                hook,
                hook_has_updated_input: rewritten.is_some(),
                mode: run.ctx.mode,
                permission_mode: &run.ctx.permission_mode,
                rules: &self.rules,
                paths: PathContext {
                    cwd: &run.ctx.cwd,
                    root: &run.ctx.project_dir,
                    home: &run.ctx.home,
                    version: run.ctx.version,
                },
                working_dirs: std::mem::take(&mut working_dirs),
                view,
            };
            permission::run(&p)
        };
        for (id, pairs) in &verdict.steps {
            let refs: Vec<(&str, &str)> = pairs.iter().map(|(k, v)| (*k, v.as_str())).collect();
            run.trace("permission", None, verdict.result, id, &refs);
        }
        run.out.permission = Some(Permission {
            result: String::from(verdict.result),
            by: String::from(verdict.by),
        });
        run.out.blocked = verdict.result == "deny";
        run.out.updated_input = updated;
        let spec = run.ctx.spec;
        let meaning = match spec.verdict {
            Verdict::PermissionDialog => catalogue::PERMISSION_DENIED_MEANS,
            Verdict::Block | Verdict::ToolPermission => spec.blocked_means,
        };
        run.verdict(meaning);
    }
}
