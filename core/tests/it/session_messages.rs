//! Every message id has a key in the four `simulator-engine.ftl` files, with
//! the same placeables as the arguments the core passes.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast;
use hooklab_core::session::message::english;
use hooklab_core::session::{Msg, MsgId, Setup, Sim};

const LOCALES: [&str; 4] = ["en", "fr", "ru", "es"];

/// The messages of a language's file: key, and every variable it uses
/// (selectors and their variants included).
fn messages(locale: &str) -> BTreeMap<String, BTreeSet<String>> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../locales")
        .join(locale)
        .join("simulator-engine.ftl");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let resource = fluent_syntax::parser::parse(text.as_str())
        .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", path.display()));
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let ast::Entry::Message(m) = entry {
            let mut names = BTreeSet::new();
            if let Some(p) = &m.value {
                variables(p, &mut names);
            }
            out.insert(m.id.name.to_owned(), names);
        }
    }
    out
}

fn variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Inline(ast::InlineExpression::VariableReference { id }) => {
            out.insert(id.name.to_owned());
        }
        ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) => {
            expression_variables(expression, out);
        }
        ast::Expression::Select { selector, variants } => {
            if let ast::InlineExpression::VariableReference { id } = selector {
                out.insert(id.name.to_owned());
            }
            for v in variants {
                variables(&v.value, out);
            }
        }
        ast::Expression::Inline(_) => {}
    }
}

#[test]
fn every_id_has_a_key_in_all_four_files() {
    for locale in LOCALES {
        let keys = messages(locale);
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
        for key in messages(locale).keys() {
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
    let en = messages("en");
    for locale in ["fr", "ru", "es"] {
        let other = messages(locale);
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
    let want = messages("en").remove(&key).unwrap_or_default();
    let got: BTreeSet<String> = msg.args.keys().cloned().collect();
    assert_eq!(got, want, "{key}");
    assert!(!msg.text.contains("{ $"), "unfilled: {}", msg.text);
    assert_eq!(msg.text, english(msg.id, &msg.args));
}

#[test]
fn english_text_is_worded_from_the_english_file() {
    let msg = Msg::new(MsgId::SessionEnded, &[("id", "abc")]);
    assert_eq!(msg.text, "Session abc ended.");
}
