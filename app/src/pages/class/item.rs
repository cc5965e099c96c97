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
    classroom::{assignment_item, my_assignment, start_item, submit, whoami, ClassError},
    i18n::{percent, t, t_args, use_lang, Arg, Lang},
    pages::quiz::pattern_name,
};
use hooklab_core::classroom::{
    item_of_page_path, ItemView, Receipt, Started, StudentAssignment, Submission,
};
use hooklab_core::decompose::PatternId;
use hooklab_core::practice::{Answer, ItemKind, Response};
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

/// The items answered by a choice (a quiz scenario, an exam item), in the
/// builds that run them: the server's and the choice bundle's.
#[cfg(item_choice)]
mod choice;

/// The tools' item bundles' stand-in, out of reach: they are loaded only
/// for challenges and scenarios.
#[cfg(not(item_choice))]
mod choice {
    use crate::i18n::Lang;
    use hooklab_core::{classroom::ItemView, practice::Answer};
    use leptos::prelude::*;

    pub fn work(lang: Lang, _item: ItemView, _answer: RwSignal<Option<Answer>>) -> AnyView {
        super::broken(lang)
    }

    pub fn explained(
        _lang: Lang,
        _assignment_id: String,
        _key: String,
        _chosen: String,
    ) -> AnyView {
        ().into_any()
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
        ItemKind::Quiz | ItemKind::Exam => choice::work(lang, item.clone(), answer),
        ItemKind::Challenge | ItemKind::Simulator => {
            tools::work(lang, item.clone(), answer, editing)
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
            Some(choice::explained(lang, assignment_id, key, chosen))
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
/// mock exam shows for the second option). Option ids are lowercase ASCII
/// (the item loader refuses others), so no Unicode case table is needed.
#[must_use]
pub fn option_label(id: &str) -> String {
    id.to_ascii_uppercase()
}

/// An author's text (sanitised HTML from the server), if the item has it:
/// the work areas' (the builds that run no item have none).
#[cfg(any(item_choice, item_tools))]
fn authored_html(item: &ItemView, field: &str) -> Option<String> {
    item.html
        .iter()
        .find(|(name, _)| name == field)
        .map(|(_, html)| html.clone())
        .filter(|html| !html.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;
    use hooklab_core::progress::Confidence;

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
