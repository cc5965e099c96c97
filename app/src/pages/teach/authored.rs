//! `/{lang}/teach/items`: the instructor's own items. Files in the content
//! format (`content/FORMAT.md`) are uploaded for one kind at a time; the
//! server loads them with the same loader as the built-in content and
//! saves all of them or none, answering every error with its file, line and
//! field. The list shows the items saved, each with a delete button.

use super::{for_instructor, gate, items_url, teach_home};
use crate::{
    classroom::{authored, delete_authored, upload, ClassError},
    i18n::{t, t_args, use_lang, Arg, Lang},
    pages::class::{student::kind_name, ErrorNote, When},
};
use hooklab_core::classroom::{AuthoredItem, UploadedFile};
use hooklab_core::practice::{ItemError, ItemKind};
use leptos::{prelude::*, task::spawn_local};
use leptos_meta::Title;

/// Where a loader's error is, in words: the file, and the line and field
/// when known.
#[must_use]
pub fn error_place(lang: Lang, error: &ItemError) -> String {
    let file = Arg::Str(error.file.clone());
    match (error.line, error.field.as_deref()) {
        (Some(line), Some(field)) => t_args(
            lang,
            "teach-upload-at-line-field",
            &[
                ("file", file),
                ("line", Arg::Num(line as f64)),
                ("field", Arg::Str(field.to_owned())),
            ],
        ),
        (Some(line), None) => t_args(
            lang,
            "teach-upload-at-line",
            &[("file", file), ("line", Arg::Num(line as f64))],
        ),
        (None, Some(field)) => t_args(
            lang,
            "teach-upload-at-field",
            &[("file", file), ("field", Arg::Str(field.to_owned()))],
        ),
        (None, None) => t_args(lang, "teach-upload-in-file", &[("file", file)]),
    }
}

#[component]
pub fn AuthoredPage() -> impl IntoView {
    let lang = use_lang();
    let data = Resource::new(
        move || lang.code().to_owned(),
        |lang| for_instructor(move || authored(lang)),
    );
    let refresh = Callback::new(move |()| data.refetch());
    // How many files the last upload saved: kept here, above the part
    // that the refetch after an upload draws again.
    let saved = RwSignal::new(0usize);
    view! {
        <Title text=format!("{} · Hooklab", t(lang, "teach-items-title"))/>
        <div class="page narrow class teach">
            <p class="breadcrumb"><a href=teach_home(lang)>{t(lang, "teach-title")}</a></p>
            <h1>{t(lang, "teach-items-title")}</h1>
            <p class="lead">{t(lang, "teach-items-lead")}</p>
            <Transition fallback=move || view! { <p>{t(lang, "loading")}</p> }>
                {move || Suspend::new(async move {
                    gate(lang, &items_url(lang), data.await, |list| view! {
                        <Upload lang=lang refresh=refresh saved=saved/>
                        <ItemList lang=lang list=list refresh=refresh/>
                    }.into_any())
                })}
            </Transition>
        </div>
    }
}

#[component]
fn Upload(lang: Lang, refresh: Callback<()>, saved: RwSignal<usize>) -> impl IntoView {
    let kind = RwSignal::new(ItemKind::Quiz);
    let files = RwSignal::new(Vec::<UploadedFile>::new());
    let errors = RwSignal::new(Vec::<ItemError>::new());
    let error = RwSignal::new(None::<ClassError>);
    let busy = RwSignal::new(false);
    let choose = move |ev: leptos::ev::Event| {
        files.set(Vec::new());
        browser::read_files(&ev, move |name, text| {
            files.update(|list| list.push(UploadedFile { name, text }));
        });
    };
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        if busy.get_untracked() || files.with_untracked(Vec::is_empty) {
            return;
        }
        busy.set(true);
        let (chosen, list) = (kind.get_untracked(), files.get_untracked());
        spawn_local(async move {
            match upload(chosen, list).await {
                Ok(outcome) => {
                    error.set(None);
                    saved.set(outcome.saved.len());
                    errors.set(outcome.errors);
                    if saved.get_untracked() > 0 {
                        refresh.run(());
                    }
                }
                Err(e) => error.set(Some(e)),
            }
            busy.set(false);
        });
    };
    let kinds = ItemKind::ALL
        .into_iter()
        .filter(|k| k.uploadable())
        .map(|k| view! { <option value=k.as_str()>{kind_name(lang, k)}</option> })
        .collect_view();
    view! {
        <section class="class-card" aria-labelledby="upload-heading">
            <h2 id="upload-heading">{t(lang, "teach-upload")}</h2>
            <form class="class-form" on:submit=submit>
                <label for="upload-kind">{t(lang, "teach-upload-kind")}</label>
                <select id="upload-kind" on:change=move |ev| {
                    if let Some(k) = ItemKind::from_id(&event_target_value(&ev)) { kind.set(k); }
                }>{kinds}</select>
                <label for="upload-files">{t(lang, "teach-upload-files")}</label>
                <input id="upload-files" type="file" multiple accept=".toml,text/plain" aria-describedby="upload-help" on:change=choose/>
                <p class="field-help" id="upload-help">{t(lang, "teach-upload-help")}</p>
                {move || error.get().map(|e| view! { <ErrorNote lang=lang error=e/> })}
                <button type="submit" class="primary" disabled=move || busy.get() || files.with(Vec::is_empty)>
                    {move || t_args(lang, "teach-upload-submit", &[("count", Arg::Num(files.with(Vec::len) as f64))])}
                </button>
            </form>
            <div aria-live="polite">
                {move || (!errors.with(Vec::is_empty)).then(|| view! {
                    <div class="upload-errors" role="alert">
                        <p>{t(lang, "teach-upload-refused")}</p>
                        <ul>
                            {errors.get().into_iter().map(|e| view! {
                                <li><strong>{error_place(lang, &e)}</strong>" "{e.message.clone()}</li>
                            }).collect_view()}
                        </ul>
                    </div>
                })}
                {move || (saved.get() > 0).then(|| view! {
                    <p class="success" role="status">{t_args(lang, "teach-upload-saved", &[("count", Arg::Num(saved.get() as f64))])}</p>
                })}
            </div>
        </section>
    }
}

#[component]
fn ItemList(lang: Lang, list: Vec<AuthoredItem>, refresh: Callback<()>) -> impl IntoView {
    if list.is_empty() {
        return view! {
            <h2>{t(lang, "teach-my-items")}</h2>
            <p>{t(lang, "teach-no-items")}</p>
        }
        .into_any();
    }
    let rows = list
        .into_iter()
        .map(|item| view! { <ItemRow lang=lang item=item refresh=refresh/> })
        .collect_view();
    view! {
        <h2>{t(lang, "teach-my-items")}</h2>
        <table class="grid authored">
            <thead><tr>
                <th scope="col">{t(lang, "teach-col-item")}</th>
                <th scope="col">{t(lang, "teach-col-kind")}</th>
                <th scope="col">{t(lang, "teach-col-updated")}</th>
                <th scope="col">{t(lang, "teach-col-actions")}</th>
            </tr></thead>
            <tbody>{rows}</tbody>
        </table>
    }
    .into_any()
}

#[component]
fn ItemRow(lang: Lang, item: AuthoredItem, refresh: Callback<()>) -> impl IntoView {
    let asking = RwSignal::new(false);
    let error = RwSignal::new(None::<ClassError>);
    let id = StoredValue::new(item.id.clone());
    let confirm = move |_| {
        spawn_local(async move {
            match delete_authored(id.get_value()).await {
                Ok(()) => refresh.run(()),
                Err(e) => error.set(Some(e)),
            }
        });
    };
    let question = t_args(
        lang,
        "teach-delete-item-confirm",
        &[("item", Arg::Str(item.title.clone()))],
    );
    let label = t_args(
        lang,
        "teach-delete-item-named",
        &[("item", Arg::Str(item.title.clone()))],
    );
    view! {
        <tr>
            <td>{item.title.clone()}" "<code>{item.item_id.clone()}</code></td>
            <td>{kind_name(lang, item.kind)}</td>
            <td><When lang=lang at=item.updated_at/></td>
            <td class="actions">
                <Show when=move || !asking.get()>
                    <button type="button" class="quiet" aria-label=label.clone() on:click=move |_| asking.set(true)>{t(lang, "teach-delete-item")}</button>
                </Show>
                <Show when=move || asking.get()>
                    <div class="confirm" role="group" aria-label=t(lang, "teach-delete-item")>
                        <p>{question.clone()}</p>
                        <button type="button" class="danger" on:click=confirm>{t(lang, "teach-delete-item")}</button>
                        " "
                        <button type="button" on:click=move |_| asking.set(false)>{t(lang, "class-cancel")}</button>
                    </div>
                </Show>
                {move || error.get().map(|e| view! { <ErrorNote lang=lang error=e/> })}
            </td>
        </tr>
    }
}

use crate::browser;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_loader_error_names_its_file_line_and_field() {
        let error = ItemError {
            file: "mine.toml".into(),
            line: Some(12),
            field: Some("answer".into()),
            message: "unknown pattern".into(),
        };
        for lang in Lang::ALL {
            let place = error_place(lang, &error);
            assert!(
                place.contains("mine.toml") && place.contains("12") && place.contains("answer"),
                "{place}"
            );
        }
        let whole = ItemError {
            line: None,
            field: None,
            ..error
        };
        assert!(error_place(Lang::Fr, &whole).contains("mine.toml"));
    }
}
