//! What several layers read from one request: the CSP nonce the security
//! headers chose for it, and the cookies for language, theme and session.
//! Kept apart so that the page cache and the router depend on it, not on
//! each other.

use hooklab_app::frame::Theme;

pub(crate) use hooklab_app::classroom::ssr::cookie;

/// The nonce of one response, shared by the CSP header and the page's inline
/// script.
#[derive(Clone, Debug)]
pub(crate) struct CspNonce(pub(crate) String);

/// The cookie that remembers the reader's last language.
pub(crate) const LANG_COOKIE: &str = "hooklab_lang";
/// The theme a request's cookie asks for, if any.
pub(crate) fn theme_of(headers: &http::HeaderMap) -> Option<Theme> {
    cookie(headers, Theme::COOKIE).and_then(|v| Theme::from_code(&v))
}
