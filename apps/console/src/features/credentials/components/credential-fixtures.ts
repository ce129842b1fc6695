import type { ApiKey, CallbackDelivery, CallbackSettings } from "@sendline/core/contract";
import type { FakeRoutes } from "../../../testing/fake-api";
import { onePage } from "../../../testing/list-page";

export const KEY_LIMIT_MESSAGE = "You can have at most 2 API keys. Revoke one to generate another.";
export const KEY_NAME_TAKEN = "Another API key already has this name.";

/** An in-memory credentials API for stories: keys made, refused past two, revoked; a callback with its log. */
export function fakeCredentials(
  options: {
    keys?: ApiKey[];
    callback?: CallbackSettings;
    deliveries?: CallbackDelivery[];
    testAnswer?: { response_code: number | null; response_ms: number; error: string | null };
  } = {},
): FakeRoutes {
  let keys = [...(options.keys ?? [])];
  let callback: CallbackSettings = options.callback ?? {
    url: "",
    secret: "whsec_Xq2v7dYk3Lm9PzR4tBn8cW1e",
    date_last_updated: null,
  };
  let made = 0;
  return {
    "GET /ajax/credentials/api_keys/list": () => ({ data: onePage([...keys].sort((a, b) => b.id - a.id)) }),
    "POST /ajax/credentials/api_keys": (call) => {
      const name = (call.body as { name: string }).name;
      if (keys.length >= 2) return { fail: 409, message: KEY_LIMIT_MESSAGE };
      if (keys.some((key) => key.name.toLowerCase() === name.toLowerCase())) {
        return { fail: 422, message: "Validation Error", errors: { name: [KEY_NAME_TAKEN] } };
      }
      made += 1;
      const secret = `sec${made}_Vb7nQ2xLp9aR4tYc8mZk1sWd3fGh6jE`;
      const key = {
        id: 40 + made,
        name,
        api_key: `sl_7f3a9c2e1b8d4f60a5c3e9${made}0`,
        secret_hint: secret.slice(-4),
        date_created: "2026-03-14T01:05:00.000Z",
        date_last_used: null,
        messages_sent: 0,
      };
      keys.push(key);
      return { data: { ...key, api_secret: secret } };
    },
    "DELETE /ajax/credentials/api_keys": (call) => {
      const ids = (call.body as { id: number[] }).id;
      keys = keys.filter((key) => !ids.includes(key.id));
      return { data: { revoked: ids.length } };
    },
    "GET /ajax/credentials/callback": () => ({ data: callback }),
    "PUT /ajax/credentials/callback": (call) => {
      const body = call.body as { url: string; rotate_secret?: boolean };
      if (body.url !== "" && !body.url.startsWith("https://")) {
        return {
          fail: 422,
          message: "Validation Error",
          errors: { url: ["The callback URL must start with https://."] },
        };
      }
      callback = {
        url: body.url,
        secret: body.rotate_secret ? "whsec_N3wS3cr3tAfterRotation00" : callback.secret,
        date_last_updated: "2026-03-14T01:10:00.000Z",
      };
      return { data: callback };
    },
    "POST /ajax/credentials/callback/test": () => ({
      data: options.testAnswer ?? { response_code: 200, response_ms: 48, error: null },
    }),
    "GET /ajax/credentials/callback/log/list": () => ({ data: onePage(options.deliveries ?? []) }),
  };
}

export const twoKeys: ApiKey[] = [
  {
    id: 7,
    name: "Billing system",
    api_key: "sl_1d2c3b4a5f6e7d8c9b0a1f2e",
    secret_hint: "Q9xz",
    date_created: "2026-02-03T02:00:00.000Z",
    date_last_used: "2026-03-13T07:30:00.000Z",
    messages_sent: 1284,
  },
  {
    id: 9,
    name: "Order alerts",
    api_key: "sl_9e8d7c6b5a4f3e2d1c0b9a8f",
    secret_hint: "m3Kp",
    date_created: "2026-03-01T03:00:00.000Z",
    date_last_used: null,
    messages_sent: 0,
  },
];

export const deliveries: CallbackDelivery[] = [
  {
    id: 3,
    message_id: "msg_1042",
    status_code: 1,
    url: "https://hooks.example.com/receipts",
    status: "delivered",
    attempts: 1,
    response_code: 200,
    response_ms: 62,
    last_error: null,
    date_created: "2026-03-14T01:00:00.000Z",
    date_last_attempt: "2026-03-14T01:00:01.000Z",
    next_attempt_at: null,
  },
  {
    id: 2,
    message_id: "msg_1041",
    status_code: 16,
    url: "https://hooks.example.com/receipts",
    status: "pending",
    attempts: 2,
    response_code: 503,
    response_ms: 120,
    last_error: "Answered 503",
    date_created: "2026-03-14T00:58:00.000Z",
    date_last_attempt: "2026-03-14T00:59:00.000Z",
    next_attempt_at: "2026-03-14T01:01:00.000Z",
  },
  {
    id: 1,
    message_id: "msg_1040",
    status_code: 8,
    url: "https://hooks.example.com/receipts",
    status: "failed",
    attempts: 5,
    response_code: null,
    response_ms: 10000,
    last_error: "Timed out",
    date_created: "2026-03-13T22:00:00.000Z",
    date_last_attempt: "2026-03-13T22:08:00.000Z",
    next_attempt_at: null,
  },
];
