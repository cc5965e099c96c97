//! The HTTP side: routes, redirects, security headers and the Leptos
//! integration.
//!
//! Layers, outermost first (every response passes through all of them,
//! redirects and errors included):
//! 1. `log_requests`: one line per request, path only (no query), join
//!    codes cut out.
//! 2. `security_headers`: CSP with a fresh nonce from the OS's random
//!    source (no nonce, no page), nosniff, frame and referrer policies,
//!    HSTS when the public URL is https.
//! 3. compression.
//! 4. `canonical_paths`: one URL per page, built from decoded segments, so
//!    percent-encoded aliases and `//` redirect to the canonical path and a
//!    redirect is never protocol-relative; the language cookie.
//! 5. `client_address` and `same_origin`: who is asking (a trusted proxy's
//!    `X-Forwarded-For` only), and cross-site state changes refused.
//! 6. The routes; `/api/*` through `api::handle` (body cap, 4xx for client
//!    mistakes), pages through the page cache.

use crate::api;
use crate::assets;
use crate::listen::Peer;
use crate::offline;
use crate::page_cache::{self, PageCache};
use crate::request::{cookie, theme_of, CspNonce, LANG_COOKIE};
use crate::site::{request_context, Site};
use axum::{
    body::Body,
    extract::{Request, State},
    http::{header, HeaderValue, Method, StatusCode},
    middleware::{self, Next},
    response::{IntoResponse, Redirect, Response},
    routing::{any, get},
    Router,
};
use base64::Engine as _;
pub use hooklab_app::classroom::ssr::Classroom;
use hooklab_app::{
    bundle::Bundle, classroom::ssr::ClientAddress, i18n::Lang, shell, shell::DocumentAttrs, App,
};
use leptos::prelude::*;
use leptos_axum::{generate_route_list_with_exclusions, AxumRouteListing, LeptosRoutes};
use std::sync::{Arc, OnceLock};
use tower_http::compression::CompressionLayer;

/// The site without a classroom (the public pages; tests of them).
pub fn router() -> Router {
    router_with(Site::default())
}

/// The whole site as an axum router. Needs no files on disk: content,
/// strings, styles and the browser bundle are embedded in the binary.
pub fn router_with(site: Site) -> Router {
    let site = Arc::new(site);
    let options = LeptosOptions::builder()
        .output_name("hooklab")
        .site_root("target/site")
        .site_pkg_dir("pkg")
        .build();
    let routes = route_list();
    let context = request_context(&site);
    let leptos = Router::new()
        .leptos_routes_with_context(&options, routes, context.clone(), render_document)
        .fallback(leptos_axum::render_app_async_with_context(
            context,
            render_document,
        ))
        .with_state(options)
        .layer(middleware::from_fn_with_state(
            PageCache::default(),
            page_cache::serve,
        ));

    let mut router = Router::new()
        .route("/", get(root_redirect))
        .route("/healthz", get(|| async { "ok\n" }))
        .route("/readyz", get(readyz))
        .route("/pkg/{name}", get(assets::bundle_file))
        .route("/assets/{name}", get(assets::asset))
        .route("/favicon.svg", get(assets::favicon))
        .route("/sw.js", get(offline::service_worker))
        .route("/manifest/{file}", get(offline::manifest_file))
        .route("/offline/{file}", get(offline::offline_file))
        .route("/icons/{name}", get(offline::icon))
        .route("/api/class/results.csv", get(api::results_csv))
        .route("/api/class/results.json", get(api::results_json))
        .route("/api/{*fn_name}", any(api::handle))
        .with_state(Arc::clone(&site))
        .merge(leptos)
        .layer(middleware::from_fn_with_state(
            Arc::clone(&site),
            same_origin,
        ))
        .layer(middleware::from_fn_with_state(
            Arc::clone(&site),
            client_address,
        ));
    if let Some(timeout) = site.public.body_timeout {
        router = router.layer(tower_http::timeout::RequestBodyTimeoutLayer::new(timeout));
    }
    router
        .layer(middleware::from_fn(canonical_paths))
        .layer(CompressionLayer::new())
        .layer(middleware::from_fn_with_state(
            Arc::clone(&site),
            security_headers,
        ))
        .layer(middleware::from_fn(log_requests))
}

/// The app's routes, listed once per process.
///
/// Leptos lists routes by rendering the app with resource loading switched
/// off through a process-wide flag. A page rendered by another router while
/// that flag is set would wait forever for its data, so a second `router()`
/// (tests build many) must not list the routes again.
///
/// The server functions are listed as excluded: `leptos_routes` would
/// otherwise give each its own route, which wins over `/api/{*fn_name}` and
/// so would bypass [`api::handle`] (its body cap, 4xx statuses and
/// `no-store`).
fn route_list() -> Vec<AxumRouteListing> {
    static ROUTES: OnceLock<Vec<AxumRouteListing>> = OnceLock::new();
    ROUTES
        .get_or_init(|| {
            let server_functions = leptos::server_fn::axum::server_fn_paths()
                .map(|(path, _)| path.to_owned())
                .collect();
            generate_route_list_with_exclusions(App, Some(server_functions))
        })
        .clone()
}

/// The document for the current request: the locale comes from the URL,
/// the theme from its cookie.
fn render_document() -> impl IntoView {
    let parts = use_context::<http::request::Parts>();
    let path = parts.as_ref().map_or("/", |p| p.uri.path());
    let lang = Lang::of_path(path).unwrap_or(Lang::En);
    let theme = parts.as_ref().and_then(|p| theme_of(&p.headers));
    let mut urls = assets::urls(lang, Bundle::of_path(path));
    urls.page_data = assets::content_url(lang, path);
    urls.worker = Some(offline::worker_url());
    shell(urls, DocumentAttrs { lang, theme })
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

/// How long `/readyz` waits for the database before calling it down (load
/// balancers give up on slow health checks).
const READY_WITHIN: std::time::Duration = std::time::Duration::from_secs(2);

/// 200 when the database answers and is migrated (or there is none), 503
/// otherwise, within [`READY_WITHIN`]: for load balancers.
async fn readyz(State(site): State<Arc<Site>>) -> Response {
    let ready = match &site.classroom {
        Some(classroom) => tokio::time::timeout(READY_WITHIN, classroom.store.ready())
            .await
            .unwrap_or(false),
        None => true,
    };
    let mut response = if ready {
        (StatusCode::OK, "ready\n").into_response()
    } else {
        (
            StatusCode::SERVICE_UNAVAILABLE,
            "the database is unavailable\n",
        )
            .into_response()
    };
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// A path with a segment that does not decode to text, or hides a `/`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BadPath;

/// Where a path should be: each segment percent-decoded and encoded again
/// the one canonical way, empty segments dropped, the locale root with its
/// trailing slash and other pages without. `Ok(None)` when the path is
/// canonical already; `Err` when a segment does not decode to text (or
/// hides a `/`).
pub fn canonical_path(raw: &str) -> Result<Option<String>, BadPath> {
    let mut segments = Vec::new();
    for part in raw.split('/') {
        if part.is_empty() {
            continue;
        }
        let decoded = percent_decode(part)?;
        if decoded.contains('/') || decoded.chars().any(char::is_control) {
            return Err(BadPath);
        }
        segments.push(decoded);
    }
    let is_page = segments
        .first()
        .is_some_and(|s| Lang::from_code(s).is_some());
    let mut canonical = String::with_capacity(raw.len());
    for segment in &segments {
        canonical.push('/');
        percent_encode_into(segment, &mut canonical);
    }
    let trailing = if is_page {
        segments.len() == 1
    } else {
        raw.ends_with('/') && !segments.is_empty()
    };
    if canonical.is_empty() || trailing {
        canonical.push('/');
    }
    Ok((canonical != raw).then_some(canonical))
}

fn percent_decode(text: &str) -> Result<String, BadPath> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = bytes.get(i + 1..i + 3).ok_or(BadPath)?;
            let hex = std::str::from_utf8(hex).map_err(|_| BadPath)?;
            out.push(u8::from_str_radix(hex, 16).map_err(|_| BadPath)?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|_| BadPath)
}

fn percent_encode_into(segment: &str, out: &mut String) {
    for byte in segment.bytes() {
        let keep = byte.is_ascii_alphanumeric() || b"-._~!$&'()*+,;=:@".contains(&byte);
        if keep {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
}

/// One URL per page (see [`canonical_path`]); the other forms of a GET
/// redirect permanently. Pages remember their language for `/`.
async fn canonical_paths(request: Request<Body>, next: Next) -> Response {
    let path = request.uri().path().to_owned();
    let is_read = matches!(*request.method(), Method::GET | Method::HEAD);
    if is_read {
        match canonical_path(&path) {
            Ok(None) => {}
            Ok(Some(target)) => {
                let query = request
                    .uri()
                    .query()
                    .map(|q| format!("?{q}"))
                    .unwrap_or_default();
                return Redirect::permanent(&format!("{target}{query}")).into_response();
            }
            Err(BadPath) => {
                return (StatusCode::BAD_REQUEST, "this path cannot be read\n").into_response();
            }
        }
    }
    // A page in a language remembers that language for the next visit to `/`.
    let remember = Lang::of_path(&path).filter(|_| request.method() == Method::GET);
    let mut response = next.run(request).await;
    if let Some(lang) = remember {
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

/// A nonce from the operating system's random source; `None` when it fails
/// (the request then fails: a predictable nonce would void the CSP).
fn fresh_nonce() -> Option<String> {
    nonce_from(getrandom::fill)
}

/// 128 bits from `fill` in base64, or `None` when it fails.
fn nonce_from(fill: impl FnOnce(&mut [u8]) -> Result<(), getrandom::Error>) -> Option<String> {
    let mut bytes = [0u8; 16];
    fill(&mut bytes).ok()?;
    Some(base64::engine::general_purpose::STANDARD.encode(bytes))
}

/// Security headers on every response, with a fresh nonce for the page's
/// inline scripts.
async fn security_headers(
    State(site): State<Arc<Site>>,
    request: Request<Body>,
    next: Next,
) -> Response {
    secured(&site, fresh_nonce(), request, next).await
}

/// [`security_headers`] with the nonce drawn: without one, the request is
/// not served at all.
async fn secured(
    site: &Site,
    nonce: Option<String>,
    mut request: Request<Body>,
    next: Next,
) -> Response {
    let mut response = match &nonce {
        Some(nonce) => {
            request.extensions_mut().insert(CspNonce(nonce.clone()));
            next.run(request).await
        }
        None => {
            tracing::error!("the system's random source failed: no nonce, no page");
            (
                StatusCode::SERVICE_UNAVAILABLE,
                "the server cannot draw random numbers\n",
            )
                .into_response()
        }
    };
    let status_ok = response.status() == StatusCode::OK;
    let script_nonce = nonce.map(|n| format!(" 'nonce-{n}'")).unwrap_or_default();
    let csp = format!(
        "default-src 'self'; script-src 'self'{script_nonce} 'wasm-unsafe-eval'; style-src 'self'; \
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
    if site.public.https {
        headers.insert(
            header::STRICT_TRANSPORT_SECURITY,
            HeaderValue::from_static("max-age=31536000; includeSubDomains"),
        );
    }
    if status_ok && !headers.contains_key(header::CACHE_CONTROL) {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    }
    response
}

/// Puts the client's address in the request: the peer's, or the last
/// address of `X-Forwarded-For` when the peer is a trusted proxy.
async fn client_address(
    State(site): State<Arc<Site>>,
    mut request: Request<Body>,
    next: Next,
) -> Response {
    let peer = request.extensions().get::<Peer>().map(|p| p.0.ip());
    let forwarded = request
        .headers()
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(str::trim)
        .rfind(|v| !v.is_empty())
        .and_then(|v| v.parse::<std::net::IpAddr>().ok());
    let address = match (peer, forwarded) {
        (Some(peer), Some(forwarded)) if site.public.trusted_proxies.contains(&peer) => {
            forwarded.to_string()
        }
        (Some(peer), _) => peer.to_string(),
        (None, _) => "unknown".to_owned(),
    };
    request.extensions_mut().insert(ClientAddress(address));
    next.run(request).await
}

/// Refuses state-changing requests from another site: `Sec-Fetch-Site`
/// when the browser sends it, else `Origin` against the public URL (or the
/// Host header). Requests with neither come from no browser and pass.
async fn same_origin(
    State(site): State<Arc<Site>>,
    request: Request<Body>,
    next: Next,
) -> Response {
    if matches!(
        *request.method(),
        Method::GET | Method::HEAD | Method::OPTIONS
    ) {
        return next.run(request).await;
    }
    let headers = request.headers();
    let refused = if let Some(fetch_site) = headers.get("sec-fetch-site") {
        !matches!(fetch_site.to_str().unwrap_or(""), "same-origin" | "none")
    } else if let Some(origin) = headers.get(header::ORIGIN) {
        let origin = origin.to_str().unwrap_or("");
        match &site.public.origin {
            Some(expected) => origin != expected,
            None => {
                let host = headers
                    .get(header::HOST)
                    .and_then(|h| h.to_str().ok())
                    .unwrap_or("");
                let origin_host = origin
                    .strip_prefix("https://")
                    .or_else(|| origin.strip_prefix("http://"))
                    .unwrap_or("\u{0}");
                host.is_empty() || origin_host != host
            }
        }
    } else {
        false
    };
    if refused {
        return (
            StatusCode::FORBIDDEN,
            "cross-site requests cannot change anything here\n",
        )
            .into_response();
    }
    next.run(request).await
}

/// A path fit for the log: join codes cut out (`/en/class/join/…`).
#[must_use]
pub fn loggable_path(path: &str) -> String {
    let mut out = Vec::new();
    let mut redact_next = false;
    for segment in path.split('/') {
        if redact_next && !segment.is_empty() {
            out.push("…");
            redact_next = false;
            continue;
        }
        redact_next = segment == "join";
        out.push(segment);
    }
    out.join("/")
}

/// One line per request: method, path (no query string: server-function
/// arguments travel there), status and time.
async fn log_requests(request: Request<Body>, next: Next) -> Response {
    let method = request.method().clone();
    let path = loggable_path(request.uri().path());
    let started = std::time::Instant::now();
    let response = next.run(request).await;
    tracing::info!(
        target: "hooklab::request",
        %method,
        %path,
        status = response.status().as_u16(),
        ms = started.elapsed().as_millis() as u64,
    );
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_paths_come_from_decoded_segments() {
        assert_eq!(canonical_path("/en/learn"), Ok(None));
        assert_eq!(canonical_path("/en/"), Ok(None));
        assert_eq!(canonical_path("/"), Ok(None));
        assert_eq!(canonical_path("/en"), Ok(Some("/en/".into())));
        assert_eq!(canonical_path("/en/learn/"), Ok(Some("/en/learn".into())));
        assert_eq!(canonical_path("/%66r/"), Ok(Some("/fr/".into())));
        assert_eq!(
            canonical_path("/en/learn/start/%6Fverview"),
            Ok(Some("/en/learn/start/overview".into()))
        );
        assert_eq!(
            canonical_path("//en/evil.com/"),
            Ok(Some("/en/evil.com".into()))
        );
        assert_eq!(canonical_path("///evil.com"), Ok(Some("/evil.com".into())));
        assert_eq!(
            canonical_path("/de/"),
            Ok(None),
            "not a page: left as it is"
        );
        assert_eq!(canonical_path("/en/a%2Fb"), Err(BadPath));
        assert_eq!(canonical_path("/en/%ff"), Err(BadPath));
        assert_eq!(canonical_path("/en/%zz"), Err(BadPath));
        assert_eq!(canonical_path("/en/caf%C3%A9"), Ok(None));
        assert_eq!(canonical_path("/en/café"), Ok(Some("/en/caf%C3%A9".into())));
    }

    #[test]
    fn a_failing_random_source_gives_no_nonce() {
        assert_eq!(
            nonce_from(|_| Err(getrandom::Error::UNSUPPORTED)),
            None,
            "no fallback value"
        );
        let drawn = nonce_from(|bytes| {
            bytes.fill(7);
            Ok(())
        });
        assert_eq!(drawn.as_deref(), Some("BwcHBwcHBwcHBwcHBwcHBw=="));
    }

    #[tokio::test]
    async fn without_a_nonce_nothing_is_served() {
        use tower::ServiceExt;
        let site = Arc::new(Site::default());
        let reached = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let flag = Arc::clone(&reached);
        let router = Router::new()
            .route(
                "/en/",
                get(move || async move {
                    flag.store(true, std::sync::atomic::Ordering::SeqCst);
                    "page"
                }),
            )
            .layer(middleware::from_fn(move |request, next| {
                let site = Arc::clone(&site);
                async move { secured(&site, None, request, next).await }
            }));
        let response = router
            .oneshot(Request::get("/en/").body(Body::empty()).unwrap())
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert!(!reached.load(std::sync::atomic::Ordering::SeqCst));
        let csp = response.headers()[header::CONTENT_SECURITY_POLICY]
            .to_str()
            .unwrap();
        assert!(!csp.contains("nonce"), "{csp}");
    }

    #[test]
    fn join_codes_never_reach_the_log() {
        assert_eq!(loggable_path("/en/class/join/ABC234"), "/en/class/join/…");
        assert_eq!(loggable_path("/en/learn"), "/en/learn");
    }
}
