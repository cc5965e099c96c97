//! Reading a tagged value flat: the rule that an answer (tagged by `kind`)
//! and a simulator goal (tagged by `check`) are both read by.
//!
//! Serde reads an internally tagged enum by first copying the whole value
//! into a buffer of its own, and that buffer's reader weighs about 10 KB in
//! each browser bundle that reads one. So these values are read as one
//! struct of every variant's fields, and then checked here against the
//! variant their tag names: a field of another variant is refused, a field
//! the variant needs must be there, and both errors name the field.

/// A variant being built from flat fields, named the way an error names
/// it: "an answer of kind `quiz`", "a goal that checks `forks`".
pub(crate) struct Variant<'a> {
    /// What it is, up to its tag: "an answer of kind".
    what: &'static str,
    /// Its tag's value: "quiz".
    tag: &'a str,
}

impl<'a> Variant<'a> {
    pub(crate) fn new(what: &'static str, tag: &'a str) -> Variant<'a> {
        Variant { what, tag }
    }

    /// `Ok` when every field given is one of `own`, the variant's own
    /// fields: `names` are all the variants' fields, and `given` says of
    /// each whether the value has it.
    pub(crate) fn only(&self, names: &[&str], given: &[bool], own: &[&str]) -> Result<(), String> {
        match names
            .iter()
            .zip(given)
            .find(|(name, given)| **given && !own.contains(name))
        {
            Some((stray, _)) => Err(format!(
                "{} `{}` has no field `{stray}`",
                self.what, self.tag
            )),
            None => Ok(()),
        }
    }

    /// The value of a field the variant cannot do without.
    pub(crate) fn needs<T>(&self, field: Option<T>, name: &str) -> Result<T, String> {
        match field {
            Some(value) => Ok(value),
            None => Err(self.missing(name)),
        }
    }

    /// The error for a field the variant needs and lacks (one copy for
    /// every type of field).
    #[inline(never)]
    fn missing(&self, name: &str) -> String {
        format!("{} `{}` needs `{name}`", self.what, self.tag)
    }
}

#[cfg(test)]
mod tests {
    use super::Variant;

    #[test]
    fn a_variant_refuses_the_first_field_not_its_own_and_names_a_missing_one() {
        let quiz = Variant::new("an answer of kind", "quiz");
        let names = ["choice", "state", "commands"];
        let given = [true, false, true];
        assert_eq!(
            quiz.only(&names, &given, &["choice", "path"]).unwrap_err(),
            "an answer of kind `quiz` has no field `commands`"
        );
        assert_eq!(quiz.only(&names, &given, &["choice", "commands"]), Ok(()));
        assert_eq!(quiz.needs(Some(3), "choice"), Ok(3));
        assert_eq!(
            quiz.needs(None::<u8>, "choice").unwrap_err(),
            "an answer of kind `quiz` needs `choice`"
        );
    }
}
