//! "Your progress", the footer's menu on every page: download the progress
//! file, load one. A load that fails says why and where and leaves the
//! stored progress as it was; one that succeeds is merged into what this
//! browser has and says what it added, per kind of record.

use crate::{
    i18n::{say_map, t, t_args, Arg, Lang},
    progress,
};
use hooklab_core::progress::{Added, ProgressError, MAX_PROGRESS_BYTES};
use leptos::prelude::*;

/// The name the downloaded file gets.
const FILE_NAME: &str = "hooklab-progress.json";

/// What the last load did.
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
fn load_file(
    lang: Lang,
    file: String,
    text: &str,
    store: impl Fn(&hooklab_core::progress::Progress),
) -> Outcome {
    let mut current = progress::load();
    match current.import(text) {
        Ok(added) => {
            store(&current);
            Outcome::Merged {
                file,
                lines: added_lines(lang, &added),
            }
        }
        Err(error) => Outcome::Failed(refusal(lang, &error)),
    }
}

#[component]
pub fn ProgressMenu(lang: Lang) -> impl IntoView {
    let outcome = RwSignal::new(None::<Outcome>);
    let store = progress::use_store();
    let on_file = move |event: leptos::ev::Event| {
        read_chosen_file(&event, move |file, text| {
            outcome.set(Some(load_file(lang, file, &text, store)));
        });
    };
    let report = move || {
        outcome.get().map(|o| match o {
            Outcome::Merged { file, lines } if lines.is_empty() => view! {
                <p class="progress-report" data-testid="progress-report">
                    {t_args(lang, "progress-import-nothing-new", &[("file", Arg::Str(file))])}
                </p>
            }
            .into_any(),
            Outcome::Merged { file, lines } => {
                let items = lines.into_iter().map(|line| view! { <li>{line}</li> }).collect_view();
                view! {
                    <div class="progress-report" data-testid="progress-report">
                        <p>{t_args(lang, "progress-import-added", &[("file", Arg::Str(file))])}</p>
                        <ul>{items}</ul>
                    </div>
                }
                .into_any()
            }
            Outcome::Failed(text) => view! {
                <p class="progress-report error" role="alert" data-testid="progress-report">{text}</p>
            }
            .into_any(),
        })
    };
    view! {
        <details class="progress-menu" data-testid="progress-menu">
            <summary>{t(lang, "progress-menu-title")}</summary>
            <div class="progress-menu-body">
                <p>{t(lang, "progress-menu-intro")}</p>
                <p><a href=format!("/{}/progress", lang.code())>{t(lang, "progress-menu-page")}</a></p>
                <div class="progress-actions">
                    <button type="button" class="button" on:click=move |_| download_progress()>{t(lang, "progress-export")}</button>
                    <label class="button progress-file">
                        <span>{t(lang, "progress-import")}</span>
                        <input type="file" accept=".json,application/json" class="visually-hidden" on:change=on_file/>
                    </label>
                </div>
                <noscript><p>{t(lang, "progress-needs-js")}</p></noscript>
                <div aria-live="polite">{report}</div>
            </div>
        </details>
    }
}

/// Offers the stored progress as a file to download.
fn download_progress() {
    crate::browser::download(FILE_NAME, &progress::load().to_json());
}

/// Reads the file picked in a file input as text and hands its name and
/// text to `apply`. A file far over the size limit is not read: a text
/// just over the limit stands for it, which the import refuses with the
/// right message.
fn read_chosen_file(event: &leptos::ev::Event, apply: impl Fn(String, String) + 'static) {
    #[cfg(feature = "hydrate")]
    {
        use wasm_bindgen::{closure::Closure, JsCast};
        let Some(input) = event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
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
        let Ok(reader) = web_sys::FileReader::new() else {
            return;
        };
        let source = reader.clone();
        let on_load = Closure::once(move |_: web_sys::Event| {
            let text = source
                .result()
                .ok()
                .and_then(|v| v.as_string())
                .unwrap_or_default();
            apply(name, text);
        });
        reader.set_onload(Some(on_load.as_ref().unchecked_ref()));
        on_load.forget();
        let _ = reader.read_as_text(&file);
    }
    #[cfg(not(feature = "hydrate"))]
    {
        let _ = (event, apply, MAX_PROGRESS_BYTES);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hooklab_core::progress::Progress;

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
