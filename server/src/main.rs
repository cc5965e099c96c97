//! `hooklab`: the Hooklab web server and command-line tools in one binary.
//!
//! `hooklab serve` runs the site (everything it needs is embedded, so the
//! binary can be copied anywhere and run from any directory); the classroom
//! keeps its data in the database the settings name.

use clap::{Parser, Subcommand};
use hooklab_server::cli::classroom;
use std::process::ExitCode;
use tracing_subscriber::EnvFilter;

#[derive(Parser)]
#[command(
    name = "hooklab",
    version,
    about = "Learn and test Claude Code hooks, task decomposition and sessions."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the Hooklab site (lessons, sandbox, quiz, simulator, classroom).
    Serve(hooklab_server::settings::ServeArgs),
    /// Manage instructor accounts.
    Admin(classroom::AdminArgs),
    /// Copy a running SQLite database to a new file, consistently.
    Backup(classroom::BackupArgs),
    /// Restore a file made by `hooklab backup` (checked first).
    Restore(classroom::RestoreArgs),
    /// Write the classroom's data as one versioned JSON document.
    Export(classroom::ExportArgs),
    /// Read a document written by `hooklab export` into the database.
    Import(classroom::ImportArgs),
    /// Check Claude Code settings.json and plugin hooks.json files for hook mistakes.
    Lint(hooklab_server::cli::lint::LintArgs),
    /// Evaluate one hook case (settings, event, handler results) and print the outcome as JSON.
    Eval(hooklab_server::cli::eval::EvalArgs),
    /// Run every hook case with an expect block; prints 'N passed, N failed'.
    Test(hooklab_server::cli::test::TestArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Serve(args) => {
            init_logging();
            hooklab_server::serve::run(args)
        }
        Command::Admin(args) => classroom::admin(args),
        Command::Backup(args) => classroom::backup(args),
        Command::Restore(args) => classroom::restore(args),
        Command::Export(args) => classroom::export(args),
        Command::Import(args) => classroom::import(args),
        Command::Lint(args) => hooklab_server::cli::lint::run(args),
        Command::Eval(args) => hooklab_server::cli::eval::run(args),
        Command::Test(args) => hooklab_server::cli::test::run(args),
    }
}

fn init_logging() {
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_env_filter(
            EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("hooklab=info")),
        )
        .init();
}
