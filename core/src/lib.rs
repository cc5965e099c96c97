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
//! - [`exam`]: the exam item bank, mock exams and practice rounds (selection,
//!   the attempt as a state machine, the timer, the score).
//! - [`review`]: spaced review with FSRS-6, cram, and the plan to an exam date.
//! - [`progress`]: the learner's versioned progress document and the
//!   dashboard computed from it; [`calendar`]: the learner's days;
//!   [`confidence`]: how sure the learner said they were, which quiz
//!   answers, mock exams and review share.
//! - [`i18n`]: the four languages, and the catalogue of every message id the
//!   core emits with what each argument holds, for pages to word them.
//! - [`classroom`]: the data the classroom's server functions exchange.
//! - [`practice`]: every practice item in one catalogue, grading of what a
//!   learner did, and the classroom's statistics.
//! - [`search`]: the lessons' search index, tokenising, folding and ranking,
//!   the same on the server and in the browser.
//! - [`shell`]: the one shell lexer (words and operators with their spans)
//!   behind the linter, the permission rules and the simulator.
//! - [`sort`]: stable sorting, small in the browser's bundles.

#![forbid(unsafe_code)]

pub mod calendar;
pub mod classroom;
pub mod confidence;
pub mod decompose;
pub mod exam;
pub mod hooks;
pub mod i18n;
pub mod jsonpos;
pub mod lint;
mod located;
mod named;
pub mod practice;
pub mod progress;
pub mod review;
pub mod sandbox;
pub mod search;
pub mod session;
pub mod shell;
pub mod sort;
mod tagged;
pub mod version;
