//! The tests crate (being set up).
