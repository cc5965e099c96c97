//! The simulator page's plain functions: laying out the session graph,
//! shaping the storage view, walking the command history and merging
//! completions. Nothing here touches the DOM, so all of it is unit tested.

use hooklab_core::session::{project_slug, SessionEdgeKind, SimState};
use std::collections::BTreeMap;

/// Horizontal distance between generations of the session graph.
pub const COLUMN: u32 = 150;
/// Vertical distance between sessions (one row per session, oldest first).
pub const ROW: u32 = 56;
/// Margin around the drawing.
pub const MARGIN: u32 = 24;
/// Where a node's label starts, right of its centre.
pub const LABEL_OFFSET: u32 = 14;
/// The width of one character of a label: the labels are set in a monospace
/// font of 12 px, whose characters are at most 0.62 em wide; rounded up.
pub const LABEL_CHAR: u32 = 8;

/// A session placed on the graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GraphNode {
    pub id: String,
    /// The name when it has one, otherwise the short id.
    pub label: String,
    /// The first eight characters of the id.
    pub short: String,
    pub x: u32,
    pub y: u32,
    pub running: bool,
    pub print: bool,
}

/// An edge of the graph, from the older session to the newer one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GraphLink {
    pub from: (u32, u32),
    pub to: (u32, u32),
    pub kind: SessionEdgeKind,
}

/// The whole drawing, with its size.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct GraphLayout {
    pub nodes: Vec<GraphNode>,
    pub links: Vec<GraphLink>,
    pub width: u32,
    pub height: u32,
}

/// The text drawn next to a node: its label and short id.
pub fn node_caption(node: &GraphNode) -> String {
    format!("{} · {}", node.label, node.short)
}

/// The right edge of a node's caption (or of its "running" line, whichever
/// is longer), so the drawing can be wide enough to show it whole.
pub fn caption_right(node: &GraphNode, running_word: &str) -> u32 {
    let caption = u32::try_from(node_caption(node).chars().count()).unwrap_or(u32::MAX);
    let running = if node.running {
        // "▶ " and the word
        u32::try_from(running_word.chars().count())
            .unwrap_or(u32::MAX)
            .saturating_add(2)
    } else {
        0
    };
    node.x
        .saturating_add(LABEL_OFFSET)
        .saturating_add(caption.max(running).saturating_mul(LABEL_CHAR))
}

/// The drawing's width: room for every caption and the margin after it.
pub fn drawing_width(layout: &GraphLayout, running_word: &str) -> u32 {
    layout
        .nodes
        .iter()
        .map(|n| caption_right(n, running_word).saturating_add(MARGIN))
        .fold(layout.width, u32::max)
}

/// The first eight characters of a session id.
pub fn short_id(id: &str) -> String {
    id.chars().take(8).collect()
}

/// Places every session: one row each, oldest on top, and one column per
/// generation, so that a fork or a `/clear` sits right of the session it
/// came from.
pub fn layout_sessions(state: &SimState) -> GraphLayout {
    let running = state.running.as_ref().map(|r| r.session_id.as_str());
    let mut column_of: BTreeMap<&str, u32> = BTreeMap::new();
    let mut place_of: BTreeMap<&str, (u32, u32)> = BTreeMap::new();
    let mut nodes = Vec::new();
    let mut widest = 0u32;
    for (row, session) in state.sessions.iter().enumerate() {
        let parent_column = state
            .edges
            .iter()
            .find(|e| e.to == session.id)
            .and_then(|e| column_of.get(e.from.as_str()).copied());
        let column = parent_column.map_or(0, |c| c.saturating_add(1));
        column_of.entry(session.id.as_str()).or_insert(column);
        let row = u32::try_from(row).unwrap_or(u32::MAX);
        let x = MARGIN
            .saturating_add(column.saturating_mul(COLUMN))
            .saturating_add(8);
        let y = MARGIN
            .saturating_add(row.saturating_mul(ROW))
            .saturating_add(8);
        place_of.entry(session.id.as_str()).or_insert((x, y));
        widest = widest.max(column);
        let short = short_id(&session.id);
        nodes.push(GraphNode {
            id: session.id.clone(),
            label: session.name.clone().unwrap_or_else(|| short.clone()),
            short,
            x,
            y,
            running: running == Some(session.id.as_str()),
            print: session.print,
        });
    }
    let links = state
        .edges
        .iter()
        .filter_map(|e| {
            Some(GraphLink {
                from: *place_of.get(e.from.as_str())?,
                to: *place_of.get(e.to.as_str())?,
                kind: e.kind,
            })
        })
        .collect();
    let rows = u32::try_from(state.sessions.len())
        .unwrap_or(u32::MAX)
        .max(1);
    GraphLayout {
        nodes,
        links,
        width: MARGIN
            .saturating_mul(2)
            .saturating_add(widest.saturating_add(1).saturating_mul(COLUMN))
            .saturating_add(40),
        height: MARGIN
            .saturating_mul(2)
            .saturating_add(rows.saturating_mul(ROW)),
    }
}

/// A path with the home directory written `~`.
pub fn tilde(path: &str, home: &str) -> String {
    if home.is_empty() || home == "/" {
        return path.to_owned();
    }
    if path == home {
        return "~".to_owned();
    }
    match path.strip_prefix(home) {
        Some(rest) if rest.starts_with('/') => format!("~{rest}"),
        _ => path.to_owned(),
    }
}

/// One `.jsonl` file in the storage view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StorageFile {
    pub file_name: String,
    pub name: Option<String>,
    pub print: bool,
    pub entries: u32,
}

/// One project folder in the storage view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StorageFolder {
    /// `~/.claude/projects/<slug>/`.
    pub path: String,
    pub slug: String,
    /// The working directory the slug was made from.
    pub cwd: String,
    pub hashed: bool,
    /// The folder Claude Code would use from the shell's directory now.
    pub current: bool,
    pub files: Vec<StorageFile>,
}

/// The storage as it sits on disk, plus the folder the current directory
/// maps to even when it holds nothing yet (that empty folder is exactly why
/// a resume from the wrong place finds nothing).
pub fn storage_view(state: &SimState) -> Vec<StorageFolder> {
    let home = state.machine.home.as_str();
    let here = project_slug(&state.machine.cwd).slug;
    let mut folders: Vec<StorageFolder> = state
        .storage
        .iter()
        .map(|p| StorageFolder {
            path: format!("{}/{}/", tilde(&p.root, home), p.slug),
            slug: p.slug.clone(),
            cwd: tilde(&p.cwd, home),
            hashed: p.hashed,
            current: p.root == state.storage_root && p.slug == here,
            files: p
                .files
                .iter()
                .map(|f| StorageFile {
                    file_name: f.file_name.clone(),
                    name: f.name.clone(),
                    print: f.print,
                    entries: f.entries,
                })
                .collect(),
        })
        .collect();
    if !folders.iter().any(|f| f.current) {
        let slug = project_slug(&state.machine.cwd);
        folders.push(StorageFolder {
            path: format!("{}/{}/", tilde(&state.storage_root, home), slug.slug),
            slug: slug.slug,
            cwd: tilde(&state.machine.cwd, home),
            hashed: slug.hashed,
            current: true,
            files: Vec::new(),
        });
    }
    folders
}

/// Where the learner is in the command history while pressing Up and Down.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HistoryCursor {
    /// Index of the entry shown, `None` while editing a new line.
    position: Option<usize>,
    /// What was typed before walking the history, given back at the bottom.
    draft: String,
}

impl HistoryCursor {
    /// The older entry to show after Up, if any.
    pub fn up(&mut self, history: &[String], typed: &str) -> Option<String> {
        let next = match self.position {
            None => {
                self.draft = typed.to_owned();
                history.len().checked_sub(1)?
            }
            Some(0) => 0,
            Some(p) => p - 1,
        };
        self.position = Some(next);
        history.get(next).cloned()
    }

    /// The newer entry to show after Down; past the newest, the draft.
    pub fn down(&mut self, history: &[String]) -> Option<String> {
        let position = self.position?;
        let next = position + 1;
        if next < history.len() {
            self.position = Some(next);
            history.get(next).cloned()
        } else {
            self.position = None;
            Some(std::mem::take(&mut self.draft))
        }
    }

    /// Back to a fresh line (after running a command).
    pub fn reset(&mut self) {
        self.position = None;
        self.draft.clear();
    }
}

/// The longest common start of every candidate, cut on a character
/// boundary.
pub fn common_prefix(candidates: &[String]) -> String {
    let Some(first) = candidates.first() else {
        return String::new();
    };
    let mut end = first.len();
    for other in candidates.iter().skip(1) {
        let shared: usize = first
            .chars()
            .zip(other.chars())
            .take_while(|(a, b)| a == b)
            .map(|(a, _)| a.len_utf8())
            .sum();
        end = end.min(shared);
    }
    first.get(..end).unwrap_or_default().to_owned()
}

/// The first sentence of a story, for the scenario list.
pub fn first_sentence(text: &str) -> String {
    let text = text.trim();
    let mut end = text.len();
    for (at, c) in text.char_indices() {
        if matches!(c, '.' | '!' | '?') {
            let after = at + c.len_utf8();
            if text
                .get(after..)
                .is_none_or(|rest| rest.is_empty() || rest.starts_with(char::is_whitespace))
            {
                end = after;
                break;
            }
        }
    }
    text.get(..end).unwrap_or(text).trim().to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use hooklab_core::session::{Setup, Sim};

    fn shop() -> Sim {
        let setup = Setup {
            cwd: "/home/dev/shop".into(),
            repos: vec!["/home/dev/shop".into()],
            seed: 3,
            ..Setup::default()
        };
        Sim::new(&setup)
    }

    #[test]
    fn forks_and_clears_move_one_column_right() {
        let mut sim = shop();
        for line in [
            "claude -n main",
            "exit",
            "claude --resume main --fork-session",
            "/clear",
        ] {
            let step = sim.run(line);
            assert_eq!(step.exit_code, 0, "{line}: {}", step.text());
        }
        let layout = layout_sessions(sim.state());
        assert_eq!(layout.nodes.len(), 3);
        let xs: Vec<u32> = layout.nodes.iter().map(|n| n.x).collect();
        assert_eq!(
            xs,
            [MARGIN + 8, MARGIN + 8 + COLUMN, MARGIN + 8 + 2 * COLUMN]
        );
        let ys: Vec<u32> = layout.nodes.iter().map(|n| n.y).collect();
        assert!(ys.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(layout.links.len(), 2);
        assert_eq!(layout.links[0].kind, SessionEdgeKind::Fork);
        assert_eq!(layout.links[1].kind, SessionEdgeKind::Clear);
        assert_eq!(layout.nodes[0].label, "main");
        assert!(layout.nodes[2].running && !layout.nodes[0].running);
        assert!(layout.width >= layout.nodes[2].x);
        assert!(layout.height > layout.nodes[2].y);
    }

    #[test]
    fn the_drawing_is_wide_enough_for_its_last_caption_whole() {
        let mut sim = shop();
        for line in [
            "claude -n a-rather-long-design-review-session-name",
            "exit",
            "claude --resume a-rather-long-design-review-session-name --fork-session",
        ] {
            let step = sim.run(line);
            assert_eq!(step.exit_code, 0, "{line}: {}", step.text());
        }
        let layout = layout_sessions(sim.state());
        let width = drawing_width(&layout, "выполняется");
        for node in &layout.nodes {
            let caption = u32::try_from(node_caption(node).chars().count()).expect("short");
            assert!(
                node.x + LABEL_OFFSET + caption * LABEL_CHAR + MARGIN <= width,
                "{} cut at {width}",
                node_caption(node)
            );
        }
        assert!(width >= layout.width);
    }

    #[test]
    fn an_empty_machine_draws_an_empty_graph_with_a_size() {
        let layout = layout_sessions(shop().state());
        assert!(layout.nodes.is_empty() && layout.links.is_empty());
        assert!(layout.width > 0 && layout.height > 0);
    }

    #[test]
    fn storage_shows_the_folder_of_the_current_directory_even_when_empty() {
        let mut sim = shop();
        assert_eq!(sim.run("claude -n one").exit_code, 0);
        assert_eq!(sim.run("exit").exit_code, 0);
        let folders = storage_view(sim.state());
        assert_eq!(folders.len(), 1);
        assert_eq!(folders[0].path, "~/.claude/projects/-home-dev-shop/");
        assert_eq!(folders[0].cwd, "~/shop");
        assert!(folders[0].current);
        assert_eq!(folders[0].files.len(), 1);
        assert!(folders[0].files[0].file_name.ends_with(".jsonl"));

        assert_eq!(sim.run("mkdir api").exit_code, 0);
        assert_eq!(sim.run("cd api").exit_code, 0);
        let folders = storage_view(sim.state());
        assert_eq!(folders.len(), 2);
        assert!(!folders[0].current);
        assert!(folders[1].current && folders[1].files.is_empty());
        assert_eq!(folders[1].slug, "-home-dev-shop-api");
    }

    #[test]
    fn tilde_only_replaces_a_whole_home_prefix() {
        assert_eq!(tilde("/home/dev", "/home/dev"), "~");
        assert_eq!(tilde("/home/dev/shop", "/home/dev"), "~/shop");
        assert_eq!(tilde("/home/developer", "/home/dev"), "/home/developer");
        assert_eq!(tilde("/srv/x", "/"), "/srv/x");
    }

    #[test]
    fn history_walks_up_and_down_and_gives_the_draft_back() {
        let history: Vec<String> = ["ls", "cd shop", "claude"]
            .iter()
            .map(|s| (*s).to_owned())
            .collect();
        let mut cursor = HistoryCursor::default();
        assert_eq!(cursor.down(&history), None);
        assert_eq!(cursor.up(&history, "pw").as_deref(), Some("claude"));
        assert_eq!(cursor.up(&history, "ignored").as_deref(), Some("cd shop"));
        assert_eq!(cursor.up(&history, "").as_deref(), Some("ls"));
        assert_eq!(cursor.up(&history, "").as_deref(), Some("ls"));
        assert_eq!(cursor.down(&history).as_deref(), Some("cd shop"));
        assert_eq!(cursor.down(&history).as_deref(), Some("claude"));
        assert_eq!(cursor.down(&history).as_deref(), Some("pw"));
        assert_eq!(cursor.down(&history), None);
        assert_eq!(cursor.up(&[], "x"), None);
        cursor.up(&history, "a");
        cursor.reset();
        assert_eq!(cursor.down(&history), None);
    }

    #[test]
    fn common_prefix_respects_characters() {
        let c = |v: &[&str]| v.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
        assert_eq!(common_prefix(&c(&["claude -c", "claude -r"])), "claude -");
        assert_eq!(common_prefix(&c(&["cd shop/", "cd shop/"])), "cd shop/");
        assert_eq!(common_prefix(&c(&["é1", "è2"])), "");
        assert_eq!(common_prefix(&c(&["ла", "лб"])), "л");
        assert_eq!(common_prefix(&[]), "");
    }

    #[test]
    fn first_sentence_stops_at_the_first_full_stop() {
        assert_eq!(first_sentence("One thing. Then another."), "One thing.");
        assert_eq!(
            first_sentence("  See ~/shop.api and go! Later."),
            "See ~/shop.api and go!"
        );
        assert_eq!(first_sentence("Без точки"), "Без точки");
        assert_eq!(first_sentence("¿Qué pasa? Nada."), "¿Qué pasa?");
    }
}
