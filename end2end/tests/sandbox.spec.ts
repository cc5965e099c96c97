import { expect, test } from "./helpers";
import fs from "node:fs";
import path from "node:path";

// Without JavaScript: the preset page is readable as served.
test.describe("sandbox preset without JavaScript", () => {
  for (const lang of ["fr", "en"]) {
    test(`${lang}: title, paragraph and starting state are server-rendered`, async ({ page }) => {
      const response = await page.goto(`/${lang}/sandbox/presets/refund-guard-exit-2`);
      expect(response?.status()).toBe(200);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toBeVisible();
      expect((await heading.innerText()).trim().length).toBeGreaterThan(3);
      const intro = page.locator(".sandbox-intro p.lead");
      expect((await intro.innerText()).trim().length).toBeGreaterThan(10);
      // The starting state and its evaluation are in the HTML.
      await expect(page.locator("#sandbox-event-input")).toHaveValue(/PreToolUse/);
      await expect(page.getByTestId("sandbox-verdict")).not.toBeEmpty();
      await expect(page.getByTestId("sandbox-handler").first()).toBeVisible();
    });
  }

  test("the free sandbox lists every preset, and a listed preset opens", async ({ page }) => {
    await page.goto("/en/sandbox");
    const presets = page.locator('a[href^="/en/sandbox/presets/"]');
    // One link per preset file in content/presets.
    const files = fs.readdirSync(path.join(__dirname, "../../content/presets")).filter((f) => f.endsWith(".toml"));
    const hrefs = new Set(await presets.evaluateAll((links) => links.map((a) => a.getAttribute("href"))));
    expect(hrefs.size).toBe(files.length);
    await page.locator('a[href="/en/sandbox/presets/refund-guard-exit-2"]').first().click();
    await expect(page).toHaveURL(/\/en\/sandbox\/presets\/refund-guard-exit-2$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Refund guard: exit 2 blocks");
  });

  test("an unknown preset is a not-found page", async ({ page }) => {
    const response = await page.goto("/en/sandbox/presets/no-such-preset");
    expect(response?.status()).toBe(404);
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/en\/$/);
  });
});
