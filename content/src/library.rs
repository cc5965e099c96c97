//! Every lesson of every language, parsed and rendered once.

use std::collections::{BTreeMap, HashSet};

use serde::{Deserialize, Serialize};

use crate::front_matter::{self, Check, SplitError};
use crate::phrases::phrase;
use crate::render::{self, CalloutKind, Outline, SectionText, TocEntry};
use crate::{is_id, LANGS, SECTIONS};

/// The section whose pages are printable summaries rather than lessons.
pub const CHEAT_SHEETS: &str = "cheat-sheets";

/// The words an "Exam answer / Claude Code today" callout starts with, per
/// language (FORMAT.md).
pub const EXAM_ANSWER_WORDS: [(&str, &str); 4] = [
    ("en", "Exam answer"),
    ("fr", "Réponse à l'examen"),
    ("ru", "Ответ на экзамене"),
    ("es", "Respuesta del examen"),
];

/// The words that open the "Claude Code today" half of that callout, per
/// language; a version in parentheses follows them: `(v2.1.240)`.
pub const CLAUDE_CODE_TODAY_WORDS: [(&str, &str); 4] = [
    ("en", "Claude Code today"),
    ("fr", "Claude Code aujourd'hui"),
    ("ru", "Claude Code сегодня"),
    ("es", "Claude Code hoy"),
];

/// Where `practice` entries may point, and the `content/` folder that holds
/// their files.
pub const PRACTICE_KINDS: [(&str, &str); 3] = [
    ("sandbox/presets/", "presets"),
    ("sandbox/challenges/", "challenges"),
    ("simulator/", "simulator"),
];

/// One lesson page in one language, ready to show.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lesson {
    pub lang: String,
    pub section: String,
    pub slug: String,
    pub id: String,
    pub title: String,
    pub summary: String,
    pub weight: i64,
    pub claude_code_version: Option<String>,
    /// Paths below `/<lang>/`, such as `sandbox/presets/exit-1-does-not-block`.
    pub practice: Vec<String>,
    pub checks: Vec<Check>,
    pub toc: Vec<TocEntry>,
    /// The rendered body. Safe to insert as inner HTML: raw HTML from the
    /// Markdown is escaped.
    pub html: String,
    pub is_cheat_sheet: bool,
}

/// A lesson as listed in the index.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonSummary {
    pub section: String,
    pub slug: String,
    pub id: String,
    pub title: String,
    pub summary: String,
}

/// A section of the index with its lessons, in reading order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SectionSummary {
    pub id: String,
    /// In the page's language (`section-<id>` in `content.ftl`).
    pub title: String,
    pub lessons: Vec<LessonSummary>,
}

/// Something wrong in a content file. `path` is relative to `content/`;
/// `line` is a line of that file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("content/{path}{}: {message}", line.map(|l| format!(":{l}")).unwrap_or_default())]
pub struct ContentError {
    pub path: String,
    pub line: Option<usize>,
    pub message: String,
}

/// All the lessons, indexed by language, section and slug.
#[derive(Debug, Clone, Default)]
pub struct Library {
    /// Keyed by (lang, section, slug).
    lessons: BTreeMap<(String, String, String), Lesson>,
    /// The structure of each lesson's body, for the content tests; kept
    /// apart from [`Lesson`] so that pages never ship it to the browser.
    outlines: BTreeMap<(String, String, String), Outline>,
    /// Each lesson's text cut at its headings, for the search index; kept
    /// apart from [`Lesson`] for the same reason.
    texts: BTreeMap<(String, String, String), Vec<SectionText>>,
    errors: Vec<ContentError>,
}

impl Library {
    /// Builds a library from `(path, text)` pairs, paths relative to
    /// `content/` (`en/hooks/anatomy.md`). A file that cannot become a lesson
    /// is left out and reported in [`Library::errors`]; a lesson whose body
    /// breaks the format is kept and reported too.
    pub fn build<'a>(files: impl IntoIterator<Item = (&'a str, &'a str)>) -> Self {
        let files: Vec<(&str, &str)> = files.into_iter().collect();
        let mut library = Self::default();
        for (loaded, errors) in load_all(&files) {
            library.errors.extend(errors);
            if let Some((lesson, outline, texts)) = loaded {
                let key = (
                    lesson.lang.clone(),
                    lesson.section.clone(),
                    lesson.slug.clone(),
                );
                library.outlines.insert(key.clone(), outline);
                library.texts.insert(key.clone(), texts);
                library.lessons.insert(key, lesson);
            }
        }
        library
    }

    /// The lesson at `/{lang}/learn/{section}/{slug}`.
    pub fn lesson(&self, lang: &str, section: &str, slug: &str) -> Option<&Lesson> {
        self.lessons
            .get(&(lang.to_owned(), section.to_owned(), slug.to_owned()))
    }

    /// The outline of a lesson's body: its headings, code blocks, links and
    /// callouts as written.
    pub fn outline(&self, lang: &str, section: &str, slug: &str) -> Option<&Outline> {
        self.outlines
            .get(&(lang.to_owned(), section.to_owned(), slug.to_owned()))
    }

    /// A lesson's text cut at its `##` and `###` headings, with the ids its
    /// page gives them (see [`render::SectionText`]).
    pub fn section_texts(&self, lang: &str, section: &str, slug: &str) -> &[SectionText] {
        self.texts
            .get(&(lang.to_owned(), section.to_owned(), slug.to_owned()))
            .map_or(&[], Vec::as_slice)
    }

    /// Every lesson of every language, by language, section and slug.
    pub fn lessons(&self) -> impl Iterator<Item = &Lesson> {
        self.lessons.values()
    }

    /// What went wrong while loading; empty when all content is well formed.
    pub fn errors(&self) -> &[ContentError] {
        &self.errors
    }

    /// The index for `lang`: the sections in course order (see
    /// [`SECTIONS`]), each with its lessons by weight. Sections without a
    /// lesson in `lang` are left out.
    pub fn sections(&self, lang: &str) -> Vec<SectionSummary> {
        SECTIONS
            .iter()
            .filter_map(|section| {
                let mut lessons: Vec<&Lesson> = self
                    .lessons
                    .values()
                    .filter(|l| l.lang == lang && l.section == *section)
                    .collect();
                if lessons.is_empty() {
                    return None;
                }
                lessons.sort_by(|a, b| a.weight.cmp(&b.weight).then_with(|| a.slug.cmp(&b.slug)));
                Some(SectionSummary {
                    id: (*section).to_owned(),
                    title: section_title(lang, section),
                    lessons: lessons.into_iter().map(summary).collect(),
                })
            })
            .collect()
    }

    /// The lessons before and after this one in reading order (across
    /// sections), for "previous" and "next" links.
    pub fn neighbours(
        &self,
        lang: &str,
        section: &str,
        slug: &str,
    ) -> (Option<LessonSummary>, Option<LessonSummary>) {
        let order: Vec<LessonSummary> = self
            .sections(lang)
            .into_iter()
            .flat_map(|s| s.lessons)
            .collect();
        let Some(at) = order
            .iter()
            .position(|l| l.section == section && l.slug == slug)
        else {
            return (None, None);
        };
        let previous = at.checked_sub(1).and_then(|i| order.get(i)).cloned();
        let next = order.get(at + 1).cloned();
        (previous, next)
    }
}

/// Loads one file at a time, collecting what is wrong with it.
#[derive(Default)]
struct Loader {
    errors: Vec<ContentError>,
}

impl Loader {
    fn error(&mut self, path: &str, line: Option<usize>, message: impl Into<String>) {
        self.errors.push(ContentError {
            path: path.to_owned(),
            line,
            message: message.into(),
        });
    }

    fn load(&mut self, path: &str, text: &str) -> Option<(Lesson, Outline, Vec<SectionText>)> {
        let parts: Vec<&str> = path.split('/').collect();
        let [lang, section, file] = parts.as_slice() else {
            self.error(path, None, "a lesson lives at <lang>/<section>/<slug>.md");
            return None;
        };
        let Some(slug) = file.strip_suffix(".md") else {
            self.error(path, None, "a lesson file ends in .md");
            return None;
        };
        if !LANGS.contains(lang) {
            self.error(path, None, format!("unknown language `{lang}`"));
            return None;
        }
        if !SECTIONS.contains(section) {
            self.error(
                path,
                None,
                format!(
                    "unknown section `{section}` (expected one of {})",
                    SECTIONS.join(", ")
                ),
            );
            return None;
        }
        if !is_id(slug) {
            self.error(
                path,
                None,
                format!("slug `{slug}` is not an id (lowercase words joined by -)"),
            );
            return None;
        }

        let split = match front_matter::split(text) {
            Ok(split) => split,
            Err(SplitError::Missing) => {
                self.error(
                    path,
                    Some(1),
                    "no front matter: the file must start with a `+++` line",
                );
                return None;
            }
            Err(SplitError::Unclosed) => {
                self.error(
                    path,
                    Some(1),
                    "the front matter is never closed by a `+++` line",
                );
                return None;
            }
        };
        let front = match front_matter::parse(split.front_matter) {
            Ok(front) => front,
            Err(error) => {
                // The front matter starts on the file's second line.
                let line = error.line.map(|l| l + 1);
                self.error(path, line, format!("front matter: {}", error.message));
                return None;
            }
        };
        self.validate_front_matter(path, slug, &front);

        let rendered = render::render(lang, split.body);
        for problem in &rendered.problems {
            self.error(
                path,
                Some(problem.line + split.body_line_offset),
                problem.message.clone(),
            );
        }
        let exam_words = EXAM_ANSWER_WORDS
            .iter()
            .find(|(l, _)| l == lang)
            .map(|(_, words)| *words)
            .unwrap_or_default();
        let today_words = CLAUDE_CODE_TODAY_WORDS
            .iter()
            .find(|(l, _)| l == lang)
            .map(|(_, words)| *words)
            .unwrap_or_default();
        for callout in &rendered.outline.callouts {
            if callout.kind != CalloutKind::Important {
                continue;
            }
            let line = Some(callout.line + split.body_line_offset);
            if !starts_with_words(&callout.first_paragraph, exam_words) {
                self.error(
                    path,
                    line,
                    format!("an [!IMPORTANT] callout starts with the words “{exam_words}”"),
                );
            } else if !has_versioned_today(&callout.text, today_words) {
                self.error(
                    path,
                    line,
                    format!(
                        "an [!IMPORTANT] callout gives today's behaviour after the exam answer, \
                         opening with “{today_words} (vX.Y.Z)”"
                    ),
                );
            }
        }

        let typeset = |text: String| render::typeset(lang, text);
        let checks = front
            .checks
            .into_iter()
            .map(|check| Check {
                question: typeset(check.question),
                options: check.options.into_iter().map(typeset).collect(),
                explanation: typeset(check.explanation),
                ..check
            })
            .collect();
        let lesson = Lesson {
            lang: (*lang).to_owned(),
            section: (*section).to_owned(),
            slug: slug.to_owned(),
            id: front.id,
            title: typeset(front.title),
            summary: typeset(front.summary),
            weight: front.weight,
            claude_code_version: front.claude_code_version,
            practice: front.practice,
            checks,
            toc: rendered.toc,
            html: rendered.html,
            is_cheat_sheet: *section == CHEAT_SHEETS,
        };
        Some((lesson, rendered.outline, rendered.sections))
    }

    fn validate_front_matter(&mut self, path: &str, slug: &str, front: &front_matter::FrontMatter) {
        if front.id != slug {
            self.error(
                path,
                None,
                format!(
                    "front matter: id `{}` differs from the slug `{slug}`",
                    front.id
                ),
            );
        }
        for (field, value) in [("title", &front.title), ("summary", &front.summary)] {
            if value.trim().is_empty() {
                self.error(path, None, format!("front matter: `{field}` is empty"));
            }
        }
        if front
            .claude_code_version
            .as_deref()
            .is_some_and(|v| v.trim().is_empty())
        {
            self.error(path, None, "front matter: `claude_code_version` is empty");
        }
        for entry in &front.practice {
            let target = PRACTICE_KINDS
                .iter()
                .find_map(|(prefix, _)| entry.strip_prefix(prefix));
            if !target.is_some_and(is_id) {
                self.error(
                    path,
                    None,
                    format!(
                        "front matter: practice entry `{entry}` is not sandbox/presets/<id>, sandbox/challenges/<id> or simulator/<id>"
                    ),
                );
            }
        }
        let mut seen = HashSet::new();
        for check in &front.checks {
            if !is_id(&check.id) {
                self.error(
                    path,
                    None,
                    format!("front matter: check id `{}` is not an id", check.id),
                );
            }
            if !seen.insert(check.id.as_str()) {
                self.error(
                    path,
                    None,
                    format!("front matter: check id `{}` is used twice", check.id),
                );
            }
            if check.options.len() < 2 {
                self.error(
                    path,
                    None,
                    format!(
                        "front matter: check `{}` needs at least two options",
                        check.id
                    ),
                );
            }
            if check.answer >= check.options.len() {
                self.error(
                    path,
                    None,
                    format!(
                        "front matter: check `{}` has answer = {} but only {} options (answers count from 0)",
                        check.id,
                        check.answer,
                        check.options.len()
                    ),
                );
            }
        }
    }
}

/// What loading one file gives: the lesson if it could be built, and what
/// is wrong with the file.
type Loaded = (
    Option<(Lesson, Outline, Vec<SectionText>)>,
    Vec<ContentError>,
);

fn load_one(path: &str, text: &str) -> Loaded {
    let mut loader = Loader::default();
    let loaded = loader.load(path, text);
    (loaded, loader.errors)
}

/// Loads every file, spreading the work over the machine's cores, and
/// returns the results in the order of `files`.
fn load_all(files: &[(&str, &str)]) -> Vec<Loaded> {
    let workers = std::thread::available_parallelism()
        .map_or(1, std::num::NonZeroUsize::get)
        .clamp(1, 8)
        .min(files.len());
    if workers <= 1 {
        return files
            .iter()
            .map(|(path, text)| load_one(path, text))
            .collect();
    }
    let mut numbered: Vec<(usize, Loaded)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|worker| {
                scope.spawn(move || {
                    files
                        .iter()
                        .enumerate()
                        .skip(worker)
                        .step_by(workers)
                        .map(|(index, (path, text))| (index, load_one(path, text)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|handle| {
                handle.join().unwrap_or_else(|_| {
                    let error = ContentError {
                        path: String::new(),
                        line: None,
                        message: "a rendering thread stopped unexpectedly".to_owned(),
                    };
                    vec![(usize::MAX, (None, vec![error]))]
                })
            })
            .collect()
    });
    numbered.sort_by_key(|(index, _)| *index);
    numbered.into_iter().map(|(_, loaded)| loaded).collect()
}

fn summary(lesson: &Lesson) -> LessonSummary {
    LessonSummary {
        section: lesson.section.clone(),
        slug: lesson.slug.clone(),
        id: lesson.id.clone(),
        title: lesson.title.clone(),
        summary: lesson.summary.clone(),
    }
}

/// The title of a section in `lang`.
pub fn section_title(lang: &str, section: &str) -> String {
    phrase(lang, &format!("section-{section}"))
}

/// Whether `text` starts with `words`, ignoring case, leading emphasis
/// markers already stripped by the parser, and the apostrophe's shape.
/// Whether `text` holds `words` followed by a version in parentheses, such
/// as `Claude Code today (v2.1.240)`, after its first word.
fn has_versioned_today(text: &str, words: &str) -> bool {
    let text = text.replace('\u{2019}', "'");
    text.match_indices(words).any(|(at, found)| {
        let rest = text.get(at + found.len()..).unwrap_or_default();
        let Some(version) = rest
            .strip_prefix(" (v")
            .and_then(|r| r.split_once(')'))
            .map(|(v, _)| v)
        else {
            return false;
        };
        at > 0
            && version.split('.').count() == 3
            && version
                .split('.')
                .all(|part| !part.is_empty() && part.chars().all(|c| c.is_ascii_digit()))
    })
}

fn starts_with_words(text: &str, words: &str) -> bool {
    let normalise = |s: &str| -> String {
        s.chars()
            .map(|c| if c == '\u{2019}' { '\'' } else { c })
            .flat_map(char::to_lowercase)
            .collect()
    };
    normalise(text.trim_start()).starts_with(&normalise(words))
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: &str = "+++\nid = \"anatomy\"\ntitle = \"Anatomy\"\nsummary = \"S\"\nweight = 20\n\
        practice = [\"simulator/resume-wrong-directory\"]\n\
        [[check]]\nid = \"exit-1\"\nquestion = \"Q\"\noptions = [\"A\", \"B\"]\nanswer = 1\nexplanation = \"E\"\n\
        +++\n## Exit codes {#exit-codes}\n\n> [!IMPORTANT]\n> Exam answer: 2.\n>\n> Claude Code today (v2.1.240): 2.\n";

    #[test]
    fn builds_and_indexes_lessons() {
        let library = Library::build([
            ("en/hooks/anatomy.md", PAGE),
            (
                "en/hooks/why-hooks.md",
                &PAGE.replace("anatomy", "why-hooks").replace("20", "10"),
            ),
            ("en/start/overview.md", &PAGE.replace("anatomy", "overview")),
        ]);
        assert_eq!(library.errors(), &[]);
        let lesson = library.lesson("en", "hooks", "anatomy").expect("indexed");
        assert_eq!(lesson.toc.len(), 1);
        assert!(!lesson.is_cheat_sheet);
        let sections = library.sections("en");
        let ids: Vec<&str> = sections.iter().map(|s| s.id.as_str()).collect();
        assert_eq!(ids, ["start", "hooks"]);
        assert_eq!(sections[1].title, "Hooks");
        assert_eq!(sections[1].lessons[0].slug, "why-hooks");
        let (previous, next) = library.neighbours("en", "hooks", "why-hooks");
        assert_eq!(previous.map(|l| l.slug), Some("overview".to_owned()));
        assert_eq!(next.map(|l| l.slug), Some("anatomy".to_owned()));
        assert!(library.sections("fr").is_empty());
    }

    #[test]
    fn front_matter_errors_name_the_file_the_line_and_the_field() {
        let text = PAGE.replace("weight = 20", "weight = 20\nwieght = 3");
        let library = Library::build([("fr/hooks/anatomy.md", text.as_str())]);
        assert!(library.lesson("fr", "hooks", "anatomy").is_none());
        let error = library.errors().first().expect("one error").to_string();
        assert!(
            error.starts_with("content/fr/hooks/anatomy.md:6: front matter:"),
            "{error}"
        );
        assert!(error.contains("wieght"), "{error}");
    }

    #[test]
    fn body_problems_carry_file_lines() {
        let text = PAGE.replace("## Exit codes {#exit-codes}", "## Exit codes");
        let library = Library::build([("en/hooks/anatomy.md", text.as_str())]);
        let error = library.errors().first().expect("one error").to_string();
        assert!(
            error.starts_with("content/en/hooks/anatomy.md:14: heading"),
            "{error}"
        );
    }

    #[test]
    fn semantic_checks_on_the_front_matter() {
        let text = PAGE
            .replace("answer = 1", "answer = 2")
            .replace("simulator/resume", "quiz/resume")
            .replace("Exam answer", "Today");
        let library = Library::build([
            ("es/hooks/anatomy.md", text.as_str()),
            ("es/nowhere/x.md", PAGE),
        ]);
        let messages: Vec<String> = library.errors().iter().map(ToString::to_string).collect();
        assert_eq!(messages.len(), 4, "{messages:#?}");
        assert!(messages.iter().any(|m| m.contains("answer = 2")));
        assert!(messages.iter().any(|m| m.contains("practice entry")));
        assert!(messages.iter().any(|m| m.contains("Respuesta del examen")));
        assert!(messages.iter().any(|m| m.contains("unknown section")));
    }
}
