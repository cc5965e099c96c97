//! Getting in: joining a group (with the recovery code shown once),
//! signing in again with a recovery code, the instructor's sign-in, and the
//! one-time setup of the first instructor (`/{lang}/signin#setup=TOKEN`,
//! the link `hooklab serve` prints).

use super::{browser, class_home, safe_next, ErrorNote};
use crate::{
    classroom::{join, recover, setup, sign_in, whoami, ClassError, JoinView},
    i18n::{t, t_args, use_lang, Arg, Lang},
};
use hooklab_core::classroom::MIN_PASSWORD_CHARS;
use leptos::{prelude::*, task::spawn_local};
use leptos_meta::Title;
use leptos_router::{
    components::Redirect,
    hooks::{use_params_map, use_query_map},
};

/// The setup token in a URL fragment (`#setup=TOKEN`), if any.
#[must_use]
pub fn setup_token(fragment: &str) -> Option<String> {
    fragment
        .trim_start_matches('#')
        .split('&')
        .find_map(|pair| pair.strip_prefix("setup="))
        .filter(|token| !token.is_empty())
        .map(str::to_owned)
}

/// `/{lang}/signin`: the ways in, or the first instructor's setup when the
/// link carries a setup token. A signed-in visitor goes on to the classroom.
#[component]
pub fn SignInPage() -> impl IntoView {
    let lang = use_lang();
    let query = use_query_map();
    let next = query.with_untracked(|q| q.get("next"));
    let target = safe_next(lang, next.as_deref());
    let me = Resource::new(|| (), |()| whoami());
    view! {
        <Title text=format!("{} · Hooklab", t(lang, "class-signin-title"))/>
        <div class="page narrow class">
            <h1>{t(lang, "class-signin-title")}</h1>
            <Suspense fallback=move || view! { <p>{t(lang, "loading")}</p> }>
                {move || {
                    let target = target.clone();
                    Suspend::new(async move {
                        match me.await {
                            Ok(Some(_)) => view! { <Redirect path=target/> }.into_any(),
                            Ok(None) => view! { <Welcome lang=lang next=target code=String::new()/> }.into_any(),
                            Err(error) => view! { <ErrorNote lang=lang error=error/> }.into_any(),
                        }
                    })
                }}
            </Suspense>
        </div>
    }
}

/// `/{lang}/class/join/{code}`: the join link. The form comes with the code
/// filled in; a signed-in student joins one more group from it.
#[component]
pub fn JoinPage() -> impl IntoView {
    let lang = use_lang();
    let params = use_params_map();
    let code = params.with_untracked(|p| p.get("code").unwrap_or_default());
    view! {
        <Title text=format!("{} · Hooklab", t(lang, "class-join-title"))/>
        <div class="page narrow class">
            <h1>{t(lang, "class-join-title")}</h1>
            <JoinForm lang=lang code=code/>
            <p class="class-aside">
                <a href=format!("/{}/signin", lang.code())>{t(lang, "class-join-have-account")}</a>
            </p>
        </div>
    }
}

/// The three ways in for a signed-out visitor, and the setup form when the
/// address carries a setup token.
#[component]
pub fn Welcome(lang: Lang, next: String, code: String) -> impl IntoView {
    let token = RwSignal::new(None::<String>);
    Effect::new(move |_| {
        if let Some(found) = setup_token(&browser::fragment()) {
            token.set(Some(found));
        }
    });
    let next = StoredValue::new(next);
    view! {
        <p class="lead">{t(lang, "class-welcome-lead")}</p>
        <noscript><p class="note">{t(lang, "class-needs-js")}</p></noscript>
        <Show when=move || token.get().is_some()>
            <SetupForm lang=lang token=token.get_untracked().unwrap_or_default()/>
        </Show>
        <div class="class-ways">
            <section class="class-card" aria-labelledby="join-heading">
                <h2 id="join-heading">{t(lang, "class-join-heading")}</h2>
                <JoinForm lang=lang code=code/>
            </section>
            <section class="class-card" aria-labelledby="recover-heading">
                <h2 id="recover-heading">{t(lang, "class-recover-heading")}</h2>
                <RecoverForm lang=lang next=next.get_value()/>
            </section>
            <section class="class-card" aria-labelledby="instructor-heading">
                <h2 id="instructor-heading">{t(lang, "class-instructor-heading")}</h2>
                <InstructorForm lang=lang next=next.get_value()/>
            </section>
        </div>
    }
}

/// Which step of a form is on screen.
#[derive(Clone, Debug, PartialEq)]
enum Sending {
    Idle,
    Busy,
    Failed(ClassError),
}

impl Sending {
    fn error(&self) -> Option<ClassError> {
        match self {
            Sending::Failed(error) => Some(error.clone()),
            _ => None,
        }
    }
}

/// The error of a form, if its last try failed.
fn form_error(lang: Lang, state: RwSignal<Sending>) -> impl IntoView {
    move || {
        state
            .get()
            .error()
            .map(|error| view! { <ErrorNote lang=lang error=error/> })
    }
}

#[component]
fn JoinForm(lang: Lang, code: String) -> impl IntoView {
    let code = RwSignal::new(code);
    let name = RwSignal::new(String::new());
    let state = RwSignal::new(Sending::Idle);
    let joined = RwSignal::new(None::<JoinView>);
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        if state.get_untracked() == Sending::Busy {
            return;
        }
        state.set(Sending::Busy);
        // The server tidies the code (case, spaces) itself.
        let (code, name) = (code.get_untracked(), name.get_untracked());
        spawn_local(async move {
            match join(code, name).await {
                Ok(view) if view.recovery_code.is_some() => {
                    state.set(Sending::Idle);
                    joined.set(Some(view));
                }
                // Already a student here: one more group, nothing to write down.
                Ok(_) => browser::go(&class_home(lang)),
                Err(error) => state.set(Sending::Failed(error)),
            }
        });
    };
    view! {
        {move || match joined.get() {
            Some(view) => view! { <RecoveryCode lang=lang joined=view/> }.into_any(),
            None => view! {
                <form class="class-form" on:submit=submit>
                    <label for="join-code">{t(lang, "class-join-code")}</label>
                    <input id="join-code" name="code" required autocomplete="off" autocapitalize="characters"
                        spellcheck="false" maxlength="32" class="code-input"
                        prop:value=move || code.get() on:input=move |ev| code.set(event_target_value(&ev))/>
                    <label for="join-name">{t(lang, "class-join-name")}</label>
                    <input id="join-name" name="display_name" required maxlength="80" autocomplete="nickname"
                        aria-describedby="join-name-help"
                        prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev))/>
                    <p class="field-help" id="join-name-help">
                        {t(lang, "class-join-name-help")} " "
                        <a href=format!("/{}/privacy", lang.code())>{t(lang, "class-privacy-link")}</a>
                    </p>
                    {form_error(lang, state)}
                    <button type="submit" class="primary" disabled=move || state.get() == Sending::Busy>
                        {t(lang, "class-join-submit")}
                    </button>
                </form>
            }.into_any(),
        }}
    }
}

/// The recovery code, shown once after joining.
#[component]
fn RecoveryCode(lang: Lang, joined: JoinView) -> impl IntoView {
    let code = joined.recovery_code.unwrap_or_default();
    let copied = RwSignal::new(false);
    let to_copy = code.clone();
    view! {
        <div class="recovery" role="region" aria-labelledby="recovery-heading">
            <p role="status">{t_args(lang, "class-joined", &[("group", Arg::Str(joined.group_name))])}</p>
            <h3 id="recovery-heading">{t(lang, "class-recovery-heading")}</h3>
            <p>{t(lang, "class-recovery-explain")}</p>
            <p class="recovery-code"><code data-testid="recovery-code">{code}</code></p>
            <p>
                <button type="button" on:click=move |_| { browser::copy(&to_copy); copied.set(true); }>
                    {t(lang, "class-recovery-copy")}
                </button>
                <span class="copied" role="status">{move || if copied.get() { t(lang, "class-recovery-copied") } else { String::new() }}</span>
            </p>
            <p class="warning">{t(lang, "class-recovery-once")}</p>
            <p><a class="button primary" rel="external" href=class_home(lang)>{t(lang, "class-recovery-continue")}</a></p>
        </div>
    }
}

#[component]
fn RecoverForm(lang: Lang, next: String) -> impl IntoView {
    let code = RwSignal::new(String::new());
    let state = RwSignal::new(Sending::Idle);
    let next = StoredValue::new(next);
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        if state.get_untracked() == Sending::Busy {
            return;
        }
        state.set(Sending::Busy);
        let code = code.get_untracked().trim().to_owned();
        spawn_local(async move {
            match recover(code).await {
                Ok(_) => browser::go(&next.get_value()),
                Err(error) => state.set(Sending::Failed(error)),
            }
        });
    };
    view! {
        <form class="class-form" on:submit=submit>
            <label for="recover-code">{t(lang, "class-recover-code")}</label>
            <input id="recover-code" name="code" required autocomplete="off" spellcheck="false" class="code-input"
                prop:value=move || code.get() on:input=move |ev| code.set(event_target_value(&ev))/>
            {form_error(lang, state)}
            <button type="submit" disabled=move || state.get() == Sending::Busy>{t(lang, "class-recover-submit")}</button>
        </form>
    }
}

#[component]
fn InstructorForm(lang: Lang, next: String) -> impl IntoView {
    let name = RwSignal::new(String::new());
    let password = RwSignal::new(String::new());
    let state = RwSignal::new(Sending::Idle);
    let next = StoredValue::new(next);
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        if state.get_untracked() == Sending::Busy {
            return;
        }
        state.set(Sending::Busy);
        let (name, password) = (name.get_untracked(), password.get_untracked());
        spawn_local(async move {
            match sign_in(name, password).await {
                Ok(_) => browser::go(&next.get_value()),
                Err(error) => state.set(Sending::Failed(error)),
            }
        });
    };
    view! {
        <form class="class-form" on:submit=submit>
            <label for="instructor-name">{t(lang, "class-instructor-name")}</label>
            <input id="instructor-name" name="name" required autocomplete="username"
                prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev))/>
            <label for="instructor-password">{t(lang, "class-password")}</label>
            <input id="instructor-password" name="password" type="password" required autocomplete="current-password"
                prop:value=move || password.get() on:input=move |ev| password.set(event_target_value(&ev))/>
            {form_error(lang, state)}
            <button type="submit" disabled=move || state.get() == Sending::Busy>{t(lang, "class-instructor-submit")}</button>
        </form>
    }
}

/// The first instructor chooses a name and a password (the setup link).
#[component]
fn SetupForm(lang: Lang, token: String) -> impl IntoView {
    let name = RwSignal::new(String::new());
    let password = RwSignal::new(String::new());
    let again = RwSignal::new(String::new());
    let mismatch = RwSignal::new(false);
    let state = RwSignal::new(Sending::Idle);
    let token = StoredValue::new(token);
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        if password.get_untracked() != again.get_untracked() {
            mismatch.set(true);
            return;
        }
        mismatch.set(false);
        if state.get_untracked() == Sending::Busy {
            return;
        }
        state.set(Sending::Busy);
        let (name, password) = (name.get_untracked(), password.get_untracked());
        spawn_local(async move {
            match setup(token.get_value(), name, password).await {
                Ok(_) => {
                    browser::clear_fragment();
                    browser::go(&class_home(lang));
                }
                Err(error) => state.set(Sending::Failed(error)),
            }
        });
    };
    let min = Arg::Num(MIN_PASSWORD_CHARS as f64);
    view! {
        <section class="class-card setup" aria-labelledby="setup-heading">
            <h2 id="setup-heading">{t(lang, "class-setup-heading")}</h2>
            <p>{t(lang, "class-setup-lead")}</p>
            <form class="class-form" on:submit=submit>
                <label for="setup-name">{t(lang, "class-instructor-name")}</label>
                <input id="setup-name" name="name" required maxlength="80" autocomplete="username"
                    prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev))/>
                <label for="setup-password">{t(lang, "class-new-password")}</label>
                <input id="setup-password" name="password" type="password" required autocomplete="new-password"
                    minlength=MIN_PASSWORD_CHARS.to_string() aria-describedby="setup-password-help"
                    prop:value=move || password.get() on:input=move |ev| password.set(event_target_value(&ev))/>
                <p class="field-help" id="setup-password-help">{t_args(lang, "class-password-help", &[("count", min)])}</p>
                <label for="setup-again">{t(lang, "class-password-again")}</label>
                <input id="setup-again" name="again" type="password" required autocomplete="new-password"
                    prop:value=move || again.get() on:input=move |ev| again.set(event_target_value(&ev))/>
                <Show when=move || mismatch.get()>
                    <p class="error" role="alert">{t(lang, "class-password-mismatch")}</p>
                </Show>
                {form_error(lang, state)}
                <button type="submit" class="primary" disabled=move || state.get() == Sending::Busy>{t(lang, "class-setup-submit")}</button>
            </form>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_setup_token_comes_from_the_fragment() {
        assert_eq!(setup_token("#setup=abc123"), Some("abc123".into()));
        assert_eq!(setup_token("#s=xyz&setup=t"), Some("t".into()));
        assert_eq!(setup_token("#setup="), None);
        assert_eq!(setup_token(""), None);
        assert_eq!(setup_token("#s=state"), None);
    }
}
