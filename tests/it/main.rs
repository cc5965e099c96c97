//! The one integration-test binary: modules by subject.

mod classroom;
mod code_samples;
mod exam_items;
mod facts;
mod invariants;
mod lessons;
mod locales;
mod messages;
mod offline;
mod scenario_ids;
mod search;
mod security;
mod terms;
mod typography;
mod web;

use std::path::PathBuf;

/// The workspace root.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}
