import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import type { Transaction } from "@electric-sql/pglite";
import type { PoolClient } from "pg";
import { from as copyFrom } from "pg-copy-streams";
import type { Db } from "../../db/database";
import { pgArray } from "../../lib/pg-array";

/** A column rows are loaded into, with the type its text is cast to. */
export interface LoadColumn {
  name: string;
  type: "integer" | "text" | "jsonb";
}

/** One row's values, in its columns' order; jsonb values are JSON text. */
export type LoadValues = readonly (string | number | null)[];

const NEEDS_ESCAPE = /[\\\t\n\r]/;
const ESCAPES: Readonly<Record<string, string>> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

/** A value in COPY's text format: backslash, tab and line ends escaped, NULL as `\N`. */
export function copyValue(value: string | number | null): string {
  if (value === null) return "\\N";
  const text = String(value);
  return NEEDS_ESCAPE.test(text) ? text.replace(/[\\\t\n\r]/g, (char) => ESCAPES[char]!) : text;
}

/** Rows in COPY's text format, a line each, written in one pass without an array a row. */
export function copyText(rows: readonly LoadValues[]): string {
  let text = "";
  for (const row of rows) {
    for (let index = 0; index < row.length; index += 1) {
      const value = row[index] ?? null;
      text += `${index === 0 ? "" : "\t"}${typeof value === "number" ? value : copyValue(value)}`;
    }
    text += "\n";
  }
  return text;
}

/**
 * How rows are best loaded where they go: COPY on PostgreSQL and on PGlite in a data folder, an
 * INSERT from `unnest` on PGlite in memory, whose file system grows a file by copying it whole, so
 * COPY's growth of the table in bulk costs it twice the INSERT's time (1.5x less on a folder).
 */
export type LoadTarget = "postgres" | "pglite-folder" | "pglite-memory";

/** Where `db` (the server's database, not a transaction) loads rows to. */
export function loadTarget(db: Db, driver: "pglite" | "postgres"): LoadTarget {
  if (driver === "postgres") return "postgres";
  const dataDir = (db as unknown as { $client?: { dataDir?: string } }).$client?.dataDir;
  return dataDir && !dataDir.startsWith("memory://") ? "pglite-folder" : "pglite-memory";
}

/**
 * Loads a batch of rows into `table` inside the transaction `tx`, in one statement: COPY (`FROM
 * STDIN` on PostgreSQL's transaction connection, from a blob on PGlite), which skips parsing and
 * planning an INSERT of thousands of rows, or on PGlite in memory one INSERT from `unnest` of a
 * text array a column.
 */
export async function loadRows(
  tx: Db,
  target: LoadTarget,
  table: string,
  columns: readonly LoadColumn[],
  rows: readonly LoadValues[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map((column) => `"${column.name}"`).join(", ");
  const copy = `COPY "${table}" (${names})`;
  // Drizzle keeps the transaction's own connection on its session; COPY needs it, not the pool.
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  if (target === "postgres") {
    if (!client) throw new Error("COPY needs the transaction's connection");
    const stream = (client as PoolClient).query(copyFrom(`${copy} FROM STDIN`));
    await pipeline(Readable.from([Buffer.from(copyText(rows))]), stream);
    return;
  }
  if (target === "pglite-folder") {
    if (!client) throw new Error("COPY needs the transaction's connection");
    await (client as Transaction).query(`${copy} FROM '/dev/blob'`, [], { blob: new Blob([copyText(rows)]) });
    return;
  }
  const arrays = columns.map((_, index) => sql`${pgArray(rows.map((row) => row[index] ?? null))}::text[]`);
  const casts = columns.map((column, index) => `c${index}::${column.type}`).join(", ");
  const aliases = columns.map((_, index) => `c${index}`).join(", ");
  await tx.execute(
    sql`insert into ${sql.raw(`"${table}" (${names})`)} select ${sql.raw(casts)} from unnest(${sql.join(arrays, sql`, `)}) as t(${sql.raw(aliases)})`,
  );
}
