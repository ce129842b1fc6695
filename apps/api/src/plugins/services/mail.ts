import type { Db } from "../../db/database";
import { outbox } from "../../db/schema";
import type { AppContext } from "../context";

export interface OutgoingMessage {
  channel: "sms" | "email";
  to: string;
  subject?: string;
  /** The text, or an email's plain-text part. */
  body: string;
  /** An email's HTML part. */
  html?: string;
}

/**
 * Queues an SMS or email, in the caller's transaction when one is given, so a message is queued
 * exactly when the change it announces is stored. The reference server has no carrier or mail
 * relay: messages stay in the outbox table, which demo mode shows at `/dev/outbox`.
 */
export async function send(
  context: AppContext,
  message: OutgoingMessage,
  db: Db = context.db,
): Promise<void> {
  await db.insert(outbox).values({ ...message, createdAt: context.now() });
}
