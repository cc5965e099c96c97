//! The simulator's commands, lookup rules, forks, stale reads and hooks.

use hooklab_core::session::model::{ReadSetup, SessionSetup};
use hooklab_core::session::{EditKind, HookFired, LineKind, MsgId, Setup, Sim, StepResult};
use hooklab_core::version::Version;

const OLD: &str = "11111111-1111-4111-8111-111111111111";
const PRINTED: &str = "22222222-2222-4222-8222-222222222222";

fn session(id: &str, cwd: &str) -> SessionSetup {
    SessionSetup {
        id: id.to_owned(),
        cwd: cwd.to_owned(),
        name: None,
        print: false,
        parent: None,
        prompts: vec!["Look at the checkout flow".to_owned()],
        reads: Vec::new(),
        extra_entries: 0,
        compactions: 0,
    }
}

fn setup(version: Version) -> Setup {
    let mut s = Setup {
        version,
        cwd: "/home/dev".to_owned(),
        dirs: vec!["/home/dev/shop/api".to_owned(), "/home/dev/blog".to_owned()],
        repos: vec!["/home/dev/shop".to_owned()],
        ..Setup::default()
    };
    s.files.push(hooklab_core::session::model::FileSetup {
        path: "/home/dev/shop/src/cart.rs".to_owned(),
        edits: Vec::new(),
    });
    s.files.push(hooklab_core::session::model::FileSetup {
        path: "/home/dev/shop/src/pay.rs".to_owned(),
        edits: Vec::new(),
    });
    let mut old = session(OLD, "/home/dev/shop");
    old.name = Some("checkout".to_owned());
    old.reads.push(ReadSetup {
        path: "/home/dev/shop/src/cart.rs".to_owned(),
        version: 1,
    });
    s.sessions.push(old);
    s
}

fn ids(step: &StepResult) -> Vec<MsgId> {
    step.lines.iter().map(|l| l.msg.id).collect()
}

fn hooks(step: &StepResult) -> Vec<(String, String)> {
    step.hooks
        .iter()
        .map(|h: &HookFired| (h.event.clone(), h.value.clone().unwrap_or_default()))
        .collect()
}

fn pair(event: &str, value: &str) -> (String, String) {
    (event.to_owned(), value.to_owned())
}

fn running_id(sim: &Sim) -> Option<String> {
    sim.state().running.as_ref().map(|r| r.session_id.clone())
}

#[test]
fn resume_by_id_from_another_directory_before_2_1_223_is_not_found_and_the_output_is_not_guessed() {
    let mut sim = Sim::new(&setup(Version::new(2, 1, 222)));
    let step = sim.run(&format!("claude --resume {OLD}"));
    assert_eq!(step.exit_code, 1);
    // Before 2.1.223 the exact output is undocumented (spec §9, issue
    // #68525): the simulator says so rather than printing today's message.
    assert_eq!(
        ids(&step),
        vec![
            MsgId::ErrorResumeNotFoundOld,
            MsgId::ExplainResumeOldVersion
        ]
    );
    assert!(!step.text().contains("No conversation found"));
    assert!(step.text().contains("not documented"), "{}", step.text());
    assert!(running_id(&sim).is_none());
    // From the right directory it works.
    sim.run("cd shop");
    let step = sim.run(&format!("claude -r {OLD}"));
    assert_eq!(step.exit_code, 0);
    assert_eq!(running_id(&sim).as_deref(), Some(OLD));
    assert_eq!(hooks(&step), vec![pair("SessionStart", "resume")]);
}

#[test]
fn resume_by_unknown_id_prints_no_conversation_found_and_exits_1() {
    const UNKNOWN: &str = "99999999-9999-4999-8999-999999999999";
    for dir in ["/home/dev", "/home/dev/shop", "/home/dev/shop/api"] {
        let mut sim = Sim::new(&setup(Version::NEWEST));
        sim.run(&format!("cd {dir}"));
        let step = sim.run(&format!("claude --resume {UNKNOWN}"));
        assert_eq!(step.exit_code, 1, "from {dir}");
        assert_eq!(
            step.lines.first().map(|l| l.msg.text()),
            Some(format!("No conversation found with session ID: {UNKNOWN}")),
            "from {dir}"
        );
        assert!(running_id(&sim).is_none(), "from {dir}");
        assert!(step.hooks.is_empty(), "nothing starts: {:?}", step.hooks);
    }
}

#[test]
fn resume_by_id_since_2_1_223_searches_every_project() {
    let mut sim = Sim::new(&setup(Version::new(2, 1, 223)));
    let step = sim.run(&format!("claude --resume {OLD}"));
    assert_eq!(step.exit_code, 0, "{}", step.text());
    assert!(ids(&step).contains(&MsgId::ExplainResumeOtherProject));
    assert_eq!(running_id(&sim).as_deref(), Some(OLD));
}

#[test]
fn cross_project_resume_refuses_an_id_held_by_two_projects() {
    let mut s = setup(Version::NEWEST);
    // The same transcript copied by hand into a second project.
    s.sessions.push(session(OLD, "/home/dev/blog"));
    let mut sim = Sim::new(&s);
    assert_eq!(sim.state().sessions.len(), 2);
    let step = sim.run(&format!("claude --resume {OLD}"));
    assert_eq!(step.exit_code, 1);
    assert_eq!(
        ids(&step),
        vec![MsgId::ErrorNoConversation, MsgId::ExplainResumeDuplicates]
    );
    // From one of the two directories, the local copy wins.
    sim.run("cd blog");
    let step = sim.run(&format!("claude --resume {OLD}"));
    assert_eq!(step.exit_code, 0);
    assert_eq!(
        sim.state().running.as_ref().map(|r| r.cwd.as_str()),
        Some("/home/dev/blog")
    );
}

#[test]
fn resume_by_name_from_a_subdirectory_finds_the_repository_session() {
    let mut sim = Sim::new(&setup(Version::NEWEST));
    sim.run("cd /home/dev/shop/api");
    let step = sim.run("claude --resume checkout");
    assert_eq!(step.exit_code, 0, "{}", step.text());
    assert_eq!(running_id(&sim).as_deref(), Some(OLD));
    assert_eq!(
        sim.state().session(OLD).map(|s| s.resumed_by.clone()),
        Some(vec!["name".to_owned()])
    );
    // The resumed session works where it was launched.
    assert_eq!(
        sim.state().running.as_ref().map(|r| r.cwd.as_str()),
        Some("/home/dev/shop/api")
    );
}

#[test]
fn resume_by_name_resolves_across_the_repository_and_its_worktrees() {
    let mut sim = Sim::new(&setup(Version::NEWEST));
    sim.run("cd shop");
    sim.run("git worktree add ../shop-docs");
    sim.run("mkdir ../shop-docs/guide");
    // From a subdirectory of a worktree, a session of the main checkout.
    sim.run("cd ../shop-docs/guide");
    let step = sim.run("claude --resume checkout");
    assert_eq!(step.exit_code, 0, "{}", step.text());
    assert_eq!(running_id(&sim).as_deref(), Some(OLD));
    sim.run("exit");
    // And the other way round: a session named in the worktree, resumed
    // from a subdirectory of the main checkout.
    sim.run("cd /home/dev/shop-docs");
    sim.run("claude -n docs-pass");
    let docs = running_id(&sim).unwrap_or_default();
    sim.run("exit");
    sim.run("cd /home/dev/shop/api");
    let step = sim.run("claude --resume docs-pass");
    assert_eq!(step.exit_code, 0, "{}", step.text());
    assert_eq!(running_id(&sim), Some(docs));
}

#[test]
fn resume_by_name_does_not_leave_the_repository() {
    let mut sim = Sim::new(&setup(Version::NEWEST));
    // From outside any repository, only this directory counts.
    let step = sim.run("claude --resume checkout");
    assert_eq!(step.exit_code, 1);
    assert_eq!(
        ids(&step),
        vec![MsgId::ErrorNameNotFoundHere, MsgId::ExplainNameElsewhere]
    );
    // From another project, the same.
    sim.run("cd blog");
    let step = sim.run("claude --resume checkout");
    assert_eq!(step.exit_code, 1);
    assert_eq!(
        ids(&step),
        vec![MsgId::ErrorNameNotFoundHere, MsgId::ExplainNameElsewhere]
    );
    // From another repository, the first error names the repository.
    let mut s = setup(Version::NEWEST);
    s.repos.push("/home/dev/blog".to_owned());
    let mut sim = Sim::new(&s);
    sim.run("cd blog");
    let step = sim.run("claude --resume checkout");
    assert_eq!(
        ids(&step),
        vec![MsgId::ErrorNameNotFound, MsgId::ExplainNameElsewhere]
    );
    assert!(running_id(&sim).is_none());
}

#[test]
fn continue_takes_the_current_directory_only() {
    // From a subdirectory of the repository: the root's session is out of
    // reach, and the explanation says where it is.
    let mut sim = Sim::new(&setup(Version::NEWEST));
    sim.run("cd /home/dev/shop/api");
    let step = sim.run("claude -c");
    assert_eq!(step.exit_code, 1);
    assert_eq!(
        ids(&step),
        vec![MsgId::ErrorContinueNone, MsgId::ExplainContinueOnlyHere]
    );
    assert!(step.text().contains("/home/dev/shop"), "{}", step.text());
    assert!(running_id(&sim).is_none());
    // From a worktree of the repository: the same.
    sim.run("cd /home/dev/shop");
    sim.run("git worktree add ../shop-b");
    sim.run("cd ../shop-b");
    let step = sim.run("claude --continue");
    assert_eq!(step.exit_code, 1);
    assert!(running_id(&sim).is_none());
    // In a directory with its own sessions, the most recent of those, even
    // when a session elsewhere in the repository is more recent.
    sim.run("claude -n in-b \"first\"");
    let in_b = running_id(&sim).unwrap_or_default();
    sim.run("exit");
    sim.run("cd /home/dev/shop");
    sim.run("claude -c \"newer, in the main checkout\"");
    sim.run("exit");
    sim.run("cd /home/dev/shop-b");
    let step = sim.run("claude -c");
    assert_eq!(step.exit_code, 0, "{}", step.text());
    assert_eq!(running_id(&sim), Some(in_b));
    // From the root, the root's session.
    sim.run("exit");
    sim.run("cd /home/dev/shop");
    sim.run("claude -c");
    assert_eq!(running_id(&sim).as_deref(), Some(OLD));
}

#[test]
fn continue_hides_print_sessions_since_2_1_90() {
    let mut s = setup(Version::NEWEST);
    let mut printed = session(PRINTED, "/home/dev/shop");
    printed.print = true;
    s.sessions.push(printed);
    s.cwd = "/home/dev/shop".to_owned();
    let mut sim = Sim::new(&s);
    // With -p, --continue sees the more recent -p session.
    let step = sim.run("claude -p -c \"and the refunds?\"");
    assert_eq!(step.exit_code, 0);
    assert_eq!(
        sim.state().session(PRINTED).map(|s| s.resumed_by.clone()),
        Some(vec!["continue".to_owned()])
    );
    assert_eq!(
        hooks(&step),
        vec![
            pair("SessionStart", "resume"),
            pair("UserPromptSubmit", "and the refunds?"),
            pair("SessionEnd", "other"),
        ]
    );
    // A bare --continue skips it and takes the older interactive session.
    let step = sim.run("claude -c");
    assert_eq!(running_id(&sim).as_deref(), Some(OLD));
    assert!(ids(&step).contains(&MsgId::ExplainContinueHidesPrint));
    sim.run("exit");
    assert!(running_id(&sim).is_none());

    // Before 2.1.90 a bare --continue took the -p session.
    let mut s = setup(Version::new(2, 1, 89));
    let mut printed = session(PRINTED, "/home/dev/shop");
    printed.print = true;
    s.sessions.push(printed);
    s.cwd = "/home/dev/shop".to_owned();
    let mut sim = Sim::new(&s);
    sim.run("claude --continue");
    assert_eq!(running_id(&sim).as_deref(), Some(PRINTED));
}

#[test]
fn continue_with_nothing_here_fails() {
    let mut sim = Sim::new(&setup(Version::NEWEST));
    let step = sim.run("claude -c");
    assert_eq!(step.exit_code, 1);
    assert_eq!(ids(&step), vec![MsgId::ErrorContinueNone]);
    assert!(running_id(&sim).is_none());
}

#[test]
fn new_session_is_stored_under_the_slug_of_its_directory() {
    let mut sim = Sim::new(&setup(Version::NEWEST));
    sim.run("cd /home/dev/shop/api");
    let step = sim.run("claude -n api-work");
    assert_eq!(hooks(&step), vec![pair("SessionStart", "startup")]);
    let id = running_id(&sim).unwrap_or_default();
    let s = sim
        .state()
        .session(&id)
        .cloned()
        .unwrap_or_else(|| panic!("no session {id}"));
    assert_eq!(s.slug, "-home-dev-shop-api");
    assert_eq!(
        s.path,
        format!("/home/dev/.claude/projects/-home-dev-shop-api/{id}.jsonl")
    );
    assert_eq!(s.name.as_deref(), Some("api-work"));
    assert!(ids(&step).contains(&MsgId::ExplainFreshNotResumed));
    assert!(sim
        .state()
        .storage
        .iter()
        .any(|p| p.slug == "-home-dev-shop-api" && p.files.iter().any(|f| f.session_id == id)));
}

#[test]
fn claude_config_dir_moves_the_storage() {
    let mut sim = Sim::new(&setup(Version::NEWEST));
    sim.run("export CLAUDE_CONFIG_DIR=/home/dev/.claude-work");
    sim.run("cd shop");
    let step = sim.run(&format!("claude --resume {OLD}"));
    assert_eq!(step.exit_code, 1, "the old session lives under ~/.claude");
    assert!(ids(&step).contains(&MsgId::ExplainConfigDir));
    sim.run("claude");
    let id = running_id(&sim).unwrap_or_default();
    assert!(sim.state().session(&id).is_some_and(|s| s
        .path
        .starts_with("/home/dev/.claude-work/projects/-home-dev-shop/")));
}

#[test]
fn fork_gets_a_new_id_and_shares_the_filesystem() {
    let mut sim = Sim::new(&setup(Version::NEWEST));
    sim.run("cd shop");
    let step = sim.run(&format!("claude --resume {OLD} --fork-session"));
    assert_eq!(hooks(&step), vec![pair("SessionStart", "fork")]);
    assert!(ids(&step).contains(&MsgId::ExplainForkSharedFs));
    let fork = running_id(&sim).unwrap_or_default();
    assert_ne!(fork, OLD);
    let state = sim.state();
    let f = state
        .session(&fork)
        .cloned()
        .unwrap_or_else(|| panic!("fork"));
    assert_eq!(f.parent.as_deref(), Some(OLD));
    assert_eq!(f.reads.len(), 1, "the fork copies the context");
    assert!(state.edges.iter().any(|e| e.from == OLD && e.to == fork));
    // The fork's agent changes a file the parent read: same file, same disk.
    let step = sim.run("write src/cart.rs");
    assert_eq!(
        hooks(&step),
        vec![pair("PreToolUse", "Edit"), pair("PostToolUse", "Edit")]
    );
    assert!(ids(&step).contains(&MsgId::WarnEditMakesStale));
    let parent = sim
        .state()
        .session(OLD)
        .cloned()
        .unwrap_or_else(|| panic!("parent"));
    assert_eq!(
        parent.stale_paths(),
        vec!["/home/dev/shop/src/cart.rs".to_owned()]
    );
    assert_eq!(parent.updated, parent.created, "the original is untouched");
    sim.run("exit");
    // A second fork writing the same file collides with the first.
    sim.run(&format!("claude --resume {OLD} --fork-session"));
    let step = sim.run("write src/cart.rs");
    assert!(ids(&step).contains(&MsgId::WarnCollision));
}

#[test]
fn fork_source_was_resume_before_2_1_214() {
    let mut sim = Sim::new(&setup(Version::new(2, 1, 213)));
    sim.run("cd shop");
    let step = sim.run("claude -c --fork-session");
    assert_eq!(hooks(&step), vec![pair("SessionStart", "resume")]);
    assert!(ids(&step).contains(&MsgId::ExplainForkSourceOld));
}

#[test]
fn worktrees_isolate_forks() {
    let mut sim = Sim::new(&setup(Version::NEWEST));
    sim.run("cd shop");
    let step = sim.run(&format!("claude -w jwt --resume {OLD} --fork-session"));
    assert_eq!(step.exit_code, 0, "{}", step.text());
    let wt = "/home/dev/shop/.claude/worktrees/jwt";
    assert_eq!(
        sim.state().running.as_ref().map(|r| r.cwd.as_str()),
        Some(wt)
    );
    sim.run("write src/cart.rs");
    sim.run("exit");
    sim.run(&format!("claude -w oauth --resume {OLD} --fork-session"));
    let step = sim.run("write src/cart.rs");
    assert!(!ids(&step).contains(&MsgId::WarnCollision));
    let files = &sim.state().machine.files;
    assert_eq!(
        files.get("/home/dev/shop/src/cart.rs").map(|f| f.version),
        Some(1)
    );
    assert_eq!(
        files.get(&format!("{wt}/src/cart.rs")).map(|f| f.version),
        Some(2)
    );
    assert_eq!(
        files
            .get("/home/dev/shop/.claude/worktrees/oauth/src/cart.rs")
            .map(|f| f.version),
        Some(2)
    );
    assert_eq!(sim.state().machine.worktrees.len(), 2);
    assert_eq!(
        sim.state()
            .machine
            .worktrees
            .first()
            .map(|w| w.branch.as_str()),
        Some("worktree-jwt")
    );
}

#[test]
fn git_worktree_add_needs_a_repository() {
    let mut sim = Sim::new(&setup(Version::NEWEST));
    let step = sim.run("git worktree add ../elsewhere");
    assert_eq!(ids(&step), vec![MsgId::ErrorNotARepo]);
    sim.run("cd shop");
    let step = sim.run("git worktree add ../shop-b");
    assert_eq!(step.exit_code, 0, "{}", step.text());
    assert!(sim
        .state()
        .machine
        .files
        .contains_key("/home/dev/shop-b/src/pay.rs"));
}

#[test]
fn stale_reads_follow_edits() {
    let mut sim = Sim::new(&setup(Version::NEWEST));
    sim.run("cd shop");
    sim.run("claude --resume checkout");
    let step = sim.run("read src/pay.rs");
    assert_eq!(
        hooks(&step),
        vec![pair("PreToolUse", "Read"), pair("PostToolUse", "Read")]
    );
    assert!(sim
        .state()
        .context
        .as_ref()
        .is_some_and(|c| c.stale.is_empty()));
    let step = sim.run("edit src/pay.rs");
    assert!(ids(&step).contains(&MsgId::WarnEditMakesStale));
    assert_eq!(
        sim.state().context.as_ref().map(|c| c.stale.clone()),
        Some(vec!["/home/dev/shop/src/pay.rs".to_owned()])
    );
    let inputs = sim.stale_inputs(OLD).unwrap_or_default();
    assert_eq!(inputs.changed_files.len(), 1);
    assert!(inputs.small_and_surgical());
    sim.run("edit src/pay.rs --rewrite");
    let inputs = sim.stale_inputs(OLD).unwrap_or_default();
    assert!(!inputs.small_and_surgical());
    assert_eq!(inputs.changed_files.first().map(|f| f.edits), Some(2));
    sim.run("read src/pay.rs");
    assert!(sim
        .state()
        .context
        .as_ref()
        .is_some_and(|c| c.stale.is_empty()));
    let file = sim
        .state()
        .machine
        .files
        .get("/home/dev/shop/src/pay.rs")
        .cloned();
    assert_eq!(
        file.map(|f| f.edits.iter().map(|e| e.kind).collect::<Vec<_>>()),
        Some(vec![EditKind::Surgical, EditKind::Rewrite])
    );
}

#[test]
fn resuming_warns_about_stale_reads() {
    let mut s = setup(Version::NEWEST);
    s.files.retain(|f| !f.path.ends_with("cart.rs"));
    s.files.push(hooklab_core::session::model::FileSetup {
        path: "/home/dev/shop/src/cart.rs".to_owned(),
        edits: vec![EditKind::Rewrite],
    });
    s.cwd = "/home/dev/shop".to_owned();
    let mut sim = Sim::new(&s);
    let step = sim.run("claude -c");
    assert!(step
        .lines
        .iter()
        .any(|l| l.kind == LineKind::Warning && l.msg.id == MsgId::WarnStaleContext));
}

#[test]
fn clear_gives_a_new_id_and_keeps_the_name() {
    let mut sim = Sim::new(&setup(Version::NEWEST));
    sim.run("cd shop");
    sim.run("claude -r checkout");
    let step = sim.run("/clear");
    assert_eq!(
        hooks(&step),
        vec![pair("SessionEnd", "clear"), pair("SessionStart", "clear")]
    );
    let new = running_id(&sim).unwrap_or_default();
    assert_ne!(new, OLD);
    let s = sim
        .state()
        .session(&new)
        .cloned()
        .unwrap_or_else(|| panic!("new"));
    assert_eq!(s.name.as_deref(), Some("checkout"));
    assert_eq!(s.cleared_from.as_deref(), Some(OLD));
    assert!(s.reads.is_empty());
    assert!(ids(&step).contains(&MsgId::ExplainClearKeepsName));
}

#[test]
fn compact_exit_say_and_rename_fire_their_hooks() {
    let mut sim = Sim::new(&setup(Version::NEWEST));
    sim.run("cd shop");
    sim.run("claude");
    let step = sim.run("/compact");
    assert_eq!(
        hooks(&step),
        vec![
            pair("PreCompact", "manual"),
            pair("PostCompact", "manual"),
            pair("SessionStart", "compact")
        ]
    );
    let step = sim.run("say \"add a test\"");
    assert_eq!(hooks(&step), vec![pair("UserPromptSubmit", "add a test")]);
    let step = sim.run("/rename cart-tests");
    assert!(step.hooks.is_empty());
    let id = running_id(&sim).unwrap_or_default();
    assert_eq!(
        sim.state()
            .session(&id)
            .and_then(|s| s.name.clone())
            .as_deref(),
        Some("cart-tests")
    );
    let step = sim.run("exit");
    assert_eq!(hooks(&step), vec![pair("SessionEnd", "prompt_input_exit")]);
    assert!(running_id(&sim).is_none());
}

#[test]
fn print_mode_runs_one_turn_and_hides_the_id_in_text_output() {
    let mut sim = Sim::new(&setup(Version::NEWEST));
    sim.run("cd shop");
    let step = sim.run("claude -p \"list the TODOs\"");
    assert_eq!(
        hooks(&step),
        vec![
            pair("SessionStart", "startup"),
            pair("UserPromptSubmit", "list the TODOs"),
            pair("SessionEnd", "other")
        ]
    );
    assert!(ids(&step).contains(&MsgId::ExplainPrintIdHidden));
    let step = sim.run("claude -p \"again\" --output-format json");
    let json = step
        .lines
        .iter()
        .find(|l| l.msg.id == MsgId::PrintJson)
        .map(|l| l.msg.text())
        .unwrap_or_default();
    let value: serde_json::Value = serde_json::from_str(&json).unwrap_or_default();
    let id = value["session_id"].as_str().unwrap_or_default().to_owned();
    assert!(sim.state().session(&id).is_some_and(|s| s.print));
    let step = sim.run(&format!("claude -p --resume {id} \"continue\""));
    assert_eq!(step.exit_code, 0);
    assert_eq!(
        sim.state().session(&id).map(|s| s.resumed_by.clone()),
        Some(vec!["id".to_owned()])
    );
}

#[test]
fn session_id_flag_is_validated() {
    let mut sim = Sim::new(&setup(Version::NEWEST));
    let step = sim.run("claude --session-id not-a-uuid");
    assert_eq!(ids(&step), vec![MsgId::ErrorInvalidUuid]);
    assert_eq!(
        step.lines.first().map(|l| l.msg.args.get("value").cloned()),
        Some(Some("not-a-uuid".to_owned()))
    );
    let step = sim.run(&format!("claude --session-id {OLD}"));
    assert_eq!(ids(&step), vec![MsgId::ErrorSessionIdInUse]);
    let chosen = "aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee";
    sim.run(&format!("claude --session-id {chosen}"));
    assert_eq!(running_id(&sim).as_deref(), Some(chosen));
    sim.run("exit");
    let step = sim.run(&format!("claude -c --session-id {chosen}"));
    assert_eq!(ids(&step), vec![MsgId::ErrorSessionIdNeedsFork]);
}

#[test]
fn errors_name_what_is_wrong() {
    let mut sim = Sim::new(&setup(Version::NEWEST));
    let step = sim.run("clause");
    assert_eq!(step.exit_code, 127);
    assert!(step.text().contains("clause"));
    let step = sim.run("claude --frok-session");
    assert_eq!(ids(&step), vec![MsgId::ErrorUnknownFlag]);
    assert!(step.text().contains("--frok-session"));
    let step = sim.run("claude --fork-session");
    assert_eq!(ids(&step), vec![MsgId::ErrorForkNeedsResume]);
    let step = sim.run("claude -c -r x");
    assert_eq!(ids(&step), vec![MsgId::ErrorContinueAndResume]);
    let step = sim.run("claude -n");
    assert_eq!(ids(&step), vec![MsgId::ErrorMissingValue]);
    let step = sim.run("claude -p");
    assert_eq!(ids(&step), vec![MsgId::ErrorPrintNeedsPrompt]);
    let step = sim.run("read a.txt");
    assert_eq!(ids(&step), vec![MsgId::ErrorNoSession]);
    let step = sim.run("/resume");
    assert_eq!(ids(&step), vec![MsgId::ErrorUnknownSlash]);
    let step = sim.run("cd nowhere");
    assert_eq!(ids(&step), vec![MsgId::ErrorNoSuchDir]);
    sim.run("claude");
    let step = sim.run("cd /");
    assert_eq!(ids(&step), vec![MsgId::ErrorSessionRunning]);
    let step = sim.run("read missing.rs");
    assert_eq!(ids(&step), vec![MsgId::ErrorNoSuchFile]);
    let step = sim.run("say \"unclosed");
    assert_eq!(ids(&step), vec![MsgId::ErrorUnclosedQuote]);
}

#[test]
fn ids_are_deterministic_and_seeded() {
    let run = |seed: u64| {
        let mut s = setup(Version::NEWEST);
        s.seed = seed;
        let mut sim = Sim::new(&s);
        sim.run("claude");
        running_id(&sim).unwrap_or_default()
    };
    assert_eq!(run(1), run(1));
    assert_ne!(run(1), run(2));
    assert!(hooklab_core::session::command::is_uuid(&run(3)));
}

#[test]
fn state_round_trips_through_json() {
    let mut sim = Sim::new(&setup(Version::NEWEST));
    sim.run("cd shop");
    sim.run("claude -r checkout --fork-session");
    sim.run("read src/pay.rs");
    let text = serde_json::to_string(&sim).unwrap_or_default();
    let back: Sim = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(back, sim);
    let state = serde_json::to_value(sim.state()).unwrap_or_default();
    assert_eq!(state["version"], "2.1.240");
    assert!(state["context"]["reads"].is_array());
}

#[test]
fn ls_lists_the_storage_and_directories() {
    let mut sim = Sim::new(&setup(Version::NEWEST));
    let step = sim.run("ls");
    assert_eq!(
        ids(&step),
        vec![MsgId::LsRoot, MsgId::LsProject, MsgId::LsSessionNamed]
    );
    assert!(step.text().contains(&format!("{OLD}.jsonl")));
    let step = sim.run("ls shop/src");
    assert_eq!(step.text(), "cart.rs\npay.rs");
}

#[test]
fn in_the_free_mode_a_bare_ls_lists_the_current_directory_as_a_shell_does() {
    let mut free = setup(Version::NEWEST);
    free.shell_ls = true;
    let mut sim = Sim::new(&free);
    let step = sim.run("ls");
    assert_eq!(ids(&step), vec![MsgId::LsDirEntry, MsgId::LsDirEntry]);
    assert_eq!(step.text(), "blog/\nshop/");
    sim.run("cd shop");
    assert_eq!(sim.run("ls").text(), "api/\nsrc/");
    sim.run("cd api");
    let empty = sim.run("ls");
    assert_eq!(ids(&empty), vec![MsgId::LsDirEmpty]);
    assert!(
        empty.text().contains("/home/dev/shop/api"),
        "{}",
        empty.text()
    );
    // The transcripts are still there to see, by their own path.
    let storage = sim.run("ls ~/.claude/projects");
    assert_eq!(
        ids(&storage),
        vec![MsgId::LsRoot, MsgId::LsProject, MsgId::LsSessionNamed]
    );
}

#[test]
fn in_a_scenario_a_bare_ls_shows_the_storage_and_so_does_its_path() {
    let mut sim = Sim::new(&setup(Version::NEWEST));
    assert_eq!(
        sim.run("ls").text(),
        sim.run("ls ~/.claude/projects").text()
    );
    sim.run("export CLAUDE_CONFIG_DIR=/home/dev/other");
    let moved = sim.run("ls /home/dev/other/projects");
    assert_eq!(ids(&moved), vec![MsgId::LsRoot, MsgId::LsEmpty]);
}

#[test]
fn completion_offers_commands_flags_paths_and_sessions() {
    let mut sim = Sim::new(&setup(Version::NEWEST));
    assert!(sim.complete("cl").contains(&"claude".to_owned()));
    assert!(sim
        .complete("claude --fo")
        .contains(&"claude --fork-session".to_owned()));
    assert!(sim.complete("cd sh").contains(&"cd shop/".to_owned()));
    assert!(sim
        .complete("claude --resume ")
        .contains(&"claude --resume checkout".to_owned()));
    sim.run("cd shop");
    sim.run("claude");
    assert_eq!(
        sim.complete("read src/p"),
        vec!["read src/pay.rs".to_owned()]
    );
}

#[test]
fn resuming_a_worktree_session_re_enters_the_worktree() {
    let mut sim = Sim::new(&setup(Version::NEWEST));
    sim.run("cd shop");
    sim.run("claude -w docs -n docs-work");
    sim.run("exit");
    let step = sim.run("claude --resume docs-work");
    assert_eq!(step.exit_code, 0, "{}", step.text());
    assert_eq!(
        sim.state().running.as_ref().map(|r| r.cwd.as_str()),
        Some("/home/dev/shop/.claude/worktrees/docs")
    );
}
