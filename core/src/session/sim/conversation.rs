//! Commands inside a running session: a prompt (`say`), `/clear` (a new
//! session id, the name kept), `/compact` and `/exit`, with the hooks each
//! fires (UserPromptSubmit, SessionEnd and SessionStart, PreCompact and
//! PostCompact). Reads and writes the running session and its record.

use super::storage::short;
use super::{Sim, Step};
use crate::session::message::MsgId;
use crate::session::model::{Running, SessionEdge, SessionEdgeKind, TranscriptEntry};

impl Sim {
    pub(super) fn add_prompt(&mut self, id: &str, text: &str, step: &mut Step) {
        let tick = self.state.tick;
        if let Some(s) = self.session_mut(id) {
            s.transcript.push(TranscriptEntry::Prompt {
                text: text.to_owned(),
            });
            s.updated = tick;
        }
        self.fire(step, "UserPromptSubmit", "prompt", text, id);
    }

    pub(super) fn say(&mut self, text: &str, step: &mut Step) {
        let Some(id) = self.state.running.as_ref().map(|r| r.session_id.clone()) else {
            return;
        };
        self.add_prompt(&id, text, step);
        step.out(MsgId::PromptSent, &[("id", &id)]);
    }

    pub(super) fn clear(&mut self, step: &mut Step) {
        let Some(running) = self.state.running.clone() else {
            return;
        };
        let old = running.session_id;
        let name = self.state.session(&old).and_then(|s| s.name.clone());
        self.fire(step, "SessionEnd", "reason", "clear", &old);
        let id = self.next_session_id();
        let id = self.create_session(id, &running.cwd, false, name.clone());
        if let Some(s) = self.session_mut(&id) {
            s.cleared_from = Some(old.clone());
        }
        self.state.edges.push(SessionEdge {
            from: old.clone(),
            to: id.clone(),
            kind: SessionEdgeKind::Clear,
        });
        self.fire(step, "SessionStart", "source", "clear", &id);
        self.state.running = Some(Running {
            session_id: id.clone(),
            cwd: running.cwd,
        });
        step.out(MsgId::Cleared, &[("old", &old), ("id", &id)]);
        match name {
            Some(name) => step.explain(
                MsgId::ExplainClearKeepsName,
                &[("name", &name), ("old", &short(&old))],
            ),
            None => step.explain(MsgId::ExplainClearNewId, &[("old", &short(&old))]),
        }
    }

    pub(super) fn compact(&mut self, step: &mut Step) {
        let Some(id) = self.state.running.as_ref().map(|r| r.session_id.clone()) else {
            return;
        };
        self.fire(step, "PreCompact", "trigger", "manual", &id);
        self.fire(step, "PostCompact", "trigger", "manual", &id);
        self.fire(step, "SessionStart", "source", "compact", &id);
        let tick = self.state.tick;
        if let Some(s) = self.session_mut(&id) {
            s.compactions = s.compactions.saturating_add(1);
            s.transcript.push(TranscriptEntry::Compacted);
            s.updated = tick;
        }
        step.out(MsgId::Compacted, &[("id", &id)]);
        step.explain(MsgId::ExplainCompact, &[]);
    }

    pub(super) fn exit(&mut self, step: &mut Step) {
        let Some(running) = self.state.running.take() else {
            return;
        };
        self.fire(
            step,
            "SessionEnd",
            "reason",
            "prompt_input_exit",
            &running.session_id,
        );
        step.out(MsgId::SessionEnded, &[("id", &running.session_id)]);
    }
}
