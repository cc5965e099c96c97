import { downloads, expect, test, expectNoAxeViolations as noAxeViolation, open as ready } from "./helpers";

// The header's search field once the page is hydrated: results as the
// learner types, arrow keys to choose, Enter to open the page at the
// heading, Escape to close; axe on the open list.

const CASES = [
  { lang: "en", label: "Search", query: "exit codes", url: "/en/learn/hooks/anatomy#exit-codes", count: /\d+ results?/ },
  { lang: "ru", label: "Поиск", query: "коды выхода", url: "/ru/learn/hooks/anatomy#exit-codes", count: /\d+ результат/ },
];

for (const { lang, label, query, url, count } of CASES) {
  test(`${lang}: typing lists results, the arrows choose one, Enter opens it at its heading`, async ({ page }) => {
    await ready(page, `/${lang}/learn`);
    const input = page.getByRole("combobox", { name: label });
    await input.click();
    await input.pressSequentially(query, { delay: 40 });
    const options = page.getByRole("option");
    await expect(options.first()).toBeVisible();
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(".search-popup-status")).toHaveText(count);
    await expect(options.first().locator("mark").first()).toBeVisible();
    await noAxeViolation(page);

    const hrefs = await options.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    const target = hrefs.indexOf(url);
    expect(target, hrefs.join("\n")).toBeGreaterThanOrEqual(0);
    await input.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute("aria-activedescendant", "site-search-option-0");
    for (let step = 0; step < target; step++) await input.press("ArrowDown");
    await expect(options.nth(target)).toHaveAttribute("aria-selected", "true");
    await expect(input).toBeFocused();

    await input.press("Enter");
    await page.waitForURL((at) => at.pathname + at.hash === url);
    const heading = page.locator(`#${url.split("#")[1]}`);
    await expect(heading).toBeInViewport();
    await expect(heading).toHaveJSProperty("tagName", "H2");
  });

  test(`${lang}: Escape closes the results and Enter without a choice opens the search page`, async ({ page }) => {
    await ready(page, `/${lang}/`);
    const input = page.getByRole("combobox", { name: label });
    await input.click();
    await input.pressSequentially(query, { delay: 40 });
    const popup = page.locator("#site-search-popup");
    await expect(popup).toBeVisible();
    await input.press("Escape");
    await expect(popup).toBeHidden();
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(input).toHaveValue(query);

    await input.press("Enter");
    await page.waitForURL((at) => at.pathname === `/${lang}/search` && at.searchParams.has("q"));
    await expect(page.locator(".search-results a").first()).toBeVisible();
    await expect(page.locator(`.search-results a[href="${url}"]`)).toBeVisible();
  });
}

test("en: a query that matches nothing says so", async ({ page }) => {
  await ready(page, "/en/sandbox");
  const input = page.getByRole("combobox", { name: "Search" });
  await input.click();
  await input.pressSequentially("zzzqqq", { delay: 40 });
  await expect(page.locator(".search-popup-status")).toHaveText("No results");
  await expect(page.locator("#site-search-popup").getByRole("option")).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "No results" })).toHaveCount(1);
});

test("the live list is a bundle of its own, which the field's first use loads without losing what was typed", async ({ page }) => {
  const seen = downloads(page);
  await ready(page, "/fr/learn");
  expect(seen).not.toContain("wasm:search");
  const input = page.getByRole("combobox", { name: "Rechercher" });
  // Typed at once, before the bundle can have come.
  await input.fill("codes de sortie");
  await expect(page.getByRole("option").first()).toBeVisible();
  await expect(page.locator(".search-popup-status")).toHaveText(/\d+\srésultats?/);
  expect(seen.filter((file) => file === "wasm:search")).toHaveLength(1);
  // Used again: the bundle is not fetched twice.
  await input.fill("");
  await input.fill("matcher");
  await expect(page.getByRole("option").first()).toContainText(/matcher/i);
  expect(seen.filter((file) => file === "wasm:search")).toHaveLength(1);
});
