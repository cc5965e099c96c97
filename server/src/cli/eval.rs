//! `hooklab eval CASE.json` (or `-` for stdin): evaluates one case with the
//! core's hook engine and prints the outcome as JSON. Exit 0 when it
//! evaluated, 2 for an invalid case. `--exec` runs the real commands.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use hooklab_core::hooks::{evaluate, parse_case, Case};

use super::exec;

/// Arguments of `hooklab eval`.
#[derive(clap::Args, Debug, Clone)]
pub struct EvalArgs {
    /// The case file, or `-` to read it from standard input.
    #[arg(value_name = "CASE")]
    pub case: PathBuf,
    /// Run the handlers' real commands instead of the scripted results.
    #[arg(long)]
    pub exec: bool,
    /// Print the outcome on one line instead of indented.
    #[arg(long)]
    pub compact: bool,
}

/// Reads a case from a file or from stdin (`-`).
pub fn read_case(path: &Path) -> Result<Case, String> {
    let text = if path == Path::new("-") {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        s
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?
    };
    parse_case(&text).map_err(|e| format!("{}: invalid case: {e}", path.display()))
}

/// Runs `hooklab eval`.
pub fn run(args: EvalArgs) -> ExitCode {
    let mut case = match read_case(&args.case) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("hooklab eval: {e}");
            return ExitCode::from(2);
        }
    };
    if args.exec {
        let jobs = exec::jobs(&case);
        exec::announce(&args.case, jobs.len());
        exec::execute(&mut case, jobs);
    }
    let outcome = evaluate(&case);
    let json = if args.compact {
        serde_json::to_string(&outcome)
    } else {
        serde_json::to_string_pretty(&outcome)
    };
    match json {
        Ok(text) => {
            println!("{text}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("hooklab eval: cannot print the outcome: {e}");
            ExitCode::FAILURE
        }
    }
}
