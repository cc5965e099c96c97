//! `/api/*`: the server functions, behind a guard that turns client
//! mistakes into short 4xx answers (404 unknown function, 405 wrong method,
//! 413 body over the cap, 400 arguments that do not parse) instead of
//! Leptos's 500, and marks every classroom answer `no-store`. Also the two
//! downloads of an assignment's results (CSV, JSON).

use std::sync::Arc;

use axum::{
    body::Body,
    extract::{Query, Request, State},
    http::{header, HeaderValue, Method, StatusCode},
    response::{IntoResponse, Response},
};
use http_body_util::{BodyExt, Limited};
use leptos::server_fn::axum::server_fn_paths;

use crate::request::cookie;
use crate::site::{request_context, Site};

/// The largest request body `/api` reads, in bytes.
pub const MAX_BODY_BYTES: usize = 1024 * 1024;
/// The largest error body inspected to set its status, in bytes.
const MAX_ERROR_BYTES: usize = 64 * 1024;

/// Every classroom server function: its path (`/api/class/…`) and method
/// (the authorisation tests check that they cover them all).
#[must_use]
pub fn class_functions() -> Vec<(String, Method)> {
    let mut out: Vec<(String, Method)> = server_fn_paths()
        .filter(|(path, _)| path.starts_with("/api/class/"))
        .map(|(path, method)| (path.to_owned(), method))
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

fn short(status: StatusCode, message: &str) -> Response {
    let mut response = (status, format!("{message}\n")).into_response();
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// Runs a server function, guarded.
pub async fn handle(State(site): State<Arc<Site>>, request: Request<Body>) -> Response {
    let path = request.uri().path().to_owned();
    let method = request.method().clone();
    let methods: Vec<Method> = server_fn_paths()
        .filter(|(p, _)| *p == path)
        .map(|(_, m)| m)
        .collect();
    if methods.is_empty() {
        return short(StatusCode::NOT_FOUND, "no such function");
    }
    if !methods.contains(&method) {
        let mut response = short(
            StatusCode::METHOD_NOT_ALLOWED,
            "this function takes another method",
        );
        let allow: Vec<&str> = methods.iter().map(Method::as_str).collect();
        if let Ok(value) = HeaderValue::from_str(&allow.join(", ")) {
            response.headers_mut().insert(header::ALLOW, value);
        }
        return response;
    }
    let declared = request
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    if declared.is_some_and(|n| n > MAX_BODY_BYTES) {
        return too_large();
    }
    let (parts, body) = request.into_parts();
    let bytes = match Limited::new(body, MAX_BODY_BYTES).collect().await {
        Ok(collected) => collected.to_bytes(),
        Err(error) if error.is::<http_body_util::LengthLimitError>() => return too_large(),
        Err(error) if caused_by_timeout(error.as_ref()) => {
            return short(
                StatusCode::REQUEST_TIMEOUT,
                "the request body came too slowly",
            );
        }
        Err(_) => {
            return short(
                StatusCode::BAD_REQUEST,
                "the request body could not be read",
            )
        }
    };
    let request = Request::from_parts(parts, Body::from(bytes));
    let mut response = leptos_axum::handle_server_fns_with_context(request_context(&site), request)
        .await
        .into_response();
    if response.status() == StatusCode::INTERNAL_SERVER_ERROR
        && response.headers().contains_key("serverfnerror")
    {
        response = with_error_status(response).await;
    }
    if path.starts_with("/api/class/") {
        response.headers_mut().insert(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-store, private"),
        );
    }
    response
}

/// Whether an error, or one of its causes, is the body timeout's.
fn caused_by_timeout(error: &(dyn std::error::Error + 'static)) -> bool {
    let mut current = Some(error);
    while let Some(e) = current {
        if e.is::<tower_http::timeout::TimeoutError>() {
            return true;
        }
        current = e.source();
    }
    false
}

fn too_large() -> Response {
    short(
        StatusCode::PAYLOAD_TOO_LARGE,
        &format!(
            "the request body is larger than {} KiB",
            MAX_BODY_BYTES / 1024
        ),
    )
}

/// Gives a server function's error response the status it stands for: the
/// `status` of a classroom error, 400 for arguments that did not parse.
async fn with_error_status(response: Response) -> Response {
    let (mut parts, body) = response.into_parts();
    let Ok(collected) = Limited::new(body, MAX_ERROR_BYTES).collect().await else {
        return short(StatusCode::INTERNAL_SERVER_ERROR, "internal error");
    };
    let bytes = collected.to_bytes();
    let status = serde_json::from_slice::<serde_json::Value>(&bytes)
        .ok()
        .and_then(|v| v.get("status").and_then(serde_json::Value::as_u64))
        .and_then(|s| u16::try_from(s).ok())
        .and_then(|s| StatusCode::from_u16(s).ok())
        .or_else(|| {
            let text = std::str::from_utf8(&bytes).ok()?;
            let (kind, _) = text.split_once('|')?;
            matches!(kind, "Args" | "MissingArg" | "Deserialization")
                .then_some(StatusCode::BAD_REQUEST)
        });
    if let Some(status) = status.filter(|s| s.as_u16() >= 400) {
        parts.status = status;
    }
    Response::from_parts(parts, Body::from(bytes))
}

#[derive(serde::Deserialize)]
pub struct ResultsQuery {
    assignment: String,
    #[serde(default = "english")]
    lang: String,
}

fn english() -> String {
    "en".to_owned()
}

async fn results_of(
    site: &Site,
    headers: &http::HeaderMap,
    query: &ResultsQuery,
) -> Result<hooklab_core::practice::stats::Results, Response> {
    let Some(classroom) = &site.classroom else {
        return Err(short(
            StatusCode::SERVICE_UNAVAILABLE,
            "this server runs without a classroom",
        ));
    };
    let status_of = |e: &hooklab_store::StoreError| match e {
        hooklab_store::StoreError::SignedOut | hooklab_store::StoreError::BadCredentials(_) => {
            StatusCode::UNAUTHORIZED
        }
        hooklab_store::StoreError::Forbidden(_) => StatusCode::FORBIDDEN,
        hooklab_store::StoreError::NotFound(_) => StatusCode::NOT_FOUND,
        hooklab_store::StoreError::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
        hooklab_store::StoreError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        _ => StatusCode::BAD_REQUEST,
    };
    let token = cookie(headers, hooklab_app::classroom::ssr::SESSION_COOKIE)
        .ok_or_else(|| short(StatusCode::UNAUTHORIZED, "please sign in"))?;
    let account = classroom
        .store
        .session(&token)
        .await
        .map_err(|e| short(status_of(&e), &e.to_string()))?;
    classroom
        .store
        .results(&account, &query.assignment, &query.lang)
        .await
        .map_err(|e| short(status_of(&e), &e.to_string()))
}

fn download(body: String, content_type: &'static str, name: &str) -> Response {
    let mut response = (StatusCode::OK, body).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("no-store, private"),
    );
    if let Ok(value) = HeaderValue::from_str(&format!("attachment; filename=\"{name}\"")) {
        headers.insert(header::CONTENT_DISPOSITION, value);
    }
    response
}

/// `GET /api/class/results.csv?assignment=ID`: the grid as CSV, for the
/// assignment's instructors.
pub async fn results_csv(
    State(site): State<Arc<Site>>,
    headers: http::HeaderMap,
    Query(query): Query<ResultsQuery>,
) -> Response {
    match results_of(&site, &headers, &query).await {
        Ok(results) => download(
            hooklab_core::practice::stats::to_csv(&results),
            "text/csv; charset=utf-8",
            "results.csv",
        ),
        Err(response) => response,
    }
}

/// `GET /api/class/results.json?assignment=ID`: everything the results page
/// shows, as JSON.
pub async fn results_json(
    State(site): State<Arc<Site>>,
    headers: http::HeaderMap,
    Query(query): Query<ResultsQuery>,
) -> Response {
    match results_of(&site, &headers, &query).await {
        Ok(results) => match serde_json::to_string_pretty(&results) {
            Ok(json) => download(json, "application/json", "results.json"),
            Err(_) => short(StatusCode::INTERNAL_SERVER_ERROR, "internal error"),
        },
        Err(response) => response,
    }
}
