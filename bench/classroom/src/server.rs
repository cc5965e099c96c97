//! The servers under test: `hooklab` commands and `hooklab serve`
//! processes, their log in a file, killed when dropped.

use std::io::Write;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The instructor's password.
pub const PASSWORD: &str = "a long enough password";

/// Where a scenario's data lives, as the command line is told.
#[derive(Clone, Debug)]
pub enum Db {
    Folder(PathBuf),
    Url(String),
}

impl Db {
    pub fn args(&self) -> Vec<String> {
        match self {
            Db::Folder(dir) => vec!["--data".into(), dir.display().to_string()],
            Db::Url(url) => vec!["--database-url".into(), url.clone()],
        }
    }
}

/// The binary with no `HOOKLAB_*` setting from the machine: the documented
/// defaults (rate limits included) apply.
pub fn command(binary: &Path) -> Command {
    let mut command = Command::new(binary);
    for (name, _) in std::env::vars_os() {
        if name.to_string_lossy().starts_with("HOOKLAB_") {
            command.env_remove(name);
        }
    }
    command.env("NO_COLOR", "1");
    command
}

/// `hooklab admin add-instructor NAME`.
pub fn add_instructor(binary: &Path, db: &Db, name: &str) -> Result<(), String> {
    let mut child = command(binary)
        .args(["admin", "add-instructor", name])
        .args(db.args())
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{}: {e}", binary.display()))?;
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(format!("{PASSWORD}\n").as_bytes())
            .map_err(|e| e.to_string())?;
    }
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "add-instructor: {}",
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

/// `hooklab export`, parsed.
pub fn export(binary: &Path, db: &Db) -> Result<serde_json::Value, String> {
    let out = command(binary)
        .arg("export")
        .args(db.args())
        .output()
        .map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!("export: {}", String::from_utf8_lossy(&out.stderr)));
    }
    serde_json::from_slice(&out.stdout).map_err(|e| format!("export: {e}"))
}

/// A running `hooklab serve`.
pub struct Served {
    child: Child,
    pub addr: SocketAddr,
    pub log: PathBuf,
}

impl Served {
    /// Starts a server on a free port, logging to `log`, and waits until it
    /// serves.
    pub fn start(binary: &Path, db: &Db, log: PathBuf) -> Result<Served, String> {
        let file = std::fs::File::create(&log).map_err(|e| format!("{}: {e}", log.display()))?;
        let child = command(binary)
            .args(["serve", "--addr", "127.0.0.1:0"])
            .args(db.args())
            .env("RUST_LOG", "hooklab=info")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(file)
            .spawn()
            .map_err(|e| format!("{}: {e}", binary.display()))?;
        let mut served = Served {
            child,
            addr: SocketAddr::from(([127, 0, 0, 1], 0)),
            log,
        };
        let started = Instant::now();
        loop {
            let text = std::fs::read_to_string(&served.log).unwrap_or_default();
            if let Some(addr) = serving_at(&text) {
                served.addr = addr;
                return Ok(served);
            }
            if let Ok(Some(status)) = served.child.try_wait() {
                return Err(format!("hooklab serve exited ({status}):\n{text}"));
            }
            if started.elapsed() > Duration::from_secs(180) {
                return Err(format!("hooklab serve did not start:\n{text}"));
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// The server's resident memory in KiB, from /proc.
    pub fn resident_kib(&self) -> Option<u64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).ok()?;
        status
            .lines()
            .find(|l| l.starts_with("VmRSS:"))?
            .split_whitespace()
            .nth(1)?
            .parse()
            .ok()
    }

    /// Whether the process still runs.
    pub fn alive(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn serving_at(log: &str) -> Option<SocketAddr> {
    let rest = &log[log.find("serving at http://")? + "serving at http://".len()..];
    rest[..rest.find('/')?].parse().ok()
}
