//! "Your progress", the footer's menu on every page: download the progress
//! file, load one. A load that fails says why and where and leaves the
//! stored progress as it was; one that succeeds is merged into what this
//! browser has and says what it added, per kind of record. The menu's
//! markup is the layout's (`ProgressMenu`); its report is written here.

use crate::i18n::{say_map, t, t_args, Arg, Lang};
#[cfg(feature = "browser")]
use crate::progress;
use hooklab_core::progress::{Added, ProgressError};

/// The name the downloaded file gets.
#[cfg(feature = "browser")]
const FILE_NAME: &str = "hooklab-progress.json";

/// What the last load did.
#[cfg(feature = "browser")]
#[derive(Clone, Debug, PartialEq)]
enum Outcome {
    /// The file's name and the lines saying what it added (none: nothing
    /// was new).
    Merged {
        file: String,
        lines: Vec<String>,
    },
    Failed(String),
}

/// Why a file was refused, in `lang`.
#[cfg_attr(not(feature = "browser"), allow(dead_code))]
fn refusal(lang: Lang, error: &ProgressError) -> String {
    match error {
        ProgressError::TooLarge { max } => t_args(
            lang,
            "progress-import-too-large",
            &[("size", Arg::from(max / (1024 * 1024)))],
        ),
        ProgressError::Syntax(syntax) => t_args(
            lang,
            "progress-import-syntax",
            &[
                ("line", Arg::from(syntax.line)),
                ("column", Arg::from(syntax.column)),
                (
                    "error",
                    Arg::Str(say_map(lang, &syntax.key(), &syntax.args)),
                ),
            ],
        ),
        ProgressError::Invalid { line, column, .. } if *line > 0 => t_args(
            lang,
            "progress-import-invalid-at",
            &[("line", Arg::from(*line)), ("column", Arg::from(*column))],
        ),
        ProgressError::Invalid { .. } => t(lang, "progress-import-invalid"),
        ProgressError::Foreign { .. } => t(lang, "progress-import-foreign"),
        ProgressError::Newer { found, supported } => t_args(
            lang,
            "progress-import-newer",
            &[
                ("found", Arg::from(i64::from(*found))),
                ("supported", Arg::from(i64::from(*supported))),
            ],
        ),
    }
}

/// One line per kind of record the load added, in `lang`.
#[cfg_attr(not(feature = "browser"), allow(dead_code))]
fn added_lines(lang: Lang, added: &Added) -> Vec<String> {
    added
        .kinds()
        .into_iter()
        .map(|(kind, count)| {
            t_args(
                lang,
                &format!("progress-added-{}", kind.as_str()),
                &[("count", Arg::from(count))],
            )
        })
        .collect()
}

/// Loads `text` (the file named `file`) into the stored progress.
#[cfg(feature = "browser")]
fn load_file(lang: Lang, file: String, text: &str) -> Outcome {
    let mut current = progress::load();
    match current.import(text) {
        Ok(added) => {
            progress::replace(&current);
            Outcome::Merged {
                file,
                lines: added_lines(lang, &added),
            }
        }
        Err(error) => Outcome::Failed(refusal(lang, &error)),
    }
}

/// Makes the footer's menu work: its button downloads the stored progress,
/// its file input loads a file, and its live region says what happened.
#[cfg(feature = "browser")]
pub fn install(lang: Lang) {
    use crate::dom;
    let Some(menu) = dom::find_in_page::<web_sys::Element>("[data-testid=progress-menu]") else {
        return;
    };
    if let Some(button) = dom::find::<web_sys::Element>(&menu, ".progress-export") {
        dom::listen::<web_sys::MouseEvent>(&button, "click", |_| {
            crate::browser::download(FILE_NAME, &progress::load().to_json());
        });
    }
    let (Some(input), Some(slot)) = (
        dom::find::<web_sys::HtmlInputElement>(&menu, "input[type=file]"),
        dom::find::<web_sys::Element>(&menu, ".progress-report-slot"),
    ) else {
        return;
    };
    let chosen = input.clone();
    dom::listen::<web_sys::Event>(&input, "change", move |_| {
        let slot = slot.clone();
        read_chosen_file(&chosen, move |file, text| {
            show(&slot, lang, load_file(lang, file, &text));
        });
    });
}

/// Writes what a load did into the menu's live region, in place of what
/// the last one said.
#[cfg(feature = "browser")]
fn show(slot: &web_sys::Element, lang: Lang, outcome: Outcome) {
    use crate::dom::{element, text_element};
    let report = match outcome {
        Outcome::Merged { file, lines } if lines.is_empty() => text_element(
            "p",
            "progress-report",
            &t_args(
                lang,
                "progress-import-nothing-new",
                &[("file", Arg::Str(file))],
            ),
        ),
        Outcome::Merged { file, lines } => element("div", "progress-report").inspect(|report| {
            let said = t_args(lang, "progress-import-added", &[("file", Arg::Str(file))]);
            let list = element("ul", "");
            for part in [text_element("p", "", &said), list.clone()]
                .into_iter()
                .flatten()
            {
                let _ = report.append_child(&part);
            }
            for line in lines {
                if let (Some(list), Some(item)) = (&list, text_element("li", "", &line)) {
                    let _ = list.append_child(&item);
                }
            }
        }),
        Outcome::Failed(text) => text_element("p", "progress-report error", &text).inspect(|p| {
            let _ = p.set_attribute("role", "alert");
        }),
    };
    slot.set_text_content(None);
    if let Some(report) = report {
        let _ = report.set_attribute("data-testid", "progress-report");
        let _ = slot.append_child(&report);
    }
}

/// Reads the file picked in `input` as text and hands its name and text to
/// `apply`. A file far over the size limit is not read: a text just over
/// the limit stands for it, which the import refuses with the right
/// message.
#[cfg(feature = "browser")]
fn read_chosen_file(
    input: &web_sys::HtmlInputElement,
    apply: impl FnOnce(String, String) + 'static,
) {
    use hooklab_core::progress::MAX_PROGRESS_BYTES;
    let Some(file) = input.files().and_then(|files| files.get(0)) else {
        return;
    };
    // Let the same file be chosen again (a second load, or after fixing it).
    input.set_value("");
    let name = file.name();
    if file.size() > (MAX_PROGRESS_BYTES as f64) * 2.0 {
        apply(name, " ".repeat(MAX_PROGRESS_BYTES + 1));
        return;
    }
    crate::browser::read_text(&file, move |text| apply(name, text));
}

#[cfg(test)]
mod tests {
    use super::*;
    use hooklab_core::progress::{Progress, MAX_PROGRESS_BYTES};

    fn everything() -> Progress {
        let mut p = Progress::default();
        p.mark_lesson_read("hooks/anatomy");
        p.answer_check("hooks/anatomy#exit-2", 1, true);
        p.answer_check("hooks/anatomy#matcher", 0, true);
        p.mark_challenge_solved("refund-cap");
        p
    }

    #[test]
    fn a_load_reports_each_kind_it_added_with_plurals() {
        let file = everything().to_json();
        let lines = added_lines(Lang::En, &Progress::default().import(&file).unwrap());
        assert_eq!(
            lines,
            [
                "1 lesson read",
                "2 check-yourself answers",
                "1 challenge solved"
            ]
        );
        let ru = added_lines(Lang::Ru, &Progress::default().import(&file).unwrap());
        assert_eq!(ru.len(), 3);
        assert!(
            ru.iter().all(|line| !line.contains("progress-added")),
            "{ru:?}"
        );
    }

    #[test]
    fn a_second_load_of_the_same_file_reports_nothing_new() {
        let file = everything().to_json();
        let mut mine = Progress::default();
        mine.import(&file).unwrap();
        assert!(added_lines(Lang::Fr, &mine.import(&file).unwrap()).is_empty());
    }

    #[test]
    fn a_refused_file_says_why_and_where_counting_from_1() {
        let mut mine = Progress::default();
        let syntax = mine.import("{\n  \"version\": 2,\n  nope }").unwrap_err();
        assert_eq!(
            refusal(Lang::En, &syntax),
            "This file is not valid JSON: at line 3, column 3, unexpected character 'n'; expected a quoted key. Nothing was changed."
        );
        let fr = refusal(Lang::Fr, &syntax);
        assert!(fr.contains('3') && fr.contains("JSON"), "{fr}");
        let newer = mine.import(r#"{"version": 9}"#).unwrap_err();
        assert!(refusal(Lang::Es, &newer).contains('9'));
        let foreign = mine
            .import(r#"{"name": "x", "version": "1.0.0"}"#)
            .unwrap_err();
        assert_eq!(
            refusal(Lang::Ru, &foreign),
            t(Lang::Ru, "progress-import-foreign")
        );
        let large = mine
            .import(&" ".repeat(MAX_PROGRESS_BYTES + 1))
            .unwrap_err();
        assert!(refusal(Lang::Ru, &large).contains('4'));
        let shape = mine
            .import("{\"format\": \"hooklab-progress\", \"version\": 2, \"quiz\": 3}")
            .unwrap_err();
        assert!(
            refusal(Lang::En, &shape).contains("line 1"),
            "{}",
            refusal(Lang::En, &shape)
        );
        assert_eq!(mine, Progress::default());
    }
}
