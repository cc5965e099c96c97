//! The classifier and `why_not` against hand-built answers.

use hooklab_core::decompose::matrix::paths_to;
use hooklab_core::decompose::{
    classify, decision_tree, direct_leaves, question_order, questions, why_not, AnswerValue as A,
    Answers, Node, PatternId, QuestionId as Q, Topic, WhyNotVerdict,
};
use proptest::prelude::*;

fn answers(pairs: &[(Q, A)]) -> Answers {
    pairs.iter().copied().collect()
}

#[test]
fn every_pattern_has_a_leaf_and_its_paths_classify_to_it() {
    for pattern in PatternId::ALL {
        let paths = paths_to(pattern);
        assert!(!paths.is_empty(), "{pattern} has no leaf in the tree");
        for path in paths {
            let result = classify(&path.iter().copied().collect());
            assert_eq!(result.pattern, pattern, "path {path:?}");
            assert!(result.is_complete(), "path {path:?} left steps assumed");
            assert_eq!(result.topic, pattern.topic());
        }
    }
}

#[test]
fn forty_file_review_is_chaining_by_its_outer_structure() {
    let a = answers(&[
        (Q::Topic, A::Decomposition),
        (Q::StepsKnown, A::Yes),
        (Q::DistinctInputCategories, A::No),
        (Q::ClearCriterion, A::No),
        (Q::NeedsPreviousOutput, A::Yes),
        (Q::IndependentSubtasks, A::Yes),
    ]);
    let result = classify(&a);
    assert_eq!(result.pattern, PatternId::PromptChaining);
    let asked: Vec<Q> = result.path.iter().map(|s| s.question).collect();
    assert_eq!(
        asked,
        vec![
            Q::Topic,
            Q::StepsKnown,
            Q::DistinctInputCategories,
            Q::ClearCriterion,
            Q::NeedsPreviousOutput
        ]
    );
    assert_eq!(result.explanation.len(), asked.len() + 1);
    assert_eq!(
        result.explanation.last().map(|m| m.id.as_str()),
        Some("classify-result")
    );
}

#[test]
fn unknown_steps_split_agent_from_orchestrator() {
    let base = [(Q::Topic, A::Decomposition), (Q::StepsKnown, A::No)];
    let mut agent = answers(&base);
    agent.set(Q::ModelPicksNextStep, A::Yes);
    let mut orchestrator = answers(&base);
    orchestrator.set(Q::ModelPicksNextStep, A::No);
    assert_eq!(classify(&agent).pattern, PatternId::AutonomousAgent);
    assert_eq!(
        classify(&orchestrator).pattern,
        PatternId::OrchestratorWorkers
    );
}

#[test]
fn refund_cap_is_a_pre_tool_use_hook_and_tone_is_a_prompt() {
    let refund = answers(&[
        (Q::Topic, A::HookOrPrompt),
        (Q::MustAlwaysHold, A::Yes),
        (Q::ActsOn, A::BeforeCall),
    ]);
    assert_eq!(classify(&refund).pattern, PatternId::HookPreToolUse);
    let timestamps = answers(&[
        (Q::Topic, A::HookOrPrompt),
        (Q::MustAlwaysHold, A::Yes),
        (Q::ActsOn, A::OnResult),
    ]);
    assert_eq!(classify(&timestamps).pattern, PatternId::HookPostToolUse);
    let tone = answers(&[(Q::Topic, A::HookOrPrompt), (Q::MustAlwaysHold, A::No)]);
    assert_eq!(classify(&tone).pattern, PatternId::PromptInstruction);
}

#[test]
fn session_tree_follows_the_stale_context_decision() {
    let s = |pairs: &[(Q, A)]| {
        let mut all = vec![(Q::Topic, A::Session)];
        all.extend_from_slice(pairs);
        classify(&answers(&all)).pattern
    };
    assert_eq!(s(&[(Q::CompareAlternatives, A::Yes)]), PatternId::Fork);
    assert_eq!(
        s(&[(Q::CompareAlternatives, A::No), (Q::FilesChanged, A::No)]),
        PatternId::Resume
    );
    let changed = [(Q::CompareAlternatives, A::No), (Q::FilesChanged, A::Yes)];
    let with = |extra: &[(Q, A)]| {
        let mut v = changed.to_vec();
        v.extend_from_slice(extra);
        s(&v)
    };
    assert_eq!(
        with(&[(Q::ChangeSize, A::Small), (Q::EditsSurgical, A::Yes)]),
        PatternId::ResumeWithReread
    );
    assert_eq!(
        with(&[(Q::ChangeSize, A::Small), (Q::EditsSurgical, A::No)]),
        PatternId::RestartWithSummary
    );
    assert_eq!(
        with(&[(Q::ChangeSize, A::Large), (Q::EditsSurgical, A::Yes)]),
        PatternId::RestartWithSummary
    );
}

#[test]
fn missing_answers_follow_defaults_and_are_marked_assumed() {
    let result = classify(&Answers::new());
    assert_eq!(result.topic, Topic::Decomposition);
    assert!(!result.is_complete());
    assert!(result.path.iter().all(|s| s.assumed));
    assert!(result
        .explanation
        .iter()
        .any(|m| m.id == "reason-assumed" && m.args.contains_key("question")));

    // An answer of the wrong kind for its question counts as not answered.
    let odd = answers(&[(Q::Topic, A::HookOrPrompt), (Q::ActsOn, A::Yes)]);
    let result = classify(&odd);
    assert_eq!(result.topic, Topic::HookOrPrompt);
    assert!(result
        .path
        .iter()
        .any(|s| s.question == Q::ActsOn && s.assumed));
}

#[test]
fn not_relevant_removes_an_answer() {
    let mut a = answers(&[(Q::Topic, A::Session), (Q::CompareAlternatives, A::Yes)]);
    a.set(Q::CompareAlternatives, A::NotRelevant);
    assert_eq!(a.get(Q::CompareAlternatives), None);
    assert_eq!(a.len(), 1);
    let parsed: Answers =
        serde_json::from_str(r#"{"topic":"session","steps-known":"not-relevant"}"#).unwrap();
    assert_eq!(parsed, Answers::for_topic(Topic::Session));
}

#[test]
fn why_not_names_the_deciding_answer() {
    let sectioning = answers(&[
        (Q::Topic, A::Decomposition),
        (Q::StepsKnown, A::Yes),
        (Q::DistinctInputCategories, A::No),
        (Q::ClearCriterion, A::No),
        (Q::NeedsPreviousOutput, A::No),
        (Q::SameTaskVoted, A::No),
        (Q::IndependentSubtasks, A::Yes),
    ]);
    assert_eq!(
        classify(&sectioning).pattern,
        PatternId::ParallelizationSectioning
    );

    let voting = why_not(&sectioning, PatternId::ParallelizationVoting);
    assert_eq!(
        voting.verdict,
        WhyNotVerdict::RuledOut {
            question: Q::SameTaskVoted,
            given: A::No,
            needed: A::Yes,
            assumed: false
        }
    );
    assert_eq!(voting.chosen, PatternId::ParallelizationSectioning);
    assert_eq!(voting.messages[0].id, "why-not-ruled-out");
    assert_eq!(voting.messages[1].id, "reason-same-task-voted-no");

    // Chaining has two leaves; the one closest to the walk is used.
    let chaining = why_not(&sectioning, PatternId::PromptChaining);
    assert!(matches!(
        chaining.verdict,
        WhyNotVerdict::RuledOut {
            question: Q::IndependentSubtasks,
            given: A::Yes,
            needed: A::No,
            ..
        }
    ));

    let agent = why_not(&sectioning, PatternId::AutonomousAgent);
    assert!(matches!(
        agent.verdict,
        WhyNotVerdict::RuledOut {
            question: Q::StepsKnown,
            given: A::Yes,
            needed: A::No,
            ..
        }
    ));

    // A pattern of another topic is ruled out by the topic question.
    let fork = why_not(&sectioning, PatternId::Fork);
    assert!(matches!(
        fork.verdict,
        WhyNotVerdict::RuledOut {
            question: Q::Topic,
            given: A::Decomposition,
            needed: A::Session,
            ..
        }
    ));

    let itself = why_not(&sectioning, PatternId::ParallelizationSectioning);
    assert_eq!(itself.verdict, WhyNotVerdict::IsTheAnswer);
    assert_eq!(itself.messages[0].id, "why-not-is-answer");
}

#[test]
fn fallback_sentences_fill_in_their_arguments() {
    let a = answers(&[(Q::Topic, A::HookOrPrompt), (Q::MustAlwaysHold, A::No)]);
    let w = why_not(&a, PatternId::HookPreToolUse);
    let m = &w.messages[0];
    assert_eq!(
        m.args.get("pattern").map(String::as_str),
        Some("hook-pre-tool-use")
    );
    assert_eq!(
        m.args.get("question").map(String::as_str),
        Some("must-always-hold")
    );
    assert!(m.fallback.starts_with("PreToolUse hook is ruled out"));
    assert!(!m.fallback.contains('{'));
}

#[test]
fn every_ask_node_has_one_branch_per_value_and_a_valid_default() {
    fn check(node: &Node) {
        if let Node::Ask {
            question,
            default,
            branches,
        } = node
        {
            let mut values: Vec<A> = branches.iter().map(|b| b.answer).collect();
            values.sort();
            let mut expected = question.values().to_vec();
            expected.sort();
            assert_eq!(values, expected, "branches of {question}");
            assert!(question.accepts(*default), "default of {question}");
            for b in branches {
                check(&b.then);
            }
        }
    }
    check(&decision_tree());
    assert_eq!(questions().len(), Q::ALL.len());
}

/// One order everywhere: the list of questions is the order the decision
/// tree asks them in, which is also the order the lessons teach.
#[test]
fn the_question_list_follows_the_decision_tree() {
    assert_eq!(Q::ALL.to_vec(), question_order());
    assert_eq!(
        questions().iter().map(|q| q.id).collect::<Vec<_>>(),
        question_order()
    );
    // The most specific traits are asked before the ones they share.
    assert_eq!(
        direct_leaves(Q::DistinctInputCategories),
        vec![PatternId::Routing]
    );
    assert_eq!(
        direct_leaves(Q::IndependentSubtasks),
        vec![
            PatternId::ParallelizationSectioning,
            PatternId::PromptChaining
        ]
    );
    assert!(direct_leaves(Q::StepsKnown).is_empty());
}

#[test]
fn public_types_round_trip_through_json() {
    let a = answers(&[
        (Q::Topic, A::Session),
        (Q::CompareAlternatives, A::No),
        (Q::FilesChanged, A::Yes),
        (Q::ChangeSize, A::Large),
    ]);
    let json = serde_json::to_string(&a).unwrap();
    assert!(json.contains(r#""change-size":"large""#), "{json}");
    assert_eq!(serde_json::from_str::<Answers>(&json).unwrap(), a);

    let c = classify(&a);
    let back: hooklab_core::decompose::Classification =
        serde_json::from_str(&serde_json::to_string(&c).unwrap()).unwrap();
    assert_eq!(back, c);

    let w = why_not(&a, PatternId::Fork);
    let back: hooklab_core::decompose::WhyNot =
        serde_json::from_str(&serde_json::to_string(&w).unwrap()).unwrap();
    assert_eq!(back, w);

    let tree = decision_tree();
    let back: Node = serde_json::from_str(&serde_json::to_string(&tree).unwrap()).unwrap();
    assert_eq!(back, tree);
}

fn any_answers() -> impl Strategy<Value = Answers> {
    let pairs = proptest::collection::vec(
        (
            proptest::sample::select(Q::ALL.to_vec()),
            proptest::sample::select(A::ALL.to_vec()),
        ),
        0..20,
    );
    pairs.prop_map(|v| v.into_iter().collect())
}

proptest! {
    #[test]
    fn classify_and_why_not_are_total(a in any_answers()) {
        let c = classify(&a);
        prop_assert_eq!(c.topic, c.pattern.topic());
        prop_assert!(!c.path.is_empty());
        for p in PatternId::ALL {
            let w = why_not(&a, p);
            prop_assert_eq!(w.chosen, c.pattern);
            prop_assert_eq!(w.verdict == WhyNotVerdict::IsTheAnswer, p == c.pattern);
            prop_assert!(!w.messages.is_empty());
        }
    }
}
