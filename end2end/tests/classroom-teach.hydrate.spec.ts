import { test, expect, type Browser, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

// The instructor's side of the class, through the pages only: an
// instructor (made with the admin command line on the database the server
// uses: HOOKLAB_DATA, else the ./hooklab-data that `./dev e2e` serves from)
// signs in, creates a group and an assignment with a quiz scenario, a
// sandbox challenge and a simulator scenario; a student joins from the
// group's link in another browser context and does the three; the
// instructor reads the results and downloads the CSV.

const root = path.join(__dirname, "..", "..");
const binary = process.env.HOOKLAB_BIN ?? path.join(root, "target", "debug", "hooklab");
const dataDir = process.env.HOOKLAB_DATA ?? path.join(root, "hooklab-data");
const QUIZ = "quiz/block-rm-rf";
const RIGHT = "hook-pre-tool-use";
const CHALLENGE = "challenge/block-rm-allow-git";
const SIMULATOR = "simulator/resume-wrong-directory";

function makeInstructor(): { name: string; password: string } {
  const name = `teach-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const password = "correct horse battery staple";
  const made = spawnSync(binary, ["admin", "add-instructor", name, "--data", dataDir], {
    input: `${password}\n`,
    encoding: "utf8",
  });
  expect(made.status, made.stderr).toBe(0);
  return { name, password };
}

async function hydrated(page: Page) {
  await page.locator("body[data-hydrated]").waitFor();
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`,
  );
}

const words = {
  en: { refused: "These pages are for instructors", correct: "Correct", reached: "Goal reached" },
  ru: { refused: "Эти страницы — для преподавателей", correct: "Верно", reached: "Цель достигнута" },
};

/// A student joins from the link, does the three items, and comes back to
/// the assignment page.
async function studentDoesTheThree(browser: Browser, lang: "en" | "ru", link: string, title: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await hydrated(page);
  await page.locator("#join-name").fill("Ada L.");
  await page.locator("form.class-form button[type=submit]").click();
  await expect(page.getByTestId("recovery-code")).toBeVisible();
  await page.locator(".recovery a.button").click();
  const row = page.locator(".assignment-list li", { hasText: title });
  await expect(row).toBeVisible();

  // A student is told the instructor's pages are not for them.
  await page.goto(`/${lang}/teach`);
  await expect(page.locator("p.error[role=alert]")).toContainText(words[lang].refused);

  const open = async (key: string) => {
    await page.goto(`/${lang}/class`);
    await page.locator(".assignment-list li", { hasText: title }).locator("a").first().click();
    await page.locator(`.item-list a[href$="/${key}"]`).click();
    await hydrated(page);
  };
  const submit = async () => {
    await page.getByTestId("class-submit").click();
    await expect(page.locator(".receipt")).toBeVisible();
  };

  await open(QUIZ);
  await page.locator(`input[type=radio][value="${RIGHT}"]`).check();
  await submit();
  await expect(page.getByTestId("class-verdict")).toContainText(words[lang].correct);

  // The challenge as it starts: the server grades it (wrong) and says so.
  await open(CHALLENGE);
  await submit();
  await expect(page.getByTestId("class-verdict")).toBeVisible();

  await open(SIMULATOR);
  for (const line of ["cd /home/dev/shop", "claude --resume auth-refactor"]) {
    await page.locator("#sim-input").fill(line);
    await page.locator("#sim-input").press("Enter");
    await expect(page.getByTestId("sim-log")).toContainText(line);
  }
  await submit();
  await expect(page.locator(".receipt")).toContainText(words[lang].reached);
  await context.close();
}

for (const lang of ["en", "ru"] as const) {
  test(`an instructor sets an assignment, a student does it, the results come back (${lang})`, async ({ page, browser }) => {
    // Two browsers and some forty page loads: about 35 s on an idle 2-core
    // machine, three times that and more when the machine is busy.
    test.setTimeout(360_000);
    const { name, password } = makeInstructor();

    // Signed out: sent to sign in, and back to the teaching page after.
    await page.goto(`/${lang}/teach`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/signin\\?next=/${lang}/teach`));
    await hydrated(page);
    await page.locator("#instructor-name").fill(name);
    await page.locator("#instructor-password").fill(password);
    await page.locator("#instructor-password").press("Enter");
    await expect(page).toHaveURL(new RegExp(`/${lang}/teach$`));
    await hydrated(page);
    await expect(page.locator("#group-name")).toBeVisible();
    expect(await axe(page)).toEqual([]);

    // A group: its page shows the join link and code.
    const groupName = `Group ${lang} ${Date.now()}`;
    await page.locator("#group-name").fill(groupName);
    await page.locator("#group-name").press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(groupName);
    await hydrated(page);
    const code = (await page.getByTestId("join-code").innerText()).trim();
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    const joinLink = page.getByTestId("join-link");
    await expect(joinLink).toHaveText(new RegExp(`^https?://.+/${lang}/class/join/${code}$`));
    const link = (await joinLink.innerText()).trim();
    expect(await axe(page)).toEqual([]);

    // An empty name is refused next to the field, before anything is sent.
    await page.locator(`a[href$="/new"]`).click();
    await hydrated(page);
    await expect(page.locator("#new-opens")).not.toHaveValue("");
    await page.getByTestId("save-assignment").click();
    await expect(page.locator("#new-title ~ p.error").first()).toBeVisible();
    expect(await axe(page)).toEqual([]);

    // The assignment: three items, the default dates (open now, due in a week).
    const title = `Week ${lang} ${Date.now()}`;
    await page.locator("#new-title").fill(title);
    for (const key of [QUIZ, CHALLENGE, SIMULATOR]) {
      await page.locator(`input[type=checkbox][value="${key}"]`).check();
    }
    await page.getByTestId("save-assignment").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await hydrated(page);
    await expect(page.locator(".item-list li")).toHaveCount(3);
    expect(await axe(page)).toEqual([]);
    const resultsHref = await page.locator(`a[href$="/results"]`).first().getAttribute("href");
    expect(resultsHref).toBeTruthy();

    await studentDoesTheThree(browser, lang, link, title);

    // The group now lists the student.
    await page.goto(`/${lang}/teach`);
    await page.locator(".group-list a", { hasText: groupName }).click();
    await expect(page.locator("table.roster")).toContainText("Ada L.");
    await hydrated(page);
    expect(await axe(page)).toEqual([]);

    // The results: the grid, the items' statistics, the charts.
    await page.goto(resultsHref!);
    await hydrated(page);
    const grid = page.getByTestId("results-grid");
    await expect(grid).toContainText("Ada L.");
    await expect(grid.locator("tbody tr")).toHaveCount(1);
    await expect(grid.locator("tbody td")).toHaveCount(4);
    await expect(grid.locator("tbody td").first()).toContainText("100");
    await expect(page.getByTestId("item-stats").locator("tbody tr")).toHaveCount(3);
    await expect(page.locator("figure.chart svg")).not.toHaveCount(0);
    expect(await axe(page)).toEqual([]);

    // The CSV: its stable header and the student's quiz row.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("download-csv").click()]);
    const csv = readFileSync((await download.path())!, "utf8");
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe("student_id,student_name,item,kind,item_id,score,attempts,last_attempt_utc,late");
    const quizRow = lines.find((line) => line.includes(`,${QUIZ},`));
    expect(quizRow).toMatch(/,Ada L\.,quiz\/block-rm-rf,quiz,block-rm-rf,1\.000,1,\d{4}-\d\d-\d\dT[\d:]+Z,no$/);
    expect(lines).toHaveLength(4);
  });
}
