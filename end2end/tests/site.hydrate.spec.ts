import AxeBuilder from "@axe-core/playwright";
import { test, expect, hydrated } from "./helpers";

// The hydrated app: the same pages, now interactive.

for (const lang of ["en", "fr", "ru", "es"]) {
  test(`home and overview hydrate without errors in ${lang}`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto(`/${lang}/`);
    await hydrated(page);
    await page.goto(`/${lang}/learn/start/overview`);
    await hydrated(page);
    expect(errors).toEqual([]);
  });
}

test("the theme toggle switches and is remembered", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/en/");
  await hydrated(page);
  const toggle = page.getByRole("button", { name: "Dark theme" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  // The server now renders the dark theme itself, with no flash.
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await hydrated(page);
  await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
});

test("the language switcher keeps the page, the query and the fragment", async ({ page }) => {
  await page.goto("/en/learn/hooks/anatomy?from=test#exit-codes");
  await hydrated(page);
  await page.getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(/\/fr\/learn\/hooks\/anatomy\?from=test#exit-codes$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  // `/` now remembers French.
  await page.goto("/");
  await expect(page).toHaveURL(/\/fr\/$/);
});

test("a check-yourself question says at once whether the answer is right", async ({ page }) => {
  await page.goto("/en/learn/start/overview");
  await hydrated(page);
  // content/en/start/overview.md: the first two checks, answer 1 each.
  const reflexes = page.locator("fieldset.check").nth(0);
  await reflexes.getByLabel("This session is stale: summarise and restart").check();
  await expect(reflexes.locator(".feedback")).toContainText("Not quite.");
  const knownSteps = page.locator("fieldset.check").nth(1);
  await knownSteps.getByLabel("Prompt chaining, because the steps are known in advance").check();
  await expect(knownSteps.locator(".feedback")).toContainText("Right.");
});

test("no WCAG 2.1 AA violation in the dark theme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  for (const path of ["/ru/learn/start/overview", "/en/sandbox/presets/refund-guard-exit-2", "/fr/quiz", "/es/simulator/resume-wrong-directory"]) {
    await page.goto(path);
    await hydrated(page);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(results.violations.map((v) => `${path} ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target).join(", ")}`)).toEqual([]);
  }
});
