import { z } from "zod";
import { SORT_DIRECTIONS } from "../lists/list-defaults";
import { flagSchema, numberSchema } from "./primitives";

/** A page of a list (SPEC §3 "List response", §7 "Generic list convention") around a row schema. */
export function listResponseSchema<T extends z.ZodType>(row: T) {
  return z.object({
    data: z.array(row),
    page: numberSchema,
    current_page: numberSchema,
    page_size: numberSchema,
    total_pages: numberSchema,
    has_next: flagSchema,
    has_previous: flagSchema,
    next_page: numberSchema.nullable(),
    previous_page: numberSchema.nullable(),
    keyword: z.string().nullish(),
    sort_column: z.string().nullish(),
    sort_direction: z.enum(SORT_DIRECTIONS).nullish(),
  });
}
export type ListResponse<T> = Omit<z.infer<ReturnType<typeof listResponseSchema>>, "data"> & { data: T[] };
