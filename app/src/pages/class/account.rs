//! The account: signing out (which also forgets this account's local copy
//! in the browser) and, for instructors, changing the password.

use super::{browser, class_home, ErrorNote};
use crate::{
    classroom::{change_password, sign_out, ClassError, Me},
    i18n::{t, t_args, Arg, Lang},
};
use hooklab_core::classroom::MIN_PASSWORD_CHARS;
use leptos::{prelude::*, task::spawn_local};

/// Signs out here and on the server, and forgets what this browser kept
/// for the account.
#[component]
pub fn SignOut(lang: Lang, account_id: String) -> impl IntoView {
    let error = RwSignal::new(None::<ClassError>);
    let account_id = StoredValue::new(account_id);
    let click = move |_| {
        spawn_local(async move {
            match sign_out().await {
                Ok(()) => {
                    let id = account_id.get_value();
                    // Progress kept on the server is safe there: a shared
                    // computer keeps no copy of it.
                    if crate::storage::load(&crate::progress_sync::marker_key(&id)).is_some() {
                        crate::progress::forget();
                    }
                    browser::clear_local_copy(&id);
                    browser::go(&class_home(lang));
                }
                Err(e) => error.set(Some(e)),
            }
        });
    };
    view! {
        <button type="button" class="sign-out" on:click=click>{t(lang, "class-sign-out")}</button>
        {move || error.get().map(|e| view! { <ErrorNote lang=lang error=e/> })}
    }
}

/// What an instructor finds at `/{lang}/class`: who is signed in, the
/// password form and signing out.
#[component]
pub fn InstructorHome(lang: Lang, me: Me) -> impl IntoView {
    view! {
        <div class="class-who">
            <p>{t_args(lang, "class-signed-in-instructor", &[("name", Arg::Str(me.account.name.clone()))])}</p>
            <SignOut lang=lang account_id=me.account.id.clone()/>
        </div>
        <p class="teach-entry">
            <a class="button primary" href=crate::pages::teach::teach_home(lang)>{t(lang, "class-to-teach")}</a>
        </p>
        <ChangePassword lang=lang/>
    }
}

#[component]
fn ChangePassword(lang: Lang) -> impl IntoView {
    let current = RwSignal::new(String::new());
    let new = RwSignal::new(String::new());
    let again = RwSignal::new(String::new());
    let mismatch = RwSignal::new(false);
    let error = RwSignal::new(None::<ClassError>);
    let done = RwSignal::new(false);
    let busy = RwSignal::new(false);
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        done.set(false);
        if new.get_untracked() != again.get_untracked() {
            mismatch.set(true);
            return;
        }
        mismatch.set(false);
        if busy.get_untracked() {
            return;
        }
        busy.set(true);
        let (old, fresh) = (current.get_untracked(), new.get_untracked());
        spawn_local(async move {
            match change_password(old, fresh).await {
                Ok(()) => {
                    error.set(None);
                    done.set(true);
                    current.set(String::new());
                    new.set(String::new());
                    again.set(String::new());
                }
                Err(e) => error.set(Some(e)),
            }
            busy.set(false);
        });
    };
    let min = Arg::Num(MIN_PASSWORD_CHARS as f64);
    view! {
        <section class="class-card" aria-labelledby="password-heading">
            <h2 id="password-heading">{t(lang, "class-password-heading")}</h2>
            <p>{t(lang, "class-password-lead")}</p>
            <form class="class-form" on:submit=submit>
                <label for="password-current">{t(lang, "class-password-current")}</label>
                <input id="password-current" type="password" required autocomplete="current-password"
                    prop:value=move || current.get() on:input=move |ev| current.set(event_target_value(&ev))/>
                <label for="password-new">{t(lang, "class-new-password")}</label>
                <input id="password-new" type="password" required autocomplete="new-password"
                    minlength=MIN_PASSWORD_CHARS.to_string() aria-describedby="password-new-help"
                    prop:value=move || new.get() on:input=move |ev| new.set(event_target_value(&ev))/>
                <p class="field-help" id="password-new-help">{t_args(lang, "class-password-help", &[("count", min)])}</p>
                <label for="password-again">{t(lang, "class-password-again")}</label>
                <input id="password-again" type="password" required autocomplete="new-password"
                    prop:value=move || again.get() on:input=move |ev| again.set(event_target_value(&ev))/>
                <Show when=move || mismatch.get()>
                    <p class="error" role="alert">{t(lang, "class-password-mismatch")}</p>
                </Show>
                {move || error.get().map(|e| view! { <ErrorNote lang=lang error=e/> })}
                <Show when=move || done.get()>
                    <p class="success" role="status">{t(lang, "class-password-changed")}</p>
                </Show>
                <button type="submit" disabled=move || busy.get()>{t(lang, "class-password-submit")}</button>
            </form>
        </section>
    }
}
