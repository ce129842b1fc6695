// The pixel half of the tarball consumer check: the app that installed the packed packages renders every
// fixture of consumer-fixtures.jsx (each kit entry that draws something, each component of the entries
// that hold several, the rich-text editor and the email designer) in Chromium, once for each CSS set-up
// the ui README offers, light and dark, and each picture is compared with pixelmatch against the
// committed Storybook screenshot of the story the fixture mirrors (light) and of that story's twin on the
// dark theme (dark):
//
// - compiled: an app without Tailwind, importing the three compiled stylesheets, the kit's first;
// - tailwind: an app with its own Tailwind v4 build, `@import "tailwindcss"` then
//             `@import "@sendline/ui/tailwind.css"` (and the editor's own rules, `@sendline/editor/styles.css`).
//
// The pictures are taken as the story tests take theirs (.storybook/vitest.setup.ts): the app's page is
// loaded in a 1200 × 900 frame scaled to 0.8 in a 1280 × 720 window, as Vitest's browser mode holds a
// story's frame; the fixture sits in Storybook decorator's frame (the page's colours, 16 px around it);
// the picture is of the fixture's container, or of the whole page (at least the frame's height) when
// something was portalled into the body; a page taller than the frame gets a taller frame in a window
// stretched by the same factor. The chosen stories have no play interaction that would leave them
// mid-click, so the picture the app draws and the committed one can be the same pixels.
//
// A broken cascade (the kit's base rules dropped, a stylesheet out of order, a class missing from a
// compiled sheet) changes pixels and fails the check; as controls, the check also builds the Tailwind
// set-up without the kit's base rules and with the kit's entry before Tailwind's, and fails unless the
// comparison tells both apart from the screenshots.
//
// Pictures that differ are written, with the screenshot and a diff image, to a folder named in the error.
import { execFileSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import pixelmatch from "pixelmatch";
import { chromium } from "playwright-core";
import { PNG } from "pngjs";
import { chromiumLaunchOptions } from "./chromium.mjs";

const root = new URL("..", import.meta.url).pathname;

/** The story tests' comparison (.storybook/vitest.config.ts): pixelmatch's colour threshold, 0 to 1… */
const COLOUR_THRESHOLD = 0.1;
/** …and the share of a picture's pixels that may differ (anti-aliasing at glyph edges). */
const MAX_DIFF_RATIO = 0.002;
const THEMES = ["light", "dark"];

/** The story tests' browser: the window Vitest opens, and the frame (viewport) a story renders in. */
const WINDOW = { width: 1280, height: 720 };
const FRAME = { width: 1200, height: 900 };

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
  // Controls, broken cascades the comparison must tell apart from the screenshots. The README's Tailwind
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

const SET_UPS = ["compiled", "tailwind"];
/** The controls, and what each breaks. */
const CONTROLS = {
  "control-no-base": "the kit's base rules dropped",
  "control-kit-first": "the kit's Tailwind entry imported before Tailwind",
};
/** Fixtures each control must get wrong: their borders take the text colour. */
const CONTROL_FIXTURES = ["card", "data-table"];

/** What the story tests add to every page: no animation (reduced motion) and no caret. */
const PAGE_STYLE =
  "*, ::before, ::after { animation: none !important; transition: none !important; caret-color: transparent !important; }";

const appPage = (css) => `<!doctype html>
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

/** Vitest's browser page: the frame holding the app's page, sized and scaled as it holds a story. */
const framePage = (src) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <style>
      html { overflow: hidden; padding: 0; margin: 0; }
      body { padding: 0; margin: 0; }
      html, body, #tester { width: 100%; height: 100%; }
    </style>
  </head>
  <body>
    <div id="tester"><iframe src="${src}" style="border: none; width: 100%; height: 100%"></iframe></div>
  </body>
</html>
`;

/** Builds the fixtures bundle and the stylesheets into `out`; returns the framed pages by set-up name. */
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

  const pages = {};
  for (const name of [...SET_UPS, ...Object.keys(CONTROLS)]) {
    writeFileSync(join(out, `${name}.html`), appPage(`${name}.css`));
    writeFileSync(join(out, `${name}-frame.html`), framePage(`${name}.html`));
    pages[name] = pathToFileURL(join(out, `${name}-frame.html`)).href;
  }
  return pages;
}

/** The committed screenshot of a fixture's story in `theme`. */
function screenshotPath(fixture, theme) {
  const folder = join(root, dirname(fixture.stories), "__screenshots__", basename(fixture.stories));
  return join(folder, `${fixture[theme]}-chromium-linux.png`);
}

/** Sets the frame's height (and the window's, by the same factor, so the scale stays at 0.8). */
async function setFrameHeight(page, height) {
  const window = (WINDOW.height * height) / FRAME.height;
  await page.setViewportSize({ width: WINDOW.width, height: window });
  const scale = Math.min(1, WINDOW.width / FRAME.width, window / height);
  await page.evaluate(
    ({ width, height, scale }) => {
      document.getElementById("tester").style.cssText =
        `width: ${width}px; height: ${height}px; transform: scale(${scale}); transform-origin: left top;`;
    },
    { width: FRAME.width, height, scale },
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done())));
}

/** Waits for fonts and two frames, so what was rendered (charts, editors, notices) has painted. */
const settle = (frame) =>
  frame.evaluate(() =>
    document.fonts.ready.then(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
    ),
  );

/**
 * Renders `fixture` in `theme` in the framed app and photographs it as the story tests photograph a
 * story: its container, or the whole page when something was portalled into the body. As they do, a
 * picture that matches the story's screenshot (`expected`, within `allowed`) is taken at once, and
 * one that does not is taken again until two pictures in a row agree.
 */
async function photographFixture(page, frame, fixture, theme, expected, allowed) {
  await frame.evaluate(
    ({ name, dark }) => {
      document.body.style.removeProperty("min-height");
      document.documentElement.classList.toggle("dark", dark);
      window.showFixture(name);
    },
    { name: fixture.name, dark: theme === "dark" },
  );
  await frame.locator(`[data-fixture="${fixture.name}"]`).waitFor();
  if (fixture.ready) await frame.locator(fixture.ready).first().waitFor();
  await settle(frame);

  const { portalled, bottom } = await frame.evaluate(() => {
    const visible = [...document.body.children].filter((element) => {
      const { width, height } = element.getBoundingClientRect();
      return width > 0 && height > 0 && getComputedStyle(element).visibility !== "hidden";
    });
    const portalled = visible.length !== 1;
    if (portalled) document.body.style.minHeight = "100vh";
    const target = portalled ? document.body : visible[0];
    return { portalled, bottom: Math.ceil(target.getBoundingClientRect().bottom + window.scrollY) };
  });
  const target = frame.locator(portalled ? "body" : "#root");

  let height = null;
  if (bottom > FRAME.height) {
    height = bottom;
    while (((WINDOW.height * height) / FRAME.height) % 1 !== 0) height += 1;
    await setFrameHeight(page, height);
    await frame.evaluate(() => window.scrollTo(0, 0));
  }
  try {
    const shoot = () => target.screenshot({ animations: "disabled", caret: "hide", scale: "device" });
    let picture = await shoot();
    for (let attempt = 0; attempt < 5; attempt++) {
      if (expected && comparePictures(expected, picture, allowed) === null) break;
      await page.waitForTimeout(50);
      const again = await shoot();
      if (again.equals(picture)) break;
      picture = again;
    }
    return picture;
  } finally {
    if (height) await setFrameHeight(page, FRAME.height);
  }
}

/**
 * Photographs `fixtures` on the framed page `url`, each against its story's screenshot in `screenshots`
 * (`allowances` by the same key); returns `{ "<fixture> light": PNG buffer, … }`.
 */
async function photograph(page, url, fixtures, themes, screenshots, allowances = {}) {
  await page.goto(url);
  await setFrameHeight(page, FRAME.height);
  const frame = await (await page.locator("iframe").elementHandle()).contentFrame();
  await frame.locator("#root").waitFor({ state: "attached" });
  const pictures = {};
  for (const fixture of fixtures) {
    for (const theme of themes) {
      const key = `${fixture.name} ${theme}`;
      pictures[key] = await photographFixture(page, frame, fixture, theme, screenshots[key], allowances[key]);
    }
  }
  return pictures;
}

/**
 * How two pictures differ: null when they match, else a sentence and the diff image. `allowed` is
 * the share of pixels that may differ, a story's own `allowedMismatchedPixelRatio` where it sets one.
 */
export function comparePictures(expected, actual, allowed = MAX_DIFF_RATIO) {
  const a = PNG.sync.read(expected);
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height) {
    return { message: `is ${b.width}×${b.height} px, the story's screenshot ${a.width}×${a.height} px` };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const count = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: COLOUR_THRESHOLD });
  const ratio = count / (a.width * a.height);
  if (ratio <= allowed) return null;
  return { message: `${count} pixels (${(ratio * 100).toFixed(2)} %) differ`, diff: PNG.sync.write(diff) };
}

/** Compares a set-up's pictures with the stories' screenshots; returns the differences, saving their images. */
function compareSetUp(name, screenshots, pictures, saveTo, allowances = {}) {
  const problems = [];
  for (const [key, actual] of Object.entries(pictures)) {
    const difference = comparePictures(screenshots[key], actual, allowances[key]);
    if (!difference) continue;
    problems.push(`${name}: ${key} ${difference.message}`);
    const file = `${name}-${key.replace(" ", "-")}`;
    writeFileSync(join(saveTo, `${file}.expected.png`), screenshots[key]);
    writeFileSync(join(saveTo, `${file}.actual.png`), actual);
    if (difference.diff) writeFileSync(join(saveTo, `${file}.diff.png`), difference.diff);
  }
  return problems;
}

/** Photographs the fixtures in the app (installed from the tarballs) and compares them with the stories' screenshots. */
export async function checkConsumerPixels(app) {
  const started = Date.now();
  const out = mkdtempSync(join(tmpdir(), "sendline-consumer-pixels-"));
  const pages = await buildPages(app, out);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    // The story tests' browser context (.storybook/vitest.config.ts).
    const context = await browser.newContext({
      viewport: WINDOW,
      deviceScaleFactor: 1,
      locale: "en-US",
      timezoneId: "Asia/Manila",
      reducedMotion: "reduce",
    });
    const errors = [];
    const newPage = async () => {
      const page = await context.newPage();
      page.on("pageerror", (error) => errors.push(error.message));
      return page;
    };
    const page = await newPage();
    await page.goto(pages.compiled);
    const fixtures = await page
      .frameLocator("iframe")
      .locator("#root")
      .evaluate(() => window.fixtures);

    const problems = [];
    const screenshots = {};
    const allowances = {};
    for (const fixture of fixtures) {
      for (const theme of THEMES) {
        const path = screenshotPath(fixture, theme);
        if (existsSync(path)) screenshots[`${fixture.name} ${theme}`] = readFileSync(path);
        else problems.push(`${fixture.name}: no screenshot ${path.slice(root.length)}`);
        if (fixture.allowedMismatchedPixelRatio !== null)
          allowances[`${fixture.name} ${theme}`] = fixture.allowedMismatchedPixelRatio;
      }
    }
    if (problems.length) throw new Error(`the stories' screenshots are missing:\n  ${problems.join("\n  ")}`);

    // Each set-up, and each control, on a page of its own, side by side.
    const controlOut = mkdtempSync(join(tmpdir(), "sendline-consumer-control-"));
    const controlFixtures = fixtures.filter((fixture) => CONTROL_FIXTURES.includes(fixture.name));
    const found = await Promise.all([
      ...SET_UPS.map(async (name) => {
        const pictures = await photograph(
          await newPage(),
          pages[name],
          fixtures,
          THEMES,
          screenshots,
          allowances,
        );
        return compareSetUp(name, screenshots, pictures, out, allowances);
      }),
      ...Object.entries(CONTROLS).map(async ([name, breakage]) => {
        const control = await photograph(
          await newPage(),
          pages[name],
          controlFixtures,
          ["light"],
          screenshots,
        );
        const noticed = compareSetUp(name, screenshots, control, controlOut);
        return noticed.length === CONTROL_FIXTURES.length
          ? []
          : [`the comparison missed ${breakage} (it noticed only: ${noticed.join("; ") || "nothing"})`];
      }),
    ]);
    problems.push(...found.flat());
    rmSync(controlOut, { recursive: true, force: true });
    if (errors.length) problems.push(`the fixtures threw: ${errors.join("; ")}`);
    if (problems.length) {
      throw new Error(
        `the consumer's pictures differ from the stories' screenshots (images in ${out}):\n  ${problems.join("\n  ")}`,
      );
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(
      `  ✓ ${fixtures.length} fixtures match their stories' screenshots in both CSS set-ups, light and dark (${seconds} s)`,
    );
    rmSync(out, { recursive: true, force: true });
  } finally {
    await browser.close();
  }
}
