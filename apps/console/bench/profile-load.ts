/**
 * Where a signed-in page's first load spends the main thread: builds the console unminified,
 * signs in as the demo owner, loads PAGE (default /sms-campaign) RUNS times in the same browser
 * with the CPU profiler on, and prints the functions with the most self time, summed over runs.
 *
 *   pnpm --filter @sendline/console exec tsx bench/profile-load.ts
 */
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../../../vite.shared";
import { signIn } from "../e2e/auth";
import { serveConsole } from "./serve";

const PAGE = process.env.PAGE ?? "/sms-campaign";
const RUNS = Number(process.env.RUNS ?? 5);
const api = await serveConsole({ minify: false });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, new URL("/login", api.url).toString(), "owner@acme.test");
  const self = new Map<string, number>();
  let total = 0;
  for (let run = 0; run < RUNS; run++) {
    await page.goto("about:blank");
    const cdp = await context.newCDPSession(page);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
    await cdp.send("Profiler.start");
    const started = Date.now();
    await page.goto(new URL(PAGE, api.url).toString());
    await page.locator("#screen-title").waitFor();
    await page.waitForTimeout(1500);
    const { profile } = await cdp.send("Profiler.stop");
    console.log(`run ${run + 1}: heading after ${Date.now() - started - 1500} ms or less`);
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const deltas = profile.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, index) => {
      const node = byId.get(id)!;
      const { functionName, url, lineNumber } = node.callFrame;
      if (functionName === "(idle)" || functionName === "(program)") return;
      const key = `${functionName || "(anonymous)"} ${url.split("/").pop()}:${lineNumber + 1}`;
      const ms = (deltas[index] ?? 0) / 1000;
      self.set(key, (self.get(key) ?? 0) + ms);
      total += ms;
    });
    await cdp.detach();
  }
  console.log(`\nbusy ${(total / RUNS).toFixed(0)} ms a load; top self time a load:`);
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 50)) {
    console.log(`${(ms / RUNS).toFixed(1).padStart(7)} ms  ${key}`);
  }
} finally {
  await browser.close();
  await api.stop();
}
