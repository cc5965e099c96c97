//! The progress store in this browser (`localStorage`), over the core's
//! versioned [`Progress`] document, and the signal pages read it through.

use crate::storage;
use hooklab_core::progress::Progress;
use leptos::prelude::*;

const KEY: &str = "hooklab-progress";

/// The stored progress; a missing or unreadable entry starts afresh.
pub fn load() -> Progress {
    storage::load(KEY)
        .and_then(|text| Progress::from_json(&text).ok())
        .unwrap_or_default()
}

/// Changes the stored progress. Does nothing on the server.
pub fn update(change: impl FnOnce(&mut Progress)) {
    if cfg!(feature = "hydrate") {
        let mut progress = load();
        change(&mut progress);
        storage::save(KEY, &progress.to_json());
    }
}

/// The function that replaces the stored progress (after an import) and
/// tells every view reading it through [`use_stored`] to read it again.
/// Call it while the component is created: the event that uses it later
/// has no reactive owner to find the page's context from.
pub fn use_store() -> impl Fn(&Progress) + Copy + 'static {
    let revision = use_context::<Revision>();
    move |progress: &Progress| {
        storage::save(KEY, &progress.to_json());
        if let Some(Revision(revision)) = revision {
            revision.update(|r| *r += 1);
        }
    }
}

/// Counts the times the stored progress was replaced while the page was
/// open (an import from the footer), so that the page's views follow.
#[derive(Clone, Copy)]
struct Revision(RwSignal<u64>);

/// Makes [`use_store`] reach the views of every page below (the locale layout
/// calls it once).
pub fn provide_revision() {
    provide_context(Revision(RwSignal::new(0)));
}

/// The stored progress for a view: `None` while the server renders and
/// while the page hydrates (so both render the same markup), then what this
/// browser holds, read again after each import.
pub fn use_stored() -> Signal<Option<Progress>> {
    let revision = use_context::<Revision>();
    let stored = RwSignal::new(None::<Progress>);
    Effect::new(move |_| {
        if let Some(Revision(revision)) = revision {
            revision.track();
        }
        stored.set(Some(load()));
    });
    stored.into()
}
