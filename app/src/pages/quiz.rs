//! The quiz: rounds of scenarios to name the pattern at a glance, each answer
//! explained through the decision matrix; a matrix mode for the learner's
//! own workflow; and the learner's history before a new round.
//!
//! The page is drawn from the scenario bank in the learner's language, its
//! content file ([`crate::page_data`]); drawing, answering, scoring and the
//! matrix walk all run in the browser.

pub mod history;
pub mod matrix;
pub mod play;
pub mod round;

use crate::answer_codec::JsonAnswer;
use crate::{
    i18n::{number_text, percent, t, t_args, use_lang, Arg, Lang},
    keyboard::focus_after_render,
    progress,
};
use hooklab_core::decompose::{
    classify, messages::pattern_key, why_not, Message, PatternId, Topic,
};
use hooklab_core::progress::Confidence;
use leptos::prelude::*;
use leptos_meta::{Meta, Title};
use leptos_router::hooks::use_query_map;
use play::{Mode, QuizState, Stage};
use round::{Given, QuizItem, Summary, LENGTHS};

/// The whole bank in `lang` (English when the code is unknown), for the
/// classroom's quiz items; the quiz page has it from its content file.
#[server(prefix = "/api", endpoint = "quiz-bank", input = leptos::server_fn::codec::GetUrl, output = JsonAnswer)]
pub async fn quiz_bank(lang: String) -> Result<Vec<QuizItem>, ServerFnError> {
    let locale = crate::i18n::Lang::from_code(&lang).unwrap_or(crate::i18n::Lang::En);
    match crate::page_data::get::<Vec<QuizItem>>(locale) {
        Ok(items) => Ok(items.to_vec()),
        Err(missing) => Err(ServerFnError::new(missing)),
    }
}

impl crate::page_data::Content for Vec<QuizItem> {
    const FILE: crate::page_data::PageData = crate::page_data::PageData::Quiz;

    #[cfg(feature = "ssr")]
    fn build(locale: Lang) -> Result<Self, String> {
        use crate::i18n::typeset;
        let practice = crate::api::ssr::practice().map_err(|error| error.to_string())?;
        Ok(practice
            .quiz()
            .iter()
            .filter_map(|s| {
                let text = s.text(locale)?;
                Some(QuizItem {
                    id: s.id.clone(),
                    topic: s.topic,
                    answer: s.answer,
                    inner: s.inner,
                    options: s.options.clone(),
                    answers: s.answers.clone(),
                    title: typeset(locale, &text.title),
                    situation: typeset(locale, &text.situation),
                    explanation: typeset(locale, &text.explanation),
                    why_not: text
                        .why_not
                        .iter()
                        .map(|(pattern, text)| (*pattern, typeset(locale, text)))
                        .collect(),
                    exam_note: text.exam_note.as_deref().map(|n| typeset(locale, n)),
                })
            })
            .collect())
    }
}

/// A matrix sentence in `lang` (its id arguments become their names).
pub fn say(lang: Lang, message: &Message) -> String {
    crate::i18n::say_map(lang, &message.id, &message.args)
}

/// The name of a pattern in `lang`.
pub fn pattern_name(lang: Lang, pattern: PatternId) -> String {
    t(lang, &pattern_key(pattern))
}

/// Milliseconds since the epoch from the browser's clock (`None` on the server).
pub(crate) fn now_ms() -> Option<u64> {
    #[cfg(feature = "hydrate")]
    {
        let ms = js_sys::Date::now();
        (ms.is_finite() && ms >= 0.0).then_some(ms as u64)
    }
    #[cfg(not(feature = "hydrate"))]
    {
        None
    }
}

/// A seed for shuffling a round and its options: eight bytes from the
/// browser's random source (`crypto.getRandomValues`), else the clock.
pub(crate) fn random_seed() -> u64 {
    #[cfg(feature = "hydrate")]
    {
        let mut bytes = [0u8; 8];
        let filled = web_sys::window()
            .and_then(|w| w.crypto().ok())
            .is_some_and(|c| c.get_random_values_with_u8_array(&mut bytes).is_ok());
        if filled {
            return u64::from_le_bytes(bytes);
        }
    }
    now_ms().unwrap_or(0x5eed)
}

/// Where focus goes when a scenario appears: its first option, the
/// learner's next action.
const FIRST_OPTION: &str = ".quiz-options button:not([disabled])";
/// Where focus goes once an answer is given: the verdict that opens the
/// feedback (the "Next" button is the next Tab stop after it).
const VERDICT: &str = "#quiz-verdict";
/// Where focus goes at the end of a round.
const SUMMARY_TITLE: &str = "#quiz-summary-title";
/// Where focus goes when the learner asks for a new round.
const SETUP_TITLE: &str = "#quiz-setup-title";

/// What a key press does while a scenario is on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyAction {
    /// Pick the option at this index (key 1 is index 0).
    Pick(usize),
    Sure,
    Guess,
    Next,
}

/// Maps a key (its layout-independent `code`, then its `key` value) to an
/// action. Letters go by position too, so S and G work on any keyboard layout.
pub fn key_action(code: &str, key: &str) -> Option<KeyAction> {
    let digit = code
        .strip_prefix("Digit")
        .or_else(|| code.strip_prefix("Numpad"))
        .or(Some(key))
        .and_then(|d| d.parse::<usize>().ok())
        .filter(|d| (1..=4).contains(d));
    if let Some(d) = digit {
        return Some(KeyAction::Pick(d - 1));
    }
    match (code, key.to_ascii_lowercase().as_str()) {
        ("KeyS", _) | (_, "s") => Some(KeyAction::Sure),
        ("KeyG", _) | (_, "g") => Some(KeyAction::Guess),
        ("KeyN", _) | (_, "n") => Some(KeyAction::Next),
        _ => None,
    }
}

/// The round set up from the query string (`?topic=…&length=…&start=1`).
fn setup_from_query(topic: Option<String>, length: Option<String>) -> (Option<Topic>, usize) {
    let topic = topic.as_deref().and_then(Topic::from_id);
    let length = length
        .and_then(|l| l.parse::<usize>().ok())
        .filter(|l| LENGTHS.contains(l))
        .unwrap_or(LENGTHS[0]);
    (topic, length)
}

#[component]
pub fn QuizPage() -> impl IntoView {
    let lang = use_lang();
    let query = use_query_map();
    let (topic, length, autostart) = query.with_untracked(|q| {
        let (topic, length) = setup_from_query(q.get("topic"), q.get("length"));
        (topic, length, q.get("start").is_some())
    });
    let quiz = crate::page_data::page_with::<Vec<QuizItem>>(lang, |items| {
        view! { <Quiz lang=lang items=items topic=topic length=length autostart=autostart/> }
            .into_any()
    });
    view! {
        <Title text=format!("{} · Hooklab", t(lang, "quiz-title"))/>
        <Meta name="description" content=t(lang, "quiz-description")/>
        <div class="page narrow quiz">
            <h1>{t(lang, "quiz-title")}</h1>
            <p class="lead">{t(lang, "quiz-lead")}</p>
            {quiz}
        </div>
    }
}

#[component]
fn Quiz(
    lang: Lang,
    items: std::sync::Arc<Vec<QuizItem>>,
    topic: Option<Topic>,
    length: usize,
    autostart: bool,
) -> impl IntoView {
    let bank = StoredValue::new(items);
    // The one state; the views below read it through memos, so that each
    // part redraws only when what it shows changes.
    let quiz = RwSignal::new(QuizState::new(topic, length));
    let mode = Memo::new(move |_| quiz.with(QuizState::mode));
    let stage = Memo::new(move |_| quiz.with(QuizState::stage));
    let current = Memo::new(move |_| quiz.with(|q| q.current().cloned()));
    let counter = Memo::new(move |_| quiz.with(QuizState::counter));
    let picked = Memo::new(move |_| quiz.with(QuizState::picked));
    let answered = Memo::new(move |_| quiz.with(|q| q.answered().cloned()));

    // Runs a transition; the page hears of it only when it applied.
    let act = move |transition: &dyn Fn(&mut QuizState) -> bool| {
        quiz.try_maybe_update(|q| {
            let applied = transition(q);
            (applied, applied)
        })
        .unwrap_or(false)
    };
    let start_new = move || {
        if act(&|q| bank.with_value(|b| q.start(b, random_seed(), now_ms()))) {
            focus_after_render(FIRST_OPTION);
        }
    };
    // A round asked for in the URL (the setup form submitted before the
    // page was interactive) starts once the page has hydrated.
    Effect::new(move |_| {
        if autostart {
            start_new();
        }
    });
    let pick = move |option: PatternId| act(&|q| q.pick(option));
    let commit = move |confidence: Confidence| {
        let record = quiz
            .try_maybe_update(|q| {
                let record = q.answer(confidence, now_ms());
                (record.is_some(), record)
            })
            .flatten();
        if let Some(record) = record {
            progress::update(|p| p.record_quiz(record));
            focus_after_render(VERDICT);
        }
    };
    let next = move || {
        if act(&QuizState::go_on) {
            let done = quiz.with_untracked(|q| q.stage() == Stage::Summary);
            focus_after_render(if done { SUMMARY_TITLE } else { FIRST_OPTION });
        }
    };
    let retry = move || {
        if act(&|q| bank.with_value(|b| q.retry(b, random_seed(), now_ms()))) {
            focus_after_render(FIRST_OPTION);
        }
    };
    let new_round = move || {
        if act(&QuizState::restart) {
            focus_after_render(SETUP_TITLE);
        }
    };

    let listener = window_event_listener(leptos::ev::keydown, move |event| {
        if !quiz.with_untracked(QuizState::playing) {
            return;
        }
        if event.ctrl_key() || event.alt_key() || event.meta_key() || typing_in_a_field(&event) {
            return;
        }
        match key_action(&event.code(), &event.key()) {
            Some(KeyAction::Pick(index)) if act(&|q| q.pick_nth(index)) => event.prevent_default(),
            Some(KeyAction::Pick(_)) => {}
            Some(KeyAction::Sure) => commit(Confidence::Sure),
            Some(KeyAction::Guess) => commit(Confidence::Guessing),
            Some(KeyAction::Next) => next(),
            None => {}
        }
    });
    on_cleanup(move || listener.remove());

    let round_view = move || match stage.get() {
        Stage::Setup => view! {
            <history::HistoryView lang=lang bank=bank/>
            <SetupForm lang=lang quiz=quiz on_start=start_new/>
        }
        .into_any(),
        Stage::Playing => view! {
            <QuestionView lang=lang current=current counter=counter picked=picked answered=answered
                on_pick=pick on_commit=commit on_next=next/>
        }
        .into_any(),
        Stage::Summary => {
            let (summary, missed) = quiz.with_untracked(|q| (q.summary(), q.missed()));
            view! {
                <SummaryView lang=lang summary=summary missed=missed on_retry=retry on_new=new_round/>
            }
            .into_any()
        }
    };

    let tab = move |which: Mode, key: &'static str| {
        view! {
            <button type="button" class="quiz-tab" aria-pressed=move || if mode.get() == which { "true" } else { "false" }
                on:click=move |_| { act(&|q| q.show(which)); }>
                {t(lang, key)}
            </button>
        }
    };

    view! {
        <div class="quiz-modes" role="group" aria-label=t(lang, "quiz-modes-label")>
            {tab(Mode::Round, "quiz-mode-round")}
            {tab(Mode::Matrix, "quiz-mode-matrix")}
        </div>
        {move || match mode.get() {
            Mode::Round => round_view().into_any(),
            Mode::Matrix => view! { <matrix::MatrixMode lang=lang/> }.into_any(),
        }}
    }
}

/// Whether the key went to a text field (where letters and digits are typing).
fn typing_in_a_field(event: &leptos::ev::KeyboardEvent) -> bool {
    #[cfg(feature = "hydrate")]
    {
        use wasm_bindgen::JsCast;
        event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
    }
    #[cfg(not(feature = "hydrate"))]
    {
        let _ = event;
        false
    }
}

/// The round setup: a plain GET form, so it works before (or without)
/// hydration; once interactive, it starts the round in place.
#[component]
fn SetupForm(
    lang: Lang,
    quiz: RwSignal<QuizState>,
    on_start: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let (topic, length) = quiz.with_untracked(|q| (q.topic(), q.length()));
    let topics = std::iter::once(None)
        .chain(Topic::ALL.into_iter().map(Some))
        .map(|choice| {
            let value = choice.map_or("all", Topic::as_str);
            let label = match choice {
                None => t(lang, "quiz-topic-all"),
                Some(topic) => t(lang, &format!("topic-{}", topic.as_str())),
            };
            view! {
                <label class="quiz-choice">
                    <input type="radio" name="topic" value=value
                        checked=topic == choice
                        on:change=move |_| quiz.maybe_update(|q| q.choose_topic(choice))/>
                    <span>{label}</span>
                </label>
            }
        })
        .collect_view();
    let lengths = LENGTHS
        .into_iter()
        .map(|n| {
            view! {
                <label class="quiz-choice">
                    <input type="radio" name="length" value=n.to_string()
                        checked=length == n
                        on:change=move |_| quiz.maybe_update(|q| q.choose_length(n))/>
                    <span>{t_args(lang, "quiz-length-option", &[("count", Arg::from(n))])}</span>
                </label>
            }
        })
        .collect_view();
    let submit = move |event: leptos::ev::SubmitEvent| {
        event.prevent_default();
        on_start();
    };
    view! {
        <form class="quiz-setup" method="get" action=format!("/{}/quiz", lang.code()) on:submit=submit data-testid="quiz-setup">
            <h2 id="quiz-setup-title" tabindex="-1">{t(lang, "quiz-setup-title")}</h2>
            <fieldset>
                <legend>{t(lang, "quiz-topic-legend")}</legend>
                {topics}
            </fieldset>
            <fieldset>
                <legend>{t(lang, "quiz-length-legend")}</legend>
                {lengths}
            </fieldset>
            <p class="quiz-hint keys-only">{t(lang, "quiz-keys-hint")}</p>
            <button type="submit" class="button primary" name="start" value="1">{t(lang, "quiz-start")}</button>
            <noscript><p class="quiz-hint">{t(lang, "quiz-needs-js")}</p></noscript>
        </form>
    }
}

#[component]
fn QuestionView(
    lang: Lang,
    current: Memo<Option<QuizItem>>,
    /// Which scenario of how many, 1-based.
    counter: Memo<(usize, usize)>,
    picked: Memo<Option<PatternId>>,
    /// The answer to the scenario on screen, once given.
    answered: Memo<Option<Given>>,
    on_pick: impl Fn(PatternId) -> bool + Copy + Send + Sync + 'static,
    on_commit: impl Fn(Confidence) + Copy + Send + Sync + 'static,
    on_next: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let counter = move || {
        t_args(
            lang,
            "quiz-counter",
            &[
                ("current", Arg::from(counter.get().0)),
                ("total", Arg::from(counter.get().1)),
            ],
        )
    };
    let body = move || {
        let item = current.get()?;
        let answer = item.answer;
        let options = item
            .options
            .iter()
            .copied()
            .enumerate()
            .map(|(index, option)| {
                let state = move || {
                    let shown = answered.get();
                    match shown {
                        Some(_) if option == answer => Some(("is-answer", t(lang, "quiz-mark-answer"))),
                        Some(g) if g.chosen == option => Some(("is-wrong", t(lang, "quiz-mark-yours"))),
                        _ => None,
                    }
                };
                view! {
                    <li>
                        <button type="button" class=move || format!("quiz-option {}", state().map_or("", |s| s.0))
                            data-testid="quiz-option" data-pattern=option.as_str()
                            aria-pressed=move || if picked.get() == Some(option) { "true" } else { "false" }
                            disabled=move || answered.with(Option::is_some)
                            on:click=move |_| { on_pick(option); }>
                            <kbd class="keys-only" aria-hidden="true">{index + 1}</kbd>
                            <span class="quiz-option-name">{pattern_name(lang, option)}</span>
                            {move || state().map(|(_, mark)| view! { <span class="quiz-mark">{mark}</span> })}
                        </button>
                    </li>
                }
            })
            .collect_view();
        let waiting = move || picked.get().is_none() || answered.with(Option::is_some);
        let item_for_feedback = item.clone();
        Some(view! {
            <h2 id="quiz-question-title" tabindex="-1">{item.title.clone()}</h2>
            <p class="quiz-situation">{item.situation.clone()}</p>
            <p class="quiz-ask" id="quiz-options-label">{t(lang, "quiz-which-pattern")}</p>
            <ol class="quiz-options" aria-labelledby="quiz-options-label">{options}</ol>
            <div class="quiz-confidence" role="group" aria-label=t(lang, "quiz-confidence-label")>
                <button type="button" class="button" data-testid="quiz-sure" disabled=waiting on:click=move |_| on_commit(Confidence::Sure)>
                    {t(lang, "quiz-sure")}<kbd class="keys-only" aria-hidden="true">"S"</kbd>
                </button>
                <button type="button" class="button" data-testid="quiz-guess" disabled=waiting on:click=move |_| on_commit(Confidence::Guessing)>
                    {t(lang, "quiz-guessing")}<kbd class="keys-only" aria-hidden="true">"G"</kbd>
                </button>
            </div>
            <div class="quiz-feedback-region" aria-live="polite">
                {move || answered.get().map(|g| view! { <Feedback lang=lang item=item_for_feedback.clone() given=g on_next=on_next/> })}
            </div>
        })
    };
    view! {
        <section class="quiz-round" aria-labelledby="quiz-question-title">
            <p class="quiz-counter">{counter}</p>
            {body}
        </section>
    }
}

#[component]
fn Feedback(
    lang: Lang,
    item: QuizItem,
    given: Given,
    on_next: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let correct = given.correct();
    let verdict = if correct {
        view! { <p class="quiz-verdict ok" id="quiz-verdict" tabindex="-1"><span aria-hidden="true">"✓ "</span>{t(lang, "quiz-right")}</p> }.into_any()
    } else {
        let text = t_args(
            lang,
            "quiz-wrong",
            &[("pattern", Arg::Str(pattern_name(lang, item.answer)))],
        );
        view! { <p class="quiz-verdict bad" id="quiz-verdict" tabindex="-1"><span aria-hidden="true">"✗ "</span>{text}</p> }
            .into_any()
    };
    let inner = item.inner.map(|inner| {
        view! {
            <p class="quiz-inner">
                {t_args(lang, "quiz-inner", &[("outer", Arg::Str(pattern_name(lang, item.answer))), ("inner", Arg::Str(pattern_name(lang, inner)))])}
            </p>
        }
    });
    let walk = classify(&item.answers);
    let steps = walk
        .path
        .iter()
        .map(|step| {
            let assumed = step.assumed.then(|| view! { <span class="quiz-assumed">{t(lang, "quiz-assumed")}</span> });
            view! {
                <li>
                    <span class="quiz-walk-question">{t(lang, &format!("question-{}", step.question.as_str()))}</span>
                    " → "
                    <strong>{t(lang, &format!("answer-{}", step.answer.as_str()))}</strong>
                    {assumed}
                </li>
            }
        })
        .collect_view();
    let why = (!correct).then(|| {
        let own = item.why_not.get(&given.chosen).cloned();
        let matrix_reason = why_not(&item.answers, given.chosen).messages.iter().map(|m| say(lang, m)).collect::<Vec<_>>().join(" ");
        view! {
            <div class="quiz-why-not">
                <h3>{t_args(lang, "quiz-why-not-title", &[("pattern", Arg::Str(pattern_name(lang, given.chosen)))])}</h3>
                {own.map(|text| view! { <p>{text}</p> })}
                <p class="quiz-matrix-reason">{matrix_reason}</p>
            </div>
        }
    });
    let exam = item.exam_note.clone().map(|note| {
        view! {
            <aside class="quiz-exam-note">
                <h3>{t(lang, "quiz-exam-note-title")}</h3>
                <p>{note}</p>
            </aside>
        }
    });
    view! {
        <div class="quiz-feedback" data-testid="quiz-feedback">
            {verdict}
            {inner}
            <p>{item.explanation.clone()}</p>
            <h3>{t(lang, "quiz-walk-title")}</h3>
            <ol class="quiz-walk" data-testid="quiz-walk">
                {steps}
                <li class="quiz-walk-end">"→ "<strong>{pattern_name(lang, walk.pattern)}</strong></li>
            </ol>
            {why}
            {exam}
            <button type="button" class="button primary" data-testid="quiz-next" on:click=move |_| on_next()>
                {t(lang, "quiz-next")}<kbd class="keys-only" aria-hidden="true">"N"</kbd>
            </button>
        </div>
    }
}

/// The id of a missed scenario's explanation in the round summary.
fn missed_anchor(scenario: &str) -> String {
    format!("quiz-missed-{scenario}")
}

#[component]
fn SummaryView(
    lang: Lang,
    summary: Summary,
    /// The scenarios answered wrongly, in the order they came, with the
    /// pattern the learner chose.
    missed: Vec<(QuizItem, PatternId)>,
    on_retry: impl Fn() + Copy + Send + Sync + 'static,
    on_new: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let overall = t_args(
        lang,
        "quiz-score",
        &[
            ("right", Arg::from(summary.overall.right)),
            ("total", Arg::from(summary.overall.total)),
            (
                "percent",
                Arg::Str(percent(lang, summary.overall.percent())),
            ),
        ],
    );
    let rows = summary
        .per_pattern
        .iter()
        .map(|(pattern, tally)| {
            view! {
                <tr>
                    <th scope="row">{pattern_name(lang, *pattern)}</th>
                    <td>{format!("{} / {}", number_text(lang, tally.right), number_text(lang, tally.total))}</td>
                    <td>{percent(lang, tally.percent())}</td>
                </tr>
            }
        })
        .collect_view();
    let calibration = [
        ("quiz-sure-right", summary.sure.right, "ok"),
        ("quiz-sure-wrong", summary.sure_wrong(), "bad"),
        ("quiz-guess-right", summary.guessed_right(), "warn"),
        ("quiz-guess-wrong", summary.guessing.total - summary.guessing.right, "neutral"),
    ]
    .into_iter()
    .map(|(key, count, class)| {
        view! { <li class=format!("quiz-calibration-{class}")>{t_args(lang, key, &[("count", Arg::from(count))])}</li> }
    })
    .collect_view();
    let danger = (summary.sure_wrong() > 0).then(
        || view! { <p class="quiz-danger" role="note">{t(lang, "quiz-sure-wrong-note")}</p> },
    );
    let confusions = if summary.confusions.is_empty() {
        view! { <p>{t(lang, "quiz-no-confusions")}</p> }.into_any()
    } else {
        let items = summary
            .confusions
            .iter()
            .map(|c| {
                let text = t_args(
                    lang,
                    "quiz-confusion",
                    &[
                        ("chosen", Arg::Str(pattern_name(lang, c.chosen))),
                        ("answer", Arg::Str(pattern_name(lang, c.answer))),
                        ("count", Arg::from(c.count)),
                    ],
                );
                view! { <li>{text}</li> }
            })
            .collect_view();
        view! { <ul class="quiz-confusions" data-testid="quiz-confusions">{items}</ul> }.into_any()
    };
    let missed_count = summary.missed.len();
    let retry = (missed_count > 0).then(|| {
        view! {
            <button type="button" class="button primary" on:click=move |_| on_retry()>
                {t_args(lang, "quiz-retry", &[("count", Arg::from(missed_count))])}
            </button>
        }
    });
    let missed_links = (!missed.is_empty()).then(|| {
        let links = missed
            .iter()
            .map(|(item, _)| {
                view! { <li><a href=format!("#{}", missed_anchor(&item.id))>{item.title.clone()}</a></li> }
            })
            .collect_view();
        view! {
            <h3>{t(lang, "quiz-missed-title")}</h3>
            <ul class="quiz-missed-links" data-testid="quiz-missed-links">{links}</ul>
        }
    });
    let explanations = (!missed.is_empty()).then(|| {
        let articles = missed
            .iter()
            .map(|(item, chosen)| {
                let anchor = missed_anchor(&item.id);
                let title_id = format!("{anchor}-title");
                let labelled_by = title_id.clone();
                let answer = t_args(
                    lang,
                    "quiz-missed-answer",
                    &[
                        ("answer", Arg::Str(pattern_name(lang, item.answer))),
                        ("chosen", Arg::Str(pattern_name(lang, *chosen))),
                    ],
                );
                view! {
                    <article class="quiz-missed" id=anchor tabindex="-1" aria-labelledby=labelled_by>
                        <h4 id=title_id>{item.title.clone()}</h4>
                        <p class="quiz-missed-answer">{answer}</p>
                        <p>{item.explanation.clone()}</p>
                    </article>
                }
            })
            .collect_view();
        view! {
            <section class="quiz-missed-explanations" aria-labelledby="quiz-explanations-title" data-testid="quiz-explanations">
                <h3 id="quiz-explanations-title">{t(lang, "quiz-explanations-title")}</h3>
                {articles}
            </section>
        }
    });
    view! {
        <section class="quiz-summary" data-testid="quiz-summary" aria-labelledby="quiz-summary-title">
            <h2 id="quiz-summary-title" tabindex="-1">{t(lang, "quiz-summary-title")}</h2>
            <p class="quiz-score">{overall}</p>
            <h3>{t(lang, "quiz-per-pattern")}</h3>
            <table class="quiz-table">
                <thead>
                    <tr>
                        <th scope="col">{t(lang, "quiz-col-pattern")}</th>
                        <th scope="col">{t(lang, "quiz-col-right")}</th>
                        <th scope="col">{t(lang, "quiz-col-accuracy")}</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
            <h3>{t(lang, "quiz-calibration-title")}</h3>
            <ul class="quiz-calibration">{calibration}</ul>
            {danger}
            <h3>{t(lang, "quiz-confusions-title")}</h3>
            {confusions}
            {missed_links}
            <div class="quiz-actions">
                {retry}
                <button type="button" class="button" on:click=move |_| on_new()>{t(lang, "quiz-new-round")}</button>
            </div>
            {explanations}
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_map_by_position_and_by_value() {
        assert_eq!(key_action("Digit1", "1"), Some(KeyAction::Pick(0)));
        assert_eq!(key_action("Numpad4", "4"), Some(KeyAction::Pick(3)));
        assert_eq!(key_action("Digit5", "5"), None);
        // Russian layout: the S key types "ы" but its code is still KeyS.
        assert_eq!(key_action("KeyS", "ы"), Some(KeyAction::Sure));
        assert_eq!(key_action("KeyG", "п"), Some(KeyAction::Guess));
        assert_eq!(key_action("", "G"), Some(KeyAction::Guess));
        assert_eq!(key_action("KeyN", "n"), Some(KeyAction::Next));
        assert_eq!(key_action("KeyX", "x"), None);
        assert_eq!(key_action("Enter", "Enter"), None);
    }

    #[test]
    fn the_query_string_sets_up_a_round_and_falls_back_on_bad_values() {
        assert_eq!(
            setup_from_query(Some("session".into()), Some("10".into())),
            (Some(Topic::Session), 10)
        );
        assert_eq!(
            setup_from_query(Some("all".into()), Some("7".into())),
            (None, 5)
        );
        assert_eq!(setup_from_query(None, None), (None, 5));
    }

    #[test]
    fn core_messages_get_their_ids_translated() {
        let answers = hooklab_core::decompose::Answers::for_topic(Topic::Session);
        let message = &why_not(&answers, PatternId::Fork).messages[0];
        let english = say(Lang::En, message);
        assert!(english.contains("Fork the session"), "{english}");
        assert!(!english.contains("compare-alternatives"), "{english}");
        let russian = say(Lang::Ru, message);
        assert_ne!(russian, english);
        assert!(!russian.contains("{"), "{russian}");
    }

    #[test]
    fn every_quiz_key_exists_in_every_language() {
        let english: Vec<String> = crate::i18n::sources(Lang::En)
            .iter()
            .filter(|(name, _)| *name == "quiz.ftl")
            .flat_map(|(_, text)| text.lines())
            .filter_map(|line| line.split_once(" =").map(|(key, _)| key.trim().to_owned()))
            .filter(|key| !key.is_empty() && !key.starts_with('#') && !key.starts_with(' '))
            .collect();
        assert!(
            english.len() > 40,
            "quiz.ftl looks empty: {}",
            english.len()
        );
        for lang in Lang::ALL {
            for key in &english {
                assert!(
                    crate::i18n::has(lang, key),
                    "{key} is missing in {}",
                    lang.code()
                );
            }
        }
    }
}
