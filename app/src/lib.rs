//! Hooklab's pages: Leptos components and routes, and what the pages do in
//! the browser.
//!
//! The same crate renders every page on the server (feature `ssr`, through
//! axum and leptos_axum) and runs in the browser, built for wasm32 as a
//! cdylib, in two ways. The tools' bundles (feature `hydrate`) hydrate
//! their pages' Leptos views. The reading pages' bundle (feature `browser`
//! alone) carries no Leptos: the frame around every page ([`frame`]) and
//! the reading pages ([`reading`]) attach their behaviour to the server's
//! markup with plain DOM calls, and every bundle runs that same code.
//! Components stay thin: what a page knows comes from `hooklab-core`
//! types, and what it says comes from the Fluent strings in `locales/`.

#![forbid(unsafe_code)]
// Deeply nested views produce deep types; the hydrate build needs more room.
#![recursion_limit = "512"]

// Everywhere: the server and every bundle.
pub mod browser;
pub mod bundle;
pub mod class_error;
#[cfg(feature = "browser")]
pub mod dom;
pub mod followers;
pub mod frame;
pub mod i18n;
pub mod keyboard;
pub mod offline;
pub mod progress;
pub mod progress_sync;
pub mod reading;
#[cfg(any(views, feature = "engine"))]
pub mod sandbox;
pub mod storage;

// Leptos views: the server and the tools' bundles.
#[cfg(views)]
pub mod answer_codec;
#[cfg(views)]
pub mod api;
#[cfg(views)]
pub mod classroom;
#[cfg(views)]
pub mod layout;
#[cfg(views)]
pub mod local_format;
#[cfg(views)]
pub mod page_data;
#[cfg(views)]
pub mod pages;
#[cfg(views)]
pub mod shell;
#[cfg(views)]
pub mod staged;

#[cfg(views)]
pub use shell::{shell, AssetUrls, LaterUrls};

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

// A `hydrate` build is a tool's bundle; without a tool it would hold no
// page, and every reading page would load itself again and again (its
// route stands in for a page of another bundle). The reading pages'
// bundle is `reader`, without `hydrate`.
#[cfg(all(
    feature = "hydrate",
    not(any(
        feature = "quiz",
        feature = "exam",
        feature = "review",
        feature = "sandbox",
        feature = "simulator",
        feature = "class",
        feature = "teach",
        feature = "choice",
        feature = "challenge-item",
        feature = "simulator-item"
    ))
))]
compile_error!(
    "`hydrate` needs a tool's feature (quiz, exam, review, sandbox, simulator, class, teach, choice, \
     challenge-item or simulator-item); the reading pages' bundle is built with `reader` alone"
);

use crate::i18n::Lang;
#[cfg(views)]
use crate::layout::LocaleLayout;
#[cfg(views)]
use leptos::prelude::*;
#[cfg(views)]
use leptos::tachys::view::iterators::StaticVec;
#[cfg(views)]
use leptos_meta::provide_meta_context;
#[cfg(views)]
use leptos_router::{
    any_nested_route::{AnyNestedRoute, IntoAnyNestedRoute},
    components::{Router, Routes},
    path, NestedRoute, SsrMode,
};

/// The whole application: the router and its routes. The locale is the first
/// path segment; [`LocaleLayout`] turns it into the `Lang` context. The
/// server routes every page; a browser bundle only its own
/// ([`pages_under_locale`]), and the fallback loads any other page from the
/// server ([`bundle::PageElsewhere`]).
#[cfg(views)]
#[component]
pub fn App() -> impl IntoView {
    provide_meta_context();
    view! {
        <Router>
            <Routes fallback=|| view! { <bundle::PageElsewhere/> }>
                <LocaleRoutes/>
            </Routes>
        </Router>
    }
}

/// `/{lang}/` and the pages under it.
#[cfg(views)]
#[component(transparent)]
fn LocaleRoutes() -> AnyNestedRoute {
    NestedRoute::new(path!("/:lang"), LocaleLayout)
        .ssr_mode(SsrMode::Async)
        .child(pages_under_locale())
        .into_any_nested_route()
}

/// The routes under `/{lang}/`, each declared in the bundle that
/// [`Bundle::of_path`](bundle::Bundle::of_path) gives its pages: the
/// server keeps all of them, a browser bundle only those of its own pages
/// (each route is code the bundle would otherwise carry). The reading
/// pages are the server's alone: in the browser they are the reader's,
/// which has no router, so a link to one always loads it.
#[cfg(views)]
fn pages_under_locale() -> StaticVec<AnyNestedRoute> {
    let mut routes = Vec::new();
    page_routes! { routes;
        "reader": path!("") => pages::home::HomePage;
        "reader": path!("learn") => pages::learn::LearnIndexPage;
        "reader": path!("learn/:section/:slug") => pages::learn::LessonPage;
        "quiz": path!("quiz") => pages::quiz::QuizPage;
        "exam": path!("exam") => pages::exam::ExamPage;
        "review": path!("review") => pages::review::ReviewPage;
        "review": path!("progress") => pages::progress_page::ProgressPage;
        "sandbox": path!("sandbox") => pages::sandbox::SandboxPage;
        "sandbox": path!("sandbox/presets/:id") => pages::sandbox::PresetPage;
        "sandbox": path!("sandbox/challenges/:id") => pages::sandbox::ChallengePage;
        "simulator": path!("simulator") => pages::simulator::SimulatorIndexPage;
        "simulator": path!("simulator/:scenario") => pages::simulator::SimulatorPage;
        "reader": path!("privacy") => pages::privacy::PrivacyPage;
        "review": path!("offline") => offline::OfflinePage;
        "reader": path!("search") => pages::search::SearchPage;
        "class": path!("signin") => pages::class::access::SignInPage;
        "class": path!("class") => pages::class::student::ClassPage;
        "class": path!("class/join/:code") => pages::class::access::JoinPage;
        "class": path!("class/assignments/:id") => pages::class::student::AssignmentPage;
        "choice" | "challenge-item" | "simulator-item": path!("class/assignments/:id/:kind/:item") => pages::class::item::ItemPage;
        "teach": path!("teach") => pages::teach::TeachPage;
        "teach": path!("teach/items") => pages::teach::authored::AuthoredPage;
        "teach": path!("teach/groups/:id") => pages::teach::group::GroupPage;
        "teach": path!("teach/groups/:id/new") => pages::teach::assignment::NewAssignmentPage;
        "teach": path!("teach/assignments/:id") => pages::teach::assignment::AssignmentPage;
        "teach": path!("teach/assignments/:id/results") => pages::teach::results::ResultsPage;
    }
    routes.into()
}

/// The browser's first step: takes the strings of the page's language
/// (`lang`, the code of the page's `<html lang>`), which [`hydrate`] needs.
///
/// No panic hook is set: `./dev` builds the bundles with
/// `-Cpanic=immediate-abort`, where a panic is a trap that never calls one.
#[cfg(page_bundle)]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn strings(lang: &str, strings: &str) {
    i18n::load_page_strings(Lang::from_code(lang).unwrap_or(Lang::En), strings);
}

/// The boot's step between [`strings`] and [`hydrate`] on a page drawn
/// from a content file ([`page_data`]): takes the file's JSON text. An
/// error leaves the page as the server rendered it.
#[cfg(all(
    feature = "hydrate",
    any(feature = "quiz", feature = "exam", feature = "review")
))]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn content(name: &str, text: &str) -> Result<(), wasm_bindgen::JsValue> {
    page_data::receive(name, text).map_err(|error| wasm_bindgen::JsValue::from_str(&error))
}

/// The browser's entry point, after [`strings`]: a tool's bundle hydrates
/// the server-rendered page ([`start_frame`] follows, in a task of its own).
#[cfg(page_bundle)]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn hydrate() {
    #[cfg(feature = "hydrate")]
    {
        // Before the router's own listener, which it must be able to stop.
        browser::load_pages_of_other_bundles();
        leptos::mount::hydrate_body(App);
    }
}

/// The boot's step after [`hydrate`] on a page whose bundle hydrates in
/// stages, called in a task of its own until it returns false: hydrates
/// the next part of the page that waits for one ([`staged`]). Only the
/// bundles [`bundle::Bundle::hydrates_in_stages`] names have it, so that
/// the others are built as if staging did not exist
/// (`tests/it/invariants.rs` holds the two lists equal).
#[cfg(all(page_bundle, any(feature = "sandbox", feature = "challenge-item")))]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn hydrate_next() -> bool {
    staged::hydrate_next()
}

/// The browser's last step, after [`hydrate`] (and its staged parts,
/// `hydrate_next`): every bundle brings the
/// frame to life, and the reader's the reading page it shows. A task of
/// its own, so that hydrating and this are two shorter tasks rather than
/// one that blocks a phone for both.
#[cfg(page_bundle)]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn start_frame() {
    let lang = dom::page_lang();
    frame::install(lang);
    #[cfg(not(feature = "hydrate"))]
    reading::install(lang);
    // Lets tests (and curious people) know the page is interactive now.
    if let Some(body) = dom::document().and_then(|d| d.body()) {
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
