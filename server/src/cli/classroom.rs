//! The classroom's command line: `hooklab admin add-instructor NAME`,
//! `hooklab admin reset-password NAME` (the password is read from the
//! terminal without echo, or from the first line of standard input: never
//! from the arguments, where other users and shell histories see it),
//! `hooklab backup --to FILE`, `hooklab restore FILE`, `hooklab export` and
//! `hooklab import FILE`.

use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use clap::{Args, Subcommand};
use hooklab_store::Store;

use crate::settings::DatabaseArgs;

#[derive(Subcommand, Debug, Clone)]
pub enum AdminCommand {
    /// Create an instructor account (asks for the password).
    AddInstructor {
        /// The name the instructor signs in with.
        name: String,
    },
    /// Set an instructor's password (asks for it); their sessions end.
    ResetPassword { name: String },
}

#[derive(Args, Debug, Clone)]
pub struct AdminArgs {
    #[command(subcommand)]
    pub command: AdminCommand,
    #[command(flatten)]
    pub database: DatabaseArgs,
}

#[derive(Args, Debug, Clone)]
pub struct BackupArgs {
    /// The new file to write (it must not exist).
    #[arg(long = "to", value_name = "FILE")]
    pub to: PathBuf,
    #[command(flatten)]
    pub database: DatabaseArgs,
}

#[derive(Args, Debug, Clone)]
pub struct RestoreArgs {
    /// A file written by `hooklab backup`.
    pub file: PathBuf,
    /// Replace the classroom data the database holds already.
    #[arg(long)]
    pub replace: bool,
    #[command(flatten)]
    pub database: DatabaseArgs,
}

#[derive(Args, Debug, Clone)]
pub struct ExportArgs {
    /// Write here instead of standard output.
    #[arg(long = "to", value_name = "FILE")]
    pub to: Option<PathBuf>,
    #[command(flatten)]
    pub database: DatabaseArgs,
}

#[derive(Args, Debug, Clone)]
pub struct ImportArgs {
    /// A document written by `hooklab export` (`-` for standard input).
    pub file: PathBuf,
    /// Replace the classroom data the database holds already.
    #[arg(long)]
    pub replace: bool,
    #[command(flatten)]
    pub database: DatabaseArgs,
}

fn fail(message: impl std::fmt::Display) -> ExitCode {
    eprintln!("hooklab: {message}");
    ExitCode::FAILURE
}

/// Runs a classroom command against the database on a small runtime.
fn with_store<F, Fut>(database: &DatabaseArgs, work: F) -> ExitCode
where
    F: FnOnce(Store) -> Fut,
    Fut: std::future::Future<Output = Result<(), String>>,
{
    let catalogue = match hooklab_content::practice() {
        Ok(catalogue) => Arc::clone(catalogue),
        Err(errors) => {
            for error in errors {
                eprintln!("{error}");
            }
            return fail("the practice content does not load");
        }
    };
    let options = match database.store_options() {
        Ok(options) => options,
        Err(message) => return fail(message),
    };
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(error) => return fail(format!("cannot start the async runtime: {error}")),
    };
    runtime.block_on(async move {
        let store = match Store::open(&options, catalogue).await {
            Ok(store) => store,
            Err(error) => return fail(format!("cannot open the database: {error}")),
        };
        let result = work(store.clone()).await;
        store.close().await;
        match result {
            Ok(()) => ExitCode::SUCCESS,
            Err(message) => fail(message),
        }
    })
}

/// A new password: typed twice at a terminal, or the first line of
/// standard input.
fn read_password() -> Result<String, String> {
    if std::io::stdin().is_terminal() {
        let first = rpassword::prompt_password("Password: ").map_err(|e| e.to_string())?;
        let second = rpassword::prompt_password("Again: ").map_err(|e| e.to_string())?;
        if first != second {
            return Err("the two passwords differ".into());
        }
        Ok(first)
    } else {
        let mut line = String::new();
        std::io::stdin()
            .lock()
            .read_line(&mut line)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        Ok(line.trim_end_matches(['\r', '\n']).to_owned())
    }
}

pub fn admin(args: AdminArgs) -> ExitCode {
    let password = match read_password() {
        Ok(password) => password,
        Err(message) => return fail(message),
    };
    with_store(&args.database, |store| async move {
        match &args.command {
            AdminCommand::AddInstructor { name } => {
                let account = store
                    .add_instructor(name, &password)
                    .await
                    .map_err(|e| e.to_string())?;
                eprintln!("instructor {} added", account.name);
            }
            AdminCommand::ResetPassword { name } => {
                store
                    .reset_password(name, &password)
                    .await
                    .map_err(|e| e.to_string())?;
                eprintln!(
                    "the password of {} is set; their sessions have ended",
                    name.trim()
                );
            }
        }
        Ok(())
    })
}

pub fn backup(args: BackupArgs) -> ExitCode {
    with_store(&args.database, |store| async move {
        store.backup(&args.to).await.map_err(|e| e.to_string())?;
        eprintln!("backup written to {}", args.to.display());
        Ok(())
    })
}

pub fn restore(args: RestoreArgs) -> ExitCode {
    with_store(&args.database, |store| async move {
        store
            .restore(&args.file, args.replace)
            .await
            .map_err(|e| e.to_string())?;
        eprintln!("restored from {}", args.file.display());
        Ok(())
    })
}

pub fn export(args: ExportArgs) -> ExitCode {
    with_store(&args.database, |store| async move {
        let doc = store.export().await.map_err(|e| e.to_string())?;
        let json = serde_json::to_string_pretty(&doc).map_err(|e| e.to_string())?;
        match &args.to {
            Some(path) => std::fs::write(path, json + "\n")
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?,
            None => {
                let mut out = std::io::stdout().lock();
                writeln!(out, "{json}").map_err(|e| e.to_string())?;
            }
        }
        Ok(())
    })
}

pub fn import(args: ImportArgs) -> ExitCode {
    let text = if args.file.as_os_str() == "-" {
        let mut text = String::new();
        if let Err(error) = std::io::Read::read_to_string(&mut std::io::stdin(), &mut text) {
            return fail(format!("cannot read standard input: {error}"));
        }
        text
    } else {
        match std::fs::read_to_string(&args.file) {
            Ok(text) => text,
            Err(error) => return fail(format!("cannot read {}: {error}", args.file.display())),
        }
    };
    let doc: hooklab_store::transfer::Document = match serde_json::from_str(&text) {
        Ok(doc) => doc,
        Err(error) => {
            return fail(format!(
                "{}: not an export document: {error}",
                args.file.display()
            ))
        }
    };
    with_store(&args.database, |store| async move {
        store
            .import(&doc, args.replace)
            .await
            .map_err(|e| e.to_string())?;
        eprintln!("imported {}", args.file.display());
        Ok(())
    })
}
