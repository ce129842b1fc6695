import { z } from "zod/mini";
import { idSchema, numberSchema } from "./primitives";

/** An item whose route is chosen (SPEC §3 "Route selection item"); the id field may be named otherwise. */
export const routeSelectionItemSchema = z.looseObject({
  routing_id: z.nullish(idSchema),
  route_code: z.nullish(z.string()),
  account_route_code: z.nullish(z.string()),
  cost: z.nullish(numberSchema),
  route_currency_code: z.nullish(z.string()),
});
export type RouteSelectionItem = z.infer<typeof routeSelectionItemSchema>;

/** A route dropdown option: code, cost, currency, and routing_id or id. */
export const routeOptionSchema = z
  .object({
    code: z.string(),
    cost: numberSchema,
    currency_code: z.string(),
    routing_id: z.optional(idSchema),
    id: z.optional(idSchema),
  })
  .check(
    z.refine(
      (option) => option.routing_id !== undefined || option.id !== undefined,
      "A route option needs routing_id or id.",
    ),
  );
export type RouteOption = z.infer<typeof routeOptionSchema>;
