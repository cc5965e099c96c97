//! Items instructors write themselves, in the content format, checked by the
//! same loader as the built-in content. An upload is all or nothing: one
//! bad file and nothing is saved, with every error named (file, line,
//! field). Authored text reaches pages only as sanitised HTML.

pub use hooklab_core::classroom::{AuthoredItem, ItemView, UploadedFile};
use hooklab_core::practice::{load_item, Item, ItemError, ItemKind};

use crate::accounts::{Account, RoleCheck};
use crate::error::Refusal;
use crate::{col, secret, Result, Store, StoreError};

/// The largest item file accepted, in bytes.
pub const MAX_FILE_BYTES: usize = 64 * 1024;
/// The most files in one upload.
pub const MAX_FILES: usize = 50;

/// Renders an author's Markdown to HTML that is safe to put in a page: the
/// HTML pulldown-cmark makes goes through ammonia, which keeps formatting
/// and drops scripts, event handlers, styles and `javascript:` links.
#[must_use]
pub fn author_html(markdown: &str) -> String {
    let parser = pulldown_cmark::Parser::new_ext(markdown, pulldown_cmark::Options::ENABLE_TABLES);
    let mut html = String::with_capacity(markdown.len() * 2);
    pulldown_cmark::html::push_html(&mut html, parser);
    ammonia::Builder::default()
        .link_rel(Some("noopener noreferrer nofollow"))
        .clean(&html)
        .to_string()
}

impl Store {
    /// Checks and saves uploaded item files of one kind. Returns the saved
    /// items, or every problem found and nothing saved. An item with the id
    /// of one of the instructor's own replaces it (its version changes if
    /// what is graded changed); the id of a built-in item is refused.
    ///
    /// # Errors
    /// [`StoreError::Invalid`] for an upload too large; the database's.
    pub async fn upload_items(
        &self,
        instructor: &Account,
        kind: ItemKind,
        files: &[UploadedFile],
    ) -> Result<Result<Vec<AuthoredItem>, Vec<ItemError>>> {
        instructor.instructor()?;
        if !kind.uploadable() {
            return Err(StoreError::InvalidField(
                "kind",
                format!(
                    "{} items come from the built-in bank: upload quiz, challenge or simulator files",
                    kind.as_str()
                ),
            ));
        }
        if files.is_empty() || files.len() > MAX_FILES {
            return Err(StoreError::Invalid(format!(
                "upload 1 to {MAX_FILES} files at a time"
            )));
        }
        let mut errors = Vec::new();
        let mut loaded: Vec<(&UploadedFile, Item)> = Vec::new();
        for file in files {
            let name = file.name.rsplit(['/', '\\']).next().unwrap_or(&file.name);
            if file.text.len() > MAX_FILE_BYTES {
                errors.push(ItemError {
                    file: name.to_owned(),
                    line: None,
                    field: None,
                    message: format!("the file is larger than {} KiB", MAX_FILE_BYTES / 1024),
                });
                continue;
            }
            match load_item(kind, name, &file.text) {
                Ok(item) if self.catalogue.item(kind, item.id()).is_some() => {
                    errors.push(ItemError {
                        file: name.to_owned(),
                        line: hooklab_core::practice::catalogue::line_of_field(&file.text, "id"),
                        field: Some("id".into()),
                        message: format!(
                            "{} is the id of a built-in item: choose another",
                            item.id()
                        ),
                    })
                }
                Ok(item) if loaded.iter().any(|(_, other)| other.id() == item.id()) => {
                    errors.push(ItemError {
                        file: name.to_owned(),
                        line: None,
                        field: Some("id".into()),
                        message: format!("{} is uploaded twice", item.id()),
                    });
                }
                Ok(item) => loaded.push((file, item)),
                Err(error) => errors.push(error),
            }
        }
        if !errors.is_empty() {
            return Ok(Err(errors));
        }
        let now = self.now();
        let mut tx = self.write_tx().await?;
        for (file, item) in &loaded {
            let name = file.name.rsplit(['/', '\\']).next().unwrap_or(&file.name);
            sqlx::query(
                "INSERT INTO authored_items (id, owner_id, kind, item_id, file_name, source, version, \
                   created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) \
                 ON CONFLICT (owner_id, kind, item_id) DO UPDATE SET file_name = excluded.file_name, \
                   source = excluded.source, version = excluded.version, updated_at = excluded.updated_at",
            )
            .bind(secret::new_id()?)
            .bind(&instructor.id)
            .bind(kind.as_str())
            .bind(item.id())
            .bind(name)
            .bind(&file.text)
            .bind(item.version())
            .bind(now)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        let mine = self.authored_items(instructor, "en").await?;
        Ok(Ok(mine
            .into_iter()
            .filter(|a| a.kind == kind && loaded.iter().any(|(_, item)| item.id() == a.item_id))
            .collect()))
    }

    /// The items an instructor wrote.
    ///
    /// # Errors
    /// [`StoreError::Forbidden`] for a student.
    pub async fn authored_items(
        &self,
        instructor: &Account,
        lang: &str,
    ) -> Result<Vec<AuthoredItem>> {
        instructor.instructor()?;
        let rows = sqlx::query(
            "SELECT id, kind, item_id, file_name, source, version, updated_at FROM authored_items \
             WHERE owner_id = $1 ORDER BY kind, item_id",
        )
        .bind(&instructor.id)
        .fetch_all(&self.pool)
        .await?;
        let mut out = Vec::with_capacity(rows.len());
        for row in rows {
            let kind = ItemKind::from_id(&col::<String>(&row, "kind")?).ok_or_else(|| {
                StoreError::Internal("an authored item of an unknown kind".into())
            })?;
            let title = load_item(
                kind,
                &col::<String>(&row, "file_name")?,
                &col::<String>(&row, "source")?,
            )
            .map(|item| item.title(lang))
            .unwrap_or_default();
            out.push(AuthoredItem {
                id: col(&row, "id")?,
                kind,
                item_id: col(&row, "item_id")?,
                title,
                version: col(&row, "version")?,
                updated_at: col(&row, "updated_at")?,
            });
        }
        Ok(out)
    }

    /// Deletes one of the instructor's items; assignments that hold it must
    /// drop it first.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] for an item not theirs,
    /// [`StoreError::Refused`] while an assignment holds it.
    pub async fn delete_authored_item(
        &self,
        instructor: &Account,
        authored_id: &str,
    ) -> Result<()> {
        instructor.instructor()?;
        let mine =
            sqlx::query("SELECT 1 AS one FROM authored_items WHERE id = $1 AND owner_id = $2")
                .bind(authored_id)
                .bind(&instructor.id)
                .fetch_optional(&self.pool)
                .await?;
        if mine.is_none() {
            return Err(StoreError::NotFound("no such item".into()));
        }
        let used = sqlx::query("SELECT 1 AS one FROM assignment_items WHERE item_key = $1")
            .bind(format!("authored/{authored_id}"))
            .fetch_optional(&self.pool)
            .await?;
        if used.is_some() {
            return Err(StoreError::Refused(
                Refusal::InUse,
                "an assignment holds this item: remove it from the assignment first".into(),
            ));
        }
        let deleted = sqlx::query("DELETE FROM authored_items WHERE id = $1 AND owner_id = $2")
            .bind(authored_id)
            .bind(&instructor.id)
            .execute(&self.pool)
            .await?
            .rows_affected();
        if deleted == 0 {
            return Err(StoreError::NotFound("no such item".into()));
        }
        Ok(())
    }

    /// An item of an assignment, for the account doing or teaching it: the
    /// item itself (its pages run it in the browser) and, for authored
    /// items, the author's text rendered and sanitised.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] unless the assignment is the account's.
    pub async fn assignment_item(
        &self,
        account: &Account,
        assignment_id: &str,
        item_key: &str,
        lang: &str,
    ) -> Result<ItemView> {
        let assignment = match account.role {
            crate::accounts::Role::Instructor => {
                self.assignment_for_instructor(account, assignment_id, lang)
                    .await?
            }
            crate::accounts::Role::Student => {
                self.assignment_for_student(account, assignment_id, lang)
                    .await?
            }
        };
        if !assignment.items.iter().any(|i| i.key == item_key) {
            return Err(StoreError::NotFound(format!(
                "{item_key} is not part of this assignment"
            )));
        }
        let (item, authored) = self.resolve_item(&assignment.group_id, item_key).await?;
        Ok(item_view(&item, authored, lang))
    }
}

/// An item as its page needs it.
fn item_view(item: &Item, authored: bool, lang: &str) -> ItemView {
    let mut html = Vec::new();
    let data = match item {
        Item::Quiz(s) => {
            if authored {
                let locale = hooklab_core::i18n::Lang::from_code(lang)
                    .unwrap_or(hooklab_core::i18n::Lang::En);
                if let Some(text) = s
                    .text(locale)
                    .or_else(|| s.text(hooklab_core::i18n::Lang::En))
                {
                    html.push(("situation".into(), author_html(&text.situation)));
                }
            }
            serde_json::json!({ "topic": s.topic, "options": s.options })
        }
        Item::Challenge(c) => {
            if authored {
                if let Some(text) = c.text.get(lang).or_else(|| c.text.get("en")) {
                    html.push(("goal".into(), author_html(&text.goal)));
                    let hints: Vec<String> = text.hints.iter().map(|h| author_html(h)).collect();
                    html.push(("hints".into(), hints.join("\n")));
                }
            }
            serde_json::json!({ "start": c.start })
        }
        Item::Simulator(s) => {
            if authored {
                if let Some(text) = s.text(lang) {
                    html.push(("story".into(), author_html(&text.story)));
                    html.push(("goal".into(), author_html(&text.goal)));
                }
            }
            serde_json::json!({ "setup": s.setup })
        }
        // Built-in only (never uploaded): the question without its key.
        Item::Exam(e) => serde_json::to_value(e.question(
            hooklab_core::i18n::Lang::from_code(lang).unwrap_or(hooklab_core::i18n::Lang::En),
        ))
        .unwrap_or_default(),
    };
    ItemView {
        kind: item.kind(),
        item_id: item.id().to_owned(),
        title: item.title(lang),
        authored,
        html,
        data,
    }
}
