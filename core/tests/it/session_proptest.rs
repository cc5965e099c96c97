//! The simulator over whatever the learner types and whatever a setup
//! says: deterministic, saved and restored without loss, its machine always
//! a tree of normalised paths.

use hooklab_core::session::{LineKind, Setup, Sim, StepResult};
use proptest::prelude::*;

use crate::strategies::{maybe_edited, run_counting_valid};

fn setup() -> Setup {
    toml::from_str(
        r#"
        cwd = "/home/dev/shop"
        repos = ["/home/dev/shop"]
        [[files]]
        path = "/home/dev/shop/src/a.rs"
        [[sessions]]
        id = "11111111-1111-4111-8111-111111111111"
        cwd = "/home/dev/shop"
        name = "base"
        reads = [{ path = "/home/dev/shop/src/a.rs", version = 1 }]
        "#,
    )
    .unwrap_or_default()
}

/// Words that make likely commands, mixed with arbitrary text.
fn word() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(vec![
            "claude",
            "-p",
            "-c",
            "-r",
            "--resume",
            "--fork-session",
            "-n",
            "--session-id",
            "-w",
            "--output-format",
            "json",
            "base",
            "cd",
            "..",
            "/",
            "~",
            "mkdir",
            "ls",
            "read",
            "write",
            "edit",
            "--rewrite",
            "say",
            "/clear",
            "/compact",
            "/rename",
            "exit",
            "git",
            "worktree",
            "add",
            "src/a.rs",
            "export",
            "CLAUDE_CONFIG_DIR=/c",
            "11111111-1111-4111-8111-111111111111",
            "\"",
            "'",
            "\\",
            "é",
            "😀",
        ])
        .prop_map(str::to_owned),
        ".{0,12}",
    ]
}

fn line() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::collection::vec(word(), 0..7).prop_map(|w| w.join(" ")),
        ".{0,60}",
    ]
}

/// Command lines that parse, most of them meant to succeed in [`setup`].
fn well_formed() -> impl Strategy<Value = String> {
    prop::sample::select(vec![
        "claude",
        "claude -p \"fix the build\"",
        "claude -c",
        "claude -c -p \"go on\"",
        "claude -r base",
        "claude --resume base --fork-session",
        "claude -r 11111111-1111-4111-8111-111111111111",
        "claude -n review",
        "claude -w feature",
        "claude --session-id 22222222-2222-4222-8222-222222222222",
        "claude -p --output-format json \"summarise\"",
        "say hello",
        "read src/a.rs",
        "edit src/a.rs",
        "edit --rewrite src/a.rs",
        "write src/b.rs",
        "/clear",
        "/compact",
        "/rename later",
        "exit",
        "cd src",
        "cd ..",
        "cd",
        "cd /home/dev/shop",
        "mkdir docs",
        "ls",
        "ls ~/.claude/projects",
        "pwd",
        "git worktree add ../shop-wt",
        "export CLAUDE_CONFIG_DIR=/c",
        "unset CLAUDE_CONFIG_DIR",
        "help",
    ])
    .prop_map(str::to_owned)
}

/// What a learner types: mostly well-formed lines, some with a typo, some
/// anything at all.
fn typed_line() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => well_formed(),
        1 => maybe_edited(well_formed()),
        1 => line(),
    ]
}

/// `path` with `.`, `..` and empty parts resolved, absolute: the simulator's
/// rule for every path it is given.
fn normalize(path: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    for part in path.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            p => parts.push(p),
        }
    }
    format!("/{}", parts.join("/"))
}

fn parent(path: &str) -> &str {
    match path.rfind('/') {
        Some(0) => "/",
        Some(i) => &path[..i],
        None => "",
    }
}

/// The machine is a tree of normalised paths: `/`, the home and the
/// current directory exist, and every directory's and file's parent does.
fn machine_is_a_tree(sim: &Sim) -> Result<(), TestCaseError> {
    let m = &sim.state().machine;
    prop_assert!(m.dirs.contains("/"), "no root");
    for dir in &m.dirs {
        prop_assert_eq!(&normalize(dir), dir, "a directory's path is not normalised");
        if dir != "/" {
            prop_assert!(m.dirs.contains(parent(dir)), "{} has no parent", dir);
        }
    }
    for file in m.files.keys() {
        prop_assert_eq!(&normalize(file), file, "a file's path is not normalised");
        prop_assert!(
            m.dirs.contains(parent(file)),
            "file {} has no directory",
            file
        );
    }
    prop_assert!(
        m.dirs.contains(&m.cwd),
        "the current directory {} does not exist",
        m.cwd
    );
    prop_assert!(
        m.dirs.contains(&m.home),
        "the home {} does not exist",
        m.home
    );
    Ok(())
}

/// The simulator's state, saved as the page saves it and read back, is the
/// same simulator.
fn survives_saving(sim: &Sim) -> Result<(), TestCaseError> {
    let text = serde_json::to_string(sim).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let back: Sim = serde_json::from_str(&text).map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert_eq!(&back, sim, "the state changes when saved and read back");
    Ok(())
}

/// One step, checked: the result is the same on a copy of the simulator,
/// a failure says why, completions extend the partial line.
fn step(sim: &mut Sim, l: &str) -> Result<StepResult, TestCaseError> {
    let mut twin = sim.clone();
    let result = sim.run(l);
    prop_assert_eq!(
        &result,
        &twin.run(l),
        "the same line on the same state gave another result"
    );
    prop_assert_eq!(&*sim, &twin);
    prop_assert!(
        result.exit_code == 0 || result.lines.iter().any(|x| x.kind == LineKind::Error),
        "exit code {} without an error line: {:?}",
        result.exit_code,
        result
    );
    let completions = sim.complete(l);
    prop_assert_eq!(&completions, &sim.complete(l));
    for c in &completions {
        prop_assert!(
            c.starts_with(l) && c.len() > l.len(),
            "{:?} does not extend {:?}",
            c,
            l
        );
    }
    prop_assert!(
        completions.windows(2).all(|w| w[0] < w[1]),
        "completions unsorted or repeated"
    );
    Ok(result)
}

/// Any run of lines: each step is deterministic and checked as in [`step`],
/// the machine stays a tree, the state survives saving after every step, and
/// replaying the run from the start gives the same results and state. A
/// useful share of runs starts a session (counted).
#[test]
fn runs_are_deterministic_survive_saving_and_keep_the_machine_a_tree() {
    let lines = prop::collection::vec(typed_line(), 1..12);
    run_counting_valid("Sim::run", 300, 30, lines, |lines| {
        let start = Sim::new(&setup());
        let stored = start.state().sessions.len();
        let mut sim = start.clone();
        let mut results = Vec::new();
        for l in &lines {
            results.push(step(&mut sim, l)?);
            machine_is_a_tree(&sim)?;
            survives_saving(&sim)?;
        }
        let mut replay = start;
        let again: Vec<StepResult> = lines.iter().map(|l| replay.run(l)).collect();
        prop_assert_eq!(&again, &results, "a replay gave other results");
        prop_assert_eq!(&replay, &sim, "a replay ended in another state");
        Ok(sim.state().sessions.len() > stored)
    });
}

/// A path a setup names: absolute and plain, with `.`, `..` or doubled
/// slashes, relative, or anything.
fn setup_path() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => prop::collection::vec(
            prop_oneof![4 => "[a-z]{1,5}", 1 => Just(".".to_owned()), 1 => Just("..".to_owned()), 1 => Just(String::new())],
            0..5,
        )
        .prop_map(|parts| format!("/{}", parts.join("/"))),
        1 => "[a-z./]{0,12}",
        1 => ".{0,30}",
    ]
}

/// Any setup: the simulator it makes is deterministic, has the setup's
/// directories (normalised) in a tree with the current directory and the
/// home, survives saving, and runs a line deterministically. A useful
/// share of lines run without error (counted).
#[test]
fn any_setup_makes_a_tree_that_runs_deterministically() {
    let setups = (
        setup_path(),
        prop::collection::vec(setup_path(), 0..4),
        setup_path(),
        typed_line(),
    );
    run_counting_valid("Sim::new", 300, 20, setups, |(cwd, dirs, home, l)| {
        let setup = Setup {
            cwd,
            dirs,
            home,
            ..Setup::default()
        };
        let mut sim = Sim::new(&setup);
        prop_assert_eq!(&sim, &Sim::new(&setup), "Sim::new is not deterministic");
        machine_is_a_tree(&sim)?;
        let m = &sim.state().machine;
        prop_assert_eq!(&m.cwd, &normalize(&setup.cwd));
        prop_assert_eq!(&m.home, &normalize(&setup.home));
        for dir in &setup.dirs {
            prop_assert!(m.dirs.contains(&normalize(dir)), "{} is missing", dir);
        }
        survives_saving(&sim)?;
        let tick = sim.state().tick;
        let result = step(&mut sim, &l)?;
        machine_is_a_tree(&sim)?;
        survives_saving(&sim)?;
        Ok(result.exit_code == 0 && sim.state().tick > tick)
    });
}
