import { eq } from "drizzle-orm";
import { businessHoursBodySchema, successEnvelopeSchema } from "@sendline/core/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accounts } from "../../db/schema";
import { ok } from "../../lib/http";
import { authenticate, requestAccount } from "../../plugins/auth";
import { profileRoutes } from "./profile";
import { usersRoutes } from "./users";

const BUSINESS_HOURS_ROUTE = "/settings/business-hours";

/**
 * The account's business hours, `/ajax/settings/business_hours`. Reading them is open to every
 * user of the account, since the campaign composer tells them when a scheduled campaign will
 * really start; changing them needs access to the business-hours screen.
 */
const businessHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;
  app.addHook("onRequest", authenticate(context));
  const answer = { 200: successEnvelopeSchema(businessHoursBodySchema) };

  app.get("/business_hours", { schema: { response: answer } }, async (request) => {
    const account = await requestAccount(context, request);
    return ok({ business_hours: account.businessHours ?? null });
  });

  app.put(
    "/business_hours",
    { config: { access: BUSINESS_HOURS_ROUTE }, schema: { body: businessHoursBodySchema, response: answer } },
    async (request) => {
      const account = await requestAccount(context, request);
      const [saved] = await context.db
        .update(accounts)
        .set({ businessHours: request.body.business_hours })
        .where(eq(accounts.id, account.id))
        .returning({ businessHours: accounts.businessHours });
      return ok({ business_hours: saved?.businessHours ?? null }, "Business hours saved.");
    },
  );
};

/**
 * The settings module, `/ajax/settings`: the user's profile (with the mobile's verification and
 * two-factor), the account's time zone and business hours, and its users.
 */
export const settingsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(businessHoursRoutes);
  await app.register(profileRoutes);
  await app.register(usersRoutes);
};
