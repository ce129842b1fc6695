import type { Request } from "playwright-core";
import { expect, test } from "vitest";
import { signIn } from "./auth";
import { useBrowser } from "./browser";

const { page, url } = useBrowser();

const csv = (name: string, content: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(content) });

/** The names the Group choice offers. */
const groupOptions = () =>
  page()
    .getByRole("combobox", { name: /^Group/ })
    .locator("option")
    .allTextContents();

/** Signs in as the owner and opens the contacts module's Upload tab. */
async function openContacts() {
  await signIn(page(), url("/login"), "owner@acme.test");
  await page().goto(url("/contacts"));
  await page().getByRole("tab", { name: "Upload" }).click();
}

async function chooseAndUpload(file: ReturnType<typeof csv>, groupName: string) {
  await page().getByLabel("Contacts file (CSV, up to 10 MB)").setInputFiles(file);
  await page().getByLabel("New group name").fill(groupName);
  await page().getByRole("button", { name: "Upload" }).click();
}

test(
  "an owner uploads contacts into a new group and downloads the refused rows",
  { timeout: 60_000 },
  async () => {
    await openContacts();
    const rows = [
      "mobile,first_name",
      "09171234567,Ana",
      "12345,Bad",
      "0918 123 4567,Ben",
      "09171234567,Ana again",
    ];
    await chooseAndUpload(csv("new-customers.csv", `${rows.join("\n")}\n`), "New customers");

    const list = page().getByRole("list", { name: "Uploaded files" });
    await list.getByText("2 valid contacts").waitFor({ timeout: 30_000 });
    await page().getByText("new-customers.csv: 1 row was refused, 1 duplicate dropped.").waitFor();

    const [download] = await Promise.all([
      page().waitForEvent("download"),
      page().getByRole("button", { name: "Download the refused rows of new-customers.csv" }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString().split("\r\n")).toEqual([
      "line,reason,mobile,first_name",
      "3,Not a valid mobile number for the account's country.,12345,Bad",
      "5,Duplicate of line 2.,09171234567,Ana again",
      "",
    ]);

    // The new group is offered at once for the next upload.
    await expect.poll(() => groupOptions()).toContain("New customers");
  },
);

test(
  "a file with a wrong header is refused at once, before anything is sent",
  { timeout: 60_000 },
  async () => {
    await openContacts();
    const uploads: Request[] = [];
    page().on("request", (request) => {
      if (request.url().includes("/uploader/")) uploads.push(request);
    });
    await chooseAndUpload(csv("dupes.csv", "mobile,Mobile\n09171234567,09171234567\n"), "Never made");
    await page()
      .getByRole("list", { name: "Uploaded files" })
      .getByText('Invalid headers: Header "mobile" in column 2 duplicates column 1.')
      .waitFor();
    expect(uploads).toEqual([]);
  },
);

test(
  "cancelling an upload while its rows are stored leaves no group behind",
  { timeout: 90_000 },
  async () => {
    await openContacts();
    const rows = Array.from({ length: 200_000 }, (_, n) => `0917${String(n).padStart(7, "0")},Person ${n}`);
    await chooseAndUpload(
      csv("big-import.csv", `mobile,first_name\n${rows.join("\n")}\n`),
      "Cancelled import",
    );
    const list = page().getByRole("list", { name: "Uploaded files" });
    // Saving: the server is reading and storing rows. Cancelling now aborts its job.
    await list.getByText(/^Saving$/).waitFor({ timeout: 30_000 });
    await page().getByRole("button", { name: "Cancel upload of big-import.csv" }).click();
    await list.getByText("Upload aborted").waitFor({ timeout: 30_000 });

    await page().reload();
    await page()
      .getByRole("combobox", { name: /^Group/ })
      .waitFor();
    await expect.poll(() => groupOptions()).toContain("A new group");
    expect(await groupOptions()).not.toContain("Cancelled import");
  },
);
