//! Rendered pages kept in memory.
//!
//! A page depends only on its path and the theme cookie: lessons are built
//! once, strings and data are embedded, and progress lives in the browser.
//! So the first render of a page is kept, with this response's CSP nonce cut
//! out, and later requests get the same bytes with their own nonce put back
//! in. Requests with a query string (the quiz reads its setup from one) and
//! answers other than 200 are always rendered.

use axum::{
    body::{Body, Bytes},
    extract::{Request, State},
    http::{header, HeaderMap, Method, StatusCode},
    middleware::Next,
    response::{IntoResponse, Response},
};
use std::{
    collections::HashMap,
    sync::{Arc, PoisonError, RwLock},
};

/// At most this many pages are kept; later ones are rendered each time.
const MAX_PAGES: usize = 400;
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

/// The pages of one router.
#[derive(Clone, Default)]
pub struct PageCache {
    pages: Arc<RwLock<HashMap<String, Arc<Page>>>>,
}

impl PageCache {
    fn get(&self, key: &str) -> Option<Arc<Page>> {
        self.pages
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .get(key)
            .cloned()
    }

    fn keep(&self, key: String, page: Page) {
        let mut pages = self.pages.write().unwrap_or_else(PoisonError::into_inner);
        if pages.len() < MAX_PAGES {
            pages.insert(key, Arc::new(page));
        }
    }
}

/// The middleware: serves a kept page with this response's nonce, or renders
/// the page and keeps it.
pub async fn serve(State(cache): State<PageCache>, request: Request, next: Next) -> Response {
    let Some((key, nonce)) = cache_key(&request) else {
        return next.run(request).await;
    };
    if let Some(page) = cache.get(&key) {
        return page.response(&nonce);
    }
    let response = next.run(request).await;
    let is_html = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("text/html"));
    if response.status() != StatusCode::OK || !is_html {
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

/// `theme|path` for a GET without a query string, with the nonce of this
/// response; `None` for any other request.
fn cache_key(request: &Request) -> Option<(String, String)> {
    if request.method() != Method::GET || request.uri().query().is_some() {
        return None;
    }
    let nonce = request
        .extensions()
        .get::<crate::web::CspNonce>()?
        .0
        .clone();
    let theme = crate::web::theme_of(request.headers()).map_or("", hooklab_app::shell::Theme::code);
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
    fn a_page_without_the_nonce_is_one_piece() {
        let body = Bytes::from_static(b"<p>plain</p>");
        let page = Page::new(HeaderMap::new(), &body, "AAAA");
        assert_eq!(page.pieces, vec![body]);
        assert_eq!(find(b"abc", b""), None);
    }
}
