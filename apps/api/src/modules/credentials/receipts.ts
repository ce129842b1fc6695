import { createHmac, randomBytes } from "node:crypto";
import { DELIVERY_RECEIPT_CODES } from "@sendline/core";
import type { DeliveryReceipt } from "@sendline/core/contract";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { callbackReceipts, callbackSettings, campaignRecipients, type campaigns } from "../../db/schema";

type Campaign = typeof campaigns.$inferSelect;

/** The header a receipt's signature travels in: hex HMAC-SHA256 of the raw body. */
export const SIGNATURE_HEADER = "x-sendline-signature";

/** Attempts a receipt gets before it is given up as failed. */
export const MAX_ATTEMPTS = 5;

/** Seconds before the next attempt after `attempts` failed ones: 30 s, 1, 2, 4 min... */
export const backoffSeconds = (attempts: number) => 30 * 2 ** Math.max(0, attempts - 1);

export const newCallbackSecret = () => `whsec_${randomBytes(24).toString("base64url")}`;

export const sign = (body: string, secret: string) => createHmac("sha256", secret).update(body).digest("hex");

/** The id an API message is known by, to its sender and in its receipts. */
export const messageId = (campaignId: number) => `msg_${campaignId}`;

export function receiptBody(receipt: DeliveryReceipt): string {
  return JSON.stringify(receipt);
}

export function receiptStatus(code: number): string {
  return DELIVERY_RECEIPT_CODES[code as keyof typeof DELIVERY_RECEIPT_CODES] ?? "Unknown";
}

/**
 * Queues a delivery receipt for each recipient of an API message the engine has just given an
 * outcome, when the account has a callback: inside the engine's transaction, so a receipt exists
 * exactly when its outcome does.
 */
export async function queueReceipts(tx: Db, campaign: Campaign, now: Date): Promise<void> {
  if (campaign.apiKeyId === null) return;
  const [settings] = await tx
    .select()
    .from(callbackSettings)
    .where(eq(callbackSettings.accountId, campaign.accountId));
  if (!settings || settings.url === "") return;
  const done = await tx
    .select()
    .from(campaignRecipients)
    .where(
      and(
        eq(campaignRecipients.campaignId, campaign.id),
        ne(campaignRecipients.status, "queued"),
        sql`not exists (select 1 from callback_receipts c where c.recipient_id = ${campaignRecipients.id})`,
      ),
    );
  if (done.length === 0) return;
  await tx
    .insert(callbackReceipts)
    .values(
      done.map((recipient) => {
        const code = (recipient.dlrCode ?? 8) as DeliveryReceipt["status_code"];
        const payload: DeliveryReceipt = {
          message_id: messageId(campaign.id),
          to: recipient.mobile ?? "",
          status_code: code,
          status: receiptStatus(code),
          date_sent: (campaign.dateTriggered ?? now).toISOString(),
          date_done: (recipient.doneAt ?? now).toISOString(),
          test: false,
        };
        return {
          accountId: campaign.accountId,
          recipientId: recipient.id,
          body: receiptBody(payload),
          payload,
          url: settings.url,
          nextAttemptAt: now,
          dateCreated: now,
        };
      }),
    )
    .onConflictDoNothing();
}
