//! A student's side: `/{lang}/class` (their groups, each with its
//! assignments, dates, status and score; leaving a group) and
//! `/{lang}/class/assignments/{id}` (one assignment: its rules, its items
//! and the attempts made).

use super::{
    access::Welcome, account::InstructorHome, account::SignOut, browser, class_home, sign_in_url,
    KeptForOffline, When,
};
use crate::{
    classroom::{
        keeps_progress, leave_group, my_assignment, my_assignments, my_attempts, my_groups,
        set_keeps_progress, whoami, ClassError, Me,
    },
    i18n::{percent, t, t_args, use_lang, Arg, Lang},
};
use hooklab_core::classroom::{
    item_page_path, AttemptView, ItemState, LatePolicy, Phase, Role, StudentAssignment,
    StudentGroup, Summary,
};
use hooklab_core::practice::ItemKind;
use leptos::{prelude::*, task::spawn_local};
use leptos_meta::Title;
use leptos_router::{components::Redirect, hooks::use_params_map};
use serde::{Deserialize, Serialize};

/// A score in thousandths as a whole percent.
#[must_use]
pub fn score_percent(thousandths: u32) -> usize {
    usize::try_from((thousandths + 5) / 10).unwrap_or(100)
}

/// The page of one item of an assignment, by the item's key and kind.
#[must_use]
pub fn item_url(lang: Lang, assignment_id: &str, item_key: &str, kind: ItemKind) -> String {
    format!(
        "/{}/class/assignments/{assignment_id}/{}",
        lang.code(),
        item_page_path(item_key, kind)
    )
}

/// The page of an assignment.
#[must_use]
pub fn assignment_url(lang: Lang, assignment_id: &str) -> String {
    format!("/{}/class/assignments/{assignment_id}", lang.code())
}

/// The kind of an item, as a reader names it.
#[must_use]
pub fn kind_name(lang: Lang, kind: ItemKind) -> String {
    t(lang, &format!("class-kind-{}", kind.as_str()))
}

/// An assignment's status line for its list.
#[must_use]
pub fn summary_text(lang: Lang, summary: &Summary) -> String {
    let phase = t(lang, &format!("class-phase-{}", summary.phase.as_str()));
    if summary.phase == Phase::Upcoming {
        return phase;
    }
    let done = t_args(
        lang,
        "class-submitted-items",
        &[
            ("done", Arg::Num(f64::from(summary.submitted))),
            ("total", Arg::Num(f64::from(summary.items))),
        ],
    );
    format!("{phase} · {done}")
}

/// Where the student stands on one item, in words.
#[must_use]
pub fn item_state_text(lang: Lang, state: ItemState) -> String {
    match state {
        ItemState::NotOpen => t(lang, "class-item-not-open"),
        ItemState::ToDo => t(lang, "class-item-to-do"),
        ItemState::Closed => t(lang, "class-item-closed"),
        ItemState::Submitted {
            attempts,
            allowed,
            late,
            ..
        } => {
            let count = match allowed {
                Some(allowed) => t_args(
                    lang,
                    "class-item-attempts-of",
                    &[
                        ("count", Arg::Num(f64::from(attempts))),
                        ("allowed", Arg::Num(f64::from(allowed))),
                    ],
                ),
                None => t_args(
                    lang,
                    "class-item-attempts",
                    &[("count", Arg::Num(f64::from(attempts)))],
                ),
            };
            if late {
                format!("{count} · {}", t(lang, "class-late-mark"))
            } else {
                count
            }
        }
    }
}

/// A failure on a student page: signed out goes to the sign-in page and
/// comes back; the rest is said.
pub fn failure(lang: Lang, error: ClassError, here: String) -> AnyView {
    if error.code == "signed-out" {
        view! { <Redirect path=sign_in_url(lang, &here)/> }.into_any()
    } else {
        view! { <super::ErrorNote lang=lang error=error/> }.into_any()
    }
}

/// A student's groups, each with its assignments (or why they could not be
/// read), and whether their progress is kept on the server.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Desk {
    groups: Vec<(StudentGroup, Result<Vec<StudentAssignment>, ClassError>)>,
    keeps_progress: bool,
}

/// Everything `/{lang}/class` shows, read by one resource. Nesting a
/// second resource inside the first one's `Suspend` is what this avoids:
/// the server runs that `Suspend` more than once and so reads the inner
/// resource twice, while the browser hydrates against the first reading;
/// when the two differ (a database busy for a moment), the markup differs
/// and hydration fails.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
enum Home {
    SignedOut,
    Student {
        me: Me,
        desk: Result<Desk, ClassError>,
    },
    Instructor {
        me: Me,
    },
}

async fn read_home(lang: Lang) -> Result<Home, ClassError> {
    let Some(me) = whoami().await? else {
        return Ok(Home::SignedOut);
    };
    if me.account.role != Role::Student {
        return Ok(Home::Instructor { me });
    }
    let desk = async {
        let mut groups = Vec::new();
        for group in my_groups().await? {
            let list = my_assignments(group.id.clone(), lang.code().to_owned()).await;
            groups.push((group, list));
        }
        let keeps_progress = keeps_progress().await?;
        Ok(Desk {
            groups,
            keeps_progress,
        })
    }
    .await;
    Ok(Home::Student { me, desk })
}

/// `/{lang}/class`: the ways in, a student's groups, or the instructor's
/// account.
#[component]
pub fn ClassPage() -> impl IntoView {
    let lang = use_lang();
    let home = Resource::new(|| (), move |()| read_home(lang));
    view! {
        <Title text=format!("{} · Hooklab", t(lang, "class-title"))/>
        <div class="page narrow class">
            <h1>{t(lang, "class-title")}</h1>
            <Suspense fallback=move || view! { <p>{t(lang, "loading")}</p> }>
                {move || Suspend::new(async move {
                    match home.await {
                        Ok(Home::SignedOut) => view! { <Welcome lang=lang next=class_home(lang) code=String::new()/> }.into_any(),
                        Ok(Home::Student { me, desk }) => view! { <Dashboard lang=lang me=me desk=desk/> }.into_any(),
                        Ok(Home::Instructor { me }) => view! { <InstructorHome lang=lang me=me/> }.into_any(),
                        Err(error) => view! { <super::ErrorNote lang=lang error=error/> }.into_any(),
                    }
                })}
            </Suspense>
        </div>
    }
}

#[component]
fn Dashboard(lang: Lang, me: Me, desk: Result<Desk, ClassError>) -> impl IntoView {
    let account = me.account;
    let body = match desk {
        Ok(desk) if desk.groups.is_empty() => view! {
            <p>{t(lang, "class-no-groups")}</p>
            <a class="button" href=format!("/{}/signin", lang.code())>{t(lang, "class-join-heading")}</a>
        }
        .into_any(),
        Ok(desk) => {
            let cards = desk
                .groups
                .into_iter()
                .map(|(group, assignments)| view! { <GroupCard lang=lang group=group assignments=assignments/> })
                .collect_view();
            view! {
                {cards}
                <KeepProgress lang=lang account_id=account.id.clone() keeps=desk.keeps_progress/>
            }
            .into_any()
        }
        Err(error) => failure(lang, error, class_home(lang)),
    };
    view! {
        // The dashboard, its assignments and their items.
        <KeptForOffline lang=lang account_id=account.id.clone() urls=vec![class_home(lang)] depth=2/>
        <div class="class-who">
            <p>{t_args(lang, "class-signed-in-as", &[("name", Arg::Str(account.name.clone()))])}</p>
            <SignOut lang=lang account_id=account.id.clone()/>
        </div>
        {body}
    }
}

#[component]
fn GroupCard(
    lang: Lang,
    group: StudentGroup,
    assignments: Result<Vec<StudentAssignment>, ClassError>,
) -> impl IntoView {
    let heading = format!("group-{}", group.id);
    let labelled_by = heading.clone();
    let list = match assignments {
        Ok(list) if list.is_empty() => {
            view! { <p>{t(lang, "class-no-assignments")}</p> }.into_any()
        }
        Ok(list) => view! { <AssignmentList lang=lang list=list/> }.into_any(),
        Err(error) => failure(lang, error, class_home(lang)),
    };
    view! {
        <section class="class-group" aria-labelledby=labelled_by>
            <h2 id=heading>{group.name.clone()}</h2>
            {list}
            <LeaveGroup lang=lang group=group.clone()/>
        </section>
    }
}

#[component]
fn AssignmentList(lang: Lang, list: Vec<StudentAssignment>) -> impl IntoView {
    let rows = list
        .into_iter()
        .map(|sa| {
            let summary = sa.summary();
            let a = &sa.assignment;
            let score = summary.score.map(|s| {
                view! {
                    <span class="score">{t_args(lang, "class-score", &[("score", Arg::Str(percent(lang, score_percent(s))))])}</span>
                }
            });
            let late = summary.late.then(|| view! { <span class="badge late">{t(lang, "class-late-mark")}</span> });
            view! {
                <li class=format!("assignment phase-{}", summary.phase.as_str())>
                    <a href=assignment_url(lang, &a.id)>{a.title.clone()}</a>
                    <dl class="dates">
                        <dt>{t(lang, "class-opens")}</dt><dd><When lang=lang at=sa.effective.opens_at/></dd>
                        <dt>{t(lang, "class-due")}</dt><dd><When lang=lang at=sa.effective.due_at/></dd>
                    </dl>
                    <p class="status">{summary_text(lang, &summary)} " " {late} " " {score}</p>
                </li>
            }
        })
        .collect_view();
    view! { <ul class="assignment-list">{rows}</ul> }
}

/// What the switch last did, for its status line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kept {
    /// Sent and merged: this browser and the server hold the same progress.
    Synced,
    /// Switched off: the server's copy is deleted.
    Off,
}

/// "Keep my progress on the group server": the switch, what it means, and
/// what it last did. While it is on, opening this page sends and merges
/// the progress at once (a new device gets the others' work here).
#[component]
fn KeepProgress(lang: Lang, account_id: String, keeps: bool) -> impl IntoView {
    let on = RwSignal::new(keeps);
    let busy = RwSignal::new(false);
    let status = RwSignal::new(None::<Kept>);
    let error = RwSignal::new(None::<ClassError>);
    let account = StoredValue::new(account_id);
    let sync = move || {
        spawn_local(async move {
            match crate::progress_sync::sync_now().await {
                Ok(()) => status.set(Some(Kept::Synced)),
                Err(e) => error.set(Some(e)),
            }
            busy.set(false);
        });
    };
    Effect::new(move |_| {
        if keeps {
            crate::progress_sync::remember(&account.get_value(), true);
            busy.set(true);
            sync();
        }
    });
    let toggle = move |ev: leptos::ev::Event| {
        let keep = event_target_checked(&ev);
        if busy.get_untracked() {
            return;
        }
        busy.set(true);
        error.set(None);
        spawn_local(async move {
            match set_keeps_progress(keep).await {
                Ok(()) => {
                    on.set(keep);
                    crate::progress_sync::remember(&account.get_value(), keep);
                    if keep {
                        sync();
                        return;
                    }
                    status.set(Some(Kept::Off));
                }
                Err(e) => {
                    // The box shows the state the server still has.
                    on.set(!keep);
                    error.set(Some(e));
                }
            }
            busy.set(false);
        });
    };
    let status_text = move || {
        status.get().map(|kept| match kept {
            Kept::Synced => t(lang, "class-keep-synced"),
            Kept::Off => t(lang, "class-keep-off"),
        })
    };
    view! {
        <section class="keep-progress" aria-labelledby="keep-progress-heading">
            <h2 id="keep-progress-heading">{t(lang, "class-keep-heading")}</h2>
            <p>{t(lang, "class-keep-intro")}</p>
            <label class="keep-switch">
                <input type="checkbox" data-testid="keep-progress"
                    prop:checked=move || on.get()
                    prop:disabled=move || busy.get()
                    on:change=toggle/>
                " " {t(lang, "class-keep-label")}
            </label>
            <p aria-live="polite" data-testid="keep-status">{status_text}</p>
            {move || error.get().map(|e| view! { <super::ErrorNote lang=lang error=e/> })}
        </section>
    }
}

/// Leaving a group, with a confirmation that says what is deleted.
#[component]
fn LeaveGroup(lang: Lang, group: StudentGroup) -> impl IntoView {
    let asking = RwSignal::new(false);
    let error = RwSignal::new(None::<ClassError>);
    let id = StoredValue::new(group.id.clone());
    let name = group.name.clone();
    let confirm = move |_| {
        spawn_local(async move {
            match leave_group(id.get_value()).await {
                Ok(()) => browser::reload(),
                Err(e) => error.set(Some(e)),
            }
        });
    };
    view! {
        <div class="leave">
            <Show when=move || !asking.get()>
                <button type="button" class="quiet" on:click=move |_| asking.set(true)>{t(lang, "class-leave")}</button>
            </Show>
            <Show when=move || asking.get()>
                <div class="confirm" role="group" aria-label=t(lang, "class-leave")>
                    <p>{t_args(lang, "class-leave-confirm", &[("group", Arg::Str(name.clone()))])}</p>
                    <button type="button" class="danger" on:click=confirm>{t(lang, "class-leave-yes")}</button>
                    " "
                    <button type="button" on:click=move |_| asking.set(false)>{t(lang, "class-cancel")}</button>
                </div>
            </Show>
            {move || error.get().map(|e| view! { <super::ErrorNote lang=lang error=e/> })}
        </div>
    }
}

/// `/{lang}/class/assignments/{id}`.
#[component]
pub fn AssignmentPage() -> impl IntoView {
    let lang = use_lang();
    let params = use_params_map();
    let id = move || params.read().get("id").unwrap_or_default();
    let data = Resource::new(
        move || (id(), lang.code().to_owned()),
        |(id, lang)| async move {
            let account_id = whoami().await?.map(|me| me.account.id);
            let assignment = my_assignment(id.clone(), lang).await?;
            let attempts = my_attempts(id).await?;
            Ok::<_, ClassError>((account_id, assignment, attempts))
        },
    );
    view! {
        <Title text=format!("{} · Hooklab", t(lang, "class-assignment-title"))/>
        <div class="page narrow class">
            <p class="breadcrumb"><a href=class_home(lang)>{t(lang, "class-title")}</a></p>
            <Suspense fallback=move || view! { <p>{t(lang, "loading")}</p> }>
                {move || Suspend::new(async move {
                    match data.await {
                        Ok((account_id, sa, attempts)) => view! {
                            {account_id.map(|account_id| view! {
                                <KeptForOffline lang=lang account_id=account_id urls=vec![assignment_url(lang, &id())] depth=1/>
                            })}
                            <AssignmentBody lang=lang sa=sa attempts=attempts/>
                        }
                        .into_any(),
                        Err(error) => failure(lang, error, assignment_url(lang, &id())),
                    }
                })}
            </Suspense>
        </div>
    }
}

/// The rules of an assignment for this student, as a list of sentences.
fn rules(lang: Lang, sa: &StudentAssignment) -> Vec<String> {
    let mut out = Vec::new();
    out.push(match sa.effective.attempts_allowed {
        Some(n) => t_args(
            lang,
            "class-rule-attempts",
            &[("count", Arg::Num(f64::from(n)))],
        ),
        None => t(lang, "class-rule-attempts-unlimited"),
    });
    if let Some(seconds) = sa.effective.time_limit {
        out.push(t_args(
            lang,
            "class-rule-time-limit",
            &[("minutes", Arg::Num(f64::from(seconds.div_ceil(60))))],
        ));
    }
    out.push(match sa.assignment.late_policy {
        LatePolicy::Accept => t(lang, "class-rule-late-accepted"),
        LatePolicy::Refuse => t(lang, "class-rule-late-refused"),
    });
    out.push(if sa.assignment.show_answers {
        t(lang, "class-rule-answers-shown")
    } else {
        t(lang, "class-rule-answers-hidden")
    });
    out
}

#[component]
fn AssignmentBody(lang: Lang, sa: StudentAssignment, attempts: Vec<AttemptView>) -> impl IntoView {
    let summary = sa.summary();
    let assignment_id = sa.assignment.id.clone();
    let items = sa
        .assignment
        .items
        .iter()
        .map(|item| {
            let state = sa
                .item(&item.key)
                .map_or(ItemState::NotOpen, |s| s.state(sa.phase));
            let best = sa.item(&item.key).and_then(|s| s.best_score).map(|s| {
                t_args(
                    lang,
                    "class-score",
                    &[("score", Arg::Str(percent(lang, score_percent(s))))],
                )
            });
            let link = (sa.phase != Phase::Upcoming)
                .then(|| item_url(lang, &assignment_id, &item.key, item.kind));
            let title = item.title.clone();
            view! {
                <li>
                    <span class="kind">{kind_name(lang, item.kind)}</span>
                    {match link {
                        Some(href) => view! { <a href=href>{title}</a> }.into_any(),
                        None => view! { <span>{title}</span> }.into_any(),
                    }}
                    <span class="status">{item_state_text(lang, state)}</span>
                    {best.map(|b| view! { <span class="score">{b}</span> })}
                </li>
            }
        })
        .collect_view();
    let titles: Vec<(String, String)> = sa
        .assignment
        .items
        .iter()
        .map(|i| (i.key.clone(), i.title.clone()))
        .collect();
    let history = attempts
        .into_iter()
        .rev()
        .map(|attempt| {
            let title = titles
                .iter()
                .find(|(k, _)| *k == attempt.item_key)
                .map_or_else(|| attempt.item_key.clone(), |(_, t)| t.clone());
            let result = attempt.feedback.as_ref().map(|f| {
                let verdict = if f.correct { t(lang, "class-correct") } else { t(lang, "class-incorrect") };
                format!("{verdict} · {}", t_args(lang, "class-score", &[("score", Arg::Str(percent(lang, score_percent(f.score))))]))
            });
            view! {
                <tr>
                    <td>{title}</td>
                    <td>{attempt.attempt_no}</td>
                    <td><When lang=lang at=attempt.submitted_at/>{attempt.late.then(|| view! { " " <span class="badge late">{t(lang, "class-late-mark")}</span> })}</td>
                    <td>{result.unwrap_or_else(|| t(lang, "class-result-hidden"))}</td>
                </tr>
            }
        })
        .collect_view();
    let has_history = sa.items.iter().any(|i| i.attempts > 0);
    view! {
        <h1>{sa.assignment.title.clone()}</h1>
        <dl class="dates">
            <dt>{t(lang, "class-opens")}</dt><dd><When lang=lang at=sa.effective.opens_at/></dd>
            <dt>{t(lang, "class-due")}</dt><dd><When lang=lang at=sa.effective.due_at/></dd>
        </dl>
        <p class="status">{summary_text(lang, &summary)}</p>
        <ul class="rules">{rules(lang, &sa).into_iter().map(|r| view! { <li>{r}</li> }).collect_view()}</ul>
        <h2>{t(lang, "class-items")}</h2>
        <ul class="item-list">{items}</ul>
        <Show when=move || has_history>
            <h2>{t(lang, "class-attempts")}</h2>
        </Show>
        {has_history.then(|| view! {
            <table class="attempts">
                <thead><tr>
                    <th scope="col">{t(lang, "class-col-item")}</th>
                    <th scope="col">{t(lang, "class-col-attempt")}</th>
                    <th scope="col">{t(lang, "class-col-submitted")}</th>
                    <th scope="col">{t(lang, "class-col-result")}</th>
                </tr></thead>
                <tbody>{history}</tbody>
            </table>
        })}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_round_to_the_nearest_percent() {
        assert_eq!(score_percent(0), 0);
        assert_eq!(score_percent(1000), 100);
        assert_eq!(score_percent(666), 67);
        assert_eq!(score_percent(664), 66);
    }

    #[test]
    fn item_states_read_with_their_numbers() {
        let two_of_three = ItemState::Submitted {
            attempts: 2,
            allowed: Some(3),
            late: true,
            more: true,
        };
        for lang in Lang::ALL {
            let text = item_state_text(lang, two_of_three);
            assert!(text.contains('2') && text.contains('3'), "{text}");
            assert!(text.contains(&t(lang, "class-late-mark")));
        }
        let summary = Summary {
            phase: Phase::Open,
            submitted: 1,
            items: 3,
            late: false,
            score: None,
        };
        assert!(summary_text(Lang::Ru, &summary).contains('3'));
        let upcoming = Summary {
            phase: Phase::Upcoming,
            ..summary
        };
        assert_eq!(
            summary_text(Lang::En, &upcoming),
            t(Lang::En, "class-phase-upcoming")
        );
    }
}
