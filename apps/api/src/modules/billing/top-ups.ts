import { randomBytes } from "node:crypto";
import type { Db } from "../../db/database";
import { topUps } from "../../db/schema";
import { publicLink } from "../../lib/public-link";
import { hashToken, newToken } from "../../lib/tokens";

/** SPEC §4 "Top-up verify": a used, expired or unknown link. */
export const TOP_UP_LINK_EXPIRED = "Link was used or already expired";

/** The payer's confirmation link of a pending top-up (SPEC §2), on `PUBLIC_URL`. */
export function topUpLink(publicUrl: string, txnid: string, token: string): string {
  return publicLink(publicUrl, `/top-up-verify/${txnid}/${token}`);
}

/**
 * Records a pending top-up and returns its confirmation token, which exists only in the link sent
 * to the payer: the table keeps its SHA-256.
 */
export async function createTopUp(
  db: Db,
  topUp: {
    accountId: number;
    amount: number;
    now: Date;
    expiresAt: Date;
    provider?: string;
    currencyCode?: string;
    userId?: number | null;
  },
): Promise<{ id: number; txnid: string; token: string }> {
  const txnid = `TXN-${randomBytes(6).toString("hex").toUpperCase()}`;
  const token = newToken();
  const [row] = await db
    .insert(topUps)
    .values({
      txnid,
      accountId: topUp.accountId,
      amount: topUp.amount,
      tokenHash: hashToken(token),
      expiresAt: topUp.expiresAt,
      createdAt: topUp.now,
      ...(topUp.provider && { provider: topUp.provider }),
      ...(topUp.currencyCode && { currencyCode: topUp.currencyCode }),
      userId: topUp.userId ?? null,
    })
    .returning({ id: topUps.id });
  return { id: row!.id, txnid, token };
}
