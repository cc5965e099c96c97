//! Assignments for their instructors: `/{lang}/teach/groups/{id}/new`
//! creates one, `/{lang}/teach/assignments/{id}` changes it, sets and
//! clears a student's accommodations, and deletes it. The dates are typed
//! in the time zone the instructor chooses (`schedule` turns them into UTC
//! with the browser's knowledge of that zone).

use super::{
    assignment_url, browser, field_error, for_instructor, form_error, gate, group_url, results_url,
    schedule::{build_override, build_spec, form_of, Field, FormValues, Problem},
    Dates,
};
use crate::{
    classroom::{
        assignment_detail, catalogue, clear_override, create_assignment, delete_assignment,
        group_detail, set_override, update_assignment, AssignmentView, CatalogueEntry, ClassError,
        GroupView,
    },
    i18n::{t, t_args, use_lang, Arg, Lang},
    pages::class::{student::kind_name, ErrorNote, When},
};
use hooklab_core::classroom::{Assignment, AssignmentSpec, Override, RosterEntry};
use hooklab_core::exam::Domain;
use hooklab_core::practice::ItemKind;
use leptos::{prelude::*, task::spawn_local};
use leptos_meta::Title;
use leptos_router::hooks::use_params_map;

/// The offset function of a zone for `schedule`, from the browser (zero
/// where it cannot tell, which only the server's render sees).
fn offsets(zone: String) -> impl Fn(i64) -> i64 {
    move |utc| browser::offset(&zone, utc).unwrap_or(0)
}

/// The spec an assignment was made with.
#[must_use]
pub fn spec_of(a: &Assignment) -> AssignmentSpec {
    AssignmentSpec {
        title: a.title.clone(),
        items: a.items.iter().map(|i| i.key.clone()).collect(),
        opens_at: a.opens_at,
        due_at: a.due_at,
        time_zone: a.time_zone.clone(),
        late_policy: a.late_policy,
        attempts_allowed: a.attempts_allowed,
        time_limit: a.time_limit,
        show_answers: a.show_answers,
    }
}

/// `/{lang}/teach/groups/{id}/new`.
#[component]
pub fn NewAssignmentPage() -> impl IntoView {
    let lang = use_lang();
    let params = use_params_map();
    let id = move || params.read().get("id").unwrap_or_default();
    let data = Resource::new(
        move || (id(), lang.code().to_owned()),
        |(id, lang)| {
            for_instructor(move || async move {
                let group = group_detail(id).await?;
                let entries = catalogue(lang).await?;
                Ok::<_, ClassError>((group, entries))
            })
        },
    );
    view! {
        <Title text=format!("{} · Hooklab", t(lang, "teach-new-assignment"))/>
        <div class="page narrow class teach">
            <Suspense fallback=move || view! { <p>{t(lang, "loading")}</p> }>
                {move || Suspend::new(async move {
                    let here = format!("{}/new", group_url(lang, &id()));
                    gate(lang, &here, data.await, |(group, entries): (GroupView, Vec<CatalogueEntry>)| view! {
                        <p class="breadcrumb"><a href=group_url(lang, &group.group.id)>{group.group.name.clone()}</a></p>
                        <h1>{t(lang, "teach-new-assignment")}</h1>
                        <AssignmentForm lang=lang group_id=group.group.id.clone() entries=entries existing=None/>
                    }.into_any())
                })}
            </Suspense>
        </div>
    }
}

/// What the assignment page loads.
type AssignmentData = (AssignmentView, GroupView, Vec<CatalogueEntry>);

/// `/{lang}/teach/assignments/{id}`.
#[component]
pub fn AssignmentPage() -> impl IntoView {
    let lang = use_lang();
    let params = use_params_map();
    let id = move || params.read().get("id").unwrap_or_default();
    let data = Resource::new(
        move || (id(), lang.code().to_owned()),
        |(id, lang)| {
            for_instructor(move || async move {
                let view = assignment_detail(id, lang.clone()).await?;
                let group = group_detail(view.assignment.group_id.clone()).await?;
                let entries = catalogue(lang).await?;
                Ok::<AssignmentData, ClassError>((view, group, entries))
            })
        },
    );
    let refresh = Callback::new(move |()| data.refetch());
    view! {
        <Title text=format!("{} · Hooklab", t(lang, "teach-assignment-title"))/>
        <div class="page narrow class teach">
            <Transition fallback=move || view! { <p>{t(lang, "loading")}</p> }>
                {move || Suspend::new(async move {
                    gate(lang, &assignment_url(lang, &id()), data.await, |(view, group, entries)| view! {
                        <AssignmentBody lang=lang view=view group=group entries=entries refresh=refresh/>
                    }.into_any())
                })}
            </Transition>
        </div>
    }
}

#[component]
fn AssignmentBody(
    lang: Lang,
    view: AssignmentView,
    group: GroupView,
    entries: Vec<CatalogueEntry>,
    refresh: Callback<()>,
) -> impl IntoView {
    let a = view.assignment;
    let items = a
        .items
        .iter()
        .map(|item| {
            view! { <li><span class="kind">{kind_name(lang, item.kind)}</span>{item.title.clone()}</li> }
        })
        .collect_view();
    view! {
        <p class="breadcrumb"><a href=group_url(lang, &group.group.id)>{group.group.name.clone()}</a></p>
        <h1>{a.title.clone()}</h1>
        <Dates lang=lang opens_at=a.opens_at due_at=a.due_at/>
        <p class="status">{t_args(lang, "teach-zone-of", &[("zone", Arg::Str(a.time_zone.clone()))])}</p>
        <ul class="item-list">{items}</ul>
        <p><a class="button primary" href=results_url(lang, &a.id)>{t(lang, "teach-results")}</a></p>
        <details class="edit">
            <summary>{t(lang, "teach-edit-assignment")}</summary>
            <AssignmentForm lang=lang group_id=a.group_id.clone() entries=entries existing=Some(a.clone())/>
        </details>
        <Accommodations lang=lang assignment=a.clone() roster=group.roster overrides=view.overrides refresh=refresh/>
        <DeleteAssignment lang=lang assignment=a/>
    }
}

/// The catalogue grouped by kind, built-in items first, authored ones after.
fn by_kind(entries: &[CatalogueEntry]) -> Vec<(ItemKind, Vec<CatalogueEntry>)> {
    ItemKind::ALL
        .into_iter()
        .map(|kind| {
            let mut list: Vec<CatalogueEntry> =
                entries.iter().filter(|e| e.kind == kind).cloned().collect();
            hooklab_core::sort::sort_by(&mut list, |a, b| {
                a.authored
                    .cmp(&b.authored)
                    .then(a.domains.cmp(&b.domains))
                    .then(a.title.cmp(&b.title))
            });
            (kind, list)
        })
        .filter(|(_, list)| !list.is_empty())
        .collect()
}

/// Whether the domain filter shows an item of `domain` (`None`: not an
/// exam item, always shown).
#[must_use]
pub fn shown_by(filter: Option<Domain>, domain: Option<Domain>) -> bool {
    match (filter, domain) {
        (Some(wanted), Some(domain)) => wanted == domain,
        _ => true,
    }
}

/// The form that creates (`existing: None`) or changes an assignment.
#[component]
fn AssignmentForm(
    lang: Lang,
    group_id: String,
    entries: Vec<CatalogueEntry>,
    existing: Option<Assignment>,
) -> impl IntoView {
    let editing = existing.as_ref().map(|a| a.id.clone());
    let prefix = if editing.is_some() { "edit" } else { "new" };
    let start = existing.as_ref().map(spec_of);
    // Before the browser knows the zones, the dates are shown in UTC.
    let initial = start
        .as_ref()
        .map(|spec| form_of(spec, |_| 0))
        .unwrap_or_else(|| FormValues {
            time_zone: "UTC".into(),
            attempts: String::new(),
            ..FormValues::default()
        });
    let form = RwSignal::new(initial.clone());
    let zones = RwSignal::new(vec![initial.time_zone.clone()]);
    Effect::new(move |_| {
        let mut list = browser::zones();
        let zone = match &start {
            Some(spec) => spec.time_zone.clone(),
            None => browser::own_zone().unwrap_or_else(|| "UTC".into()),
        };
        if !list.contains(&zone) {
            list.insert(0, zone.clone());
        }
        zones.set(list);
        let offset = offsets(zone.clone());
        match &start {
            Some(spec) => form.set(form_of(spec, offset)),
            None => {
                // Opens now, due in a week, both in the instructor's zone.
                let now = browser::now_ms().unwrap_or(0);
                let opens = super::schedule::to_wall_clock(now - now.rem_euclid(60_000), &offset);
                form.update(|f| {
                    f.time_zone = zone;
                    f.opens = super::schedule::wall_clock_text(opens);
                    f.due = super::schedule::wall_clock_text(opens + 7 * 86_400_000);
                    f.attempts = "3".into();
                    f.show_answers = true;
                });
            }
        }
    });
    let problems = RwSignal::new(Vec::<Problem>::new());
    let error = RwSignal::new(None::<ClassError>);
    let busy = RwSignal::new(false);
    let saved = RwSignal::new(false);
    let ids = StoredValue::new((group_id, editing));
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        saved.set(false);
        if busy.get_untracked() {
            return;
        }
        let values = form.get_untracked();
        let spec = match build_spec(&values, offsets(values.time_zone.clone())) {
            Ok(spec) => spec,
            Err(found) => {
                problems.set(found);
                return;
            }
        };
        problems.set(Vec::new());
        busy.set(true);
        let (group_id, editing) = ids.get_value();
        let lang_code = lang.code().to_owned();
        spawn_local(async move {
            let result = match editing {
                Some(id) => update_assignment(id, spec, lang_code).await,
                None => create_assignment(group_id, spec, lang_code).await,
            };
            match result {
                Ok(a) => {
                    error.set(None);
                    if ids.get_value().1.is_some() {
                        saved.set(true);
                        busy.set(false);
                    } else {
                        browser::go(&assignment_url(lang, &a.id));
                    }
                }
                Err(e) => {
                    error.set(Some(e));
                    busy.set(false);
                }
            }
        });
    };
    let id_of = move |name: &str| format!("{prefix}-{name}");
    let problem_for = move |field: Field| {
        move || {
            problems
                .get()
                .into_iter()
                .find(|p| p.field == field)
                .map(|p| view! { <p class="error" role="alert">{t(lang, p.key)}</p> })
        }
    };
    // Exam questions are many: the form shows one domain at a time if asked
    // (a question already chosen stays in sight).
    let domain_filter = RwSignal::new(None::<Domain>);
    let kinds = by_kind(&entries)
        .into_iter()
        .map(|(kind, list)| {
            let boxes = list
                .into_iter()
                .map(|entry| {
                    let key = entry.key.clone();
                    let input_id = format!("{prefix}-item-{}", key.replace(['/', '.'], "-"));
                    let checked_key = key.clone();
                    let toggle_key = key.clone();
                    let shown_key = key.clone();
                    let domain = entry.domains.map(|(d, _)| d);
                    let hidden = move || {
                        !shown_by(domain_filter.get(), domain)
                            && form.with(|f| !f.items.contains(&shown_key))
                    };
                    let badges = entry.domains.map(|(d, g)| view! {
                        " " <span class="badge">{t(lang, &format!("exam-domain-{}", d.as_str()))}</span>
                        " " <span class="badge">{t(lang, &format!("exam-guide-{}", g.as_str()))}</span>
                    });
                    view! {
                        <li class:hidden=hidden data-domain=domain.map(Domain::as_str)>
                            <input type="checkbox" id=input_id.clone() value=key.clone()
                                prop:checked=move || form.with(|f| f.items.contains(&checked_key))
                                on:change=move |ev| {
                                    let on = event_target_checked(&ev);
                                    form.update(|f| {
                                        f.items.retain(|k| *k != toggle_key);
                                        if on { f.items.push(toggle_key.clone()); }
                                    });
                                }/>
                            <label for=input_id>
                                {entry.title.clone()}
                                {entry.authored.then(|| view! { " " <span class="badge">{t(lang, "teach-authored-mark")}</span> })}
                                {badges}
                            </label>
                        </li>
                    }
                })
                .collect_view();
            let filter = (kind == ItemKind::Exam).then(|| {
                let select_id = format!("{prefix}-exam-domain");
                let choices = Domain::ALL
                    .into_iter()
                    .map(|d| view! { <option value=d.as_str()>{t(lang, &format!("exam-domain-{}", d.as_str()))}</option> })
                    .collect_view();
                view! {
                    <p class="filter">
                        <label for=select_id.clone()>{t(lang, "teach-domain-filter")}</label>" "
                        <select id=select_id data-testid="exam-domain-filter"
                            on:change=move |ev| domain_filter.set(Domain::from_id(&event_target_value(&ev)))>
                            <option value="">{t(lang, "teach-domain-all")}</option>
                            {choices}
                        </select>
                    </p>
                }
            });
            view! {
                <fieldset class="item-choice">
                    <legend>{kind_name(lang, kind)}</legend>
                    {filter}
                    <ul>{boxes}</ul>
                </fieldset>
            }
        })
        .collect_view();
    let fields: &'static [&'static str] = &[
        "title",
        "items",
        "opens",
        "due",
        "time-zone",
        "attempts",
        "time-limit",
    ];
    view! {
        <form class="class-form assignment-form" on:submit=submit novalidate>
            <label for=id_of("title")>{t(lang, "teach-assignment-name")}</label>
            <input id=id_of("title") name="title" required maxlength="80" autocomplete="off"
                prop:value=move || form.with(|f| f.title.clone())
                on:input=move |ev| form.update(|f| f.title = event_target_value(&ev))/>
            {problem_for(Field::Title)}
            {field_error(lang, error, "title")}

            <div class="items-field" role="group" aria-labelledby=id_of("items-label")>
                <p class="label" id=id_of("items-label")>{t(lang, "teach-assignment-items")}</p>
                {kinds}
            </div>
            {problem_for(Field::Items)}
            {field_error(lang, error, "items")}

            <label for=id_of("zone")>{t(lang, "teach-time-zone")}</label>
            <select id=id_of("zone") name="time_zone"
                on:change=move |ev| form.update(|f| f.time_zone = event_target_value(&ev))>
                {move || zones.get().into_iter().map(|zone| {
                    let selected = form.with(|f| f.time_zone == zone);
                    view! { <option value=zone.clone() selected=selected>{zone.clone()}</option> }
                }).collect_view()}
            </select>
            {problem_for(Field::TimeZone)}
            {field_error(lang, error, "time-zone")}

            <label for=id_of("opens")>{t(lang, "teach-opens")}</label>
            <input id=id_of("opens") type="datetime-local" name="opens" required
                prop:value=move || form.with(|f| f.opens.clone())
                on:input=move |ev| form.update(|f| f.opens = event_target_value(&ev))/>
            {problem_for(Field::Opens)}
            {field_error(lang, error, "opens")}

            <label for=id_of("due")>{t(lang, "teach-due")}</label>
            <input id=id_of("due") type="datetime-local" name="due" required
                prop:value=move || form.with(|f| f.due.clone())
                on:input=move |ev| form.update(|f| f.due = event_target_value(&ev))/>
            {problem_for(Field::Due)}
            {field_error(lang, error, "due")}

            <fieldset class="late-policy">
                <legend>{t(lang, "teach-late-policy")}</legend>
                <label>
                    <input type="radio" name=id_of("late") value="accept"
                        prop:checked=move || form.with(|f| !f.late_refused)
                        on:change=move |_| form.update(|f| f.late_refused = false)/>
                    " " {t(lang, "teach-late-accept")}
                </label>
                <label>
                    <input type="radio" name=id_of("late") value="refuse"
                        prop:checked=move || form.with(|f| f.late_refused)
                        on:change=move |_| form.update(|f| f.late_refused = true)/>
                    " " {t(lang, "teach-late-refuse")}
                </label>
            </fieldset>

            <label for=id_of("attempts")>{t(lang, "teach-attempts")}</label>
            <input id=id_of("attempts") type="number" min="1" step="1" inputmode="numeric" name="attempts"
                aria-describedby=id_of("attempts-help")
                prop:value=move || form.with(|f| f.attempts.clone())
                on:input=move |ev| form.update(|f| f.attempts = event_target_value(&ev))/>
            <p class="field-help" id=id_of("attempts-help")>{t(lang, "teach-attempts-help")}</p>
            {problem_for(Field::Attempts)}
            {field_error(lang, error, "attempts")}

            <label for=id_of("time-limit")>{t(lang, "teach-time-limit")}</label>
            <input id=id_of("time-limit") type="number" min="1" step="1" inputmode="numeric" name="time_limit"
                aria-describedby=id_of("time-limit-help")
                prop:value=move || form.with(|f| f.time_limit.clone())
                on:input=move |ev| form.update(|f| f.time_limit = event_target_value(&ev))/>
            <p class="field-help" id=id_of("time-limit-help")>{t(lang, "teach-time-limit-help")}</p>
            {problem_for(Field::TimeLimit)}
            {field_error(lang, error, "time-limit")}

            <label class="check">
                <input type="checkbox" name="show_answers"
                    prop:checked=move || form.with(|f| f.show_answers)
                    on:change=move |ev| form.update(|f| f.show_answers = event_target_checked(&ev))/>
                " " {t(lang, "teach-show-answers")}
            </label>

            {form_error(lang, error, fields)}
            <Show when=move || saved.get()>
                <p class="success" role="status">{t(lang, "teach-saved")}</p>
            </Show>
            <button type="submit" class="primary" data-testid="save-assignment" disabled=move || busy.get()>
                {if prefix == "edit" { t(lang, "teach-save-assignment") } else { t(lang, "teach-create-assignment") }}
            </button>
        </form>
    }
}

/// An accommodation in words.
#[must_use]
pub fn override_text(lang: Lang, o: &Override) -> Vec<String> {
    let mut out = Vec::new();
    if o.extra_seconds > 0 {
        out.push(t_args(
            lang,
            "teach-extra-minutes",
            &[("count", Arg::Num(f64::from(o.extra_seconds.div_ceil(60))))],
        ));
    }
    if o.extra_attempts > 0 {
        out.push(t_args(
            lang,
            "teach-extra-attempts",
            &[("count", Arg::Num(f64::from(o.extra_attempts)))],
        ));
    }
    out
}

/// Per-student accommodations: the ones set, with a button to clear each,
/// and a form to set one.
#[component]
fn Accommodations(
    lang: Lang,
    assignment: Assignment,
    roster: Vec<RosterEntry>,
    overrides: Vec<(String, Override)>,
    refresh: Callback<()>,
) -> impl IntoView {
    let assignment_id = StoredValue::new(assignment.id.clone());
    let zone = assignment.time_zone.clone();
    let error = RwSignal::new(None::<ClassError>);
    let name_of = {
        let roster = roster.clone();
        move |id: &str| {
            roster
                .iter()
                .find(|s| s.id == id)
                .map_or_else(|| id.to_owned(), |s| s.display_name.clone())
        }
    };
    let set_rows = overrides
        .into_iter()
        .map(|(student_id, o)| {
            let name = name_of(&student_id);
            let student = StoredValue::new(student_id);
            let clear = move |_| {
                spawn_local(async move {
                    match clear_override(assignment_id.get_value(), student.get_value()).await {
                        Ok(()) => refresh.run(()),
                        Err(e) => error.set(Some(e)),
                    }
                });
            };
            let words = override_text(lang, &o).join(" · ");
            let label = t_args(lang, "teach-clear-override-for", &[("name", Arg::Str(name.clone()))]);
            view! {
                <li>
                    <strong>{name}</strong>" "
                    <span>{words}</span>
                    {o.due_at.map(|due| view! { " · " {t(lang, "teach-later-due")}" " <When lang=lang at=due/> })}
                    " "
                    <button type="button" class="quiet" aria-label=label on:click=clear>{t(lang, "teach-clear-override")}</button>
                </li>
            }
        })
        .collect_view();
    let student = RwSignal::new(roster.first().map(|s| s.id.clone()).unwrap_or_default());
    let minutes = RwSignal::new(String::new());
    let attempts = RwSignal::new(String::new());
    let due = RwSignal::new(String::new());
    let problem = RwSignal::new(None::<Problem>);
    let busy = RwSignal::new(false);
    let zone_value = StoredValue::new(zone.clone());
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        if busy.get_untracked() {
            return;
        }
        let accommodations = match build_override(
            &minutes.get_untracked(),
            &attempts.get_untracked(),
            &due.get_untracked(),
            offsets(zone_value.get_value()),
        ) {
            Ok(o) => o,
            Err(p) => {
                problem.set(Some(p));
                return;
            }
        };
        problem.set(None);
        busy.set(true);
        let who = student.get_untracked();
        spawn_local(async move {
            match set_override(assignment_id.get_value(), who, accommodations).await {
                Ok(()) => refresh.run(()),
                Err(e) => error.set(Some(e)),
            }
            busy.set(false);
        });
    };
    let problem_for = move |field: Field| {
        move || {
            problem
                .get()
                .filter(|p| p.field == field)
                .map(|p| view! { <p class="error" role="alert">{t(lang, p.key)}</p> })
        }
    };
    let has_students = !roster.is_empty();
    let options = roster
        .into_iter()
        .map(|s| view! { <option value=s.id.clone()>{s.display_name.clone()}</option> })
        .collect_view();
    view! {
        <section aria-labelledby="accommodations-heading">
            <h2 id="accommodations-heading">{t(lang, "teach-accommodations")}</h2>
            <p>{t(lang, "teach-accommodations-lead")}</p>
            <ul class="override-list">{set_rows}</ul>
            {move || error.get().map(|e| view! { <ErrorNote lang=lang error=e/> })}
            {if has_students {
                view! {
                    <form class="class-form" on:submit=submit>
                        <label for="override-student">{t(lang, "teach-col-student")}</label>
                        <select id="override-student" on:change=move |ev| student.set(event_target_value(&ev))>{options}</select>
                        <label for="override-minutes">{t(lang, "teach-extra-minutes-label")}</label>
                        <input id="override-minutes" type="number" min="0" step="1" inputmode="numeric"
                            prop:value=move || minutes.get() on:input=move |ev| minutes.set(event_target_value(&ev))/>
                        {problem_for(Field::TimeLimit)}
                        <label for="override-attempts">{t(lang, "teach-extra-attempts-label")}</label>
                        <input id="override-attempts" type="number" min="0" step="1" inputmode="numeric"
                            prop:value=move || attempts.get() on:input=move |ev| attempts.set(event_target_value(&ev))/>
                        {problem_for(Field::Attempts)}
                        <label for="override-due">{t_args(lang, "teach-later-due-label", &[("zone", Arg::Str(zone.clone()))])}</label>
                        <input id="override-due" type="datetime-local"
                            prop:value=move || due.get() on:input=move |ev| due.set(event_target_value(&ev))/>
                        {problem_for(Field::Due)}
                        <button type="submit" disabled=move || busy.get()>{t(lang, "teach-set-override")}</button>
                    </form>
                }.into_any()
            } else {
                view! { <p>{t(lang, "teach-no-students")}</p> }.into_any()
            }}
        </section>
    }
}

#[component]
fn DeleteAssignment(lang: Lang, assignment: Assignment) -> impl IntoView {
    let asking = RwSignal::new(false);
    let error = RwSignal::new(None::<ClassError>);
    let ids = StoredValue::new((assignment.id.clone(), assignment.group_id.clone()));
    let confirm = move |_| {
        spawn_local(async move {
            let (id, group) = ids.get_value();
            match delete_assignment(id).await {
                Ok(()) => browser::go(&group_url(lang, &group)),
                Err(e) => error.set(Some(e)),
            }
        });
    };
    let question = t_args(
        lang,
        "teach-delete-assignment-confirm",
        &[("assignment", Arg::Str(assignment.title.clone()))],
    );
    view! {
        <section class="danger-zone" aria-labelledby="delete-assignment-heading">
            <h2 id="delete-assignment-heading">{t(lang, "teach-delete-assignment")}</h2>
            <Show when=move || !asking.get()>
                <button type="button" class="quiet" on:click=move |_| asking.set(true)>{t(lang, "teach-delete-assignment")}</button>
            </Show>
            <Show when=move || asking.get()>
                <div class="confirm" role="group" aria-label=t(lang, "teach-delete-assignment")>
                    <p>{question.clone()}</p>
                    <button type="button" class="danger" on:click=confirm>{t(lang, "teach-delete-assignment-yes")}</button>
                    " "
                    <button type="button" on:click=move |_| asking.set(false)>{t(lang, "class-cancel")}</button>
                </div>
            </Show>
            {move || error.get().map(|e| view! { <ErrorNote lang=lang error=e/> })}
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hooklab_core::classroom::{AssignmentItem, LatePolicy};

    #[test]
    fn an_assignment_gives_back_the_spec_it_was_made_with() {
        let a = Assignment {
            id: "a1".into(),
            group_id: "g1".into(),
            title: "Week 1".into(),
            items: vec![AssignmentItem {
                key: "quiz/x".into(),
                kind: ItemKind::Quiz,
                item_id: "x".into(),
                title: "X".into(),
                authored: false,
            }],
            opens_at: 1,
            due_at: 2,
            time_zone: "Europe/Paris".into(),
            late_policy: LatePolicy::Refuse,
            attempts_allowed: Some(2),
            time_limit: None,
            show_answers: true,
        };
        let spec = spec_of(&a);
        assert_eq!(spec.items, vec!["quiz/x".to_owned()]);
        assert_eq!((spec.opens_at, spec.due_at), (1, 2));
        assert_eq!(spec.late_policy, LatePolicy::Refuse);
    }

    #[test]
    fn the_catalogue_is_offered_by_kind_with_authored_items_last() {
        let entry = |kind, title: &str, authored| CatalogueEntry {
            key: format!("{}/{title}", kind_id(kind)),
            kind,
            item_id: title.into(),
            title: title.into(),
            authored,
            domains: None,
        };
        fn kind_id(kind: ItemKind) -> &'static str {
            kind.as_str()
        }
        let grouped = by_kind(&[
            entry(ItemKind::Simulator, "s", false),
            entry(ItemKind::Quiz, "mine", true),
            entry(ItemKind::Quiz, "b", false),
            entry(ItemKind::Quiz, "a", false),
        ]);
        let kinds: Vec<ItemKind> = grouped.iter().map(|(k, _)| *k).collect();
        assert_eq!(kinds, vec![ItemKind::Quiz, ItemKind::Simulator]);
        let titles: Vec<&str> = grouped[0].1.iter().map(|e| e.title.as_str()).collect();
        assert_eq!(titles, vec!["a", "b", "mine"]);
    }

    #[test]
    fn accommodations_are_said_with_their_numbers() {
        let o = Override {
            extra_seconds: 600,
            extra_attempts: 2,
            due_at: None,
        };
        for lang in Lang::ALL {
            let words = override_text(lang, &o);
            assert_eq!(words.len(), 2);
            assert!(
                words[0].contains("10") && words[1].contains('2'),
                "{words:?}"
            );
        }
        assert!(override_text(Lang::En, &Override::default()).is_empty());
    }

    #[test]
    fn the_domain_filter_hides_only_exam_questions_of_other_domains() {
        assert!(shown_by(None, Some(Domain::Sessions)));
        assert!(shown_by(Some(Domain::Sessions), Some(Domain::Sessions)));
        assert!(!shown_by(
            Some(Domain::Sessions),
            Some(Domain::HookMechanics)
        ));
        assert!(shown_by(Some(Domain::Sessions), None), "other kinds stay");
    }
}
