//! The `hooklab` binary's library half: the web server's router (kept apart
//! from `main` so tests can call it in process), the listener, the
//! settings and `serve`, and, in [`cli`], the command-line tools.

#![forbid(unsafe_code)]
// Leptos view types nest deeply; laying out the server render needs room.
#![recursion_limit = "512"]

pub mod api;
pub mod assets;
pub mod cli;
pub mod listen;
pub mod offline;
mod page_cache;
mod request;
pub mod serve;
pub mod settings;
mod site;
pub mod web;

pub use site::Site;
pub use web::{router, router_with};
