import { z } from "zod/mini";
import { passwordIssues } from "../password/password-issues";
import { normalizePin, PIN_LENGTH } from "../validation/is-valid-pin";

/** A database id; the API sends numbers or numeric strings. */
export const idSchema = z.coerce.number().check(z.int(), z.nonnegative());

/** A count or amount; numeric strings are accepted. */
export const numberSchema = z.coerce.number();

/** A server date as sent (`2024-05-01 13:45:00`); read it with `parseServerDate`. */
export const dateTextSchema = z.string();

const TRUE_VALUES = new Set<unknown>([true, 1, "1", "true"]);

/** A yes/no flag the API sends as a boolean, 0/1 or "0"/"1"; read as a boolean. */
export const flagSchema = z.pipe(
  z.union([z.boolean(), z.number(), z.string()]),
  z.transform((value) => TRUE_VALUES.has(value)),
);

/** A trimmed email address. */
export const emailSchema = z.pipe(z.string().check(z.trim()), z.email());

/** A PIN: whitespace removed, then exactly 6 characters (SPEC §5). */
export const pinSchema = z.pipe(
  z.pipe(z.string(), z.transform(normalizePin)),
  z.string().check(z.length(PIN_LENGTH, `Enter the ${PIN_LENGTH}-character code.`)),
);

/** A new password meeting SPEC §5's rule; each unmet part is one issue. */
export const newPasswordSchema = z.string().check(
  z.superRefine((password, context) => {
    for (const issue of passwordIssues(password)) context.addIssue({ code: "custom", message: issue });
  }),
);
