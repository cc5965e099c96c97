//! Hooklab's core: everything the pages, the server and the `hooklab` command
//! line share, as pure functions over plain data.
//!
//! This crate performs no I/O, knows nothing of Leptos, axum or HTML, and
//! builds for `wasm32-unknown-unknown`, so that the hook sandbox, the quiz and
//! the session simulator run in the browser, offline.
//!
//! - [`hooks`]: the emulator of Claude Code's hook dispatch (cases in,
//!   outcomes out, with a trace that explains every step).
//! - [`lint`]: diagnostics for real `settings.json` and `hooks.json` files.
//! - [`decompose`]: the workflow patterns, the decision matrix and the
//!   classifier behind the quiz.
//! - [`session`]: the session storage model, the CLI commands and the
//!   stale-context decision tree.
//! - [`sandbox`]: the hook sandbox's presets, challenges, permalinks and verdicts.
//! - [`classroom`]: the data the classroom's server functions exchange.
//! - [`practice`]: every practice item in one catalogue, grading of what a
//!   learner did, and the classroom's statistics.

#![forbid(unsafe_code)]

pub mod classroom;
pub mod decompose;
pub mod hooks;
pub mod jsonpos;
pub mod lint;
pub mod practice;
pub mod progress;
pub mod sandbox;
pub mod session;
