/** A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
export const csvField = (value: unknown): string => {
  const text = value === null || value === undefined ? "" : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A CSV line of `values`, ended with CRLF. */
export const csvLine = (values: readonly unknown[]): string => `${values.map(csvField).join(",")}\r\n`;
