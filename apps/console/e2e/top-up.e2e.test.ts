import { expect, test } from "vitest";
import { outbox, signIn } from "./auth";
import { useBrowser } from "./browser";
import { useOwnApi } from "./own-api";

// An API of its own, so no other file's campaigns move this account's balance meanwhile.
const api = useOwnApi("top-up", {});
const { page, url } = useBrowser(api.url);

/** The navbar's 'Account Balance' figure, read from its popover. */
async function accountBalance(): Promise<number> {
  const dialog = page().getByRole("dialog", { name: "Account balance" });
  if (!(await dialog.isVisible())) await page().locator('[data-slot="balance-popover-trigger"]').click();
  const line = dialog
    .locator("div")
    .filter({ has: page().getByText("Account Balance", { exact: true }) })
    .last();
  return Number(((await line.locator("dd").textContent()) ?? "").replace(/[^\d.-]/g, ""));
}

test(
  "an owner tops up 500, confirms it from the emailed link and sees the balance and both histories follow",
  { timeout: 90_000 },
  async () => {
    await signIn(page(), url("/login"), "owner@acme.test");
    const before = await accountBalance();
    await page()
      .getByRole("dialog", { name: "Account balance" })
      .getByRole("link", { name: "Top Up Now" })
      .click();
    await page().getByRole("heading", { name: "Top Up", exact: true }).waitFor();

    await page().getByRole("button", { name: "PHP 500.00" }).click();
    await page().getByRole("radio", { name: "Bank transfer / card" }).waitFor();
    await page().getByRole("button", { name: "Top Up", exact: true }).click();
    await page().getByText("Top-up created").waitFor();
    const txnid = /TXN-[0-9A-F]+/.exec((await page().getByRole("status").first().textContent()) ?? "")?.[0];
    expect(txnid).toBeTruthy();

    const email = (await outbox(page(), api.url())).find(
      (message) => message.to === "owner@acme.test" && message.body.includes(txnid!),
    );
    const link = /\/top-up-verify\/\S+/.exec(email?.body ?? "")?.[0];
    expect(link, "the emailed confirmation link").toBeTruthy();

    // The payer opens the link in another tab; the console's tab is not reloaded.
    const tab = await page().context().newPage();
    await tab.goto(url(link!));
    await tab.getByRole("main").getByText("Your top up has been verified!").waitFor();
    await tab.close();

    await expect.poll(accountBalance, { timeout: 15_000 }).toBeCloseTo(before + 500, 2);
    await page().keyboard.press("Escape");

    await page().getByRole("link", { name: "See the top-up history" }).click();
    const history = page().getByRole("table", { name: "Top-up history" });
    const row = history.getByRole("row").filter({ hasText: txnid! });
    await row.getByText("Paid").waitFor();
    expect(await row.textContent()).toContain("PHP 500.00");

    await page()
      .getByRole("navigation", { name: "Billing", exact: true })
      .getByRole("link", { name: "Credit History" })
      .click();
    const credits = page().getByRole("table", { name: "Credit history" });
    const credit = credits.getByRole("row").filter({ hasText: `Top-up ${txnid} confirmed` });
    await credit.waitFor();
    expect(await credit.textContent()).toContain("+500.00");
  },
);
