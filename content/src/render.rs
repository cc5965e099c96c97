//! Markdown to HTML: pulldown-cmark's events, rewritten on the way through.
//!
//! What the rewriting adds to plain CommonMark:
//! - headings carry their explicit id and an anchor link (a heading without
//!   `{#id}` gets a fallback id and a [`Problem`]);
//! - GitHub alerts become `<aside class="callout callout-…">` with a title in
//!   the page's language;
//! - fenced code is highlighted with classes, and a `bad-example` fence gets a
//!   visible label;
//! - external links get `rel="noopener"`, and links with a scheme other than
//!   http, https or mailto are dropped;
//! - raw HTML is shown as text, never passed through.

use std::collections::HashSet;
use std::ops::Range;

use pulldown_cmark::{Alignment, BlockQuoteKind, CowStr, Event, HeadingLevel, Parser, Tag, TagEnd};
use serde::{Deserialize, Serialize};

use crate::code::{self, fence_words, parser_options, CODE_CLASS};
use crate::front_matter::line_of;
use crate::highlighted;
use crate::phrases::phrase;

/// The fence marker of a sample that is wrong on purpose.
pub const BAD_EXAMPLE: &str = "bad-example";

/// One entry of a lesson's table of contents.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TocEntry {
    /// 2 for `##`, 3 for `###`.
    pub level: u8,
    pub id: String,
    pub text: String,
}

/// The plain text of one part of a page, for search: the text before the
/// first heading, then one part per `##` or `###` heading (deeper headings
/// stay inside their part). Code blocks are left out; code spans stay.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SectionText {
    /// 2 or 3; 0 for the text before the first heading.
    pub level: u8,
    /// The heading's id, exactly as the page renders it; empty before the
    /// first heading.
    pub id: String,
    /// The heading's text; empty before the first heading.
    pub heading: String,
    /// The text, with runs of white space made one space.
    pub text: String,
}

/// A heading as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeadingInfo {
    pub level: u8,
    /// The explicit `{#id}`, if any.
    pub id: Option<String>,
    pub text: String,
    /// 1-based line in the Markdown given to [`render`].
    pub line: usize,
}

/// A code block as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CodeBlockInfo {
    /// The first word of the fence's info string; empty for an indented
    /// block or a bare fence.
    pub language: String,
    pub bad_example: bool,
    pub code: String,
    pub line: usize,
}

/// A link or image destination as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LinkInfo {
    pub destination: String,
    pub line: usize,
}

/// The kind of a GitHub alert callout.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CalloutKind {
    Note,
    Tip,
    /// The "Exam answer / Claude Code today" callout.
    Important,
    Warning,
    Caution,
}

impl CalloutKind {
    /// The CSS class suffix and the name used in messages.
    pub fn name(self) -> &'static str {
        match self {
            Self::Note => "note",
            Self::Tip => "tip",
            Self::Important => "important",
            Self::Warning => "warning",
            Self::Caution => "caution",
        }
    }

    fn from_cmark(kind: BlockQuoteKind) -> Self {
        match kind {
            BlockQuoteKind::Note => Self::Note,
            BlockQuoteKind::Tip => Self::Tip,
            BlockQuoteKind::Important => Self::Important,
            BlockQuoteKind::Warning => Self::Warning,
            BlockQuoteKind::Caution => Self::Caution,
        }
    }

    fn title_key(self) -> &'static str {
        match self {
            Self::Note => "callout-note",
            Self::Tip => "callout-tip",
            Self::Important => "callout-important",
            Self::Warning => "callout-warning",
            Self::Caution => "callout-caution",
        }
    }
}

/// A callout as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CalloutInfo {
    pub kind: CalloutKind,
    /// The plain text of the callout's first paragraph.
    pub first_paragraph: String,
    /// The plain text of the whole callout, one line per paragraph.
    pub text: String,
    pub line: usize,
}

/// The structure of a page, for the tests that compare locales and resolve
/// links.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Outline {
    pub headings: Vec<HeadingInfo>,
    pub code_blocks: Vec<CodeBlockInfo>,
    pub links: Vec<LinkInfo>,
    pub callouts: Vec<CalloutInfo>,
}

/// Something in the Markdown that breaks FORMAT.md. The page still renders.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// 1-based line in the Markdown given to [`render`].
    pub line: usize,
    pub message: String,
}

/// The result of [`render`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Rendered {
    pub html: String,
    /// Every heading, in order; the page shows the levels it wants
    /// (usually 2 and 3).
    pub toc: Vec<TocEntry>,
    pub outline: Outline,
    /// The page's text cut at its `##` and `###` headings, for search.
    pub sections: Vec<SectionText>,
    pub problems: Vec<Problem>,
}

/// French prose with French typography, `None` when `lang` is not French or
/// the text needs no change.
fn french_typography_for(lang: &str, text: &str) -> Option<String> {
    if lang != "fr" {
        return None;
    }
    match hooklab_core::i18n::french_typography(text) {
        std::borrow::Cow::Owned(changed) => Some(changed),
        std::borrow::Cow::Borrowed(_) => None,
    }
}

/// A lesson's plain text (title, summary, check questions) with the
/// typography of its language.
pub fn typeset(lang: &str, text: String) -> String {
    french_typography_for(lang, &text).unwrap_or(text)
}

/// Renders a lesson body (without its front matter) for a page in `lang`.
/// Never fails: what breaks the format is reported in
/// [`Rendered::problems`].
pub fn render(lang: &str, markdown: &str) -> Rendered {
    let mut renderer = Renderer {
        lang,
        markdown,
        out: Vec::new(),
        rendered: Rendered::default(),
        heading: None,
        code: None,
        callouts: Vec::new(),
        used_ids: HashSet::new(),
        link_ends: Vec::new(),
        footnotes: Vec::new(),
        table: None,
        sections: vec![SectionText::default()],
    };
    let events: Vec<(Event<'_>, Range<usize>)> = Parser::new_ext(markdown, parser_options())
        .into_offset_iter()
        .collect();
    for (event, range) in events {
        renderer.event(event, range.start);
    }
    let mut html = String::with_capacity(markdown.len() * 2);
    pulldown_cmark::html::push_html(&mut html, renderer.out.into_iter());
    let mut rendered = renderer.rendered;
    rendered.html = html;
    rendered.sections = renderer
        .sections
        .into_iter()
        .map(|mut section| {
            section.text = section
                .text
                .split_ascii_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            section
        })
        .filter(|section| section.level > 0 || !section.text.is_empty())
        .collect();
    rendered
}

/// A heading being collected: its tag is written once its text is known.
struct OpenHeading<'a> {
    level: u8,
    id: Option<String>,
    line: usize,
    text: String,
    inner: Vec<Event<'a>>,
}

struct OpenCode {
    language: String,
    bad_example: bool,
    code: String,
    line: usize,
}

struct OpenCallout {
    /// `None` for a plain block quote.
    kind: Option<CalloutKind>,
    line: usize,
    paragraphs_seen: usize,
    first_paragraph: String,
    text: String,
}

struct Renderer<'a, 'l> {
    lang: &'l str,
    markdown: &'a str,
    out: Vec<Event<'a>>,
    rendered: Rendered,
    heading: Option<OpenHeading<'a>>,
    code: Option<OpenCode>,
    callouts: Vec<OpenCallout>,
    used_ids: HashSet<String>,
    /// For each open link: the closing tag we wrote the opening of, or
    /// `None` when pulldown-cmark writes the link itself.
    link_ends: Vec<Option<&'static str>>,
    /// Footnote labels, numbered in order of first appearance.
    footnotes: Vec<String>,
    table: Option<OpenTable>,
    /// The page's text so far, cut at headings; never empty (the text
    /// before the first heading comes first).
    sections: Vec<SectionText>,
}

/// A table being written: pulldown-cmark would align its cells with inline
/// `style` attributes, which the site's Content-Security-Policy forbids, so
/// the renderer writes the table tags itself, with classes.
struct OpenTable {
    alignments: Vec<Alignment>,
    in_head: bool,
    body_open: bool,
    column: usize,
}

impl<'a> Renderer<'a, '_> {
    fn line(&self, offset: usize) -> usize {
        line_of(self.markdown, offset)
    }

    fn problem(&mut self, offset: usize, message: String) {
        let line = self.line(offset);
        self.rendered.problems.push(Problem { line, message });
    }

    /// Sends an event to the output, or into the heading being collected.
    fn emit(&mut self, event: Event<'a>) {
        match &mut self.heading {
            Some(heading) => heading.inner.push(event),
            None => self.out.push(event),
        }
    }

    fn emit_str(&mut self, html: &'static str) {
        self.emit(Event::Html(CowStr::Borrowed(html)));
    }

    /// The number shown for a footnote: its rank among the labels seen so
    /// far, references and definitions alike.
    fn footnote_number(&mut self, label: &str) -> usize {
        match self.footnotes.iter().position(|l| l == label) {
            Some(index) => index + 1,
            None => {
                self.footnotes.push(label.to_owned());
                self.footnotes.len()
            }
        }
    }

    /// Records plain text for the heading and the callout being collected,
    /// and for the section of the page it belongs to.
    fn note_text(&mut self, text: &str) {
        if let Some(heading) = &mut self.heading {
            heading.text.push_str(text);
        } else if let Some(section) = self.sections.last_mut() {
            section.text.push_str(text);
        }
        if let Some(callout) = self.callouts.last_mut() {
            if callout.paragraphs_seen == 1 {
                callout.first_paragraph.push_str(text);
            }
            callout.text.push_str(text);
        }
    }

    fn event(&mut self, event: Event<'a>, offset: usize) {
        if let Some(code) = &mut self.code {
            match event {
                Event::Text(text) => code.code.push_str(&text),
                Event::End(TagEnd::CodeBlock) => self.finish_code(),
                _ => {}
            }
            return;
        }
        if let Event::End(
            TagEnd::Paragraph
            | TagEnd::Item
            | TagEnd::TableCell
            | TagEnd::BlockQuote(_)
            | TagEnd::FootnoteDefinition
            | TagEnd::DefinitionListTitle
            | TagEnd::DefinitionListDefinition,
        ) = &event
        {
            // Blocks end words: "a</p><p>b" is two words in the search text.
            if let Some(section) = self.sections.last_mut() {
                section.text.push(' ');
            }
        }
        match event {
            Event::Start(Tag::Heading { level, id, .. }) => {
                self.heading = Some(OpenHeading {
                    level: heading_number(level),
                    id: id.map(|id| id.to_string()),
                    line: self.line(offset),
                    text: String::new(),
                    inner: Vec::new(),
                });
            }
            Event::End(TagEnd::Heading(_)) => self.finish_heading(offset),
            Event::Start(Tag::BlockQuote(kind)) => {
                let kind = kind.map(CalloutKind::from_cmark);
                self.callouts.push(OpenCallout {
                    kind,
                    line: self.line(offset),
                    paragraphs_seen: 0,
                    first_paragraph: String::new(),
                    text: String::new(),
                });
                match kind {
                    Some(kind) => {
                        let title = escape_text(&phrase(self.lang, kind.title_key()));
                        self.emit(Event::Html(CowStr::from(format!(
                            "<aside class=\"callout callout-{}\">\n<p class=\"callout-title\">{title}</p>\n",
                            kind.name()
                        ))));
                    }
                    None => self.emit(Event::Start(Tag::BlockQuote(None))),
                }
            }
            Event::End(TagEnd::BlockQuote(_)) => {
                let Some(callout) = self.callouts.pop() else {
                    return;
                };
                match callout.kind {
                    Some(kind) => {
                        self.rendered.outline.callouts.push(CalloutInfo {
                            kind,
                            first_paragraph: callout.first_paragraph.trim().to_owned(),
                            text: callout.text.trim().to_owned(),
                            line: callout.line,
                        });
                        self.emit(Event::Html(CowStr::Borrowed("</aside>\n")));
                    }
                    None => self.emit(Event::End(TagEnd::BlockQuote(None))),
                }
            }
            Event::Start(Tag::Paragraph) => {
                if let Some(callout) = self.callouts.last_mut() {
                    callout.paragraphs_seen += 1;
                    if callout.paragraphs_seen > 1 {
                        callout.text.push('\n');
                    }
                }
                self.emit(Event::Start(Tag::Paragraph));
            }
            Event::Start(Tag::CodeBlock(kind)) => {
                let mut words = fence_words(&kind);
                let language = words.next().unwrap_or_default().to_owned();
                let mut bad_example = false;
                for word in words {
                    if word == BAD_EXAMPLE {
                        bad_example = true;
                    } else {
                        self.problem(
                            offset,
                            format!("unknown fence marker `{word}` (only `{BAD_EXAMPLE}` exists)"),
                        );
                    }
                }
                if language.is_empty() {
                    self.problem(
                        offset,
                        "code block without a language: use a fence such as ```json".to_owned(),
                    );
                } else if !code::is_known_language(&language) {
                    self.problem(
                        offset,
                        format!(
                            "unknown fence language `{language}` (expected one of {})",
                            code::FENCE_LANGUAGES.join(", ")
                        ),
                    );
                }
                self.code = Some(OpenCode {
                    language,
                    bad_example,
                    code: String::new(),
                    line: self.line(offset),
                });
            }
            Event::Start(Tag::Link {
                dest_url, title, ..
            }) => self.start_link(dest_url, title, offset),
            Event::End(TagEnd::Link) => match self.link_ends.pop().flatten() {
                Some(end) => self.emit(Event::Html(CowStr::Borrowed(end))),
                None => self.emit(Event::End(TagEnd::Link)),
            },
            Event::Start(Tag::Image {
                link_type,
                dest_url,
                title,
                id,
            }) => {
                self.rendered.outline.links.push(LinkInfo {
                    destination: dest_url.to_string(),
                    line: self.line(offset),
                });
                let dest_url = if is_safe_destination(&dest_url) {
                    dest_url
                } else {
                    self.problem(offset, format!("image source `{dest_url}` is not allowed"));
                    CowStr::Borrowed("")
                };
                self.emit(Event::Start(Tag::Image {
                    link_type,
                    dest_url,
                    title,
                    id,
                }));
            }
            Event::Start(Tag::HtmlBlock) => self.emit(Event::Start(Tag::Paragraph)),
            Event::End(TagEnd::HtmlBlock) => self.emit(Event::End(TagEnd::Paragraph)),
            Event::Html(html) | Event::InlineHtml(html) => {
                self.problem(
                    offset,
                    "raw HTML is not rendered (it is shown as text)".to_owned(),
                );
                self.note_text(&html);
                self.emit(Event::Text(html));
            }
            Event::Start(Tag::Table(alignments)) => {
                self.table = Some(OpenTable {
                    alignments,
                    in_head: false,
                    body_open: false,
                    column: 0,
                });
                // Wide tables scroll sideways; keyboard users must be able to reach them.
                self.emit_str("<table tabindex=\"0\">\n");
            }
            Event::Start(Tag::TableHead) => {
                if let Some(table) = &mut self.table {
                    table.in_head = true;
                    table.column = 0;
                }
                self.emit_str("<thead><tr>");
            }
            Event::End(TagEnd::TableHead) => {
                if let Some(table) = &mut self.table {
                    table.in_head = false;
                }
                self.emit_str("</tr></thead>\n");
            }
            Event::Start(Tag::TableRow) => {
                let mut html = "<tr>";
                if let Some(table) = &mut self.table {
                    table.column = 0;
                    if !table.body_open {
                        table.body_open = true;
                        html = "<tbody>\n<tr>";
                    }
                }
                self.emit_str(html);
            }
            Event::End(TagEnd::TableRow) => self.emit_str("</tr>\n"),
            Event::Start(Tag::TableCell) => {
                let (cell, class) = match &self.table {
                    Some(table) => (
                        if table.in_head { "th" } else { "td" },
                        match table.alignments.get(table.column) {
                            Some(Alignment::Left) => " class=\"align-left\"",
                            Some(Alignment::Center) => " class=\"align-center\"",
                            Some(Alignment::Right) => " class=\"align-right\"",
                            Some(Alignment::None) | None => "",
                        },
                    ),
                    None => ("td", ""),
                };
                self.emit(Event::Html(CowStr::from(format!("<{cell}{class}>"))));
            }
            Event::End(TagEnd::TableCell) => {
                let cell = match &mut self.table {
                    Some(table) => {
                        table.column += 1;
                        if table.in_head {
                            "</th>"
                        } else {
                            "</td>"
                        }
                    }
                    None => "</td>",
                };
                self.emit_str(cell);
            }
            Event::End(TagEnd::Table) => {
                let body_open = self.table.take().is_some_and(|t| t.body_open);
                self.emit_str(if body_open {
                    "</tbody></table>\n"
                } else {
                    "</table>\n"
                });
            }
            Event::FootnoteReference(label) => {
                let number = self.footnote_number(&label);
                let id = escape_text(&label);
                self.emit(Event::Html(CowStr::from(format!(
                    "<sup class=\"footnote-reference\"><a href=\"#fn-{id}\">{number}</a></sup>"
                ))));
            }
            Event::Start(Tag::FootnoteDefinition(label)) => {
                let number = self.footnote_number(&label);
                let id = escape_text(&label);
                self.emit(Event::Html(CowStr::from(format!(
                    "<div class=\"footnote-definition\" id=\"fn-{id}\"><sup class=\"footnote-definition-label\">{number}</sup>\n"
                ))));
            }
            Event::End(TagEnd::FootnoteDefinition) => self.emit_str("</div>\n"),
            Event::Text(text) => {
                // Prose only: code blocks, code spans and HTML never get here.
                let text = match french_typography_for(self.lang, &text) {
                    Some(typeset) => CowStr::from(typeset),
                    None => text,
                };
                self.note_text(&text);
                self.emit(Event::Text(text));
            }
            Event::Code(text) => {
                self.note_text(&text);
                self.emit(Event::Code(text));
            }
            Event::SoftBreak | Event::HardBreak => {
                self.note_text(" ");
                self.emit(event);
            }
            other => self.emit(other),
        }
    }

    fn start_link(&mut self, destination: CowStr<'a>, title: CowStr<'a>, offset: usize) {
        self.rendered.outline.links.push(LinkInfo {
            destination: destination.to_string(),
            line: self.line(offset),
        });
        if !is_safe_destination(&destination) {
            self.problem(
                offset,
                format!("link target `{destination}` is not allowed"),
            );
            // The text stays, without a link.
            self.link_ends.push(Some("</span>"));
            self.emit(Event::Html(CowStr::Borrowed(
                "<span class=\"link-removed\">",
            )));
            return;
        }
        if is_external(&destination) {
            let mut tag = format!(
                "<a href=\"{}\" rel=\"noopener\" class=\"external\"",
                escape_text(&destination)
            );
            if !title.is_empty() {
                tag.push_str(&format!(" title=\"{}\"", escape_text(&title)));
            }
            tag.push('>');
            self.link_ends.push(Some("</a>"));
            self.emit(Event::Html(CowStr::from(tag)));
        } else {
            self.link_ends.push(None);
            self.emit(Event::Start(Tag::Link {
                link_type: pulldown_cmark::LinkType::Inline,
                dest_url: destination,
                title,
                id: CowStr::Borrowed(""),
            }));
        }
    }

    fn finish_heading(&mut self, offset: usize) {
        let Some(heading) = self.heading.take() else {
            return;
        };
        let text = heading.text.trim().to_owned();
        let id = match &heading.id {
            Some(id) => id.clone(),
            None => {
                self.problem(
                    offset,
                    format!("heading “{text}” has no explicit id: add {{#some-id}}"),
                );
                fallback_id(&text)
            }
        };
        if !self.used_ids.insert(id.clone()) {
            self.problem(
                offset,
                format!("heading id `{id}` is used twice on this page"),
            );
        }
        self.rendered.outline.headings.push(HeadingInfo {
            level: heading.level,
            id: heading.id.clone(),
            text: text.clone(),
            line: heading.line,
        });
        match heading.level {
            2 | 3 => self.sections.push(SectionText {
                level: heading.level,
                id: id.clone(),
                heading: text.clone(),
                text: String::new(),
            }),
            // The page's title is already the title of its opening text.
            1 => {}
            _ => {
                if let Some(section) = self.sections.last_mut() {
                    section.text.push(' ');
                    section.text.push_str(&text);
                    section.text.push(' ');
                }
            }
        }
        self.rendered.toc.push(TocEntry {
            level: heading.level,
            id: id.clone(),
            text,
        });
        let id = escape_text(&id);
        let level = heading.level;
        self.out
            .push(Event::Html(CowStr::from(format!("<h{level} id=\"{id}\">"))));
        self.out.extend(heading.inner);
        let label = escape_text(&phrase(self.lang, "heading-anchor"));
        self.out.push(Event::Html(CowStr::from(format!(
            " <a class=\"heading-anchor\" href=\"#{id}\" aria-label=\"{label}\">#</a></h{level}>\n"
        ))));
    }

    fn finish_code(&mut self) {
        let Some(code) = self.code.take() else {
            return;
        };
        let mut html = String::new();
        let language = escape_text(&code.language);
        html.push_str("<figure class=\"code-block");
        if code.bad_example {
            html.push_str(" bad-example");
        }
        html.push('"');
        if !code.language.is_empty() {
            html.push_str(&format!(" data-lang=\"{language}\""));
        }
        html.push_str(">\n");
        if code.bad_example {
            html.push_str(&format!(
                "<figcaption class=\"bad-example-label\">{}</figcaption>\n",
                escape_text(&phrase(self.lang, "code-bad-example"))
            ));
        }
        html.push_str(&format!(
            "<button type=\"button\" class=\"code-copy\" data-copied=\"{}\">{}</button>\n",
            escape_text(&phrase(self.lang, "code-copied")),
            escape_text(&phrase(self.lang, "code-copy"))
        ));
        html.push_str(&format!("<pre class=\"{CODE_CLASS}"));
        if !code.language.is_empty() {
            html.push_str(&format!(" language-{language}"));
        }
        // Long lines scroll sideways; tabindex lets a keyboard scroll them too.
        html.push_str("\" tabindex=\"0\"><code>");
        html.push_str(&highlighted::highlight(&code.language, &code.code));
        html.push_str("</code></pre>\n</figure>\n");
        self.emit(Event::Html(CowStr::from(html)));
        self.rendered.outline.code_blocks.push(CodeBlockInfo {
            language: code.language,
            bad_example: code.bad_example,
            code: code.code,
            line: code.line,
        });
    }
}

/// Escapes text for an HTML text node or a double-quoted attribute.
pub fn escape_text(text: &str) -> String {
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

fn heading_number(level: HeadingLevel) -> u8 {
    match level {
        HeadingLevel::H1 => 1,
        HeadingLevel::H2 => 2,
        HeadingLevel::H3 => 3,
        HeadingLevel::H4 => 4,
        HeadingLevel::H5 => 5,
        HeadingLevel::H6 => 6,
    }
}

/// An id for a heading that lacks one: lowercase letters and digits, other
/// runs turned into `-`.
fn fallback_id(text: &str) -> String {
    let mut id = String::new();
    for c in text.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            id.push(c);
        } else if !id.is_empty() && !id.ends_with('-') {
            id.push('-');
        }
    }
    let id = id.trim_end_matches('-').to_owned();
    if id.is_empty() {
        "section".to_owned()
    } else {
        id
    }
}

fn is_external(destination: &str) -> bool {
    let lower = destination.to_ascii_lowercase();
    lower.starts_with("http://") || lower.starts_with("https://") || lower.starts_with("//")
}

/// Relative paths, fragments, http(s) and mailto; never `javascript:`,
/// `data:` or any other scheme.
fn is_safe_destination(destination: &str) -> bool {
    let lower = destination.trim().to_ascii_lowercase();
    let scheme_end = lower.find(':');
    let path_start = lower.find(['/', '?', '#']);
    match (scheme_end, path_start) {
        (None, _) => true,
        (Some(colon), Some(slash)) if slash < colon => true,
        _ => {
            lower.starts_with("http://")
                || lower.starts_with("https://")
                || lower.starts_with("mailto:")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fallback_ids_keep_letters_of_any_script() {
        assert_eq!(fallback_id("Exit codes & more"), "exit-codes-more");
        assert_eq!(fallback_id("Коды выхода"), "коды-выхода");
        assert_eq!(fallback_id("***"), "section");
    }

    #[test]
    fn only_safe_destinations_pass() {
        for ok in [
            "/en/learn/hooks/anatomy",
            "#exit-codes",
            "https://docs.example",
            "mailto:a@b",
            "x/y:z",
        ] {
            assert!(is_safe_destination(ok), "{ok}");
        }
        for bad in [
            "javascript:alert(1)",
            "JavaScript:x",
            "data:text/html,x",
            "vbscript:x",
        ] {
            assert!(!is_safe_destination(bad), "{bad}");
        }
    }

    #[test]
    fn headings_get_ids_anchors_and_a_toc() {
        let rendered = render("en", "## Exit codes {#exit-codes}\n\n### Two `2` {#two}\n");
        assert!(rendered.problems.is_empty(), "{:?}", rendered.problems);
        assert!(rendered.html.contains(
            "<h2 id=\"exit-codes\">Exit codes <a class=\"heading-anchor\" href=\"#exit-codes\""
        ));
        assert_eq!(
            rendered.toc,
            vec![
                TocEntry {
                    level: 2,
                    id: "exit-codes".into(),
                    text: "Exit codes".into()
                },
                TocEntry {
                    level: 3,
                    id: "two".into(),
                    text: "Two 2".into()
                },
            ]
        );
    }

    #[test]
    fn the_text_is_cut_at_h2_and_h3_with_the_rendered_ids() {
        let markdown = "# Title {#title}\n\nOpening *words*.\n\n## Exit codes {#exit-codes}\n\n\
            Exit `2` blocks.\nReally.\n\n```json\n{\"code\": 1}\n```\n\n- one\n- two\n\n\
            #### Deeper {#deeper}\n\nStill here.\n\n### No id\n\n| a | b |\n|---|---|\n| c | d |\n";
        let rendered = render("en", markdown);
        let parts: Vec<(u8, &str, &str, &str)> = rendered
            .sections
            .iter()
            .map(|s| (s.level, s.id.as_str(), s.heading.as_str(), s.text.as_str()))
            .collect();
        assert_eq!(
            parts,
            [
                (0, "", "", "Opening words."),
                (
                    2,
                    "exit-codes",
                    "Exit codes",
                    "Exit 2 blocks. Really. one two Deeper Still here."
                ),
                (3, "no-id", "No id", "a b c d"),
            ]
        );
        for section in &rendered.sections[1..] {
            assert!(rendered
                .html
                .contains(&format!("<h{} id=\"{}\">", section.level, section.id)));
        }
    }

    #[test]
    fn a_heading_without_id_is_a_problem_on_its_line() {
        let rendered = render("en", "Intro\n\n## Exit codes\n");
        assert_eq!(rendered.problems.len(), 1);
        assert_eq!(rendered.problems[0].line, 3);
        assert!(rendered.html.contains("id=\"exit-codes\""));
    }

    #[test]
    fn never_panics_on_odd_input() {
        for input in [
            "",
            "#",
            "> [!NOTE]",
            "```",
            "[a](",
            "<",
            "\u{feff}## é {#é}",
            "> [!TIP]\n> ```json\n> {\n",
        ] {
            let _ = render("ru", input);
        }
    }
}
