//! The stale-context decision tree: its shape, its walk and the summary.

use hooklab_core::i18n::Lang;
use hooklab_core::session::stale::{
    quote_for_command, ChangedFile, NodeKind, LEAF_FORK, LEAF_RESTART_WITH_SUMMARY, LEAF_RESUME,
    LEAF_RESUME_WITH_REREAD,
};
use hooklab_core::session::{
    stale_tree, summary_parts_present, summary_template, walk, Setup, Sim, StaleInputs,
    SummaryParts,
};

fn changed(path: &str, surgical: bool) -> ChangedFile {
    ChangedFile {
        path: path.to_owned(),
        seen_version: 1,
        current_version: Some(2),
        edits: 1,
        surgical,
    }
}

#[test]
fn the_tree_is_well_formed() {
    let tree = stale_tree();
    let leaves: Vec<&str> = tree
        .nodes
        .iter()
        .filter(|n| n.kind == NodeKind::Leaf)
        .map(|n| n.id)
        .collect();
    assert_eq!(
        leaves,
        vec![
            LEAF_RESUME,
            LEAF_RESUME_WITH_REREAD,
            LEAF_FORK,
            LEAF_RESTART_WITH_SUMMARY
        ]
    );
    for node in tree.nodes.iter().filter(|n| n.kind == NodeKind::Question) {
        assert!(
            tree.next(node.id, true).is_some(),
            "{} has no yes edge",
            node.id
        );
        assert!(
            tree.next(node.id, false).is_some(),
            "{} has no no edge",
            node.id
        );
    }
    for edge in tree.edges {
        assert!(tree.node(edge.from).is_some() && tree.node(edge.to).is_some());
    }
    let json = serde_json::to_value(tree).unwrap_or_default();
    assert_eq!(json["root"], "goal-changed");
    assert_eq!(json["nodes"][0]["text"], "tree-q-goal-changed");
}

#[test]
fn nothing_changed_means_resume() {
    let w = walk(&StaleInputs::default());
    assert_eq!(w.leaf, LEAF_RESUME);
    let path: Vec<&str> = w.steps.iter().map(|s| s.node.as_str()).collect();
    assert_eq!(
        path,
        vec!["goal-changed", "context-long", "files-edited", "compare"]
    );
}

#[test]
fn wanting_an_alternative_means_fork() {
    let inputs = StaleInputs {
        want_alternative: true,
        ..StaleInputs::default()
    };
    assert_eq!(walk(&inputs).leaf, LEAF_FORK);
}

#[test]
fn a_small_surgical_change_means_resume_with_reread() {
    let inputs = StaleInputs {
        changed_files: vec![changed("src/a.rs", true), changed("src/b.rs", true)],
        ..StaleInputs::default()
    };
    let w = walk(&inputs);
    assert_eq!(w.leaf, LEAF_RESUME_WITH_REREAD);
    assert_eq!(w.reread, vec!["src/a.rs".to_owned(), "src/b.rs".to_owned()]);
    assert_eq!(
        w.reread_prompt.map(|m| m.text()),
        Some("Files src/a.rs, src/b.rs were edited since you last read them. Read them again before you continue.".to_owned())
    );
}

#[test]
fn rewrites_many_files_a_new_goal_or_a_long_context_mean_restart() {
    let rewrite = StaleInputs {
        changed_files: vec![changed("src/a.rs", false)],
        ..StaleInputs::default()
    };
    assert_eq!(walk(&rewrite).leaf, LEAF_RESTART_WITH_SUMMARY);
    let many = StaleInputs {
        changed_files: vec![changed("a", true), changed("b", true), changed("c", true)],
        ..StaleInputs::default()
    };
    assert_eq!(walk(&many).leaf, LEAF_RESTART_WITH_SUMMARY);
    let goal = StaleInputs {
        goal_changed: true,
        ..StaleInputs::default()
    };
    let w = walk(&goal);
    assert_eq!(w.leaf, LEAF_RESTART_WITH_SUMMARY);
    assert_eq!(w.steps.len(), 1);
    let long = StaleInputs {
        compactions: 2,
        ..StaleInputs::default()
    };
    assert_eq!(walk(&long).leaf, LEAF_RESTART_WITH_SUMMARY);
}

#[test]
fn inputs_come_from_the_simulator_state() {
    let setup: Setup = toml::from_str(
        r#"
        cwd = "/p"
        [[files]]
        path = "/p/a.rs"
        edits = ["surgical"]
        [[files]]
        path = "/p/b.rs"
        edits = ["rewrite", "surgical"]
        [[files]]
        path = "/p/c.rs"
        [[sessions]]
        id = "11111111-1111-4111-8111-111111111111"
        cwd = "/p"
        extra_entries = 10
        reads = [
            { path = "/p/a.rs", version = 1 },
            { path = "/p/b.rs", version = 2 },
            { path = "/p/c.rs", version = 1 },
        ]
        "#,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let sim = Sim::new(&setup);
    let inputs = sim
        .stale_inputs("11111111-1111-4111-8111-111111111111")
        .unwrap_or_default();
    assert_eq!(inputs.context_entries, 13);
    let files: Vec<(&str, u32, bool)> = inputs
        .changed_files
        .iter()
        .map(|f| (f.path.as_str(), f.edits, f.surgical))
        .collect();
    // b.rs was read at version 2, after the rewrite: only the later
    // surgical edit counts.
    assert_eq!(files, vec![("/p/a.rs", 1, true), ("/p/b.rs", 1, true)]);
    assert_eq!(walk(&inputs).leaf, LEAF_RESUME_WITH_REREAD);
}

#[test]
fn the_summary_template_has_the_four_parts_in_every_locale() {
    let parts = SummaryParts {
        goal: "Add stock reservations".to_owned(),
        decisions: vec!["Own table".to_owned(), "15 minute expiry".to_owned()],
        code_state: vec!["stock.rs rewritten".to_owned()],
        open_questions: vec!["Failed payments?".to_owned()],
    };
    for lang in Lang::ALL {
        let text = summary_template(lang, &parts);
        assert_eq!(summary_parts_present(&text), [true; 4], "{lang:?}: {text}");
        assert!(text.contains("- 15 minute expiry"));
    }
    let fr = summary_template(Lang::Fr, &parts);
    assert!(
        fr.contains("Objectif\u{a0}:\n- Add stock reservations"),
        "{fr}"
    );
    let en = summary_template(Lang::En, &parts);
    assert!(en.contains("Goal:\n- Add stock reservations"));
    assert!(en.contains("Open questions:\n- Failed payments?"));
    // The template can be typed into the simulator as one quoted prompt.
    let mut sim = Sim::new(&Setup::default());
    let step = sim.run(&format!("claude {}", quote_for_command(&en)));
    assert_eq!(step.exit_code, 0);
    let id = sim
        .state()
        .running
        .as_ref()
        .map(|r| r.session_id.clone())
        .unwrap_or_default();
    assert_eq!(
        sim.state()
            .session(&id)
            .and_then(|s| s.first_prompt().map(str::to_owned)),
        Some(en)
    );
}

#[test]
fn summary_parts_are_recognised_loosely_but_not_by_accident() {
    assert_eq!(
        summary_parts_present(
            "Objectif : x. Décisions prises : y. État actuel du code : z. Questions ouvertes : w."
        ),
        [true; 4]
    );
    assert_eq!(
        summary_parts_present("(a) goal (b) decisions (c) code (d) questions"),
        [true; 4]
    );
    assert_eq!(
        summary_parts_present("Our goal is to fix decisions made in the code"),
        [false; 4]
    );
    assert_eq!(
        summary_parts_present("Goal: only this"),
        [true, false, false, false]
    );
}
