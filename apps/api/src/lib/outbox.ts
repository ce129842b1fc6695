import type { AppContext } from "../context";
import { outbox } from "../db/schema";

export interface OutgoingMessage {
  channel: "sms" | "email";
  to: string;
  subject?: string;
  body: string;
}

/**
 * Queues an SMS or email. The reference server has no carrier or mail relay: messages stay in the
 * outbox table, which demo mode shows at `/dev/outbox`.
 */
export async function send(context: AppContext, message: OutgoingMessage): Promise<void> {
  await context.db.insert(outbox).values({ ...message, createdAt: context.now() });
}
