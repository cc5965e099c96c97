//! The catalogue of practice items, loaded once from every item file.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::i18n::{Lang, Translations};
use crate::named::by_name;
use crate::{decompose, exam, sandbox, session};

/// The kinds of practice item an assignment can hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ItemKind {
    /// A quiz scenario: name the pattern (`content/scenarios/`).
    Quiz,
    /// A hook sandbox challenge (`content/challenges/`).
    Challenge,
    /// A session simulator scenario (`content/simulator/`).
    Simulator,
    /// An exam item: one right option of four (`content/exam-items/`).
    Exam,
}

by_name!(ItemKind::as_str [Quiz, Challenge, Simulator, Exam]);

impl ItemKind {
    /// Every kind, in the order pages list them.
    pub const ALL: [ItemKind; 4] = [
        ItemKind::Quiz,
        ItemKind::Challenge,
        ItemKind::Simulator,
        ItemKind::Exam,
    ];

    /// The stable id (`quiz`, `challenge`, `simulator`, `exam`).
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            ItemKind::Quiz => "quiz",
            ItemKind::Challenge => "challenge",
            ItemKind::Simulator => "simulator",
            ItemKind::Exam => "exam",
        }
    }

    /// Parses a stable id.
    #[must_use]
    pub fn from_id(id: &str) -> Option<ItemKind> {
        ItemKind::ALL.into_iter().find(|k| k.as_str() == id)
    }

    /// The folder below `content/` that holds this kind's files.
    #[must_use]
    pub fn folder(self) -> &'static str {
        match self {
            ItemKind::Quiz => "scenarios",
            ItemKind::Challenge => "challenges",
            ItemKind::Simulator => "simulator",
            ItemKind::Exam => "exam-items",
        }
    }

    /// Whether instructors may upload items of this kind (exam items come
    /// from the built-in bank only).
    #[must_use]
    pub fn uploadable(self) -> bool {
        self != ItemKind::Exam
    }
}

/// One gradable practice item.
// The variants differ in size, but items are loaded once into the catalogue
// and shared behind an `Arc`; boxing would buy nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    Quiz(decompose::Scenario),
    Challenge(sandbox::Challenge),
    Simulator(session::Scenario),
    Exam(exam::ExamItem),
}

impl Item {
    #[must_use]
    pub fn kind(&self) -> ItemKind {
        match self {
            Item::Quiz(_) => ItemKind::Quiz,
            Item::Challenge(_) => ItemKind::Challenge,
            Item::Simulator(_) => ItemKind::Simulator,
            Item::Exam(_) => ItemKind::Exam,
        }
    }

    #[must_use]
    pub fn id(&self) -> &str {
        match self {
            Item::Quiz(s) => &s.id,
            Item::Challenge(c) => &c.id,
            Item::Simulator(s) => &s.id,
            Item::Exam(e) => &e.id,
        }
    }

    /// The title in a language, falling back to English.
    #[must_use]
    pub fn title(&self, lang: &str) -> String {
        match self {
            Item::Quiz(s) => {
                let locale = Lang::from_code(lang).unwrap_or(Lang::En);
                s.text(locale).map(|t| t.title.clone()).unwrap_or_default()
            }
            Item::Challenge(c) => c
                .text
                .in_lang_or_english(Lang::from_code(lang).unwrap_or(Lang::En))
                .map(|t| t.title.clone())
                .unwrap_or_default(),
            Item::Simulator(s) => s.text(lang).map(|t| t.title.clone()).unwrap_or_default(),
            Item::Exam(e) => {
                e.title(crate::i18n::Lang::from_code(lang).unwrap_or(crate::i18n::Lang::En))
            }
        }
    }

    /// A fingerprint of what grading reads (the answer and options, the
    /// held-back tests, the setup and goal): a corrected item gets a new
    /// version, a translated sentence does not.
    #[must_use]
    pub fn version(&self) -> String {
        let graded = match self {
            Item::Quiz(s) => serde_json::json!({ "answer": s.answer, "options": s.options }),
            Item::Challenge(c) => serde_json::json!({ "tests": c.tests }),
            Item::Simulator(s) => serde_json::json!({ "setup": s.setup, "goal": s.goal }),
            Item::Exam(e) => serde_json::json!({ "answer": e.answer, "options": e.options }),
        };
        format!("{:016x}", fnv1a(graded.to_string().as_bytes()))
    }
}

/// FNV-1a, 64 bits: a stable fingerprint, not a defence against anyone.
fn fnv1a(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bytes {
        hash ^= u64::from(*b);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    hash
}

/// Why an item file was refused: the file, the line when it can be found,
/// the field (a dotted path such as `text.ru.hints` or `test[2].expect`),
/// and what is wrong, in English, for the author.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct ItemError {
    pub file: String,
    pub line: Option<usize>,
    pub field: Option<String>,
    pub message: String,
}

impl fmt::Display for ItemError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::located::write_located(
            f,
            &self.file,
            self.line,
            self.field.as_deref(),
            &self.message,
        )
    }
}

impl std::error::Error for ItemError {}

/// One file handed to the catalogue: its folder below `content/`
/// (`scenarios`, `presets`, `challenges`, `simulator`), its name and text.
#[derive(Clone, Debug)]
pub struct PracticeFile {
    pub folder: String,
    pub name: String,
    pub text: String,
}

/// Every practice item, each kind sorted the way its page lists it.
#[derive(Clone, Debug, Default)]
pub struct Catalogue {
    presets: Vec<sandbox::Preset>,
    quiz: Vec<decompose::Scenario>,
    challenges: Vec<sandbox::Challenge>,
    simulator: Vec<session::Scenario>,
    exam: Vec<exam::ExamItem>,
}

impl Catalogue {
    /// Loads every file; returns the catalogue, or every error found (one
    /// per bad file, one per duplicated id, one per file in an unknown
    /// folder).
    ///
    /// # Errors
    /// The list of [`ItemError`]s, never empty.
    pub fn load(files: &[PracticeFile]) -> Result<Catalogue, Vec<ItemError>> {
        let mut catalogue = Catalogue::default();
        let mut errors = Vec::new();
        let mut seen: BTreeMap<(String, String), String> = BTreeMap::new();
        for file in files {
            let loaded = if file.folder == "presets" {
                sandbox::load_preset(&file.name, &file.text)
                    .map(|p| (p.id.clone(), Loaded::Preset(p)))
                    .map_err(|e| sandbox_error(&file.name, &file.text, &e))
            } else if let Some(kind) = ItemKind::ALL
                .into_iter()
                .find(|k| k.folder() == file.folder)
            {
                load_item(kind, &file.name, &file.text)
                    .map(|item| (item.id().to_owned(), Loaded::Item(item)))
            } else {
                Err(ItemError {
                    file: file.name.clone(),
                    line: None,
                    field: None,
                    message: format!("`{}` is not a practice folder", file.folder),
                })
            };
            match loaded {
                Ok((id, loaded)) => {
                    let key = (file.folder.clone(), id.clone());
                    if let Some(first) = seen.get(&key) {
                        errors.push(ItemError {
                            file: file.name.clone(),
                            line: line_of_field(&file.text, "id"),
                            field: Some("id".into()),
                            message: format!("the id {id} is already used by {first}"),
                        });
                        continue;
                    }
                    seen.insert(key, file.name.clone());
                    match loaded {
                        Loaded::Preset(p) => catalogue.presets.push(p),
                        Loaded::Item(Item::Quiz(s)) => catalogue.quiz.push(s),
                        Loaded::Item(Item::Challenge(c)) => catalogue.challenges.push(c),
                        Loaded::Item(Item::Simulator(s)) => catalogue.simulator.push(s),
                        Loaded::Item(Item::Exam(e)) => catalogue.exam.push(e),
                    }
                }
                Err(error) => errors.push(error),
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        crate::sort::sort_by(&mut catalogue.presets, |a, b| a.id.cmp(&b.id));
        crate::sort::sort_by(&mut catalogue.quiz, |a, b| a.id.cmp(&b.id));
        crate::sort::sort_by(&mut catalogue.challenges, |a, b| a.id.cmp(&b.id));
        crate::sort::sort_by(&mut catalogue.simulator, |a, b| {
            a.order.cmp(&b.order).then_with(|| a.id.cmp(&b.id))
        });
        crate::sort::sort_by(&mut catalogue.exam, |a, b| a.id.cmp(&b.id));
        Ok(catalogue)
    }

    #[must_use]
    pub fn presets(&self) -> &[sandbox::Preset] {
        &self.presets
    }

    #[must_use]
    pub fn preset(&self, id: &str) -> Option<&sandbox::Preset> {
        self.presets.iter().find(|p| p.id == id)
    }

    /// The quiz's scenarios, by id.
    #[must_use]
    pub fn quiz(&self) -> &[decompose::Scenario] {
        &self.quiz
    }

    #[must_use]
    pub fn challenges(&self) -> &[sandbox::Challenge] {
        &self.challenges
    }

    #[must_use]
    pub fn challenge(&self, id: &str) -> Option<&sandbox::Challenge> {
        self.challenges.iter().find(|c| c.id == id)
    }

    /// The simulator's scenarios, in their `order`.
    #[must_use]
    pub fn simulator(&self) -> &[session::Scenario] {
        &self.simulator
    }

    #[must_use]
    pub fn simulator_scenario(&self, id: &str) -> Option<&session::Scenario> {
        self.simulator.iter().find(|s| s.id == id)
    }

    /// The exam item bank, by id (the mock exam builds its
    /// [`exam::Bank`] from these).
    #[must_use]
    pub fn exam(&self) -> &[exam::ExamItem] {
        &self.exam
    }

    #[must_use]
    pub fn exam_item(&self, id: &str) -> Option<&exam::ExamItem> {
        self.exam
            .binary_search_by(|e| e.id.as_str().cmp(id))
            .ok()
            .map(|at| &self.exam[at])
    }

    /// One gradable item (cloned: grading and versions work on owned data).
    #[must_use]
    pub fn item(&self, kind: ItemKind, id: &str) -> Option<Item> {
        match kind {
            ItemKind::Quiz => self
                .quiz
                .iter()
                .find(|s| s.id == id)
                .cloned()
                .map(Item::Quiz),
            ItemKind::Challenge => self.challenge(id).cloned().map(Item::Challenge),
            ItemKind::Simulator => self.simulator_scenario(id).cloned().map(Item::Simulator),
            ItemKind::Exam => self.exam_item(id).cloned().map(Item::Exam),
        }
    }

    /// Every gradable item as `(kind, id)`, kinds in order.
    #[must_use]
    pub fn item_ids(&self) -> Vec<(ItemKind, String)> {
        let quiz = self.quiz.iter().map(|s| (ItemKind::Quiz, s.id.clone()));
        let challenges = self
            .challenges
            .iter()
            .map(|c| (ItemKind::Challenge, c.id.clone()));
        let simulator = self
            .simulator
            .iter()
            .map(|s| (ItemKind::Simulator, s.id.clone()));
        let exam = self.exam.iter().map(|e| (ItemKind::Exam, e.id.clone()));
        quiz.chain(challenges)
            .chain(simulator)
            .chain(exam)
            .collect()
    }
}

// Lives only while one file loads.
#[allow(clippy::large_enum_variant)]
enum Loaded {
    Preset(sandbox::Preset),
    Item(Item),
}

/// Loads one gradable item file with the checks the built-in content gets.
///
/// # Errors
/// An [`ItemError`] naming the file, the line where it can be found, and
/// the field.
pub fn load_item(kind: ItemKind, file_name: &str, text: &str) -> Result<Item, ItemError> {
    if let Err(error) = toml::from_str::<toml::Table>(text) {
        return Err(ItemError {
            file: file_name.to_owned(),
            line: error.span().map(|s| line_at(text, s.start)),
            field: None,
            message: error.message().trim().to_owned(),
        });
    }
    match kind {
        ItemKind::Quiz => decompose::load_scenario(file_name, text)
            .map(Item::Quiz)
            .map_err(|e| ItemError {
                file: e.file,
                line: e.line.or_else(|| line_of_field(text, &e.field)),
                field: (!e.field.is_empty()).then_some(e.field),
                message: e.message,
            }),
        ItemKind::Challenge => sandbox::load_challenge(file_name, text)
            .map(Item::Challenge)
            .map_err(|e| sandbox_error(file_name, text, &e)),
        ItemKind::Simulator => session::load_scenario(file_name, text)
            .map(Item::Simulator)
            .map_err(|e| simulator_error(file_name, text, &e)),
        // The lesson links are checked against the lessons by the content
        // tests; the core has no lessons at hand.
        ItemKind::Exam => exam::load_item(file_name, text, None)
            .map(Item::Exam)
            .map_err(|e| ItemError {
                file: e.file,
                line: e.line,
                field: (!e.field.is_empty()).then_some(e.field),
                message: e.message,
            }),
    }
}

fn sandbox_error(file_name: &str, text: &str, e: &sandbox::SandboxError) -> ItemError {
    ItemError {
        file: e.file.clone().unwrap_or_else(|| file_name.to_owned()),
        line: e.field.as_deref().and_then(|f| line_of_field(text, f)),
        field: e.field.clone(),
        message: e.message.clone(),
    }
}

fn simulator_error(file_name: &str, text: &str, e: &session::ScenarioError) -> ItemError {
    use session::ScenarioError as E;
    let field = match e {
        E::Toml { .. } => None,
        E::IdMismatch { .. } => Some("id".to_owned()),
        E::MissingLocale { locale, .. } | E::UnknownLocale { locale, .. } => {
            Some(format!("text.{locale}"))
        }
        E::EmptyField { field, .. } | E::InvalidField { field, .. } => Some(field.clone()),
    };
    let message = e.to_string();
    let message = message
        .strip_prefix(&format!("{file_name}: "))
        .unwrap_or(&message)
        .to_owned();
    ItemError {
        file: file_name.to_owned(),
        line: field.as_deref().and_then(|f| line_of_field(text, f)),
        field,
        message,
    }
}

/// The 1-based line of a byte offset.
fn line_at(text: &str, offset: usize) -> usize {
    text.as_bytes()
        .iter()
        .take(offset)
        .filter(|b| **b == b'\n')
        .count()
        + 1
}

/// The line where a field is written, found by walking its dotted path
/// through the file's table headers and keys: `text.ru.hints` is the
/// `hints` key below `[text.ru]`, `test[2].expect` the `expect` key below
/// the third `[[test]]`. `None` when the field is not written anywhere
/// (a missing table, for instance).
#[must_use]
pub fn line_of_field(text: &str, field: &str) -> Option<usize> {
    let lines: Vec<&str> = text.lines().collect();
    let segments: Vec<(&str, Option<usize>)> = field
        .split('.')
        .filter(|s| !s.is_empty())
        .map(|s| match s.split_once('[') {
            Some((name, rest)) => (name, rest.trim_end_matches(']').parse().ok()),
            None => (s, None),
        })
        .collect();
    let mut cursor = 0;
    let mut found = None;
    let mut path = String::new();
    let last = segments.len().saturating_sub(1);
    for (position, (name, index)) in segments.into_iter().enumerate() {
        if !path.is_empty() {
            path.push('.');
        }
        path.push_str(name);
        let header = match index {
            Some(i) => {
                let wanted = format!("[[{path}]]");
                lines
                    .iter()
                    .enumerate()
                    .filter(|(_, l)| l.trim() == wanted)
                    .nth(i)
                    .map(|(n, _)| n)
            }
            None => {
                let wanted = format!("[{path}]");
                lines
                    .iter()
                    .enumerate()
                    .skip(cursor)
                    .find(|(_, l)| l.trim() == wanted)
                    .map(|(n, _)| n)
            }
        };
        if let Some(n) = header {
            cursor = n;
            found = Some(n + 1);
            continue;
        }
        let key = lines.iter().enumerate().skip(cursor).find(|(_, l)| {
            l.trim_start()
                .strip_prefix(name)
                .is_some_and(|rest| rest.trim_start().starts_with('='))
        });
        match key {
            Some((n, _)) => {
                cursor = n;
                found = Some(n + 1);
            }
            // A dotted table header (`[text.en]`) names several segments at
            // once: an inner segment may have no line of its own.
            None if position < last => {}
            None => return None,
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "id = \"x\"\nstart = \"{}\"\n\n[[test]]\nid = \"a\"\nexpect = \"{}\"\n\n[[test]]\nid = \"b\"\nexpect = \"{}\"\n\n[text.en]\ntitle = \"T\"\nhints = []\n";

    #[test]
    fn fields_are_found_through_headers_and_keys() {
        assert_eq!(line_of_field(SAMPLE, "start"), Some(2));
        assert_eq!(line_of_field(SAMPLE, "test[1].expect"), Some(10));
        assert_eq!(line_of_field(SAMPLE, "test[0]"), Some(4));
        assert_eq!(line_of_field(SAMPLE, "text.en.hints"), Some(14));
        assert_eq!(line_of_field(SAMPLE, "text.en"), Some(12));
        assert_eq!(line_of_field(SAMPLE, "text.fr"), None);
    }

    #[test]
    fn a_syntax_error_names_its_line() {
        let error =
            load_item(ItemKind::Challenge, "bad.toml", "id = \"bad\"\nstart = \n").unwrap_err();
        assert_eq!(error.file, "bad.toml");
        assert_eq!(error.line, Some(2));
        assert!(error.to_string().starts_with("bad.toml:2: "), "{error}");
    }

    #[test]
    fn an_unknown_folder_and_a_duplicate_id_are_errors() {
        let files = vec![PracticeFile {
            folder: "nowhere".into(),
            name: "x.toml".into(),
            text: String::new(),
        }];
        let errors = Catalogue::load(&files).unwrap_err();
        assert_eq!(errors.len(), 1);
        assert!(errors[0].message.contains("nowhere"));
    }

    #[test]
    fn kinds_round_trip_through_their_ids() {
        for kind in ItemKind::ALL {
            assert_eq!(ItemKind::from_id(kind.as_str()), Some(kind));
        }
        assert_eq!(ItemKind::from_id("exam"), Some(ItemKind::Exam));
        assert_eq!(ItemKind::from_id("exam-items"), None);
        assert_eq!(ItemKind::from_id("nothing"), None);
    }

    #[test]
    fn exam_items_load_as_a_kind_of_their_own() {
        let text = crate::exam::item::tests::sample("x-item", "sessions", "resume");
        let files = vec![PracticeFile {
            folder: "exam-items".into(),
            name: "content/exam-items/x-item.toml".into(),
            text: text.clone(),
        }];
        let catalogue = Catalogue::load(&files).unwrap();
        assert_eq!(catalogue.exam().len(), 1);
        assert_eq!(
            catalogue.item_ids(),
            vec![(ItemKind::Exam, "x-item".to_owned())]
        );
        let item = catalogue.item(ItemKind::Exam, "x-item").unwrap();
        assert_eq!(item.title("ru"), "Stem ru");
        let before = item.version();
        let rekeyed = text
            .replace("answer = \"b\"", "answer = \"a\"")
            .replace("why_not.a = \"No a.\"", "why_not.b = \"No b.\"");
        let after = load_item(ItemKind::Exam, "x-item.toml", &rekeyed).unwrap();
        assert_ne!(before, after.version(), "a new key is a new version");
        let broken = load_item(
            ItemKind::Exam,
            "x-item.toml",
            &text.replace("answer = \"b\"", "answer = \"e\""),
        )
        .unwrap_err();
        assert_eq!(broken.field.as_deref(), Some("answer"));
        assert!(broken.line.is_some());
        assert!(!ItemKind::Exam.uploadable() && ItemKind::Quiz.uploadable());
    }
}
