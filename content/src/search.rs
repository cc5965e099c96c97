//! The search index of a language: every lesson, the glossary and the
//! cheat sheets, cut at their `##` and `###` headings by the renderer (so
//! each section's anchor is the id its page gives the heading), in reading
//! order. The core's [`Index`] answers queries; the server ships the
//! [`IndexData`] as one JSON file per language for the browser.

use std::sync::OnceLock;

use hooklab_core::search::{Index, IndexData, PageData, SectionData};

use crate::{library, Library, LANGS};

/// The index data of `lang`, built from `library`: one page per lesson,
/// in the order of the lessons index, and its sections in page order.
pub fn index_data(library: &Library, lang: &str) -> IndexData {
    let mut data = IndexData::default();
    for section in library.sections(lang) {
        for summary in &section.lessons {
            let Some(lesson) = library.lesson(lang, &section.id, &summary.slug) else {
                continue;
            };
            let page = data.pages.len();
            data.pages.push(PageData {
                url: format!("/{lang}/learn/{}/{}", lesson.section, lesson.slug),
                title: lesson.title.clone(),
            });
            for text in library.section_texts(lang, &lesson.section, &lesson.slug) {
                data.sections.push(SectionData {
                    page,
                    anchor: text.id.clone(),
                    heading: text.heading.clone(),
                    text: text.text.clone(),
                });
            }
        }
    }
    data
}

/// The search index of `lang` over the embedded lessons, built the first
/// time that language is searched on the server (the browser searches its
/// own copy of the data); `None` for a language Hooklab does not have.
pub fn search_index(lang: &str) -> Option<&'static Index> {
    static INDEXES: [OnceLock<Index>; LANGS.len()] = [const { OnceLock::new() }; LANGS.len()];
    let at = LANGS.iter().position(|l| *l == lang)?;
    Some(INDEXES[at].get_or_init(|| Index::new(index_data(library(), lang))))
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: &str = "+++\nid = \"anatomy\"\ntitle = \"Anatomie d'un hook\"\nsummary = \"S\"\nweight = 20\n+++\n\
        Un hook réagit : toujours.\n\n## Codes de sortie {#exit-codes}\n\nLe code 2 bloque.\n\n\
        ```json\n{\"secret\": 1}\n```\n\n### Le code 1 {#exit-1}\n\nUn avis.\n";

    #[test]
    fn pages_and_sections_carry_the_rendered_anchors() {
        let library =
            Library::build([("fr/hooks/anatomy.md", PAGE), ("en/hooks/anatomy.md", PAGE)]);
        let data = index_data(&library, "fr");
        assert_eq!(data.pages.len(), 1);
        assert_eq!(data.pages[0].url, "/fr/learn/hooks/anatomy");
        // French typography, as on the page.
        assert_eq!(data.pages[0].title, "Anatomie d’un hook");
        let anchors: Vec<&str> = data.sections.iter().map(|s| s.anchor.as_str()).collect();
        assert_eq!(anchors, ["", "exit-codes", "exit-1"]);
        assert_eq!(data.sections[0].text, "Un hook réagit\u{a0}: toujours.");
        assert_eq!(data.sections[1].text, "Le code 2 bloque.");
        let html = &library
            .lesson("fr", "hooks", "anatomy")
            .expect("built")
            .html;
        for section in &data.sections[1..] {
            assert!(html.contains(&format!(" id=\"{}\"", section.anchor)));
        }
        let hits = Index::new(data).search("reagit", 5);
        assert_eq!(hits.hits[0].url, "/fr/learn/hooks/anatomy");
        assert!(search_index("de").is_none());
    }

    #[test]
    fn the_embedded_library_has_an_index_per_language() {
        for lang in LANGS {
            let index = search_index(lang).expect("a language of the site");
            assert!(index.data().pages.len() > 10, "{lang}");
            assert!(index.data().sections.len() > 50, "{lang}");
        }
    }
}
