import { asc, ilike } from "drizzle-orm";
import { successEnvelopeSchema } from "@sendline/core/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { accounts } from "../../db/schema";
import { ok } from "../../lib/http";
import { containsPattern } from "../../lib/list";
import { authenticate } from "../../plugins/auth";
import { adminAccountRoutes } from "./accounts";
import { auditLogRoutes } from "./audit";
import { adminCampaignRoutes } from "./campaigns";
import { adminCatalogRoutes } from "./catalog";
import { accountEntryRoutes } from "./entries";
import { routeConnectionRoutes } from "../connections/routes";
import { viberConnectionRoutes } from "../connections/viber";

export { staffEntriesModule } from "./entries";

const accountSearchSchema = z.object({
  q: z.string().trim().max(100).optional(),
  resource: z.string().optional(),
});

const staffAccountSchema = z.object({
  id: z.number(),
  name: z.string(),
  is_trial: z.union([z.literal(0), z.literal(1)]),
});

/**
 * Provider-side data and administration for non-account staff (SPEC §6, §7 "Admin data"),
 * `/admin/data`. Every change is written to the audit log in the same transaction.
 */
export const adminModule: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;
  app.addHook("onRequest", authenticate(context, { staff: true }));

  /** The accounts a staff user can enter, searchable by name (`q`). */
  app.get(
    "/accounts",
    {
      schema: {
        querystring: accountSearchSchema,
        response: { 200: successEnvelopeSchema(z.array(staffAccountSchema)) },
      },
    },
    async (request) => {
      const { q } = request.query;
      const rows = await context.db
        .select({ id: accounts.id, name: accounts.name, is_trial: accounts.isTrial })
        .from(accounts)
        .where(q ? ilike(accounts.name, containsPattern(q)) : undefined)
        .orderBy(asc(accounts.name))
        .limit(100);
      return ok(rows.map((row) => ({ ...row, is_trial: row.is_trial ? (1 as const) : (0 as const) })));
    },
  );

  await app.register(adminAccountRoutes, { prefix: "/accounts" });
  await app.register(auditLogRoutes, { prefix: "/audit_log" });
  await app.register(adminCampaignRoutes);
  await app.register(adminCatalogRoutes);
  await app.register(accountEntryRoutes);
  await app.register(routeConnectionRoutes);
  await app.register(viberConnectionRoutes(app.viberConnections));
};
