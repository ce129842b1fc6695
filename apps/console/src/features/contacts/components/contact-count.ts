/** "1 contact", "1,200 contacts". */
export const contactCount = (count: number) =>
  `${count.toLocaleString()} ${count === 1 ? "contact" : "contacts"}`;

/** A date the API sends, as the screens show it: "Mar 14, 2026". */
export const shortDate = (value: string) =>
  new Date(value).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
