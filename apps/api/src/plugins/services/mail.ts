import { randomUUID } from "node:crypto";
import type { Db } from "../../db/database";
import { outbox } from "../../db/schema";
import type { Config } from "../../config";
import type { AppContext } from "../context";

export interface OutgoingMessage {
  channel: "sms" | "email";
  to: string;
  subject?: string;
  /** The text, or an email's plain-text part. */
  body: string;
  /** An email's HTML part. */
  html?: string;
  /** An email's further headers. */
  headers?: Record<string, string>;
}

/** A new `Message-ID` at the sender's domain, with its angle brackets. */
export function newMessageId(config: Pick<Config, "mail">): string {
  const address = /<([^>]+)>/.exec(config.mail.from)?.[1] ?? config.mail.from;
  return `<${randomUUID()}@${address.split("@")[1] ?? "sendline.test"}>`;
}

/**
 * Queues an SMS or email, in the caller's transaction when one is given, so a message is queued
 * exactly when the change it announces is stored (a transactional outbox). An email gets its
 * `Message-ID` here and leaves through the mail relay when the outbox dispatcher claims it
 * (`modules/system/outbox.ts`); nothing leaves for a change rolled back.
 */
export async function send(
  context: AppContext,
  message: OutgoingMessage,
  db: Db = context.db,
): Promise<void> {
  await db.insert(outbox).values({
    ...message,
    ...(message.channel === "email" && { messageId: newMessageId(context.config) }),
    createdAt: context.now(),
  });
}

/**
 * The headers of a bulk email that let its recipient leave: `List-Unsubscribe` with the public
 * unsubscribe URL (and the configured mailbox), and `List-Unsubscribe-Post` for a one-click POST
 * to that URL (RFC 8058).
 */
export function unsubscribeHeaders(
  config: Pick<Config, "mail">,
  unsubscribeUrl: string,
): Record<string, string> {
  const mailto = config.mail.unsubscribeMailto;
  return {
    "List-Unsubscribe": [
      `<${unsubscribeUrl}>`,
      ...(mailto ? [`<mailto:${mailto}?subject=unsubscribe>`] : []),
    ].join(", "),
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
