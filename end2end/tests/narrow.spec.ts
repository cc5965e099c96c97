import { expect, test } from "./helpers";
import * as fs from "fs";
import * as path from "path";

// On a phone 390 px wide no page scrolls sideways: long paths, identifiers
// and tables wrap, and code scrolls inside its own block. Every page of
// every language is visited as the server renders it (this project runs
// without JavaScript, so there is no hydration to wait for), in one browser
// context per language.

const CONTENT = path.join(__dirname, "..", "..", "content");

/// The file names in `content/<dir>` ending in `ext`, without it.
function stems(dir: string, ext: string): string[] {
  return fs
    .readdirSync(path.join(CONTENT, dir))
    .filter((name) => name.endsWith(ext) && name !== "README.md")
    .map((name) => name.slice(0, -ext.length))
    .sort();
}

/// A query with results in each language, for the search page.
const QUERY: Record<string, string> = { en: "hook exit", fr: "hook sortie", ru: "хук выход", es: "hook salida" };

/// Every page a learner reaches in `lang`.
function pagesOf(lang: string): string[] {
  const lessons = fs
    .readdirSync(path.join(CONTENT, lang), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((section) => stems(path.join(lang, section.name), ".md").map((slug) => `learn/${section.name}/${slug}`));
  return [
    "",
    "learn",
    ...lessons,
    "quiz",
    "exam",
    "review",
    "progress",
    "sandbox",
    ...stems("presets", ".toml").map((id) => `sandbox/presets/${id}`),
    ...stems("challenges", ".toml").map((id) => `sandbox/challenges/${id}`),
    "simulator",
    ...stems("simulator", ".toml").map((id) => `simulator/${id}`),
    "search",
    // A long query and a result list, in the page's language.
    `search?q=${encodeURIComponent(QUERY[lang])}`,
    "offline",
    "privacy",
  ].map((rest) => `/${lang}/${rest}`);
}

test.use({ viewport: { width: 390, height: 844 } });

for (const lang of ["en", "fr", "ru", "es"]) {
  test(`${lang}: no page scrolls sideways at 390 px`, async ({ page }) => {
    const pages = pagesOf(lang);
    expect(pages.length).toBeGreaterThan(60);
    test.setTimeout(pages.length * 2_000);
    const wide: string[] = [];
    for (const url of pages) {
      const response = await page.goto(url, { waitUntil: "load" });
      expect(response?.status(), url).toBe(200);
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      if (scroll <= client) continue;
      // Name the deepest element whose own content sticks out (outside any
      // box that scrolls by itself), so the failure says what to fix.
      const culprit = await page.evaluate(() => {
        const clipped = (el: Element): boolean => {
          for (let at = el.parentElement; at && at !== document.body; at = at.parentElement) {
            if (getComputedStyle(at).overflowX !== "visible") return true;
          }
          return false;
        };
        const found = Array.from(document.querySelectorAll("body *"))
          .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === "visible")
          .filter((el) => !clipped(el))
          .pop();
        if (!found) return "?";
        const name = `${found.tagName.toLowerCase()}.${(found.getAttribute("class") ?? "").trim().replace(/ +/g, ".")}`;
        return `${name}: ${(found.textContent ?? "").trim().slice(0, 80)}`;
      });
      wide.push(`${url}: ${scroll} > ${client}, first out: ${culprit}`);
    }
    expect(wide).toEqual([]);
  });
}
