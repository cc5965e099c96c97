//! Serving connections: a cap on how many are open at once, a deadline for
//! a request's headers (a client that sends nothing, or its headers too
//! slowly, is dropped), HTTP/1.1 and HTTP/2, the peer's address handed to
//! the router, and a graceful stop on a signal.

use std::convert::Infallible;
use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::{body::Body, extract::Request, Router};
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto::Builder;
use hyper_util::server::graceful::GracefulShutdown;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tower::ServiceExt;

/// The peer of a connection, put in every request's extensions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Peer(pub SocketAddr);

/// How connections are served.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub max_connections: usize,
    pub header_timeout: Duration,
}

/// Serves `router` on `listener` until `stop` resolves, then lets the
/// requests in flight finish (for at most 20 seconds).
///
/// # Errors
/// Never in practice: accept errors (too many open files) are logged and
/// retried after a pause.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    limits: Limits,
    stop: impl Future<Output = ()>,
) -> std::io::Result<()> {
    let permits = Arc::new(Semaphore::new(limits.max_connections.max(1)));
    let mut builder = Builder::new(TokioExecutor::new());
    builder
        .http1()
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout);
    builder
        .http2()
        .timer(TokioTimer::new())
        .keep_alive_interval(Some(Duration::from_secs(30)));
    let graceful = GracefulShutdown::new();
    tokio::pin!(stop);
    loop {
        let permit = tokio::select! {
            permit = Arc::clone(&permits).acquire_owned() => match permit {
                Ok(permit) => permit,
                Err(_) => break,
            },
            () = &mut stop => break,
        };
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(error) => {
                    tracing::warn!(%error, "accepting a connection failed; pausing");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            },
            () = &mut stop => break,
        };
        let _ = stream.set_nodelay(true);
        let router = router.clone();
        let builder = builder.clone();
        let watcher = graceful.watcher();
        let header_timeout = limits.header_timeout;
        tokio::spawn(async move {
            // A client that connects and sends nothing is dropped at the
            // header deadline; hyper's own deadline covers headers that
            // start but come too slowly.
            // `peek`, not `readable`: readiness may be a false positive,
            // which let a silent client keep its connection for ever.
            let mut first = [0u8; 1];
            let first_byte = tokio::time::timeout(header_timeout, stream.peek(&mut first)).await;
            if matches!(first_byte, Ok(Ok(n)) if n > 0) {
                let service = hyper::service::service_fn(
                    move |mut request: Request<hyper::body::Incoming>| {
                        request.extensions_mut().insert(Peer(peer));
                        let router = router.clone();
                        async move {
                            let response = router
                                .oneshot(request.map(Body::new))
                                .await
                                .unwrap_or_else(|never: Infallible| match never {});
                            Ok::<_, Infallible>(response)
                        }
                    },
                );
                let connection =
                    builder.serve_connection_with_upgrades(TokioIo::new(stream), service);
                let _ = watcher.watch(connection.into_owned()).await;
            }
            drop(permit);
        });
    }
    drop(listener);
    tokio::select! {
        () = graceful.shutdown() => {}
        () = tokio::time::sleep(Duration::from_secs(20)) => {
            tracing::warn!("some connections were still open after 20 seconds");
        }
    }
    Ok(())
}
