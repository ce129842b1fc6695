import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import type { PoolClient } from "pg";
import { from as copyFrom } from "pg-copy-streams";
import type { Db } from "../../db/database";

const NEEDS_ESCAPE = /[\\\t\n\r]/;
const ESCAPES: Readonly<Record<string, string>> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

/** A value in COPY's text format: backslash, tab and line ends escaped, NULL as `\N`. */
export function copyValue(value: string | number | null): string {
  if (value === null) return "\\N";
  const text = String(value);
  return NEEDS_ESCAPE.test(text) ? text.replace(/[\\\t\n\r]/g, (char) => ESCAPES[char]!) : text;
}

/** One row in COPY's text format, ending its line. */
export function copyLine(values: readonly (string | number | null)[]): string {
  return `${values.map(copyValue).join("\t")}\n`;
}

/**
 * Loads rows given in COPY's text format into `table` inside the transaction `tx`, by COPY: a
 * blob on PGlite, `COPY FROM STDIN` on PostgreSQL. COPY skips parsing and planning an INSERT of
 * thousands of rows, which costs more than storing them.
 */
export async function copyRows(
  tx: Db,
  driver: "pglite" | "postgres",
  table: string,
  columns: readonly string[],
  text: string,
): Promise<void> {
  if (text === "") return;
  const statement = `COPY "${table}" (${columns.map((column) => `"${column}"`).join(", ")})`;
  // Drizzle keeps the transaction's own connection on its session; COPY needs it, not the pool.
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  if (!client) throw new Error("COPY needs the transaction's connection");
  if (driver === "pglite") {
    await (client as PGlite | Transaction).query(`${statement} FROM '/dev/blob'`, [], {
      blob: new Blob([text]),
    });
    return;
  }
  await pipeline(
    Readable.from([Buffer.from(text)]),
    (client as PoolClient).query(copyFrom(`${statement} FROM STDIN`)),
  );
}
