//! The project slug rule and the Agent SDK's hash for long paths.

use hooklab_core::session::slug::{sanitize, SLUG_MAX};
use hooklab_core::session::{project_slug, sdk_simple_hash};

#[test]
fn spec_examples() {
    assert_eq!(project_slug("/Users/me/proj").slug, "-Users-me-proj");
    assert_eq!(
        project_slug("/Users/me/my_proj.v2").slug,
        "-Users-me-my-proj-v2"
    );
    assert_eq!(project_slug("/a_b.c").slug, "-a-b-c");
    assert_eq!(project_slug("/x//y").slug, "-x--y");
    assert!(!project_slug("/x//y").hashed);
}

#[test]
fn runs_are_not_collapsed_and_non_ascii_letters_become_hyphens() {
    assert_eq!(sanitize("/a...b"), "-a---b");
    assert_eq!(sanitize("/home/été"), "-home--t-");
    // Two different directories can share a slug.
    assert_eq!(project_slug("/srv/a_b").slug, project_slug("/srv/a-b").slug);
}

#[test]
fn sdk_hash_matches_the_javascript_arithmetic() {
    // Values computed independently with the same 32-bit (h << 5) - h + c
    // over UTF-16 code units, absolute value, base 36.
    assert_eq!(sdk_simple_hash(""), "0");
    assert_eq!(sdk_simple_hash("a"), "2p");
    assert_eq!(sdk_simple_hash("/Users/me/proj"), "xiiv0i");
    // An astral character counts as two code units.
    assert_eq!(sdk_simple_hash("été/😀"), "ttqah8");
}

fn long_path() -> String {
    let parts: Vec<String> = (0..14).map(|i| format!("project_{i}.workspace")).collect();
    let full = format!("/home/dev/{}", parts.join("/"));
    full.chars().take(250).collect()
}

#[test]
fn a_250_character_path_is_cut_and_hashed() {
    let path = long_path();
    assert_eq!(path.chars().count(), 250);
    let result = project_slug(&path);
    assert!(result.hashed);
    assert_eq!(result.sdk_hash.as_deref(), Some("3gfap"));
    assert_eq!(
        result.slug,
        "-home-dev-project-0-workspace-project-1-workspace-project-2-workspace-project-3-workspace-project-4-workspace-project-5-workspace-project-6-workspace-project-7-workspace-project-8-workspace-project-9--3gfap"
    );
    let prefix: String = sanitize(&path).chars().take(SLUG_MAX).collect();
    assert!(result.slug.starts_with(&format!("{prefix}-")));
}

#[test]
fn exactly_200_characters_is_not_hashed() {
    let path = format!("/{}", "a".repeat(199));
    let result = project_slug(&path);
    assert!(!result.hashed);
    assert_eq!(result.slug.len(), 200);
    let longer = format!("/{}", "a".repeat(200));
    let result = project_slug(&longer);
    assert!(result.hashed);
    assert_eq!(
        result.slug.len(),
        200 + 1 + result.sdk_hash.map_or(0, |h| h.len())
    );
}
