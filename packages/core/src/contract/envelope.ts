import { z } from "zod/mini";

/** Field errors: a name (indexed as `name.0`) to one message or several. */
export const apiErrorsSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** The answer envelope `{status, message?, data?, errors?}` (SPEC §7, §8) around a data schema. */
export function apiEnvelopeSchema<T extends z.core.$ZodType>(data: T) {
  return z.object({
    status: z.boolean(),
    message: z.optional(z.string()),
    data: z.optional(data),
    errors: z.optional(apiErrorsSchema),
  });
}

/** A success answer around a data schema: what every route declares as its 200 response. */
export function successEnvelopeSchema<T extends z.core.$ZodType>(data: T) {
  return z.object({ status: z.literal(true), message: z.optional(z.string()), data });
}

/** A failure answer (SPEC §8): `{status: false, message, errors?}`. */
export const failureEnvelopeSchema = z.object({
  status: z.literal(false),
  message: z.string(),
  errors: z.optional(apiErrorsSchema),
});
