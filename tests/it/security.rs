//! The hardening of the public server, against the real router and a real
//! listener: canonical paths and redirects, headers on every response,
//! `/api` answering 4xx to client mistakes, cross-site state changes
//! refused, the page cache keeping per-user pages out, slow clients
//! dropped, a cap on connections, and no secret in the logs.

use std::io::{Read, Write};
use std::net::{IpAddr, SocketAddr, TcpStream};
use std::time::{Duration, Instant};

use axum::{body::Body, http::Request};
use serde_json::json;
use tower::ServiceExt;

use crate::classroom::{classes, read, Answer, Via};
use hooklab_server::settings::Public;
use hooklab_store::RateLimits;

async fn get(router: &axum::Router, path: &str, headers: &[(&str, &str)]) -> Answer {
    let mut request = Request::get(path);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    read(
        router
            .clone()
            .oneshot(request.body(Body::empty()).unwrap())
            .await
            .unwrap(),
    )
    .await
}

async fn post(router: &axum::Router, path: &str, headers: &[(&str, &str)], body: &str) -> Answer {
    let mut request =
        Request::post(path).header("content-type", "application/x-www-form-urlencoded");
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    read(
        router
            .clone()
            .oneshot(request.body(Body::from(body.to_owned())).unwrap())
            .await
            .unwrap(),
    )
    .await
}

#[tokio::test]
async fn percent_encoded_aliases_redirect_to_the_canonical_path() {
    let router = hooklab_server::router();
    let out = get(&router, "/%66r/", &[]).await;
    assert_eq!(out.status, 308);
    assert_eq!(out.header("location"), "/fr/");
    let out = get(&router, "/en/learn/start/%6Fverview", &[]).await;
    assert_eq!(out.status, 308);
    assert_eq!(out.header("location"), "/en/learn/start/overview");
    let out = get(&router, "/fr/", &[]).await;
    assert!(out.body.contains("<html lang=\"fr\""));
    let out = get(&router, "/en/a%2Fb", &[]).await;
    assert_eq!(out.status, 400, "a hidden slash is not a path");
}

#[tokio::test]
async fn no_redirect_is_protocol_relative() {
    let router = hooklab_server::router();
    for path in [
        "//en/evil.com/",
        "//evil.com/",
        "///en//learn/",
        "/en//evil.com",
    ] {
        let out = get(&router, path, &[]).await;
        let location = out.header("location");
        if (300..400).contains(&out.status) {
            assert!(
                location.starts_with('/') && !location.starts_with("//"),
                "{path} → {location}"
            );
            assert!(!location.contains("://"), "{path} → {location}");
        }
    }
    assert_eq!(
        get(&router, "//en/evil.com/", &[]).await.header("location"),
        "/en/evil.com"
    );
}

#[tokio::test]
async fn every_response_carries_the_security_headers() {
    let https = Public::new(Some("https://class.example.org"), Vec::new()).unwrap();
    let router = hooklab_server::router_with(hooklab_server::Site {
        classroom: None,
        public: https,
    });
    for path in [
        "/en",
        "/%66r/",
        "/",
        "/en/learn/",
        "/healthz",
        "/api/no-such-function",
        "/en/nothing",
        "/pkg/x.js",
    ] {
        let out = get(&router, path, &[]).await;
        for name in [
            "content-security-policy",
            "x-content-type-options",
            "x-frame-options",
            "referrer-policy",
        ] {
            assert!(
                !out.header(name).is_empty(),
                "{name} on {path} ({})",
                out.status
            );
        }
        assert!(
            out.header("strict-transport-security").contains("max-age"),
            "HSTS on {path}"
        );
    }
    // Every other kind of response: hashed assets (found in a page), the
    // favicon, readiness, a server function's answer, the same page again
    // (from the page cache) and a compressed page.
    let page = get(&router, "/en/", &[]).await;
    let assets: Vec<String> = page
        .body
        .split('"')
        .filter(|piece| piece.starts_with("/assets/") || piece.starts_with("/pkg/"))
        .map(str::to_owned)
        .collect();
    assert!(
        assets.iter().any(|a| a.ends_with(".css")),
        "the page links its stylesheet: {assets:?}"
    );
    let mut kinds: Vec<(String, Vec<(&str, &str)>)> = assets
        .into_iter()
        .map(|asset| (asset, Vec::new()))
        .collect();
    kinds.extend([
        ("/favicon.svg".to_owned(), Vec::new()),
        ("/readyz".to_owned(), Vec::new()),
        ("/api/quiz-bank?lang=en".to_owned(), Vec::new()),
        ("/en/".to_owned(), Vec::new()),
        ("/en/learn/".to_owned(), vec![("accept-encoding", "br")]),
    ]);
    for (path, headers) in &kinds {
        let out = get(&router, path, headers).await;
        let csp = out.header("content-security-policy");
        assert!(
            csp.contains("default-src")
                && csp.contains("script-src")
                && csp.contains("frame-ancestors 'none'"),
            "CSP on {path} ({}): {csp:?}",
            out.status
        );
        assert_eq!(out.header("x-content-type-options"), "nosniff", "{path}");
    }
    let plain = hooklab_server::router();
    assert_eq!(
        get(&plain, "/en/", &[])
            .await
            .header("strict-transport-security"),
        "",
        "no HSTS over http"
    );
}

#[tokio::test]
async fn api_mistakes_answer_short_4xx() {
    let router = hooklab_server::router();
    let out = get(&router, "/api/no-such-function", &[]).await;
    assert_eq!(out.status, 404);
    assert!(out.body.len() < 80, "{}", out.body);
    let out = post(&router, "/api/lesson-index", &[], "lang=en").await;
    assert_eq!(out.status, 405, "a read is a GET");
    assert!(out.header("allow").contains("GET"));
    let out = get(&router, "/api/lesson-index?lang=en", &[]).await;
    assert_eq!(out.status, 200);
    let out = get(&router, "/api/lesson?lang=en", &[]).await;
    assert_eq!(out.status, 400, "missing arguments: {}", out.body);
    let big = "x".repeat(hooklab_server::api::MAX_BODY_BYTES + 1);
    let out = post(&router, "/api/class/sign-in", &[], &big).await;
    assert_eq!(out.status, 413);
}

#[tokio::test]
async fn cross_site_state_changes_are_refused() {
    for class in classes(RateLimits::unlimited(), Public::default()).await {
        class
            .store
            .add_instructor("Ada", "a long enough password")
            .await
            .unwrap();
        let body = "name=Ada&password=a+long+enough+password";
        for headers in [
            vec![("sec-fetch-site", "cross-site")],
            vec![("sec-fetch-site", "same-site")],
            vec![("origin", "https://evil.example"), ("host", "class.local")],
        ] {
            let out = post(&class.router, "/api/class/sign-in", &headers, body).await;
            assert_eq!(out.status, 403, "{headers:?}");
            assert!(out.session_cookie().is_none());
        }
        let out = post(
            &class.router,
            "/api/class/sign-in",
            &[
                ("sec-fetch-site", "same-origin"),
                ("origin", "http://class.local"),
                ("host", "class.local"),
            ],
            body,
        )
        .await;
        assert_eq!(out.status, 200, "{}", out.body);
        let out = post(
            &class.router,
            "/api/class/sign-in",
            &[("origin", "http://class.local"), ("host", "class.local")],
            body,
        )
        .await;
        assert_eq!(out.status, 200, "same origin without Sec-Fetch-Site");
    }
}

#[tokio::test]
async fn pages_that_depend_on_who_asks_never_enter_the_page_cache() {
    for class in classes(RateLimits::unlimited(), Public::default()).await {
        let router = &class.router;
        let first = get(router, "/en/learn", &[]).await;
        assert_eq!(first.header("x-hooklab-page-cache"), "");
        let second = get(router, "/en/learn", &[]).await;
        assert_eq!(
            second.header("x-hooklab-page-cache"),
            "hit",
            "a public page is kept"
        );
        let signed_in = get(
            router,
            "/en/learn",
            &[("cookie", "hooklab_session=some-student")],
        )
        .await;
        assert_eq!(
            signed_in.header("x-hooklab-page-cache"),
            "",
            "a request with a session is always rendered"
        );
        for path in ["/en/class", "/fr/teach", "/ru/signin"] {
            get(router, path, &[("cookie", "hooklab_session=student-a")]).await;
            let other = get(router, path, &[]).await;
            assert_eq!(
                other.header("x-hooklab-page-cache"),
                "",
                "{path} is never served from memory"
            );
        }
        let api = class.call(Via::Get, "me", &json!({}), None).await;
        assert!(api.header("cache-control").contains("no-store"));
    }
}

#[tokio::test]
async fn a_student_s_pages_are_rendered_for_them_and_never_served_to_another_request() {
    for class in classes(RateLimits::unlimited(), Public::default()).await {
        let world = crate::classroom::world(&class).await;
        let router = &class.router;
        let assignment = format!("/en/class/assignments/{}", world.assignment);
        let item = format!("{assignment}/quiz/block-rm-rf");
        for (path, mark) in [
            ("/en/class", "Kim"),
            (assignment.as_str(), "Week 1"),
            (item.as_str(), "Week 1"),
        ] {
            let mine = get(router, path, &[("cookie", world.kim.as_str())]).await;
            assert_eq!(mine.status, 200, "{path}");
            assert!(mine.body.contains(mark), "{path} is rendered for Kim");
            assert!(
                mine.header("cache-control").is_empty()
                    || !mine.header("cache-control").contains("public")
            );
            for _ in 0..2 {
                let stranger = get(router, path, &[]).await;
                assert_eq!(stranger.header("x-hooklab-page-cache"), "", "{path}");
                assert!(
                    !stranger.body.contains(mark),
                    "{path}: Kim's page reached a request without her session"
                );
            }
        }
        // Signed out, a student page sends a browser to the sign-in page
        // and back.
        let stranger = get(router, &assignment, &[("accept", "text/html")]).await;
        assert!((300..400).contains(&stranger.status), "{}", stranger.status);
        assert!(stranger
            .header("location")
            .starts_with("/en/signin?next=/en/class/assignments/"));
        for path in ["/en/class/join/ABC234", "/es/signin", "/en/class"] {
            get(router, path, &[]).await;
            let again = get(router, path, &[]).await;
            assert_eq!(again.status, 200, "{path}");
            assert_eq!(again.header("x-hooklab-page-cache"), "", "{path}");
        }
        let privacy = get(router, "/fr/privacy", &[]).await;
        assert_eq!(privacy.status, 200);
        assert_eq!(
            get(router, "/fr/privacy", &[])
                .await
                .header("x-hooklab-page-cache"),
            "hit",
            "the privacy page is the same for everyone"
        );
    }
}

#[tokio::test]
async fn a_trusted_proxy_names_the_client_and_no_one_else_does() {
    use hooklab_server::listen::Peer;
    let proxy: IpAddr = "10.0.0.5".parse().unwrap();
    let limits = RateLimits {
        recovery_per_address: hooklab_store::limits::Limit::new(1, 60),
        ..RateLimits::unlimited()
    };
    for class in classes(limits, Public::new(None, vec![proxy]).unwrap()).await {
        let attempt = |peer: &str, forwarded: &str| {
            let request = Request::post("/api/class/recover")
                .header("content-type", "application/x-www-form-urlencoded")
                .header("x-forwarded-for", forwarded)
                .extension(Peer(SocketAddr::new(peer.parse().unwrap(), 4000)))
                .body(Body::from("code=AAAAA-BBBBB-CCCCC-DDDDD"))
                .unwrap();
            let router = class.router.clone();
            async move { read(router.oneshot(request).await.unwrap()).await.status }
        };
        // Behind the trusted proxy, two pupils are two addresses.
        assert_eq!(attempt("10.0.0.5", "192.0.2.1").await, 401);
        assert_eq!(attempt("10.0.0.5", "192.0.2.2").await, 401);
        assert_eq!(attempt("10.0.0.5", "192.0.2.1").await, 429);
        // Anyone else's X-Forwarded-For is ignored: the peer is the client.
        assert_eq!(attempt("198.51.100.7", "192.0.2.3").await, 401);
        assert_eq!(attempt("198.51.100.7", "192.0.2.4").await, 429);
    }
}

#[tokio::test]
async fn no_password_code_or_token_reaches_the_log() {
    use std::sync::{Arc, Mutex};
    #[derive(Clone, Default)]
    struct Capture(Arc<Mutex<Vec<u8>>>);
    impl Write for Capture {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let capture = Capture::default();
    let writer = capture.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_max_level(tracing::Level::INFO)
        .with_writer(move || writer.clone())
        .finish();
    // With exactly one subscriber registered, tracing asks only the
    // registering thread's own default whether a callsite is wanted. Other
    // tests of this binary log request lines on other threads, which have
    // no subscriber: the first of them to reach the request line would
    // cache "nobody listens" for it, and this test's requests would go
    // unlogged. A second registered dispatcher makes tracing ask every
    // registered subscriber instead, this one included.
    let _second_dispatcher = tracing::Dispatch::new(tracing::subscriber::NoSubscriber::default());
    let _guard = tracing::subscriber::set_default(subscriber);
    for class in classes(RateLimits::unlimited(), Public::default()).await {
        class
            .store
            .add_instructor("Ada", "secret password 123")
            .await
            .unwrap();
        let signed = class
            .call(
                Via::Form,
                "sign-in",
                &json!({"name": "Ada", "password": "secret password 123"}),
                None,
            )
            .await;
        let cookie = signed.session_cookie().unwrap();
        let group = class
            .call(
                Via::Form,
                "create-group",
                &json!({"name": "G"}),
                Some(&cookie),
            )
            .await
            .json();
        let code = group["join_code"].as_str().unwrap().to_owned();
        get(&class.router, &format!("/en/class/join/{code}"), &[]).await;
        let joined = class
            .call(
                Via::Form,
                "join",
                &json!({"code": code, "display_name": "Kim"}),
                None,
            )
            .await
            .json();
        let recovery = joined["recovery_code"].as_str().unwrap().to_owned();
        class
            .call(Via::Form, "recover", &json!({"code": recovery}), None)
            .await;
        let log = String::from_utf8_lossy(&capture.0.lock().unwrap()).into_owned();
        assert!(
            log.contains("/en/class/join/…"),
            "requests are logged, codes cut out:\n{log}"
        );
        for secret in [
            "secret password 123".to_owned(),
            cookie.trim_start_matches("hooklab_session=").to_owned(),
            code.clone(),
            recovery.clone(),
        ] {
            assert!(!log.contains(&secret), "{secret} is in the log");
        }
    }
}

/// A real listener with a one-second header deadline and `max_connections`,
/// serving `router`.
fn start_listener_with(router: axum::Router, max_connections: usize) -> SocketAddr {
    let std_listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    std_listener.set_nonblocking(true).unwrap();
    let addr = std_listener.local_addr().unwrap();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async move {
            let listener = tokio::net::TcpListener::from_std(std_listener).unwrap();
            let limits = hooklab_server::listen::Limits {
                max_connections,
                header_timeout: Duration::from_secs(1),
            };
            let _ = hooklab_server::listen::serve(listener, router, limits, std::future::pending())
                .await;
        });
    });
    addr
}

/// The public site behind a listener with one connection.
fn start_listener() -> SocketAddr {
    start_listener_with(hooklab_server::router(), 1)
}

#[test]
fn slow_clients_are_dropped_and_connections_are_capped() {
    let addr = start_listener();
    // A client that sends nothing holds the only connection...
    let mut idle = TcpStream::connect(addr).unwrap();
    std::thread::sleep(Duration::from_millis(100));
    // ...so a second one waits, and is served once the first is dropped.
    let started = Instant::now();
    let mut second = TcpStream::connect(addr).unwrap();
    second
        .write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .unwrap();
    second
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let mut answer = String::new();
    second.read_to_string(&mut answer).unwrap();
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    let waited = started.elapsed();
    assert!(
        waited >= Duration::from_millis(600),
        "the cap made it wait ({waited:?})"
    );
    // The idle client was closed by the header deadline.
    idle.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    let mut buffer = [0u8; 64];
    let read = idle.read(&mut buffer).unwrap_or(0);
    assert!(
        read == 0 || String::from_utf8_lossy(&buffer[..read]).contains("408"),
        "closed"
    );
    // Half a header line, then silence: dropped too.
    let mut slow = TcpStream::connect(addr).unwrap();
    slow.write_all(b"GET /healthz HTTP/1.1\r\nHo").unwrap();
    slow.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    let started = Instant::now();
    let read = slow.read(&mut buffer).unwrap_or(0);
    assert!(read == 0 || String::from_utf8_lossy(&buffer[..read]).contains("408"));
    assert!(started.elapsed() < Duration::from_secs(4));
}

#[test]
fn a_body_sent_too_slowly_is_cut_off() {
    let public = Public {
        body_timeout: Some(Duration::from_secs(1)),
        ..Public::default()
    };
    let addr = start_listener_with(
        hooklab_server::router_with(hooklab_server::Site {
            classroom: None,
            public,
        }),
        4,
    );
    let mut slow = TcpStream::connect(addr).unwrap();
    slow.write_all(
        b"POST /api/class/sign-in HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nname=Ad",
    )
    .unwrap();
    slow.set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let started = Instant::now();
    let mut answer = Vec::new();
    let _ = slow.read_to_end(&mut answer);
    let answer = String::from_utf8_lossy(&answer);
    assert!(
        answer.is_empty() || answer.starts_with("HTTP/1.1 408"),
        "{answer}"
    );
    assert!(
        started.elapsed() < Duration::from_secs(8),
        "the body deadline ended the request ({:?})",
        started.elapsed()
    );
}

/// The CSP nonce of a response, and the one its page's scripts carry.
fn nonces(out: &Answer) -> (String, Vec<String>) {
    let csp = out.header("content-security-policy");
    let header = csp
        .split("'nonce-")
        .nth(1)
        .and_then(|rest| rest.split('\'').next())
        .unwrap_or("")
        .to_owned();
    let in_page = out
        .body
        .split("nonce=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_owned)
        .collect();
    (header, in_page)
}

#[tokio::test]
async fn every_page_gets_a_fresh_unguessable_nonce() {
    let router = hooklab_server::router();
    let mut seen = std::collections::BTreeSet::new();
    for _ in 0..3 {
        // The second and third come from the page cache, with their own nonce.
        let out = get(&router, "/en/learn", &[]).await;
        let (header, in_page) = nonces(&out);
        assert_eq!(header.len(), 24, "128 random bits in base64: {header}");
        assert!(!in_page.is_empty(), "the page's scripts carry the nonce");
        assert!(
            in_page.iter().all(|n| *n == header),
            "{in_page:?} vs {header}"
        );
        assert!(seen.insert(header), "a nonce is never used twice");
    }
}

#[tokio::test]
async fn many_aliases_and_unknown_paths_never_switch_the_page_cache_off() {
    let router = hooklab_server::router();
    // Every alias of /en/learn/start/overview (letters percent-encoded in
    // all combinations) redirects and is never kept.
    let canonical = "/en/learn/start/overview";
    for i in 1u32..=450 {
        let mut alias = String::new();
        let mut bit = 0;
        for c in canonical.chars() {
            if c.is_ascii_lowercase() && bit < 31 {
                if i & (1 << bit) != 0 {
                    alias.push_str(&format!("%{:02X}", c as u32));
                } else {
                    alias.push(c);
                }
                bit += 1;
            } else {
                alias.push(c);
            }
        }
        let out = get(&router, &alias, &[]).await;
        assert_eq!(out.status, 308, "{alias}");
        assert_eq!(out.header("location"), canonical);
    }
    for i in 0..40 {
        let out = get(&router, &format!("/en/learn/nothing-{i}"), &[]).await;
        assert_eq!(out.status, 404);
    }
    get(&router, canonical, &[]).await;
    let again = get(&router, canonical, &[]).await;
    assert_eq!(again.status, 200);
    assert_eq!(
        again.header("x-hooklab-page-cache"),
        "hit",
        "public pages are still kept"
    );
}

#[tokio::test]
async fn with_a_public_url_only_its_origin_may_change_anything() {
    let public = Public::new(Some("https://class.example.org"), Vec::new()).unwrap();
    for class in classes(RateLimits::unlimited(), public).await {
        class
            .store
            .add_instructor("Ada", "a long enough password")
            .await
            .unwrap();
        let body = "name=Ada&password=a+long+enough+password";
        for origin in [
            "http://class.example.org",
            "https://class.example.org.evil.example",
            "https://evil.example",
            "null",
        ] {
            let out = post(
                &class.router,
                "/api/class/sign-in",
                &[("origin", origin), ("host", "class.example.org")],
                body,
            )
            .await;
            assert_eq!(out.status, 403, "{origin}");
            assert!(out.session_cookie().is_none(), "{origin}");
        }
        let out = post(
            &class.router,
            "/api/class/sign-in",
            &[
                ("origin", "https://class.example.org"),
                ("host", "class.example.org"),
            ],
            body,
        )
        .await;
        assert_eq!(out.status, 200, "{}", out.body);
    }
}
