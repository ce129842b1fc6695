import type { Page, Request } from "playwright-core";
import { expect, test } from "vitest";
import { campaignStatusIs, signIn as signInAs } from "./auth";
import { useBrowser } from "./browser";
import { composeCampaign, confirmGoLive, dashboardStat, serverStat, settledFigure } from "./campaign-steps";

const { page, url } = useBrowser();

const signIn = (email: string) => signInAs(page(), url("/login"), email);
const statusIs = (status: string) => campaignStatusIs(page(), status);
const sent = () => dashboardStat(page(), "campaign_stats_sent");
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Sends a campaign to a group, Loyalty members (40, ten seconds of sending) unless told, and opens
 * its dashboard from the summary.
 */
async function liveDashboard(name: string, group = /Loyalty members/): Promise<number> {
  await composeCampaign(page(), url("/sms-campaign/new"), { name, sender: "ACME", group });
  await page().getByRole("button", { name: "Go Live" }).click();
  await confirmGoLive(page());
  await page().getByRole("heading", { name }).waitFor();
  await page().getByRole("link", { name: "Dashboard" }).click();
  await page().waitForURL(/\/sms-campaign\/\d+\/dashboard$/);
  await page().getByText("Live updates").waitFor();
  return Number(/\/sms-campaign\/(\d+)\/dashboard$/.exec(page().url())?.[1]);
}

/** The API calls the page makes from now on. */
function recordCalls(target: Page): Request[] {
  const calls: Request[] = [];
  target.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/ajax/")) calls.push(request);
  });
  return calls;
}

/** A line of the navbar's 'Account balance' popover, as shown. */
async function balanceLine(label: string): Promise<string> {
  const trigger = page().locator('[data-slot="balance-popover-trigger"]');
  const dialog = page().getByRole("dialog", { name: "Account balance" });
  // Opened until its line shows: on a loaded machine the first click can land before the shell
  // has wired the trigger, or the popover can close again when the page moves the focus.
  await expect
    .poll(
      async () => {
        if (!(await dialog.isVisible())) await trigger.click();
        return dialog.getByText(label, { exact: true }).isVisible();
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const line = dialog
    .locator("div")
    .filter({ has: page().getByText(label, { exact: true }) })
    .last();
  return (await line.locator("dd").textContent()) ?? "";
}

test(
  "a live campaign's dashboard moves by itself to completion, by pushes, with the navbar balance following",
  { timeout: 120_000 },
  async () => {
    await signIn("owner@acme.test");
    const withheldBefore = await balanceLine("Withheld Balance");
    await page().keyboard.press("Escape");
    const id = await liveDashboard("Watched live");
    const calls = recordCalls(page());

    const first = await sent();
    await wait(3000);
    expect(await sent(), "the Sent figure moves without a reload").toBeGreaterThan(first);
    // Pushes, not polling: no request for the campaign itself in 3 s of sending, and the charts
    // and transactions at most once each per 5 s.
    const detail = calls.filter((call) => call.url().endsWith(`/ajax/sms/campaign/${id}`));
    expect(detail).toHaveLength(0);
    expect(calls.length).toBeLessThanOrEqual(4);
    expect(await page().getByTestId("dashboard-timing").textContent()).toMatch(
      /^Sending for (\d+ (days?|hours?|minutes?|seconds?) ?)+$/,
    );

    await statusIs("Completed");
    expect(await sent()).toBe(await dashboardStat(page(), "campaign_stats_sent"));
    await page().getByRole("heading", { name: "By operator" }).waitFor();
    await page()
      .getByRole("table", { name: "By operator" })
      .getByRole("rowheader", { name: "Globe" })
      .waitFor();
    await page().getByRole("heading", { name: "Transactions" }).waitFor();
    expect(await page().locator('[data-slot="time-series-chart"]').count()).toBe(1);

    // Completion released what was withheld and not spent: the figure the popover shows came by
    // the balance push, with no account details call since the dashboard opened.
    await wait(1500);
    expect(await balanceLine("Withheld Balance")).toBe(withheldBefore);
    expect(calls.filter((call) => call.url().includes("/ajax/account/details"))).toEqual([]);
  },
);

test("an owner pauses and resumes a campaign from its dashboard", { timeout: 90_000 }, async () => {
  await signIn("owner@acme.test");
  const id = await liveDashboard("Paused from the dashboard");
  await page().getByRole("button", { name: "Pause" }).click();
  await statusIs("Paused");
  // The server's own figure settles, then holds; the page shows it by its pushes.
  const held = await settledFigure(() => serverStat(page(), id, "campaign_stats_sent"));
  await wait(1500);
  expect(await serverStat(page(), id, "campaign_stats_sent"), "nothing is sent while paused").toBe(held);
  await expect.poll(sent, { timeout: 5_000 }).toBe(held);
  await page().getByRole("button", { name: "Resume" }).click();
  await statusIs("Live");
  await expect.poll(sent, { timeout: 10_000 }).toBeGreaterThan(held);
});

test("another account's browser receives none of a campaign's events", { timeout: 90_000 }, async () => {
  const other = await page().context().browser()!.newContext();
  try {
    const trialPage = await other.newPage();
    const frames: string[] = [];
    const sockets: string[] = [];
    trialPage.on("websocket", (socket) => {
      sockets.push(socket.url());
      socket.on("framereceived", (frame) => frames.push(String(frame.payload)));
    });
    await trialPage.goto(url("/login"));
    await signInAs(trialPage, url("/login"), "trial@trial.test");
    await expect.poll(() => sockets.some((address) => address.includes("/socket.io/"))).toBe(true);

    await signIn("owner@acme.test");
    // The VIP customers (8): every event of a whole campaign, without waiting for a longer one.
    await liveDashboard("Acme only", /VIP customers/);
    await statusIs("Completed");
    expect(frames.some((frame) => frame.includes("Acme only"))).toBe(false);
    expect(frames.some((frame) => frame.includes("sms_campaign"))).toBe(false);
  } finally {
    await other.close();
  }
});
