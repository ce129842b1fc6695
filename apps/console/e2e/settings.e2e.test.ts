import { afterEach, expect, test } from "vitest";
import { campaignStatusIs, latestPin, signIn as signInAs, submitLogin, waitForMessage } from "./auth";
import { useBrowser } from "./browser";
import { composeCampaign, confirmGoLive } from "./campaign-steps";
import { useOwnApi } from "./own-api";

// An API of its own: the business hours and users set here must not reach other files' campaigns.
const api = useOwnApi("settings", {});
const { page, url } = useBrowser(api.url);

const signIn = (email: string) => signInAs(page(), url("/login"), email);

afterEach(async () => {
  // The business-hours test moves the demo clock; every test starts from the real time.
  await page().request.delete(url("/dev/clock"));
});

test(
  "settings opened from a filtered campaigns list close back to the same address after a profile change",
  { timeout: 90_000 },
  async () => {
    await signIn("owner@acme.test");
    await page().goto(url("/sms-campaign?status=for_approval"));
    await page().getByRole("heading", { name: "SMS Campaigns for Approval" }).waitFor();

    await page().getByRole("link", { name: "Settings" }).click();
    await page().getByRole("heading", { name: "Profile", exact: true }).waitFor();
    const first = page().getByLabel("First name");
    await first.fill("Olive");
    await page().getByLabel("Mobile number").fill("639171112222");
    await page().getByRole("button", { name: "Save profile" }).click();
    await page().getByRole("status").filter({ hasText: "Profile saved." }).waitFor();
    await page().getByTestId("user-name").filter({ hasText: "Olive Owner" }).waitFor();

    // The new mobile is verified with the code sent to it by SMS.
    await page().getByRole("button", { name: "Send code" }).click();
    await page()
      .getByLabel("Code from the SMS")
      .fill(await latestPin(page(), api.url()));
    await page().getByRole("button", { name: "Verify" }).click();
    await page().getByText("Verified", { exact: true }).waitFor();

    // Moving between settings screens keeps where settings were opened from.
    await page()
      .getByRole("navigation", { name: "Settings", exact: true })
      .getByRole("link", { name: "Users" })
      .click();
    await page().getByRole("heading", { name: "Users", exact: true }).waitFor();
    await page().getByRole("button", { name: "Close" }).click();
    await page().getByRole("heading", { name: "SMS Campaigns for Approval" }).waitFor();
    expect(new URL(page().url()).pathname + new URL(page().url()).search).toBe(
      "/sms-campaign?status=for_approval",
    );
  },
);

/** Server time, read from the demo clock. */
async function serverNow(): Promise<Date> {
  const answer = await page().request.get(url("/dev/clock"));
  return new Date(((await answer.json()) as { data: { now: string } }).data.now);
}

const MANILA = "Asia/Manila";
const manilaParts = (at: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: MANILA,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      weekday: "long",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );

test(
  "a campaign scheduled outside the business hours says when it will start, and the engine holds it until then",
  { timeout: 120_000 },
  async () => {
    await signIn("owner@acme.test");
    const now = await serverNow();
    const start = new Date(now.getTime() + 10 * 60_000);
    // Open only on the day after next (in Manila), 9:00 AM to 6:00 PM: the start falls outside.
    const openDay = manilaParts(new Date(start.getTime() + 2 * 86_400_000));
    const day = String(openDay.weekday);

    await page().getByRole("link", { name: "Settings" }).click();
    await page()
      .getByRole("navigation", { name: "Settings", exact: true })
      .getByRole("link", { name: "Business Hours" })
      .click();
    await page()
      .getByRole("switch", { name: /only within business hours/ })
      .click();
    await page()
      .getByRole("switch", { name: `Open on ${day}` })
      .click();
    await page().getByRole("button", { name: "Save business hours" }).click();
    await page().getByRole("status").filter({ hasText: "Business hours saved." }).waitFor();

    await composeCampaign(page(), url("/sms-campaign/new"), {
      name: "After hours",
      sender: "ACME",
      group: /VIP customers/,
    });
    const startParts = manilaParts(start);
    await page().getByLabel("Start date").fill(`${startParts.year}-${startParts.month}-${startParts.day}`);
    await page().getByLabel("Start time").fill(`${startParts.hour}:${startParts.minute}`);
    const notice = page().getByTestId("business-hours-notice");
    await notice.waitFor();
    const opening = new Date(`${openDay.year}-${openDay.month}-${openDay.day}T09:00:00+08:00`);
    const when = new Intl.DateTimeFormat("en-US", {
      timeZone: MANILA,
      weekday: "short",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    }).format(opening);
    expect(await notice.textContent()).toContain(`the campaign will start at ${when}`);

    await page().getByRole("button", { name: "Go Live" }).click();
    await confirmGoLive(page());
    await page().getByRole("heading", { name: "After hours" }).waitFor();
    const campaign = page().url();
    const statusIs = (status: string) =>
      page()
        .locator('[data-slot="status-badge"]')
        .filter({ hasText: new RegExp(`^${status}$`) })
        .waitFor({ timeout: 30_000 });
    await statusIs("Scheduled");

    // Its start passes outside the hours: it keeps waiting.
    await page().request.post(url("/dev/clock"), { data: { advanceMinutes: 15 } });
    await page().waitForTimeout(2000);
    await page().reload();
    await statusIs("Scheduled");

    // An hour after the opening it has been sent.
    const minutes = Math.ceil((opening.getTime() - (await serverNow()).getTime()) / 60_000) + 60;
    await page().request.post(url("/dev/clock"), { data: { advanceMinutes: minutes } });
    // Two days on, the session has lapsed: the owner signs in again and opens the campaign.
    await signIn("owner@acme.test");
    await page().goto(campaign);
    await campaignStatusIs(page(), "Completed", 60_000);
  },
);

test(
  "the owner invites a user who sets a password from the emailed link and signs in; disabled, they cannot",
  { timeout: 90_000 },
  async () => {
    await signIn("owner@acme.test");
    await page().getByRole("link", { name: "Settings" }).click();
    await page()
      .getByRole("navigation", { name: "Settings", exact: true })
      .getByRole("link", { name: "Users" })
      .click();
    await page().getByRole("button", { name: "Invite user" }).click();
    const dialog = page().getByRole("dialog", { name: "Invite user" });
    await dialog.getByLabel("First name").fill("Nina");
    await dialog.getByLabel("Last name").fill("New");
    await dialog.getByLabel("Email").fill("nina@acme.test");
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await dialog.waitFor({ state: "hidden" });
    const row = page()
      .getByRole("table", { name: "Users" })
      .getByRole("row")
      .filter({ hasText: "nina@acme.test" });
    await row.getByText("Invited").waitFor();

    const email = await waitForMessage(
      page(),
      api.url(),
      (message) => message.to === "nina@acme.test" && message.body.includes("/set-password/"),
    );
    const link = /\/set-password\/\S+\/[^\s.]+/.exec(email.body)?.[0];
    expect(link, "the emailed set-password link").toBeTruthy();

    const invitee = await page()
      .context()
      .browser()!
      .newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const tab = await invitee.newPage();
      await tab.goto(url(link!));
      const password = "Welcome#Nina2026";
      await tab.getByLabel("New password", { exact: true }).fill(password);
      await tab.getByLabel("Confirm new password", { exact: true }).fill(password);
      await tab.getByRole("button", { name: "Save password" }).click();
      await tab.getByTestId("user-name").filter({ hasText: "Nina New" }).waitFor();

      await page().reload();
      await row.getByText("Active").waitFor();
      await row.getByRole("button", { name: "Disable Nina New" }).click();
      await row.getByText("Disabled").waitFor();

      // Their session has ended, and signing in again is refused.
      await tab.reload();
      await tab.waitForURL(/\/login/);
      await submitLogin(tab, "nina@acme.test", password);
      await tab.getByText("Invalid email or password.").first().waitFor();
      expect(await tab.getByTestId("user-name").count()).toBe(0);
    } finally {
      await invitee.close();
    }
  },
);
