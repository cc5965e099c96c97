//! Evaluating one event against compiled settings, stage by stage
//! ([`Compiled::evaluate`] calls them in this order):
//!
//! 1. [`select`]: which handlers fire (switches, matchers, `if`, dedup);
//! 2. [`classify`]: running each handler and classifying what it returned
//!    (timeouts, exit codes, stdout and stderr, JSON parsing and
//!    validation), with [`remote`] for http, mcp_tool, prompt, agent and
//!    callback handlers;
//! 3. [`apply`]: applying a valid JSON output to the outcome (decisions,
//!    `updatedInput`, context, messages);
//! 4. [`aggregate`]: combining the handlers' contributions into the event's
//!    decision and, for PreToolUse and PermissionRequest, the permission
//!    pipeline's verdict.
//!
//! This file holds the entry points ([`Compiled::evaluate`],
//! [`firing_handlers`]), the evaluation context ([`Ctx`]), the state every
//! stage writes to ([`Run`]: the [`Outcome`] and its trace) and what a
//! handler contributes ([`Contribution`]). What an event does differently is
//! read from its [`EventSpec`] row, not from its name; the one exception,
//! SessionStart's version-dependent `fork`, is commented in `select`.

mod aggregate;
mod apply;
mod classify;
mod remote;
mod select;

use std::borrow::Cow;
use std::sync::Arc;

use serde_json::{Map, Value};

use super::catalogue::{self, EventSpec, MatchOn, Route};
use super::config::{Compiled, Handler};
use super::messages;
use super::output::cap;
use super::permission::HookDecision;
use super::rule::CommandView;
use super::{Args, Case, HandlerRef, Mode, Outcome, TraceEntry};
use crate::version::Version;
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

/// One evaluation in progress: its context and the outcome the stages
/// write, trace included.
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

    /// The trace line of the classify step: what a handler's result was
    /// taken for, and what the engine did with its output.
    fn trace_classify(
        &mut self,
        h: &Handler,
        result: &'static str,
        id: &'static str,
        pairs: &[(&'static str, &str)],
    ) {
        self.trace("classify", Some(h), result, id, pairs);
    }

    /// A classify trace line saying that an output field has no effect
    /// here (on this event, version or mode).
    fn trace_field_ignored(&mut self, h: &Handler, field: &str) {
        let event = self.ctx.spec.name;
        self.trace_classify(
            h,
            "ignored",
            "field-ignored",
            &[("field", field), ("event", event)],
        );
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

    /// A hook's `hookSpecificOutput.additionalContext`, capped and sent
    /// where the event's catalogue row says (`context_route`). Hooks in the
    /// foreground and in the background (`async`) both deliver theirs here.
    fn add_context(&mut self, h: &Handler, text: &str) {
        let capped = self.capped(h, "additionalContext", text);
        self.route(self.ctx.spec.context_route, &capped);
    }

    fn capped(&mut self, h: &Handler, field: &str, text: &str) -> String {
        let (t, n) = cap(text);
        if let Some(n) = n {
            self.trace_classify(
                h,
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
        let contributions = self.run_handlers(&mut run, case, firing);
        self.aggregate(&mut run, case, &contributions);
        run.out
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
