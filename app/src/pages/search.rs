//! Search: the field in every page's header, and the search page.
//!
//! Without JavaScript the field is a plain form that opens
//! `/{lang}/search?q=…`, rendered on the server. Once the page is
//! hydrated, the field loads its language's search index (a hashed static
//! file, `data-search-index` on `<html>`) on first focus and lists results
//! as the learner types, one pause after the last keystroke: arrow keys
//! choose, Enter opens, Escape closes. Both sides rank with the core's
//! [`hooklab_core::search::Index`]; a result opens its page at the heading
//! (a whole page load, so the browser scrolls to the anchor).

use std::sync::Arc;

use crate::{
    api::search_lessons,
    i18n::{t, t_args, use_lang, Arg, Lang},
    pages::sandbox::settled,
};
use hooklab_core::search::{Hit, Index, Piece, Results};
use leptos::prelude::*;
use leptos_meta::{Meta, Title};
use leptos_router::hooks::{use_location, use_query_map};

/// The most results the header's list shows; the search page shows more.
pub const POPUP_LIMIT: usize = 8;

const INPUT_ID: &str = "site-search-input";
const POPUP_ID: &str = "site-search-popup";

/// The id of the `at`-th option of the header's result list.
fn option_id(at: usize) -> String {
    format!("site-search-option-{at}")
}

/// The option an arrow key moves to among `count` options: down from
/// none goes to the first, up from none to the last, and both wrap.
pub fn step(current: Option<usize>, count: usize, down: bool) -> Option<usize> {
    if count == 0 {
        return None;
    }
    Some(match (current, down) {
        (None, true) => 0,
        (None, false) => count - 1,
        (Some(at), true) => (at + 1) % count,
        (Some(at), false) => (at + count - 1) % count,
    })
}

/// The search page's address for `query` in `lang`.
pub fn search_url(lang: Lang, query: &str) -> String {
    let mut url = format!("/{}/search", lang.code());
    if !query.trim().is_empty() {
        url.push_str("?q=");
        url.push_str(&encode_query_value(query.trim()));
    }
    url
}

/// `value` percent-encoded for a query string (spaces as `+`).
fn encode_query_value(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for byte in value.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                out.push(byte as char);
            }
            b' ' => out.push('+'),
            _ => out.push_str(&format!("%{byte:02X}")),
        }
    }
    out
}

/// Text with its matched words in `<mark>`.
fn marked(pieces: Vec<Piece>) -> impl IntoView {
    pieces
        .into_iter()
        .map(|piece| {
            if piece.matched {
                view! { <mark>{piece.text}</mark> }.into_any()
            } else {
                piece.text.into_any()
            }
        })
        .collect_view()
}

/// Where the header's field stands with its index. Only the browser loads
/// it; on the server the field stays `NotLoaded`.
#[derive(Clone, Debug, Default)]
#[cfg_attr(not(feature = "hydrate"), allow(dead_code))]
enum IndexState {
    #[default]
    NotLoaded,
    Loading,
    Ready(Arc<Index>),
    Failed,
}

/// The search field of the header: a real form, and a list of results as
/// the learner types once the page is hydrated (an ARIA combobox).
#[component]
pub fn SearchBox(lang: Lang) -> impl IntoView {
    let location = use_location();
    let query = use_query_map();
    // On the search page the field shows the query it answers.
    let initial = if location.pathname.get_untracked().ends_with("/search") {
        query.read_untracked().get("q").unwrap_or_default()
    } else {
        String::new()
    };
    let text = RwSignal::new(initial);
    let typed = settled(Signal::<String>::from(text));
    let index = RwSignal::new(IndexState::NotLoaded);
    let open = RwSignal::new(false);
    let active = RwSignal::new(None::<usize>);
    let results = Memo::new(move |_| {
        let query = typed.get();
        match index.get() {
            IndexState::Ready(index) => Some(index.search(&query, POPUP_LIMIT)),
            _ => None,
        }
    });
    let showing = move || open.get() && !typed.get().trim().is_empty();
    let status = move || {
        if !showing() {
            return String::new();
        }
        match (index.get(), results.get()) {
            (IndexState::Failed, _) => t(lang, "search-unavailable"),
            (_, Some(found)) if found.total == 0 => t(lang, "search-nothing"),
            (_, Some(found)) => t_args(lang, "search-found", &[("count", Arg::from(found.total))]),
            _ => t(lang, "search-loading"),
        }
    };
    let hits = move || results.get().map(|found| found.hits).unwrap_or_default();

    let on_focus = move |_: leptos::ev::FocusEvent| start_loading(index);
    let on_input = move |ev: leptos::ev::Event| {
        text.set(event_target_value(&ev));
        active.set(None);
        open.set(true);
        start_loading(index);
    };
    let on_keydown = move |ev: leptos::ev::KeyboardEvent| {
        let found = results
            .get_untracked()
            .map(|found| found.hits)
            .unwrap_or_default();
        match ev.key().as_str() {
            key @ ("ArrowDown" | "ArrowUp") => {
                if found.is_empty() {
                    return;
                }
                ev.prevent_default();
                open.set(true);
                let next = step(active.get_untracked(), found.len(), key == "ArrowDown");
                active.set(next);
                if let Some(at) = next {
                    reveal(&option_id(at));
                }
            }
            "Enter" => {
                let chosen = active
                    .get_untracked()
                    .filter(|_| open.get_untracked())
                    .and_then(|at| found.get(at).cloned());
                // With no option chosen the form goes to the search page.
                if let Some(hit) = chosen {
                    ev.prevent_default();
                    go_to(&hit.url);
                }
            }
            "Escape" if open.get_untracked() => {
                ev.prevent_default();
                open.set(false);
                active.set(None);
            }
            _ => {}
        }
    };
    let on_focusout = move |ev: leptos::ev::FocusEvent| {
        if !focus_stays_inside(&ev) {
            open.set(false);
            active.set(None);
        }
    };

    let options = move || {
        hits()
            .into_iter()
            .enumerate()
            .map(|(at, hit)| {
                let selected = move || {
                    if active.get() == Some(at) {
                        "true"
                    } else {
                        "false"
                    }
                };
                let url = hit.url.clone();
                view! {
                    <a role="option" id=option_id(at) class="search-option" href=url
                        rel="external" tabindex="-1" aria-selected=selected>
                        <HitText hit=hit/>
                    </a>
                }
            })
            .collect_view()
    };
    view! {
        <form class="site-search" role="search" action=format!("/{}/search", lang.code()) method="get"
            on:focusout=on_focusout>
            <label for=INPUT_ID class="visually-hidden">{t(lang, "search-label")}</label>
            <input id=INPUT_ID type="search" name="q" autocomplete="off" spellcheck="false"
                role="combobox" aria-autocomplete="list" aria-controls=POPUP_ID
                aria-expanded=move || if showing() { "true" } else { "false" }
                aria-activedescendant=move || active.get().filter(|_| showing()).map(option_id)
                placeholder=t(lang, "search-placeholder")
                value=text.get_untracked() prop:value=move || text.get()
                on:focus=on_focus on:input=on_input on:keydown=on_keydown/>
            <button type="submit" class="site-search-submit">{t(lang, "search-submit")}</button>
            <p class="visually-hidden" role="status">{status}</p>
            <div id=POPUP_ID class="search-popup" hidden=move || !showing()>
                <p class="search-popup-status" aria-hidden="true">{status}</p>
                <Show when=move || !hits().is_empty()>
                    <div role="listbox" class="search-options" aria-label=t(lang, "search-results-label")>
                        {options}
                    </div>
                </Show>
                <p class="search-popup-foot">
                    <a href=move || search_url(lang, &typed.get()) rel="external">{t(lang, "search-see-all")}</a>
                    <span class="keys-only">{t(lang, "search-keys-hint")}</span>
                </p>
            </div>
        </form>
    }
}

/// A result's heading (its page's title for the page's opening text), the
/// page it is on, and its snippet, matched words marked.
#[component]
fn HitText(hit: Hit) -> impl IntoView {
    view! {
        <span class="search-hit-heading">{marked(hit.heading)}</span>
        {hit.is_section.then(|| view! { <span class="search-hit-page">{hit.page_title}</span> })}
        <span class="search-hit-snippet">{marked(hit.snippet)}</span>
    }
}

/// The search page: `/{lang}/search?q=…`, rendered on the server, so the
/// header's form works before (and without) JavaScript.
#[component]
pub fn SearchPage() -> impl IntoView {
    let lang = use_lang();
    let query = use_query_map();
    let asked = move || query.read().get("q").unwrap_or_default();
    let found = Resource::new(
        move || (lang.code().to_owned(), asked()),
        |(lang, query)| search_lessons(lang, query),
    );
    view! {
        <Title text=format!("{} · Hooklab", t(lang, "search-title"))/>
        <Meta name="description" content=t(lang, "search-description")/>
        <div class="page narrow search-page">
            <h1>{t(lang, "search-title")}</h1>
            <Suspense fallback=move || view! { <p>{t(lang, "loading")}</p> }>
                {move || Suspend::new(async move {
                    let asked = query.read_untracked().get("q").unwrap_or_default();
                    match found.await {
                        Ok(found) => view! { <SearchResults lang=lang asked=asked found=found/> }.into_any(),
                        Err(error) => view! {
                            <crate::pages::LoadError lang=lang error=error.to_string()/>
                        }.into_any(),
                    }
                })}
            </Suspense>
        </div>
    }
}

#[component]
fn SearchResults(lang: Lang, asked: String, found: Results) -> impl IntoView {
    let asked = asked.trim().to_owned();
    if hooklab_core::search::query_terms(&asked).is_empty() {
        return view! { <p class="lead">{t(lang, "search-prompt")}</p> }.into_any();
    }
    if found.total == 0 {
        return view! {
            <p class="search-summary" role="status">{t_args(lang, "search-none", &[("query", Arg::Str(asked))])}</p>
        }
        .into_any();
    }
    let summary = t_args(
        lang,
        "search-results",
        &[
            ("count", Arg::from(found.total)),
            ("query", Arg::Str(asked)),
        ],
    );
    let shown = found.hits.len();
    let more = (found.total > shown).then(|| {
        view! { <p class="search-more">{t_args(lang, "search-more", &[("shown", Arg::from(shown))])}</p> }
    });
    let items = found
        .hits
        .into_iter()
        .map(|hit| {
            let url = hit.url.clone();
            let heading = hit.heading.clone();
            let page = hit.is_section.then(|| hit.page_title.clone());
            view! {
                <li>
                    <a href=url rel="external" class="search-result-link">{marked(heading)}</a>
                    {page.map(|title| view! { <span class="search-hit-page">{title}</span> })}
                    <p class="search-hit-snippet">{marked(hit.snippet)}</p>
                </li>
            }
        })
        .collect_view();
    view! {
        <p class="search-summary" role="status">{summary}</p>
        <ol class="search-results" aria-label=t(lang, "search-results-label")>{items}</ol>
        {more}
    }
    .into_any()
}

/// Starts loading the index the first time the field is used (again after
/// a failure); in the browser only.
fn start_loading(index: RwSignal<IndexState>) {
    let idle = matches!(
        index.get_untracked(),
        IndexState::NotLoaded | IndexState::Failed
    );
    #[cfg(feature = "hydrate")]
    if idle {
        index.set(IndexState::Loading);
        let url = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
            .and_then(|e| e.get_attribute("data-search-index"));
        leptos::task::spawn_local(async move {
            let loaded = match url {
                Some(url) => fetch_index(&url).await,
                None => None,
            };
            index.set(loaded.map_or(IndexState::Failed, |i| IndexState::Ready(Arc::new(i))));
        });
    }
    #[cfg(not(feature = "hydrate"))]
    let _ = idle;
}

#[cfg(feature = "hydrate")]
async fn fetch_index(url: &str) -> Option<Index> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let window = web_sys::window()?;
    let response: web_sys::Response = JsFuture::from(window.fetch_with_str(url))
        .await
        .ok()?
        .dyn_into()
        .ok()?;
    if !response.ok() {
        return None;
    }
    let text = JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()?;
    Index::from_json(&text).ok()
}

/// Opens a result: a whole page load, so the browser scrolls to the
/// heading its anchor names.
fn go_to(url: &str) {
    #[cfg(feature = "hydrate")]
    if let Some(window) = web_sys::window() {
        let _ = window.location().set_href(url);
    }
    #[cfg(not(feature = "hydrate"))]
    let _ = url;
}

/// Scrolls the option with `id` into the list's view, if needed.
fn reveal(id: &str) {
    #[cfg(feature = "hydrate")]
    if let Some(element) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
    {
        let options = web_sys::ScrollIntoViewOptions::new();
        options.set_block(web_sys::ScrollLogicalPosition::Nearest);
        element.scroll_into_view_with_scroll_into_view_options(&options);
    }
    #[cfg(not(feature = "hydrate"))]
    let _ = id;
}

/// Whether focus moves to something inside the search form (a click on a
/// result), rather than away from it.
fn focus_stays_inside(ev: &leptos::ev::FocusEvent) -> bool {
    #[cfg(feature = "hydrate")]
    {
        use wasm_bindgen::JsCast;
        let next = ev
            .related_target()
            .and_then(|t| t.dyn_into::<web_sys::Node>().ok());
        let form = ev
            .current_target()
            .and_then(|t| t.dyn_into::<web_sys::Node>().ok());
        match (form, next) {
            (Some(form), Some(next)) => form.contains(Some(&next)),
            _ => false,
        }
    }
    #[cfg(not(feature = "hydrate"))]
    {
        let _ = ev;
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrows_move_through_the_options_and_wrap() {
        assert_eq!(step(None, 3, true), Some(0));
        assert_eq!(step(None, 3, false), Some(2));
        assert_eq!(step(Some(2), 3, true), Some(0));
        assert_eq!(step(Some(0), 3, false), Some(2));
        assert_eq!(step(Some(1), 3, true), Some(2));
        assert_eq!(step(None, 0, true), None);
    }

    #[test]
    fn the_search_page_url_encodes_the_query() {
        assert_eq!(search_url(Lang::En, "  "), "/en/search");
        assert_eq!(
            search_url(Lang::Fr, "code de sortie"),
            "/fr/search?q=code+de+sortie"
        );
        assert_eq!(search_url(Lang::Ru, "ёж&"), "/ru/search?q=%D1%91%D0%B6%26");
    }
}
