//! Matrix mode ("My own workflow"): a walk through the decision matrix for a
//! workflow the learner has in mind. The learner may describe it in one line
//! first; that line is shown above the walk and kept with the result in the
//! progress store. The questions come one at a time; the result names the
//! pattern and why, with what the leaf adds (a hook's event and fields, a
//! chain's inner pattern, a failed resume's diagnosis), and any other
//! pattern of the topic can be asked "why not?".

use super::{
    now_ms, pattern_name,
    round::{history_answers, walk, walk_record, WalkState},
    say,
};
use crate::i18n::{t, t_args, Arg, Lang};
use crate::keyboard::focus_after_render;
use crate::progress;
use hooklab_core::decompose::messages::{diagnosis_detail_key, diagnosis_key, recipe_key};
use hooklab_core::decompose::{
    classify, why_not, AnswerValue, Detail, Diagnosis, HookRecipe, PatternId, QuestionId,
};
use hooklab_core::progress::{MatrixWalk, MAX_WALK_DESCRIPTION_CHARS};
use leptos::prelude::*;

/// How many earlier walks the page lists.
const EARLIER_SHOWN: usize = 5;

/// Where focus goes after an answer, Back or Start over: the first answer
/// of the question now asked, or the result's heading once there is one.
fn focus_after_step(history: &[(QuestionId, AnswerValue)]) {
    match walk(history) {
        WalkState::Ask { .. } => focus_after_render(".matrix-answers button"),
        WalkState::Done(_) => focus_after_render("#matrix-result-title"),
    }
}

#[component]
pub fn MatrixMode(lang: Lang) -> impl IntoView {
    let history = RwSignal::new(Vec::<(QuestionId, AnswerValue)>::new());
    let description = RwSignal::new(String::new());
    let asked = RwSignal::new(None::<PatternId>);
    let state = Memo::new(move |_| history.with(|h| walk(h)));
    let earlier = RwSignal::new(progress::load().matrix_walks);

    // A walk that reaches a result is kept, with its description.
    Effect::new(move |_| {
        if let WalkState::Done(_) = state.get() {
            let steps = history.get_untracked();
            let record = walk_record(
                &description.get_untracked(),
                &steps,
                &classify(&history_answers(&steps)),
                now_ms(),
            );
            progress::update(|p| p.record_matrix_walk(record));
            earlier.set(progress::load().matrix_walks);
        }
    });

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

    // Before the first answer the description can be typed; from then on it
    // is shown above the walk.
    let describe = move || {
        if history.with(Vec::is_empty) {
            view! {
                <div class="matrix-describe">
                    <label for="matrix-description">{t(lang, "quiz-matrix-description-label")}</label>
                    <input id="matrix-description" type="text" data-testid="matrix-description-input"
                        maxlength=MAX_WALK_DESCRIPTION_CHARS.to_string()
                        aria-describedby="matrix-description-hint"
                        prop:value=move || description.get()
                        on:input=move |event| description.set(event_target_value(&event))/>
                    <p id="matrix-description-hint" class="quiz-hint">{t(lang, "quiz-matrix-description-hint")}</p>
                </div>
            }
            .into_any()
        } else {
            let text = MatrixWalk::clean_description(&description.get_untracked());
            (!text.is_empty())
                .then(|| {
                    view! {
                        <p class="matrix-workflow" data-testid="matrix-description">
                            {t_args(lang, "quiz-matrix-workflow", &[("description", Arg::Str(text))])}
                        </p>
                    }
                })
                .into_any()
        }
    };

    let back = move |_: leptos::ev::MouseEvent| {
        asked.set(None);
        history.update(|h| {
            h.pop();
        });
        history.with_untracked(|h| focus_after_step(h));
    };
    let restart = move |_: leptos::ev::MouseEvent| {
        asked.set(None);
        history.set(Vec::new());
        focus_after_step(&[]);
    };

    let step = move || match state.get() {
        WalkState::Ask { question, values } => {
            let buttons = values
                .into_iter()
                .map(|value| {
                    view! {
                        <button type="button" class="button" data-testid="matrix-answer"
                            on:click=move |_| {
                                history.update(|h| h.push((question, value)));
                                history.with_untracked(|h| focus_after_step(h));
                            }>
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
                    <h3 id="matrix-result-title" tabindex="-1">{t_args(lang, "quiz-matrix-result", &[("pattern", Arg::Str(pattern_name(lang, pattern)))])}</h3>
                    <p>{t(lang, &format!("pattern-{}-summary", pattern.as_str()))}</p>
                    <LeafDetail lang=lang pattern=pattern detail=result.detail/>
                    <ul class="matrix-reasons">{reasons}</ul>
                    <h4>{t(lang, "quiz-matrix-others")}</h4>
                    <ul class="matrix-others">{others}</ul>
                    <div aria-live="polite">{why}</div>
                </div>
            }
            .into_any()
        }
    };

    let earlier_view = move || {
        let walks = earlier.get();
        (!walks.is_empty()).then(|| {
            let items = walks
                .iter()
                .rev()
                .take(EARLIER_SHOWN)
                .map(|w| earlier_item(lang, w))
                .collect_view();
            view! {
                <section class="matrix-earlier" aria-labelledby="matrix-earlier-title">
                    <h3 id="matrix-earlier-title">{t(lang, "quiz-matrix-earlier-title")}</h3>
                    <ul data-testid="matrix-earlier">{items}</ul>
                </section>
            }
        })
    };

    view! {
        <section class="quiz-matrix" aria-labelledby="quiz-matrix-title">
            <h2 id="quiz-matrix-title">{t(lang, "quiz-matrix-title")}</h2>
            <p>{t(lang, "quiz-matrix-intro")}</p>
            {describe}
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
            {earlier_view}
        </section>
    }
}

/// What the leaf adds to its pattern: the event and the fields of a hook,
/// the inner pattern of a hybrid, or the diagnosis of a failed resume.
#[component]
fn LeafDetail(lang: Lang, pattern: PatternId, detail: Option<Detail>) -> impl IntoView {
    match detail {
        Some(Detail::Hook { recipe }) => {
            let fields = recipe
                .fields()
                .iter()
                .enumerate()
                .map(|(i, field)| view! { {(i > 0).then_some(", ")}<code>{*field}</code> })
                .collect_view();
            view! {
                <div class="matrix-detail" data-testid="matrix-detail">
                    <dl>
                        <dt>{t(lang, "quiz-matrix-event")}</dt>
                        <dd data-testid="matrix-event"><code>{recipe.event()}</code></dd>
                        <dt>{t(lang, "quiz-matrix-fields")}</dt>
                        <dd>{fields}</dd>
                    </dl>
                    <p>{t(lang, &recipe_key(recipe))}</p>
                </div>
            }
            .into_any()
        }
        Some(Detail::Inner { pattern: inner }) => view! {
            <p class="quiz-inner" data-testid="matrix-detail">
                {t_args(lang, "quiz-inner", &[("outer", Arg::Str(pattern_name(lang, pattern))), ("inner", Arg::Str(pattern_name(lang, inner)))])}
            </p>
        }
        .into_any(),
        Some(Detail::Diagnosis { diagnosis }) => view! {
            <div class="matrix-detail" data-testid="matrix-detail">
                <h4>{t_args(lang, "quiz-matrix-diagnosis", &[("diagnosis", Arg::Str(t(lang, &diagnosis_key(diagnosis))))])}</h4>
                <p>{t(lang, &diagnosis_detail_key(diagnosis))}</p>
            </div>
        }
        .into_any(),
        None => ().into_any(),
    }
}

/// One earlier walk: its description, and where it led.
fn earlier_item(lang: Lang, walk: &MatrixWalk) -> impl IntoView {
    let description = if walk.description.is_empty() {
        t(lang, "quiz-matrix-untitled")
    } else {
        walk.description.clone()
    };
    let result = PatternId::from_id(&walk.result)
        .map_or_else(|| walk.result.clone(), |p| pattern_name(lang, p));
    let detail = walk.detail.as_deref().and_then(|id| {
        HookRecipe::from_id(id)
            .map(|r| r.event().to_owned())
            .or_else(|| Diagnosis::from_id(id).map(|d| t(lang, &diagnosis_key(d))))
            .or_else(|| PatternId::from_id(id).map(|p| pattern_name(lang, p)))
    });
    view! {
        <li>
            <span class="matrix-earlier-description">{description}</span>
            " → "
            <strong>{result}</strong>
            {detail.map(|d| view! { " (" {d} ")" })}
        </li>
    }
}
