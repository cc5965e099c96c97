//! The exam item bank as the binary embeds it (`content/exam-items/`):
//! every item loads, has four options, one right answer, an explanation and
//! a "why not" for each distractor in all four languages, and links to a
//! lesson heading that exists in every language. Every item that carries a
//! sandbox case is run through the hook engine, and its `expect` must hold:
//! the engine proves the key.

use hooklab_content::{data_files, library, LANGS};
use hooklab_core::exam::{check_cases, Bank, LessonIndex};
use hooklab_core::i18n::Lang;

/// The lessons of one language and their heading ids.
fn lesson_index(lang: &str) -> LessonIndex {
    let lessons: Vec<(String, Vec<&str>)> = library()
        .lessons()
        .filter(|l| l.lang == lang)
        .map(|l| {
            let headings = l.toc.iter().map(|t| t.id.as_str()).collect();
            (format!("{}/{}", l.section, l.slug), headings)
        })
        .collect();
    LessonIndex::new(
        lessons
            .iter()
            .map(|(page, h)| (page.as_str(), h.iter().copied())),
    )
}

fn bank() -> Bank {
    let files = data_files("exam-items");
    assert!(!files.is_empty(), "content/exam-items holds no item");
    match Bank::load(&files, Some(&lesson_index("en"))) {
        Ok(bank) => bank,
        Err(errors) => {
            let list: Vec<String> = errors.iter().map(ToString::to_string).collect();
            panic!("exam items that do not load:\n{}", list.join("\n"));
        }
    }
}

#[test]
fn every_exam_item_is_complete_in_every_language() {
    let bank = bank();
    let mut failures = Vec::new();
    for item in bank.items() {
        let file = format!("content/exam-items/{}.toml", item.id);
        if item.options.len() != 4 {
            failures.push(format!("{file}: {} options", item.options.len()));
        }
        let keys = item.options.iter().filter(|o| **o == item.answer).count();
        if keys != 1 {
            failures.push(format!("{file}: {keys} right answers"));
        }
        for locale in Lang::ALL {
            let Some(text) = item.text.get(&locale) else {
                failures.push(format!("{file}: no [text.{}]", locale.code()));
                continue;
            };
            let blank = |s: &str| s.trim().is_empty();
            if blank(&text.stem) || blank(&text.explanation) {
                failures.push(format!(
                    "{file}: [text.{}] lacks a stem or explanation",
                    locale.code()
                ));
            }
            for option in &item.options {
                if text.options.get(option).is_none_or(|s| blank(s)) {
                    failures.push(format!(
                        "{file}: [text.{}] has no option.{option}",
                        locale.code()
                    ));
                }
                let explained = text.why_not.get(option).is_some_and(|s| !blank(s));
                if (*option == item.answer) == explained {
                    failures.push(format!(
                        "{file}: [text.{}] why_not.{option} must exist exactly for the distractors",
                        locale.code()
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_exam_item_links_to_a_lesson_heading_in_every_language() {
    let bank = bank();
    for lang in LANGS {
        let index = lesson_index(lang);
        let broken: Vec<String> = bank
            .items()
            .iter()
            .filter(|item| !index.contains(&item.lesson) || !item.lesson.contains('#'))
            .map(|item| format!("content/exam-items/{}.toml: `{}`", item.id, item.lesson))
            .collect();
        assert!(
            broken.is_empty(),
            "{lang}: links to no lesson heading:\n{}",
            broken.join("\n")
        );
    }
}

#[test]
fn the_engine_proves_every_key_that_carries_a_case() {
    let bank = bank();
    let checks = check_cases(&bank);
    assert!(
        checks.len() >= 2,
        "only {} exam items carry a sandbox case",
        checks.len()
    );
    let failures: Vec<String> = checks
        .iter()
        .flat_map(|check| {
            check.failures.iter().map(move |f| {
                format!(
                    "content/exam-items/{}.toml: case: expect.{}: {}",
                    check.item, f.field, f.message
                )
            })
        })
        .collect();
    assert!(
        failures.is_empty(),
        "the engine disagrees with these keys:\n{}",
        failures.join("\n")
    );
    for item in bank.items().iter().filter(|i| i.case.is_some()) {
        assert!(
            item.sandbox_state().is_some_and(|s| !s.is_empty()),
            "{}: no sandbox link",
            item.id
        );
    }
}
