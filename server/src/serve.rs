//! `hooklab serve`: checks the practice content, opens the classroom's
//! database (waiting for it if it is down, without ever giving up or
//! panicking), prints the one-time setup link while no instructor exists,
//! renders the lessons, and serves.

use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use hooklab_app::classroom::ssr::Classroom;
use hooklab_store::Store;

use crate::listen::{self, Limits};
use crate::settings::{Public, ServeArgs};
use crate::site::Site;
use crate::web::router_with;

/// How often a database that is down is tried again.
const RETRY: Duration = Duration::from_secs(2);
/// How often readiness is checked, to log when the database goes or returns.
const WATCH: Duration = Duration::from_secs(5);
/// How often expired sessions, tokens and counters are deleted.
const PURGE: Duration = Duration::from_secs(600);

pub fn run(args: ServeArgs) -> ExitCode {
    let catalogue = match hooklab_content::practice() {
        Ok(catalogue) => Arc::clone(catalogue),
        Err(errors) => {
            for error in errors {
                eprintln!("{error}");
            }
            eprintln!(
                "hooklab: {} practice file(s) do not load; fix them before serving",
                errors.len()
            );
            return ExitCode::FAILURE;
        }
    };
    let mut public = match Public::new(args.public_url.as_deref(), args.trusted_proxies.clone()) {
        Ok(public) => public,
        Err(message) => {
            eprintln!("hooklab: {message}");
            return ExitCode::FAILURE;
        }
    };
    public.body_timeout = Some(Duration::from_secs(args.body_timeout.max(1)));
    let options = match args.database.store_options() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("hooklab: {message}");
            return ExitCode::FAILURE;
        }
    };
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
        // Inside the runtime: the pool spawns its maintenance task on it.
        let store = match Store::lazy(&options, catalogue) {
            Ok(store) => store,
            Err(error) => {
                eprintln!("hooklab: {error}");
                return ExitCode::FAILURE;
            }
        };
        let listener = match tokio::net::TcpListener::bind(args.addr).await {
            Ok(listener) => listener,
            Err(error) => {
                eprintln!("hooklab: cannot listen on {}: {error}", args.addr);
                return ExitCode::FAILURE;
            }
        };
        // The address actually bound (`--addr 127.0.0.1:0` picks a free port).
        let addr = listener.local_addr().unwrap_or(args.addr);
        if !crate::assets::has_bundle() {
            tracing::warn!("this binary was built without the browser bundle: pages render on the server only (build with ./dev run)");
        }
        let origin = public
            .origin
            .clone()
            .unwrap_or_else(|| format!("http://{addr}"));
        tokio::spawn(keep_database(store.clone(), origin));
        render_lessons().await;
        tracing::info!(backend = ?store.backend(), "Hooklab is serving at http://{addr}/");
        let site = Site {
            classroom: Some(Classroom {
                store,
                secure_cookies: public.https,
            }),
            public,
        };
        let limits = Limits {
            max_connections: args.max_connections,
            header_timeout: Duration::from_secs(args.header_timeout.max(1)),
        };
        match listen::serve(listener, router_with(site), limits, shutdown_signal()).await {
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

/// Migrates the database as soon as it answers, prints the setup link when
/// no instructor exists, then logs when the database goes away or comes
/// back, and purges what has expired.
async fn keep_database(store: Store, origin: String) {
    let mut warned = false;
    loop {
        match store.migrate().await {
            Ok(()) => break,
            Err(error) => {
                if !warned {
                    let error = error.detail();
                    tracing::error!(%error, "the database is unavailable; /readyz answers 503 and classroom requests fail until it returns (retrying every {} s)", RETRY.as_secs());
                    warned = true;
                }
                tokio::time::sleep(RETRY).await;
            }
        }
    }
    tracing::info!("the database is ready");
    match store.create_setup_token().await {
        Ok(Some(token)) => {
            // The only secret Hooklab prints: once, on standard error.
            eprintln!(
                "\nNo instructor exists yet. Open this link within {} hours to create the first one (it works once):\n\n    {origin}/en/signin#setup={token}\n",
                hooklab_store::accounts::SETUP_LINK_MS / 3_600_000
            );
        }
        Ok(None) => {}
        Err(error) => tracing::error!(error = %error.detail(), "cannot make the setup link"),
    }
    let mut ready = true;
    let mut since_purge = Duration::ZERO;
    loop {
        tokio::time::sleep(WATCH).await;
        let check = store.check().await;
        match (&check, ready) {
            (Ok(()), false) => tracing::info!("the database is back"),
            (Err(error), true) => tracing::error!(
                error = %error.detail(),
                "the database stopped answering; /readyz answers 503 and classroom requests fail until it returns"
            ),
            _ => {}
        }
        ready = check.is_ok();
        since_purge += WATCH;
        if ready && since_purge >= PURGE {
            since_purge = Duration::ZERO;
            if let Err(error) = store.purge_expired().await {
                tracing::warn!(error = %error.detail(), "purging expired sessions failed");
            }
        }
    }
}

/// Renders the lessons and builds the search indexes and the practice
/// pages' content files now rather than on the first visit. Their code was highlighted when the binary was built,
/// so no grammar is loaded here.
async fn render_lessons() {
    let started = std::time::Instant::now();
    match tokio::task::spawn_blocking(|| {
        let library = hooklab_content::library();
        let _ = crate::assets::search_files();
        let _ = crate::assets::content_files();
        (library.lessons().count(), library.errors().len())
    })
    .await
    {
        Ok((lessons, 0)) => tracing::info!(
            lessons,
            elapsed_ms = started.elapsed().as_millis(),
            "lessons rendered"
        ),
        Ok((lessons, errors)) => {
            tracing::warn!(lessons, errors, "lessons rendered, some with errors")
        }
        Err(error) => tracing::error!(%error, "rendering the lessons failed"),
    }
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
