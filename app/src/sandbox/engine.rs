//! The sandbox's one door to the hook engine.
//!
//! A page asks a [`Question`] ([`Evaluate`], [`Decode`], [`Check`]) with
//! [`ask`] and gets its answer. On the server (and in tests) the question
//! is answered in process. In the browser the engine is a bundle of its
//! own (`./dev` builds it with the feature `engine`): the first question
//! loads it, through the function `hooklabEngine` that the boot script of
//! the sandbox's pages defines (see `shell.rs`), and every question
//! crosses to the export of its kind as JSON, and its answer comes back
//! the same way. The pages' bundles thus carry none of the engine, and
//! the first load of a sandbox page stays light.

use super::state::Editors;
use hooklab_core::{
    hooks::{Case, HandlerRef, Outcome},
    lint::Severity,
    sandbox::{Challenge, ChallengeReport, Message},
};
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::collections::BTreeMap;

/// A question a sandbox page asks the engine: the engine's bundle answers
/// each kind through an export of its own, so that a page's bundle holds
/// the JSON code of the questions it asks and of their answers only.
pub trait Question: Serialize + DeserializeOwned {
    /// The name of the engine bundle's export that answers it.
    const EXPORT: &'static str;
    type Answer: Serialize + DeserializeOwned;

    /// Answers in process: what the engine's bundle does in the browser,
    /// and what the server does when it renders a page.
    #[cfg(not(feature = "hydrate"))]
    fn answer(self) -> Self::Answer;
}

/// Evaluate the editors' case, and lint their settings files.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct Evaluate(pub Editors);

/// Read a permalink's state (the URL fragment, `#s=` included); `None`
/// when it cannot be read.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct Decode(pub String);

/// Run a challenge's held-back tests on the learner's case.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct Check {
    pub challenge: Challenge,
    pub case: Case,
}

impl Question for Evaluate {
    const EXPORT: &'static str = "evaluate";
    type Answer = Evaluated;

    #[cfg(not(feature = "hydrate"))]
    fn answer(self) -> Evaluated {
        evaluate(&self.0)
    }
}

impl Question for Decode {
    const EXPORT: &'static str = "decode";
    type Answer = Option<Case>;

    #[cfg(not(feature = "hydrate"))]
    fn answer(self) -> Option<Case> {
        hooklab_core::sandbox::decode_state(&self.0).ok()
    }
}

impl Question for Check {
    const EXPORT: &'static str = "check";
    type Answer = Checked;

    #[cfg(not(feature = "hydrate"))]
    fn answer(self) -> Checked {
        use hooklab_core::sandbox::{check_challenge, verdict};
        let report = check_challenge(&self.challenge, &self.case);
        let verdicts = report
            .tests
            .iter()
            .map(|test| verdict(&self.case, &test.outcome))
            .collect();
        Checked { report, verdicts }
    }
}

/// What the engine says about the editors.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct Evaluated {
    /// The run of the editors' case; `None` while they hold none.
    pub run: Option<Run>,
    /// The linter's findings for each settings source, in the order of
    /// `SettingsSource::ALL`: `None` for a source that is not a settings
    /// file, or whose editor is blank.
    pub lint: Vec<Option<Vec<Finding>>>,
}

/// One run of the engine on a case.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct Run {
    pub outcome: Outcome,
    /// The handlers whose matcher the event fires.
    pub firing: Vec<HandlerRef>,
    /// The outcome in one sentence.
    pub verdict: Message,
    /// The case as a permalink carries it (what follows `#s=`).
    pub permalink: String,
}

/// One finding of the linter, as the sandbox shows it.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// The rule's id (`H009`), which also names its strings in `lint.ftl`.
    pub rule: String,
    pub severity: Severity,
    /// Where it starts: 1-based, columns in characters.
    pub line: usize,
    pub column: usize,
    /// The placeables of its message and hint.
    pub args: BTreeMap<String, String>,
}

/// A challenge's tests run on a case.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct Checked {
    pub report: ChallengeReport,
    /// The verdict on each test's outcome, in the order of the report's.
    pub verdicts: Vec<Message>,
}

/// The engine's evaluation of the editors (see [`Evaluate`]).
#[cfg(not(feature = "hydrate"))]
pub fn evaluate(editors: &Editors) -> Evaluated {
    use hooklab_core::{
        hooks::{evaluate, firing_handlers, SettingsSource},
        lint::{lint_settings, FileKind},
        sandbox::{encode_state, verdict},
    };
    let run = editors.to_case().ok().map(|case| {
        let outcome = evaluate(&case);
        Run {
            firing: firing_handlers(&case),
            verdict: verdict(&case, &outcome),
            permalink: encode_state(&case),
            outcome,
        }
    });
    let lint = SettingsSource::ALL
        .into_iter()
        .zip(&editors.sources)
        .map(|(source, text)| {
            (source.is_file() && !text.trim().is_empty()).then(|| {
                lint_settings(text, FileKind::Settings, Some(&editors.version))
                    .into_iter()
                    .map(|found| Finding {
                        rule: found.rule.to_owned(),
                        severity: found.severity,
                        line: found.line,
                        column: found.column,
                        args: found.args,
                    })
                    .collect()
            })
        })
        .collect();
    Evaluated { run, lint }
}

/// The engine bundle's exports, one per [`Question`]: the question as
/// JSON in, its answer as JSON out; `None` when the question cannot be
/// read.
#[cfg(feature = "engine")]
mod exports {
    use super::{Check, Decode, Evaluate, Question};
    use wasm_bindgen::prelude::wasm_bindgen;

    fn reply<Q: Question>(question: &str) -> Option<String> {
        let question: Q = serde_json::from_str(question).ok()?;
        serde_json::to_string(&question.answer()).ok()
    }

    #[wasm_bindgen(js_name = evaluate)]
    pub fn evaluate_export(question: &str) -> Option<String> {
        reply::<Evaluate>(question)
    }

    #[wasm_bindgen(js_name = decode)]
    pub fn decode_export(question: &str) -> Option<String> {
        reply::<Decode>(question)
    }

    #[wasm_bindgen(js_name = check)]
    pub fn check_export(question: &str) -> Option<String> {
        reply::<Check>(question)
    }
}

/// Asks the engine; `None` when it cannot answer (in the browser: its
/// bundle could not be loaded, offline before it was ever stored).
pub async fn ask<Q: Question>(question: Q) -> Option<Q::Answer> {
    #[cfg(not(feature = "hydrate"))]
    {
        Some(question.answer())
    }
    #[cfg(feature = "hydrate")]
    {
        in_browser::ask(&question).await
    }
}

/// Starts loading the engine's bundle, so that it is there by the time
/// the learner pauses: the sandbox calls this when it takes the focus.
/// Outside the browser there is nothing to load.
pub fn prepare() {
    // A failure is met again, and said, by the first question.
    #[cfg(feature = "hydrate")]
    crate::dom::spawn(async {
        crate::dom::load_later(crate::bundle::LaterBundle::Engine).await;
    });
}

#[cfg(feature = "hydrate")]
mod in_browser {
    use super::Question;
    use crate::{bundle::LaterBundle, dom};
    use wasm_bindgen::JsValue;

    pub async fn ask<Q: Question>(question: &Q) -> Option<Q::Answer> {
        let module = dom::load_later(LaterBundle::Engine).await?;
        let text = serde_json::to_string(question).ok()?;
        let args = js_sys::Array::of1(&JsValue::from_str(&text));
        let answer = dom::call_export(&module, Q::EXPORT, &args)?.as_string()?;
        serde_json::from_str(&answer).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sandbox::state::default_case;
    use hooklab_core::hooks::SettingsSource;

    /// A question and its answer as they cross between the page's bundle
    /// and the engine's: as JSON, both ways.
    fn across<Q: Question>(question: &Q) -> Q::Answer {
        let sent = serde_json::to_string(question).expect("a question writes as JSON");
        let received: Q = serde_json::from_str(&sent).expect("the engine reads the question");
        let answered =
            serde_json::to_string(&received.answer()).expect("the answer writes as JSON");
        serde_json::from_str(&answered).expect("the page reads the answer")
    }

    #[test]
    fn an_evaluation_crosses_as_json_unchanged_and_its_permalink_reads_back() {
        let editors = Editors::from_case(&default_case());
        let evaluated = across(&Evaluate(editors.clone()));
        assert_eq!(evaluated, evaluate(&editors));
        let run = evaluated.run.as_ref().expect("the starting case runs");
        assert!(run.outcome.blocked, "{:?}", run.outcome);
        assert!(!run.outcome.trace.is_empty());
        assert_eq!(
            run.verdict.id,
            hooklab_core::sandbox::verdict(&default_case(), &run.outcome).id
        );
        let fragment = format!("#s={}", run.permalink);
        let case = across(&Decode(fragment)).expect("the permalink of a run reads back");
        assert_eq!(Editors::from_case(&case), editors);
    }

    #[test]
    fn every_settings_file_is_linted_even_when_the_editors_hold_no_case() {
        let mut editors = Editors::from_case(&default_case());
        editors.sources[SettingsSource::Project.index()] =
            r#"{"hooks": {"PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": ".claude/hooks/guard.sh"}]}]}}"#.into();
        editors.event = "{".into();
        let evaluated = evaluate(&editors);
        assert!(evaluated.run.is_none());
        assert_eq!(evaluated.lint.len(), SettingsSource::ALL.len());
        for (source, lint) in SettingsSource::ALL.into_iter().zip(&evaluated.lint) {
            let has_text = !editors.sources[source.index()].trim().is_empty();
            assert_eq!(lint.is_some(), source.is_file() && has_text, "{source:?}");
        }
        // A relative command path is a finding, named by its rule.
        let project = evaluated.lint[SettingsSource::Project.index()]
            .as_ref()
            .expect("the project's file is linted");
        assert!(project.iter().any(|f| f.rule == "H009"), "{project:?}");
    }

    #[test]
    fn an_unreadable_permalink_reads_as_none() {
        assert_eq!(across(&Decode("#s=not-a-state".into())), None);
    }

    #[cfg(feature = "ssr")]
    #[test]
    fn a_challenge_is_checked_across_json_with_a_verdict_per_test() {
        let practice = crate::api::ssr::practice().expect("the practice items load");
        let challenge = practice
            .challenge("block-rm-allow-git")
            .expect("the challenge exists")
            .clone();
        for (case, solved) in [(&challenge.start, false), (&challenge.solution, true)] {
            let checked = across(&Check {
                challenge: challenge.clone(),
                case: case.clone(),
            });
            assert_eq!(checked.report.solved, solved);
            assert_eq!(checked.verdicts.len(), checked.report.tests.len());
            assert_eq!(checked.report.tests.len(), challenge.tests.len());
        }
    }
}
