//! The quiz page's state as one value: the mode shown, where a round stands,
//! the scenarios it asks and what the learner did in it. Every learner
//! action is a transition on [`QuizState`]; an action that does not fit the
//! moment (answering before picking, going on before answering, picking
//! after answering, a retry with nothing missed, ...) changes nothing and
//! says so. Plain Rust without Leptos, so each transition is tested here;
//! the component holds one signal of it.

use super::round::{deal_options, draw, redraw, summarize, Given, QuizItem, Summary, LENGTHS};
use hooklab_core::decompose::{PatternId, Topic};
use hooklab_core::progress::{Confidence, QuizAnswer};
use std::collections::HashMap;

/// What the page shows: rounds of scenarios, or the matrix walk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Round,
    Matrix,
}

/// Where the round mode stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Choosing a topic and a length.
    Setup,
    /// A scenario on screen.
    Playing,
    /// The round is over and counted.
    Summary,
}

/// The whole quiz page's state.
#[derive(Clone, Debug, PartialEq)]
pub struct QuizState {
    mode: Mode,
    stage: Stage,
    /// The topic chosen for the next round (`None`: every topic).
    topic: Option<Topic>,
    /// The length chosen for the next round.
    length: usize,
    /// The round's scenarios in the order asked, each with its options in
    /// the order shown.
    round: Vec<QuizItem>,
    /// Which of them is on screen.
    position: usize,
    /// The option selected for it, not yet committed.
    picked: Option<PatternId>,
    /// Every answer of the round; the last one belongs to the scenario on
    /// screen once it is answered.
    given: Vec<Given>,
    /// The round as the progress record names it: its start time.
    round_id: Option<u64>,
    /// The order each scenario's options were last shown in, so that a
    /// retry or a new round shows them in another.
    last_shown: HashMap<String, Vec<PatternId>>,
}

impl QuizState {
    /// The setup of a first round of `topic` and `length` (one of
    /// [`LENGTHS`], as the page's query string is read).
    pub fn new(topic: Option<Topic>, length: usize) -> Self {
        QuizState {
            mode: Mode::Round,
            stage: Stage::Setup,
            topic,
            length,
            round: Vec::new(),
            position: 0,
            picked: None,
            given: Vec::new(),
            round_id: None,
            last_shown: HashMap::new(),
        }
    }

    pub fn mode(&self) -> Mode {
        self.mode
    }

    pub fn stage(&self) -> Stage {
        self.stage
    }

    pub fn topic(&self) -> Option<Topic> {
        self.topic
    }

    pub fn length(&self) -> usize {
        self.length
    }

    /// Whether a scenario is on screen to be answered (the keyboard's
    /// moment).
    pub fn playing(&self) -> bool {
        self.mode == Mode::Round && self.stage == Stage::Playing
    }

    /// The scenario on screen, its options in the order shown.
    pub fn current(&self) -> Option<&QuizItem> {
        if self.stage != Stage::Playing {
            return None;
        }
        self.round.get(self.position)
    }

    /// "Scenario `n` of `total`", 1-based.
    pub fn counter(&self) -> (usize, usize) {
        (self.position + 1, self.round.len())
    }

    pub fn picked(&self) -> Option<PatternId> {
        self.picked
    }

    /// The answer to the scenario on screen, once given.
    pub fn answered(&self) -> Option<&Given> {
        let item = self.current()?;
        self.given
            .get(self.position)
            .filter(|given| given.scenario == item.id)
    }

    /// The round's answers counted.
    pub fn summary(&self) -> Summary {
        summarize(&self.given)
    }

    /// The scenarios answered wrongly, in the order they came, with the
    /// pattern chosen for each.
    pub fn missed(&self) -> Vec<(QuizItem, PatternId)> {
        self.given
            .iter()
            .filter(|given| !given.correct())
            .filter_map(|given| {
                let item = self.round.iter().find(|item| item.id == given.scenario)?;
                Some((item.clone(), given.chosen))
            })
            .collect()
    }

    /// Shows rounds or the matrix; the round keeps its place meanwhile.
    pub fn show(&mut self, mode: Mode) -> bool {
        let changed = self.mode != mode;
        self.mode = mode;
        changed
    }

    /// Chooses the next round's topic (during the setup only).
    pub fn choose_topic(&mut self, topic: Option<Topic>) -> bool {
        if self.stage != Stage::Setup || self.topic == topic {
            return false;
        }
        self.topic = topic;
        true
    }

    /// Chooses the next round's length (during the setup, one of [`LENGTHS`]).
    pub fn choose_length(&mut self, length: usize) -> bool {
        if self.stage != Stage::Setup || self.length == length || !LENGTHS.contains(&length) {
            return false;
        }
        self.length = length;
        true
    }

    /// Starts a round drawn from `bank` with the chosen topic and length
    /// (from the setup only). `now_ms` names the round in the progress.
    pub fn start(&mut self, bank: &[QuizItem], seed: u64, now_ms: Option<u64>) -> bool {
        if self.stage != Stage::Setup {
            return false;
        }
        let indexes = draw(bank, self.topic, self.length, seed);
        self.begin(bank, &indexes, seed, now_ms)
    }

    /// Starts a round of the scenarios just missed (from the summary of a
    /// round that missed some).
    pub fn retry(&mut self, bank: &[QuizItem], seed: u64, now_ms: Option<u64>) -> bool {
        if self.stage != Stage::Summary {
            return false;
        }
        let missed = self.summary().missed;
        let indexes = redraw(bank, &missed, seed);
        self.begin(bank, &indexes, seed, now_ms)
    }

    /// Plays the scenarios at `indexes` of the bank, their options dealt in
    /// an order unlike the last one shown. A round of nothing is refused.
    fn begin(
        &mut self,
        bank: &[QuizItem],
        indexes: &[usize],
        seed: u64,
        now_ms: Option<u64>,
    ) -> bool {
        let options = deal_options(
            bank,
            indexes,
            |id| self.last_shown.get(id).map(Vec::as_slice),
            seed,
        );
        let round: Vec<QuizItem> = indexes
            .iter()
            .filter_map(|&index| bank.get(index))
            .zip(options)
            .map(|(item, options)| QuizItem {
                options,
                ..item.clone()
            })
            .collect();
        if round.is_empty() {
            return false;
        }
        for item in &round {
            self.last_shown
                .insert(item.id.clone(), item.options.clone());
        }
        self.round = round;
        self.round_id = now_ms;
        self.position = 0;
        self.picked = None;
        self.given.clear();
        self.mode = Mode::Round;
        self.stage = Stage::Playing;
        true
    }

    /// Selects `option` for the scenario on screen (one of its options,
    /// before it is answered).
    pub fn pick(&mut self, option: PatternId) -> bool {
        let offered = self
            .current()
            .is_some_and(|item| item.options.contains(&option));
        if !self.playing() || !offered || self.answered().is_some() {
            return false;
        }
        self.picked = Some(option);
        true
    }

    /// Selects the option shown at `index` (0-based), as a number key does.
    pub fn pick_nth(&mut self, index: usize) -> bool {
        match self.current().and_then(|item| item.options.get(index)) {
            Some(&option) => self.pick(option),
            None => false,
        }
    }

    /// Commits the picked option with `confidence` and grades it; gives the
    /// answer as the learner's progress keeps it (`at_ms`: when). Nothing
    /// happens before an option is picked or once the scenario is answered.
    pub fn answer(&mut self, confidence: Confidence, at_ms: Option<u64>) -> Option<QuizAnswer> {
        if !self.playing() || self.answered().is_some() {
            return None;
        }
        let chosen = self.picked?;
        let item = self.current()?;
        let given = Given {
            scenario: item.id.clone(),
            answer: item.answer,
            chosen,
            confidence,
        };
        let record = QuizAnswer {
            scenario: given.scenario.clone(),
            chosen: chosen.as_str().to_owned(),
            correct: given.correct(),
            confidence,
            at_ms,
            round: self.round_id,
        };
        self.given.push(given);
        Some(record)
    }

    /// Goes on from an answered scenario: to the next one, or to the
    /// summary after the last.
    pub fn go_on(&mut self) -> bool {
        if !self.playing() || self.answered().is_none() {
            return false;
        }
        if self.position + 1 >= self.round.len() {
            self.stage = Stage::Summary;
        } else {
            self.position += 1;
            self.picked = None;
        }
        true
    }

    /// Back to the setup from a round's summary, the choices kept.
    pub fn restart(&mut self) -> bool {
        if self.stage != Stage::Summary {
            return false;
        }
        self.stage = Stage::Setup;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::super::round;
    use super::*;
    use Confidence::{Guessing, Sure};
    use PatternId::{Fork, PromptChaining, Resume, Routing};

    /// A scenario offering four options, its answer among them.
    fn item(id: &str, topic: Topic, answer: PatternId) -> QuizItem {
        QuizItem {
            options: vec![Routing, PromptChaining, Fork, Resume],
            ..round::tests::item(id, topic, answer)
        }
    }

    /// Three decomposition scenarios and two session ones.
    fn bank() -> Vec<QuizItem> {
        vec![
            item("d0", Topic::Decomposition, Routing),
            item("d1", Topic::Decomposition, PromptChaining),
            item("d2", Topic::Decomposition, Routing),
            item("s0", Topic::Session, Fork),
            item("s1", Topic::Session, Resume),
        ]
    }

    fn playing(topic: Option<Topic>) -> QuizState {
        let mut quiz = QuizState::new(topic, 5);
        assert!(quiz.start(&bank(), 7, Some(1_000)));
        quiz
    }

    /// Answers the scenario on screen right or wrong, then goes on.
    fn answer_and_go_on(quiz: &mut QuizState, right: bool, confidence: Confidence) -> QuizAnswer {
        let item = quiz.current().cloned().expect("a scenario on screen");
        let option = if right {
            item.answer
        } else {
            *item.options.iter().find(|&&o| o != item.answer).unwrap()
        };
        assert!(quiz.pick(option));
        let record = quiz.answer(confidence, Some(2_000)).expect("answered");
        assert!(quiz.go_on());
        record
    }

    #[test]
    fn a_new_quiz_waits_in_the_setup_with_its_choices() {
        let quiz = QuizState::new(Some(Topic::Session), 10);
        assert_eq!(quiz.mode(), Mode::Round);
        assert_eq!(quiz.stage(), Stage::Setup);
        assert_eq!((quiz.topic(), quiz.length()), (Some(Topic::Session), 10));
        assert!(quiz.current().is_none() && !quiz.playing());
    }

    #[test]
    fn the_setup_takes_a_topic_and_an_offered_length() {
        let mut quiz = QuizState::new(None, 5);
        assert!(quiz.choose_topic(Some(Topic::Session)));
        assert!(!quiz.choose_topic(Some(Topic::Session)), "no change");
        assert!(quiz.choose_length(20));
        assert!(!quiz.choose_length(7), "not an offered length");
        assert_eq!((quiz.topic(), quiz.length()), (Some(Topic::Session), 20));
        // Once a round runs, the choices wait for the next setup.
        assert!(quiz.start(&bank(), 1, None));
        assert!(!quiz.choose_topic(None));
        assert!(!quiz.choose_length(10));
        assert_eq!((quiz.topic(), quiz.length()), (Some(Topic::Session), 20));
    }

    #[test]
    fn starting_draws_the_chosen_topic_with_every_option_shown() {
        let quiz = playing(Some(Topic::Session));
        assert_eq!(quiz.stage(), Stage::Playing);
        assert!(quiz.playing());
        assert_eq!(quiz.counter(), (1, 2));
        let item = quiz.current().unwrap();
        assert_eq!(item.topic, Topic::Session);
        let mut options = item.options.clone();
        options.sort_unstable();
        let mut all = vec![Routing, PromptChaining, Fork, Resume];
        all.sort_unstable();
        assert_eq!(options, all);
        assert_eq!(quiz.picked(), None);
        assert!(quiz.answered().is_none());
    }

    #[test]
    fn a_round_of_nothing_does_not_start() {
        let mut quiz = QuizState::new(None, 5);
        assert!(!quiz.start(&[], 1, None));
        assert_eq!(quiz.stage(), Stage::Setup);
    }

    #[test]
    fn starting_again_is_ignored_outside_the_setup() {
        let mut quiz = playing(None);
        let before = quiz.clone();
        assert!(!quiz.start(&bank(), 99, None));
        assert_eq!(quiz, before);
    }

    #[test]
    fn picking_selects_an_offered_option_and_can_change_its_mind() {
        let mut quiz = playing(None);
        let options = quiz.current().unwrap().options.clone();
        assert!(quiz.pick(options[0]));
        assert_eq!(quiz.picked(), Some(options[0]));
        assert!(quiz.pick_nth(2));
        assert_eq!(quiz.picked(), Some(options[2]));
        assert!(!quiz.pick_nth(4), "no fifth option");
        assert_eq!(quiz.picked(), Some(options[2]));
    }

    #[test]
    fn an_option_the_scenario_does_not_offer_cannot_be_picked() {
        let mut quiz = QuizState::new(None, 5);
        let mut bank = bank();
        for item in &mut bank {
            item.options = vec![Routing, Fork];
        }
        assert!(quiz.start(&bank, 3, None));
        assert!(!quiz.pick(Resume));
        assert_eq!(quiz.picked(), None);
    }

    #[test]
    fn answering_needs_a_pick_and_grades_it() {
        let mut quiz = playing(None);
        assert_eq!(quiz.answer(Sure, None), None, "nothing picked yet");
        let item = quiz.current().cloned().unwrap();
        assert!(quiz.pick(item.answer));
        let record = quiz.answer(Sure, Some(5)).unwrap();
        assert_eq!(
            record,
            QuizAnswer {
                scenario: item.id.clone(),
                chosen: item.answer.as_str().to_owned(),
                correct: true,
                confidence: Sure,
                at_ms: Some(5),
                round: Some(1_000),
            }
        );
        let given = quiz.answered().unwrap();
        assert!(given.correct());
        assert_eq!((given.chosen, given.confidence), (item.answer, Sure));
    }

    #[test]
    fn a_wrong_pick_is_graded_wrong() {
        let mut quiz = playing(None);
        let record = answer_and_go_on(&mut quiz, false, Guessing);
        assert!(!record.correct);
        assert_eq!(record.confidence, Guessing);
        assert_eq!(quiz.summary().overall.total, 1);
        assert_eq!(quiz.summary().overall.right, 0);
    }

    #[test]
    fn an_answered_scenario_takes_no_second_answer_and_no_new_pick() {
        let mut quiz = playing(None);
        let item = quiz.current().cloned().unwrap();
        assert!(quiz.pick(item.answer));
        assert!(quiz.answer(Sure, None).is_some());
        let before = quiz.clone();
        let other = *item.options.iter().find(|&&o| o != item.answer).unwrap();
        assert!(!quiz.pick(other));
        assert_eq!(quiz.answer(Guessing, None), None);
        assert_eq!(quiz, before);
    }

    #[test]
    fn going_on_waits_for_the_answer_then_clears_the_pick() {
        let mut quiz = playing(None);
        assert!(!quiz.go_on(), "not answered yet");
        assert_eq!(quiz.counter(), (1, 5));
        let first = quiz.current().unwrap().id.clone();
        answer_and_go_on(&mut quiz, true, Sure);
        assert_eq!(quiz.counter(), (2, 5));
        assert_ne!(quiz.current().unwrap().id, first);
        assert_eq!(quiz.picked(), None);
        assert!(quiz.answered().is_none());
    }

    #[test]
    fn after_the_last_answer_the_round_is_summed_up() {
        let mut quiz = playing(Some(Topic::Decomposition));
        answer_and_go_on(&mut quiz, true, Sure);
        answer_and_go_on(&mut quiz, false, Sure);
        answer_and_go_on(&mut quiz, false, Guessing);
        assert_eq!(quiz.stage(), Stage::Summary);
        assert!(quiz.current().is_none() && !quiz.playing());
        assert!(!quiz.go_on(), "nothing after the summary");
        let summary = quiz.summary();
        assert_eq!((summary.overall.right, summary.overall.total), (1, 3));
        assert_eq!(summary.sure_wrong(), 1);
        let missed = quiz.missed();
        assert_eq!(missed.len(), 2);
        assert_eq!(
            missed
                .iter()
                .map(|(item, _)| item.id.clone())
                .collect::<Vec<_>>(),
            summary.missed
        );
        assert!(missed.iter().all(|(item, chosen)| item.answer != *chosen));
    }

    #[test]
    fn a_retry_plays_the_missed_ones_in_a_new_option_order() {
        let mut quiz = playing(Some(Topic::Decomposition));
        let mut shown = HashMap::new();
        for right in [false, true, false] {
            let item = quiz.current().unwrap();
            shown.insert(item.id.clone(), item.options.clone());
            answer_and_go_on(&mut quiz, right, Sure);
        }
        let missed = quiz.summary().missed;
        assert!(quiz.retry(&bank(), 11, Some(3_000)));
        assert_eq!(quiz.stage(), Stage::Playing);
        assert_eq!(quiz.counter(), (1, 2));
        let mut ids = Vec::new();
        while let Some(item) = quiz.current().cloned() {
            assert_ne!(Some(&item.options), shown.get(&item.id), "{}", item.id);
            ids.push(item.id);
            let record = answer_and_go_on(&mut quiz, true, Sure);
            assert_eq!(record.round, Some(3_000), "the retry is a round of its own");
        }
        ids.sort();
        let mut missed = missed;
        missed.sort();
        assert_eq!(ids, missed);
        assert_eq!(quiz.summary().overall.total, 2, "the retry counts alone");
    }

    #[test]
    fn a_retry_is_ignored_outside_a_summary_or_with_nothing_missed() {
        let mut quiz = playing(Some(Topic::Session));
        assert!(!quiz.retry(&bank(), 1, None), "still playing");
        answer_and_go_on(&mut quiz, true, Sure);
        answer_and_go_on(&mut quiz, true, Sure);
        assert_eq!(quiz.stage(), Stage::Summary);
        assert!(!quiz.retry(&bank(), 1, None), "nothing missed");
        assert_eq!(quiz.stage(), Stage::Summary);
    }

    #[test]
    fn restart_goes_from_the_summary_back_to_the_setup_only() {
        let mut quiz = QuizState::new(Some(Topic::Session), 10);
        assert!(!quiz.restart(), "already in the setup");
        assert!(quiz.start(&bank(), 5, None));
        assert!(!quiz.restart(), "a round is running");
        answer_and_go_on(&mut quiz, true, Sure);
        answer_and_go_on(&mut quiz, true, Sure);
        assert!(quiz.restart());
        assert_eq!(quiz.stage(), Stage::Setup);
        assert_eq!((quiz.topic(), quiz.length()), (Some(Topic::Session), 10));
        assert!(quiz.start(&bank(), 6, None));
        assert_eq!(quiz.summary().overall.total, 0, "a new round starts empty");
    }

    #[test]
    fn the_matrix_mode_sets_the_round_aside_and_gives_it_back() {
        let mut quiz = playing(None);
        let item = quiz.current().cloned().unwrap();
        assert!(quiz.pick(item.answer));
        assert!(quiz.show(Mode::Matrix));
        assert!(!quiz.show(Mode::Matrix));
        assert!(!quiz.playing());
        // No round action lands while the matrix is shown.
        assert!(!quiz.pick_nth(0));
        assert_eq!(quiz.answer(Sure, None), None);
        assert!(!quiz.go_on());
        assert!(quiz.show(Mode::Round));
        assert_eq!(quiz.current(), Some(&item));
        assert_eq!(quiz.picked(), Some(item.answer));
        assert!(quiz.answer(Sure, None).is_some());
    }
}
