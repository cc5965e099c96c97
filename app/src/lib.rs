//! The app crate (being set up).
