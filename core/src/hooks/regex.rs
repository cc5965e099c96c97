//! The regular expression of a matcher: JavaScript's, with no flags, as
//! Claude Code builds it (spec §2.1).
//!
//! Two engines run it, one per place the core runs:
//! - natively (the server, the command line, every test), `regress`, a
//!   Rust implementation of ECMAScript regular expressions;
//! - in wasm32-unknown-unknown, the target of the browser's bundles, the
//!   JavaScript host's own `RegExp`: JavaScript's engine itself, and no
//!   copy of regress and its Unicode tables in the wasm the browser
//!   downloads.
//!
//! Both see the same patterns: [`super::matcher`] refuses the ones that
//! could backtrack catastrophically and caps the subjects before either
//! engine runs. They differ where regress departs from JavaScript without
//! the `u` flag: it reads `\u{41}` as `A` (JavaScript: `u` 41 times), and
//! it steps through text by character where JavaScript steps by UTF-16
//! unit (`^.$` matches an emoji natively only). Matchers meet tool, event
//! and source names, which are ASCII, so neither shows there. An invalid
//! pattern's reason is each engine's own words.

pub use engine::Regex;

/// Patterns the browser keeps compiled at once; past it the store starts
/// afresh (a matcher being typed is a new pattern at each key).
#[cfg(any(test, all(target_arch = "wasm32", target_os = "unknown")))]
const KEPT: usize = 64;

/// Values kept by pattern text, at most [`KEPT`] of them.
#[cfg(any(test, all(target_arch = "wasm32", target_os = "unknown")))]
struct Kept<V>(crate::hooks::fasthash::FastMap<String, V>);

#[cfg(any(test, all(target_arch = "wasm32", target_os = "unknown")))]
impl<V: Clone> Kept<V> {
    fn new() -> Self {
        Kept(crate::hooks::fasthash::FastMap::default())
    }

    fn get(&self, pattern: &str) -> Option<V> {
        self.0.get(pattern).cloned()
    }

    fn keep(&mut self, pattern: &str, value: V) {
        if self.0.len() >= KEPT {
            self.0.clear();
        }
        self.0.insert(pattern.to_owned(), value);
    }
}

/// The reason in a `SyntaxError` message of V8 (`Invalid regular
/// expression: /(a/: Unterminated group`): what follows the pattern.
/// Other engines' messages are kept whole.
#[cfg(any(test, all(target_arch = "wasm32", target_os = "unknown")))]
fn syntax_reason(message: &str) -> &str {
    match message.strip_prefix("Invalid regular expression: /") {
        Some(rest) => rest
            .rsplit_once("/: ")
            .map_or(message, |(_, reason)| reason),
        None => message,
    }
}

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
mod engine {
    /// A compiled pattern.
    #[derive(Clone, Debug)]
    pub struct Regex(regress::Regex);

    impl Regex {
        /// Compiles `pattern`; the error says why it is not a regular
        /// expression.
        pub fn new(pattern: &str) -> Result<Regex, String> {
            regress::Regex::new(pattern)
                .map(Regex)
                .map_err(|error| error.to_string())
        }

        /// Whether the pattern matches somewhere in `subject`.
        pub fn is_match(&self, subject: &str) -> bool {
            self.0.find(subject).is_some()
        }
    }
}

#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
mod engine {
    use super::{syntax_reason, Kept};
    use js_sys::wasm_bindgen::JsCast;
    use js_sys::{Array, JsString, Reflect, RegExp};
    use std::cell::RefCell;

    /// A pattern `RegExp` accepted. Only its text is kept here, so that the
    /// core's values stay `Send` and `Sync`; the `RegExp` waits in
    /// [`COMPILED`].
    #[derive(Clone, Debug)]
    pub struct Regex(String);

    thread_local! {
        /// The `RegExp` of each pattern accepted, by its text.
        static COMPILED: RefCell<Kept<RegExp>> = RefCell::new(Kept::new());
    }

    /// `new RegExp(pattern)`, or the reason of the `SyntaxError` it throws.
    /// (Called directly, the constructor's exception would cross the wasm
    /// frames without Rust seeing it; `Reflect.construct` returns it.)
    fn construct(pattern: &str) -> Result<RegExp, String> {
        let constructor = RegExp::new("", "").constructor();
        let arguments = Array::of1(&JsString::from(pattern));
        Reflect::construct(&constructor, &arguments)
            .map(JsCast::unchecked_into)
            .map_err(|error| {
                let message = Reflect::get(&error, &JsString::from("message"))
                    .ok()
                    .and_then(|message| message.as_string())
                    .unwrap_or_else(|| "not a JavaScript regular expression".to_owned());
                syntax_reason(&message).to_owned()
            })
    }

    /// The `RegExp` of `pattern`, compiled the first time it is asked for.
    fn compiled(pattern: &str) -> Result<RegExp, String> {
        if let Some(regexp) = COMPILED.with_borrow(|kept| kept.get(pattern)) {
            return Ok(regexp);
        }
        let regexp = construct(pattern)?;
        COMPILED.with_borrow_mut(|kept| kept.keep(pattern, regexp.clone()));
        Ok(regexp)
    }

    impl Regex {
        /// Compiles `pattern` with `new RegExp(pattern)`; the error is the
        /// host's reason.
        pub fn new(pattern: &str) -> Result<Regex, String> {
            compiled(pattern).map(|_| Regex(pattern.to_owned()))
        }

        /// Whether the pattern matches somewhere in `subject`. (Without
        /// the `g` and `y` flags, `test` neither reads nor moves
        /// `lastIndex`, so a kept `RegExp` carries nothing between calls.)
        pub fn is_match(&self, subject: &str) -> bool {
            // Accepted by `new`, so compiling it again cannot fail.
            compiled(&self.0).is_ok_and(|regexp| regexp.test(subject))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pattern_matches_anywhere_unless_anchored() {
        let regex = Regex::new("Write").expect("valid");
        assert!(regex.is_match("NotebookWrite"));
        let anchored = Regex::new("^Write$").expect("valid");
        assert!(!anchored.is_match("NotebookWrite"));
        assert!(anchored.is_match("Write"));
    }

    #[test]
    fn a_bad_pattern_says_why() {
        let error = Regex::new("(Write").expect_err("unbalanced");
        assert!(!error.is_empty());
    }

    #[test]
    fn where_regress_departs_from_javascript() {
        // The differences the module documents; should regress change,
        // this fails and the documentation is to be read again.
        assert!(Regex::new(r"^\u{41}$").expect("valid").is_match("A"));
        assert!(Regex::new("^.$").expect("valid").is_match("😀"));
    }

    #[test]
    fn the_store_of_compiled_patterns_starts_afresh_when_full() {
        let mut kept = Kept::new();
        for n in 0..KEPT {
            kept.keep(&format!("p{n}"), n);
        }
        assert_eq!(kept.get("p0"), Some(0));
        assert_eq!(kept.get(&format!("p{}", KEPT - 1)), Some(KEPT - 1));
        kept.keep("one more", KEPT);
        assert_eq!(kept.get("p0"), None);
        assert_eq!(kept.get("one more"), Some(KEPT));
        // Keeping a pattern again replaces its value.
        kept.keep("one more", 7);
        assert_eq!(kept.get("one more"), Some(7));
    }

    #[test]
    fn a_syntax_error_gives_its_reason_without_the_pattern() {
        assert_eq!(
            syntax_reason("Invalid regular expression: /(Edit/: Unterminated group"),
            "Unterminated group"
        );
        assert_eq!(
            syntax_reason("Invalid regular expression: /a/: b/: Nothing to repeat"),
            "Nothing to repeat"
        );
        assert_eq!(
            syntax_reason("unterminated parenthetical"),
            "unterminated parenthetical"
        );
    }
}
