import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { accountRoutes, routes } from "../../db/schema";

/** One of the account's routes with its price per segment, or null (also for another account's). */
export async function routeOf(db: Db, accountId: number, accountRouteId: number | null) {
  if (accountRouteId === null) return null;
  const [row] = await db
    .select({ id: accountRoutes.id, cost: routes.costPerSegment, currency: routes.currencyCode })
    .from(accountRoutes)
    .innerJoin(routes, eq(routes.id, accountRoutes.routeId))
    .where(and(eq(accountRoutes.id, accountRouteId), eq(accountRoutes.accountId, accountId)));
  return row ?? null;
}

/** A campaign's route price per SMS segment (its route was checked when saved), or 0 without one. */
export async function costPerSegment(db: Db, accountRouteId: number | null): Promise<number> {
  if (accountRouteId === null) return 0;
  const [route] = await db
    .select({ cost: routes.costPerSegment })
    .from(accountRoutes)
    .innerJoin(routes, eq(routes.id, accountRoutes.routeId))
    .where(eq(accountRoutes.id, accountRouteId));
  return route?.cost ?? 0;
}
