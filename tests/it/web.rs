//! The server's routes, called in process: status codes, redirects, the
//! document's language, titles and security headers, in every locale.

use axum::{body::Body, http::Request, response::Response};
use http_body_util::BodyExt;
use tower::ServiceExt;

pub(crate) async fn get(path: &str, headers: &[(&str, &str)]) -> Response {
    let mut request = Request::get(path);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    hooklab_server::router()
        .oneshot(request.body(Body::empty()).expect("request"))
        .await
        .expect("infallible")
}

/// A response's whole body.
pub(crate) async fn body_bytes(response: Response) -> axum::body::Bytes {
    response
        .into_body()
        .collect()
        .await
        .expect("body")
        .to_bytes()
}

pub(crate) async fn text(response: Response) -> String {
    String::from_utf8_lossy(&body_bytes(response).await).into_owned()
}

/// The class names a stylesheet has rules for, read from its selectors
/// (`.name` in the text before each `{`, comments aside).
fn styled_classes(css: &str) -> std::collections::BTreeSet<String> {
    let mut text = css.to_owned();
    while let Some(start) = text.find("/*") {
        let end = text[start..]
            .find("*/")
            .map_or(text.len(), |e| start + e + 2);
        text.replace_range(start..end, "");
    }
    let mut found = std::collections::BTreeSet::new();
    for block in text.split('{') {
        let selector = block.rsplit('}').next().unwrap_or_default();
        for piece in selector.split('.').skip(1) {
            let name: String = piece
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                .collect();
            if name.starts_with(|c: char| c.is_ascii_alphabetic()) {
                found.insert(name);
            }
        }
    }
    found
}

/// The URL of the stylesheet a page links to.
pub(crate) fn stylesheet_url(html: &str) -> String {
    let link = html
        .split("<link rel=\"stylesheet\" href=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("a stylesheet link");
    link.to_owned()
}

/// The classes a page's markup names that some style file of the site
/// (`app/style/*.css`) has rules for and the page's own stylesheet,
/// `sheet`, has none for: a page that loses its look when its bundle's
/// sheet leaves a tool's file out.
pub(crate) fn classes_without_their_rules(html: &str, sheet: &str) -> Vec<String> {
    // Read once for every page checked.
    static ANYWHERE: std::sync::LazyLock<std::collections::BTreeSet<String>> =
        std::sync::LazyLock::new(|| {
            let style = crate::root().join("app").join("style");
            let mut anywhere = std::collections::BTreeSet::new();
            for entry in std::fs::read_dir(&style).expect("app/style") {
                let path = entry.expect("a style file").path();
                if path.extension().is_some_and(|ext| ext == "css") {
                    anywhere.extend(styled_classes(
                        &std::fs::read_to_string(&path).expect("css"),
                    ));
                }
            }
            anywhere
        });
    let anywhere = &*ANYWHERE;
    let served = styled_classes(sheet);
    let mut missing: Vec<String> = html
        .split("class=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .flat_map(str::split_whitespace)
        .filter(|name| anywhere.contains(*name) && !served.contains(*name))
        .map(str::to_owned)
        .collect();
    missing.sort();
    missing.dedup();
    missing
}

fn header<'a>(response: &'a Response, name: &str) -> &'a str {
    response
        .headers()
        .get(name)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
}

#[tokio::test]
async fn root_redirects_by_accept_language_then_cookie() {
    let response = get("/", &[("accept-language", "ru-RU,ru;q=0.9,en;q=0.5")]).await;
    assert!(response.status().is_redirection());
    assert_eq!(header(&response, "location"), "/ru/");

    let response = get("/", &[("accept-language", "de-DE, es;q=0.4")]).await;
    assert_eq!(header(&response, "location"), "/es/");

    let response = get("/", &[("accept-language", "de-DE")]).await;
    assert_eq!(header(&response, "location"), "/en/");

    let response = get(
        "/",
        &[("accept-language", "ru"), ("cookie", "hooklab_lang=fr")],
    )
    .await;
    assert_eq!(
        header(&response, "location"),
        "/fr/",
        "the cookie of the last choice wins over the header"
    );
}

#[tokio::test]
async fn each_locale_serves_its_home_page_in_its_language() {
    for (lang, title_word) in [
        ("en", "controllable"),
        ("fr", "agents"),
        ("ru", "агентов"),
        ("es", "agentes"),
    ] {
        let response = get(&format!("/{lang}/"), &[]).await;
        assert_eq!(response.status(), 200, "/{lang}/");
        assert!(header(&response, "content-type").starts_with("text/html"));
        assert!(header(&response, "set-cookie").contains(&format!("hooklab_lang={lang}")));
        let html = text(response).await;
        assert!(
            html.contains(&format!("<html lang=\"{lang}\"")),
            "/{lang}/ has <html lang={lang}>"
        );
        assert!(html.contains("<title>Hooklab"), "/{lang}/ has a title");
        assert!(
            html.contains(title_word),
            "/{lang}/ is written in its language"
        );
    }
}

#[tokio::test]
async fn each_locale_serves_the_lessons_index_and_the_overview() {
    for lang in ["en", "fr", "ru", "es"] {
        let response = get(&format!("/{lang}/learn"), &[]).await;
        assert_eq!(response.status(), 200);
        let html = text(response).await;
        assert!(
            html.contains(&format!("/{lang}/learn/start/overview")),
            "the index of {lang} links the overview"
        );

        let response = get(&format!("/{lang}/learn/start/overview"), &[]).await;
        assert_eq!(response.status(), 200);
        let html = text(response).await;
        assert!(html.contains(&format!("<html lang=\"{lang}\"")));
        assert!(
            html.contains("class=\"prose\""),
            "the lesson body is rendered on the server"
        );
        assert!(
            html.contains("class=\"check\""),
            "the check-yourself questions are rendered"
        );
    }
}

#[tokio::test]
async fn a_lesson_s_html_travels_once_in_its_page_and_whole_from_the_api() {
    let html = text(get("/en/learn/hooks/anatomy", &[]).await).await;
    // The first words of the lesson's first paragraph, up to a character
    // that HTML or the JSON handed to hydration would write another way:
    // text that reads the same in both.
    let article = html
        .split("class=\"prose\"")
        .nth(1)
        .expect("the lesson's article");
    let paragraph = article
        .split("<p>")
        .nth(1)
        .and_then(|p| {
            p.split(|c: char| !(c.is_alphanumeric() || " ,.:".contains(c)))
                .next()
        })
        .expect("a paragraph in the article");
    assert!(
        paragraph.len() > 40,
        "a sentence to look for: {paragraph:?}"
    );
    assert_eq!(
        html.matches(paragraph).count(),
        1,
        "the paragraph {paragraph:?} is in the page once, not again in the hydration data"
    );
    assert!(
        html.contains("__RESOLVED_RESOURCES") && html.contains("\\\"slug\\\":\\\"anatomy\\\""),
        "the lesson's other fields still reach hydration"
    );

    // A lesson the browser fetches after a link carries its HTML.
    let response = get("/api/lesson?lang=en&section=hooks&slug=anatomy", &[]).await;
    assert_eq!(response.status(), 200);
    let json: serde_json::Value = serde_json::from_str(&text(response).await).expect("JSON");
    let body = json["html"].as_str().expect("the lesson's HTML");
    assert!(
        body.len() > 10_000,
        "the whole lesson body, {} bytes",
        body.len()
    );
}

/// The server, in debug builds, fails a page that looks up a string its
/// bundle's browser is not given (`i18n.rs`, `check_page_may_use`): each
/// kind of page, rendered in every language, must not fail.
#[tokio::test]
async fn every_kind_of_page_uses_only_the_strings_its_bundle_is_given() {
    use hooklab_app::i18n::Lang;
    let pages = [
        ("", 200),
        ("learn", 200),
        ("learn/start/overview", 200),
        ("learn/hooks/anatomy", 200),
        ("learn/decomposition/choosing", 200),
        ("learn/sessions/storage", 200),
        ("learn/exam/focus", 200),
        ("learn/reference/glossary", 200),
        ("learn/cheat-sheets/hooks", 200),
        ("search?q=hook", 200),
        ("privacy", 200),
        ("no-such-page", 404),
        ("quiz", 200),
        ("exam", 200),
        ("review", 200),
        ("progress", 200),
        ("offline", 200),
        ("sandbox", 200),
        ("sandbox/presets/block-rm-if", 200),
        ("sandbox/challenges/block-rm-allow-git", 200),
        ("simulator", 200),
        ("simulator/resume-wrong-directory", 200),
        // These tests run without a classroom database: the sign-in page,
        // which asks who is signed in, says so in a whole page, with 503.
        ("signin", 503),
        ("class/join/AB12CD34", 200),
    ];
    // A signed-in classroom's pages are checked by the classroom's browser
    // stories, each of which fails on a string its page lacks.
    for lang in Lang::ALL {
        for (page, status) in pages {
            let path = format!("/{}/{page}", lang.code());
            let response = get(&path, &[]).await;
            assert_eq!(response.status(), status, "{path}");
            let body = text(response).await;
            assert!(body.contains("</html>"), "{path}: a whole page");
            // Each page's stylesheet (its bundle's) styles every class
            // its markup names (a signed-in classroom's pages: in
            // `classroom.rs`).
            if lang == Lang::En {
                let sheet = text(get(&stylesheet_url(&body), &[]).await).await;
                let missing = classes_without_their_rules(&body, &sheet);
                assert!(missing.is_empty(), "{path}: no rules for {missing:?}");
            }
        }
    }
}

#[tokio::test]
async fn canonical_urls_redirect() {
    let response = get("/fr", &[]).await;
    assert_eq!(response.status(), 308);
    assert_eq!(header(&response, "location"), "/fr/");

    let response = get("/fr/learn/?x=1", &[]).await;
    assert_eq!(response.status(), 308);
    assert_eq!(header(&response, "location"), "/fr/learn?x=1");
}

#[tokio::test]
async fn unknown_pages_answer_404_in_the_page_s_language() {
    let response = get("/fr/learn/hooks/does-not-exist", &[]).await;
    assert_eq!(response.status(), 404);
    let html = text(response).await;
    assert!(html.contains("Page introuvable"), "French 404 text");

    let response = get("/ru/no-such-page", &[]).await;
    assert_eq!(response.status(), 404);
    assert!(text(response).await.contains("Страница не найдена"));

    let response = get("/de/", &[]).await;
    assert_eq!(response.status(), 404, "an unknown locale is not a page");

    let response = get("/pkg/nothing-here.js", &[]).await;
    assert_eq!(response.status(), 404);
}

#[tokio::test]
async fn security_headers_and_a_nonce_that_matches_the_page() {
    let response = get("/en/", &[]).await;
    let csp = header(&response, "content-security-policy").to_owned();
    assert!(csp.contains("default-src 'self'"));
    assert!(csp.contains("'wasm-unsafe-eval'"));
    assert!(
        !csp.contains("unsafe-inline"),
        "no inline scripts or styles without a nonce"
    );
    assert_eq!(header(&response, "x-content-type-options"), "nosniff");
    assert!(!header(&response, "referrer-policy").is_empty());
    let nonce = csp
        .split("'nonce-")
        .nth(1)
        .and_then(|rest| rest.split('\'').next())
        .expect("a nonce in the CSP")
        .to_owned();
    let html = text(response).await;
    for script in html.split("<script").skip(1) {
        let tag = script.split('>').next().unwrap_or_default();
        if !tag.contains("src=") {
            assert!(
                tag.contains(&format!("nonce=\"{nonce}\"")),
                "inline script without the response's nonce: <script{tag}>"
            );
        }
    }
    assert!(
        !html.contains(" style=\""),
        "inline style attributes would break the CSP"
    );
}

#[tokio::test]
async fn health_and_stylesheet() {
    let response = get("/healthz", &[]).await;
    assert_eq!(response.status(), 200);

    // The reading pages' stylesheet colours the lessons' highlighted code;
    // the other pages show none, and their sheets have no colours for it.
    let mut sheets = Vec::new();
    for (page, colours_code) in [
        ("/en/", true),
        ("/fr/learn/hooks/anatomy", true),
        ("/en/sandbox", false),
        ("/ru/quiz", false),
        ("/en/class", false),
    ] {
        let html = text(get(page, &[]).await).await;
        let css = stylesheet_url(&html);
        assert!(css.starts_with("/assets/"), "{page}: a hashed stylesheet");
        let response = get(&css, &[]).await;
        assert_eq!(response.status(), 200, "{page}: {css}");
        assert!(header(&response, "cache-control").contains("immutable"));
        let sheet = text(response).await;
        assert!(sheet.contains("--accent"), "{page}: {css}");
        assert_eq!(sheet.contains(".hl-code"), colours_code, "{page}: {css}");
        if !colours_code {
            assert!(!html.contains("hl-code"), "{page} shows highlighted code");
        }
        sheets.push(css);
    }
    // Pages of one bundle share a sheet; the sandbox's, the quiz's and
    // the class's each use other style files.
    assert_eq!(sheets[0], sheets[1]);
    for (a, b) in [(0, 2), (2, 3), (2, 4), (3, 4)] {
        assert_ne!(sheets[a], sheets[b], "{a} {b}");
    }
}

/// The tools' stylesheet has no colours for highlighted code, so no
/// practice page's content file may hold any.
#[test]
fn practice_content_holds_no_highlighted_code() {
    for file in hooklab_server::assets::content_files() {
        assert!(
            !file.text().contains("hl-"),
            "{}: highlighted code, which the tools' stylesheet does not colour",
            file.name
        );
    }
}

#[tokio::test]
async fn responses_are_compressed_when_asked() {
    let response = get("/en/learn/start/overview", &[("accept-encoding", "br")]).await;
    assert_eq!(header(&response, "content-encoding"), "br");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn building_more_routers_never_stalls_a_page_being_rendered() {
    // Listing Leptos routes switches resource loading off process-wide; a
    // router built while a lesson renders must not leave that lesson waiting.
    use std::sync::{
        atomic::{AtomicBool, Ordering},
        Arc,
    };
    let done = Arc::new(AtomicBool::new(false));
    let builders: Vec<_> = (0..2)
        .map(|_| {
            let done = Arc::clone(&done);
            std::thread::spawn(move || {
                while !done.load(Ordering::Relaxed) {
                    drop(hooklab_server::router());
                }
            })
        })
        .collect();
    let router = hooklab_server::router();
    for lang in ["en", "fr", "ru", "es", "en", "fr", "ru", "es"] {
        let request = Request::get(format!("/{lang}/learn/start/overview"))
            .body(Body::empty())
            .expect("request");
        let rendered = tokio::time::timeout(std::time::Duration::from_secs(30), async {
            let response = router.clone().oneshot(request).await.expect("infallible");
            assert_eq!(response.status(), 200);
            text(response).await
        })
        .await;
        done.store(rendered.is_err(), Ordering::Relaxed);
        assert!(rendered
            .expect("the lesson renders while other routers are built")
            .contains("class=\"prose\""));
    }
    done.store(true, Ordering::Relaxed);
    for builder in builders {
        builder.join().expect("the routers were built");
    }
}

fn nonce_of(response: &Response) -> String {
    let csp = header(response, "content-security-policy");
    csp.split("'nonce-")
        .nth(1)
        .and_then(|rest| rest.split('\'').next())
        .expect("a nonce in the CSP")
        .to_owned()
}

#[tokio::test]
async fn a_page_served_again_carries_its_own_nonce_and_theme() {
    let router = hooklab_server::router();
    let fetch = |path: &'static str, cookie: Option<&'static str>| {
        let router = router.clone();
        async move {
            let mut request = Request::get(path);
            if let Some(cookie) = cookie {
                request = request.header("cookie", cookie);
            }
            let response = router
                .oneshot(request.body(Body::empty()).expect("request"))
                .await
                .expect("infallible");
            assert_eq!(response.status(), 200, "{path}");
            let nonce = nonce_of(&response);
            let cookie = header(&response, "set-cookie").to_owned();
            (nonce, cookie, text(response).await)
        }
    };
    let (first_nonce, first_cookie, first) = fetch("/fr/learn/start/overview", None).await;
    let (second_nonce, second_cookie, second) = fetch("/fr/learn/start/overview", None).await;
    assert_ne!(
        first_nonce, second_nonce,
        "every response has a fresh nonce"
    );
    assert!(
        second.contains(&format!("nonce=\"{second_nonce}\"")),
        "the second page carries its own nonce"
    );
    assert!(
        !second.contains(&first_nonce),
        "no trace of the first response's nonce"
    );
    assert_eq!(
        first.replace(&first_nonce, "N"),
        second.replace(&second_nonce, "N"),
        "the same page both times"
    );
    assert_eq!(
        first_cookie, second_cookie,
        "the language cookie is set on both"
    );
    assert!(second_cookie.contains("hooklab_lang=fr"));

    let (_, _, dark) = fetch("/fr/learn/start/overview", Some("hooklab_theme=dark")).await;
    assert!(
        dark.contains("data-theme=\"dark\""),
        "the theme cookie gets its own page"
    );
    let (_, _, light) = fetch("/fr/learn/start/overview", None).await;
    assert!(
        !light.contains("data-theme=\"dark\""),
        "and the dark page is not served without it"
    );

    let (plain_nonce, _, plain_quiz) = fetch("/en/quiz", None).await;
    let (nonce, _, quiz) = fetch("/en/quiz?topic=session&length=10", None).await;
    assert_ne!(
        quiz.replace(&nonce, "N"),
        plain_quiz.replace(&plain_nonce, "N"),
        "a query string is rendered, never served from memory"
    );
}

/// Each page loads the bundle that holds it and, of its own language
/// only, the strings that bundle's pages use; the strings are served under
/// a hashed name for a year, and hold that language's words.
#[tokio::test]
async fn each_page_loads_its_bundle_and_its_language_strings() {
    use hooklab_app::{bundle::Bundle, i18n::Lang};
    use hooklab_server::assets;
    for file in assets::strings_files() {
        let response = get(&format!("/assets/{}", file.name), &[]).await;
        assert_eq!(response.status(), 200, "{}", file.name);
        assert!(header(&response, "cache-control").contains("immutable"));
        let body = text(response).await;
        let expected = hooklab_app::i18n::t(file.lang, "nav-learn");
        assert!(
            body.contains(&format!("nav-learn = {expected}")),
            "{}: {expected:?}",
            file.name
        );
        let bundle = file.bundle.expect("strings are given per bundle");
        assert_eq!(
            body.contains("\nsandbox-title = "),
            bundle.uses_strings_of("sandbox.ftl"),
            "{}: the sandbox's strings only where its pages are",
            file.name
        );
    }
    let pages = [
        ("/en/", Bundle::Reader, Lang::En),
        ("/fr/learn/hooks/anatomy", Bundle::Reader, Lang::Fr),
        ("/ru/quiz", Bundle::Quiz, Lang::Ru),
        ("/fr/exam", Bundle::Exam, Lang::Fr),
        ("/en/review", Bundle::Review, Lang::En),
        ("/es/sandbox", Bundle::Sandbox, Lang::Es),
        ("/en/simulator", Bundle::Simulator, Lang::En),
        ("/fr/class", Bundle::Class, Lang::Fr),
    ];
    for (path, bundle, lang) in pages {
        let page = text(get(path, &[]).await).await;
        let strings = assets::strings_files()
            .iter()
            .find(|file| file.lang == lang && file.bundle == Some(bundle))
            .map(|file| format!("/assets/{}", file.name))
            .unwrap_or_default();
        if !assets::has_bundle() {
            assert!(!page.contains("m.hydrate"), "{path}: no bundle, no boot");
            continue;
        }
        for other in Bundle::ALL {
            let js = format!("/pkg/hooklab-{}-", other.name());
            assert_eq!(page.contains(&js), other == bundle, "{path} and {js}");
        }
        assert!(
            page.contains(&format!("m.strings('{}'", lang.code())),
            "{path}"
        );
        for other in Lang::ALL {
            let named = page.contains(&format!("/assets/strings-{}-", other.code()));
            assert_eq!(
                named,
                other == lang,
                "{path} names the strings of {other:?}"
            );
        }
        assert!(page.contains(&strings), "{path} loads {strings}");
    }
}

/// The engine's words come with the engine, not with the sandbox's page:
/// its strings lack them, its loader names them in its language (so the
/// offline worker stores them too), they are served for a year, and the
/// answer the server sends with the page carries the few it shows.
#[tokio::test]
async fn the_engines_words_come_with_the_engine() {
    use hooklab_app::{
        bundle::{Bundle, LaterBundle},
        i18n::Lang,
    };
    use hooklab_server::assets;
    let files = assets::later_words_files();
    assert_eq!(files.len(), Lang::ALL.len());
    for file in files {
        assert_eq!(file.later, LaterBundle::Engine);
        let response = get(&format!("/assets/{}", file.name), &[]).await;
        assert_eq!(response.status(), 200, "{}", file.name);
        assert!(header(&response, "cache-control").contains("immutable"));
        let body = text(response).await;
        // A message as the language's file words it.
        let line = hooklab_app::i18n::sources(file.lang)
            .iter()
            .flat_map(|(_, text)| text.lines())
            .find(|line| line.starts_with("hook-unknown-handler-type ="))
            .expect("the message");
        assert!(body.lines().any(|sent| sent == line), "{}", file.name);
    }
    for file in assets::strings_files() {
        if file.bundle.is_some_and(|bundle| bundle.asks_engine()) {
            assert!(!file.text.contains("\nhook-"), "{}", file.name);
            assert!(!file.text.contains("\nlint-"), "{}", file.name);
        }
    }
    let page = text(get("/es/sandbox", &[]).await).await;
    // The first answer's words: the starting case's trace, in Spanish.
    assert!(
        page.contains(r#"\"words\":\"hook-"#),
        "the first answer's words"
    );
    if assets::has_bundle() {
        assert_eq!(Bundle::of_path("/es/sandbox"), Bundle::Sandbox);
        assert!(
            page.contains("/assets/words-es-engine-"),
            "the loader names the words"
        );
        assert!(
            !page.contains("/assets/words-en-"),
            "in the page's language only"
        );
    }
}

/// The sandbox's heavy parts (the toolbar, the editors, the handlers, the
/// result) each come in a wrapper of their own, which the browser hydrates
/// in a task of its own after the page; the stylesheet lays the wrapper out
/// as if it were not there, and the boot hydrates the parts before it
/// starts the frame. Only there: another tool's boot has no such step.
#[tokio::test]
async fn the_sandbox_s_parts_hydrate_apart() {
    use hooklab_app::staged::STAGE_CLASS;
    let wrapper = format!(r#"<div class="{STAGE_CLASS}">"#);
    for path in [
        "/en/sandbox",
        "/fr/sandbox/presets/block-rm-if",
        "/ru/sandbox/challenges/block-rm-allow-git",
    ] {
        let page = text(get(path, &[]).await).await;
        assert_eq!(page.matches(&wrapper).count(), 4, "{path}");
        let toolbar = page.find(r#"class="sandbox-toolbar""#).expect("toolbar");
        let result = page.find(r#"id="sandbox-result-title""#).expect("result");
        let first = page.find(&wrapper).expect("a stage");
        assert!(first < toolbar && toolbar < result, "{path}");
        if hooklab_server::assets::has_bundle() {
            assert!(page.contains("m.hydrate_next()"), "{path}");
        }
    }
    // A page of a bundle that stages nothing starts its frame at once.
    let quiz = text(get("/ru/quiz", &[]).await).await;
    assert!(!quiz.contains(&wrapper) && !quiz.contains("hydrate_next"));
    let sandbox = text(get("/en/sandbox", &[]).await).await;
    let sheet = text(get(&stylesheet_url(&sandbox), &[]).await).await;
    assert!(
        sheet.contains(&format!(".{STAGE_CLASS} {{ display: contents; }}")),
        "the wrapper takes no room"
    );
}

/// A practice page is drawn from a content file of its own, which the
/// browser keeps for a year, and not from data inside every page's HTML:
/// the page names its file and its boot hands it to the bundle.
#[tokio::test]
async fn practice_pages_load_their_content_as_a_file() {
    use hooklab_app::{i18n::Lang, page_data::PageData};
    use hooklab_server::assets;
    let files = assets::content_files();
    assert_eq!(files.len(), PageData::ALL.len() * Lang::ALL.len());
    for file in files {
        let response = get(&format!("/assets/{}", file.name), &[]).await;
        assert_eq!(response.status(), 200, "{}", file.name);
        assert!(header(&response, "cache-control").contains("immutable"));
        assert_eq!(header(&response, "content-type"), "application/json");
        let raw = text(response).await;
        let json: serde_json::Value = serde_json::from_str(&raw).expect("JSON");
        assert_eq!(
            json,
            serde_json::from_str::<serde_json::Value>(&file.text()).unwrap()
        );
        // Kept and sent compressed, to every client that accepts it.
        let url = format!("/assets/{}", file.name);
        for accepted in ["gzip, deflate, br", "gzip, deflate"] {
            let response = get(&url, &[("accept-encoding", accepted)]).await;
            assert_eq!(header(&response, "content-encoding"), "gzip", "{url}");
            assert!(body_bytes(response).await.len() < raw.len() / 2, "{url}");
        }
        // A client that refuses gzip gets the text (which the compression
        // layer may then compress as the client asks).
        let refused = get(&url, &[("accept-encoding", "br, gzip;q=0")]).await;
        assert_ne!(header(&refused, "content-encoding"), "gzip", "{url}");
        let items = match file.data {
            PageData::Review => &json["exam"],
            _ => &json,
        };
        assert!(
            items.as_array().is_some_and(|items| items.len() > 3),
            "{}",
            file.name
        );
    }
    let pages = [
        ("/fr/exam", Some(PageData::Exam), Lang::Fr),
        ("/ru/quiz?topic=session", Some(PageData::Quiz), Lang::Ru),
        ("/en/review", Some(PageData::Review), Lang::En),
        ("/es/progress", None, Lang::Es),
        ("/en/learn/hooks/anatomy", None, Lang::En),
    ];
    for (path, data, lang) in pages {
        let page = text(get(path, &[]).await).await;
        let Some(data) = data else {
            assert!(!page.contains("m.content("), "{path}");
            for other in PageData::ALL {
                let named = format!("/assets/{}-", other.name());
                assert!(!page.contains(&named), "{path} names {named}");
            }
            continue;
        };
        let file = files
            .iter()
            .find(|file| file.data == data && file.lang == lang)
            .expect("a file per page and language");
        // Not one item of the content is written into the page.
        let json: serde_json::Value = serde_json::from_str(&file.text()).expect("JSON");
        let items = match data {
            PageData::Review => &json["quiz"],
            _ => &json,
        };
        let items = items.as_array().expect("a list of items");
        for item in items {
            let id = item["id"].as_str().or(item["item"]["id"].as_str());
            let id = id.expect("every item has an id");
            assert!(!page.contains(id), "{path} holds {id}");
        }
        if assets::has_bundle() {
            let url = format!("/assets/{}", file.name);
            assert!(
                page.contains(&format!("rel=\"preload\" href=\"{url}\"")),
                "{path}"
            );
            assert!(
                page.contains(&format!("m.content('{}', data)", data.name())),
                "{path}"
            );
        }
    }
}
