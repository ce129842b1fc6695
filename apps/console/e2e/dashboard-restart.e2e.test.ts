import { rmSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { chromiumLaunchOptions } from "../../../vite.shared";
import { freePort, startApi, type ApiProcess } from "./api-process";
import { campaignStatusIs, signIn } from "./auth";
import { freshDataDir } from "./own-api";
import { composeCampaign, confirmGoLive, dashboardStat } from "./campaign-steps";

// This file runs an API of its own, so it can kill and restart it without disturbing the others.
const dataDir = freshDataDir("restart");
let port: number;
let api: ApiProcess;
let browser: Browser;

// Outcomes drawn in SQL: over SMPP the recipients in flight at the kill wait for their receipts
// (at most once), and this test is about the dashboard finding the API again. One recipient a
// second, before and after the restart: the 40 of the group take 40 s, so a slow machine can
// neither finish them before the kill nor after the restart before the browser has reconnected (a
// finished campaign shows no connection state at all).
const start = () =>
  startApi({
    dist: inject("consoleDist"),
    dataDir,
    port,
    env: { LOCAL_SMSC: "0", ENGINE_INTERVAL_MS: "1000" },
  });

beforeAll(async () => {
  port = await freePort();
  api = await start();
  browser = await chromium.launch(chromiumLaunchOptions);
});

afterAll(async () => {
  await browser?.close();
  await api?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const sent = (page: Page) => dashboardStat(page, "campaign_stats_sent");

test(
  "killed and restarted mid-campaign, the API is found again: the dashboard says it is reconnecting, then catches up to completion",
  { timeout: 180_000 },
  async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const url = (path: string) => new URL(path, api.url).toString();
    await signIn(page, url("/login"), "owner@acme.test");
    await composeCampaign(page, url("/sms-campaign/new"), {
      name: "Through a restart",
      sender: "ACME",
      group: /Loyalty members/,
    });
    await page.getByRole("button", { name: "Go Live" }).click();
    await confirmGoLive(page);
    await page.getByRole("heading", { name: "Through a restart" }).waitFor();
    await page.getByRole("link", { name: "Dashboard" }).click();
    await page.getByText("Live updates").waitFor();
    await expect.poll(() => sent(page), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await sent(page)).toBeLessThan(40);

    // A crash, not a clean shutdown: the engine's claimed work must survive in the database.
    await api.stop("SIGKILL");
    await page.getByText("Reconnecting… updating every second meanwhile").waitFor({ timeout: 15_000 });
    const beforeRestart = await sent(page);

    api = await start();
    // The session lives in the database, so the same tab reconnects without signing in again.
    await page.getByText("Live updates").waitFor({ timeout: 30_000 });
    await campaignStatusIs(page, "Completed", 90_000);
    expect(await sent(page)).toBeGreaterThan(beforeRestart);
    expect(page.url()).toMatch(/\/sms-campaign\/\d+\/dashboard$/);
  },
);
