import type { z } from "zod";

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
}

export const VALIDATION_ERROR = "Validation Error";

export function validationError(errors: FieldErrors): HttpError {
  return new HttpError(422, VALIDATION_ERROR, errors);
}

export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "_";
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** Parses a request part with a zod schema; a mismatch becomes a 422 Validation Error. */
export function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw validationError(toFieldErrors(result.error));
  return result.data;
}

export function ok<T>(data: T, message?: string) {
  return message === undefined ? { status: true as const, data } : { status: true as const, message, data };
}
