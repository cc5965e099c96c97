//! Hooklab as an installable web app that keeps working offline.
//!
//! - `/manifest/{lang}.webmanifest`: the web app manifest of one language
//!   (its start URL is the language the learner installs from).
//! - `/sw.js`: the service worker ([`WORKER_SOURCE`]), with this build's
//!   version written in, so that every new build is an update.
//! - `/offline/{lang}.json`: the pages "make available offline" stores for
//!   a language; `/offline/{lang}.html`: the page shown offline in place of
//!   a page this device never stored.
//! - `/icons/{name}`: the app's icons.
//!
//! The worker decides what to keep from each response's `Cache-Control`:
//! it never stores a `private` or `no-store` answer, which is what every
//! classroom page and function sends.

use crate::assets;
use axum::{
    extract::Path,
    http::{header, StatusCode},
    response::{IntoResponse, Response},
};
use hooklab_app::i18n::{t, Lang};
use std::sync::OnceLock;

/// The service worker, with `__HOOKLAB_VERSION__` still to fill in.
const WORKER_SOURCE: &str = include_str!("offline/service-worker.js");
const VERSION_MARK: &str = "__HOOKLAB_VERSION__";

use hooklab_app::shell::THEME_COLOUR;

struct Icon {
    name: &'static str,
    sizes: &'static str,
    purpose: &'static str,
    bytes: &'static [u8],
}

const ICONS: [Icon; 3] = [
    Icon {
        name: "icon-192.png",
        sizes: "192x192",
        purpose: "any",
        bytes: include_bytes!("../../app/style/icon-192.png"),
    },
    Icon {
        name: "icon-512.png",
        sizes: "512x512",
        purpose: "any",
        bytes: include_bytes!("../../app/style/icon-512.png"),
    },
    Icon {
        name: "icon-maskable-512.png",
        sizes: "512x512",
        purpose: "maskable",
        bytes: include_bytes!("../../app/style/icon-maskable-512.png"),
    },
];

/// This build's version: a hash of every asset's hashed name and of the
/// worker itself. A new bundle, stylesheet, string or worker changes it.
pub fn version() -> &'static str {
    static VERSION: OnceLock<String> = OnceLock::new();
    VERSION.get_or_init(|| {
        let mut names = assets::all_names();
        names.push(WORKER_SOURCE.to_owned());
        assets::hash_of(&names.join("\n"))
    })
}

/// The worker's URL as pages register it: named for this build's version,
/// so that a page of a new build registers a new worker even before the
/// browser's own update check.
pub fn worker_url() -> String {
    format!("/sw.js?v={}", version())
}

/// The service worker's text for this build.
pub fn worker_text() -> String {
    WORKER_SOURCE.replace(VERSION_MARK, version())
}

/// `/sw.js`. Revalidated on every update check (`no-cache`), and allowed
/// to control the whole site.
pub async fn service_worker() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        worker_text(),
    )
        .into_response()
}

/// `{lang}.{extension}` → the language, when both are known.
fn lang_of_file(file: &str, extension: &str) -> Option<Lang> {
    let code = file.strip_suffix(extension)?.strip_suffix('.')?;
    Lang::from_code(code)
}

/// The manifest of `lang`, as JSON.
pub fn manifest(lang: Lang) -> serde_json::Value {
    let code = lang.code();
    let icons: Vec<serde_json::Value> = ICONS
        .iter()
        .map(|icon| {
            serde_json::json!({
                "src": format!("/icons/{}", icon.name),
                "sizes": icon.sizes,
                "type": "image/png",
                "purpose": icon.purpose,
            })
        })
        .collect();
    serde_json::json!({
        "id": "/",
        "name": "Hooklab",
        "short_name": "Hooklab",
        "description": t(lang, "home-description"),
        "lang": code,
        "dir": "ltr",
        "start_url": format!("/{code}/"),
        "scope": "/",
        "display": "standalone",
        "theme_color": THEME_COLOUR,
        "background_color": "#ffffff",
        "icons": icons,
    })
}

/// `/manifest/{lang}.webmanifest`.
pub async fn manifest_file(Path(file): Path<String>) -> Response {
    let Some(lang) = lang_of_file(&file, "webmanifest") else {
        return StatusCode::NOT_FOUND.into_response();
    };
    (
        [
            (header::CONTENT_TYPE, "application/manifest+json"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        manifest(lang).to_string(),
    )
        .into_response()
}

/// `/icons/{name}`.
pub async fn icon(Path(name): Path<String>) -> Response {
    let Some(icon) = ICONS.iter().find(|icon| icon.name == name) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    (
        [
            (header::CONTENT_TYPE, "image/png"),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        icon.bytes,
    )
        .into_response()
}

/// Every page of `lang` that works without a server: the reading pages,
/// each lesson, the practice pages, each sandbox preset and challenge and
/// each simulator scenario. The classroom's pages are not among them.
pub async fn pages_of(lang: Lang) -> Vec<String> {
    use hooklab_app::pages::{sandbox::catalog, simulator};
    let code = lang.code();
    let mut pages: Vec<String> = [
        "",
        "learn",
        "quiz",
        "exam",
        "review",
        "progress",
        "sandbox",
        "simulator",
        "search",
        "privacy",
        "offline",
    ]
    .iter()
    .map(|page| format!("/{code}/{page}"))
    .collect();
    for section in hooklab_app::api::ssr::sections(code) {
        for lesson in section.lessons {
            pages.push(format!("/{code}/learn/{}/{}", lesson.section, lesson.slug));
        }
    }
    if let Ok(catalog) = catalog::sandbox_catalog(code.to_owned()).await {
        for preset in catalog.presets {
            pages.push(format!("/{code}/sandbox/presets/{}", preset.id));
        }
        for challenge in catalog.challenges {
            pages.push(format!("/{code}/sandbox/challenges/{}", challenge.id));
        }
    }
    pages.push(format!("/{code}/simulator/{}", simulator::FREE_MODE));
    if let Ok(scenarios) = simulator::simulator_scenarios(code.to_owned()).await {
        for scenario in scenarios {
            pages.push(format!("/{code}/simulator/{}", scenario.id));
        }
    }
    pages
}

/// `/offline/{lang}.json` (what to store for a language) and
/// `/offline/{lang}.html` (the page shown for a page never stored).
pub async fn offline_file(Path(file): Path<String>) -> Response {
    if let Some(lang) = lang_of_file(&file, "json") {
        let body = serde_json::json!({
            "version": version(),
            "lang": lang.code(),
            "pages": pages_of(lang).await,
        });
        return (
            [
                (header::CONTENT_TYPE, "application/json"),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            body.to_string(),
        )
            .into_response();
    }
    if let Some(lang) = lang_of_file(&file, "html") {
        return (
            [
                (header::CONTENT_TYPE, "text/html; charset=utf-8"),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            unavailable_page(lang),
        )
            .into_response();
    }
    StatusCode::NOT_FOUND.into_response()
}

/// A plain page, without scripts: "this page is not on this device".
pub fn unavailable_page(lang: Lang) -> String {
    let code = lang.code();
    let escape = hooklab_content::render::escape_text;
    let title = escape(&t(lang, "offline-unavailable-title"));
    let text = escape(&t(lang, "offline-unavailable-text"));
    let link = escape(&t(lang, "offline-unavailable-link"));
    let css = assets::urls(lang, hooklab_app::bundle::Bundle::Reader).css;
    format!(
        "<!DOCTYPE html>\n<html lang=\"{code}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"color-scheme\" content=\"light dark\">\
         <title>{title} · Hooklab</title><link rel=\"stylesheet\" href=\"{css}\"></head>\
         <body><main id=\"main\" class=\"page\"><h1>{title}</h1><p>{text}</p>\
         <p><a href=\"/{code}/offline\">{link}</a> · <a href=\"/{code}/\">Hooklab</a></p></main></body></html>\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_are_named_by_language_and_extension() {
        assert_eq!(lang_of_file("fr.json", "json"), Some(Lang::Fr));
        assert_eq!(
            lang_of_file("ru.webmanifest", "webmanifest"),
            Some(Lang::Ru)
        );
        assert_eq!(lang_of_file("de.json", "json"), None);
        assert_eq!(lang_of_file("frjson", "json"), None);
        assert_eq!(lang_of_file("fr.html", "json"), None);
    }

    #[test]
    fn the_worker_carries_this_build_s_version() {
        let text = worker_text();
        assert!(!text.contains(VERSION_MARK));
        assert!(text.contains(version()));
    }

    #[test]
    fn the_manifest_starts_in_its_language() {
        let manifest = manifest(Lang::Es);
        assert_eq!(manifest["start_url"], "/es/");
        assert_eq!(manifest["lang"], "es");
        assert_eq!(manifest["scope"], "/");
        assert!(manifest["icons"]
            .as_array()
            .is_some_and(|icons| icons.iter().any(|i| i["sizes"] == "512x512")));
    }

    #[test]
    fn the_unavailable_page_escapes_its_text() {
        assert_eq!(
            hooklab_content::render::escape_text("<a & \"b\">"),
            "&lt;a &amp; &quot;b&quot;&gt;"
        );
        let page = unavailable_page(Lang::Fr);
        assert!(page.contains("lang=\"fr\""));
        assert!(page.contains("href=\"/fr/offline\""));
        assert!(!page.contains("<script"));
    }
}
