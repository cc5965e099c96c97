//! Export and import of the whole progress file. An import that fails says
//! why and leaves the stored progress as it was; one that succeeds is merged
//! into what this browser already has.

use crate::{
    i18n::{t, t_args, Arg, Lang},
    progress,
};
use hooklab_core::progress::{Progress, ProgressError, MAX_PROGRESS_BYTES};
use leptos::prelude::*;

/// What the last import did.
#[derive(Clone, Debug, PartialEq)]
enum Outcome {
    Merged { answers: usize, lessons: usize },
    Failed(String),
}

/// The import error in `lang`.
fn describe(lang: Lang, error: &ProgressError) -> String {
    match error {
        ProgressError::TooLarge { max } => t_args(
            lang,
            "quiz-import-too-large",
            &[("size", Arg::from(max / (1024 * 1024)))],
        ),
        ProgressError::Invalid { line, column, .. } if *line > 0 => t_args(
            lang,
            "quiz-import-invalid-at",
            &[("line", Arg::from(*line)), ("column", Arg::from(*column))],
        ),
        ProgressError::Invalid { .. } => t(lang, "quiz-import-invalid"),
        ProgressError::Foreign { .. } => t(lang, "quiz-import-foreign"),
        ProgressError::Newer { found, supported } => t_args(
            lang,
            "quiz-import-newer",
            &[
                ("found", Arg::from(i64::from(*found))),
                ("supported", Arg::from(i64::from(*supported))),
            ],
        ),
    }
}

/// Reads an imported text and merges it into `current`; on error `current`
/// is untouched.
fn import_into(current: &mut Progress, text: &str) -> Result<(usize, usize), ProgressError> {
    let incoming = Progress::from_json(text)?;
    let counts = (incoming.quiz.len(), incoming.lessons_read.len());
    current.merge(incoming);
    Ok(counts)
}

#[component]
pub fn ProgressTransfer(lang: Lang) -> impl IntoView {
    let outcome = RwSignal::new(None::<Outcome>);
    let apply = move |text: String| {
        let mut current = progress::load();
        let result = import_into(&mut current, &text);
        match result {
            Ok((answers, lessons)) => {
                progress::store(&current);
                outcome.set(Some(Outcome::Merged { answers, lessons }));
            }
            Err(error) => outcome.set(Some(Outcome::Failed(describe(lang, &error)))),
        }
    };
    let on_file = move |event: leptos::ev::Event| read_chosen_file(&event, apply);
    let message = move || {
        outcome.get().map(|o| match o {
            Outcome::Merged { answers, lessons } => view! {
                <p class="quiz-import-ok"><span aria-hidden="true">"✓ "</span>
                    {t_args(lang, "quiz-import-done", &[("answers", Arg::from(answers)), ("lessons", Arg::from(lessons))])}
                </p>
            }
            .into_any(),
            Outcome::Failed(text) => view! {
                <p class="quiz-import-error" role="alert"><span aria-hidden="true">"✗ "</span>{text}</p>
            }
            .into_any(),
        })
    };
    view! {
        <section class="quiz-transfer" aria-labelledby="quiz-transfer-title">
            <h2 id="quiz-transfer-title">{t(lang, "quiz-transfer-title")}</h2>
            <p>{t(lang, "quiz-transfer-intro")}</p>
            <div class="quiz-actions">
                <button type="button" class="button" on:click=move |_| download_progress()>{t(lang, "quiz-export")}</button>
                <label class="button quiz-file">
                    <span>{t(lang, "quiz-import")}</span>
                    <input type="file" accept=".json,application/json" class="visually-hidden" on:change=on_file/>
                </label>
            </div>
            <div aria-live="polite">{message}</div>
        </section>
    }
}

/// Offers the stored progress as `hooklab-progress.json`.
fn download_progress() {
    #[cfg(feature = "hydrate")]
    {
        use wasm_bindgen::{JsCast, JsValue};
        let json = progress::load().to_json();
        let parts = js_sys::Array::of1(&JsValue::from_str(&json));
        let options = web_sys::BlobPropertyBag::new();
        options.set_type("application/json");
        let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
            return;
        };
        let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
            return;
        };
        let anchor = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.create_element("a").ok())
            .and_then(|e| e.dyn_into::<web_sys::HtmlAnchorElement>().ok());
        if let Some(anchor) = anchor {
            anchor.set_href(&url);
            anchor.set_download("hooklab-progress.json");
            anchor.click();
        }
        let _ = web_sys::Url::revoke_object_url(&url);
    }
}

/// Reads the file picked in a file input as text and hands it to `apply`.
/// A file over the size limit is passed as is: `Progress::from_json` refuses
/// it with the right message.
fn read_chosen_file(event: &leptos::ev::Event, apply: impl Fn(String) + 'static) {
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
        // Let the same file be chosen again after fixing it.
        input.set_value("");
        if file.size() > (MAX_PROGRESS_BYTES as f64) * 2.0 {
            apply(" ".repeat(MAX_PROGRESS_BYTES + 1));
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
            apply(text);
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
    use hooklab_core::progress::{Confidence, QuizAnswer};

    fn answer(id: &str) -> QuizAnswer {
        QuizAnswer {
            scenario: id.to_owned(),
            chosen: "routing".to_owned(),
            correct: true,
            confidence: Confidence::Sure,
            at_ms: Some(1),
        }
    }

    #[test]
    fn a_good_file_is_merged_into_what_is_there() {
        let mut mine = Progress::default();
        mine.record_quiz(answer("a"));
        let mut theirs = Progress::default();
        theirs.record_quiz(answer("b"));
        theirs.mark_lesson_read("hooks/anatomy");
        let counts = import_into(&mut mine, &theirs.to_json()).expect("valid file");
        assert_eq!(counts, (1, 1));
        assert_eq!(mine.quiz.len(), 2);
        assert!(mine.lessons_read.contains("hooks/anatomy"));
    }

    #[test]
    fn a_bad_file_changes_nothing_and_says_where_it_breaks() {
        let mut mine = Progress::default();
        mine.record_quiz(answer("a"));
        let before = mine.clone();
        let error = import_into(&mut mine, "{\n \"version\": 1,\n nope }").unwrap_err();
        assert_eq!(mine, before);
        let text = describe(Lang::En, &error);
        assert!(text.contains('3'), "{text}");
        let newer = import_into(&mut mine, r#"{"version": 9}"#).unwrap_err();
        assert_eq!(mine, before);
        assert!(describe(Lang::Fr, &newer).contains('9'));
        let foreign = import_into(&mut mine, r#"{"name": "x", "version": "1.0.0"}"#).unwrap_err();
        assert_eq!(mine, before);
        assert_eq!(
            describe(Lang::Es, &foreign),
            t(Lang::Es, "quiz-import-foreign")
        );
        let large = import_into(&mut mine, &" ".repeat(MAX_PROGRESS_BYTES + 1)).unwrap_err();
        assert!(matches!(large, ProgressError::TooLarge { .. }));
        assert!(describe(Lang::Ru, &large).contains('4'));
    }
}
