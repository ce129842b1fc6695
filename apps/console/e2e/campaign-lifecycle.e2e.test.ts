import { afterEach, expect, test } from "vitest";
import { campaignStatusIs, signIn as signInAs } from "./auth";
import { callApi, composeCampaign, confirmGoLive, serverStat, settledFigure } from "./campaign-steps";
import { useBrowser } from "./browser";

const { page, url } = useBrowser();

const signIn = (email: string) => signInAs(page(), url("/login"), email);

const statusIs = (status: string) => campaignStatusIs(page(), status);

/** The Delivery list's figure for a stat ("Sent", "Delivered" ...). */
async function stat(name: string): Promise<number> {
  const item = page().getByRole("list", { name: "Delivery" }).getByRole("listitem").filter({ hasText: name });
  return Number((await item.textContent())?.replace(/\D/g, ""));
}

const compose = (name: string, sender: string, group: RegExp, message?: string) =>
  composeCampaign(page(), url("/sms-campaign/new"), { name, sender, group, message });

afterEach(async () => {
  // The schedule test moves the demo clock; every test starts from the real time.
  await page().request.delete(url("/dev/clock"));
});

test(
  "an owner pauses a live campaign, resumes it, stops it and marks it complete",
  { timeout: 90_000 },
  async () => {
    await signIn("owner@acme.test");
    await compose("Pause me", "ACME", /Loyalty members/);
    await page().getByRole("button", { name: "Go Live" }).click();
    await confirmGoLive(page());
    await page().getByRole("heading", { name: "Pause me" }).waitFor();
    await page().getByRole("button", { name: "Pause" }).click();
    await statusIs("Paused");
    // A batch the carrier took before the pause is still counted when its answers are stored: the
    // server's figure settles first. Then paused means nothing more is sent: it holds across engine
    // passes, and the page shows it.
    const id = Number(/\/sms-campaign\/(\d+)/.exec(page().url())![1]);
    const sentNow = () => serverStat(page(), id, "campaign_stats_sent");
    const sentWhenPaused = await settledFigure(sentNow);
    expect(sentWhenPaused).toBeLessThan(40);
    await page().waitForTimeout(1500);
    expect(await sentNow()).toBe(sentWhenPaused);
    await expect.poll(() => stat("Sent"), { timeout: 5_000 }).toBe(sentWhenPaused);
    await page().reload();
    await statusIs("Paused");
    expect(await stat("Sent")).toBe(sentWhenPaused);

    await page().getByRole("button", { name: "Resume" }).click();
    await statusIs("Live");
    await page().getByRole("button", { name: "Pause" }).click();
    await statusIs("Paused");
    await page().getByRole("button", { name: "Stop" }).click();
    await page().getByRole("alertdialog").getByRole("button", { name: "Stop" }).click();
    await statusIs("Stopped");
    await page().getByRole("button", { name: "Mark Complete" }).click();
    await statusIs("Completed");
    const sent = await stat("Sent");
    expect(sent).toBeLessThan(40);
    expect(sent).toBe(
      (await stat("Delivered")) +
        (await stat("Bounced")) +
        (await stat("Rejected")) +
        (await stat("Pending")),
    );
  },
);

test(
  "a campaign scheduled for later waits, and starts by itself when the demo clock reaches its start",
  { timeout: 90_000 },
  async () => {
    await signIn("owner@acme.test");
    const clock = (await (await page().request.get(url("/dev/clock"))).json()) as { data: { now: string } };
    // Ten minutes from the server's now, on Manila's wall clock (the account's zone).
    const start = new Date(new Date(clock.data.now).getTime() + 10 * 60_000);
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat("en-CA", {
        timeZone: "Asia/Manila",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      })
        .formatToParts(start)
        .map((part) => [part.type, part.value]),
    );
    await compose("Later today", "ACME", /VIP customers/);
    await page().getByLabel("Start date").fill(`${parts.year}-${parts.month}-${parts.day}`);
    await page().getByLabel("Start time").fill(`${parts.hour}:${parts.minute}`);
    await page().getByRole("button", { name: "Go Live" }).click();
    await confirmGoLive(page());
    await page().getByRole("heading", { name: "Later today" }).waitFor();
    await statusIs("Scheduled");
    await page().waitForTimeout(1000);
    await statusIs("Scheduled");

    await page().request.post(url("/dev/clock"), { data: { advanceMinutes: 11 } });
    await statusIs("Completed");
    expect(await stat("Sent")).toBe(8);
  },
);

test("a trial's free SMS pay for what they cover; beyond them a short balance is refused", async () => {
  await signIn("trial@trial.test");
  await compose("Within the free SMS", "TRIAL", /Pilot list/);
  await page()
    .getByText(/paid with 5 of the account's 10 free SMS/)
    .waitFor();
  // Two segments to five people is ten messages: more than the five left after the first campaign.
  await page().getByRole("button", { name: "Go Live" }).click();
  await confirmGoLive(page());
  await page().getByRole("heading", { name: "Within the free SMS" }).waitFor();
  await statusIs("Completed");
  await compose("Too dear", "TRIAL", /Pilot list/, "x".repeat(200));
  await page()
    .getByText(/available balance PHP 0\.00/)
    .waitFor();
  await page().getByText("The estimated cost is more than the available balance").waitFor();
  await page().getByRole("button", { name: "Go Live" }).click();
  // The review says so before anything is sent, and offers no Confirm.
  const review = page().getByRole("dialog", { name: "Review before going live" });
  await review
    .getByRole("alert")
    .filter({ hasText: "The estimated cost is more than the available balance" })
    .waitFor();
  expect(await review.getByRole("button", { name: "Confirm and go live" }).isDisabled()).toBe(true);
  await page().keyboard.press("Escape");
  // Nothing typed is lost, and no campaign went live.
  expect(await page().getByLabel("Campaign name").inputValue()).toBe("Too dear");
  expect(page().url()).toMatch(/\/sms-campaign\/new$/);
});

test("the server refuses an action the user lacks the privilege for, even when called directly", async () => {
  await signIn("agent@acme.test");
  await compose("Agent draft", "ACME", /VIP customers/);
  await page().getByRole("button", { name: "Save draft" }).click();
  await page().getByRole("heading", { name: "Agent draft" }).waitFor();
  await statusIs("Draft");
  const id = Number(page().url().split("/").at(-1));
  // The console offers the agent no Go Live; calling the endpoint anyway is refused.
  expect(await page().getByRole("button", { name: "Go Live" }).count()).toBe(0);
  const refused = await callApi(page(), `/ajax/sms/go_live/${id}`);
  expect(refused.status).toBe(403);
  await page().reload();
  await statusIs("Draft");
});

test(
  "a test of a draft goes to a test group and shows among the test campaigns",
  { timeout: 60_000 },
  async () => {
    await signIn("owner@acme.test");
    await compose("Test me", "ACME", /VIP customers/);
    await page().getByRole("button", { name: "Save draft" }).click();
    await page().getByRole("heading", { name: "Test me" }).waitFor();
    await page().getByRole("button", { name: "Send test" }).click();
    const dialog = page().getByRole("dialog");
    await dialog.getByLabel(/QA phones/).check();
    await dialog.getByRole("button", { name: "Send test" }).click();
    await page().getByRole("heading", { name: "Test of Test me" }).waitFor();
    await statusIs("Completed");
    expect(await stat("Sent")).toBe(2);
    await page().goto(url("/sms-campaign/test-campaign"));
    await page().getByRole("link", { name: "Test of Test me" }).waitFor();
  },
);
