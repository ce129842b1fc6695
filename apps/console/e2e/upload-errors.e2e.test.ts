import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Request } from "playwright-core";
import { expect, onTestFinished, test } from "vitest";
import { signIn } from "./auth";
import { useBrowser } from "./browser";

const { page, url } = useBrowser();

const file = (name: string, content: string | Buffer, mimeType = "text/csv") => ({
  name,
  mimeType,
  buffer: Buffer.isBuffer(content) ? content : Buffer.from(content),
});

/** Numbers of the demo accounts' country, `count` of them from `from` on. */
const mobiles = (from: number, count: number) =>
  Array.from({ length: count }, (_, n) => `0917${String(from + n).padStart(7, "0")}`);

/**
 * Signs in, opens the contacts upload screen and counts what is sent to the uploader from then
 * on, so a test can tell a refusal in the browser from the server's verdict.
 */
async function openUpload(email = "owner@acme.test") {
  await signIn(page(), url("/login"), email);
  await page().goto(url("/contacts/upload"));
  const sent: Request[] = [];
  page().on("request", (request) => {
    if (request.url().includes("/uploader/")) sent.push(request);
  });
  return sent;
}

/** A file on disk, as a user picks one: the browser reads it itself instead of being sent its bytes. */
function fileOnDisk(name: string, content: Buffer): string {
  const folder = mkdtempSync(join(tmpdir(), "sendline-upload-"));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
}

async function chooseAndUpload(chosen: ReturnType<typeof file> | string, groupName: string) {
  await page().getByLabel("Contacts file (CSV, up to 10 MB)").setInputFiles(chosen);
  await page().getByLabel("New group name").fill(groupName);
  await page().getByRole("button", { name: "Upload" }).click();
}

/** The error the upload list shows on a file's row. */
async function rowError(filename: string, text: string) {
  const row = page()
    .getByRole("list", { name: "Uploaded files" })
    .locator('[data-slot="upload-file-row"]')
    .filter({ hasText: filename });
  await row.getByRole("alert").filter({ hasText: text }).waitFor({ timeout: 20_000 });
  return row;
}

test("a file that is not a CSV is refused in the browser, before anything is sent", async () => {
  const sent = await openUpload();
  await chooseAndUpload(file("notes.txt", "Shopping list\nmilk\n", "text/plain"), "Notes");
  const row = await rowError("notes.txt", "File upload error. Unsupported file type.");
  expect(await row.getAttribute("data-state")).toBe("error");
  expect(sent).toEqual([]);
});

test("a header the SPEC refuses is named in the browser, before anything is sent", async () => {
  const sent = await openUpload();
  await chooseAndUpload(file("numbers.csv", "mobile,2024\n09171234567,x\n"), "Numbers");
  await rowError("numbers.csv", 'Invalid headers: Header "2024" in column 2 is numeric.');
  expect(sent).toEqual([]);
});

test("a contacts file over 10 MB is refused in the browser", async () => {
  const sent = await openUpload();
  const big = Buffer.alloc(10 * 1024 * 1024 + 1, "9");
  big.write("mobile\n");
  await chooseAndUpload(fileOnDisk("big.csv", big), "Big");
  await rowError("big.csv", "Maximum file size limit of 10MB exceeded.");
  expect(sent).toEqual([]);
});

test("an empty file is refused in the browser", async () => {
  const sent = await openUpload();
  await chooseAndUpload(file("empty.csv", ""), "Empty");
  await rowError("empty.csv", "File is empty.");
  expect(sent).toEqual([]);
});

test("a file whose rows are all refused gets the server's 'No valid contacts'", async () => {
  const sent = await openUpload();
  await chooseAndUpload(file("all-bad.csv", "mobile,first_name\n12345,Bad\nnot a number,Worse\n"), "All bad");
  await rowError("all-bad.csv", "No valid contacts");
  expect(sent.some((request) => request.url().includes("/uploader/s3upload"))).toBe(true);
  // Its refused rows can still be downloaded.
  await page().getByRole("button", { name: "Download the refused rows of all-bad.csv" }).waitFor();
});

test("a trial account past its contact limit is told to top up (error_code 25)", async () => {
  await openUpload("trial@trial.test");
  // More than the trial limit (100 by default) on its own, whatever the account holds already.
  await chooseAndUpload(file("too-many.csv", `mobile\n${mobiles(0, 150).join("\n")}\n`), "Too many");
  const row = await rowError(
    "too-many.csv",
    "Maximum contacts upload reached. To continue please top up your account.",
  );
  // Its button leads to the top-up.
  await row.getByRole("button", { name: "Top up" }).click();
  await page().waitForURL((url) => url.pathname === "/settings/top-up");
  await page().getByRole("heading", { name: "Top Up" }).waitFor();
  // Nothing was stored: no group of that name is offered.
  await page().goBack();
  const group = page().getByRole("combobox", { name: /^Group/ });
  await expect.poll(() => group.locator("option").allTextContents()).toContain("A new group");
  expect(await group.locator("option").allTextContents()).not.toContain("Too many");
});
