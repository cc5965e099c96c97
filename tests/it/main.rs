//! The one integration-test binary: modules by subject.

mod classroom;
mod invariants;
mod lessons;
mod locales;
mod security;
mod web;

use std::path::PathBuf;

/// The workspace root.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}
