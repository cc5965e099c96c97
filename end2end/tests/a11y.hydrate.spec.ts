import { test, expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

// axe-core needs JavaScript to run, so the audit runs in the hydrated
// project; the markup it audits is the server's, plus what hydration adds.

const pages = [
  "/{lang}/",
  "/{lang}/learn",
  "/{lang}/learn/start/overview",
  "/{lang}/learn/hooks/reference",
  "/{lang}/learn/cheat-sheets/hooks",
  "/{lang}/sandbox",
  "/{lang}/sandbox/presets/refund-guard-exit-2",
  "/{lang}/sandbox/challenges/refund-escalation",
  "/{lang}/quiz",
  "/{lang}/exam",
  "/{lang}/review",
  "/{lang}/progress",
  "/{lang}/simulator",
  "/{lang}/simulator/resume-wrong-directory",
  "/{lang}/search?q=PreToolUse",
  "/{lang}/no-such-page",
];

for (const lang of ["en", "fr", "ru", "es"]) {
  for (const template of pages) {
    const path = template.replace("{lang}", lang);
    test(`no WCAG 2.1 AA violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.locator("body[data-hydrated]").waitFor();
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const found = results.violations.map(
        (v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`,
      );
      expect(found).toEqual([]);
    });
  }
}
