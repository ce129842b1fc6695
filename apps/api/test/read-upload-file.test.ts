import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { UPLOAD_ROW_REASONS, type UploadRow } from "@sendline/core";
import { readUploadFile, type RejectedRow } from "../src/modules/uploads/read-upload-file";

const rules = { countryCode: "63", minLength: 10, maxLength: 10, replaceZero: true };

/** Reads a fixture of the malformed-CSV corpus, collecting what the reader hands on. */
async function read(name: string, options: Partial<Parameters<typeof readUploadFile>[1]> = {}) {
  const rows: UploadRow[] = [];
  const rejects: RejectedRow[] = [];
  const verdict = await readUploadFile(
    createReadStream(new URL(`fixtures/uploads/${name}`, import.meta.url)),
    {
      rules,
      onRows: async (batch) => void rows.push(...batch),
      onRejects: async (batch) => void rejects.push(...batch),
      ...options,
    },
  );
  return { verdict, rows, rejects };
}

describe("reading an uploaded CSV", () => {
  it("reads a BOM and CRLF line ends, normalising headers and numbers", async () => {
    const { verdict, rows } = await read("contacts-bom-crlf.csv");
    expect(verdict).toMatchObject({ ok: true, type: "SMS_CONTACTS", rowsOnFile: 2, valid: 2, invalid: 0 });
    expect(rows).toEqual([
      {
        kind: "contact",
        mobile: "639171234567",
        email: null,
        fields: { firstname: "Ana", lastname: "Reyes" },
      },
      {
        kind: "contact",
        mobile: "639187654321",
        email: null,
        fields: { firstname: "Ben", lastname: "Cruz" },
      },
    ]);
  });

  it("reads CR-only line ends and skips trailing empty lines", async () => {
    expect((await read("contacts-cr-only.csv")).verdict).toMatchObject({ ok: true, valid: 2 });
    expect((await read("contacts-trailing-empty-lines.csv")).verdict).toMatchObject({
      ok: true,
      rowsOnFile: 1,
      valid: 1,
    });
  });

  it("keeps commas, doubled quotes and newlines inside quoted fields", async () => {
    const { verdict, rows } = await read("contacts-quoted.csv");
    expect(verdict).toMatchObject({ ok: true, valid: 2 });
    expect(rows[0]).toMatchObject({ fields: { first_name: "Reyes, Ana", note: 'She said "hi"\nthen left' } });
  });

  it("refuses ragged rows by their line and keeps the rest", async () => {
    const { verdict, rejects } = await read("contacts-ragged.csv");
    expect(verdict).toMatchObject({ ok: true, rowsOnFile: 4, valid: 2, invalid: 2 });
    expect(rejects.map(({ line, reason }) => [line, reason])).toEqual([
      [3, "The row has 1 fields; the header has 2."],
      [4, "The row has 3 fields; the header has 2."],
    ]);
  });

  it("counts invalid numbers with their reasons and drops duplicates within the file", async () => {
    const { verdict, rejects } = await read("contacts-invalid-and-duplicate.csv");
    expect(verdict).toMatchObject({ ok: true, rowsOnFile: 5, valid: 2, invalid: 2, duplicates: 1 });
    expect(rejects.map(({ line, values, reason }) => [line, values[0], reason])).toEqual([
      [3, "12345", "Not a valid mobile number for the account's country."],
      [4, "0917 123 4567", "Duplicate of line 2."],
      [5, "not a number", "Not a valid mobile number for the account's country."],
    ]);
  });

  it("reads a leading 0 as a local number only with replace zero", async () => {
    const { verdict, rejects } = await read("contacts-invalid-and-duplicate.csv", {
      rules: { ...rules, replaceZero: false },
    });
    expect(verdict).toMatchObject({ ok: false, error: "No valid contacts" });
    expect(rejects[0]?.reason).toBe(UPLOAD_ROW_REASONS.leadingZero);
  });

  it("reads email contacts, lower-casing addresses to find duplicates", async () => {
    const { verdict, rejects } = await read("emails.csv");
    expect(verdict).toMatchObject({ ok: true, type: "EMAIL_CONTACTS", valid: 1, invalid: 1, duplicates: 1 });
    expect(rejects[0]?.reason).toBe(UPLOAD_ROW_REASONS.invalidEmail);
  });

  it("reads a File Blast file row by row, each its own message", async () => {
    const { verdict, rows, rejects } = await read("blast.csv");
    expect(verdict).toMatchObject({ ok: true, type: "FILE_BLAST", valid: 2, invalid: 1 });
    expect(rows).toEqual([
      { kind: "blast", from: "ACME", to: "639171234567", message: "Hello Ana" },
      { kind: "blast", from: "ACME", to: "639181234567", message: "Hi Ben" },
    ]);
    expect(rejects[0]?.reason).toBe(UPLOAD_ROW_REASONS.emptyMessage);
  });

  it.each([
    ["empty.csv", "File is empty."],
    ["blank-lines-only.csv", "File is empty."],
    ["header-only.csv", "No valid contacts"],
    ["binary.csv", "File upload error. Unsupported file type."],
    ["latin1.csv", "The file is not UTF-8 text. Save it as CSV UTF-8 and upload it again."],
    [
      "notes-renamed.csv",
      "File type (File Blast, SMS Contacts or Email Contacts) was not recognized. Headers might be invalid.",
    ],
    ["blast-missing-to.csv", "Missing to header"],
    ["duplicate-headers.csv", "Invalid headers"],
    ["numeric-header.csv", "Invalid headers"],
    ["empty-header.csv", "Invalid headers"],
    ["unclosed-quote.csv", "Line 2: a quoted field is never closed."],
    ["long-line.csv", "Line 2: the row is longer than 100,000 characters."],
  ])("gives %s the per-file error %j, storing nothing", async (name, error) => {
    const { verdict, rows } = await read(name);
    expect(verdict).toMatchObject({ ok: false, error });
    expect(rows).toEqual([]);
  });

  it("reads a character its chunks cut in two, and refuses one the file cuts short", async () => {
    const text = "mobile,first_name\n09171234567,Niño 🙂 Ñandú\n";
    // One byte a chunk: every multi-byte character arrives in pieces.
    const bytes = [...Buffer.from(text)].map((byte) => Buffer.from([byte]));
    const rows: UploadRow[] = [];
    const verdict = await readUploadFile(Readable.from(bytes), {
      rules,
      onRows: async (batch) => void rows.push(...batch),
      onRejects: async () => {},
    });
    expect(verdict).toMatchObject({ ok: true, valid: 1 });
    expect(rows[0]).toMatchObject({ fields: { first_name: "Niño 🙂 Ñandú" } });

    const cut = Buffer.from(text).subarray(0, Buffer.from("mobile,first_name\n09171234567,Ni").length + 1);
    const short = await readUploadFile(Readable.from([cut]), {
      rules,
      onRows: async () => {},
      onRejects: async () => {},
    });
    expect(short).toMatchObject({
      ok: false,
      error: "The file is not UTF-8 text. Save it as CSV UTF-8 and upload it again.",
    });
  });

  it("says which header is wrong", async () => {
    expect((await read("duplicate-headers.csv")).verdict).toMatchObject({
      detail: 'Header "mobile" in column 2 duplicates column 1.',
    });
  });

  it("refuses a type the campaign does not take with 415, and names missing personalisation fields", async () => {
    expect((await read("blast.csv", { accepts: (type) => type !== "FILE_BLAST" })).verdict).toEqual({
      ok: false,
      error: "File Type not allowed",
      status: 415,
      state: "Invalid file type",
    });
    expect(
      (await read("contacts-bom-crlf.csv", { requiredFields: ["first_name", "city", "plan"] })).verdict,
    ).toEqual({
      ok: false,
      error: "Incomplete header: city, plan",
      state: "Invalid Header(s)",
    });
    // A File Blast row carries its own message: the campaign's fields do not apply.
    expect((await read("blast.csv", { requiredFields: ["city"] })).verdict).toMatchObject({ ok: true });
  });

  it("stops at the contact after `maxContacts` with error_code 25, counting no duplicates or refused rows", async () => {
    expect((await read("contacts-invalid-and-duplicate.csv", { maxContacts: 2 })).verdict).toMatchObject({
      ok: true,
      valid: 2,
    });
    expect((await read("contacts-invalid-and-duplicate.csv", { maxContacts: 1 })).verdict).toEqual({
      ok: false,
      error: "Maximum contacts upload reached. To continue please top up your account.",
      code: 25,
    });
    // The limit is on contacts; File Blast rows are transactions.
    expect((await read("blast.csv", { maxContacts: 0 })).verdict).toMatchObject({ ok: true });
  });

  it("names the File Blast links off the safelist with error_code 100 and hands on no rows once one is found", async () => {
    const rows: UploadRow[] = [];
    const lines = [
      "from,message,to",
      "ACME,Visit acme.test/a,09171234567",
      ...Array.from(
        { length: 30 },
        (_, n) => `ACME,Win at promo${n}.example/x,0918${String(n).padStart(7, "0")}`,
      ),
    ];
    const verdict = await readUploadFile(Readable.from(lines.map((line) => `${line}\n`)), {
      rules,
      safelistedDomains: ["acme.test"],
      batchSize: 1,
      onRows: async (batch) => void rows.push(...batch),
      onRejects: async () => {},
    });
    expect(verdict).toEqual({
      ok: false,
      error: "URL(s) not safelisted",
      code: 100,
      detail: `${Array.from({ length: 10 }, (_, n) => `promo${n}.example/x`).join(", ")} and more`,
    });
    // The first row, stored before the first link off the safelist was found.
    expect(rows).toHaveLength(1);
  });

  it("stores one batch while the next is read, in file order, never two at once", async () => {
    const lines = ["mobile", ...Array.from({ length: 5000 }, (_, n) => `0917${String(n).padStart(7, "0")}`)];
    let storing = 0;
    let most = 0;
    const stored: string[] = [];
    const verdict = await readUploadFile(Readable.from(lines.map((line) => `${line}\n`)), {
      rules,
      batchSize: 100,
      onRows: async (batch) => {
        storing += 1;
        most = Math.max(most, storing);
        await new Promise((done) => setTimeout(done, 1));
        stored.push(...batch.map((row) => (row.kind === "contact" ? row.mobile! : "")));
        storing -= 1;
      },
      onRejects: async () => {},
    });
    expect(verdict).toMatchObject({ ok: true, valid: 5000 });
    expect(most).toBe(1);
    expect(stored).toEqual(lines.slice(1).map((mobile) => `63${mobile.slice(1)}`));
  });

  it("stops at an abort and says so", async () => {
    const controller = new AbortController();
    const endless = Readable.from(
      (function* () {
        yield "mobile\n";
        for (let n = 0; ; n += 1) yield `0917${String(n % 10_000_000).padStart(7, "0")}\n`;
      })(),
    );
    let batches = 0;
    const verdict = await readUploadFile(endless, {
      rules,
      batchSize: 1000,
      signal: controller.signal,
      onRows: async () => {
        batches += 1;
        if (batches === 3) controller.abort();
      },
      onRejects: async () => {},
    });
    expect(verdict).toEqual({ ok: false, error: "Upload aborted" });
    expect(batches).toBe(3);
  });
});
