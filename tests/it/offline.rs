//! Hooklab as an offline, installable app, seen from the server: the
//! manifest of each language, the service worker, what "make available
//! offline" stores, the page shown for a page never stored, and the cache
//! headers the worker obeys.

use crate::root;
use crate::web::{body_bytes, get, text};
use hooklab_app::i18n::{t, Lang};

fn header(response: &axum::response::Response, name: &str) -> String {
    response
        .headers()
        .get(name)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_owned()
}

/// File stems in a content folder (`content/challenges/*.toml` …).
fn stems(folder: &str) -> Vec<String> {
    let mut out: Vec<String> = std::fs::read_dir(root().join("content").join(folder))
        .expect("content folder")
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            (path.extension()? == "toml").then(|| path.file_stem()?.to_str().map(str::to_owned))?
        })
        .collect();
    out.sort();
    out
}

#[tokio::test]
async fn each_language_has_a_manifest_that_starts_in_it() {
    for lang in Lang::ALL {
        let code = lang.code();
        let response = get(&format!("/manifest/{code}.webmanifest"), &[]).await;
        assert_eq!(response.status(), 200, "{code}");
        assert_eq!(
            header(&response, "content-type"),
            "application/manifest+json"
        );
        let manifest: serde_json::Value =
            serde_json::from_str(&text(response).await).expect("manifest JSON");
        assert_eq!(manifest["start_url"], format!("/{code}/"));
        assert_eq!(manifest["lang"], code);
        assert_eq!(manifest["display"], "standalone");
        assert_eq!(manifest["description"], t(lang, "home-description"));
        for icon in manifest["icons"].as_array().expect("icons") {
            let src = icon["src"].as_str().expect("src");
            let response = get(src, &[]).await;
            assert_eq!(response.status(), 200, "{src}");
            assert_eq!(header(&response, "content-type"), "image/png");
            let bytes = body_bytes(response).await;
            assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"), "{src}");
        }
        // Each page links its own language's manifest.
        let page = text(get(&format!("/{code}/learn"), &[]).await).await;
        assert!(
            page.contains(&format!(
                "rel=\"manifest\" href=\"/manifest/{code}.webmanifest\""
            )),
            "{code}"
        );
    }
    assert_eq!(get("/manifest/de.webmanifest", &[]).await.status(), 404);
    assert_eq!(get("/icons/nothing.png", &[]).await.status(), 404);
}

#[tokio::test]
async fn the_worker_is_revalidated_and_carries_the_build_s_version() {
    let response = get("/sw.js", &[]).await;
    assert_eq!(response.status(), 200);
    assert_eq!(
        header(&response, "content-type"),
        "text/javascript; charset=utf-8"
    );
    assert_eq!(header(&response, "cache-control"), "no-cache");
    assert!(header(&response, "content-security-policy").contains("default-src 'self'"));
    let body = text(response).await;
    assert!(body.contains(hooklab_server::offline::version()));
    assert!(!body.contains("__HOOKLAB_VERSION__"));
}

#[tokio::test]
async fn a_language_s_offline_list_holds_every_page_of_its_material() {
    let stored = |pages: &[String], page: &str| pages.iter().any(|p| p == page);
    for lang in [Lang::En, Lang::Ru] {
        let code = lang.code();
        let response = get(&format!("/offline/{code}.json"), &[]).await;
        assert_eq!(response.status(), 200);
        let list: serde_json::Value = serde_json::from_str(&text(response).await).expect("JSON");
        let pages: Vec<String> = list["pages"]
            .as_array()
            .expect("pages")
            .iter()
            .filter_map(|p| p.as_str().map(str::to_owned))
            .collect();
        for page in [
            "",
            "learn",
            "quiz",
            "exam",
            "review",
            "progress",
            "sandbox",
            "simulator",
        ] {
            assert!(stored(&pages, &format!("/{code}/{page}")), "{code}: {page}");
        }
        // Every lesson file of the language's content tree.
        let mut lessons = 0;
        let tree = root().join("content").join(code);
        for section in std::fs::read_dir(&tree).expect("content tree").flatten() {
            if !section.path().is_dir() {
                continue;
            }
            let name = section.file_name().to_string_lossy().into_owned();
            for lesson in std::fs::read_dir(section.path())
                .expect("section")
                .flatten()
            {
                let path = lesson.path();
                if path.extension().is_some_and(|e| e == "md") {
                    let slug = path
                        .file_stem()
                        .and_then(|s| s.to_str())
                        .unwrap_or_default();
                    let page = format!("/{code}/learn/{name}/{slug}");
                    assert!(stored(&pages, &page), "{page}");
                    lessons += 1;
                }
            }
        }
        assert!(lessons > 10, "{code}: only {lessons} lessons found");
        for id in stems("challenges") {
            assert!(
                stored(&pages, &format!("/{code}/sandbox/challenges/{id}")),
                "{id}"
            );
        }
        for id in stems("presets") {
            assert!(
                stored(&pages, &format!("/{code}/sandbox/presets/{id}")),
                "{id}"
            );
        }
        for id in stems("simulator") {
            assert!(stored(&pages, &format!("/{code}/simulator/{id}")), "{id}");
        }
        // Nothing that depends on who asks, and every page is there to store.
        for page in &pages {
            assert!(page.starts_with(&format!("/{code}/")), "{page}");
            let section = page.split('/').nth(2).unwrap_or_default();
            assert!(!["class", "teach", "signin"].contains(&section), "{page}");
            let response = get(page, &[]).await;
            assert_eq!(response.status(), 200, "{page}");
            assert_eq!(header(&response, "cache-control"), "no-cache", "{page}");
        }
    }
    assert_eq!(get("/offline/de.json", &[]).await.status(), 404);
    assert_eq!(get("/offline/en.txt", &[]).await.status(), 404);
}

#[tokio::test]
async fn the_page_for_a_page_never_stored_speaks_its_language_without_script() {
    for lang in Lang::ALL {
        let code = lang.code();
        let response = get(&format!("/offline/{code}.html"), &[]).await;
        assert_eq!(response.status(), 200);
        assert!(header(&response, "content-security-policy").contains("script-src"));
        let page = text(response).await;
        assert!(page.contains(&format!("<html lang=\"{code}\">")));
        assert!(page.contains(&t(lang, "offline-unavailable-title")));
        assert!(page.contains(&format!("href=\"/{code}/offline\"")));
        assert!(!page.contains("<script"));
    }
}

#[tokio::test]
async fn pages_that_depend_on_who_asks_are_kept_by_no_cache() {
    let pages = [
        "/en/class",
        "/fr/signin",
        "/ru/teach",
        "/es/class/join/abc",
        "/en/class/assignments/a1",
        "/fr/class/assignments/a1/quiz/block-rm-rf",
    ];
    for page in pages {
        let response = get(page, &[]).await;
        assert_eq!(
            header(&response, "cache-control"),
            "private, no-store",
            "{page}"
        );
    }
    let response = get("/en/offline", &[]).await;
    assert_eq!(response.status(), 200);
    assert_eq!(header(&response, "cache-control"), "no-cache");
    assert!(text(response).await.contains(&t(Lang::En, "offline-title")));
}
