import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/**
 * Whether a spreadsheet would read `text` as a formula (CSV injection): it starts with `=`, `@`, a
 * tab or a carriage return, or with `+` or `-` followed by more than a number. Phone numbers such as
 * `+639171234567` and negative amounts stay as they are.
 */
const readsAsFormula = (text: string): boolean =>
  /^[=@\t\r]/.test(text) || (/^[+-]/.test(text) && !/^[+-][\d\s().,-]*$/.test(text));

/**
 * A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180); a text a spreadsheet
 * would run as a formula is prefixed with `'` so it opens as text (OWASP CSV injection).
 */
export const csvField = (value: unknown): string => {
  const raw = value === null || value === undefined ? "" : String(value);
  const text = typeof value === "string" && readsAsFormula(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A CSV line of `values`, ended with CRLF. */
export const csvLine = (values: readonly unknown[]): string => `${values.map(csvField).join(",")}\r\n`;

/** Rows a CSV download reads a page. */
export const CSV_PAGE_ROWS = 500;

/**
 * The lines of a CSV file read page by page with keyset paging on the rows' ids: no transaction
 * is held open while the browser reads (PGlite has a single connection), and only one page is in
 * memory at a time, whatever the file's size. `page` answers up to CSV_PAGE_ROWS rows after an id.
 */
export async function* csvPages<Row extends { id: number }>(
  header: readonly string[],
  page: (afterId: number) => Promise<Row[]>,
  line: (row: Row) => readonly unknown[],
): AsyncGenerator<string> {
  yield csvLine(header);
  for (let after = 0; ;) {
    const rows = await page(after);
    if (rows.length > 0) yield rows.map((row) => csvLine(line(row))).join("");
    if (rows.length < CSV_PAGE_ROWS) return;
    after = rows.at(-1)!.id;
  }
}

/** Sends CSV lines as a file download, streamed as they are made. */
export function sendCsv(reply: FastifyReply, filename: string, lines: AsyncIterable<string>) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .send(Readable.from(lines));
}
