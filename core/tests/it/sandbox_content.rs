//! The sandbox's presets and challenges under `content/`: they load, they
//! evaluate, they teach what their text says, and every challenge is solvable.

use std::fs;
use std::path::PathBuf;

use hooklab_core::hooks::{check_expect, evaluate, HandlerResult};
use hooklab_core::sandbox::{
    check_challenge, load_challenge, load_preset, verdict, Challenge, Preset, LOCALES, VERDICT_IDS,
};

fn content_dir(kind: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("content")
        .join(kind)
}

fn toml_files(kind: &str) -> Vec<(String, String)> {
    let mut files: Vec<(String, String)> = fs::read_dir(content_dir(kind))
        .expect("content folder exists")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .map(|p| {
            let name = p
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            let text = fs::read_to_string(&p).expect("readable");
            (name, text)
        })
        .collect();
    files.sort();
    files
}

fn presets() -> Vec<Preset> {
    toml_files("presets")
        .iter()
        .map(|(name, text)| load_preset(name, text).unwrap_or_else(|e| panic!("{e}")))
        .collect()
}

fn challenges() -> Vec<Challenge> {
    toml_files("challenges")
        .iter()
        .map(|(name, text)| load_challenge(name, text).unwrap_or_else(|e| panic!("{e}")))
        .collect()
}

fn preset(id: &str) -> Preset {
    presets()
        .into_iter()
        .find(|p| p.id == id)
        .unwrap_or_else(|| panic!("no preset {id}"))
}

const LINKED: &[&str] = &[
    "refund-guard-exit-2",
    "refund-guard-sdk",
    "timestamp-normaliser",
    "block-rm-if",
    "formatter-edit-write",
    "exit-1-does-not-block",
    "posttooluse-plain-stdout",
    "edit-regex-hits-notebookedit",
    "mcp-server-name-alone",
    "allow-vs-deny-rule",
    "partial-updated-input",
    "disable-all-hooks-managed",
    "misspelt-event-name",
    "sessionend-budget",
    "stop-without-stop-hook-active",
    "post-tool-batch-lint",
    "edit-tools-exact-list",
    "stop-matcher-ignored",
    "hook-traceback-notice",
    "precedence-ask-over-allow",
    "precedence-defer-over-ask",
    "python-sdk-session-start",
    "setting-sources-skip-project",
    "agent-stop-becomes-subagentstop",
    "transcript-path-lags",
    "async-hook-cannot-block",
];

/// The verdict each preset opens with: the sentence its lesson is about.
const VERDICTS: &[(&str, &str)] = &[
    ("refund-guard-exit-2", "tool-blocked"),
    ("refund-guard-sdk", "tool-blocked"),
    ("timestamp-normaliser", "output-replaced"),
    ("block-rm-if", "tool-blocked"),
    ("formatter-edit-write", "debug-only"),
    ("exit-1-does-not-block", "tool-runs-hook-error"),
    ("posttooluse-plain-stdout", "debug-only"),
    ("edit-regex-hits-notebookedit", "tool-blocked"),
    ("mcp-server-name-alone", "none-matcher"),
    ("allow-vs-deny-rule", "tool-denied-rule-over-hook"),
    ("partial-updated-input", "tool-runs-rewritten"),
    ("disable-all-hooks-managed", "none-disabled-managed"),
    ("misspelt-event-name", "none-config-error"),
    ("sessionend-budget", "session-end-cancelled"),
    ("stop-without-stop-hook-active", "keeps-working"),
    ("post-tool-batch-lint", "loop-stopped"),
    ("edit-tools-exact-list", "no-effect"),
    ("stop-matcher-ignored", "turn-ends"),
    ("hook-traceback-notice", "hook-error"),
    ("precedence-ask-over-allow", "tool-asks"),
    ("precedence-defer-over-ask", "tool-deferred"),
    ("python-sdk-session-start", "none-sdk-python"),
    ("setting-sources-skip-project", "none-source-not-loaded"),
    ("agent-stop-becomes-subagentstop", "keeps-working"),
    ("transcript-path-lags", "keeps-working"),
    ("async-hook-cannot-block", "tool-runs"),
];

#[test]
fn every_linked_preset_exists_and_loads() {
    let all = presets();
    assert!(all.len() >= LINKED.len(), "{} presets", all.len());
    for id in LINKED {
        assert!(all.iter().any(|p| p.id == *id), "missing preset {id}");
    }
    for p in &all {
        for lang in LOCALES {
            let t = &p.text[*lang];
            assert!(!t.title.is_empty() && !t.summary.is_empty() && !t.body.is_empty());
        }
    }
}

#[test]
fn presets_pass_their_own_expect_blocks() {
    for p in presets() {
        assert!(p.case.expect.is_some(), "{} states what it shows", p.id);
        let outcome = evaluate(&p.case);
        let failures = check_expect(&p.case, &outcome);
        assert!(failures.is_empty(), "{}: {failures:?}", p.id);
    }
}

#[test]
fn presets_open_with_the_verdict_their_lesson_is_about() {
    for (id, want) in VERDICTS {
        let p = preset(id);
        let outcome = evaluate(&p.case);
        let got = verdict(&p.case, &outcome);
        assert_eq!(got.id, *want, "{id}: {got:?}");
        assert!(VERDICT_IDS.contains(&got.id.as_str()));
    }
}

#[test]
fn refund_guard_exit_1_lets_the_refund_through() {
    let mut p = preset("refund-guard-exit-2");
    let before = evaluate(&p.case);
    assert!(before.blocked);
    assert!(before
        .to_model
        .iter()
        .any(|m| m.contains("mcp__support__create_escalation")));
    assert_eq!(p.case.event["tool_input"]["amount"], 740);
    let result: &mut HandlerResult = p
        .case
        .handlers
        .values_mut()
        .next()
        .expect("the guard's result");
    result.exit_code = Some(1);
    let after = evaluate(&p.case);
    assert!(!after.blocked);
    assert_eq!(
        after.permission.as_ref().map(|x| x.result.as_str()),
        Some("allow")
    );
    assert!(after.to_model.is_empty());
    let v = verdict(&p.case, &after);
    assert_eq!(v.id, "tool-runs-hook-error");
    assert_eq!(v.args["code"], "1");
    assert_eq!(v.args["tool"], "mcp__billing__process_refund");
}

#[test]
fn mcp_server_name_alone_matches_once_widened() {
    let mut p = preset("mcp-server-name-alone");
    let v = verdict(&p.case, &evaluate(&p.case));
    assert_eq!(v.args["matcher"], "mcp__memory");
    let text = serde_json::to_string(&p.case.settings)
        .expect("serialises")
        .replace("\"mcp__memory\"", "\"mcp__memory__.*\"");
    p.case.settings = serde_json::from_str(&text).expect("parses");
    let outcome = evaluate(&p.case);
    assert_eq!(outcome.ran.len(), 1);
}

#[test]
fn every_challenge_is_solvable_and_starts_unsolved() {
    let all = challenges();
    assert!(all.len() >= 14, "{} challenges", all.len());
    for c in &all {
        assert!((3..=6).contains(&c.tests.len()), "{}", c.id);
        let solved = check_challenge(c, &c.solution);
        assert!(solved.solved, "{}: {:?}", c.id, solved.tests);
        let start = check_challenge(c, &c.start);
        assert!(!start.solved, "{} starts solved", c.id);
        assert!(start.tests.iter().any(|t| !t.failures.is_empty()));
        for lang in LOCALES {
            assert!(!c.text[*lang].hints.is_empty());
            for t in &c.tests {
                assert!(!t.label[*lang].is_empty());
            }
        }
    }
}

/// The lint diagnostics of every settings file a case holds, as the
/// sandbox's lint panel shows them: `(rule, "source: message")`.
fn lint_findings(case: &hooklab_core::hooks::Case) -> Vec<(String, String)> {
    use hooklab_core::lint::{lint_settings, FileKind};
    use hooklab_core::sandbox::settings_json;
    let version = case.claude_code_version.as_deref();
    let mut files: Vec<(String, FileKind)> = ["managed", "user", "project", "local", "cli"]
        .iter()
        .filter(|s| case.settings.0.contains_key(**s))
        .map(|s| ((*s).to_string(), FileKind::Settings))
        .collect();
    for plugin in case
        .settings
        .0
        .get("plugins")
        .and_then(|p| p.as_array())
        .into_iter()
        .flatten()
    {
        if let Some(name) = plugin.get("name").and_then(|n| n.as_str()) {
            files.push((format!("plugin:{name}"), FileKind::PluginHooks));
        }
    }
    files
        .into_iter()
        .flat_map(|(source, kind)| {
            lint_settings(&settings_json(case, &source), kind, version)
                .into_iter()
                .map(move |d| {
                    (
                        d.rule.to_string(),
                        format!("{source} {}: {}", d.path, d.message),
                    )
                })
        })
        .collect()
}

/// What is wrong with a preset's settings as the linter sees them: a
/// finding its `lint_pitfalls` does not list, a listed rule the linter does
/// not report, or a listed rule that a locale's text does not name.
fn lint_problems(p: &Preset) -> Vec<String> {
    let findings = lint_findings(&p.case);
    let mut problems = Vec::new();
    for (rule, what) in &findings {
        if !p.lint_pitfalls.contains(rule) {
            problems.push(format!(
                "{}: unexplained lint finding {rule} ({what}); fix the preset, or list {rule} in lint_pitfalls and say in its text that this warning is the lesson",
                p.id
            ));
        }
    }
    for rule in &p.lint_pitfalls {
        if !findings.iter().any(|(r, _)| r == rule) {
            problems.push(format!(
                "{}: lint_pitfalls lists {rule}, which the linter does not report on its settings",
                p.id
            ));
        }
        for lang in LOCALES {
            if !p.text[*lang].body.contains(rule.as_str()) {
                problems.push(format!(
                    "{}: the {lang} body must name {rule}, the warning this preset is about",
                    p.id
                ));
            }
        }
    }
    problems
}

#[test]
fn presets_pass_the_linter_unless_the_warning_is_their_lesson() {
    let problems: Vec<String> = presets().iter().flat_map(lint_problems).collect();
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn an_unexplained_lint_warning_in_a_preset_is_caught() {
    // an unquoted ${CLAUDE_PROJECT_DIR} (H009) planted in a clean preset
    let mut p = preset("block-rm-if");
    assert!(lint_problems(&p).is_empty());
    let text = serde_json::to_string(&p.case.settings)
        .expect("serialises")
        .replace(r#"\"$CLAUDE_PROJECT_DIR\"/"#, "${CLAUDE_PROJECT_DIR}/");
    p.case.settings = serde_json::from_str(&text).expect("parses");
    let problems = lint_problems(&p);
    assert!(
        problems
            .iter()
            .any(|m| m.contains("unexplained lint finding H009")),
        "{problems:?}"
    );
    // listing it is not enough: the text must say that it is the lesson
    p.lint_pitfalls.push("H009".into());
    let problems = lint_problems(&p);
    assert!(
        problems.iter().any(|m| m.contains("must name H009")),
        "{problems:?}"
    );
}

#[test]
fn challenge_solutions_pass_the_linter() {
    for c in challenges() {
        let findings = lint_findings(&c.solution);
        assert!(findings.is_empty(), "{}: {findings:?}", c.id);
    }
}

/// A preset's case after one edit of its JSON, the way a learner edits it.
fn edited(p: &Preset, edit: impl FnOnce(&mut serde_json::Value)) -> hooklab_core::hooks::Case {
    let mut json = serde_json::to_value(&p.case).expect("serialises");
    edit(&mut json);
    serde_json::from_value(json).expect("still a case")
}

fn only_handler(p: &Preset) -> String {
    p.case.handlers.keys().next().expect("a handler").clone()
}

// Each new preset's body promises what one change shows: these tests make the
// promise true.

#[test]
fn post_tool_batch_lint_passes_once_the_lint_is_clean() {
    let p = preset("post-tool-batch-lint");
    let key = only_handler(&p);
    let outcome = evaluate(&p.case);
    assert!(outcome.blocked);
    assert!(outcome
        .trace
        .iter()
        .all(|t| t.id != "matcher-exact" && t.id != "matcher-regex"));
    let clean = edited(&p, |c| c["handlers"][&key]["exit_code"] = 0.into());
    let outcome = evaluate(&clean);
    assert!(!outcome.blocked);
    assert_eq!(outcome.ran, vec![key]);
}

#[test]
fn edit_tools_exact_list_lets_no_other_tool_in() {
    let p = preset("edit-tools-exact-list");
    let mcp = edited(&p, |c| {
        c["event"]["tool_name"] = "mcp__docs__EditPage".into()
    });
    assert!(evaluate(&mcp).ran.is_empty());
    let regex = edited(&p, |c| {
        c["event"]["tool_name"] = "mcp__docs__EditPage".into();
        c["settings"]["local"]["hooks"]["PostToolUse"][0]["matcher"] = "Edit.*".into();
    });
    assert_eq!(evaluate(&regex).ran.len(), 1, "a regex would have fired");
    for tool in ["Write", "Edit", "MultiEdit", "NotebookEdit"] {
        let c = edited(&p, |c| c["event"]["tool_name"] = tool.into());
        assert_eq!(evaluate(&c).ran.len(), 1, "{tool}");
    }
}

#[test]
fn stop_matcher_ignored_runs_whatever_the_matcher() {
    let p = preset("stop-matcher-ignored");
    let c = edited(&p, |c| {
        c["settings"]["project"]["hooks"]["Stop"][0]["matcher"] = "Nothing-matches-this".into()
    });
    assert_eq!(evaluate(&c).ran.len(), 1);
}

#[test]
fn hook_traceback_notice_disappears_when_the_script_stays_silent() {
    let p = preset("hook-traceback-notice");
    let key = only_handler(&p);
    let c = edited(&p, |c| {
        c["handlers"][&key]["exit_code"] = 0.into();
        c["handlers"][&key]["stderr"] = "".into();
    });
    let outcome = evaluate(&c);
    assert!(outcome.to_user.is_empty(), "{:?}", outcome.to_user);
    assert!(outcome.to_model.is_empty());
}

#[test]
fn precedence_ask_over_allow_turns_to_deny_with_a_deny() {
    let p = preset("precedence-ask-over-allow");
    let confirm = p
        .case
        .handlers
        .keys()
        .find(|k| k.contains("confirm-push"))
        .expect("confirm-push")
        .clone();
    let c = edited(&p, |c| {
        let out = c["handlers"][&confirm]["stdout"]
            .as_str()
            .unwrap_or_default()
            .replace("\"ask\"", "\"deny\"");
        c["handlers"][&confirm]["stdout"] = out.into();
    });
    let outcome = evaluate(&c);
    assert!(outcome.blocked);
    assert!(outcome
        .to_model
        .iter()
        .any(|m| m.contains("please confirm")));
}

#[test]
fn precedence_defer_over_ask_is_ignored_in_an_interactive_session() {
    let p = preset("precedence-defer-over-ask");
    let c = edited(&p, |c| c["context"]["mode"] = "interactive".into());
    let outcome = evaluate(&c);
    let permission = outcome.permission.expect("a verdict");
    assert_eq!(
        (permission.result.as_str(), permission.by.as_str()),
        ("ask", "hook")
    );
    assert!(outcome.trace.iter().any(|t| t.id == "defer-ignored"));
}

#[test]
fn python_sdk_session_start_runs_in_typescript() {
    let p = preset("python-sdk-session-start");
    let c = edited(&p, |c| {
        c["settings"]["sdk"]["language"] = "typescript".into()
    });
    let outcome = evaluate(&c);
    assert_eq!(outcome.ran, vec!["load_ticket_context".to_string()]);
    assert!(outcome.to_model.iter().any(|m| m.contains("SHOP-311")));
    assert!(outcome.config_errors.is_empty());
}

#[test]
fn setting_sources_with_the_project_lets_the_guard_block() {
    let p = preset("setting-sources-skip-project");
    let c = edited(&p, |c| {
        c["settings"]["sdk"]["setting_sources"] = serde_json::json!(["user", "project"])
    });
    let outcome = evaluate(&c);
    assert!(outcome.blocked);
    assert_eq!(outcome.ran.len(), 1);
    // omitted, the option loads all three files
    let c = edited(&p, |c| {
        if let Some(sdk) = c["settings"]["sdk"].as_object_mut() {
            sdk.remove("setting_sources");
        }
    });
    assert!(evaluate(&c).blocked);
    // [] loads none of them: the user's allow rule is gone too, and -p denies
    let c = edited(&p, |c| {
        c["settings"]["sdk"]["setting_sources"] = serde_json::json!([])
    });
    let outcome = evaluate(&c);
    assert!(outcome.ran.is_empty());
    assert_eq!(
        outcome.permission.map(|x| (x.result, x.by)),
        Some(("deny".to_string(), "default".to_string()))
    );
}

#[test]
fn agent_stop_hook_only_runs_for_its_own_agent() {
    let p = preset("agent-stop-becomes-subagentstop");
    let c = edited(&p, |c| c["event"]["agent_type"] = "Explore".into());
    let outcome = evaluate(&c);
    assert!(outcome.ran.is_empty());
    assert!(!outcome.blocked);
    // the session's own Stop hook fires for the main agent only
    let c = edited(&p, |c| {
        c["event"]["hook_event_name"] = "Stop".into();
        if let Some(e) = c["event"].as_object_mut() {
            for k in ["agent_id", "agent_type", "agent_transcript_path"] {
                e.remove(k);
            }
        }
    });
    let outcome = evaluate(&c);
    assert_eq!(outcome.ran.len(), 1);
    assert!(outcome.ran[0].contains("mark-session-done"));
}

#[test]
fn transcript_path_lags_ends_the_turn_once_the_script_reads_the_message() {
    let p = preset("transcript-path-lags");
    let key = only_handler(&p);
    let c = edited(&p, |c| {
        c["handlers"][&key]["exit_code"] = 0.into();
        c["handlers"][&key]["stderr"] = "".into();
    });
    let outcome = evaluate(&c);
    assert!(!outcome.blocked);
    assert_eq!(verdict(&c, &outcome).id, "turn-ends");
}

#[test]
fn async_hook_blocks_once_it_is_not_async() {
    let p = preset("async-hook-cannot-block");
    let c = edited(&p, |c| {
        if let Some(h) =
            c["settings"]["project"]["hooks"]["PreToolUse"][0]["hooks"][0].as_object_mut()
        {
            h.remove("async");
        }
    });
    let outcome = evaluate(&c);
    assert!(outcome.blocked);
    assert!(outcome.to_model.iter().any(|m| m.contains("not allowed")));
}

/// The script a handler key runs, as a learner reads it in a goal:
/// `python3 "$CLAUDE_PROJECT_DIR"/.claude/hooks/status.py` gives `status.py`;
/// an SDK callback's name is itself.
fn script_name(key: &str) -> &str {
    let last = key.split_whitespace().last().unwrap_or(key);
    let file = last.rsplit('/').next().unwrap_or(last);
    file.trim_matches('"')
}

/// Where a challenge's starting handler result misbehaves on a call that one
/// of its tests says must go through (the script named block-rm.sh blocking
/// `git status`), the goal must own it: every language names that script,
/// so the learner reads that it answers every command and the settings must
/// pick them. `(challenge, test, script)` for each result no goal explains.
fn unexplained_start_results(c: &Challenge) -> Vec<(String, String, String)> {
    let report = check_challenge(c, &c.start);
    let mut missing = Vec::new();
    for (test, result) in c.tests.iter().zip(&report.tests) {
        let must_go_through = test.expect.get("blocked") == Some(&serde_json::Value::Bool(false));
        if result.passed || !must_go_through || !result.outcome.blocked {
            continue;
        }
        for key in &result.outcome.ran {
            // a result the test fixes itself is the test's story, not the start's
            if test.handlers.contains_key(key) || !c.start.handlers.contains_key(key) {
                continue;
            }
            let name = script_name(key);
            if LOCALES
                .iter()
                .any(|lang| !c.text[*lang].goal.contains(name))
            {
                missing.push((c.id.clone(), test.id.clone(), name.to_owned()));
            }
        }
    }
    missing
}

#[test]
fn a_challenges_starting_results_fit_its_story() {
    let missing: Vec<_> = challenges()
        .iter()
        .flat_map(unexplained_start_results)
        .collect();
    assert!(missing.is_empty(), "{missing:#?}");
}

#[test]
fn a_script_blocking_what_its_name_spares_is_caught_unless_the_goal_says_so() {
    let mut c = challenges()
        .into_iter()
        .find(|c| c.id == "block-rm-allow-git")
        .expect("the block-rm challenge");
    assert!(unexplained_start_results(&c).is_empty());
    // the same start with a goal that never mentions the script
    for text in c.text.values_mut() {
        text.goal = "Block rm but let git through.".into();
    }
    let missing = unexplained_start_results(&c);
    assert!(
        missing
            .iter()
            .any(|(_, test, name)| test == "git-free" && name == "block-rm.sh"),
        "{missing:?}"
    );
}
