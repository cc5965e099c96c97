//! `hooklab test DIR_OR_FILES…`: runs every case that has an `expect` block
//! and prints a summary ending in `N passed, N failed`. Exit 0 when every
//! case passed, 1 when any failed (an unreadable case counts as failed),
//! 2 for a usage error. `--exec` runs the real commands.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use hooklab_core::hooks::{check_expect, evaluate};

use super::eval::read_case;
use super::exec;

/// Arguments of `hooklab test`.
#[derive(clap::Args, Debug, Clone)]
pub struct TestArgs {
    /// Case files, or directories searched recursively for `*.json` cases.
    #[arg(required = true, value_name = "DIR_OR_FILE")]
    pub paths: Vec<PathBuf>,
    /// Run the handlers' real commands instead of the scripted results.
    #[arg(long)]
    pub exec: bool,
    /// Print only failures and the summary.
    #[arg(long, short)]
    pub quiet: bool,
}

fn collect(path: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    if path.is_dir() {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(path)?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .collect();
        entries.sort();
        for p in entries {
            if p.is_dir() || p.extension().is_some_and(|x| x == "json") {
                collect(&p, out)?;
            }
        }
    } else {
        out.push(path.to_path_buf());
    }
    Ok(())
}

/// Runs `hooklab test`.
pub fn run(args: TestArgs) -> ExitCode {
    let mut files = Vec::new();
    for p in &args.paths {
        if !p.exists() {
            eprintln!("hooklab test: {} does not exist", p.display());
            return ExitCode::from(2);
        }
        if let Err(e) = collect(p, &mut files) {
            eprintln!("hooklab test: cannot read {}: {e}", p.display());
            return ExitCode::from(2);
        }
    }
    let (mut passed, mut failed) = (0usize, 0usize);
    for file in &files {
        let name = file.display();
        let mut case = match read_case(file) {
            Ok(c) => c,
            Err(e) => {
                failed += 1;
                println!("FAIL {name}\n     {e}");
                continue;
            }
        };
        if case.expect.is_none() {
            continue;
        }
        if args.exec {
            let jobs = exec::jobs(&case);
            exec::announce(file, jobs.len());
            exec::execute(&mut case, jobs);
        }
        let outcome = evaluate(&case);
        let failures = check_expect(&case, &outcome);
        if failures.is_empty() {
            passed += 1;
            if !args.quiet {
                println!("ok   {name}");
            }
        } else {
            failed += 1;
            println!("FAIL {name}");
            for f in failures {
                println!("     {}: {}", f.field, f.message);
            }
        }
    }
    println!("{passed} passed, {failed} failed");
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
