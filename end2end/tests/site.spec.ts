import { test, expect } from "./helpers";

// Pure server rendering (JavaScript disabled): every locale's home page and
// overview lesson are complete, in their language, and accessible.

const locales = [
  { lang: "en", home: "Make AI agents controllable", learn: "Lessons" },
  { lang: "fr", home: "Garder la main sur les agents d’IA", learn: "Leçons" },
  { lang: "ru", home: "Как держать ИИ-агентов под контролем", learn: "Уроки" },
  { lang: "es", home: "Mantén el control de tus agentes de IA", learn: "Lecciones" },
];

for (const { lang, home, learn } of locales) {
  test(`home page in ${lang} is server-rendered in its language`, async ({ page }) => {
    const response = await page.goto(`/${lang}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home);
    await expect(page.getByRole("navigation").getByRole("link", { name: learn })).toBeVisible();
  });

  test(`overview lesson in ${lang} renders with its questions`, async ({ page }) => {
    await page.goto(`/${lang}/learn/start/overview`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.locator("article.prose h1")).toBeVisible();
    await expect(page.locator("fieldset.check").first()).toBeVisible();
    // Without JavaScript the answer is still reachable in a disclosure.
    const details = page.locator("details.check-answer").first();
    await details.locator("summary").click();
    await expect(details).toHaveAttribute("open", "");
  });

}

test("an unknown page answers 404 in the page's language", async ({ page }) => {
  const response = await page.goto("/es/learn/hooks/no-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
});

test("the skip link leads to the main content", async ({ page }) => {
  await page.goto("/en/learn");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toHaveAttribute("href", "#main");
});

test("a phone-sized screen has no horizontal scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ["/ru/", "/fr/learn/start/overview", "/en/learn/hooks/reference"]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
