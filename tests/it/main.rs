//! The one integration-test binary: modules by subject.

mod facts;
mod exam_items;
mod invariants;
mod lessons;
mod locales;
mod terms;
mod scenario_ids;
mod messages;
mod typography;
mod web;

use std::path::PathBuf;

/// The workspace root.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}
