//! The progress store in this browser (`localStorage`), over the core's
//! versioned [`Progress`] document.

use crate::storage;
use hooklab_core::progress::Progress;

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

/// Replaces the stored progress with `progress` (after an import).
pub fn store(progress: &Progress) {
    storage::save(KEY, &progress.to_json());
}
