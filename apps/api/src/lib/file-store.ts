import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, link, mkdir, readdir, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { and, asc, eq, like, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { storedFileChunks, storedFiles } from "../db/schema";

/** A stored file as listed: its name (`{folder}/{file}`), size and when it was stored. */
export interface StoredFile {
  name: string;
  size: number;
  storedAt: Date;
}

/**
 * Where uploaded files live (CSV uploads, public images). Names are `{folder}/{file}` paths made by
 * the server, never by the caller. `disk` keeps them in the data folder, for one process on one
 * machine; `database` keeps them in PostgreSQL, where every API process reaches them.
 */
export interface FileStore {
  readonly kind: "disk" | "database";
  /** Stores what `content` gives under `name`; on failure nothing stays stored. Answers the bytes. */
  write(name: string, content: Readable): Promise<number>;
  /** The file's content, or null when there is no such file. */
  read(name: string): Promise<Readable | null>;
  stat(name: string): Promise<StoredFile | null>;
  /** The files directly in `folder`. */
  list(folder: string): Promise<StoredFile[]>;
  /** Stores `from` again under `to` (a public name for a private upload). */
  copy(from: string, to: string): Promise<void>;
  remove(name: string): Promise<void>;
}

/** The data folder's `uploads` folder, as the server has always kept it. */
export function diskFileStore(folder: string): FileStore {
  const path = (name: string) => join(folder, name);
  const statOf = async (name: string): Promise<StoredFile | null> => {
    const info = await stat(path(name)).catch(() => null);
    return info?.isFile() ? { name, size: info.size, storedAt: info.mtime } : null;
  };
  return {
    kind: "disk",
    async write(name, content) {
      await mkdir(dirname(path(name)), { recursive: true });
      let bytes = 0;
      content.on("data", (chunk: Buffer) => (bytes += chunk.length));
      try {
        await pipeline(content, createWriteStream(path(name)));
      } catch (error) {
        await rm(path(name), { force: true });
        throw error;
      }
      return bytes;
    },
    async read(name) {
      return (await statOf(name)) ? createReadStream(path(name)) : null;
    },
    stat: statOf,
    async list(folderName) {
      const names = await readdir(path(folderName)).catch(() => [] as string[]);
      const files = await Promise.all(names.map((name) => statOf(`${folderName}/${name}`)));
      return files.filter((file) => file !== null);
    },
    async copy(from, to) {
      await mkdir(dirname(path(to)), { recursive: true });
      // A second link to the same bytes; a file system without hard links gets a copy.
      await link(path(from), path(to)).catch(() => copyFile(path(from), path(to)));
    },
    async remove(name) {
      await rm(path(name), { force: true });
    },
  };
}

/** The size of a stored chunk: large enough for few rows, small enough to stream. */
const CHUNK_BYTES = 1024 * 1024;

/**
 * Files in PostgreSQL: the bytes in chunks of 1 MB (`stored_file_chunks`), written as they stream
 * in, then the file's row (`stored_files`), which makes it visible; reading streams the chunks one
 * at a time, so a 30 MB upload never sits whole in memory.
 */
export function databaseFileStore(db: Db, now: () => Date): FileStore {
  const statOf = async (name: string): Promise<StoredFile | null> => {
    const [file] = await db.select().from(storedFiles).where(eq(storedFiles.name, name));
    return file ? { name: file.name, size: file.size, storedAt: file.storedAt } : null;
  };
  const removeAll = (name: string) =>
    db.transaction(async (tx) => {
      await tx.delete(storedFiles).where(eq(storedFiles.name, name));
      await tx.delete(storedFileChunks).where(eq(storedFileChunks.name, name));
    });
  return {
    kind: "database",
    async write(name, content) {
      await removeAll(name);
      let bytes = 0;
      let seq = 0;
      let held: Buffer[] = [];
      let heldBytes = 0;
      const flush = async () => {
        if (heldBytes === 0) return;
        const data = Buffer.concat(held, heldBytes);
        held = [];
        heldBytes = 0;
        await db.insert(storedFileChunks).values({ name, seq: seq++, data });
      };
      try {
        for await (const chunk of content as AsyncIterable<Buffer>) {
          held.push(chunk);
          heldBytes += chunk.length;
          bytes += chunk.length;
          if (heldBytes >= CHUNK_BYTES) await flush();
        }
        await flush();
        await db.insert(storedFiles).values({ name, size: bytes, storedAt: now() });
      } catch (error) {
        await removeAll(name);
        throw error;
      }
      return bytes;
    },
    async read(name) {
      if (!(await statOf(name))) return null;
      async function* chunks() {
        for (let seq = 0; ; seq += 1) {
          const [chunk] = await db
            .select({ data: storedFileChunks.data })
            .from(storedFileChunks)
            .where(and(eq(storedFileChunks.name, name), eq(storedFileChunks.seq, seq)));
          if (!chunk) return;
          // node-postgres reads bytea as a Buffer, PGlite as a Uint8Array: the same bytes either way.
          yield Buffer.from(chunk.data.buffer, chunk.data.byteOffset, chunk.data.byteLength);
        }
      }
      return Readable.from(chunks(), { objectMode: false });
    },
    stat: statOf,
    async list(folder) {
      const rows = await db
        .select()
        .from(storedFiles)
        .where(
          and(
            like(storedFiles.name, `${folder.replace(/[\\%_]/g, "\\$&")}/%`),
            sql`position('/' in substr(${storedFiles.name}, ${folder.length + 2})) = 0`,
          ),
        )
        .orderBy(asc(storedFiles.name));
      return rows.map((file) => ({ name: file.name, size: file.size, storedAt: file.storedAt }));
    },
    async copy(from, to) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into stored_file_chunks (name, seq, data)
          select ${to}, seq, data from stored_file_chunks where name = ${from}`);
        await tx.execute(sql`
          insert into stored_files (name, size, stored_at)
          select ${to}, size, stored_at from stored_files where name = ${from}`);
      });
    },
    remove: removeAll,
  };
}
