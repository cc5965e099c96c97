//! The classroom over HTTP, against the real router with a SQLite database
//! in a temporary folder (and PostgreSQL too when
//! HOOKLAB_TEST_DATABASE_URL names a server): cookies, the authorisation
//! of every classroom function, rate limits, the results download, and the
//! database going away.

use std::sync::Arc;

use axum::{body::Body, http::Request, response::Response, Router};
use serde_json::{json, Value};
use tower::ServiceExt;

use hooklab_server::{settings::Public, web::Classroom, Site};
use hooklab_store::{RateLimits, Store, StoreOptions};

/// A temporary folder removed on drop.
pub struct TempDir(pub std::path::PathBuf);

impl TempDir {
    pub fn new() -> TempDir {
        let path = std::env::temp_dir().join(format!(
            "hooklab-it-{}-{}",
            std::process::id(),
            hooklab_store::secret::new_id()
                .unwrap()
                .replace(['-', '_'], "x")
        ));
        std::fs::create_dir_all(&path).unwrap();
        TempDir(path)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A router with a classroom, and what it needs to stay alive.
pub struct Class {
    pub router: Router,
    pub store: Store,
    _dir: Option<TempDir>,
}

fn catalogue() -> Arc<hooklab_core::practice::Catalogue> {
    Arc::clone(hooklab_content::practice().expect("content loads"))
}

async fn postgres_url(base: &str) -> String {
    hooklab_store::testing::fresh_postgres_database(base)
        .await
        .expect("a fresh PostgreSQL database")
}

/// One classroom per backend under test.
pub async fn classes(limits: RateLimits, public: Public) -> Vec<Class> {
    let mut out = Vec::new();
    let dir = TempDir::new();
    let mut urls = vec![(StoreOptions::sqlite_in(&dir.0), Some(dir))];
    if let Ok(base) = std::env::var("HOOKLAB_TEST_DATABASE_URL") {
        if !base.is_empty() {
            urls.push((postgres_url(&base).await, None));
        }
    }
    for (url, dir) in urls {
        let mut options = StoreOptions::new(url);
        options.limits = limits.clone();
        let store = Store::open(&options, catalogue())
            .await
            .expect("the store opens");
        let router = hooklab_server::router_with(Site {
            classroom: Some(Classroom {
                store: store.clone(),
                secure_cookies: public.https,
            }),
            public: public.clone(),
        });
        out.push(Class {
            router,
            store,
            _dir: dir,
        });
    }
    out
}

/// A request's answer, read.
pub struct Answer {
    pub status: u16,
    pub headers: axum::http::HeaderMap,
    pub body: String,
}

impl Answer {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body).unwrap_or(Value::Null)
    }

    pub fn header(&self, name: &str) -> &str {
        self.headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
    }

    /// The session cookie this answer sets, as `name=value`.
    pub fn session_cookie(&self) -> Option<String> {
        self.headers
            .get_all("set-cookie")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .find(|v| v.starts_with("hooklab_session="))
            .and_then(|v| v.split(';').next())
            .map(str::to_owned)
    }
}

pub async fn read(response: Response) -> Answer {
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    let bytes = crate::web::body_bytes(response).await;
    Answer {
        status,
        headers,
        body: String::from_utf8_lossy(&bytes).into_owned(),
    }
}

/// How a call sends its arguments.
#[derive(Clone, Copy, Debug)]
pub enum Via {
    Get,
    Form,
    Json,
}

impl Class {
    pub async fn call(
        &self,
        via: Via,
        function: &str,
        args: &Value,
        cookie: Option<&String>,
    ) -> Answer {
        let path = format!("/api/class/{function}");
        let fields = || -> String {
            args.as_object()
                .map(|o| {
                    o.iter()
                        .map(|(k, v)| {
                            let v = v.as_str().map_or_else(|| v.to_string(), str::to_owned);
                            format!("{}={}", encode(k), encode(&v))
                        })
                        .collect::<Vec<_>>()
                        .join("&")
                })
                .unwrap_or_default()
        };
        let mut request = match via {
            Via::Get => Request::get(format!("{path}?{}", fields())),
            Via::Form => {
                Request::post(&path).header("content-type", "application/x-www-form-urlencoded")
            }
            Via::Json => Request::post(&path).header("content-type", "application/json"),
        };
        if let Some(cookie) = cookie {
            request = request.header("cookie", cookie);
        }
        let body = match via {
            Via::Get => Body::empty(),
            Via::Form => Body::from(fields()),
            Via::Json => Body::from(args.to_string()),
        };
        let response = self
            .router
            .clone()
            .oneshot(request.body(body).expect("request"))
            .await
            .expect("infallible");
        read(response).await
    }

    pub async fn get(&self, path: &str, headers: &[(&str, &str)]) -> Answer {
        let mut request = Request::get(path);
        for (name, value) in headers {
            request = request.header(*name, *value);
        }
        let response = self
            .router
            .clone()
            .oneshot(request.body(Body::empty()).expect("request"))
            .await
            .expect("infallible");
        read(response).await
    }
}

fn encode(text: &str) -> String {
    text.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
                char::from(b).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

/// Ada (instructor) with a group and an assignment, Kim (her student) with
/// one attempt, Lee (another of her students) with none; Bob (another
/// instructor) and Zoe (his student).
pub struct World {
    pub ada: String,
    pub bob: String,
    pub kim: String,
    pub lee: String,
    pub zoe: String,
    pub group: String,
    pub assignment: String,
    pub kim_id: String,
}

pub async fn world(class: &Class) -> World {
    for name in ["Ada", "Bob"] {
        class
            .store
            .add_instructor(name, "a long enough password")
            .await
            .unwrap();
    }
    let sign_in = |name: &'static str| async move {
        let answer = class
            .call(
                Via::Form,
                "sign-in",
                &json!({"name": name, "password": "a long enough password"}),
                None,
            )
            .await;
        assert_eq!(answer.status, 200, "{}", answer.body);
        answer.session_cookie().expect("a session cookie")
    };
    let ada = sign_in("Ada").await;
    let bob = sign_in("Bob").await;
    let group = class
        .call(
            Via::Form,
            "create-group",
            &json!({"name": "Evening"}),
            Some(&ada),
        )
        .await
        .json();
    let other = class
        .call(
            Via::Form,
            "create-group",
            &json!({"name": "Morning"}),
            Some(&bob),
        )
        .await
        .json();
    let join = |code: String, name: &'static str| async move {
        let answer = class
            .call(
                Via::Form,
                "join",
                &json!({"code": code, "display_name": name}),
                None,
            )
            .await;
        assert_eq!(answer.status, 200, "{}", answer.body);
        let id = answer.json()["account"]["id"].as_str().unwrap().to_owned();
        (answer.session_cookie().expect("a session cookie"), id)
    };
    let (kim, kim_id) = join(group["join_code"].as_str().unwrap().to_owned(), "Kim").await;
    let (lee, _) = join(group["join_code"].as_str().unwrap().to_owned(), "Lee").await;
    let (zoe, _) = join(other["join_code"].as_str().unwrap().to_owned(), "Zoe").await;
    let group = group["id"].as_str().unwrap().to_owned();
    let assignment = assign(class, &ada, &group, "Week 1", &["quiz/block-rm-rf"]).await;
    let submitted = class
        .call(
            Via::Json,
            "submit",
            &json!({"submission": submission(&assignment, "key-kim-0001", "prompt-instruction")}),
            Some(&kim),
        )
        .await;
    assert_eq!(submitted.status, 200, "{}", submitted.body);
    World {
        ada,
        bob,
        kim,
        lee,
        zoe,
        group,
        assignment,
        kim_id,
    }
}

/// The id of a new assignment of `items` to `group`, open now, due far
/// ahead, three attempts, answers shown; `instructor` is a session cookie
/// (as `Class::call` takes it).
pub async fn assign(
    class: &Class,
    instructor: &String,
    group: &str,
    title: &str,
    items: &[&str],
) -> String {
    let spec = json!({
        "title": title,
        "items": items,
        "opens_at": 0,
        "due_at": 4_000_000_000_000i64,
        "time_zone": "Europe/Paris",
        "late_policy": "accept",
        "attempts_allowed": 3,
        "time_limit": null,
        "show_answers": true
    });
    let created = class
        .call(
            Via::Json,
            "create-assignment",
            &json!({"group_id": group, "spec": spec, "lang": "en"}),
            Some(instructor),
        )
        .await;
    assert_eq!(created.status, 200, "{}", created.body);
    created.json()["id"].as_str().unwrap().to_owned()
}

pub fn submission(assignment: &str, key: &str, choice: &str) -> Value {
    json!({
        "assignment_id": assignment,
        "item_key": "quiz/block-rm-rf",
        "idempotency_key": key,
        "answer": {"kind": "quiz", "choice": choice}
    })
}

/// Every classroom function that needs a session, with arguments naming
/// Ada's group, assignment and student.
fn guarded(w: &World) -> Vec<(Via, &'static str, Value, Role)> {
    let spec = json!({
        "title": "Changed", "items": ["quiz/block-rm-rf"], "opens_at": 0, "due_at": 4_000_000_000_000i64,
        "time_zone": "UTC", "late_policy": "refuse", "attempts_allowed": null, "time_limit": null, "show_answers": false
    });
    let g = &w.group;
    let a = &w.assignment;
    let s = &w.kim_id;
    vec![
        (Via::Get, "group", json!({"group_id": g}), Role::Teacher),
        (
            Via::Form,
            "rotate-code",
            json!({"group_id": g}),
            Role::Teacher,
        ),
        (
            Via::Form,
            "add-instructor",
            json!({"group_id": g, "name": "Bob"}),
            Role::Teacher,
        ),
        (
            Via::Form,
            "remove-student",
            json!({"group_id": g, "student_id": s}),
            Role::Teacher,
        ),
        (
            Via::Form,
            "reset-recovery",
            json!({"group_id": g, "student_id": s}),
            Role::Teacher,
        ),
        (
            Via::Get,
            "assignment",
            json!({"assignment_id": a, "lang": "en"}),
            Role::Teacher,
        ),
        (
            Via::Json,
            "create-assignment",
            json!({"group_id": g, "spec": spec, "lang": "en"}),
            Role::Teacher,
        ),
        (
            Via::Json,
            "update-assignment",
            json!({"assignment_id": a, "spec": spec, "lang": "en"}),
            Role::Teacher,
        ),
        (
            Via::Json,
            "set-override",
            json!({"assignment_id": a, "student_id": s, "accommodations": {"extra_seconds": 0, "extra_attempts": 5, "due_at": null}}),
            Role::Teacher,
        ),
        (
            Via::Form,
            "clear-override",
            json!({"assignment_id": a, "student_id": s}),
            Role::Teacher,
        ),
        (
            Via::Get,
            "attempts",
            json!({"assignment_id": a}),
            Role::Teacher,
        ),
        (
            Via::Get,
            "results",
            json!({"assignment_id": a, "lang": "en"}),
            Role::Teacher,
        ),
        (
            Via::Form,
            "regrade",
            json!({"assignment_id": a}),
            Role::Teacher,
        ),
        (
            Via::Form,
            "delete-assignment",
            json!({"assignment_id": a}),
            Role::Teacher,
        ),
        (
            Via::Form,
            "delete-group",
            json!({"group_id": g}),
            Role::Teacher,
        ),
        (Via::Get, "groups", json!({}), Role::AnyTeacher),
        (
            Via::Get,
            "catalogue",
            json!({"lang": "en"}),
            Role::AnyTeacher,
        ),
        (
            Via::Get,
            "authored",
            json!({"lang": "en"}),
            Role::AnyTeacher,
        ),
        (
            Via::Json,
            "upload",
            json!({"kind": "quiz", "files": [{"name": "x.toml", "text": "id = \"x\""}]}),
            Role::AnyTeacher,
        ),
        (
            Via::Form,
            "delete-authored",
            json!({"authored_id": "nothing"}),
            Role::AnyTeacher,
        ),
        (
            Via::Form,
            "create-group",
            json!({"name": "Mine"}),
            Role::AnyTeacher,
        ),
        (
            Via::Get,
            "assignments",
            json!({"group_id": g, "lang": "en"}),
            Role::Member,
        ),
        (
            Via::Get,
            "my-assignments",
            json!({"group_id": g, "lang": "en"}),
            Role::Student,
        ),
        (
            Via::Get,
            "my-assignment",
            json!({"assignment_id": a, "lang": "en"}),
            Role::Student,
        ),
        (
            Via::Get,
            "my-attempts",
            json!({"assignment_id": a}),
            Role::Student,
        ),
        (
            Via::Get,
            "item",
            json!({"assignment_id": a, "item_key": "quiz/block-rm-rf", "lang": "en"}),
            Role::Member,
        ),
        (
            Via::Form,
            "start",
            json!({"assignment_id": a, "item_key": "quiz/block-rm-rf"}),
            Role::Student,
        ),
        (
            Via::Json,
            "submit",
            json!({"submission": submission(a, "key-zoe-0001", "hook-pre-tool-use")}),
            Role::Student,
        ),
        (
            Via::Get,
            "exam-key",
            json!({"assignment_id": a, "item_key": "quiz/block-rm-rf", "lang": "en"}),
            Role::Member,
        ),
        (Via::Form, "leave", json!({"group_id": g}), Role::Student),
        (Via::Get, "my-groups", json!({}), Role::AnyStudent),
        (Via::Get, "keeps-progress", json!({}), Role::AnyStudent),
        (
            Via::Form,
            "keep-progress",
            json!({"keep": true}),
            Role::AnyStudent,
        ),
        (
            Via::Form,
            "sync-progress",
            json!({"document": "{\"format\": \"hooklab-progress\", \"version\": 2}"}),
            Role::AnyStudent,
        ),
        (
            Via::Form,
            "change-password",
            json!({"current": "x", "new": "a new long password"}),
            Role::AnyTeacher,
        ),
    ]
}

/// Who a function is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    /// An instructor of Ada's group.
    Teacher,
    /// Any instructor (their own data).
    AnyTeacher,
    /// A student of Ada's group.
    Student,
    /// Any student (their own data).
    AnyStudent,
    /// A teacher or a student of the group.
    Member,
}

/// The classroom functions anyone may call (they sign in, or say who is
/// signed in).
const OPEN: [&str; 6] = ["me", "sign-in", "recover", "setup", "sign-out", "join"];

impl Role {
    /// Whether `who` (one of the world's five people) may call a function
    /// for this role on Ada's group.
    fn allows(self, who: &str) -> bool {
        match self {
            Role::Teacher => who == "Ada",
            Role::AnyTeacher => matches!(who, "Ada" | "Bob"),
            Role::Student => matches!(who, "Kim" | "Lee"),
            Role::AnyStudent => matches!(who, "Kim" | "Lee" | "Zoe"),
            Role::Member => matches!(who, "Ada" | "Kim" | "Lee"),
        }
    }
}

#[tokio::test]
async fn the_authorisation_test_covers_every_classroom_function() {
    let class = classes(RateLimits::unlimited(), Public::default())
        .await
        .remove(0);
    let w = world(&class).await;
    let listed = guarded(&w);
    for (path, method) in hooklab_server::api::class_functions() {
        let name = path.trim_start_matches("/api/class/");
        if OPEN.contains(&name) {
            continue;
        }
        let Some((via, ..)) = listed.iter().find(|(_, f, ..)| *f == name) else {
            panic!("{path} has no authorisation test: add it to guarded()");
        };
        let read_only = matches!(via, Via::Get);
        assert_eq!(
            method == axum::http::Method::GET,
            read_only,
            "{path}: reads are GET, changes POST ({method})"
        );
    }
}

#[tokio::test]
async fn every_classroom_function_checks_who_asks() {
    for class in classes(RateLimits::unlimited(), Public::default()).await {
        let w = world(&class).await;
        let people = [
            ("Ada", &w.ada),
            ("Bob", &w.bob),
            ("Kim", &w.kim),
            ("Lee", &w.lee),
            ("Zoe", &w.zoe),
        ];
        for (via, function, args, role) in guarded(&w) {
            let out = class.call(via, function, &args, None).await;
            assert_eq!(out.status, 401, "signed out: {function}: {}", out.body);
            assert_eq!(out.json()["code"], "signed-out", "{function}");
            assert!(
                out.header("cache-control").contains("no-store"),
                "{function}"
            );
            for (who, cookie) in people {
                if role.allows(who) {
                    // Callers with a right to the function: only the
                    // harmless calls on their own data are made here (the
                    // other tests do the rest).
                    let harmless = matches!(
                        (role, who),
                        (Role::AnyTeacher, "Bob") | (Role::AnyStudent, "Zoe")
                    );
                    if harmless {
                        let out = class.call(via, function, &args, Some(cookie)).await;
                        let code = out.json()["code"].as_str().unwrap_or("").to_owned();
                        assert!(
                            out.status < 500 && code != "signed-out" && code != "forbidden",
                            "{who}: {function}: {} {}",
                            out.status,
                            out.body
                        );
                    }
                    continue;
                }
                let out = class.call(via, function, &args, Some(cookie)).await;
                assert!(
                    out.status == 403 || out.status == 404,
                    "{who} must not reach {function}: {} {}",
                    out.status,
                    out.body
                );
                assert!(
                    matches!(out.json()["code"].as_str(), Some("forbidden" | "not-found")),
                    "{who}: {function}: {}",
                    out.body
                );
            }
        }
        // Nothing of Ada's was touched by those calls.
        let results = class
            .call(
                Via::Get,
                "results",
                &json!({"assignment_id": w.assignment, "lang": "en"}),
                Some(&w.ada),
            )
            .await;
        assert_eq!(results.status, 200, "{}", results.body);
        let rows = results.json()["rows"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        assert_eq!(rows.len(), 2, "Kim and Lee are still in the group");
        let attempts: Vec<u64> = rows
            .iter()
            .map(|r| r["cells"][0]["attempts"].as_u64().unwrap_or(99))
            .collect();
        assert_eq!(attempts.iter().sum::<u64>(), 1, "{attempts:?}");
        let group = class
            .call(
                Via::Get,
                "group",
                &json!({"group_id": w.group}),
                Some(&w.ada),
            )
            .await;
        assert_eq!(group.json()["roster"].as_array().map(Vec::len), Some(2));
        // The downloads: the group's instructor only.
        let csv_path = format!("/api/class/results.csv?assignment={}", w.assignment);
        let json_path = format!("/api/class/results.json?assignment={}", w.assignment);
        for path in [&csv_path, &json_path] {
            assert_eq!(class.get(path, &[]).await.status, 401, "{path}");
            for (who, cookie) in people {
                if who == "Ada" {
                    continue;
                }
                let out = class.get(path, &[("cookie", cookie.as_str())]).await;
                assert!(
                    out.status == 403 || out.status == 404,
                    "{who} must not download {path}: {}",
                    out.status
                );
                assert!(!out.body.contains("Kim"), "{who} sees Kim in {path}");
            }
        }
        let csv = class.get(&csv_path, &[("cookie", w.ada.as_str())]).await;
        assert_eq!(csv.status, 200);
        assert!(csv.header("content-disposition").starts_with("attachment"));
        assert!(csv.body.starts_with(
            "student_id,student_name,item,kind,item_id,score,attempts,last_attempt_utc,late,correct,answer,confidence\r\n"
        ));
        // A student sees their own attempts only: Kim her one, Lee none.
        // The closures below borrow the class rather than take it.
        let class = &class;
        let mine = |cookie: &String| {
            let args = json!({"assignment_id": w.assignment});
            let cookie = cookie.clone();
            async move {
                class
                    .call(Via::Get, "my-attempts", &args, Some(&cookie))
                    .await
            }
        };
        assert_eq!(mine(&w.kim).await.json().as_array().map(Vec::len), Some(1));
        let lee_view = mine(&w.lee).await;
        assert_eq!(
            lee_view.json().as_array().map(Vec::len),
            Some(0),
            "{}",
            lee_view.body
        );
        let kims_attempt = class
            .call(
                Via::Get,
                "attempts",
                &json!({"assignment_id": w.assignment, "student_id": w.kim_id}),
                Some(&w.lee),
            )
            .await;
        assert!(
            kims_attempt.status == 403 || kims_attempt.status == 404,
            "Lee must not read Kim's attempts: {}",
            kims_attempt.body
        );
    }
}

/// A signed-in instructor's and student's pages find a rule in their
/// stylesheet for every class their markup names (the public pages: in
/// `web.rs`).
#[tokio::test]
async fn classroom_pages_find_their_classes_in_their_stylesheet() {
    use crate::web::{classes_without_their_rules, stylesheet_url};
    let class = classes(RateLimits::unlimited(), Public::default())
        .await
        .remove(0);
    let w = world(&class).await;
    let (g, a) = (&w.group, &w.assignment);
    // The tools' items load bundles of their own, with style files of
    // their own.
    let items = [
        "challenge/block-rm-allow-git",
        "simulator/resume-wrong-directory",
    ];
    let tools = assign(&class, &w.ada, g, "Week 2", &items).await;
    let pages = [
        (&w.ada, "/en/teach".to_owned()),
        (&w.ada, "/en/teach/items".to_owned()),
        (&w.ada, format!("/en/teach/groups/{g}")),
        (&w.ada, format!("/en/teach/groups/{g}/new")),
        (&w.ada, format!("/en/teach/assignments/{a}")),
        (&w.ada, format!("/en/teach/assignments/{a}/results")),
        (&w.ada, "/en/class".to_owned()),
        (&w.kim, "/en/class".to_owned()),
        (&w.kim, format!("/en/class/assignments/{a}")),
        (
            &w.kim,
            format!("/en/class/assignments/{a}/quiz/block-rm-rf"),
        ),
        (
            &w.kim,
            format!("/en/class/assignments/{tools}/challenge/block-rm-allow-git"),
        ),
        (
            &w.kim,
            format!("/en/class/assignments/{tools}/simulator/resume-wrong-directory"),
        ),
    ];
    for (cookie, path) in pages {
        let page = class.get(&path, &[("cookie", cookie.as_str())]).await;
        assert_eq!(page.status, 200, "{path}");
        if path.matches('/').count() > 5 {
            assert!(
                page.body.contains("class-work"),
                "{path}: the item's work area"
            );
        }
        let sheet = class.get(&stylesheet_url(&page.body), &[]).await;
        assert_eq!(sheet.status, 200, "{path}");
        let missing = classes_without_their_rules(&page.body, &sheet.body);
        assert!(missing.is_empty(), "{path}: no rules for {missing:?}");
    }
}

#[tokio::test]
async fn sessions_live_in_cookies_that_scripts_cannot_read() {
    let public = Public::new(Some("https://class.example.org"), Vec::new()).unwrap();
    for class in classes(RateLimits::unlimited(), public).await {
        class
            .store
            .add_instructor("Ada", "a long enough password")
            .await
            .unwrap();
        let signed = class
            .call(
                Via::Form,
                "sign-in",
                &json!({"name": "Ada", "password": "a long enough password"}),
                None,
            )
            .await;
        let set = signed.header("set-cookie").to_owned();
        for part in ["HttpOnly", "SameSite=Lax", "Secure", "Path=/"] {
            assert!(set.contains(part), "{part} in {set}");
        }
        assert!(signed
            .header("strict-transport-security")
            .contains("max-age="));
        let cookie = signed.session_cookie().unwrap();
        assert!(
            !signed
                .body
                .contains(cookie.trim_start_matches("hooklab_session=")),
            "the token is not in the body"
        );
        let me = class.call(Via::Get, "me", &json!({}), Some(&cookie)).await;
        assert_eq!(me.json()["account"]["name"], "Ada");
        let out = class
            .call(Via::Form, "sign-out", &json!({}), Some(&cookie))
            .await;
        assert_eq!(out.status, 200);
        assert!(out.header("set-cookie").contains("Max-Age=0"));
        let me = class.call(Via::Get, "me", &json!({}), Some(&cookie)).await;
        assert_eq!(
            (me.status, me.json()),
            (200, Value::Null),
            "the old cookie is worthless"
        );
        let groups = class
            .call(Via::Get, "groups", &json!({}), Some(&cookie))
            .await;
        assert_eq!(groups.status, 401);
    }
}

#[tokio::test]
async fn rate_limited_requests_say_when_to_try_again() {
    let limits = RateLimits {
        sign_in_per_account: hooklab_store::limits::Limit::new(2, 60),
        ..RateLimits::unlimited()
    };
    for class in classes(limits, Public::default()).await {
        class
            .store
            .add_instructor("Ada", "a long enough password")
            .await
            .unwrap();
        let args = json!({"name": "Ada", "password": "wrong password"});
        for _ in 0..2 {
            assert_eq!(
                class.call(Via::Form, "sign-in", &args, None).await.status,
                401
            );
        }
        let out = class.call(Via::Form, "sign-in", &args, None).await;
        assert_eq!(out.status, 429, "{}", out.body);
        let wait: u64 = out.header("retry-after").parse().unwrap();
        assert!((1..=60).contains(&wait));
        assert_eq!(out.json()["code"], "rate-limited");
        assert!(out.json()["message"]
            .as_str()
            .unwrap()
            .contains(&format!("try again in {wait} seconds")));
    }
}

/// A refusal for going too fast, as the page gets it.
fn assert_rate_limited(out: &Answer, what: &str) {
    assert_eq!(out.status, 429, "{what}: {}", out.body);
    let wait: u64 = out.header("retry-after").parse().unwrap_or(0);
    assert!((1..=600).contains(&wait), "{what}: Retry-After {wait}");
    assert_eq!(out.json()["code"], "rate-limited", "{what}");
    assert_eq!(out.json()["retry_after"], wait, "{what}");
    assert!(
        out.json()["message"]
            .as_str()
            .unwrap_or("")
            .contains(&format!("try again in {wait} seconds")),
        "{what}: {}",
        out.body
    );
}

#[tokio::test]
async fn joins_count_per_code_and_submissions_per_student() {
    let limits = RateLimits {
        join_per_code: hooklab_store::limits::Limit::new(2, 600),
        submit_per_student: hooklab_store::limits::Limit::new(2, 60),
        ..RateLimits::unlimited()
    };
    for class in classes(limits, Public::default()).await {
        class
            .store
            .add_instructor("Ada", "a long enough password")
            .await
            .unwrap();
        let ada = class
            .call(
                Via::Form,
                "sign-in",
                &json!({"name": "Ada", "password": "a long enough password"}),
                None,
            )
            .await
            .session_cookie()
            .unwrap();
        let class = &class;
        let group = |name: &str| {
            let args = json!({ "name": name });
            let ada = &ada;
            async move {
                class
                    .call(Via::Form, "create-group", &args, Some(ada))
                    .await
            }
        };
        let first = group("First").await.json();
        let second = group("Second").await.json();
        let join = |code: &Value, name: &str| {
            let args = json!({"code": code, "display_name": name});
            async move { class.call(Via::Form, "join", &args, None).await }
        };
        let kim = join(&first["join_code"], "Kim").await;
        let lee = join(&first["join_code"], "Lee").await;
        assert_eq!((kim.status, lee.status), (200, 200));
        let third = join(&first["join_code"], "Max").await;
        assert_rate_limited(&third, "a third join with one code");
        assert!(third.session_cookie().is_none(), "no account was made");
        assert_eq!(
            join(&second["join_code"], "Max").await.status,
            200,
            "another group's code has its own budget"
        );
        let spec = json!({
            "title": "Week 1", "items": ["quiz/block-rm-rf"], "opens_at": 0,
            "due_at": 4_000_000_000_000i64, "time_zone": "UTC", "late_policy": "accept",
            "attempts_allowed": null, "time_limit": null, "show_answers": false
        });
        let assignment = class
            .call(
                Via::Json,
                "create-assignment",
                &json!({"group_id": first["id"], "spec": spec, "lang": "en"}),
                Some(&ada),
            )
            .await
            .json()["id"]
            .as_str()
            .unwrap()
            .to_owned();
        let submit = |cookie: &String, key: &str| {
            let args = json!({"submission": submission(&assignment, key, "hook-pre-tool-use")});
            let cookie = cookie.clone();
            async move { class.call(Via::Json, "submit", &args, Some(&cookie)).await }
        };
        let kim = kim.session_cookie().unwrap();
        let lee = lee.session_cookie().unwrap();
        assert_eq!(submit(&kim, "limit-kim-01").await.status, 200);
        assert_eq!(submit(&kim, "limit-kim-02").await.status, 200);
        assert_rate_limited(&submit(&kim, "limit-kim-03").await, "a third submission");
        assert_eq!(
            submit(&kim, "limit-kim-01").await.json()["replayed"],
            true,
            "a retry of a stored submission is answered, not counted"
        );
        assert_eq!(
            submit(&lee, "limit-lee-01").await.status,
            200,
            "another student from the same address has their own budget"
        );
        assert_eq!(
            class.store.export().await.unwrap().tables["attempts"].len(),
            3,
            "the refused submission stored nothing"
        );
    }
}

#[tokio::test]
async fn bad_submissions_get_a_4xx_and_change_nothing() {
    for class in classes(RateLimits::unlimited(), Public::default()).await {
        let w = world(&class).await;
        let before = class.store.export().await.unwrap().tables;
        let cases: Vec<(&str, String)> = vec![
            ("not JSON", "{\"submission\": ".to_owned()),
            ("a forged verdict", json!({"submission": {
                "assignment_id": w.assignment, "item_key": "quiz/block-rm-rf", "idempotency_key": "key-forged-01",
                "answer": {"kind": "quiz", "choice": "prompt-instruction", "correct": true}}}).to_string()),
            ("a wrong kind", json!({"submission": {
                "assignment_id": w.assignment, "item_key": "quiz/block-rm-rf", "idempotency_key": "key-forged-02",
                "answer": {"kind": "simulator", "commands": []}}}).to_string()),
            ("a bad key", json!({"submission": submission(&w.assignment, "short", "hook-pre-tool-use")}).to_string()),
            ("an unknown option", json!({"submission": submission(&w.assignment, "key-forged-03", "routing")}).to_string()),
        ];
        for (what, body) in cases {
            let request = Request::post("/api/class/submit")
                .header("content-type", "application/json")
                .header("cookie", &w.kim)
                .body(Body::from(body))
                .unwrap();
            let out = read(class.router.clone().oneshot(request).await.unwrap()).await;
            assert!(
                (400..500).contains(&out.status),
                "{what}: {} {}",
                out.status,
                out.body
            );
        }
        let huge = "x".repeat(hooklab_server::api::MAX_BODY_BYTES + 10);
        let request = Request::post("/api/class/submit")
            .header("content-type", "application/json")
            .header("cookie", &w.kim)
            .body(Body::from(huge))
            .unwrap();
        let out = read(class.router.clone().oneshot(request).await.unwrap()).await;
        assert_eq!(out.status, 413);
        assert_eq!(
            class.store.export().await.unwrap().tables,
            before,
            "nothing changed"
        );
        // A retry of a stored submission lands once.
        let again = class
            .call(Via::Json, "submit", &json!({"submission": submission(&w.assignment, "key-kim-0001", "prompt-instruction")}), Some(&w.kim))
            .await;
        assert_eq!(again.json()["replayed"], true);
        assert_eq!(
            class.store.export().await.unwrap().tables["attempts"].len(),
            1
        );
    }
}

#[tokio::test]
async fn a_form_s_bad_field_is_named_in_the_error() {
    for class in classes(RateLimits::unlimited(), Public::default()).await {
        let w = world(&class).await;
        let spec = |change: Value| {
            let mut spec = json!({
                "title": "Week 2", "items": ["quiz/block-rm-rf"], "opens_at": 0, "due_at": 4_000_000_000_000i64,
                "time_zone": "UTC", "late_policy": "accept", "attempts_allowed": null, "time_limit": null,
                "show_answers": true
            });
            for (key, value) in change.as_object().unwrap() {
                spec[key] = value.clone();
            }
            json!({"group_id": w.group, "spec": spec, "lang": "en"})
        };
        for (change, field) in [
            (json!({"title": "  "}), "title"),
            (json!({"items": []}), "items"),
            (json!({"items": ["quiz/no-such-item"]}), "items"),
            (json!({"due_at": -1}), "due"),
            (json!({"time_zone": "Not a zone!"}), "time-zone"),
            (json!({"attempts_allowed": 0}), "attempts"),
            (json!({"time_limit": 0}), "time-limit"),
        ] {
            let out = class
                .call(
                    Via::Json,
                    "create-assignment",
                    &spec(change.clone()),
                    Some(&w.ada),
                )
                .await;
            assert_eq!(out.status, 400, "{change}: {}", out.body);
            assert_eq!(out.json()["code"], "invalid", "{change}");
            assert_eq!(out.json()["field"], field, "{change}: {}", out.body);
        }
        let out = class
            .call(
                Via::Form,
                "create-group",
                &json!({"name": ""}),
                Some(&w.ada),
            )
            .await;
        assert_eq!(
            (out.status, out.json()["field"].clone()),
            (400, json!("name"))
        );
        // An error about no field in particular says so.
        let out = class
            .call(
                Via::Form,
                "add-instructor",
                &json!({"group_id": w.group, "name": "Nobody"}),
                Some(&w.ada),
            )
            .await;
        assert_eq!(out.status, 404);
        assert_eq!(out.json()["field"], Value::Null);
    }
}

#[tokio::test]
async fn a_database_that_is_down_gives_503_never_a_panic() {
    let mut options = StoreOptions::new("postgres://hooklab@127.0.0.1:9/nothing");
    options.acquire_timeout = std::time::Duration::from_millis(500);
    let store = Store::lazy(&options, catalogue()).unwrap();
    let class = Class {
        router: hooklab_server::router_with(Site {
            classroom: Some(Classroom {
                store: store.clone(),
                secure_cookies: false,
            }),
            public: Public::default(),
        }),
        store,
        _dir: None,
    };
    let ready = class.get("/readyz", &[]).await;
    assert_eq!(ready.status, 503);
    assert_eq!(
        class.get("/healthz", &[]).await.status,
        200,
        "alive all the same"
    );
    let out = class
        .call(
            Via::Form,
            "sign-in",
            &json!({"name": "Ada", "password": "a long enough password"}),
            None,
        )
        .await;
    assert_eq!(out.status, 503, "{}", out.body);
    assert_eq!(out.json()["code"], "unavailable");
    assert_eq!(
        class.get("/en/learn", &[]).await.status,
        200,
        "the lessons do not need the database"
    );
}

#[tokio::test]
async fn readyz_answers_200_once_migrated() {
    for class in classes(RateLimits::unlimited(), Public::default()).await {
        assert_eq!(class.get("/readyz", &[]).await.status, 200);
    }
}

/// The exam item the tests assign: its key is `d`.
const EXAM_ITEM: &str = "exam/a-deny-does-not-cancel-the-audit-hook";

fn exam_submission(assignment: &str, key: &str, choice: &str, confidence: &str) -> Value {
    json!({"submission": {
        "assignment_id": assignment,
        "item_key": EXAM_ITEM,
        "idempotency_key": key,
        "answer": {"kind": "exam", "choice": choice, "confidence": confidence}
    }})
}

#[tokio::test]
async fn an_exam_item_is_assigned_timed_with_extra_time_and_graded_by_the_server() {
    for class in classes(RateLimits::unlimited(), Public::default()).await {
        let w = world(&class).await;
        // Ada finds the item in her catalogue, with its domains.
        let catalogue = class
            .call(Via::Get, "catalogue", &json!({"lang": "fr"}), Some(&w.ada))
            .await
            .json();
        let entry = catalogue
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["key"] == EXAM_ITEM)
            .cloned()
            .expect("the exam item is in the catalogue");
        assert_eq!(entry["kind"], "exam");
        assert_eq!(
            entry["domains"],
            json!(["hook-mechanics", "claude-code-configuration"])
        );
        assert!(
            entry["title"]
                .as_str()
                .unwrap()
                .starts_with("Le service conformité"),
            "{entry}"
        );
        let exam_items = catalogue
            .as_array()
            .unwrap()
            .iter()
            .filter(|e| e["kind"] == "exam")
            .count();
        assert_eq!(exam_items, class.store.catalogue().exam().len());
        // A timed assignment of one exam item, two attempts, answers shown.
        let spec = json!({
            "title": "Mock exam, question 1", "items": [EXAM_ITEM], "opens_at": 0,
            "due_at": 4_000_000_000_000i64, "time_zone": "UTC", "late_policy": "refuse",
            "attempts_allowed": 2, "time_limit": 60, "show_answers": true
        });
        let created = class
            .call(
                Via::Json,
                "create-assignment",
                &json!({"group_id": w.group, "spec": spec, "lang": "en"}),
                Some(&w.ada),
            )
            .await;
        assert_eq!(created.status, 200, "{}", created.body);
        assert_eq!(created.json()["items"][0]["kind"], "exam");
        let a = created.json()["id"].as_str().unwrap().to_owned();
        // Kim gets two more minutes.
        let set = class
            .call(
                Via::Json,
                "set-override",
                &json!({"assignment_id": a, "student_id": w.kim_id,
                "accommodations": {"extra_seconds": 120, "extra_attempts": 0, "due_at": null}}),
                Some(&w.ada),
            )
            .await;
        assert_eq!(set.status, 200, "{}", set.body);
        let limit_of = |cookie: &String| {
            let args = json!({"assignment_id": a, "lang": "en"});
            let cookie = cookie.clone();
            let class = &class;
            async move {
                class
                    .call(Via::Get, "my-assignment", &args, Some(&cookie))
                    .await
                    .json()["effective"]["time_limit"]
                    .clone()
            }
        };
        assert_eq!(limit_of(&w.kim).await, 180);
        assert_eq!(limit_of(&w.lee).await, 60);
        // The page gets the question, never the key or the explanations.
        let item = class
            .call(
                Via::Get,
                "item",
                &json!({"assignment_id": a, "item_key": EXAM_ITEM, "lang": "en"}),
                Some(&w.kim),
            )
            .await;
        assert_eq!(item.status, 200, "{}", item.body);
        let data = &item.json()["data"];
        assert!(data["stem"].as_str().unwrap().contains("psql"), "{data}");
        assert_eq!(data["options"].as_array().map(Vec::len), Some(4));
        assert!(data.get("answer").is_none(), "{data}");
        assert!(!item
            .body
            .contains("Claude Code starts every matching hook in parallel"));
        let key_of = |cookie: &String| {
            let args = json!({"assignment_id": a, "item_key": EXAM_ITEM, "lang": "en"});
            let cookie = cookie.clone();
            let class = &class;
            async move { class.call(Via::Get, "exam-key", &args, Some(&cookie)).await }
        };
        let early = key_of(&w.kim).await;
        assert_eq!(
            (early.status, early.json()),
            (200, Value::Null),
            "no key before submitting"
        );
        // A timed item is opened before it is answered; Kim's clock is 3 minutes.
        let unopened = class
            .call(
                Via::Json,
                "submit",
                &exam_submission(&a, "key-exam-kim-01", "d", "sure"),
                Some(&w.kim),
            )
            .await;
        assert_eq!(unopened.status, 409, "{}", unopened.body);
        assert_eq!(unopened.json()["reason"], "open-first");
        let start = |cookie: &String| {
            let args = json!({"assignment_id": a, "item_key": EXAM_ITEM});
            let cookie = cookie.clone();
            let class = &class;
            async move {
                class
                    .call(Via::Form, "start", &args, Some(&cookie))
                    .await
                    .json()
            }
        };
        let started = start(&w.kim).await;
        assert_eq!(
            started["ends_at"].as_i64().unwrap() - started["started_at"].as_i64().unwrap(),
            180_000
        );
        let lee_started = start(&w.lee).await;
        assert_eq!(
            lee_started["ends_at"].as_i64().unwrap() - lee_started["started_at"].as_i64().unwrap(),
            60_000
        );
        // A forged verdict, an option the item does not have, a missing
        // confidence: refused, nothing stored.
        let forged = class
            .call(
                Via::Json,
                "submit",
                &json!({"submission": {
                "assignment_id": a, "item_key": EXAM_ITEM, "idempotency_key": "key-exam-forged",
                "answer": {"kind": "exam", "choice": "a", "confidence": "sure", "correct": true}}}),
                Some(&w.kim),
            )
            .await;
        assert_eq!(forged.status, 400, "{}", forged.body);
        let unknown = class
            .call(
                Via::Json,
                "submit",
                &exam_submission(&a, "key-exam-unknown", "e", "sure"),
                Some(&w.kim),
            )
            .await;
        assert_eq!(unknown.status, 400, "{}", unknown.body);
        assert!(
            unknown.json()["message"]
                .as_str()
                .unwrap()
                .contains("choice"),
            "{}",
            unknown.body
        );
        let unsure = class
            .call(
                Via::Json,
                "submit",
                &json!({"submission": {
                "assignment_id": a, "item_key": EXAM_ITEM, "idempotency_key": "key-exam-unsure",
                "answer": {"kind": "exam", "choice": "d"}}}),
                Some(&w.kim),
            )
            .await;
        assert_eq!(unsure.status, 400, "{}", unsure.body);
        assert!(unsure.body.contains("confidence"), "{}", unsure.body);
        // Kim answers wrong, sure of herself: the server says so.
        let wrong = class
            .call(
                Via::Json,
                "submit",
                &exam_submission(&a, "key-exam-kim-01", "a", "sure"),
                Some(&w.kim),
            )
            .await;
        assert_eq!(wrong.status, 200, "{}", wrong.body);
        let feedback = &wrong.json()["feedback"];
        assert_eq!(feedback["correct"], false);
        assert_eq!(feedback["score"], 0);
        assert_eq!(
            feedback["response"],
            json!({"kind": "exam", "chosen": "a", "expected": "d", "confidence": "sure"})
        );
        // Now the key and the explanations may be shown to her, not to Lee.
        let key = key_of(&w.kim).await;
        assert_eq!(key.status, 200, "{}", key.body);
        assert_eq!(key.json()["item"]["answer"], "d");
        assert!(key.json()["item"]["text"]["en"]["why_not"]["a"].is_string());
        assert_eq!(
            key_of(&w.lee).await.json(),
            Value::Null,
            "Lee has not answered"
        );
        assert_eq!(key_of(&w.ada).await.json()["item"]["answer"], "d");
        for (who, cookie) in [("Bob", &w.bob), ("Zoe", &w.zoe)] {
            let out = key_of(cookie).await;
            assert!(
                out.status == 403 || out.status == 404,
                "{who}: {} {}",
                out.status,
                out.body
            );
            assert!(!out.body.contains("why_not"), "{who}");
        }
        let zoe = class
            .call(
                Via::Json,
                "submit",
                &exam_submission(&a, "key-exam-zoe-01", "d", "sure"),
                Some(&w.zoe),
            )
            .await;
        assert_eq!(zoe.status, 404, "{}", zoe.body);
        // Second attempt, right but guessed; a third is refused.
        start(&w.kim).await;
        let right = class
            .call(
                Via::Json,
                "submit",
                &exam_submission(&a, "key-exam-kim-02", "d", "guessing"),
                Some(&w.kim),
            )
            .await;
        assert_eq!(right.status, 200, "{}", right.body);
        assert_eq!(right.json()["feedback"]["correct"], true);
        assert_eq!(right.json()["feedback"]["score"], 1000);
        start(&w.kim).await;
        let third = class
            .call(
                Via::Json,
                "submit",
                &exam_submission(&a, "key-exam-kim-03", "d", "sure"),
                Some(&w.kim),
            )
            .await;
        assert_eq!(third.status, 409, "{}", third.body);
        assert_eq!(third.json()["reason"], "attempts-used");
        // Lee answers b.
        let lee = class
            .call(
                Via::Json,
                "submit",
                &exam_submission(&a, "key-exam-lee-01", "b", "sure"),
                Some(&w.lee),
            )
            .await;
        assert_eq!(lee.json()["feedback"]["correct"], false, "{}", lee.body);
        // Ada's results: the best attempt, its option and confidence; the
        // wrong options counted on first attempts.
        let results = class
            .call(
                Via::Get,
                "results",
                &json!({"assignment_id": a, "lang": "en"}),
                Some(&w.ada),
            )
            .await
            .json();
        let kim_row = results["rows"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["student"]["id"] == w.kim_id.as_str())
            .unwrap()
            .clone();
        let cell = &kim_row["cells"][0];
        assert_eq!(
            (cell["score"].clone(), cell["attempts"].clone()),
            (json!(1000), json!(2))
        );
        assert_eq!(
            (
                cell["correct"].clone(),
                cell["answer"].clone(),
                cell["confidence"].clone()
            ),
            (json!(true), json!("d"), json!("guessing"))
        );
        let wrong = &results["item_stats"][0]["most_common_wrong"];
        assert_eq!(wrong["count"], 1, "{wrong}");
        assert!(
            matches!(wrong["answer"].as_str(), Some("a" | "b")),
            "{wrong}"
        );
        assert_eq!(results["item_stats"][0]["facility"], 0.5);
        let csv = class
            .get(
                &format!("/api/class/results.csv?assignment={a}"),
                &[("cookie", w.ada.as_str())],
            )
            .await;
        assert_eq!(csv.status, 200);
        assert!(
            csv.body.contains(&format!(
                ",Kim,{EXAM_ITEM},exam,a-deny-does-not-cancel-the-audit-hook,1.000,2,"
            )),
            "{}",
            csv.body
        );
        assert!(csv.body.contains(",yes,d,guessing\r\n"), "{}", csv.body);
        assert!(csv.body.contains(",no,b,sure\r\n"), "{}", csv.body);

        // Where answers are not shown, neither the grade nor the key reach
        // the student, whatever they ask.
        let hidden_spec = json!({
            "title": "Hidden", "items": [EXAM_ITEM], "opens_at": 0,
            "due_at": 4_000_000_000_000i64, "time_zone": "UTC", "late_policy": "accept",
            "attempts_allowed": null, "time_limit": null, "show_answers": false
        });
        let hidden = class
            .call(
                Via::Json,
                "create-assignment",
                &json!({"group_id": w.group, "spec": hidden_spec, "lang": "en"}),
                Some(&w.ada),
            )
            .await
            .json()["id"]
            .as_str()
            .unwrap()
            .to_owned();
        let quiet = class
            .call(
                Via::Json,
                "submit",
                &exam_submission(&hidden, "key-exam-hidden", "d", "sure"),
                Some(&w.kim),
            )
            .await;
        assert_eq!(quiet.status, 200, "{}", quiet.body);
        assert_eq!(quiet.json()["feedback"], Value::Null);
        let key = class
            .call(
                Via::Get,
                "exam-key",
                &json!({"assignment_id": hidden, "item_key": EXAM_ITEM, "lang": "en"}),
                Some(&w.kim),
            )
            .await;
        assert_eq!((key.status, key.json()), (200, Value::Null));
        let mine = class
            .call(
                Via::Get,
                "my-attempts",
                &json!({"assignment_id": hidden}),
                Some(&w.kim),
            )
            .await
            .json();
        assert_eq!(mine[0]["feedback"], Value::Null, "{mine}");
        // An exam item cannot be uploaded as an authored one.
        let upload = class
            .call(
                Via::Json,
                "upload",
                &json!({"kind": "exam", "files": [{"name": "x.toml", "text": "id = \"x\""}]}),
                Some(&w.ada),
            )
            .await;
        assert_eq!(upload.status, 400, "{}", upload.body);
        assert_eq!(upload.json()["field"], "kind");
        // The key of a quiz item is no exam key.
        let quiz = class
            .call(Via::Get, "exam-key", &json!({"assignment_id": w.assignment, "item_key": "quiz/block-rm-rf", "lang": "en"}), Some(&w.ada))
            .await;
        assert_eq!(quiz.status, 400, "{}", quiz.body);
        assert_eq!(quiz.json()["field"], "item_key");
    }
}
