//! The HTML document around the app: `<head>`, the stylesheet, and the
//! hydration script, with hashed asset names and the request's CSP nonce.

use crate::{i18n::Lang, App};
use leptos::prelude::*;
use leptos_meta::MetaTags;

/// Where the server serves the built assets; hashed names let browsers keep
/// them for a year. `None` for the browser bundle when the site was not built
/// (tests and `cargo run` before `./dev run`): the pages still render, without
/// hydration.
#[derive(Clone, Debug, Default)]
pub struct AssetUrls {
    pub css: String,
    pub js: Option<String>,
    pub wasm: Option<String>,
    /// The strings of the page's language that its bundle's pages use,
    /// which the bundle needs before it hydrates (it carries none of its
    /// own).
    pub strings: Option<String>,
    /// The search index of the page's language (hashed like the rest),
    /// which the header's search field loads once the learner types.
    pub search_index: Option<String>,
    /// The offline worker's script, named for this build's version, so
    /// that a new build is an update the page notices.
    pub worker: Option<String>,
}

/// The accent colour, as the browser's toolbar and the installed app's
/// title bar show it (the manifest says the same).
pub const THEME_COLOUR: &str = "#0b5cad";

/// The language and theme the server read from the request, for `<html>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DocumentAttrs {
    pub lang: Lang,
    pub theme: Option<Theme>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theme {
    Light,
    Dark,
}

impl Theme {
    pub fn code(self) -> &'static str {
        match self {
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }
    pub fn from_code(code: &str) -> Option<Theme> {
        match code {
            "light" => Some(Theme::Light),
            "dark" => Some(Theme::Dark),
            _ => None,
        }
    }
}

/// The document. `attrs` comes from the request (the URL's locale and the
/// theme cookie), so `<html lang>` is right before any script runs.
pub fn shell(assets: AssetUrls, attrs: DocumentAttrs) -> impl IntoView {
    let nonce = use_nonce();
    let lang = attrs.lang.code();
    let boot = match (&assets.js, &assets.wasm, &assets.strings) {
        // Starting the bundle, reading the strings and hydrating run as
        // three tasks, each ended by `later` (a message to itself, which
        // unlike a timer is not slowed down in a background tab), so the
        // browser can paint and answer input in between: one long task
        // blocks a phone for its whole length.
        (Some(js), Some(wasm), Some(strings)) => Some(format!(
            "const later = () => new Promise(r => {{ const c = new MessageChannel(); c.port1.onmessage = () => r(); c.port2.postMessage(0); }});\
             Promise.all([import('{js}'), fetch('{strings}').then(r => r.ok ? r.text() : Promise.reject(r.status))])\
             .then(([m, text]) => m.default({{module_or_path: '{wasm}'}}).then(later)\
             .then(() => m.strings('{lang}', text)).then(later).then(() => m.hydrate()));"
        )),
        _ => None,
    };
    let preload = assets.js.clone();
    let strings = boot.is_some().then(|| assets.strings.clone()).flatten();
    view! {
        <!DOCTYPE html>
        <html lang=attrs.lang.code() data-theme=attrs.theme.map(Theme::code) data-search-index=assets.search_index data-worker=assets.worker>
            <head>
                <meta charset="utf-8"/>
                <meta name="viewport" content="width=device-width, initial-scale=1"/>
                <meta name="color-scheme" content="light dark"/>
                <link rel="stylesheet" href=assets.css/>
                <link rel="icon" href="/favicon.svg" type="image/svg+xml"/>
                <link rel="manifest" href=format!("/manifest/{lang}.webmanifest")/>
                <link rel="apple-touch-icon" href="/icons/icon-192.png"/>
                <meta name="theme-color" content=THEME_COLOUR/>
                {preload.map(|js| view! { <link rel="modulepreload" href=js/> })}
                {strings.map(|href| view! { <link rel="preload" href=href r#as="fetch" crossorigin="anonymous"/> })}
                {boot.map(|code| view! { <script type="module" nonce=nonce>{code}</script> })}
                <MetaTags/>
            </head>
            <body>
                <App/>
            </body>
        </html>
    }
}
