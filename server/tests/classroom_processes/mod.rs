//! The classroom as people host it: real `hooklab serve` processes on
//! SQLite and PostgreSQL, driven over HTTP. Two servers sharing one
//! database, a server killed while students submit, a database that is
//! down or goes away, backups while serving, and moving a class between
//! backends with export and import.
//!
//! PostgreSQL parts need `HOOKLAB_TEST_DATABASE_URL` (`./dev test` starts a
//! throwaway cluster and sets it); without it they say so and are skipped.
//! Every wait is bounded, ports are chosen by the system, and every
//! process started here is killed when its handle is dropped.

mod durability;
mod outage;
mod sharing;
mod transfer;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

/// How long a server may take to start (it renders every lesson first, and
/// the test machine may be busy).
const START_WITHIN: Duration = Duration::from_secs(180);

/// The instructors' password in these tests.
pub const PASSWORD: &str = "a long enough password";

/// A folder removed on drop.
pub struct Scratch(pub PathBuf);

impl Scratch {
    pub fn new(name: &str) -> Scratch {
        let unique = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos());
        let dir = std::env::temp_dir().join(format!(
            "hooklab-processes-{}-{name}-{unique}",
            std::process::id()
        ));
        std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        Scratch(dir)
    }

    pub fn join(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Where a classroom's data lives, as the command line is told.
#[derive(Clone, Debug)]
pub enum Db {
    /// A data folder (SQLite inside).
    Folder(PathBuf),
    /// A database URL.
    Url(String),
}

impl Db {
    pub fn args(&self) -> Vec<String> {
        match self {
            Db::Folder(dir) => vec!["--data".into(), dir.display().to_string()],
            Db::Url(url) => vec!["--database-url".into(), url.clone()],
        }
    }

    pub fn label(&self) -> &'static str {
        match self {
            Db::Folder(_) => "SQLite",
            Db::Url(_) => "PostgreSQL",
        }
    }
}

/// The PostgreSQL server for tests, if one is named.
pub fn postgres_base() -> Option<String> {
    match std::env::var(hooklab_store::testing::TEST_DATABASE_URL) {
        Ok(url) if !url.trim().is_empty() => Some(url),
        _ => None,
    }
}

/// Says that a PostgreSQL part is skipped, and why.
pub fn skip_postgres(what: &str) {
    eprintln!(
        "SKIPPED: {what} on PostgreSQL: {} is not set (./dev test starts a throwaway PostgreSQL and sets it)",
        hooklab_store::testing::TEST_DATABASE_URL
    );
}

/// A new, empty database on the test PostgreSQL server.
pub fn fresh_postgres(base: &str) -> String {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime")
        .block_on(hooklab_store::testing::fresh_postgres_database(base))
        .unwrap_or_else(|e| panic!("a fresh PostgreSQL database: {e:?}"))
}

/// SQLite in a new folder, then a fresh PostgreSQL database when the tests
/// have a server (else a note that it is skipped).
pub fn backends(scratch: &Scratch, what: &str) -> Vec<Db> {
    let mut out = vec![Db::Folder(scratch.join("data"))];
    match postgres_base() {
        Some(base) => out.push(Db::Url(fresh_postgres(&base))),
        None => skip_postgres(what),
    }
    out
}

/// The `hooklab` binary with an environment of its own: no `HOOKLAB_*`
/// setting leaks in from the machine, no colours in the log.
pub fn hooklab() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_hooklab"));
    for (name, _) in std::env::vars_os() {
        if name.to_string_lossy().starts_with("HOOKLAB_") {
            command.env_remove(name);
        }
    }
    command.env("NO_COLOR", "1");
    command
}

/// Runs a command of the binary to its end; panics with its output when
/// it fails.
pub fn run_ok(args: &[String]) -> String {
    let out = hooklab()
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "hooklab {args:?} failed:\n{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

/// `hooklab admin add-instructor NAME` with the tests' password on stdin.
pub fn add_instructor(db: &Db, name: &str) {
    let mut args = vec!["admin".to_owned(), "add-instructor".into(), name.into()];
    args.extend(db.args());
    let mut child = hooklab()
        .args(&args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{e}"));
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(format!("{PASSWORD}\n").as_bytes())
            .unwrap_or_else(|e| panic!("{e}"));
    }
    let out = child.wait_with_output().unwrap_or_else(|e| panic!("{e}"));
    assert!(
        out.status.success(),
        "add-instructor: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The whole classroom, through `hooklab export`.
pub fn export(db: &Db) -> Value {
    let mut args = vec!["export".to_owned()];
    args.extend(db.args());
    let json = run_ok(&args);
    serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}: {json}"))
}

/// A running `hooklab serve`, killed (SIGKILL) and reaped on drop.
pub struct Served {
    child: Child,
    pub addr: SocketAddr,
    log: Arc<Mutex<String>>,
}

impl Served {
    /// Starts a server on `addr` (`127.0.0.1:0`: a port the system picks)
    /// and waits until it serves.
    pub fn start(db: &Db, addr: &str, extra: &[&str]) -> Served {
        let mut args = vec!["serve".to_owned(), "--addr".into(), addr.to_owned()];
        args.extend(db.args());
        args.extend(extra.iter().map(|s| (*s).to_owned()));
        let mut child = hooklab()
            .args(&args)
            .env("RUST_LOG", "hooklab=info")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("hooklab serve: {e}"));
        let log = Arc::new(Mutex::new(String::new()));
        let stderr = child.stderr.take().expect("piped stderr");
        let sink = Arc::clone(&log);
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines() {
                let Ok(line) = line else { break };
                let mut log = sink
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner);
                log.push_str(&line);
                log.push('\n');
            }
        });
        let mut served = Served {
            child,
            addr: "0.0.0.0:0".parse().expect("an address"),
            log,
        };
        let started = Instant::now();
        loop {
            if let Some(addr) = served.serving_at() {
                served.addr = addr;
                break;
            }
            if let Ok(Some(status)) = served.child.try_wait() {
                panic!("hooklab serve exited ({status}):\n{}", served.log());
            }
            assert!(
                started.elapsed() < START_WITHIN,
                "hooklab serve did not start within {START_WITHIN:?}:\n{}",
                served.log()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        served
    }

    fn serving_at(&self) -> Option<SocketAddr> {
        let log = self.log();
        let rest = &log[log.find("serving at http://")? + "serving at http://".len()..];
        rest[..rest.find('/')?].parse().ok()
    }

    /// Everything the server wrote to standard error so far.
    pub fn log(&self) -> String {
        self.log
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .clone()
    }

    /// Waits until the log holds `needle`.
    pub fn wait_for_log(&self, needle: &str, within: Duration) {
        let started = Instant::now();
        while !self.log().contains(needle) {
            assert!(
                started.elapsed() < within,
                "no {needle:?} in the log within {within:?}:\n{}",
                self.log()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Whether the process still runs.
    pub fn alive(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    /// SIGKILL, and waits for the process to be gone.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        self.kill();
    }
}

/// An HTTP answer, read whole.
#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Reply {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or(Value::Null)
    }

    /// The session cookie this answer sets, as `name=value`.
    pub fn session_cookie(&self) -> Option<String> {
        self.headers
            .iter()
            .filter(|(n, _)| n.eq_ignore_ascii_case("set-cookie"))
            .map(|(_, v)| v)
            .find(|v| v.starts_with("hooklab_session="))
            .and_then(|v| v.split(';').next())
            .map(str::to_owned)
    }
}

/// A body to send.
pub enum Payload<'a> {
    Nothing,
    Form(&'a [(&'a str, &'a str)]),
    Json(&'a Value),
}

fn form_encode(text: &str) -> String {
    text.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
                char::from(b).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

/// One request on its own connection. `Err` when the server cannot be
/// reached or the answer does not arrive whole (a killed server).
pub fn request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    cookie: Option<&str>,
    body: &Payload<'_>,
) -> std::io::Result<Reply> {
    let (content_type, payload) = match body {
        Payload::Nothing => (None, String::new()),
        Payload::Form(fields) => (
            Some("application/x-www-form-urlencoded"),
            fields
                .iter()
                .map(|(k, v)| format!("{}={}", form_encode(k), form_encode(v)))
                .collect::<Vec<_>>()
                .join("&"),
        ),
        Payload::Json(value) => (Some("application/json"), value.to_string()),
    };
    let mut stream = TcpStream::connect_timeout(&addr, Duration::from_secs(5))?;
    stream.set_read_timeout(Some(Duration::from_secs(60)))?;
    stream.set_write_timeout(Some(Duration::from_secs(60)))?;
    let mut head = format!("{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    if let Some(cookie) = cookie {
        head.push_str(&format!("Cookie: {cookie}\r\n"));
    }
    if let Some(content_type) = content_type {
        head.push_str(&format!("Content-Type: {content_type}\r\n"));
    }
    head.push_str(&format!("Content-Length: {}\r\n\r\n", payload.len()));
    stream.write_all(head.as_bytes())?;
    stream.write_all(payload.as_bytes())?;
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw)?;
    parse_reply(&raw)
}

fn broken(why: &str) -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::UnexpectedEof, why.to_owned())
}

fn parse_reply(raw: &[u8]) -> std::io::Result<Reply> {
    let end = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .ok_or_else(|| broken("no complete head"))?;
    let head = String::from_utf8_lossy(&raw[..end]);
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| broken("no status line"))?;
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_owned(), v.trim().to_owned()))
        .collect();
    let rest = &raw[end + 4..];
    let find = |name: &str| {
        headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.clone())
    };
    let body = if find("transfer-encoding").is_some_and(|v| v.contains("chunked")) {
        dechunk(rest)?
    } else if let Some(length) = find("content-length") {
        let length: usize = length.parse().map_err(|_| broken("bad length"))?;
        if rest.len() < length {
            return Err(broken("the body was cut short"));
        }
        rest[..length].to_vec()
    } else {
        rest.to_vec()
    };
    Ok(Reply {
        status,
        headers,
        body: String::from_utf8_lossy(&body).into_owned(),
    })
}

fn dechunk(mut rest: &[u8]) -> std::io::Result<Vec<u8>> {
    let mut body = Vec::new();
    loop {
        let line_end = rest
            .windows(2)
            .position(|w| w == b"\r\n")
            .ok_or_else(|| broken("a chunk was cut short"))?;
        let size_text = String::from_utf8_lossy(&rest[..line_end]);
        let size = usize::from_str_radix(size_text.split(';').next().unwrap_or("").trim(), 16)
            .map_err(|_| broken("bad chunk size"))?;
        rest = &rest[line_end + 2..];
        if size == 0 {
            return Ok(body);
        }
        if rest.len() < size + 2 {
            return Err(broken("a chunk was cut short"));
        }
        body.extend_from_slice(&rest[..size]);
        rest = &rest[size + 2..];
    }
}

/// A request that must get an answer.
pub fn must(
    addr: SocketAddr,
    method: &str,
    path: &str,
    cookie: Option<&str>,
    body: &Payload<'_>,
) -> Reply {
    request(addr, method, path, cookie, body)
        .unwrap_or_else(|e| panic!("{method} {path} on {addr}: {e}"))
}

/// Waits until `GET path` answers `status`.
pub fn wait_for_status(addr: SocketAddr, path: &str, status: u16, within: Duration) {
    let started = Instant::now();
    loop {
        let seen = request(addr, "GET", path, None, &Payload::Nothing).map(|r| r.status);
        if matches!(seen, Ok(s) if s == status) {
            return;
        }
        assert!(
            started.elapsed() < within,
            "{path} on {addr} did not answer {status} within {within:?} (last: {seen:?})"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// An instructor signs in; returns the session cookie.
pub fn sign_in(addr: SocketAddr, name: &str) -> String {
    let reply = must(
        addr,
        "POST",
        "/api/class/sign-in",
        None,
        &Payload::Form(&[("name", name), ("password", PASSWORD)]),
    );
    assert_eq!(reply.status, 200, "sign-in: {}", reply.body);
    reply.session_cookie().expect("a session cookie")
}

/// A class: an instructor's group with an open quiz assignment.
pub struct Class {
    pub teacher: String,
    pub join_code: String,
    pub assignment: String,
}

/// The quiz item every assignment here holds.
pub const ITEM: &str = "quiz/block-rm-rf";

/// Ada (who must exist) signs in, creates a group and an assignment
/// accepting any number of attempts.
pub fn open_class(addr: SocketAddr) -> Class {
    let teacher = sign_in(addr, "Ada");
    let group = must(
        addr,
        "POST",
        "/api/class/create-group",
        Some(&teacher),
        &Payload::Form(&[("name", "Evening class")]),
    );
    assert_eq!(group.status, 200, "create-group: {}", group.body);
    let group = group.json();
    let spec = json!({
        "group_id": group["id"],
        "lang": "en",
        "spec": {
            "title": "Week 1", "items": [ITEM], "opens_at": 0,
            "due_at": 4_000_000_000_000i64, "time_zone": "UTC", "late_policy": "accept",
            "attempts_allowed": null, "time_limit": null, "show_answers": true
        }
    });
    let created = must(
        addr,
        "POST",
        "/api/class/create-assignment",
        Some(&teacher),
        &Payload::Json(&spec),
    );
    assert_eq!(created.status, 200, "create-assignment: {}", created.body);
    Class {
        teacher,
        join_code: group["join_code"].as_str().expect("a code").to_owned(),
        assignment: created.json()["id"].as_str().expect("an id").to_owned(),
    }
}

/// A student joins with the code; returns (cookie, student id, recovery code).
pub fn join(addr: SocketAddr, code: &str, name: &str) -> (String, String, String) {
    let reply = must(
        addr,
        "POST",
        "/api/class/join",
        None,
        &Payload::Form(&[("code", code), ("display_name", name)]),
    );
    assert_eq!(reply.status, 200, "join: {}", reply.body);
    let json = reply.json();
    (
        reply.session_cookie().expect("a session cookie"),
        json["account"]["id"].as_str().expect("an id").to_owned(),
        json["recovery_code"]
            .as_str()
            .expect("a recovery code")
            .to_owned(),
    )
}

/// A quiz answer with its idempotency key.
pub fn submission(assignment: &str, key: &str) -> Value {
    json!({"submission": {
        "assignment_id": assignment,
        "item_key": ITEM,
        "idempotency_key": key,
        "answer": {"kind": "quiz", "choice": "hook-pre-tool-use"}
    }})
}

/// One submission; `Err` when no whole answer came back.
pub fn submit(
    addr: SocketAddr,
    cookie: &str,
    assignment: &str,
    key: &str,
) -> std::io::Result<Reply> {
    request(
        addr,
        "POST",
        "/api/class/submit",
        Some(cookie),
        &Payload::Json(&submission(assignment, key)),
    )
}

/// The assignment's results as its instructor sees them.
pub fn results(addr: SocketAddr, teacher: &str, assignment: &str) -> Value {
    let reply = must(
        addr,
        "GET",
        &format!("/api/class/results?assignment_id={assignment}&lang=en"),
        Some(teacher),
        &Payload::Nothing,
    );
    assert_eq!(reply.status, 200, "results: {}", reply.body);
    reply.json()
}

/// The attempts rows of an export.
pub fn attempt_rows(doc: &Value) -> Vec<Value> {
    doc["tables"]["attempts"]
        .as_array()
        .cloned()
        .unwrap_or_default()
}

/// A path as text, for command lines.
pub fn arg(path: &Path) -> String {
    path.display().to_string()
}
