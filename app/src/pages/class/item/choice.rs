//! An assigned item answered by a choice: a quiz scenario (a pattern) or
//! an exam item (an option and how sure the learner is), on the same
//! pattern names and exam explanations as their public pages. Compiled in
//! the builds that run these items, the server's and the choice bundle's
//! (`bundle.rs`); the tools' item bundles have a stand-in, out of reach,
//! since a bundle is loaded only for the items it runs.

use super::{authored_html, broken};
use crate::{
    classroom::exam_key,
    i18n::{t, Lang},
    pages::{
        class::ErrorNote,
        exam::{letter, Explanation},
        quiz::{pattern_name, quiz_bank},
    },
};
use hooklab_core::classroom::ItemView;
use hooklab_core::decompose::PatternId;
use hooklab_core::exam::Question;
use hooklab_core::practice::{Answer, ItemKind};
use hooklab_core::progress::Confidence;
use leptos::prelude::*;
use serde::Deserialize;

/// The work area of a quiz or an exam item.
pub fn work(lang: Lang, item: ItemView, answer: RwSignal<Option<Answer>>) -> AnyView {
    if item.kind == ItemKind::Exam {
        view! { <ExamWork lang=lang item=item answer=answer/> }.into_any()
    } else {
        view! { <QuizWork lang=lang item=item answer=answer/> }.into_any()
    }
}

/// An exam item's options explained once graded (see [`ExamExplained`]).
pub fn explained(lang: Lang, assignment_id: String, key: String, chosen: String) -> AnyView {
    view! { <ExamExplained lang=lang assignment_id=assignment_id key=key chosen=chosen/> }
        .into_any()
}

/// An exam item: its scenario, the four options, and how sure the learner
/// is; the option and the confidence are the answer (the server keeps the
/// key).
#[component]
fn ExamWork(lang: Lang, item: ItemView, answer: RwSignal<Option<Answer>>) -> impl IntoView {
    let Ok(question) = serde_json::from_value::<Question>(item.data.clone()) else {
        return broken(lang);
    };
    let chosen = RwSignal::new(None::<String>);
    let confidence = RwSignal::new(None::<Confidence>);
    Effect::new(move |_| {
        answer.set(exam_answer(chosen.get(), confidence.get()));
    });
    let options = question
        .options
        .into_iter()
        .enumerate()
        .map(|(n, (id, words))| {
            let input_id = format!("exam-option-{id}");
            let value = id.clone();
            view! {
                <li>
                    <input type="radio" name="exam-option" id=input_id.clone() value=id.clone()
                        data-testid="class-exam-option"
                        on:change=move |_| chosen.set(Some(value.clone()))/>
                    <label for=input_id>
                        <span class="exam-letter" aria-hidden="true">{letter(n).to_string()}</span>" "
                        <span class="quiz-option-name">{words}</span>
                    </label>
                </li>
            }
        })
        .collect_view();
    let sure = move |level: Confidence, key: &'static str, testid: &'static str| {
        let input_id = format!("exam-{testid}");
        let label_for = input_id.clone();
        view! {
            <label for=label_for>
                <input type="radio" name="exam-confidence" id=input_id data-testid=testid
                    on:change=move |_| confidence.set(Some(level))/>
                " " {t(lang, key)}
            </label>
        }
    };
    view! {
        <p class="quiz-counter">
            {t(lang, &format!("exam-domain-{}", question.domain.as_str()))}
            " · "
            {t(lang, &format!("exam-guide-{}", question.guide_domain.as_str()))}
        </p>
        <p class="quiz-situation" data-testid="class-exam-stem">{question.stem}</p>
        <fieldset class="quiz-choices exam-choices">
            <legend>{t(lang, "class-exam-your-answer")}</legend>
            <ul>{options}</ul>
        </fieldset>
        <fieldset class="quiz-confidence">
            <legend>{t(lang, "quiz-confidence-label")}</legend>
            {sure(Confidence::Sure, "quiz-sure", "class-exam-sure")}
            " "
            {sure(Confidence::Guessing, "quiz-guessing", "class-exam-guess")}
        </fieldset>
        <p class="note">{t(lang, "class-exam-choose")}</p>
    }
    .into_any()
}

/// The answer an exam item's page sends: an option and a confidence, both
/// given, or nothing yet.
#[must_use]
pub fn exam_answer(chosen: Option<String>, confidence: Option<Confidence>) -> Option<Answer> {
    Some(Answer::Exam {
        choice: chosen?,
        confidence: confidence?,
    })
}

/// An exam item's options explained, fetched from the server once it has
/// graded an attempt on an assignment that shows answers. It appears only
/// after a submission in the browser, never in server-rendered markup, so
/// its resource is the browser's own.
#[component]
fn ExamExplained(lang: Lang, assignment_id: String, key: String, chosen: String) -> impl IntoView {
    let page = LocalResource::new(move || {
        exam_key(assignment_id.clone(), key.clone(), lang.code().to_owned())
    });
    view! {
        <Suspense fallback=move || view! { <p>{t(lang, "loading")}</p> }>
            {move || {
                let chosen = chosen.clone();
                Suspend::new(async move {
                    match page.await {
                        Ok(Some(page)) => view! {
                            <section class="quiz-feedback" aria-labelledby="exam-explained" data-testid="class-exam-explained">
                                <h2 id="exam-explained">{t(lang, "class-exam-explained")}</h2>
                                <Explanation lang=lang page=page chosen=Some(chosen)/>
                            </section>
                        }
                        .into_any(),
                        Ok(None) => ().into_any(),
                        Err(error) => view! { <ErrorNote lang=lang error=error/> }.into_any(),
                    }
                })
            }}
        </Suspense>
    }
}

#[derive(Deserialize)]
struct QuizData {
    options: Vec<PatternId>,
}

/// A quiz scenario: its situation and a choice of patterns.
#[component]
fn QuizWork(lang: Lang, item: ItemView, answer: RwSignal<Option<Answer>>) -> impl IntoView {
    let options = serde_json::from_value::<QuizData>(item.data.clone())
        .map(|d| d.options)
        .unwrap_or_default();
    let situation = match authored_html(&item, "situation") {
        Some(html) => view! { <div class="situation" inner_html=html></div> }.into_any(),
        None => {
            let id = item.item_id.clone();
            let bank = Resource::new(move || lang.code().to_owned(), quiz_bank);
            view! {
                <Suspense fallback=move || view! { <p>{t(lang, "loading")}</p> }>
                    {move || {
                        let id = id.clone();
                        Suspend::new(async move {
                            let text = bank
                                .await
                                .ok()
                                .and_then(|items| items.into_iter().find(|q| q.id == id))
                                .map(|q| q.situation);
                            view! { <p class="situation">{text}</p> }
                        })
                    }}
                </Suspense>
            }
            .into_any()
        }
    };
    let choices = options
        .into_iter()
        .map(|pattern| {
            let id = pattern.as_str();
            let input_id = format!("choice-{id}");
            view! {
                <li>
                    <input type="radio" name="choice" id=input_id.clone() value=id
                        on:change=move |_| answer.set(Some(Answer::Quiz { choice: id.to_owned(), path: Vec::new() }))/>
                    <label for=input_id>{pattern_name(lang, pattern)}</label>
                </li>
            }
        })
        .collect_view();
    view! {
        {situation}
        <fieldset class="quiz-choices">
            <legend>{t(lang, "quiz-which-pattern")}</legend>
            <ul>{choices}</ul>
        </fieldset>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_exam_answer_needs_an_option_and_a_confidence() {
        assert_eq!(exam_answer(None, Some(Confidence::Sure)), None);
        assert_eq!(exam_answer(Some("b".into()), None), None);
        assert_eq!(
            exam_answer(Some("b".into()), Some(Confidence::Guessing)),
            Some(Answer::Exam {
                choice: "b".into(),
                confidence: Confidence::Guessing
            })
        );
    }
}
