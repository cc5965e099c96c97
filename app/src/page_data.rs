//! The content a practice page is drawn from, outside its HTML: the quiz's
//! scenarios, the exam's items, and for the review both of those with the
//! lessons' checks and the sandbox's challenges, in the page's language.
//!
//! The server renders the page from it. The browser gets the same content
//! as one JSON file per page and language, under a name hashed from its
//! text (`/assets/exam-fr-….json`): the browser keeps it for a year, the
//! offline worker stores it with the page, and the page's HTML stays small.
//! The boot fetches the file together with the bundle and gives it to
//! [`receive`] before hydrating, so the browser's first render has what
//! the server's had.
//!
//! A document holds the content of the page it was loaded for, and no
//! other: the router follows a link in the page only to a page drawn from
//! the same content ([`crate::bundle::follows_in_page`]), and a page
//! reached by going back whose content this document lacks is loaded
//! again by the browser.

use crate::i18n::Lang;
use std::sync::Arc;

/// A page's content file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PageData {
    Quiz,
    Exam,
    Review,
}

impl PageData {
    pub const ALL: [PageData; 3] = [PageData::Quiz, PageData::Exam, PageData::Review];

    /// The file's name before its language and hash, and the name the
    /// boot gives [`receive`].
    pub fn name(self) -> &'static str {
        match self {
            PageData::Quiz => "quiz",
            PageData::Exam => "exam",
            PageData::Review => "review",
        }
    }

    pub fn from_name(name: &str) -> Option<PageData> {
        PageData::ALL.into_iter().find(|data| data.name() == name)
    }

    /// The content the page at `path` (`/{lang}/...`, query and fragment
    /// allowed) is drawn from; `None` for a page whose HTML is all it needs.
    pub fn of_path(path: &str) -> Option<PageData> {
        match crate::bundle::page_of_path(path) {
            "quiz" => Some(PageData::Quiz),
            "exam" => Some(PageData::Exam),
            "review" => Some(PageData::Review),
            _ => None,
        }
    }
}

/// The content of one [`PageData`] file, as Rust values.
pub trait Content: serde::Serialize + serde::de::DeserializeOwned + Send + Sync + 'static {
    const FILE: PageData;

    /// Builds the content in `lang` from the server's catalogue.
    #[cfg(feature = "ssr")]
    fn build(lang: Lang) -> Result<Self, String>;
}

/// Why a page's content is not there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Missing {
    /// The server's catalogue failed to load (its error).
    Broken(String),
    /// This document was loaded for another page: the browser must load
    /// this one.
    NotInThisDocument,
}

impl std::fmt::Display for Missing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Missing::Broken(error) => f.write_str(error),
            Missing::NotInThisDocument => f.write_str("the page's content was not loaded"),
        }
    }
}

/// The content of `T`'s file in `lang`: on the server, built from the
/// catalogue; in the browser, what the boot received.
pub fn get<T: Content>(lang: Lang) -> Result<Arc<T>, Missing> {
    #[cfg(feature = "ssr")]
    {
        server::get::<T>(lang)
    }
    #[cfg(not(feature = "ssr"))]
    {
        let _ = lang;
        received::<T>()
    }
}

/// Something done with the Rust type of a content file, which
/// [`PageData::visit`] names.
pub trait ForContent {
    type Output;
    fn with<T: Content>(self) -> Self::Output;
}

impl PageData {
    /// `visitor` run with the type `data`'s file holds: the one place that
    /// says which type each file is.
    pub fn visit<V: ForContent>(self, visitor: V) -> V::Output {
        use crate::pages::{
            exam::logic::PageItem, quiz::round::QuizItem, review::logic::ReviewContent,
        };
        match self {
            PageData::Quiz => visitor.with::<Vec<QuizItem>>(),
            PageData::Exam => visitor.with::<Vec<PageItem>>(),
            PageData::Review => visitor.with::<ReviewContent>(),
        }
    }
}

/// The JSON text of `data`'s file in `lang`, which the server serves.
#[cfg(feature = "ssr")]
pub fn json(data: PageData, lang: Lang) -> Result<String, String> {
    struct Json(Lang);
    impl ForContent for Json {
        type Output = Result<String, String>;
        fn with<T: Content>(self) -> Self::Output {
            let content = server::get::<T>(self.0).map_err(|missing| missing.to_string())?;
            serde_json::to_string(&*content).map_err(|error| error.to_string())
        }
    }
    data.visit(Json(lang))
}

#[cfg(feature = "ssr")]
mod server {
    use super::{Content, Missing};
    use crate::i18n::Lang;
    use std::sync::Arc;

    /// Built afresh at each call, and not kept: the server's page cache
    /// keeps the rendered pages, and the files it serves are kept
    /// compressed (`server/src/assets.rs`), so the content in full is only
    /// held while a page is rendered.
    pub fn get<T: Content>(lang: Lang) -> Result<Arc<T>, Missing> {
        T::build(lang).map(Arc::new).map_err(Missing::Broken)
    }
}

#[cfg(not(feature = "ssr"))]
thread_local! {
    /// The content the boot received for this document's page.
    static RECEIVED: std::cell::RefCell<Option<(PageData, Arc<dyn std::any::Any + Send + Sync>)>> =
        const { std::cell::RefCell::new(None) };
}

#[cfg(not(feature = "ssr"))]
fn received<T: Content>() -> Result<Arc<T>, Missing> {
    RECEIVED.with_borrow(|slot| {
        slot.as_ref()
            .filter(|(file, _)| *file == T::FILE)
            .and_then(|(_, any)| Arc::clone(any).downcast::<T>().ok())
            .ok_or(Missing::NotInThisDocument)
    })
}

/// Takes the JSON text of the page's content file `name`, which the boot
/// fetched. An error says what was wrong with it, and the page then stays
/// as the server rendered it.
#[cfg(not(feature = "ssr"))]
pub fn receive(name: &str, text: &str) -> Result<(), String> {
    struct Parse<'a>(&'a str);
    impl ForContent for Parse<'_> {
        type Output = Result<Arc<dyn std::any::Any + Send + Sync>, String>;
        fn with<T: Content>(self) -> Self::Output {
            let content: T = serde_json::from_str(self.0)
                .map_err(|error| format!("{} content file: {error}", T::FILE.name()))?;
            Ok(Arc::new(content))
        }
    }
    let file =
        PageData::from_name(name).ok_or_else(|| format!("no page has a content file {name:?}"))?;
    let content = file.visit(Parse(text))?;
    RECEIVED.set(Some((file, content)));
    Ok(())
}

/// The page drawn from `T`'s content in `lang`: `page` given the content.
/// In a hydrated document that lacks the content (a page reached by going
/// back), the browser loads the page. Otherwise (the catalogue is broken,
/// or the content never came while hydrating) the load error says why:
/// loading the page again would not bring it.
pub fn page_with<T: Content>(
    lang: Lang,
    page: impl FnOnce(Arc<T>) -> leptos::prelude::AnyView,
) -> leptos::prelude::AnyView {
    use leptos::prelude::*;
    match get::<T>(lang) {
        Ok(content) => page(content),
        Err(Missing::NotInThisDocument) if crate::browser::has_hydrated() => {
            crate::browser::reload();
            ().into_any()
        }
        Err(missing) => {
            let error = match missing {
                Missing::Broken(error) => error,
                Missing::NotInThisDocument => crate::i18n::t(lang, "load-error-content"),
            };
            view! { <crate::pages::LoadError lang=lang error=error/> }.into_any()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for data in PageData::ALL {
            assert_eq!(PageData::from_name(data.name()), Some(data));
        }
        assert_eq!(PageData::from_name("sandbox"), None);
    }

    #[test]
    fn each_file_is_visited_with_the_type_that_names_it() {
        struct File;
        impl ForContent for File {
            type Output = PageData;
            fn with<T: Content>(self) -> PageData {
                T::FILE
            }
        }
        for data in PageData::ALL {
            assert_eq!(data.visit(File), data);
        }
    }

    #[test]
    fn a_missing_content_says_why_in_words() {
        let broken = Missing::Broken("content/exam-items/x.toml: line 3: no stem".into());
        assert_eq!(
            broken.to_string(),
            "content/exam-items/x.toml: line 3: no stem"
        );
        assert!(Missing::NotInThisDocument
            .to_string()
            .contains("not loaded"));
    }

    #[test]
    fn every_page_drawn_from_content_is_in_a_bundle_that_takes_one() {
        // Only the quiz's, the exam's and the review's bundles take a
        // content file (`lib.rs`, `content`), and the boot hands one to
        // every such page.
        use crate::bundle::Bundle;
        for data in PageData::ALL {
            let path = format!("/en/{}", data.name());
            assert_eq!(PageData::of_path(&path), Some(data), "{path}");
            assert!(
                [Bundle::Quiz, Bundle::Exam, Bundle::Review].contains(&Bundle::of_path(&path)),
                "{path}"
            );
        }
    }

    #[test]
    fn the_practice_pages_have_content_files() {
        assert_eq!(
            PageData::of_path("/en/quiz?topic=hooks"),
            Some(PageData::Quiz)
        );
        assert_eq!(PageData::of_path("/fr/exam"), Some(PageData::Exam));
        assert_eq!(PageData::of_path("/ru/review#card"), Some(PageData::Review));
        for path in [
            "/en/",
            "/en/progress",
            "/en/learn/hooks/anatomy",
            "/en/sandbox",
            "/en/quizzes",
        ] {
            assert_eq!(PageData::of_path(path), None, "{path}");
        }
    }
}
