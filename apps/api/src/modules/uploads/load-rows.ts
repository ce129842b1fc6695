import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
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

/** Rows in COPY's text format, a line each. */
export function copyText(rows: readonly LoadValues[]): string {
  let text = "";
  for (const row of rows) text += `${row.map(copyValue).join("\t")}\n`;
  return text;
}

/**
 * Loads a batch of rows into `table` inside the transaction `tx`, in one statement. On PostgreSQL
 * by `COPY FROM STDIN` on the transaction's own connection, which skips parsing and planning an
 * INSERT of thousands of rows. On PGlite by one INSERT from `unnest` of a text array a column:
 * PGlite's COPY extends the table in bulk, which its in-memory file system pays for by copying
 * the whole file each time, twice as slow as the INSERT in memory and no faster in a data folder.
 */
export async function loadRows(
  tx: Db,
  driver: "pglite" | "postgres",
  table: string,
  columns: readonly LoadColumn[],
  rows: readonly LoadValues[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map((column) => `"${column.name}"`).join(", ");
  if (driver === "postgres") {
    // Drizzle keeps the transaction's connection on its session; COPY needs it, not the pool.
    const client = (tx as unknown as { session?: { client?: PoolClient } }).session?.client;
    if (!client) throw new Error("COPY needs the transaction's connection");
    const copy = client.query(copyFrom(`COPY "${table}" (${names}) FROM STDIN`));
    await pipeline(Readable.from([Buffer.from(copyText(rows))]), copy);
    return;
  }
  const arrays = columns.map((_, index) => sql`${pgArray(rows.map((row) => row[index] ?? null))}::text[]`);
  const casts = columns.map((column, index) => `c${index}::${column.type}`).join(", ");
  const aliases = columns.map((_, index) => `c${index}`).join(", ");
  await tx.execute(
    sql`insert into ${sql.raw(`"${table}" (${names})`)} select ${sql.raw(casts)} from unnest(${sql.join(arrays, sql`, `)}) as t(${sql.raw(aliases)})`,
  );
}
