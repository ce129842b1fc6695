import {
  API_KEY_LIMIT,
  API_MESSAGES,
  canGenerateApiKey,
  countSms,
  hasPermission,
  parseComposeNumbers,
} from "@sendline/core";
import {
  CALLBACK_DELIVERY_STATUSES,
  apiKeyCreateBodySchema,
  apiKeySchema,
  apiSmsSendBodySchema,
  apiSmsSentSchema,
  callbackDeliverySchema,
  callbackSettingsSchema,
  callbackTestResultSchema,
  callbackUpdateBodySchema,
  createdApiKeySchema,
  deleteIdsBodySchema,
  listResponseSchema,
  successEnvelopeSchema,
  type DeliveryReceipt,
} from "@sendline/core/contract";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import fp from "fastify-plugin";
import { z } from "zod";
import type { Db } from "../../db/database";
import {
  accountRoutes,
  accounts,
  apiKeys,
  callbackReceipts,
  callbackSettings,
  campaignLogs,
  campaigns,
  routes,
  senderIds,
} from "../../db/schema";
import { HttpError, ok, validationError } from "../../lib/http";
import { listQuerySchema, listRows } from "../../lib/list";
import { authenticate, currentAuth, requestAccount } from "../../plugins/auth";
import type { AppContext } from "../../plugins/context";
import { withholdFor } from "../campaigns/charging";
import { enqueueRecipients } from "../campaigns/engine";
import { numberingPlan } from "../campaigns/recipients";
import { callbackUrlError } from "./callback-url";
import { CallbackDispatcher, postSigned } from "./dispatcher";
import { basicCredentials, hashSecret, keyFor, liveKeys, markKeyUsed, newKeyPair } from "./keys";
import { messageId, newCallbackSecret, receiptBody, receiptStatus } from "./receipts";

/** The console route whose access the credentials screens and calls need (SPEC §6). */
export const CREDENTIALS_ROUTE = "/credentials";
/** The permission that creates and revokes keys and changes the callback. */
export const MANAGE_CREDENTIALS = "manage_credentials";

export const API_KEY_LIMIT_REACHED = `You can have at most ${API_KEY_LIMIT} API keys. Revoke one to generate another.`;
export const API_KEY_NOT_FOUND = "API key not found";
export const API_KEY_NAME_TAKEN = "Another API key already has this name.";
export const CALLBACK_URL_MISSING = "Set a callback URL first.";
/** Messages one API key may send a minute. */
export const API_SEND_PER_MINUTE = 60;

const access = { access: CREDENTIALS_ROUTE };
const iso = (date: Date | null) => date?.toISOString() ?? null;

const keyView = (row: typeof apiKeys.$inferSelect) => ({
  id: row.id,
  name: row.name,
  api_key: row.apiKey,
  secret_hint: row.secretHint,
  date_created: row.dateCreated.toISOString(),
  date_last_used: iso(row.dateLastUsed),
  messages_sent: row.messagesSent,
});

const keyQuery = listQuerySchema({ sortColumns: ["id", "date_created"], filters: {} });
const logQuery = listQuerySchema({
  sortColumns: ["id", "date_created"],
  filters: { status: z.enum(CALLBACK_DELIVERY_STATUSES) },
});

function assertManages(request: Parameters<typeof currentAuth>[0]) {
  const { role } = currentAuth(request);
  const state = {
    access: role.access,
    permissions: Object.fromEntries(role.permissions.map((name) => [name, true])),
    roleCode: role.code,
  };
  if (!hasPermission(state, MANAGE_CREDENTIALS)) throw new HttpError(403, API_MESSAGES.accessDenied);
}

/** The account's callback settings, made (without a URL, with a fresh secret) on first read. */
async function settingsOf(db: Db, accountId: number, now: Date) {
  await db
    .insert(callbackSettings)
    .values({ accountId, url: "", secret: newCallbackSecret(), dateLastUpdated: now })
    .onConflictDoNothing();
  const [row] = await db.select().from(callbackSettings).where(eq(callbackSettings.accountId, accountId));
  if (!row) throw new Error("callback settings were not stored");
  return row;
}

const settingsView = (row: typeof callbackSettings.$inferSelect) => ({
  url: row.url,
  secret: row.secret,
  date_last_updated: row.url === "" ? null : row.dateLastUpdated.toISOString(),
});

/**
 * `/ajax/credentials`: the account's API keys (list convention; the secret answered once, at
 * creation), its delivery-receipt callback with a test receipt, and the callback's delivery log.
 */
export const credentialsModule: FastifyPluginAsyncZod = async (app) => {
  const context: AppContext = app.context;
  const { db } = context;
  app.addHook("onRequest", authenticate(context));
  // Outside demo mode callbacks are https to public addresses only.
  const production = !context.config.demoMode;

  app.get(
    "/api_keys/list",
    {
      config: access,
      schema: {
        querystring: keyQuery,
        response: { 200: successEnvelopeSchema(listResponseSchema(apiKeySchema)) },
      },
    },
    async (request) => {
      const account = await requestAccount(context, request);
      const query = request.query;
      return ok(
        await listRows(
          query,
          {
            select: (total) => db.select({ key: apiKeys, total }).from(apiKeys).$dynamic(),
            where: [eq(apiKeys.accountId, account.id), isNull(apiKeys.dateRevoked)],
            columns: { id: apiKeys.id, date_created: apiKeys.dateCreated },
            id: apiKeys.id,
          },
          ({ key }) => keyView(key),
        ),
      );
    },
  );

  app.post(
    "/api_keys",
    {
      config: access,
      schema: {
        body: apiKeyCreateBodySchema,
        response: { 200: successEnvelopeSchema(createdApiKeySchema) },
      },
    },
    async (request) => {
      assertManages(request);
      const account = await requestAccount(context, request);
      const { user } = currentAuth(request);
      const { name } = request.body;
      const pair = newKeyPair();
      const row = await db.transaction(async (tx) => {
        const live = await liveKeys(tx, account.id);
        if (!canGenerateApiKey(live.length)) throw new HttpError(409, API_KEY_LIMIT_REACHED);
        if (live.some((key) => key.name.toLowerCase() === name.toLowerCase())) {
          throw validationError({ name: [API_KEY_NAME_TAKEN] });
        }
        const [created] = await tx
          .insert(apiKeys)
          .values({
            accountId: account.id,
            name,
            apiKey: pair.apiKey,
            secretHash: hashSecret(pair.apiSecret),
            secretHint: pair.apiSecret.slice(-4),
            createdBy: user.id,
            dateCreated: context.now(),
          })
          .returning();
        return created!;
      });
      return ok(
        { ...keyView(row), api_secret: pair.apiSecret },
        "API key generated. Copy the secret now: it is not shown again.",
      );
    },
  );

  app.delete(
    "/api_keys",
    {
      config: access,
      schema: {
        body: deleteIdsBodySchema,
        response: { 200: successEnvelopeSchema(z.object({ revoked: z.number() })) },
      },
    },
    async (request) => {
      assertManages(request);
      const account = await requestAccount(context, request);
      const revoked = await db
        .update(apiKeys)
        .set({ dateRevoked: context.now() })
        .where(
          and(
            eq(apiKeys.accountId, account.id),
            inArray(apiKeys.id, request.body.id),
            isNull(apiKeys.dateRevoked),
          ),
        )
        .returning({ id: apiKeys.id });
      if (revoked.length === 0) throw new HttpError(404, API_KEY_NOT_FOUND);
      return ok({ revoked: revoked.length }, revoked.length === 1 ? "API key revoked." : "API keys revoked.");
    },
  );

  app.get(
    "/callback",
    { config: access, schema: { response: { 200: successEnvelopeSchema(callbackSettingsSchema) } } },
    async (request) => {
      const account = await requestAccount(context, request);
      return ok(settingsView(await settingsOf(db, account.id, context.now())));
    },
  );

  app.put(
    "/callback",
    {
      config: access,
      schema: {
        body: callbackUpdateBodySchema,
        response: { 200: successEnvelopeSchema(callbackSettingsSchema) },
      },
    },
    async (request) => {
      assertManages(request);
      const account = await requestAccount(context, request);
      const { url, rotate_secret: rotate } = request.body;
      if (url !== "") {
        const error = await callbackUrlError(url, production);
        if (error) throw validationError({ url: [error] });
      }
      const now = context.now();
      await settingsOf(db, account.id, now);
      const [row] = await db
        .update(callbackSettings)
        .set({ url, dateLastUpdated: now, ...(rotate && { secret: newCallbackSecret() }) })
        .where(eq(callbackSettings.accountId, account.id))
        .returning();
      return ok(settingsView(row!), url === "" ? "Delivery receipts are off." : "Callback saved.");
    },
  );

  app.post(
    "/callback/test",
    { config: access, schema: { response: { 200: successEnvelopeSchema(callbackTestResultSchema) } } },
    async (request) => {
      assertManages(request);
      const account = await requestAccount(context, request);
      const now = context.now();
      const settings = await settingsOf(db, account.id, now);
      if (settings.url === "") throw validationError({ url: [CALLBACK_URL_MISSING] });
      const payload: DeliveryReceipt = {
        message_id: "msg_test",
        to: `${account.countryCode}9170000000`,
        status_code: 1,
        status: receiptStatus(1),
        date_sent: now.toISOString(),
        date_done: now.toISOString(),
        test: true,
      };
      const body = receiptBody(payload);
      // Checked again at the post: the host's addresses may have changed since the URL was saved.
      const refused = await callbackUrlError(settings.url, production);
      const result = refused
        ? { responseCode: null, responseMs: 0, error: refused }
        : await postSigned(settings.url, body, settings.secret, { allowLoopback: !production });
      const delivered =
        result.responseCode !== null && result.responseCode >= 200 && result.responseCode < 300;
      await db.insert(callbackReceipts).values({
        accountId: account.id,
        body,
        payload,
        url: settings.url,
        status: delivered ? "delivered" : "failed",
        attempts: 1,
        nextAttemptAt: now,
        responseCode: result.responseCode,
        responseMs: result.responseMs,
        lastError: delivered ? null : (result.error ?? `Answered ${result.responseCode}`),
        dateCreated: now,
        dateLastAttempt: now,
      });
      return ok({ response_code: result.responseCode, response_ms: result.responseMs, error: result.error });
    },
  );

  app.get(
    "/callback/log/list",
    {
      config: access,
      schema: {
        querystring: logQuery,
        response: { 200: successEnvelopeSchema(listResponseSchema(callbackDeliverySchema)) },
      },
    },
    async (request) => {
      const account = await requestAccount(context, request);
      const query = request.query;
      return ok(
        await listRows(
          query,
          {
            select: (total) => db.select({ row: callbackReceipts, total }).from(callbackReceipts).$dynamic(),
            where: [
              eq(callbackReceipts.accountId, account.id),
              query.filter.status ? eq(callbackReceipts.status, query.filter.status) : undefined,
            ],
            columns: { id: callbackReceipts.id, date_created: callbackReceipts.dateCreated },
            id: callbackReceipts.id,
          },
          ({ row }) => ({
            id: row.id,
            message_id: String(row.payload.message_id ?? ""),
            status_code: Number(row.payload.status_code ?? 0),
            url: row.url,
            status: row.status,
            attempts: row.attempts,
            response_code: row.responseCode,
            response_ms: row.responseMs,
            last_error: row.lastError,
            date_created: row.dateCreated.toISOString(),
            date_last_attempt: iso(row.dateLastAttempt),
            next_attempt_at: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
          }),
        ),
      );
    },
  );
};

/**
 * `/api/v1`: the HTTP API, authenticated by an API key with HTTP Basic `api_key:api_secret`. A
 * message sent here is a one-recipient SMS campaign marked with its key (`api_key_id`): it is
 * withheld for, sent, charged and counted by the same delivery engine as any campaign, and kept
 * out of the console's campaign lists.
 */
export const smsApiModule: FastifyPluginAsyncZod = async (app) => {
  const context: AppContext = app.context;
  const { db } = context;

  app.post(
    "/sms/send",
    {
      config: {
        rateLimit: {
          max: API_SEND_PER_MINUTE,
          timeWindow: 60_000,
          // By address and key: a client flooding one key with wrong secrets does not silence its owner elsewhere.
          keyGenerator: (request) =>
            `${request.ip}:${basicCredentials(request.headers.authorization)?.apiKey ?? ""}`,
        },
      },
      schema: { body: apiSmsSendBodySchema, response: { 200: successEnvelopeSchema(apiSmsSentSchema) } },
      preValidation: async (request, reply) => {
        const key = await keyFor(db, basicCredentials(request.headers.authorization));
        if (!key) {
          reply.header("www-authenticate", 'Basic realm="Sendline API"');
          throw new HttpError(401, API_MESSAGES.authenticationFailed);
        }
        request.apiKey = key;
        await markKeyUsed(db, key.id, context.now());
      },
    },
    async (request) => {
      const key = request.apiKey!;
      const [account] = await db.select().from(accounts).where(eq(accounts.id, key.accountId));
      if (!account) throw new HttpError(401, API_MESSAGES.authenticationFailed);
      const { to, message, sender_id: senderId } = request.body;
      const parsed = parseComposeNumbers(to, numberingPlan(account));
      const mobile = parsed.numbers[0];
      const errors: Record<string, string[]> = {};
      if (!mobile || parsed.numbers.length !== 1 || parsed.invalid.length > 0) {
        errors.to = [`${to} is not a valid mobile number.`];
      }
      const [sender] = await db
        .select({ id: senderIds.id })
        .from(senderIds)
        .where(
          and(
            eq(senderIds.accountId, account.id),
            eq(senderIds.channel, "sms"),
            eq(senderIds.name, senderId),
          ),
        );
      if (!sender) errors.sender_id = ["Use one of the account's SMS sender IDs."];
      const [route] = await db
        .select({ id: accountRoutes.id, cost: routes.costPerSegment })
        .from(accountRoutes)
        .innerJoin(routes, eq(routes.id, accountRoutes.routeId))
        .where(eq(accountRoutes.accountId, account.id))
        .orderBy(desc(accountRoutes.isDefault), asc(accountRoutes.id))
        .limit(1);
      if (!route) errors._ = ["The account has no route to send by."];
      if (Object.keys(errors).length > 0) throw validationError(errors);
      const segments = countSms(message).segments;
      const estimate = Math.round(segments * route!.cost * 10_000) / 10_000;
      const now = context.now();
      const campaign = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(campaigns)
          .values({
            accountId: account.id,
            channel: "sms",
            name: `API message to ${mobile}`,
            senderId,
            message,
            status: "live",
            composeNumbers: mobile!,
            accountRouteId: route!.id,
            smsParts: segments,
            totalRecipients: 1,
            totalSms: segments,
            estimate,
            apiKeyId: key.id,
            createdBy: key.createdBy,
            updaterId: key.createdBy,
            dateCreated: now,
            dateLastUpdated: now,
            dateTriggered: now,
          })
          .returning();
        // Held as a campaign going live is: a trial's free SMS first, then money, in the ledger.
        const held = await withholdFor(tx, created!, account, now, key.createdBy);
        await tx.update(campaigns).set(held).where(eq(campaigns.id, created!.id));
        await enqueueRecipients(tx, created!);
        await tx.insert(campaignLogs).values({
          campaignId: created!.id,
          message: `Sent through the API with key ${key.apiKey}`,
          dateCreated: now,
        });
        await tx
          .update(apiKeys)
          .set({ messagesSent: sql`${apiKeys.messagesSent} + 1` })
          .where(eq(apiKeys.id, key.id));
        return created!;
      });
      void app.realtime.pushBalance(account.id);
      return ok(
        {
          message_id: messageId(campaign.id),
          to: mobile!,
          segments,
          cost: estimate,
          currency_code: account.currencyCode,
        },
        "Message accepted.",
      );
    },
  );
};

declare module "fastify" {
  interface FastifyRequest {
    /** The API key a `/api/v1` request was authenticated with. */
    apiKey?: typeof apiKeys.$inferSelect;
  }
  interface FastifyInstance {
    callbacks: CallbackDispatcher;
  }
}

/** Posts delivery receipts in this process while the server runs, beside the delivery engine. */
export const callbackDispatcherPlugin = fp(
  async (app) => {
    const dispatcher = new CallbackDispatcher(app.context, {
      intervalMs: app.context.config.engineIntervalMs,
      batch: 50,
      refuse: (url: string) => callbackUrlError(url, !app.context.config.demoMode),
      allowLoopback: app.context.config.demoMode,
    });
    app.decorate("callbacks", dispatcher);
    app.addHook("onReady", async () => dispatcher.start());
    app.addHook("preClose", async () => dispatcher.stop());
  },
  { name: "callbacks", dependencies: ["context"] },
);
