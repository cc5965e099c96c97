//! The frame every page shares: skip link, header with navigation, search
//! field, language switcher and theme toggle, the main landmark and the
//! footer with the "Your progress" menu.

use crate::{
    i18n::{t, Lang},
    offline::{ask_worker, WorkerRequest, WorkerState},
    pages::{not_found::NotFound, search::SearchBox},
    progress, switch_locale_path,
};
use leptos::prelude::*;
use leptos_router::{
    components::Outlet,
    hooks::{use_location, use_params_map},
};

/// The pages a learner can reach from the navigation, in order. A page is
/// listed here only once it exists.
pub const NAV: &[(&str, &str)] = &[
    ("learn", "nav-learn"),
    ("simulator", "nav-simulator"),
    ("sandbox", "nav-sandbox"),
    ("quiz", "nav-quiz"),
    ("exam", "nav-exam"),
    ("review", "nav-review"),
    ("class", "nav-class"),
];

/// Reads the locale from the first path segment and provides it to every
/// page below. An unknown locale is a 404.
#[component]
pub fn LocaleLayout() -> impl IntoView {
    let params = use_params_map();
    let lang = params
        .read_untracked()
        .get("lang")
        .and_then(|code| Lang::from_code(&code));
    match lang {
        Some(lang) => {
            provide_context(lang);
            progress::provide_revision();
            WorkerState::provide();
            keep_pages_reached_by_links();
            view! {
                <a class="skip-link" href="#main">{t(lang, "skip-to-content")}</a>
                <Header lang=lang/>
                <main id="main" tabindex="-1">
                    <Outlet/>
                </main>
                <Footer lang=lang/>
            }
            .into_any()
        }
        None => view! { <main id="main"><NotFound/></main> }.into_any(),
    }
}

/// The offline worker keeps each page it sees load; a page reached by a
/// link inside the app loads no document, so the worker is told about it.
/// A per-user page is never kept there (a class page asks for its own
/// account's copy), so it is not asked for.
fn keep_pages_reached_by_links() {
    let location = use_location();
    Effect::new(move |previous: Option<String>| {
        let path = location.pathname.get();
        if previous.is_some_and(|p| p != path) && !crate::pages::class::is_per_user_page(&path) {
            ask_worker(&WorkerRequest::Keep { url: path.clone() });
        }
        path
    });
}

#[component]
fn Header(lang: Lang) -> impl IntoView {
    let location = use_location();
    let home = format!("/{}/", lang.code());
    let nav_items = NAV
        .iter()
        .map(|(slug, key)| {
            let href = format!("/{}/{}", lang.code(), slug);
            let prefix = href.clone();
            let current = move || {
                let path = location.pathname.get();
                (path == prefix || path.starts_with(&format!("{prefix}/"))).then_some("page")
            };
            view! { <li><a href=href aria-current=current>{t(lang, key)}</a></li> }
        })
        .collect_view();
    view! {
        <header class="site-header">
            <div class="header-inner">
                // A plain link: the router's `A` would mark it as the current
                // page everywhere below `/{lang}/`; the current section's
                // navigation link says where the learner is instead.
                <a href=home class="brand">
                    <svg class="brand-mark" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                        <path d="M7 3v9a5 5 0 0 0 10 0V9" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/>
                        <circle cx="17" cy="6" r="2.4" fill="currentColor"/>
                    </svg>
                    <span>"Hooklab"</span>
                </a>
                <nav class="site-nav" aria-label=t(lang, "nav-label")>
                    <ul>{nav_items}</ul>
                </nav>
                <SearchBox lang=lang/>
                <div class="header-tools">
                    <LanguageSwitcher lang=lang/>
                    <ThemeToggle lang=lang/>
                </div>
            </div>
        </header>
    }
}

/// Links to the current page in the other languages. They load a whole new
/// document (`rel="external"`) so that `<html lang>` and every server-rendered
/// string change together; the fragment (a sandbox permalink) is carried over
/// at click time ([`crate::frame`]), since the server never sees it.
#[component]
fn LanguageSwitcher(lang: Lang) -> impl IntoView {
    let location = use_location();
    let links = Lang::ALL
        .into_iter()
        .map(|other| {
            let href = move || {
                let path = switch_locale_path(&location.pathname.get(), other);
                let query = location.search.get();
                if query.is_empty() {
                    path
                } else {
                    format!("{path}?{query}")
                }
            };
            let current = (other == lang).then_some("true");
            view! {
                <li>
                    <a href=href rel="external" hreflang=other.code() lang=other.code() aria-current=current>
                        {other.native_name()}
                    </a>
                </li>
            }
        })
        .collect_view();
    view! {
        <nav class="lang-switcher" aria-label=t(lang, "language-switcher-label")>
            <ul>{links}</ul>
        </nav>
    }
}

/// Switches between the light and dark themes ([`crate::frame`] makes it
/// work, and says at once whether it is pressed: the page may follow the
/// system's theme, which only the browser knows).
#[component]
fn ThemeToggle(lang: Lang) -> impl IntoView {
    view! {
        <button type="button" class="theme-toggle" aria-pressed="false">
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" fill="currentColor"/>
            </svg>
            <span>{t(lang, "theme-dark")}</span>
        </button>
    }
}

#[component]
fn Footer(lang: Lang) -> impl IntoView {
    view! {
        <footer class="site-footer">
            <ProgressMenu lang=lang/>
            <p>{t(lang, "footer-version")}</p>
            <p>{t(lang, "footer-offline")}</p>
            <p>
                <a href=format!("/{}/offline", lang.code())>{t(lang, "offline-nav")}</a>" · "
                <a href=format!("/{}/privacy", lang.code())>{t(lang, "footer-privacy")}</a>
            </p>
        </footer>
    }
}

/// "Your progress", the footer's menu: download the progress file, load
/// one ([`crate::frame::progress_menu`] does both and writes its report
/// into the live region).
#[component]
fn ProgressMenu(lang: Lang) -> impl IntoView {
    view! {
        <details class="progress-menu" data-testid="progress-menu">
            <summary>{t(lang, "progress-menu-title")}</summary>
            <div class="progress-menu-body">
                <p>{t(lang, "progress-menu-intro")}</p>
                <p><a href=format!("/{}/progress", lang.code())>{t(lang, "progress-menu-page")}</a></p>
                <div class="progress-actions">
                    <button type="button" class="button progress-export">{t(lang, "progress-export")}</button>
                    <label class="button progress-file">
                        <span>{t(lang, "progress-import")}</span>
                        <input type="file" accept=".json,application/json" class="visually-hidden"/>
                    </label>
                </div>
                <noscript><p>{t(lang, "progress-needs-js")}</p></noscript>
                <div class="progress-report-slot" aria-live="polite"></div>
            </div>
        </details>
    }
}
