//! Every scenario file loads, starts short of its goal, and its scripted
//! solution reaches the goal. The loader names the file and field at fault.

use std::path::PathBuf;

use hooklab_core::session::{load_scenario, Scenario, ScenarioError, Sim};

const REQUIRED: [&str; 10] = [
    "resume-wrong-directory",
    "resume-by-id-old-version",
    "continue-picks-wrong-session",
    "ab-refactors-with-forks",
    "forks-collide-use-worktrees",
    "resume-after-large-refactor",
    "long-lived-design-review",
    "print-sessions-hidden-from-continue",
    "capture-session-id",
    "clear-starts-new-session",
];

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../content/simulator")
}

fn load_all() -> Vec<Scenario> {
    let mut out = Vec::new();
    let entries = std::fs::read_dir(dir()).unwrap_or_else(|e| panic!("content/simulator: {e}"));
    let mut paths: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    paths.sort();
    for path in paths {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
        match load_scenario(&name, &text) {
            Ok(s) => out.push(s),
            Err(e) => panic!("{e}"),
        }
    }
    out
}

#[test]
fn the_required_scenarios_exist() {
    let all = load_all();
    for id in REQUIRED {
        assert!(all.iter().any(|s| s.id == id), "missing scenario {id}");
    }
    let mut orders: Vec<u32> = all.iter().map(|s| s.order).collect();
    orders.sort_unstable();
    orders.dedup();
    assert_eq!(orders.len(), all.len(), "two scenarios share an order");
}

#[test]
fn every_solution_reaches_its_goal() {
    for scenario in load_all() {
        let mut sim = Sim::new(&scenario.setup);
        assert!(
            !sim.goal_reached(&scenario.goal),
            "{}: the goal is reached before any command",
            scenario.id
        );
        for line in &scenario.solution {
            let step = sim.run(line);
            assert_eq!(
                step.exit_code,
                0,
                "{}: `{line}` failed:\n{}",
                scenario.id,
                step.text()
            );
        }
        let progress = sim.goal_progress(&scenario.goal);
        assert!(
            progress.reached,
            "{}: goal not reached after the solution: {:#?}",
            scenario.id,
            progress
                .checks
                .iter()
                .map(|c| (c.met, c.msg.text()))
                .collect::<Vec<_>>()
        );
        assert!(sim.goal_reached(&scenario.goal));
        assert!(progress.checks.iter().all(|c| c.met));
    }
}

/// The code with comment lines removed, trimmed line by line.
/// The code of a sample: its comments dropped and the words of its prose
/// strings (a quoted literal with a space in it, such as a prompt) blanked, since
/// a translation changes those and nothing else.
fn code_only(text: &str, comment: &str) -> Vec<String> {
    text.lines()
        .map(str::trim_end)
        .filter(|l| !l.trim_start().starts_with(comment))
        .map(without_prose_strings)
        .collect()
}

fn without_prose_strings(line: &str) -> String {
    let mut parts = line.split('"');
    let mut out = parts.next().unwrap_or_default().to_owned();
    let mut inside = true;
    for part in parts {
        out.push('"');
        if !(inside && part.contains(' ')) {
            out.push_str(part);
        }
        inside = !inside;
    }
    out
}

#[test]
fn capture_session_id_shows_the_same_code_in_every_locale() {
    let all = load_all();
    let scenario = all
        .iter()
        .find(|s| s.id == "capture-session-id")
        .unwrap_or_else(|| panic!("capture-session-id"));
    let en = scenario
        .text
        .get("en")
        .and_then(|t| t.code.clone())
        .unwrap_or_else(|| panic!("English code"));
    assert!(en.python.contains("session_id"));
    assert!(en.python.contains("resume="));
    assert!(en.typescript.contains("session_id"));
    assert!(en.typescript.contains("resume:"));
    for locale in ["fr", "ru", "es"] {
        let code = scenario
            .text
            .get(locale)
            .and_then(|t| t.code.clone())
            .unwrap_or_else(|| panic!("{locale} code"));
        assert_eq!(
            code_only(&code.python, "#"),
            code_only(&en.python, "#"),
            "{locale}: Python differs beyond comments"
        );
        assert_eq!(
            code_only(&code.typescript, "//"),
            code_only(&en.typescript, "//"),
            "{locale}: TypeScript differs beyond comments"
        );
        assert_ne!(
            code.python, en.python,
            "{locale}: comments are not translated"
        );
    }
}

const MINIMAL: &str = r#"
id = "tiny"
solution = ["claude"]
[setup]
[goal]
check = "running"
[text.en]
title = "t"
story = "s"
goal = "g"
hints = ["h"]
lesson = "l"
[text.fr]
title = "t"
story = "s"
goal = "g"
hints = ["h"]
lesson = "l"
[text.ru]
title = "t"
story = "s"
goal = "g"
hints = ["h"]
lesson = "l"
[text.es]
title = "t"
story = "s"
goal = "g"
hints = ["h"]
lesson = "l"
"#;

#[test]
fn a_minimal_scenario_loads_and_plays() {
    let scenario = load_scenario("tiny.toml", MINIMAL).unwrap_or_else(|e| panic!("{e}"));
    let mut sim = Sim::new(&scenario.setup);
    assert!(!sim.goal_reached(&scenario.goal));
    sim.run("claude");
    assert!(sim.goal_reached(&scenario.goal));
}

#[test]
fn errors_name_the_file_and_the_field() {
    let err = load_scenario("other.toml", MINIMAL).err();
    assert!(matches!(err, Some(ScenarioError::IdMismatch { .. })));
    assert!(err
        .map(|e| e.to_string())
        .unwrap_or_default()
        .starts_with("other.toml:"));

    let no_ru = MINIMAL.replace("[text.ru]", "[text.pt]");
    let err = load_scenario("tiny.toml", &no_ru).err();
    assert_eq!(
        err.map(|e| e.to_string()),
        Some("tiny.toml: table `text.pt` is not one of en, fr, ru, es".to_owned())
    );

    let empty_title = MINIMAL.replace("[text.fr]\ntitle = \"t\"", "[text.fr]\ntitle = \" \"");
    let err = load_scenario("tiny.toml", &empty_title).err();
    assert_eq!(
        err.map(|e| e.to_string()),
        Some("tiny.toml: field `text.fr.title` is empty".to_owned())
    );

    let bad_field = MINIMAL.replace("check = \"running\"", "check = \"running\"\ncolour = 1");
    let err = load_scenario("tiny.toml", &bad_field).err();
    let text = err.map(|e| e.to_string()).unwrap_or_default();
    assert!(
        text.starts_with("tiny.toml:") && text.contains("colour"),
        "{text}"
    );

    let bad_id = MINIMAL.replace(
        "[setup]",
        "[setup]\n[[setup.sessions]]\nid = \"nope\"\ncwd = \"/a\"",
    );
    let err = load_scenario("tiny.toml", &bad_id).err();
    assert_eq!(
        err.map(|e| e.to_string()),
        Some("tiny.toml: field `setup.sessions[0].id`: not a UUID".to_owned())
    );

    let bad_version = MINIMAL.replace("[setup]", "[setup]\nversion = \"two\"");
    let text = load_scenario("tiny.toml", &bad_version)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(text.contains("two"), "{text}");
}

fn scenario(id: &str) -> Scenario {
    load_all()
        .into_iter()
        .find(|s| s.id == id)
        .unwrap_or_else(|| panic!("{id}"))
}

fn first_ids(step: &hooklab_core::session::StepResult) -> Vec<hooklab_core::session::MsgId> {
    step.lines.iter().map(|l| l.msg.id).collect()
}

/// The mistakes each story is about happen in the simulator as the story
/// says.
#[test]
fn the_traps_spring_as_the_stories_say() {
    use hooklab_core::session::stale::{LEAF_RESTART_WITH_SUMMARY, LEAF_RESUME_WITH_REREAD};
    use hooklab_core::session::{walk, MsgId};

    let s = scenario("resume-wrong-directory");
    let mut sim = Sim::new(&s.setup);
    let step = sim.run("claude --resume auth-refactor");
    assert_eq!(step.exit_code, 1);
    assert_eq!(
        first_ids(&step),
        vec![MsgId::ErrorNameNotFoundHere, MsgId::ExplainNameElsewhere]
    );
    let step = sim.run("claude -c");
    assert_eq!(step.exit_code, 1);
    // As its lesson says: from ~/shop/api, inside the same repository, the
    // name resolves, while --continue does not look beyond the directory.
    let mut sim = Sim::new(&s.setup);
    sim.run("cd /home/dev/shop/api");
    let step = sim.run("claude -c");
    assert_eq!(step.exit_code, 1);
    let step = sim.run("claude --resume auth-refactor");
    assert_eq!(step.exit_code, 0, "{}", step.text());
    assert!(
        !sim.goal_reached(&s.goal),
        "the goal asks for the session working in ~/shop"
    );

    let s = scenario("resume-by-id-old-version");
    let mut sim = Sim::new(&s.setup);
    let step = sim.run("claude --resume 8d2f4b61-0a7e-4c39-9b15-6e3a8c2d7f90");
    assert_eq!(step.exit_code, 1);
    assert_eq!(
        first_ids(&step),
        vec![
            MsgId::ErrorResumeNotFoundOld,
            MsgId::ExplainResumeOldVersion
        ]
    );

    let s = scenario("continue-picks-wrong-session");
    let mut sim = Sim::new(&s.setup);
    sim.run("claude -c");
    assert!(!sim.goal_reached(&s.goal));
    assert_eq!(
        sim.state().running.as_ref().map(|r| r.session_id.as_str()),
        Some("9b8a7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d")
    );

    let s = scenario("forks-collide-use-worktrees");
    let mut sim = Sim::new(&s.setup);
    sim.run("claude --resume cache-baseline --fork-session");
    sim.run("write src/cache.rs");
    sim.run("exit");
    sim.run("claude --resume cache-baseline --fork-session");
    let step = sim.run("write src/cache.rs");
    assert!(first_ids(&step).contains(&MsgId::WarnCollision));
    sim.run("exit");
    assert!(!sim.goal_reached(&s.goal));

    let s = scenario("print-sessions-hidden-from-continue");
    let mut sim = Sim::new(&s.setup);
    let step = sim.run("claude -c");
    assert!(first_ids(&step).contains(&MsgId::ExplainContinueHidesPrint));
    assert!(!sim.goal_reached(&s.goal));
    sim.run("exit");
    for line in &s.solution {
        sim.run(line);
    }
    assert!(
        sim.goal_reached(&s.goal),
        "the solution still works after the trap"
    );

    let s = scenario("resume-after-large-refactor");
    let mut sim = Sim::new(&s.setup);
    let step = sim.run("claude -c");
    assert!(first_ids(&step).contains(&MsgId::WarnStaleContext));
    let inputs = sim
        .stale_inputs("2b3c4d5e-6f70-4812-9a3b-4c5d6e7f8091")
        .unwrap_or_default();
    assert_eq!(inputs.changed_files.len(), 4);
    assert_eq!(walk(&inputs).leaf, LEAF_RESTART_WITH_SUMMARY);
    // A fork is not a fresh start.
    sim.run("exit");
    sim.run("claude -c --fork-session \"Goal: a. Decisions made: b. Current state of the code: c. Open questions: d.\"");
    assert!(!sim.goal_reached(&s.goal));

    let s = scenario("long-lived-design-review");
    let sim = Sim::new(&s.setup);
    let inputs = sim
        .stale_inputs("5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d")
        .unwrap_or_default();
    assert_eq!(walk(&inputs).leaf, LEAF_RESUME_WITH_REREAD);

    let s = scenario("ab-refactors-with-forks");
    let mut sim = Sim::new(&s.setup);
    sim.run("claude --resume auth-baseline");
    sim.run("exit");
    for line in &s.solution {
        sim.run(line);
    }
    assert!(
        !sim.goal_reached(&s.goal),
        "resuming the baseline without a fork spoils it"
    );
}
