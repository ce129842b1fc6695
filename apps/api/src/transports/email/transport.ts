/**
 * The email transport: what the outbox dispatcher sees of a mail relay. Pooled SMTP sits behind it
 * (`smtp.ts`); the dispatcher never knows whether the other end is a relay or the local SMTP server.
 */

/** One email to send. */
export interface EmailMessage {
  to: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part. */
  html?: string | null;
  /** The `Message-ID`, with its angle brackets; the same on every try, so a receiver can tell a repeat. */
  messageId: string;
  /** Further headers, e.g. `List-Unsubscribe`. */
  headers?: Record<string, string>;
}

/** What the relay answered. */
export type SendOutcome =
  /** Taken: the relay's answer to DATA (e.g. `250 Queued as …`). */
  | { status: "sent"; answer: string }
  /** Not taken this time (a 4xx answer, or no connection): sending again later sends it once. */
  | { status: "deferred"; answer: string }
  /** Refused for good (a 5xx answer to RCPT TO or DATA). */
  | { status: "refused"; answer: string; code: number }
  /** The connection dropped after the message left, before the answer: the relay may have it. */
  | { status: "unknown"; answer: string };

export interface EmailTransport {
  send(message: EmailMessage): Promise<SendOutcome>;
  close(): Promise<void>;
}
