import fs from "node:fs";
import path from "node:path";
import { test, expectNoAxeViolations, open } from "./helpers";

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
  "/{lang}/offline",
  "/{lang}/no-such-page",
];

// Every lesson and cheat sheet, from the English content tree (every
// language has the same pages).
const CONTENT = path.join(__dirname, "..", "..", "content", "en");
for (const section of fs.readdirSync(CONTENT)) {
  for (const file of fs.readdirSync(path.join(CONTENT, section))) {
    const page = `/{lang}/learn/${section}/${file.replace(/\.md$/, "")}`;
    if (file.endsWith(".md") && !pages.includes(page)) {
      pages.push(page);
    }
  }
}

for (const lang of ["en", "fr", "ru", "es"]) {
  for (const template of pages) {
    const path = template.replace("{lang}", lang);
    test(`no WCAG 2.1 AA violation on ${path}`, async ({ page }) => {
      await open(page, path);
      await expectNoAxeViolations(page);
    });
  }
}
