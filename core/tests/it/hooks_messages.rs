//! Every id the engine can emit has a message, in English in the core and in
//! all four locales' engine.ftl, with the same placeables as its args.

use std::collections::BTreeSet;
use std::path::Path;

use hooklab_core::hooks::{english, evaluate, parse_case, placeholders, MESSAGE_IDS};
use hooklab_core::i18n::Concept;

use crate::ftl::{messages, LOCALES};

#[test]
fn ids_are_unique_and_have_english() {
    let set: BTreeSet<&str> = MESSAGE_IDS.iter().copied().collect();
    assert_eq!(set.len(), MESSAGE_IDS.len(), "duplicate ids");
    for id in MESSAGE_IDS {
        let args = placeholders(id)
            .into_iter()
            .map(|p| (p.clone(), format!("<{p}>")))
            .collect();
        let text = english(id, &args);
        assert_ne!(&text, id, "{id} has no English text");
        assert!(!text.contains('{'), "{id}: unfilled placeholder in {text}");
    }
}

#[test]
fn every_id_has_a_key_in_every_locale_with_the_same_placeables() {
    for lang in LOCALES {
        let file = messages(lang, "engine.ftl");
        for id in MESSAGE_IDS {
            let key = format!("hook-{id}");
            let names = file
                .get(&key)
                .unwrap_or_else(|| panic!("locales/{lang}/engine.ftl has no key {key}"));
            let want: BTreeSet<String> = placeholders(id).into_iter().collect();
            assert_eq!(names, &want, "{lang}: {key} placeables");
        }
        let keys = file.keys().filter(|k| k.starts_with("hook-")).count();
        assert_eq!(
            keys,
            MESSAGE_IDS.len(),
            "{lang}: keys that are not engine ids"
        );
    }
}

#[test]
fn every_emitted_id_is_listed() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests");
    let mut stack = vec![root.join("cases/hooks"), root.join("conformance/hooks")];
    let mut seen = BTreeSet::new();
    while let Some(dir) = stack.pop() {
        for e in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
                continue;
            }
            let Ok(text) = std::fs::read_to_string(&p) else {
                continue;
            };
            let Ok(case) = parse_case(&text) else {
                continue;
            };
            let out = evaluate(&case);
            for t in &out.trace {
                assert!(
                    MESSAGE_IDS.contains(&t.id.as_ref()),
                    "{}: unlisted trace id {}",
                    p.display(),
                    t.id
                );
                let message = english(&t.id, &t.args.to_map());
                assert_eq!(t.message(), message);
                let json = serde_json::to_value(t).expect("a trace entry serialises");
                assert_eq!(
                    json["message"],
                    message.as_str(),
                    "the JSON carries the English message"
                );
                let want: BTreeSet<String> = placeholders(&t.id).into_iter().collect();
                let got: BTreeSet<String> =
                    t.args.iter().map(|(name, _)| name.to_owned()).collect();
                assert_eq!(got, want, "{}: args of {}", p.display(), t.id);
                assert!(
                    Concept::Status.key(&t.result).is_some(),
                    "{}: the status {} of {} is not a known trace result",
                    p.display(),
                    t.result,
                    t.id
                );
                seen.insert(t.id.to_string());
            }
            for c in &out.config_errors {
                assert!(
                    MESSAGE_IDS.contains(&c.id.as_str()),
                    "unlisted config error id {}",
                    c.id
                );
                seen.insert(c.id.clone());
            }
        }
    }
    assert!(
        seen.len() > 100,
        "the cases exercise only {} ids",
        seen.len()
    );
}
