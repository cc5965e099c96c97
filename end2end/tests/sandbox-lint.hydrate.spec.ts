import { Page } from "@playwright/test";
import { expect, test, open as ready } from "./helpers";

// The sandbox's lint panel: the settings linter's findings on the settings
// being edited, each with its rule id, its place and its advice, gone once
// the settings are fixed. The story fixes a hook command in two steps: a
// script by a relative path (an error), then the project directory left
// unquoted (a warning), then quoted (clean).

/// Project settings whose one hook runs `command`: the command sits on
/// line 9, its text from column 25 on.
function settings(command: string): string {
  return JSON.stringify(
    { hooks: { PreToolUse: [{ matcher: "Bash", hooks: [{ type: "command", command }] }] } },
    null,
    2,
  );
}

const RELATIVE = ".claude/hooks/guard.sh";
const UNQUOTED = "$CLAUDE_PROJECT_DIR/.claude/hooks/guard.sh";
const QUOTED = '"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.sh';

/// What each language says (short pieces, clear of typographic spaces).
const words: Record<string, { at: string; relative: string; unquoted: string; clean: string; error: string; warning: string }> = {
  en: {
    at: "line 9, column 25",
    relative: "by a relative path",
    unquoted: "is not quoted",
    clean: "No lint finding in the project settings.",
    error: "Error",
    warning: "Warning",
  },
  fr: {
    at: "ligne 9, colonne 25",
    relative: "par un chemin relatif",
    unquoted: "pas entre guillemets",
    clean: "Aucun problème relevé dans les paramètres projet",
    error: "Erreur",
    warning: "Avertissement",
  },
};

async function typeSettings(page: Page, text: string) {
  await page.locator("#sandbox-settings-input").fill(text);
}

for (const lang of ["en", "fr"]) {
  test(`${lang}: the lint panel shows a finding on the settings and drops it once they are fixed`, async ({ page }) => {
    const say = words[lang];
    await ready(page, `/${lang}/sandbox`);
    await page.locator("#sandbox-tab-project").click();
    await expect(page.locator("#sandbox-tab-project")).toHaveAttribute("aria-selected", "true");
    const panel = page.locator(".sandbox-result .lint-panel");
    const findings = panel.locator(".lint-item");
    // The starting settings run their script the recommended way.
    await expect(panel.locator(".empty.ok")).toContainText(say.clean);
    await expect(findings).toHaveCount(0);

    // A script by a relative path: one error, H009, at the command.
    await typeSettings(page, settings(RELATIVE));
    await expect(findings).toHaveCount(1);
    const finding = findings.first();
    await expect(finding).toHaveClass(/\berror\b/);
    await expect(finding.locator("code")).toHaveText("H009");
    await expect(finding.locator(".badge")).toHaveText(say.error);
    await expect(finding.locator("strong")).toHaveText(say.at);
    await expect(finding.locator("p").first()).toContainText(say.relative);
    await expect(finding.locator("p").first()).toContainText(RELATIVE);
    // The advice names the fix for this very script.
    await expect(finding.locator("p.hint")).toContainText(`"$CLAUDE_PROJECT_DIR"/${RELATIVE}`);
    await expect(panel.locator(".empty")).toHaveCount(0);

    // Half fixed: the path is absolute but the variable unquoted, so the
    // same rule now warns about quoting instead.
    await typeSettings(page, settings(UNQUOTED));
    await expect(findings).toHaveCount(1);
    await expect(finding).toHaveClass(/\bwarning\b/);
    await expect(finding.locator("code")).toHaveText("H009");
    await expect(finding.locator(".badge")).toHaveText(say.warning);
    await expect(finding.locator("p").first()).toContainText(say.unquoted);
    await expect(finding.locator("p").first()).not.toContainText(say.relative);

    // Fixed: no finding is left and the panel says the settings are clean.
    await typeSettings(page, settings(QUOTED));
    await expect(findings).toHaveCount(0);
    await expect(panel.locator(".empty.ok")).toContainText(say.clean);
    await expect(panel).not.toContainText("H009");

    // Broken again: the finding comes back, so the panel follows every edit.
    await typeSettings(page, settings(RELATIVE));
    await expect(findings).toHaveCount(1);
    await expect(findings.first().locator("code")).toHaveText("H009");
    await expect(panel.locator(".empty.ok")).toHaveCount(0);
  });
}
