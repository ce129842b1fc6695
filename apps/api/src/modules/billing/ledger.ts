import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { accounts, ledgerEntries, type LedgerEntryType } from "../../db/schema";

/** One movement of an account's money, as the ledger keeps it. */
export interface LedgerEntry {
  accountId: number;
  type: LedgerEntryType;
  /** Signed change of the monetary balance. */
  amount?: number;
  /** Signed change of the withheld amount. */
  withholding?: number;
  /** Who made the change; null for the system. */
  userId?: number | null;
  reason: string;
  campaignId?: number | null;
  topUpId?: number | null;
  at: Date;
}

/**
 * Appends a ledger row in the caller's transaction, beside the balance change it explains; the
 * currency is the account's own. Nothing ever updates a written row (a trigger refuses it).
 */
export async function recordLedger(tx: Db, entry: LedgerEntry): Promise<void> {
  const amount = entry.amount ?? 0;
  const withholding = entry.withholding ?? 0;
  if (amount === 0 && withholding === 0) return;
  await tx.execute(sql`
    insert into ${ledgerEntries}
      (account_id, type, amount, withholding, currency_code, user_id, reason, campaign_id, top_up_id, created_at)
    select id, ${entry.type}, ${amount}::numeric, ${withholding}::numeric, currency_code, ${entry.userId ?? null}::integer,
      ${entry.reason}, ${entry.campaignId ?? null}::integer, ${entry.topUpId ?? null}::integer, ${entry.at.toISOString()}::timestamptz
    from ${accounts} where id = ${entry.accountId}`);
}

/**
 * A manual credit (positive) or debit (negative) of an account's money by staff, with its reason:
 * the balance change and its ledger row in the caller's transaction. Answers the new balance.
 */
export async function adjustBalance(
  tx: Db,
  adjustment: { accountId: number; amount: number; userId: number; reason: string; at: Date },
): Promise<number> {
  const [updated] = await tx
    .update(accounts)
    .set({ balanceMonetary: sql`${accounts.balanceMonetary} + ${adjustment.amount}` })
    .where(eq(accounts.id, adjustment.accountId))
    .returning({ monetary: accounts.balanceMonetary });
  await recordLedger(tx, {
    accountId: adjustment.accountId,
    type: "adjustment",
    amount: adjustment.amount,
    userId: adjustment.userId,
    reason: adjustment.reason,
    at: adjustment.at,
  });
  return updated!.monetary;
}

/** An account's balances as its ledger sums them. */
export interface LedgerTotals {
  accountId: number;
  monetary: number;
  withholding: number;
}

/** The ledger's sums for one account, or for every account with rows. */
export async function ledgerTotals(db: Db, accountId?: number): Promise<LedgerTotals[]> {
  const rows = await db
    .select({
      accountId: ledgerEntries.accountId,
      monetary: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`,
      withholding: sql<string>`coalesce(sum(${ledgerEntries.withholding}), 0)`,
    })
    .from(ledgerEntries)
    .where(accountId === undefined ? undefined : eq(ledgerEntries.accountId, accountId))
    .groupBy(ledgerEntries.accountId);
  return rows.map((row) => ({
    accountId: row.accountId,
    monetary: Number(row.monetary),
    withholding: Number(row.withholding),
  }));
}

/** An account whose stored balances differ from its ledger's sums. */
export interface LedgerMismatch {
  accountId: number;
  stored: { monetary: number; withholding: number };
  ledger: { monetary: number; withholding: number };
}

/**
 * The check that the balances kept in the accounts rows (read on every request) agree with the
 * ledger; an empty answer means they all do.
 */
export async function ledgerMismatches(db: Db): Promise<LedgerMismatch[]> {
  const sums = new Map((await ledgerTotals(db)).map((total) => [total.accountId, total]));
  const rows = await db
    .select({
      id: accounts.id,
      monetary: accounts.balanceMonetary,
      withholding: accounts.balanceMonetaryWithholding,
    })
    .from(accounts);
  return rows.flatMap((row) => {
    const sum = sums.get(row.id) ?? { monetary: 0, withholding: 0 };
    const agree =
      Math.abs(sum.monetary - row.monetary) < 0.00005 &&
      Math.abs(sum.withholding - row.withholding) < 0.00005;
    return agree
      ? []
      : [
          {
            accountId: row.id,
            stored: { monetary: row.monetary, withholding: row.withholding },
            ledger: { monetary: sum.monetary, withholding: sum.withholding },
          },
        ];
  });
}

/** Writes an account's balances from its ledger (the balance host's updatebalance). */
export async function recomputeBalance(db: Db, accountId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Locks the row first, so no balance change lands between the sum and the write.
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for("update");
    const [sum] = await ledgerTotals(tx, accountId);
    await tx
      .update(accounts)
      .set({ balanceMonetary: sum?.monetary ?? 0, balanceMonetaryWithholding: sum?.withholding ?? 0 })
      .where(eq(accounts.id, accountId));
  });
}
