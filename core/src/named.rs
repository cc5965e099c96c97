//! Field-less enums written as one name per variant, with one reader for
//! all of them.
//!
//! Serde's derive gives each enum a reader of its own (about 1.3 KB of
//! WebAssembly each, in every browser bundle that reads it: the progress
//! store alone reads eight such enums on every page). [`by_name!`] writes
//! an enum's `Serialize` and `Deserialize` from the names its `as_str`
//! already gives, and every such enum is read by [`read_name`], compiled
//! once per format. The names are the ones the derive's `rename_all` gave
//! (but for one matrix question, which the derive spelled
//! `version2-1-223` where its id is `version-2-1-223`), and so are the
//! errors: "unknown variant `x`, expected one of `a`, `b`".

use serde::de::{self, Deserializer, Visitor};
use std::fmt;

/// Reads a name and gives its place in `names`; any other text is refused
/// as an unknown variant, listing `names`.
pub(crate) fn read_name<'de, D: Deserializer<'de>>(
    deserializer: D,
    names: &'static [&'static str],
) -> Result<usize, D::Error> {
    deserializer.deserialize_str(NameVisitor(names))
}

struct NameVisitor(&'static [&'static str]);

impl Visitor<'_> for NameVisitor {
    type Value = usize;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("a variant name")
    }

    fn visit_str<E: de::Error>(self, name: &str) -> Result<usize, E> {
        self.0
            .iter()
            .position(|known| *known == name)
            .ok_or_else(|| E::unknown_variant(name, self.0))
    }
}

/// `by_name!(Type::as_str [A, B, C])`: `Type` is written as its `const fn`
/// `as_str` names it. Every variant must be listed, or the build fails.
///
/// `by_name!(Type { A => "a", B => "b" })` also defines that `as_str`.
macro_rules! by_name {
    ($ty:ident { $($variant:ident => $name:literal),+ $(,)? }) => {
        impl $ty {
            /// The variant's name, as JSON, TOML and the pages write it.
            #[must_use]
            pub const fn as_str(self) -> &'static str {
                match self {
                    $($ty::$variant => $name,)+
                }
            }
        }
        $crate::named::by_name!($ty::as_str [$($variant),+]);
    };
    ($ty:ident :: $name_of:ident [$($variant:ident),+ $(,)?]) => {
        // Fails to build when a variant is left out of the list.
        const _: fn($ty) = |variant| match variant {
            $($ty::$variant => {})+
        };

        impl serde::Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.$name_of())
            }
        }

        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                const VARIANTS: &[$ty] = &[$($ty::$variant),+];
                const NAMES: &[&str] = &[$($ty::$variant.$name_of()),+];
                $crate::named::read_name(deserializer, NAMES).map(|place| VARIANTS[place])
            }
        }
    };
}

pub(crate) use by_name;

#[cfg(test)]
mod tests {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
    enum Weather {
        Sunny,
        LightRain,
    }

    by_name!(Weather {
        Sunny => "sunny",
        LightRain => "light-rain",
    });

    #[test]
    fn a_variant_is_written_and_read_back_by_its_name() {
        for (weather, text) in [
            (Weather::Sunny, "\"sunny\""),
            (Weather::LightRain, "\"light-rain\""),
        ] {
            assert_eq!(serde_json::to_string(&weather).unwrap(), text);
            assert_eq!(serde_json::from_str::<Weather>(text).unwrap(), weather);
        }
    }

    #[test]
    fn an_unknown_name_is_refused_with_the_names_it_could_be() {
        let error = serde_json::from_str::<Weather>("\"LightRain\"").unwrap_err();
        assert_eq!(
            error.to_string(),
            "unknown variant `LightRain`, expected `sunny` or `light-rain` at line 1 column 11"
        );
        let error = serde_json::from_str::<Weather>("3").unwrap_err();
        assert!(
            error
                .to_string()
                .starts_with("invalid type: integer `3`, expected a variant name"),
            "{error}"
        );
    }

    #[test]
    fn a_name_reads_as_a_map_key_and_from_toml() {
        let days: std::collections::BTreeMap<Weather, u32> =
            serde_json::from_str(r#"{"sunny": 3, "light-rain": 4}"#).unwrap();
        assert_eq!(days[&Weather::LightRain], 4);
        assert_eq!(
            serde_json::to_string(&days).unwrap(),
            r#"{"sunny":3,"light-rain":4}"#
        );
        #[derive(serde::Deserialize)]
        struct Day {
            weather: Weather,
        }
        let day: Day = toml::from_str("weather = \"light-rain\"").unwrap();
        assert_eq!(day.weather, Weather::LightRain);
    }
}
