import { formatAmount } from "@sendline/core";
import { ApiError } from "../../../lib/api-client";

/** A server timestamp as the admin screens show it. */
export const adminDate = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

export const money = (currency: string, amount: number) => `${currency} ${formatAmount(amount)}`;

/** The server's field errors of a failed change, and its message when it names no field. */
export function failureOf(error: unknown): { fields: Record<string, string | undefined>; message?: string } {
  if (!error) return { fields: {} };
  const body = error instanceof ApiError ? (error.body as { errors?: Record<string, string[]> }) : null;
  if (body?.errors) {
    return { fields: Object.fromEntries(Object.entries(body.errors).map(([key, list]) => [key, list[0]])) };
  }
  return { fields: {}, message: error instanceof Error ? error.message : "The change failed. Try again." };
}

/** Native select styling shared by the admin screens. */
export const SELECT_CLASS =
  "h-9 rounded-md border border-input bg-background px-2 text-sm text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** Each field's first problem from a failed parse of core's schema, as the server words it. */
export function firstIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const first: Record<string, string> = {};
  for (const issue of issues) first[String(issue.path[0])] ??= issue.message;
  return first;
}
