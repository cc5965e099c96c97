//! Server functions: how the browser asks the server for content.
//!
//! Lessons are rendered from Markdown on the server only (the renderer never
//! reaches the wasm bundle); during server rendering these functions run in
//! process and their results are serialised into the page for hydration.

use crate::answer_codec::JsonAnswer;
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

/// A section of the lessons index.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SectionView {
    pub id: String,
    pub title: String,
    pub lessons: Vec<LessonLink>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LessonLink {
    pub section: String,
    pub slug: String,
    pub title: String,
    pub summary: String,
    /// The ids of the lesson's check-yourself questions (the index counts
    /// those the learner answered right).
    pub checks: Vec<String>,
}

impl LessonLink {
    /// The lesson's id in the progress store, `section/slug`.
    #[must_use]
    pub fn progress_id(&self) -> String {
        crate::reading::lesson_progress_id(&self.section, &self.slug)
    }
}

/// A check-yourself question at the end of a lesson.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CheckView {
    pub id: String,
    pub question: String,
    pub options: Vec<String>,
    pub answer: usize,
    pub explanation: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TocView {
    pub level: u8,
    pub id: String,
    pub text: String,
}

/// One lesson, ready to show.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LessonView {
    pub section: String,
    pub section_title: String,
    pub slug: String,
    pub title: String,
    pub summary: String,
    pub claude_code_version: Option<String>,
    pub practice: Vec<String>,
    pub checks: Vec<CheckView>,
    pub toc: Vec<TocView>,
    pub html: String,
    pub is_cheat_sheet: bool,
    pub previous: Option<LessonLink>,
    pub next: Option<LessonLink>,
}

/// The lessons index of a language.
#[server(prefix = "/api", endpoint = "lesson-index", input = leptos::server_fn::codec::GetUrl, output = JsonAnswer)]
pub async fn lesson_index(lang: String) -> Result<Vec<SectionView>, ServerFnError> {
    Ok(ssr::sections(&lang))
}

/// One lesson; `None` when it does not exist (the page answers 404).
#[server(prefix = "/api", endpoint = "lesson", input = leptos::server_fn::codec::GetUrl, output = JsonAnswer)]
pub async fn lesson(
    lang: String,
    section: String,
    slug: String,
) -> Result<Option<LessonView>, ServerFnError> {
    Ok(ssr::lesson(&lang, &section, &slug))
}

/// The most results the search page lists.
pub const SEARCH_PAGE_LIMIT: usize = 50;

/// The lessons, glossary and cheat sheets of `lang` that hold every word
/// of `query`, best first, for the search page (the browser searches the
/// same index itself as the learner types).
#[server(prefix = "/api", endpoint = "search", input = leptos::server_fn::codec::GetUrl, output = JsonAnswer)]
pub async fn search_lessons(
    lang: String,
    query: String,
) -> Result<hooklab_core::search::Results, ServerFnError> {
    Ok(hooklab_content::search_index(&lang)
        .map(|index| index.search(&query, SEARCH_PAGE_LIMIT))
        .unwrap_or_default())
}

#[cfg(feature = "ssr")]
pub mod ssr {
    //! Conversions from the content library to the views above.

    use super::*;
    use hooklab_content::library;

    /// The practice items, loaded once for the whole process (the server
    /// refuses to start when they do not load, so the error here is only
    /// for a server built without that check).
    pub fn practice() -> Result<&'static hooklab_core::practice::Catalogue, ServerFnError> {
        hooklab_content::practice()
            .map(AsRef::as_ref)
            .map_err(|errors| {
                ServerFnError::new(format!(
                    "the practice content does not load: {}",
                    errors
                        .iter()
                        .map(ToString::to_string)
                        .collect::<Vec<_>>()
                        .join("; ")
                ))
            })
    }

    /// The mock exam's item bank: the practice catalogue's exam items
    /// (`content/exam-items/`, loaded once with everything else), as a
    /// bank, once for the whole process.
    pub fn exam_bank() -> Result<&'static hooklab_core::exam::Bank, ServerFnError> {
        static BANK: std::sync::OnceLock<hooklab_core::exam::Bank> = std::sync::OnceLock::new();
        let practice = practice()?;
        Ok(BANK.get_or_init(|| hooklab_core::exam::Bank::from_items(practice.exam().to_vec())))
    }

    pub fn sections(lang: &str) -> Vec<SectionView> {
        library()
            .sections(lang)
            .into_iter()
            .map(|section| SectionView {
                id: section.id.clone(),
                title: section.title.clone(),
                lessons: section
                    .lessons
                    .iter()
                    .map(|l| LessonLink {
                        section: section.id.clone(),
                        slug: l.id.clone(),
                        title: l.title.clone(),
                        summary: l.summary.clone(),
                        checks: library()
                            .lesson(lang, &section.id, &l.id)
                            .map(|lesson| lesson.checks.iter().map(|c| c.id.clone()).collect())
                            .unwrap_or_default(),
                    })
                    .collect(),
            })
            .collect()
    }

    pub fn lesson(lang: &str, section: &str, slug: &str) -> Option<LessonView> {
        let lesson = library().lesson(lang, section, slug)?;
        let sections = sections(lang);
        let flat: Vec<&LessonLink> = sections.iter().flat_map(|s| s.lessons.iter()).collect();
        let position = flat
            .iter()
            .position(|l| l.section == section && l.slug == slug);
        let previous = position
            .and_then(|p| p.checked_sub(1))
            .and_then(|p| flat.get(p))
            .map(|l| (*l).clone());
        let next = position.and_then(|p| flat.get(p + 1)).map(|l| (*l).clone());
        let section_title = sections
            .iter()
            .find(|s| s.id == section)
            .map(|s| s.title.clone())
            .unwrap_or_default();
        Some(LessonView {
            section: lesson.section.clone(),
            section_title,
            slug: lesson.slug.clone(),
            title: lesson.title.clone(),
            summary: lesson.summary.clone(),
            claude_code_version: lesson.claude_code_version.clone(),
            practice: lesson.practice.clone(),
            checks: lesson
                .checks
                .iter()
                .map(|c| CheckView {
                    id: c.id.clone(),
                    question: c.question.clone(),
                    options: c.options.clone(),
                    answer: c.answer,
                    explanation: c.explanation.clone(),
                })
                .collect(),
            toc: lesson
                .toc
                .iter()
                .map(|e| TocView {
                    level: e.level,
                    id: e.id.clone(),
                    text: e.text.clone(),
                })
                .collect(),
            html: lesson.html.clone(),
            is_cheat_sheet: lesson.is_cheat_sheet,
            previous,
            next,
        })
    }
}
