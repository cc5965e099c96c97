//! `/{lang}/teach/groups/{id}`: one group for its instructors. The join
//! link and code (copy, rotate), the assignments, the students (a new
//! recovery code shown once, removal), the instructors (add one by name)
//! and deleting the group, with a confirmation that names it.

use super::{
    assignment_url, browser, field_error, for_instructor, form_error, gate, group_url, join_link,
    new_assignment_url, results_url, teach_home, Dates,
};
use crate::{
    classroom::{
        add_instructor, assignments, delete_group, group_detail, remove_student, reset_recovery,
        rotate_code, ClassError, GroupView,
    },
    i18n::{t, t_args, use_lang, Arg, Lang},
    pages::class::{ErrorNote, When},
};
use hooklab_core::classroom::{Assignment, RosterEntry};
use leptos::{prelude::*, task::spawn_local};
use leptos_meta::Title;
use leptos_router::hooks::use_params_map;

/// What the group page shows.
type GroupData = (GroupView, Vec<Assignment>);

#[component]
pub fn GroupPage() -> impl IntoView {
    let lang = use_lang();
    let params = use_params_map();
    let id = move || params.read().get("id").unwrap_or_default();
    let data = Resource::new(
        move || (id(), lang.code().to_owned()),
        |(id, lang)| {
            for_instructor(move || async move {
                let view = group_detail(id.clone()).await?;
                let list = assignments(id, lang).await?;
                Ok::<GroupData, ClassError>((view, list))
            })
        },
    );
    let refresh = Callback::new(move |()| data.refetch());
    view! {
        <Title text=format!("{} · Hooklab", t(lang, "teach-group-title"))/>
        <div class="page narrow class teach">
            <p class="breadcrumb"><a href=teach_home(lang)>{t(lang, "teach-title")}</a></p>
            <Transition fallback=move || view! { <p>{t(lang, "loading")}</p> }>
                {move || Suspend::new(async move {
                    gate(lang, &group_url(lang, &id()), data.await, |(view, list)| {
                        view! { <GroupBody lang=lang view=view list=list refresh=refresh/> }.into_any()
                    })
                })}
            </Transition>
        </div>
    }
}

#[component]
fn GroupBody(
    lang: Lang,
    view: GroupView,
    list: Vec<Assignment>,
    refresh: Callback<()>,
) -> impl IntoView {
    let group = view.group;
    let group_id = group.id.clone();
    view! {
        <h1>{group.name.clone()}</h1>
        <JoinBox lang=lang group_id=group_id.clone() code=group.join_code.clone() refresh=refresh/>
        <section aria-labelledby="assignments-heading">
            <h2 id="assignments-heading">{t(lang, "teach-assignments")}</h2>
            <AssignmentList lang=lang list=list/>
            <p><a class="button primary" href=new_assignment_url(lang, &group_id)>{t(lang, "teach-new-assignment")}</a></p>
        </section>
        <section aria-labelledby="students-heading">
            <h2 id="students-heading">{t(lang, "teach-students")}</h2>
            <Roster lang=lang group_id=group_id.clone() roster=view.roster refresh=refresh/>
        </section>
        <section aria-labelledby="instructors-heading">
            <h2 id="instructors-heading">{t(lang, "teach-instructors")}</h2>
            <ul class="instructor-list">
                {group.instructors.iter().map(|name| view! { <li>{name.clone()}</li> }).collect_view()}
            </ul>
            <AddInstructor lang=lang group_id=group_id.clone() refresh=refresh/>
        </section>
        <DeleteGroup lang=lang group_id=group_id name=group.name.clone()/>
    }
}

/// The join link and code, with copy and rotate.
#[component]
fn JoinBox(lang: Lang, group_id: String, code: String, refresh: Callback<()>) -> impl IntoView {
    // The server renders the link relative to the site; the browser adds
    // its origin so that the copied link works anywhere.
    let origin = RwSignal::new(String::new());
    Effect::new(move |_| {
        if let Some(found) = browser::origin() {
            origin.set(found);
        }
    });
    let code = StoredValue::new(code);
    let link = move || join_link(&origin.get(), lang, &code.get_value());
    let copied = RwSignal::new(false);
    let asking = RwSignal::new(false);
    let error = RwSignal::new(None::<ClassError>);
    let group_id = StoredValue::new(group_id);
    let rotate = move |_| {
        spawn_local(async move {
            match rotate_code(group_id.get_value()).await {
                Ok(_) => refresh.run(()),
                Err(e) => error.set(Some(e)),
            }
        });
    };
    view! {
        <section class="class-card join-box" aria-labelledby="join-heading">
            <h2 id="join-heading">{t(lang, "teach-join-heading")}</h2>
            <p>{t(lang, "teach-join-explain")}</p>
            <p class="join-link"><a href=link data-testid="join-link">{link}</a></p>
            <p>{t(lang, "teach-join-code")}" " <code class="join-code" data-testid="join-code">{code.get_value()}</code></p>
            <p>
                <button type="button" on:click=move |_| { browser::copy(&link()); copied.set(true); }>
                    {t(lang, "teach-copy-link")}
                </button>
                <span class="copied" role="status">{move || if copied.get() { t(lang, "class-recovery-copied") } else { String::new() }}</span>
            </p>
            <Show when=move || !asking.get()>
                <p><button type="button" class="quiet" on:click=move |_| asking.set(true)>{t(lang, "teach-rotate")}</button></p>
            </Show>
            <Show when=move || asking.get()>
                <div class="confirm" role="group" aria-label=t(lang, "teach-rotate")>
                    <p>{t(lang, "teach-rotate-confirm")}</p>
                    <button type="button" class="danger" on:click=rotate>{t(lang, "teach-rotate-yes")}</button>
                    " "
                    <button type="button" on:click=move |_| asking.set(false)>{t(lang, "class-cancel")}</button>
                </div>
            </Show>
            {move || error.get().map(|e| view! { <ErrorNote lang=lang error=e/> })}
        </section>
    }
}

#[component]
fn AssignmentList(lang: Lang, list: Vec<Assignment>) -> impl IntoView {
    if list.is_empty() {
        return view! { <p>{t(lang, "teach-no-assignments")}</p> }.into_any();
    }
    let rows = list
        .into_iter()
        .map(|a| {
            let items = t_args(
                lang,
                "teach-items-count",
                &[("count", Arg::Num(a.items.len() as f64))],
            );
            view! {
                <li class="assignment">
                    <a href=assignment_url(lang, &a.id)>{a.title.clone()}</a>
                    <span class="status">{items}</span>
                    <Dates lang=lang opens_at=a.opens_at due_at=a.due_at/>
                    <a class="results-link" href=results_url(lang, &a.id)>{t(lang, "teach-results")}</a>
                </li>
            }
        })
        .collect_view();
    view! { <ul class="assignment-list">{rows}</ul> }.into_any()
}

#[component]
fn Roster(
    lang: Lang,
    group_id: String,
    roster: Vec<RosterEntry>,
    refresh: Callback<()>,
) -> impl IntoView {
    if roster.is_empty() {
        return view! { <p>{t(lang, "teach-no-students")}</p> }.into_any();
    }
    let rows = roster
        .into_iter()
        .map(|student| view! { <StudentRow lang=lang group_id=group_id.clone() student=student refresh=refresh/> })
        .collect_view();
    view! {
        <table class="roster">
            <thead><tr>
                <th scope="col">{t(lang, "teach-col-student")}</th>
                <th scope="col">{t(lang, "teach-col-joined")}</th>
                <th scope="col">{t(lang, "teach-col-actions")}</th>
            </tr></thead>
            <tbody>{rows}</tbody>
        </table>
    }
    .into_any()
}

#[component]
fn StudentRow(
    lang: Lang,
    group_id: String,
    student: RosterEntry,
    refresh: Callback<()>,
) -> impl IntoView {
    let ids = StoredValue::new((group_id, student.id.clone()));
    let name = student.display_name.clone();
    let new_code = RwSignal::new(None::<String>);
    let asking = RwSignal::new(false);
    let busy = RwSignal::new(false);
    let error = RwSignal::new(None::<ClassError>);
    let reset = move |_| {
        if busy.get_untracked() {
            return;
        }
        busy.set(true);
        spawn_local(async move {
            let (group, student) = ids.get_value();
            match reset_recovery(group, student).await {
                Ok(code) => {
                    error.set(None);
                    new_code.set(Some(code));
                }
                Err(e) => error.set(Some(e)),
            }
            busy.set(false);
        });
    };
    let remove = move |_| {
        spawn_local(async move {
            let (group, student) = ids.get_value();
            match remove_student(group, student).await {
                Ok(()) => refresh.run(()),
                Err(e) => error.set(Some(e)),
            }
        });
    };
    let confirm_text = t_args(
        lang,
        "teach-remove-confirm",
        &[("name", Arg::Str(name.clone()))],
    );
    let reset_label = t_args(
        lang,
        "teach-reset-code-for",
        &[("name", Arg::Str(name.clone()))],
    );
    let remove_label = t_args(
        lang,
        "teach-remove-student-named",
        &[("name", Arg::Str(name.clone()))],
    );
    view! {
        <tr>
            <td>{name.clone()}</td>
            <td><When lang=lang at=student.joined_at/></td>
            <td class="actions">
                <button type="button" aria-label=reset_label disabled=move || busy.get() on:click=reset>{t(lang, "teach-reset-code")}</button>
                " "
                <Show when=move || !asking.get()>
                    <button type="button" class="quiet" aria-label=remove_label.clone() on:click=move |_| asking.set(true)>{t(lang, "teach-remove-student")}</button>
                </Show>
                <Show when=move || asking.get()>
                    <div class="confirm" role="group" aria-label=t(lang, "teach-remove-student")>
                        <p>{confirm_text.clone()}</p>
                        <button type="button" class="danger" on:click=remove>{t(lang, "teach-remove-yes")}</button>
                        " "
                        <button type="button" on:click=move |_| asking.set(false)>{t(lang, "class-cancel")}</button>
                    </div>
                </Show>
                {move || new_code.get().map(|code| view! {
                    <div class="recovery" role="status">
                        <p>{t(lang, "teach-new-code-once")}</p>
                        <p class="recovery-code"><code data-testid="new-recovery-code">{code}</code></p>
                    </div>
                })}
                {move || error.get().map(|e| view! { <ErrorNote lang=lang error=e/> })}
            </td>
        </tr>
    }
}

#[component]
fn AddInstructor(lang: Lang, group_id: String, refresh: Callback<()>) -> impl IntoView {
    let name = RwSignal::new(String::new());
    let busy = RwSignal::new(false);
    let error = RwSignal::new(None::<ClassError>);
    let group_id = StoredValue::new(group_id);
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        if busy.get_untracked() {
            return;
        }
        busy.set(true);
        let who = name.get_untracked();
        spawn_local(async move {
            match add_instructor(group_id.get_value(), who).await {
                Ok(()) => refresh.run(()),
                Err(e) => error.set(Some(e)),
            }
            busy.set(false);
        });
    };
    view! {
        <form class="class-form" on:submit=submit>
            <label for="co-instructor">{t(lang, "teach-add-instructor")}</label>
            <input id="co-instructor" name="name" required autocomplete="off" aria-describedby="co-instructor-help"
                prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev))/>
            <p class="field-help" id="co-instructor-help">{t(lang, "teach-add-instructor-help")}</p>
            {field_error(lang, error, "name")}
            {form_error(lang, error, &["name"])}
            <button type="submit" disabled=move || busy.get()>{t(lang, "teach-add-instructor-submit")}</button>
        </form>
    }
}

/// Deleting the group, after a confirmation that names it.
#[component]
fn DeleteGroup(lang: Lang, group_id: String, name: String) -> impl IntoView {
    let asking = RwSignal::new(false);
    let error = RwSignal::new(None::<ClassError>);
    let group_id = StoredValue::new(group_id);
    let confirm = move |_| {
        spawn_local(async move {
            match delete_group(group_id.get_value()).await {
                Ok(()) => browser::go(&teach_home(lang)),
                Err(e) => error.set(Some(e)),
            }
        });
    };
    let question = t_args(
        lang,
        "teach-delete-group-confirm",
        &[("group", Arg::Str(name))],
    );
    view! {
        <section class="danger-zone" aria-labelledby="delete-heading">
            <h2 id="delete-heading">{t(lang, "teach-delete-group")}</h2>
            <Show when=move || !asking.get()>
                <button type="button" class="quiet" on:click=move |_| asking.set(true)>{t(lang, "teach-delete-group")}</button>
            </Show>
            <Show when=move || asking.get()>
                <div class="confirm" role="group" aria-label=t(lang, "teach-delete-group")>
                    <p>{question.clone()}</p>
                    <button type="button" class="danger" on:click=confirm>{t(lang, "teach-delete-group-yes")}</button>
                    " "
                    <button type="button" on:click=move |_| asking.set(false)>{t(lang, "class-cancel")}</button>
                </div>
            </Show>
            {move || error.get().map(|e| view! { <ErrorNote lang=lang error=e/> })}
        </section>
    }
}
