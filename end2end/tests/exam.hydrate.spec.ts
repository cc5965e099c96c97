import { type Page } from "@playwright/test";
import { test, expect, examKeys as keys, expectNoAxeViolations as audit, hydrated } from "./helpers";

// A mock exam in exam conditions played end to end in the hydrated app:
// one wrong answer, one right answer marked "guess", one question flagged
// and left blank, a reload in the middle, the review screen, submitting, the
// result, and the review cards the wrong, guessed and blank answers made in
// the progress store. Focus is checked after every step, and axe audits the
// start screen, a question, the review screen and the result.

async function currentId(page: Page): Promise<string> {
  const id = await page.locator("section.exam-question").getAttribute("data-item");
  expect(id).toBeTruthy();
  return id!;
}

async function option(page: Page, id: string) {
  return page.locator(`[data-testid="exam-option"][data-option="${id}"]`);
}

const runs = [
  { lang: "en", result: "Your result", review: "Before you submit", score: /right answers? out of/ },
  { lang: "es", result: "Tu resultado", review: "Antes de entregar", score: /respuestas? correctas? de/ },
];

for (const { lang, result, review, score } of runs) {
  test(`a mock exam in exam conditions, from the start screen to the review cards (${lang})`, async ({ page }) => {
    const answers = await keys(page, lang);
    await page.goto(`/${lang}/exam`);
    await hydrated(page);
    await expect(page.locator('input[name="mode"][value="exam"]')).toBeChecked();
    await audit(page, `${lang} start`);

    await page.locator("#exam-target").fill("70");
    await page.getByTestId("exam-start").click();
    // The first question is on screen, focus on its first option.
    await expect(page.getByTestId("exam-option").first()).toBeFocused();
    await expect(page.getByTestId("exam-clock")).toBeVisible();
    const total = await page.locator(".exam-map li").count();
    expect(total).toBe(Math.min(20, answers.size));
    await audit(page, `${lang} question`);

    // 1: a wrong answer, "sure". Focus goes to "Next"; Enter moves on.
    const wrongId = await currentId(page);
    const key = answers.get(wrongId)!;
    const wrong = ["a", "b", "c", "d"].find((o) => o !== key)!;
    await (await option(page, wrong)).click();
    await expect(await option(page, wrong)).toHaveAttribute("aria-pressed", "true");
    await page.getByTestId("exam-sure").click();
    await expect(page.getByTestId("exam-next")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("exam-option").first()).toBeFocused();

    // 2: the right answer, "guess".
    const guessedId = await currentId(page);
    expect(guessedId).not.toBe(wrongId);
    await (await option(page, answers.get(guessedId)!)).click();
    await page.getByTestId("exam-guess").click();
    await expect(page.getByTestId("exam-guess")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("exam-next")).toBeFocused();
    await page.keyboard.press("Enter");

    // 3: flagged and left blank.
    const blankId = await currentId(page);
    await page.getByTestId("exam-flag").click();
    await expect(page.getByTestId("exam-flag")).toHaveAttribute("aria-pressed", "true");

    // A reload in the middle keeps the attempt: the same question, the flag,
    // and the answers given so far.
    await page.reload();
    await hydrated(page);
    await expect(page.locator("section.exam-question")).toHaveAttribute("data-item", blankId);
    await expect(page.getByTestId("exam-flag")).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator(".exam-map-item.answered")).toHaveCount(2);
    await page.locator(".exam-map-item").first().click();
    await expect(page.locator("section.exam-question")).toHaveAttribute("data-item", wrongId);
    await expect(await option(page, wrong)).toHaveAttribute("aria-pressed", "true");
    await page.locator(".exam-map-item").nth(2).click();
    await expect(page.getByTestId("exam-option").first()).toBeFocused();
    await page.getByTestId("exam-next").click();

    // The rest: right and sure.
    for (let n = 3; n < total; n++) {
      await expect(page.getByTestId("exam-option").first()).toBeFocused();
      const id = await currentId(page);
      await (await option(page, answers.get(id)!)).click();
      await page.getByTestId("exam-sure").click();
      await expect(page.getByTestId("exam-next")).toBeFocused();
      await page.keyboard.press("Enter");
    }

    // From the last question, the review screen, its title focused.
    const reviewScreen = page.getByTestId("exam-review");
    await expect(reviewScreen).toBeVisible();
    await expect(page.locator("#exam-review-title")).toBeFocused();
    await expect(page.locator("#exam-review-title")).toHaveText(review);
    await expect(reviewScreen.getByTestId("exam-review-unanswered").locator("li")).toHaveCount(1);
    await expect(reviewScreen.getByTestId("exam-review-flagged").locator("li")).toHaveCount(1);
    await audit(page, `${lang} review`);

    await page.getByTestId("exam-submit").click();
    const resultScreen = page.getByTestId("exam-result");
    await expect(resultScreen).toBeVisible();
    await expect(page.locator("#exam-result-title")).toBeFocused();
    await expect(page.locator("#exam-result-title")).toHaveText(result);
    await expect(page.getByTestId("exam-score")).toContainText(score);
    await expect(page.getByTestId("exam-score")).toContainText(`${total - 2}`);
    await expect(page.getByTestId("exam-target-result")).toBeVisible();
    await expect(resultScreen.locator("article.exam-result-item")).toHaveCount(total);
    const missed = resultScreen.locator(`article[data-item="${wrongId}"]`);
    await expect(missed).toHaveAttribute("data-right", "false");
    // The learner's answer, the key, why each distractor is wrong, the lesson.
    await expect(missed.locator("li.is-wrong")).toHaveAttribute("data-option", wrong);
    await expect(missed.locator("li.is-answer")).toHaveAttribute("data-option", key);
    await expect(missed.locator(".exam-why-not")).toHaveCount(3);
    await expect(missed.locator(`.exam-links a[href^="/${lang}/learn/"]`)).toHaveCount(1);
    await expect(page.getByTestId("exam-cards")).toContainText("3");
    await audit(page, `${lang} result`);

    // The wrong, guessed and blank answers are review cards, due at once.
    const cards = await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem("hooklab-progress") ?? "{}");
      return { keys: Object.keys(stored.cards ?? {}), exams: (stored.exams ?? []).length };
    });
    expect(cards.keys).toContain(`exam/${wrongId}`);
    expect(cards.keys).toContain(`exam/${guessedId}`);
    expect(cards.keys).toContain(`exam/${blankId}`);
    expect(cards.keys.filter((k: string) => k.startsWith("exam/"))).toHaveLength(3);
    expect(cards.exams).toBe(1);

    // Submitted means final: a reload shows the same result, with nothing to answer.
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId("exam-result")).toBeVisible();
    await expect(page.getByTestId("exam-option")).toHaveCount(0);
    await expect(page.getByTestId("exam-score")).toContainText(`${total - 2}`);
    const after = await page.evaluate(() => JSON.parse(localStorage.getItem("hooklab-progress") ?? "{}").exams.length);
    expect(after).toBe(1);

    // A new attempt starts from the start screen, focus on its title.
    await page.getByTestId("exam-again").click();
    await expect(page.locator("#exam-start-title")).toBeFocused();
  });
}
