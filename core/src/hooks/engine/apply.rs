//! Stage 3, applying a validated JSON output to the outcome: `continue`
//! and `stopReason`, `systemMessage`, the top-level `decision`/`reason`,
//! and the `hookSpecificOutput` fields (`permissionDecision`,
//! `updatedInput`, PermissionRequest's `decision`, `updatedToolOutput`,
//! `additionalContext`, `initialUserMessage`, `displayContent`, and the
//! side-effect fields, which are only logged). Reads the [`Parsed`] output,
//! the event's row (routes, [`Verdict`]) and the event's `source` and
//! `tool_name`; writes what reaches Claude, the person and the debug log,
//! and the handler's [`Contribution`] (its decision, block and rewritten
//! input or tool output), which the aggregate stage combines.

use serde_json::Value;

use super::{route_name, Contribution, RequestVerdict, Run};
use crate::hooks::catalogue::Verdict;
use crate::hooks::config::{Compiled, Handler};
use crate::hooks::output::Parsed;
use crate::hooks::permission::HookDecision;
use crate::hooks::Mode;
use crate::version::Change;

impl Compiled {
    /// A JSON output on a non-blocking path: applied when it passed the
    /// event's schema, else reported to the user as a validation failure.
    pub(super) fn apply_or_report(
        &self,
        run: &mut Run<'_>,
        h: &Handler,
        validated: Result<&Parsed, &str>,
        c: &mut Contribution<'_>,
    ) {
        match validated {
            Ok(p) => {
                run.trace_classify(h, "valid", "json-valid", &[("event", run.ctx.spec.name)]);
                self.apply(run, h, p, false, c);
            }
            Err(e) => {
                run.trace_classify(h, "invalid", "json-invalid", &[("error", e)]);
                run.notice(&format!("JSON validation failed: {e}"));
            }
        }
    }

    /// Applies a validated JSON output; returns the blocking reason it gave, if any.
    pub(super) fn apply(
        &self,
        run: &mut Run<'_>,
        h: &Handler,
        p: &Parsed,
        exit2: bool,
        c: &mut Contribution<'_>,
    ) -> Option<String> {
        let spec = run.ctx.spec;
        let v = run.ctx.version;
        let mut block_reason = None;
        for f in &p.ignored {
            run.trace_field_ignored(h, f);
        }
        if p.continue_ == Some(false) {
            if spec.honours_continue {
                run.trace_classify(h, "stop", "continue-false", &[]);
                if run.out.continue_ {
                    run.out.continue_ = false;
                    run.out.stop_reason = p.stop_reason.clone();
                }
                if let Some(r) = &p.stop_reason {
                    run.out.to_user.push(r.clone());
                }
            } else {
                run.trace_classify(h, "ignored", "continue-ignored", &[("event", spec.name)]);
            }
        }
        if let Some(msg) = &p.system_message {
            let source = run.ctx.event.get("source").and_then(Value::as_str);
            let route = spec
                .system_message_by_source
                .iter()
                .find(|(s, _)| Some(*s) == source)
                .map_or(spec.system_message, |(_, r)| *r);
            run.trace_classify(
                h,
                "routed",
                "system-message",
                &[("route", route_name(route))],
            );
            let t = run.capped(h, "systemMessage", msg);
            run.route(route, &t);
        }
        // top-level decision
        if let Some(d) = &p.decision {
            if spec.verdict == Verdict::ToolPermission {
                let mapped = if d == "approve" {
                    HookDecision::Allow
                } else {
                    HookDecision::Deny
                };
                run.trace_classify(
                    h,
                    "legacy",
                    "legacy-decision",
                    &[("value", d), ("mapped", mapped.as_str())],
                );
                if p.hook_specific.get("permissionDecision").is_none() {
                    c.pre = Some(c.pre.map_or(mapped, |x| x.max(mapped)));
                    if let Some(r) = &p.reason {
                        if mapped == HookDecision::Deny {
                            run.out.to_model.push(r.clone());
                            block_reason = Some(r.clone());
                        } else {
                            run.out.to_user.push(r.clone());
                        }
                    }
                }
            } else if d == "block" {
                c.block = true;
                let reason = p.reason.clone().unwrap_or_default();
                if !reason.is_empty() {
                    run.route(spec.reason_route, &reason);
                    block_reason = Some(reason);
                }
            }
        }
        let hook_specific = &p.hook_specific;
        if let Some(d) = hook_specific
            .get("permissionDecision")
            .and_then(Value::as_str)
        {
            let dec = match d {
                "allow" => HookDecision::Allow,
                "ask" => HookDecision::Ask,
                "defer" => HookDecision::Defer,
                _ => HookDecision::Deny,
            };
            c.pre = Some(c.pre.map_or(dec, |x| x.max(dec)));
            if let Some(r) = hook_specific
                .get("permissionDecisionReason")
                .and_then(Value::as_str)
            {
                match dec {
                    HookDecision::Deny => {
                        run.out.to_model.push(r.to_string());
                        block_reason = Some(r.to_string());
                    }
                    HookDecision::Allow | HookDecision::Ask => run.out.to_user.push(r.to_string()),
                    HookDecision::Defer => {}
                }
            }
        }
        if let Some(u) = hook_specific.get("updatedInput") {
            if spec.verdict == Verdict::ToolPermission && !exit2 {
                c.updated_input = Some(u.clone());
            }
        }
        if let Some(Value::Object(d)) = hook_specific.get("decision") {
            match d.get("behavior").and_then(Value::as_str) {
                Some("allow") => {
                    c.request_verdict = Some(c.request_verdict.unwrap_or(RequestVerdict::Allow));
                    if let Some(u) = d.get("updatedInput") {
                        c.updated_input = Some(u.clone());
                    }
                }
                Some("deny") => {
                    c.request_verdict = Some(RequestVerdict::Deny);
                    if let Some(m) = d.get("message").and_then(Value::as_str) {
                        run.out.to_model.push(m.to_string());
                    }
                    if d.get("interrupt").and_then(Value::as_bool) == Some(true) {
                        c.interrupt = true;
                    }
                }
                _ => {}
            }
        }
        let tool = run
            .ctx
            .event
            .get("tool_name")
            .and_then(Value::as_str)
            .unwrap_or("");
        if let Some(o) = hook_specific.get("updatedToolOutput") {
            if v.has(Change::UpdatedToolOutputAll) || tool.starts_with("mcp__") {
                c.updated_tool_output = Some(o.clone());
            } else {
                run.trace_field_ignored(h, "updatedToolOutput");
            }
        }
        if let Some(o) = hook_specific.get("updatedMCPToolOutput") {
            if tool.starts_with("mcp__") {
                c.updated_tool_output = Some(o.clone());
            } else {
                run.trace_field_ignored(h, "updatedMCPToolOutput");
            }
        }
        if let Some(ctx) = hook_specific
            .get("additionalContext")
            .and_then(Value::as_str)
        {
            let deferred = hook_specific
                .get("permissionDecision")
                .and_then(Value::as_str)
                == Some("defer");
            if deferred {
                run.trace_field_ignored(h, "additionalContext");
            } else {
                run.add_context(h, ctx);
            }
        }
        if let Some(m) = hook_specific
            .get("initialUserMessage")
            .and_then(Value::as_str)
        {
            if run.ctx.mode == Mode::Print {
                run.out.to_model.push(m.to_string());
            } else {
                run.trace_field_ignored(h, "initialUserMessage");
            }
        }
        if let Some(d) = hook_specific.get("displayContent").and_then(Value::as_str) {
            run.out.to_user.push(d.to_string());
        }
        if let Some(a) = hook_specific.get("action").and_then(Value::as_str) {
            run.trace_classify(h, "action", "elicitation-action", &[("action", a)]);
        }
        for f in [
            "sessionTitle",
            "watchPaths",
            "reloadSkills",
            "suppressOriginalPrompt",
            "worktreePath",
            "retry",
            "classifierContext",
            "content",
        ] {
            if let Some(val) = hook_specific.get(f) {
                run.out.debug_log.push(format!("{f}: {val}"));
            }
        }
        block_reason
    }
}
