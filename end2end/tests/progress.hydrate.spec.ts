import { type Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations as noAxeViolation, open as ready, pageContent } from "./helpers";

// Progress the learner can see: check answers that come back after a
// reload, the lessons index's read marks and check counts, and the
// footer's "Your progress" menu (a load that says what it added, per kind,
// "nothing new" the second time, and where a broken file breaks).

const LESSON = { section: "hooks", slug: "anatomy" };

type Check = { id: string; question: string; options: string[]; answer: number };

/// The lesson's check-yourself questions, from the page's server function.
async function checks(page: Page, lang: string): Promise<Check[]> {
  const response = await page.request.get(
    `/api/lesson?lang=${lang}&section=${LESSON.section}&slug=${LESSON.slug}`,
  );
  expect(response.ok()).toBeTruthy();
  const lesson = (await response.json()) as { checks: Check[] };
  expect(lesson.checks.length).toBeGreaterThanOrEqual(2);
  return lesson.checks;
}

/// The first quiz scenario ids of the bank.
async function scenarios(page: Page, lang: string): Promise<{ id: string; answer: string; options: string[] }[]> {
  return (await pageContent(page, lang, "quiz")) as { id: string; answer: string; options: string[] }[];
}

const words = {
  en: {
    right: "Right.",
    wrong: "Not quite.",
    read: "Read",
    count: (right: number, total: number) => new RegExp(`${right} checks? right out of ${total}`),
    menu: "Your progress",
    added: [
      "2 lessons read",
      "2 check-yourself answers",
      "3 quiz answers",
      "1 challenge solved",
      "1 simulator scenario finished",
    ],
    nothingNew: /Nothing new/,
    located: /line 3, column 3/,
    rounds: "2 rounds played",
    finished: "finished",
  },
  fr: {
    right: "Exact.",
    wrong: "Pas tout à fait.",
    read: "Lue",
    count: (right: number, total: number) => new RegExp(`${right} bonnes? réponses? sur ${total}`),
    menu: "Votre progression",
    added: [
      "2 leçons lues",
      "2 réponses à des questions d’autoévaluation",
      "3 réponses au quiz",
      "1 défi réussi",
      "1 scénario du simulateur terminé",
    ],
    nothingNew: /Rien de nouveau/,
    located: /ligne 3, colonne 3/,
    rounds: "2 séries jouées",
    finished: "terminé",
  },
} as const;

for (const lang of ["en", "fr"] as const) {
  const w = words[lang];

  test(`${lang}: a lesson's checks come back after a reload, and the index shows the read mark and the count`, async ({ page }) => {
    const questions = await checks(page, lang);
    await ready(page, `/${lang}/learn/${LESSON.section}/${LESSON.slug}`);
    const fieldsets = page.locator("fieldset.check");
    // The first question answered right, the second wrong.
    const first = questions[0];
    const second = questions[1];
    const wrong = (second.answer + 1) % second.options.length;
    await fieldsets.nth(0).locator(`input[value="${first.answer}"]`).check();
    await expect(fieldsets.nth(0).locator(".feedback")).toContainText(w.right);
    await fieldsets.nth(1).locator(`input[value="${wrong}"]`).check();
    await expect(fieldsets.nth(1).locator(".feedback")).toContainText(w.wrong);

    await page.reload();
    await page.locator("body[data-hydrated]").waitFor();
    await expect(fieldsets.nth(0).locator(`input[value="${first.answer}"]`)).toBeChecked();
    await expect(fieldsets.nth(0).locator(".feedback")).toContainText(w.right);
    await expect(fieldsets.nth(1).locator(`input[value="${wrong}"]`)).toBeChecked();
    await expect(fieldsets.nth(1).locator(".feedback")).toContainText(w.wrong);
    // A question not answered stays blank.
    await expect(fieldsets.nth(2).locator("input:checked")).toHaveCount(0);
    await expect(fieldsets.nth(2).locator(".feedback")).toHaveCount(0);

    await ready(page, `/${lang}/learn`);
    const item = page.locator("li", { has: page.locator(`a[href="/${lang}/learn/${LESSON.section}/${LESSON.slug}"]`) });
    const status = item.getByTestId("lesson-status");
    await expect(status.locator(".lesson-read")).toContainText(w.read);
    await expect(status.locator(".lesson-checks")).toHaveText(w.count(1, questions.length));
    // A lesson not opened carries no mark.
    const other = page.locator("li", { has: page.locator(`a[href="/${lang}/learn/hooks/reference"]`) });
    await expect(other.getByTestId("lesson-status").locator(".lesson-read")).toHaveCount(0);
    await noAxeViolation(page, `${lang} lessons index with marks`);
  });

  test(`${lang}: a lesson open when a progress file is loaded shows its answers, and keeps the ones given on it`, async ({ page }) => {
    const questions = await checks(page, lang);
    const recorded = (option: number, correct: boolean) => ({
      attempts: 1,
      first_try_correct: correct,
      last_correct: correct,
      last_option: option,
    });
    const wrong = (questions[1].answer + 1) % questions[1].options.length;
    const file = {
      format: "hooklab-progress",
      version: 2,
      checks: {
        [`${LESSON.section}/${LESSON.slug}#${questions[0].id}`]: recorded(questions[0].answer, true),
        [`${LESSON.section}/${LESSON.slug}#${questions[1].id}`]: recorded(questions[1].answer, true),
      },
    };
    await ready(page, `/${lang}/learn/${LESSON.section}/${LESSON.slug}`);
    const fieldsets = page.locator("fieldset.check");
    // The second question is answered on the page, wrongly, before the load.
    await fieldsets.nth(1).locator(`input[value="${wrong}"]`).check();
    await expect(fieldsets.nth(1).locator(".feedback")).toContainText(w.wrong);

    const menu = page.getByTestId("progress-menu");
    await menu.locator("summary").click();
    await menu.locator('input[type="file"]').setInputFiles({
      name: "other-device.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(file)),
    });
    await expect(menu.getByTestId("progress-report")).toContainText("other-device.json");
    // The first question, blank here, now shows the answer the file holds.
    await expect(fieldsets.nth(0).locator(`input[value="${questions[0].answer}"]`)).toBeChecked();
    await expect(fieldsets.nth(0).locator(".feedback")).toContainText(w.right);
    // The second keeps what the learner chose on this page.
    await expect(fieldsets.nth(1).locator(`input[value="${wrong}"]`)).toBeChecked();
    await expect(fieldsets.nth(1).locator(".feedback")).toContainText(w.wrong);
  });

  test(`${lang}: loading a progress file says what it added per kind, then "nothing new"`, async ({ page }) => {
    const bank = await scenarios(page, lang);
    const questions = await checks(page, lang);
    const [a, b] = bank;
    const wrongFor = (s: { answer: string; options: string[] }) => s.options.find((o) => o !== s.answer)!;
    const file = {
      format: "hooklab-progress",
      version: 2,
      lessons_read: [`${LESSON.section}/${LESSON.slug}`, "start/overview"],
      checks: {
        [`${LESSON.section}/${LESSON.slug}#${questions[0].id}`]: {
          attempts: 1,
          first_try_correct: true,
          last_correct: true,
          last_option: questions[0].answer,
        },
        [`${LESSON.section}/${LESSON.slug}#${questions[1].id}`]: {
          attempts: 2,
          first_try_correct: false,
          last_correct: true,
          last_option: questions[1].answer,
        },
      },
      quiz: [
        { scenario: a.id, chosen: a.answer, correct: true, confidence: "sure", at_ms: 1764600000000, round: 1 },
        { scenario: b.id, chosen: wrongFor(b), correct: false, confidence: "sure", at_ms: 1764600001000, round: 1 },
        { scenario: b.id, chosen: b.answer, correct: true, confidence: "guessing", at_ms: 1764686400000, round: 2 },
      ],
      challenges_solved: ["refund-escalation"],
      simulator_finished: ["resume-wrong-directory"],
    };
    const upload = {
      name: "my-progress.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(file, null, 2)),
    };

    await ready(page, `/${lang}/`);
    const menu = page.getByTestId("progress-menu");
    const summary = menu.locator("summary");
    await expect(summary).toHaveText(w.menu);
    // Keyboard: the disclosure opens with Enter.
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("open", "");
    await noAxeViolation(page, `${lang} progress menu open`);

    await menu.locator('input[type="file"]').setInputFiles(upload);
    const report = menu.getByTestId("progress-report");
    await expect(report).toContainText("my-progress.json");
    await expect(report.locator("li")).toHaveText([...w.added]);
    await noAxeViolation(page, `${lang} import report`);

    await menu.locator('input[type="file"]').setInputFiles(upload);
    await expect(report).toHaveText(w.nothingNew);
    await expect(report.locator("li")).toHaveCount(0);

    // What was loaded shows where the learner meets it.
    await ready(page, `/${lang}/quiz`);
    const history = page.getByTestId("quiz-history");
    await expect(history).toContainText(w.rounds);
    await expect(history.getByTestId("quiz-history-patterns").locator("tbody tr")).not.toHaveCount(0);
    await expect(history.getByTestId("quiz-history-confusions").locator("li")).toHaveCount(1);
    await expect(history.locator("time")).toHaveAttribute("datetime", "2025-12-02");
    await noAxeViolation(page, `${lang} quiz history`);

    await ready(page, `/${lang}/simulator`);
    const scenario = page.getByTestId("sim-list").locator("li", { has: page.locator(`a[href="/${lang}/simulator/resume-wrong-directory"]`) });
    await expect(scenario.locator(".sim-status.done")).toContainText(w.finished);

    await ready(page, `/${lang}/learn/${LESSON.section}/${LESSON.slug}`);
    await expect(page.locator("fieldset.check").nth(1).locator(`input[value="${questions[1].answer}"]`)).toBeChecked();
  });

  test(`${lang}: a broken progress file is refused with its line and column`, async ({ page }) => {
    await ready(page, `/${lang}/sandbox`);
    const menu = page.getByTestId("progress-menu");
    await menu.locator("summary").click();
    await menu.locator('input[type="file"]').setInputFiles({
      name: "broken.json",
      mimeType: "application/json",
      buffer: Buffer.from('{\n  "format": "hooklab-progress",\n  oops\n}\n'),
    });
    const report = menu.getByTestId("progress-report");
    await expect(report).toHaveAttribute("role", "alert");
    await expect(report).toContainText(w.located);
    await noAxeViolation(page, `${lang} import error`);
    const stored = await page.evaluate(() => localStorage.getItem("hooklab-progress"));
    expect(stored).toBeNull();
  });
}
