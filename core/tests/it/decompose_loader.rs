//! The scenario loader: a valid file, and malformed files whose errors must
//! name the file, the field and, where known, the line.

use hooklab_core::decompose::{
    load_bank, load_scenario, PatternId, QuestionId, ScenarioErrorKind as K,
};
use hooklab_core::i18n::Lang;

fn locale_table(lang: &str) -> String {
    format!(
        r#"
[text.{lang}]
title = "Refunds ({lang})"
situation = "A support agent issues refunds through an MCP tool. Finance says no refund above $500 may go out without a human."
explanation = "The rule must hold every time and acts before the call."
why_not.hook-post-tool-use = "Too late: the refund has already gone out."
why_not.prompt-instruction = "A prompt is followed most of the time, not every time."
"#
    )
}

fn valid() -> String {
    let mut s = String::from(
        r#"id = "refund-cap"
topic = "hook-or-prompt"
answer = "hook-pre-tool-use"
options = ["hook-pre-tool-use", "hook-post-tool-use", "prompt-instruction"]

[answers]
violation-is-p0 = "yes"
acts-on = "before-call"
call-action = "deny-call"
"#,
    );
    for lang in ["en", "fr", "ru", "es"] {
        s.push_str(&locale_table(lang));
    }
    s
}

fn line_of(text: &str, needle: &str) -> usize {
    text.lines()
        .position(|l| l.contains(needle))
        .map(|i| i + 1)
        .expect("needle present")
}

#[test]
fn a_valid_file_loads() {
    let s = load_scenario("content/scenarios/refund-cap.toml", &valid()).unwrap();
    assert_eq!(s.id, "refund-cap");
    assert_eq!(s.answer, PatternId::HookPreToolUse);
    assert_eq!(s.options.len(), 3);
    assert_eq!(s.wrong_options().len(), 2);
    assert_eq!(s.text.len(), 4);
    assert_eq!(
        s.answers.get(QuestionId::Topic),
        Some(hooklab_core::decompose::AnswerValue::HookOrPrompt)
    );
    let ru = s.text(Lang::Ru).unwrap();
    assert!(ru.why_not.contains_key(&PatternId::PromptInstruction));
    assert!(!s.has_exam_note());
    assert_eq!(s.classification().pattern, s.answer);

    let json = serde_json::to_string(&s).unwrap();
    let back: hooklab_core::decompose::Scenario = serde_json::from_str(&json).unwrap();
    assert_eq!(back, s);
}

#[test]
fn a_missing_locale_is_named() {
    let text = valid().replace("[text.ru]", "[text.de]");
    let e = load_scenario("refund-cap.toml", &text).unwrap_err();
    assert_eq!(e.kind, K::UnknownField);
    assert_eq!(e.field, "text.de");
    assert_eq!(e.file, "refund-cap.toml");
    assert_eq!(e.line, Some(line_of(&text, "[text.de]")));

    let cut = valid();
    let cut = cut.split("\n[text.es]").next().unwrap().to_owned();
    let e = load_scenario("refund-cap.toml", &cut).unwrap_err();
    assert_eq!(e.kind, K::MissingLocale);
    assert_eq!(e.field, "text.es");
    assert!(e.to_string().contains("refund-cap.toml"));
}

#[test]
fn an_unknown_field_is_named_with_its_line() {
    let text = valid().replace(
        "topic = \"hook-or-prompt\"",
        "topic = \"hook-or-prompt\"\ndifficulty = 3",
    );
    let e = load_scenario("refund-cap.toml", &text).unwrap_err();
    assert_eq!(e.kind, K::UnknownField);
    assert_eq!(e.field, "difficulty");
    assert_eq!(e.line, Some(line_of(&text, "difficulty")));

    let text = valid().replacen(
        "title = \"Refunds (fr)\"",
        "title = \"Refunds (fr)\"\nsubtitle = \"x\"",
        1,
    );
    let e = load_scenario("refund-cap.toml", &text).unwrap_err();
    assert_eq!(e.kind, K::UnknownField);
    assert_eq!(e.field, "text.fr.subtitle");
    assert_eq!(e.line, Some(line_of(&text, "subtitle")));

    let text = valid().replace(
        "acts-on = \"before-call\"",
        "acts-on = \"before-call\"\nmood = \"yes\"",
    );
    let e = load_scenario("refund-cap.toml", &text).unwrap_err();
    assert_eq!(e.kind, K::UnknownField);
    assert_eq!(e.field, "answers.mood");
    assert_eq!(e.line, Some(line_of(&text, "mood")));
}

#[test]
fn an_answer_outside_the_options_is_named() {
    let text = valid().replace(
        r#"options = ["hook-pre-tool-use", "hook-post-tool-use", "prompt-instruction"]"#,
        r#"options = ["hook-post-tool-use", "prompt-instruction", "prompt-instruction"]"#,
    );
    let e = load_scenario("refund-cap.toml", &text).unwrap_err();
    assert_eq!(e.kind, K::InvalidValue, "{e}");
    assert_eq!(e.field, "options");

    let text = valid().replace(
        r#"options = ["hook-pre-tool-use", "hook-post-tool-use", "prompt-instruction"]"#,
        r#"options = ["hook-post-tool-use", "prompt-instruction", "hook-post-tool-use"]"#,
    );
    let e = load_scenario("refund-cap.toml", &text).unwrap_err();
    assert_eq!(e.field, "options");

    // A file with the answer genuinely missing from three distinct options
    // needs a fourth pattern of the topic; there are only three, so use a
    // session scenario instead.
    let session = r#"id = "x"
topic = "session"
answer = "fork"
options = ["resume", "resume-with-reread", "restart-with-summary"]
[answers]
compare-alternatives = "yes"
"#;
    let e = load_scenario("x.toml", session).unwrap_err();
    assert_eq!(e.kind, K::AnswerNotInOptions);
    assert_eq!(e.field, "answer");
    assert_eq!(e.line, Some(3));
}

#[test]
fn other_rules_are_enforced() {
    // The id must equal the file stem.
    let e = load_scenario("content/scenarios/other.toml", &valid()).unwrap_err();
    assert_eq!(
        (e.kind, e.field.as_str(), e.line),
        (K::IdMismatch, "id", Some(1))
    );

    // Options of another topic.
    let text = valid().replace(r#""prompt-instruction"]"#, r#""fork"]"#);
    let e = load_scenario("refund-cap.toml", &text).unwrap_err();
    assert_eq!((e.kind, e.field.as_str()), (K::WrongTopic, "options"));

    // A missing why_not for a wrong option, in one locale.
    let text = valid().replacen(
        "why_not.prompt-instruction = \"A prompt is followed most of the time, not every time.\"\n\n[text.es]",
        "\n[text.es]",
        1,
    );
    let e = load_scenario("refund-cap.toml", &text).unwrap_err();
    assert_eq!(e.kind, K::WhyNot);
    assert_eq!(e.field, "text.ru.why_not.prompt-instruction");

    // A why_not for the answer itself.
    let text = valid().replacen(
        "why_not.prompt-instruction",
        "why_not.hook-pre-tool-use = \"no\"\nwhy_not.prompt-instruction",
        1,
    );
    let e = load_scenario("refund-cap.toml", &text).unwrap_err();
    assert_eq!(
        (e.kind, e.field.as_str()),
        (K::WhyNot, "text.en.why_not.hook-pre-tool-use")
    );

    // Answers that lead elsewhere.
    let text = valid().replace(
        "acts-on = \"before-call\"\ncall-action = \"deny-call\"",
        "acts-on = \"on-result\"\nresult-action = \"replace-result\"",
    );
    let e = load_scenario("refund-cap.toml", &text).unwrap_err();
    assert_eq!((e.kind, e.field.as_str()), (K::MatrixDisagrees, "answers"));
    assert!(e.message.contains("hook-post-tool-use"), "{}", e.message);

    // A question on the path left unanswered.
    let text = valid().replace("acts-on = \"before-call\"\n", "");
    let e = load_scenario("refund-cap.toml", &text).unwrap_err();
    assert_eq!(
        (e.kind, e.field.as_str()),
        (K::IncompleteAnswers, "answers.acts-on")
    );

    // A value the question does not take, and a question of another topic.
    let text = valid().replace("acts-on = \"before-call\"", "acts-on = \"yes\"");
    let e = load_scenario("refund-cap.toml", &text).unwrap_err();
    assert_eq!(
        (e.kind, e.field.as_str()),
        (K::InvalidValue, "answers.acts-on")
    );
    let text = valid().replace("[answers]\n", "[answers]\nsteps-known = \"yes\"\n");
    let e = load_scenario("refund-cap.toml", &text).unwrap_err();
    assert_eq!(
        (e.kind, e.field.as_str()),
        (K::WrongTopic, "answers.steps-known")
    );

    // exam_note in some locales only.
    let text = valid().replacen(
        "title = \"Refunds (en)\"",
        "title = \"Refunds (en)\"\nexam_note = \"Today it differs.\"",
        1,
    );
    let e = load_scenario("refund-cap.toml", &text).unwrap_err();
    assert_eq!(
        (e.kind, e.field.as_str()),
        (K::ExamNote, "text.fr.exam_note")
    );

    // An empty text.
    let text = valid().replacen("title = \"Refunds (es)\"", "title = \"  \"", 1);
    let e = load_scenario("refund-cap.toml", &text).unwrap_err();
    assert_eq!(
        (e.kind, e.field.as_str()),
        (K::MissingField, "text.es.title")
    );
    assert_eq!(e.line, Some(line_of(&text, "title = \"  \"")));

    // Broken TOML reports a line.
    let e = load_scenario("refund-cap.toml", "id = \"refund-cap\"\ntopic = \n").unwrap_err();
    assert_eq!(e.kind, K::Syntax);
    assert_eq!(e.line, Some(2));
}

/// A chain of review steps whose first step runs in parallel sections.
fn hybrid(inner: Option<&str>, parallel_within_step: &str) -> String {
    let mut s = format!(
        r#"id = "review"
topic = "decomposition"
answer = "prompt-chaining"
{}options = ["prompt-chaining", "orchestrator-workers", "parallelization-sectioning"]

[answers]
steps-known = "yes"
distinct-input-categories = "no"
clear-criterion = "no"
needs-previous-output = "yes"
parallel-within-step = "{parallel_within_step}"
"#,
        inner
            .map(|i| format!("inner = \"{i}\"\n"))
            .unwrap_or_default()
    );
    for lang in ["en", "fr", "ru", "es"] {
        s.push_str(&format!(
            r#"
[text.{lang}]
title = "Review ({lang})"
situation = "Each file is reviewed on its own. Then one pass looks across files."
explanation = "A chain whose first step runs in parallel sections."
why_not.orchestrator-workers = "The steps are known before the run."
why_not.parallelization-sectioning = "The second step needs the first one's output."
"#
        ));
    }
    s
}

#[test]
fn inner_must_agree_with_the_matrix() {
    let s = load_scenario(
        "review.toml",
        &hybrid(Some("parallelization-sectioning"), "yes"),
    )
    .expect("a hybrid the matrix agrees with");
    assert_eq!(s.inner, Some(PatternId::ParallelizationSectioning));
    assert!(load_scenario("review.toml", &hybrid(None, "no")).is_ok());

    // The matrix names an inner pattern the file leaves out.
    let text = hybrid(None, "yes");
    let e = load_scenario("review.toml", &text).unwrap_err();
    assert_eq!((e.kind, e.field.as_str()), (K::InnerDisagrees, "answers"));
    assert_eq!(e.line, Some(line_of(&text, "[answers]")));
    assert!(
        e.message.contains("parallelization-sectioning"),
        "{}",
        e.message
    );

    // The file names an inner pattern the matrix does not.
    let text = hybrid(Some("parallelization-sectioning"), "no");
    let e = load_scenario("review.toml", &text).unwrap_err();
    assert_eq!((e.kind, e.field.as_str()), (K::InnerDisagrees, "inner"));
    assert_eq!(e.line, Some(line_of(&text, "inner = ")));
}

#[test]
fn the_bank_rejects_duplicate_ids_and_collects_every_error() {
    let good = ("a/refund-cap.toml".to_owned(), valid());
    let dup = ("b/refund-cap.toml".to_owned(), valid());
    let bad = ("bad.toml".to_owned(), "id = 3".to_owned());
    let errors = load_bank(&[good.clone(), dup, bad]).unwrap_err();
    assert_eq!(errors.len(), 2);
    assert!(errors
        .iter()
        .any(|e| e.kind == K::DuplicateId && e.file == "b/refund-cap.toml"));
    assert!(errors.iter().any(|e| e.file == "bad.toml"));
    let bank = load_bank(&[good]).unwrap();
    assert_eq!(bank.len(), 1);
}

#[test]
fn the_loader_never_panics_on_odd_input() {
    for text in [
        "",
        "\u{feff}",
        "[text]\nen = 1",
        "options = [1, 2]",
        "id = \"é\"",
        "answers = 5\n",
        "[[text.en]]\ntitle = \"x\"",
        "id = \"refund-cap\"\n[text.en]\nwhy_not = 3\n",
    ] {
        let _ = load_scenario("refund-cap.toml", text);
        let _ = load_scenario("", text);
    }
}
