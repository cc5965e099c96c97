//! Input generators shared by the property tests: valid values built from
//! their parts, and small mutations of a valid text, so that a property over
//! "any input" also spends a useful share of its runs on inputs that parse.

use std::cell::Cell;

use hooklab_core::hooks::catalogue::{example_input, EVENTS};
use proptest::prelude::*;
use proptest::sample::Index;
use proptest::test_runner::{Config, TestCaseResult, TestRunner};
use serde_json::{json, Map, Value};

/// Runs `property` over `strategy` for `cases` cases, counting the cases
/// `property` reports as valid (its `bool`), and fails unless at least
/// `min_valid` of every 100 were: a property whose valid branch never ran
/// proves nothing about valid inputs.
pub fn run_counting_valid<S: Strategy>(
    name: &str,
    cases: u32,
    min_valid_percent: u32,
    strategy: S,
    property: impl Fn(S::Value) -> Result<bool, TestCaseError>,
) {
    let valid = Cell::new(0u32);
    let total = Cell::new(0u32);
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    });
    let result = runner.run(&strategy, |value| -> TestCaseResult {
        let is_valid = property(value)?;
        total.set(total.get() + 1);
        valid.set(valid.get() + u32::from(is_valid));
        Ok(())
    });
    if let Err(e) = result {
        panic!("{name}: {e}");
    }
    let (valid, total) = (valid.get(), total.get());
    eprintln!("{name}: {valid} of {total} generated inputs were valid");
    assert!(
        valid * 100 >= total * min_valid_percent,
        "{name}: only {valid} of {total} generated inputs were valid (want at least {min_valid_percent}%)"
    );
}

/// One small edit of a text: what a person makes by mistake in an editor.
#[derive(Clone, Debug)]
pub enum Edit {
    /// Remove the character at the index.
    Delete(Index),
    /// Insert a character at the index.
    Insert(Index, char),
    /// Replace the character at the index.
    Replace(Index, char),
    /// Keep only the text before the index.
    Truncate(Index),
    /// Swap the characters at two indices.
    Swap(Index, Index),
}

/// Characters that break or change JSON in interesting ways.
fn edit_char() -> impl Strategy<Value = char> {
    prop::sample::select(vec![
        '{', '}', '[', ']', '"', ',', ':', '\\', ' ', '\n', '0', '9', '-', '.', 'e', 'a', 'u', 'é',
        '\u{7f}', '\t',
    ])
}

pub fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        any::<Index>().prop_map(Edit::Delete),
        (any::<Index>(), edit_char()).prop_map(|(i, c)| Edit::Insert(i, c)),
        (any::<Index>(), edit_char()).prop_map(|(i, c)| Edit::Replace(i, c)),
        any::<Index>().prop_map(Edit::Truncate),
        (any::<Index>(), any::<Index>()).prop_map(|(i, j)| Edit::Swap(i, j)),
    ]
}

/// `text` with `edits` applied in order.
pub fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for e in edits {
        let n = chars.len();
        match e {
            Edit::Delete(i) if n > 0 => {
                chars.remove(i.index(n));
            }
            Edit::Insert(i, c) => chars.insert(i.index(n + 1), *c),
            Edit::Replace(i, c) if n > 0 => chars[i.index(n)] = *c,
            Edit::Truncate(i) => chars.truncate(i.index(n + 1)),
            Edit::Swap(i, j) if n > 0 => chars.swap(i.index(n), j.index(n)),
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// A text from `valid` with none, one or a few edits.
pub fn maybe_edited(valid: impl Strategy<Value = String>) -> impl Strategy<Value = String> {
    (valid, prop::collection::vec(edit(), 0..4)).prop_map(|(text, edits)| apply(&text, &edits))
}

fn short_text() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-z ]{0,12}",
        "[ -~]{0,16}",
        Just("rm -rf build".to_owned()),
        Just("npm test".to_owned()),
        Just("é — ü \u{44f} 😀".to_owned()),
    ]
}

fn event_name() -> impl Strategy<Value = &'static str> {
    prop::sample::select(EVENTS.iter().map(|e| e.name).collect::<Vec<_>>())
}

fn handler_key() -> impl Strategy<Value = String> {
    prop::sample::select(vec![
        "h.sh",
        "${CLAUDE_PROJECT_DIR}/.claude/hooks/guard.sh",
        "a b \"q\".sh",
        "refund_guard",
        "https://hooks.example/check",
    ])
    .prop_map(str::to_owned)
}

/// What a handler printed: nothing, plain text, or a JSON answer.
fn stdout() -> impl Strategy<Value = String> {
    prop_oneof![
        Just(String::new()),
        short_text(),
        prop::sample::select(vec!["allow", "deny", "ask", "defer"]).prop_map(|d| json!({
            "hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": d, "permissionDecisionReason": "because"}
        })
        .to_string()),
        Just(json!({"decision": "block", "reason": "not yet"}).to_string()),
        Just(json!({"continue": false, "stopReason": "stop here"}).to_string()),
        Just(json!({"systemMessage": "note", "suppressOutput": true}).to_string()),
    ]
}

fn handler_result() -> impl Strategy<Value = Value> {
    (
        prop::option::of(-2i64..4),
        prop::option::of(stdout()),
        prop::option::of(short_text()),
        prop::option::of(0u64..120_000),
        prop::option::of(any::<bool>()),
    )
        .prop_map(|(exit, out, err, ms, timeout)| {
            let mut m = Map::new();
            if let Some(x) = exit {
                m.insert("exit_code".into(), json!(x));
            }
            if let Some(x) = out {
                m.insert("stdout".into(), json!(x));
            }
            if let Some(x) = err {
                m.insert("stderr".into(), json!(x));
            }
            if let Some(x) = ms {
                m.insert("duration_ms".into(), json!(x));
            }
            if let Some(x) = timeout {
                m.insert("timeout".into(), json!(x));
            }
            Value::Object(m)
        })
}

/// A settings file: hooks on some events, permission rules, switches.
fn settings_file() -> impl Strategy<Value = Value> {
    let group = (
        prop::option::of(prop::sample::select(vec![
            "Bash",
            "*",
            "",
            "Edit|Write",
            "^mcp__",
            "Bash(rm",
        ])),
        prop::collection::vec(
            (
                handler_key(),
                prop::option::of(1u64..700),
                prop::option::of(prop::sample::select(vec!["Bash(rm *)", "Bash(npm *)"])),
            ),
            1..3,
        ),
    )
        .prop_map(|(matcher, hooks)| {
            let hooks: Vec<Value> = hooks
                .into_iter()
                .map(|(command, timeout, rule)| {
                    let mut h = json!({"type": "command", "command": command});
                    if let Some(t) = timeout {
                        h["timeout"] = json!(t);
                    }
                    if let Some(r) = rule {
                        h["if"] = json!(r);
                    }
                    h
                })
                .collect();
            let mut g = json!({"hooks": hooks});
            if let Some(m) = matcher {
                g["matcher"] = json!(m);
            }
            g
        });
    (
        prop::collection::btree_map(event_name(), prop::collection::vec(group, 1..3), 0..3),
        prop::option::of(prop::collection::vec(
            prop::sample::select(vec!["Bash(rm *)", "Bash", "Read", "Bash(npm *)"]),
            0..3,
        )),
        prop::option::of(any::<bool>()),
    )
        .prop_map(|(hooks, deny, disable)| {
            let mut s = json!({"hooks": hooks});
            if let Some(d) = deny {
                s["permissions"] = json!({"deny": d, "allow": ["Bash(npm *)"], "ask": []});
            }
            if let Some(d) = disable {
                s["disableAllHooks"] = json!(d);
            }
            s
        })
}

fn context() -> impl Strategy<Value = Value> {
    (
        prop::option::of(prop::sample::select(vec!["interactive", "print"])),
        prop::option::of(prop::sample::select(vec![
            "default",
            "plan",
            "acceptEdits",
            "dontAsk",
            "bypassPermissions",
        ])),
        prop::option::of(Just("/home/me/shop")),
        prop::option::of(prop::collection::vec(Just("/home/me/lib"), 0..2)),
        prop::option::of(0u64..10),
        prop::option::of(any::<bool>()),
    )
        .prop_map(|(mode, pm, dir, extra, stops, parallel)| {
            let mut m = Map::new();
            let mut put = |k: &str, v: Option<Value>| {
                if let Some(v) = v {
                    m.insert(k.into(), v);
                }
            };
            put("mode", mode.map(|x| json!(x)));
            put("permission_mode", pm.map(|x| json!(x)));
            put("project_dir", dir.map(|x| json!(x)));
            put("additional_directories", extra.map(|x| json!(x)));
            put("consecutive_stop_blocks", stops.map(|x| json!(x)));
            put("parallel_tool_calls", parallel.map(|x| json!(x)));
            Value::Object(m)
        })
}

/// A case that `parse_case` accepts: every part built to its shape, with
/// optional parts left out now and then.
pub fn valid_case() -> impl Strategy<Value = Value> {
    let sources = (
        prop::option::of(settings_file()),
        prop::option::of(settings_file()),
        prop::option::of(settings_file()),
        prop::option::of(("[a-z]{1,6}@tools", settings_file())),
    );
    (
        prop::option::of(short_text()),
        prop::option::of(prop::sample::select(vec![
            "2.1.100", "2.1.190", "2.1.214", "2.1.240", "v2.1.195", "2.9.0",
        ])),
        prop::option::of(context()),
        sources,
        (event_name(), any::<bool>(), prop::option::of(short_text())),
        prop::collection::btree_map(handler_key(), handler_result(), 0..4),
        prop::option::of(any::<bool>()),
    )
        .prop_map(
            |(
                description,
                version,
                ctx,
                (managed, user, project, plugin),
                event,
                handlers,
                blocked,
            )| {
                let (name, in_subagent, command) = event;
                let mut event = example_input(name, in_subagent);
                if let (Some(c), Some(input)) = (command, event.get_mut("tool_input")) {
                    input["command"] = json!(c);
                }
                let mut settings = Map::new();
                for (source, file) in [("managed", managed), ("user", user), ("project", project)] {
                    if let Some(f) = file {
                        settings.insert(source.into(), f);
                    }
                }
                if let Some((name, hooks)) = plugin {
                    settings.insert(
                        "plugins".into(),
                        json!([{"name": name, "hooks": hooks["hooks"].clone()}]),
                    );
                }
                let mut case = json!({"settings": settings, "event": event, "handlers": handlers});
                if let Some(d) = description {
                    case["description"] = json!(d);
                }
                if let Some(v) = version {
                    case["claude_code_version"] = json!(v);
                }
                if let Some(c) = ctx {
                    case["context"] = c;
                }
                if let Some(b) = blocked {
                    case["expect"] = json!({"blocked": b, "to_model_contains": ["because"]});
                }
                case
            },
        )
}

/// A valid case as text, compact or pretty.
pub fn valid_case_text() -> impl Strategy<Value = String> {
    (valid_case(), any::<bool>()).prop_map(|(case, pretty)| {
        if pretty {
            serde_json::to_string_pretty(&case).unwrap_or_default()
        } else {
            case.to_string()
        }
    })
}
