//! The static files the binary carries: the browser bundles (hashed at build
//! time), the stylesheet, and the search index, strings and practice
//! pages' content of each language (hashed at start-up), and the icon.

use axum::{
    body::Body,
    http::{header, HeaderMap, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
};
use hooklab_app::{
    bundle::{Bundle, LaterBundle},
    i18n::Lang,
    page_data::PageData,
};
use std::sync::OnceLock;

/// One file of the browser bundle, with its compressed copies.
pub(crate) struct BundleFile {
    /// The bundle's name ([`Bundle::name`]).
    pub bundle: &'static str,
    pub kind: &'static str,
    pub name: &'static str,
    pub mime: &'static str,
    pub raw: &'static [u8],
    pub br: &'static [u8],
    pub gz: &'static [u8],
}

include!(concat!(env!("OUT_DIR"), "/bundle.rs"));

/// The shared look of every page, the first part of each stylesheet.
const MAIN_CSS: &str = include_str!("../../app/style/main.css");

/// The tools' style files by name, in the order a stylesheet joins those
/// its bundle uses ([`Bundle::style_files`]) after [`MAIN_CSS`].
const TOOL_CSS: [(&str, &str); 5] = [
    ("simulator", include_str!("../../app/style/simulator.css")),
    ("quiz", include_str!("../../app/style/quiz.css")),
    ("exam", include_str!("../../app/style/exam.css")),
    ("review", include_str!("../../app/style/review.css")),
    ("sandbox", include_str!("../../app/style/sandbox.css")),
];
const FAVICON: &str = include_str!("../../app/style/favicon.svg");

struct Stylesheet {
    name: String,
    text: String,
}

/// The stylesheet of a page of `bundle`: the shared look, the style
/// files of the bundle's tools ([`Bundle::style_files`]), and for the
/// reading pages the rules that colour the lessons' highlighted code (51 KB,
/// 2.4 KB with brotli), which no other page shows
/// ([`Bundle::shows_lesson_code`]). Bundles whose pages use the same files
/// share one sheet (the same text, the same name).
fn stylesheet(bundle: Bundle) -> &'static Stylesheet {
    &stylesheets()[bundle.index()]
}

/// Each bundle's stylesheet, in the order of [`Bundle::ALL`].
fn stylesheets() -> &'static [Stylesheet] {
    static SHEETS: OnceLock<Vec<Stylesheet>> = OnceLock::new();
    SHEETS.get_or_init(|| Bundle::ALL.map(stylesheet_of).into())
}

fn stylesheet_of(bundle: Bundle) -> Stylesheet {
    let mut sources = vec![MAIN_CSS];
    let uses = bundle.style_files();
    sources.extend(
        TOOL_CSS
            .iter()
            .filter(|(name, _)| uses.contains(name))
            .map(|(_, css)| *css),
    );
    if bundle.shows_lesson_code() {
        sources.push(hooklab_content::highlight_css());
    }
    let text = minified_css(&sources.join("\n"));
    Stylesheet {
        name: hashed_name("site", "css", &text),
        text,
    }
}

/// `css` as the browser reads it, without what only a person reads: the
/// comments go, and each run of white space becomes one space (none at
/// the ends). Quoted strings are kept as written. A sheet loses a sixth of
/// its brotli weight (1.5 KB).
fn minified_css(css: &str) -> String {
    let mut out = String::with_capacity(css.len());
    let mut chars = css.chars().peekable();
    let mut pending_space = false;
    while let Some(c) = chars.next() {
        if c == '/' && chars.peek() == Some(&'*') {
            chars.next();
            let mut previous = ' ';
            for c in chars.by_ref() {
                if previous == '*' && c == '/' {
                    break;
                }
                previous = c;
            }
            pending_space = true;
            continue;
        }
        if c.is_whitespace() {
            pending_space = true;
            continue;
        }
        if pending_space && !out.is_empty() {
            out.push(' ');
        }
        pending_space = false;
        out.push(c);
        if c == '"' || c == '\'' {
            // A string: copied up to its closing quote, escapes included.
            while let Some(inner) = chars.next() {
                out.push(inner);
                if inner == '\\' {
                    out.extend(chars.next());
                } else if inner == c {
                    break;
                }
            }
        }
    }
    out
}

/// `{stem}-{hash of text}.{extension}`: a name that changes whenever the
/// text does, so the file can be kept for a year.
fn hashed_name(stem: &str, extension: &str, text: &str) -> String {
    format!("{stem}-{}.{extension}", hash_of(text))
}

/// Twelve hex digits of a hash of `text` (FNV-1a, 48 bits): enough to
/// tell one build's file from the next.
pub(crate) fn hash_of(text: &str) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in text.bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{:012x}", hash & 0xffff_ffff_ffff)
}

/// The name of every file this build serves under a hashed name.
pub(crate) fn all_names() -> Vec<String> {
    let mut names: Vec<String> = BUNDLE
        .into_iter()
        .flatten()
        .map(|file| file.name.to_owned())
        .collect();
    let mut sheets: Vec<String> = stylesheets()
        .iter()
        .map(|sheet| sheet.name.clone())
        .collect();
    sheets.sort();
    sheets.dedup();
    names.extend(sheets);
    names.extend(search_files().iter().map(|file| file.name.clone()));
    names.extend(strings_files().iter().map(|file| file.name.clone()));
    names.extend(later_words_files().iter().map(|file| file.name.clone()));
    names.extend(content_files().iter().map(|file| file.name.clone()));
    names
}

/// A file the browser loads for one language: its search index, or its
/// strings for the pages of one bundle, under a name hashed from its text.
pub struct LangFile {
    pub lang: Lang,
    /// The bundle whose pages load the file; `None`: every page.
    pub bundle: Option<Bundle>,
    pub name: String,
    pub text: String,
}

/// One [`LangFile`] per language and entry of `bundles` that `text_of`
/// has a text for (see [`lang_file_name`]).
fn lang_files(
    stem: &str,
    extension: &str,
    bundles: &[Option<Bundle>],
    text_of: impl Fn(Lang, Option<Bundle>) -> Option<String>,
) -> Vec<LangFile> {
    Lang::ALL
        .into_iter()
        .flat_map(|lang| bundles.iter().map(move |bundle| (lang, *bundle)))
        .filter_map(|(lang, bundle)| {
            let text = text_of(lang, bundle)?;
            Some(LangFile {
                lang,
                bundle,
                name: lang_file_name(stem, lang, bundle, extension, &text),
                text,
            })
        })
        .collect()
}

/// The name of a file for one language (and bundle):
/// `{stem}-{lang}[-{bundle}]-{hash}.{extension}`.
fn lang_file_name(
    stem: &str,
    lang: Lang,
    bundle: Option<Bundle>,
    extension: &str,
    text: &str,
) -> String {
    let mut stem = format!("{stem}-{}", lang.code());
    if let Some(bundle) = bundle {
        stem = format!("{stem}-{}", bundle.name());
    }
    hashed_name(&stem, extension, text)
}

/// The URL of the file among `files` that a page in `lang` of `bundle`
/// loads.
fn url_in(files: &[LangFile], lang: Lang, bundle: Bundle) -> Option<String> {
    files
        .iter()
        .find(|file| file.lang == lang && file.bundle.is_none_or(|b| b == bundle))
        .map(|file| format!("/assets/{}", file.name))
}

/// The search index of every language as JSON, built once per process
/// from the content library (`serve` builds them at start-up).
pub fn search_files() -> &'static [LangFile] {
    static FILES: OnceLock<Vec<LangFile>> = OnceLock::new();
    FILES.get_or_init(|| {
        lang_files("search", "json", &[None], |lang, _| {
            let data = hooklab_content::search::index_data(hooklab_content::library(), lang.code());
            // Plain structs of strings and numbers always serialise.
            Some(serde_json::to_string(&data).unwrap_or_default())
        })
    })
}

/// The strings of every language for each bundle's pages (see
/// [`hooklab_app::i18n::page_strings`]), as the browser bundles are given
/// them.
pub fn strings_files() -> &'static [LangFile] {
    static FILES: OnceLock<Vec<LangFile>> = OnceLock::new();
    FILES.get_or_init(|| {
        let bundles = Bundle::ALL.map(Some);
        lang_files("strings", "ftl", &bundles, |lang, bundle| {
            bundle.map(|bundle| hooklab_app::i18n::page_strings(lang, bundle))
        })
    })
}

/// The words of a bundle a page loads later, in one language (see
/// [`hooklab_app::i18n::later_words`]): the page's loader fetches them with
/// the bundle.
pub struct LaterWordsFile {
    pub lang: Lang,
    pub later: LaterBundle,
    /// `words-{lang}-{bundle}-{hash}.ftl`.
    pub name: String,
    pub text: String,
}

/// The words of each bundle a page loads later that has some, in every
/// language.
pub fn later_words_files() -> &'static [LaterWordsFile] {
    static FILES: OnceLock<Vec<LaterWordsFile>> = OnceLock::new();
    FILES.get_or_init(|| {
        Lang::ALL
            .into_iter()
            .flat_map(|lang| LaterBundle::ALL.map(|later| (lang, later)))
            .filter(|(_, later)| !later.words().is_empty())
            .map(|(lang, later)| {
                let text = hooklab_app::i18n::later_words(lang, later);
                let stem = format!("words-{}-{}", lang.code(), later.name());
                LaterWordsFile {
                    lang,
                    later,
                    name: hashed_name(&stem, "ftl", &text),
                    text,
                }
            })
            .collect()
    })
}

/// A practice page's content in one language (see
/// [`hooklab_app::page_data`]), kept only as gzip: the twelve files are
/// 4.5 MB of JSON and 1.2 MB compressed. (Brotli would send a quarter
/// less, but its encoder's tables would stay in the server's memory.)
pub struct ContentFile {
    pub data: PageData,
    pub lang: Lang,
    /// `{page}-{lang}-{hash}.json`.
    pub name: String,
    gz: Vec<u8>,
}

impl ContentFile {
    /// The JSON text, uncompressed again.
    pub fn text(&self) -> String {
        let mut text = String::new();
        // The bytes were compressed from a `String` by this process.
        let _ = std::io::Read::read_to_string(
            &mut flate2::read::GzDecoder::new(&self.gz[..]),
            &mut text,
        );
        text
    }
}

/// The content file of each practice page in every language, built and
/// compressed once per process (`serve` does it at start-up). A language
/// whose content fails to build has no file: its pages show the error the
/// server met.
pub fn content_files() -> &'static [ContentFile] {
    static FILES: OnceLock<Vec<ContentFile>> = OnceLock::new();
    FILES.get_or_init(|| {
        // One text at a time, compressed as soon as it is built: the texts
        // in full never sit in memory together.
        PageData::ALL
            .into_iter()
            .flat_map(|data| Lang::ALL.map(|lang| (data, lang)))
            .filter_map(|(data, lang)| {
                let text = hooklab_app::page_data::json(data, lang)
                    .inspect_err(|error| {
                        tracing::error!(
                            page = data.name(),
                            lang = lang.code(),
                            %error,
                            "a practice page's content file could not be built"
                        );
                    })
                    .ok()?;
                Some(ContentFile {
                    data,
                    lang,
                    name: lang_file_name(data.name(), lang, None, "json", &text),
                    gz: gzip_of(text.as_bytes()),
                })
            })
            .collect()
    })
}

fn gzip_of(bytes: &[u8]) -> Vec<u8> {
    use std::io::Write;
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    // Writing into a `Vec` cannot fail.
    let _ = encoder.write_all(bytes);
    encoder.finish().unwrap_or_default()
}

/// The content file the page at `path`, in `lang`, is drawn from, and its
/// URL.
pub fn content_url(lang: Lang, path: &str) -> Option<(PageData, String)> {
    let data = PageData::of_path(path)?;
    content_files()
        .iter()
        .find(|file| file.data == data && file.lang == lang)
        .map(|file| (data, format!("/assets/{}", file.name)))
}

/// The URLs the shell of a page in `lang`, hydrated by `bundle`, links to
/// (the router adds the offline worker's, from `offline::worker_url`).
pub fn urls(lang: Lang, bundle: Bundle) -> hooklab_app::AssetUrls {
    let find = |name: &str, kind: &str| {
        BUNDLE
            .and_then(|files| files.iter().find(|f| f.bundle == name && f.kind == kind))
            .map(|f| format!("/pkg/{}", f.name))
    };
    let later = LaterBundle::ALL
        .into_iter()
        .filter(|later| bundle.may_load(*later))
        .filter_map(|later| {
            Some(hooklab_app::LaterUrls {
                loader: later.loader(),
                js: find(later.name(), "js")?,
                wasm: find(later.name(), "wasm")?,
                words: later_words_files()
                    .iter()
                    .find(|file| file.lang == lang && file.later == later)
                    .map(|file| format!("/assets/{}", file.name)),
            })
        })
        .collect();
    hooklab_app::AssetUrls {
        css: format!("/assets/{}", stylesheet(bundle).name),
        js: find(bundle.name(), "js"),
        wasm: find(bundle.name(), "wasm"),
        later,
        strings: url_in(strings_files(), lang, bundle),
        search_index: url_in(search_files(), lang, bundle),
        page_data: None,
        worker: None,
        staged: bundle.hydrates_in_stages(),
    }
}

/// Whether the browser bundles were embedded at build time.
pub fn has_bundle() -> bool {
    BUNDLE.is_some()
}

const IMMUTABLE: &str = "public, max-age=31536000, immutable";

/// `/pkg/<hashed name>`: a bundle file, precompressed when the client accepts it.
pub async fn bundle_file(
    axum::extract::Path(name): axum::extract::Path<String>,
    headers: HeaderMap,
) -> Response {
    let Some(file) = BUNDLE.and_then(|files| files.iter().find(|f| f.name == name)) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let (body, encoding) = match preferred_encoding(&headers) {
        Some(Encoding::Brotli) => (file.br, Some(Encoding::Brotli)),
        Some(Encoding::Gzip) => (file.gz, Some(Encoding::Gzip)),
        None => (file.raw, None),
    };
    precompressed(Body::from(body), file.mime, encoding)
}

/// A compression a client accepts.
#[derive(Clone, Copy)]
enum Encoding {
    Brotli,
    Gzip,
}

impl Encoding {
    /// Its name in `Accept-Encoding` and `Content-Encoding`.
    fn token(self) -> &'static str {
        match self {
            Encoding::Brotli => "br",
            Encoding::Gzip => "gzip",
        }
    }
}

/// The compression to send a client: brotli when it accepts it, else
/// gzip, else none.
fn preferred_encoding(headers: &HeaderMap) -> Option<Encoding> {
    [Encoding::Brotli, Encoding::Gzip]
        .into_iter()
        .find(|encoding| accepts(headers, *encoding))
}

/// Whether the client's `Accept-Encoding` takes `encoding` (named, and not
/// with `q=0`).
fn accepts(headers: &HeaderMap, encoding: Encoding) -> bool {
    let accepted = headers
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    accepted.split(',').any(|part| {
        let mut pieces = part.split(';');
        let name = pieces.next().unwrap_or("").trim();
        let refused = pieces.any(|p| p.trim().replace(' ', "") == "q=0");
        name.eq_ignore_ascii_case(encoding.token()) && !refused
    })
}

/// A hashed file's response, `body` compressed with `encoding` (the
/// compression layer leaves a response that names its encoding alone).
fn precompressed(body: Body, mime: &'static str, encoding: Option<Encoding>) -> Response {
    let mut response = Response::new(body);
    let h = response.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(mime));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static(IMMUTABLE));
    h.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    if let Some(encoding) = encoding {
        h.insert(
            header::CONTENT_ENCODING,
            HeaderValue::from_static(encoding.token()),
        );
    }
    response
}

/// `/assets/<hashed name>`: the stylesheet (`.css`), a language's search
/// index or a practice page's content (`.json`), its strings or the words
/// of a bundle it loads later (`.ftl`).
pub async fn asset(
    axum::extract::Path(name): axum::extract::Path<String>,
    headers: HeaderMap,
) -> Response {
    if let Some(file) = content_files().iter().find(|file| file.name == name) {
        let (body, encoding) = if accepts(&headers, Encoding::Gzip) {
            (Body::from(&file.gz[..]), Some(Encoding::Gzip))
        } else {
            (Body::from(file.text()), None)
        };
        return precompressed(body, "application/json", encoding);
    }
    let (mime, text) = if let Some(sheet) = stylesheets().iter().find(|sheet| sheet.name == name) {
        ("text/css; charset=utf-8", sheet.text.as_str())
    } else if let Some(file) = search_files().iter().find(|file| file.name == name) {
        ("application/json", file.text.as_str())
    } else if let Some(file) = strings_files().iter().find(|file| file.name == name) {
        ("text/plain; charset=utf-8", file.text.as_str())
    } else if let Some(file) = later_words_files().iter().find(|file| file.name == name) {
        ("text/plain; charset=utf-8", file.text.as_str())
    } else {
        return StatusCode::NOT_FOUND.into_response();
    };
    (
        [
            (header::CONTENT_TYPE, mime),
            (header::CACHE_CONTROL, IMMUTABLE),
        ],
        text.to_owned(),
    )
        .into_response()
}

pub async fn favicon() -> Response {
    (
        [
            (header::CONTENT_TYPE, "image/svg+xml"),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        FAVICON,
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minified_css_drops_comments_and_collapses_white_space() {
        let css = "/* The look */\n.a,\n.b  {\n  color: red; /* why */\n  margin:\t0 auto;\n}\n";
        assert_eq!(minified_css(css), ".a, .b { color: red; margin: 0 auto; }");
    }

    #[test]
    fn minified_css_keeps_strings_as_written() {
        let css =
            ".x::after { content: \"  /* not a comment */  \"; }\n.y::before { content: ' \\'  ' }";
        assert_eq!(
            minified_css(css),
            ".x::after { content: \"  /* not a comment */  \"; } .y::before { content: ' \\'  ' }"
        );
    }

    #[test]
    fn each_bundle_s_sheet_is_minified_and_keeps_every_rule_of_its_files() {
        let blocks = |css: &str| css.matches('{').count();
        for bundle in Bundle::ALL {
            let sheet = stylesheet(bundle);
            assert!(!sheet.text.contains("/*") && !sheet.text.contains('\n'));
            // Every selector block of its sources is still there.
            let mut sources = blocks(MAIN_CSS);
            for (name, css) in TOOL_CSS {
                if bundle.style_files().contains(&name) {
                    sources += blocks(css);
                }
            }
            if bundle.shows_lesson_code() {
                sources += blocks(hooklab_content::highlight_css());
            }
            assert_eq!(blocks(&sheet.text), sources, "{bundle:?}");
        }
    }

    #[test]
    fn every_tool_s_style_file_is_some_bundle_s_and_each_name_is_a_file() {
        let names: Vec<&str> = TOOL_CSS.iter().map(|(name, _)| *name).collect();
        for name in &names {
            assert!(
                Bundle::ALL.iter().any(|b| b.style_files().contains(name)),
                "{name}"
            );
        }
        for bundle in Bundle::ALL {
            for name in bundle.style_files() {
                assert!(names.contains(name), "{bundle:?}: {name}");
            }
        }
        // The classroom's and the reading pages' sheets hold no tool's rules.
        for bundle in [Bundle::Reader, Bundle::Class, Bundle::Teach] {
            assert!(!stylesheet(bundle).text.contains(".sandbox-grid"));
            assert!(!stylesheet(bundle).text.contains(".quiz-option"));
        }
    }
}
