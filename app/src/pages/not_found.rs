//! The 404 page, in the language of the URL when it names one.

use crate::i18n::{t, use_lang, Lang};
use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_location;

#[component]
pub fn NotFound() -> impl IntoView {
    #[cfg(feature = "ssr")]
    {
        if let Some(response) = use_context::<leptos_axum::ResponseOptions>() {
            response.set_status(http::StatusCode::NOT_FOUND);
        }
    }
    let location = use_location();
    let path = location.pathname.get_untracked();
    let lang = Lang::of_path(&path).unwrap_or_else(use_lang);
    view! {
        <Title text=format!("{} · Hooklab", t(lang, "not-found-title"))/>
        <div class="page narrow not-found">
            <h1>{t(lang, "not-found-title")}</h1>
            <p>{t(lang, "not-found-body")}</p>
            <p><a href=format!("/{}/", lang.code())>{t(lang, "not-found-home")}</a></p>
        </div>
    }
}
