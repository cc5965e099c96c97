//! The content crate (being set up).
