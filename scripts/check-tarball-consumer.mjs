// An app outside the workspace installs the packed tarballs of @sendline/core, @sendline/ui,
// @sendline/editor and @sendline/designer with npm, as another team's app would, and renders from them:
// a Button with react-dom/server in Node and a saved email design checked and rendered by the designer's
// React-free entries, then a Button, a Dialog and a RichTextEditor bundled with esbuild and opened in
// Chromium, where the kit's stylesheet must apply. Last, it photographs every kit component, the
// rich-text editor and the email designer in both CSS set-ups the ui README offers, light and dark, and
// compares each picture with the committed Storybook screenshot of the story it mirrors (see
// consumer-pixels.mjs). Throws at the first thing a user would not see.
//
// Run by check-packages.mjs with the tarballs it packed; alone:
//   node scripts/check-tarball-consumer.mjs core.tgz ui.tgz editor.tgz designer.tgz
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "./chromium.mjs";
import { checkConsumerPixels } from "./consumer-pixels.mjs";

const root = new URL("..", import.meta.url).pathname;
const PACKAGES = ["@sendline/core", "@sendline/ui", "@sendline/editor", "@sendline/designer"];

/** The kit's `--primary` token in the light and dark themes, as Chromium reports a computed colour. */
const PRIMARY = "rgb(29, 78, 216)";
const PRIMARY_DARK = "rgb(59, 130, 246)";

const SSR_SCRIPT = `
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { countSms } from "@sendline/core";
import { Button } from "@sendline/ui";
import { RichTextEditor } from "@sendline/editor";
import { createBlock, createDocument, createRow, migrateDocument } from "@sendline/designer/document";
import { renderEmailHtml, upgradeDocument } from "@sendline/designer/render";
// A component: a function, or the object React's memo returns.
if (typeof RichTextEditor !== "function" && RichTextEditor?.$$typeof !== Symbol.for("react.memo"))
  throw new Error("@sendline/editor has no RichTextEditor");
// A server checks a saved design and renders its email without React.
const design = migrateDocument(JSON.parse(JSON.stringify(createDocument([createRow(1, [createBlock("footer")])]))));
const email = renderEmailHtml(design);
// An app rendering the designs it saved upgrades them without a validator.
if (renderEmailHtml(upgradeDocument(JSON.parse(JSON.stringify(design)))) !== email)
  throw new Error("@sendline/designer/render's upgradeDocument changed a current design");
if (!email.includes('href="{{unsubscribe_url}}"') || !email.includes('role="presentation"'))
  throw new Error("@sendline/designer/render wrote an unexpected email");
if (countSms("Hello").segments !== 1) throw new Error("@sendline/core countSms misreads a short SMS");
// The token sheet an app that runs Tailwind itself imports into its own build.
const theme = readFileSync(fileURLToPath(import.meta.resolve("@sendline/ui/theme.css")), "utf8");
if (!theme.includes("@custom-variant dark")) throw new Error("@sendline/ui/theme.css is not the kit's theme");
process.stdout.write(renderToString(h(Button, { variant: "danger" }, "Delete campaign")));
`;

const BROWSER_APP = `
import "@sendline/ui/styles.css";
import "@sendline/editor/styles.css";
import { createRoot } from "react-dom/client";
import { Button } from "@sendline/ui/button";
import {
  Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger,
} from "@sendline/ui/dialog";
import { RichTextEditor } from "@sendline/editor";

function App() {
  return (
    <main>
      <Button>Send campaign</Button>
      <RichTextEditor aria-label="Message" toolbar={false} defaultValue="<p>Hello from the tarball</p>" />
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="outline">Delete…</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete campaign</DialogTitle>
            <DialogDescription>The campaign and its reports are removed for good.</DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>
    </main>
  );
}

createRoot(document.getElementById("root")).render(<App />);
`;

const HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Sendline consumer</title><link rel="stylesheet" href="dist/app.css"></head>
  <body><div id="root"></div><script src="dist/app.js"></script></body>
</html>
`;

function expectThat(condition, message) {
  if (!condition) throw new Error(message);
}

/** npm for the throwaway app, without the settings pnpm passes to the scripts it runs. */
function npm(args, cwd) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(npm|pnpm)_/i.test(key)));
  execFileSync("npm", args, { cwd, env, stdio: ["ignore", "inherit", "inherit"] });
}

function writeApp(app, tarballs) {
  const rootManifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const spec = (name) => `file:${tarballs[name]}`;
  const manifest = {
    name: "sendline-consumer",
    private: true,
    type: "module",
    dependencies: {
      ...Object.fromEntries(PACKAGES.map((name) => [name, spec(name)])),
      react: rootManifest.devDependencies.react,
      "react-dom": rootManifest.devDependencies["react-dom"],
    },
    // The app's own Tailwind v4, for the README's second CSS set-up.
    devDependencies: {
      tailwindcss: rootManifest.devDependencies.tailwindcss,
      "@tailwindcss/cli": rootManifest.devDependencies["@tailwindcss/cli"],
    },
    // The tarballs name each other by version (pnpm pack rewrote workspace:*): point those at the files.
    overrides: Object.fromEntries(PACKAGES.map((name) => [name, `$${name}`])),
  };
  writeFileSync(join(app, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(app, "ssr.mjs"), SSR_SCRIPT);
  writeFileSync(join(app, "app.jsx"), BROWSER_APP);
  writeFileSync(join(app, "index.html"), HTML);
}

function checkServerRender(app) {
  const html = execFileSync("node", ["ssr.mjs"], { cwd: app, encoding: "utf8" });
  expectThat(
    /<button[^>]*data-slot="button"[^>]*data-variant="danger"[^>]*>Delete campaign<\/button>/.test(html),
    `react-dom/server rendered an unexpected Button: ${html}`,
  );
  console.log(
    "  ✓ Node imports the packages, finds the theme sheet, renders a Button and an email design on the server",
  );
}

async function checkBrowserRender(app) {
  await build({
    entryPoints: [join(app, "app.jsx")],
    absWorkingDir: app,
    outdir: join(app, "dist"),
    bundle: true,
    format: "iife",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "error",
  });
  const css = readFileSync(join(app, "dist", "app.css"), "utf8");
  expectThat(css.includes("--primary"), "@sendline/ui/styles.css did not resolve to the kit's stylesheet");

  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(pathToFileURL(join(app, "index.html")).href);

    const button = page.getByRole("button", { name: "Send campaign" });
    await button.waitFor();
    const background = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
    expectThat(background === PRIMARY, `the Button's background is ${background}, not the kit's primary`);
    await page.evaluate(() => document.documentElement.classList.add("dark"));
    const dark = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
    expectThat(dark === PRIMARY_DARK, `on .dark the Button's background is ${dark}, not the dark primary`);
    await page.evaluate(() => document.documentElement.classList.remove("dark"));
    console.log("  ✓ Button renders with the kit's stylesheet applied, light and dark");

    const editor = page.getByRole("textbox", { name: "Message" });
    await editor.waitFor();
    expectThat(
      (await editor.getAttribute("contenteditable")) === "true",
      "the RichTextEditor is not editable",
    );
    await editor.click();
    await page.keyboard.press("End");
    await page.keyboard.type(" and Chromium");
    const text = await editor.textContent();
    expectThat(text === "Hello from the tarball and Chromium", `the editor holds "${text}"`);
    console.log("  ✓ RichTextEditor renders an editable area that takes typing");

    await page.getByRole("button", { name: "Delete…" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete campaign" });
    await dialog.waitFor();
    const description = await dialog.getByText("The campaign and its reports are removed for good.").count();
    expectThat(description === 1, "the open Dialog does not show its description");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    console.log("  ✓ Dialog opens from its trigger with its content and closes on Escape");

    expectThat(errors.length === 0, `the page threw: ${errors.join("; ")}`);
  } finally {
    await browser.close();
  }
}

/** Installs the tarballs (`{ "@sendline/ui": "/path/sendline-ui-0.1.0.tgz", … }`) in a throwaway app and renders from them. */
export async function checkTarballConsumer(tarballs) {
  for (const name of PACKAGES) expectThat(tarballs[name], `no tarball for ${name}`);
  const app = mkdtempSync(join(tmpdir(), "sendline-consumer-"));
  try {
    writeApp(app, tarballs);
    npm(["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], app);
    console.log(
      `  ✓ npm installs ${Object.values(tarballs)
        .map((path) => basename(path))
        .join(", ")}`,
    );
    checkServerRender(app);
    await checkBrowserRender(app);
    await checkConsumerPixels(app);
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const files = process.argv.slice(2).map((file) => resolve(file));
  const tarballs = Object.fromEntries(
    PACKAGES.map((name) => [
      name,
      files.find((file) => basename(file).startsWith(`${name.slice(1).replace("/", "-")}-`)),
    ]),
  );
  await checkTarballConsumer(tarballs);
}
