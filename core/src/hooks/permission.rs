//! The permission pipeline after the hooks (spec §4): hook deny, deny rules,
//! defer, ask rules, a hook's allow or ask, the permission mode, allow rules,
//! calls that need no approval, then the default for the session's mode.

use serde_json::{Map, Value};

use super::config::Rules;
use super::messages::{phrase, REFUSALS};
use super::rule::{check_in, split_command, CommandView, PathContext, Purpose, RuleMatch};
use super::Mode;

/// The hooks' aggregated decision, as the pipeline sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum HookDecision {
    Allow = 0,
    Ask = 1,
    Defer = 2,
    Deny = 3,
}

impl HookDecision {
    pub fn as_str(self) -> &'static str {
        match self {
            HookDecision::Allow => "allow",
            HookDecision::Ask => "ask",
            HookDecision::Defer => "defer",
            HookDecision::Deny => "deny",
        }
    }
}

/// What the pipeline needs.
pub struct PipelineInput<'a> {
    pub tool: &'a str,
    pub input: &'a Map<String, Value>,
    pub hook: Option<HookDecision>,
    pub hook_has_updated_input: bool,
    pub mode: Mode,
    pub permission_mode: &'a str,
    pub rules: &'a Rules,
    pub paths: PathContext<'a>,
    pub working_dirs: Vec<String>,
    /// The command line of the (rewritten) input, analysed once.
    pub view: Option<&'a CommandView>,
}

/// One step of the pipeline's explanation: id and args.
pub type Step = (&'static str, Vec<(&'static str, String)>);

/// The verdict: result, by, and the explanation.
pub struct Verdict {
    pub result: &'static str,
    pub by: &'static str,
    pub steps: Vec<Step>,
}

fn verdict(result: &'static str, by: &'static str, steps: Vec<Step>) -> Verdict {
    Verdict { result, by, steps }
}

fn first_match<'r>(
    rules: &'r [super::rule::Rule],
    p: &PipelineInput<'_>,
    purpose: Purpose,
) -> Option<&'r str> {
    rules
        .iter()
        .find(|r| {
            matches!(
                check_in(r, p.tool, p.input, purpose, &p.paths, p.view),
                RuleMatch::Yes(_)
            )
        })
        .map(|r| r.text.as_str())
}

const CRITICAL: &[&str] = &[
    "/", "/*", "~", "~/", "$HOME", "/home", "/usr", "/etc", "/bin", "/sbin", "/var", "/lib",
    "/opt", "/boot", "/root", "/System", "/Users", "..", ".",
];

/// `rm` or `rmdir` aimed at a critical path.
pub fn critical_rm(command: &str) -> bool {
    let Some(parsed) = split_command(command) else {
        return false;
    };
    parsed.commands.iter().any(|c| {
        let mut words = c.words();
        matches!(words.next(), Some("rm" | "rmdir"))
            && words.any(|w| CRITICAL.contains(&w.trim_end_matches('/')) || w == "/")
    })
}

fn inside(path: &str, dirs: &[String], cwd: &str) -> bool {
    let abs = if path.starts_with('/') {
        path.to_string()
    } else {
        format!("{}/{}", cwd.trim_end_matches('/'), path)
    };
    if abs.split('/').any(|s| s == "..") {
        return false;
    }
    dirs.iter().any(|d| {
        let d = d.trim_end_matches('/');
        abs == d || abs.starts_with(&format!("{d}/"))
    })
}

fn input_path(input: &Map<String, Value>) -> Option<&str> {
    ["file_path", "notebook_path", "path"]
        .iter()
        .find_map(|k| input.get(*k).and_then(Value::as_str))
}

const EDIT_TOOLS: &[&str] = &["Edit", "MultiEdit", "Write", "NotebookEdit"];
const READ_TOOLS: &[&str] = &["Read", "Glob", "Grep", "NotebookRead"];
const FS_COMMANDS: &[&str] = &["mkdir", "touch", "rm", "rmdir", "mv", "cp", "sed"];

fn accept_edits_covers(p: &PipelineInput<'_>) -> bool {
    if EDIT_TOOLS.contains(&p.tool) {
        return input_path(p.input).is_some_and(|f| inside(f, &p.working_dirs, p.paths.cwd));
    }
    if p.tool == "Bash" {
        let cmd = p.input.get("command").and_then(Value::as_str).unwrap_or("");
        let Some(parsed) = split_command(cmd) else {
            return false;
        };
        if parsed.substitution || parsed.commands.is_empty() {
            return false;
        }
        return parsed.commands.iter().all(|c| {
            let mut words = c.words();
            let Some(first) = words.next() else {
                return false;
            };
            FS_COMMANDS.contains(&first)
                && words
                    .filter(|w| !w.starts_with('-'))
                    .all(|w| inside(w, &p.working_dirs, p.paths.cwd))
        });
    }
    false
}

fn needs_no_approval(p: &PipelineInput<'_>) -> bool {
    match p.tool {
        "Agent" | "ToolSearch" => true,
        t if READ_TOOLS.contains(&t) => match input_path(p.input) {
            Some(f) => inside(f, &p.working_dirs, p.paths.cwd),
            None => true,
        },
        _ => false,
    }
}

/// Runs the pipeline.
pub fn run(p: &PipelineInput<'_>) -> Verdict {
    let mut steps: Vec<Step> = Vec::new();
    let nobody = p.mode == Mode::Print;
    let dont_ask = p.permission_mode == "dontAsk";
    if p.hook == Some(HookDecision::Deny) {
        steps.push(("perm-hook-deny", vec![]));
        return verdict("deny", "hook", steps);
    }
    if let Some(rule) = first_match(&p.rules.deny, p, Purpose::Restrict) {
        steps.push(("perm-deny-rule", vec![("rule", rule.to_string())]));
        return verdict("deny", "deny_rule", steps);
    }
    if p.hook == Some(HookDecision::Defer) {
        steps.push(("perm-defer", vec![]));
        return verdict("defer", "hook", steps);
    }
    let always_asks = p.tool == "AskUserQuestion";
    if let Some(rule) = first_match(&p.rules.ask, p, Purpose::Restrict) {
        if dont_ask || nobody {
            let mode = if dont_ask { "dontAsk" } else { "print" };
            steps.push((
                "perm-ask-rule-denied",
                vec![("rule", rule.to_string()), ("mode", mode.to_string())],
            ));
            return verdict("deny", "ask_rule", steps);
        }
        steps.push(("perm-ask-rule", vec![("rule", rule.to_string())]));
        return verdict("ask", "ask_rule", steps);
    }
    match p.hook {
        Some(HookDecision::Allow) => {
            let command = p.input.get("command").and_then(Value::as_str).unwrap_or("");
            let refused = if p.tool == "Bash" && critical_rm(command) {
                Some(phrase(REFUSALS, "critical-rm"))
            } else if matches!(p.tool, "AskUserQuestion" | "ExitPlanMode")
                && !p.hook_has_updated_input
            {
                Some(phrase(REFUSALS, "needs-updated-input"))
            } else {
                None
            };
            match refused {
                Some(reason) => steps.push((
                    "perm-hook-allow-refused",
                    vec![("reason", reason.to_string())],
                )),
                None => {
                    steps.push(("perm-hook-allow", vec![]));
                    return verdict("allow", "hook", steps);
                }
            }
        }
        Some(HookDecision::Ask) => {
            if nobody || dont_ask {
                steps.push(("perm-hook-ask-denied", vec![]));
                return verdict("deny", "hook", steps);
            }
            steps.push(("perm-hook-ask", vec![]));
            return verdict("ask", "hook", steps);
        }
        _ => {}
    }
    match p.permission_mode {
        "bypassPermissions" => {
            let command = p.input.get("command").and_then(Value::as_str).unwrap_or("");
            let critical = p.tool == "Bash" && critical_rm(command);
            if !critical && !always_asks {
                steps.push((
                    "perm-mode-allow",
                    vec![("mode", "bypassPermissions".to_string())],
                ));
                return verdict("allow", "mode", steps);
            }
        }
        "acceptEdits" if accept_edits_covers(p) => {
            steps.push(("perm-mode-allow", vec![("mode", "acceptEdits".to_string())]));
            return verdict("allow", "mode", steps);
        }
        "plan" if EDIT_TOOLS.contains(&p.tool) || matches!(p.tool, "Bash" | "PowerShell") => {
            if nobody {
                steps.push(("perm-default-deny", vec![]));
                return verdict("deny", "mode", steps);
            }
            steps.push(("perm-mode-ask", vec![]));
            return verdict("ask", "mode", steps);
        }
        "auto" => steps.push(("perm-auto", vec![])),
        _ => {}
    }
    if !always_asks {
        if let Some(rule) = first_match(&p.rules.allow, p, Purpose::Allow) {
            steps.push(("perm-allow-rule", vec![("rule", rule.to_string())]));
            return verdict("allow", "allow_rule", steps);
        }
        if needs_no_approval(p) {
            steps.push(("perm-no-approval", vec![("tool", p.tool.to_string())]));
            return verdict("allow", "default", steps);
        }
    }
    if dont_ask {
        steps.push(("perm-mode-deny", vec![]));
        return verdict("deny", "mode", steps);
    }
    if nobody {
        steps.push(("perm-default-deny", vec![]));
        return verdict("deny", "default", steps);
    }
    steps.push(("perm-default-ask", vec![]));
    verdict("ask", "default", steps)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn critical_paths() {
        assert!(critical_rm("rm -rf /"));
        assert!(critical_rm("cd x && rm -rf ~"));
        assert!(!critical_rm("rm -rf build"));
        assert!(critical_rm("rm -rf \"/\""));
        assert!(critical_rm("ls; rmdir .."));
        assert!(critical_rm("echo $(rm -r /etc/)"));
        assert!(!critical_rm("echo rm /"));
        assert!(!critical_rm("rm -rf 'build"));
        // Words are read with their quotes removed, single ones too.
        assert!(critical_rm("rm -rf '/'"));
        assert!(critical_rm("rm -rf \"$HOME\""));
    }

    #[test]
    fn inside_working_dirs() {
        let dirs = vec!["/home/me/shop".to_string()];
        assert!(inside("src/a.ts", &dirs, "/home/me/shop"));
        assert!(inside("/home/me/shop/a", &dirs, "/home/me/shop"));
        assert!(!inside("/home/me/shopping/a", &dirs, "/home/me/shop"));
        assert!(!inside("../x", &dirs, "/home/me/shop"));
    }
}
