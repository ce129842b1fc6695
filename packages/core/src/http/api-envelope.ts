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

/** A success answer: `{status: true, data}`, with a message only when one is given. */
export function successEnvelope<T>(data: T, message?: string): { status: true; message?: string; data: T } {
  return message === undefined ? { status: true, data } : { status: true, message, data };
}

/** A failure answer: `{status: false, message, errors?}` (SPEC §8), `errors` only when there are some. */
export function failureEnvelope(
  message: string,
  errors?: ApiErrors,
): { status: false; message: string; errors?: ApiErrors } {
  return errors === undefined ? { status: false, message } : { status: false, message, errors };
}
