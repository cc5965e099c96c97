//! Evaluating one event against compiled settings, stage by stage:
//!
//! 1. [`select`]: which handlers fire (switches, matchers, `if`, dedup);
//! 2. running each handler and classifying what it returned (exit codes,
//!    stdout and stderr, JSON parsing and validation, timeouts);
//! 3. applying a valid JSON output to the outcome (decisions,
//!    `updatedInput`, context, messages);
//! 4. aggregating the handlers' contributions into the event's decision
//!    and, for PreToolUse and PermissionRequest, the permission verdict.
//!
//! This file holds the entry points ([`Compiled::evaluate`],
//! [`firing_handlers`]), the evaluation context ([`Ctx`]), the state every
//! stage writes to ([`Run`]: the [`Outcome`] and its trace) and what a
//! handler contributes ([`Contribution`]). What an event does differently is
//! read from its [`EventSpec`] row, never from its name.

mod aggregate;
mod apply;
mod remote;
mod select;

use std::borrow::Cow;
use std::sync::Arc;

use serde_json::{Map, Value};

use super::catalogue::{
    self, Blocking, CallbackTimeout, EventSpec, HandlerType, MatchOn, Route, Verdict,
};
use super::config::{Compiled, Handler};
use super::messages;
use super::output::{self, cap, classify, first_line, Parsed, Stdout};
use super::permission::HookDecision;
use super::rule::CommandView;
use super::{Args, Case, HandlerRef, HandlerResult, Mode, Outcome, TraceEntry};
use crate::version::{Change, Version};
use select::matcher_value;

/// The session's surroundings, resolved from the case.
struct Ctx<'a> {
    spec: &'static EventSpec,
    event: &'a Map<String, Value>,
    version: Version,
    mode: Mode,
    permission_mode: String,
    cwd: String,
    project_dir: String,
    home: String,
    hook_name: String,
    extra_dirs: Vec<String>,
}

impl<'a> Ctx<'a> {
    /// The context of one evaluation, read from the case: its event, its
    /// `context` block, and the event's own `cwd` and `permission_mode`.
    fn of_case(
        case: &'a Case,
        spec: &'static EventSpec,
        version: Version,
        hook_name: String,
    ) -> Ctx<'a> {
        let case_context = case.context.clone().unwrap_or_default();
        let cwd = case
            .event
            .get("cwd")
            .and_then(Value::as_str)
            .unwrap_or("/")
            .to_string();
        let project_dir = case_context
            .project_dir
            .clone()
            .unwrap_or_else(|| cwd.clone());
        let permission_mode = case_context
            .permission_mode
            .clone()
            .or_else(|| {
                case.event
                    .get("permission_mode")
                    .and_then(Value::as_str)
                    .map(String::from)
            })
            .unwrap_or_else(|| String::from("default"));
        Ctx {
            spec,
            event: &case.event,
            version,
            mode: case_context.mode.unwrap_or_default(),
            permission_mode,
            home: case_context
                .home
                .clone()
                .unwrap_or_else(|| home_of(&project_dir)),
            cwd,
            project_dir,
            hook_name,
            extra_dirs: case_context.additional_directories.unwrap_or_default(),
        }
    }
}

/// A PermissionRequest handler's answer to the permission dialog.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RequestVerdict {
    Allow,
    Deny,
}

/// What one handler contributed.
#[derive(Default)]
struct Contribution<'h> {
    order: usize,
    key: &'h str,
    duration: u64,
    pre: Option<HookDecision>,
    /// PermissionRequest: the handler's `decision.behavior`, if it gave one.
    request_verdict: Option<RequestVerdict>,
    interrupt: bool,
    block: bool,
    updated_input: Option<Value>,
    updated_tool_output: Option<Value>,
}

struct Run<'a> {
    ctx: Ctx<'a>,
    out: Outcome,
    /// The event's command line as analysed for the `if` rules, kept for
    /// the permission pipeline.
    view: Option<CommandView>,
}

impl Run<'_> {
    fn trace(
        &mut self,
        step: &'static str,
        h: Option<&Handler>,
        result: &'static str,
        id: &'static str,
        pairs: &[(&'static str, &str)],
    ) {
        self.out.trace.push(TraceEntry {
            step: Cow::Borrowed(step),
            source: h.map(|h| Arc::clone(&h.label)),
            handler: h.map(|h| Arc::clone(&h.key)),
            result: Cow::Borrowed(result),
            id: Cow::Borrowed(id),
            args: Args::from_pairs(pairs),
        });
    }

    /// Sends text where a route says.
    fn route(&mut self, route: Route, text: &str) {
        match route {
            Route::Model => self.out.to_model.push(String::from(text)),
            Route::User => self.out.to_user.push(String::from(text)),
            Route::UserNotice => self
                .out
                .to_user
                .push(format!("{} hook error: {text}", self.ctx.hook_name)),
            Route::UserAndModel => {
                self.out.to_user.push(String::from(text));
                self.out.to_model.push(String::from(text));
            }
            Route::Debug => self.out.debug_log.push(String::from(text)),
            Route::Nowhere => {}
        }
    }

    fn capped(&mut self, h: &Handler, field: &str, text: &str) -> String {
        let (t, n) = cap(text);
        if let Some(n) = n {
            self.trace(
                "classify",
                Some(h),
                "capped",
                "capped",
                &[("field", field), ("length", &n.to_string())],
            );
        }
        t
    }

    fn notice(&mut self, detail: &str) {
        self.out
            .to_user
            .push(format!("{} hook error: {detail}", self.ctx.hook_name));
    }
}

/// The English words of a route, as the `route` argument carries them.
fn route_name(r: Route) -> &'static str {
    let id = match r {
        Route::Model => "model",
        Route::User => "user",
        Route::UserNotice => "user-notice",
        Route::UserAndModel => "user-and-model",
        Route::Debug => "debug",
        Route::Nowhere => "nowhere",
    };
    messages::phrase(messages::ROUTES, id)
}

fn home_of(project_dir: &str) -> String {
    let parts: Vec<&str> = project_dir.split('/').collect();
    match parts.as_slice() {
        ["", "home", user, ..] | ["", "Users", user, ..] => {
            format!("/{}/{user}", parts.get(1).copied().unwrap_or("home"))
        }
        ["", "root", ..] => String::from("/root"),
        _ => String::from("/home/user"),
    }
}

impl Compiled {
    /// Evaluates a case against these settings (the case's own `settings`
    /// are not read: they were compiled into `self`).
    pub fn evaluate(&self, case: &Case) -> Outcome {
        let name = case
            .event
            .get("hook_event_name")
            .and_then(Value::as_str)
            .unwrap_or("");
        let mut out = Outcome {
            event: String::from(name),
            claude_code_version: self.version.to_string(),
            continue_: true,
            config_errors: self.config_errors.clone(),
            trace: Vec::with_capacity(self.handlers.len() * 3 + 16),
            ..Outcome::default()
        };
        let Some(spec) = catalogue::event(name) else {
            return out;
        };
        let (value, forked) = matcher_value(spec, &case.event, self.version);
        let hook_name = match &value {
            Some(v) if spec.match_on != MatchOn::Nothing => format!("{}:{v}", spec.name),
            _ => spec.name.to_string(),
        };
        out.trace.extend(self.notes.iter().cloned());
        let mut run = Run {
            ctx: Ctx::of_case(case, spec, self.version, hook_name),
            out,
            view: None,
        };
        if let Some(req) = case.claude_code_version.as_deref().and_then(Version::parse) {
            if req > Version::NEWEST {
                run.trace(
                    "version",
                    None,
                    "note",
                    "version-newer",
                    &[
                        ("requested", &req.to_string()),
                        ("version", &Version::NEWEST.to_string()),
                    ],
                );
            }
        }
        run.trace(
            "version",
            None,
            "note",
            "version-used",
            &[("version", &self.version.to_string())],
        );
        if forked {
            run.trace("match", None, "note", "fork-as-resume", &[]);
        }
        let firing = self.select(&mut run, value.as_deref());
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
                self.on_timeout(&mut run, h, &mut c);
            } else {
                self.on_result(&mut run, h, result, &mut c);
            }
            contributions.push(c);
        }
        self.aggregate(&mut run, case, &contributions);
        run.out
    }

    fn session_end_budget(&self) -> u64 {
        if self.version.has(Change::SessionEndBudgetRaised) {
            1_500u64.max(self.session_end_max_timeout_ms.min(60_000))
        } else {
            1_500
        }
    }

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
            run.trace("run", Some(h), "async", "async-background", &[]);
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
                    let t = run.capped(h, "additionalContext", ctx);
                    run.out.to_model.push(t);
                }
                if let Some(msg) = &p.system_message {
                    let t = run.capped(h, "systemMessage", msg);
                    run.out.to_model.push(t);
                }
            }
        }
    }

    fn on_exit(
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
            run.trace(
                "classify",
                Some(h),
                "ignored",
                "exit-ignored",
                &[("event", spec.name), ("code", &exit.to_string())],
            );
            exit = 0;
        }
        if exit == 2 && spec.missing_script_downgrade && stdout.trim().is_empty() && {
            let l = stderr.to_lowercase();
            l.contains("no such file") || l.contains("can't open")
        } {
            run.trace(
                "classify",
                Some(h),
                "downgraded",
                "stop-family-downgrade",
                &[],
            );
            exit = 1;
        }
        let class = classify(stdout);
        let parsed: Option<Result<Parsed, String>> = match &class {
            Stdout::Json(m) if !spec.discards_output => Some(output::validate(spec, m, v)),
            _ => None,
        };
        match &class {
            Stdout::Empty => run.trace("classify", Some(h), "empty", "stdout-empty", &[]),
            Stdout::Json(_) if spec.discards_output => run.trace(
                "classify",
                Some(h),
                "discarded",
                "json-discarded",
                &[("event", spec.name)],
            ),
            Stdout::Json(_) => run.trace("classify", Some(h), "json", "stdout-json", &[]),
            Stdout::BadJson(_) => {
                run.trace("classify", Some(h), "plain", "stdout-bad-json", &[]);
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
            run.trace(
                "classify",
                Some(h),
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
            run.trace("classify", Some(h), "success", "exit-0", &[]);
            if !stderr.trim().is_empty() && !spec.exit_code_ignored {
                run.out.debug_log.push(String::from(stderr.trim_end()));
            }
            match parsed {
                Some(Ok(p)) => {
                    run.trace(
                        "classify",
                        Some(h),
                        "valid",
                        "json-valid",
                        &[("event", spec.name)],
                    );
                    self.apply(run, h, &p, false, c);
                }
                Some(Err(e)) => {
                    run.trace(
                        "classify",
                        Some(h),
                        "invalid",
                        "json-invalid",
                        &[("error", &e)],
                    );
                    run.notice(&format!("JSON validation failed: {e}"));
                }
                None => {
                    if let Some(text) = plain {
                        let route = spec.plain_stdout;
                        run.trace(
                            "classify",
                            Some(h),
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
                    run.trace(
                        "classify",
                        Some(h),
                        "invalid",
                        "exit2-invalid-json-legacy",
                        &[],
                    );
                    run.trace(
                        "classify",
                        Some(h),
                        "invalid",
                        "json-invalid",
                        &[("error", &e)],
                    );
                    run.notice(&format!("JSON validation failed: {e}"));
                    return;
                }
                Some(Err(e)) => {
                    run.trace(
                        "classify",
                        Some(h),
                        "invalid",
                        "json-invalid",
                        &[("error", &e)],
                    );
                    run.trace(
                        "classify",
                        Some(h),
                        "blocked",
                        "exit2-invalid-json-blocks",
                        &[],
                    );
                    self.exit2_block(run, h, None, stderr, c);
                }
                Some(Ok(p)) => {
                    run.trace(
                        "classify",
                        Some(h),
                        "valid",
                        "json-valid",
                        &[("event", spec.name)],
                    );
                    let mut p = p;
                    if spec.exit2_ignores_hook_specific && !p.hook_specific.is_empty() {
                        run.trace(
                            "classify",
                            Some(h),
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
            run.trace(
                "classify",
                Some(h),
                "not-blocking",
                "exit-2-no-block",
                &[("event", spec.name), ("route", route_name(route))],
            );
            if let Some(Ok(p)) = &parsed {
                run.trace(
                    "classify",
                    Some(h),
                    "valid",
                    "json-valid",
                    &[("event", spec.name)],
                );
                self.apply(run, h, p, false, c);
            }
            if !stderr.trim().is_empty() {
                run.route(route, stderr.trim_end());
            }
            return;
        }
        // any other code
        run.trace(
            "classify",
            Some(h),
            "error",
            "exit-other",
            &[("code", &exit.to_string())],
        );
        match parsed {
            Some(Ok(p)) => {
                run.trace(
                    "classify",
                    Some(h),
                    "valid",
                    "json-valid",
                    &[("event", spec.name)],
                );
                self.apply(run, h, &p, false, c);
            }
            Some(Err(e)) => {
                run.trace(
                    "classify",
                    Some(h),
                    "invalid",
                    "json-invalid",
                    &[("error", &e)],
                );
                run.notice(&format!("JSON validation failed: {e}"));
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
        run.trace(
            "classify",
            Some(h),
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

/// The handlers that would run for a case (after switches, matchers, `if`
/// and deduplication), so a page can ask what each one returned.
pub fn firing_handlers(case: &Case) -> Vec<HandlerRef> {
    let version = case.version();
    let compiled = Compiled::new(&case.settings, version);
    let name = case
        .event
        .get("hook_event_name")
        .and_then(Value::as_str)
        .unwrap_or("");
    let Some(spec) = catalogue::event(name) else {
        return Vec::new();
    };
    let (value, _) = matcher_value(spec, &case.event, version);
    let mut run = Run {
        ctx: Ctx::of_case(case, spec, version, spec.name.to_string()),
        out: Outcome::default(),
        view: None,
    };
    compiled
        .select(&mut run, value.as_deref())
        .into_iter()
        .map(|h| HandlerRef {
            key: h.key.to_string(),
            source: h.label.to_string(),
            handler_type: h.htype.as_str().to_string(),
            event: h.event.clone(),
            path: h.path.clone(),
        })
        .collect()
}
