import { type Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations as audit, hydrated, quizBank as bank, type QuizItem } from "./helpers";

// The keyboard's path through the hydrated app: the skip link, the
// navigation's current section, a quiz round and a matrix walk played with
// the keyboard alone (asserting where focus is after every step), the
// simulator's checklist in words, and keyboard hints on touch screens.
// axe audits the states these interactions reach.

// What `document.activeElement` is, in a form a failure message can show.
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const e = document.activeElement;
    if (!e) return "nothing";
    const id = e.id ? `#${e.id}` : "";
    const test = e.getAttribute("data-testid") ? `[data-testid=${e.getAttribute("data-testid")}]` : "";
    return `${e.tagName.toLowerCase()}${id}${test}`;
  });
}

async function focusIsInsideMain(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const main = document.getElementById("main");
    const e = document.activeElement;
    return !!main && !!e && e !== main && main.contains(e);
  });
}

const pages = [
  "/{lang}/",
  "/{lang}/learn",
  "/{lang}/learn/hooks/anatomy",
  "/{lang}/quiz",
  "/{lang}/exam",
  "/{lang}/review",
  "/{lang}/progress",
  "/{lang}/sandbox",
  "/{lang}/simulator",
  "/{lang}/simulator/resume-wrong-directory",
];

for (const lang of ["en", "ru"]) {
  test(`the skip link moves focus into the main content (${lang})`, async ({ page }) => {
    for (const template of pages) {
      const path = template.replace("{lang}", lang);
      await page.goto(path);
      await hydrated(page);
      await page.keyboard.press("Tab");
      await expect(page.locator(".skip-link"), path).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.locator("main#main"), path).toBeFocused();
      expect(await page.evaluate(() => document.activeElement?.id), path).toBe("main");
      await page.keyboard.press("Tab");
      expect(await focusIsInsideMain(page), `${path}: Tab after the skip link went to ${await focused(page)}`).toBe(true);
    }
  });
}

for (const lang of ["en", "fr"]) {
  test(`the current section, not the logo, is the current page (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/learn/hooks/anatomy`);
    await hydrated(page);
    const brand = page.locator("a.brand");
    await expect(brand).not.toHaveAttribute("aria-current", /.*/);
    const nav = page.locator(".site-nav");
    await expect(nav.locator('a[aria-current="page"]')).toHaveCount(1);
    await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute("href", `/${lang}/learn`);
    // Moving to another section in the app moves the mark with it.
    await nav.locator(`a[href="/${lang}/quiz"]`).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/quiz$`));
    await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute("href", `/${lang}/quiz`);
    await expect(brand).not.toHaveAttribute("aria-current", /.*/);
    await page.goto(`/${lang}/`);
    await hydrated(page);
    await expect(page.locator('header [aria-current="page"]')).toHaveCount(0);
  });
}

type Item = QuizItem;

// The options of the scenario on screen, in the order shown.
async function shownOptions(page: Page): Promise<string[]> {
  return page.getByTestId("quiz-option").evaluateAll((buttons) => buttons.map((b) => b.getAttribute("data-pattern") ?? ""));
}

async function currentItem(page: Page, items: Map<string, Item>): Promise<Item> {
  const title = (await page.locator("#quiz-question-title").innerText()).trim();
  const item = items.get(title);
  expect(item, `unknown scenario "${title}"`).toBeDefined();
  return item!;
}

// Answers the scenario on screen with the keyboard alone, starting with
// focus on its first option: Tab to the chosen option, Enter to pick it,
// Tab on to "Sure" (or the G key for a guess); wrong on purpose when `miss`.
async function answer(page: Page, item: Item, miss: boolean, sure: boolean) {
  const shown = await shownOptions(page);
  const right = shown.indexOf(item.answer);
  expect(right).toBeGreaterThanOrEqual(0);
  const index = miss ? (right + 1) % shown.length : right;
  await expect(page.getByTestId("quiz-option").first()).toBeFocused();
  for (let i = 0; i < index; i++) await page.keyboard.press("Tab");
  await expect(page.getByTestId("quiz-option").nth(index)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("quiz-option").nth(index)).toHaveAttribute("aria-pressed", "true");
  if (sure) {
    for (let i = index; i < shown.length; i++) await page.keyboard.press("Tab");
    await expect(page.getByTestId("quiz-sure")).toBeFocused();
    await page.keyboard.press("Enter");
  } else {
    await page.keyboard.press("g");
  }
  // The feedback opens with the verdict, and takes the focus.
  await expect(page.locator("#quiz-verdict")).toBeFocused();
  expect(await focused(page)).toBe("p#quiz-verdict");
}

const rounds = [
  { lang: "en", missedTitle: "Missed scenarios" },
  { lang: "es", missedTitle: "Escenarios fallados" },
];

for (const { lang, missedTitle } of rounds) {
  test(`a quiz round played with the keyboard alone keeps focus on the work (${lang})`, async ({ page }) => {
    const items = await bank(page, lang);
    await page.goto(`/${lang}/quiz`);
    await hydrated(page);
    // Start the round (five scenarios, every topic: the form's defaults).
    await page.locator('button[name="start"]').focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("quiz-option").first()).toBeFocused();

    const firstOrder = new Map<string, string[]>();
    for (let round = 0; round < 5; round++) {
      const item = await currentItem(page, items);
      firstOrder.set(item.id, await shownOptions(page));
      await answer(page, item, round < 2, round % 2 === 0);
      if (round === 0) {
        await audit(page, `${lang} quiz feedback`);
      }
      // The next Tab reaches "Next"; Enter moves on.
      await page.keyboard.press("Tab");
      await expect(page.getByTestId("quiz-next")).toBeFocused();
      await page.keyboard.press("Enter");
    }

    // The end of the round: focus on the summary's heading.
    const summary = page.getByTestId("quiz-summary");
    await expect(summary).toBeVisible();
    await expect(page.locator("#quiz-summary-title")).toBeFocused();
    await audit(page, `${lang} quiz summary`);

    // Each missed scenario links to its explanation, which takes the focus.
    await expect(summary.getByRole("heading", { name: missedTitle, exact: true })).toBeVisible();
    const links = summary.getByTestId("quiz-missed-links").locator("a");
    await expect(links).toHaveCount(2);
    const href = await links.first().getAttribute("href");
    expect(href).toMatch(/^#quiz-missed-/);
    const missedId = href!.slice("#quiz-missed-".length);
    expect(firstOrder.has(missedId)).toBe(true);
    await links.first().focus();
    await page.keyboard.press("Enter");
    const explanation = page.locator(href!);
    await expect(explanation).toBeFocused();
    await expect(explanation).toContainText([...items.values()].find((i) => i.id === missedId)!.title);

    // Retry: focus on the first option again, and the options come in
    // another order than the first time.
    await summary.locator(".quiz-actions .button.primary").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("quiz-option").first()).toBeFocused();
    for (let round = 0; round < 2; round++) {
      const item = await currentItem(page, items);
      expect(firstOrder.has(item.id), `${item.id} was not missed`).toBe(true);
      expect(await shownOptions(page)).not.toEqual(firstOrder.get(item.id));
      await answer(page, item, false, true);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
    }
    await expect(page.locator("#quiz-summary-title")).toBeFocused();
    await expect(summary.getByTestId("quiz-missed-links")).toHaveCount(0);
  });
}

const walks = [
  {
    lang: "en",
    tab: "My own workflow",
    session: /What to do with a session/,
    no: "No",
    yes: "Yes",
    result: "Fork the session",
  },
  {
    lang: "fr",
    tab: "Mon propre workflow",
    session: /Que faire d.une session/,
    no: "Non",
    yes: "Oui",
    result: "Forker la session",
  },
];

for (const w of walks) {
  test(`a matrix walk with the keyboard moves focus to each next question and to the result (${w.lang})`, async ({ page }) => {
    await page.goto(`/${w.lang}/quiz`);
    await hydrated(page);
    const tab = page.getByRole("button", { name: w.tab });
    await tab.focus();
    await page.keyboard.press("Enter");
    const answers = page.getByTestId("matrix-answer");
    const description = "Two ideas for the same fix, tried side by side";
    await page.getByTestId("matrix-description-input").focus();
    await page.keyboard.type(description);
    // The first question: pick "a session" with Tab and Enter.
    await answers.filter({ hasText: w.session }).focus();
    await page.keyboard.press("Enter");
    // Each answer hands focus to the first answer of the next question.
    await expect(answers.first()).toBeFocused();
    await expect(page.getByTestId("matrix-description")).toContainText(description);
    await answers.filter({ hasText: new RegExp(`^${w.no}$`) }).focus();
    await page.keyboard.press("Enter");
    await expect(answers.first()).toBeFocused();
    await answers.filter({ hasText: new RegExp(`^${w.yes}$`) }).focus();
    await page.keyboard.press("Enter");
    // The end of the walk: focus on the result.
    const title = page.locator("#matrix-result-title");
    await expect(title).toBeFocused();
    await expect(title).toContainText(w.result);
    await audit(page, `${w.lang} matrix result`);
  });
}

const checklists = [
  { lang: "en", done: "done", open: "not yet" },
  { lang: "ru", done: "выполнено", open: "ещё нет" },
];

for (const c of checklists) {
  test(`the simulator's goal checklist says its state in words (${c.lang})`, async ({ page }) => {
    await page.goto(`/${c.lang}/simulator/resume-wrong-directory`);
    await hydrated(page);
    const input = page.locator("#sim-input");
    await input.fill("cd /home/dev/shop");
    await input.press("Enter");
    await expect(page.getByTestId("sim-prompt")).toContainText("~/shop $");
    const checks = page.getByTestId("sim-goal-progress").locator("li");
    expect(await checks.count()).toBeGreaterThan(0);
    // Every item states its state in the page's language; the symbols are
    // hidden from assistive technology.
    const states = await checks.evaluateAll((items) =>
      items.map((li) => li.querySelector(".visually-hidden")?.textContent ?? ""),
    );
    for (const state of states) {
      expect(state.startsWith(c.done) || state.startsWith(c.open), `state "${state}"`).toBe(true);
    }
    expect(states.some((s) => s.startsWith(c.open))).toBe(true);
    for (const mark of await checks.locator('[aria-hidden="true"]').allTextContents()) {
      expect(mark.trim()).toMatch(/^[✓○]$/);
    }
    await input.fill("claude --resume auth-refactor");
    await input.press("Enter");
    await expect(page.getByTestId("sim-lesson")).toBeVisible();
    const finalStates = await checks.evaluateAll((items) =>
      items.map((li) => li.querySelector(".visually-hidden")?.textContent ?? ""),
    );
    expect(finalStates.every((s) => s.startsWith(c.done)), finalStates.join(" | ")).toBe(true);
    await audit(page, `${c.lang} simulator output`);
  });
}

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });
  for (const lang of ["en", "fr"]) {
    test(`keyboard hints wait for a key press (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/quiz`);
      await hydrated(page);
      expect(await page.evaluate(() => matchMedia("(pointer: coarse)").matches)).toBe(true);
      await expect(page.locator(".quiz-setup .keys-only")).toBeHidden();
      await page.locator('button[name="start"]').tap();
      const option = page.getByTestId("quiz-option").first();
      await expect(option).toBeVisible();
      await expect(option.locator("kbd")).toBeHidden();
      await expect(page.getByTestId("quiz-sure").locator("kbd")).toBeHidden();
      // The first key press shows them.
      await page.keyboard.press("Shift");
      await expect(page.locator("html")).toHaveClass(/\bkeys-used\b/);
      await expect(option.locator("kbd")).toBeVisible();
      await expect(page.getByTestId("quiz-sure").locator("kbd")).toBeVisible();
    });
  }
});

test("keyboard hints show from the start with a fine pointer", async ({ page }) => {
  await page.goto("/en/quiz");
  await hydrated(page);
  expect(await page.evaluate(() => matchMedia("(pointer: coarse)").matches)).toBe(false);
  await expect(page.locator(".quiz-setup .keys-only")).toBeVisible();
});
