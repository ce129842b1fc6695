import { getTableColumns, sql, type InferSelectModel, type SQL, type Table } from "drizzle-orm";

/**
 * A table's whole row read as one JSON value (`row_to_json`) and decoded by the table's own
 * columns, so it comes back exactly as `select()` of the table would give it.
 *
 * For wide rows read often (a page of campaigns, about seventy columns): each driver decodes a
 * result value by value, and on PGlite that per-value cost, not the query, is most of a page's
 * time; one JSON value a row is parsed at once.
 *
 *   db.select({ campaign: wholeRow(campaigns) }).from(campaigns)
 */
export function wholeRow<T extends Table>(table: T): SQL<InferSelectModel<T>> {
  const columns = Object.entries(getTableColumns(table));
  return sql<InferSelectModel<T>>`row_to_json(${table})`.mapWith((value: unknown) => {
    // Both drivers parse `json` already; a string is parsed here, should one not.
    const json = (typeof value === "string" ? JSON.parse(value) : value) as Record<string, unknown>;
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const raw = json[column.name];
      row[key] = raw === null || raw === undefined ? null : column.mapFromDriverValue(raw);
    }
    return row as InferSelectModel<T>;
  });
}
