/**
 * Upload benchmark: a generated contacts CSV of ROWS rows (default 300,000, about 30 MB) sent to the
 * API over loopback HTTP as the console sends it (multipart) as a campaign's recipients, saved as a
 * media record, then read, validated and stored as contacts of a new group. Stages beside it, on
 * the same file: the bare parse by csv-parse alone, the reader alone (validation, no storage), and
 * storage alone (COPY of the reader's rows in one transaction, rolled back), with and without the
 * check of each contact's group (the statement triggers of `contacts`). Prints which database it ran on, each stage's time and rows per
 * second, end to end against the bare parse, and the process's peak memory growth over the end to
 * end run (RSS sampled every 20 ms).
 *
 *   pnpm --filter @sendline/api bench:uploads                  # PGlite in a data folder
 *   PGLITE=memory pnpm --filter @sendline/api bench:uploads    # PGlite in memory, as the tests
 *   DATABASE=postgres pnpm --filter @sendline/api bench:uploads  # an embedded PostgreSQL
 *   DATABASE_URL=postgres://… pnpm --filter @sendline/api bench:uploads
 *   ROWS=100000 pnpm --filter @sendline/api bench:uploads
 *   UPLOAD_STORAGE=disk DATABASE=postgres pnpm --filter @sendline/api bench:uploads   # files on disk
 *
 * On PostgreSQL it seeds the demo data if missing and removes what it stored when done.
 */
import { createReadStream, createWriteStream, mkdtempSync, openAsBlob, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execFile } from "node:child_process";
import { once } from "node:events";
import { promisify } from "node:util";
import { parse } from "csv-parse";
import { TransactionRollbackError, count, eq, sql } from "drizzle-orm";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { openDatabase } from "../src/db/database";
import { accounts, contactGroups, contacts, sessions, uploadedFiles, users } from "../src/db/schema";
import { seed } from "../src/db/seed";
import { hashToken, newToken } from "../src/lib/tokens";
import { CONTACT_COLUMNS, contactValues } from "../src/modules/uploads/job";
import { loadRows, loadTarget } from "../src/modules/uploads/load-rows";
import { readUploadFile } from "../src/modules/uploads/read-upload-file";
import { startTestPostgres } from "../test/postgres/server";
import { wantsPostgres } from "./setup";
import type { UploadRow } from "@sendline/core";

const run = promisify(execFile);
const ROWS = Number(process.env.ROWS ?? 300_000);
const folder = mkdtempSync(join(tmpdir(), "sendline-bench-uploads-"));
const csvPath = join(folder, "contacts.csv");

// A contacts file as accounts send them: a mobile, names, an email and two custom fields, with a
// few invalid numbers and duplicates along the way.
const out = createWriteStream(csvPath);
out.write("mobile,first_name,last_name,email,city,plan\n");
for (let n = 0; n < ROWS; n += 1) {
  const mobile =
    n % 97 === 0
      ? "12345"
      : n % 89 === 0
        ? `0917${String(n - 1).padStart(7, "0")}`
        : `0917${String(n).padStart(7, "0")}`;
  const line = `${mobile},Firstname${n},"Lastname, ${n}",person${n}@example.test,Quezon City,Prepaid monthly\n`;
  if (!out.write(line)) await once(out, "drain");
}
out.end();
await once(out, "finish");
const size = (await openAsBlob(csvPath)).size;

// PostgreSQL when DATABASE_URL names one or DATABASE=postgres (an embedded server); otherwise PGlite
// in a data folder, as the server runs it (PGLITE=memory for the in-memory one the tests use).
const server = wantsPostgres() ? await startTestPostgres(process.env.DATABASE_URL) : null;
const databaseUrl = server?.url;
const database = await openDatabase(
  databaseUrl
    ? { kind: "postgres", url: databaseUrl }
    : process.env.PGLITE === "memory"
      ? { kind: "memory" }
      : { kind: "pglite", dataDir: join(folder, "pglite") },
);
await database.migrate();
const { rows: versionRows } = (await database.db.execute(sql`select version() as version`)) as unknown as {
  rows: { version: string }[];
};
const version = versionRows[0]?.version.split(" on ")[0] ?? "";
await seed(database.db, { hash: async () => "unused" });
const app = await buildApp(
  loadConfig({
    NODE_ENV: "test",
    CONSOLE_DIST: "/nonexistent",
    DATA_DIR: folder,
    ENGINE_INTERVAL_MS: "60000",
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    ...(process.env.UPLOAD_STORAGE && { UPLOAD_STORAGE: process.env.UPLOAD_STORAGE }),
  }),
  { database },
);
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
const [owner] = await database.db.select().from(users).where(eq(users.email, "owner@acme.test"));
const token = newToken();
await database.db
  .insert(sessions)
  .values({ userId: owner!.id, tokenHash: hashToken(token), createdAt: new Date(), lastSeenAt: new Date() });

const [acme] = await database.db.select().from(accounts).where(eq(accounts.code, "acme"));
const rules = {
  countryCode: acme!.countryCode,
  minLength: acme!.countryMinLength,
  maxLength: acme!.countryMaxLength,
  replaceZero: true,
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const rate = (rows: number, ms: number) => `${Math.round((rows / ms) * 1000).toLocaleString("en-US")} rows/s`;

// The bare parse: csv-parse alone over the same file.
let started = performance.now();
let records = 0;
for await (const _record of createReadStream(csvPath).pipe(parse({ bom: true, skip_empty_lines: true }))) {
  records += 1;
}
const bareMs = performance.now() - started;

globalThis.gc?.();
const baseline = process.memoryUsage();
const peak = { rss: 0, heapUsed: 0, external: 0 };
const sampler = setInterval(() => {
  const now = process.memoryUsage();
  peak.rss = Math.max(peak.rss, now.rss - baseline.rss);
  peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed - baseline.heapUsed);
  peak.external = Math.max(peak.external, now.external - baseline.external);
}, 20);

const cpuBefore = process.cpuUsage();
started = performance.now();
// The browser's part is played by another process, so the memory measured is the server's alone.
// The file goes as campaign recipients (30 MB allowed; a file saved to contacts is held to 10 MB).
const client = `
  const form = new FormData();
  form.append("purpose", "campaign");
  form.append("file", await (await import("node:fs")).openAsBlob(process.argv[1], { type: "text/csv" }), "contacts.csv");
  const answer = await fetch(process.argv[2], { method: "POST", headers: { token: process.argv[3] }, body: form });
  process.stdout.write(await answer.text());
`;
const { stdout } = await run(process.execPath, [
  "--input-type=module",
  "-e",
  client,
  csvPath,
  `${base}/uploader/s3upload`,
  token,
]);
const stored = JSON.parse(stdout) as { data: { filelink: string; filename: string } };
const uploadMs = performance.now() - started;
const saved = (await (
  await fetch(`${base}/ajax/media/upload_file`, {
    method: "POST",
    headers: { token, "content-type": "application/json" },
    body: JSON.stringify({ ...stored.data, purpose: "campaign", campaign_kind: "non_file" }),
  })
).json()) as { data: { id: number } };
const readStarted = performance.now();
await fetch(`${base}/uploader/trigger/${saved.data.id}`, { headers: { token } });
let file: typeof uploadedFiles.$inferSelect | undefined;
for (;;) {
  [file] = await database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, saved.data.id));
  if (file && file.status !== "Validating") break;
  await new Promise((done) => setTimeout(done, 20));
}
const readMs = performance.now() - readStarted;
const totalMs = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
clearInterval(sampler);

// The reader alone: parsing, validation and duplicates, the rows handed to no storage. Its valid
// rows are kept for the storage stage.
const batches: Extract<UploadRow, { kind: "contact" }>[][] = [];
started = performance.now();
const alone = await readUploadFile(createReadStream(csvPath), {
  rules,
  onRows: async () => {},
  onRejects: async () => {},
});
const readerMs = performance.now() - started;
await readUploadFile(createReadStream(csvPath), {
  rules,
  onRows: async (rows) => void batches.push(rows.flatMap((row) => (row.kind === "contact" ? [row] : []))),
  onRejects: async () => {},
});

// Storage alone: the same rows as the job loads them (COPY on PostgreSQL), in the reader's batches,
// in one transaction rolled back; then into a copy of the table without the group's check (a copy
// made `like contacts` has none of its triggers), to show what the check costs.
async function storeAlone(keys: "group" | "none"): Promise<number> {
  let took = 0;
  const table = keys === "group" ? "contacts" : "bench_contacts";
  await database.db
    .transaction(async (tx) => {
      if (table === "bench_contacts") {
        await tx.execute(sql`create table bench_contacts (like contacts including all)`);
      }
      const [group] = await tx
        .insert(contactGroups)
        .values({ accountId: acme!.id, name: "Benchmark", contactType: "sms" })
        .returning();
      const begun = performance.now();
      for (const people of batches) {
        await loadRows(
          tx,
          loadTarget(database.db, database.driver),
          table,
          CONTACT_COLUMNS,
          contactValues(acme!.id, group!.id, people),
        );
      }
      took = performance.now() - begun;
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return took;
}
const storeMs = await storeAlone("group");
const storeNoKeysMs = await storeAlone("none");
batches.length = 0;

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const where = databaseUrl
  ? `${version} at ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}`
  : `${version}, ${process.env.PGLITE === "memory" ? "in memory" : "in a data folder"}`;
console.log(`database: ${where}`);
console.log(`file: ${mb(size)} MB, ${ROWS.toLocaleString("en-US")} rows (${records - 1} parsed)`);
console.log(`bare parse (csv-parse alone): ${seconds(bareMs)}, ${rate(records, bareMs)}`);
console.log(
  `reader alone (no storage): ${seconds(readerMs)}, ${rate(ROWS, readerMs)}, ${(readerMs / bareMs).toFixed(1)}x the bare parse` +
    ` (${alone.ok ? `${alone.valid} valid` : alone.error})`,
);
console.log(
  `storage alone (the valid rows, ${loadTarget(database.db, database.driver) === "pglite-memory" ? "INSERT from unnest" : "COPY"}): ${seconds(storeMs)}; without the group's check ${seconds(storeNoKeysMs)}`,
);
console.log(
  `end to end: upload ${seconds(uploadMs)} + read, validate and store ${seconds(readMs)} = ${seconds(totalMs)}, ` +
    `${rate(ROWS, totalMs)}, ${(totalMs / bareMs).toFixed(1)}x the bare parse`,
);
const [{ stored: storedContacts } = { stored: 0 }] = file?.groupId
  ? await database.db.select({ stored: count() }).from(contacts).where(eq(contacts.groupId, file.groupId))
  : [];
console.log(
  `API process CPU over the end to end run: ${seconds((cpu.user + cpu.system) / 1000)}` +
    (databaseUrl ? " (PostgreSQL's own is not counted)" : " (PGlite's included)"),
);
console.log(
  `result: ${file?.status}, valid ${file?.validContacts}, invalid ${file?.invalidRows}, duplicates ${file?.duplicates}; ` +
    `${storedContacts} contacts stored${storedContacts === file?.validContacts ? "" : " (NOT the valid count)"}`,
);
console.log(
  `peak memory growth over the end to end run: RSS ${mb(peak.rss)} MB (JavaScript heap ${mb(peak.heapUsed)} MB, buffers ${mb(peak.external)} MB)`,
);

// Leave a shared database as it was.
if (file?.groupId) await database.db.delete(contactGroups).where(eq(contactGroups.id, file.groupId));
await database.db.delete(uploadedFiles).where(eq(uploadedFiles.id, saved.data.id));
await database.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
await app.close();
await database.close();
await server?.stop();
rmSync(folder, { recursive: true, force: true });
