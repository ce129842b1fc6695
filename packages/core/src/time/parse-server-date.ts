/**
 * Reads a date the API sends (`"2024-05-01 13:45:00"`, ISO text or epoch milliseconds) as a
 * Date; a space-separated date and time without an offset is read on the local clock. Empty,
 * null and unreadable values give null.
 */
export function parseServerDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const date =
    typeof value === "number" ? new Date(value) : new Date(value.trim().replace(/^(\S+) (\S)/, "$1T$2"));
  return Number.isNaN(date.getTime()) ? null : date;
}
