//! The hook engine on a realistic configuration: six sources, 60 handlers
//! with regex matchers and `if` rules, evaluated on a PreToolUse event.
//! `warm`: settings compiled once; `cold`: parse + compile + evaluate.

use criterion::{criterion_group, criterion_main, Criterion};
use hooklab_core::hooks::{parse_case, Compiled, NEWEST};
use serde_json::{json, Value};

const MATCHERS: &[&str] = &[
    "Bash",
    "Edit|Write|MultiEdit",
    "^mcp__.*__write.*",
    "Notebook.*",
    "Web(Fetch|Search)",
    "^Bash$",
    "mcp__github__.*",
    "Read, Grep, Glob",
    "Edit.*",
    "*",
];
const RULES: &[&str] = &[
    "Bash(git push *)",
    "Bash(rm *)",
    "Edit(src/**)",
    "Write(**/*.env)",
    "Bash(npm run:*)",
    "Read(~/.ssh/**)",
    "WebFetch(domain:example.com)",
    "Bash(docker *)",
    "Bash(curl *)",
    "Bash(*)",
];

fn groups(source: usize, count: usize) -> Value {
    let mut groups = Vec::new();
    for i in 0..count {
        let n = source * 100 + i;
        let mut handler = json!({"type": "command", "command": format!("$CLAUDE_PROJECT_DIR/.claude/hooks/h{n}.sh"), "timeout": 30});
        if i % 2 == 0 {
            handler["if"] = json!(RULES[n % RULES.len()]);
        }
        groups.push(json!({"matcher": MATCHERS[n % MATCHERS.len()], "hooks": [handler]}));
    }
    json!({"PreToolUse": groups, "PostToolUse": [{"matcher": "Edit|Write", "hooks": [{"type": "command", "command": "fmt.sh"}]}]})
}

fn case_text() -> String {
    let mut handlers = serde_json::Map::new();
    for s in 0..6 {
        for i in 0..10 {
            let n = s * 100 + i;
            let stdout = if n % 7 == 0 {
                json!({"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "ask", "permissionDecisionReason": "check"}}).to_string()
            } else {
                String::new()
            };
            handlers.insert(
                format!("$CLAUDE_PROJECT_DIR/.claude/hooks/h{n}.sh"),
                json!({"exit_code": 0, "stdout": stdout, "duration_ms": n}),
            );
        }
    }
    json!({
        "claude_code_version": "2.1.240",
        "settings": {
            "managed": {"hooks": groups(0, 10), "permissions": {"deny": ["Bash(rm -rf /*)", "Read(./.env)"]}},
            "user": {"hooks": groups(1, 10), "permissions": {"allow": ["Bash(npm run:*)", "Bash(git status)"]}},
            "project": {"hooks": groups(2, 10), "permissions": {"ask": ["Bash(git push *)"], "allow": ["Bash(npm test)"]}},
            "local": {"hooks": groups(3, 10)},
            "plugins": [{"name": "fmt@tools", "hooks": groups(4, 10)}],
            "skills": [{"name": "release", "hooks": groups(5, 10)}]
        },
        "event": {
            "hook_event_name": "PreToolUse", "session_id": "3f1c9a1e-0000-4000-8000-000000000001",
            "cwd": "/home/me/shop", "permission_mode": "default", "tool_name": "Bash",
            "tool_input": {"command": "FOO=1 npm run build && git push origin main | tee log.txt", "description": "ship"},
            "tool_use_id": "toolu_01"
        },
        "handlers": handlers
    })
    .to_string()
}

fn bench(c: &mut Criterion) {
    let text = case_text();
    let case = match parse_case(&text) {
        Ok(case) => case,
        Err(e) => panic!("the benchmark case is invalid: {e}"),
    };
    let compiled = Compiled::new(&case.settings, NEWEST);
    let out = compiled.evaluate(&case);
    assert!(
        out.ran.len() >= 15,
        "the benchmark should fire many handlers, fired {}",
        out.ran.len()
    );
    assert!(out.config_errors.is_empty(), "{:?}", out.config_errors);
    c.bench_function("pretooluse_warm_60_handlers", |b| {
        b.iter(|| compiled.evaluate(std::hint::black_box(&case)))
    });
    c.bench_function("pretooluse_cold_parse_compile_evaluate", |b| {
        b.iter(|| {
            let case = parse_case(std::hint::black_box(&text)).ok();
            case.map(|c| Compiled::new(&c.settings, NEWEST).evaluate(&c))
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
