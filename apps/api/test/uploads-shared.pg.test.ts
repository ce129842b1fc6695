import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { UPLOAD_ERROR_TEXTS } from "@sendline/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, dropTestDatabase } from "./harness";
import { call, signIn, startServer, stopServersAfterAll, waitFor, type ServerProcess } from "./processes";
import { multipart } from "./upload-helpers";

stopServersAfterAll();

const CONTACTS = "mobile,first_name\n09171234567,Ana\n09181234567,Ben\n09171234567,Ana again\n";

/** Stores a CSV through one process's uploader and names it in a media record there. */
async function storeOn(server: ServerProcess, token: string, groupName: string): Promise<number> {
  const body = multipart({ purpose: "contacts" }, { name: "customers.csv", content: CONTACTS });
  const stored = (await (
    await fetch(`${server.url}/uploader/s3upload`, {
      method: "POST",
      headers: { token, ...body.headers },
      body: body.payload,
    })
  ).json()) as { status: boolean; data: { filelink: string; filename: string } };
  expect(stored.status).toBe(true);
  const saved = await call(server.url, "POST", "/ajax/media/upload_file", token, {
    ...stored.data,
    purpose: "contacts",
    group_name: groupName,
    replace_zero: true,
  });
  expect(saved.status).toBe(true);
  return saved.data.id;
}

/** Triggers the read on a process and waits for the file to leave "Validating". */
async function readOn(server: ServerProcess, token: string, id: number) {
  const triggered = await call(server.url, "GET", `/uploader/trigger/${id}`, token);
  expect(triggered).toMatchObject({ status: true, data: { status: "Validating" } });
  return waitFor(async () => {
    const files = (await call(server.url, "GET", "/ajax/media/uploaded_files", token)).data as unknown as {
      id: number;
      status: string;
      error: string | null;
      valid_contacts: number;
    }[];
    const file = files.find((candidate) => candidate.id === id);
    return file && file.status !== "Validating" ? file : undefined;
  }, 30_000);
}

/**
 * An upload stored by one API process and triggered on another: with the files in the database
 * (the default on PostgreSQL) any process reads it; with each process's own data folder, the
 * process that cannot find the file fails it with a reason instead of leaving it "Validating".
 */
describe("uploads shared by two API processes on one PostgreSQL", () => {
  let url: string;
  const folders: string[] = [];

  beforeAll(async () => {
    url = await createTestDatabase();
  });
  afterAll(async () => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    if (url) await dropTestDatabase(url);
  });

  const start = (environment: Record<string, string> = {}) => {
    const dataDir = mkdtempSync(join(tmpdir(), "sendline-uploads-"));
    folders.push(dataDir);
    return startServer({ DATABASE_URL: url, DATA_DIR: dataDir, ...environment });
  };

  it("reads on one process what another stored, from the database", async () => {
    const first = await start();
    const second = await start();
    const token = await signIn(first.url);
    const id = await storeOn(first, token, "Stored on the first");
    const file = await readOn(second, token, id);
    expect(file).toMatchObject({ status: "Completed", valid_contacts: 2, error: null });
  }, 240_000);

  it("fails, with a reason, a file a process cannot read from its own data folder", async () => {
    const first = await start({ UPLOAD_STORAGE: "disk" });
    const second = await start({ UPLOAD_STORAGE: "disk" });
    const token = await signIn(first.url);
    const id = await storeOn(first, token, "Stored on the first's disk");
    const file = await readOn(second, token, id);
    expect(file).toMatchObject({ status: "Error", error: UPLOAD_ERROR_TEXTS.fileNotReadable });
    expect(second.output()).toMatch(/upload|could not be read/i);
  }, 240_000);
});
