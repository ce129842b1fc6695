/** A date and time the API sends, as the credentials screens show it: "Mar 14, 2026, 9:05 AM". */
export const dateTime = (value: string | null) =>
  value === null
    ? "Never"
    : new Date(value).toLocaleString(undefined, {
        year: "numeric",
        month: "short",
        day: "numeric",
        hour: "numeric",
        minute: "2-digit",
      });
