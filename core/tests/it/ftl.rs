//! Reading the locales' Fluent files, for the tests that hold the core's
//! message ids against them.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast;

/// The four languages, English first.
pub const LOCALES: [&str; 4] = ["en", "fr", "ru", "es"];

/// The messages of `locales/<locale>/<file>`: key, and every variable it uses
/// (selectors and their variants included).
pub fn messages(locale: &str, file: &str) -> BTreeMap<String, BTreeSet<String>> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../locales")
        .join(locale)
        .join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let resource = fluent_syntax::parser::parse(text.as_str())
        .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", path.display()));
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let ast::Entry::Message(m) = entry {
            let mut names = BTreeSet::new();
            if let Some(p) = &m.value {
                variables(p, &mut names);
            }
            out.insert(m.id.name.to_owned(), names);
        }
    }
    out
}

fn variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Inline(ast::InlineExpression::VariableReference { id }) => {
            out.insert(id.name.to_owned());
        }
        ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) => {
            expression_variables(expression, out);
        }
        ast::Expression::Select { selector, variants } => {
            if let ast::InlineExpression::VariableReference { id } = selector {
                out.insert(id.name.to_owned());
            }
            for v in variants {
                variables(&v.value, out);
            }
        }
        ast::Expression::Inline(_) => {}
    }
}
