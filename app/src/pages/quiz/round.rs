//! The quiz's bookkeeping, in plain Rust so it can be tested without a
//! browser: the items the server sends, drawing a round, walking the matrix
//! one question at a time, and the end-of-round summary (accuracy, confidence
//! calibration, confusions).

use hooklab_core::decompose::{
    decision_tree, AnswerValue, Answers, Classification, Detail, Node, PatternId, QuestionId, Topic,
};
use hooklab_core::progress::{Confidence, MatrixWalk};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One scenario in the learner's language, as the page needs it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct QuizItem {
    pub id: String,
    pub topic: Topic,
    pub answer: PatternId,
    pub inner: Option<PatternId>,
    pub options: Vec<PatternId>,
    pub answers: Answers,
    pub title: String,
    pub situation: String,
    pub explanation: String,
    pub why_not: BTreeMap<PatternId, String>,
    pub exam_note: Option<String>,
}

/// The round lengths offered.
pub const LENGTHS: [usize; 3] = [5, 10, 20];

/// A small deterministic generator (SplitMix64): enough to shuffle a round,
/// and reproducible in tests.
#[derive(Clone, Debug)]
pub struct Shuffler(u64);

impl Shuffler {
    pub fn new(seed: u64) -> Self {
        Shuffler(seed)
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..bound` (`bound` > 0).
    fn below(&mut self, bound: usize) -> usize {
        let bound = bound.max(1) as u64;
        usize::try_from(self.next() % bound).unwrap_or(0)
    }

    /// Fisher–Yates, in place.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

/// Draws a round: up to `length` distinct scenario indexes of `topic` (all
/// topics when `None`), in shuffled order.
pub fn draw(bank: &[QuizItem], topic: Option<Topic>, length: usize, seed: u64) -> Vec<usize> {
    let mut pool: Vec<usize> = bank
        .iter()
        .enumerate()
        .filter(|(_, item)| topic.is_none_or(|t| item.topic == t))
        .map(|(i, _)| i)
        .collect();
    let mut rng = Shuffler::new(seed);
    rng.shuffle(&mut pool);
    pool.truncate(length);
    pool
}

/// Indexes of the given scenario ids in the bank, shuffled (a retry round).
pub fn redraw(bank: &[QuizItem], ids: &[String], seed: u64) -> Vec<usize> {
    let mut picked: Vec<usize> = bank
        .iter()
        .enumerate()
        .filter(|(_, item)| ids.contains(&item.id))
        .map(|(i, _)| i)
        .collect();
    Shuffler::new(seed).shuffle(&mut picked);
    picked
}

/// The options of one scenario in the order a round shows them: shuffled,
/// and never in the order shown last time (`previous`), so that a retry or
/// a new round cannot be answered by position. A list the shuffle left in
/// its previous order is turned by one place, which always changes it when
/// there are two options or more.
pub fn shuffle_options(
    options: &[PatternId],
    previous: Option<&[PatternId]>,
    rng: &mut Shuffler,
) -> Vec<PatternId> {
    let mut shown = options.to_vec();
    rng.shuffle(&mut shown);
    if shown.len() > 1 && previous == Some(shown.as_slice()) {
        shown.rotate_left(1);
    }
    shown
}

/// The option order of every scenario of a round (`order` indexes the
/// bank), each reshuffled against what `previous` says it showed last.
pub fn deal_options<'a>(
    bank: &[QuizItem],
    order: &[usize],
    previous: impl Fn(&str) -> Option<&'a [PatternId]>,
    seed: u64,
) -> Vec<Vec<PatternId>> {
    // A stream of its own, so the options do not repeat the draw's swaps.
    let mut rng = Shuffler::new(seed ^ 0x6f70_7469_6f6e_7321);
    order
        .iter()
        .filter_map(|&index| bank.get(index))
        .map(|item| shuffle_options(&item.options, previous(&item.id), &mut rng))
        .collect()
}

/// One answer given during a round.
#[derive(Clone, Debug, PartialEq)]
pub struct Given {
    pub scenario: String,
    pub answer: PatternId,
    pub chosen: PatternId,
    pub confidence: Confidence,
}

impl Given {
    pub fn correct(&self) -> bool {
        self.answer == self.chosen
    }
}

/// A right/total pair.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub right: usize,
    pub total: usize,
}

impl Tally {
    fn add(&mut self, right: bool) {
        self.total += 1;
        if right {
            self.right += 1;
        }
    }

    /// Rounded percentage; 0 for an empty tally.
    pub fn percent(self) -> usize {
        (self.right * 100 + self.total / 2)
            .checked_div(self.total)
            .unwrap_or(0)
    }
}

/// A wrong answer that happened, and how often.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Confusion {
    /// The right pattern.
    pub answer: PatternId,
    /// What the learner chose instead.
    pub chosen: PatternId,
    pub count: usize,
}

/// The end of a round, counted.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Summary {
    pub overall: Tally,
    /// Per right pattern, in the taxonomy's order.
    pub per_pattern: Vec<(PatternId, Tally)>,
    pub sure: Tally,
    pub guessing: Tally,
    /// Most frequent first, then in taxonomy order.
    pub confusions: Vec<Confusion>,
    /// The scenarios answered wrongly, in the order they came.
    pub missed: Vec<String>,
}

impl Summary {
    /// Answers given as "sure" that were wrong: the dangerous ones.
    pub fn sure_wrong(&self) -> usize {
        self.sure.total - self.sure.right
    }

    pub fn guessed_right(&self) -> usize {
        self.guessing.right
    }
}

/// Counts a round's answers.
pub fn summarize(given: &[Given]) -> Summary {
    let mut summary = Summary::default();
    let mut per: BTreeMap<PatternId, Tally> = BTreeMap::new();
    let mut confusions: BTreeMap<(PatternId, PatternId), usize> = BTreeMap::new();
    for g in given {
        let right = g.correct();
        summary.overall.add(right);
        per.entry(g.answer).or_default().add(right);
        match g.confidence {
            Confidence::Sure => summary.sure.add(right),
            Confidence::Guessing => summary.guessing.add(right),
        }
        if !right {
            *confusions.entry((g.answer, g.chosen)).or_default() += 1;
            if !summary.missed.contains(&g.scenario) {
                summary.missed.push(g.scenario.clone());
            }
        }
    }
    summary.per_pattern = per.into_iter().collect();
    let mut list: Vec<Confusion> = confusions
        .into_iter()
        .map(|((answer, chosen), count)| Confusion {
            answer,
            chosen,
            count,
        })
        .collect();
    hooklab_core::sort::sort_by(&mut list, |a, b| {
        b.count
            .cmp(&a.count)
            .then(a.answer.cmp(&b.answer))
            .then(a.chosen.cmp(&b.chosen))
    });
    summary.confusions = list;
    summary
}

/// Where a matrix walk stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WalkState {
    /// The next question to ask, with the values it offers.
    Ask {
        question: QuestionId,
        values: Vec<AnswerValue>,
    },
    /// The walk reached a pattern.
    Done(PatternId),
}

/// Follows `history` (question, answer) from the root of the decision tree
/// and says what comes next. A history that leaves the tree stops at the
/// first answer that does not fit, so a stale history can never panic.
pub fn walk(history: &[(QuestionId, AnswerValue)]) -> WalkState {
    let tree = decision_tree();
    let mut node = &tree;
    let mut steps = history.iter();
    loop {
        match node {
            Node::Leaf { pattern, .. } => return WalkState::Done(*pattern),
            Node::Ask {
                question, branches, ..
            } => {
                let next = steps
                    .next()
                    .filter(|(q, _)| q == question)
                    .and_then(|(_, a)| branches.iter().find(|b| b.answer == *a));
                match next {
                    Some(branch) => node = &branch.then,
                    None => {
                        return WalkState::Ask {
                            question: *question,
                            values: branches.iter().map(|b| b.answer).collect(),
                        }
                    }
                }
            }
        }
    }
}

/// The history as [`Answers`], for the classifier.
pub fn history_answers(history: &[(QuestionId, AnswerValue)]) -> Answers {
    history.iter().copied().collect()
}

/// The progress record of a finished walk: the learner's description, the
/// steps as ids, the pattern reached and the id of what its leaf adds (a
/// hook recipe, an inner pattern or a diagnosis).
pub fn walk_record(
    description: &str,
    steps: &[(QuestionId, AnswerValue)],
    result: &Classification,
    at_ms: Option<u64>,
) -> MatrixWalk {
    let detail = result.detail.map(|d| match d {
        Detail::Hook { recipe } => recipe.as_str().to_owned(),
        Detail::Inner { pattern } => pattern.as_str().to_owned(),
        Detail::Diagnosis { diagnosis } => diagnosis.as_str().to_owned(),
    });
    MatrixWalk {
        description: MatrixWalk::clean_description(description),
        steps: steps
            .iter()
            .map(|(q, a)| (q.as_str().to_owned(), a.as_str().to_owned()))
            .collect(),
        result: result.pattern.as_str().to_owned(),
        detail,
        at_ms,
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use hooklab_core::decompose::classify;

    /// A scenario whose one option is its answer (the quiz's other tests
    /// build on it too).
    pub(in crate::pages::quiz) fn item(id: &str, topic: Topic, answer: PatternId) -> QuizItem {
        QuizItem {
            id: id.to_owned(),
            topic,
            answer,
            inner: None,
            options: vec![answer],
            answers: Answers::for_topic(topic),
            title: id.to_owned(),
            situation: String::new(),
            explanation: String::new(),
            why_not: BTreeMap::new(),
            exam_note: None,
        }
    }

    fn bank() -> Vec<QuizItem> {
        let mut bank = Vec::new();
        for i in 0..12 {
            bank.push(item(
                &format!("d{i}"),
                Topic::Decomposition,
                PatternId::Routing,
            ));
        }
        for i in 0..4 {
            bank.push(item(&format!("s{i}"), Topic::Session, PatternId::Fork));
        }
        bank
    }

    fn given(id: &str, answer: PatternId, chosen: PatternId, confidence: Confidence) -> Given {
        Given {
            scenario: id.to_owned(),
            answer,
            chosen,
            confidence,
        }
    }

    #[test]
    fn a_draw_has_no_repeats_and_keeps_to_the_topic() {
        let bank = bank();
        for seed in 0..50 {
            let round = draw(&bank, Some(Topic::Decomposition), 10, seed);
            assert_eq!(round.len(), 10);
            let mut sorted = round.clone();
            sorted.sort_unstable();
            sorted.dedup();
            assert_eq!(sorted.len(), 10, "seed {seed} repeated a scenario");
            assert!(round.iter().all(|&i| bank[i].topic == Topic::Decomposition));
        }
    }

    #[test]
    fn a_short_pool_gives_a_short_round() {
        let bank = bank();
        let round = draw(&bank, Some(Topic::Session), 20, 7);
        assert_eq!(round.len(), 4);
        assert_eq!(draw(&bank, None, 20, 7).len(), 16);
        assert!(draw(&[], None, 5, 1).is_empty());
    }

    #[test]
    fn the_seed_changes_the_order_and_the_same_seed_repeats_it() {
        let bank = bank();
        assert_eq!(draw(&bank, None, 16, 42), draw(&bank, None, 16, 42));
        assert_ne!(draw(&bank, None, 16, 42), draw(&bank, None, 16, 43));
    }

    #[test]
    fn options_are_shuffled_and_keep_every_option() {
        use PatternId::{Fork, PromptChaining, Resume, Routing};
        let options = [Routing, PromptChaining, Fork, Resume];
        let mut orders = std::collections::BTreeSet::new();
        for seed in 0..40 {
            let shown = shuffle_options(&options, None, &mut Shuffler::new(seed));
            let mut sorted = shown.clone();
            sorted.sort_unstable();
            let mut expected = options.to_vec();
            expected.sort_unstable();
            assert_eq!(sorted, expected, "seed {seed} lost or repeated an option");
            orders.insert(shown);
        }
        // Forty seeds reach many of the 24 orders, not one or two.
        assert!(orders.len() > 10, "only {} orders", orders.len());
    }

    #[test]
    fn a_reshuffle_never_repeats_the_order_shown_last_time() {
        use PatternId::{Fork, PromptChaining, Resume, Routing};
        let options = [Routing, PromptChaining, Fork, Resume];
        for seed in 0..200 {
            let first = shuffle_options(&options, None, &mut Shuffler::new(seed));
            let again = shuffle_options(&options, Some(&first), &mut Shuffler::new(seed));
            assert_ne!(first, again, "seed {seed}");
        }
        // One option has one order only.
        assert_eq!(
            shuffle_options(&[Fork], Some(&[Fork]), &mut Shuffler::new(1)),
            [Fork]
        );
    }

    #[test]
    fn dealing_a_round_gives_each_scenario_its_own_options_in_a_new_order() {
        use PatternId::{Fork, PromptChaining, Resume, Routing};
        let mut bank = bank();
        for item in &mut bank {
            item.options = vec![Routing, PromptChaining, Fork, Resume];
        }
        bank[15].options = vec![Fork, Resume];
        let order = [15, 2, 7];
        let first = deal_options(&bank, &order, |_| None, 11);
        assert_eq!(first.len(), 3);
        assert_eq!(first[0].len(), 2);
        assert_eq!(first, deal_options(&bank, &order, |_| None, 11));
        let shown: BTreeMap<&str, &[PatternId]> = order
            .iter()
            .zip(&first)
            .map(|(&i, o)| (bank[i].id.as_str(), o.as_slice()))
            .collect();
        for seed in 0..50 {
            let retry = deal_options(&bank, &order, |id| shown.get(id).copied(), seed);
            for (before, after) in first.iter().zip(&retry) {
                assert_ne!(before, after, "seed {seed}");
            }
        }
    }

    #[test]
    fn a_retry_round_holds_exactly_the_missed_ones() {
        let bank = bank();
        let missed = vec!["d3".to_owned(), "s1".to_owned(), "gone".to_owned()];
        let mut ids: Vec<&str> = redraw(&bank, &missed, 9)
            .iter()
            .map(|&i| bank[i].id.as_str())
            .collect();
        ids.sort_unstable();
        assert_eq!(ids, ["d3", "s1"]);
    }

    #[test]
    fn the_summary_counts_accuracy_calibration_and_confusions() {
        use Confidence::{Guessing, Sure};
        use PatternId::{OrchestratorWorkers as Ow, ParallelizationSectioning as Sec, Routing};
        let answers = [
            given("a", Ow, Sec, Sure),
            given("b", Ow, Sec, Guessing),
            given("c", Routing, Routing, Sure),
            given("d", Sec, Ow, Sure),
            given("e", Routing, Routing, Guessing),
        ];
        let s = summarize(&answers);
        assert_eq!(s.overall, Tally { right: 2, total: 5 });
        assert_eq!(s.overall.percent(), 40);
        assert_eq!(s.sure, Tally { right: 1, total: 3 });
        assert_eq!(s.sure_wrong(), 2);
        assert_eq!(s.guessing, Tally { right: 1, total: 2 });
        assert_eq!(s.guessed_right(), 1);
        assert_eq!(
            s.confusions,
            vec![
                Confusion {
                    answer: Ow,
                    chosen: Sec,
                    count: 2
                },
                Confusion {
                    answer: Sec,
                    chosen: Ow,
                    count: 1
                },
            ]
        );
        assert_eq!(s.missed, ["a", "b", "d"]);
        let routing = s
            .per_pattern
            .iter()
            .find(|(p, _)| *p == Routing)
            .map(|(_, t)| *t);
        assert_eq!(routing, Some(Tally { right: 2, total: 2 }));
        let ow = s
            .per_pattern
            .iter()
            .find(|(p, _)| *p == Ow)
            .map(|(_, t)| *t);
        assert_eq!(ow, Some(Tally { right: 0, total: 2 }));
    }

    #[test]
    fn an_empty_round_summarises_to_zero() {
        let s = summarize(&[]);
        assert_eq!(s.overall.percent(), 0);
        assert!(s.confusions.is_empty() && s.missed.is_empty() && s.per_pattern.is_empty());
    }

    #[test]
    fn the_walk_asks_in_the_trees_order_and_ends_where_the_classifier_does() {
        use AnswerValue as A;
        use QuestionId as Q;
        assert!(matches!(
            walk(&[]),
            WalkState::Ask {
                question: Q::Topic,
                ..
            }
        ));
        let mut history = vec![(Q::Topic, A::Decomposition)];
        assert!(matches!(
            walk(&history),
            WalkState::Ask {
                question: Q::StepsKnown,
                ..
            }
        ));
        history.push((Q::StepsKnown, A::Yes));
        assert!(matches!(
            walk(&history),
            WalkState::Ask {
                question: Q::DistinctInputCategories,
                ..
            }
        ));
        history.push((Q::DistinctInputCategories, A::No));
        history.push((Q::ClearCriterion, A::No));
        history.push((Q::NeedsPreviousOutput, A::Yes));
        assert!(matches!(
            walk(&history),
            WalkState::Ask {
                question: Q::ParallelWithinStep,
                ..
            }
        ));
        history.push((Q::ParallelWithinStep, A::No));
        assert_eq!(walk(&history), WalkState::Done(PatternId::PromptChaining));
        assert_eq!(
            classify(&history_answers(&history)).pattern,
            PatternId::PromptChaining
        );
    }

    #[test]
    fn every_full_walk_agrees_with_the_classifier() {
        // Depth-first over every branch of the tree.
        fn explore(history: &mut Vec<(QuestionId, AnswerValue)>, leaves: &mut usize) {
            match walk(history) {
                WalkState::Done(pattern) => {
                    *leaves += 1;
                    let c = classify(&history_answers(history));
                    assert_eq!(c.pattern, pattern);
                    assert!(c.is_complete());
                }
                WalkState::Ask { question, values } => {
                    for value in values {
                        history.push((question, value));
                        explore(history, leaves);
                        history.pop();
                    }
                }
            }
        }
        let mut leaves = 0;
        explore(&mut Vec::new(), &mut leaves);
        assert!(leaves >= PatternId::ALL.len());
    }

    #[test]
    fn a_history_that_leaves_the_tree_stops_at_the_bad_step() {
        use AnswerValue as A;
        use QuestionId as Q;
        let stale = [(Q::Topic, A::Session), (Q::StepsKnown, A::Yes)];
        assert!(matches!(
            walk(&stale),
            WalkState::Ask {
                question: Q::ResumeTrouble,
                ..
            }
        ));
        let wrong_value = [(Q::Topic, A::Yes)];
        assert!(matches!(
            walk(&wrong_value),
            WalkState::Ask {
                question: Q::Topic,
                ..
            }
        ));
    }

    #[test]
    fn a_rule_for_the_agents_stop_is_asked_its_moment_and_reaches_stop() {
        use AnswerValue as A;
        use QuestionId as Q;
        let mut history = vec![
            (Q::Topic, A::HookOrPrompt),
            (Q::ViolationIsP0, A::No),
            (Q::MustAlwaysHold, A::Yes),
        ];
        match walk(&history) {
            WalkState::Ask { question, values } => {
                assert_eq!(question, Q::ActsOn);
                assert!(values.contains(&A::AgentStop) && values.contains(&A::SessionStart));
                assert!(values.contains(&A::BeforeCall) && values.contains(&A::OnResult));
            }
            other => panic!("expected the moment question, got {other:?}"),
        }
        history.push((Q::ActsOn, A::AgentStop));
        assert_eq!(
            walk(&history),
            WalkState::Done(PatternId::HookLifecycleEvent)
        );
        let result = classify(&history_answers(&history));
        let record = walk_record(" Tests green\nbefore done ", &history, &result, Some(7));
        assert_eq!(record.description, "Tests green before done");
        assert_eq!(record.result, "hook-lifecycle-event");
        assert_eq!(record.detail.as_deref(), Some("stop-check"));
        assert_eq!(record.steps.len(), 4);
        assert_eq!(
            record.steps[3],
            ("acts-on".to_owned(), "agent-stop".to_owned())
        );
        assert_eq!(record.at_ms, Some(7));
    }

    #[test]
    fn a_walk_record_names_the_inner_pattern_and_the_diagnosis() {
        use AnswerValue as A;
        use QuestionId as Q;
        let chain = [
            (Q::Topic, A::Decomposition),
            (Q::StepsKnown, A::Yes),
            (Q::DistinctInputCategories, A::No),
            (Q::ClearCriterion, A::No),
            (Q::NeedsPreviousOutput, A::Yes),
            (Q::ParallelWithinStep, A::Yes),
        ];
        let record = walk_record("", &chain, &classify(&history_answers(&chain)), None);
        assert_eq!(record.result, "prompt-chaining");
        assert_eq!(record.detail.as_deref(), Some("parallelization-sectioning"));

        let missed = [
            (Q::Topic, A::Session),
            (Q::ResumeTrouble, A::Yes),
            (Q::SameConfigDir, A::No),
        ];
        let record = walk_record("x", &missed, &classify(&history_answers(&missed)), None);
        assert_eq!(record.result, "resume-troubleshooting");
        assert_eq!(record.detail.as_deref(), Some("other-config-root"));
    }
}
