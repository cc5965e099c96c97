import { expect, Page, test } from "@playwright/test";

const PRESET = "refund-guard-exit-2";

async function ready(page: Page, url: string) {
  await page.goto(url);
  await page.locator("body[data-hydrated]").waitFor();
}

/// The first handler's exit-code input (labelled in every language).
function exitCode(page: Page) {
  return page.getByTestId("sandbox-handler").first().locator('input[id$="-exit_code"]');
}

const blockedWord: Record<string, { yes: string; no: string }> = {
  fr: { yes: "oui", no: "non" },
  es: { yes: "sí", no: "no" },
  en: { yes: "yes", no: "no" },
  ru: { yes: "да", no: "нет" },
};

for (const lang of ["fr", "es"]) {
  test(`${lang}: exit 1 instead of exit 2 no longer blocks the refund`, async ({ page }) => {
    await ready(page, `/${lang}/sandbox/presets/${PRESET}`);
    const blocked = page.getByTestId("sandbox-blocked");
    await expect(blocked).toHaveText(blockedWord[lang].yes);
    const verdictBefore = await page.getByTestId("sandbox-verdict").innerText();
    await expect(exitCode(page)).toHaveValue("2");
    await exitCode(page).fill("1");
    await expect(blocked).toHaveText(blockedWord[lang].no);
    await expect(page.getByTestId("sandbox-verdict")).not.toHaveText(verdictBefore);
    if (lang === "fr") {
      // The timeline says why, in French.
      await expect(page.locator(".timeline")).toContainText("erreur non bloquante");
    }
  });
}

for (const lang of ["en", "ru"]) {
  test(`${lang}: a challenge can be solved and is remembered`, async ({ page }) => {
    await ready(page, `/${lang}/sandbox`);
    const first = page.getByTestId("sandbox-challenge-item").first().getByRole("link");
    const href = await first.getAttribute("href");
    expect(href).toBeTruthy();
    await ready(page, href!);
    await page.getByTestId("sandbox-run-tests").click();
    await expect(page.getByTestId("sandbox-test").first()).toBeVisible();
    // Try the one-click outputs on every handler until the tests pass.
    const handlers = page.getByTestId("sandbox-handler");
    let solved = (await page.locator(".solved-banner").count()) > 0;
    const count = await handlers.count();
    for (let h = 0; h < count && !solved; h++) {
      const chips = handlers.nth(h).locator(".chip");
      const chipCount = await chips.count();
      for (let c = 0; c < chipCount && !solved; c++) {
        await chips.nth(c).click();
        await page.waitForTimeout(250);
        await page.getByTestId("sandbox-run-tests").click();
        solved = (await page.locator(".solved-banner").count()) > 0;
      }
    }
    expect(solved).toBe(true);
    await ready(page, `/${lang}/sandbox`);
    await expect(page.locator(`[data-testid="sandbox-challenge-item"]:has(a[href="${href}"]) .badge.ok`)).toBeVisible();
  });
}

test("a permalink restores the same state and verdict", async ({ page, browser }) => {
  await ready(page, `/en/sandbox/presets/${PRESET}`);
  await exitCode(page).fill("1");
  await expect(page.getByTestId("sandbox-blocked")).toHaveText("no");
  await expect.poll(() => page.url()).toContain("#s=");
  const url = page.url();
  const verdict = await page.getByTestId("sandbox-verdict").innerText();
  const other = await browser.newPage();
  await ready(other, url);
  await expect(exitCode(other)).toHaveValue("1");
  await expect(other.getByTestId("sandbox-verdict")).toHaveText(verdict);
  await expect(other.getByTestId("sandbox-blocked")).toHaveText("no");
  await other.close();
});

test("evaluation keeps working offline", async ({ page, context }) => {
  await ready(page, `/en/sandbox/presets/${PRESET}`);
  await context.setOffline(true);
  await exitCode(page).fill("1");
  await expect(page.getByTestId("sandbox-blocked")).toHaveText("no");
  await exitCode(page).fill("2");
  await expect(page.getByTestId("sandbox-blocked")).toHaveText("yes");
  await context.setOffline(false);
});

test("a bad upload keeps the current state and says where it failed", async ({ page }) => {
  await ready(page, "/en/sandbox");
  const before = await page.locator("#sandbox-event-input").inputValue();
  await page.locator('input[type="file"]').setInputFiles({
    name: "broken.json",
    mimeType: "application/json",
    buffer: Buffer.from('{\n  "event": }'),
  });
  await expect(page.locator(".sandbox-toolbar [role=status]")).toContainText("line 2");
  await expect(page.locator("#sandbox-event-input")).toHaveValue(before);
});
