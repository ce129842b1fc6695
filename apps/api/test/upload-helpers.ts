import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { uploadedFiles } from "../src/db/schema";
import type { Harness } from "./harness";

/** A multipart body as a browser sends it: the fields first, then the file under `file`. */
export function multipart(fields: Record<string, string>, file: { name: string; content: Buffer | string }) {
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

/** Sends a file to the uploader as the console does. */
export async function upload(
  harness: Harness,
  token: string,
  file: { name: string; content: Buffer | string },
  purpose = "contacts",
  path = "/uploader/s3upload",
) {
  const body = multipart({ purpose }, file);
  return harness.app.inject({
    method: "POST",
    url: path,
    headers: { token, ...body.headers },
    payload: body.payload,
  });
}

/** Waits for an upload's read to end; answers the file's record. */
export async function settled(harness: Harness, id: number) {
  for (let tries = 0; tries < 400; tries += 1) {
    const [file] = await harness.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id));
    if (file && file.status !== "Validating") return file;
    await new Promise((done) => setTimeout(done, 25));
  }
  throw new Error("The upload never finished");
}

/** Uploads, saves the media record and triggers the read; answers the file once it is read. */
export async function uploadAndRead(
  harness: Harness,
  token: string,
  file: { name: string; content: Buffer | string },
  record: Record<string, unknown>,
  triggerQuery = "",
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
    url: `/uploader/trigger/${id}${triggerQuery}`,
    headers: { token },
  });
  expect(triggered.json()).toMatchObject({ status: true, data: { id, status: "Validating" } });
  return { id, done: () => settled(harness, id) };
}
