import { z } from "zod/mini";
import { SORT_DIRECTIONS } from "../lists/list-defaults";
import { flagSchema, numberSchema } from "./primitives";

/** A page of a list (SPEC §3 "List response", §7 "Generic list convention") around a row schema. */
export function listResponseSchema<T extends z.core.$ZodType>(row: T) {
  return z.object({
    data: z.array(row),
    page: numberSchema,
    current_page: numberSchema,
    page_size: numberSchema,
    total_pages: numberSchema,
    has_next: flagSchema,
    has_previous: flagSchema,
    next_page: z.nullable(numberSchema),
    previous_page: z.nullable(numberSchema),
    keyword: z.nullish(z.string()),
    sort_column: z.nullish(z.string()),
    sort_direction: z.nullish(z.enum(SORT_DIRECTIONS)),
  });
}
export type ListResponse<T> = Omit<z.infer<ReturnType<typeof listResponseSchema>>, "data"> & { data: T[] };
