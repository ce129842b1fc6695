/**
 * Dashboard rendering benchmark: the console's production build on the real API, a live SMS
 * campaign whose dashboard receives the socket's coalesced updates (one a second), watched for
 * SECONDS (default 60) in Debian's Chromium. Prints, from the browser's own counters, the scripting
 * time per update (Chrome DevTools Protocol `Performance.getMetrics` ScriptDuration, divided by the
 * updates received in the window) and the cumulative layout shift (PerformanceObserver
 * 'layout-shift' entries, without recent input) over the same window.
 *
 *   pnpm --filter @sendline/console bench:dashboard
 *   SECONDS=20 pnpm --filter @sendline/console bench:dashboard
 */
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../../../vite.shared";
import { signIn } from "../e2e/auth";
import { composeCampaign } from "../e2e/campaign-steps";
import { serveConsole } from "./serve";

const SECONDS = Number(process.env.SECONDS ?? 60);
// The engine sends 4 recipients a second in this set-up; enough that the campaign outlives the run.
const RECIPIENTS = Math.ceil((SECONDS + 30) * 4);

const api = await serveConsole();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Layout shifts from the page's start, stamped so the window can be cut out of them.
  // (A string, so the bundler's helpers never reach the page.)
  await context.addInitScript(`
    window.layoutShifts = [];
    const describe = (node) => {
      const element = node instanceof Element ? node : node && node.parentElement;
      if (!element) return "?";
      const slot = element.closest("[data-slot]")?.getAttribute("data-slot") ?? "";
      return element.tagName.toLowerCase() + (slot ? " in " + slot : "") + ": " + (node.textContent ?? "").slice(0, 30);
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        window.layoutShifts.push({
          at: entry.startTime,
          value: entry.value,
          nodes: entry.sources.map((source) => describe(source.node)),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  `);
  const page = await context.newPage();
  const url = (path: string) => new URL(path, api.url).toString();
  await signIn(page, url("/login"), "owner@acme.test");
  await composeCampaign(page, url("/sms-campaign/new"), {
    name: "Benchmark dashboard",
    sender: "ACME",
    group: /VIP customers/,
  });
  const numbers = Array.from({ length: RECIPIENTS }, (_, index) => `63917${String(1000000 + index)}`);
  await page.getByLabel("Mobile numbers, one a line").fill(numbers.join("\n"));
  await page.getByRole("button", { name: "Go Live" }).click();
  await page.getByRole("heading", { name: "Benchmark dashboard" }).waitFor();
  await page.getByRole("link", { name: "Dashboard" }).click();
  await page.getByText("Live updates").waitFor();
  // Let the first chart draw and the first transactions page settle.
  await page.locator('[data-slot="time-series-chart"][data-state="drawn"]').waitFor({ timeout: 20_000 });

  let updates = 0;
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  cdp.on("Network.webSocketFrameReceived", ({ response }) => {
    if (response.payloadData.includes('"update"') && response.payloadData.includes("sms_campaign"))
      updates += 1;
  });
  await cdp.send("Performance.enable");
  const metric = async (name: string) => {
    const { metrics } = await cdp.send("Performance.getMetrics");
    return metrics.find((entry) => entry.name === name)?.value ?? 0;
  };

  // PROFILE=1 also samples the page's JavaScript and prints where the time goes.
  const profiling = Boolean(process.env.PROFILE);
  if (profiling) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
    await cdp.send("Profiler.start");
  }
  const startedAt = await page.evaluate(() => performance.now());
  const scriptBefore = await metric("ScriptDuration");
  const layoutBefore = await metric("LayoutDuration");
  console.log(`Watching the live dashboard for ${SECONDS} s…`);
  await page.waitForTimeout(SECONDS * 1000);
  const scriptAfter = await metric("ScriptDuration");
  if (profiling) {
    const { profile } = await cdp.send("Profiler.stop");
    const interval = (profile.endTime - profile.startTime) / 1000 / Math.max(profile.samples?.length ?? 1, 1);
    const self = new Map<string, number>();
    for (const node of profile.nodes) {
      const { functionName, url: script, lineNumber } = node.callFrame;
      if (["(idle)", "(program)", "(root)"].includes(functionName)) continue;
      const where = `${functionName || "(anonymous)"} ${script.split("/").pop()}:${lineNumber}`;
      self.set(where, (self.get(where) ?? 0) + (node.hitCount ?? 0) * interval);
    }
    const byScript = new Map<string, number>();
    for (const [where, ms] of self) {
      const script = where
        .split(" ")
        .pop()!
        .split(":")[0]!
        .replace(/-[\w-]{8}\.js$/, ".js");
      byScript.set(script, (byScript.get(script) ?? 0) + ms);
    }
    console.log("self time by script (ms):");
    for (const [script, ms] of [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 10)) {
      console.log(`  ${ms.toFixed(1).padStart(7)} ${script || "(native)"}`);
    }
    console.log("self time by function (ms):");
    for (const [where, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
      console.log(`  ${ms.toFixed(1).padStart(7)} ${where}`);
    }
  }
  const layoutAfter = await metric("LayoutDuration");
  const shifts = await page.evaluate(
    (from) =>
      (
        window as unknown as { layoutShifts: Array<{ at: number; value: number; nodes: string[] }> }
      ).layoutShifts.filter((shift) => shift.at >= from),
    startedAt,
  );
  const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
  const status = await page.locator('[data-slot="status-badge"]').first().textContent();

  // The same page paused: its clock still ticks, nothing is pushed. What the live window spent
  // beyond this is what the updates cost.
  await page.getByRole("button", { name: "Pause" }).click();
  await page
    .locator('[data-slot="status-badge"]')
    .filter({ hasText: /^Paused$/ })
    .first()
    .waitFor();
  await page.waitForTimeout(6000);
  const pausedSeconds = Math.min(SECONDS, 20);
  const pausedBefore = await metric("ScriptDuration");
  await page.waitForTimeout(pausedSeconds * 1000);
  const pausedMs = ((await metric("ScriptDuration")) - pausedBefore) * 1000;

  const scriptMs = (scriptAfter - scriptBefore) * 1000;
  console.log(`campaign still ${status} at the end; ${updates} campaign updates received in ${SECONDS} s`);
  console.log(
    `scripting: ${scriptMs.toFixed(0)} ms in all, ${(scriptMs / Math.max(updates, 1)).toFixed(2)} ms per update, ` +
      `${(scriptMs / SECONDS).toFixed(2)} ms per second (clock ticks and chart refreshes included)`,
  );
  console.log(
    `paused, clock only: ${(pausedMs / pausedSeconds).toFixed(2)} ms per second; ` +
      `so each update costs ${((scriptMs - (pausedMs / pausedSeconds) * SECONDS) / Math.max(updates, 1)).toFixed(2)} ms net`,
  );
  console.log(`layout: ${((layoutAfter - layoutBefore) * 1000).toFixed(0)} ms in all`);
  console.log(`cumulative layout shift: ${cls.toFixed(4)} (${shifts.length} shifts)`);
  for (const shift of shifts.slice(0, 10))
    console.log(`  ${shift.value.toFixed(5)} ${shift.nodes.join(" | ")}`);
} finally {
  await browser.close();
  await api.stop();
}
