//! Two `hooklab serve` processes on one PostgreSQL database, as behind a
//! load balancer: whatever one server did, the other knows (sessions,
//! submissions, one-time setup links, rate-limit counters).

use super::{
    add_instructor, export, fresh_postgres, join, must, open_class, postgres_base, results,
    skip_postgres, submit, Db, Payload, Served, PASSWORD,
};

/// The setup link a server printed: its token.
fn setup_token(log: &str) -> Option<String> {
    let at = log.find("#setup=")? + "#setup=".len();
    let token: String = log[at..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
        .collect();
    (!token.is_empty()).then_some(token)
}

#[test]
fn two_servers_on_one_postgresql_share_everything_that_matters() {
    let Some(base) = postgres_base() else {
        skip_postgres("two servers sharing one database");
        return;
    };
    let db = Db::Url(fresh_postgres(&base));
    // No instructor yet: each server prints a setup link, and a new link
    // voids the older ones. The link the second printed works once,
    // through the first; the first one's link works nowhere.
    let mut one = Served::start(&db, "127.0.0.1:0", &[]);
    one.wait_for_log("#setup=", std::time::Duration::from_secs(60));
    let mut two = Served::start(&db, "127.0.0.1:0", &[]);
    two.wait_for_log("#setup=", std::time::Duration::from_secs(60));
    let stale = setup_token(&one.log()).expect("a setup link in the first server's log");
    let token = setup_token(&two.log()).expect("a setup link in the second server's log");
    assert_ne!(stale, token);
    let setup = |addr, token: &str, name: &str| {
        must(
            addr,
            "POST",
            "/api/class/setup",
            None,
            &Payload::Form(&[("token", token), ("name", name), ("password", PASSWORD)]),
        )
    };
    let voided = setup(two.addr, &stale, "Eve");
    assert_eq!(voided.status, 401, "a voided link: {}", voided.body);
    let used = setup(one.addr, &token, "Ada");
    assert_eq!(used.status, 200, "setup through the first: {}", used.body);
    let again = setup(two.addr, &token, "Eve");
    assert_eq!(again.status, 401, "a used link: {}", again.body);

    // The instructor's class, made through the first server.
    let class = open_class(one.addr);
    // A student signs in (joins) through the first and submits through
    // the second.
    let (cookie, student_id, recovery) = join(one.addr, &class.join_code, "Kim");
    let receipt = submit(two.addr, &cookie, &class.assignment, "shared-0001")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        receipt.status, 200,
        "submit through the second: {}",
        receipt.body
    );
    // A retry through the other server lands on the same attempt.
    let retry = submit(one.addr, &cookie, &class.assignment, "shared-0001")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(retry.json()["replayed"], true, "{}", retry.body);
    assert_eq!(retry.json()["attempt_id"], receipt.json()["attempt_id"]);
    // The instructor sees the result through either server.
    for addr in [one.addr, two.addr] {
        let grid = results(addr, &class.teacher, &class.assignment);
        assert_eq!(
            grid["rows"][0]["student"]["id"],
            student_id.as_str(),
            "{grid}"
        );
        assert_eq!(grid["rows"][0]["cells"][0]["attempts"], 1, "{grid}");
    }
    // The recovery code works through the other server, and signing out
    // through one ends the session on both.
    let recovered = must(
        two.addr,
        "POST",
        "/api/class/recover",
        None,
        &Payload::Form(&[("code", &recovery)]),
    );
    assert_eq!(recovered.status, 200, "{}", recovered.body);
    let out = must(
        one.addr,
        "POST",
        "/api/class/sign-out",
        Some(&cookie),
        &Payload::Nothing,
    );
    assert_eq!(out.status, 200, "{}", out.body);
    let mine = must(
        two.addr,
        "GET",
        "/api/class/my-groups",
        Some(&cookie),
        &Payload::Nothing,
    );
    assert_eq!(mine.status, 401, "a session ended on one is over on both");

    // Rate limits count across servers: ten wrong passwords for a name in
    // five minutes (README), whichever server they reach.
    add_instructor(&db, "Bob");
    let wrong = |addr| {
        must(
            addr,
            "POST",
            "/api/class/sign-in",
            None,
            &Payload::Form(&[("name", "Bob"), ("password", "not the password")]),
        )
        .status
    };
    for i in 0..10 {
        let addr = if i % 2 == 0 { one.addr } else { two.addr };
        assert_eq!(wrong(addr), 401, "wrong password {i}");
    }
    for addr in [one.addr, two.addr] {
        assert_eq!(wrong(addr), 429, "the shared budget is spent");
    }

    // Nothing was stored twice; neither server fell over.
    let doc = export(&db);
    assert_eq!(doc["tables"]["attempts"].as_array().map(Vec::len), Some(1));
    assert!(one.alive() && two.alive());
    for log in [one.log(), two.log()] {
        assert!(!log.contains("panicked"), "{log}");
        for secret in [recovery.as_str(), class.join_code.as_str(), PASSWORD] {
            assert!(!log.contains(secret), "a secret in the log:\n{log}");
        }
        assert!(
            !log.contains(cookie.trim_start_matches("hooklab_session=")),
            "a session token in the log"
        );
    }
}
