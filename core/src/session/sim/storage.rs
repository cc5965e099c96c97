//! Claude Code's session storage: session ids (version-4-shaped UUIDs
//! from the seed and a counter), new session records under
//! `<storage root>/<project slug>/<id>.jsonl`, finding a record to change,
//! and explaining where a session is stored. Reads and writes
//! [`SimState::sessions`](super::SimState) and the id counter.

use super::{Sim, Step};
use crate::session::message::MsgId;
use crate::session::model::SessionRecord;
use crate::session::slug::project_slug;

pub(super) fn short(id: &str) -> String {
    id.chars().take(8).collect()
}

/// SplitMix64, the seeded mixer behind the session ids.
pub(super) fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A version-4-shaped UUID from the seed and a counter.
fn make_uuid(seed: u64, counter: u64) -> String {
    let a = mix(seed ^ counter.wrapping_mul(0xa076_1d64_78bd_642f));
    let b = mix(a ^ seed.rotate_left(17));
    format!(
        "{:08x}-{:04x}-4{:03x}-{:x}{:03x}-{:012x}",
        a >> 32,
        (a >> 16) & 0xffff,
        a & 0x0fff,
        8 + ((b >> 62) & 0x3),
        (b >> 48) & 0x0fff,
        b & 0xffff_ffff_ffff
    )
}

impl Sim {
    pub(super) fn next_session_id(&mut self) -> String {
        loop {
            self.state.ids_made += 1;
            let id = make_uuid(self.state.seed, self.state.ids_made);
            if self.state.session(&id).is_none() {
                return id;
            }
        }
    }

    pub(super) fn running_mut(&mut self) -> Option<&mut SessionRecord> {
        let id = self.state.running.as_ref()?.session_id.clone();
        self.state.sessions.iter_mut().find(|s| s.id == id)
    }

    pub(super) fn session_mut(&mut self, id: &str) -> Option<&mut SessionRecord> {
        self.state.sessions.iter_mut().find(|s| s.id == id)
    }

    /// Creates a stored session and returns its id.
    pub(super) fn create_session(
        &mut self,
        id: String,
        cwd: &str,
        print: bool,
        name: Option<String>,
    ) -> String {
        let root = self.state.storage_root.clone();
        let slug = project_slug(cwd).slug;
        let tick = self.state.tick;
        self.state.sessions.push(SessionRecord {
            path: format!("{root}/{slug}/{id}.jsonl"),
            id: id.clone(),
            name,
            cwd: cwd.to_owned(),
            slug,
            root,
            print,
            parent: None,
            cleared_from: None,
            created_in_play: true,
            created: tick,
            updated: tick,
            resumed_by: Vec::new(),
            compactions: 0,
            transcript: Vec::new(),
            reads: Vec::new(),
            wrote: Vec::new(),
        });
        id
    }

    pub(super) fn explain_storage(&self, id: &str, step: &mut Step) {
        let Some(s) = self.state.session(id) else {
            return;
        };
        let slug = project_slug(&s.cwd);
        match &slug.sdk_hash {
            Some(hash) => step.explain(
                MsgId::ExplainSlugHashed,
                &[("dir", &s.cwd), ("slug", &slug.slug), ("hash", hash)],
            ),
            None => step.explain(MsgId::ExplainSlug, &[("dir", &s.cwd), ("slug", &slug.slug)]),
        }
        step.out(MsgId::SessionStored, &[("path", &s.path)]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::command::is_uuid;

    #[test]
    fn ids_look_like_uuids() {
        for n in 0..50 {
            let id = make_uuid(7, n);
            assert!(is_uuid(&id), "{id}");
        }
        assert_ne!(make_uuid(7, 1), make_uuid(7, 2));
        assert_eq!(make_uuid(7, 1), make_uuid(7, 1));
    }
}
