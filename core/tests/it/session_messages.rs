//! Every message id has a key in the four `simulator-engine.ftl` files, with
//! the same placeables as the arguments the core passes.

use std::collections::BTreeSet;

use hooklab_core::session::message::english;
use hooklab_core::session::{Msg, MsgId, Setup, Sim};

use crate::ftl::{messages, LOCALES};

const FILE: &str = "simulator-engine.ftl";

#[test]
fn every_id_has_a_key_in_all_four_files() {
    for locale in LOCALES {
        let keys = messages(locale, FILE);
        for id in MsgId::ALL {
            let key = format!("sim-{}", id.as_str());
            assert!(
                keys.contains_key(&key),
                "locales/{locale}/simulator-engine.ftl has no `{key}`"
            );
        }
    }
}

#[test]
fn every_key_in_the_files_is_a_known_id() {
    for locale in LOCALES {
        for key in messages(locale, FILE).keys() {
            let id = key.strip_prefix("sim-").unwrap_or(key);
            assert!(
                MsgId::from_id(id).is_some(),
                "locales/{locale}/simulator-engine.ftl: unknown key {key}"
            );
        }
    }
}

#[test]
fn placeables_agree_across_locales() {
    let en = messages("en", FILE);
    for locale in ["fr", "ru", "es"] {
        let other = messages(locale, FILE);
        for (key, names) in &en {
            assert_eq!(other.get(key), Some(names), "{key} in {locale}");
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
    let key = format!("sim-{}", msg.id.as_str());
    let want = messages("en", FILE).remove(&key).unwrap_or_default();
    let got: BTreeSet<String> = msg.args.keys().cloned().collect();
    assert_eq!(got, want, "{key}");
    assert!(!msg.text().contains("{ $"), "unfilled: {}", msg.text());
    assert_eq!(msg.text(), english(msg.id, &msg.args));
}

#[test]
fn english_text_is_worded_from_the_english_file() {
    let msg = Msg::new(MsgId::SessionEnded, &[("id", "abc")]);
    assert_eq!(msg.text(), "Session abc ended.");
}
