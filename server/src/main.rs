//! `hooklab`: the Hooklab web server and command-line tools in one binary.
//!
//! `hooklab serve` runs the site (everything it needs is embedded, so the
//! binary can be copied anywhere and run from any directory).

use clap::{Parser, Subcommand};
use std::{net::SocketAddr, process::ExitCode};
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
    /// Serve the Hooklab site (lessons, sandbox, quiz, simulator).
    Serve {
        /// Address to listen on.
        #[arg(long, env = "HOOKLAB_ADDR", default_value = "127.0.0.1:3000")]
        addr: SocketAddr,
    },
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
        Command::Serve { addr } => serve(addr),
        Command::Lint(args) => hooklab_server::cli::lint::run(args),
        Command::Eval(args) => hooklab_server::cli::eval::run(args),
        Command::Test(args) => hooklab_server::cli::test::run(args),
    }
}

fn serve(addr: SocketAddr) -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(
            EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| EnvFilter::new("hooklab=info,tower_http=info")),
        )
        .init();
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("hooklab: cannot start the async runtime: {error}");
            return ExitCode::FAILURE;
        }
    };
    runtime.block_on(async move {
        let listener = match tokio::net::TcpListener::bind(addr).await {
            Ok(listener) => listener,
            Err(error) => {
                eprintln!("hooklab: cannot listen on {addr}: {error}");
                return ExitCode::FAILURE;
            }
        };
        if !hooklab_server::assets::has_bundle() {
            tracing::warn!("this binary was built without the browser bundle: pages render on the server only (build with ./dev run)");
        }
        // Render the lessons now rather than on the first visit, then give
        // back the memory their highlighting used.
        let started = std::time::Instant::now();
        match tokio::task::spawn_blocking(|| {
            let library = hooklab_content::library();
            hooklab_server::memory::give_back_freed();
            (library.lessons().count(), library.errors().len())
        })
        .await
        {
            Ok((lessons, 0)) => tracing::info!(lessons, elapsed_ms = started.elapsed().as_millis(), "lessons rendered"),
            Ok((lessons, errors)) => tracing::warn!(lessons, errors, "lessons rendered, some with errors"),
            Err(error) => tracing::error!(%error, "rendering the lessons failed"),
        }
        tracing::info!("Hooklab is serving at http://{addr}/");
        let app = hooklab_server::router();
        match axum::serve(listener, app).with_graceful_shutdown(shutdown_signal()).await {
            Ok(()) => {
                tracing::info!("stopped");
                ExitCode::SUCCESS
            }
            Err(error) => {
                eprintln!("hooklab: server error: {error}");
                ExitCode::FAILURE
            }
        }
    })
}

/// Resolves on Ctrl-C or SIGTERM, so that requests in flight finish.
async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("shutting down");
}
