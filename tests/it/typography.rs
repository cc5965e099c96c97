//! French pages, rendered through the router, follow French typography in
//! their text: no plain space before `;`, `:`, `!` or `?` (a no-break one
//! goes there) and no straight apostrophe between two letters (’). Code,
//! scripts, form fields and attributes are not prose and are left out.

use crate::web::{get, text};

/// The text of an HTML page that a reader sees as prose: the text between
/// tags, outside `<code>`, `<pre>`, `<kbd>`, `<samp>`, `<textarea>`,
/// `<script>` and `<style>`, with the few entities Leptos writes decoded.
fn prose(html: &str) -> Vec<String> {
    const SKIPPED: &[&str] = &["code", "pre", "kbd", "samp", "textarea", "script", "style"];
    let mut runs = Vec::new();
    let mut depth_skipped = 0usize;
    let mut rest = html;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("<!--") {
            rest = after.split_once("-->").map_or("", |(_, r)| r);
            continue;
        }
        if rest.starts_with('<') {
            let end = rest.find('>').map_or(rest.len(), |i| i + 1);
            let tag = &rest[1..end.saturating_sub(1)];
            let closing = tag.starts_with('/');
            let name: String = tag
                .trim_start_matches('/')
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric())
                .collect::<String>()
                .to_ascii_lowercase();
            if SKIPPED.contains(&name.as_str()) && !tag.ends_with('/') {
                if closing {
                    depth_skipped = depth_skipped.saturating_sub(1);
                } else {
                    depth_skipped += 1;
                }
            }
            rest = &rest[end..];
            continue;
        }
        let end = rest.find('<').unwrap_or(rest.len());
        if depth_skipped == 0 {
            let run = rest[..end]
                .replace("&#x27;", "'")
                .replace("&#39;", "'")
                .replace("&quot;", "\"")
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&nbsp;", "\u{a0}")
                .replace("&amp;", "&");
            if !run.trim().is_empty() {
                runs.push(run);
            }
        }
        rest = &rest[end..];
    }
    runs
}

/// What breaks French typography in a run of prose.
fn faults(run: &str) -> Vec<String> {
    let chars: Vec<char> = run.chars().collect();
    let mut out = Vec::new();
    for (i, pair) in chars.windows(2).enumerate() {
        if pair[0] == ' ' && matches!(pair[1], ';' | ':' | '!' | '?') {
            out.push(format!("a plain space before {}", pair[1]));
        }
        if pair[1] == '\''
            && pair[0].is_alphabetic()
            && chars.get(i + 2).is_some_and(|c| c.is_alphabetic())
        {
            out.push("a straight apostrophe".to_owned());
        }
    }
    out
}

/// The French pages to read: the home page, the lessons index and every
/// lesson, the sandbox with every preset and challenge, the quiz, the
/// mock exam, the simulator with every scenario, the search page with and
/// without results.
fn french_pages() -> Vec<String> {
    let mut pages = vec![
        "/fr/".to_owned(),
        "/fr/learn".to_owned(),
        "/fr/sandbox".to_owned(),
        "/fr/quiz".to_owned(),
        "/fr/exam".to_owned(),
        "/fr/review".to_owned(),
        "/fr/progress".to_owned(),
        "/fr/simulator".to_owned(),
        "/fr/search".to_owned(),
        "/fr/search?q=evenement".to_owned(),
        "/fr/search?q=zzzqqq".to_owned(),
    ];
    for lesson in hooklab_content::library().lessons() {
        if lesson.lang == "fr" {
            pages.push(format!("/fr/learn/{}/{}", lesson.section, lesson.slug));
        }
    }
    for (dir, route) in [
        ("presets", "sandbox/presets"),
        ("challenges", "sandbox/challenges"),
        ("simulator", "simulator"),
    ] {
        for (name, _) in hooklab_content::data_files(dir) {
            if let Some(stem) = name
                .rsplit('/')
                .next()
                .and_then(|n| n.strip_suffix(".toml"))
            {
                pages.push(format!("/fr/{route}/{stem}"));
            }
        }
    }
    pages
}

#[tokio::test]
async fn french_pages_follow_french_typography() {
    let pages = french_pages();
    assert!(pages.len() > 30, "too few French pages: {}", pages.len());
    let mut problems = Vec::new();
    for page in &pages {
        let response = get(page, &[]).await;
        assert_eq!(response.status(), 200, "{page}");
        let html = text(response).await;
        for run in prose(&html) {
            for fault in faults(&run) {
                problems.push(format!("{page}: {fault} in “{}”", run.trim()));
            }
        }
    }
    problems.dedup();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_prose_reader_skips_code_and_finds_faults() {
    let html = "<p>Texte : <code>a : b</code> l'id</p><script>x ? y</script><pre>c ; d</pre>";
    let runs = prose(html);
    assert_eq!(runs, vec!["Texte : ".to_owned(), " l'id".to_owned()]);
    assert_eq!(faults(&runs[0]), vec!["a plain space before :".to_owned()]);
    assert_eq!(faults(&runs[1]), vec!["a straight apostrophe".to_owned()]);
    assert!(faults("Texte\u{a0}: l’id").is_empty());
}
