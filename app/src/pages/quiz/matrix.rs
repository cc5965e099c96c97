//! Matrix mode: the learner answers the decision tree's questions about a
//! workflow of their own, one at a time, and the classifier names the pattern
//! and says why; any other pattern can be asked "why not?".

use super::{
    pattern_name,
    round::{history_answers, walk, WalkState},
    say,
};
use crate::i18n::{t, t_args, Arg, Lang};
use hooklab_core::decompose::{classify, why_not, AnswerValue, PatternId, QuestionId};
use leptos::prelude::*;

#[component]
pub fn MatrixMode(lang: Lang) -> impl IntoView {
    let history = RwSignal::new(Vec::<(QuestionId, AnswerValue)>::new());
    let asked = RwSignal::new(None::<PatternId>);
    let state = Memo::new(move |_| history.with(|h| walk(h)));

    let answered = move || {
        history
            .get()
            .into_iter()
            .map(|(question, answer)| {
                view! {
                    <li>
                        <span>{t(lang, &format!("question-{}", question.as_str()))}</span>
                        " → "
                        <strong>{t(lang, &format!("answer-{}", answer.as_str()))}</strong>
                    </li>
                }
            })
            .collect_view()
    };

    let back = move |_: leptos::ev::MouseEvent| {
        asked.set(None);
        history.update(|h| {
            h.pop();
        });
    };
    let restart = move |_: leptos::ev::MouseEvent| {
        asked.set(None);
        history.set(Vec::new());
    };

    let step = move || match state.get() {
        WalkState::Ask { question, values } => {
            let buttons = values
                .into_iter()
                .map(|value| {
                    view! {
                        <button type="button" class="button" data-testid="matrix-answer"
                            on:click=move |_| history.update(|h| h.push((question, value)))>
                            {t(lang, &format!("answer-{}", value.as_str()))}
                        </button>
                    }
                })
                .collect_view();
            let number = history.with_untracked(Vec::len) + 1;
            view! {
                <div class="matrix-question">
                    <p class="quiz-counter">{t_args(lang, "quiz-matrix-step", &[("number", Arg::from(number))])}</p>
                    <h3 id="matrix-question-text">{t(lang, &format!("question-{}", question.as_str()))}</h3>
                    <div class="matrix-answers" role="group" aria-labelledby="matrix-question-text">{buttons}</div>
                </div>
            }
            .into_any()
        }
        WalkState::Done(pattern) => {
            let result = history.with_untracked(|h| classify(&history_answers(h)));
            let reasons = result
                .explanation
                .iter()
                .map(|m| view! { <li>{say(lang, m)}</li> })
                .collect_view();
            let others = PatternId::ALL
                .into_iter()
                .filter(|p| *p != pattern && p.topic() == result.topic)
                .map(|other| {
                    view! {
                        <li>
                            <button type="button" class="link-button"
                                aria-pressed=move || if asked.get() == Some(other) { "true" } else { "false" }
                                on:click=move |_| asked.set(Some(other))>
                                {t_args(lang, "quiz-matrix-why-not", &[("pattern", Arg::Str(pattern_name(lang, other)))])}
                            </button>
                        </li>
                    }
                })
                .collect_view();
            let why = move || {
                asked.get().map(|other| {
                    let text = history
                        .with(|h| why_not(&history_answers(h), other))
                        .messages
                        .iter()
                        .map(|m| say(lang, m))
                        .collect::<Vec<_>>()
                        .join(" ");
                    view! { <p class="quiz-matrix-reason">{text}</p> }
                })
            };
            view! {
                <div class="matrix-result" data-testid="matrix-result">
                    <h3>{t_args(lang, "quiz-matrix-result", &[("pattern", Arg::Str(pattern_name(lang, pattern)))])}</h3>
                    <p>{t(lang, &format!("pattern-{}-summary", pattern.as_str()))}</p>
                    <ul class="matrix-reasons">{reasons}</ul>
                    <h4>{t(lang, "quiz-matrix-others")}</h4>
                    <ul class="matrix-others">{others}</ul>
                    <div aria-live="polite">{why}</div>
                </div>
            }
            .into_any()
        }
    };

    view! {
        <section class="quiz-matrix" aria-labelledby="quiz-matrix-title">
            <h2 id="quiz-matrix-title">{t(lang, "quiz-matrix-title")}</h2>
            <p>{t(lang, "quiz-matrix-intro")}</p>
            <ol class="quiz-walk">{answered}</ol>
            <div aria-live="polite">{step}</div>
            <div class="quiz-actions">
                <button type="button" class="button" disabled=move || history.with(Vec::is_empty) on:click=back>
                    {t(lang, "quiz-matrix-back")}
                </button>
                <button type="button" class="button" disabled=move || history.with(Vec::is_empty) on:click=restart>
                    {t(lang, "quiz-matrix-restart")}
                </button>
            </div>
        </section>
    }
}
