//! The server crate (being set up).
