//! The settings sources a case can hold, each under its own key of the
//! case's `settings`: five settings files, three lists of named items
//! (plugins, skills, agents) and the Agent SDK's options. The engine, the
//! case checker, the message catalogue and the sandbox's tabs all read this
//! one list.

/// One key of a case's `settings`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum SettingsSource {
    Managed,
    User,
    Project,
    Local,
    Cli,
    Plugins,
    Skills,
    Agents,
    Sdk,
}

impl SettingsSource {
    /// Every source: the settings files from the highest precedence down,
    /// then the lists, then the Agent SDK (the sandbox's tab order).
    pub const ALL: [SettingsSource; 9] = [
        SettingsSource::Managed,
        SettingsSource::User,
        SettingsSource::Project,
        SettingsSource::Local,
        SettingsSource::Cli,
        SettingsSource::Plugins,
        SettingsSource::Skills,
        SettingsSource::Agents,
        SettingsSource::Sdk,
    ];

    /// The key in a case's `settings`.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            SettingsSource::Managed => "managed",
            SettingsSource::User => "user",
            SettingsSource::Project => "project",
            SettingsSource::Local => "local",
            SettingsSource::Cli => "cli",
            SettingsSource::Plugins => "plugins",
            SettingsSource::Skills => "skills",
            SettingsSource::Agents => "agents",
            SettingsSource::Sdk => "sdk",
        }
    }

    /// The source stored under `key`, if it is one.
    #[must_use]
    pub fn from_key(key: &str) -> Option<SettingsSource> {
        SettingsSource::ALL.into_iter().find(|s| s.key() == key)
    }

    /// The position in [`SettingsSource::ALL`].
    #[must_use]
    pub fn index(self) -> usize {
        SettingsSource::ALL
            .iter()
            .position(|s| *s == self)
            .unwrap_or_default()
    }

    /// A `settings.json` file (`--settings` included): an object, whose
    /// identical handlers are deduplicated with the other files'.
    #[must_use]
    pub const fn is_file(self) -> bool {
        matches!(
            self,
            SettingsSource::Managed
                | SettingsSource::User
                | SettingsSource::Project
                | SettingsSource::Local
                | SettingsSource::Cli
        )
    }

    /// A list of named items, each with its own hooks.
    #[must_use]
    pub const fn is_list(self) -> bool {
        self.item_kind().is_some()
    }

    /// For a list, what one of its items is called in a handler's source
    /// label (`plugin:fmt`).
    #[must_use]
    pub const fn item_kind(self) -> Option<&'static str> {
        match self {
            SettingsSource::Plugins => Some("plugin"),
            SettingsSource::Skills => Some("skill"),
            SettingsSource::Agents => Some("agent"),
            _ => None,
        }
    }

    /// The source of a handler's label: `user`, or `plugin:fmt` for an item
    /// of `plugins`.
    #[must_use]
    pub fn of_label(label: &str) -> Option<SettingsSource> {
        match label.split_once(':') {
            Some((kind, _)) => SettingsSource::ALL
                .into_iter()
                .find(|s| s.item_kind() == Some(kind)),
            None => SettingsSource::from_key(label).filter(|s| !s.is_list()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_labels_and_kinds_agree() {
        for source in SettingsSource::ALL {
            assert_eq!(SettingsSource::from_key(source.key()), Some(source));
            assert_eq!(SettingsSource::ALL[source.index()], source);
            assert!(!(source.is_file() && source.is_list()));
        }
        assert_eq!(
            SettingsSource::of_label("plugin:fmt"),
            Some(SettingsSource::Plugins)
        );
        assert_eq!(
            SettingsSource::of_label("project"),
            Some(SettingsSource::Project)
        );
        assert_eq!(SettingsSource::of_label("plugins"), None);
        assert_eq!(SettingsSource::of_label("team:x"), None);
        assert!(!SettingsSource::Sdk.is_file() && !SettingsSource::Sdk.is_list());
    }
}
