import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { campaignStatusIs, signIn } from "./auth";
import { useBrowser } from "./browser";
import { confirmGoLive } from "./campaign-steps";
import { useOwnApi } from "./own-api";

// An API of its own whose engine sends 20,000 messages a second, as a real one would: the shared
// test API sends four a second so that other files can pause a campaign mid-way.
// Outcomes drawn in SQL (no local SMSC): this is the contacts' scale, and 300,000 submits over SMPP
// would take minutes on their own; route-connection.e2e sends over SMPP from the browser.
const api = useOwnApi("scale", { ENGINE_BATCH: "5000", LOCAL_SMSC: "0" });

const { page, url } = useBrowser(api.url);

const ROWS = 300_000;

/** 300,000 contacts under 10 MB: every 1,000th number is too short, and the last row repeats the first. */
function contactsFile(): { path: string; invalid: number; valid: number } {
  const lines = ["mobile,first_name"];
  let invalid = 0;
  for (let n = 0; n < ROWS - 1; n += 1) {
    if (n % 1000 === 999) {
      invalid += 1;
      lines.push(`12345,P${n}`);
    } else lines.push(`0917${String(n).padStart(7, "0")},P${n}`);
  }
  lines.push("09170000000,P0");
  const path = join(api.dataDir, "everyone.csv");
  writeFileSync(path, `${lines.join("\n")}\n`);
  return { path, invalid, valid: ROWS - 1 - invalid };
}

test(
  "an owner uploads 300,000 contacts into a new group, sees the counts, downloads the refused rows and sends the group a campaign",
  { timeout: 480_000 },
  async () => {
    const file = contactsFile();
    await signIn(page(), url("/login"), "owner@acme.test");
    await page().goto(url("/contacts/upload"));
    await page().getByLabel("Contacts file (CSV, up to 10 MB)").setInputFiles(file.path);
    await page().getByLabel("New group name").fill("Everyone");
    await page().getByRole("button", { name: "Upload" }).click();

    const list = page().getByRole("list", { name: "Uploaded files" });
    // Real progress while the server reads and stores the rows, then the counts.
    await list
      .getByText(/^(Uploading|Verifying|Saving)$/)
      .first()
      .waitFor({ timeout: 30_000 });
    await list
      .getByText(`${file.valid.toLocaleString("en-US")} valid contacts`)
      .waitFor({ timeout: 120_000 });
    await page().getByText(`everyone.csv: ${file.invalid} rows were refused, 1 duplicate dropped.`).waitFor();
    const first = page()
      .getByRole("list", { name: "First refused rows of everyone.csv" })
      .getByRole("listitem");
    await expect
      .poll(() => first.allTextContents())
      .toEqual([
        ...[1001, 2001, 3001].map(
          (line) =>
            `Line ${line.toLocaleString("en-US")}: Not a valid mobile number for the account's country. (12345, P${line - 2})`,
        ),
        // The invalid rows and the duplicate, less the three shown.
        `and ${file.invalid + 1 - 3} more in the download`,
      ]);

    const [download] = await Promise.all([
      page().waitForEvent("download"),
      page().getByRole("button", { name: "Download the refused rows of everyone.csv" }).click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const refused = Buffer.concat(chunks).toString().trimEnd().split("\r\n");
    // The header, the invalid rows and the duplicate.
    expect(refused).toHaveLength(file.invalid + 2);
    expect(refused.slice(0, 2)).toEqual([
      "line,reason,mobile,first_name",
      "1001,Not a valid mobile number for the account's country.,12345,P999",
    ]);

    await page().goto(url("/sms-campaign/new"));
    await page().getByLabel("Campaign name").fill("Everyone at once");
    await page().getByLabel("Sender ID").selectOption("ACME");
    await page().getByRole("textbox", { name: "Message" }).fill("Acme stores are open late all week.");
    await page()
      .getByLabel(/Everyone/)
      .check();
    await page()
      .getByText(new RegExp(`1 segment × ${file.valid.toLocaleString("en-US")} recipients`))
      .waitFor();
    await page().getByRole("button", { name: "Go Live" }).click();
    await confirmGoLive(page());
    await page().getByRole("heading", { name: "Everyone at once" }).waitFor({ timeout: 60_000 });
    await campaignStatusIs(page(), "Completed", 240_000);
    const sent = page().getByRole("list", { name: "Delivery" }).getByRole("listitem").first();
    await expect.poll(async () => (await sent.textContent())?.replace(/\D/g, "")).toBe(String(file.valid));
  },
);
