// Benchmark: opens a 20,000-word document in the editor in Chromium and prints the load time and
// the median and 95th-percentile time per typed keystroke. `pnpm --filter @sendline/editor bench`.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { chromium } from "playwright-core";

const KEYSTROKES = 300;
const dir = mkdtempSync(join(tmpdir(), "sendline-editor-bench-"));
try {
  await build({
    entryPoints: [new URL("./harness.tsx", import.meta.url).pathname],
    bundle: true,
    minify: true,
    format: "esm",
    outfile: join(dir, "harness.js"),
    conditions: ["@sendline/source"],
    define: { "process.env.NODE_ENV": '"production"' },
    jsx: "automatic",
    loader: { ".css": "empty" },
    logLevel: "error",
  });
  // Inlined: Chromium refuses module scripts loaded from file:// pages.
  const script = readFileSync(join(dir, "harness.js"), "utf8").replaceAll("</script", "<\\/script");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking"],
  });
  const page = await browser.newPage();
  page.on("pageerror", (error) => console.error("page error:", error.message));
  page.on("console", (message) => message.type() === "error" && console.error("console:", message.text()));
  await page.setContent(
    `<!doctype html><meta charset="utf-8"><div id="root"></div><script type="module">${script}</script>`,
  );
  await page.waitForFunction(() => "benchmark" in window, null, { timeout: 60_000 });
  const result = await page.evaluate((count) => {
    const { loadMs, words, typeKeys } = window.benchmark;
    typeKeys(20); // warm-up
    return { loadMs, words, times: typeKeys(count) };
  }, KEYSTROKES);
  await browser.close();
  const sorted = [...result.times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  console.log(`document: ${result.words} words`);
  console.log(`load: ${result.loadMs.toFixed(0)} ms`);
  console.log(
    `keystroke (${KEYSTROKES}): median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms (goal < 16 ms)`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
