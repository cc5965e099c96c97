//! The store's one integration-test binary. Every test runs against SQLite
//! in a temporary folder and, when HOOKLAB_TEST_DATABASE_URL names a
//! PostgreSQL server, against a fresh database on it too.

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

use hooklab_core::practice::{Answer, ItemKind, Response};
use hooklab_store::accounts::Account;
use hooklab_store::assignments::{AssignmentSpec, LatePolicy, Override};
use hooklab_store::attempts::{Phase, Submission};
use hooklab_store::authored::UploadedFile;
use hooklab_store::limits::Limit;
use hooklab_store::{Backend, Clock, RateLimits, Store, StoreError, StoreOptions};

const HOUR: i64 = 3_600_000;
const T0: i64 = 1_772_357_400_000;

struct Db {
    store: Store,
    clock: Arc<AtomicI64>,
    label: String,
    _dir: Option<TempDir>,
}

impl Db {
    fn advance(&self, ms: i64) {
        self.clock.fetch_add(ms, Ordering::SeqCst);
    }
}

/// A temporary folder removed on drop.
struct TempDir(std::path::PathBuf);

impl TempDir {
    fn new() -> TempDir {
        let name = format!(
            "hooklab-store-test-{}-{}",
            std::process::id(),
            hooklab_store::secret::new_id()
                .unwrap()
                .replace(['-', '_'], "x")
        );
        let path = std::env::temp_dir().join(name);
        std::fs::create_dir_all(&path).unwrap();
        TempDir(path)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn catalogue() -> Arc<hooklab_core::practice::Catalogue> {
    Arc::clone(hooklab_content::practice().expect("the built-in practice content loads"))
}

async fn open(url: String, label: String, dir: Option<TempDir>, limits: RateLimits) -> Db {
    let clock = Arc::new(AtomicI64::new(T0));
    let mut options = StoreOptions::new(url);
    options.clock = Clock::Manual(clock.clone());
    options.limits = limits;
    let store = Store::open(&options, catalogue())
        .await
        .unwrap_or_else(|e| panic!("{label}: {e:?}"));
    Db {
        store,
        clock,
        label,
        _dir: dir,
    }
}

/// One store per backend under test.
async fn backends_with(limits: RateLimits) -> Vec<Db> {
    let dir = TempDir::new();
    let url = StoreOptions::sqlite_in(&dir.0);
    let mut dbs = vec![open(url, "sqlite".into(), Some(dir), limits.clone()).await];
    if let Ok(base) = std::env::var("HOOKLAB_TEST_DATABASE_URL") {
        if !base.is_empty() {
            let url = hooklab_store::testing::fresh_postgres_database(&base)
                .await
                .expect("a fresh PostgreSQL database");
            dbs.push(open(url, "postgres".into(), None, limits).await);
        }
    }
    dbs
}

async fn backends() -> Vec<Db> {
    backends_with(RateLimits::unlimited()).await
}

async fn teacher(db: &Db, name: &str) -> Account {
    db.store
        .add_instructor(name, "a long enough password")
        .await
        .unwrap();
    db.store
        .sign_in(name, "a long enough password", "10.0.0.1")
        .await
        .unwrap()
        .account
}

async fn student(db: &Db, code: &str, name: &str) -> (Account, String) {
    let joined = db.store.join(code, name, None, "10.0.0.2").await.unwrap();
    (
        joined.session.unwrap().account,
        joined.recovery_code.unwrap(),
    )
}

fn spec(items: &[&str]) -> AssignmentSpec {
    AssignmentSpec {
        title: "Week 1".into(),
        items: items.iter().map(|s| (*s).to_owned()).collect(),
        opens_at: T0 - HOUR,
        due_at: T0 + 24 * HOUR,
        time_zone: "Europe/Paris".into(),
        late_policy: LatePolicy::Accept,
        attempts_allowed: Some(2),
        time_limit: None,
        show_answers: true,
    }
}

fn quiz(choice: &str) -> Answer {
    Answer::Quiz {
        choice: choice.into(),
        path: Vec::new(),
    }
}

fn submission(assignment: &str, item: &str, key: &str, answer: Answer) -> Submission {
    Submission {
        assignment_id: assignment.into(),
        item_key: item.into(),
        idempotency_key: key.into(),
        answer,
    }
}

#[tokio::test]
async fn migrations_run_twice_and_exports_cover_every_column() {
    for db in backends().await {
        db.store.migrate().await.expect("a second run is a no-op");
        assert!(db.store.ready().await, "{}", db.label);
        // The export's column list must match the schema, table by table.
        for (table, columns) in hooklab_store::transfer::exported_columns() {
            let actual = db.store.columns_of(table).await.unwrap();
            let mut expected: Vec<String> = columns.iter().map(|c| (*c).to_owned()).collect();
            expected.sort();
            assert_eq!(actual, expected, "{}: {table}", db.label);
        }
    }
}

#[tokio::test]
async fn instructors_sign_in_out_and_change_passwords() {
    for db in backends().await {
        let s = &db.store;
        let first = s
            .add_instructor("Ada", "a long enough password")
            .await
            .unwrap();
        assert!(matches!(
            s.add_instructor("Ada", "another long password").await,
            Err(StoreError::Refused(..))
        ));
        assert!(matches!(
            s.add_instructor("Bob", "short").await,
            Err(StoreError::Invalid(_))
        ));
        assert!(matches!(
            s.sign_in("Ada", "wrong password!!", "1.1.1.1").await,
            Err(StoreError::BadCredentials(_))
        ));
        assert!(matches!(
            s.sign_in("Nobody", "a long enough password", "1.1.1.1")
                .await,
            Err(StoreError::BadCredentials(_))
        ));
        let one = s
            .sign_in("Ada", "a long enough password", "1.1.1.1")
            .await
            .unwrap();
        let two = s
            .sign_in("Ada", "a long enough password", "1.1.1.1")
            .await
            .unwrap();
        assert_eq!(one.account.id, first.id);
        assert_eq!(s.session(&one.token).await.unwrap().name, "Ada");
        s.change_password(
            &one.account,
            &one.token,
            "a long enough password",
            "a brand new password",
        )
        .await
        .unwrap();
        assert!(
            s.session(&one.token).await.is_ok(),
            "the session that changed it stays"
        );
        assert_eq!(s.session(&two.token).await, Err(StoreError::SignedOut));
        s.sign_out(&one.token).await.unwrap();
        assert_eq!(s.session(&one.token).await, Err(StoreError::SignedOut));
        s.reset_password("Ada", "reset from the terminal")
            .await
            .unwrap();
        let three = s
            .sign_in("Ada", "reset from the terminal", "1.1.1.1")
            .await
            .unwrap();
        db.advance(hooklab_store::accounts::INSTRUCTOR_SESSION_MS + 1);
        assert_eq!(
            s.session(&three.token).await,
            Err(StoreError::SignedOut),
            "{}",
            db.label
        );
    }
}

#[tokio::test]
async fn the_setup_link_works_once_and_expires() {
    for db in backends().await {
        let s = &db.store;
        let stale = s.create_setup_token().await.unwrap().unwrap();
        let token = s.create_setup_token().await.unwrap().unwrap();
        assert!(
            s.use_setup_token(&stale, "Ada", "a long enough password")
                .await
                .is_err(),
            "a newer link replaces the older"
        );
        let signed = s
            .use_setup_token(&token, "Ada", "a long enough password")
            .await
            .unwrap();
        assert_eq!(signed.account.name, "Ada");
        assert!(matches!(
            s.use_setup_token(&token, "Eve", "a long enough password")
                .await,
            Err(StoreError::BadCredentials(_))
        ));
        assert_eq!(
            s.create_setup_token().await.unwrap(),
            None,
            "an instructor exists"
        );
    }
    for db in backends().await {
        let token = db.store.create_setup_token().await.unwrap().unwrap();
        db.advance(hooklab_store::accounts::SETUP_LINK_MS + 1);
        assert!(db
            .store
            .use_setup_token(&token, "Ada", "a long enough password")
            .await
            .is_err());
    }
}

#[tokio::test]
async fn students_join_recover_leave_and_groups_stay_private() {
    for db in backends().await {
        let s = &db.store;
        let ada = teacher(&db, "Ada").await;
        let bob = teacher(&db, "Bob").await;
        let group = s.create_group(&ada, "Evening class").await.unwrap();
        assert_eq!(group.join_code.len(), 6);
        assert!(matches!(
            s.group(&bob, &group.id).await,
            Err(StoreError::NotFound(_))
        ));
        assert!(matches!(
            s.rotate_join_code(&bob, &group.id).await,
            Err(StoreError::NotFound(_))
        ));
        assert!(matches!(
            s.delete_group(&bob, &group.id).await,
            Err(StoreError::NotFound(_))
        ));

        let (kim, recovery) = student(&db, &group.join_code.to_lowercase(), "Kim").await;
        assert!(
            s.group(&kim, &group.id).await.is_err(),
            "a student is not an instructor"
        );
        let again = s
            .sign_in_with_recovery_code(&recovery.to_lowercase().replace('-', " "), "10.9.9.9")
            .await
            .unwrap();
        assert_eq!(again.account.id, kim.id);
        let fresh = s
            .reset_recovery_code(&ada, &group.id, &kim.id)
            .await
            .unwrap();
        assert_eq!(s.session(&again.token).await, Err(StoreError::SignedOut));
        assert!(s
            .sign_in_with_recovery_code(&recovery, "10.9.9.9")
            .await
            .is_err());
        let kim_again = s
            .sign_in_with_recovery_code(&fresh, "10.9.9.9")
            .await
            .unwrap();

        let old_code = group.join_code.clone();
        let new_code = s.rotate_join_code(&ada, &group.id).await.unwrap();
        assert!(matches!(
            s.join(&old_code, "Late", None, "10.0.0.3").await,
            Err(StoreError::NotFound(_))
        ));
        let (lee, _) = student(&db, &new_code, "Lee").await;

        s.add_co_instructor(&ada, &group.id, "Bob").await.unwrap();
        assert_eq!(s.group(&bob, &group.id).await.unwrap().students, 2);
        let roster = s.roster(&bob, &group.id).await.unwrap();
        assert_eq!(
            roster
                .iter()
                .map(|r| r.display_name.as_str())
                .collect::<Vec<_>>(),
            ["Kim", "Lee"]
        );

        s.leave_group(&kim_again.account, &group.id).await.unwrap();
        assert_eq!(
            s.session(&kim_again.token).await,
            Err(StoreError::SignedOut),
            "gone with their data"
        );
        s.remove_student(&ada, &group.id, &lee.id).await.unwrap();
        assert!(
            s.roster(&ada, &group.id).await.unwrap().is_empty(),
            "{}",
            db.label
        );
    }
}

#[tokio::test]
async fn rate_limits_key_on_the_account_and_on_the_address() {
    let limits = RateLimits {
        sign_in_per_account: Limit::new(3, 60),
        sign_in_per_address: Limit::new(5, 60),
        join_per_code: Limit::new(100, 60),
        join_per_address: Limit::new(100, 60),
        ..RateLimits::unlimited()
    };
    for db in backends_with(limits).await {
        let s = &db.store;
        s.add_instructor("Ada", "a long enough password")
            .await
            .unwrap();
        for i in 0..3 {
            let _ = s.sign_in("Ada", "wrong", &format!("10.0.0.{i}")).await;
        }
        match s
            .sign_in("Ada", "a long enough password", "10.0.0.99")
            .await
        {
            Err(StoreError::RateLimited(wait)) => assert!((1..=60).contains(&wait)),
            other => panic!(
                "{}: the account's budget is spent whatever the address: {other:?}",
                db.label
            ),
        }
        // One address spends its budget on other names; another address is unaffected.
        for i in 0..5 {
            let _ = s.sign_in(&format!("Guess{i}"), "x", "192.168.1.1").await;
        }
        assert!(matches!(
            s.sign_in("Other", "x", "192.168.1.1").await,
            Err(StoreError::RateLimited(_))
        ));
        assert!(matches!(
            s.sign_in("Other", "x", "192.168.1.2").await,
            Err(StoreError::BadCredentials(_))
        ));
        db.advance(61_000);
        assert!(s
            .sign_in("Ada", "a long enough password", "10.0.0.99")
            .await
            .is_ok());
    }
}

#[tokio::test]
async fn a_lecture_of_500_behind_one_address_can_all_join_and_sign_in_again() {
    for db in backends_with(RateLimits::default()).await {
        let ada = teacher(&db, "Ada").await;
        let group = db.store.create_group(&ada, "School").await.unwrap();
        let mut codes = Vec::new();
        for i in 0..500 {
            let joined = db
                .store
                .join(&group.join_code, &format!("Pupil {i}"), None, "203.0.113.7")
                .await
                .unwrap_or_else(|e| panic!("{}: pupil {i}: {e:?}", db.label));
            codes.push(joined.recovery_code.unwrap());
        }
        // The next lesson, on the school's computers.
        for (i, code) in codes.iter().enumerate() {
            db.store
                .sign_in_with_recovery_code(code, "203.0.113.7")
                .await
                .unwrap_or_else(|e| panic!("{}: pupil {i} again: {e:?}", db.label));
        }
    }
}

#[tokio::test]
async fn submissions_are_graded_by_the_server_for_each_kind() {
    for db in backends().await {
        let s = &db.store;
        let ada = teacher(&db, "Ada").await;
        let group = s.create_group(&ada, "G").await.unwrap();
        let (kim, _) = student(&db, &group.join_code, "Kim").await;
        let a = s
            .create_assignment(
                &ada,
                &group.id,
                &spec(&[
                    "quiz/block-rm-rf",
                    "challenge/block-rm-allow-git",
                    "simulator/resume-wrong-directory",
                ]),
                "en",
            )
            .await
            .unwrap();
        assert_eq!(a.items[0].title, "Never rm -rf the repository");

        let wrong = s
            .submit(
                &kim,
                &submission(
                    &a.id,
                    "quiz/block-rm-rf",
                    "k-quiz-1",
                    quiz("prompt-instruction"),
                ),
                "ip",
            )
            .await
            .unwrap();
        let feedback = wrong.feedback.unwrap();
        assert!(!feedback.correct);
        assert_eq!(
            feedback.response,
            Response::Quiz {
                chosen: "prompt-instruction".into(),
                expected: "hook-pre-tool-use".into()
            }
        );
        let right = s
            .submit(
                &kim,
                &submission(
                    &a.id,
                    "quiz/block-rm-rf",
                    "k-quiz-2",
                    quiz("hook-pre-tool-use"),
                ),
                "ip",
            )
            .await
            .unwrap();
        assert_eq!(right.attempt_no, 2);
        assert_eq!(right.feedback.unwrap().score, 1000);

        let challenge = s
            .catalogue()
            .challenge("block-rm-allow-git")
            .unwrap()
            .clone();
        let start = serde_json::to_value(&challenge.start).unwrap();
        let solution = serde_json::to_value(&challenge.solution).unwrap();
        let failed = s
            .submit(
                &kim,
                &submission(
                    &a.id,
                    "challenge/block-rm-allow-git",
                    "k-ch-1-0001",
                    Answer::Challenge { state: start },
                ),
                "ip",
            )
            .await
            .unwrap()
            .feedback
            .unwrap();
        assert!(!failed.correct);
        assert!(matches!(
            failed.response,
            Response::Challenge {
                wrong_outcome: Some(_),
                ..
            }
        ));
        let solved = s
            .submit(
                &kim,
                &submission(
                    &a.id,
                    "challenge/block-rm-allow-git",
                    "k-ch-2-0001",
                    Answer::Challenge { state: solution },
                ),
                "ip",
            )
            .await
            .unwrap()
            .feedback
            .unwrap();
        assert!(solved.correct, "{}", db.label);

        let scenario = s
            .catalogue()
            .simulator_scenario("resume-wrong-directory")
            .unwrap()
            .clone();
        let idle = s
            .submit(
                &kim,
                &submission(
                    &a.id,
                    "simulator/resume-wrong-directory",
                    "k-sim-1-0001",
                    Answer::Simulator {
                        commands: vec!["ls".into()],
                    },
                ),
                "ip",
            )
            .await
            .unwrap()
            .feedback
            .unwrap();
        assert!(!idle.correct);
        let reached = s
            .submit(
                &kim,
                &submission(
                    &a.id,
                    "simulator/resume-wrong-directory",
                    "k-sim-2-0001",
                    Answer::Simulator {
                        commands: scenario.solution.clone(),
                    },
                ),
                "ip",
            )
            .await
            .unwrap()
            .feedback
            .unwrap();
        assert!(reached.correct);

        // A forged verdict is not part of an answer: the server refuses it.
        let forged: Result<Answer, _> = serde_json::from_value(serde_json::json!({
            "kind": "quiz", "choice": "prompt-instruction", "correct": true
        }));
        assert!(forged.is_err(), "unknown fields are refused");
        // A choice that is not an option is a bad request, not a grade.
        assert!(matches!(
            s.submit(
                &kim,
                &submission(&a.id, "quiz/block-rm-rf", "k-quiz-x", quiz("routing")),
                "ip"
            )
            .await,
            Err(StoreError::Invalid(_))
        ));
        // An answer of the wrong kind too.
        assert!(matches!(
            s.submit(
                &kim,
                &submission(
                    &a.id,
                    "quiz/block-rm-rf",
                    "k-quiz-y",
                    Answer::Simulator { commands: vec![] }
                ),
                "ip"
            )
            .await,
            Err(StoreError::Invalid(_))
        ));
    }
}

#[tokio::test]
async fn attempts_lateness_overrides_time_limits_and_idempotency() {
    for db in backends().await {
        let s = &db.store;
        let ada = teacher(&db, "Ada").await;
        let group = s.create_group(&ada, "G").await.unwrap();
        let (kim, _) = student(&db, &group.join_code, "Kim").await;
        let (lee, _) = student(&db, &group.join_code, "Lee").await;
        let item = "quiz/block-rm-rf";
        let a = s
            .create_assignment(&ada, &group.id, &spec(&[item]), "en")
            .await
            .unwrap();

        let first = s
            .submit(
                &kim,
                &submission(&a.id, item, "key-0001", quiz("prompt-instruction")),
                "ip",
            )
            .await
            .unwrap();
        let retry = s
            .submit(
                &kim,
                &submission(&a.id, item, "key-0001", quiz("prompt-instruction")),
                "ip",
            )
            .await
            .unwrap();
        assert!(retry.replayed);
        assert_eq!(
            retry.attempt_id, first.attempt_id,
            "a retry never counts twice"
        );
        s.submit(
            &kim,
            &submission(&a.id, item, "key-0002", quiz("hook-pre-tool-use")),
            "ip",
        )
        .await
        .unwrap();
        match s
            .submit(
                &kim,
                &submission(&a.id, item, "key-0003", quiz("hook-pre-tool-use")),
                "ip",
            )
            .await
        {
            Err(StoreError::Refused(_, message)) => {
                assert!(message.contains("2 attempts"), "{message}")
            }
            other => panic!("{}: {other:?}", db.label),
        }
        assert!(matches!(
            s.submit(&kim, &submission(&a.id, item, "key-0002", quiz("routing")), "ip").await,
            Ok(r) if r.replayed
        ));
        assert!(matches!(
            s.submit(
                &kim,
                &submission(&a.id, "quiz/other", "key-0009", quiz("routing")),
                "ip"
            )
            .await,
            Err(StoreError::Invalid(_) | StoreError::NotFound(_))
        ));
        s.set_override(
            &ada,
            &a.id,
            &kim.id,
            &Override {
                extra_attempts: 1,
                ..Override::default()
            },
        )
        .await
        .unwrap();
        assert_eq!(
            s.submit(
                &kim,
                &submission(&a.id, item, "key-0004", quiz("hook-pre-tool-use")),
                "ip"
            )
            .await
            .unwrap()
            .attempt_no,
            3
        );

        // Past the due date: accepted and marked late.
        db.advance(25 * HOUR);
        let late = s
            .submit(
                &lee,
                &submission(&a.id, item, "key-lee-1", quiz("hook-pre-tool-use")),
                "ip",
            )
            .await
            .unwrap();
        assert!(late.late);
        let view = s.student_assignment(&lee, &a.id, "en").await.unwrap();
        assert_eq!(view.phase, Phase::Late);
        assert!(view.items[0].late);

        // A refusing assignment refuses, unless the student has a later due date.
        let mut strict = spec(&[item]);
        strict.late_policy = LatePolicy::Refuse;
        strict.opens_at = T0;
        strict.due_at = T0 + 26 * HOUR;
        let b = s
            .create_assignment(&ada, &group.id, &strict, "en")
            .await
            .unwrap();
        db.advance(2 * HOUR);
        match s
            .submit(
                &lee,
                &submission(&b.id, item, "key-lee-2", quiz("hook-pre-tool-use")),
                "ip",
            )
            .await
        {
            Err(StoreError::Refused(_, message)) => {
                assert!(message.contains("due date"), "{message}")
            }
            other => panic!("{}: {other:?}", db.label),
        }
        s.set_override(
            &ada,
            &b.id,
            &lee.id,
            &Override {
                due_at: Some(T0 + 48 * HOUR),
                ..Override::default()
            },
        )
        .await
        .unwrap();
        assert!(
            !s.submit(
                &lee,
                &submission(&b.id, item, "key-lee-3", quiz("hook-pre-tool-use")),
                "ip"
            )
            .await
            .unwrap()
            .late
        );

        // Time limits: open first, then submit within the limit plus extra time.
        let mut timed = spec(&[item]);
        timed.opens_at = db.store.now();
        timed.due_at = db.store.now() + 10 * HOUR;
        timed.time_limit = Some(60);
        let c = s
            .create_assignment(&ada, &group.id, &timed, "en")
            .await
            .unwrap();
        assert!(matches!(
            s.submit(
                &kim,
                &submission(&c.id, item, "key-t-1-0001", quiz("fork")),
                "ip"
            )
            .await,
            Err(StoreError::Refused(..) | StoreError::Invalid(_))
        ));
        let started = s.start_item(&kim, &c.id, item).await.unwrap().unwrap();
        assert_eq!(started.ends_at - started.started_at, 60_000);
        db.advance(120_000);
        match s
            .submit(
                &kim,
                &submission(&c.id, item, "key-t-2-0001", quiz("hook-pre-tool-use")),
                "ip",
            )
            .await
        {
            Err(StoreError::Refused(_, message)) => {
                assert!(message.contains("time limit"), "{message}")
            }
            other => panic!("{}: {other:?}", db.label),
        }
        s.set_override(
            &ada,
            &c.id,
            &kim.id,
            &Override {
                extra_seconds: 120,
                ..Override::default()
            },
        )
        .await
        .unwrap();
        assert!(s
            .submit(
                &kim,
                &submission(&c.id, item, "key-t-3-0001", quiz("hook-pre-tool-use")),
                "ip"
            )
            .await
            .is_ok());
    }
}

#[tokio::test]
async fn students_see_only_their_own_work_and_instructors_only_their_groups() {
    for db in backends().await {
        let s = &db.store;
        let ada = teacher(&db, "Ada").await;
        let bob = teacher(&db, "Bob").await;
        let group = s.create_group(&ada, "G").await.unwrap();
        let other = s.create_group(&bob, "H").await.unwrap();
        let (kim, _) = student(&db, &group.join_code, "Kim").await;
        let (zoe, _) = student(&db, &other.join_code, "Zoe").await;
        let item = "quiz/block-rm-rf";
        let mut hidden = spec(&[item]);
        hidden.show_answers = false;
        let a = s
            .create_assignment(&ada, &group.id, &hidden, "en")
            .await
            .unwrap();
        let receipt = s
            .submit(
                &kim,
                &submission(&a.id, item, "key-kim-1", quiz("fork")),
                "ip",
            )
            .await;
        assert!(
            matches!(receipt, Err(StoreError::Invalid(_))),
            "fork is not an option here"
        );
        let receipt = s
            .submit(
                &kim,
                &submission(&a.id, item, "key-kim-1", quiz("hook-pre-tool-use")),
                "ip",
            )
            .await
            .unwrap();
        assert_eq!(
            receipt.feedback, None,
            "answers are not shown on this assignment"
        );
        assert_eq!(s.my_attempts(&kim, &a.id).await.unwrap()[0].feedback, None);

        for result in [
            s.my_attempts(&zoe, &a.id).await.map(|_| ()),
            s.student_assignment(&zoe, &a.id, "en").await.map(|_| ()),
            s.student_assignments(&zoe, &group.id, "en")
                .await
                .map(|_| ()),
            s.submit(
                &zoe,
                &submission(&a.id, item, "key-zoe-1", quiz("hook-pre-tool-use")),
                "ip",
            )
            .await
            .map(|_| ()),
            s.attempts_of_assignment(&bob, &a.id, None)
                .await
                .map(|_| ()),
            s.results(&bob, &a.id, "en").await.map(|_| ()),
            s.set_override(&bob, &a.id, &kim.id, &Override::default())
                .await,
            s.delete_assignment(&bob, &a.id).await,
            s.results(&kim, &a.id, "en").await.map(|_| ()),
        ] {
            assert!(
                matches!(
                    result,
                    Err(StoreError::NotFound(_) | StoreError::Forbidden(_))
                ),
                "{}: {result:?}",
                db.label
            );
        }
        assert_eq!(
            s.attempts_of_assignment(&ada, &a.id, None)
                .await
                .unwrap()
                .len(),
            1
        );
    }
}

#[tokio::test]
async fn results_and_csv_have_stable_columns() {
    for db in backends().await {
        let s = &db.store;
        let ada = teacher(&db, "Ada").await;
        let group = s.create_group(&ada, "G").await.unwrap();
        let (kim, _) = student(&db, &group.join_code, "Kim").await;
        let (lee, _) = student(&db, &group.join_code, "Lee").await;
        let a = s
            .create_assignment(
                &ada,
                &group.id,
                &spec(&["quiz/block-rm-rf", "quiz/refund-cap-p0"]),
                "en",
            )
            .await
            .unwrap();
        s.submit(
            &kim,
            &submission(
                &a.id,
                "quiz/block-rm-rf",
                "key-k-1-0001",
                quiz("hook-pre-tool-use"),
            ),
            "ip",
        )
        .await
        .unwrap();
        s.submit(
            &lee,
            &submission(
                &a.id,
                "quiz/block-rm-rf",
                "key-l-1-0001",
                quiz("prompt-instruction"),
            ),
            "ip",
        )
        .await
        .unwrap();
        let results = s.results(&ada, &a.id, "en").await.unwrap();
        assert_eq!(results.rows.len(), 2);
        assert_eq!(results.item_stats[0].facility, Some(0.5));
        assert_eq!(
            results.item_stats[0]
                .most_common_wrong
                .as_ref()
                .map(|w| w.answer.as_str()),
            Some("prompt-instruction")
        );
        let csv = hooklab_core::practice::stats::to_csv(&results);
        let header = csv.lines().next().unwrap();
        assert_eq!(
            header,
            "student_id,student_name,item,kind,item_id,score,attempts,last_attempt_utc,late,correct,answer,confidence"
        );
        assert_eq!(
            csv.lines().count(),
            5,
            "a header and one line per student and item"
        );
        assert!(csv.contains(&format!(
            "{},Kim,quiz/block-rm-rf,quiz,block-rm-rf,1.000,1,2026-03-01T09:30:00Z,no",
            kim.id
        )));
    }
}

fn authored_quiz(id: &str, reordered: bool) -> String {
    let text = include_str!("../../content/scenarios/block-rm-rf.toml")
        .replace("id = \"block-rm-rf\"", &format!("id = \"{id}\""));
    if reordered {
        // What grading reads changes (the options' order), so the version
        // does; the answers stay valid.
        text.replace(
            "options = [\"hook-pre-tool-use\", \"hook-post-tool-use\", \"prompt-instruction\"]",
            "options = [\"prompt-instruction\", \"hook-pre-tool-use\", \"hook-post-tool-use\"]",
        )
    } else {
        text
    }
}

#[tokio::test]
async fn authored_items_are_checked_whole_private_and_regradable() {
    for db in backends().await {
        let s = &db.store;
        let ada = teacher(&db, "Ada").await;
        let bob = teacher(&db, "Bob").await;
        let broken = UploadedFile {
            name: "broken.toml".into(),
            text: "id = \"broken\"\ntopic = \"hook-or-prompt\"\nanswer = \n".into(),
        };
        let good = UploadedFile {
            name: "my-rm.toml".into(),
            text: authored_quiz("my-rm", false),
        };
        let errors = s
            .upload_items(&ada, ItemKind::Quiz, &[good.clone(), broken])
            .await
            .unwrap()
            .unwrap_err();
        assert_eq!(errors.len(), 1);
        assert_eq!(
            (errors[0].file.as_str(), errors[0].line),
            ("broken.toml", Some(3))
        );
        assert!(
            s.authored_items(&ada, "en").await.unwrap().is_empty(),
            "nothing partial is saved"
        );
        let builtin = UploadedFile {
            name: "block-rm-rf.toml".into(),
            text: authored_quiz("block-rm-rf", false),
        };
        let errors = s
            .upload_items(&ada, ItemKind::Quiz, &[builtin])
            .await
            .unwrap()
            .unwrap_err();
        assert_eq!(errors[0].field.as_deref(), Some("id"));

        let saved = s
            .upload_items(&ada, ItemKind::Quiz, &[good])
            .await
            .unwrap()
            .unwrap();
        let key = saved[0].key();
        let group = s.create_group(&ada, "G").await.unwrap();
        let bobs = s.create_group(&bob, "H").await.unwrap();
        assert!(
            matches!(
                s.create_assignment(&bob, &bobs.id, &spec(&[&key]), "en")
                    .await,
                Err(StoreError::InvalidField("items", _))
            ),
            "another instructor's groups cannot use it"
        );
        let a = s
            .create_assignment(&ada, &group.id, &spec(&[&key]), "en")
            .await
            .unwrap();
        assert!(a.items[0].authored);
        let (kim, _) = student(&db, &group.join_code, "Kim").await;
        s.submit(
            &kim,
            &submission(&a.id, &key, "key-a-1-0001", quiz("hook-post-tool-use")),
            "ip",
        )
        .await
        .unwrap();
        s.submit(
            &kim,
            &submission(&a.id, &key, "key-a-2-0001", quiz("hook-pre-tool-use")),
            "ip",
        )
        .await
        .unwrap();
        assert_eq!(s.stale_attempts(&ada, &a.id).await.unwrap(), 0);

        // The author corrects the item: a new version, and a re-grade.
        let fixed = UploadedFile {
            name: "my-rm.toml".into(),
            text: authored_quiz("my-rm", true),
        };
        s.upload_items(&ada, ItemKind::Quiz, &[fixed])
            .await
            .unwrap()
            .unwrap();
        assert_eq!(s.stale_attempts(&ada, &a.id).await.unwrap(), 2);
        let report = s.regrade(&ada, &a.id).await.unwrap();
        assert_eq!((report.regraded, report.changed), (2, 0));
        assert_eq!(s.stale_attempts(&ada, &a.id).await.unwrap(), 0);
        assert!(matches!(
            s.delete_authored_item(&ada, &saved[0].id).await,
            Err(StoreError::Refused(..))
        ));
        assert!(matches!(
            s.delete_authored_item(&bob, &saved[0].id).await,
            Err(StoreError::NotFound(_))
        ));
    }
}

#[test]
fn author_text_is_sanitised() {
    let html = hooklab_store::authored::author_html(
        "Hello <script>alert(1)</script> <img src=x onerror=alert(1)> [link](javascript:alert(1)) **bold**",
    );
    assert!(!html.contains("<script"), "{html}");
    assert!(!html.contains("onerror"), "{html}");
    assert!(!html.contains("javascript:"), "{html}");
    assert!(html.contains("<strong>bold</strong>"), "{html}");
}

#[tokio::test]
async fn deleting_a_group_deletes_everything_in_it() {
    for db in backends().await {
        let s = &db.store;
        let ada = teacher(&db, "Ada").await;
        let group = s.create_group(&ada, "G").await.unwrap();
        let keep = s.create_group(&ada, "K").await.unwrap();
        let (kim, _) = student(&db, &group.join_code, "Kim").await;
        let joined = s.join(&keep.join_code, "", Some(&kim), "ip").await.unwrap();
        assert!(
            joined.recovery_code.is_none(),
            "a signed-in student joins a second group"
        );
        let lee = s
            .join(&group.join_code, "Lee", None, "ip")
            .await
            .unwrap()
            .session
            .unwrap();
        let a = s
            .create_assignment(&ada, &group.id, &spec(&["quiz/block-rm-rf"]), "en")
            .await
            .unwrap();
        s.submit(
            &kim,
            &submission(
                &a.id,
                "quiz/block-rm-rf",
                "key-del-1",
                quiz("hook-pre-tool-use"),
            ),
            "ip",
        )
        .await
        .unwrap();
        s.delete_group(&ada, &group.id).await.unwrap();
        assert!(matches!(
            s.group(&ada, &group.id).await,
            Err(StoreError::NotFound(_))
        ));
        assert!(matches!(
            s.group_of_assignment(&a.id).await,
            Err(StoreError::NotFound(_))
        ));
        assert_eq!(
            s.session(&lee.token).await,
            Err(StoreError::SignedOut),
            "Lee was only there"
        );
        assert_eq!(
            s.groups_of_student(&kim).await.unwrap().len(),
            1,
            "Kim stays in the other group"
        );
        let doc = s.export().await.unwrap();
        assert!(doc.tables["attempts"].is_empty());
        assert!(doc.tables["assignments"].is_empty());
    }
}

#[tokio::test]
async fn export_import_and_backup_restore_move_a_classroom() {
    let mut sources = backends().await;
    let targets = backends().await;
    for source in &mut sources {
        let s = &source.store;
        let ada = teacher(source, "Ada").await;
        let group = s.create_group(&ada, "G").await.unwrap();
        let (kim, recovery) = student(source, &group.join_code, "Kim").await;
        let a = s
            .create_assignment(&ada, &group.id, &spec(&["quiz/block-rm-rf"]), "en")
            .await
            .unwrap();
        s.submit(
            &kim,
            &submission(
                &a.id,
                "quiz/block-rm-rf",
                "key-x-1-0001",
                quiz("hook-pre-tool-use"),
            ),
            "ip",
        )
        .await
        .unwrap();
        let doc = s.export().await.unwrap();
        let json = serde_json::to_string(&doc).unwrap();
        for target in &targets {
            let t = &target.store;
            t.import(&serde_json::from_str(&json).unwrap(), true)
                .await
                .unwrap();
            assert!(matches!(
                t.import(&doc, false).await,
                Err(StoreError::Refused(..))
            ));
            let again = t
                .sign_in("Ada", "a long enough password", "ip")
                .await
                .unwrap();
            assert_eq!(
                t.results(&again.account, &a.id, "en").await.unwrap().rows[0].total,
                1000
            );
            let kim_there = t.sign_in_with_recovery_code(&recovery, "ip").await.unwrap();
            assert_eq!(
                kim_there.account.id, kim.id,
                "{} → {}",
                source.label, target.label
            );
        }
        let mut newer = doc.clone();
        newer.version = 99;
        match targets[0].store.import(&newer, true).await {
            Err(StoreError::Invalid(message)) => assert!(message.contains("newer"), "{message}"),
            other => panic!("{other:?}"),
        }
        if source.store.backend() == Backend::Sqlite {
            let dir = TempDir::new();
            let file = dir.0.join("backup.sqlite3");
            s.backup(&file).await.unwrap();
            assert!(s.backup(&file).await.is_err(), "never overwrites a file");
            for target in &targets {
                assert!(matches!(
                    target.store.restore(&file, false).await,
                    Err(StoreError::Refused(..))
                ));
                target.store.restore(&file, true).await.unwrap();
                assert_eq!(target.store.export().await.unwrap().tables, doc.tables);
            }
            let junk = dir.0.join("junk.sqlite3");
            std::fs::write(&junk, b"not a database at all, only text").unwrap();
            assert!(matches!(
                targets[0].store.restore(&junk, true).await,
                Err(StoreError::Invalid(_))
            ));
        }
    }
}

#[tokio::test]
async fn kept_progress_merges_devices_stays_private_and_goes_with_the_student() {
    use hooklab_core::progress::Progress;

    fn read(lessons: &[&str]) -> String {
        let mut p = Progress::default();
        for lesson in lessons {
            p.mark_lesson_read(lesson);
        }
        p.to_json()
    }

    for db in backends().await {
        let s = &db.store;
        let ada = teacher(&db, "Ada").await;
        let group = s.create_group(&ada, "Morning class").await.unwrap();
        let (kim, _) = student(&db, &group.join_code, "Kim").await;
        let (lee, _) = student(&db, &group.join_code, "Lee").await;

        // Off until the student switches it on; instructors have none.
        assert!(!s.keeps_progress(&kim).await.unwrap());
        assert!(matches!(
            s.merge_kept_progress(&kim, &read(&["hooks/anatomy"]), "10.0.0.2")
                .await,
            Err(StoreError::NotFound(_))
        ));
        assert!(matches!(
            s.set_keeps_progress(&ada, true).await,
            Err(StoreError::Forbidden(_))
        ));
        s.set_keeps_progress(&kim, true).await.unwrap();
        s.set_keeps_progress(&kim, true).await.unwrap();
        assert!(s.keeps_progress(&kim).await.unwrap(), "{}", db.label);

        // Two devices: each gets back what both have done.
        let laptop = s
            .merge_kept_progress(&kim, &read(&["hooks/anatomy"]), "10.0.0.2")
            .await
            .unwrap();
        let phone = s
            .merge_kept_progress(&kim, &read(&["sessions/storage"]), "10.0.0.3")
            .await
            .unwrap();
        let merged = Progress::from_json(&phone).unwrap();
        assert!(merged.lessons_read.contains("hooks/anatomy"));
        assert!(merged.lessons_read.contains("sessions/storage"));
        assert_eq!(Progress::from_json(&laptop).unwrap().lessons_read.len(), 1);

        // A broken document is refused and the copy kept as it was.
        assert!(matches!(
            s.merge_kept_progress(&kim, "{\"format\": 3", "10.0.0.2")
                .await,
            Err(StoreError::Invalid(_))
        ));
        let again = s
            .merge_kept_progress(&kim, &read(&[]), "10.0.0.2")
            .await
            .unwrap();
        assert_eq!(Progress::from_json(&again).unwrap().lessons_read.len(), 2);

        // Another student's copy is their own: Lee sees nothing of Kim's.
        s.set_keeps_progress(&lee, true).await.unwrap();
        let lees = s
            .merge_kept_progress(&lee, &read(&[]), "10.0.0.4")
            .await
            .unwrap();
        assert!(Progress::from_json(&lees).unwrap().lessons_read.is_empty());

        // Switching off deletes the copy: on again starts empty.
        s.set_keeps_progress(&kim, false).await.unwrap();
        assert!(!s.keeps_progress(&kim).await.unwrap());
        s.set_keeps_progress(&kim, true).await.unwrap();
        let fresh = s
            .merge_kept_progress(&kim, &read(&[]), "10.0.0.2")
            .await
            .unwrap();
        assert!(Progress::from_json(&fresh).unwrap().lessons_read.is_empty());

        // Leaving the last group deletes the student and their copy (the
        // account value outlives the row it named).
        s.leave_group(&lee, &group.id).await.unwrap();
        assert!(
            matches!(s.keeps_progress(&lee).await, Ok(false)),
            "{}",
            db.label
        );
    }
}
