//! The simulator never panics, whatever the learner types.

use hooklab_core::session::{Setup, Sim};
use proptest::prelude::*;

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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn run_never_panics(lines in prop::collection::vec(line(), 1..12)) {
        let mut sim = Sim::new(&setup());
        for l in &lines {
            let step = sim.run(l);
            prop_assert!(step.exit_code == 0 || !step.lines.is_empty());
            let _ = sim.complete(l);
        }
        let text = serde_json::to_string(sim.state());
        prop_assert!(text.is_ok());
    }

    #[test]
    fn arbitrary_setups_do_not_panic(
        cwd in ".{0,30}",
        dirs in prop::collection::vec(".{0,20}", 0..4),
        home in ".{0,20}",
        l in line(),
    ) {
        let setup = Setup { cwd, dirs, home, ..Setup::default() };
        let mut sim = Sim::new(&setup);
        let _ = sim.run(&l);
        let _ = sim.complete(&l);
    }
}
