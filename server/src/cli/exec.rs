//! Running a case's real handler commands the way Claude Code runs them
//! (`hooklab eval --exec`, `hooklab test --exec`): shell form through
//! `sh -c`, exec form with `args` and no shell, the event JSON on stdin, the
//! `CLAUDE_*` variables, the event's cwd, every handler in parallel, each
//! under its own timeout. Only command handlers are executed; http, mcp_tool,
//! prompt, agent and callback handlers keep their scripted results.

use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use hooklab_core::hooks::{catalogue, firing_handlers, Case, HandlerResult};
use serde_json::Value;

/// One command to run.
#[derive(Debug, Clone, PartialEq)]
pub struct Job {
    /// The key its result goes under (the command as written).
    pub key: String,
    pub command: String,
    /// Exec form: run `command` with these arguments and no shell.
    pub args: Option<Vec<String>>,
    pub powershell: bool,
    pub timeout: Duration,
    pub env: BTreeMap<String, String>,
    pub cwd: PathBuf,
}

/// Follows a config path such as `settings.project.hooks.PreToolUse[0].hooks[1]`.
fn resolve<'a>(case: &'a Case, path: &str) -> Option<&'a Value> {
    let rest = path.strip_prefix("settings.")?;
    let mut parts = rest.split('.');
    let first = parts.next()?;
    let (name, index) = split_index(first);
    let mut cur = case.settings.0.get(name)?;
    for i in index {
        cur = cur.get(i)?;
    }
    for part in parts {
        let (name, index) = split_index(part);
        cur = cur.get(name)?;
        for i in index {
            cur = cur.get(i)?;
        }
    }
    Some(cur)
}

fn split_index(part: &str) -> (&str, Vec<usize>) {
    match part.find('[') {
        None => (part, Vec::new()),
        Some(open) => {
            let name = &part[..open];
            let index = part[open..]
                .split(['[', ']'])
                .filter(|s| !s.is_empty())
                .filter_map(|s| s.parse().ok())
                .collect();
            (name, index)
        }
    }
}

/// The `[i]` that follows `hooks.<Event>` in a path: the group, for its timeout.
fn group_of(path: &str) -> Option<String> {
    path.rfind(".hooks[").map(|i| path[..i].to_string())
}

fn expand(text: &str, vars: &BTreeMap<String, String>) -> String {
    let mut out = text.to_string();
    for name in [
        "CLAUDE_PROJECT_DIR",
        "CLAUDE_PLUGIN_ROOT",
        "CLAUDE_PLUGIN_DATA",
    ] {
        if let Some(v) = vars.get(name) {
            out = out.replace(&format!("${{{name}}}"), v);
        }
    }
    out
}

/// The command jobs a case would run, with their environment.
pub fn jobs(case: &Case) -> Vec<Job> {
    let event_name = case
        .event
        .get("hook_event_name")
        .and_then(Value::as_str)
        .unwrap_or("");
    let Some(spec) = catalogue::event(event_name) else {
        return Vec::new();
    };
    let cwd = case
        .event
        .get("cwd")
        .and_then(Value::as_str)
        .unwrap_or(".")
        .to_string();
    let project_dir = case
        .context
        .as_ref()
        .and_then(|c| c.project_dir.clone())
        .unwrap_or_else(|| cwd.clone());
    let session = case
        .event
        .get("session_id")
        .and_then(Value::as_str)
        .unwrap_or("")
        .to_string();
    let mut base = BTreeMap::new();
    base.insert("CLAUDE_PROJECT_DIR".to_string(), project_dir);
    base.insert("CLAUDE_CODE_SESSION_ID".to_string(), session);
    base.insert("CLAUDECODE".to_string(), "1".to_string());
    base.insert("CLAUDE_CODE_CHILD_SESSION".to_string(), "1".to_string());
    base.insert("CLAUDE_PID".to_string(), std::process::id().to_string());
    if let Some(level) = case
        .event
        .get("effort")
        .and_then(|e| e.get("level"))
        .and_then(Value::as_str)
    {
        base.insert("CLAUDE_EFFORT".to_string(), level.to_string());
    }
    if matches!(
        event_name,
        "SessionStart" | "Setup" | "CwdChanged" | "FileChanged"
    ) {
        let file = std::env::temp_dir().join(format!("hooklab-env-{}", std::process::id()));
        base.insert("CLAUDE_ENV_FILE".to_string(), file.display().to_string());
    }
    let mut seen = Vec::new();
    let mut out = Vec::new();
    for h in firing_handlers(case) {
        if h.handler_type != "command" || seen.contains(&h.key) {
            continue;
        }
        seen.push(h.key.clone());
        let Some(config) = resolve(case, &h.path) else {
            continue;
        };
        let mut env = base.clone();
        if let Some(plugin) = h.source.strip_prefix("plugin:") {
            let entry = case
                .settings
                .0
                .get("plugins")
                .and_then(Value::as_array)
                .and_then(|list| {
                    list.iter()
                        .find(|p| p.get("name").and_then(Value::as_str) == Some(plugin))
                });
            let root = entry
                .and_then(|p| p.get("root"))
                .and_then(Value::as_str)
                .map(String::from)
                .unwrap_or_else(|| {
                    format!("{}/.claude/plugins/{plugin}", env["CLAUDE_PROJECT_DIR"])
                });
            env.insert("CLAUDE_PLUGIN_ROOT".to_string(), root);
            env.insert(
                "CLAUDE_PLUGIN_DATA".to_string(),
                std::env::temp_dir()
                    .join("hooklab-plugin-data")
                    .join(plugin)
                    .display()
                    .to_string(),
            );
        }
        let seconds = config.get("timeout").and_then(Value::as_f64).or_else(|| {
            group_of(&h.path)
                .and_then(|g| resolve(case, &g))
                .and_then(|g| g.get("timeout"))
                .and_then(Value::as_f64)
        });
        let timeout = match seconds {
            Some(s) if s >= 0.0 => Duration::from_secs_f64(s),
            _ => Duration::from_millis(spec.timeout_ms(catalogue::HandlerType::Command)),
        };
        let args = config.get("args").and_then(Value::as_array).map(|a| {
            a.iter()
                .filter_map(Value::as_str)
                .map(|s| expand(s, &env))
                .collect::<Vec<_>>()
        });
        let command = match &args {
            Some(_) => expand(&h.key, &env),
            None => match std::env::var("CLAUDE_CODE_SHELL_PREFIX") {
                Ok(prefix) if !prefix.is_empty() => format!("{prefix} {}", h.key),
                _ => h.key.clone(),
            },
        };
        let powershell = config.get("shell").and_then(Value::as_str) == Some("powershell");
        out.push(Job {
            key: h.key,
            command,
            args,
            powershell,
            timeout,
            env,
            cwd: PathBuf::from(&cwd),
        });
    }
    out
}

fn spawn(job: &Job) -> std::io::Result<Child> {
    let mut cmd = match (&job.args, job.powershell) {
        (Some(args), _) => {
            let mut c = Command::new(&job.command);
            c.args(args);
            c
        }
        (None, true) => {
            let mut c = Command::new("pwsh");
            c.args(["-NoProfile", "-Command", &job.command]);
            c
        }
        (None, false) => {
            let mut c = Command::new("sh");
            c.args(["-c", &job.command]);
            c
        }
    };
    let cwd = if job.cwd.is_dir() {
        job.cwd.clone()
    } else {
        PathBuf::from(".")
    };
    cmd.current_dir(cwd)
        .envs(&job.env)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
}

fn read_all<R: Read + Send + 'static>(stream: Option<R>) -> thread::JoinHandle<String> {
    thread::spawn(move || {
        let mut buf = Vec::new();
        if let Some(mut s) = stream {
            let _ = s.read_to_end(&mut buf);
        }
        String::from_utf8_lossy(&buf).into_owned()
    })
}

/// Runs one job to completion or to its timeout.
pub fn run_job(job: &Job, input: &str) -> HandlerResult {
    let start = Instant::now();
    let mut child = match spawn(job) {
        Ok(c) => c,
        Err(e) => {
            return HandlerResult {
                exit_code: Some(127),
                stdout: Some(String::new()),
                stderr: Some(format!("{}: {e}", job.command)),
                duration_ms: Some(0),
                ..HandlerResult::default()
            }
        }
    };
    if let Some(mut stdin) = child.stdin.take() {
        let data = input.to_string();
        thread::spawn(move || {
            let _ = stdin.write_all(data.as_bytes());
        });
    }
    let out = read_all(child.stdout.take());
    let err = read_all(child.stderr.take());
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Some(status),
            Ok(None) if start.elapsed() >= job.timeout => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            Ok(None) => thread::sleep(Duration::from_millis(5)),
            Err(_) => break None,
        }
    };
    let duration = start.elapsed().as_millis() as u64;
    let Some(status) = status else {
        // a grandchild may still hold the pipes open: leave the readers behind
        return HandlerResult {
            timeout: Some(true),
            duration_ms: Some(duration),
            ..HandlerResult::default()
        };
    };
    let stdout = out.join().unwrap_or_default();
    let stderr = err.join().unwrap_or_default();
    HandlerResult {
        exit_code: Some(status.code().map(i64::from).unwrap_or(1)),
        stdout: Some(stdout),
        stderr: Some(stderr),
        duration_ms: Some(duration),
        ..HandlerResult::default()
    }
}

/// Runs the jobs (from [`jobs`]) in parallel and puts the real results in
/// place of the scripted ones. Returns the number of commands run.
pub fn execute(case: &mut Case, jobs: Vec<Job>) -> usize {
    let input = Value::Object(case.event.clone()).to_string();
    let handles: Vec<(String, thread::JoinHandle<HandlerResult>)> = jobs
        .into_iter()
        .map(|job| {
            let input = input.clone();
            let key = job.key.clone();
            (key, thread::spawn(move || run_job(&job, &input)))
        })
        .collect();
    let n = handles.len();
    for (key, handle) in handles {
        let result = handle.join().unwrap_or_else(|_| HandlerResult {
            exit_code: Some(1),
            stderr: Some("the runner thread failed".to_string()),
            ..HandlerResult::default()
        });
        case.handlers.insert(key, result);
    }
    n
}

/// The warning printed before anything runs.
pub fn announce(source: &Path, commands: usize) {
    eprintln!(
        "hooklab: --exec runs {commands} hook command(s) from {} on this machine, as Claude Code would.",
        source.display()
    );
}
