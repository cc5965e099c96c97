//! Grading what a learner did on an item. The answer is the learner's own
//! work (a chosen pattern, an edited case, the commands typed), never a
//! verdict: the grader works the verdict out again from the item.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::catalogue::{Item, ItemKind};
use crate::decompose::PatternId;
use crate::hooks::parse_case;
use crate::progress::Confidence;
use crate::sandbox::check_challenge;
use crate::session::Sim;
use crate::tagged::Variant;

/// The most commands a simulator answer may hold.
pub const MAX_COMMANDS: usize = 400;
/// The longest command line a simulator answer may hold, in bytes.
pub const MAX_COMMAND_BYTES: usize = 2_000;
/// Full marks, in thousandths.
pub const FULL_MARKS: u32 = 1_000;

/// What a learner did on one item. JSON holds its kind in `kind`
/// beside the kind's fields, and refuses any other field; it is read
/// through `AnswerFields`.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(tag = "kind", rename_all = "kebab-case", try_from = "AnswerFields")]
pub enum Answer {
    /// The pattern chosen, and (optional, kept for the instructor) the
    /// learner's walk through the decision matrix as `question → answer`.
    Quiz {
        choice: String,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        path: Vec<(String, String)>,
    },
    /// The sandbox state the learner ended with: settings by source, the
    /// event, the handlers' results (a hook case, as the sandbox saves it).
    Challenge { state: Value },
    /// The command lines typed into the simulator, in order.
    Simulator { commands: Vec<String> },
    /// The option chosen on an exam item, and how sure the learner said
    /// they were.
    Exam {
        choice: String,
        confidence: Confidence,
    },
}

impl Answer {
    #[must_use]
    pub fn kind(&self) -> ItemKind {
        match self {
            Answer::Quiz { .. } => ItemKind::Quiz,
            Answer::Challenge { .. } => ItemKind::Challenge,
            Answer::Simulator { .. } => ItemKind::Simulator,
            Answer::Exam { .. } => ItemKind::Exam,
        }
    }
}

/// What grading keeps about a response, for the instructor's statistics.
/// JSON holds its kind in `kind` beside the kind's fields; it is read
/// through `ResponseFields`.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(tag = "kind", rename_all = "kebab-case", try_from = "ResponseFields")]
pub enum Response {
    /// The pattern chosen and the one expected.
    Quiz { chosen: String, expected: String },
    /// Held-back tests passed, and for a failed attempt the first test that
    /// failed with the fields it got wrong (`no-push: decision, reason`).
    Challenge {
        passed: u32,
        total: u32,
        wrong_outcome: Option<String>,
    },
    /// Whether the goal was reached, after how many commands.
    Simulator { reached: bool, commands: u32 },
    /// The option chosen, the keyed one, and the learner's confidence.
    Exam {
        chosen: String,
        expected: String,
        confidence: Confidence,
    },
}

impl Response {
    /// What the learner answered, in a word an instructor can count: the
    /// pattern or option chosen, a challenge's first failing test and the
    /// fields it got wrong (none once solved), `goal-not-reached` for a
    /// simulator scenario left unsolved. `None` when there is nothing wrong
    /// to name on a challenge or a simulator scenario.
    #[must_use]
    pub fn answer(&self) -> Option<String> {
        match self {
            Response::Quiz { chosen, .. } | Response::Exam { chosen, .. } => Some(chosen.clone()),
            Response::Challenge { wrong_outcome, .. } => wrong_outcome.clone(),
            Response::Simulator { reached, .. } => {
                (!reached).then(|| "goal-not-reached".to_owned())
            }
        }
    }

    /// The answer when it was a wrong one (the statistics count these).
    #[must_use]
    pub fn wrong_answer(&self) -> Option<String> {
        match self {
            Response::Quiz { chosen, expected }
            | Response::Exam {
                chosen, expected, ..
            } if chosen == expected => None,
            _ => self.answer(),
        }
    }

    /// The confidence the learner gave, where the item asks for one.
    #[must_use]
    pub fn confidence(&self) -> Option<Confidence> {
        match self {
            Response::Exam { confidence, .. } => Some(*confidence),
            _ => None,
        }
    }
}

// An answer and a response are read flat, by the rule in `crate::tagged`.

/// An [`Answer`] as its JSON holds it: any kind's fields, and no other.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AnswerFields {
    kind: ItemKind,
    choice: Option<String>,
    path: Option<Vec<(String, String)>>,
    #[serde(default, deserialize_with = "present")]
    state: Option<Value>,
    commands: Option<Vec<String>>,
    confidence: Option<Confidence>,
}

impl AnswerFields {
    /// Every field besides `kind`, in the order `try_from` lists them.
    const NAMES: [&'static str; 5] = ["choice", "path", "state", "commands", "confidence"];
}

/// A field that is there, even as `null` (a challenge's state is any JSON).
fn present<'de, D: serde::Deserializer<'de>>(reader: D) -> Result<Option<Value>, D::Error> {
    Value::deserialize(reader).map(Some)
}

impl TryFrom<AnswerFields> for Answer {
    type Error = String;

    fn try_from(fields: AnswerFields) -> Result<Answer, String> {
        let kind = fields.kind;
        let answer = Variant::new("an answer of kind", kind.as_str());
        let own: &[&str] = match kind {
            ItemKind::Quiz => &["choice", "path"],
            ItemKind::Challenge => &["state"],
            ItemKind::Simulator => &["commands"],
            ItemKind::Exam => &["choice", "confidence"],
        };
        let given = [
            fields.choice.is_some(),
            fields.path.is_some(),
            fields.state.is_some(),
            fields.commands.is_some(),
            fields.confidence.is_some(),
        ];
        answer.only(&AnswerFields::NAMES, &given, own)?;
        Ok(match kind {
            ItemKind::Quiz => Answer::Quiz {
                choice: answer.needs(fields.choice, "choice")?,
                path: fields.path.unwrap_or_default(),
            },
            ItemKind::Challenge => Answer::Challenge {
                state: answer.needs(fields.state, "state")?,
            },
            ItemKind::Simulator => Answer::Simulator {
                commands: answer.needs(fields.commands, "commands")?,
            },
            ItemKind::Exam => Answer::Exam {
                choice: answer.needs(fields.choice, "choice")?,
                confidence: answer.needs(fields.confidence, "confidence")?,
            },
        })
    }
}

/// A [`Response`] as its JSON holds it: any kind's fields (others are
/// ignored: the server wrote it).
#[derive(Deserialize)]
struct ResponseFields {
    kind: ItemKind,
    chosen: Option<String>,
    expected: Option<String>,
    passed: Option<u32>,
    total: Option<u32>,
    wrong_outcome: Option<String>,
    reached: Option<bool>,
    commands: Option<u32>,
    confidence: Option<Confidence>,
}

impl TryFrom<ResponseFields> for Response {
    type Error = String;

    fn try_from(fields: ResponseFields) -> Result<Response, String> {
        let response = Variant::new("a response of kind", fields.kind.as_str());
        Ok(match fields.kind {
            ItemKind::Quiz => Response::Quiz {
                chosen: response.needs(fields.chosen, "chosen")?,
                expected: response.needs(fields.expected, "expected")?,
            },
            ItemKind::Challenge => Response::Challenge {
                passed: response.needs(fields.passed, "passed")?,
                total: response.needs(fields.total, "total")?,
                wrong_outcome: fields.wrong_outcome,
            },
            ItemKind::Simulator => Response::Simulator {
                reached: response.needs(fields.reached, "reached")?,
                commands: response.needs(fields.commands, "commands")?,
            },
            ItemKind::Exam => Response::Exam {
                chosen: response.needs(fields.chosen, "chosen")?,
                expected: response.needs(fields.expected, "expected")?,
                confidence: response.needs(fields.confidence, "confidence")?,
            },
        })
    }
}

/// A grade: the score in thousandths of the item's marks and what the
/// response was.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Graded {
    pub score: u32,
    pub correct: bool,
    pub response: Response,
}

/// Why an answer cannot be graded (the learner's client sent something
/// malformed): the server answers 400 with this message.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GradeError {
    #[error("this item is a {item}, the answer is for a {answer}")]
    WrongKind {
        item: &'static str,
        answer: &'static str,
    },
    #[error("`{0}` is not one of this scenario's options")]
    UnknownChoice(String),
    #[error("choice: `{0}` is not one of this item's options")]
    UnknownOption(String),
    #[error("the sandbox state is not a hook case: {0}")]
    BadState(String),
    #[error("the answer holds {0} commands; at most {MAX_COMMANDS} are accepted")]
    TooManyCommands(usize),
    #[error("a command is longer than {MAX_COMMAND_BYTES} bytes")]
    CommandTooLong,
}

/// Grades an answer against an item.
///
/// # Errors
/// A [`GradeError`] when the answer does not fit the item.
pub fn grade(item: &Item, answer: &Answer) -> Result<Graded, GradeError> {
    match (item, answer) {
        (Item::Quiz(scenario), Answer::Quiz { choice, .. }) => {
            let chosen = PatternId::from_id(choice)
                .filter(|p| scenario.options.contains(p))
                .ok_or_else(|| GradeError::UnknownChoice(choice.clone()))?;
            let correct = chosen == scenario.answer;
            Ok(Graded {
                score: if correct { FULL_MARKS } else { 0 },
                correct,
                response: Response::Quiz {
                    chosen: chosen.as_str().to_owned(),
                    expected: scenario.answer.as_str().to_owned(),
                },
            })
        }
        (Item::Challenge(challenge), Answer::Challenge { state }) => {
            let text =
                serde_json::to_string(state).map_err(|e| GradeError::BadState(e.to_string()))?;
            let case = parse_case(&text).map_err(|e| GradeError::BadState(e.to_string()))?;
            let report = check_challenge(challenge, &case);
            let total = u32::try_from(report.tests.len()).unwrap_or(u32::MAX);
            let passed =
                u32::try_from(report.tests.iter().filter(|t| t.passed).count()).unwrap_or(u32::MAX);
            let wrong_outcome = report.tests.iter().find(|t| !t.passed).map(|t| {
                let fields: Vec<&str> = t.failures.iter().map(|f| f.field.as_str()).collect();
                format!("{}: {}", t.id, fields.join(", "))
            });
            // No tests: no marks.
            let score = (passed * FULL_MARKS).checked_div(total).unwrap_or(0);
            Ok(Graded {
                score,
                correct: report.solved,
                response: Response::Challenge {
                    passed,
                    total,
                    wrong_outcome,
                },
            })
        }
        (Item::Simulator(scenario), Answer::Simulator { commands }) => {
            if commands.len() > MAX_COMMANDS {
                return Err(GradeError::TooManyCommands(commands.len()));
            }
            if commands.iter().any(|c| c.len() > MAX_COMMAND_BYTES) {
                return Err(GradeError::CommandTooLong);
            }
            let mut sim = Sim::new(&scenario.setup);
            for line in commands {
                sim.run(line);
            }
            let reached = sim.goal_reached(&scenario.goal);
            Ok(Graded {
                score: if reached { FULL_MARKS } else { 0 },
                correct: reached,
                response: Response::Simulator {
                    reached,
                    commands: u32::try_from(commands.len()).unwrap_or(u32::MAX),
                },
            })
        }
        (Item::Exam(item), Answer::Exam { choice, confidence }) => {
            if !item.options.contains(choice) {
                return Err(GradeError::UnknownOption(choice.clone()));
            }
            let correct = *choice == item.answer;
            Ok(Graded {
                score: if correct { FULL_MARKS } else { 0 },
                correct,
                response: Response::Exam {
                    chosen: choice.clone(),
                    expected: item.answer.clone(),
                    confidence: *confidence,
                },
            })
        }
        (item, answer) => Err(GradeError::WrongKind {
            item: item.kind().as_str(),
            answer: answer.kind().as_str(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::practice::load_item;
    use serde_json::json;

    #[test]
    fn each_answer_field_name_is_paired_with_its_own_flag() {
        // Each field, given alone to a kind it is not part of, is refused by
        // its own name.
        for name in AnswerFields::NAMES {
            let kind = if matches!(name, "choice" | "path") {
                "challenge"
            } else {
                "quiz"
            };
            // A value of the field's own type: a list, or text (`sure` is
            // a confidence too).
            let value = if matches!(name, "path" | "commands") {
                json!([])
            } else {
                json!("sure")
            };
            let refused = serde_json::from_value::<Answer>(json!({"kind": kind, name: value}))
                .expect_err(name)
                .to_string();
            assert!(
                refused.contains(&format!("an answer of kind `{kind}` has no field `{name}`")),
                "{refused}"
            );
        }
    }

    fn quiz_item() -> Item {
        load_item(
            ItemKind::Quiz,
            "block-rm-rf.toml",
            include_str!("../../../content/scenarios/block-rm-rf.toml"),
        )
        .unwrap()
    }

    fn challenge_item() -> Item {
        load_item(
            ItemKind::Challenge,
            "block-rm-allow-git.toml",
            include_str!("../../../content/challenges/block-rm-allow-git.toml"),
        )
        .unwrap()
    }

    #[test]
    fn a_quiz_choice_is_graded_against_the_item() {
        let item = quiz_item();
        let right = grade(
            &item,
            &Answer::Quiz {
                choice: "hook-pre-tool-use".into(),
                path: vec![],
            },
        )
        .unwrap();
        assert_eq!((right.score, right.correct), (FULL_MARKS, true));
        let wrong = grade(
            &item,
            &Answer::Quiz {
                choice: "prompt-instruction".into(),
                path: vec![],
            },
        )
        .unwrap();
        assert_eq!((wrong.score, wrong.correct), (0, false));
        assert_eq!(
            grade(
                &item,
                &Answer::Quiz {
                    choice: "routing".into(),
                    path: vec![]
                }
            ),
            Err(GradeError::UnknownChoice("routing".into()))
        );
    }

    #[test]
    fn an_answer_cannot_carry_its_own_verdict() {
        let forged = serde_json::from_str::<Answer>(
            r#"{"kind": "quiz", "choice": "prompt-instruction", "correct": true}"#,
        );
        assert!(forged.is_err());
    }

    #[test]
    fn a_challenge_state_is_run_against_the_held_back_tests() {
        let item = challenge_item();
        let Item::Challenge(challenge) = &item else {
            unreachable!()
        };
        let start = serde_json::to_value(&challenge.start).unwrap();
        let graded = grade(&item, &Answer::Challenge { state: start }).unwrap();
        assert!(!graded.correct);
        assert!(graded.score < FULL_MARKS);
        let Response::Challenge {
            wrong_outcome,
            total,
            ..
        } = graded.response
        else {
            panic!("a challenge response")
        };
        assert!(wrong_outcome.is_some());
        assert_eq!(total as usize, challenge.tests.len());
        let solution = serde_json::to_value(&challenge.solution).unwrap();
        assert!(
            grade(&item, &Answer::Challenge { state: solution })
                .unwrap()
                .correct
        );
        assert!(matches!(
            grade(
                &item,
                &Answer::Challenge {
                    state: serde_json::json!("not a case")
                }
            ),
            Err(GradeError::BadState(_))
        ));
    }

    #[test]
    fn answers_of_another_kind_or_too_long_are_refused() {
        assert!(matches!(
            grade(&quiz_item(), &Answer::Simulator { commands: vec![] }),
            Err(GradeError::WrongKind { .. })
        ));
        let scenario = load_item(
            ItemKind::Simulator,
            "resume-wrong-directory.toml",
            include_str!("../../../content/simulator/resume-wrong-directory.toml"),
        )
        .unwrap();
        let flood = Answer::Simulator {
            commands: vec!["ls".into(); MAX_COMMANDS + 1],
        };
        assert!(matches!(
            grade(&scenario, &flood),
            Err(GradeError::TooManyCommands(_))
        ));
        let Item::Simulator(s) = &scenario else {
            unreachable!()
        };
        let solved = grade(
            &scenario,
            &Answer::Simulator {
                commands: s.solution.clone(),
            },
        )
        .unwrap();
        assert!(solved.correct);
    }

    fn exam_item() -> Item {
        load_item(
            ItemKind::Exam,
            "a-deny-does-not-cancel-the-audit-hook.toml",
            include_str!("../../../content/exam-items/a-deny-does-not-cancel-the-audit-hook.toml"),
        )
        .unwrap()
    }

    fn exam_answer(choice: &str, confidence: Confidence) -> Answer {
        Answer::Exam {
            choice: choice.into(),
            confidence,
        }
    }

    #[test]
    fn an_exam_choice_is_graded_against_the_item_s_key() {
        let item = exam_item();
        let right = grade(&item, &exam_answer("d", Confidence::Guessing)).unwrap();
        assert_eq!((right.score, right.correct), (FULL_MARKS, true));
        assert_eq!(
            right.response,
            Response::Exam {
                chosen: "d".into(),
                expected: "d".into(),
                confidence: Confidence::Guessing
            }
        );
        assert_eq!(right.response.wrong_answer(), None);
        assert_eq!(right.response.confidence(), Some(Confidence::Guessing));
        for wrong in ["a", "b", "c"] {
            let graded = grade(&item, &exam_answer(wrong, Confidence::Sure)).unwrap();
            assert_eq!((graded.score, graded.correct), (0, false), "{wrong}");
            assert_eq!(graded.response.answer().as_deref(), Some(wrong));
            assert_eq!(graded.response.wrong_answer().as_deref(), Some(wrong));
        }
        assert_eq!(
            grade(&item, &exam_answer("e", Confidence::Sure)),
            Err(GradeError::UnknownOption("e".into()))
        );
        assert!(GradeError::UnknownOption("e".into())
            .to_string()
            .starts_with("choice:"));
        assert!(matches!(
            grade(&quiz_item(), &exam_answer("d", Confidence::Sure)),
            Err(GradeError::WrongKind { .. })
        ));
        assert!(matches!(
            grade(
                &item,
                &Answer::Quiz {
                    choice: "d".into(),
                    path: vec![]
                }
            ),
            Err(GradeError::WrongKind { .. })
        ));
    }

    #[test]
    fn every_kind_of_answer_and_response_reads_back_as_written() {
        let answers = [
            Answer::Quiz {
                choice: "hook-pre-tool-use".into(),
                path: vec![("q1".into(), "yes".into())],
            },
            Answer::Quiz {
                choice: "prompt-instruction".into(),
                path: Vec::new(),
            },
            Answer::Challenge {
                state: serde_json::json!({"settings": {"user": {}}}),
            },
            Answer::Challenge { state: Value::Null },
            Answer::Simulator {
                commands: vec!["claude --continue".into()],
            },
            Answer::Exam {
                choice: "b".into(),
                confidence: Confidence::Guessing,
            },
        ];
        for answer in answers {
            let text = serde_json::to_string(&answer).unwrap();
            assert_eq!(
                serde_json::from_str::<Answer>(&text).unwrap(),
                answer,
                "{text}"
            );
        }
        let responses = [
            Response::Quiz {
                chosen: "a".into(),
                expected: "b".into(),
            },
            Response::Challenge {
                passed: 2,
                total: 5,
                wrong_outcome: Some("no-push: decision".into()),
            },
            Response::Challenge {
                passed: 5,
                total: 5,
                wrong_outcome: None,
            },
            Response::Simulator {
                reached: true,
                commands: 3,
            },
            Response::Exam {
                chosen: "a".into(),
                expected: "c".into(),
                confidence: Confidence::Sure,
            },
        ];
        for response in responses {
            let text = serde_json::to_string(&response).unwrap();
            assert_eq!(
                serde_json::from_str::<Response>(&text).unwrap(),
                response,
                "{text}"
            );
        }
    }

    #[test]
    fn an_answer_refuses_another_kind_s_fields_and_names_what_it_lacks() {
        let error = |text: &str| {
            serde_json::from_str::<Answer>(text)
                .unwrap_err()
                .to_string()
        };
        let mixed = error(r#"{"kind": "quiz", "choice": "a", "commands": []}"#);
        assert!(
            mixed.contains("an answer of kind `quiz` has no field `commands`"),
            "{mixed}"
        );
        let mixed = error(r#"{"kind": "simulator", "commands": [], "state": null}"#);
        assert!(
            mixed.contains("an answer of kind `simulator` has no field `state`"),
            "{mixed}"
        );
        let lacking = error(r#"{"kind": "challenge"}"#);
        assert!(
            lacking.contains("an answer of kind `challenge` needs `state`"),
            "{lacking}"
        );
        let unknown = error(r#"{"kind": "homework", "choice": "a"}"#);
        assert!(unknown.contains("homework"), "{unknown}");
        let lacking = serde_json::from_str::<Response>(r#"{"kind": "simulator", "reached": true}"#)
            .unwrap_err()
            .to_string();
        assert!(
            lacking.contains("a response of kind `simulator` needs `commands`"),
            "{lacking}"
        );
    }

    #[test]
    fn an_exam_answer_carries_no_verdict_and_needs_a_confidence() {
        let forged = serde_json::from_str::<Answer>(
            r#"{"kind": "exam", "choice": "a", "confidence": "sure", "correct": true}"#,
        );
        assert!(forged.is_err());
        let unsure = serde_json::from_str::<Answer>(r#"{"kind": "exam", "choice": "a"}"#)
            .unwrap_err()
            .to_string();
        assert!(unsure.contains("confidence"), "{unsure}");
        let fine: Answer =
            serde_json::from_str(r#"{"kind": "exam", "choice": "a", "confidence": "guessing"}"#)
                .unwrap();
        assert_eq!(fine.kind(), ItemKind::Exam);
    }
}
