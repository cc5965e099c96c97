//! The one integration-test binary: modules by subject.

mod exam_items;
mod facts;
mod classroom;
mod invariants;
mod lessons;
mod locales;
mod messages;
mod scenario_ids;
mod terms;
mod typography;
mod security;
mod web;

use std::path::PathBuf;

/// The workspace root.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}
