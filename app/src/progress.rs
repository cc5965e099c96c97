//! The progress store in this browser (`localStorage`), over the core's
//! versioned [`Progress`] document; what follows its changes ([`on_change`]);
//! and the signal Leptos views read it through ([`use_stored`]).

use crate::followers::Followers;
use crate::storage;
use hooklab_core::progress::Progress;
#[cfg(views)]
use leptos::prelude::*;

const KEY: &str = "hooklab-progress";

/// The stored progress; a missing or unreadable entry starts afresh.
pub fn load() -> Progress {
    storage::load(KEY)
        .and_then(|text| Progress::from_json(&text).ok())
        .unwrap_or_default()
}

/// Changes the stored progress (and, when the learner keeps it on their
/// group's server, sends it there shortly after). Does nothing on the
/// server.
pub fn update(change: impl FnOnce(&mut Progress)) {
    if cfg!(feature = "browser") {
        let mut progress = load();
        change(&mut progress);
        storage::save(KEY, &progress.to_json());
        crate::progress_sync::schedule();
    }
}

/// Merges a progress document kept elsewhere (the group's server) into
/// the stored progress; when it brought anything new, the page's views
/// read the progress again. A document that does not read is ignored.
pub fn merge_in(text: &str) {
    if !cfg!(feature = "browser") {
        return;
    }
    let Ok(kept) = Progress::from_json(text) else {
        return;
    };
    let before = load();
    let mut progress = before.clone();
    progress.merge(kept);
    if progress != before {
        storage::save(KEY, &progress.to_json());
        views_read_again();
    }
}

/// Forgets the stored progress (signing out of an account whose progress
/// was kept on the server: the server has it, a shared computer should
/// not).
pub fn forget() {
    storage::remove(KEY);
}

/// Replaces the stored progress (after an import from the footer's menu),
/// sends it on when the learner keeps it on their group's server, and
/// tells every view reading it through [`use_stored`] to read it again.
pub fn replace(progress: &Progress) {
    storage::save(KEY, &progress.to_json());
    crate::progress_sync::schedule();
    views_read_again();
}

thread_local! {
    /// What runs when the stored progress was replaced while the page was
    /// open (an import from the footer, a merge from the server).
    static FOLLOWERS: Followers<()> = const { Followers::new() };
}

/// Runs `follower` each time the stored progress is replaced or merged
/// into while the page is open, so that what shows it follows.
pub fn on_change(follower: impl Fn() + 'static) {
    FOLLOWERS.with(|f| f.add(move |()| follower()));
}

/// Tells everything that shows the stored progress that it changed.
fn views_read_again() {
    FOLLOWERS.with(|f| f.tell(&()));
}

/// Counts the times the stored progress changed while the page was open,
/// so that the page's Leptos views follow.
#[cfg(views)]
#[derive(Clone, Copy)]
struct Revision(RwSignal<u64>);

/// Makes the Leptos views of every page below follow changes to the stored
/// progress (the locale layout calls it once).
#[cfg(views)]
pub fn provide_revision() {
    let revision = RwSignal::new(0);
    // The server renders each page once: nothing there changes later.
    if cfg!(feature = "browser") {
        on_change(move || revision.update(|n| *n += 1));
    }
    provide_context(Revision(revision));
}

#[cfg(views)]
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
