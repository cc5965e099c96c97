import { expect, test } from "./helpers";

// Search without JavaScript: the header's form opens the server-rendered
// search page, whose results open the page at the heading.

const CASES = [
  { lang: "en", label: "Search", query: "exit codes", url: "/en/learn/hooks/anatomy#exit-codes", summary: /results for “exit codes”/ },
  { lang: "ru", label: "Поиск", query: "коды выхода", url: "/ru/learn/hooks/anatomy#exit-codes", summary: /по запросу «коды выхода»/ },
  { lang: "fr", label: "Rechercher", query: "evenement", url: "/fr/learn/hooks/", summary: /pour «\s?evenement\s?»/ },
];

for (const { lang, label, query, url, summary } of CASES) {
  test(`${lang}: the header's form lists results on the search page, and a result opens at its heading`, async ({ page }) => {
    await page.goto(`/${lang}/learn`);
    const field = page.getByRole("search").getByLabel(label);
    await field.fill(query);
    await field.press("Enter");
    await page.waitForURL((at) => at.pathname === `/${lang}/search` && at.searchParams.has("q"));
    await expect(page.locator(".search-summary")).toHaveText(summary);
    await expect(page.getByRole("search").getByLabel(label)).toHaveValue(query);
    const results = page.locator(".search-results li");
    expect(await results.count()).toBeGreaterThan(0);
    await expect(results.first().locator("mark").first()).toBeVisible();

    const link = page.locator(`.search-results a[href^="${url}"]`).first();
    await link.click();
    await page.waitForURL((at) => (at.pathname + at.hash).startsWith(url));
    const anchor = new URL(page.url()).hash.slice(1);
    if (anchor) await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  });
}

test("es: a search without results says so, and an empty search asks for words", async ({ page }) => {
  await page.goto("/es/search?q=zzzqqq");
  await expect(page.locator(".search-summary")).toHaveText(/No hay resultados para «zzzqqq»/);
  await page.goto("/es/search");
  await expect(page.locator(".lead")).toContainText("Escribe unas palabras");
});
