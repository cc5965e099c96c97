//! The frame every page shares: skip link, header with navigation, search
//! field, language switcher and theme toggle, the main landmark and the
//! footer with the "Your progress" menu. The header's and footer's
//! contents are rendered by the server alone (`frame_html`); what they
//! do in the browser is [`crate::frame`]'s.

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
            follow_pages_reached_by_links();
            view! {
                <a class="skip-link" href="#main">{t(lang, "skip-to-content")}</a>
                <header class="site-header" inner_html=frame_html(move || view! { <Header lang=lang/> })/>
                <main id="main" tabindex="-1">
                    <Outlet/>
                </main>
                <footer class="site-footer" inner_html=frame_html(move || view! { <Footer lang=lang/> })/>
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

/// The inside of the header or the footer as HTML, which the server
/// writes into the page. The frame is the same markup for every page of a
/// language and has no Leptos state ([`crate::frame`] brings it to life),
/// so a tool's bundle hydrates the `<header>` and `<footer>` around it and
/// leaves their contents as the server wrote them: it carries none of this
/// view code (an empty string is never written over hydrated markup).
#[cfg(feature = "ssr")]
fn frame_html<V: IntoView>(part: impl FnOnce() -> V) -> String {
    part().to_html()
}

#[cfg(not(feature = "ssr"))]
fn frame_html<V>(_part: impl FnOnce() -> V) -> String {
    String::new()
}

/// When a tool's router shows another of its pages, the header's
/// navigation and language links follow ([`crate::frame::follow_location`]),
/// as the server would have written them for that page.
fn follow_pages_reached_by_links() {
    #[cfg(feature = "hydrate")]
    {
        let location = use_location();
        Effect::new(move || {
            crate::frame::follow_location(&location.pathname.get(), &location.search.get());
        });
    }
}

/// The header's inside: brand, navigation, search, languages and theme.
#[component]
fn Header(lang: Lang) -> impl IntoView {
    let location = use_location();
    let path = location.pathname.get_untracked();
    let query = location.search.get_untracked();
    let home = format!("/{}/", lang.code());
    let nav_items = NAV
        .iter()
        .map(|(slug, key)| {
            let href = format!("/{}/{}", lang.code(), slug);
            let current = is_in_section(&path, &href).then_some("page");
            view! { <li><a href=href aria-current=current>{t(lang, key)}</a></li> }
        })
        .collect_view();
    view! {
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
                    <LanguageSwitcher lang=lang path=path query=query/>
                    <ThemeToggle lang=lang/>
                </div>
            </div>
    }
}

/// Whether the page at `path` is in the navigation's section at `href`
/// (`/{lang}/{section}`): the section's own page or one below it.
pub fn is_in_section(path: &str, href: &str) -> bool {
    path.strip_prefix(href)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
}

/// The link to the page at `path` (with its query, without the `?`) in
/// the language `to`.
pub fn language_link(path: &str, query: &str, to: Lang) -> String {
    let path = switch_locale_path(path, to);
    if query.is_empty() {
        path
    } else {
        format!("{path}?{query}")
    }
}

/// Links to the current page in the other languages. They load a whole new
/// document (`rel="external"`) so that `<html lang>` and every server-rendered
/// string change together; the fragment (a sandbox permalink) is carried over
/// at click time ([`crate::frame`]), since the server never sees it.
#[component]
fn LanguageSwitcher(lang: Lang, path: String, query: String) -> impl IntoView {
    let links = Lang::ALL
        .into_iter()
        .map(|other| {
            let href = language_link(&path, &query, other);
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

/// The footer's inside: the progress menu, the version, offline and privacy.
#[component]
fn Footer(lang: Lang) -> impl IntoView {
    view! {
            <ProgressMenu lang=lang/>
            <p>{t(lang, "footer-version")}</p>
            <p>{t(lang, "footer-offline")}</p>
            <p>
                <a href=format!("/{}/offline", lang.code())>{t(lang, "offline-nav")}</a>" · "
                <a href=format!("/{}/privacy", lang.code())>{t(lang, "footer-privacy")}</a>
            </p>
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_section_holds_its_page_and_the_pages_below_it() {
        assert!(is_in_section("/en/sandbox", "/en/sandbox"));
        assert!(is_in_section("/en/sandbox/presets/x", "/en/sandbox"));
        assert!(!is_in_section("/en/sandboxes", "/en/sandbox"));
        assert!(!is_in_section("/en/signin", "/en/class"));
        assert!(!is_in_section("/fr/sandbox", "/en/sandbox"));
    }

    #[test]
    fn a_language_link_keeps_the_page_and_its_query() {
        assert_eq!(
            language_link("/en/signin", "next=%2Fen%2Fclass", Lang::Ru),
            "/ru/signin?next=%2Fen%2Fclass"
        );
        assert_eq!(
            language_link("/fr/sandbox/presets/block-rm", "", Lang::Es),
            "/es/sandbox/presets/block-rm"
        );
    }
}
