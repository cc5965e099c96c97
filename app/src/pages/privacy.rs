//! `/{lang}/privacy`: what the classroom keeps about people, for how long,
//! who sees it, and how to leave. A public page (the same for everyone).

use crate::i18n::{t, t_args, use_lang, Arg};
use hooklab_core::classroom::{INSTRUCTOR_SESSION_DAYS, STUDENT_SESSION_DAYS};
use leptos::prelude::*;
use leptos_meta::{Meta, Title};

#[component]
pub fn PrivacyPage() -> impl IntoView {
    let lang = use_lang();
    let sections = [
        (
            "privacy-kept-title",
            vec![
                "privacy-kept-students",
                "privacy-kept-instructors",
                "privacy-kept-not",
            ],
        ),
        ("privacy-browser-title", vec!["privacy-browser-body"]),
        ("privacy-who-title", vec!["privacy-who-body"]),
        (
            "privacy-leave-title",
            vec!["privacy-leave-student", "privacy-leave-instructor"],
        ),
    ]
    .into_iter()
    .map(|(title, paragraphs)| {
        view! {
            <h2>{t(lang, title)}</h2>
            {paragraphs.into_iter().map(|key| view! { <p>{t(lang, key)}</p> }).collect_view()}
        }
    })
    .collect_view();
    let days = |n: u32| Arg::Num(f64::from(n));
    view! {
        <Title text=format!("{} · Hooklab", t(lang, "privacy-title"))/>
        <Meta name="description" content=t(lang, "privacy-lead")/>
        <div class="page narrow privacy">
            <h1>{t(lang, "privacy-title")}</h1>
            <p class="lead">{t(lang, "privacy-lead")}</p>
            {sections}
            <h2>{t(lang, "privacy-how-long-title")}</h2>
            <p>{t(lang, "privacy-how-long-data")}</p>
            <p>{t_args(lang, "privacy-how-long-sessions", &[("instructor", days(INSTRUCTOR_SESSION_DAYS)), ("student", days(STUDENT_SESSION_DAYS))])}</p>
        </div>
    }
}
