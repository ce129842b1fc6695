/**
 * Upload benchmark: a generated contacts CSV of ROWS rows (default 300,000, about 30 MB) sent to the
 * API over loopback HTTP as the console sends it (multipart) as a campaign's recipients, saved as a
 * media record, then read, validated and stored as contacts of a new group, on an in-memory PGlite. Beside it, the bare parse
 * of the same file by csv-parse alone. Prints each stage's time, rows per second, the ratio to the
 * bare parse, and the process's peak memory growth (RSS sampled every 20 ms).
 *
 *   pnpm --filter @sendline/api bench:uploads
 *   ROWS=100000 pnpm --filter @sendline/api bench:uploads
 */
import { createReadStream, createWriteStream, mkdtempSync, openAsBlob, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { once } from "node:events";
import { parse } from "csv-parse";
import { eq } from "drizzle-orm";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { openDatabase } from "../src/db/database";
import { sessions, uploadedFiles, users } from "../src/db/schema";
import { seed } from "../src/db/seed";
import { hashToken, newToken } from "../src/lib/tokens";

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

const database = await openDatabase({ kind: "memory" });
await database.migrate();
await seed(database.db, { hash: async () => "unused" });
const app = await buildApp(
  loadConfig({
    NODE_ENV: "test",
    CONSOLE_DIST: "/nonexistent",
    DATA_DIR: folder,
    ENGINE_INTERVAL_MS: "60000",
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

// The bare parse: csv-parse alone over the same file.
let started = performance.now();
let records = 0;
for await (const _record of createReadStream(csvPath).pipe(parse({ bom: true, skip_empty_lines: true }))) {
  records += 1;
}
const bareMs = performance.now() - started;

globalThis.gc?.();
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);

started = performance.now();
const form = new FormData();
// As campaign recipients (30 MB allowed; a file saved to contacts is held to 10 MB).
form.append("purpose", "campaign");
form.append("file", await openAsBlob(csvPath, { type: "text/csv" }), "contacts.csv");
const stored = (await (
  await fetch(`${base}/uploader/s3upload`, { method: "POST", headers: { token }, body: form })
).json()) as {
  data: { filelink: string; filename: string };
};
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
clearInterval(sampler);

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
console.log(`file: ${mb(size)} MB, ${ROWS.toLocaleString("en-US")} rows (${records - 1} parsed)`);
console.log(
  `bare parse (csv-parse alone): ${(bareMs / 1000).toFixed(2)} s, ${Math.round((records / bareMs) * 1000).toLocaleString("en-US")} rows/s`,
);
console.log(
  `upload ${(uploadMs / 1000).toFixed(2)} s + read, validate and store ${(readMs / 1000).toFixed(2)} s = ${(totalMs / 1000).toFixed(2)} s end to end, ` +
    `${Math.round((ROWS / totalMs) * 1000).toLocaleString("en-US")} rows/s, ${(totalMs / bareMs).toFixed(1)}x the bare parse`,
);
console.log(
  `result: ${file?.status}, valid ${file?.validContacts}, invalid ${file?.invalidRows}, duplicates ${file?.duplicates}`,
);
console.log(`peak memory growth (RSS): ${mb(peak - baseline)} MB`);
await app.close();
await database.close();
rmSync(folder, { recursive: true, force: true });
