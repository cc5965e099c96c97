//! The `hooklab` binary, run for real: `eval`, `test`, the classroom's
//! commands, and (in `classroom_processes`) `serve` as people host it.

mod classroom_processes;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn hooklab() -> Command {
    Command::new(env!("CARGO_BIN_EXE_hooklab"))
}

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn text(o: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

fn scratch(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("hooklab-cli-engine-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    dir
}

#[test]
fn eval_prints_the_outcome() {
    let case =
        repo().join("tests/conformance/hooks/07-exit-2-blocks-even-when-stdout-says-allow.json");
    let out = hooklab()
        .arg("eval")
        .arg(&case)
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    let v: serde_json::Value =
        serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{e}: {stdout}"));
    assert_eq!(v["decision"], "deny");
    assert_eq!(v["blocked"], true);
    assert_eq!(v["permission"]["by"], "hook");
}

#[test]
fn eval_reads_stdin_and_refuses_invalid_cases() {
    let mut child = hooklab()
        .args(["eval", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{e}"));
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(
            br#"{"event": {"hook_event_name": "Stop"}, "handlers": {"x": {"exit_code": "2"}}}"#,
        );
    }
    let out = child.wait_with_output().unwrap_or_else(|e| panic!("{e}"));
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(2));
    assert!(stdout.is_empty());
    assert!(
        stderr.contains(r#"handlers["x"].exit_code: expected an integer"#),
        "{stderr}"
    );
}

#[test]
fn test_passes_the_conformance_suite() {
    let out = hooklab()
        .arg("test")
        .arg(repo().join("tests/conformance/hooks"))
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(0), "{stdout}{stderr}");
    assert!(
        stdout.trim_end().ends_with("30 passed, 0 failed"),
        "{stdout}"
    );
}

#[test]
fn test_reports_failures_and_usage_errors() {
    let dir = scratch("fail");
    let case = r#"{"description": "wrong on purpose", "event": {"hook_event_name": "Stop", "session_id": "s", "cwd": "/tmp"}, "expect": {"blocked": true}}"#;
    std::fs::write(dir.join("a.json"), case).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(dir.join("b.json"), "{ not json").unwrap_or_else(|e| panic!("{e}"));
    let out = hooklab()
        .arg("test")
        .arg(&dir)
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    let (stdout, _) = text(&out);
    assert_eq!(out.status.code(), Some(1));
    assert!(stdout.contains("FAIL"), "{stdout}");
    assert!(stdout.contains("line 1"), "{stdout}");
    assert!(
        stdout.trim_end().ends_with("0 passed, 2 failed"),
        "{stdout}"
    );
    let out = hooklab()
        .args(["test", "/no/such/dir"])
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(out.status.code(), Some(2));
}

/// A shell snippet for a handler that must run alongside another: it marks
/// `me` as started, waits (at most ten seconds, in short naps) for `other`
/// to start too, and marks `me` as having met it only if it did. Run one
/// after the other, the first would give up waiting and never mark itself.
fn meet(me: &str, other: &str) -> String {
    let dir = "\"$CLAUDE_PROJECT_DIR\"";
    format!(
        "touch {dir}/{me}.started; n=0; \
         while [ ! -e {dir}/{other}.started ] && [ $n -lt 200 ]; do sleep 0.05; n=$((n+1)); done; \
         if [ -e {dir}/{other}.started ]; then touch {dir}/{me}.met; fi"
    )
}

/// Whether a process with this id still exists.
fn alive(pid: &str) -> bool {
    Command::new("kill")
        .args(["-0", pid])
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

#[test]
fn exec_runs_real_commands_with_stdin_env_and_timeouts() {
    let dir = scratch("exec");
    let cwd = dir.display().to_string();
    // The first and last handlers wait for each other, which only works
    // when they run at the same time. The sleeper notes its process id,
    // then naps for up to thirty seconds past its one-second timeout and
    // would leave `late` behind if it got to finish.
    let blocker = format!(
        "{}; cat > \"$CLAUDE_PROJECT_DIR/stdin.json\"; pwd > \"$CLAUDE_PROJECT_DIR/cwd.txt\"; echo 'rm is blocked' >&2; exit 2",
        meet("blocker", "partner")
    );
    let sleeper = "echo $$ > \"$CLAUDE_PROJECT_DIR/sleeper.pid\"; n=0; \
                   while [ $n -lt 300 ]; do sleep 0.1; n=$((n+1)); done; \
                   touch \"$CLAUDE_PROJECT_DIR/late\"";
    let case = serde_json::json!({
        "description": "real commands",
        "context": {"project_dir": cwd},
        "settings": {"project": {"hooks": {"PreToolUse": [{"matcher": "Bash", "hooks": [
            {"type": "command", "command": blocker},
            {"type": "command", "command": sleeper, "timeout": 1},
            {"type": "command", "command": "printf", "args": ["%s", "${CLAUDE_PROJECT_DIR}"]},
            {"type": "command", "command": meet("partner", "blocker")}
        ]}]}}},
        "event": {"hook_event_name": "PreToolUse", "session_id": "s1", "cwd": cwd, "tool_name": "Bash",
                  "tool_input": {"command": "rm -rf build"}, "tool_use_id": "t1"},
        "expect": {"decision": "deny", "to_model": ["rm is blocked"]}
    });
    let path = dir.join("case.json");
    std::fs::write(&path, case.to_string()).unwrap_or_else(|e| panic!("{e}"));
    let out = hooklab()
        .args(["eval", "--exec"])
        .arg(&path)
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    for me in ["blocker", "partner"] {
        assert!(
            dir.join(format!("{me}.met")).exists(),
            "the {me} handler never saw the other one running: the handlers ran one after the other"
        );
    }
    // The sleeper started, was stopped before it could finish, and its
    // process is gone once eval has returned.
    let pid = std::fs::read_to_string(dir.join("sleeper.pid")).unwrap_or_default();
    let pid = pid.trim();
    assert!(!pid.is_empty(), "the sleeper never started");
    assert!(!dir.join("late").exists(), "the sleeper ran to its end");
    assert!(!alive(pid), "the sleeper (pid {pid}) outlived its timeout");
    assert!(stderr.contains("--exec runs 4 hook command(s)"), "{stderr}");
    let v: serde_json::Value =
        serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{e}: {stdout}"));
    assert_eq!(v["decision"], "deny");
    assert_eq!(v["to_model"][0], "rm is blocked");
    let stdin = std::fs::read_to_string(dir.join("stdin.json")).unwrap_or_default();
    let event: serde_json::Value =
        serde_json::from_str(&stdin).unwrap_or_else(|e| panic!("{e}: {stdin}"));
    assert_eq!(event["tool_input"]["command"], "rm -rf build");
    let pwd = std::fs::read_to_string(dir.join("cwd.txt")).unwrap_or_default();
    assert_eq!(
        Path::new(pwd.trim()).canonicalize().ok(),
        dir.canonicalize().ok()
    );
    assert!(
        v["trace"]
            .as_array()
            .is_some_and(|t| t.iter().any(|e| e["id"] == "timed-out")),
        "{stdout}"
    );
    let out = hooklab()
        .args(["test", "--exec"])
        .arg(&path)
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(0), "{stdout}{stderr}");
    assert!(
        stdout.trim_end().ends_with("1 passed, 0 failed"),
        "{stdout}"
    );
}

// ----- the classroom's commands -----

#[test]
fn serve_help_lists_every_setting_with_its_variable() {
    let out = hooklab()
        .args(["serve", "--help"])
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    let (help, _) = text(&out);
    for (flag, variable) in [
        ("--addr", "HOOKLAB_ADDR"),
        ("--data", "HOOKLAB_DATA"),
        ("--database-url", "HOOKLAB_DATABASE_URL"),
        ("--db-pool-size", "HOOKLAB_DB_POOL_SIZE"),
        ("--public-url", "HOOKLAB_PUBLIC_URL"),
        ("--trusted-proxies", "HOOKLAB_TRUSTED_PROXIES"),
        ("--max-connections", "HOOKLAB_MAX_CONNECTIONS"),
        ("--header-timeout", "HOOKLAB_HEADER_TIMEOUT"),
        ("--body-timeout", "HOOKLAB_BODY_TIMEOUT"),
    ] {
        assert!(help.contains(flag), "{flag} in\n{help}");
        assert!(help.contains(variable), "{variable} in\n{help}");
    }
}

fn with_password(args: &[&str], password: &str) -> Output {
    let mut child = hooklab()
        .args(args)
        .env_remove("HOOKLAB_DATABASE_URL")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{e}"));
    child
        .stdin
        .take()
        .unwrap()
        .write_all(format!("{password}\n").as_bytes())
        .unwrap();
    child.wait_with_output().unwrap_or_else(|e| panic!("{e}"))
}

fn run(args: &[&str]) -> Output {
    hooklab()
        .args(args)
        .env_remove("HOOKLAB_DATABASE_URL")
        .output()
        .unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn instructors_backups_and_exports_from_the_command_line() {
    let dir = scratch("classroom");
    let data = dir.join("data");
    let data = data.to_str().unwrap();
    let out = with_password(
        &["admin", "add-instructor", "Ada", "--data", data],
        "a long enough password",
    );
    assert_eq!(out.status.code(), Some(0), "{:?}", text(&out));
    assert!(
        !text(&out).1.contains("a long enough password"),
        "the password is never echoed"
    );
    let again = with_password(
        &["admin", "add-instructor", "Ada", "--data", data],
        "another long password",
    );
    assert_ne!(again.status.code(), Some(0), "the name is taken");
    let short = with_password(&["admin", "reset-password", "Ada", "--data", data], "short");
    assert_ne!(short.status.code(), Some(0));
    let nobody = with_password(
        &["admin", "reset-password", "Nobody", "--data", data],
        "a long enough password",
    );
    assert_ne!(nobody.status.code(), Some(0));

    let backup = dir.join("backup.sqlite3");
    let out = run(&["backup", "--to", backup.to_str().unwrap(), "--data", data]);
    assert_eq!(out.status.code(), Some(0), "{:?}", text(&out));
    let out = run(&["backup", "--to", backup.to_str().unwrap(), "--data", data]);
    assert_ne!(
        out.status.code(),
        Some(0),
        "a backup never overwrites a file"
    );

    let other = dir.join("other");
    let other = other.to_str().unwrap();
    let out = run(&["restore", backup.to_str().unwrap(), "--data", other]);
    assert_eq!(out.status.code(), Some(0), "{:?}", text(&out));
    let out = run(&["restore", backup.to_str().unwrap(), "--data", other]);
    assert_ne!(out.status.code(), Some(0), "the database holds data now");
    let out = run(&[
        "restore",
        backup.to_str().unwrap(),
        "--replace",
        "--data",
        other,
    ]);
    assert_eq!(out.status.code(), Some(0), "{:?}", text(&out));
    let not_a_backup = dir.join("notes.txt");
    std::fs::write(&not_a_backup, "hello").unwrap();
    let out = run(&[
        "restore",
        not_a_backup.to_str().unwrap(),
        "--replace",
        "--data",
        other,
    ]);
    assert_ne!(out.status.code(), Some(0));

    let out = run(&["export", "--data", other]);
    let (json, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    let doc: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(doc["format"], "hooklab-classroom");
    assert_eq!(doc["tables"]["instructors"][0]["name"], "Ada");
    let file = dir.join("export.json");
    std::fs::write(&file, &json).unwrap();
    let third = dir.join("third");
    let out = run(&[
        "import",
        file.to_str().unwrap(),
        "--data",
        third.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0), "{:?}", text(&out));
    let _ = std::fs::remove_dir_all(&dir);
}
