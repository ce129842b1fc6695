/**
 * Page speed benchmark: Lighthouse's performance category, mobile preset (its default form factor:
 * a phone's screen, simulated slow 4G and a 4× slower CPU), on the console's production build
 * served by the real API, signed in as the seeded demo owner. Measures the SMS campaign list and a
 * completed SMS campaign's dashboard RUNS times each (default 3) and prints, per page, the median
 * run's score, LCP, TBT, CLS, and the scripts and JavaScript bytes the page loaded, with the
 * machine's load average and Lighthouse's CPU index (its own speed test of the machine at the run):
 * simulated throttling scales the CPU time it observes, so a busy machine scores lower.
 *
 *   pnpm --filter @sendline/console bench:lighthouse
 *   RUNS=5 pnpm --filter @sendline/console bench:lighthouse
 *   REPORT_DIR=/some/folder pnpm --filter @sendline/console bench:lighthouse   (also writes each run's HTML and JSON report and its trace)
 *
 * Everything stays on this machine: Chromium runs without background networking, and Lighthouse
 * only talks to it and to the local API.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse, { type Result } from "lighthouse";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../../../vite.shared";
import { freePort } from "../e2e/api-process";
import { campaignStatusIs, signIn } from "../e2e/auth";
import { composeCampaign, confirmGoLive } from "../e2e/campaign-steps";
import { serveConsole } from "./serve";

const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));
const REPORT_DIR = process.env.REPORT_DIR;
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 20_000);

/** Waits until Chromium's DevTools endpoint answers on `port`. */
async function devtoolsReady(port: number): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error("Chromium's DevTools endpoint never answered");
}

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  scripts: number;
  scriptBytes: number;
  /** Lighthouse's own measure of the machine's speed at the run (higher is faster). */
  benchmarkIndex: number;
}

function figuresOf(lhr: Result): Figures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = (lhr.audits["resource-summary"]?.details as { items?: Array<Record<string, unknown>> })
    ?.items;
  const scripts = summary?.find((item) => item.resourceType === "script");
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    fcp: numeric("first-contentful-paint"),
    scripts: Number(scripts?.requestCount ?? 0),
    scriptBytes: Number(scripts?.transferSize ?? 0),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * One Lighthouse run. On a busy machine Chromium sometimes loses the trace's start (NO_NAVSTART);
 * such a run is taken again, up to twice.
 */
async function measure(address: string, tries = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(address, {
      port,
      hostname: "127.0.0.1",
      output: ["html", "json"],
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${address}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt >= tries) throw new Error(`${address}: ${error.message}`);
    console.log(`  (run again: ${error.code})`);
  }
}

const median = (runs: Figures[]) => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;

const profile = mkdtempSync(join(tmpdir(), "sendline-bench-profile-"));
// The engine's own batch (not the tests' one recipient a batch): the campaign completes at once.
const api = await serveConsole({ env: { ENGINE_BATCH: "2000" } });
const port = await freePort();
// One Chromium for the sign-in and for Lighthouse, so its pages share the session cookie.
const browserProcess = spawn(
  chromiumLaunchOptions.executablePath,
  [
    ...chromiumLaunchOptions.args,
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
    // A desktop window for the sign-in (the navbar shows the user's name from 1024 px on);
    // Lighthouse emulates the phone itself.
    "--window-size=1280,800",
    "about:blank",
  ],
  { stdio: "ignore" },
);
try {
  await devtoolsReady(port);
  const url = (path: string) => new URL(path, api.url).toString();

  // Sign in as the demo owner and send one campaign, so the list has a row and the dashboard has
  // a finished campaign to show; then let go of the browser for Lighthouse.
  console.log("Signing in and sending a campaign…");
  const driver = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await driver.contexts()[0]!.newPage();
  await signIn(page, url("/login"), "owner@acme.test");
  await composeCampaign(page, url("/sms-campaign/new"), {
    name: "Measured campaign",
    sender: "ACME",
    group: /VIP customers/,
  });
  await page.getByRole("button", { name: "Go Live" }).click();
  await confirmGoLive(page);
  await page.getByRole("heading", { name: "Measured campaign" }).waitFor({ timeout: 60_000 });
  await campaignStatusIs(page, "Completed", 120_000);
  const campaign = new URL(page.url()).pathname.replace(/\/dashboard$/, "");
  await page.goto("about:blank");
  await driver.close();
  // The API keeps working for a while after the campaign completes (delivery receipts, the
  // outbox); Lighthouse scales the CPU time it sees, so the first page would pay for it.
  console.log(`Letting the API settle for ${SETTLE_MS / 1000} s…`);
  await new Promise((done) => setTimeout(done, SETTLE_MS));

  const pages = [
    { name: "SMS campaign list", path: "/sms-campaign" },
    { name: "SMS campaign dashboard", path: `${campaign}/dashboard` },
  ];
  const results: Array<{ name: string; path: string; runs: Figures[] }> = [];
  for (const { name, path } of pages) {
    const runs: Figures[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const result = await measure(url(path));
      const finalUrl = result.lhr.finalDisplayedUrl;
      if (!finalUrl.endsWith(path)) throw new Error(`${path} ended on ${finalUrl}: the session was lost`);
      const figures = figuresOf(result.lhr);
      runs.push(figures);
      console.log(
        `  ${name}, run ${run}: score ${figures.score}, LCP ${(figures.lcp / 1000).toFixed(2)} s, ` +
          `TBT ${figures.tbt.toFixed(0)} ms`,
      );
      if (REPORT_DIR) {
        const file = join(REPORT_DIR, `${path.split("/").filter(Boolean).join("-")}-${run}.html`);
        const [html, json] = result.report as string[];
        writeFileSync(file, html!);
        writeFileSync(file.replace(/\.html$/, ".json"), json!);
        // The page load's trace, for a look at its main thread task by task (Chromium's
        // performance panel opens it).
        writeFileSync(file.replace(/\.html$/, ".trace.json"), JSON.stringify(result.artifacts.Trace));
      }
    }
    results.push({ name, path, runs });
  }

  const [one, five, fifteen] = loadavg().map((load) => load.toFixed(2));
  console.log(
    `\nLighthouse mobile preset (simulated throttling), median of ${RUNS} run(s) by score; ` +
      `load average at the end ${one} / ${five} / ${fifteen}:`,
  );
  console.table(
    results.map(({ name, path, runs }) => {
      const figures = median(runs);
      return {
        page: name,
        path: path.replace(/\d+/, ":id"),
        score: figures.score,
        scores: runs.map((run) => run.score).join(" "),
        "FCP s": (figures.fcp / 1000).toFixed(2),
        "LCP s": (figures.lcp / 1000).toFixed(2),
        "TBT ms": Math.round(figures.tbt),
        CLS: figures.cls.toFixed(3),
        scripts: figures.scripts,
        "JS KiB": (figures.scriptBytes / 1024).toFixed(1),
        "CPU index": Math.round(figures.benchmarkIndex),
      };
    }),
  );
} finally {
  browserProcess.kill();
  await api.stop();
  rmSync(profile, { recursive: true, force: true });
}
