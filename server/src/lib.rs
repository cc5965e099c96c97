//! The `hooklab` binary's library half: the web server's router (kept apart
//! from `main` so tests can call it in process) and, in [`cli`], the
//! command-line tools built on the core.

// Leptos view types nest deeply; laying out the server render needs room.
#![recursion_limit = "512"]

pub mod assets;
pub mod cli;
pub mod memory;
mod page_cache;
pub mod web;

pub use web::router;
