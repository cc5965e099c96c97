//! Stage 1, selection: which handlers fire. Reads the compiled handlers
//! and the event (the matcher's field, `agent_type`, `tool_name` and
//! `tool_input` for `if` rules); writes `match`, `disable`, `if` and `dedup`
//! trace entries and keeps the analysed command line in [`Run::view`] for
//! the permission pipeline. In settings order: the `disableAllHooks` and
//! managed-only switches, agent-scoped hooks, the matcher, the `if` rule,
//! then deduplication.

use serde_json::{Map, Value};

use super::Run;
use crate::hooks::catalogue::{EventSpec, MatchOn};
use crate::hooks::config::{Compiled, Handler, Source};
use crate::hooks::fasthash::FastMap;
use crate::hooks::matcher::Matcher;
use crate::hooks::rule::{check_in, CommandView, PathContext, Purpose, RuleMatch};
use crate::version::Version;

/// The value the event's matcher is tested against, and whether it is a
/// forked SessionStart reported as `resume`.
pub(super) fn matcher_value(
    spec: &EventSpec,
    event: &Map<String, Value>,
    version: Version,
) -> (Option<String>, bool) {
    match spec.match_on {
        MatchOn::Nothing => (None, false),
        MatchOn::Field(f) => {
            let v = event.get(f).and_then(Value::as_str).map(String::from);
            // The one quirk still decided by the event's name: only SessionStart
            // has a matcher value that Claude Code versions report
            // differently (`fork`, sent as `resume` before v2.1.214, spec
            // §1.3); the version rule itself is `hooks::fork_start_source`.
            if spec.name == "SessionStart" && v.as_deref() == Some("fork") {
                let reported = crate::hooks::fork_start_source(version);
                return (Some(reported.to_owned()), reported != "fork");
            }
            (v, false)
        }
        MatchOn::Basename(f) => (
            event
                .get(f)
                .and_then(Value::as_str)
                .map(|p| p.rsplit(['/', '\\']).next().unwrap_or(p).to_string()),
            false,
        ),
    }
}

fn field_name(spec: &EventSpec) -> &'static str {
    match spec.match_on {
        MatchOn::Field(f) | MatchOn::Basename(f) => f,
        MatchOn::Nothing => "",
    }
}

impl Compiled {
    /// The handlers that fire, in settings order, with the trace of why.
    pub(super) fn select<'h>(&'h self, run: &mut Run<'_>, value: Option<&str>) -> Vec<&'h Handler> {
        let spec = run.ctx.spec;
        let mut firing: Vec<&Handler> = Vec::new();
        let mut seen: FastMap<&'h str, &'h str> =
            FastMap::with_capacity_and_hasher(self.handlers.len(), Default::default());
        // regex results by the group that first holds the pattern
        let mut regex_memo: Vec<Option<bool>> = vec![None; self.groups.len()];
        let view = if self.handlers.iter().any(|h| h.if_rule.is_some()) {
            run.ctx
                .event
                .get("tool_input")
                .and_then(|i| i.get("command"))
                .and_then(Value::as_str)
                .map(CommandView::new)
        } else {
            None
        };
        let agent_type = run.ctx.event.get("agent_type").and_then(Value::as_str);
        let tool = run
            .ctx
            .event
            .get("tool_name")
            .and_then(Value::as_str)
            .unwrap_or("");
        let empty = Map::new();
        let input = run
            .ctx
            .event
            .get("tool_input")
            .and_then(Value::as_object)
            .unwrap_or(&empty);
        // where `/x` paths of user-settings `if` rules are rooted, built once
        let mut user_root: Option<String> = None;
        // the handlers configured for this event (identity, not a quirk)
        for h in self.handlers.iter().filter(|h| h.event == spec.name) {
            // switches
            if let Some(from) = &self.disabled_by {
                if from == "managed" {
                    run.trace("disable", Some(h), "skipped", "disable-all-managed", &[]);
                    continue;
                }
                let kept = h.source == Source::Managed
                    || h.source == Source::Sdk
                    || self.forced(&h.source);
                if !kept {
                    run.trace(
                        "disable",
                        Some(h),
                        "skipped",
                        "disable-all",
                        &[("from", from)],
                    );
                    continue;
                }
            }
            if self.managed_only {
                let kept = h.source == Source::Managed
                    || h.source == Source::Sdk
                    || self.forced(&h.source);
                if !kept {
                    run.trace(
                        "disable",
                        Some(h),
                        "skipped",
                        "managed-only-blocked",
                        &[("source", &h.label)],
                    );
                    continue;
                }
            }
            if let Source::Agent(a) = &h.source {
                if agent_type != Some(a.as_str()) {
                    run.trace(
                        "match",
                        Some(h),
                        "skipped",
                        "agent-inactive",
                        &[("agent", a)],
                    );
                    continue;
                }
            }
            // matcher
            let group = self.groups.get(h.group);
            let text = group.and_then(|g| g.text.as_deref()).unwrap_or("");
            if !spec.has_matcher() {
                if !text.is_empty() && text != "*" {
                    run.trace(
                        "match",
                        Some(h),
                        "matched",
                        "matcher-ignored",
                        &[("event", spec.name), ("matcher", text)],
                    );
                } else {
                    run.trace("match", Some(h), "matched", "matcher-all", &[]);
                }
            } else {
                let matcher = group.map(|g| &g.matcher);
                let matched = match (matcher, value) {
                    (None, _) | (Some(Matcher::All), _) => {
                        run.trace("match", Some(h), "matched", "matcher-all", &[]);
                        true
                    }
                    (Some(Matcher::Broken), _) => {
                        run.trace(
                            "match",
                            Some(h),
                            "not-matched",
                            "matcher-broken",
                            &[("matcher", text)],
                        );
                        false
                    }
                    (Some(_), None) => {
                        run.trace(
                            "match",
                            Some(h),
                            "not-matched",
                            "matcher-no-value",
                            &[("field", field_name(spec)), ("matcher", text)],
                        );
                        false
                    }
                    (Some(m), Some(v)) => {
                        let ok = match (m, group) {
                            (Matcher::Regex(_), Some(g)) => {
                                match regex_memo.get(g.shared).copied().flatten() {
                                    Some(known) => known,
                                    None => {
                                        let ok = m.is_match(v);
                                        if let Some(slot) = regex_memo.get_mut(g.shared) {
                                            *slot = Some(ok);
                                        }
                                        ok
                                    }
                                }
                            }
                            _ => m.is_match(v),
                        };
                        let id = match (m, ok) {
                            (Matcher::Exact { list: true, .. }, true) => "matcher-list",
                            (Matcher::Exact { list: true, .. }, false) => "matcher-list-miss",
                            (Matcher::Exact { .. }, true) => "matcher-exact",
                            (Matcher::Exact { .. }, false) => "matcher-exact-miss",
                            (_, true) => "matcher-regex",
                            (_, false) => "matcher-regex-miss",
                        };
                        run.trace(
                            "match",
                            Some(h),
                            if ok { "matched" } else { "not-matched" },
                            id,
                            &[("matcher", text), ("value", v)],
                        );
                        ok
                    }
                };
                if !matched {
                    continue;
                }
            }
            // if
            if let Some(rule) = &h.if_rule {
                if !spec.tool_event {
                    run.trace(
                        "if",
                        Some(h),
                        "skipped",
                        "if-non-tool-event",
                        &[("event", spec.name), ("rule", &rule.text)],
                    );
                    continue;
                }
                let root = match h.source {
                    Source::User => user_root.get_or_insert_with(|| {
                        format!("{}/.claude", run.ctx.home.trim_end_matches('/'))
                    }),
                    _ => run.ctx.project_dir.as_str(),
                };
                let paths = PathContext {
                    cwd: &run.ctx.cwd,
                    root,
                    home: &run.ctx.home,
                    version: run.ctx.version,
                };
                match check_in(rule, tool, input, Purpose::If, &paths, view.as_ref()) {
                    RuleMatch::Yes(subject) => {
                        run.trace(
                            "if",
                            Some(h),
                            "matched",
                            "if-match",
                            &[("rule", &rule.text), ("subject", &subject)],
                        );
                    }
                    RuleMatch::FailOpen => run.trace(
                        "if",
                        Some(h),
                        "matched",
                        "if-fail-open",
                        &[("rule", &rule.text)],
                    ),
                    RuleMatch::Substitution => run.trace(
                        "if",
                        Some(h),
                        "matched",
                        "if-substitution",
                        &[("rule", &rule.text)],
                    ),
                    RuleMatch::OtherTool => {
                        run.trace(
                            "if",
                            Some(h),
                            "not-matched",
                            "if-other-tool",
                            &[("rule", &rule.text), ("tool", tool)],
                        );
                        continue;
                    }
                    RuleMatch::No => {
                        let subject = input
                            .get("command")
                            .or_else(|| input.get("file_path"))
                            .or_else(|| input.get("url"))
                            .and_then(Value::as_str)
                            .unwrap_or(tool);
                        run.trace(
                            "if",
                            Some(h),
                            "not-matched",
                            "if-miss",
                            &[("rule", &rule.text), ("subject", subject)],
                        );
                        continue;
                    }
                }
            }
            // deduplication
            if let Some(first) = seen.get(h.dedup_key.as_str()) {
                run.trace(
                    "dedup",
                    Some(h),
                    "skipped",
                    "dedup-skip",
                    &[("first", first), ("source", &h.label)],
                );
                continue;
            }
            seen.insert(&h.dedup_key, &h.label);
            firing.push(h);
        }
        run.view = view;
        firing
    }

    fn forced(&self, source: &Source) -> bool {
        matches!(source, Source::Plugin(name) if self.forced_plugins.iter().any(|p| p == name))
    }
}
