//! Which browser bundle hydrates which page.
//!
//! The site ships several WebAssembly bundles instead of one, so that a
//! reader of a lesson downloads the code of the lesson pages and not the
//! sandbox's editor, the simulator or the classroom. The reader's bundle
//! runs the reading pages (home, lessons, search, privacy) and the frame
//! around every page without Leptos; each tool's pages are in exactly one
//! other bundle, which hydrates them with Leptos and runs the same frame.
//!
//! [`Bundle::of_path`] is the one rule: the server picks the bundle a page
//! loads with it, and in the browser a link is followed by a tool's router
//! only when its bundle holds the page it leads to ([`follows_in_page`]);
//! otherwise (a reading page, another tool's page) the browser loads the
//! page, with its own bundle.

#[cfg(views)]
use crate::{i18n::Lang, page_data::PageData};
use hooklab_core::{classroom::item_of_page_path, practice::ItemKind};

/// A bundle no page starts with: a page loads it when the learner first
/// needs it, through a loader its boot script defines (see `shell.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LaterBundle {
    /// The hook engine (`crate::sandbox::engine`), for the pages that
    /// [ask it](Bundle::asks_engine), once the learner focuses the sandbox.
    Engine,
    /// The header search field's live results (`frame::search_box`), for
    /// every page, once the learner focuses the field.
    Search,
}

impl LaterBundle {
    pub const ALL: [LaterBundle; 2] = [LaterBundle::Engine, LaterBundle::Search];

    /// The bundle's place in [`LaterBundle::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The bundle's name: its Cargo feature and the folder `./dev` builds
    /// it into.
    pub fn name(self) -> &'static str {
        match self {
            LaterBundle::Engine => "engine",
            LaterBundle::Search => "search",
        }
    }

    /// The global function the boot script defines to load it: it loads
    /// the bundle the first time it is called (again after a failure) and
    /// resolves to its module.
    pub fn loader(self) -> &'static str {
        match self {
            LaterBundle::Engine => "hooklabEngine",
            LaterBundle::Search => "hooklabSearch",
        }
    }

    /// The Fluent files that word what the bundle answers, which a page
    /// loads with the bundle and adds to its own strings (the bundle
    /// itself carries none): the trace, configuration errors and lint
    /// findings of the engine's answers. The pages that ask the bundle are
    /// not given them when they start ([`Bundle::uses_strings_of`]); the
    /// server sends the few that its own first answer uses with the page.
    /// Their messages name no term nor other message, so they parse on
    /// their own.
    pub const fn words(self) -> &'static [&'static str] {
        match self {
            LaterBundle::Engine => &["engine", "lint"],
            LaterBundle::Search => &[],
        }
    }
}

/// A browser bundle: the pages it runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bundle {
    /// Home, lessons, glossary, cheat sheets, search, privacy.
    Reader,
    /// The quiz and its decision matrix.
    Quiz,
    /// The mock exam.
    Exam,
    /// Spaced review (of quiz and exam items and challenges), the progress
    /// page and the offline page (what this device stores).
    Review,
    /// The hook sandbox, its presets and challenges.
    Sandbox,
    /// The session simulator.
    Simulator,
    /// Signing in, the student's class and assignments.
    Class,
    /// The instructor's pages: groups, assignments, authored items, results.
    Teach,
    /// An assigned quiz or exam item (built in or an instructor's own) as
    /// the student answers it: one choice among options, without the
    /// sandbox and the simulator.
    Choice,
    /// An assigned sandbox challenge as the student answers it: the
    /// sandbox and its hook engine, without the simulator.
    ChallengeItem,
    /// An assigned simulator scenario as the student answers it: the
    /// simulator, without the sandbox.
    SimulatorItem,
}

impl Bundle {
    pub const ALL: [Bundle; 11] = [
        Bundle::Reader,
        Bundle::Quiz,
        Bundle::Exam,
        Bundle::Review,
        Bundle::Sandbox,
        Bundle::Simulator,
        Bundle::Class,
        Bundle::Teach,
        Bundle::Choice,
        Bundle::ChallengeItem,
        Bundle::SimulatorItem,
    ];

    /// The bundle's name: its Cargo feature and the folder `./dev` builds
    /// it into.
    pub fn name(self) -> &'static str {
        match self {
            Bundle::Reader => "reader",
            Bundle::Quiz => "quiz",
            Bundle::Exam => "exam",
            Bundle::Review => "review",
            Bundle::Sandbox => "sandbox",
            Bundle::Simulator => "simulator",
            Bundle::Class => "class",
            Bundle::Teach => "teach",
            Bundle::Choice => "choice",
            Bundle::ChallengeItem => "challenge-item",
            Bundle::SimulatorItem => "simulator-item",
        }
    }

    /// Whether the bundle's pages ask the hook engine, whose own bundle
    /// ([`LaterBundle::Engine`]) they load when the learner focuses the
    /// sandbox.
    pub const fn asks_engine(self) -> bool {
        matches!(self, Bundle::Sandbox | Bundle::ChallengeItem)
    }

    /// Whether the bundle's pages hydrate parts of themselves in tasks of
    /// their own ([`crate::staged`]): the sandbox's, the page that is
    /// slowest to hydrate. Only these bundles' boots hydrate staged parts
    /// (`const`, so that the other bundles' builds drop that code).
    pub const fn hydrates_in_stages(self) -> bool {
        self.asks_engine()
    }

    /// Whether the bundle's pages may load `later` (every page has the
    /// header's search field).
    pub const fn may_load(self, later: LaterBundle) -> bool {
        match later {
            LaterBundle::Engine => self.asks_engine(),
            LaterBundle::Search => true,
        }
    }

    /// Whether the bundle's pages may load a bundle that comes with words
    /// ([`LaterBundle::words`]): the others carry no code to add them
    /// (`const`, so that a bundle's build drops that code).
    pub const fn loads_words(self) -> bool {
        let mut index = 0;
        while index < LaterBundle::ALL.len() {
            let later = LaterBundle::ALL[index];
            if self.may_load(later) && !later.words().is_empty() {
                return true;
            }
            index += 1;
        }
        false
    }

    /// The bundle's place in [`Bundle::ALL`], for what is kept per bundle.
    pub fn index(self) -> usize {
        Bundle::ALL
            .iter()
            .position(|bundle| *bundle == self)
            .unwrap_or_default()
    }

    pub fn from_name(name: &str) -> Option<Bundle> {
        Bundle::ALL.into_iter().find(|bundle| bundle.name() == name)
    }

    /// The bundle a page's path (`/{lang}/...`, query and fragment allowed)
    /// loads. Paths no page answers are the reader's (its "not found").
    pub fn of_path(path: &str) -> Bundle {
        match page_of_path(path) {
            "quiz" => Bundle::Quiz,
            "exam" => Bundle::Exam,
            "review" | "progress" | "offline" => Bundle::Review,
            "sandbox" => Bundle::Sandbox,
            "simulator" => Bundle::Simulator,
            "class" => match class_item_kind(path) {
                None => Bundle::Class,
                Some(Some(ItemKind::Challenge)) => Bundle::ChallengeItem,
                Some(Some(ItemKind::Simulator)) => Bundle::SimulatorItem,
                // A quiz or exam item, or a path that names no kind: the
                // server sends an older link to an instructor's item on to
                // the path that names its kind, and says what is wrong
                // with any other.
                Some(_) => Bundle::Choice,
            },
            "signin" => Bundle::Class,
            "teach" => Bundle::Teach,
            _ => Bundle::Reader,
        }
    }

    /// Whether the bundle's pages use the strings of the Fluent file
    /// `name` (`main.ftl`, `sandbox.ftl`…) when they start: the browser is
    /// given only those (the [words](LaterBundle::words) of a bundle they
    /// load later come with it). Every bundle runs the frame around each
    /// page, and a page's bundle is given every string its server
    /// rendering used, so every bundle has [`FRAME_STRINGS`]; the reading
    /// pages add the privacy page's, and each tool its own files.
    pub fn uses_strings_of(self, name: &str) -> bool {
        let file = name.strip_suffix(".ftl").unwrap_or(name);
        let comes_later = LaterBundle::ALL
            .into_iter()
            .any(|later| self.may_load(later) && later.words().contains(&file));
        if comes_later {
            return false;
        }
        FRAME_STRINGS.contains(&file)
            || match self {
                Bundle::Reader => file == "privacy",
                Bundle::Quiz => ["matrix", "quiz"].contains(&file),
                // The exam's confidence and score columns are the quiz's.
                Bundle::Exam => ["exam", "quiz", "review"].contains(&file),
                // Some of the matrix's: see `uses_message`.
                Bundle::Review => ["exam", "matrix", "quiz", "review"].contains(&file),
                Bundle::Sandbox => SANDBOX_STRINGS.contains(&file),
                Bundle::Simulator => SIMULATOR_STRINGS.contains(&file),
                Bundle::Class => file == "class",
                // Some of the exam's and the matrix's: see `uses_message`.
                Bundle::Teach => ["class", "exam", "matrix", "teach"].contains(&file),
                Bundle::Choice => ["class", "exam", "matrix", "quiz"].contains(&file),
                Bundle::ChallengeItem => file == "class" || SANDBOX_STRINGS.contains(&file),
                Bundle::SimulatorItem => file == "class" || SIMULATOR_STRINGS.contains(&file),
            }
    }

    /// Whether the bundle's pages use the message (or term) `id` of the
    /// Fluent file `name`: every message of the files it
    /// [uses](Self::uses_strings_of), but where a bundle needs only a few
    /// of a file's messages. An instructor's pages name a quiz answer's
    /// pattern and an exam item's domain and guide domain, and nothing
    /// else of the matrix's and the exam's strings (39 KB in Spanish); the
    /// review names a quiz answer's pattern, and nothing else of the
    /// matrix's.
    pub fn uses_message(self, name: &str, id: &str) -> bool {
        let file = name.strip_suffix(".ftl").unwrap_or(name);
        match (self, file) {
            (Bundle::Teach | Bundle::Review, "matrix") => {
                id.starts_with("pattern-") && !id.ends_with("-summary")
            }
            (Bundle::Teach, "exam") => {
                id.starts_with("exam-domain-") || id.starts_with("exam-guide-")
            }
            _ => self.uses_strings_of(name),
        }
    }

    /// The style files (`app/style/<name>.css`) the bundle's pages use
    /// beyond `main.css`, which every page uses: each tool's file styles
    /// its own pages (its rules are written under its own class names),
    /// and the pages that reuse a tool's parts (an assigned item, the
    /// exam's and the review's questions) take that tool's file too.
    pub fn style_files(self) -> &'static [&'static str] {
        match self {
            Bundle::Reader | Bundle::Class | Bundle::Teach => &[],
            Bundle::Quiz | Bundle::Exam | Bundle::Review => &["quiz", "exam", "review"],
            Bundle::Sandbox => &["sandbox"],
            Bundle::Simulator => &["simulator"],
            Bundle::Choice => &["quiz", "exam"],
            Bundle::ChallengeItem => &["sandbox"],
            Bundle::SimulatorItem => &["simulator"],
        }
    }

    /// Whether the bundle's pages show the lessons' code, highlighted when
    /// the site is built: only the reading pages do (the practice items'
    /// content has no highlighted code, which a test in `tests/it` holds),
    /// so only their stylesheet carries the highlighting's colours.
    pub fn shows_lesson_code(self) -> bool {
        self == Bundle::Reader
    }

    /// Whether this bundle's router can show a page of `page`'s bundle:
    /// only a tool's own pages (the reader's bundle has no router).
    pub fn holds(self, page: Bundle) -> bool {
        page == self && self != Bundle::Reader
    }

    /// The bundle this build of the crate is (the browser's); the server
    /// renders every page.
    pub const fn built() -> Bundle {
        if cfg!(feature = "quiz") {
            Bundle::Quiz
        } else if cfg!(feature = "exam") {
            Bundle::Exam
        } else if cfg!(feature = "review") {
            Bundle::Review
        } else if cfg!(feature = "sandbox") {
            Bundle::Sandbox
        } else if cfg!(feature = "simulator") {
            Bundle::Simulator
        } else if cfg!(feature = "class") {
            Bundle::Class
        } else if cfg!(feature = "teach") {
            Bundle::Teach
        } else if cfg!(feature = "choice") {
            Bundle::Choice
        } else if cfg!(feature = "challenge-item") {
            Bundle::ChallengeItem
        } else if cfg!(feature = "simulator-item") {
            Bundle::SimulatorItem
        } else {
            Bundle::Reader
        }
    }
}

/// The Fluent files (`locales/<lang>/<name>.ftl`) of the frame around
/// every page: the header's links to every tool, the footer, the progress
/// menu (whose import reports JSON errors), search and the offline status.
/// (`content.ftl` is the server's alone: its words are in the lessons'
/// HTML.)
const FRAME_STRINGS: [&str; 5] = ["json", "main", "offline", "progress", "search"];

/// The Fluent files of the sandbox (its editors, the engine's and the
/// linter's messages, the verdict): the sandbox's pages and an assigned
/// challenge use them, the engine's and the linter's once the engine
/// comes ([`LaterBundle::words`]).
const SANDBOX_STRINGS: [&str; 6] = [
    "checks",
    "concepts",
    "engine",
    "lint",
    "sandbox",
    "sandbox-verdict",
];

/// The Fluent files of the session simulator (its page, its terminal's
/// lines): the simulator's pages and an assigned scenario use them.
const SIMULATOR_STRINGS: [&str; 2] = ["simulator", "simulator-engine"];

/// A page's path cut at `/`, without its query and fragment:
/// `[lang, page, ...]`.
fn path_segments(path: &str) -> std::str::Split<'_, char> {
    let path = path.split(['?', '#']).next().unwrap_or_default();
    path.trim_matches('/').split('/')
}

/// The segment after the language in a page's path (`/{lang}/{page}/...`,
/// query and fragment allowed): `""` for the home page.
pub fn page_of_path(path: &str) -> &str {
    path_segments(path).nth(1).unwrap_or_default()
}

/// The kind of item an assigned item's page,
/// `/{lang}/class/assignments/{id}/{kind}/{item}`, names
/// ([`item_of_page_path`]; `Some(None)` when it names none); `None` for
/// any other page.
fn class_item_kind(path: &str) -> Option<Option<ItemKind>> {
    let segments: Vec<&str> = path_segments(path).collect();
    match segments.as_slice() {
        [_, "class", "assignments", _, kind, item] => Some(item_of_page_path(kind, item).1),
        _ => None,
    }
}

/// Whether the router of `bundle`, showing `from`, may show `to` without
/// loading a page: `to` must be in the bundle and in the same language
/// (a page carries the strings of its own language only), and drawn from
/// the same content file as `from` or from none (a document holds only
/// its first page's, see [`crate::page_data`]).
#[cfg(views)]
pub fn follows_in_page(bundle: Bundle, from: &str, to: &str) -> bool {
    let lang = Lang::of_path(from);
    let content = PageData::of_path(to);
    lang.is_some()
        && lang == Lang::of_path(to)
        && bundle.holds(Bundle::of_path(to))
        && (content.is_none() || content == PageData::of_path(from))
}

/// Adds to `$routes` the route of each `$page` at its `$path`, in the
/// server and in the bundles named before it (its page's bundle,
/// [`Bundle::of_path`]): another bundle compiles neither the route nor the
/// page. The server checks (in debug builds) that each route is declared
/// in the right bundle.
#[macro_export]
macro_rules! page_routes {
    ($routes:ident; $($($bundle:literal)|+ : $path:expr => $page:path;)*) => {$(
        #[cfg(any(feature = "ssr", $(feature = $bundle),+))]
        $routes.push(leptos_router::any_nested_route::IntoAnyNestedRoute::into_any_nested_route(
            leptos_router::NestedRoute::new($path, move || {
                $crate::bundle::check_route(&[$($bundle),+]);
                $page()
            }),
        ));
    )*};
}

/// The server's check that a route was declared in the bundle (one of
/// the bundles) its path belongs to; does nothing in the browser.
pub fn check_route(declared: &[&str]) {
    #[cfg(feature = "ssr")]
    {
        use leptos::prelude::GetUntracked;
        let path = leptos_router::hooks::use_location()
            .pathname
            .get_untracked();
        debug_assert!(
            declared.contains(&Bundle::of_path(&path).name()),
            "the route of {path} is declared in the wrong bundle"
        );
    }
    #[cfg(not(feature = "ssr"))]
    let _ = declared;
}

/// What the router shows at a path none of its routes matches. A browser
/// bundle routes only its own pages, so a page of another bundle (reached
/// by going back or forward in the history) is loaded from the server,
/// with its own bundle; a path of this bundle's (or, on the server, any
/// path) that matches no route is not found.
#[cfg(views)]
#[leptos::component]
pub fn PageElsewhere() -> impl leptos::IntoView {
    use leptos::prelude::*;
    let path = leptos_router::hooks::use_location()
        .pathname
        .get_untracked();
    let elsewhere = !cfg!(feature = "ssr") && Bundle::of_path(&path) != Bundle::built();
    if elsewhere {
        crate::browser::reload();
    }
    (!elsewhere).then(|| view! { <main id="main"><crate::pages::not_found::NotFound/></main> })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_page_has_its_bundle() {
        let cases = [
            ("/en/", Bundle::Reader),
            ("/fr/learn", Bundle::Reader),
            ("/ru/learn/hooks/anatomy#why", Bundle::Reader),
            ("/es/search?q=hook", Bundle::Reader),
            ("/en/privacy", Bundle::Reader),
            ("/en/nowhere", Bundle::Reader),
            ("/en/quiz", Bundle::Quiz),
            ("/en/quiz?topic=hooks", Bundle::Quiz),
            ("/en/exam?resume=1", Bundle::Exam),
            ("/fr/review", Bundle::Review),
            ("/en/progress", Bundle::Review),
            ("/ru/offline", Bundle::Review),
            ("/en/sandbox", Bundle::Sandbox),
            ("/en/sandbox/presets/block-rm", Bundle::Sandbox),
            ("/ru/simulator/resume-wrong-directory", Bundle::Simulator),
            ("/en/signin", Bundle::Class),
            ("/en/class", Bundle::Class),
            ("/en/class/assignments/4", Bundle::Class),
            ("/en/class/join/AB12", Bundle::Class),
            ("/en/class/assignments/4/quiz/1", Bundle::Choice),
            ("/ru/class/assignments/4/exam/d1-07#top", Bundle::Choice),
            (
                "/fr/class/assignments/4/challenge/block-rm?x=1",
                Bundle::ChallengeItem,
            ),
            (
                "/es/class/assignments/4/simulator/resume-wrong-directory",
                Bundle::SimulatorItem,
            ),
            // An instructor's own item: the bundle of its kind.
            ("/en/class/assignments/4/authored-quiz/a9", Bundle::Choice),
            ("/en/class/assignments/4/authored-exam/a9", Bundle::Choice),
            (
                "/en/class/assignments/4/authored-challenge/a9",
                Bundle::ChallengeItem,
            ),
            (
                "/en/class/assignments/4/authored-simulator/a9",
                Bundle::SimulatorItem,
            ),
            // A path that names no kind: the server's answer (a redirect, or
            // what is wrong) is the choice bundle's page.
            ("/en/class/assignments/4/authored/a9", Bundle::Choice),
            ("/en/class/assignments/4/poem/a9", Bundle::Choice),
            ("/es/teach/groups/2/new", Bundle::Teach),
            ("/en/teach", Bundle::Teach),
        ];
        for (path, bundle) in cases {
            assert_eq!(Bundle::of_path(path), bundle, "{path}");
        }
    }

    #[test]
    fn the_engines_words_come_with_the_engine_not_with_the_page() {
        for bundle in [Bundle::Sandbox, Bundle::ChallengeItem] {
            for file in LaterBundle::Engine.words() {
                assert!(!bundle.uses_strings_of(file), "{} {file}", bundle.name());
            }
            // The rest of the sandbox's files come with the page.
            assert!(bundle.uses_strings_of("sandbox-verdict.ftl"));
            assert!(bundle.uses_strings_of("checks"));
        }
        assert!(LaterBundle::Search.words().is_empty());
    }

    #[test]
    fn names_round_trip() {
        for bundle in Bundle::ALL {
            assert_eq!(Bundle::from_name(bundle.name()), Some(bundle));
        }
        assert_eq!(Bundle::from_name("everything"), None);
    }

    #[test]
    fn the_router_follows_links_within_its_bundle_and_language() {
        let sandbox = Bundle::Sandbox;
        assert!(follows_in_page(
            sandbox,
            "/en/sandbox",
            "/en/sandbox/presets/x"
        ));
        // A reading page is the reader's: the browser loads it.
        assert!(!follows_in_page(
            sandbox,
            "/en/sandbox",
            "/en/learn/hooks/anatomy"
        ));
        assert!(!follows_in_page(sandbox, "/en/sandbox", "/en/quiz"));
        assert!(!follows_in_page(sandbox, "/en/sandbox", "/fr/sandbox"));
        let reader = Bundle::Reader;
        assert!(!follows_in_page(reader, "/en/learn", "/en/"));
        assert!(!follows_in_page(reader, "/en/learn", "/en/simulator"));
        assert!(!follows_in_page(reader, "/en/learn", "/ru/learn"));
        assert!(!follows_in_page(reader, "/", "/en/"));
        // A page drawn from a content file only from a page of the same file.
        let exam = Bundle::Exam;
        assert!(follows_in_page(exam, "/en/exam", "/en/exam?resume=1"));
        // The quiz and the exam are two bundles.
        assert!(!follows_in_page(exam, "/en/exam", "/en/quiz"));
        assert!(!follows_in_page(Bundle::Quiz, "/en/quiz", "/en/exam"));
        let review = Bundle::Review;
        assert!(!follows_in_page(review, "/en/review", "/en/learn"));
        assert!(!follows_in_page(review, "/en/progress", "/en/quiz"));
        assert!(!follows_in_page(review, "/en/learn", "/en/review"));
        // The progress page is drawn from no content file: the review's
        // router shows it, but not the review from it.
        assert!(follows_in_page(review, "/en/review", "/en/progress"));
        assert!(!follows_in_page(review, "/en/progress", "/en/review"));
    }
}
