//! The command-line tools built on the core: each subcommand is a module
//! with its clap arguments and a `run` function returning the exit code.

pub mod classroom;
pub mod eval;
pub mod exec;
pub mod lint;
pub mod test;
