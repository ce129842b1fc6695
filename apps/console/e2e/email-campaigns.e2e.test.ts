import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { campaignStatusIs, outbox, signIn, type OutboxMessage } from "./auth";
import { useBrowser } from "./browser";
import { confirmGoLive, dashboardStat } from "./campaign-steps";
import { useOwnApi } from "./own-api";

// An API of its own with a quick engine: an email campaign to a group of a dozen goes out at once.
const api = useOwnApi("email", { ENGINE_BATCH: "50" });
const { page, url } = useBrowser(api.url);

type Email = OutboxMessage & { html: string | null };

/** The outbox's emails that match, once there are at least `count` of them. */
async function emailsWhere(match: (email: Email) => boolean, count = 1): Promise<Email[]> {
  for (let tries = 0; tries < 120; tries += 1) {
    const found = ((await outbox(page(), api.url())) as Email[]).filter(
      (message) => message.channel === "email" && match(message),
    );
    if (found.length >= count) return found;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error("the emails never reached the outbox");
}

/** An address of the email's HTML part: its tracked link, its unsubscribe link. */
function addressIn(email: Email, kind: "click" | "unsubscribe"): string {
  const found = new RegExp(`href="(http[^"]+/public/email/${kind}/[^"]+)"`).exec(email.html ?? "");
  if (!found?.[1]) throw new Error(`no ${kind} link in the email to ${email.to}`);
  return found[1].replaceAll("&amp;", "&");
}

/** Fills the composer's first fields; the content and recipients are the caller's. */
async function startCampaign(target: Page, name: string, subject: string) {
  await target.goto(url("/email-campaign/new"));
  await target.getByLabel("Campaign name").fill(name);
  await target.getByLabel("Sender").selectOption("news@acme.test");
  await target.getByLabel("Subject").fill(subject);
}

/** Goes live from the composer and waits for every email to be sent. */
async function goLive(target: Page, name: string) {
  await target.getByRole("button", { name: "Go Live" }).click();
  await confirmGoLive(target);
  await target.getByRole("heading", { name }).waitFor();
  await campaignStatusIs(target, "Completed");
}

/** A dashboard dial's figure, exactly as counted. */
async function dial(target: Page, key: string): Promise<number> {
  const figure = target.locator(`[data-variant="dials"] [data-stat="${key}"] [title]`);
  return Number(await figure.getAttribute("title"));
}

test(
  "an owner designs a template, sends an email campaign from it with a test first, and sees its opens and clicks",
  { timeout: 180_000 },
  async () => {
    await signIn(page(), url("/login"), "owner@acme.test");

    // The design editor: a heading with a merge tag, a button with a link, and the footer.
    await page().goto(url("/email-campaign"));
    await page().getByRole("heading", { name: "Email Campaigns" }).waitFor();
    await page().getByRole("link", { name: "Templates", exact: true }).click();
    await page().getByRole("heading", { name: "Email Templates" }).waitFor();
    await page().getByRole("link", { name: "New template" }).click();
    await page().getByLabel("Template name").fill("Welcome");
    await page().getByRole("button", { name: "Add Heading" }).click();
    await page().getByLabel("Heading text", { exact: true }).fill("Hello {{first_name}}, welcome to Acme");
    await page().getByRole("button", { name: "Add Button" }).click();
    await page().getByLabel("Button text", { exact: true }).fill("Our offers");
    await page().getByLabel("Link", { exact: true }).fill("https://acme.example/offers");
    await page().getByRole("button", { name: "Add Footer" }).click();
    await page().getByRole("button", { name: "Save" }).click();
    await page().waitForURL(/\/email-campaign\/templates\/\d+$/);
    await page().getByRole("heading", { name: "Template: Welcome" }).waitFor();

    // The campaign uses it, with the recipient's first name in the subject too.
    await startCampaign(page(), "Welcome mail", "Welcome {{first_name}}");
    await page().getByLabel("Use a template").check();
    await page().getByLabel("Template", { exact: true }).selectOption("Welcome");
    await page()
      .getByLabel(/Newsletter readers/)
      .check();
    await page().getByRole("button", { name: "Preview" }).click();
    await expect
      .poll(() => page().getByTestId("email-preview-subject").textContent(), { timeout: 15_000 })
      .toBe("Welcome Ana");

    // A test first: the draft is saved, then goes to the test inboxes, its tags filled in.
    await page().getByRole("button", { name: "Send test" }).click();
    const dialog = page().getByRole("dialog", { name: "Send a test" });
    await dialog.getByLabel(/QA inboxes/).check();
    await dialog.getByRole("button", { name: "Send test" }).click();
    await page().getByText("Test email sent to 2 test inboxes.").waitFor();
    const [test] = await emailsWhere((email) => email.to === "ana.reyes@qa.acme.example");
    expect(test?.subject).toBe("[Test] Welcome Ana");
    expect(test?.body).toContain("Hello Ana, welcome to Acme");
    expect(test?.body).toMatch(/Unsubscribe \(http:\/\/[^)]+\/public\/email\/unsubscribe\/[0-9a-f-]{36}\)/);

    await goLive(page(), "Welcome mail");
    const summaryUrl = page().url();

    // The outbox shows the test as its recipient got it.
    await page().goto(url("/dev/outbox"));
    await page().getByText("[Test] Welcome Ana").waitFor();
    await page()
      .getByText(/Hello Ana, welcome to Acme/)
      .first()
      .waitFor();

    // A reader clicks the email's button: the click goes through the server to the offer.
    const [mail] = await emailsWhere((email) => email.subject === "Welcome Ben");
    const click = await page().request.get(addressIn(mail!, "click"), { maxRedirects: 0 });
    expect(click.status()).toBe(302);
    expect(click.headers().location).toBe("https://acme.example/offers");

    await page().goto(summaryUrl);
    await page().getByRole("link", { name: "Dashboard" }).click();
    await page().waitForURL(/\/email-campaign\/\d+\/dashboard$/);
    await expect.poll(() => dial(page(), "campaign_stats_clicked"), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await dial(page(), "campaign_stats_opened")).toBeGreaterThanOrEqual(
      await dial(page(), "campaign_stats_clicked"),
    );
    expect(await dial(page(), "campaign_stats_delivered")).toBeGreaterThan(0);
  },
);

test(
  "a reader who unsubscribes through an email's link gets no later campaign",
  { timeout: 180_000 },
  async () => {
    await signIn(page(), url("/login"), "owner@acme.test");
    await startCampaign(page(), "Spring letter", "Spring news for {{first_name}}");
    await page().getByRole("textbox", { name: "Email body" }).click();
    await page().keyboard.type("Our spring range is in the shops.");
    await page()
      .getByLabel(/Newsletter readers/)
      .check();
    await goLive(page(), "Spring letter");

    const spring = await emailsWhere((email) => email.subject?.startsWith("Spring news for") ?? false);
    const reader = spring[0]!;
    expect(reader.body).toContain("Our spring range is in the shops.");

    // The reader opens the email's unsubscribe link, and confirms.
    await page().goto(addressIn(reader, "unsubscribe"));
    await page().getByText(`Stop sending emails from Acme Corporation to ${reader.to}?`).waitFor();
    await page().getByRole("button", { name: "Unsubscribe" }).click();
    await page().getByRole("heading", { name: "You are unsubscribed" }).waitFor();

    // The next campaign to the same group goes to the others, not to them.
    await startCampaign(page(), "Summer letter", "Summer news");
    await page().getByRole("textbox", { name: "Email body" }).click();
    await page().keyboard.type("Summer is here.");
    await page()
      .getByLabel(/Newsletter readers/)
      .check();
    await goLive(page(), "Summer letter");
    const summer = await emailsWhere((email) => email.subject === "Summer news");
    const sentTo = summer.map((email) => email.to);
    expect(sentTo.length).toBeGreaterThan(0);
    expect(sentTo).not.toContain(reader.to);
  },
);

test(
  "an owner sends an email campaign to an uploaded Email Contacts file, and it completes with its emails counted",
  { timeout: 180_000 },
  async () => {
    const readers = Array.from({ length: 20 }, (_, n) => `reader${n}@files.acme.example`);
    const file = {
      name: "file-readers.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        `email,first_name\n${readers.map((email, n) => `${email},Reader ${n}`).join("\n")}\nnot-an-address,Nobody\n`,
      ),
    };
    await signIn(page(), url("/login"), "owner@acme.test");
    await startCampaign(page(), "Readers from a file", "Hello {{first_name}}");
    await page().getByRole("textbox", { name: "Email body" }).click();
    await page().keyboard.type("Thanks for reading Acme's news.");

    // A File Blast file is refused by its header before anything is sent.
    const picker = page().getByLabel(/Add an Email Contacts file/);
    await picker.setInputFiles({
      name: "blast.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("from,message,to\nACME,Hi,09171234567\n"),
    });
    await page().getByText("File Type not allowed").waitFor();

    await picker.setInputFiles(file);
    const files = page().getByRole("list", { name: "Files of this campaign" });
    await files.getByText("20 addresses of 21 rows · 1 refused").waitFor({ timeout: 60_000 });
    await page().getByText("file-readers.csv: 1 row was refused.").waitFor();
    await page()
      .getByTestId("email-estimate")
      .getByText("20 recipients × PHP 0.05 — estimated cost PHP 1.00")
      .waitFor();

    await goLive(page(), "Readers from a file");
    // The outbox shows them as the local SMTP server got them (a few bounce), tags from the file's rows.
    const sent = await emailsWhere((email) => email.subject?.startsWith("Hello Reader") ?? false, 10);
    for (const email of sent) {
      expect(readers).toContain(email.to);
      expect(email.subject).toBe(`Hello Reader ${readers.indexOf(email.to)}`);
    }

    await page().getByRole("link", { name: "Dashboard" }).click();
    await page().waitForURL(/\/email-campaign\/\d+\/dashboard$/);
    await expect.poll(() => dashboardStat(page(), "campaign_stats_sent"), { timeout: 15_000 }).toBe(20);
    expect(
      (await dashboardStat(page(), "campaign_stats_delivered")) +
        (await dashboardStat(page(), "campaign_stats_bounced")),
    ).toBe(20);
    // The demo's readers open some of them over HTTP, and the dashboard moves.
    await expect.poll(() => dial(page(), "campaign_stats_opened"), { timeout: 30_000 }).toBeGreaterThan(0);
  },
);
