//! Stage 2, classifying the handlers that are not a local command: http
//! hooks (status and body), mcp_tool hooks (the tool's text, classified as a
//! command's stdout), prompt and agent hooks (the model's answer and what
//! `ok: false` does on the event: [`OkFalse`]) and Agent SDK callbacks (the
//! returned object). Reads the handler's [`HandlerResult`] and the event's
//! [`EventSpec`](crate::hooks::catalogue::EventSpec) row; writes the trace,
//! the outcome's notices and messages, and the handler's [`Contribution`];
//! valid JSON goes on to the apply stage.

use serde_json::Value;

use super::{Contribution, Run};
use crate::hooks::catalogue::{Blocking, HandlerType, OkFalse};
use crate::hooks::config::{Compiled, Handler};
use crate::hooks::output::{self, classify, first_line, Stdout};
use crate::hooks::permission::HookDecision;
use crate::hooks::HandlerResult;
use crate::version::Change;

impl Compiled {
    /// An http hook: the status and the body (spec §3.7).
    pub(super) fn on_http(
        &self,
        run: &mut Run<'_>,
        h: &Handler,
        r: &HandlerResult,
        c: &mut Contribution<'_>,
    ) {
        let spec = run.ctx.spec;
        if let Some(e) = &r.error {
            run.trace_classify(h, "error", "http-error", &[("error", e)]);
            if spec.blocking == Blocking::AnyNonZero {
                c.block = true;
            }
            run.notice(&format!("Failed with non-blocking status code: {e}"));
            return;
        }
        let status = r.status.unwrap_or(200);
        let st = status.to_string();
        if !(200..300).contains(&status) {
            run.trace_classify(h, "error", "http-status", &[("status", &st)]);
            if spec.blocking == Blocking::AnyNonZero {
                c.block = true;
            }
            run.notice(&format!(
                "Failed with non-blocking status code: HTTP {status}"
            ));
            return;
        }
        let body = r.body.as_deref().or(r.stdout.as_deref()).unwrap_or("");
        match classify(body) {
            Stdout::Empty => run.trace_classify(h, "success", "http-empty", &[("status", &st)]),
            Stdout::Json(m) => {
                run.trace_classify(h, "json", "http-json", &[("status", &st)]);
                if spec.discards_output {
                    run.trace_classify(h, "discarded", "json-discarded", &[("event", spec.name)]);
                    return;
                }
                let validated = output::validate(spec, &m, run.ctx.version);
                self.apply_or_report(run, h, validated.as_ref().map_err(String::as_str), c);
            }
            Stdout::BadJson(_) | Stdout::Plain(_) => {
                run.trace_classify(h, "error", "http-text", &[("status", &st)]);
                run.notice("the HTTP response body is not a JSON object");
            }
        }
    }

    /// An mcp_tool hook: an error is a non-blocking error; the tool's text is
    /// classified as a command's stdout on exit 0 (spec §3.1).
    pub(super) fn on_mcp_tool(
        &self,
        run: &mut Run<'_>,
        h: &Handler,
        r: &HandlerResult,
        c: &mut Contribution<'_>,
    ) {
        if r.error.is_some() || r.is_error == Some(true) {
            run.trace_classify(h, "error", "mcp-error", &[]);
            let detail = r
                .error
                .clone()
                .or_else(|| r.stdout.clone())
                .unwrap_or_default();
            run.notice(&format!(
                "Failed with non-blocking status code: {}",
                first_line(&detail)
            ));
        } else {
            self.on_exit(run, h, 0, r.stdout.as_deref().unwrap_or(""), "", c);
        }
    }

    /// A prompt or agent hook: the model's `{ok, reason, impossible}` and
    /// what `ok: false` does on this event (spec §3.8).
    pub(super) fn on_llm(
        &self,
        run: &mut Run<'_>,
        h: &Handler,
        r: &HandlerResult,
        c: &mut Contribution<'_>,
    ) {
        let spec = run.ctx.spec;
        if spec.ok_false == OkFalse::Discarded {
            run.trace_classify(h, "discarded", "llm-discarded", &[("event", spec.name)]);
            return;
        }
        let resp = match &r.response {
            Some(Value::Object(m)) => m.clone(),
            None => {
                run.trace_classify(h, "ok", "llm-ok", &[]);
                return;
            }
            Some(_) => {
                run.trace_classify(h, "invalid", "llm-invalid", &[]);
                run.notice("the model's answer is not of the form {\"ok\": ..., \"reason\": ...}");
                return;
            }
        };
        let ok = resp.get("ok").and_then(Value::as_bool);
        let reason = resp
            .get("reason")
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_string();
        match ok {
            None => {
                run.trace_classify(h, "invalid", "llm-invalid", &[]);
                run.notice("the model's answer has no boolean ok");
                return;
            }
            Some(true) => {
                run.trace_classify(h, "ok", "llm-ok", &[]);
                return;
            }
            Some(false) => {}
        }
        if reason.is_empty() {
            run.trace_classify(h, "invalid", "llm-invalid", &[]);
            run.notice("a not-ok answer needs a reason");
            return;
        }
        run.trace_classify(h, "block", "llm-block", &[("reason", &reason)]);
        let continue_on_block = h.htype == HandlerType::Agent || h.continue_on_block;
        let v = run.ctx.version;
        match spec.ok_false {
            OkFalse::NextInstruction => {
                let impossible = h.htype == HandlerType::Prompt
                    && resp.get("impossible").and_then(Value::as_bool) == Some(true);
                if impossible {
                    run.trace_classify(h, "allowed", "llm-impossible", &[]);
                    run.out.debug_log.push(reason);
                } else {
                    c.block = true;
                    run.out.to_model.push(reason);
                }
            }
            OkFalse::DeniesTool => {
                c.pre = Some(HookDecision::Deny);
                if continue_on_block || !v.has(Change::PromptDenyEndsTurn) {
                    run.trace_classify(h, "continue", "llm-tool-error", &[]);
                    run.out.to_model.push(reason);
                } else {
                    run.trace_classify(h, "turn-ends", "llm-turn-ends", &[]);
                    run.out.turn_ends = true;
                    run.out.to_user.push(reason);
                }
            }
            OkFalse::EndsTurnUnlessContinue => {
                c.block = true;
                if continue_on_block {
                    run.trace_classify(h, "continue", "llm-tool-error", &[]);
                    run.out.to_model.push(reason);
                } else {
                    run.trace_classify(h, "turn-ends", "llm-turn-ends", &[]);
                    run.out.turn_ends = true;
                    run.out.to_user.push(reason);
                }
            }
            OkFalse::EndsTurn => {
                c.block = true;
                run.trace_classify(h, "turn-ends", "llm-turn-ends", &[]);
                run.out.turn_ends = true;
                run.out.to_user.push(reason);
            }
            OkFalse::ToolError => {
                c.block = spec.can_block();
                run.trace_classify(h, "continue", "llm-tool-error", &[]);
                run.out.to_model.push(reason);
            }
            OkFalse::StopsTeammate => {
                if continue_on_block {
                    c.block = true;
                    run.trace_classify(h, "continue", "llm-tool-error", &[]);
                    run.out.to_model.push(reason);
                } else {
                    run.trace_classify(h, "stop", "continue-false", &[]);
                    if run.out.continue_ {
                        run.out.continue_ = false;
                        run.out.stop_reason = Some(reason.clone());
                    }
                    run.out.to_user.push(reason);
                }
            }
            OkFalse::NoEffect | OkFalse::Discarded => {
                run.trace_classify(h, "no-effect", "llm-no-effect", &[("event", spec.name)]);
            }
        }
    }

    /// An Agent SDK callback: the returned object is the JSON output; an
    /// error is a non-blocking error.
    pub(super) fn on_callback(
        &self,
        run: &mut Run<'_>,
        h: &Handler,
        r: &HandlerResult,
        c: &mut Contribution<'_>,
    ) {
        let spec = run.ctx.spec;
        if let Some(e) = &r.error {
            run.trace_classify(h, "error", "callback-error", &[("error", e)]);
            run.notice(e);
            return;
        }
        match &r.output {
            None | Some(Value::Null) => run.trace_classify(h, "empty", "stdout-empty", &[]),
            Some(Value::Object(m)) => {
                if spec.discards_output {
                    run.trace_classify(h, "discarded", "json-discarded", &[("event", spec.name)]);
                    return;
                }
                match output::validate(spec, m, run.ctx.version) {
                    Ok(p) if p.is_async => run.trace_classify(h, "async", "callback-async", &[]),
                    validated => {
                        self.apply_or_report(run, h, validated.as_ref().map_err(String::as_str), c)
                    }
                }
            }
            Some(_) => {
                run.trace_classify(
                    h,
                    "invalid",
                    "json-invalid",
                    &[("error", "the callback must return an object")],
                );
                run.notice("JSON validation failed: the callback must return an object");
            }
        }
    }
}
