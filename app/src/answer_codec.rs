//! How every server function's answer travels: JSON, read in the browser
//! from text.
//!
//! A hydrated resource is read from the page's text with
//! `serde_json::from_str`; server_fn's own JSON codec reads an answer's
//! bytes with `serde_json::from_slice`. serde_json compiles its parser once
//! per reader and per type read, so a bundle that used both carried every
//! answer type's parser twice: 39 KB of the sandbox's wasm and 92 KB of
//! a student's scenario's (4.6 and 7.8 KB with brotli). [`JsonAnswer`]
//! reads the same JSON through `from_str`, so a page's resources and its
//! server functions share one parser. Every `#[server]` names it as its
//! `output` (`tests/it/invariants.rs` holds that), and [`ClassError`]
//! encodes with it.
//!
//! [`ClassError`]: crate::class_error::ClassError

use leptos::server_fn::codec::Post;
use leptos::server_fn::{Bytes, ContentType, Decodes, Encodes, Format, FormatType};
use serde::{de::DeserializeOwned, Serialize};

/// JSON, decoded from text (see the module's documentation).
pub struct JsonText;

/// The output codec of every server function.
pub type JsonAnswer = Post<JsonText>;

impl ContentType for JsonText {
    const CONTENT_TYPE: &'static str = "application/json";
}

impl FormatType for JsonText {
    const FORMAT_TYPE: Format = Format::Text;
}

impl<T: Serialize> Encodes<T> for JsonText {
    type Error = serde_json::Error;

    fn encode(output: &T) -> Result<Bytes, Self::Error> {
        serde_json::to_vec(output).map(Bytes::from)
    }
}

impl<T: DeserializeOwned> Decodes<T> for JsonText {
    type Error = serde_json::Error;

    fn decode(bytes: Bytes) -> Result<T, Self::Error> {
        let text = std::str::from_utf8(&bytes).map_err(serde::de::Error::custom)?;
        serde_json::from_str(text)
    }
}

/// Reads a field through a [`serde_json::Value`] first: for the types the
/// bundle already reads from a `Value` (a case, which
/// `hooklab_core::hooks::parse_case` reads that way from the sandbox's
/// editors), so that the field's own parser is not compiled a second time
/// for text. Use as `#[serde(deserialize_with = "via_value")]`.
pub fn via_value<'de, D, T>(deserializer: D) -> Result<T, D::Error>
where
    D: serde::Deserializer<'de>,
    T: DeserializeOwned,
{
    let value = <serde_json::Value as serde::Deserialize>::deserialize(deserializer)?;
    serde_json::from_value(value).map_err(serde::de::Error::custom)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_reads_back_what_was_written() {
        let written = vec![("é".to_owned(), 3u32), ("b".to_owned(), 0)];
        let bytes = <JsonText as Encodes<_>>::encode(&written).expect("encodes");
        let read: Vec<(String, u32)> = <JsonText as Decodes<_>>::decode(bytes).expect("decodes");
        assert_eq!(read, written);
    }

    #[derive(Debug, PartialEq, serde::Deserialize)]
    struct Wrapped {
        #[serde(deserialize_with = "via_value")]
        inner: Vec<(String, u32)>,
    }

    #[test]
    fn a_field_read_through_a_value_is_read_in_full() {
        let read: Wrapped =
            serde_json::from_str(r#"{"inner": [["a", 1], ["b", 2]]}"#).expect("reads");
        assert_eq!(read.inner, vec![("a".to_owned(), 1), ("b".to_owned(), 2)]);
        let wrong = serde_json::from_str::<Wrapped>(r#"{"inner": [["a", "1"]]}"#)
            .expect_err("a string is not a number");
        assert!(wrong.to_string().contains("invalid type"), "{wrong}");
    }

    #[test]
    fn bytes_that_are_not_text_are_an_error_not_a_panic() {
        let read: Result<String, _> =
            <JsonText as Decodes<String>>::decode(Bytes::from_static(b"\"\xff\""));
        let error = read.expect_err("invalid UTF-8 is refused");
        assert!(error.to_string().contains("utf-8"), "{error}");
    }
}
