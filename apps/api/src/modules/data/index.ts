import { and, asc, eq } from "drizzle-orm";
import { CAMPAIGN_CHANNELS, CAMPAIGN_STATUSES, profileableFields } from "@sendline/core";
import { contactCustomFieldsSchema, successEnvelopeSchema } from "@sendline/core/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { accountRoutes, operators, routes, senderIds } from "../../db/schema";
import { ok } from "../../lib/http";
import { authenticate, requestAccount } from "../../plugins/auth";
import { groupSizes } from "../campaigns/recipients";
import { customFieldNames } from "../contacts/custom-fields";

const row = z.record(z.string(), z.unknown());
const rowsAnswer = { 200: successEnvelopeSchema(z.array(row)) };

/** Time zones the campaign schedule offers, as the runtime knows them. */
const TIMEZONES = Intl.supportedValuesOf("timeZone");

/**
 * Reference data (SPEC §7 "Admin data and reference data"), `/ajax/data/{name}`: account-scoped,
 * for any signed-in user of the account (staff: the entered account).
 */
export const dataModule: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;
  const { db } = context;
  app.addHook("onRequest", authenticate(context));

  const senders =
    (channel: (typeof CAMPAIGN_CHANNELS)[number]) =>
    async (request: Parameters<typeof requestAccount>[1]) => {
      const account = await requestAccount(context, request);
      const rows = await db
        .select({ id: senderIds.id, name: senderIds.name })
        .from(senderIds)
        .where(and(eq(senderIds.accountId, account.id), eq(senderIds.channel, channel)))
        .orderBy(asc(senderIds.name));
      return ok(rows.map((sender) => ({ id: sender.id, code: sender.name, name: sender.name })));
    };
  app.get("/senderids", { schema: { response: rowsAnswer } }, senders("sms"));
  app.get("/viber_senderids", { schema: { response: rowsAnswer } }, senders("viber"));
  app.get("/email_senderids", { schema: { response: rowsAnswer } }, senders("email"));

  const groups =
    (test: boolean | undefined, type: "sms" | "email" = "sms") =>
    async (request: Parameters<typeof requestAccount>[1]) => {
      const account = await requestAccount(context, request);
      const rows = await groupSizes(db, account.id, type);
      return ok(
        rows
          .filter((group) => test === undefined || group.isTest === test)
          .map((group) => ({
            id: group.id,
            name: group.name,
            type: "contact_group",
            valid_contacts: group.valid,
            is_test: group.isTest ? 1 : 0,
          })),
      );
    };
  app.get("/contact_groups", { schema: { response: rowsAnswer } }, groups(false));
  app.get("/test_contact_groups", { schema: { response: rowsAnswer } }, groups(true));
  app.get("/contact_combo", { schema: { response: rowsAnswer } }, groups(undefined));
  // The /sms and /email variants (SPEC §7): a channel's own groups.
  for (const type of ["sms", "email"] as const) {
    app.get(`/contact_groups/${type}`, { schema: { response: rowsAnswer } }, groups(false, type));
    app.get(`/test_contact_groups/${type}`, { schema: { response: rowsAnswer } }, groups(true, type));
    app.get(`/contact_combo/${type}`, { schema: { response: rowsAnswer } }, groups(undefined, type));
  }

  // The merge tags a message can use: the profile fields, then the account's custom fields.
  app.get(
    "/custom_fields",
    { schema: { response: { 200: successEnvelopeSchema(contactCustomFieldsSchema) } } },
    async (request) => {
      const account = await requestAccount(context, request);
      const custom = await customFieldNames(db, account.id);
      return ok({ custom_fields: custom, profileable_custom_fields: profileableFields(custom) });
    },
  );

  app.get("/routes", { schema: { response: rowsAnswer } }, async (request) => {
    const account = await requestAccount(context, request);
    const rows = await db
      .select({
        id: accountRoutes.id,
        code: accountRoutes.code,
        isDefault: accountRoutes.isDefault,
        cost: routes.costPerSegment,
        currency: routes.currencyCode,
        name: routes.name,
      })
      .from(accountRoutes)
      .innerJoin(routes, eq(routes.id, accountRoutes.routeId))
      .where(eq(accountRoutes.accountId, account.id))
      .orderBy(asc(routes.costPerSegment));
    // Route dropdown options (SPEC §3): code, cost, currency_code and the id chosen.
    return ok(
      rows.map((route) => ({
        id: route.id,
        code: route.code,
        name: route.name,
        cost: route.cost,
        currency_code: route.currency,
        is_default: route.isDefault ? 1 : 0,
      })),
    );
  });

  app.get("/operators", { schema: { response: rowsAnswer } }, async () => {
    const rows = await db.select().from(operators).orderBy(asc(operators.name));
    return ok(
      rows.map((operator) => ({
        id: operator.id,
        code: operator.code,
        name: operator.name,
        country_code: operator.countryCode,
      })),
    );
  });

  app.get("/campaign_status", { schema: { response: rowsAnswer } }, async () =>
    ok(
      CAMPAIGN_STATUSES.map((code) => ({
        code,
        name: code.replace(/_/g, " ").replace(/^./, (first) => first.toUpperCase()),
      })),
    ),
  );
  app.get("/campaign_type", { schema: { response: rowsAnswer } }, async () =>
    ok(
      CAMPAIGN_CHANNELS.map((code, index) => ({
        id: index + 1,
        code,
        name: code === "sms" ? "SMS" : code[0]!.toUpperCase() + code.slice(1),
      })),
    ),
  );
  app.get("/timezone", { schema: { response: rowsAnswer } }, async () =>
    ok(TIMEZONES.map((name) => ({ code: name, name }))),
  );
};
