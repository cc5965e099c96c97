// A student's side of the class, against the server the tests run on (the
// instructor, group and assignment come from the helpers).
import { test, expect, axeViolations as axe, downloads, groupWithQuiz, instructor, open as hydrated, QUIZ, RIGHT, type Group } from "./helpers";

const words = {
  en: { correct: "Correct", signIn: "Sign in to the class", stored: "Attempt 1 stored." },
  ru: { correct: "Верно", signIn: "Вход в класс", stored: "Попытка 1 сохранена." },
};

for (const lang of ["en", "ru"] as const) {
  test(`a student joins, does a quiz item, signs out and back in (${lang})`, async ({ page }) => {
    const api = await instructor();
    const title = `Hooks week ${lang} ${Date.now()}`;
    const group = await groupWithQuiz(api, title);

    // The join link fills the code in; the student only types a name.
    const seen = downloads(page);
    await hydrated(page, `/${lang}/class/join/${group.join_code}`);
    await expect(page.locator("#join-code")).toHaveValue(group.join_code);
    expect(await axe(page)).toEqual([]);
    await page.locator("#join-name").fill("Ada L.");
    await page.locator("form.class-form button[type=submit]").click();

    // The recovery code, shown once, with a copy button.
    const code = page.getByTestId("recovery-code");
    await expect(code).toBeVisible();
    const recovery = (await code.innerText()).trim();
    expect(recovery.length).toBeGreaterThanOrEqual(16);
    await page.locator(".recovery a.button").click();

    // The assignment list: the group, the assignment, its dates and status.
    await expect(page.getByRole("heading", { name: group.name })).toBeVisible();
    const row = page.locator(".assignment-list li", { hasText: title });
    await expect(row).toBeVisible();
    await expect(row.locator("time")).toHaveCount(2);
    await page.locator("body[data-hydrated]").waitFor();
    expect(await axe(page)).toEqual([]);

    // The classroom's pages so far came without the runners of items.
    expect(seen).toContain("wasm:class");
    expect(seen).not.toContain("wasm:choice");

    // The quiz item in assignment mode: the choice goes to the server, the
    // verdict comes back from it. Its page loads the light bundle of quiz
    // and exam items, without the sandbox and the simulator.
    await row.locator("a").first().click();
    await page.locator(`.item-list a[href$="/${QUIZ}"]`).click();
    await expect.poll(() => seen.includes("wasm:choice")).toBe(true);
    await page.locator("body[data-hydrated]").waitFor();
    await page.locator(`input[type=radio][value="${RIGHT}"]`).check();
    await page.getByTestId("class-submit").click();
    const verdict = page.getByTestId("class-verdict");
    await expect(verdict).toContainText(words[lang].correct);
    await expect(page.locator(".receipt")).toContainText(words[lang].stored);
    await expect(page.getByTestId("item-state")).toContainText("1");

    // Signing out leaves nothing of the account in this browser.
    await page.goto(`/${lang}/class`);
    await page.locator("body[data-hydrated]").waitFor();
    await page.locator("button.sign-out").click();
    await expect(page.locator("#recover-code")).toBeVisible();
    const kept = await page.evaluate(() =>
      Object.keys(window.localStorage).filter((key) => key.startsWith("hooklab-class:")),
    );
    expect(kept).toEqual([]);

    // Back in with the recovery code: the same group and the attempt.
    await page.locator("body[data-hydrated]").waitFor();
    await page.locator("#recover-code").fill(recovery);
    await page.locator("#recover-code").press("Enter");
    await expect(page.getByRole("heading", { name: group.name })).toBeVisible();
    await expect(page.locator(".assignment-list li", { hasText: title })).toContainText("1");
    await api.dispose();
  });

  test(`a signed-out visitor to a student page is sent to sign in (${lang})`, async ({ page }) => {
    const target = `/${lang}/class/assignments/no-such-assignment`;
    await page.goto(target);
    await expect(page).toHaveURL(new RegExp(`/${lang}/signin\\?next=`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words[lang].signIn);
    // The header is that of the sign-in page: no section is current, and
    // the English link leads to the same sign-in.
    await expect(page.locator(".site-nav a[aria-current]")).toHaveCount(0);
    await expect(page.locator("a[hreflang='en']")).toHaveAttribute("href", /^\/en\/signin\?next=/);
    await expect(page.locator("#join-code")).toBeVisible();
    await expect(page.locator("#instructor-name")).toBeVisible();
  });
}

test("a student keeps their progress on the group server and finds it on another device (en)", async ({ browser }) => {
  const api = await instructor();
  const group = await groupWithQuiz(api, `Keep ${Date.now()}`);
  const lesson = "hooks/anatomy";

  // The laptop: join, read a lesson (as the progress store records it),
  // then switch keeping on.
  const laptop = await browser.newContext();
  const first = await laptop.newPage();
  await hydrated(first, `/en/class/join/${group.join_code}`);
  await first.locator("#join-name").fill("Grace H.");
  await first.locator("form.class-form button[type=submit]").click();
  const recovery = (await first.getByTestId("recovery-code").innerText()).trim();
  await first.evaluate((read) => {
    localStorage.setItem(
      "hooklab-progress",
      JSON.stringify({ format: "hooklab-progress", version: 2, lessons_read: [read] }),
    );
  }, lesson);
  await hydrated(first, "/en/class");
  const keep = first.getByTestId("keep-progress");
  await expect(keep).not.toBeChecked();
  expect(await axe(first)).toEqual([]);
  await keep.check();
  await expect(first.getByTestId("keep-status")).toContainText("kept on the server");
  await expect(keep).toBeChecked();

  // The phone: a fresh browser signs in with the recovery code; opening
  // the class page brings the laptop's progress, which the lessons index
  // then shows.
  const phone = await browser.newContext();
  const second = await phone.newPage();
  await hydrated(second, "/en/class");
  await second.locator("#recover-code").fill(recovery);
  await second.locator("#recover-code").press("Enter");
  await expect(second.getByTestId("keep-status")).toContainText("kept on the server");
  await expect(second.getByTestId("keep-progress")).toBeChecked();
  await hydrated(second, "/en/learn");
  const row = second.locator("li", { has: second.locator(`a[href="/en/learn/${lesson}"]`) });
  await expect(row.getByTestId("lesson-status").locator(".lesson-read")).toHaveCount(1);

  // Signing out of the shared phone leaves none of it behind.
  await hydrated(second, "/en/class");
  await second.locator("button.sign-out").click();
  await expect(second.locator("#recover-code")).toBeVisible();
  const left = await second.evaluate(() =>
    Object.keys(localStorage).filter((key) => key === "hooklab-progress" || key.startsWith("hooklab-class:")),
  );
  expect(left).toEqual([]);

  // Switching off on the laptop deletes the server's copy.
  await hydrated(first, "/en/class");
  await first.getByTestId("keep-progress").uncheck();
  await expect(first.getByTestId("keep-status")).toContainText("no longer kept");
  const kept = await first.request.get("/api/class/keeps-progress");
  expect(await kept.json()).toBe(false);

  await laptop.close();
  await phone.close();
  await api.dispose();
});

/** A new student of `group`, on the quiz item's page with the right choice made. */
async function studentOnQuizItem(page: import("@playwright/test").Page, group: Group, title: string) {
  await hydrated(page, `/en/class/join/${group.join_code}`);
  await page.locator("#join-name").fill("Grace H.");
  await page.locator("form.class-form button[type=submit]").click();
  await page.locator(".recovery a.button").click();
  const row = page.locator(".assignment-list li", { hasText: title });
  await row.locator("a").first().click();
  await page.locator(`.item-list a[href$="/${QUIZ}"]`).click();
  await page.locator("body[data-hydrated]").waitFor();
  await page.locator(`input[type=radio][value="${RIGHT}"]`).check();
}

/** The account's answers still waiting in this browser. */
async function waitingAnswers(page: import("@playwright/test").Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => key.startsWith("hooklab-class:") && key.includes(":pending:")),
  );
}

test("an answer given offline waits in the browser and arrives once the network is back (en)", async ({ page, context }) => {
  const api = await instructor();
  const title = `Offline week ${Date.now()}`;
  const group = await groupWithQuiz(api, title);
  await studentOnQuizItem(page, group, title);

  await context.setOffline(true);
  await page.getByTestId("class-submit").click();
  await expect(page.getByTestId("class-waiting")).toContainText("Waiting to send");
  await expect(page.locator(".receipt")).toHaveCount(0);
  await expect(page.locator(".class-item .error")).toHaveCount(0);
  expect(await waitingAnswers(page)).toHaveLength(1);

  await context.setOffline(false);
  await expect(page.locator(".receipt")).toContainText("Attempt 1 stored.");
  await expect(page.getByTestId("class-waiting")).toHaveCount(0);
  expect(await waitingAnswers(page)).toEqual([]);
  // The server counted it once.
  await page.reload();
  await page.locator("body[data-hydrated]").waitFor();
  await expect(page.getByTestId("item-state")).toContainText("submitted: 1 attempt used of 2");
  await api.dispose();
});

test("an answer whose acknowledgement was lost is sent again and counted once (en)", async ({ page }) => {
  const api = await instructor();
  const title = `Lost answer ${Date.now()}`;
  const group = await groupWithQuiz(api, title);
  await studentOnQuizItem(page, group, title);

  // The first submission reaches the server, but its answer never comes back.
  let sent = 0;
  await page.route("**/api/class/submit", async (route) => {
    sent += 1;
    if (sent === 1) {
      await route.fetch();
      await route.abort("failed");
    } else {
      await route.continue();
    }
  });
  await page.getByTestId("class-submit").click();
  await expect(page.getByTestId("class-waiting")).toBeVisible();
  // Sent again on its own, with the same key: the server replays its receipt.
  await expect(page.locator(".receipt")).toContainText("Attempt 1 stored.", { timeout: 20_000 });
  expect(sent).toBe(2);
  await expect(page.getByTestId("item-state")).toContainText("submitted: 1 attempt used of 2");
  await page.unroute("**/api/class/submit");
  await page.reload();
  await page.locator("body[data-hydrated]").waitFor();
  await expect(page.getByTestId("item-state")).toContainText("submitted: 1 attempt used of 2");
  await api.dispose();
});
