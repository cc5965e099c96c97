//! The item bank: every exam item, loaded once, sorted by id.
//!
//! The exam items are loaded once with every other practice item, into the
//! core's `practice::Catalogue`; the pages build the bank from them with
//! [`Bank::from_items`]. [`Bank::load`] loads files directly (the content
//! tests, with the lesson index).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::item::{load_item, ExamItem, ExamItemError, ExamItemErrorKind, LessonIndex};
use super::{Domain, GuideDomain};
use crate::hooks::ExpectFailure;

/// Every exam item, by id.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Bank {
    items: Vec<ExamItem>,
}

impl Bank {
    /// Loads `(file name, text)` pairs. Returns the bank, or every error
    /// found: one per bad file, one per duplicated id.
    ///
    /// # Errors
    /// The list of problems, never empty.
    pub fn load(
        files: &[(String, String)],
        lessons: Option<&LessonIndex>,
    ) -> Result<Bank, Vec<ExamItemError>> {
        let mut items: Vec<ExamItem> = Vec::with_capacity(files.len());
        let mut errors = Vec::new();
        let mut first_file: BTreeMap<String, &str> = BTreeMap::new();
        for (name, text) in files {
            match load_item(name, text, lessons) {
                Ok(item) => {
                    if let Some(first) = first_file.get(&item.id) {
                        errors.push(ExamItemError {
                            file: name.clone(),
                            line: Some(1),
                            field: "id".to_owned(),
                            kind: ExamItemErrorKind::DuplicateId,
                            message: format!("the id `{}` is already used by {first}", item.id),
                        });
                    } else {
                        first_file.insert(item.id.clone(), name);
                        items.push(item);
                    }
                }
                Err(error) => errors.push(error),
            }
        }
        if errors.is_empty() {
            Ok(Bank::from_items(items))
        } else {
            Err(errors)
        }
    }

    /// A bank of items already loaded (duplicates keep the first).
    #[must_use]
    pub fn from_items(mut items: Vec<ExamItem>) -> Bank {
        crate::sort::sort_by(&mut items, |a, b| a.id.cmp(&b.id));
        items.dedup_by(|b, a| a.id == b.id);
        Bank { items }
    }

    /// Every item, sorted by id.
    #[must_use]
    pub fn items(&self) -> &[ExamItem] {
        &self.items
    }

    #[must_use]
    pub fn get(&self, id: &str) -> Option<&ExamItem> {
        self.items
            .binary_search_by(|i| i.id.as_str().cmp(id))
            .ok()
            .map(|at| &self.items[at])
    }

    #[must_use]
    pub fn len(&self) -> usize {
        self.items.len()
    }

    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// How many items each domain holds (every domain listed, even empty).
    #[must_use]
    pub fn count_by_domain(&self) -> BTreeMap<Domain, usize> {
        let mut counts: BTreeMap<Domain, usize> = Domain::ALL.iter().map(|d| (*d, 0)).collect();
        for item in &self.items {
            *counts.entry(item.domain).or_default() += 1;
        }
        counts
    }

    /// How many items each guide domain holds.
    #[must_use]
    pub fn count_by_guide_domain(&self) -> BTreeMap<GuideDomain, usize> {
        let mut counts: BTreeMap<GuideDomain, usize> =
            GuideDomain::ALL.iter().map(|d| (*d, 0)).collect();
        for item in &self.items {
            *counts.entry(item.guide_domain).or_default() += 1;
        }
        counts
    }

    /// The ids of the items testing each concept.
    #[must_use]
    pub fn concepts(&self) -> BTreeMap<&str, Vec<&str>> {
        let mut out: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
        for item in &self.items {
            out.entry(item.concept.as_str())
                .or_default()
                .push(item.id.as_str());
        }
        out
    }
}

/// The engine's verdict on one item's case.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct CaseCheck {
    pub item: String,
    /// Every `expect` assertion that did not hold; empty when the engine
    /// agrees with the key.
    pub failures: Vec<ExpectFailure>,
}

/// Runs every item's sandbox case through the engine.
#[must_use]
pub fn check_cases(bank: &Bank) -> Vec<CaseCheck> {
    bank.items()
        .iter()
        .filter_map(|item| {
            item.check_case().map(|failures| CaseCheck {
                item: item.id.clone(),
                failures,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::item::tests::sample;
    use super::*;

    #[test]
    fn a_bank_reports_every_bad_file_and_duplicate() {
        let files = vec![
            ("b-item.toml".to_owned(), sample("b-item", "sessions", "c1")),
            (
                "a-item.toml".to_owned(),
                sample("a-item", "hook-mechanics", "c2"),
            ),
            (
                "dir/a-item.toml".to_owned(),
                sample("a-item", "hook-mechanics", "c2"),
            ),
            ("bad.toml".to_owned(), "id = ".to_owned()),
        ];
        let errors = Bank::load(&files, None).unwrap_err();
        assert_eq!(errors.len(), 2);
        assert_eq!(errors[0].kind, ExamItemErrorKind::DuplicateId);
        assert_eq!(errors[0].file, "dir/a-item.toml");
        assert_eq!(errors[1].file, "bad.toml");

        let bank = Bank::load(&files[..2], None).unwrap();
        assert_eq!(
            bank.items()
                .iter()
                .map(|i| i.id.as_str())
                .collect::<Vec<_>>(),
            ["a-item", "b-item"]
        );
        assert_eq!(bank.get("b-item").map(|i| i.domain), Some(Domain::Sessions));
        assert_eq!(bank.count_by_domain()[&Domain::HookMechanics], 1);
        assert_eq!(bank.count_by_domain()[&Domain::StaleContext], 0);
        assert_eq!(bank.concepts()["c1"], ["b-item"]);
    }
}
