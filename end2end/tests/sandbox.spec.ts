import { expect, test } from "@playwright/test";

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

  test("the free sandbox lists the presets", async ({ page }) => {
    await page.goto("/en/sandbox");
    await expect(page.locator('a[href="/en/sandbox/presets/refund-guard-exit-2"]')).toBeVisible();
  });

  test("an unknown preset is a not-found page", async ({ page }) => {
    await page.goto("/en/sandbox/presets/no-such-preset");
    await expect(page.getByRole("link", { name: "Back to the home page" })).toBeVisible();
  });
});
