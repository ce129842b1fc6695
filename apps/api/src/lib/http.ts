import { API_MESSAGES, failureEnvelope, successEnvelope } from "@sendline/core";

/** Field name (indexed fields as `name.0`) to its messages; `_` holds errors not tied to a field. */
export type FieldErrors = Record<string, string[]>;

/** A failure answered with the `{status: false, message, errors?}` envelope and an HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = "HttpError";
  }

  get body() {
    return failureEnvelope(this.message, this.errors);
  }
}

export const VALIDATION_ERROR = API_MESSAGES.validationError;

export function validationError(errors: FieldErrors): HttpError {
  return new HttpError(422, VALIDATION_ERROR, errors);
}

/** A validation issue's path as the field name the console maps (`carousel.0.title`); `_` for the whole value. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.length > 0 ? path.map(String).join(".") : "_";
}

/** Issues (zod's, or any with a path and message) grouped by field. */
export function toFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) (errors[fieldName(issue.path)] ??= []).push(issue.message);
  return errors;
}

export const ok = successEnvelope;

/** PostgreSQL's unique_violation, as the driver raises it or as drizzle wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
