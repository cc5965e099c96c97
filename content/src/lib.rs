//! Hooklab's lessons: `content/<lang>/<section>/<slug>.md` files (Markdown
//! with TOML front matter, see `content/FORMAT.md`), embedded in the binary
//! and rendered to HTML once, on the server.
//!
//! - [`library`]: every lesson of every language, parsed and rendered on
//!   first use ([`Library::lesson`], [`Library::sections`]).
//! - [`render()`]: one Markdown body to HTML, with its table of contents, its
//!   outline and the places where it breaks the format.
//! - [`highlighted`]: fenced code highlighted when the crate is built (the
//!   build script runs `src/highlight.rs` over every code block), looked up
//!   while rendering; [`highlight_css`] is its stylesheet.
//! - [`practice`]: every practice item (quiz scenarios, presets,
//!   challenges, simulator scenarios, exam items) loaded once, through the core's
//!   catalogue; the pages, the classroom and the command line all read
//!   items from it, and a broken file is an error at start-up, never a
//!   silently missing item.
//! - [`data_files`]: the embedded `content/<dir>/*.toml` files.
//! - [`phrase`]: the words of `locales/<lang>/content.ftl`.
//! - [`search_index`]: each language's search index over its lessons,
//!   glossary and cheat sheets.
//!
//! This crate runs on the server only; the pages receive the rendered HTML.

#![forbid(unsafe_code)]

use std::sync::OnceLock;

use include_dir::{include_dir, Dir};

pub mod code;
pub mod front_matter;
// The build script highlights; the crate compiles the highlighter only to
// test it.
#[cfg(test)]
mod highlight;
pub mod highlighted;
pub mod library;
pub mod phrases;
pub mod render;
pub mod search;

pub use front_matter::{Check, FrontMatter};
pub use highlighted::highlight_css;
pub use library::{ContentError, Lesson, LessonSummary, Library, SectionSummary};
pub use phrases::{phrase, phrase_with};
pub use render::{render, Rendered, SectionText, TocEntry};
pub use search::search_index;

/// The page languages, in the order the language switcher lists them.
pub const LANGS: [&str; 4] = ["en", "fr", "ru", "es"];

/// The sections, in course order.
pub const SECTIONS: [&str; 7] = [
    "start",
    "hooks",
    "decomposition",
    "sessions",
    "exam",
    "reference",
    "cheat-sheets",
];

/// The whole `content/` folder. The build script asks Cargo to rebuild when
/// a file in it is added, removed or changed.
static CONTENT: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR");

/// The library built from the embedded lessons, once per process.
pub fn library() -> &'static Library {
    static LIBRARY: OnceLock<Library> = OnceLock::new();
    LIBRARY.get_or_init(|| {
        let sources = lesson_sources();
        Library::build(sources.iter().map(|(path, text)| (path.as_str(), *text)))
    })
}

/// The folders below `content/` that hold practice items.
pub const PRACTICE_FOLDERS: [&str; 5] = [
    "scenarios",
    "presets",
    "challenges",
    "simulator",
    "exam-items",
];

/// Every embedded practice file, folder by folder.
pub fn practice_files() -> Vec<hooklab_core::practice::PracticeFile> {
    PRACTICE_FOLDERS
        .iter()
        .flat_map(|folder| {
            data_files(folder).into_iter().map(move |(name, text)| {
                hooklab_core::practice::PracticeFile {
                    folder: (*folder).to_owned(),
                    name: format!("content/{folder}/{name}"),
                    text,
                }
            })
        })
        .collect()
}

/// Every practice item, loaded once per process from the embedded files
/// and shared (the classroom's store holds the same one, not a copy); or
/// every error found in them (each naming its file, line and field).
///
/// # Errors
/// The errors of every file that does not load.
pub fn practice() -> Result<
    &'static std::sync::Arc<hooklab_core::practice::Catalogue>,
    &'static [hooklab_core::practice::ItemError],
> {
    static PRACTICE: OnceLock<
        Result<
            std::sync::Arc<hooklab_core::practice::Catalogue>,
            Vec<hooklab_core::practice::ItemError>,
        >,
    > = OnceLock::new();
    PRACTICE
        .get_or_init(|| {
            hooklab_core::practice::Catalogue::load(&practice_files()).map(std::sync::Arc::new)
        })
        .as_ref()
        .map_err(Vec::as_slice)
}

/// Every embedded lesson file as `(path relative to content/, text)`,
/// sorted by path: the `.md` files below the language folders.
pub fn lesson_sources() -> Vec<(String, &'static str)> {
    let mut files = Vec::new();
    for lang in LANGS {
        if let Some(dir) = CONTENT.get_dir(lang) {
            collect_markdown(dir, &mut files);
        }
    }
    files.sort();
    files
}

fn collect_markdown(dir: &'static Dir<'static>, files: &mut Vec<(String, &'static str)>) {
    for file in dir.files() {
        let path = file.path();
        if path.extension().is_some_and(|e| e == "md") {
            if let (Some(name), Some(text)) = (path.to_str(), file.contents_utf8()) {
                files.push((name.replace('\\', "/"), text));
            }
        }
    }
    for sub in dir.dirs() {
        collect_markdown(sub, files);
    }
}

/// The embedded `content/<dir>/*.toml` files as `(file name, text)`, sorted
/// by file name; empty when the folder does not exist. Subfolders and files
/// that are not UTF-8 are left out.
pub fn data_files(dir: &str) -> Vec<(String, String)> {
    let Some(dir) = CONTENT.get_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<(String, String)> = dir
        .files()
        .filter(|f| f.path().extension().is_some_and(|e| e == "toml"))
        .filter_map(|f| {
            let name = f.path().file_name()?.to_str()?.to_owned();
            Some((name, f.contents_utf8()?.to_owned()))
        })
        .collect();
    files.sort();
    files
}

/// An embedded file below `content/assets/` (SVG diagrams and the like), by
/// its path inside that folder. Paths that climb out (`..`) find nothing.
pub fn asset(path: &str) -> Option<&'static [u8]> {
    if path.split('/').any(|part| part == ".." || part.is_empty()) {
        return None;
    }
    CONTENT
        .get_file(format!("assets/{path}"))
        .map(include_dir::File::contents)
}

/// Whether `text` is an id: lowercase ASCII words joined by `-`.
pub fn is_id(text: &str) -> bool {
    !text.is_empty()
        && text.split('-').all(|word| {
            !word.is_empty()
                && word
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_lowercase_words_joined_by_dashes() {
        for ok in ["anatomy", "exit-1", "sessionend-budget"] {
            assert!(is_id(ok), "{ok}");
        }
        for bad in ["", "Exit", "a--b", "-a", "a-", "a_b", "é"] {
            assert!(!is_id(bad), "{bad}");
        }
    }

    #[test]
    fn assets_cannot_climb_out() {
        assert_eq!(asset("../Cargo.toml"), None);
        assert_eq!(asset("/etc/passwd"), None);
    }

    #[test]
    fn data_files_of_a_missing_folder_is_empty() {
        assert!(data_files("no-such-folder").is_empty());
    }
}
