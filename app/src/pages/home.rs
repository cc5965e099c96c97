//! The home page of a language: what Hooklab teaches and where to start.

use crate::i18n::{t, use_lang};
use leptos::prelude::*;
use leptos_meta::{Meta, Title};

#[component]
pub fn HomePage() -> impl IntoView {
    let lang = use_lang();
    let code = lang.code();
    let reflexes = [
        "home-reflex-hook",
        "home-reflex-pattern",
        "home-reflex-session",
    ]
    .into_iter()
    .map(|key| view! { <li><q>{t(lang, key)}</q></li> })
    .collect_view();
    view! {
        <Title text=format!("Hooklab · {}", t(lang, "home-tagline"))/>
        <Meta name="description" content=t(lang, "home-description")/>
        <div class="page narrow home">
            <h1>{t(lang, "home-title")}</h1>
            <p class="lead">{t(lang, "home-lead")}</p>
            <h2 id="reflexes">{t(lang, "home-reflexes-title")}</h2>
            <ul class="reflexes">{reflexes}</ul>
            <p>{t(lang, "home-reflexes-after")}</p>
            <div class="cards">
                <a class="card" href=format!("/{code}/learn/start/overview")>
                    <span class="card-title">{t(lang, "home-start-title")}</span>
                    <span class="card-body">{t(lang, "home-start-body")}</span>
                </a>
                <a class="card" href=format!("/{code}/learn")>
                    <span class="card-title">{t(lang, "home-learn-title")}</span>
                    <span class="card-body">{t(lang, "home-learn-body")}</span>
                </a>
                <a class="card" href=format!("/{code}/exam")>
                    <span class="card-title">{t(lang, "home-exam-title")}</span>
                    <span class="card-body">{t(lang, "home-exam-body")}</span>
                </a>
                <a class="card" href=format!("/{code}/review")>
                    <span class="card-title">{t(lang, "home-review-title")}</span>
                    <span class="card-body">{t(lang, "home-review-body")}</span>
                </a>
                <a class="card" href=format!("/{code}/progress")>
                    <span class="card-title">{t(lang, "home-progress-title")}</span>
                    <span class="card-body">{t(lang, "home-progress-body")}</span>
                </a>
            </div>
        </div>
    }
}
