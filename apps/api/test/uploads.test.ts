import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, blastRows, contactGroups, contacts } from "../src/db/schema";
import { loadRows } from "../src/modules/uploads/load-rows";
import { connectSocket, sessionFor, useServer, type Harness } from "./harness";
import { upload, uploadAndRead } from "./upload-helpers";

const fixture = (name: string) => readFileSync(new URL(`fixtures/uploads/${name}`, import.meta.url));

async function contactCount(harness: Harness, accountId: number) {
  const [{ total } = { total: -1 }] = await harness.database.db
    .select({ total: count() })
    .from(contacts)
    .where(eq(contacts.accountId, accountId));
  return total;
}

describe("uploads", () => {
  const harness = useServer({ DATA_DIR: mkdtempSync(join(tmpdir(), "sendline-uploads-")) });

  it("stores a contacts file into a new group, counting valid, invalid and duplicate rows", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const { id, done } = await uploadAndRead(
      harness,
      token,
      { name: "customers.csv", content: fixture("contacts-invalid-and-duplicate.csv") },
      { purpose: "contacts", group_name: "Imported customers", replace_zero: true },
    );
    const file = await done();
    expect(file).toMatchObject({
      status: "Completed",
      progress: 100,
      filetypeCode: "SMS_CONTACTS",
      rowsOnFile: 5,
      validContacts: 2,
      invalidRows: 2,
      duplicates: 1,
    });
    const { db } = harness.database;
    const [group] = await db.select().from(contactGroups).where(eq(contactGroups.id, file.groupId!));
    expect(group).toMatchObject({ name: "Imported customers", contactType: "sms" });
    const stored = await db.select().from(contacts).where(eq(contacts.groupId, group!.id));
    expect(stored.map((contact) => [contact.mobile, contact.firstName])).toEqual([
      ["639171234567", "Ana"],
      ["639181234567", "Ben"],
    ]);

    const listed = await harness.app.inject({
      method: "GET",
      url: "/ajax/media/uploaded_files",
      headers: { token },
    });
    expect(listed.json().data[0]).toMatchObject({
      id,
      filename: "customers.csv",
      filetype_name: "SMS Contacts",
      valid_contacts: 2,
      invalid_rows: 2,
      group_name: "Imported customers",
    });

    const rejected = await harness.app.inject({
      method: "GET",
      url: `/ajax/media/uploaded_files/${id}/rejected_rows`,
      headers: { token },
    });
    expect(rejected.headers["content-type"]).toContain("text/csv");
    expect(rejected.body.split("\r\n")).toEqual([
      "line,reason,mobile,first_name",
      "3,Not a valid mobile number for the account's country.,12345,Bad",
      "4,Duplicate of line 2.,0917 123 4567,Ana again",
      "5,Not a valid mobile number for the account's country.,not a number,Cy",
      "",
    ]);

    // The first refused rows, to show beside the file.
    const first = await harness.app.inject({
      method: "GET",
      url: `/ajax/media/uploaded_files/${id}/rejected_rows/list?page_size=1&sort_direction=asc`,
      headers: { token },
    });
    expect(first.json()).toMatchObject({
      status: true,
      data: {
        data: [
          {
            line: 3,
            reason: "Not a valid mobile number for the account's country.",
            values: ["12345", "Bad"],
          },
        ],
        total_pages: 3,
        has_next: true,
      },
    });
  });

  it("stores a File Blast file's rows for an SMS file campaign, and refuses it for a campaign of groups", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const blast = { name: "blast.csv", content: fixture("blast.csv") };
    const accepted = await uploadAndRead(harness, token, blast, {
      purpose: "campaign",
      campaign_kind: "sms_file",
    });
    expect(await accepted.done()).toMatchObject({
      status: "Completed",
      filetypeCode: "FILE_BLAST",
      validContacts: 2,
    });
    const rows = await harness.database.db.select().from(blastRows).where(eq(blastRows.fileId, accepted.id));
    expect(rows.map((row) => row.message)).toEqual(["Hello Ana", "Hi Ben"]);

    const refused = await uploadAndRead(harness, token, blast, {
      purpose: "campaign",
      campaign_kind: "non_file",
    });
    expect(await refused.done()).toMatchObject({
      status: "Invalid file type",
      error: "File Type not allowed",
    });
  });

  it("adds to an existing group only contacts of its channel", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const [vip] = await harness.database.db
      .select()
      .from(contactGroups)
      .where(eq(contactGroups.name, "VIP customers"));
    const emails = { name: "emails.csv", content: fixture("emails.csv") };
    const refused = await uploadAndRead(harness, token, emails, { purpose: "contacts", group_id: vip!.id });
    expect(await refused.done()).toMatchObject({
      status: "Invalid file type",
      error: "File Type not allowed",
      groupId: vip!.id,
    });
    const numbers = { name: "numbers.csv", content: fixture("contacts-bom-crlf.csv") };
    const added = await uploadAndRead(harness, token, numbers, { purpose: "contacts", group_id: vip!.id });
    expect(await added.done()).toMatchObject({ status: "Completed", validContacts: 2, groupId: vip!.id });
    const stored = await harness.database.db.select().from(contacts).where(eq(contacts.groupId, vip!.id));
    expect(stored.map((contact) => contact.mobile)).toContain("639187654321");
  });

  it("says which header is wrong and stores nothing", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const { done } = await uploadAndRead(
      harness,
      token,
      { name: "dupes.csv", content: fixture("duplicate-headers.csv") },
      { purpose: "contacts", group_name: "Never made" },
    );
    expect(await done()).toMatchObject({
      status: "Invalid Header(s)",
      error: "Invalid headers",
      errorField: 'Header "mobile" in column 2 duplicates column 1.',
    });
    const groups = await harness.database.db
      .select()
      .from(contactGroups)
      .where(eq(contactGroups.name, "Never made"));
    expect(groups).toEqual([]);
  });

  it("refuses what is not a CSV, an empty file and files over the size limits, in the SPEC's words", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const notCsv = await upload(harness, token, { name: "photo.png", content: "not a csv" });
    expect(notCsv.statusCode).toBe(415);
    expect(notCsv.json()).toEqual({ status: false, message: "File Type not allowed" });
    const empty = await upload(harness, token, { name: "empty.csv", content: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("File is empty.");
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, "1");
    const contactsTooBig = await upload(harness, token, { name: "big.csv", content: big }, "contacts");
    expect(contactsTooBig.statusCode).toBe(413);
    expect(contactsTooBig.json().message).toBe("Maximum file size limit of 10MB exceeded.");
    const campaignSized = await upload(harness, token, { name: "big.csv", content: big }, "campaign");
    expect(campaignSized.statusCode).toBe(200);
    const huge = await upload(
      harness,
      token,
      { name: "huge.csv", content: Buffer.alloc(31 * 1024 * 1024, "1") },
      "campaign",
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe("Maximum file size limit of 30MB exceeded.");
  });

  it("keeps another account's files out of reach", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const trial = await sessionFor(harness, "trial@trial.test");
    const { id, done } = await uploadAndRead(
      harness,
      owner,
      { name: "customers.csv", content: fixture("contacts-bom-crlf.csv") },
      { purpose: "contacts", group_name: "Acme only" },
    );
    await done();
    const stored = await upload(harness, owner, {
      name: "again.csv",
      content: fixture("contacts-bom-crlf.csv"),
    });
    for (const request of [
      { method: "GET" as const, url: `/uploader/trigger/${id}` },
      { method: "POST" as const, url: `/uploader/abort/${id}` },
      { method: "GET" as const, url: `/ajax/media/uploaded_files/${id}/rejected_rows` },
      { method: "GET" as const, url: `/ajax/media/uploaded_files/${id}/rejected_rows/list` },
      {
        method: "POST" as const,
        url: "/ajax/media/upload_file",
        payload: { ...stored.json().data, purpose: "contacts", group_name: "Stolen" },
      },
    ]) {
      const answer = await harness.app.inject({ ...request, headers: { token: trial } });
      expect(answer.statusCode, request.url).toBe(404);
    }
    const list = await harness.app.inject({
      method: "GET",
      url: "/ajax/media/uploaded_files",
      headers: { token: trial },
    });
    expect(list.json().data).toEqual([]);
  });

  it("aborted halfway by the socket's cmd:abort, leaves no group and no rows", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const socket = await connectSocket(harness, { token });
    // Another account's socket, connected while the database is free (the job will hold it).
    const trialSocket = await connectSocket(harness, {
      token: await sessionFor(harness, "trial@trial.test"),
    });
    const progress: number[] = [];
    socket.on("update", (event: { type: string; data: { progress?: number } }) => {
      if (event.type === "uploaded_file" && event.data.progress !== undefined)
        progress.push(event.data.progress);
    });
    try {
      const rows = Array.from({ length: 150_000 }, (_, n) => `0917${String(n).padStart(7, "0")},Person ${n}`);
      const { id, done } = await uploadAndRead(
        harness,
        token,
        { name: "many.csv", content: `mobile,first_name\n${rows.join("\n")}\n` },
        { purpose: "contacts", group_name: "Cancelled import" },
      );
      // Rows are being stored inside the job's transaction when the abort comes.
      await expect.poll(() => progress.some((value) => value >= 20), { timeout: 20_000 }).toBe(true);
      // Another account's socket cannot stop it, running as it is.
      const refused = await trialSocket
        .timeout(5000)
        .emitWithAck("cmd:abort", { engine: "contact_uploader", id });
      trialSocket.disconnect();
      expect(refused).toMatchObject({ status: false });
      const answer = await socket.timeout(5000).emitWithAck("cmd:abort", { engine: "contact_uploader", id });
      expect(answer).toEqual({ status: true });
      expect(await done()).toMatchObject({
        status: "Upload aborted",
        error: "Upload aborted",
        groupId: null,
      });
      const { db } = harness.database;
      expect(await db.select().from(contactGroups).where(eq(contactGroups.name, "Cancelled import"))).toEqual(
        [],
      );
      const [acme] = await db.select().from(accounts).where(eq(accounts.code, "acme"));
      const [{ total } = { total: -1 }] = await db
        .select({ total: count() })
        .from(contacts)
        .where(eq(contacts.accountId, acme!.id));
      // Only the seeded contacts remain.
      expect(total).toBeLessThan(100);
    } finally {
      socket.disconnect();
    }
  });

  it("gives each malformed file family its SPEC error through the upload calls, storing nothing", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const { db } = harness.database;
    const [acme] = await db.select().from(accounts).where(eq(accounts.code, "acme"));
    const contactsBefore = await contactCount(harness, acme!.id);
    const cases: Array<[string, Record<string, unknown>]> = [
      ["binary.csv", { status: "Invalid file type", error: "File upload error. Unsupported file type." }],
      [
        "notes-renamed.csv",
        {
          status: "Invalid file type",
          error:
            "File type (File Blast, SMS Contacts or Email Contacts) was not recognized. Headers might be invalid.",
        },
      ],
      [
        "latin1.csv",
        { status: "Error", error: "The file is not UTF-8 text. Save it as CSV UTF-8 and upload it again." },
      ],
      ["blank-lines-only.csv", { status: "Error", error: "File is empty." }],
      ["header-only.csv", { status: "Error", error: "No valid contacts", rowsOnFile: 0, invalidRows: 0 }],
      [
        "duplicate-headers.csv",
        {
          status: "Invalid Header(s)",
          error: "Invalid headers",
          errorField: 'Header "mobile" in column 2 duplicates column 1.',
        },
      ],
      [
        "numeric-header.csv",
        {
          status: "Invalid Header(s)",
          error: "Invalid headers",
          errorField: 'Header "2024" in column 2 is numeric.',
        },
      ],
      [
        "empty-header.csv",
        { status: "Invalid Header(s)", error: "Invalid headers", errorField: "Header in column 2 is empty." },
      ],
      ["unclosed-quote.csv", { status: "Error", error: "Line 2: a quoted field is never closed." }],
      ["long-line.csv", { status: "Error", error: "Line 2: the row is longer than 100,000 characters." }],
    ];
    for (const [name, expected] of cases) {
      const { done } = await uploadAndRead(
        harness,
        token,
        { name, content: fixture(name) },
        { purpose: "contacts", group_name: `Family ${name}` },
      );
      expect(await done(), name).toMatchObject({ errorCode: null, ...expected });
    }
    const blast = await uploadAndRead(
      harness,
      token,
      { name: "blast-missing-to.csv", content: fixture("blast-missing-to.csv") },
      { purpose: "campaign", campaign_kind: "sms_file" },
    );
    expect(await blast.done()).toMatchObject({ status: "Invalid Header(s)", error: "Missing to header" });

    // No valid row: the refused ones are counted and kept to download, nothing else is stored.
    const allBad = await uploadAndRead(
      harness,
      token,
      { name: "all-bad.csv", content: "mobile,first_name\n12345,Bad\nnot a number,Worse\n" },
      { purpose: "contacts", group_name: "Family all bad" },
    );
    expect(await allBad.done()).toMatchObject({
      status: "Error",
      error: "No valid contacts",
      rowsOnFile: 2,
      validContacts: 0,
      invalidRows: 2,
    });
    const refusedRows = await harness.app.inject({
      method: "GET",
      url: `/ajax/media/uploaded_files/${allBad.id}/rejected_rows`,
      headers: { token },
    });
    expect(refusedRows.body.split("\r\n")).toHaveLength(4);

    expect(await contactCount(harness, acme!.id)).toBe(contactsBefore);
    const families = await db.select().from(contactGroups).where(eq(contactGroups.accountId, acme!.id));
    expect(families.filter((group) => group.name.startsWith("Family "))).toEqual([]);

    // A text file keeps its own name: refused as it arrives.
    const notes = await upload(harness, token, { name: "notes.txt", content: fixture("notes-renamed.csv") });
    expect(notes.statusCode).toBe(415);
    expect(notes.json()).toEqual({ status: false, message: "File Type not allowed" });
    const empty = await upload(harness, token, { name: "empty.csv", content: fixture("empty.csv") });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ status: false, message: "File is empty." });
  });

  it("reads the well-formed families: BOM and CRLF, CR only, quoted fields, ragged rows", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const expected: Array<[string, Record<string, unknown>]> = [
      [
        "contacts-bom-crlf.csv",
        { validContacts: 2, invalidRows: 0, headers: ["mobile", "firstname", "lastname"] },
      ],
      ["contacts-cr-only.csv", { validContacts: 2, invalidRows: 0 }],
      ["contacts-quoted.csv", { validContacts: 2, headers: ["mobile", "first_name", "note"] }],
      ["contacts-ragged.csv", { rowsOnFile: 4, validContacts: 2, invalidRows: 2 }],
    ];
    for (const [name, counts] of expected) {
      const { done } = await uploadAndRead(
        harness,
        token,
        { name, content: fixture(name) },
        { purpose: "contacts", group_name: name },
      );
      const file = await done();
      expect(file, name).toMatchObject({ status: "Completed", error: null, ...counts });
      if (name === "contacts-quoted.csv") {
        const stored = await harness.database.db
          .select()
          .from(contacts)
          .where(eq(contacts.groupId, file.groupId!));
        expect(stored[0]).toMatchObject({
          firstName: "Reyes, Ana",
          fields: { note: 'She said "hi"\nthen left' },
        });
      }
    }
  });

  it("fails a trial account's upload past its contact limit with error_code 25, storing nothing", async () => {
    const token = await sessionFor(harness, "trial@trial.test");
    const { db } = harness.database;
    const [trial] = await db.select().from(accounts).where(eq(accounts.code, "trial"));
    const held = await contactCount(harness, trial!.id);
    const numbers = (from: number, how: number) =>
      Array.from({ length: how }, (_, n) => `0917${String(from + n).padStart(7, "0")}`);
    const room = harness.config.trialContactLimit - held;

    const over = await uploadAndRead(
      harness,
      token,
      { name: "too-many.csv", content: `mobile\n${numbers(0, room + 1).join("\n")}\n` },
      { purpose: "contacts", group_name: "Too many" },
    );
    expect(await over.done()).toMatchObject({
      status: "Error",
      error: "Maximum contacts upload reached. To continue please top up your account.",
      errorCode: 25,
      groupId: null,
    });
    expect(await contactCount(harness, trial!.id)).toBe(held);
    expect(await db.select().from(contactGroups).where(eq(contactGroups.name, "Too many"))).toEqual([]);
    const listed = await harness.app.inject({
      method: "GET",
      url: "/ajax/media/uploaded_files",
      headers: { token },
    });
    expect(listed.json().data[0]).toMatchObject({
      id: over.id,
      error_code: 25,
      error: "Maximum contacts upload reached. To continue please top up your account.",
    });

    // Duplicates and refused rows take no room: exactly up to the limit is fine.
    const exact = await uploadAndRead(
      harness,
      token,
      {
        name: "just-enough.csv",
        content: `mobile\n${[...numbers(0, room), "12345", ...numbers(0, 3)].join("\n")}\n`,
      },
      { purpose: "contacts", group_name: "Just enough" },
    );
    expect(await exact.done()).toMatchObject({ status: "Completed", validContacts: room, errorCode: null });
    expect(await contactCount(harness, trial!.id)).toBe(harness.config.trialContactLimit);

    // Full now: one more contact is over, a paid account is not held to it.
    const one = await uploadAndRead(
      harness,
      token,
      { name: "one-more.csv", content: `mobile\n${numbers(500, 1).join("\n")}\n` },
      { purpose: "contacts", group_name: "One more" },
    );
    expect(await one.done()).toMatchObject({ errorCode: 25 });
    const owner = await sessionFor(harness, "owner@acme.test");
    const paid = await uploadAndRead(
      harness,
      owner,
      { name: "paid.csv", content: `mobile\n${numbers(0, 300).join("\n")}\n` },
      { purpose: "contacts", group_name: "Paid" },
    );
    expect(await paid.done()).toMatchObject({ status: "Completed", validContacts: 300 });
  });

  it("fails a File Blast file linking off the account's safelist with error_code 100, naming the links", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const { db } = harness.database;
    const safe = ["from,message,to", "ACME,Sale at https://acme.test/sale and shop.acme.test,09171234567"];
    const accepted = await uploadAndRead(
      harness,
      token,
      { name: "safe.csv", content: `${safe.join("\n")}\n` },
      { purpose: "campaign", campaign_kind: "sms_file" },
    );
    expect(await accepted.done()).toMatchObject({ status: "Completed", validContacts: 1, errorCode: null });

    const links = [
      "from,message,to",
      "ACME,Sale at acme.test/sale,09171234567",
      "ACME,Win at bit.ly/win,09181234567",
      "ACME,See https://acme.test.evil.example/x or bit.ly/win,09191234567",
      // A refused row is never sent: its link does not count.
      "ACME,Refused row at refused.example,12345",
    ];
    const refused = await uploadAndRead(
      harness,
      token,
      { name: "links.csv", content: `${links.join("\n")}\n` },
      { purpose: "campaign", campaign_kind: "sms_file" },
    );
    expect(await refused.done()).toMatchObject({
      status: "Error",
      error: "URL(s) not safelisted",
      errorCode: 100,
      errorField: "bit.ly/win, https://acme.test.evil.example/x",
    });
    expect(await db.select().from(blastRows).where(eq(blastRows.fileId, refused.id))).toEqual([]);
    const listed = await harness.app.inject({
      method: "GET",
      url: "/ajax/media/uploaded_files",
      headers: { token },
    });
    expect(listed.json().data[0]).toMatchObject({
      id: refused.id,
      error_code: 100,
      error_field: "bit.ly/win, https://acme.test.evil.example/x",
    });
  });

  it("names the personalisation fields a contacts file lacks, from the media record or the trigger's message", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const file = { name: "customers.csv", content: fixture("contacts-bom-crlf.csv") };
    const byRecord = await uploadAndRead(harness, token, file, {
      purpose: "campaign",
      campaign_kind: "non_file",
      fields: ["first_name", "City", "plan"],
    });
    expect(await byRecord.done()).toMatchObject({
      status: "Invalid Header(s)",
      error: "Incomplete header: city, plan",
      groupId: null,
    });
    const byMessage = await uploadAndRead(
      harness,
      token,
      file,
      { purpose: "campaign", campaign_kind: "non_file" },
      `?message=${encodeURIComponent("Hi {{first_name}} {{last_name}}, visit {{branch}}")}`,
    );
    expect(await byMessage.done()).toMatchObject({ error: "Incomplete header: branch" });
    const covered = await uploadAndRead(
      harness,
      token,
      file,
      { purpose: "campaign", campaign_kind: "non_file", fields: ["first_name", "last_name"] },
      `?message=${encodeURIComponent("Hi {{ first_name }}")}`,
    );
    expect(await covered.done()).toMatchObject({ status: "Completed", validContacts: 2 });
  });

  it("stores a Viber file with a public address anyone may read, for CSV and images only", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 7),
    ]);
    const stored = await upload(
      harness,
      token,
      { name: "Banner.PNG", content: png },
      "campaign",
      "/uploader/s3upload/public",
    );
    expect(stored.statusCode, stored.body).toBe(200);
    const { data } = stored.json();
    expect(data).toMatchObject({ filename: "Banner.PNG" });
    expect(data.url).toMatch(/^http:\/\/[^/]+\/uploader\/public\/[0-9a-f-]{36}\.png$/);
    const path = new URL(data.url).pathname;
    const read = await harness.app.inject({ method: "GET", url: path });
    expect(read.statusCode).toBe(200);
    expect(read.headers["content-type"]).toBe("image/png");
    expect(read.rawPayload.equals(png)).toBe(true);

    const csv = await upload(
      harness,
      token,
      { name: "blast.csv", content: fixture("blast.csv") },
      "campaign",
      "/uploader/s3upload/public",
    );
    expect(csv.statusCode).toBe(200);
    const csvRead = await harness.app.inject({ method: "GET", url: new URL(csv.json().data.url).pathname });
    expect(csvRead.headers["content-type"]).toContain("text/csv");
    expect(csvRead.body).toBe(fixture("blast.csv").toString());
    // A public CSV is a media record like any other.
    const saved = await harness.app.inject({
      method: "POST",
      url: "/ajax/media/upload_file",
      headers: { token },
      payload: { ...csv.json().data, url: undefined, purpose: "campaign", campaign_kind: "viber_file" },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    for (const wrong of [
      { name: "notes.txt", content: "milk" },
      { name: "photo.webp", content: png },
      { name: "fake.png", content: "not a png at all" },
      { name: "fake.gif", content: png },
      { name: "binary.csv", content: fixture("binary.csv") },
    ]) {
      const answer = await upload(harness, token, wrong, "campaign", "/uploader/s3upload/public");
      expect(answer.statusCode, wrong.name).toBe(415);
      expect(answer.json()).toEqual({ status: false, message: "File Type not allowed" });
    }
    const bigImage = await upload(
      harness,
      token,
      { name: "big.gif", content: Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(10 * 1024 * 1024)]) },
      "campaign",
      "/uploader/s3upload/public",
    );
    expect(bigImage.statusCode).toBe(413);
    expect(bigImage.json().message).toBe("Maximum file size limit of 10MB exceeded.");

    const anonymous = await upload(
      harness,
      "",
      { name: "a.png", content: png },
      "campaign",
      "/uploader/s3upload/public",
    );
    expect(anonymous.statusCode).toBe(401);
    // Only public names are served: not a guessed one, not a private file, not a path.
    const privateFile = await upload(harness, token, { name: "private.csv", content: fixture("blast.csv") });
    const privateName = String(privateFile.json().data.filelink).split("/")[1];
    for (const url of [
      "/uploader/public/00000000-0000-4000-8000-000000000000.png",
      `/uploader/public/${privateName}`,
      "/uploader/public/..%2F..%2Fsecrets.csv",
    ]) {
      const answer = await harness.app.inject({ method: "GET", url });
      expect(answer.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, url).toBeLessThan(500);
      expect(answer.json()).toMatchObject({ status: false });
    }
  });

  it("writes rows in COPY's text format that PostgreSQL reads back as they were", async () => {
    const rows = [
      [1, 'tab\there, new\nline, CR\r, back\\slash \\N and "quotes"', '{"note":"a\\tb \\\\ c"}'],
      [2, null, "{}"],
      [3, "\\N", '{"name":"Ñiño 😀"}'],
    ] as const;
    const { db, driver } = harness.database;
    await db.execute(sql`create table copy_check (id integer, note text, fields jsonb)`);
    const columns = [
      { name: "id", type: "integer" },
      { name: "note", type: "text" },
      { name: "fields", type: "jsonb" },
    ] as const;
    // COPY itself: FROM STDIN on PostgreSQL, from a blob on PGlite.
    await db.transaction((tx) =>
      loadRows(tx, driver === "postgres" ? "postgres" : "pglite-folder", "copy_check", columns, rows),
    );
    const back = (await db.execute(sql`select id, note, fields from copy_check order by id`)) as unknown as {
      rows: { id: number; note: string | null; fields: unknown }[];
    };
    expect(back.rows).toEqual(
      rows.map(([id, note, fields]) => ({ id, note, fields: JSON.parse(fields) as unknown })),
    );
    await db.execute(sql`drop table copy_check`);
  });

  it("keeps a contact's other columns as its fields, whatever characters they hold", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const lines = [
      "mobile,first_name,City,note",
      '09171234567,Ana,Quezon City,"She said ""hi"" \\ left\ttab"',
      "09181234567,Ben,Makati,Ñiño 😀",
    ];
    const { done } = await uploadAndRead(
      harness,
      token,
      { name: "fields.csv", content: `${lines.join("\n")}\n` },
      { purpose: "contacts", group_name: "Fields" },
    );
    const file = await done();
    expect(file).toMatchObject({ status: "Completed", validContacts: 2 });
    const stored = await harness.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.groupId, file.groupId!));
    expect(stored.map(({ firstName, fields }) => ({ firstName, fields }))).toEqual([
      { firstName: "Ana", fields: { city: "Quezon City", note: 'She said "hi" \\ left\ttab' } },
      { firstName: "Ben", fields: { city: "Makati", note: "Ñiño 😀" } },
    ]);
  });
});
