//! Search: every page's header has the search form, each language's index
//! is a hashed static file whose every section opens at a heading that its
//! page really has, and the search page answers without JavaScript.

use crate::web::{get, text};
use hooklab_core::search::Index;

const LANGS: [&str; 4] = ["en", "fr", "ru", "es"];

/// The value of `attribute="…"` in the first tag of `html` that has it.
fn attribute<'a>(html: &'a str, attribute: &str) -> Option<&'a str> {
    html.split(&format!(" {attribute}=\""))
        .nth(1)
        .and_then(|rest| rest.split('"').next())
}

#[tokio::test]
async fn every_section_of_every_index_opens_at_a_heading_its_page_has() {
    for lang in LANGS {
        let home = text(get(&format!("/{lang}/"), &[]).await).await;
        assert!(
            home.contains(&format!("role=\"search\" action=\"/{lang}/search\"")),
            "{lang}: the header's search form"
        );
        let url = attribute(&home, "data-search-index").expect("the index's address");
        assert!(
            url.starts_with(&format!("/assets/search-{lang}-")) && url.ends_with(".json"),
            "{url}"
        );
        let response = get(url, &[]).await;
        assert_eq!(response.status(), 200, "{url}");
        let headers = response.headers().clone();
        assert!(headers["cache-control"]
            .to_str()
            .unwrap_or_default()
            .contains("immutable"));
        assert_eq!(headers["content-type"], "application/json");
        let json = text(response).await;
        let index = Index::from_json(&json).expect("the index parses");
        let data = index.data();
        assert!(data.pages.len() >= 17, "{lang}: {} pages", data.pages.len());
        let mut missing = Vec::new();
        for (at, page) in data.pages.iter().enumerate() {
            let response = get(&page.url, &[]).await;
            assert_eq!(response.status(), 200, "{}", page.url);
            let html = text(response).await;
            for section in data.sections.iter().filter(|s| s.page == at) {
                if !section.anchor.is_empty()
                    && !html.contains(&format!(" id=\"{}\"", section.anchor))
                {
                    missing.push(format!("{}#{}", page.url, section.anchor));
                }
            }
        }
        assert!(missing.is_empty(), "anchors no page has: {missing:#?}");
        // Glossary and cheat sheets are in.
        for page in ["reference/glossary", "cheat-sheets/hooks"] {
            assert!(
                data.pages
                    .iter()
                    .any(|p| p.url == format!("/{lang}/learn/{page}")),
                "{lang}: {page}"
            );
        }
    }
}

#[tokio::test]
async fn the_search_page_answers_without_javascript() {
    let cases = [
        ("en", "exit+codes", "/en/learn/hooks/anatomy#exit-codes"),
        ("fr", "code+de+sortie", "/fr/learn/hooks/anatomy#exit-codes"),
        (
            "ru",
            "%D0%BA%D0%BE%D0%B4+%D0%B2%D1%8B%D1%85%D0%BE%D0%B4%D0%B0",
            "/ru/learn/hooks/anatomy#exit-codes",
        ),
        (
            "es",
            "codigo+de+salida",
            "/es/learn/hooks/anatomy#exit-codes",
        ),
    ];
    for (lang, query, expected) in cases {
        let response = get(&format!("/{lang}/search?q={query}"), &[]).await;
        assert_eq!(response.status(), 200, "{lang}");
        let html = text(response).await;
        assert!(
            html.contains(&format!("href=\"{expected}\"")),
            "{lang}: {expected}"
        );
        assert!(html.contains("<mark>"), "{lang}: matched words are marked");
        assert!(html.contains("class=\"search-results\""), "{lang}");
    }
    // The field shows the query it answers.
    let html = text(get("/en/search?q=exit+codes", &[]).await).await;
    assert!(
        html.contains("value=\"exit codes\""),
        "the query stays in the field"
    );

    let html = text(get("/en/search?q=zzzqqq", &[]).await).await;
    assert!(html.contains("No results for “zzzqqq”"), "no results");
    let html = text(get("/ru/search", &[]).await).await;
    assert!(
        html.contains("Введите несколько слов"),
        "a prompt without a query"
    );
}
