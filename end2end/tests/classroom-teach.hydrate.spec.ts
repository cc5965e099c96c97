import { type Browser, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { test, expect, axeViolations as axe, downloads, hydrated, instructorAccount, QUIZ, RIGHT } from "./helpers";

// The instructor's side of the class, through the pages only: an
// instructor (made with the admin command line on the database the server
// uses: HOOKLAB_DATA, else the ./hooklab-data that `./dev e2e` serves from)
// signs in, creates a group and an assignment with a quiz scenario, a
// sandbox challenge and a simulator scenario; a student joins from the
// group's link in another browser context and does the three; the
// instructor reads the results and downloads the CSV.

const root = path.join(__dirname, "..", "..");
const CHALLENGE = "challenge/block-rm-allow-git";
const SIMULATOR = "simulator/resume-wrong-directory";

const words = {
  en: {
    refused: "These pages are for instructors",
    correct: "Correct",
    reached: "Goal reached",
    goal: "Block rm but let git through",
  },
  ru: {
    refused: "Эти страницы — для преподавателей",
    correct: "Верно",
    reached: "Цель достигнута",
    goal: "Заблокируйте rm, но пропускайте git",
  },
};

/// A new student joins from `link` in a browser of their own, keeps their
/// recovery code and goes on to their class page.
async function joinedStudent(browser: Browser, link: string, name: string) {
  const context = await browser.newContext();
  const student = await context.newPage();
  await student.goto(link);
  await hydrated(student);
  await student.locator("#join-name").fill(name);
  await student.locator("form.class-form button[type=submit]").click();
  await expect(student.getByTestId("recovery-code")).toBeVisible();
  await student.locator(".recovery a.button").click();
  return { context, student };
}

/// On the teaching page, a new group: its join link and its page.
async function newGroup(page: Page, groupName: string) {
  await page.locator("#group-name").fill(groupName);
  await page.locator("#group-name").press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(groupName);
  await hydrated(page);
  const link = (await page.getByTestId("join-link").innerText()).trim();
  return { link, groupUrl: page.url() };
}

/// A new group and an assignment of the instructor's own items: the
/// group's join link, its page and the assignment's.
async function groupAssigningOwnItems(page: Page, groupName: string, title: string) {
  await page.goto("/en/teach");
  await hydrated(page);
  const { link, groupUrl } = await newGroup(page, groupName);
  await page.locator(`a[href$="/new"]`).click();
  await hydrated(page);
  await expect(page.locator("#new-opens")).not.toHaveValue("");
  await page.locator("#new-title").fill(title);
  await page.locator(".item-choice li", { hasText: "yours" }).locator("input[type=checkbox]").check();
  await page.getByTestId("save-assignment").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await hydrated(page);
  return { link, groupUrl, assignmentUrl: page.url() };
}

/// The student opens the first item of the assignment `title`, an
/// instructor's own item of `kind`: its path names the kind, and its page
/// loads that kind's bundle and no other item bundle.
async function openOwnItem(student: Page, title: string, kind: string, bundle: string) {
  await student.locator(".assignment-list li", { hasText: title }).locator("a").first().click();
  const seen = downloads(student);
  await student.locator(".item-list a").first().click();
  await expect(student).toHaveURL(new RegExp(`/class/assignments/[^/]+/authored-${kind}/[^/]+$`));
  await hydrated(student);
  await expect.poll(() => seen.includes(`wasm:${bundle}`)).toBe(true);
  for (const other of ["choice", "challenge-item", "simulator-item"].filter((b) => b !== bundle)) {
    expect(seen).not.toContain(`wasm:${other}`);
  }
}

/// A student joins from the link, does the three items, and comes back to
/// the assignment page.
async function studentDoesTheThree(browser: Browser, lang: "en" | "ru", link: string, title: string) {
  const { context, student: page } = await joinedStudent(browser, link, "Ada L.");
  const row = page.locator(".assignment-list li", { hasText: title });
  await expect(row).toBeVisible();

  // A student is told the instructor's pages are not for them.
  await page.goto(`/${lang}/teach`);
  await expect(page.locator("p.error[role=alert]")).toContainText(words[lang].refused);

  const open = async (key: string) => {
    await page.goto(`/${lang}/class`);
    // A link followed while the page hydrates races the router.
    await hydrated(page);
    await page.locator(".assignment-list li", { hasText: title }).locator("a").first().click();
    await page.locator(`.item-list a[href$="/${key}"]`).click();
    await hydrated(page);
  };
  const submit = async () => {
    await page.getByTestId("class-submit").click();
    await expect(page.locator(".receipt")).toBeVisible();
  };

  // The quiz item's page loads the light bundle of quiz and exam items;
  // the challenge's, the one with the sandbox; the simulator scenario's,
  // the one with the simulator; none the one that runs every kind of item.
  const seen = downloads(page);
  await open(QUIZ);
  await expect.poll(() => seen.includes("wasm:choice")).toBe(true);
  expect(seen).not.toContain("wasm:challenge-item");
  expect(seen).not.toContain("wasm:simulator-item");
  await page.locator(`input[type=radio][value="${RIGHT}"]`).check();
  await submit();
  await expect(page.getByTestId("class-verdict")).toContainText(words[lang].correct);

  // The challenge as it starts: the server grades it (wrong) and says so.
  await open(CHALLENGE);
  await expect.poll(() => seen.includes("wasm:challenge-item")).toBe(true);
  await expect(page.locator(".class-goal .goal")).toContainText(words[lang].goal);
  await submit();
  await expect(page.getByTestId("class-verdict")).toBeVisible();

  await open(SIMULATOR);
  await expect.poll(() => seen.includes("wasm:simulator-item")).toBe(true);
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
    const { name, password } = instructorAccount("teach");

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
    expect(lines[0]).toBe(
      "student_id,student_name,item,kind,item_id,score,attempts,last_attempt_utc,late,correct,answer,confidence",
    );
    const quizRow = lines.find((line) => line.includes(`,${QUIZ},`));
    expect(quizRow).toMatch(
      /,Ada L\.,quiz\/block-rm-rf,quiz,block-rm-rf,1\.000,1,\d{4}-\d\d-\d\dT[\d:]+Z,no,yes,hook-pre-tool-use,$/,
    );
    expect(lines).toHaveLength(4);
  });
}

const EXAM = "exam/a-deny-does-not-cancel-the-audit-hook";
const EXAM_OTHER_DOMAIN = "exam/admissions-file-chain-over-sectioning";

test("an instructor assigns a timed exam question, gives one student extra time, and reads the answer (en)", async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  const { name, password } = instructorAccount("teach");
  await page.goto("/en/teach");
  await expect(page).toHaveURL(/\/en\/signin\?next=\/en\/teach/);
  await hydrated(page);
  await page.locator("#instructor-name").fill(name);
  await page.locator("#instructor-password").fill(password);
  await page.locator("#instructor-password").press("Enter");
  // The teaching page itself, not the sign-in page whose query ends the same.
  await expect(page).toHaveURL(/^[^?]*\/en\/teach$/);
  await expect(page.locator("#group-name")).toBeVisible();
  await hydrated(page);
  const { link, groupUrl } = await newGroup(page, `Exam group ${Date.now()}`);

  // The student joins first, so that the accommodation can name her.
  const context = await browser.newContext();
  const student = await context.newPage();
  await student.goto(link);
  await hydrated(student);
  await student.locator("#join-name").fill("Ines R.");
  await student.locator("form.class-form button[type=submit]").click();
  await expect(student.getByTestId("recovery-code")).toBeVisible();

  // The new assignment: the exam questions can be narrowed to one domain;
  // one question, two minutes, one attempt.
  await page.goto(groupUrl);
  await hydrated(page);
  await page.locator(`a[href$="/new"]`).click();
  await hydrated(page);
  await expect(page.locator("#new-opens")).not.toHaveValue("");
  const exam = page.locator(`input[type=checkbox][value="${EXAM}"]`);
  const other = page.locator(`input[type=checkbox][value="${EXAM_OTHER_DOMAIN}"]`);
  await expect(other).toBeVisible();
  await page.getByTestId("exam-domain-filter").selectOption("hook-mechanics");
  await expect(other).toBeHidden();
  await expect(exam.locator("xpath=..")).toContainText("Hook mechanics");
  await exam.check();
  const title = `Exam question ${Date.now()}`;
  await page.locator("#new-title").fill(title);
  await page.locator("#new-attempts").fill("1");
  await page.locator("#new-time-limit").fill("2");
  expect(await axe(page)).toEqual([]);
  await page.getByTestId("save-assignment").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await hydrated(page);
  await expect(page.locator(".item-list li")).toHaveCount(1);
  await expect(page.locator(".item-list li")).toContainText("Exam question");
  const resultsHref = await page.locator(`a[href$="/results"]`).first().getAttribute("href");

  // Three extra minutes for Ines.
  await page.locator("#override-student").selectOption({ label: "Ines R." });
  await page.locator("#override-minutes").fill("3");
  await page.locator("section[aria-labelledby=accommodations-heading] button[type=submit]").click();
  await expect(page.locator(".override-list li")).toContainText("Ines R.");
  await expect(page.locator(".override-list li")).toContainText("3 extra minutes");

  // Ines sees five minutes, starts, answers and reads why.
  await student.goto("/en/class");
  await hydrated(student);
  await student.locator(".assignment-list li", { hasText: title }).locator("a").first().click();
  await student.locator(`.item-list a[href$="/${EXAM}"]`).click();
  await hydrated(student);
  await expect(student.getByTestId("class-exam-stem")).toContainText("psql");
  await expect(student.locator(".timer")).toContainText("5 minutes");
  await student.locator(".timer button").click();
  await expect(student.locator(".timer strong")).toHaveText(/^[45]:\d\d$/);
  await expect(student.getByTestId("class-submit")).toBeDisabled();
  await student.locator(`[data-testid=class-exam-option][value="d"]`).check();
  await student.getByTestId("class-exam-sure").check();
  expect(await axe(student)).toEqual([]);
  await student.getByTestId("class-submit").click();
  await expect(student.getByTestId("class-verdict")).toContainText("Correct");
  await expect(student.locator(".receipt")).toContainText("You chose option D; the right answer is option D.");
  const explained = student.getByTestId("class-exam-explained");
  await expect(explained).toBeVisible();
  await expect(explained).toContainText("every matching hook in parallel");
  await expect(explained.locator("li.is-answer")).toHaveAttribute("data-option", "d");
  await context.close();

  // The instructor reads the result: full marks, option D, sure.
  await page.goto(resultsHref!);
  await hydrated(page);
  const grid = page.getByTestId("results-grid");
  await expect(grid).toContainText("Ines R.");
  await expect(grid.locator("tbody td").first()).toContainText("100");
  await expect(grid.getByTestId("cell-answer")).toHaveText("option D · sure");
  await expect(page.getByTestId("item-stats")).toContainText("Exam question");
});

test("an instructor uploads an item, re-grades after correcting it, changes and deletes the assignment (en)", async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  const { name, password } = instructorAccount("teach");
  await page.goto("/en/teach");
  await expect(page).toHaveURL(/\/en\/signin\?next=\/en\/teach/);
  await hydrated(page);
  await page.locator("#instructor-name").fill(name);
  await page.locator("#instructor-password").fill(password);
  await page.locator("#instructor-password").press("Enter");
  // The teaching page itself, not the sign-in page whose query ends the same.
  await expect(page).toHaveURL(/^[^?]*\/en\/teach$/);
  await expect(page.locator("#group-name")).toBeVisible();
  await hydrated(page);

  // The upload page: a broken file is refused whole, with its line.
  const scenario = readFileSync(path.join(root, "content", "scenarios", "block-rm-rf.toml"), "utf8");
  const id = `my-rm-${Date.now()}`;
  const mine = scenario.replace('id = "block-rm-rf"', `id = "${id}"`);
  const upload = async (files: { name: string; text: string }[]) => {
    await page.locator("#upload-files").setInputFiles(
      files.map((f) => ({ name: f.name, mimeType: "text/plain", buffer: Buffer.from(f.text) })),
    );
    await page.locator("section[aria-labelledby=upload-heading] button[type=submit]").click();
  };
  await page.goto("/en/teach/items");
  await hydrated(page);
  await expect(page.locator("#upload-kind option")).toHaveCount(3);
  await upload([
    { name: `${id}.toml`, text: mine },
    { name: "broken.toml", text: 'id = "broken"\ntopic = "hook-or-prompt"\nanswer = \n' },
  ]);
  await expect(page.locator(".upload-errors")).toContainText("broken.toml, line 3");
  await expect(page.locator("table.authored")).toHaveCount(0);
  expect(await axe(page)).toEqual([]);
  await upload([{ name: `${id}.toml`, text: mine }]);
  await expect(page.locator("[role=status].success")).toContainText("1 item saved.");
  await expect(page.locator("table.authored")).toContainText(id);

  // A group, a student, and an assignment of the uploaded item.
  const groupName = `Upload group ${Date.now()}`;
  const title = `Mine ${Date.now()}`;
  const { link, groupUrl, assignmentUrl } = await groupAssigningOwnItems(page, groupName, title);
  const { context, student } = await joinedStudent(browser, link, "Noor K.");
  // An instructor's own item loads the bundle of its kind, the quiz's
  // light one here.
  await openOwnItem(student, title, "quiz", "choice");
  await student.locator(`input[type=radio][value="${RIGHT}"]`).check();
  await student.getByTestId("class-submit").click();
  await expect(student.getByTestId("class-verdict")).toContainText("Correct");
  // A link that names no kind (as links did before) or the wrong one
  // leads to the item's own path.
  const itemUrl = student.url();
  for (const other of ["/authored/", "/authored-challenge/"]) {
    await student.goto(itemUrl.replace("/authored-quiz/", other));
    await expect(student).toHaveURL(itemUrl);
    await hydrated(student);
    await expect(student.locator("main h1")).toBeVisible();
  }
  await context.close();

  // The author corrects the item (the options' order: what grading reads);
  // the results offer a re-grade, which keeps the score.
  await page.goto("/en/teach/items");
  await hydrated(page);
  await upload([
    {
      name: `${id}.toml`,
      text: mine.replace(
        'options = ["hook-pre-tool-use", "hook-post-tool-use", "prompt-instruction"]',
        'options = ["prompt-instruction", "hook-pre-tool-use", "hook-post-tool-use"]',
      ),
    },
  ]);
  await expect(page.locator("[role=status].success")).toContainText("1 item saved.");
  await page.goto(`${assignmentUrl}/results`);
  await hydrated(page);
  await expect(page.locator(".regrade")).toContainText("1 attempt was graded against an older version of its item.");
  await page.locator(".regrade button").click();
  await expect(page.locator("p.success")).toContainText("1 attempt graded again, 0 changed.");
  await expect(page.locator(".regrade")).toHaveCount(0);
  await expect(page.getByTestId("results-grid").locator("tbody td").first()).toContainText("100");

  // The assignment's settings change; then it is deleted, and the item
  // it held can be deleted too.
  await page.goto(assignmentUrl);
  await hydrated(page);
  await page.locator("details.edit summary").click();
  const renamed = `${title} (renamed)`;
  await page.locator("#edit-title").fill(renamed);
  await page.locator("details.edit").getByTestId("save-assignment").click();
  await expect(page.locator("details.edit p.success")).toHaveText("Saved.");
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(renamed);
  await page.locator(".danger-zone button.quiet").click();
  await page.locator(".danger-zone .confirm button.danger").click();
  await expect(page).toHaveURL(groupUrl);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(groupName);
  await expect(page.locator("body")).not.toContainText(renamed);
  await page.goto("/en/teach/items");
  await hydrated(page);
  await page.locator("table.authored button.quiet").click();
  await page.locator("table.authored .confirm button.danger").click();
  await expect(page.locator("table.authored")).toHaveCount(0);
  await expect(page.locator("body")).toContainText("You have not uploaded any item yet.");
});

test("a student runs an instructor's own scenario on the simulator's terminal (en)", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const { name, password } = instructorAccount("scenario-author");
  await page.goto("/en/signin?next=/en/teach/items");
  await hydrated(page);
  await page.locator("#instructor-name").fill(name);
  await page.locator("#instructor-password").fill(password);
  await page.locator("#instructor-password").press("Enter");
  await expect(page).toHaveURL(/^[^?]*\/en\/teach\/items$/);
  await hydrated(page);

  // The author's copy of a scenario of the site, under an id of its own.
  const original = readFileSync(path.join(root, "content", "simulator", "resume-wrong-directory.toml"), "utf8");
  const id = `my-resume-${Date.now()}`;
  const mine = original.replace('id = "resume-wrong-directory"', `id = "${id}"`);
  await page.locator("#upload-kind").selectOption("simulator");
  await page.locator("#upload-files").setInputFiles([
    { name: `${id}.toml`, mimeType: "text/plain", buffer: Buffer.from(mine) },
  ]);
  await page.locator("section[aria-labelledby=upload-heading] button[type=submit]").click();
  await expect(page.locator("[role=status].success")).toContainText("1 item saved.");

  const title = `My scenario ${Date.now()}`;
  const { link } = await groupAssigningOwnItems(page, `Scenario group ${Date.now()}`, title);
  const { context, student } = await joinedStudent(browser, link, "Sam R.");
  // Its page runs on the simulator's bundle, over the setup the author wrote.
  await openOwnItem(student, title, "simulator", "simulator-item");
  await expect(student.locator(".class-goal")).toBeVisible();
  for (const line of ["cd /home/dev/shop", "claude --resume auth-refactor"]) {
    await student.locator("#sim-input").fill(line);
    await student.locator("#sim-input").press("Enter");
    await expect(student.getByTestId("sim-log")).toContainText(line);
  }
  await student.getByTestId("class-submit").click();
  await expect(student.locator(".receipt")).toContainText(words.en.reached);
  expect(await axe(student)).toEqual([]);
  await context.close();
});
