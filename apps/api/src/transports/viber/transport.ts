import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The Viber transport: what the delivery engine sees of a Viber Business Messages provider. An
 * HTTP client sits behind it (`http-transport.ts`); the engine never knows whether the other end is
 * a provider or the local one.
 *
 * The wire shapes follow Viber Business Messages as providers expose them: one `POST
 * {base}/v1/messages` a message, with a bearer token, the sender (service id), the receiver's
 * number, a time to live and the content (text, image, one button, or a carousel of cards); the
 * answer names the provider's message id. The provider then posts delivery callbacks
 * (`delivered`, `seen`, `expired`, `undelivered`) to the callback URL, signed with an HMAC-SHA256
 * of the raw body.
 */

/** A button: its caption and the http(s) address it opens. */
export interface ViberButton {
  text: string;
  url: string;
}

/** A carousel card. */
export interface ViberCard {
  title: string;
  image_url: string | null;
  buttons: ViberButton[];
}

/** A message's content as the provider takes it. */
export type ViberContent =
  | { type: "text"; text: string; image_url?: string | null; button?: ViberButton | null }
  | { type: "image"; image_url: string; text?: string; button?: ViberButton | null }
  | { type: "carousel"; text?: string; items: ViberCard[] };

/** The body of `POST /v1/messages`. */
export interface ViberSendRequest {
  sender: string;
  receiver: string;
  /** Seconds the provider keeps trying before the message expires. */
  ttl: number;
  callback_url: string;
  /** The sender's own reference, echoed in callbacks. */
  reference: string;
  content: ViberContent;
}

/** One Viber message to send. */
export interface ViberMessage {
  to: string;
  reference: string;
  content: ViberContent;
}

/** What became of a submitted message. */
export type ViberSubmitResult =
  /** The provider took it and answered its id; callbacks will name that id. */
  | { status: "accepted"; messageId: string }
  /** The provider refused it for good (a 4xx other than 429), with its HTTP status and reason. */
  | { status: "rejected"; code: number; error: string }
  /**
   * The request left but no answer came (the connection dropped, a timeout): the provider may or
   * may not have it. It is never sent again (at most once).
   */
  | { status: "lost" }
  /** The provider could not take it (429 or 5xx after every retry, or unreachable): sending it again sends it once. */
  | { status: "unsent" };

export const VIBER_CALLBACK_STATUSES = ["delivered", "seen", "expired", "undelivered"] as const;
export type ViberCallbackStatus = (typeof VIBER_CALLBACK_STATUSES)[number];

/** A delivery callback as the provider posts it. */
export interface ViberCallback {
  message_id: string;
  reference: string;
  receiver: string;
  status: ViberCallbackStatus;
  /** When the status happened, ISO 8601. */
  timestamp: string;
}

/** The header carrying a callback's signature: the hex HMAC-SHA256 of the raw body. */
export const VIBER_SIGNATURE_HEADER = "x-viber-signature";

export function signViberBody(body: string, secret: string): string {
  return createHmac("sha256", secret).update(body).digest("hex");
}

/** Whether `signature` is the body's HMAC with `secret`, compared in constant time. */
export function viberSignatureValid(body: string, signature: string | undefined, secret: string): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signViberBody(body, secret), "hex");
  const given = Buffer.from(signature.replace(/^sha256=/, ""), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const VIBER_TRANSPORT_STATUSES = ["ready", "failing", "closed"] as const;
export type ViberTransportStatus = (typeof VIBER_TRANSPORT_STATUSES)[number];

/** The connection's live state, for the admin screen. */
export interface ViberTransportState {
  status: ViberTransportStatus;
  /** Why the last request failed, while failing. */
  lastError: string | null;
  /** Requests sent and not answered yet. */
  inFlight: number;
  /** Requests started over the last second. */
  perSecond: number;
  /** Requests answered 429 or 5xx and sent again. */
  retried: number;
}

export interface ViberTransport {
  /** The connection's message TTL, in seconds: a message not delivered by then ends expired. */
  readonly ttlSeconds: number;
  /** Sends one message; answers when the provider answered (after retries) or gave up. */
  submit(message: ViberMessage): Promise<ViberSubmitResult>;
  /**
   * Authenticates a callback's raw body by its signature and reads it; null when the signature is
   * wrong or the body is not a callback.
   */
  readCallback(body: string, signature: string | undefined): ViberCallback | null;
  state(): ViberTransportState;
  close(): Promise<void>;
}
