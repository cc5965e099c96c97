//! Settings from every source, compiled once: handlers in settings order with
//! their prepared matchers and `if` rules, permission rules, the disable
//! switches, and every entry Claude Code would skip as a config error.

use std::borrow::Cow;
use std::sync::Arc;

use serde_json::{Map, Value};

use super::catalogue::{self, HandlerType};
use super::fasthash::FastMap;
use super::matcher::{Matcher, MatcherProblem};
use super::messages::{args, english_pairs, phrase, JSON_KINDS};
use super::rule::{parse_rule, Rule};
use super::{Args, ConfigError, Settings, SettingsSource, TraceEntry};
use crate::version::{Change, Version};

/// The English words of a kind of JSON value (the `expected` argument).
fn kind(id: &'static str) -> &'static str {
    phrase(JSON_KINDS, id)
}

/// Where a handler comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Source {
    Managed,
    User,
    Project,
    Local,
    Cli,
    Plugin(String),
    Skill(String),
    Agent(String),
    Sdk,
}

impl Source {
    /// The handlers' source for a settings file (`None` for the lists and
    /// the SDK, whose handlers' sources carry more).
    fn of_file(file: SettingsSource) -> Option<Source> {
        match file {
            SettingsSource::Managed => Some(Source::Managed),
            SettingsSource::User => Some(Source::User),
            SettingsSource::Project => Some(Source::Project),
            SettingsSource::Local => Some(Source::Local),
            SettingsSource::Cli => Some(Source::Cli),
            SettingsSource::Plugins
            | SettingsSource::Skills
            | SettingsSource::Agents
            | SettingsSource::Sdk => None,
        }
    }

    pub(crate) fn label(&self) -> String {
        match self {
            Source::Managed => "managed".into(),
            Source::User => "user".into(),
            Source::Project => "project".into(),
            Source::Local => "local".into(),
            Source::Cli => "cli".into(),
            Source::Plugin(n) => format!("plugin:{n}"),
            Source::Skill(n) => format!("skill:{n}"),
            Source::Agent(n) => format!("agent:{n}"),
            Source::Sdk => "sdk".into(),
        }
    }

    /// A settings file (where identical handlers are deduplicated across files).
    pub(crate) fn is_settings_file(&self) -> bool {
        matches!(
            self,
            Source::Managed | Source::User | Source::Project | Source::Local | Source::Cli
        )
    }
}

/// One configured handler.
#[derive(Debug)]
pub(crate) struct Handler {
    pub event: String,
    pub source: Source,
    /// `source.label()`, computed once.
    pub label: Arc<str>,
    pub path: String,
    pub group: usize,
    pub htype: HandlerType,
    pub key: Arc<str>,
    pub if_rule: Option<Rule>,
    pub timeout_ms: Option<u64>,
    pub is_async: bool,
    pub async_rewake: bool,
    pub continue_on_block: bool,
    /// What makes two handlers the same, prefixed with their deduplication
    /// scope (`settings` for the settings files, else the source label).
    pub dedup_key: String,
    /// A plugin's `${user_config.*}` placeholder used in shell form.
    pub user_config_shell: bool,
}

/// One matcher group.
#[derive(Debug)]
pub(crate) struct Group {
    pub text: Option<String>,
    pub matcher: Matcher,
    /// The first group whose matcher has the same text and narrowness (this
    /// group's own index when it is the first): both match the same values,
    /// so an evaluation tests the pattern once.
    pub shared: usize,
}

/// Permission rules from every settings file, in precedence order.
#[derive(Debug, Default)]
pub(crate) struct Rules {
    pub deny: Vec<Rule>,
    pub ask: Vec<Rule>,
    pub allow: Vec<Rule>,
}

/// Settings compiled for one Claude Code version; evaluate many cases against it.
#[derive(Debug)]
pub struct Compiled {
    pub(crate) version: Version,
    pub(crate) groups: Vec<Group>,
    pub(crate) handlers: Vec<Handler>,
    pub(crate) config_errors: Vec<ConfigError>,
    pub(crate) notes: Vec<TraceEntry>,
    pub(crate) rules: Rules,
    /// `disableAllHooks` in force: the source it came from.
    pub(crate) disabled_by: Option<String>,
    pub(crate) managed_only: bool,
    pub(crate) forced_plugins: Vec<String>,
    /// The largest timeout (ms) among SessionEnd handlers of settings files.
    pub(crate) session_end_max_timeout_ms: u64,
}

/// The settings files the Agent SDK's `setting_sources` can name.
const SETTING_SOURCES: &[&str] = &["user", "project", "local"];

const KNOWN_SETTINGS: &[&str] = &[
    "$schema",
    "hooks",
    "permissions",
    "disableAllHooks",
    "allowManagedHooksOnly",
    "allowedHttpHookUrls",
    "httpHookAllowedEnvVars",
    "env",
    "model",
    "apiKeyHelper",
    "awsAuthRefresh",
    "awsCredentialExport",
    "cleanupPeriodDays",
    "includeCoAuthoredBy",
    "includeGitInstructions",
    "attribution",
    "statusLine",
    "subagentStatusLine",
    "fileSuggestion",
    "outputStyle",
    "forceLoginMethod",
    "forceLoginOrgUUID",
    "enableAllProjectMcpServers",
    "enabledMcpjsonServers",
    "disabledMcpjsonServers",
    "allowedMcpServers",
    "deniedMcpServers",
    "enabledPlugins",
    "extraKnownMarketplaces",
    "strictKnownMarketplaces",
    "disableCommandPluginSources",
    "sandbox",
    "companyAnnouncements",
    "spinnerTipsEnabled",
    "alwaysThinkingEnabled",
    "language",
    "theme",
    "respectGitignore",
    "autoUpdatesChannel",
    "additionalDirectories",
    "defaultMode",
    "skipWebFetchPreflight",
];

struct Builder {
    version: Version,
    out: Compiled,
    /// The Agent SDK's callbacks are Python ones (`settings.sdk.language`),
    /// which have fewer events than TypeScript's.
    sdk_python: bool,
    /// The first group of each (narrow, matcher text).
    first_group: FastMap<(bool, String), usize>,
}

impl Builder {
    fn error(&mut self, path: &str, id: &str, pairs: &[(&str, &str)]) {
        self.out.config_errors.push(ConfigError {
            path: path.to_string(),
            id: id.to_string(),
            message: english_pairs(id, pairs),
            args: args(pairs),
        });
    }

    fn note(&mut self, source: &Source, id: &'static str, pairs: &[(&'static str, &str)]) {
        self.out.notes.push(TraceEntry {
            step: Cow::Borrowed("config"),
            source: Some(source.label().into()),
            handler: None,
            result: Cow::Borrowed("note"),
            id: Cow::Borrowed(id),
            args: Args::from_pairs(pairs),
        });
    }

    fn hooks(&mut self, source: &Source, path: &str, hooks: &Value) {
        let Value::Object(events) = hooks else {
            self.error(path, "hooks-not-object", &[("source", &source.label())]);
            return;
        };
        // whole-file failures of older versions
        if !self.version.has(Change::UnknownEventSkipped) {
            if let Some(bad) = events.keys().find(|k| catalogue::event(k).is_none()) {
                let bad = bad.clone();
                self.error(
                    &format!("{path}.{bad}"),
                    "unknown-event-voids-file",
                    &[("event", &bad), ("source", &source.label())],
                );
                return;
            }
        }
        let v = self.version;
        if v.has(Change::BadMatcherVoidsFile) && source.is_settings_file() {
            let bad = events.values().any(|groups| {
                groups.as_array().is_some_and(|gs| {
                    gs.iter().any(|g| {
                        g.get("matcher")
                            .is_some_and(|m| !m.is_string() && !m.is_null())
                    })
                })
            });
            if bad {
                self.error(path, "matcher-voids-file", &[("source", &source.label())]);
                return;
            }
        }
        for (name, groups) in events {
            let epath = format!("{path}.{name}");
            if *source == Source::Sdk
                && self.sdk_python
                && catalogue::event(name).is_some_and(|e| !e.python_sdk)
            {
                self.error(&epath, "sdk-python-event", &[("event", name)]);
                continue;
            }
            let event_name = match (source, name.as_str()) {
                (Source::Agent(a), "Stop") => {
                    let a = a.clone();
                    self.note(source, "agent-stop-renamed", &[("agent", &a)]);
                    "SubagentStop".to_string()
                }
                _ => name.clone(),
            };
            let Some(spec) = catalogue::event(&event_name) else {
                self.error(&epath, "unknown-event", &[("event", name)]);
                continue;
            };
            let Value::Array(groups) = groups else {
                self.error(&epath, "event-not-array", &[("event", name)]);
                continue;
            };
            for (gi, group) in groups.iter().enumerate() {
                self.group(source, spec, &format!("{epath}[{gi}]"), group);
            }
        }
    }

    fn group(&mut self, source: &Source, spec: &catalogue::EventSpec, path: &str, group: &Value) {
        let Value::Object(g) = group else {
            self.error(path, "group-not-object", &[]);
            return;
        };
        let text = match g.get("matcher") {
            None | Some(Value::Null) => None,
            Some(Value::String(s)) => Some(s.clone()),
            Some(_) => {
                self.error(&format!("{path}.matcher"), "matcher-not-string", &[]);
                return;
            }
        };
        // a regex already compiled for an earlier group with the same text is
        // reused (compiling is deterministic); anything else is compiled
        // again so that its config errors are reported for this group too
        let earlier = text.as_ref().and_then(|t| {
            let first = self.first_group.get(&(spec.narrow_matcher, t.clone()))?;
            match &self.out.groups.get(*first)?.matcher {
                Matcher::Regex(r) => Some(Matcher::Regex(r.clone())),
                _ => None,
            }
        });
        let matcher = match (&text, earlier) {
            (_, Some(m)) => m,
            (None, None) => Matcher::All,
            (Some(t), None) => match Matcher::compile(t, spec.narrow_matcher, self.version) {
                Ok(m) => m,
                Err(problem) => {
                    let mpath = format!("{path}.matcher");
                    match &problem {
                        MatcherProblem::Refused => {
                            self.error(&mpath, "matcher-refused", &[("matcher", t)])
                        }
                        MatcherProblem::TooLong => {
                            let short: String = t.chars().take(40).collect();
                            self.error(&mpath, "matcher-too-long", &[("matcher", &short)])
                        }
                        MatcherProblem::Invalid(e) => {
                            self.error(&mpath, "matcher-invalid", &[("matcher", t), ("error", e)])
                        }
                    }
                    Matcher::Broken
                }
            },
        };
        let group_timeout = match g.get("timeout") {
            None | Some(Value::Null) => None,
            Some(t) => match t.as_f64() {
                Some(s) if s >= 0.0 => Some((s * 1000.0) as u64),
                _ => {
                    self.error(
                        &format!("{path}.timeout"),
                        "handler-field-type",
                        &[
                            ("field", "timeout"),
                            ("expected", kind("number-of-seconds")),
                        ],
                    );
                    None
                }
            },
        };
        let Some(Value::Array(handlers)) = g.get("hooks") else {
            self.error(&format!("{path}.hooks"), "group-hooks-missing", &[]);
            return;
        };
        let gi = self.out.groups.len();
        let shared = match &text {
            Some(t) => *self
                .first_group
                .entry((spec.narrow_matcher, t.clone()))
                .or_insert(gi),
            None => gi,
        };
        self.out.groups.push(Group {
            text,
            matcher,
            shared,
        });
        for (hi, h) in handlers.iter().enumerate() {
            self.handler(
                source,
                spec,
                &format!("{path}.hooks[{hi}]"),
                gi,
                group_timeout,
                h,
            );
        }
    }

    fn handler(
        &mut self,
        source: &Source,
        spec: &catalogue::EventSpec,
        path: &str,
        group: usize,
        group_timeout: Option<u64>,
        h: &Value,
    ) {
        let Value::Object(h) = h else {
            self.error(path, "handler-not-object", &[]);
            return;
        };
        let type_text = match h.get("type") {
            Some(Value::String(t)) => t.clone(),
            Some(_) => {
                self.error(
                    &format!("{path}.type"),
                    "handler-field-type",
                    &[("field", "type"), ("expected", kind("string"))],
                );
                return;
            }
            None => {
                self.error(path, "handler-type-missing", &[]);
                return;
            }
        };
        let Some(htype) = HandlerType::parse(&type_text) else {
            self.error(
                &format!("{path}.type"),
                "unknown-handler-type",
                &[("type", &type_text)],
            );
            return;
        };
        if htype == HandlerType::Callback && *source != Source::Sdk {
            self.error(&format!("{path}.type"), "callback-outside-sdk", &[]);
            return;
        }
        if htype != HandlerType::Callback && *source == Source::Sdk {
            self.error(
                &format!("{path}.type"),
                "sdk-not-callback",
                &[("type", &type_text)],
            );
            return;
        }
        if !spec.allows(htype) {
            self.error(
                &format!("{path}.type"),
                "handler-type-not-allowed",
                &[("type", &type_text), ("event", spec.name)],
            );
            return;
        }
        let string_field =
            |b: &mut Builder, field: &str, required: bool| -> Result<Option<String>, ()> {
                match h.get(field) {
                    Some(Value::String(s)) => Ok(Some(s.clone())),
                    None | Some(Value::Null) if !required => Ok(None),
                    None | Some(Value::Null) => {
                        b.error(
                            path,
                            "handler-field-missing",
                            &[("type", &type_text), ("field", field)],
                        );
                        Err(())
                    }
                    Some(_) => {
                        b.error(
                            &format!("{path}.{field}"),
                            "handler-field-type",
                            &[("field", field), ("expected", kind("string"))],
                        );
                        Err(())
                    }
                }
            };
        let bool_field = |b: &mut Builder, field: &str| -> Result<bool, ()> {
            match h.get(field) {
                None | Some(Value::Null) => Ok(false),
                Some(Value::Bool(v)) => Ok(*v),
                Some(_) => {
                    b.error(
                        &format!("{path}.{field}"),
                        "handler-field-type",
                        &[("field", field), ("expected", kind("boolean"))],
                    );
                    Err(())
                }
            }
        };
        let mut args_list: Option<Vec<String>> = None;
        let key = match htype {
            HandlerType::Command => {
                let Ok(Some(cmd)) = string_field(self, "command", true) else {
                    return;
                };
                match h.get("args") {
                    None | Some(Value::Null) => {}
                    Some(Value::Array(items)) if items.iter().all(Value::is_string) => {
                        args_list = Some(
                            items
                                .iter()
                                .filter_map(Value::as_str)
                                .map(String::from)
                                .collect(),
                        );
                    }
                    Some(_) => {
                        self.error(
                            &format!("{path}.args"),
                            "handler-field-type",
                            &[("field", "args"), ("expected", kind("array-of-strings"))],
                        );
                        return;
                    }
                }
                cmd
            }
            HandlerType::Http => {
                let Ok(Some(url)) = string_field(self, "url", true) else {
                    return;
                };
                url
            }
            HandlerType::McpTool => {
                let Ok(Some(server)) = string_field(self, "server", true) else {
                    return;
                };
                let Ok(Some(tool)) = string_field(self, "tool", true) else {
                    return;
                };
                format!("{server}/{tool}")
            }
            HandlerType::Prompt | HandlerType::Agent => {
                let Ok(Some(p)) = string_field(self, "prompt", true) else {
                    return;
                };
                p
            }
            HandlerType::Callback => {
                let Ok(Some(n)) = string_field(self, "name", true) else {
                    return;
                };
                n
            }
        };
        let Ok(if_text) = string_field(self, "if", false) else {
            return;
        };
        let if_rule = match if_text {
            None => None,
            Some(t) => match parse_rule(&t) {
                Some(r) => Some(r),
                None => {
                    self.error(&format!("{path}.if"), "if-invalid", &[("rule", &t)]);
                    return;
                }
            },
        };
        let timeout_ms = match h.get("timeout") {
            None | Some(Value::Null) => group_timeout,
            Some(t) => match t.as_f64() {
                Some(s) if s >= 0.0 => Some((s * 1000.0) as u64),
                _ => {
                    self.error(
                        &format!("{path}.timeout"),
                        "handler-field-type",
                        &[
                            ("field", "timeout"),
                            ("expected", kind("number-of-seconds")),
                        ],
                    );
                    return;
                }
            },
        };
        let Ok(is_async) = bool_field(self, "async") else {
            return;
        };
        let Ok(async_rewake) = bool_field(self, "asyncRewake") else {
            return;
        };
        let Ok(continue_on_block) = bool_field(self, "continueOnBlock") else {
            return;
        };
        if (is_async || async_rewake) && htype != HandlerType::Command {
            self.error(
                &format!("{path}.async"),
                "async-not-command",
                &[("type", &type_text)],
            );
            return;
        }
        // identical handlers run once per scope: all settings files share one
        let label = source.label();
        let scope = if source.is_settings_file() {
            "settings"
        } else {
            label.as_str()
        };
        let dedup_key = match htype {
            HandlerType::Command => format!(
                "{scope}\u{0}command\u{0}{key}\u{0}{}",
                args_list
                    .as_ref()
                    .map(|a| a.join("\u{1}"))
                    .unwrap_or_default()
            ),
            HandlerType::Http => format!("{scope}\u{0}http\u{0}{key}"),
            HandlerType::McpTool => format!(
                "{scope}\u{0}mcp_tool\u{0}{key}\u{0}{}",
                h.get("input").map(|v| v.to_string()).unwrap_or_default()
            ),
            HandlerType::Prompt | HandlerType::Agent => format!(
                "{scope}\u{0}{}\u{0}{key}\u{0}{}",
                htype.as_str(),
                h.get("model").and_then(Value::as_str).unwrap_or("")
            ),
            HandlerType::Callback => format!("{scope}\u{0}callback\u{0}{key}"),
        };
        let user_config_shell = matches!(source, Source::Plugin(_))
            && htype == HandlerType::Command
            && args_list.is_none()
            && key.contains("${user_config.");
        if spec.shared_timeout_budget && source.is_settings_file() {
            if let Some(t) = timeout_ms {
                self.out.session_end_max_timeout_ms = self.out.session_end_max_timeout_ms.max(t);
            }
        }
        self.out.handlers.push(Handler {
            event: spec.name.to_string(),
            label: label.into(),
            source: source.clone(),
            path: path.to_string(),
            group,
            htype,
            key: key.into(),
            if_rule,
            timeout_ms,
            is_async: is_async || async_rewake,
            async_rewake,
            continue_on_block,
            dedup_key,
            user_config_shell,
        });
    }

    fn permissions(&mut self, path: &str, perms: &Value) {
        let Value::Object(p) = perms else {
            self.error(
                path,
                "setting-type",
                &[("key", "permissions"), ("expected", kind("object"))],
            );
            return;
        };
        for list in ["deny", "ask", "allow"] {
            let Some(v) = p.get(list) else { continue };
            let lpath = format!("{path}.{list}");
            let Value::Array(items) = v else {
                self.error(
                    &lpath,
                    "setting-type",
                    &[("key", list), ("expected", kind("array-of-rules"))],
                );
                continue;
            };
            for (i, item) in items.iter().enumerate() {
                let rule = item.as_str().and_then(parse_rule);
                match rule {
                    Some(r) => match list {
                        "deny" => self.out.rules.deny.push(r),
                        "ask" => self.out.rules.ask.push(r),
                        _ => self.out.rules.allow.push(r),
                    },
                    None => {
                        let text = item
                            .as_str()
                            .map(String::from)
                            .unwrap_or_else(|| item.to_string());
                        self.error(
                            &format!("{lpath}[{i}]"),
                            "permission-rule-invalid",
                            &[("rule", &text)],
                        );
                    }
                }
            }
        }
    }

    /// The Agent SDK's `setting_sources` option (`settings.sdk.setting_sources`):
    /// which of the user, project and local settings files load. `None` when
    /// it is absent (all three load, as when the option is omitted) or
    /// unreadable (reported, then treated as absent). Managed settings and
    /// `--settings` always load.
    fn setting_sources(&mut self, sdk: Option<&Map<String, Value>>) -> Option<Vec<String>> {
        let value = sdk?.get("setting_sources")?;
        if value.is_null() {
            return None;
        }
        let names: Option<Vec<String>> = value.as_array().and_then(|items| {
            items
                .iter()
                .map(|i| {
                    i.as_str()
                        .filter(|n| SETTING_SOURCES.contains(n))
                        .map(String::from)
                })
                .collect()
        });
        if names.is_none() {
            self.error(
                "settings.sdk.setting_sources",
                "setting-sources-invalid",
                &[("value", &value.to_string())],
            );
        }
        names
    }

    /// The Agent SDK's language (`settings.sdk.language`): `python` or
    /// `typescript`, `None` when absent or unreadable (reported).
    fn sdk_language(&mut self, sdk: Option<&Map<String, Value>>) -> Option<&'static str> {
        let value = sdk?.get("language")?;
        match value.as_str() {
            Some("python") => Some("python"),
            Some("typescript") => Some("typescript"),
            _ if value.is_null() => None,
            _ => {
                self.error(
                    "settings.sdk.language",
                    "setting-type",
                    &[("key", "language"), ("expected", "python or typescript")],
                );
                None
            }
        }
    }

    fn settings_file(&mut self, source: &Source, name: &str, file: &Map<String, Value>) {
        let path = format!("settings.{name}");
        for (k, v) in file {
            let kpath = format!("{path}.{k}");
            match k.as_str() {
                "hooks" => self.hooks(source, &kpath, v),
                "permissions" => self.permissions(&kpath, v),
                "disableAllHooks" | "allowManagedHooksOnly" => {
                    if !v.is_boolean() {
                        if k == "allowManagedHooksOnly" && *source == Source::Managed {
                            self.error(&kpath, "managed-only-invalid", &[]);
                        } else {
                            self.error(
                                &kpath,
                                "setting-type",
                                &[("key", k), ("expected", kind("boolean"))],
                            );
                        }
                    } else if k == "allowManagedHooksOnly" && *source != Source::Managed {
                        self.error(
                            &kpath,
                            "managed-only-setting",
                            &[("key", k), ("source", name)],
                        );
                    }
                }
                "enabledPlugins" => {
                    if !v.is_object() {
                        self.error(
                            &kpath,
                            "setting-type",
                            &[("key", k), ("expected", kind("object"))],
                        );
                    }
                }
                other if KNOWN_SETTINGS.contains(&other) => {}
                other => self.error(&kpath, "unknown-setting", &[("key", other)]),
            }
        }
    }
}

fn obj<'a>(settings: &'a Map<String, Value>, name: &str) -> Option<&'a Map<String, Value>> {
    settings.get(name).and_then(Value::as_object)
}

impl Compiled {
    /// Compiles the settings of every source for one Claude Code version.
    pub fn new(settings: &Settings, version: Version) -> Compiled {
        let s = &settings.0;
        let mut b = Builder {
            version,
            sdk_python: false,
            first_group: FastMap::default(),
            out: Compiled {
                version,
                groups: Vec::new(),
                handlers: Vec::new(),
                config_errors: Vec::new(),
                notes: Vec::new(),
                rules: Rules::default(),
                disabled_by: None,
                managed_only: false,
                forced_plugins: Vec::new(),
                session_end_max_timeout_ms: 0,
            },
        };
        let files = SettingsSource::ALL
            .into_iter()
            .filter_map(|s| Some((s.key(), Source::of_file(s)?)));
        let sdk = obj(s, "sdk");
        let loaded = b.setting_sources(sdk);
        b.sdk_python = b.sdk_language(sdk) == Some("python");
        // managed settings and --settings load whatever setting_sources says
        let loads = |name: &str| {
            !SETTING_SOURCES.contains(&name)
                || loaded.as_ref().is_none_or(|l| l.iter().any(|x| x == name))
        };
        for (name, source) in files {
            if let Some(file) = obj(s, name) {
                if !loads(name) {
                    b.note(&source, "source-not-loaded", &[("source", name)]);
                    continue;
                }
                b.settings_file(&source, name, file);
            }
        }
        for (list, make) in [
            ("plugins", Source::Plugin as fn(String) -> Source),
            ("skills", Source::Skill as fn(String) -> Source),
            ("agents", Source::Agent as fn(String) -> Source),
        ] {
            let Some(items) = s.get(list).and_then(Value::as_array) else {
                continue;
            };
            for (i, item) in items.iter().enumerate() {
                let Some(m) = item.as_object() else { continue };
                let name = m
                    .get("name")
                    .and_then(Value::as_str)
                    .unwrap_or("")
                    .to_string();
                if let Some(h) = m.get("hooks") {
                    b.hooks(&make(name), &format!("settings.{list}[{i}].hooks"), h);
                }
            }
        }
        if let Some(sdk) = sdk {
            if let Some(h) = sdk.get("hooks") {
                b.hooks(&Source::Sdk, "settings.sdk.hooks", h);
            }
        }
        // scalar precedence: managed > cli > local > project > user
        for name in ["managed", "cli", "local", "project", "user"] {
            if !loads(name) {
                continue;
            }
            if let Some(v) = obj(s, name)
                .and_then(|f| f.get("disableAllHooks"))
                .and_then(Value::as_bool)
            {
                if v {
                    b.out.disabled_by = Some(name.to_string());
                }
                break;
            }
        }
        if let Some(m) = obj(s, "managed") {
            b.out.managed_only = match m.get("allowManagedHooksOnly") {
                None | Some(Value::Null) => false,
                Some(Value::Bool(v)) => *v,
                Some(_) => true,
            };
            if let Some(Value::Object(plugins)) = m.get("enabledPlugins") {
                b.out.forced_plugins = plugins
                    .iter()
                    .filter(|(_, v)| v.as_bool() == Some(true))
                    .map(|(k, _)| k.clone())
                    .collect();
            }
        }
        b.out
    }

    /// The version these settings were compiled for.
    pub fn version(&self) -> Version {
        self.version
    }

    /// The entries Claude Code would skip.
    pub fn config_errors(&self) -> &[ConfigError] {
        &self.config_errors
    }
}
