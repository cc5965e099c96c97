//! Stage 2, running each firing handler and classifying its result: the
//! timeout and SessionEnd's shared budget, `async` hooks, and a command's
//! exit code, stdout and stderr (spec §3): stdout classification, JSON
//! parsing and validation, exit 0, exit 2 on events that block or not,
//! other codes. Reads the case's handler results and the event's row
//! (blocking, routes, `exit_code_ignored`, `discards_output`, the timeout
//! and downgrade quirks); writes the trace, the outcome's `ran` list,
//! notices and routed text, and one [`Contribution`] per handler. Valid JSON
//! goes on to the apply stage; http, mcp_tool, prompt, agent and callback
//! results are classified in the remote stage.

use serde_json::Value;

use super::{route_name, Contribution, Run};
use crate::hooks::catalogue::{Blocking, CallbackTimeout, HandlerType, Route, Verdict};
use crate::hooks::config::{Compiled, Handler};
use crate::hooks::output::{self, classify, first_line, Parsed, Stdout};
use crate::hooks::permission::HookDecision;
use crate::hooks::{Case, HandlerResult};
use crate::version::Change;

impl Compiled {
    /// Runs the firing handlers in order: each one's result (or its
    /// timeout, or the shared budget running out) is classified into a
    /// [`Contribution`].
    pub(super) fn run_handlers<'h>(
        &'h self,
        run: &mut Run<'_>,
        case: &Case,
        firing: Vec<&'h Handler>,
    ) -> Vec<Contribution<'h>> {
        let spec = run.ctx.spec;
        let mut contributions = Vec::new();
        let budget = self.session_end_budget();
        let mut elapsed: u64 = 0;
        for (order, h) in firing.into_iter().enumerate() {
            run.out.ran.push(h.key.to_string());
            let result = case.handlers.get(&*h.key);
            if result.is_none() {
                run.trace("run", Some(h), "no-result", "no-result", &[]);
            }
            let default = HandlerResult::default();
            let result = result.unwrap_or(&default);
            let duration = result.duration_ms.unwrap_or(0);
            let mut timed_out = result.timeout == Some(true);
            let limit = h.timeout_ms.unwrap_or_else(|| spec.timeout_ms(h.htype));
            if spec.shared_timeout_budget
                && h.htype != HandlerType::Prompt
                && h.htype != HandlerType::Agent
            {
                elapsed = elapsed.saturating_add(if timed_out { budget } else { duration });
                if elapsed > budget {
                    run.trace(
                        "run",
                        Some(h),
                        "cancelled",
                        "session-end-budget",
                        &[("budget", &budget.to_string())],
                    );
                    continue;
                }
            } else if !timed_out && duration > limit {
                timed_out = true;
            }
            let mut c = Contribution {
                order,
                key: &h.key,
                duration,
                ..Contribution::default()
            };
            if timed_out {
                run.trace(
                    "run",
                    Some(h),
                    "timeout",
                    "timed-out",
                    &[("timeout", &limit.to_string())],
                );
                self.on_timeout(run, h, &mut c);
            } else {
                self.on_result(run, h, result, &mut c);
            }
            contributions.push(c);
        }
        contributions
    }

    /// The time budget the SessionEnd handlers share (spec §3.6): 1.5 s,
    /// raised to the highest settings-file `timeout` up to 60 s.
    fn session_end_budget(&self) -> u64 {
        if self.version.has(Change::SessionEndBudgetRaised) {
            1_500u64.max(self.session_end_max_timeout_ms.min(60_000))
        } else {
            1_500
        }
    }

    /// A handler that did not finish in time: no decision, except what the
    /// event's `timeout_notice` and `callback_timeout` say (spec §3.6).
    fn on_timeout(&self, run: &mut Run<'_>, h: &Handler, c: &mut Contribution<'_>) {
        let spec = run.ctx.spec;
        let v = run.ctx.version;
        if h.htype != HandlerType::Callback {
            if spec.timeout_notice {
                run.trace("run", Some(h), "timeout", "timeout-notice", &[]);
                run.out
                    .to_user
                    .push(format!("{} hook timed out", run.ctx.hook_name));
            }
            return;
        }
        match spec.callback_timeout {
            CallbackTimeout::DeniesTool => {
                run.trace(
                    "run",
                    Some(h),
                    "blocked",
                    "callback-timeout-blocks",
                    &[("event", spec.name)],
                );
                c.pre = Some(HookDecision::Deny);
                if v.has(Change::PromptDenyEndsTurn) {
                    run.out.to_model.push(format!(
                        "The {} hook timed out before it could approve this tool call.",
                        run.ctx.hook_name
                    ));
                } else {
                    run.trace("run", Some(h), "note", "callback-timeout-rejection", &[]);
                    run.out.to_model.push(String::from(
                        "The user doesn't want to proceed with this tool use.",
                    ));
                }
            }
            CallbackTimeout::BlocksPrompt if v.has(Change::CallbackTimeoutBlocksPrompt) => {
                run.trace(
                    "run",
                    Some(h),
                    "blocked",
                    "callback-timeout-blocks",
                    &[("event", spec.name)],
                );
                c.block = true;
                run.out
                    .to_user
                    .push(format!("{} hook timed out", run.ctx.hook_name));
            }
            CallbackTimeout::Warns => {
                run.trace(
                    "run",
                    Some(h),
                    "timeout",
                    "callback-timeout-logged",
                    &[("event", spec.name)],
                );
                run.out
                    .to_user
                    .push(format!("{} hook timed out", run.ctx.hook_name));
            }
            _ => {
                run.trace(
                    "run",
                    Some(h),
                    "timeout",
                    "callback-timeout-logged",
                    &[("event", spec.name)],
                );
                run.out
                    .debug_log
                    .push(format!("{} callback timed out", run.ctx.hook_name));
            }
        }
    }

    /// A handler's result, by handler type; commands here, the others in
    /// the remote stage.
    fn on_result(
        &self,
        run: &mut Run<'_>,
        h: &Handler,
        r: &HandlerResult,
        c: &mut Contribution<'_>,
    ) {
        if h.user_config_shell && run.ctx.version.has(Change::UserConfigShellFails) {
            run.trace("run", Some(h), "error", "user-config-shell", &[]);
            run.notice("Failed with non-blocking status code: user_config placeholders are not substituted in shell form");
            return;
        }
        if h.is_async {
            let id = async_background_id(run.ctx.spec.context_route);
            run.trace("run", Some(h), "async", id, &[]);
            return self.on_async(run, h, r);
        }
        match h.htype {
            HandlerType::Command => {
                let exit = r.exit_code.unwrap_or(0);
                self.on_exit(
                    run,
                    h,
                    exit,
                    r.stdout.as_deref().unwrap_or(""),
                    r.stderr.as_deref().unwrap_or(""),
                    c,
                );
            }
            HandlerType::McpTool => self.on_mcp_tool(run, h, r, c),
            HandlerType::Http => self.on_http(run, h, r, c),
            HandlerType::Prompt | HandlerType::Agent => self.on_llm(run, h, r, c),
            HandlerType::Callback => self.on_callback(run, h, r, c),
        }
    }

    /// An `async` hook: it cannot decide; `asyncRewake` on exit 2 and its
    /// JSON's message reach Claude later, and its context goes where the
    /// event sends a foreground hook's (`Run::add_context`).
    fn on_async(&self, run: &mut Run<'_>, h: &Handler, r: &HandlerResult) {
        let spec = run.ctx.spec;
        let exit = r.exit_code.unwrap_or(0);
        let stdout = r.stdout.as_deref().unwrap_or("");
        let stderr = r.stderr.as_deref().unwrap_or("");
        if h.async_rewake && exit == 2 {
            run.trace("run", Some(h), "rewake", "async-rewake", &[]);
            let text = if stderr.trim().is_empty() {
                stdout
            } else {
                stderr
            };
            let t = run.capped(h, "asyncRewake", text.trim());
            run.out.to_model.push(t);
            return;
        }
        if let Stdout::Json(m) = classify(stdout) {
            if spec.discards_output {
                return;
            }
            if let Ok(p) = output::validate(spec, &m, run.ctx.version) {
                if let Some(ctx) = p
                    .hook_specific
                    .get("additionalContext")
                    .and_then(Value::as_str)
                {
                    run.add_context(h, ctx);
                }
                if let Some(msg) = &p.system_message {
                    let t = run.capped(h, "systemMessage", msg);
                    run.out.to_model.push(t);
                }
            }
        }
    }

    /// A command's exit code, stdout and stderr (spec §3.1–§3.4); mcp_tool
    /// hooks come here with exit 0.
    pub(super) fn on_exit(
        &self,
        run: &mut Run<'_>,
        h: &Handler,
        exit: i64,
        stdout: &str,
        stderr: &str,
        c: &mut Contribution<'_>,
    ) {
        let spec = run.ctx.spec;
        let v = run.ctx.version;
        let mut exit = exit;
        if spec.exit_code_ignored && exit != 0 {
            run.trace_classify(
                h,
                "ignored",
                "exit-ignored",
                &[("event", spec.name), ("code", &exit.to_string())],
            );
            exit = 0;
        }
        if exit == 2 && spec.missing_script_downgrade && stdout.trim().is_empty() && {
            // Claude Code tests `/no such file|can't open/i`: both are ASCII,
            // and a JavaScript regex without `u` folds no other letter into
            // theirs, so ASCII lowercasing is the same test.
            let l = stderr.to_ascii_lowercase();
            l.contains("no such file") || l.contains("can't open")
        } {
            run.trace_classify(h, "downgraded", "stop-family-downgrade", &[]);
            exit = 1;
        }
        let class = classify(stdout);
        let parsed: Option<Result<Parsed, String>> = match &class {
            Stdout::Json(m) if !spec.discards_output => Some(output::validate(spec, m, v)),
            _ => None,
        };
        match &class {
            Stdout::Empty => run.trace_classify(h, "empty", "stdout-empty", &[]),
            Stdout::Json(_) if spec.discards_output => {
                run.trace_classify(h, "discarded", "json-discarded", &[("event", spec.name)])
            }
            Stdout::Json(_) => run.trace_classify(h, "json", "stdout-json", &[]),
            Stdout::BadJson(_) => {
                run.trace_classify(h, "plain", "stdout-bad-json", &[]);
                run.out.debug_log.push(format!(
                    "{}: hook output starts with {{ but is not valid JSON",
                    run.ctx.hook_name
                ));
            }
            Stdout::Plain(_) => {}
        }
        let plain = match &class {
            Stdout::Plain(t) | Stdout::BadJson(t) => Some(t.clone()),
            _ => None,
        };
        // WorktreeCreate: any non-zero exit fails, whatever the output says
        if spec.blocking == Blocking::AnyNonZero && exit != 0 {
            run.trace_classify(
                h,
                "failed",
                "nonzero-fails",
                &[("code", &exit.to_string()), ("event", spec.name)],
            );
            c.block = true;
            let reason = first_line(stderr);
            run.route(spec.exit2_stderr, &reason);
            return;
        }
        if exit == 0 {
            run.trace_classify(h, "success", "exit-0", &[]);
            if !stderr.trim().is_empty() && !spec.exit_code_ignored {
                run.out.debug_log.push(String::from(stderr.trim_end()));
            }
            match parsed {
                Some(validated) => {
                    self.apply_or_report(run, h, validated.as_ref().map_err(String::as_str), c);
                }
                None => {
                    if let Some(text) = plain {
                        let route = spec.plain_stdout;
                        run.trace_classify(
                            h,
                            "plain",
                            "stdout-plain",
                            &[("event", spec.name), ("route", route_name(route))],
                        );
                        let t = run.capped(h, "stdout", &text);
                        run.route(route, &t);
                    }
                }
            }
            return;
        }
        if exit == 2 && spec.blocking == Blocking::Exit2 {
            match parsed {
                Some(Err(e)) if !v.has(Change::Exit2InvalidJsonBlocks) => {
                    run.trace_classify(h, "invalid", "exit2-invalid-json-legacy", &[]);
                    run.trace_classify(h, "invalid", "json-invalid", &[("error", &e)]);
                    run.notice(&format!("JSON validation failed: {e}"));
                    return;
                }
                Some(Err(e)) => {
                    run.trace_classify(h, "invalid", "json-invalid", &[("error", &e)]);
                    run.trace_classify(h, "blocked", "exit2-invalid-json-blocks", &[]);
                    self.exit2_block(run, h, None, stderr, c);
                }
                Some(Ok(p)) => {
                    run.trace_classify(h, "valid", "json-valid", &[("event", spec.name)]);
                    let mut p = p;
                    if spec.exit2_ignores_hook_specific && !p.hook_specific.is_empty() {
                        run.trace_classify(
                            h,
                            "ignored",
                            "json-ignored-exit2",
                            &[("event", spec.name)],
                        );
                        p.hook_specific.clear();
                    }
                    let reason = self.apply(run, h, &p, true, c);
                    self.exit2_block(run, h, reason, stderr, c);
                }
                None => {
                    if let Some(t) = plain {
                        run.out.debug_log.push(t);
                    }
                    self.exit2_block(run, h, None, stderr, c);
                }
            }
            return;
        }
        if exit == 2 {
            let route = match spec.exit2_stderr {
                Route::UserNotice if !v.has(Change::Exit2NoticeShown) => Route::Debug,
                r => r,
            };
            run.trace_classify(
                h,
                "not-blocking",
                "exit-2-no-block",
                &[("event", spec.name), ("route", route_name(route))],
            );
            if let Some(Ok(p)) = &parsed {
                run.trace_classify(h, "valid", "json-valid", &[("event", spec.name)]);
                self.apply(run, h, p, false, c);
            }
            if !stderr.trim().is_empty() {
                run.route(route, stderr.trim_end());
            }
            return;
        }
        // any other code
        run.trace_classify(h, "error", "exit-other", &[("code", &exit.to_string())]);
        match parsed {
            Some(validated) => {
                self.apply_or_report(run, h, validated.as_ref().map_err(String::as_str), c);
            }
            None => {
                if let Some(t) = plain {
                    run.out.debug_log.push(t);
                }
                run.notice(&format!(
                    "Failed with non-blocking status code: {}",
                    first_line(stderr)
                ));
            }
        }
    }

    /// Exit 2 on an event that blocks: the JSON's blocking reason, else stderr.
    fn exit2_block(
        &self,
        run: &mut Run<'_>,
        h: &Handler,
        json_reason: Option<String>,
        stderr: &str,
        c: &mut Contribution<'_>,
    ) {
        let spec = run.ctx.spec;
        run.trace_classify(
            h,
            "blocked",
            "exit-2-blocks",
            &[("event", spec.name), ("meaning", spec.blocked_means)],
        );
        let already = c.pre == Some(HookDecision::Deny) || c.block;
        if spec.verdict == Verdict::ToolPermission {
            c.pre = Some(HookDecision::Deny);
        } else {
            c.block = true;
        }
        if already && json_reason.is_some() {
            return; // apply() already routed the JSON's blocking reason
        }
        let reason = json_reason.unwrap_or_else(|| stderr.trim_end().to_string());
        let reason = if reason.is_empty() {
            String::from("No stderr output")
        } else {
            reason
        };
        run.route(spec.exit2_stderr, &reason);
    }
}

/// The trace id that tells an `async` hook runs in the background, chosen by
/// where the event sends a hook's `additionalContext` (its catalogue row's
/// `context_route`, the route `Run::add_context` follows): to Claude on the
/// next turn, or only to the debug log (Notification).
fn async_background_id(context_route: Route) -> &'static str {
    match context_route {
        Route::Debug => "async-background-debug-log",
        _ => "async-background",
    }
}
