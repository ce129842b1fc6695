import { randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { topupVerifyRequestSchema } from "@sendline/core/contract";
import type { AppContext } from "../context";
import type { Db } from "../db/database";
import { accounts, topUps } from "../db/schema";
import { HttpError, ok, parse } from "../lib/http";
import { hashToken, newToken } from "../lib/tokens";

/** SPEC §4 "Top-up verify": a used, expired or unknown link. */
export const TOP_UP_LINK_EXPIRED = "Link was used or already expired";

/** The payer's confirmation link of a pending top-up (SPEC §2). */
export function topUpLink(txnid: string, token: string): string {
  return `/top-up-verify/${txnid}/${token}`;
}

/**
 * Records a pending top-up and returns its confirmation token, which exists only in the link sent
 * to the payer: the table keeps its SHA-256.
 */
export async function createTopUp(
  db: Db,
  topUp: { accountId: number; amount: number; now: Date; expiresAt: Date },
): Promise<{ txnid: string; token: string }> {
  const txnid = `TXN-${randomBytes(6).toString("hex").toUpperCase()}`;
  const token = newToken();
  await db.insert(topUps).values({
    txnid,
    accountId: topUp.accountId,
    amount: topUp.amount,
    tokenHash: hashToken(token),
    expiresAt: topUp.expiresAt,
    createdAt: topUp.now,
  });
  return { txnid, token };
}

export function topUpRoutes(app: FastifyInstance, context: AppContext): void {
  // Single use: only the request that moves the top-up from pending to paid credits the account.
  app.post("/public/topup/verify_email_confirmation", async (request) => {
    const { txnid, token } = parse(topupVerifyRequestSchema, request.body);
    const now = context.now();
    const accountId = await context.db.transaction(async (tx) => {
      const [paid] = await tx
        .update(topUps)
        .set({ status: "paid", paidAt: now })
        .where(
          and(
            eq(topUps.txnid, txnid),
            eq(topUps.tokenHash, hashToken(token)),
            eq(topUps.status, "pending"),
            gt(topUps.expiresAt, now),
          ),
        )
        .returning();
      if (!paid) return null;
      await tx
        .update(accounts)
        .set({
          balanceMonetary: sql`${accounts.balanceMonetary} + ${paid.amount}`,
          pendingPayments: sql`greatest(${accounts.pendingPayments} - ${paid.amount}, 0)`,
        })
        .where(eq(accounts.id, paid.accountId));
      return paid.accountId;
    });
    if (accountId === null) throw new HttpError(400, TOP_UP_LINK_EXPIRED);
    return ok(accountId, "Your top up has been verified!");
  });
}
