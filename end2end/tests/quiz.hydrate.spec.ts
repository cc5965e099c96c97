import { type Page } from "@playwright/test";
import { test, expect, quizBank as bank, type QuizItem } from "./helpers";

type Item = QuizItem;

async function startRound(page: Page, lang: string) {
  await page.goto(`/${lang}/quiz`);
  await page.locator("body[data-hydrated]").waitFor();
  const setup = page.getByTestId("quiz-setup");
  await setup.locator('input[name="topic"][value="all"]').check();
  await setup.locator('input[name="length"][value="5"]').check();
  await setup.locator('button[type="submit"]').click();
}

// Index of the option to pick among those on screen (a round shuffles
// them): wrong for the first two scenarios, right after.
async function choice(page: Page, item: Item, round: number): Promise<number> {
  const shown = await page
    .getByTestId("quiz-option")
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute("data-pattern") ?? ""));
  expect([...shown].sort()).toEqual([...item.options].sort());
  const right = shown.indexOf(item.answer);
  expect(right).toBeGreaterThanOrEqual(0);
  return round < 2 ? (right + 1) % shown.length : right;
}

test("a five-scenario round in English, answered with the keyboard", async ({ page }) => {
  const items = await bank(page, "en");
  await startRound(page, "en");
  for (let round = 0; round < 5; round++) {
    const title = (await page.locator("#quiz-question-title").innerText()).trim();
    const item = items.get(title);
    expect(item, `unknown scenario "${title}"`).toBeDefined();
    const index = await choice(page, item!, round);
    await page.keyboard.press(String(index + 1));
    await expect(page.getByTestId("quiz-option").nth(index)).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press(round % 2 === 0 ? "s" : "g");
    const feedback = page.getByTestId("quiz-feedback");
    await expect(feedback).toBeVisible();
    await expect(feedback.locator(".quiz-verdict")).toHaveText(round < 2 ? /Not this time/ : /Right/);
    const walk = page.getByTestId("quiz-walk");
    await expect(walk.locator("li").first()).toContainText("What is being decided?");
    await expect(walk.locator("li").first()).toContainText("→");
    expect(await walk.locator("li").count()).toBeGreaterThanOrEqual(3);
    if (round < 2) {
      await expect(feedback.locator(".quiz-why-not")).toBeVisible();
    }
    await page.keyboard.press("n");
  }
  const summary = page.getByTestId("quiz-summary");
  await expect(summary).toBeVisible();
  await expect(summary.locator(".quiz-score")).toContainText("3 right answers out of 5 (60%)");
  await expect(summary.getByTestId("quiz-confusions")).toContainText("when it was");
  await expect(summary.getByRole("button", { name: /Retry the 2 missed/ })).toBeVisible();
});

test("a five-scenario round in Russian, answered by clicking", async ({ page }) => {
  const items = await bank(page, "ru");
  await startRound(page, "ru");
  for (let round = 0; round < 5; round++) {
    const title = (await page.locator("#quiz-question-title").innerText()).trim();
    const item = items.get(title);
    expect(item, `unknown scenario "${title}"`).toBeDefined();
    const index = await choice(page, item!, round);
    await page.getByTestId("quiz-option").nth(index).click();
    await page.getByTestId(round % 2 === 0 ? "quiz-sure" : "quiz-guess").click();
    const feedback = page.getByTestId("quiz-feedback");
    await expect(feedback).toBeVisible();
    await expect(page.getByTestId("quiz-walk").locator("li").first()).toContainText("Что нужно решить?");
    await page.getByTestId("quiz-next").click();
  }
  const summary = page.getByTestId("quiz-summary");
  await expect(summary).toBeVisible();
  await expect(summary.locator(".quiz-score")).toContainText("3 верных ответа из 5 (60\u00a0%)");
  await expect(summary.getByTestId("quiz-confusions")).toContainText("вместо");
});

test("matrix mode walks the tree with back and names the pattern", async ({ page }) => {
  await page.goto("/en/quiz");
  await page.locator("body[data-hydrated]").waitFor();
  await page.getByRole("button", { name: "My own workflow" }).click();
  await page.getByRole("button", { name: "What to do with a session" }).click();
  // The session branch first asks whether a resume went wrong.
  await expect(page.locator("#matrix-question-text")).toHaveText(
    "Did a resume find nothing, or the wrong conversation?",
  );
  await page.getByRole("button", { name: "No", exact: true }).click();
  await page.getByRole("button", { name: "Yes", exact: true }).click();
  const result = page.getByTestId("matrix-result");
  await expect(result).toContainText("Fork the session");
  await page.getByRole("button", { name: "Why not Resume?" }).click();
  await expect(result).toContainText("ruled out");
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(result).toHaveCount(0);
});

test("matrix mode leads a rule at the agent's stop to the Stop event and keeps the description", async ({ page }) => {
  await page.goto("/en/quiz");
  await page.locator("body[data-hydrated]").waitFor();
  await page.getByRole("button", { name: "My own workflow" }).click();
  const description = "Tests green before the agent says it is done";
  await page.getByLabel("Your workflow in one line").fill(description);
  await page.getByRole("button", { name: "Where a rule lives: hook or prompt" }).click();
  const question = page.locator("#matrix-question-text");
  await expect(question).toHaveText("Would breaking the rule even once be a P0 incident?");
  await page.getByRole("button", { name: "No", exact: true }).click();
  await expect(question).toHaveText("Must the rule hold every time, without exception?");
  await page.getByRole("button", { name: "Yes", exact: true }).click();
  await expect(question).toHaveText("At which moment must the rule act?");
  await page.getByRole("button", { name: "When the agent is about to stop" }).click();

  const result = page.getByTestId("matrix-result");
  await expect(result.locator("h3").first()).toHaveText("Result: Hook on a lifecycle event");
  await expect(result.getByTestId("matrix-event")).toHaveText("Stop");
  await expect(result.getByTestId("matrix-detail")).toContainText("stop_hook_active");
  await expect(page.getByTestId("matrix-description")).toHaveText(`Workflow: “${description}”`);

  // The walk is kept with its description and result in the progress store.
  await expect(page.getByTestId("matrix-earlier")).toContainText(description);
  const stored = await page.evaluate(() => localStorage.getItem("hooklab-progress"));
  const walks = JSON.parse(stored ?? "{}").matrix_walks;
  expect(walks[walks.length - 1]).toMatchObject({
    description,
    result: "hook-lifecycle-event",
    detail: "stop-check",
  });

  await page.getByRole("button", { name: "Why not PreToolUse hook?" }).click();
  await expect(result).toContainText("ruled out");
});
