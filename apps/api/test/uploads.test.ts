import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";
import { count, eq } from "drizzle-orm";
import { io as connect } from "socket.io-client";
import { describe, expect, it } from "vitest";
import { accounts, blastRows, contactGroups, contacts, uploadedFiles } from "../src/db/schema";
import { sessionFor, useServer, type Harness } from "./harness";

const fixture = (name: string) => readFileSync(new URL(`fixtures/uploads/${name}`, import.meta.url));

/** A multipart body as a browser sends it: the fields first, then the file under `file`. */
function multipart(fields: Record<string, string>, file: { name: string; content: Buffer | string }) {
  const boundary = `----sendline${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(file.content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(
  harness: Harness,
  token: string,
  file: { name: string; content: Buffer | string },
  purpose = "contacts",
) {
  const body = multipart({ purpose }, file);
  return harness.app.inject({
    method: "POST",
    url: "/uploader/s3upload",
    headers: { token, ...body.headers },
    payload: body.payload,
  });
}

/** Uploads, saves the media record and triggers the read; answers the file once it is read. */
async function uploadAndRead(
  harness: Harness,
  token: string,
  file: { name: string; content: Buffer | string },
  record: Record<string, unknown>,
) {
  const stored = await upload(harness, token, file, String(record.purpose));
  expect(stored.statusCode, stored.body).toBe(200);
  const saved = await harness.app.inject({
    method: "POST",
    url: "/ajax/media/upload_file",
    headers: { token },
    payload: { ...stored.json().data, ...record },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const id = saved.json().data.id as number;
  const triggered = await harness.app.inject({
    method: "GET",
    url: `/uploader/trigger/${id}`,
    headers: { token },
  });
  expect(triggered.json()).toMatchObject({ status: true, data: { id, status: "Validating" } });
  return { id, done: () => settled(harness, id) };
}

async function settled(harness: Harness, id: number) {
  for (let tries = 0; tries < 400; tries += 1) {
    const [file] = await harness.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
    if (file && file.status !== "Validating") return file;
    await new Promise((done) => setTimeout(done, 25));
  }
  throw new Error("The upload never finished");
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
      "5,Not a valid mobile number for the account's country.,not a number,Cy",
      "",
    ]);
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
    expect(await refused.done()).toMatchObject({ status: "Error", error: "File Type not allowed" });
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
      status: "Error",
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
    if (!harness.app.server.listening) await harness.app.listen({ port: 0, host: "127.0.0.1" });
    const socket = connect(`http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`, {
      auth: { token },
      transports: ["websocket"],
      reconnection: false,
    });
    await new Promise<void>((done) => socket.once("connect", () => done()));
    // Another account's socket, connected while the database is free (the job will hold it).
    const trialSocket = connect(`http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`, {
      auth: { token: await sessionFor(harness, "trial@trial.test") },
      transports: ["websocket"],
      reconnection: false,
    });
    await new Promise<void>((resolve) => trialSocket.once("connect", () => resolve()));
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
});
