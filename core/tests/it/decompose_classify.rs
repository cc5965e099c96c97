//! The classifier and `why_not` against hand-built answers.

use hooklab_core::decompose::matrix::paths_to;
use hooklab_core::decompose::{
    classify, decision_tree, direct_leaves, leaves, question_order, questions, why_not,
    AnswerValue as A, Answers, Detail, Diagnosis, HookRecipe, Node, PatternId, QuestionId as Q,
    Topic, WhyNotVerdict,
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
        (Q::ParallelWithinStep, A::Yes),
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
            Q::NeedsPreviousOutput,
            Q::ParallelWithinStep,
        ]
    );
    assert!(result.is_complete());
    assert_eq!(result.explanation.len(), asked.len() + 1);
    assert_eq!(
        result.explanation.last().map(|m| m.id.as_str()),
        Some("classify-result")
    );
}

#[test]
fn parallel_pieces_inside_a_step_name_the_inner_pattern() {
    let chain = [
        (Q::Topic, A::Decomposition),
        (Q::StepsKnown, A::Yes),
        (Q::DistinctInputCategories, A::No),
        (Q::ClearCriterion, A::No),
        (Q::NeedsPreviousOutput, A::Yes),
    ];
    let mut hybrid = answers(&chain);
    hybrid.set(Q::ParallelWithinStep, A::Yes);
    let result = classify(&hybrid);
    assert_eq!(result.pattern, PatternId::PromptChaining);
    assert_eq!(
        result.detail,
        Some(Detail::Inner {
            pattern: PatternId::ParallelizationSectioning
        })
    );
    assert_eq!(
        result.explanation[result.explanation.len() - 2].id,
        "reason-parallel-within-step-yes"
    );

    let mut plain = answers(&chain);
    plain.set(Q::ParallelWithinStep, A::No);
    let result = classify(&plain);
    assert_eq!(result.pattern, PatternId::PromptChaining);
    assert_eq!(result.detail, None);

    // Unanswered, the walk assumes a plain chain and says so.
    let result = classify(&answers(&chain));
    assert_eq!(result.detail, None);
    assert!(result
        .path
        .iter()
        .any(|s| s.question == Q::ParallelWithinStep && s.assumed));
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

fn hook_rule(pairs: &[(Q, A)]) -> hooklab_core::decompose::Classification {
    let mut all = vec![(Q::Topic, A::HookOrPrompt)];
    all.extend_from_slice(pairs);
    classify(&answers(&all))
}

fn recipe_of(c: &hooklab_core::decompose::Classification) -> Option<HookRecipe> {
    c.detail.and_then(Detail::recipe)
}

#[test]
fn refund_cap_is_a_pre_tool_use_hook_and_tone_is_a_prompt() {
    let refund = hook_rule(&[
        (Q::ViolationIsP0, A::Yes),
        (Q::ActsOn, A::BeforeCall),
        (Q::CallAction, A::DenyCall),
    ]);
    assert_eq!(refund.pattern, PatternId::HookPreToolUse);
    assert!(refund.is_complete());
    let timestamps = hook_rule(&[
        (Q::ViolationIsP0, A::No),
        (Q::MustAlwaysHold, A::Yes),
        (Q::ActsOn, A::OnResult),
        (Q::ResultAction, A::ReplaceResult),
    ]);
    assert_eq!(timestamps.pattern, PatternId::HookPostToolUse);
    assert!(timestamps.is_complete());
    let tone = hook_rule(&[(Q::ViolationIsP0, A::No), (Q::MustAlwaysHold, A::No)]);
    assert_eq!(tone.pattern, PatternId::PromptInstruction);
    assert!(tone.is_complete());
    assert_eq!(tone.detail, None);
}

#[test]
fn a_p0_and_an_every_time_rule_both_reach_a_hook_each_for_its_own_reason() {
    // A refund cap: one miss is an incident. "Every time" is not even asked.
    let p0 = hook_rule(&[
        (Q::ViolationIsP0, A::Yes),
        (Q::ActsOn, A::BeforeCall),
        (Q::CallAction, A::DenyCall),
    ]);
    assert_eq!(p0.pattern, PatternId::HookPreToolUse);
    let asked: Vec<Q> = p0.path.iter().map(|s| s.question).collect();
    assert_eq!(
        asked,
        [Q::Topic, Q::ViolationIsP0, Q::ActsOn, Q::CallAction]
    );
    assert!(p0
        .explanation
        .iter()
        .any(|m| m.id == "reason-violation-is-p0-yes"));

    // A formatter: no incident when it is skipped, but it must run every time.
    let formatter = hook_rule(&[
        (Q::ViolationIsP0, A::No),
        (Q::MustAlwaysHold, A::Yes),
        (Q::ActsOn, A::OnResult),
        (Q::ResultAction, A::ActOutside),
    ]);
    assert_eq!(formatter.pattern, PatternId::HookPostToolUse);
    assert_eq!(recipe_of(&formatter), Some(HookRecipe::PostToolUseOutside));
    let ids: Vec<&str> = formatter
        .explanation
        .iter()
        .map(|m| m.id.as_str())
        .collect();
    assert!(ids.contains(&"reason-violation-is-p0-no"), "{ids:?}");
    assert!(ids.contains(&"reason-must-always-hold-yes"), "{ids:?}");

    // Neither: guidance stays in the prompt, and why-not names "every time".
    let guidance = answers(&[
        (Q::Topic, A::HookOrPrompt),
        (Q::ViolationIsP0, A::No),
        (Q::MustAlwaysHold, A::No),
    ]);
    assert!(matches!(
        why_not(&guidance, PatternId::HookPostToolUse).verdict,
        WhyNotVerdict::RuledOut {
            question: Q::MustAlwaysHold,
            given: A::No,
            needed: A::Yes,
            assumed: false
        }
    ));
}

#[test]
fn every_moment_leads_to_its_event() {
    let expected = [
        (
            A::SessionStart,
            PatternId::HookLifecycleEvent,
            "SessionStart",
        ),
        (
            A::PromptSubmit,
            PatternId::HookLifecycleEvent,
            "UserPromptSubmit",
        ),
        (A::BeforeCall, PatternId::HookPreToolUse, "PreToolUse"),
        (A::OnResult, PatternId::HookPostToolUse, "PostToolUse"),
        (
            A::AfterBatch,
            PatternId::HookLifecycleEvent,
            "PostToolBatch",
        ),
        (
            A::SubagentStart,
            PatternId::HookLifecycleEvent,
            "SubagentStart",
        ),
        (
            A::SubagentStop,
            PatternId::HookLifecycleEvent,
            "SubagentStop",
        ),
        (A::AgentStop, PatternId::HookLifecycleEvent, "Stop"),
        (
            A::BeforeCompaction,
            PatternId::HookLifecycleEvent,
            "PreCompact",
        ),
        (
            A::Notification,
            PatternId::HookLifecycleEvent,
            "Notification",
        ),
        (A::SessionEnd, PatternId::HookLifecycleEvent, "SessionEnd"),
    ];
    assert_eq!(expected.len(), Q::ActsOn.values().len());
    for (moment, pattern, event) in expected {
        for route in [
            vec![(Q::ViolationIsP0, A::Yes)],
            vec![(Q::ViolationIsP0, A::No), (Q::MustAlwaysHold, A::Yes)],
        ] {
            let mut pairs = route.clone();
            pairs.push((Q::ActsOn, moment));
            let c = hook_rule(&pairs);
            assert_eq!(c.pattern, pattern, "{moment}");
            let recipe = recipe_of(&c).unwrap_or_else(|| panic!("{moment}: no recipe"));
            assert_eq!(recipe.event(), event, "{moment}");
            assert!(!recipe.fields().is_empty(), "{moment}");
        }
    }
}

#[test]
fn a_stop_rule_reaches_stop_and_is_not_a_pre_tool_use_hook() {
    let a = answers(&[
        (Q::Topic, A::HookOrPrompt),
        (Q::ViolationIsP0, A::No),
        (Q::MustAlwaysHold, A::Yes),
        (Q::ActsOn, A::AgentStop),
    ]);
    let c = classify(&a);
    assert_eq!(c.pattern, PatternId::HookLifecycleEvent);
    assert!(c.is_complete());
    let recipe = recipe_of(&c).expect("a recipe");
    assert_eq!(recipe, HookRecipe::StopCheck);
    assert!(recipe.fields().contains(&"stop_hook_active"));
    assert!(recipe.fields().contains(&"decision"));
    assert_eq!(
        why_not(&a, PatternId::HookPreToolUse).verdict,
        WhyNotVerdict::RuledOut {
            question: Q::ActsOn,
            given: A::AgentStop,
            needed: A::BeforeCall,
            assumed: false
        }
    );
}

#[test]
fn what_happens_to_the_call_names_the_fields() {
    let call = |action: A| {
        let c = hook_rule(&[
            (Q::ViolationIsP0, A::Yes),
            (Q::ActsOn, A::BeforeCall),
            (Q::CallAction, action),
        ]);
        assert_eq!(c.pattern, PatternId::HookPreToolUse);
        recipe_of(&c).expect("a recipe")
    };
    let deny = call(A::DenyCall);
    assert_eq!(deny, HookRecipe::PreToolUseDeny);
    assert!(deny.fields().contains(&"permissionDecisionReason"));
    let rewrite = call(A::RewriteCall);
    assert_eq!(rewrite, HookRecipe::PreToolUseRewrite);
    assert!(rewrite.fields().contains(&"updatedInput"));
    let ask = call(A::AskUser);
    assert_eq!(ask, HookRecipe::PreToolUseAsk);
    assert!(ask.fields().contains(&"permissionDecision"));
}

#[test]
fn what_happens_to_the_result_names_the_fields() {
    let result = |action: A| {
        let c = hook_rule(&[
            (Q::ViolationIsP0, A::Yes),
            (Q::ActsOn, A::OnResult),
            (Q::ResultAction, action),
        ]);
        assert_eq!(c.pattern, PatternId::HookPostToolUse);
        recipe_of(&c).expect("a recipe")
    };
    let replace = result(A::ReplaceResult);
    assert_eq!(replace, HookRecipe::PostToolUseReplace);
    assert!(replace.fields().contains(&"updatedToolOutput"));
    let annotate = result(A::AnnotateResult);
    assert_eq!(annotate, HookRecipe::PostToolUseAnnotate);
    assert!(annotate.fields().contains(&"additionalContext"));
    assert!(!annotate.fields().contains(&"updatedToolOutput"));
    assert_eq!(result(A::ActOutside), HookRecipe::PostToolUseOutside);
}

fn trouble(pairs: &[(Q, A)]) -> Option<Diagnosis> {
    let mut all = vec![(Q::Topic, A::Session), (Q::ResumeTrouble, A::Yes)];
    all.extend_from_slice(pairs);
    let c = classify(&answers(&all));
    assert_eq!(c.pattern, PatternId::ResumeTroubleshooting, "{pairs:?}");
    assert!(c.is_complete(), "{pairs:?} left a step assumed");
    c.detail.and_then(Detail::diagnosis)
}

#[test]
fn a_resume_under_another_config_root_is_diagnosed_first() {
    assert_eq!(
        trouble(&[(Q::SameConfigDir, A::No)]),
        Some(Diagnosis::OtherConfigRoot)
    );
}

#[test]
fn a_continue_that_misses_is_diagnosed_by_directory_kind_and_recency() {
    let cont = |rest: &[(Q, A)]| {
        let mut v = vec![
            (Q::SameConfigDir, A::Yes),
            (Q::ResumeHandle, A::ContinueFlag),
        ];
        v.extend_from_slice(rest);
        trouble(&v)
    };
    assert_eq!(
        cont(&[(Q::StartedHere, A::No)]),
        Some(Diagnosis::ContinueOtherDirectory)
    );
    assert_eq!(
        cont(&[(Q::StartedHere, A::Yes), (Q::HeadlessSession, A::Yes)]),
        Some(Diagnosis::ContinueSkipsHeadless)
    );
    assert_eq!(
        cont(&[
            (Q::StartedHere, A::Yes),
            (Q::HeadlessSession, A::No),
            (Q::NewerSessionHere, A::Yes)
        ]),
        Some(Diagnosis::ContinueTookNewer)
    );
    assert_eq!(
        cont(&[
            (Q::StartedHere, A::Yes),
            (Q::HeadlessSession, A::No),
            (Q::NewerSessionHere, A::No)
        ]),
        Some(Diagnosis::TranscriptGone)
    );
}

#[test]
fn a_resume_by_name_that_misses_is_diagnosed_by_repository_and_exactness() {
    let by_name = |rest: &[(Q, A)]| {
        let mut v = vec![(Q::SameConfigDir, A::Yes), (Q::ResumeHandle, A::ByName)];
        v.extend_from_slice(rest);
        trouble(&v)
    };
    assert_eq!(
        by_name(&[(Q::SameRepository, A::No)]),
        Some(Diagnosis::NameOutsideRepository)
    );
    assert_eq!(
        by_name(&[(Q::SameRepository, A::Yes), (Q::NameMatchesExactly, A::No)]),
        Some(Diagnosis::NameNotAHandle)
    );
    assert_eq!(
        by_name(&[(Q::SameRepository, A::Yes), (Q::NameMatchesExactly, A::Yes)]),
        Some(Diagnosis::NameShared)
    );
}

#[test]
fn a_resume_by_id_that_misses_is_diagnosed_by_project_and_version() {
    let by_id = |rest: &[(Q, A)]| {
        let mut v = vec![(Q::SameConfigDir, A::Yes), (Q::ResumeHandle, A::ById)];
        v.extend_from_slice(rest);
        trouble(&v)
    };
    assert_eq!(
        by_id(&[(Q::StartedHere, A::Yes)]),
        Some(Diagnosis::TranscriptGone)
    );
    assert_eq!(
        by_id(&[(Q::StartedHere, A::No), (Q::Version2_1_223, A::No)]),
        Some(Diagnosis::IdBeforeCrossProject)
    );
    assert_eq!(
        by_id(&[
            (Q::StartedHere, A::No),
            (Q::Version2_1_223, A::Yes),
            (Q::IdInSeveralFolders, A::Yes)
        ]),
        Some(Diagnosis::IdInSeveralProjects)
    );
    assert_eq!(
        by_id(&[
            (Q::StartedHere, A::No),
            (Q::Version2_1_223, A::Yes),
            (Q::IdInSeveralFolders, A::No)
        ]),
        Some(Diagnosis::TranscriptGone)
    );
}

#[test]
fn troubleshooting_is_ruled_out_for_a_session_move_by_the_first_question() {
    let fork = answers(&[
        (Q::Topic, A::Session),
        (Q::ResumeTrouble, A::No),
        (Q::CompareAlternatives, A::Yes),
    ]);
    assert_eq!(classify(&fork).pattern, PatternId::Fork);
    assert_eq!(
        why_not(&fork, PatternId::ResumeTroubleshooting).verdict,
        WhyNotVerdict::RuledOut {
            question: Q::ResumeTrouble,
            given: A::No,
            needed: A::Yes,
            assumed: false
        }
    );
}

#[test]
fn every_leaf_says_what_its_pattern_needs() {
    let all = leaves();
    for leaf in &all {
        match leaf.pattern {
            PatternId::HookPreToolUse
            | PatternId::HookPostToolUse
            | PatternId::HookLifecycleEvent => {
                let recipe = leaf
                    .detail
                    .and_then(Detail::recipe)
                    .unwrap_or_else(|| panic!("hook leaf without event: {:?}", leaf.path));
                assert_eq!(recipe.pattern(), leaf.pattern, "{:?}", leaf.path);
            }
            PatternId::ResumeTroubleshooting => {
                assert!(
                    leaf.detail.and_then(Detail::diagnosis).is_some(),
                    "troubleshooting leaf without diagnosis: {:?}",
                    leaf.path
                );
            }
            _ => {
                if let Some(detail) = leaf.detail {
                    let inner = detail.inner().expect("only hybrids carry a detail here");
                    assert_eq!(inner.topic(), leaf.pattern.topic());
                    assert_ne!(inner, leaf.pattern);
                }
            }
        }
    }
    for recipe in HookRecipe::ALL {
        assert!(
            all.iter()
                .any(|l| l.detail == Some(Detail::Hook { recipe })),
            "{recipe} is reached by no leaf"
        );
        assert_eq!(HookRecipe::from_id(recipe.as_str()), Some(recipe));
    }
    for diagnosis in Diagnosis::ALL {
        assert!(
            all.iter()
                .any(|l| l.detail == Some(Detail::Diagnosis { diagnosis })),
            "{diagnosis} is reached by no leaf"
        );
        assert_eq!(Diagnosis::from_id(diagnosis.as_str()), Some(diagnosis));
    }
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
