//! A database that is down when the server starts, or goes away later:
//! the server says so in its log, `/readyz` answers 503 and classroom
//! requests 503, the rest of the site keeps working, and everything comes
//! back with the database, without a restart and without a panic.
//!
//! The database "goes away" through a TCP relay between the server and
//! the test PostgreSQL: switched off, it cuts every connection it carries
//! and closes new ones at once.

use std::io::{Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use super::{
    add_instructor, fresh_postgres, must, postgres_base, skip_postgres, wait_for_status, Db,
    Payload, Served, PASSWORD,
};

/// A relay from a local port to the database. Switched off, it closes
/// every connection it carries and every new one at once, as a database
/// that stopped would (the port stays the relay's, so nothing else can
/// take it meanwhile).
struct Relay {
    addr: SocketAddr,
    running: Arc<AtomicBool>,
    closing: Arc<AtomicBool>,
    open: Arc<Mutex<Vec<TcpStream>>>,
    accepting: Option<std::thread::JoinHandle<()>>,
}

impl Relay {
    /// A relay on a free port, switched off.
    fn new(target: SocketAddr) -> Relay {
        let listener =
            TcpListener::bind("127.0.0.1:0").unwrap_or_else(|e| panic!("a relay port: {e}"));
        let addr = listener.local_addr().unwrap_or_else(|e| panic!("{e}"));
        let running = Arc::new(AtomicBool::new(false));
        let closing = Arc::new(AtomicBool::new(false));
        let open = Arc::new(Mutex::new(Vec::new()));
        let accepting = {
            let (running, closing, open) = (
                Arc::clone(&running),
                Arc::clone(&closing),
                Arc::clone(&open),
            );
            std::thread::spawn(move || {
                for client in listener.incoming() {
                    if closing.load(Ordering::SeqCst) {
                        break;
                    }
                    let Ok(client) = client else { continue };
                    if !running.load(Ordering::SeqCst) {
                        let _ = client.shutdown(Shutdown::Both);
                        continue;
                    }
                    let Ok(server) = TcpStream::connect(target) else {
                        continue;
                    };
                    for (from, to) in [(&client, &server), (&server, &client)] {
                        if let (Ok(from), Ok(to)) = (from.try_clone(), to.try_clone()) {
                            std::thread::spawn(move || pump(from, to));
                        }
                    }
                    let mut open = open
                        .lock()
                        .unwrap_or_else(std::sync::PoisonError::into_inner);
                    open.push(client);
                    open.push(server);
                }
            })
        };
        Relay {
            addr,
            running,
            closing,
            open,
            accepting: Some(accepting),
        }
    }

    fn on(&self) {
        self.running.store(true, Ordering::SeqCst);
    }

    /// Closes every connection, and new ones as they come.
    fn off(&self) {
        self.running.store(false, Ordering::SeqCst);
        for stream in self
            .open
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .drain(..)
        {
            let _ = stream.shutdown(Shutdown::Both);
        }
    }
}

impl Drop for Relay {
    fn drop(&mut self) {
        self.off();
        self.closing.store(true, Ordering::SeqCst);
        // Wakes the accepting thread so that it ends.
        let _ = TcpStream::connect(self.addr);
        if let Some(thread) = self.accepting.take() {
            let _ = thread.join();
        }
    }
}

fn pump(mut from: TcpStream, mut to: TcpStream) {
    let mut buffer = [0u8; 16 * 1024];
    loop {
        match from.read(&mut buffer) {
            Ok(0) | Err(_) => break,
            Ok(n) => {
                if to.write_all(&buffer[..n]).is_err() {
                    break;
                }
            }
        }
    }
    let _ = to.shutdown(Shutdown::Both);
    let _ = from.shutdown(Shutdown::Both);
}

/// The host and port of a `postgres://user@host:port/db?…` URL, and the
/// URL with them replaced by `127.0.0.1:port`.
fn relayed(url: &str, port: u16) -> (SocketAddr, String) {
    let scheme_end = url.find("://").expect("a URL") + 3;
    let rest = &url[scheme_end..];
    let authority_end = rest.find('/').unwrap_or(rest.len());
    let authority = &rest[..authority_end];
    let (user, host_port) = match authority.rfind('@') {
        Some(at) => (&authority[..=at], &authority[at + 1..]),
        None => ("", authority),
    };
    let target = std::net::ToSocketAddrs::to_socket_addrs(host_port)
        .ok()
        .and_then(|mut a| a.next())
        .unwrap_or_else(|| panic!("{host_port} is not host:port"));
    let url = format!(
        "{}{user}127.0.0.1:{port}{}",
        &url[..scheme_end],
        &rest[authority_end..]
    );
    (target, url)
}

#[test]
fn a_database_that_goes_away_gives_503_and_comes_back_without_a_restart() {
    let Some(base) = postgres_base() else {
        skip_postgres("the database outage test");
        return;
    };
    let direct = fresh_postgres(&base);
    add_instructor(&Db::Url(direct.clone()), "Ada");
    let (target, _) = relayed(&direct, 0);
    let relay = Relay::new(target);
    let db = Db::Url(relayed(&direct, relay.addr.port()).1);

    // Down at start-up: the server serves all the same and says why.
    let mut served = Served::start(&db, "127.0.0.1:0", &[]);
    served.wait_for_log("the database is unavailable", Duration::from_secs(60));
    let ready = must(served.addr, "GET", "/readyz", None, &Payload::Nothing);
    assert_eq!(ready.status, 503, "{}", ready.body);
    assert_eq!(
        must(served.addr, "GET", "/healthz", None, &Payload::Nothing).status,
        200
    );
    let sign_in = |addr| {
        must(
            addr,
            "POST",
            "/api/class/sign-in",
            None,
            &Payload::Form(&[("name", "Ada"), ("password", PASSWORD)]),
        )
    };
    let refused = sign_in(served.addr);
    assert_eq!(refused.status, 503, "{}", refused.body);
    assert_eq!(refused.json()["code"], "unavailable");
    assert_eq!(
        must(served.addr, "GET", "/en/learn", None, &Payload::Nothing).status,
        200,
        "the lessons need no database"
    );

    // The database arrives: ready, without a restart.
    relay.on();
    wait_for_status(served.addr, "/readyz", 200, Duration::from_secs(60));
    served.wait_for_log("the database is ready", Duration::from_secs(30));
    let signed = sign_in(served.addr);
    assert_eq!(signed.status, 200, "{}", signed.body);
    let cookie = signed.session_cookie().expect("a session cookie");

    // It goes away while the server runs.
    relay.off();
    wait_for_status(served.addr, "/readyz", 503, Duration::from_secs(60));
    let groups = must(
        served.addr,
        "GET",
        "/api/class/groups",
        Some(&cookie),
        &Payload::Nothing,
    );
    assert_eq!(groups.status, 503, "{}", groups.body);
    assert_eq!(groups.json()["code"], "unavailable");
    served.wait_for_log("the database stopped answering", Duration::from_secs(60));

    // And returns: the same session works again.
    relay.on();
    wait_for_status(served.addr, "/readyz", 200, Duration::from_secs(60));
    served.wait_for_log("the database is back", Duration::from_secs(60));
    let groups = must(
        served.addr,
        "GET",
        "/api/class/groups",
        Some(&cookie),
        &Payload::Nothing,
    );
    assert_eq!(groups.status, 200, "{}", groups.body);

    assert!(
        served.alive(),
        "the server never stopped:\n{}",
        served.log()
    );
    let log = served.log();
    assert!(!log.contains("panicked"), "{log}");
}
