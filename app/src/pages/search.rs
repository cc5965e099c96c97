//! Search: the markup of the field in every page's header, and the search
//! page, rendered on the server so that the field's form works without
//! JavaScript. What the field does as the learner types is
//! [`crate::frame::search_box`]'s; both rank with the core's
//! [`hooklab_core::search::Index`].

use crate::{
    api::search_lessons,
    frame::search_box::{search_url, INPUT_ID, POPUP_ID},
    i18n::{t, t_args, use_lang, Arg, Lang},
};
use hooklab_core::search::{Piece, Results};
use leptos::prelude::*;
use leptos_meta::{Meta, Title};
use leptos_router::hooks::{use_location, use_query_map};

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

/// The search field of the header: a real form, which
/// [`crate::frame::search_box`] turns into an ARIA combobox listing
/// results as the learner types (it adds the list of options to the popup
/// while there are some).
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
    let see_all = search_url(lang, &initial);
    view! {
        <form class="site-search" role="search" action=format!("/{}/search", lang.code()) method="get">
            <label for=INPUT_ID class="visually-hidden">{t(lang, "search-label")}</label>
            <input id=INPUT_ID type="search" name="q" autocomplete="off" spellcheck="false"
                role="combobox" aria-autocomplete="list" aria-controls=POPUP_ID aria-expanded="false"
                placeholder=t(lang, "search-placeholder") value=initial/>
            <button type="submit" class="site-search-submit">{t(lang, "search-submit")}</button>
            <p class="visually-hidden site-search-status" role="status"></p>
            <div id=POPUP_ID class="search-popup" hidden>
                <p class="search-popup-status" aria-hidden="true"></p>
                <p class="search-popup-foot">
                    <a href=see_all rel="external">{t(lang, "search-see-all")}</a>
                    <span class="keys-only">{t(lang, "search-keys-hint")}</span>
                </p>
            </div>
        </form>
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
