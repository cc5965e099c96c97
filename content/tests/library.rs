//! Checks on the real, embedded lessons: every front matter valid, every
//! heading with an explicit id, the four languages at parity, every link and
//! practice entry resolving, every `json` sample parsing.

use std::collections::{BTreeMap, BTreeSet};

use hooklab_content::library::{CHEAT_SHEETS, PRACTICE_KINDS};
use hooklab_content::render::Outline;
use hooklab_content::{data_files, lesson_sources, library, Lesson, Library, LANGS, SECTIONS};

/// Fails with every message at once, so that one run shows all the work.
fn assert_none(what: &str, failures: &[String]) {
    assert!(
        failures.is_empty(),
        "{what}: {} problem(s)\n  {}",
        failures.len(),
        failures.join("\n  ")
    );
}

/// The outline of each loaded lesson, keyed by `<section>/<slug>` then
/// language.
fn outlines() -> BTreeMap<String, BTreeMap<&'static str, &'static Outline>> {
    let mut all: BTreeMap<String, BTreeMap<&'static str, &'static Outline>> = BTreeMap::new();
    for lesson in library().lessons() {
        if let Some(outline) = library().outline(&lesson.lang, &lesson.section, &lesson.slug) {
            all.entry(format!("{}/{}", lesson.section, lesson.slug))
                .or_default()
                .insert(lesson.lang.as_str(), outline);
        }
    }
    all
}

fn lessons_of(lang: &str) -> Vec<&'static Lesson> {
    library().lessons().filter(|l| l.lang == lang).collect()
}

#[test]
fn every_lesson_file_loads_without_errors() {
    let failures: Vec<String> = library().errors().iter().map(ToString::to_string).collect();
    assert_none(
        "content errors (front matter, headings, callouts, fences)",
        &failures,
    );
}

#[test]
fn the_start_page_exists_in_every_language() {
    for lang in LANGS {
        assert!(
            library().lesson(lang, "start", "overview").is_some(),
            "content/{lang}/start/overview.md is missing or broken"
        );
    }
}

#[test]
fn every_page_exists_in_all_four_languages() {
    let mut pages: BTreeMap<String, BTreeSet<&str>> = BTreeMap::new();
    for (path, _) in lesson_sources() {
        if let Some((lang, page)) = path.split_once('/') {
            if let Some(lang) = LANGS.iter().find(|l| **l == lang) {
                pages.entry(page.to_owned()).or_default().insert(lang);
            }
        }
    }
    let failures: Vec<String> = pages
        .iter()
        .flat_map(|(page, langs)| {
            LANGS
                .iter()
                .filter(|l| !langs.contains(*l))
                .map(move |l| format!("content/{l}/{page} is missing"))
        })
        .collect();
    assert_none("pages missing in a language", &failures);
}

#[test]
fn every_heading_has_an_explicit_id() {
    let mut failures = Vec::new();
    for (page, by_lang) in &outlines() {
        for (lang, outline) in by_lang {
            for heading in outline.headings.iter().filter(|h| h.id.is_none()) {
                failures.push(format!(
                    "content/{lang}/{page}.md:{}: heading “{}” has no {{#id}}",
                    heading.line, heading.text
                ));
            }
        }
    }
    assert_none("headings without an id", &failures);
}

#[test]
fn headings_and_code_blocks_match_across_languages() {
    let mut failures = Vec::new();
    for (page, by_lang) in &outlines() {
        let Some(en) = by_lang.get("en") else {
            continue;
        };
        let en_ids: Vec<String> = en.headings.iter().map(heading_key).collect();
        let en_fences: Vec<String> = en.code_blocks.iter().map(fence_key).collect();
        for (lang, outline) in by_lang.iter().filter(|(l, _)| **l != "en") {
            let ids: Vec<String> = outline.headings.iter().map(heading_key).collect();
            if ids != en_ids {
                failures.push(format!(
                    "content/{lang}/{page}.md: headings differ from en\n    en: {}\n    {lang}: {}",
                    en_ids.join(" "),
                    ids.join(" ")
                ));
            }
            let fences: Vec<String> = outline.code_blocks.iter().map(fence_key).collect();
            if fences != en_fences {
                failures.push(format!(
                    "content/{lang}/{page}.md: code blocks differ from en\n    en: {}\n    {lang}: {}",
                    en_fences.join(" "),
                    fences.join(" ")
                ));
            }
        }
    }
    assert_none("parity of headings and code blocks", &failures);
}

fn heading_key(heading: &hooklab_content::render::HeadingInfo) -> String {
    format!(
        "h{}#{}",
        heading.level,
        heading.id.as_deref().unwrap_or("(none)")
    )
}

fn fence_key(code: &hooklab_content::render::CodeBlockInfo) -> String {
    let language = if code.language.is_empty() {
        "(none)"
    } else {
        &code.language
    };
    if code.bad_example {
        format!("{language}+bad-example")
    } else {
        language.to_owned()
    }
}

#[test]
fn front_matter_matches_across_languages() {
    let mut failures = Vec::new();
    for en in lessons_of("en") {
        for lang in LANGS.iter().filter(|l| **l != "en") {
            let Some(other) = library().lesson(lang, &en.section, &en.slug) else {
                continue;
            };
            let at = format!("content/{lang}/{}/{}.md", en.section, en.slug);
            if other.weight != en.weight {
                failures.push(format!(
                    "{at}: weight {} but en has {}",
                    other.weight, en.weight
                ));
            }
            if other.claude_code_version != en.claude_code_version {
                failures.push(format!(
                    "{at}: claude_code_version {:?} but en has {:?}",
                    other.claude_code_version, en.claude_code_version
                ));
            }
            if other.practice != en.practice {
                failures.push(format!(
                    "{at}: practice {:?} but en has {:?}",
                    other.practice, en.practice
                ));
            }
            let shape = |l: &Lesson| -> Vec<(String, usize, usize)> {
                l.checks
                    .iter()
                    .map(|c| (c.id.clone(), c.answer, c.options.len()))
                    .collect()
            };
            if shape(other) != shape(en) {
                failures.push(format!(
                    "{at}: checks (id, answer, number of options) {:?} but en has {:?}",
                    shape(other),
                    shape(en)
                ));
            }
        }
    }
    assert_none("parity of front matter", &failures);
}

#[test]
fn each_lesson_has_three_to_five_checks() {
    let failures: Vec<String> = library()
        .lessons()
        .filter(|l| !l.is_cheat_sheet && !(3..=5).contains(&l.checks.len()))
        .map(|l| {
            format!(
                "content/{}/{}/{}.md has {} checks (a lesson has 3 to 5)",
                l.lang,
                l.section,
                l.slug,
                l.checks.len()
            )
        })
        .collect();
    assert_none("check-yourself questions", &failures);
}

#[test]
fn every_json_sample_parses_unless_marked_bad_example() {
    let mut failures = Vec::new();
    for (page, by_lang) in &outlines() {
        for (lang, outline) in by_lang {
            for code in outline
                .code_blocks
                .iter()
                .filter(|c| c.language == "json" && !c.bad_example)
            {
                if let Err(error) = serde_json::from_str::<serde_json::Value>(&code.code) {
                    failures.push(format!(
                        "content/{lang}/{page}.md:{}: json block does not parse: {error} (mark it `json bad-example` if it is wrong on purpose)",
                        code.line
                    ));
                }
            }
        }
    }
    assert_none("json samples", &failures);
}

/// The ids of the embedded `content/<dir>/*.toml` files.
fn data_ids(dir: &str) -> BTreeSet<String> {
    data_files(dir)
        .into_iter()
        .filter_map(|(name, _)| name.strip_suffix(".toml").map(str::to_owned))
        .collect()
}

/// Why an internal path below `/<lang>/` does not resolve, if it does not.
fn resolve(lang: &str, path: &str) -> Result<(), String> {
    let (path, fragment) = match path.split_once('#') {
        Some((path, fragment)) => (path, Some(fragment)),
        None => (path, None),
    };
    let path = path.split('?').next().unwrap_or_default();
    let Some(rest) = path.strip_prefix('/') else {
        return Err("internal links start with /<lang>/ or #".to_owned());
    };
    let mut parts = rest.split('/');
    let link_lang = parts.next().unwrap_or_default();
    if link_lang != lang {
        return Err(format!("links to /{link_lang}/ from a page in {lang}"));
    }
    let parts: Vec<&str> = parts.collect();
    let in_data = |dir: &str, id: &str| {
        if data_ids(dir).contains(id) {
            Ok(())
        } else {
            Err(format!("content/{dir}/{id}.toml does not exist"))
        }
    };
    match parts.as_slice() {
        [""] | ["learn"] | ["sandbox"] | ["quiz"] | ["simulator"] => Ok(()),
        ["learn", section, slug] => {
            let Some(target) = library().lesson(lang, section, slug) else {
                return Err(format!("no lesson content/{lang}/{section}/{slug}.md"));
            };
            match fragment {
                Some(anchor) if !anchor.is_empty() && !heading_ids(target).contains(anchor) => Err(
                    format!("no heading {{#{anchor}}} in content/{lang}/{section}/{slug}.md"),
                ),
                _ => Ok(()),
            }
        }
        ["sandbox", "presets", id] => in_data("presets", id),
        ["sandbox", "challenges", id] => in_data("challenges", id),
        ["simulator", id] => in_data("simulator", id),
        ["quiz", id] => in_data("scenarios", id),
        _ => Err("no such page".to_owned()),
    }
}

/// Every heading id of a lesson, of any level.
fn heading_ids(lesson: &Lesson) -> BTreeSet<&str> {
    lesson.toc.iter().map(|entry| entry.id.as_str()).collect()
}

#[test]
fn every_internal_link_resolves() {
    let mut failures = Vec::new();
    for lesson in library().lessons() {
        let at = format!(
            "content/{}/{}/{}.md",
            lesson.lang, lesson.section, lesson.slug
        );
        let Some(outline) = library().outline(&lesson.lang, &lesson.section, &lesson.slug) else {
            failures.push(format!("{at}: loaded without an outline"));
            continue;
        };
        let own_ids = heading_ids(lesson);
        for link in &outline.links {
            let destination = link.destination.as_str();
            let lower = destination.to_ascii_lowercase();
            if lower.starts_with("http://")
                || lower.starts_with("https://")
                || lower.starts_with("mailto:")
            {
                continue;
            }
            let result = if let Some(anchor) = destination.strip_prefix('#') {
                if own_ids.contains(anchor) || is_footnote(anchor) {
                    Ok(())
                } else {
                    Err(format!("no heading {{#{anchor}}} on this page"))
                }
            } else {
                resolve(&lesson.lang, destination)
            };
            if let Err(why) = result {
                failures.push(format!("{at}:{}: link `{destination}`: {why}", link.line));
            }
        }
    }
    assert_none("internal links", &failures);
}

/// Footnote references are rendered by pulldown-cmark as `#<label>` links
/// too, but they never reach the outline; this only guards hand-written
/// links to a footnote.
fn is_footnote(anchor: &str) -> bool {
    anchor.starts_with("fn-") || anchor.starts_with("footnote")
}

#[test]
fn every_practice_entry_names_an_existing_item() {
    let mut failures = Vec::new();
    for lesson in library().lessons() {
        for entry in &lesson.practice {
            let found = PRACTICE_KINDS
                .iter()
                .find_map(|(prefix, dir)| entry.strip_prefix(prefix).map(|id| (id, *dir)));
            match found {
                Some((id, dir)) if data_ids(dir).contains(id) => {}
                Some((id, dir)) => failures.push(format!(
                    "content/{}/{}/{}.md: practice entry `{entry}` needs content/{dir}/{id}.toml, which does not exist",
                    lesson.lang, lesson.section, lesson.slug
                )),
                None => failures.push(format!(
                    "content/{}/{}/{}.md: practice entry `{entry}` is not sandbox/presets/<id>, sandbox/challenges/<id> or simulator/<id>",
                    lesson.lang, lesson.section, lesson.slug
                )),
            }
        }
    }
    assert_none("practice entries", &failures);
}

#[test]
fn sections_follow_the_course_order_in_every_language() {
    for lang in LANGS {
        let ids: Vec<String> = library().sections(lang).into_iter().map(|s| s.id).collect();
        let expected: Vec<String> = SECTIONS
            .iter()
            .filter(|s| ids.iter().any(|id| id == *s))
            .map(|s| (*s).to_owned())
            .collect();
        assert_eq!(ids, expected, "{lang}");
        assert!(
            library().sections(lang).iter().all(|s| s
                .lessons
                .iter()
                .all(|l| (l.section == CHEAT_SHEETS) == (s.id == CHEAT_SHEETS))),
            "{lang}"
        );
    }
}

#[test]
fn building_the_library_again_gives_every_lesson() {
    // How long this takes is measured by `./dev bench` (start-up), in a
    // release build: a timing bound here would only measure the machine.
    let sources = lesson_sources();
    let built = hooklab_content::Library::build(sources.iter().map(|(p, t)| (p.as_str(), *t)));
    assert_eq!(built.lessons().count(), library().lessons().count());
}

#[test]
fn no_page_carries_inline_styles_or_scripts() {
    // The site's Content-Security-Policy forbids both.
    let failures: Vec<String> = library()
        .lessons()
        .filter(|l| l.html.contains(" style=") || l.html.contains("<script"))
        .map(|l| format!("content/{}/{}/{}.md", l.lang, l.section, l.slug))
        .collect();
    assert_none("inline styles or scripts in rendered HTML", &failures);
}

#[test]
fn data_files_lists_the_toml_files_of_a_folder_sorted() {
    let files = data_files("scenarios");
    assert!(!files.is_empty(), "content/scenarios has quiz scenarios");
    assert!(files
        .iter()
        .all(|(name, text)| name.ends_with(".toml") && !text.is_empty()));
    assert!(
        files.windows(2).all(|pair| pair[0].0 < pair[1].0),
        "sorted by name"
    );
    assert!(!files.iter().any(|(name, _)| name == "README.md"));
}

#[test]
fn lessons_survive_the_trip_to_the_browser() {
    // The page serialises a lesson into the HTML for hydration.
    let lesson = library()
        .lesson("en", "start", "overview")
        .expect("the start page");
    let json = serde_json::to_string(lesson).expect("serialises");
    let back: Lesson = serde_json::from_str(&json).expect("deserialises");
    assert_eq!(&back, lesson);
}

#[test]
fn heading_ids_are_ids() {
    let failures: Vec<String> = library()
        .lessons()
        .flat_map(|l| {
            l.toc
                .iter()
                .filter(|entry| !hooklab_content::is_id(&entry.id))
                .map(move |entry| {
                    format!(
                        "content/{}/{}/{}.md: heading id `{}` is not lowercase words joined by -",
                        l.lang, l.section, l.slug, entry.id
                    )
                })
        })
        .collect();
    assert_none("heading ids", &failures);
}

/// A lesson page whose only callout is `callout` (lines without `> `).
fn page_with_callout(callout: &str) -> String {
    let quoted: String = callout
        .lines()
        .map(|l| {
            if l.is_empty() {
                ">\n".to_owned()
            } else {
                format!("> {l}\n")
            }
        })
        .collect();
    format!(
        "+++\nid = \"anatomy\"\ntitle = \"T\"\nsummary = \"S\"\nweight = 20\n\
         [[check]]\nid = \"a\"\nquestion = \"Q\"\noptions = [\"A\", \"B\"]\nanswer = 0\nexplanation = \"E\"\n\
         [[check]]\nid = \"b\"\nquestion = \"Q\"\noptions = [\"A\", \"B\"]\nanswer = 0\nexplanation = \"E\"\n\
         [[check]]\nid = \"c\"\nquestion = \"Q\"\noptions = [\"A\", \"B\"]\nanswer = 0\nexplanation = \"E\"\n\
         +++\n## Exit codes {{#exit-codes}}\n\n> [!IMPORTANT]\n{quoted}"
    )
}

fn callout_errors(lang: &str, callout: &str) -> Vec<String> {
    let text = page_with_callout(callout);
    let path = format!("{lang}/hooks/anatomy.md");
    Library::build([(path.as_str(), text.as_str())])
        .errors()
        .iter()
        .map(ToString::to_string)
        .collect()
}

/// FORMAT.md: the exam/today callout gives the exam answer first, then
/// today's behaviour with the version it describes.
#[test]
fn exam_callouts_give_the_exam_answer_then_today_with_its_version() {
    let good = "**Exam answer:** 15.\n\n**Claude Code today (v2.1.240):** 14.";
    assert_eq!(callout_errors("en", good), Vec::<String>::new());
    let same_paragraph =
        "**Réponse à l'examen :** 15.\n**Claude Code aujourd'hui (v2.1.240) :** 14.";
    assert_eq!(callout_errors("fr", same_paragraph), Vec::<String>::new());

    // Planted mistakes: today's half missing, without a version, or written
    // in another language.
    for (lang, callout) in [
        ("en", "**Exam answer:** 15 events block."),
        ("en", "**Exam answer:** 15.\n\n**Claude Code today:** 14."),
        (
            "ru",
            "**Ответ на экзамене:** 15.\n\n**Claude Code today (v2.1.240):** 14.",
        ),
        (
            "es",
            "**Respuesta del examen:** 15.\n\n**Claude Code hoy (2.1.240):** 14.",
        ),
    ] {
        let errors = callout_errors(lang, callout);
        assert_eq!(errors.len(), 1, "{lang}: {callout:?} gave {errors:?}");
        let place = format!("content/{lang}/hooks/anatomy.md:27:");
        assert!(
            errors
                .iter()
                .any(|e| e.contains("(vX.Y.Z)") && e.starts_with(&place)),
            "{errors:?}"
        );
    }
    // Today's words before the exam answer are the other error.
    let errors = callout_errors(
        "en",
        "**Claude Code today (v2.1.240):** 14.\n\n**Exam answer:** 15.",
    );
    assert!(
        errors.iter().any(|e| e.contains("starts with the words")),
        "{errors:?}"
    );
}

#[test]
fn every_practice_file_loads_into_the_one_catalogue() {
    let catalogue = hooklab_content::practice().unwrap_or_else(|errors| {
        let lines: Vec<String> = errors.iter().map(ToString::to_string).collect();
        panic!("practice files that do not load:\n  {}", lines.join("\n  "))
    });
    assert_eq!(catalogue.quiz().len(), data_files("scenarios").len());
    assert_eq!(catalogue.presets().len(), data_files("presets").len());
    assert_eq!(catalogue.challenges().len(), data_files("challenges").len());
    assert_eq!(catalogue.simulator().len(), data_files("simulator").len());
    assert!(
        catalogue
            .simulator()
            .windows(2)
            .all(|p| p[0].order <= p[1].order),
        "simulator scenarios in their order"
    );
    for (kind, id) in catalogue.item_ids() {
        let item = catalogue.item(kind, &id).expect("listed items exist");
        assert!(!item.title("ru").is_empty(), "{id} has a Russian title");
        assert_eq!(item.version().len(), 16);
    }
}
