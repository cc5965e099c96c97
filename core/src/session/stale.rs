//! The stale-context decision tree, as data: what to do with a session
//! whose context may no longer match the code.
//!
//! The spine is the course's tree (did the agent's reads touch files edited
//! since? is the affected surface small and were the edits surgical?), with
//! two questions in front of it (has the goal changed? has the context grown
//! long?) and one after it (compare another approach?), so that each of the
//! four answers of the quiz has its leaf: `resume`, `resume-with-reread`,
//! `fork` and `restart-with-summary`.

use serde::{Deserialize, Serialize};

use super::message::{Msg, MsgId};
use super::model::{EditKind, SimState};
use crate::i18n::Lang;

/// At most this many changed files count as a small surface.
pub const SMALL_SURFACE_MAX_FILES: usize = 2;
/// From this many transcript entries on, the context counts as long.
pub const LONG_CONTEXT_ENTRIES: u32 = 150;
/// From this many compactions on, the context counts as long.
pub const LONG_CONTEXT_COMPACTIONS: u32 = 2;

/// Whether a node asks a question or gives an answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum NodeKind {
    Question,
    Leaf,
}

/// A node of the tree; its text is the message `sim-<text>`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Node {
    pub id: &'static str,
    pub kind: NodeKind,
    pub text: MsgId,
}

/// An edge from a question to the next node, taken on `answer`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Edge {
    pub from: &'static str,
    pub to: &'static str,
    pub answer: bool,
    pub label: MsgId,
}

/// The whole tree, for drawing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Tree {
    pub title: MsgId,
    pub root: &'static str,
    pub nodes: &'static [Node],
    pub edges: &'static [Edge],
}

impl Tree {
    #[must_use]
    pub fn node(&self, id: &str) -> Option<&Node> {
        self.nodes.iter().find(|n| n.id == id)
    }

    #[must_use]
    pub fn next(&self, from: &str, answer: bool) -> Option<&Edge> {
        self.edges
            .iter()
            .find(|e| e.from == from && e.answer == answer)
    }
}

/// Leaf ids, shared with the quiz's session answers.
pub const LEAF_RESUME: &str = "resume";
pub const LEAF_RESUME_WITH_REREAD: &str = "resume-with-reread";
pub const LEAF_FORK: &str = "fork";
pub const LEAF_RESTART_WITH_SUMMARY: &str = "restart-with-summary";

const Q_GOAL: &str = "goal-changed";
const Q_LONG: &str = "context-long";
const Q_FILES: &str = "files-edited";
const Q_SURGICAL: &str = "small-surgical";
const Q_COMPARE: &str = "compare";

static NODES: [Node; 9] = [
    Node {
        id: Q_GOAL,
        kind: NodeKind::Question,
        text: MsgId::TreeQGoalChanged,
    },
    Node {
        id: Q_LONG,
        kind: NodeKind::Question,
        text: MsgId::TreeQContextLong,
    },
    Node {
        id: Q_FILES,
        kind: NodeKind::Question,
        text: MsgId::TreeQFilesEdited,
    },
    Node {
        id: Q_SURGICAL,
        kind: NodeKind::Question,
        text: MsgId::TreeQSmallSurgical,
    },
    Node {
        id: Q_COMPARE,
        kind: NodeKind::Question,
        text: MsgId::TreeQCompare,
    },
    Node {
        id: LEAF_RESUME,
        kind: NodeKind::Leaf,
        text: MsgId::TreeLeafResume,
    },
    Node {
        id: LEAF_RESUME_WITH_REREAD,
        kind: NodeKind::Leaf,
        text: MsgId::TreeLeafResumeWithReread,
    },
    Node {
        id: LEAF_FORK,
        kind: NodeKind::Leaf,
        text: MsgId::TreeLeafFork,
    },
    Node {
        id: LEAF_RESTART_WITH_SUMMARY,
        kind: NodeKind::Leaf,
        text: MsgId::TreeLeafRestartWithSummary,
    },
];

const fn edge(from: &'static str, to: &'static str, answer: bool) -> Edge {
    Edge {
        from,
        to,
        answer,
        label: if answer {
            MsgId::TreeYes
        } else {
            MsgId::TreeNo
        },
    }
}

static EDGES: [Edge; 10] = [
    edge(Q_GOAL, LEAF_RESTART_WITH_SUMMARY, true),
    edge(Q_GOAL, Q_LONG, false),
    edge(Q_LONG, LEAF_RESTART_WITH_SUMMARY, true),
    edge(Q_LONG, Q_FILES, false),
    edge(Q_FILES, Q_SURGICAL, true),
    edge(Q_FILES, Q_COMPARE, false),
    edge(Q_SURGICAL, LEAF_RESUME_WITH_REREAD, true),
    edge(Q_SURGICAL, LEAF_RESTART_WITH_SUMMARY, false),
    edge(Q_COMPARE, LEAF_FORK, true),
    edge(Q_COMPARE, LEAF_RESUME, false),
];

static TREE: Tree = Tree {
    title: MsgId::TreeTitle,
    root: Q_GOAL,
    nodes: &NODES,
    edges: &EDGES,
};

/// The stale-context decision tree.
#[must_use]
pub fn stale_tree() -> &'static Tree {
    &TREE
}

/// A file the agent read that changed since.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChangedFile {
    pub path: String,
    pub seen_version: u32,
    /// `None` when the file no longer exists.
    pub current_version: Option<u32>,
    /// Edits since the agent's read.
    pub edits: u32,
    /// Every one of those edits was surgical.
    pub surgical: bool,
}

/// What the tree looks at.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct StaleInputs {
    pub changed_files: Vec<ChangedFile>,
    /// The person's goal is no longer the one the session started with.
    pub goal_changed: bool,
    pub context_entries: u32,
    pub compactions: u32,
    /// The person wants to try another approach while keeping this line of
    /// work.
    pub want_alternative: bool,
}

impl StaleInputs {
    /// The inputs for a stored session, from the simulator's state; the two
    /// questions only the person can answer (`goal_changed`,
    /// `want_alternative`) start as `false`.
    #[must_use]
    pub fn from_session(state: &SimState, session_id: &str) -> Option<StaleInputs> {
        let session = state.session(session_id)?;
        let changed_files = session
            .reads
            .iter()
            .filter(|r| r.stale)
            .map(|r| {
                let file = state.machine.files.get(&r.path);
                let later: Vec<EditKind> = file
                    .map(|f| {
                        f.edits
                            .iter()
                            .filter(|e| e.version > r.version)
                            .map(|e| e.kind)
                            .collect()
                    })
                    .unwrap_or_default();
                ChangedFile {
                    path: r.path.clone(),
                    seen_version: r.version,
                    current_version: file.map(|f| f.version),
                    edits: u32::try_from(later.len()).unwrap_or(u32::MAX),
                    surgical: file.is_some() && later.iter().all(|k| *k != EditKind::Rewrite),
                }
            })
            .collect();
        Some(StaleInputs {
            changed_files,
            goal_changed: false,
            context_entries: session.entry_count(),
            compactions: session.compactions,
            want_alternative: false,
        })
    }

    #[must_use]
    pub fn context_long(&self) -> bool {
        self.context_entries >= LONG_CONTEXT_ENTRIES || self.compactions >= LONG_CONTEXT_COMPACTIONS
    }

    #[must_use]
    pub fn small_and_surgical(&self) -> bool {
        self.changed_files.len() <= SMALL_SURFACE_MAX_FILES
            && self.changed_files.iter().all(|f| f.surgical)
    }
}

/// One answered question on the way to a leaf.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WalkStep {
    pub node: String,
    pub answer: bool,
    /// Why this answer, from the inputs.
    pub why: Msg,
}

/// The path through the tree for some inputs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Walk {
    pub steps: Vec<WalkStep>,
    /// One of `resume`, `resume-with-reread`, `fork`,
    /// `restart-with-summary`.
    pub leaf: String,
    pub leaf_text: Msg,
    /// For `resume-with-reread`: the files to name.
    pub reread: Vec<String>,
    /// For `resume-with-reread`: the message to give the resumed agent.
    pub reread_prompt: Option<Msg>,
}

fn answer_for(node: &str, inputs: &StaleInputs) -> (bool, Msg) {
    let files = inputs
        .changed_files
        .iter()
        .map(|f| f.path.as_str())
        .collect::<Vec<_>>()
        .join(", ");
    let count = inputs.changed_files.len().to_string();
    match node {
        Q_GOAL => {
            if inputs.goal_changed {
                (true, Msg::new(MsgId::TreeWhyGoalChanged, &[]))
            } else {
                (false, Msg::new(MsgId::TreeWhyGoalSame, &[]))
            }
        }
        Q_LONG => {
            let entries = inputs.context_entries.to_string();
            let compactions = inputs.compactions.to_string();
            let args = [
                ("entries", entries.as_str()),
                ("compactions", compactions.as_str()),
            ];
            if inputs.context_long() {
                (true, Msg::new(MsgId::TreeWhyContextLong, &args))
            } else {
                (false, Msg::new(MsgId::TreeWhyContextOk, &args))
            }
        }
        Q_FILES => {
            if inputs.changed_files.is_empty() {
                (false, Msg::new(MsgId::TreeWhyNoFilesEdited, &[]))
            } else {
                (
                    true,
                    Msg::new(
                        MsgId::TreeWhyFilesEdited,
                        &[("count", &count), ("files", &files)],
                    ),
                )
            }
        }
        Q_SURGICAL => {
            if inputs.small_and_surgical() {
                (true, Msg::new(MsgId::TreeWhySurgical, &[("count", &count)]))
            } else {
                (
                    false,
                    Msg::new(MsgId::TreeWhyNotSurgical, &[("count", &count)]),
                )
            }
        }
        _ => {
            if inputs.want_alternative {
                (true, Msg::new(MsgId::TreeWhyCompare, &[]))
            } else {
                (false, Msg::new(MsgId::TreeWhyContinue, &[]))
            }
        }
    }
}

/// Walks the tree for the given inputs, from the root to a leaf.
#[must_use]
pub fn walk(inputs: &StaleInputs) -> Walk {
    let tree = stale_tree();
    let mut steps = Vec::new();
    let mut at = tree.root;
    // The tree has five questions; the bound only guards against a cycle.
    for _ in 0..tree.nodes.len() {
        let Some(node) = tree.node(at) else { break };
        if node.kind == NodeKind::Leaf {
            break;
        }
        let (answer, why) = answer_for(at, inputs);
        steps.push(WalkStep {
            node: at.to_owned(),
            answer,
            why,
        });
        match tree.next(at, answer) {
            Some(edge) => at = edge.to,
            None => break,
        }
    }
    let leaf_text = tree.node(at).map_or(MsgId::TreeLeafResume, |n| n.text);
    let (reread, reread_prompt) = if at == LEAF_RESUME_WITH_REREAD {
        let files: Vec<String> = inputs
            .changed_files
            .iter()
            .map(|f| f.path.clone())
            .collect();
        let joined = files.join(", ");
        (
            files,
            Some(Msg::new(MsgId::TreeRereadPrompt, &[("files", &joined)])),
        )
    } else {
        (Vec::new(), None)
    };
    Walk {
        steps,
        leaf: at.to_owned(),
        leaf_text: Msg::new(leaf_text, &[]),
        reread,
        reread_prompt,
    }
}

/// The four parts of the summary that seeds a fresh session.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct SummaryParts {
    /// (a) the goal.
    pub goal: String,
    /// (b) the decisions made, and why.
    pub decisions: Vec<String>,
    /// (c) the current state of the code.
    pub code_state: Vec<String>,
    /// (d) the open questions.
    pub open_questions: Vec<String>,
}

/// The structured summary's introduction and four headings in one language.
struct SummaryWords {
    intro: &'static str,
    headings: [&'static str; 4],
}

/// The summary's words in [`Lang::ALL`] order: what [`summary_template`]
/// writes, and what [`summary_parts_present`] recognises in any of the four
/// languages (a learner may write the summary in any of them).
const SUMMARY_WORDS: [SummaryWords; 4] = [
    SummaryWords {
        intro: "We are picking this work up in a fresh session. Here is where things stand.",
        headings: [
            "Goal",
            "Decisions made",
            "Current state of the code",
            "Open questions",
        ],
    },
    SummaryWords {
        intro: "Nous reprenons ce travail dans une session neuve. Voici où nous en sommes.",
        headings: [
            "Objectif",
            "Décisions prises",
            "État actuel du code",
            "Questions ouvertes",
        ],
    },
    SummaryWords {
        intro: "Продолжаем эту работу в новой сессии. Вот как обстоят дела.",
        headings: [
            "Цель",
            "Принятые решения",
            "Текущее состояние кода",
            "Открытые вопросы",
        ],
    },
    SummaryWords {
        intro: "Retomamos este trabajo en una sesión nueva. Así están las cosas.",
        headings: [
            "Objetivo",
            "Decisiones tomadas",
            "Estado actual del código",
            "Preguntas abiertas",
        ],
    },
];

/// The first prompt of a fresh session: an introduction, then the four
/// parts under their headings in the given language, one item per line
/// (with French typography in French).
#[must_use]
pub fn summary_template(lang: Lang, parts: &SummaryParts) -> String {
    let words = &SUMMARY_WORDS[lang.index()];
    let mut out = words.intro.to_owned();
    let sections: [Vec<String>; 4] = [
        vec![parts.goal.clone()],
        parts.decisions.clone(),
        parts.code_state.clone(),
        parts.open_questions.clone(),
    ];
    for (heading, items) in words.headings.iter().zip(sections) {
        out.push_str("\n\n");
        out.push_str(heading);
        if lang == Lang::Fr {
            out.push('\u{a0}');
        }
        out.push(':');
        for item in items.iter().filter(|i| !i.trim().is_empty()) {
            out.push_str("\n- ");
            out.push_str(item.trim());
        }
    }
    out
}

/// Quotes a prompt so that it can follow `claude` or `say` on a command line.
#[must_use]
pub fn quote_for_command(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        if c == '"' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('"');
    out
}

/// Whether `heading` occurs in `text` followed by a colon, with optional
/// spaces between them (French puts one there).
fn heading_with_colon(text: &str, heading: &str) -> bool {
    text.match_indices(heading).any(|(at, found)| {
        text.get(at + found.len()..)
            .map(|rest| rest.trim_start_matches([' ', '\u{a0}', '\u{202f}']))
            .is_some_and(|rest| rest.starts_with(':'))
    })
}

/// `text` in lower case, a letter at a time: `str::to_lowercase` but for
/// the Greek final sigma, which no heading has. It brings no code of its
/// own into the simulator's browser bundles, whose search box already
/// lowercases letters this way (`str::to_lowercase` weighs 3.6 KB there).
fn lowercase(text: &str) -> String {
    text.chars().flat_map(char::to_lowercase).collect()
}

/// Which of the four parts a prompt contains: a part counts when its
/// heading (in any of the four locales) is followed by a colon, or when the
/// course's marker `(a)`, `(b)`, `(c)` or `(d)` appears.
#[must_use]
pub fn summary_parts_present(text: &str) -> [bool; 4] {
    let lower = lowercase(text);
    let markers = ["(a)", "(b)", "(c)", "(d)"];
    let mut found = [false; 4];
    for (i, slot) in found.iter_mut().enumerate() {
        let by_heading = SUMMARY_WORDS.iter().any(|words| {
            words.headings.get(i).is_some_and(|h| {
                let h = lowercase(h);
                !h.is_empty() && heading_with_colon(&lower, &h)
            })
        });
        let by_marker = markers.get(i).is_some_and(|m| lower.contains(m));
        *slot = by_heading || by_marker;
    }
    found
}
