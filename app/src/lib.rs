//! Hooklab's pages: Leptos components and routes.
//!
//! The same crate renders on the server (feature `ssr`, through axum and
//! leptos_axum) and hydrates in the browser (feature `hydrate`, built for
//! wasm32 as a cdylib). Components stay thin: what a page knows comes from
//! `hooklab-core` types, and what it says comes from the Fluent strings in
//! `locales/`.

#![forbid(unsafe_code)]
// Deeply nested views produce deep types; the hydrate build needs more room.
#![recursion_limit = "512"]

pub mod api;
pub mod browser;
pub mod bundle;
pub mod classroom;
#[cfg(feature = "hydrate")]
pub mod dom;
pub mod frame;
pub mod i18n;
pub mod keyboard;
pub mod layout;
pub mod local_format;
pub mod offline;
pub mod page_data;
pub mod pages;
pub mod progress;
pub mod progress_sync;
pub mod shell;
pub mod storage;

pub use shell::{shell, AssetUrls};

// The server and the browser bundles must both erase Leptos's view types
// (`.cargo/config.toml` sets the cfg for every build): erased views write
// hydration markers typed ones do not, so a page written by one kind of
// build does not hydrate in the other, and the bundles' size ceilings
// count on erasure. Any other source of rustflags (`RUSTFLAGS`, a
// `[target.…] rustflags` in another Cargo config) replaces the project's.
#[cfg(all(any(feature = "ssr", feature = "hydrate"), not(erase_components)))]
compile_error!(
    "hooklab-app is built without `--cfg erase_components`: other rustflags \
     (RUSTFLAGS, CARGO_TARGET_<triple>_RUSTFLAGS or a [target] rustflags in a \
     Cargo config) replaced the ones in .cargo/config.toml; add the cfg to them"
);

use crate::{
    i18n::Lang,
    layout::LocaleLayout,
    pages::{home::HomePage, learn::LearnIndexPage, learn::LessonPage, not_found::NotFound},
};
use leptos::prelude::*;
use leptos_meta::provide_meta_context;
use leptos_router::{
    components::{ParentRoute, Route, Router, Routes},
    path, SsrMode,
};

/// The whole application: the router and its routes. The locale is the first
/// path segment; [`LocaleLayout`] turns it into the `Lang` context.
#[component]
pub fn App() -> impl IntoView {
    provide_meta_context();
    view! {
        <Router>
            <Routes fallback=|| view! { <main id="main"><NotFound/></main> }>
                <ParentRoute path=path!("/:lang") view=LocaleLayout ssr=SsrMode::Async>
                    <Route path=path!("") view=HomePage/>
                    <Route path=path!("learn") view=LearnIndexPage/>
                    <Route path=path!("learn/:section/:slug") view=LessonPage/>
                    <Route path=path!("quiz") view=page_in!("practice", pages::quiz::QuizPage)/>
                    <Route path=path!("exam") view=page_in!("practice", pages::exam::ExamPage)/>
                    <Route path=path!("review") view=page_in!("practice", pages::review::ReviewPage)/>
                    <Route path=path!("progress") view=page_in!("practice", pages::progress_page::ProgressPage)/>
                    <Route path=path!("sandbox") view=page_in!("sandbox", pages::sandbox::SandboxPage)/>
                    <Route path=path!("sandbox/presets/:id") view=page_in!("sandbox", pages::sandbox::PresetPage)/>
                    <Route path=path!("sandbox/challenges/:id") view=page_in!("sandbox", pages::sandbox::ChallengePage)/>
                    <Route path=path!("simulator") view=page_in!("simulator", pages::simulator::SimulatorIndexPage)/>
                    <Route path=path!("simulator/:scenario") view=page_in!("simulator", pages::simulator::SimulatorPage)/>
                    <Route path=path!("privacy") view=pages::privacy::PrivacyPage/>
                    <Route path=path!("offline") view=page_in!("practice", offline::OfflinePage)/>
                    <Route path=path!("search") view=pages::search::SearchPage/>
                    <Route path=path!("signin") view=page_in!("class", pages::class::access::SignInPage)/>
                    <Route path=path!("class") view=page_in!("class", pages::class::student::ClassPage)/>
                    <Route path=path!("class/join/:code") view=page_in!("class", pages::class::access::JoinPage)/>
                    <Route path=path!("class/assignments/:id") view=page_in!("class", pages::class::student::AssignmentPage)/>
                    <Route path=path!("class/assignments/:id/:kind/:item") view=page_in!(["choice", "item"], pages::class::item::ItemPage)/>
                    <Route path=path!("teach") view=page_in!("teach", pages::teach::TeachPage)/>
                    <Route path=path!("teach/items") view=page_in!("teach", pages::teach::authored::AuthoredPage)/>
                    <Route path=path!("teach/groups/:id") view=page_in!("teach", pages::teach::group::GroupPage)/>
                    <Route path=path!("teach/groups/:id/new") view=page_in!("teach", pages::teach::assignment::NewAssignmentPage)/>
                    <Route path=path!("teach/assignments/:id") view=page_in!("teach", pages::teach::assignment::AssignmentPage)/>
                    <Route path=path!("teach/assignments/:id/results") view=page_in!("teach", pages::teach::results::ResultsPage)/>
                </ParentRoute>
            </Routes>
        </Router>
    }
}

/// The browser's first step: takes the strings of the page's language
/// (`lang`, the code of the page's `<html lang>`), which [`hydrate`] needs.
#[cfg(feature = "hydrate")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn strings(lang: &str, strings: &str) {
    console_error_panic_hook::set_once();
    i18n::load_page_strings(Lang::from_code(lang).unwrap_or(Lang::En), strings);
    #[cfg(feature = "sandbox")]
    pages::sandbox::compile_engine_early();
}

/// The boot's step between [`strings`] and [`hydrate`] on a page drawn
/// from a content file ([`page_data`]): takes the file's JSON text. An
/// error leaves the page as the server rendered it.
#[cfg(all(feature = "hydrate", feature = "practice"))]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn content(name: &str, text: &str) -> Result<(), wasm_bindgen::JsValue> {
    page_data::receive(name, text).map_err(|error| wasm_bindgen::JsValue::from_str(&error))
}

/// The browser entry point, after [`strings`]: hydrates the
/// server-rendered page.
#[cfg(feature = "hydrate")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn hydrate() {
    // Before the router's own listener, which it must be able to stop.
    browser::load_pages_of_other_bundles();
    leptos::mount::hydrate_body(App);
    frame::install();
    // Lets tests (and curious people) know the page is interactive now.
    if let Some(body) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body())
    {
        let _ = body.set_attribute("data-hydrated", "");
    }
}

/// The URL of a page in another language: the same path, query and fragment.
pub fn switch_locale_path(path: &str, to: Lang) -> String {
    let rest = path.trim_start_matches('/');
    let rest = match rest.split_once('/') {
        Some((first, tail)) if Lang::from_code(first).is_some() => tail,
        None if Lang::from_code(rest).is_some() => "",
        _ => rest,
    };
    format!("/{}/{}", to.code(), rest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn switching_locale_keeps_the_rest_of_the_path() {
        assert_eq!(switch_locale_path("/en/", Lang::Fr), "/fr/");
        assert_eq!(switch_locale_path("/en", Lang::Ru), "/ru/");
        assert_eq!(
            switch_locale_path("/es/learn/hooks/anatomy", Lang::En),
            "/en/learn/hooks/anatomy"
        );
        assert_eq!(switch_locale_path("/", Lang::Es), "/es/");
    }
}
