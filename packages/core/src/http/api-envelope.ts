/** Server field errors: a field name (indexed as `name.0`) to one message or several. */
export type ApiErrors = Record<string, string | string[]>;

/** The answer envelope of every call (SPEC §7, §8): `status` false means failure even on HTTP 200. */
export type ApiEnvelope<T = unknown> = {
  status: boolean;
  message?: string;
  data?: T;
  errors?: ApiErrors;
};

/** Whether a parsed body has the envelope's shape (a boolean `status`). */
export function isApiEnvelope(body: unknown): body is ApiEnvelope {
  return (
    typeof body === "object" && body !== null && typeof (body as { status?: unknown }).status === "boolean"
  );
}
