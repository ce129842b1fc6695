import { z } from "zod/mini";

/** An API key as listed: never its secret, only the secret's last four characters. */
export const apiKeySchema = z.object({
  id: z.number(),
  name: z.string(),
  api_key: z.string(),
  secret_hint: z.string(),
  date_created: z.string(),
  date_last_used: z.nullable(z.string()),
  messages_sent: z.number(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const API_KEY_NAME_MAX_LENGTH = 50;

/** `POST /ajax/credentials/api_keys`: the name the new key goes by, unique among the account's keys. */
export const apiKeyCreateBodySchema = z.strictObject({
  name: z
    .string("This is a required field.")
    .check(
      z.trim(),
      z.minLength(1, "This is a required field."),
      z.maxLength(API_KEY_NAME_MAX_LENGTH, `Maximum length is ${API_KEY_NAME_MAX_LENGTH}.`),
    ),
});
export type ApiKeyCreateBody = z.infer<typeof apiKeyCreateBodySchema>;

/** A key just made (`POST /ajax/credentials/api_keys`): the only answer that carries its secret. */
export const createdApiKeySchema = z.extend(apiKeySchema, { api_secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** `POST /api/v1/sms/send`, authenticated with HTTP Basic `api_key:api_secret`. */
export const apiSmsSendBodySchema = z.strictObject({
  to: z.string().check(z.trim(), z.minLength(1, "This is a required field."), z.maxLength(32)),
  message: z.string().check(z.minLength(1, "This is a required field."), z.maxLength(1600)),
  sender_id: z.string().check(z.trim(), z.minLength(1, "This is a required field."), z.maxLength(20)),
});
export type ApiSmsSendBody = z.infer<typeof apiSmsSendBodySchema>;

export const apiSmsSentSchema = z.object({
  message_id: z.string(),
  to: z.string(),
  segments: z.number(),
  cost: z.number(),
  currency_code: z.string(),
});
export type ApiSmsSent = z.infer<typeof apiSmsSentSchema>;

/** The account's delivery-receipt callback (`GET`/`PUT /ajax/credentials/callback`). */
export const callbackSettingsSchema = z.object({
  url: z.string(),
  secret: z.string(),
  date_last_updated: z.nullable(z.string()),
});
export type CallbackSettings = z.infer<typeof callbackSettingsSchema>;

export const callbackUpdateBodySchema = z.strictObject({
  url: z.string().check(z.trim(), z.maxLength(2000)),
  /** Make a new signing secret; the old one stops signing at once. */
  rotate_secret: z.optional(z.boolean()),
});
export type CallbackUpdateBody = z.infer<typeof callbackUpdateBodySchema>;

/** What a receiver answered one posted receipt: the test button's result. */
export const callbackTestResultSchema = z.object({
  response_code: z.nullable(z.number()),
  response_ms: z.number(),
  error: z.nullable(z.string()),
});
export type CallbackTestResult = z.infer<typeof callbackTestResultSchema>;

/** The delivery receipt posted to a callback (signed with HMAC-SHA256 in `X-Sendline-Signature`). */
export const deliveryReceiptSchema = z.object({
  message_id: z.string(),
  to: z.string(),
  status_code: z.union([z.literal(1), z.literal(2), z.literal(8), z.literal(16)]),
  status: z.string(),
  date_sent: z.string(),
  date_done: z.string(),
  test: z.boolean(),
});
export type DeliveryReceipt = z.infer<typeof deliveryReceiptSchema>;

export const CALLBACK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;

/** One row of a callback's delivery log (`GET /ajax/credentials/callback/log/list`). */
export const callbackDeliverySchema = z.object({
  id: z.number(),
  message_id: z.string(),
  status_code: z.number(),
  url: z.string(),
  status: z.enum(CALLBACK_DELIVERY_STATUSES),
  attempts: z.number(),
  response_code: z.nullable(z.number()),
  response_ms: z.nullable(z.number()),
  last_error: z.nullable(z.string()),
  date_created: z.string(),
  date_last_attempt: z.nullable(z.string()),
  next_attempt_at: z.nullable(z.string()),
});
export type CallbackDelivery = z.infer<typeof callbackDeliverySchema>;
