//! The renderer on small fixtures (`tests/fixtures/*.md`), one insta
//! snapshot per fixture and language where the language shows.

use hooklab_content::code::FENCE_LANGUAGES;
use hooklab_content::render::{render, CalloutKind};

fn fixture(name: &str) -> String {
    let path = format!("{}/tests/fixtures/{name}.md", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn tables() {
    let rendered = render("en", &fixture("tables"));
    assert!(rendered.problems.is_empty(), "{:?}", rendered.problems);
    assert!(
        !rendered.html.contains("style="),
        "inline styles break the CSP"
    );
    assert!(rendered
        .html
        .contains("<th class=\"align-center\">effect</th>"));
    insta::assert_snapshot!(rendered.html);
}

#[test]
fn footnotes() {
    let rendered = render("en", &fixture("footnotes"));
    assert!(rendered.problems.is_empty(), "{:?}", rendered.problems);
    // Footnote ids are prefixed so that they never collide with heading ids.
    assert!(rendered.html.contains("href=\"#fn-exit\""));
    assert!(rendered.html.contains("id=\"fn-exit\""));
    insta::assert_snapshot!(rendered.html);
}

#[test]
fn callouts_are_titled_in_the_page_language() {
    for lang in ["en", "fr", "ru", "es"] {
        let rendered = render(lang, &fixture("callouts"));
        assert!(rendered.problems.is_empty(), "{:?}", rendered.problems);
        let kinds: Vec<CalloutKind> = rendered.outline.callouts.iter().map(|c| c.kind).collect();
        assert_eq!(
            kinds,
            [
                CalloutKind::Note,
                CalloutKind::Tip,
                CalloutKind::Warning,
                CalloutKind::Important
            ]
        );
        // French typography puts a no-break space before the colon.
        let colon = if lang == "fr" { "\u{a0}:" } else { ":" };
        assert_eq!(
            rendered.outline.callouts[3].first_paragraph,
            format!("Exam answer{colon} exit 2 blocks.")
        );
        assert_eq!(
            rendered.outline.callouts[3].text,
            format!(
                "Exam answer{colon} exit 2 blocks.\nClaude Code today (2.1.240){colon} the same."
            )
        );
        insta::assert_snapshot!(format!("callouts_{lang}"), rendered.html);
    }
}

#[test]
fn headings() {
    let rendered = render("en", &fixture("headings"));
    let messages: Vec<(usize, &str)> = rendered
        .problems
        .iter()
        .map(|p| (p.line, p.message.as_str()))
        .collect();
    assert_eq!(
        messages,
        [(7, "heading “Missing id” has no explicit id: add {#some-id}")]
    );
    insta::assert_debug_snapshot!("headings_toc", rendered.toc);
    insta::assert_snapshot!(rendered.html);
}

#[test]
fn code_in_each_language() {
    let rendered = render("en", &fixture("code"));
    assert!(rendered.problems.is_empty(), "{:?}", rendered.problems);
    let languages: Vec<&str> = rendered
        .outline
        .code_blocks
        .iter()
        .map(|c| c.language.as_str())
        .collect();
    // The fixture has one block per fence language, in the list's order.
    assert_eq!(languages, FENCE_LANGUAGES);
    assert!(
        !rendered.html.contains("style="),
        "inline styles break the CSP"
    );
    // Each highlighted language produces classed spans for its own grammar.
    for scope in [
        "hl-source hl-json",
        "hl-source hl-python",
        "hl-source hl-ts",
        "hl-source hl-shell",
        "hl-source hl-rust",
        "hl-source hl-toml",
    ] {
        assert!(rendered.html.contains(scope), "no `{scope}` span");
    }
    insta::assert_snapshot!(rendered.html);
}

#[test]
fn raw_html_is_escaped_and_links_are_safe() {
    let rendered = render("en", &fixture("raw-html"));
    assert!(!rendered.html.contains("<script"), "{}", rendered.html);
    assert!(!rendered.html.contains("<b "), "{}", rendered.html);
    assert!(!rendered.html.contains("javascript:"), "{}", rendered.html);
    assert!(rendered.html.contains("rel=\"noopener\""));
    let lines: Vec<usize> = rendered.problems.iter().map(|p| p.line).collect();
    assert_eq!(lines, [3, 5, 5, 5], "{:?}", rendered.problems);
    insta::assert_snapshot!(rendered.html);
}

#[test]
fn bad_example_is_labelled_in_the_page_language() {
    for (lang, label) in [
        ("en", "Deliberately wrong"),
        ("fr", "Erreur volontaire"),
        ("ru", "Намеренная ошибка"),
        ("es", "Error intencionado"),
    ] {
        let rendered = render(lang, &fixture("bad-example"));
        assert!(rendered.problems.is_empty(), "{:?}", rendered.problems);
        assert!(rendered.outline.code_blocks[0].bad_example);
        assert!(rendered.html.contains(label), "{lang}: {}", rendered.html);
        assert!(rendered.html.contains("class=\"code-block bad-example\""));
    }
    insta::assert_snapshot!(render("en", &fixture("bad-example")).html);
}

#[test]
fn unknown_fence_languages_and_markers_are_problems() {
    let rendered = render(
        "en",
        "```js\nx\n```\n\n```json wrong\n{}\n```\n\n    indented\n",
    );
    let lines: Vec<usize> = rendered.problems.iter().map(|p| p.line).collect();
    assert_eq!(lines, [1, 5, 9], "{:?}", rendered.problems);
}

#[test]
fn highlight_stylesheet() {
    let css = hooklab_content::highlight_css();
    assert!(css.contains("@media (prefers-color-scheme: dark)"));
    assert!(css.contains(":root[data-theme=dark] .hl-code"));
    assert!(css.contains(":root[data-theme=light] .hl-code"));
    insta::assert_snapshot!(css);
}
