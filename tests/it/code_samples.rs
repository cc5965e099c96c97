//! The lessons' code samples in four languages. Identifiers, keys, commands,
//! numbers and JSON stay as the English sample has them; the words meant
//! for a person (comments, and the strings that are sentences: a hook's
//! reason, an `echo` message, a prompt, an error) are translated in every
//! sample alike. So, for each fenced block of a lesson:
//!
//! - with its comments and string literals taken out, the French, Russian
//!   and Spanish block is the English one;
//! - no comment of the English block appears unchanged in a translation;
//! - no string of the English block that reads as a sentence appears
//!   unchanged in a translation.

use crate::{invariants::visit, lessons::fences, root};

const TRANSLATIONS: [&str; 3] = ["fr", "ru", "es"];

/// How a language of a fenced block writes comments.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Comments {
    /// `# …` after a space or at the start of a line (shell, Python).
    Hash,
    /// `// …` (TypeScript, JavaScript).
    Slashes,
    /// None (JSON).
    None,
}

fn comment_style(info: &str) -> Option<Comments> {
    match info.split_whitespace().next().unwrap_or("") {
        "bash" | "sh" | "shell" | "python" | "py" => Some(Comments::Hash),
        "typescript" | "ts" | "javascript" | "js" => Some(Comments::Slashes),
        "json" => Some(Comments::None),
        _ => None,
    }
}

/// A code sample taken apart.
#[derive(Debug, Default, PartialEq)]
struct Sample {
    /// The code with each comment removed and each string literal emptied,
    /// blank lines dropped and runs of spaces made one.
    skeleton: Vec<String>,
    /// The text of each comment, trimmed.
    comments: Vec<String>,
    /// The content of each string literal, between its quotes.
    literals: Vec<String>,
}

fn split(code: &str, style: Comments) -> Sample {
    let mut sample = Sample::default();
    let mut skeleton = String::new();
    let chars: Vec<char> = code.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let after_space = i == 0 || chars[i - 1].is_whitespace();
        let shebang = c == '#' && chars.get(i + 1) == Some(&'!') && i == 0;
        let comment_start = match style {
            Comments::Hash => c == '#' && after_space && !shebang,
            Comments::Slashes => c == '/' && chars.get(i + 1) == Some(&'/'),
            Comments::None => false,
        };
        if comment_start {
            let end = chars[i..]
                .iter()
                .position(|&d| d == '\n')
                .map_or(chars.len(), |p| i + p);
            let text: String = chars[i..end].iter().collect();
            let text = text.trim_start_matches(['#', '/']).trim();
            if !text.is_empty() {
                sample.comments.push(text.to_owned());
            }
            i = end;
            continue;
        }
        if matches!(c, '"' | '\'' | '`') {
            // Backslash escapes hold in every quote but the shell's single
            // quotes; close enough for samples, which use none there.
            let mut literal = String::new();
            let mut j = i + 1;
            while j < chars.len() && chars[j] != c {
                if chars[j] == '\\' && j + 1 < chars.len() {
                    literal.push(chars[j]);
                    j += 1;
                }
                literal.push(chars[j]);
                j += 1;
            }
            sample.literals.push(literal);
            skeleton.push(c);
            skeleton.push(c);
            i = j + 1;
            continue;
        }
        skeleton.push(c);
        i += 1;
    }
    sample.skeleton = skeleton
        .lines()
        .map(|line| line.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|line| !line.is_empty())
        .collect();
    sample
}

/// A string literal that reads as a sentence for a person: a capitalised
/// word followed by a word in small letters ("Run the test suite"), or four
/// words or more ("rm -rf is not allowed here"). Placeholders (`{path}`,
/// `${amount}`) are not words; a literal with a `|` is a command line or a
/// matcher, never a sentence.
fn is_sentence(literal: &str) -> bool {
    if literal.contains('|') {
        return false;
    }
    let mut plain = String::new();
    let mut depth = 0usize;
    for c in literal.replace("\\n", " ").chars() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    let words: Vec<&str> = plain
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| ",.:;!?()«»\"'¿¡$\\".contains(c)))
        .collect();
    let is_word = |w: &str| !w.is_empty() && w.chars().all(char::is_alphabetic);
    let capitalised = |w: &str| {
        let mut chars = w.chars();
        chars.next().is_some_and(char::is_uppercase) && chars.all(char::is_lowercase)
    };
    let opens_a_sentence = words.len() >= 2
        && is_word(words[0])
        && capitalised(words[0])
        && words[1].chars().next().is_some_and(char::is_lowercase);
    opens_a_sentence || words.iter().filter(|w| is_word(w)).count() >= 4
}

/// What is wrong with one lesson's translation, compared with English.
fn compare(file: &str, english: &str, translated: &str) -> Vec<String> {
    let en_blocks = fences(english);
    let blocks = fences(translated);
    let mut problems = Vec::new();
    if en_blocks.len() != blocks.len() {
        problems.push(format!(
            "{file}: {} code blocks, English has {}",
            blocks.len(),
            en_blocks.len()
        ));
        return problems;
    }
    for ((en_info, en_code, _), (info, code, line)) in en_blocks.iter().zip(&blocks) {
        let at = format!("{file}:{line}");
        if en_info != info {
            problems.push(format!("{at}: fence `{info}`, English has `{en_info}`"));
            continue;
        }
        problems.extend(compare_code(&at, info, en_code, code));
    }
    problems
}

/// What is wrong with one translated sample (`info` names its language).
fn compare_code(at: &str, info: &str, en_code: &str, code: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let Some(style) = comment_style(info) else {
        return vec![format!(
            "{at}: `{info}`: say in tests/it/code_samples.rs how this language writes comments"
        )];
    };
    let en = split(en_code, style);
    let other = split(code, style);
    if en.skeleton != other.skeleton {
        let (n, (a, b)) = en
            .skeleton
            .iter()
            .map(String::as_str)
            .chain(std::iter::repeat(""))
            .zip(
                other
                    .skeleton
                    .iter()
                    .map(String::as_str)
                    .chain(std::iter::repeat("")),
            )
            .enumerate()
            .find(|(_, (a, b))| a != b)
            .expect("the skeletons differ somewhere");
        problems.push(format!(
            "{at}: the code differs from English outside comments and strings (code line {}): `{b}` where English has `{a}`",
            n + 1
        ));
    }
    for comment in &en.comments {
        if comment.chars().any(char::is_alphabetic) && other.comments.contains(comment) {
            problems.push(format!("{at}: comment left in English: «{comment}»"));
        }
    }
    for literal in en.literals.iter().filter(|l| is_sentence(l)) {
        if other.literals.contains(literal) {
            problems.push(format!("{at}: string left in English: «{literal}»"));
        }
    }
    problems
}

#[test]
fn code_samples_differ_from_english_only_in_the_words_for_a_person() {
    let root = root();
    let english_dir = root.join("content").join("en");
    let mut problems = Vec::new();
    let mut blocks = 0;
    visit(&english_dir, &mut |path, english| {
        if path.extension().is_none_or(|e| e != "md") {
            return;
        }
        let relative = path.strip_prefix(&english_dir).expect("under content/en");
        blocks += fences(english).len();
        for lang in TRANSLATIONS {
            let file = format!("content/{lang}/{}", relative.display());
            match std::fs::read_to_string(root.join(&file)) {
                Ok(translated) => problems.extend(compare(&file, english, &translated)),
                Err(e) => problems.push(format!("{file}: {e}")),
            }
        }
    });
    assert!(
        blocks >= 40,
        "expected the English lessons' code samples, found {blocks}"
    );
    assert!(
        problems.is_empty(),
        "{} problems in the translated code samples:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// The practice items' code tables, `[text.<lang>.code]` (one sample per
/// language key: `python`, `typescript`…), follow the same rule.
#[test]
fn practice_code_samples_differ_from_english_only_in_the_words_for_a_person() {
    let root = root();
    let mut problems = Vec::new();
    let mut samples = 0;
    for dir in [
        "scenarios",
        "presets",
        "challenges",
        "simulator",
        "exam-items",
    ] {
        visit(&root.join("content").join(dir), &mut |path, text| {
            if path.extension().is_none_or(|e| e != "toml") {
                return;
            }
            let file = format!(
                "content/{dir}/{}",
                path.file_name().unwrap_or_default().to_string_lossy()
            );
            let table: toml::Table = match text.parse() {
                Ok(table) => table,
                Err(e) => {
                    problems.push(format!("{file}: {e}"));
                    return;
                }
            };
            let code = |lang: &str| {
                table
                    .get("text")
                    .and_then(|t| t.get(lang))
                    .and_then(|t| t.get("code"))
                    .and_then(toml::Value::as_table)
                    .cloned()
            };
            let Some(english) = code("en") else {
                return;
            };
            for (key, en_code) in &english {
                samples += 1;
                let en_code = en_code.as_str().unwrap_or_default();
                for lang in TRANSLATIONS {
                    let at = format!("{file}: [text.{lang}.code] {key}");
                    match code(lang)
                        .as_ref()
                        .and_then(|t| t.get(key))
                        .and_then(toml::Value::as_str)
                    {
                        Some(translated) => {
                            problems.extend(compare_code(&at, key, en_code, translated));
                        }
                        None => problems.push(format!("{at}: missing, English has it")),
                    }
                }
            }
        });
    }
    assert!(samples >= 1, "expected the practice items' code samples");
    assert!(
        problems.is_empty(),
        "{} problems in the practice items' code samples:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// The checker on small samples: what it takes for code, comment and
/// sentence, and each kind of mistake it must catch.
#[test]
fn the_sample_checker_sees_each_mistake() {
    let bash = split(
        "#!/usr/bin/env bash\n# refuse it\nif grep -q 'rm -rf' <<<\"$c\"; then  # why\n  echo \"Not \\\"here\\\"\" >&2\nfi\n",
        Comments::Hash,
    );
    assert_eq!(
        bash.skeleton,
        [
            "#!/usr/bin/env bash",
            "if grep -q '' <<<\"\"; then",
            "echo \"\" >&2",
            "fi"
        ]
    );
    assert_eq!(bash.comments, ["refuse it", "why"]);
    assert_eq!(bash.literals, ["rm -rf", "$c", "Not \\\"here\\\""]);
    let ts = split(
        "const m = `Refund of ${n}`; // over the cap\nconst u = \"http://x\";",
        Comments::Slashes,
    );
    assert_eq!(ts.comments, ["over the cap"]);
    assert_eq!(ts.literals, ["Refund of ${n}", "http://x"]);

    for sentence in [
        "Run the test suite",
        "Welcome back",
        "rm -rf is not allowed here",
        "Refund of ${amount} is over the cap",
        "no usable review for {missing}",
    ] {
        assert!(is_sentence(sentence), "«{sentence}» is a sentence");
    }
    for name in [
        "npm test",
        "Bash(rm *)",
        "Edit|Write",
        "## Problem",
        "Content-Type",
        "jq -r '.tool_input.file_path' | xargs npx prettier --write",
        "\\\"$CLAUDE_PROJECT_DIR\\\"/.claude/hooks/block-rm.sh",
    ] {
        assert!(!is_sentence(name), "«{name}» is not a sentence");
    }

    let english =
        "Text.\n\n```bash\n# Block it\necho \"Not allowed here, sorry.\" >&2\nexit 2\n```\n";
    let good = "Texte.\n\n```bash\n# Le bloquer\necho \"Interdit ici, désolé.\" >&2\nexit 2\n```\n";
    assert!(compare("fr.md", english, good).is_empty());
    let cases = [
        (
            good.replace("Le bloquer", "Block it"),
            "comment left in English",
        ),
        (
            good.replace("Interdit ici, désolé.", "Not allowed here, sorry."),
            "string left in English",
        ),
        (good.replace("exit 2", "exit 1"), "the code differs"),
        (good.replace("```bash", "```sh"), "fence `sh`"),
        (format!("{good}\n```json\n{{}}\n```\n"), "2 code blocks"),
    ];
    let ruby = |text: &str| text.replace("```bash", "```ruby");
    assert!(compare("fr.md", &ruby(english), &ruby(good))
        .iter()
        .any(|p| p.contains("how this language writes comments")));
    for (translated, expected) in cases {
        let problems = compare("fr.md", english, &translated);
        assert!(
            problems.iter().any(|p| p.contains(expected)),
            "expected «{expected}» for:\n{translated}\ngot {problems:?}"
        );
    }
}
