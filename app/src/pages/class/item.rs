//! Doing one item of an assignment:
//! `/{lang}/class/assignments/{id}/{kind}/{item}`. The item runs on the
//! same components as its public page (the quiz's options and pattern
//! names, the sandbox, the simulator's terminal); what goes to the server
//! is what the learner did (the chosen pattern, the edited case, the
//! command lines), never a verdict. The server grades it and, when the
//! assignment shows answers, the page shows that grade.
//!
//! A timed attempt starts with a button; the page counts down from the
//! server's end time, and the server is the judge.

use super::{
    browser, class_home,
    student::{assignment_url, failure, item_state_text, item_url, kind_name, score_percent},
    ErrorNote, KeptForOffline,
};
use crate::{
    classroom::{assignment_item, exam_key, my_assignment, start_item, submit, whoami, ClassError},
    i18n::{percent, t, t_args, use_lang, Arg, Lang},
    pages::{
        exam::{letter, Explanation},
        quiz::{pattern_name, quiz_bank},
    },
};
use hooklab_core::classroom::{
    item_of_page_path, ItemView, Receipt, Started, StudentAssignment, Submission,
};
use hooklab_core::decompose::PatternId;
use hooklab_core::exam::Question;
use hooklab_core::practice::{Answer, ItemKind, Response};
use hooklab_core::progress::Confidence;
use leptos::{prelude::*, task::spawn_local};
use leptos_meta::Title;
use leptos_router::{
    components::Redirect,
    hooks::{use_location, use_params_map},
};
use serde::{Deserialize, Serialize};

/// The items that run on the sandbox or the simulator, in the builds that
/// carry either tool: the server's (both), the challenge-item bundle's
/// (the sandbox) and the simulator-item bundle's
/// (the simulator); see `bundle.rs`.
#[cfg(item_tools)]
mod tools;

/// The choice bundle's stand-in, out of reach: it is loaded only for quiz
/// and exam items (and for a path that names no kind of item, which the
/// server sends on to the item's own path).
#[cfg(not(item_tools))]
mod tools {
    use crate::i18n::Lang;
    use hooklab_core::{classroom::ItemView, practice::Answer};
    use leptos::prelude::*;

    pub fn work(
        lang: Lang,
        _item: ItemView,
        _answer: RwSignal<Option<Answer>>,
        _editing: RwSignal<bool>,
    ) -> AnyView {
        super::broken(lang)
    }
}

/// What an item's work area shows when the item cannot be run.
fn broken(lang: Lang) -> AnyView {
    view! { <p class="error" role="alert">{t(lang, "class-item-broken")}</p> }.into_any()
}

/// A submission kept in this browser until the server has answered it, so
/// that a retry after a lost answer reuses its idempotency key.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Pending {
    pub idempotency_key: String,
    pub answer: Answer,
}

/// The local-storage key of an item's pending submission.
#[must_use]
pub fn pending_key(account_id: &str, assignment_id: &str, item_key: &str) -> String {
    format!(
        "{}pending:{assignment_id}:{item_key}",
        browser::local_prefix(account_id)
    )
}

/// The pending submission stored under `storage_key`, if any.
fn load_pending(storage_key: &str) -> Option<Pending> {
    crate::storage::load(storage_key).and_then(|text| serde_json::from_str(&text).ok())
}

/// The idempotency key for sending `answer`: the pending one when it was
/// for this same answer (a retry), else `fresh`.
#[must_use]
pub fn key_for(pending: Option<&Pending>, answer: &Answer, fresh: String) -> String {
    match pending {
        Some(p) if p.answer == *answer => p.idempotency_key.clone(),
        _ => fresh,
    }
}

/// How often, in seconds, an answer waiting to be sent is tried again
/// (and at once when the browser says the network is back).
const RETRY_EVERY_SECONDS: u32 = 10;

/// `m:ss` for a countdown.
#[must_use]
pub fn clock_text(seconds: u64) -> String {
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// Everything an item page loads at once.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Loaded {
    account_id: String,
    assignment: StudentAssignment,
    item: ItemView,
}

#[component]
pub fn ItemPage() -> impl IntoView {
    let lang = use_lang();
    let params = use_params_map();
    // The assignment, the item's key and the kind of item the path names.
    let path = move || {
        params.with(|p| {
            let (key, kind) = item_of_page_path(
                &p.get("kind").unwrap_or_default(),
                &p.get("item").unwrap_or_default(),
            );
            (p.get("id").unwrap_or_default(), key, kind)
        })
    };
    let ids = move || {
        let (id, key, _) = path();
        (id, key)
    };
    let data = Resource::new(
        move || (ids(), lang.code().to_owned()),
        |((id, key), lang)| async move {
            let me = whoami().await?.ok_or_else(|| ClassError {
                status: 401,
                code: "signed-out".into(),
                message: "please sign in".into(),
                reason: None,
                retry_after: None,
                field: None,
            })?;
            let assignment = my_assignment(id.clone(), lang.clone()).await?;
            let item = assignment_item(id, key, lang).await?;
            Ok::<_, ClassError>(Loaded {
                account_id: me.account.id,
                assignment,
                item,
            })
        },
    );
    view! {
        <Suspense fallback=move || view! { <p class="page">{t(lang, "loading")}</p> }>
            {move || Suspend::new(async move {
                let (id, key, named) = path();
                match data.await {
                    // An older link to an instructor's item, or a path that
                    // names another kind: the item's own path, whose
                    // bundle runs it.
                    Ok(loaded) if named != Some(loaded.item.kind) => {
                        let path = item_url(lang, &id, &key, loaded.item.kind);
                        view! { <Redirect path=path/> }.into_any()
                    }
                    Ok(loaded) => view! { <ItemBody lang=lang loaded=loaded key=key/> }.into_any(),
                    Err(error) => view! {
                        <div class="page narrow class">
                            {failure(lang, error, use_location().pathname.get_untracked())}
                        </div>
                    }
                    .into_any(),
                }
            })}
        </Suspense>
    }
}

#[component]
fn ItemBody(lang: Lang, loaded: Loaded, key: String) -> impl IntoView {
    let Loaded {
        account_id,
        assignment: sa,
        item,
    } = loaded;
    let assignment_id = sa.assignment.id.clone();
    let status = RwSignal::new(sa.item(&key).cloned());
    let phase = sa.phase;
    let state = move || status.get().map(|s| s.state(phase));
    let can_submit = move || state().is_some_and(|s| s.can_submit());
    // The server's clock, as far as this page can follow it.
    let loaded_server = sa.now;
    let loaded_local = browser::now_ms();
    let server_now = move || match (loaded_local, browser::now_ms()) {
        (Some(then), Some(now)) => loaded_server + (now - then),
        _ => loaded_server,
    };
    let timed = sa.effective.time_limit;
    let started = RwSignal::new(status.get_untracked().and_then(|s| s.started));
    let tick = RwSignal::new(0u32);
    #[cfg(feature = "hydrate")]
    {
        let handle = set_interval_with_handle(
            // `try_`: a tick that comes after the page is gone does nothing.
            move || {
                tick.try_update(|n| *n = n.wrapping_add(1));
            },
            std::time::Duration::from_secs(1),
        );
        if let Ok(handle) = handle {
            on_cleanup(move || handle.clear());
        }
    }
    let seconds_left = move || {
        tick.track();
        started.get().map(|s: Started| s.seconds_left(server_now()))
    };
    let working = move || timed.is_none() || seconds_left().is_some_and(|left| left > 0);

    let answer = RwSignal::new(None::<Answer>);
    let receipt = RwSignal::new(None::<Receipt>);
    let error = RwSignal::new(None::<ClassError>);
    let busy = RwSignal::new(false);
    // A challenge's last edit becomes its answer one pause after the
    // keystroke; until then, Submit waits, so it never sends an older case.
    let editing = RwSignal::new(false);
    let storage_key = StoredValue::new(pending_key(&account_id, &assignment_id, &key));
    let this_page = item_url(lang, &assignment_id, &key, item.kind);
    // After an answer, the offline copies of this page, its assignment and
    // the class home are stored again, so that they show it.
    let refresh_copies = StoredValue::new(crate::offline::WorkerRequest::KeepClass {
        account: account_id.clone(),
        urls: vec![
            this_page.clone(),
            assignment_url(lang, &assignment_id),
            class_home(lang),
        ],
        depth: 0,
    });
    let submission_ids = StoredValue::new((assignment_id.clone(), key.clone()));

    let start = move |_| {
        let (id, key) = submission_ids.get_value();
        spawn_local(async move {
            match start_item(id, key).await {
                Ok(Some(s)) => {
                    error.set(None);
                    started.set(Some(s));
                }
                Ok(None) => {}
                Err(e) => error.set(Some(e)),
            }
        });
    };
    // An answer the server has not acknowledged: kept in this browser under
    // the account, shown as waiting, and sent again (same idempotency key)
    // when the network returns, every few seconds, and when the page opens.
    let waiting = RwSignal::new(false);
    let deliver = move |submission: Submission| {
        busy.set(true);
        let stored = storage_key.get_value();
        spawn_local(async move {
            let result = submit(submission).await;
            let lost = matches!(&result, Err(e) if e.code == "network");
            // Kept only while the answer may not have arrived.
            if !lost {
                browser::forget(&stored);
            }
            waiting.set(lost);
            match result {
                Ok(r) => {
                    error.set(None);
                    status.update(|s| {
                        if let Some(s) = s {
                            // A replay is an attempt this page may not have
                            // counted yet (its first answer was lost).
                            s.attempts = s.attempts.max(r.attempt_no);
                            s.late |= r.late;
                            s.started = None;
                        }
                    });
                    started.set(None);
                    receipt.set(Some(r));
                    refresh_copies.with_value(crate::offline::ask_worker);
                }
                Err(_) if lost => error.set(None),
                Err(e) => error.set(Some(e)),
            }
            busy.set(false);
        });
    };
    let send_waiting = move || {
        if busy.get_untracked() {
            return;
        }
        let Some(pending) = load_pending(&storage_key.get_value()) else {
            waiting.set(false);
            return;
        };
        waiting.set(true);
        let (assignment_id, item_key) = submission_ids.get_value();
        deliver(Submission {
            assignment_id,
            item_key,
            idempotency_key: pending.idempotency_key,
            answer: pending.answer,
        });
    };
    // After hydration: an answer left waiting by an earlier visit goes now.
    Effect::new(move |_| send_waiting());
    let online_listener = window_event_listener_untyped("online", move |_| send_waiting());
    on_cleanup(move || online_listener.remove());
    Effect::new(move |_| {
        if tick.get().is_multiple_of(RETRY_EVERY_SECONDS) && waiting.get_untracked() {
            send_waiting();
        }
    });
    let send = move |_| {
        let Some(given) = answer.get_untracked() else {
            return;
        };
        if busy.get_untracked() || editing.get_untracked() {
            return;
        }
        let stored = storage_key.get_value();
        let pending = load_pending(&stored);
        let idempotency_key = key_for(pending.as_ref(), &given, browser::idempotency_key());
        let keep = Pending {
            idempotency_key: idempotency_key.clone(),
            answer: given.clone(),
        };
        if let Ok(text) = serde_json::to_string(&keep) {
            crate::storage::save(&stored, &text);
        }
        let (assignment_id, item_key) = submission_ids.get_value();
        deliver(Submission {
            assignment_id,
            item_key,
            idempotency_key,
            answer: given,
        });
    };

    let work = match item.kind {
        ItemKind::Quiz => {
            view! { <QuizWork lang=lang item=item.clone() answer=answer/> }.into_any()
        }
        ItemKind::Challenge | ItemKind::Simulator => {
            tools::work(lang, item.clone(), answer, editing)
        }
        ItemKind::Exam => {
            view! { <ExamWork lang=lang item=item.clone() answer=answer/> }.into_any()
        }
    };
    // An exam item's explanations, once the server has shown the grade.
    let explained = (item.kind == ItemKind::Exam).then(|| {
        let ids = submission_ids;
        move || {
            let r = receipt.get()?;
            let feedback = r.feedback?;
            let Response::Exam { chosen, .. } = feedback.response else {
                return None;
            };
            let (assignment_id, key) = ids.get_value();
            Some(view! { <ExamExplained lang=lang assignment_id=assignment_id key=key chosen=chosen/> })
        }
    });
    let title = item.title.clone();
    view! {
        <Title text=format!("{title} · Hooklab")/>
        <div class="page class-item">
            <p class="breadcrumb"><a href=assignment_url(lang, &assignment_id)>{sa.assignment.title.clone()}</a></p>
            <h1>{title.clone()}</h1>
            <KeptForOffline lang=lang account_id=account_id urls=vec![this_page] depth=0/>
            <p class="status" data-testid="item-state">
                <span class="kind">{kind_name(lang, item.kind)}</span>" · "
                {move || state().map(|s| item_state_text(lang, s))}
            </p>
            {timed.map(|limit| view! {
                <div class="timer" role="timer" aria-live="off">
                    {move || match seconds_left() {
                        Some(0) => view! { <p class="warning">{t(lang, "class-time-up")}</p> }.into_any(),
                        Some(left) => view! { <p>{t(lang, "class-time-left")}" " <strong>{clock_text(left)}</strong></p> }.into_any(),
                        None => view! {
                            <p>
                                {t_args(lang, "class-start-explain", &[("minutes", Arg::Num(f64::from(limit.div_ceil(60))))])}
                                " "
                                <button type="button" class="primary" disabled=move || !can_submit() on:click=start>{t(lang, "class-start")}</button>
                            </p>
                        }.into_any(),
                    }}
                </div>
            })}
            <div class="class-work" class:hidden=move || !working()>{work}</div>
            <div class="submit-row">
                <button type="button" class="primary" data-testid="class-submit"
                    disabled=move || busy.get() || editing.get() || answer.with(Option::is_none) || !can_submit() || !working()
                    on:click=send>
                    {t(lang, "class-submit")}
                </button>
                <noscript><p class="note">{t(lang, "class-needs-js")}</p></noscript>
            </div>
            <div aria-live="polite">
                {move || waiting.get().then(|| view! {
                    <p class="note" data-testid="class-waiting">{t(lang, "class-waiting-to-send")}</p>
                })}
                {move || error.get().map(|e| view! { <ErrorNote lang=lang error=e/> })}
                {move || receipt.get().map(|r| view! { <ReceiptView lang=lang receipt=r/> })}
            </div>
            {explained}
        </div>
    }
}

/// What the server said about a submission.
#[component]
fn ReceiptView(lang: Lang, receipt: Receipt) -> impl IntoView {
    let stored = t_args(
        lang,
        "class-submitted-attempt",
        &[("n", Arg::Num(f64::from(receipt.attempt_no)))],
    );
    let late = receipt.late.then(|| t(lang, "class-submitted-late"));
    let feedback = match receipt.feedback {
        Some(f) => {
            let verdict = if f.correct {
                t(lang, "class-correct")
            } else {
                t(lang, "class-incorrect")
            };
            let score = t_args(
                lang,
                "class-score",
                &[("score", Arg::Str(percent(lang, score_percent(f.score))))],
            );
            let detail = response_text(lang, &f.response);
            view! {
                <p class=if f.correct { "verdict correct" } else { "verdict incorrect" } data-testid="class-verdict">
                    <strong>{verdict}</strong>" · "{score}
                </p>
                <p>{detail}</p>
            }
            .into_any()
        }
        None => view! { <p>{t(lang, "class-result-hidden")}</p> }.into_any(),
    };
    view! {
        <div class="receipt" role="status">
            <p>{stored}{late.map(|l| format!(" {l}"))}</p>
            {feedback}
        </div>
    }
}

/// The grade's details in words.
#[must_use]
pub fn response_text(lang: Lang, response: &Response) -> String {
    match response {
        Response::Quiz { chosen, expected } => {
            let name = |id: &str| {
                PatternId::from_id(id).map_or_else(|| id.to_owned(), |p| pattern_name(lang, p))
            };
            t_args(
                lang,
                "class-response-quiz",
                &[
                    ("chosen", Arg::Str(name(chosen))),
                    ("expected", Arg::Str(name(expected))),
                ],
            )
        }
        Response::Challenge { passed, total, .. } => t_args(
            lang,
            "class-response-challenge",
            &[
                ("passed", Arg::Num(f64::from(*passed))),
                ("total", Arg::Num(f64::from(*total))),
            ],
        ),
        Response::Exam {
            chosen, expected, ..
        } => t_args(
            lang,
            "class-response-exam",
            &[
                ("chosen", Arg::Str(option_label(chosen))),
                ("expected", Arg::Str(option_label(expected))),
            ],
        ),
        Response::Simulator { reached, commands } => t_args(
            lang,
            if *reached {
                "class-response-simulator-reached"
            } else {
                "class-response-simulator-missed"
            },
            &[("count", Arg::Num(f64::from(*commands)))],
        ),
    }
}

/// An exam option's id as the pages show it (`b` → `B`, the letter the
/// mock exam shows for the second option).
#[must_use]
pub fn option_label(id: &str) -> String {
    id.to_uppercase()
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

/// An author's text (sanitised HTML from the server), if the item has it.
fn authored_html(item: &ItemView, field: &str) -> Option<String> {
    item.html
        .iter()
        .find(|(name, _)| name == field)
        .map(|(_, html)| html.clone())
        .filter(|html| !html.is_empty())
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
    fn a_retry_of_the_same_answer_keeps_its_key() {
        let answer = Answer::Quiz {
            choice: "hook-pre-tool-use".into(),
            path: Vec::new(),
        };
        let pending = Pending {
            idempotency_key: "k1".into(),
            answer: answer.clone(),
        };
        assert_eq!(key_for(Some(&pending), &answer, "k2".into()), "k1");
        let other = Answer::Quiz {
            choice: "prompt-instruction".into(),
            path: Vec::new(),
        };
        assert_eq!(key_for(Some(&pending), &other, "k2".into()), "k2");
        assert_eq!(key_for(None, &answer, "k3".into()), "k3");
    }

    #[test]
    fn pending_submissions_live_under_the_account_s_prefix() {
        let key = pending_key("acc1", "a1", "quiz/x");
        assert!(key.starts_with(&browser::local_prefix("acc1")));
        assert!(!key.starts_with(&browser::local_prefix("acc2")));
    }

    #[test]
    fn the_countdown_reads_minutes_and_seconds() {
        assert_eq!(clock_text(0), "0:00");
        assert_eq!(clock_text(65), "1:05");
        assert_eq!(clock_text(3600), "60:00");
    }

    #[test]
    fn a_grade_is_told_with_its_numbers() {
        let challenge = Response::Challenge {
            passed: 2,
            total: 5,
            wrong_outcome: None,
        };
        for lang in Lang::ALL {
            let text = response_text(lang, &challenge);
            assert!(text.contains('2') && text.contains('5'), "{text}");
        }
        let quiz = Response::Quiz {
            chosen: "prompt-instruction".into(),
            expected: "hook-pre-tool-use".into(),
        };
        assert!(response_text(Lang::En, &quiz)
            .contains(&pattern_name(Lang::En, PatternId::HookPreToolUse)));
    }

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

    #[test]
    fn an_exam_grade_names_both_options_by_their_letters() {
        let response = Response::Exam {
            chosen: "b".into(),
            expected: "d".into(),
            confidence: Confidence::Sure,
        };
        for lang in Lang::ALL {
            let text = response_text(lang, &response);
            assert!(text.contains('B') && text.contains('D'), "{text}");
        }
    }
}
