//! The hook sandbox without its views: the editors' state ([`state`]) and
//! the one door to the hook engine the sandbox's pages go through
//! ([`engine`]).
//!
//! The engine (its configuration reader, rules and linter, the challenges'
//! tests, the permalinks' compression) is most of the sandbox's code, and
//! a page needs none of it to show the server's first evaluation. So the
//! browser gets it as a bundle of its own, loaded when the learner focuses
//! the sandbox: the sandbox's pages ask it [`engine::Question`]s and read
//! its answers as JSON, and the server answers the same questions in
//! process when it renders a page.

pub mod engine;
pub mod state;
