//! The scenario bank in `content/scenarios/` and the decision matrix agree.

use hooklab_core::i18n::Lang;
use std::collections::BTreeSet;
use std::path::PathBuf;

use hooklab_core::decompose::{
    classify, indistinguishable_pairs, load_bank, why_not, AnswerValue, Detail, Diagnosis,
    HookRecipe, PatternId, QuestionId, Scenario, Topic, WhyNotVerdict,
};

fn bank() -> Vec<Scenario> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("content")
        .join("scenarios");
    let mut files = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("content/scenarios exists") {
        let path = entry.expect("readable entry").path();
        if path.extension().and_then(|e| e.to_str()) != Some("toml") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("readable scenario");
        let name = format!(
            "content/scenarios/{}",
            path.file_name()
                .and_then(|n| n.to_str())
                .unwrap_or_default()
        );
        files.push((name, text));
    }
    files.sort();
    match load_bank(&files) {
        Ok(bank) => bank,
        Err(errors) => {
            let lines: Vec<String> = errors.iter().map(ToString::to_string).collect();
            panic!("the bank does not load:\n{}", lines.join("\n"));
        }
    }
}

/// Sentence ends: `.`, `?` or `!` followed by a space or the end of the text
/// (so `CLAUDE.md` and `2.1.223` do not count).
fn sentence_count(text: &str) -> usize {
    let chars: Vec<char> = text.trim_end().chars().collect();
    chars
        .iter()
        .enumerate()
        .filter(|(i, c)| {
            matches!(c, '.' | '?' | '!') && chars.get(i + 1).is_none_or(|next| next.is_whitespace())
        })
        .count()
}

#[test]
fn every_scenario_classifies_to_its_answer() {
    for s in bank() {
        let c = classify(&s.answers);
        assert_eq!(
            c.pattern, s.answer,
            "{}: the matrix says {}",
            s.id, c.pattern
        );
        assert!(
            c.is_complete(),
            "{}: a question on the path is unanswered",
            s.id
        );
    }
}

#[test]
fn no_two_scenarios_with_different_answers_share_matrix_answers() {
    let pairs = indistinguishable_pairs(&bank());
    assert!(
        pairs.is_empty(),
        "the matrix cannot tell these apart: {pairs:?}"
    );
}

#[test]
fn the_matrix_rules_out_every_wrong_option() {
    for s in bank() {
        for wrong in s.wrong_options() {
            let w = why_not(&s.answers, wrong);
            assert!(
                matches!(w.verdict, WhyNotVerdict::RuledOut { assumed: false, .. }),
                "{}: {wrong} is not ruled out by an answer: {:?}",
                s.id,
                w.verdict
            );
        }
    }
}

#[test]
fn the_bank_covers_every_pattern_and_topic() {
    let bank = bank();
    assert!(bank.len() >= 25, "only {} scenarios", bank.len());
    let answers: BTreeSet<PatternId> = bank.iter().map(|s| s.answer).collect();
    for p in PatternId::ALL {
        assert!(answers.contains(&p), "no scenario answers {p}");
    }
    let topics: BTreeSet<Topic> = bank.iter().map(|s| s.topic).collect();
    assert_eq!(topics.len(), Topic::ALL.len());
}

#[test]
fn the_seeds_cases_are_in_the_bank() {
    let bank = bank();
    let get = |id: &str| {
        bank.iter()
            .find(|s| s.id == id)
            .unwrap_or_else(|| panic!("scenario {id} is missing"))
    };
    let review = get("pr-review-forty-files");
    assert_eq!(review.answer, PatternId::PromptChaining);
    assert_eq!(review.inner, Some(PatternId::ParallelizationSectioning));
    assert!(review.options.contains(&PatternId::OrchestratorWorkers));
    assert_eq!(
        get("legacy-codebase-tests").answer,
        PatternId::OrchestratorWorkers
    );
    assert_eq!(get("refund-cap-p0").answer, PatternId::HookPreToolUse);
    assert_eq!(get("mcp-timestamps-iso").answer, PatternId::HookPostToolUse);
    assert_eq!(get("ab-refactors-fork").answer, PatternId::Fork);
    assert_eq!(
        get("resume-after-surgical-fix").answer,
        PatternId::ResumeWithReread
    );
    assert_eq!(
        get("resume-after-large-refactor").answer,
        PatternId::RestartWithSummary
    );
}

/// The 40-file review is asked in three wordings: the exam tests transfer to
/// a wording the learner has not seen, so the bank must not teach one text.
#[test]
fn the_forty_file_review_has_three_wordings() {
    let bank = bank();
    let ids = [
        "pr-review-forty-files",
        "release-branch-per-file-review",
        "monorepo-pr-review-subagents",
    ];
    let mut situations = BTreeSet::new();
    for id in ids {
        let s = bank
            .iter()
            .find(|s| s.id == id)
            .unwrap_or_else(|| panic!("scenario {id} is missing"));
        assert_eq!(s.answer, PatternId::PromptChaining, "{id}");
        assert_eq!(s.inner, Some(PatternId::ParallelizationSectioning), "{id}");
        let en = s.text(Lang::En).expect("en");
        situations.insert(en.situation.clone());
    }
    assert_eq!(situations.len(), ids.len(), "three different situations");
}

#[test]
fn the_workflows_the_matrix_could_not_express_have_scenarios() {
    let bank = bank();
    let get = |id: &str| {
        bank.iter()
            .find(|s| s.id == id)
            .unwrap_or_else(|| panic!("scenario {id} is missing"))
    };
    // A per-item batch, split and aggregated by code.
    assert_eq!(
        get("nightly-invoice-batch").answer,
        PatternId::ParallelizationSectioning
    );
    // An open-ended research agent choosing its next step.
    assert_eq!(
        get("open-question-research-agent").answer,
        PatternId::AutonomousAgent
    );
    // A rule at a lifecycle moment: the walk names Stop.
    let stop = get("tests-green-before-done").classification();
    assert_eq!(stop.pattern, PatternId::HookLifecycleEvent);
    assert_eq!(
        stop.detail,
        Some(Detail::Hook {
            recipe: HookRecipe::StopCheck
        })
    );
    // A resume that missed: the walk names the cause.
    let resume = get("continue-from-subdirectory").classification();
    assert_eq!(
        resume.detail,
        Some(Detail::Diagnosis {
            diagnosis: Diagnosis::ContinueOtherDirectory
        })
    );
    // Every time, though no P0: the formatter reaches its hook that way.
    let format = get("format-after-edit");
    assert_eq!(
        format.answers.get(QuestionId::ViolationIsP0),
        Some(AnswerValue::No)
    );
    assert!(format
        .classification()
        .path
        .iter()
        .any(|s| s.question == QuestionId::MustAlwaysHold && s.answer == AnswerValue::Yes));
}

#[test]
fn every_hook_scenario_walks_to_an_event_and_every_hybrid_to_its_inner_pattern() {
    for s in bank() {
        let c = s.classification();
        if s.topic == Topic::HookOrPrompt && s.answer != PatternId::PromptInstruction {
            let recipe = c.detail.and_then(Detail::recipe);
            assert!(recipe.is_some(), "{}: the walk names no event", s.id);
        }
        assert_eq!(c.detail.and_then(Detail::inner), s.inner, "{}", s.id);
    }
}

#[test]
fn texts_are_complete_and_distinct_across_locales() {
    for s in bank() {
        let en = s.text(Lang::En).expect("en");
        for locale in [Lang::Fr, Lang::Ru, Lang::Es] {
            let t = s.text(locale).expect("locale");
            assert_ne!(
                t.situation, en.situation,
                "{}: {locale:?} situation is the English one",
                s.id
            );
            assert_ne!(
                t.explanation, en.explanation,
                "{}: {locale:?} explanation is the English one",
                s.id
            );
        }
        for t in s.text.values() {
            let sentences = sentence_count(&t.situation);
            assert!(
                (2..=5).contains(&sentences),
                "{}: the situation has {sentences} sentences, not 2 to 5",
                s.id
            );
        }
        if let Some(inner) = s.inner {
            assert_ne!(inner, s.answer, "{}", s.id);
        }
    }
}
