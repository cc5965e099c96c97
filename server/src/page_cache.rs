//! Rendered pages kept in memory.
//!
//! A public page depends only on its path and the theme cookie: lessons are
//! built once, strings and data are embedded, and progress lives in the
//! browser. So the first render of a page is kept, with this response's CSP
//! nonce cut out, and later requests get the same bytes with their own
//! nonce put back in. Always rendered, never kept:
//! - requests with a query string (the quiz reads its setup from one) and
//!   answers other than 200;
//! - pages that depend on who asks: the classroom's paths (`class`,
//!   `teach`, `signin` below a locale, answered `private, no-store` so
//!   that no other cache keeps them either), any request carrying a session
//!   cookie, and any response that sets a cookie or says `private` or
//!   `no-store`.
//!
//! Only canonical paths get here (the canonical-path layer redirects the
//! rest), and the least recently used page makes room for a new one.

use crate::request::{cookie, theme_of, CspNonce};
use axum::{
    body::{Body, Bytes},
    extract::{Request, State},
    http::{header, HeaderMap, Method, StatusCode},
    middleware::Next,
    response::{IntoResponse, Response},
};
use std::{
    collections::HashMap,
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc, PoisonError, RwLock,
    },
};

/// At most this many pages are kept; the least recently used one leaves
/// to make room.
pub(crate) const MAX_PAGES: usize = 400;
/// Marks a response served from memory (for tests and curious people).
pub const HIT_HEADER: &str = "x-hooklab-page-cache";
/// What a page that depends on who asks tells every cache (the browser's,
/// a proxy's and the offline worker's): keep nothing.
pub const PER_USER_CACHE_CONTROL: &str = "private, no-store";
/// A page body larger than this is not read into memory.
const MAX_PAGE_BYTES: usize = 4 * 1024 * 1024;

/// One rendered page (always a 200): its headers, and its body cut where the
/// nonce was.
struct Page {
    headers: HeaderMap,
    pieces: Vec<Bytes>,
}

impl Page {
    fn new(headers: HeaderMap, body: &Bytes, nonce: &str) -> Self {
        let mut pieces = Vec::new();
        let mut rest = 0;
        let needle = nonce.as_bytes();
        let mut at = 0;
        while let Some(found) = find(body.get(at..).unwrap_or_default(), needle) {
            let start = at + found;
            pieces.push(body.slice(rest..start));
            rest = start + needle.len();
            at = rest;
        }
        pieces.push(body.slice(rest..));
        Self { headers, pieces }
    }

    fn response(&self, nonce: &str) -> Response {
        let length = self.pieces.iter().map(Bytes::len).sum::<usize>()
            + nonce.len() * (self.pieces.len() - 1);
        let mut body = Vec::with_capacity(length);
        for (i, piece) in self.pieces.iter().enumerate() {
            if i > 0 {
                body.extend_from_slice(nonce.as_bytes());
            }
            body.extend_from_slice(piece);
        }
        let mut response = Response::new(Body::from(body));
        *response.headers_mut() = self.headers.clone();
        response
    }
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    if needle.is_empty() {
        return None;
    }
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// A kept page and when it was last served (a tick of the cache's clock).
struct Entry {
    page: Arc<Page>,
    used: AtomicU64,
}

/// The pages of one router.
#[derive(Clone, Default)]
pub struct PageCache {
    pages: Arc<RwLock<HashMap<String, Entry>>>,
    clock: Arc<AtomicU64>,
}

impl PageCache {
    fn tick(&self) -> u64 {
        self.clock.fetch_add(1, Ordering::Relaxed)
    }

    fn get(&self, key: &str) -> Option<Arc<Page>> {
        let pages = self.pages.read().unwrap_or_else(PoisonError::into_inner);
        let entry = pages.get(key)?;
        entry.used.store(self.tick(), Ordering::Relaxed);
        Some(Arc::clone(&entry.page))
    }

    fn keep(&self, key: String, page: Page) {
        let used = AtomicU64::new(self.tick());
        let mut pages = self.pages.write().unwrap_or_else(PoisonError::into_inner);
        if pages.len() >= MAX_PAGES && !pages.contains_key(&key) {
            let oldest = pages
                .iter()
                .min_by_key(|(_, e)| e.used.load(Ordering::Relaxed))
                .map(|(k, _)| k.clone());
            if let Some(oldest) = oldest {
                pages.remove(&oldest);
            }
        }
        pages.insert(
            key,
            Entry {
                page: Arc::new(page),
                used,
            },
        );
    }

    /// How many pages are kept.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.pages
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .len()
    }
}

/// The middleware: serves a kept page with this response's nonce, or renders
/// the page and keeps it.
pub async fn serve(State(cache): State<PageCache>, request: Request, next: Next) -> Response {
    if hooklab_app::pages::class::is_per_user_page(request.uri().path()) {
        let mut response = next.run(request).await;
        response.headers_mut().insert(
            header::CACHE_CONTROL,
            axum::http::HeaderValue::from_static(PER_USER_CACHE_CONTROL),
        );
        return response;
    }
    let Some((key, nonce)) = cache_key(&request) else {
        return next.run(request).await;
    };
    if let Some(page) = cache.get(&key) {
        let mut response = page.response(&nonce);
        response
            .headers_mut()
            .insert(HIT_HEADER, axum::http::HeaderValue::from_static("hit"));
        return response;
    }
    let response = next.run(request).await;
    let is_html = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("text/html"));
    let private = response
        .headers()
        .get_all(header::CACHE_CONTROL)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .any(|v| v.contains("private") || v.contains("no-store"));
    if response.status() != StatusCode::OK
        || !is_html
        || private
        || response.headers().contains_key(header::SET_COOKIE)
    {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    let Ok(bytes) = axum::body::to_bytes(body, MAX_PAGE_BYTES).await else {
        tracing::error!(page = %key, "the rendered page could not be read");
        return (
            StatusCode::INTERNAL_SERVER_ERROR,
            "the page could not be rendered\n",
        )
            .into_response();
    };
    parts.headers.remove(header::CONTENT_LENGTH);
    cache.keep(key, Page::new(parts.headers.clone(), &bytes, &nonce));
    Response::from_parts(parts, Body::from(bytes))
}

/// `theme|path` for a GET of a public page without a query string or a
/// session, with the nonce of this response; `None` for any other request.
fn cache_key(request: &Request) -> Option<(String, String)> {
    if request.method() != Method::GET
        || request.uri().query().is_some()
        || cookie(
            request.headers(),
            hooklab_app::classroom::ssr::SESSION_COOKIE,
        )
        .is_some()
    {
        return None;
    }
    let nonce = request.extensions().get::<CspNonce>()?.0.clone();
    let theme = theme_of(request.headers()).map_or("", hooklab_app::frame::Theme::code);
    Some((format!("{theme}|{}", request.uri().path()), nonce))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_is_cut_at_every_nonce_and_joined_with_another() {
        let body = Bytes::from_static(
            b"<script nonce=\"AAAA\">1</script><script nonce=\"AAAA\">2</script>",
        );
        let page = Page::new(HeaderMap::new(), &body, "AAAA");
        assert_eq!(page.pieces.len(), 3);
        let joined: Vec<u8> = page.pieces.join(&b"BBBB"[..]);
        assert_eq!(
            joined,
            b"<script nonce=\"BBBB\">1</script><script nonce=\"BBBB\">2</script>"
        );
    }

    #[test]
    fn the_least_recently_used_page_makes_room() {
        let cache = PageCache::default();
        let page = || Page::new(HeaderMap::new(), &Bytes::from_static(b"x"), "N");
        for i in 0..MAX_PAGES {
            cache.keep(format!("|/en/{i}"), page());
        }
        assert!(cache.get("|/en/0").is_some(), "page 0 is used again");
        cache.keep("|/en/new".into(), page());
        assert_eq!(cache.len(), MAX_PAGES);
        assert!(
            cache.get("|/en/0").is_some(),
            "the recently used page stays"
        );
        assert!(
            cache.get("|/en/1").is_none(),
            "the least recently used page left"
        );
        assert!(cache.get("|/en/new").is_some());
    }

    #[test]
    fn a_page_without_the_nonce_is_one_piece() {
        let body = Bytes::from_static(b"<p>plain</p>");
        let page = Page::new(HeaderMap::new(), &body, "AAAA");
        assert_eq!(page.pieces, vec![body]);
        assert_eq!(find(b"abc", b""), None);
    }
}
