import { expect, test } from "vitest";
import { signIn } from "./auth";
import { useBrowser } from "./browser";
import { useOwnApi } from "./own-api";
import { confirmGoLive } from "./campaign-steps";

// An API of its own whose engine sends 1,000 messages a second, as a real one does: the shared
// test API sends four a second so that other files can pause a campaign mid-way.
const api = useOwnApi("blast", { ENGINE_BATCH: "250" });

const { page, url } = useBrowser(api.url);

const ROWS = 5000;

/** A File Blast file: every row its own sender, message and number; every seventh message is long. */
function blastFile(name: string) {
  const lines = ["from,message,to"];
  for (let n = 0; n < ROWS; n += 1) {
    const message =
      n % 7 === 0
        ? `Order ${n} is ready. ${"Thank you for shopping at Acme! ".repeat(5)}`
        : `Order ${n} is ready.`;
    lines.push(`ACME,"${message}",0917${String(2_000_000 + n).padStart(7, "0")}`);
  }
  return { name, mimeType: "text/csv", buffer: Buffer.from(`${lines.join("\r\n")}\r\n`) };
}

test(
  "an owner sends a 5,000-row File Blast: each row priced by its own message, sent by a child campaign to completion",
  { timeout: 120_000 },
  async () => {
    await signIn(page(), url("/login"), "owner@acme.test");
    await page().goto(url("/sms-campaign/new"));
    await page().getByLabel("Campaign name").fill("Order pickups");
    await page()
      .getByLabel(/File Blast: each row its own/)
      .check();
    // The form asks for no sender or message: the rows carry them.
    expect(await page().getByLabel("Sender ID").count()).toBe(0);

    // A contacts file is refused by its header before anything is sent.
    await page()
      .getByLabel(/Add a File Blast file/)
      .setInputFiles({
        name: "people.csv",
        mimeType: "text/csv",
        buffer: Buffer.from("mobile\n09171234567\n"),
      });
    await page().getByText("File Type not allowed").waitFor();

    await page()
      .getByLabel(/Add a File Blast file/)
      .setInputFiles(blastFile("pickups.csv"));
    const files = page().getByRole("list", { name: "Files of this campaign" });
    await files.getByText("pickups.csv").waitFor({ timeout: 60_000 });
    // 4,285 one-segment rows and 715 two-segment rows, at PHP 0.35 a segment.
    const sms = ROWS + Math.ceil(ROWS / 7);
    await files.getByText(`5,000 messages · ${sms.toLocaleString("en-US")} SMS`).waitFor();
    await page()
      .getByText(
        new RegExp(
          `5,000 messages, ${sms.toLocaleString("en-US")} SMS — estimated cost PHP ${(sms * 0.35).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`,
        ),
      )
      .waitFor();

    await page().getByRole("button", { name: "Go Live" }).click();
    await confirmGoLive(page());
    await page().getByRole("heading", { name: "Order pickups" }).waitFor();
    // The campaign's own badge, beside its name (its children's follow in the files list).
    await page()
      .locator('h1 + [data-slot="status-badge"]')
      // A completed campaign whose receipts are still coming reads "Sent, awaiting receipts".
      .filter({ hasText: /^(Completed|Sent, awaiting receipts)$/ })
      .waitFor({ timeout: 30_000 });
    const parts = page().getByRole("region", { name: "File Blast files" });
    await parts.getByText("5,000 / 5,000 sent").waitFor({ timeout: 30_000 });
    await parts.getByRole("link", { name: "Order pickups · pickups.csv" }).click();
    await page().waitForURL(/\/sms-campaign\/\d+\/dashboard$/);
    await page()
      .getByText(/Sends pickups\.csv of campaign \d+, which pauses, resumes and stops it\./)
      .waitFor();
    // A child has no pause, resume, stop or complete of its own.
    expect(
      await page()
        .getByRole("button", { name: /^(Pause|Resume|Stop|Mark Complete)$/ })
        .count(),
    ).toBe(0);
  },
);
