//! Every message id has a key in the four `simulator-engine.ftl` files, with
//! the same placeables as the arguments the core passes.

use std::collections::BTreeSet;

use hooklab_core::session::message::{ftl_source, localize, pattern, placeables, LOCALES};
use hooklab_core::session::{Msg, MsgId, Setup, Sim};

#[test]
fn every_id_has_a_key_in_all_four_files() {
    for locale in LOCALES {
        let source = ftl_source(locale);
        for id in MsgId::ALL {
            let key = format!("sim-{} =", id.as_str());
            assert!(
                source.lines().any(|l| l.starts_with(&key)),
                "locales/{locale}/simulator-engine.ftl has no `{key}`"
            );
        }
    }
}

#[test]
fn every_key_in_the_files_is_a_known_id() {
    for locale in LOCALES {
        for line in ftl_source(locale).lines() {
            let Some(rest) = line.strip_prefix("sim-") else {
                continue;
            };
            let id = rest.split(" =").next().unwrap_or_default();
            assert!(
                MsgId::from_id(id).is_some(),
                "locales/{locale}/simulator-engine.ftl: unknown key sim-{id}"
            );
        }
    }
}

#[test]
fn placeables_agree_across_locales() {
    for id in MsgId::ALL {
        let en = placeables(pattern("en", *id).unwrap_or_default());
        for locale in ["fr", "ru", "es"] {
            let other = placeables(pattern(locale, *id).unwrap_or_default());
            assert_eq!(other, en, "sim-{} in {locale}", id.as_str());
        }
    }
}

/// Runs a varied script and checks that every message emitted passes
/// exactly the placeables its English pattern uses.
#[test]
fn emitted_arguments_match_the_placeables() {
    let setup: Setup = toml::from_str(
        r#"
        cwd = "/home/dev/shop"
        repos = ["/home/dev/shop"]
        version = "2.1.200"
        [[files]]
        path = "/home/dev/shop/a.rs"
        [[sessions]]
        id = "11111111-1111-4111-8111-111111111111"
        cwd = "/home/dev/shop"
        name = "n"
        prompts = ["p"]
        reads = [{ path = "/home/dev/shop/a.rs", version = 1 }]
        [[sessions]]
        id = "22222222-2222-4222-8222-222222222222"
        cwd = "/srv/x"
        print = true
        prompts = ["q"]
        "#,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let script = [
        "help",
        "pwd",
        "ls",
        "ls /home/dev",
        "ls /nowhere",
        "mkdir /tmp/x",
        "cd /tmp/x",
        "ls .",
        "cd /home/dev/shop",
        "export CLAUDE_CONFIG_DIR=/cfg",
        "unset CLAUDE_CONFIG_DIR",
        "claude --version",
        "claude --resume",
        "claude -c",
        "exit",
        "claude -r 22222222-2222-4222-8222-222222222222",
        "claude -r nobody",
        "claude -r 33333333-3333-4333-8333-333333333333",
        "claude -c --fork-session -n f",
        "read a.rs",
        "edit a.rs",
        "write a.rs",
        "say hi",
        "/compact",
        "/rename g",
        "/clear",
        "exit",
        "claude -p hello",
        "claude -p hello --output-format json",
        "git worktree add ../wt",
        "claude -w w1",
        "exit",
        "claude -x",
        "claude --output-format xml -p a",
        "claude -n",
        "git status",
        "frobnicate",
        "/nope",
        "read",
        "cd a.rs",
        "say \"open",
    ];
    let mut sim = Sim::new(&setup);
    let mut seen = BTreeSet::new();
    for line in script {
        for l in sim.run(line).lines {
            check(&l.msg);
            seen.insert(l.msg.id);
        }
    }
    assert!(seen.len() > 40, "the script should exercise many messages");
}

fn check(msg: &Msg) {
    let want = placeables(pattern("en", msg.id).unwrap_or_default());
    let got: Vec<String> = msg.args.keys().cloned().collect();
    assert_eq!(got, want, "sim-{}", msg.id.as_str());
    assert!(!msg.text.contains("{ $"), "unfilled: {}", msg.text);
    for locale in LOCALES {
        let text = localize(locale, msg);
        assert!(!text.contains("{ $"), "{locale}: unfilled {text}");
    }
}

#[test]
fn localize_renders_each_language() {
    let msg = Msg::new(MsgId::SessionEnded, &[("id", "abc")]);
    assert_eq!(msg.text, "Session abc ended.");
    assert_eq!(localize("fr", &msg), "Session abc terminée.");
    assert_eq!(localize("ru", &msg), "Сессия abc завершена.");
    assert_eq!(localize("es", &msg), "Sesión abc terminada.");
    assert_eq!(localize("de", &msg), "Session abc ended.");
}
