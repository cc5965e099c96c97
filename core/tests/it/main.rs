//! The core's one integration-test binary: one module per subject, each
//! named after the part of the core it tests (`hooks_*`, `lint_*`, `decompose_*`,
//! `sandbox_*`, `session_*`, `shell_*`).

mod decompose_bank;
mod decompose_classify;
mod decompose_loader;
mod decompose_locales;
mod ftl;
mod hooks_api;
mod hooks_cases;
mod hooks_context;
mod hooks_messages;
mod hooks_props;
mod hooks_snapshots;
mod lint_api;
mod lint_fixtures;
mod lint_jsonpos;
mod lint_locales;
mod sandbox_api;
mod sandbox_content;
mod session_messages;
mod session_proptest;
mod session_scenarios;
mod session_sim;
mod session_slug;
mod session_tree;
mod shell_props;
mod strategies;
