import { z } from "zod";
import { idSchema, numberSchema } from "./primitives";

/** An item whose route is chosen (SPEC §3 "Route selection item"); the id field may be named otherwise. */
export const routeSelectionItemSchema = z.looseObject({
  routing_id: idSchema.nullish(),
  route_code: z.string().nullish(),
  account_route_code: z.string().nullish(),
  cost: numberSchema.nullish(),
  route_currency_code: z.string().nullish(),
});
export type RouteSelectionItem = z.infer<typeof routeSelectionItemSchema>;

/** A route dropdown option: code, cost, currency, and routing_id or id. */
export const routeOptionSchema = z
  .object({
    code: z.string(),
    cost: numberSchema,
    currency_code: z.string(),
    routing_id: idSchema.optional(),
    id: idSchema.optional(),
  })
  .refine(
    (option) => option.routing_id !== undefined || option.id !== undefined,
    "A route option needs routing_id or id.",
  );
export type RouteOption = z.infer<typeof routeOptionSchema>;
