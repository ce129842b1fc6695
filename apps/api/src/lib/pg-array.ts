/**
 * A PostgreSQL array literal of text values (null for NULL), bound as one parameter and cast in
 * the query (`${pgArray(values)}::text[]`). Drizzle spreads a JavaScript array into one parameter
 * an item, and a batch of 5,000 rows a column would bind more parameters than storing costs.
 */
export function pgArray(values: readonly (string | number | null)[]): string {
  const items = values.map((value) =>
    value === null ? "NULL" : `"${String(value).replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`,
  );
  return `{${items.join(",")}}`;
}
