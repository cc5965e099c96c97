//! The instructor's pages, under `/{lang}/teach` (per-user: the server's
//! page cache never keeps them): the groups (`/teach`), one group with its
//! join link, students, instructors and assignments (`group`), an
//! assignment's settings and accommodations (`assignment`), its results and
//! charts (`results`), and the instructor's own items (`authored`).
//!
//! Every page loads what it shows in one resource, made at the top of the
//! page (a resource made inside another's `Suspend` does not reach the
//! browser, and hydration fails), through [`for_instructor`]: a signed-out
//! visitor is sent to sign in and back, a student is told this is for
//! instructors. The server decides who may see what; the pages only follow.
//!
//! The logic without Leptos is in `schedule` (dates, time zones, the
//! assignment form) and `charts` (the charts' geometry).

pub mod assignment;
pub mod authored;
pub mod charts;
pub mod group;
pub mod results;
pub mod schedule;

use std::future::Future;

use super::class::{class_home, sign_in_url, ErrorNote, When};
use crate::browser;
use crate::{
    classroom::{create_group, groups, whoami, ClassError},
    i18n::{t, t_args, use_lang, Arg, Lang},
};
use hooklab_core::classroom::{Group, Role};
use leptos::{prelude::*, task::spawn_local};
use leptos_meta::Title;
use leptos_router::components::Redirect;
use serde::{Deserialize, Serialize};

/// The instructor's home in a language.
#[must_use]
pub fn teach_home(lang: Lang) -> String {
    format!("/{}/teach", lang.code())
}

/// A group's page.
#[must_use]
pub fn group_url(lang: Lang, group_id: &str) -> String {
    format!("/{}/teach/groups/{group_id}", lang.code())
}

/// The page that creates an assignment in a group.
#[must_use]
pub fn new_assignment_url(lang: Lang, group_id: &str) -> String {
    format!("{}/new", group_url(lang, group_id))
}

/// An assignment's settings page.
#[must_use]
pub fn assignment_url(lang: Lang, assignment_id: &str) -> String {
    format!("/{}/teach/assignments/{assignment_id}", lang.code())
}

/// An assignment's results page.
#[must_use]
pub fn results_url(lang: Lang, assignment_id: &str) -> String {
    format!("{}/results", assignment_url(lang, assignment_id))
}

/// The instructor's own items.
#[must_use]
pub fn items_url(lang: Lang) -> String {
    format!("/{}/teach/items", lang.code())
}

/// The join link students follow (`origin` is the site's, empty for a
/// link relative to it).
#[must_use]
pub fn join_link(origin: &str, lang: Lang, code: &str) -> String {
    format!("{origin}/{}/class/join/{code}", lang.code())
}

/// What a page of the instructor's finds out about its visitor.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Access<T> {
    SignedOut,
    /// Signed in, but as a student.
    NotInstructor,
    Ready(T),
}

/// Checks who is signed in, then loads the page's data for an instructor.
///
/// # Errors
/// The first classroom function that failed.
pub async fn for_instructor<T, F: Future<Output = Result<T, ClassError>>>(
    load: impl FnOnce() -> F,
) -> Result<Access<T>, ClassError> {
    match whoami().await? {
        None => Ok(Access::SignedOut),
        Some(me) if me.account.role != Role::Instructor => Ok(Access::NotInstructor),
        Some(_) => Ok(Access::Ready(load().await?)),
    }
}

/// The page for what was loaded: sign-in (coming back to `here`), the
/// refusal, the error, or the page itself.
pub fn gate<T>(
    lang: Lang,
    here: &str,
    loaded: Result<Access<T>, ClassError>,
    page: impl FnOnce(T) -> AnyView,
) -> AnyView {
    match loaded {
        Ok(Access::Ready(data)) => page(data),
        Ok(Access::SignedOut) => view! { <Redirect path=sign_in_url(lang, here)/> }.into_any(),
        Err(error) if error.code == "signed-out" => {
            view! { <Redirect path=sign_in_url(lang, here)/> }.into_any()
        }
        Ok(Access::NotInstructor) => view! {
            <p class="error" role="alert">{t(lang, "teach-students-not-here")}</p>
            <p><a href=class_home(lang)>{t(lang, "teach-to-class")}</a></p>
        }
        .into_any(),
        Err(error) => view! { <ErrorNote lang=lang error=error/> }.into_any(),
    }
}

/// A failure shown next to the field it concerns (when the server named
/// one), or with the form (when it named none of the form's fields).
#[must_use]
pub fn error_for(error: Option<&ClassError>, field: Option<&str>, fields: &[&str]) -> bool {
    let Some(error) = error else {
        return false;
    };
    match (field, error.field.as_deref()) {
        (Some(wanted), Some(named)) => wanted == named,
        (None, Some(named)) => !fields.contains(&named),
        (Some(_), None) => false,
        (None, None) => true,
    }
}

/// The error of a form's field, if the last answer was about it.
pub fn field_error(
    lang: Lang,
    error: RwSignal<Option<ClassError>>,
    field: &'static str,
) -> impl IntoView {
    move || {
        error
            .get()
            .filter(|e| error_for(Some(e), Some(field), &[]))
            .map(|e| view! { <ErrorNote lang=lang error=e/> })
    }
}

/// The error of a whole form (one that names none of `fields`).
pub fn form_error(
    lang: Lang,
    error: RwSignal<Option<ClassError>>,
    fields: &'static [&'static str],
) -> impl IntoView {
    move || {
        error
            .get()
            .filter(|e| error_for(Some(e), None, fields))
            .map(|e| view! { <ErrorNote lang=lang error=e/> })
    }
}

/// `/{lang}/teach`: the instructor's groups and a new one.
#[component]
pub fn TeachPage() -> impl IntoView {
    let lang = use_lang();
    let data = Resource::new(|| (), |()| for_instructor(groups));
    view! {
        <Title text=format!("{} · Hooklab", t(lang, "teach-title"))/>
        <div class="page narrow class teach">
            <h1>{t(lang, "teach-title")}</h1>
            <Suspense fallback=move || view! { <p>{t(lang, "loading")}</p> }>
                {move || Suspend::new(async move {
                    gate(lang, &teach_home(lang), data.await, |list| view! { <Groups lang=lang list=list/> }.into_any())
                })}
            </Suspense>
        </div>
    }
}

#[component]
fn Groups(lang: Lang, list: Vec<Group>) -> impl IntoView {
    let rows = if list.is_empty() {
        view! { <p>{t(lang, "teach-no-groups")}</p> }.into_any()
    } else {
        let items = list
            .into_iter()
            .map(|g| {
                let students = t_args(
                    lang,
                    "teach-students-count",
                    &[("count", Arg::Num(f64::from(g.students)))],
                );
                view! {
                    <li>
                        <a href=group_url(lang, &g.id)>{g.name.clone()}</a>
                        <span class="status">{students}" · "<code>{g.join_code.clone()}</code></span>
                    </li>
                }
            })
            .collect_view();
        view! { <ul class="group-list">{items}</ul> }.into_any()
    };
    view! {
        <p class="lead">{t(lang, "teach-lead")}</p>
        <nav class="teach-links" aria-label=t(lang, "teach-links")>
            <a href=items_url(lang)>{t(lang, "teach-items-title")}</a>
            " · "
            <a href=class_home(lang)>{t(lang, "teach-account")}</a>
        </nav>
        <h2>{t(lang, "teach-groups")}</h2>
        {rows}
        <NewGroup lang=lang/>
    }
}

#[component]
fn NewGroup(lang: Lang) -> impl IntoView {
    let name = RwSignal::new(String::new());
    let busy = RwSignal::new(false);
    let error = RwSignal::new(None::<ClassError>);
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        if busy.get_untracked() {
            return;
        }
        busy.set(true);
        let name = name.get_untracked();
        spawn_local(async move {
            match create_group(name).await {
                Ok(group) => crate::browser::go(&group_url(lang, &group.id)),
                Err(e) => {
                    error.set(Some(e));
                    busy.set(false);
                }
            }
        });
    };
    view! {
        <section class="class-card" aria-labelledby="new-group-heading">
            <h2 id="new-group-heading">{t(lang, "teach-new-group")}</h2>
            <form class="class-form" on:submit=submit>
                <label for="group-name">{t(lang, "teach-group-name")}</label>
                <input id="group-name" name="name" required maxlength="80" autocomplete="off"
                    prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev))/>
                {field_error(lang, error, "name")}
                {form_error(lang, error, &["name"])}
                <button type="submit" class="primary" disabled=move || busy.get()>{t(lang, "teach-create-group")}</button>
            </form>
        </section>
    }
}

/// A moment and its label, for the settings' summaries.
#[component]
pub fn Dates(lang: Lang, opens_at: i64, due_at: i64) -> impl IntoView {
    view! {
        <dl class="dates">
            <dt>{t(lang, "class-opens")}</dt><dd><When lang=lang at=opens_at/></dd>
            <dt>{t(lang, "class-due")}</dt><dd><When lang=lang at=due_at/></dd>
        </dl>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_join_link_leads_to_the_join_page_in_the_language() {
        assert_eq!(
            join_link("https://class.example.org", Lang::Fr, "ABC234"),
            "https://class.example.org/fr/class/join/ABC234"
        );
        assert_eq!(join_link("", Lang::Ru, "X"), "/ru/class/join/X");
        assert_eq!(
            results_url(Lang::En, "a1"),
            "/en/teach/assignments/a1/results"
        );
        assert_eq!(
            new_assignment_url(Lang::Es, "g1"),
            "/es/teach/groups/g1/new"
        );
    }

    fn invalid(field: Option<&str>) -> ClassError {
        ClassError {
            status: 400,
            code: "invalid".into(),
            message: "the name is empty".into(),
            reason: None,
            retry_after: None,
            field: field.map(str::to_owned),
        }
    }

    #[test]
    fn an_error_shows_next_to_its_field_or_with_the_form() {
        let named = invalid(Some("title"));
        assert!(error_for(Some(&named), Some("title"), &[]));
        assert!(!error_for(Some(&named), Some("due"), &[]));
        assert!(!error_for(Some(&named), None, &["title", "due"]));
        assert!(
            error_for(Some(&named), None, &["name"]),
            "a field this form lacks: said with the form"
        );
        let general = invalid(None);
        assert!(error_for(Some(&general), None, &["title"]));
        assert!(!error_for(Some(&general), Some("title"), &[]));
        assert!(!error_for(None, None, &[]));
    }
}
