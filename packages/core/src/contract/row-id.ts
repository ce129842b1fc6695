import { z } from "zod/mini";

/** The largest id a row can have: PostgreSQL's `serial` range. A larger number names no row. */
export const MAX_ROW_ID = 2_147_483_647;

const NOT_AN_ID = "This is not a valid id.";

/**
 * An id a request names, in a body, a query or a path: a whole number from 1 to `MAX_ROW_ID`
 * (numeric strings accepted). Anything else is refused before it reaches a query.
 */
export const rowIdSchema = z.coerce
  .number(NOT_AN_ID)
  .check(z.int(NOT_AN_ID), z.gte(1, NOT_AN_ID), z.lte(MAX_ROW_ID, NOT_AN_ID));

/** A path's `{id}`. */
export const rowIdParamsSchema = z.object({ id: rowIdSchema });
