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
//! engine runs.

pub use engine::Regex;

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
    use crate::hooks::fasthash::FastMap;
    use js_sys::wasm_bindgen::JsCast;
    use js_sys::{Array, JsString, Reflect, RegExp};
    use std::cell::RefCell;

    /// A pattern `RegExp` accepted. Only its text is kept here, so that the
    /// core's values stay `Send` and `Sync`; the `RegExp` waits in
    /// [`COMPILED`].
    #[derive(Clone, Debug)]
    pub struct Regex(String);

    /// Patterns kept compiled at once; past it the store starts afresh (a
    /// matcher being typed is a new pattern at each key).
    const KEPT: usize = 64;

    thread_local! {
        /// The `RegExp` of each pattern accepted, by its text.
        static COMPILED: RefCell<FastMap<String, RegExp>> = RefCell::new(FastMap::default());
    }

    /// `new RegExp(pattern)`, or the message of the `SyntaxError` it
    /// throws. (`RegExp::new` would abort on that exception;
    /// `Reflect.construct` returns it.)
    fn construct(pattern: &str) -> Result<RegExp, String> {
        let constructor = RegExp::new("", "").constructor();
        let arguments = Array::of1(&JsString::from(pattern));
        Reflect::construct(&constructor, &arguments)
            .map(JsCast::unchecked_into)
            .map_err(|error| {
                Reflect::get(&error, &JsString::from("message"))
                    .ok()
                    .and_then(|message| message.as_string())
                    .unwrap_or_else(|| "not a JavaScript regular expression".to_owned())
            })
    }

    /// `test` of the `RegExp` of `pattern` on `subject`, compiling the
    /// pattern first when it is not kept.
    fn test(pattern: &str, subject: &str) -> Result<bool, String> {
        let kept = COMPILED.with_borrow(|kept| Some(kept.get(pattern)?.test(subject)));
        if let Some(found) = kept {
            return Ok(found);
        }
        let regexp = construct(pattern)?;
        let found = regexp.test(subject);
        COMPILED.with_borrow_mut(|kept| {
            if kept.len() >= KEPT {
                kept.clear();
            }
            kept.insert(pattern.to_owned(), regexp);
        });
        Ok(found)
    }

    impl Regex {
        /// Compiles `pattern` with `new RegExp(pattern)`; the error is the
        /// host's `SyntaxError` message.
        pub fn new(pattern: &str) -> Result<Regex, String> {
            test(pattern, "").map(|_| Regex(pattern.to_owned()))
        }

        /// Whether the pattern matches somewhere in `subject`.
        pub fn is_match(&self, subject: &str) -> bool {
            // Accepted by `new`, so compiling it again cannot fail.
            test(&self.0, subject).unwrap_or(false)
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
}
