//! The HTTP side: routes, redirects, security headers and the Leptos
//! integration.

use crate::assets;
use crate::page_cache::{self, PageCache};
use axum::{
    body::Body,
    extract::Request,
    http::{header, HeaderValue, StatusCode},
    middleware::{self, Next},
    response::{IntoResponse, Redirect, Response},
    routing::get,
    Router,
};
use base64::Engine as _;
use hooklab_app::{
    i18n::Lang,
    shell,
    shell::{DocumentAttrs, Theme},
    App,
};
use leptos::prelude::*;
use leptos_axum::{generate_route_list, AxumRouteListing, LeptosRoutes};
use std::sync::OnceLock;
use tower_http::{compression::CompressionLayer, trace::TraceLayer};

/// The nonce of one response, shared by the CSP header and the page's inline
/// script.
#[derive(Clone, Debug)]
pub(crate) struct CspNonce(pub(crate) String);

const LANG_COOKIE: &str = "hooklab_lang";
const THEME_COOKIE: &str = "hooklab_theme";

/// The whole site as an axum router. Needs no files on disk: content,
/// strings, styles and the browser bundle are embedded in the binary.
pub fn router() -> Router {
    let options = LeptosOptions::builder()
        .output_name("hooklab")
        .site_root("target/site")
        .site_pkg_dir("pkg")
        .build();
    let routes = route_list();
    let leptos = Router::new()
        .leptos_routes_with_context(&options, routes, provide_request_context, render_document)
        .route(
            "/api/{*fn_name}",
            get(server_fn_handler).post(server_fn_handler),
        )
        .fallback(leptos_axum::render_app_async_with_context(
            provide_request_context,
            render_document,
        ))
        .with_state(options)
        .layer(middleware::from_fn_with_state(
            PageCache::default(),
            page_cache::serve,
        ));

    Router::new()
        .route("/", get(root_redirect))
        .route("/healthz", get(|| async { "ok\n" }))
        .route("/pkg/{name}", get(assets::bundle_file))
        .route("/assets/{name}", get(assets::asset))
        .route("/favicon.svg", get(assets::favicon))
        .merge(leptos)
        .layer(middleware::from_fn(security_headers))
        .layer(middleware::from_fn(canonical_paths))
        .layer(CompressionLayer::new())
        .layer(TraceLayer::new_for_http())
}

/// The app's routes, listed once per process.
///
/// Leptos lists routes by rendering the app with resource loading switched
/// off through a process-wide flag. A page rendered by another router while
/// that flag is set would wait forever for its data, so a second `router()`
/// (tests build many) must not list the routes again.
fn route_list() -> Vec<AxumRouteListing> {
    static ROUTES: OnceLock<Vec<AxumRouteListing>> = OnceLock::new();
    ROUTES.get_or_init(|| generate_route_list(App)).clone()
}

async fn server_fn_handler(request: Request<Body>) -> impl IntoResponse {
    leptos_axum::handle_server_fns_with_context(provide_request_context, request).await
}

/// Runs for every server render and server function: hands the request's
/// CSP nonce to Leptos so its inline scripts carry it.
fn provide_request_context() {
    if let Some(parts) = use_context::<http::request::Parts>() {
        if let Some(nonce) = parts.extensions.get::<CspNonce>() {
            provide_context(leptos::nonce::Nonce::from_value(nonce.0.clone()));
        }
    }
}

/// The document for the current request: the locale comes from the URL,
/// the theme from its cookie.
fn render_document() -> impl IntoView {
    let parts = use_context::<http::request::Parts>();
    let lang = parts
        .as_ref()
        .and_then(|p| {
            p.uri
                .path()
                .trim_start_matches('/')
                .split('/')
                .next()
                .and_then(Lang::from_code)
        })
        .unwrap_or(Lang::En);
    let theme = parts.as_ref().and_then(|p| theme_of(&p.headers));
    shell(assets::urls(), DocumentAttrs { lang, theme })
}

/// The theme a request's cookie asks for, if any.
pub(crate) fn theme_of(headers: &http::HeaderMap) -> Option<Theme> {
    cookie(headers, THEME_COOKIE).and_then(|v| Theme::from_code(&v))
}

fn cookie(headers: &http::HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(key, _)| *key == name)
        .map(|(_, value)| value.trim().to_owned())
}

/// `/` sends the person to their language: the cookie of their last choice,
/// then `Accept-Language`, then English.
async fn root_redirect(headers: http::HeaderMap) -> Response {
    let lang = cookie(&headers, LANG_COOKIE)
        .and_then(|code| Lang::from_code(&code))
        .or_else(|| {
            headers
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok())
                .and_then(Lang::negotiate)
        })
        .unwrap_or(Lang::En);
    let mut response = Redirect::to(&format!("/{}/", lang.code())).into_response();
    response.headers_mut().insert(
        header::VARY,
        HeaderValue::from_static("accept-language, cookie"),
    );
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// One URL per page: the locale root keeps its trailing slash (`/fr/`), no
/// other page has one (`/fr/learn`); the other form redirects permanently.
async fn canonical_paths(request: Request<Body>, next: Next) -> Response {
    let path = request.uri().path();
    let query = request
        .uri()
        .query()
        .map(|q| format!("?{q}"))
        .unwrap_or_default();
    let trimmed = path.trim_end_matches('/');
    let segments: Vec<&str> = trimmed.trim_start_matches('/').split('/').collect();
    let in_a_locale = Lang::from_code(segments[0]).is_some();
    let is_locale_root = segments.len() == 1 && in_a_locale;
    if is_locale_root && !path.ends_with('/') {
        return Redirect::permanent(&format!("{path}/{query}")).into_response();
    }
    // Only pages that can exist are redirected; anything else answers 404 as it is.
    if in_a_locale && !is_locale_root && path.ends_with('/') {
        let target = if trimmed.is_empty() {
            "/".to_owned()
        } else {
            trimmed.to_owned()
        };
        return Redirect::permanent(&format!("{target}{query}")).into_response();
    }
    // A page in a language remembers that language for the next visit to `/`.
    let remember = (
        segments.first().and_then(|s| Lang::from_code(s)),
        request.method() == http::Method::GET,
    );
    let mut response = next.run(request).await;
    if let (Some(lang), true) = remember {
        let is_html = response
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.starts_with("text/html"));
        if is_html {
            let value = format!(
                "{LANG_COOKIE}={}; Path=/; Max-Age=31536000; SameSite=Lax",
                lang.code()
            );
            if let Ok(value) = HeaderValue::from_str(&value) {
                response.headers_mut().append(header::SET_COOKIE, value);
            }
        }
    }
    response
}

fn fresh_nonce() -> String {
    let mut bytes = [0u8; 16];
    if getrandom::fill(&mut bytes).is_err() {
        // No entropy source: fall back to an address-derived value rather than
        // refusing to serve; the CSP still binds scripts to this response.
        let seed = &bytes as *const _ as usize as u128;
        bytes = seed.to_le_bytes();
    }
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

/// Security headers on every response, with a fresh nonce for the page's
/// inline scripts.
async fn security_headers(mut request: Request<Body>, next: Next) -> Response {
    let nonce = fresh_nonce();
    request.extensions_mut().insert(CspNonce(nonce.clone()));
    let mut response = next.run(request).await;
    let status_ok = response.status() == StatusCode::OK;
    let csp = format!(
        "default-src 'self'; script-src 'self' 'nonce-{nonce}' 'wasm-unsafe-eval'; style-src 'self'; \
         img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; \
         form-action 'self'; frame-ancestors 'none'"
    );
    let headers = response.headers_mut();
    if let Ok(value) = HeaderValue::from_str(&csp) {
        headers.insert(header::CONTENT_SECURITY_POLICY, value);
    }
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("strict-origin-when-cross-origin"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers.insert(
        http::HeaderName::from_static("permissions-policy"),
        HeaderValue::from_static("camera=(), microphone=(), geolocation=()"),
    );
    if status_ok && !headers.contains_key(header::CACHE_CONTROL) {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    }
    response
}
