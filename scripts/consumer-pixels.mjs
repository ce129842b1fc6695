// The pixel half of the tarball consumer check: the app that installed the packed packages renders every
// fixture of consumer-fixtures.jsx (each kit entry that draws something, the rich-text editor and the
// email designer) in Chromium, once for each CSS set-up the ui README offers, light and dark, and each
// picture is compared with pixelmatch against the same fixture styled by the workspace:
//
// - reference: the stylesheet the workspace's Storybook compiles (.storybook/preview.css, Tailwind over
//   the packages' sources) plus the editor's own rules, as the stories import them;
// - compiled:  an app without Tailwind, importing the three compiled stylesheets, the kit's first;
// - tailwind:  an app with its own Tailwind v4 build, `@import "tailwindcss"` then
//              `@import "@sendline/ui/tailwind.css"` (and the editor's own rules, `@sendline/editor/styles.css`).
//
// Why not the committed Storybook baselines: those are taken in Storybook's iframe, with its decorators,
// viewport and per-story framing, and a story's play function often leaves it mid-interaction, so a
// consumer page could not reproduce them exactly. Here every page is the same HTML, the same JavaScript
// bundle (built from the tarballs) and the same page set-up; only the stylesheet differs, which is what
// the set-ups are about. A broken cascade (the kit's base rules dropped, a stylesheet out of order, a
// class missing from a compiled sheet) changes pixels and fails the check; as controls, the check also
// builds the Tailwind set-up without the kit's base rules and with the kit's entry before Tailwind's,
// and fails unless the comparison tells both apart from the reference.
//
// Pictures that differ are written, with a diff image, to a folder named in the error.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import pixelmatch from "pixelmatch";
import { chromium } from "playwright-core";
import { PNG } from "pngjs";
import { chromiumLaunchOptions } from "./chromium.mjs";

const root = new URL("..", import.meta.url).pathname;

/** A pixel counts as different past this colour distance (pixelmatch's YIQ threshold, 0 to 1). */
const COLOUR_THRESHOLD = 0.1;
/** A picture matches when at most this share of its pixels differ (anti-aliasing at glyph edges). */
const MAX_DIFF_RATIO = 0.0005;
const THEMES = ["light", "dark"];

/** The app's stylesheet entries, one per set-up, as another team would write them. */
const APP_STYLES = {
  "compiled.css": `@import "@sendline/ui/styles.css";
@import "@sendline/editor/styles.css";
@import "@sendline/designer/styles.css";
`,
  "tailwind.css": `@import "tailwindcss";
@import "@sendline/ui/tailwind.css";
@import "@sendline/editor/styles.css";
`,
  // Controls, broken cascades the comparison must tell apart from the reference. The README's Tailwind
  // set-up as it was before tailwind.css: tokens and sources without the kit's base rules.
  "control-no-base.css": `@import "tailwindcss";
@import "@sendline/ui/theme.css";
@import "@sendline/editor/styles.css";
@source "../node_modules/@sendline/ui/dist/**/*.js";
@source "../node_modules/@sendline/editor/dist/**/*.js";
@source "../node_modules/@sendline/designer/dist/**/*.js";
`,
  // The kit's entry before Tailwind's: its layers come first, so the app's preflight beats its base rules.
  "control-kit-first.css": `@import "@sendline/ui/tailwind.css";
@import "tailwindcss";
@import "@sendline/editor/styles.css";
`,
};

/** The controls, and what each breaks. */
const CONTROLS = {
  "control-no-base": "the kit's base rules dropped",
  "control-kit-first": "the kit's Tailwind entry imported before Tailwind",
};
/** Fixtures each control must get wrong: borders in the text colour, the body's colours unset. */
const CONTROL_FIXTURES = ["card", "data-table"];

const PAGE_STYLE =
  "*, ::before, ::after { animation: none !important; transition: none !important; caret-color: transparent !important; }";

const html = (css) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Sendline consumer fixtures</title>
    <link rel="stylesheet" href="${css}">
    <style>${PAGE_STYLE}</style>
  </head>
  <body><div id="root"></div><script src="fixtures.js"></script></body>
</html>
`;

/** Builds the fixtures bundle and the four stylesheets into `out`; returns the pages by set-up name. */
async function buildPages(app, out) {
  const src = join(app, "src");
  mkdirSync(src, { recursive: true });
  copyFileSync(join(root, "scripts", "consumer-fixtures.jsx"), join(src, "fixtures.jsx"));
  for (const [file, css] of Object.entries(APP_STYLES)) writeFileSync(join(src, file), css);

  await build({
    entryPoints: [join(src, "fixtures.jsx")],
    absWorkingDir: app,
    outfile: join(out, "fixtures.js"),
    bundle: true,
    format: "iife",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "error",
  });
  // No Tailwind: the app's bundler (esbuild here, Vite alike) inlines the compiled stylesheets in order.
  await build({
    entryPoints: [join(src, "compiled.css")],
    absWorkingDir: app,
    outfile: join(out, "compiled.css"),
    bundle: true,
    logLevel: "error",
  });
  // The app's own Tailwind, run from its source folder: Tailwind scans the folder it runs in for the
  // app's classes, and the kit's come from the @source lines of @sendline/ui/tailwind.css.
  const tailwind = join(app, "node_modules", ".bin", "tailwindcss");
  for (const entry of ["tailwind.css", ...Object.keys(CONTROLS).map((name) => `${name}.css`)]) {
    execFileSync(tailwind, ["--input", entry, "--output", join(out, entry)], { cwd: src, stdio: "pipe" });
  }
  // The workspace's rendering: Storybook's stylesheet compiled from the packages' sources.
  const reference = join(out, "reference.css");
  execFileSync(
    join(root, "node_modules", ".bin", "tailwindcss"),
    ["--input", ".storybook/preview.css", "--output", reference],
    {
      cwd: root,
      stdio: "pipe",
    },
  );
  writeFileSync(
    reference,
    readFileSync(reference, "utf8") +
      readFileSync(join(root, "packages", "editor", "src", "styles.css"), "utf8"),
  );

  const pages = {};
  for (const name of ["reference", "compiled", "tailwind", ...Object.keys(CONTROLS)]) {
    writeFileSync(join(out, `${name}.html`), html(`${name}.css`));
    pages[name] = pathToFileURL(join(out, `${name}.html`)).href;
  }
  return pages;
}

/** Waits for fonts and two frames, so what was rendered (charts, editors, notices) has painted. */
const settle = (page) =>
  page.evaluate(() =>
    document.fonts.ready.then(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
    ),
  );

/** The part of the page a fixture drew on: every visible element's box, portals included. */
const drawnArea = (page) =>
  page.evaluate(() => {
    let left = Infinity;
    let top = Infinity;
    let right = 0;
    let bottom = 0;
    for (const element of document.body.querySelectorAll(
      "main *, body > :not(#root):not(script) *, body > :not(#root):not(script)",
    )) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === "hidden") continue;
      left = Math.min(left, box.left + window.scrollX);
      top = Math.min(top, box.top + window.scrollY);
      right = Math.max(right, box.right + window.scrollX);
      bottom = Math.max(bottom, box.bottom + window.scrollY);
    }
    if (left === Infinity) return null;
    const x = Math.max(0, Math.floor(left) - 4);
    const y = Math.max(0, Math.floor(top) - 4);
    return { x, y, width: Math.ceil(right) + 4 - x, height: Math.ceil(bottom) + 4 - y };
  });

/** Renders each fixture on `url` and returns its pictures, `{ "<fixture> light": PNG buffer, … }`. */
async function photograph(page, url, fixtures, themes) {
  await page.goto(url);
  const pictures = {};
  for (const fixture of fixtures) {
    await page.evaluate((name) => {
      document.documentElement.classList.remove("dark");
      window.showFixture(name);
    }, fixture);
    await page.locator(`main[data-fixture="${fixture}"]`).waitFor();
    await settle(page);
    await page.waitForTimeout(100);
    for (const theme of themes) {
      await page.evaluate(
        (dark) => document.documentElement.classList.toggle("dark", dark),
        theme === "dark",
      );
      await settle(page);
      const clip = await drawnArea(page);
      if (!clip) throw new Error(`the fixture ${fixture} drew nothing`);
      pictures[`${fixture} ${theme}`] = await page.screenshot({
        clip,
        fullPage: true,
        animations: "disabled",
      });
    }
  }
  return pictures;
}

/** How two pictures differ: null when they match, else a sentence and the diff image. */
export function comparePictures(expected, actual) {
  const a = PNG.sync.read(expected);
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height) {
    return { message: `lays out at ${b.width}×${b.height} px, the workspace at ${a.width}×${a.height} px` };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const count = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: COLOUR_THRESHOLD });
  const ratio = count / (a.width * a.height);
  if (ratio <= MAX_DIFF_RATIO) return null;
  return { message: `${count} pixels (${(ratio * 100).toFixed(2)} %) differ`, diff: PNG.sync.write(diff) };
}

/** Compares the pictures of a set-up with the reference's; returns the differences, saving their images. */
function compareSetUp(name, reference, pictures, saveTo) {
  const problems = [];
  for (const [key, actual] of Object.entries(pictures)) {
    const difference = comparePictures(reference[key], actual);
    if (!difference) continue;
    problems.push(`${name}: ${key} ${difference.message}`);
    const file = `${name}-${key.replace(" ", "-")}`;
    writeFileSync(join(saveTo, `${file}.expected.png`), reference[key]);
    writeFileSync(join(saveTo, `${file}.actual.png`), actual);
    if (difference.diff) writeFileSync(join(saveTo, `${file}.diff.png`), difference.diff);
  }
  return problems;
}

/** Photographs the fixtures in the app (installed from the tarballs) and compares the CSS set-ups. */
export async function checkConsumerPixels(app) {
  const started = Date.now();
  const out = mkdtempSync(join(tmpdir(), "sendline-consumer-pixels-"));
  const pages = await buildPages(app, out);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({
      viewport: { width: 1024, height: 768 },
      deviceScaleFactor: 1,
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(pages.reference);
    const fixtures = await page.evaluate(() => window.fixtures);

    const reference = await photograph(page, pages.reference, fixtures, THEMES);
    const problems = [];
    for (const name of ["compiled", "tailwind"]) {
      const pictures = await photograph(page, pages[name], fixtures, THEMES);
      problems.push(...compareSetUp(name, reference, pictures, out));
    }
    const controlOut = mkdtempSync(join(tmpdir(), "sendline-consumer-control-"));
    for (const [name, breakage] of Object.entries(CONTROLS)) {
      const control = await photograph(page, pages[name], CONTROL_FIXTURES, ["light"]);
      const noticed = compareSetUp(name, reference, control, controlOut);
      if (noticed.length !== CONTROL_FIXTURES.length) {
        problems.push(
          `the comparison missed ${breakage} (it noticed only: ${noticed.join("; ") || "nothing"})`,
        );
      }
    }
    rmSync(controlOut, { recursive: true, force: true });
    if (errors.length) problems.push(`the fixtures threw: ${errors.join("; ")}`);
    if (problems.length) {
      throw new Error(
        `the consumer's pictures differ from the workspace's (images in ${out}):\n  ${problems.join("\n  ")}`,
      );
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(
      `  ✓ ${fixtures.length} fixtures look as in the workspace in both CSS set-ups, light and dark (${seconds} s)`,
    );
    rmSync(out, { recursive: true, force: true });
  } finally {
    await browser.close();
  }
}
