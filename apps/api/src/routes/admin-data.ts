import { asc, ilike } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ACCESS_DENIED, authenticate, currentAuth } from "../auth/session";
import type { AppContext } from "../context";
import { accounts } from "../db/schema";
import { HttpError, ok, parse } from "../lib/http";

const accountSearchSchema = z.object({
  q: z.string().trim().max(100).optional(),
  resource: z.string().optional(),
});

/** Provider-side data for non-account staff (SPEC §6, §7 "Admin data"). */
export function adminDataRoutes(app: FastifyInstance, context: AppContext): void {
  const staffOnly = {
    preHandler: [
      authenticate(context),
      async (request: Parameters<ReturnType<typeof authenticate>>[0]) => {
        if (!currentAuth(request).role.isNonAccount) throw new HttpError(403, ACCESS_DENIED);
      },
    ],
  };

  /** The accounts a staff user can enter, searchable by name (`q`). */
  app.get("/admin/data/accounts", staffOnly, async (request) => {
    const { q } = parse(accountSearchSchema, request.query);
    const rows = await context.db
      .select({ id: accounts.id, name: accounts.name, is_trial: accounts.isTrial })
      .from(accounts)
      .where(q ? ilike(accounts.name, `%${q.replace(/[%_\\]/g, "\\$&")}%`) : undefined)
      .orderBy(asc(accounts.name))
      .limit(100);
    return ok(rows.map((row) => ({ ...row, is_trial: row.is_trial ? 1 : 0 })));
  });
}
