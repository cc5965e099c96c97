//! The HTML document around the app: `<head>`, the stylesheet, and the
//! hydration script, with hashed asset names and the request's CSP nonce.

use crate::{frame::Theme, i18n::Lang, page_data::PageData, App};
use leptos::prelude::*;
use leptos_meta::MetaTags;

/// Where the server serves the built assets; hashed names let browsers keep
/// them for a year. `None` for the browser bundle when the site was not built
/// (tests and `cargo run` before `./dev run`): the pages still render, without
/// hydration.
#[derive(Clone, Debug, Default)]
pub struct AssetUrls {
    pub css: String,
    pub js: Option<String>,
    pub wasm: Option<String>,
    /// The bundles the page may load later, once the learner needs them
    /// ([`crate::bundle::LaterBundle`]).
    pub later: Vec<LaterUrls>,
    /// The strings of the page's language that its bundle's pages use,
    /// which the bundle needs before it hydrates (it carries none of its
    /// own).
    pub strings: Option<String>,
    /// The search index of the page's language (hashed like the rest),
    /// which the header's search field loads once the learner types.
    pub search_index: Option<String>,
    /// The content file the page is drawn from, when it is
    /// ([`crate::page_data`]), which the bundle needs before it hydrates.
    pub page_data: Option<(PageData, String)>,
    /// The offline worker's script, named for this build's version, so
    /// that a new build is an update the page notices.
    pub worker: Option<String>,
    /// Whether the page's bundle hydrates parts of its pages in stages
    /// ([`crate::bundle::Bundle::hydrates_in_stages`]), which the boot
    /// then hydrates one task each.
    pub staged: bool,
}

/// A bundle a page loads later: the global function its boot script
/// defines to load it, and its script's and WebAssembly's URLs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LaterUrls {
    pub loader: &'static str,
    pub js: String,
    pub wasm: String,
    /// Its [words](crate::bundle::LaterBundle::words) in the page's
    /// language, for a bundle that has some.
    pub words: Option<String>,
}

/// The accent colour, as the browser's toolbar and the installed app's
/// title bar show it (the manifest says the same).
pub const THEME_COLOUR: &str = "#0b5cad";

/// The language and theme the server read from the request, for `<html>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DocumentAttrs {
    pub lang: Lang,
    pub theme: Option<Theme>,
}

/// The document. `attrs` comes from the request (the URL's locale and the
/// theme cookie), so `<html lang>` is right before any script runs.
pub fn shell(assets: AssetUrls, attrs: DocumentAttrs) -> impl IntoView {
    let nonce = use_nonce();
    let lang = attrs.lang.code();
    let boot = match (&assets.js, &assets.wasm, &assets.strings) {
        (Some(js), Some(wasm), Some(strings)) => Some(boot_script(
            js,
            wasm,
            strings,
            lang,
            assets.page_data.as_ref(),
            &assets.later,
            assets.staged,
        )),
        _ => None,
    };
    let preload = assets.js.clone();
    let fetched = [
        assets.strings.clone(),
        assets.page_data.clone().map(|(_, url)| url),
    ];
    let fetched = fetched
        .into_iter()
        .flatten()
        .filter(|_| boot.is_some())
        .map(|href| view! { <link rel="preload" href=href r#as="fetch" crossorigin="anonymous"/> })
        .collect_view();
    view! {
        <!DOCTYPE html>
        <html lang=attrs.lang.code() data-theme=attrs.theme.map(Theme::code) data-search-index=assets.search_index data-worker=assets.worker>
            <head>
                <meta charset="utf-8"/>
                <meta name="viewport" content="width=device-width, initial-scale=1"/>
                <meta name="color-scheme" content="light dark"/>
                <link rel="stylesheet" href=assets.css/>
                <link rel="icon" href="/favicon.svg" type="image/svg+xml"/>
                <link rel="manifest" href=format!("/manifest/{lang}.webmanifest")/>
                <link rel="apple-touch-icon" href="/icons/icon-192.png"/>
                <meta name="theme-color" content=THEME_COLOUR/>
                {preload.map(|js| view! { <link rel="modulepreload" href=js/> })}
                {fetched}
                {boot.map(|code| view! { <script type="module" nonce=nonce>{code}</script> })}
                <MetaTags/>
            </head>
            <body>
                <App/>
            </body>
        </html>
    }
}

/// The module script that starts the page's bundle. It fetches the
/// bundle, the strings and the page's content file at once. Starting the
/// bundle, reading the strings, reading the content, hydrating, each part
/// of the page staged to hydrate apart (with a bundle that stages some,
/// `staged`: [`crate::staged`]) and starting the frame then run as
/// separate tasks, each ended by `later` (a message to itself, which
/// unlike a timer is not slowed down in a background tab), so the browser
/// can paint and answer input in between: one long task blocks a phone
/// for its whole length. A file that does not come leaves the page as the
/// server rendered it.
///
/// It also defines the loader of each bundle the page may load later
/// (`later`): a global function that loads the bundle (and its words) the
/// first time it is called, and again after a failure, and resolves to
/// its module, or to `[module, words' text]` for a bundle with words.
fn boot_script(
    js: &str,
    wasm: &str,
    strings: &str,
    lang: &str,
    content: Option<&(PageData, String)>,
    later: &[LaterUrls],
    staged: bool,
) -> String {
    let mut loaders = String::from(
        "const text = url => fetch(url).then(r => r.ok ? r.text() : Promise.reject(r.status));",
    );
    if !later.is_empty() {
        loaders.push_str(
            "const load = (js, wasm, words) => { let loading = null; \
             return () => loading || (loading = Promise.all([import(js)\
             .then(m => m.default({module_or_path: wasm}).then(() => m)), words && text(words)])\
             .then(([m, w]) => words ? [m, w] : m)\
             .catch(error => { loading = null; throw error; })); };",
        );
    }
    for bundle in later {
        let words = bundle
            .words
            .as_ref()
            .map_or_else(|| "null".to_owned(), |url| format!("'{url}'"));
        loaders.push_str(&format!(
            "globalThis.{} = load('{}', '{}', {words});",
            bundle.loader, bundle.js, bundle.wasm
        ));
    }
    let (content_url, take_content) = match content {
        Some((file, url)) => (
            format!("text('{url}')"),
            format!(
                ".then(() => m.content('{}', data)).then(later)",
                file.name()
            ),
        ),
        None => ("null".to_owned(), String::new()),
    };
    let (parts, after_hydrate) = if staged {
        (
            "const parts = m => later().then(() => m.hydrate_next() ? parts(m) : m.start_frame());",
            ".then(() => parts(m))",
        )
    } else {
        ("", ".then(later).then(() => m.start_frame())")
    };
    format!(
        "{loaders}const later = () => new Promise(r => {{ const c = new MessageChannel(); c.port1.onmessage = () => r(); c.port2.postMessage(0); }});{parts}\
         Promise.all([import('{js}'), text('{strings}'), {content_url}])\
         .then(([m, words, data]) => m.default({{module_or_path: '{wasm}'}}).then(later)\
         .then(() => m.strings('{lang}', words)).then(later){take_content}.then(() => m.hydrate()){after_hydrate});"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_boot_hands_over_the_content_file_only_on_pages_drawn_from_one() {
        let plain = boot_script(
            "/pkg/a.js",
            "/pkg/a.wasm",
            "/assets/s.ftl",
            "fr",
            None,
            &[],
            false,
        );
        assert!(plain.contains("text('/assets/s.ftl'), null]"), "{plain}");
        assert!(!plain.contains("m.content("), "{plain}");
        let exam = (PageData::Exam, "/assets/exam-fr-0123.json".to_owned());
        let drawn = boot_script(
            "/pkg/a.js",
            "/pkg/a.wasm",
            "/assets/s.ftl",
            "fr",
            Some(&exam),
            &[],
            false,
        );
        assert!(
            drawn.contains("text('/assets/exam-fr-0123.json')]"),
            "{drawn}"
        );
        // The content is read after the strings and before hydrating.
        let strings = drawn.find("m.strings('fr', words)").expect("strings");
        let content = drawn.find("m.content('exam', data)").expect("content");
        let hydrate = drawn.find("m.hydrate()").expect("hydrate");
        let frame = drawn.find("m.start_frame()").expect("frame");
        assert!(
            strings < content && content < hydrate && hydrate < frame,
            "{drawn}"
        );
        assert!(!drawn.contains("hydrate_next"), "{drawn}");
    }

    #[test]
    fn a_bundle_that_stages_parts_hydrates_them_one_task_each_before_the_frame() {
        let staged = boot_script(
            "/pkg/a.js",
            "/pkg/a.wasm",
            "/assets/s.ftl",
            "es",
            None,
            &[],
            true,
        );
        // After hydrating, each part in a task of its own (`later`), and
        // the frame once none is left.
        assert!(
            staged.contains(
                "const parts = m => later().then(() => m.hydrate_next() ? parts(m) : m.start_frame());"
            ),
            "{staged}"
        );
        assert!(
            staged.contains(".then(() => m.hydrate()).then(() => parts(m)));"),
            "{staged}"
        );
        assert_eq!(staged.matches("m.start_frame()").count(), 1, "{staged}");
    }

    #[test]
    fn a_page_defines_a_loader_for_each_bundle_it_may_load_later() {
        let plain = boot_script(
            "/pkg/a.js",
            "/pkg/a.wasm",
            "/assets/s.ftl",
            "en",
            None,
            &[],
            false,
        );
        assert!(!plain.contains("globalThis."), "{plain}");
        let later = [
            LaterUrls {
                loader: "hooklabEngine",
                js: "/pkg/e.js".to_owned(),
                wasm: "/pkg/e.wasm".to_owned(),
                words: Some("/assets/w.ftl".to_owned()),
            },
            LaterUrls {
                loader: "hooklabSearch",
                js: "/pkg/s.js".to_owned(),
                wasm: "/pkg/s.wasm".to_owned(),
                words: None,
            },
        ];
        let sandbox = boot_script(
            "/pkg/a.js",
            "/pkg/a.wasm",
            "/assets/s.ftl",
            "en",
            None,
            &later,
            true,
        );
        let engine = sandbox
            .find("globalThis.hooklabEngine = load('/pkg/e.js', '/pkg/e.wasm', '/assets/w.ftl');")
            .expect("the engine's loader");
        let search = sandbox
            .find("globalThis.hooklabSearch = load('/pkg/s.js', '/pkg/s.wasm', null);")
            .expect("the search field's loader");
        // Defined before the page's bundle starts, which may call one at
        // once (a sandbox permalink).
        let boot = sandbox.find("import('/pkg/a.js')").expect("boot");
        assert!(engine < boot && search < boot, "{sandbox}");
        // Neither bundle nor the engine's words are fetched by the boot
        // itself: the loader fetches the words with the bundle.
        assert!(!sandbox.contains("import('/pkg/e.js')"), "{sandbox}");
        assert!(!sandbox.contains("text('/assets/w.ftl')"), "{sandbox}");
        assert!(sandbox.contains("words && text(words)"), "{sandbox}");
        assert_eq!(sandbox.matches("module_or_path: '").count(), 1, "{sandbox}");
    }
}
