import { expect, test } from "vitest";
import { campaignStatusIs, signIn as signInAs } from "./auth";
import { useBrowser } from "./browser";
import { confirmGoLive } from "./campaign-steps";

const { page, url } = useBrowser();

const signIn = (email: string) => signInAs(page(), url("/login"), email);

const statusIs = (status: string) => campaignStatusIs(page(), status);

async function signOut(): Promise<void> {
  await page().goto(url("/logout?absolute"));
  await page().waitForURL(/\/login$/);
}

test(
  "an agent drafts and submits an SMS campaign; the owner approves it, it goes live and completes",
  { timeout: 90_000 },
  async () => {
    await signIn("agent@acme.test");
    await page().goto(url("/sms-campaign/new"));
    await page().getByRole("heading", { name: "New SMS Campaign" }).waitFor();
    await page().getByLabel("Campaign name").fill("Weekend promo");
    await page().getByLabel("Sender ID").selectOption("ACME");
    await page().getByRole("textbox", { name: "Message" }).fill("Weekend sale: 20% off at Acme stores.");
    await page()
      .getByLabel(/VIP customers/)
      .check();
    // The agent may only submit: the form offers Submit for Approval, not Go Live.
    expect(await page().getByRole("button", { name: "Go Live" }).count()).toBe(0);
    await page()
      .getByText(/1 segment × 8 recipients — estimated cost PHP 2\.80/)
      .waitFor();
    await page().getByRole("button", { name: "Submit for Approval" }).click();
    await page().getByRole("heading", { name: "Weekend promo" }).waitFor();
    await statusIs("For approval");
    const summaryUrl = page().url();
    await signOut();

    await signIn("owner@acme.test");
    await page().goto(url("/sms-campaign"));
    await page().getByRole("link", { name: "Weekend promo" }).click();
    await page().waitForURL(summaryUrl);
    await page().getByRole("button", { name: "Approve" }).click();
    await statusIs("Approved");
    await page().getByRole("button", { name: "Go Live" }).click();
    await confirmGoLive(page());
    await statusIs("Completed");
    const delivery = page().getByRole("list", { name: "Delivery" });
    await expect
      .poll(async () => (await delivery.getByRole("listitem").first().textContent())?.replace(/\D/g, ""))
      .toBe("8");
  },
);

test(
  "an owner rejects a submitted campaign with a reason, which the author sees",
  { timeout: 90_000 },
  async () => {
    await signIn("agent@acme.test");
    await page().goto(url("/sms-campaign/new"));
    await page().getByLabel("Campaign name").fill("Needs work");
    await page().getByLabel("Sender ID").selectOption("ACME");
    await page().getByRole("textbox", { name: "Message" }).fill("Draft text");
    await page()
      .getByLabel(/VIP customers/)
      .check();
    await page().getByRole("button", { name: "Submit for Approval" }).click();
    await statusIs("For approval");
    const summaryUrl = page().url();
    await signOut();

    await signIn("owner@acme.test");
    await page().goto(summaryUrl);
    await page().getByRole("button", { name: "Reject" }).click();
    const dialog = page().getByRole("alertdialog");
    await dialog.getByLabel("Reason").fill("Use the promo sender ID");
    await dialog.getByRole("button", { name: "Reject" }).click();
    await page().getByText("Rejected: Use the promo sender ID").waitFor();
    await signOut();

    await signIn("agent@acme.test");
    await page().goto(summaryUrl);
    await page().getByText("Rejected: Use the promo sender ID").waitFor();
    await page().getByRole("link", { name: "Edit" }).waitFor();
  },
);

test("saving without a name keeps what was typed and shows the field error", async () => {
  await signIn("owner@acme.test");
  await page().goto(url("/sms-campaign/new"));
  await page().getByRole("textbox", { name: "Message" }).fill("Keep me");
  await page().getByRole("button", { name: "Save draft" }).click();
  await page()
    .getByText(/required|at least 1/i)
    .first()
    .waitFor();
  expect(await page().getByRole("textbox", { name: "Message" }).inputValue()).toBe("Keep me");
});
