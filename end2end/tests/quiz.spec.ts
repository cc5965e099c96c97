import { test, expect } from "./helpers";

// Without JavaScript the quiz page still renders its round setup as a plain
// GET form, in every language.
for (const lang of ["en", "fr", "ru", "es"]) {
  test(`the setup form renders server-side (${lang})`, async ({ page }) => {
    const response = await page.goto(`/${lang}/quiz`);
    expect(response?.status()).toBe(200);
    const form = page.getByTestId("quiz-setup");
    await expect(form).toBeVisible();
    await expect(form).toHaveAttribute("method", "get");
    await expect(form).toHaveAttribute("action", `/${lang}/quiz`);
    await expect(form.locator('input[name="topic"]')).toHaveCount(4);
    await expect(form.locator('input[name="length"]')).toHaveCount(3);
    await expect(form.locator('button[type="submit"]')).toBeVisible();
  });
}

test("a submitted setup comes back with its choices selected", async ({ page }) => {
  await page.goto("/en/quiz?topic=session&length=10&start=1");
  const form = page.getByTestId("quiz-setup");
  await expect(form.locator('input[name="topic"][value="session"]')).toBeChecked();
  await expect(form.locator('input[name="length"][value="10"]')).toBeChecked();
});

test("the quiz is in the navigation", async ({ page }) => {
  await page.goto("/en/");
  await expect(page.locator('.site-nav a[href="/en/quiz"]')).toBeVisible();
});
