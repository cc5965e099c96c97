//! The static files the binary carries: the browser bundle (hashed at build
//! time), the stylesheet (hashed at start-up) and the icon.

use axum::{
    body::Body,
    http::{header, HeaderMap, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
};
use std::sync::OnceLock;

/// One file of the browser bundle, with its compressed copies.
pub(crate) struct BundleFile {
    pub kind: &'static str,
    pub name: &'static str,
    pub mime: &'static str,
    pub raw: &'static [u8],
    pub br: &'static [u8],
    pub gz: &'static [u8],
}

include!(concat!(env!("OUT_DIR"), "/bundle.rs"));

/// The site's stylesheets, concatenated into one file: the shared look first,
/// then one file per interactive page.
const PAGE_CSS: &[&str] = &[
    include_str!("../../app/style/main.css"),
    include_str!("../../app/style/simulator.css"),
    include_str!("../../app/style/quiz.css"),
    include_str!("../../app/style/exam.css"),
    include_str!("../../app/style/sandbox.css"),
];
const FAVICON: &str = include_str!("../../app/style/favicon.svg");

struct Stylesheet {
    name: String,
    text: String,
}

fn stylesheet() -> &'static Stylesheet {
    static SHEET: OnceLock<Stylesheet> = OnceLock::new();
    SHEET.get_or_init(|| {
        let text = format!(
            "{}\n/* Code highlighting */\n{}",
            PAGE_CSS.join("\n"),
            hooklab_content::highlight_css()
        );
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        for byte in text.bytes() {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
        Stylesheet {
            name: format!("site-{:012x}.css", hash & 0xffff_ffff_ffff),
            text,
        }
    })
}

/// The URLs the shell links to.
pub fn urls() -> hooklab_app::AssetUrls {
    let find = |kind: &str| {
        BUNDLE
            .and_then(|files| files.iter().find(|f| f.kind == kind))
            .map(|f| format!("/pkg/{}", f.name))
    };
    hooklab_app::AssetUrls {
        css: format!("/assets/{}", stylesheet().name),
        js: find("js"),
        wasm: find("wasm"),
    }
}

/// Whether the browser bundle was embedded at build time.
pub fn has_bundle() -> bool {
    BUNDLE.is_some()
}

const IMMUTABLE: &str = "public, max-age=31536000, immutable";

/// `/pkg/<hashed name>`: a bundle file, precompressed when the client accepts it.
pub async fn bundle_file(
    axum::extract::Path(name): axum::extract::Path<String>,
    headers: HeaderMap,
) -> Response {
    let Some(file) = BUNDLE.and_then(|files| files.iter().find(|f| f.name == name)) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let accepted = headers
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let accepts = |coding: &str| {
        accepted.split(',').any(|part| {
            let mut pieces = part.split(';');
            let name = pieces.next().unwrap_or("").trim();
            let refused = pieces.any(|p| p.trim().replace(' ', "") == "q=0");
            name.eq_ignore_ascii_case(coding) && !refused
        })
    };
    let (body, encoding) = if accepts("br") {
        (file.br, Some("br"))
    } else if accepts("gzip") {
        (file.gz, Some("gzip"))
    } else {
        (file.raw, None)
    };
    let mut response = Response::new(Body::from(body));
    let h = response.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(file.mime));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static(IMMUTABLE));
    h.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    if let Some(encoding) = encoding {
        h.insert(header::CONTENT_ENCODING, HeaderValue::from_static(encoding));
    }
    response
}

/// `/assets/<hashed name>.css`: the stylesheet.
pub async fn asset(axum::extract::Path(name): axum::extract::Path<String>) -> Response {
    let sheet = stylesheet();
    if name != sheet.name {
        return StatusCode::NOT_FOUND.into_response();
    }
    (
        [
            (header::CONTENT_TYPE, "text/css; charset=utf-8"),
            (header::CACHE_CONTROL, IMMUTABLE),
        ],
        sheet.text.clone(),
    )
        .into_response()
}

pub async fn favicon() -> Response {
    (
        [
            (header::CONTENT_TYPE, "image/svg+xml"),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        FAVICON,
    )
        .into_response()
}
