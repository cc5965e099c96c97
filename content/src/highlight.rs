//! Syntax highlighting for fenced code, with CSS classes instead of inline
//! styles (the site's Content-Security-Policy forbids `style` attributes).
//!
//! The grammars come from two-face, because syntect's own bundle has no
//! TypeScript. They are loaded on first use and compile their regular
//! expressions as they meet text, which costs about 150 MB by the end of a
//! library build; [`release`] gives that back once the lessons are rendered.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use syntect::highlighting::{Color, FontStyle, Theme};
use syntect::html::{line_tokens_to_classed_spans, ClassStyle};
use syntect::parsing::{ParseState, ScopeStack, ScopeStackOp, SyntaxReference, SyntaxSet};
use syntect::util::LinesWithEndings;
use two_face::theme::EmbeddedThemeName;

/// The prefix of every class the highlighter emits, so that grammar scopes
/// such as `string` or `comment` never collide with the site's own classes.
pub const CLASS_PREFIX: &str = "hl-";

/// The class on the `<pre>` that wraps highlighted code.
pub const CODE_CLASS: &str = "hl-code";

/// The fence languages a lesson may use (FORMAT.md). `text` is shown as is.
pub const FENCE_LANGUAGES: [&str; 7] = [
    "json",
    "python",
    "typescript",
    "bash",
    "rust",
    "toml",
    "text",
];

const LIGHT_THEME: EmbeddedThemeName = EmbeddedThemeName::InspiredGithub;
const DARK_THEME: EmbeddedThemeName = EmbeddedThemeName::OneHalfDark;

/// The grammars while they are loaded.
static SYNTAXES: Mutex<Option<Arc<SyntaxSet>>> = Mutex::new(None);

/// The grammars, loading them if [`release`] dropped them or nothing asked yet.
fn syntaxes() -> Arc<SyntaxSet> {
    let mut slot = SYNTAXES.lock().unwrap_or_else(PoisonError::into_inner);
    Arc::clone(slot.get_or_insert_with(|| Arc::new(two_face::syntax::extra_newlines())))
}

/// Drops the grammars, with the regular expressions they compiled, and the
/// parsed lines: a finished library never highlights again, and a later
/// [`highlight`] loads them anew.
pub fn release() {
    SYNTAXES
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .take();
    forget_parsed_lines();
}

/// The grammar for one of the fence languages, or `None` for `text` and for
/// anything outside [`FENCE_LANGUAGES`].
fn grammar<'s>(set: &'s SyntaxSet, language: &str) -> Option<&'s SyntaxReference> {
    match language {
        "json" => set.find_syntax_by_name("JSON"),
        "python" => set.find_syntax_by_name("Python"),
        "typescript" => set.find_syntax_by_name("TypeScript"),
        "bash" => set.find_syntax_by_extension("sh"),
        "rust" => set.find_syntax_by_name("Rust"),
        "toml" => set.find_syntax_by_name("TOML"),
        _ => None,
    }
}

/// Whether a fence language is one that lessons may use.
pub fn is_known_language(language: &str) -> bool {
    FENCE_LANGUAGES.contains(&language)
}

/// The inner HTML of a `<code>` element for `code` in `language`: classed
/// `<span>`s for a known grammar, escaped text otherwise. Never fails: a
/// grammar that chokes on a line falls back to plain escaped text.
pub fn highlight(language: &str, code: &str) -> String {
    let set = syntaxes();
    let Some(syntax) = grammar(&set, language) else {
        return escape_text(code);
    };
    highlight_with(&set, syntax, code).unwrap_or_else(|| escape_text(code))
}

/// The grammar's operations for one line, parsed from one state, and the
/// state after it.
struct ParsedLine {
    before: ParseState,
    ops: Vec<(usize, ScopeStackOp)>,
    after: ParseState,
}

/// Lines already parsed, by their text. The same samples appear in all four
/// languages with only their comments translated, so most lines of a
/// translated block were parsed, from the same state, for another language;
/// reusing them divides the cost of a build (grammar matching dominates it)
/// by nearly four.
type LineCache = Mutex<HashMap<String, Vec<ParsedLine>>>;

/// Enough for every line of the course several times over; the renderer only
/// ever sees the course's own content.
const CACHE_LIMIT: usize = 20_000;

/// Empties the line cache.
fn forget_parsed_lines() {
    if let Ok(mut cache) = line_cache().lock() {
        *cache = HashMap::new();
    }
}

fn line_cache() -> &'static LineCache {
    static CACHE: OnceLock<LineCache> = OnceLock::new();
    CACHE.get_or_init(LineCache::default)
}

/// Parses `line` from `state`, through the cache; `state` ends up as the
/// state after the line.
fn parse_line(
    set: &SyntaxSet,
    line: &str,
    state: &mut ParseState,
) -> Option<Vec<(usize, ScopeStackOp)>> {
    if let Ok(cache) = line_cache().lock() {
        if let Some(hit) = cache
            .get(line)
            .and_then(|entries| entries.iter().find(|e| e.before == *state))
        {
            *state = hit.after.clone();
            return Some(hit.ops.clone());
        }
    }
    let before = state.clone();
    let ops = state.parse_line(line, set).ok()?;
    if let Ok(mut cache) = line_cache().lock() {
        if cache.len() < CACHE_LIMIT {
            cache.entry(line.to_owned()).or_default().push(ParsedLine {
                before,
                ops: ops.clone(),
                after: state.clone(),
            });
        }
    }
    Some(ops)
}

/// Classed HTML for `code`, or `None` if the grammar fails on a line.
fn highlight_with(set: &SyntaxSet, syntax: &SyntaxReference, code: &str) -> Option<String> {
    let style = ClassStyle::SpacedPrefixed {
        prefix: CLASS_PREFIX,
    };
    let mut state = ParseState::new(syntax);
    let mut scopes = ScopeStack::new();
    let mut html = String::with_capacity(code.len() * 4);
    let mut open_spans: isize = 0;
    for line in LinesWithEndings::from(code) {
        let ops = parse_line(set, line, &mut state)?;
        let (spans, delta) = line_tokens_to_classed_spans(line, &ops, style, &mut scopes).ok()?;
        html.push_str(&spans);
        open_spans += delta;
    }
    for _ in 0..open_spans.max(0) {
        html.push_str("</span>");
    }
    Some(html)
}

/// Escapes text for an HTML text node or a double-quoted attribute.
pub(crate) fn escape_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// The stylesheet for the classes that [`highlight`] emits: a light theme by
/// default and a dark one when the reader's system prefers dark or the page
/// sets `data-theme="dark"` on its root element. `data-theme="light"` forces
/// the light colours even on a dark system.
///
/// Exactly one of the two themes applies at any time, so a scope that only
/// one theme colours never leaks into the other.
pub fn highlight_css() -> String {
    let themes = two_face::theme::extra();
    let light = themes.get(LIGHT_THEME);
    let dark = themes.get(DARK_THEME);

    let mut css = String::from(
        "/* Code highlighting for Hooklab's lessons, generated by hooklab-content. */\n",
    );
    css.push_str("@media not all and (prefers-color-scheme: dark) {\n");
    theme_rules(&mut css, light, ":root:not([data-theme=dark])");
    css.push_str("}\n");
    theme_rules(&mut css, light, ":root[data-theme=light]");
    css.push_str("@media (prefers-color-scheme: dark) {\n");
    theme_rules(&mut css, dark, ":root:not([data-theme=light])");
    css.push_str("}\n");
    theme_rules(&mut css, dark, ":root[data-theme=dark]");
    css
}

/// Appends one rule per theme item, each selector scoped under `root` and
/// under the code block's class.
fn theme_rules(css: &mut String, theme: &Theme, root: &str) {
    let scope = format!("{root} .{CODE_CLASS}");
    let background = theme.settings.background.unwrap_or(Color::WHITE);
    let mut base = String::new();
    if let Some(colour) = theme.settings.foreground {
        push_colour(&mut base, "color", readable_on(colour, background));
    }
    if let Some(colour) = theme.settings.background {
        push_colour(&mut base, "background-color", colour);
    }
    if !base.is_empty() {
        let _ = writeln!(css, "{scope} {{{base} }}");
    }

    for item in &theme.scopes {
        let mut declarations = String::new();
        if let Some(colour) = item.style.foreground {
            push_colour(&mut declarations, "color", readable_on(colour, background));
        }
        if let Some(colour) = item.style.background {
            push_colour(&mut declarations, "background-color", colour);
        }
        if let Some(font) = item.style.font_style {
            if font.contains(FontStyle::BOLD) {
                declarations.push_str(" font-weight: bold;");
            }
            if font.contains(FontStyle::ITALIC) {
                declarations.push_str(" font-style: italic;");
            }
            if font.contains(FontStyle::UNDERLINE) {
                declarations.push_str(" text-decoration: underline;");
            }
        }
        if declarations.is_empty() {
            continue;
        }

        let mut selectors = Vec::new();
        for selector in &item.scope.selectors {
            let path: Vec<String> = selector
                .extract_scopes()
                .iter()
                .map(|s| scope_selector(&s.build_string()))
                .filter(|s| !s.is_empty())
                .collect();
            if !path.is_empty() {
                selectors.push(format!("{scope} {}", path.join(" ")));
            }
        }
        if selectors.is_empty() {
            continue;
        }
        let _ = writeln!(css, "{} {{{declarations} }}", selectors.join(",\n"));
    }
}

fn push_colour(out: &mut String, property: &str, colour: Color) {
    let _ = write!(
        out,
        " {property}: #{:02x}{:02x}{:02x}",
        colour.r, colour.g, colour.b
    );
    if colour.a < 0xff {
        let _ = write!(out, "{:02x}", colour.a);
    }
    out.push(';');
}

/// WCAG 2.1 AA's contrast for normal text (1.4.3): code is normal text.
const MIN_CONTRAST: f64 = 4.5;

/// The relative luminance of an sRGB colour, as WCAG defines it.
fn relative_luminance(colour: Color) -> f64 {
    let linear = |channel: u8| {
        let c = f64::from(channel) / 255.0;
        if c <= 0.040_45 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(colour.r) + 0.7152 * linear(colour.g) + 0.0722 * linear(colour.b)
}

/// The WCAG contrast ratio of two colours, from 1 to 21.
fn contrast(a: Color, b: Color) -> f64 {
    let (la, lb) = (relative_luminance(a), relative_luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// `colour` as the page draws it on `background`: unchanged when it reads
/// at [`MIN_CONTRAST`], else moved towards black (on a light background) or
/// white (on a dark one) just far enough. The themes' faintest colours
/// (comments, constants) fail otherwise.
fn readable_on(colour: Color, background: Color) -> Color {
    if contrast(colour, background) >= MIN_CONTRAST {
        return colour;
    }
    let target = if relative_luminance(background) > 0.18 {
        0.0
    } else {
        255.0
    };
    let mix = |channel: u8, t: f64| {
        // In 0..=255 by construction: a convex mix of two values in that range.
        (f64::from(channel) + (target - f64::from(channel)) * t).round() as u8
    };
    (1..=100)
        .map(|step| f64::from(step) / 100.0)
        .map(|t| Color {
            r: mix(colour.r, t),
            g: mix(colour.g, t),
            b: mix(colour.b, t),
            a: colour.a,
        })
        .find(|c| contrast(*c, background) >= MIN_CONTRAST)
        .unwrap_or(colour)
}

/// `string.quoted.json` becomes `.hl-string.hl-quoted.hl-json`.
fn scope_selector(scope: &str) -> String {
    scope
        .split('.')
        .filter(|atom| !atom.is_empty())
        .map(|atom| format!(".{}", css_identifier(&format!("{CLASS_PREFIX}{atom}"))))
        .collect()
}

/// Escapes the characters of a class name that are not plain identifier
/// characters in CSS (grammar atoms such as `c++` exist).
fn css_identifier(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.chars() {
        if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
            out.push(c);
        } else {
            let _ = write!(out, "\\{:x} ", u32::from(c));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rgb(r: u8, g: u8, b: u8) -> Color {
        Color { r, g, b, a: 0xff }
    }

    #[test]
    fn a_faint_colour_is_darkened_on_white_just_enough_to_read() {
        // InspiredGitHub's constant blue: 4.14:1 on white.
        let faint = rgb(0x00, 0x86, 0xb3);
        assert!(contrast(faint, Color::WHITE) < MIN_CONTRAST);
        let fixed = readable_on(faint, Color::WHITE);
        assert!(contrast(fixed, Color::WHITE) >= MIN_CONTRAST);
        assert!(
            contrast(fixed, Color::WHITE) < MIN_CONTRAST + 0.5,
            "moved too far"
        );
        assert!(fixed.b > fixed.r, "keeps its hue");
    }

    #[test]
    fn a_faint_colour_is_lightened_on_a_dark_background() {
        let dark = rgb(0x28, 0x2c, 0x34);
        let grey = rgb(0x5c, 0x63, 0x70);
        let fixed = readable_on(grey, dark);
        assert!(contrast(fixed, dark) >= MIN_CONTRAST);
        assert!(relative_luminance(fixed) > relative_luminance(grey));
    }

    #[test]
    fn a_readable_colour_is_left_alone() {
        let black = rgb(0, 0, 0);
        assert_eq!(readable_on(black, Color::WHITE), black);
    }

    #[test]
    fn every_colour_of_both_themes_reads_on_its_background() {
        let themes = two_face::theme::extra();
        for name in [LIGHT_THEME, DARK_THEME] {
            let theme = themes.get(name);
            let background = theme.settings.background.unwrap_or(Color::WHITE);
            let colours = theme
                .scopes
                .iter()
                .filter_map(|item| item.style.foreground)
                .chain(theme.settings.foreground);
            for colour in colours {
                let shown = readable_on(colour, background);
                assert!(
                    contrast(shown, background) >= MIN_CONTRAST,
                    "{name:?}: {colour:?} reads at {:.2}:1",
                    contrast(shown, background)
                );
            }
        }
    }

    #[test]
    fn every_fence_language_but_text_has_a_grammar() {
        let set = syntaxes();
        for language in FENCE_LANGUAGES {
            assert_eq!(
                grammar(&set, language).is_some(),
                language != "text",
                "{language}"
            );
        }
    }

    #[test]
    fn highlighting_after_a_release_loads_the_grammars_again() {
        let before = highlight("json", "{\"a\": 1}");
        release();
        assert_eq!(highlight("json", "{\"a\": 1}"), before);
        assert!(
            before.contains(CLASS_PREFIX),
            "the JSON is highlighted: {before}"
        );
    }

    #[test]
    fn unknown_languages_are_escaped_not_highlighted() {
        assert_eq!(highlight("cobol", "a < b"), "a &lt; b");
    }

    #[test]
    fn cached_lines_give_the_same_html_as_fresh_ones() {
        let english = "x = 1  # one\ny = \"two\"\n";
        let french = "x = 1  # un\ny = \"two\"\n";
        let first = highlight("python", english);
        assert_eq!(highlight("python", english), first);
        let translated = highlight("python", french);
        assert!(translated.contains("un"), "{translated}");
        assert_eq!(
            translated.replace("</span> un\n", "</span> one\n"),
            first,
            "only the comment differs"
        );
    }

    #[test]
    fn scopes_become_prefixed_class_selectors() {
        assert_eq!(scope_selector("string.quoted"), ".hl-string.hl-quoted");
        assert_eq!(scope_selector("source.c++"), ".hl-source.hl-c\\2b \\2b ");
    }

    #[test]
    fn css_has_both_themes_and_no_unscoped_rules() {
        let css = highlight_css();
        assert!(css.contains("@media (prefers-color-scheme: dark)"));
        assert!(css.contains(":root[data-theme=dark] .hl-code"));
        for line in css
            .lines()
            .filter(|l| l.contains('{') && !l.starts_with('@'))
        {
            assert!(line.starts_with(":root"), "unscoped rule: {line}");
        }
    }
}
