import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database";
import { accounts, campaignRecipients, campaigns, smsParts } from "../src/db/schema";
import { matchReceipts, storeReceipts } from "../src/modules/campaigns/delivery/sms-carrier";
import { openTestDatabase, resetDatabase } from "./harness";

/**
 * Two processes match receipts at once, each on a connection of its own, as two API processes on
 * one PostgreSQL do. A pass looks only at the recipients of the parts it matched, so the two last
 * parts of one message matched by two passes at the same time must still end the recipient.
 */
describe("receipt matching by two processes at once", () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    await resetDatabase(database, new Date());
  }, 60_000);

  afterAll(() => database?.close());

  it("ends a two-part message whose parts' receipts two passes match side by side", async () => {
    const { db } = database;
    const now = new Date();
    const [account] = await db.select().from(accounts).where(eq(accounts.code, "acme"));
    const [campaign] = await db
      .insert(campaigns)
      .values({
        accountId: account!.id,
        channel: "sms",
        name: "Two parts",
        status: "live",
        dateCreated: now,
        dateLastUpdated: now,
      })
      .returning();
    const [recipient] = await db
      .insert(campaignRecipients)
      .values({ campaignId: campaign!.id, mobile: "639170000001", status: "sent", submittedAt: now })
      .returning();
    await db.insert(smsParts).values([
      { recipientId: recipient!.id, part: 1, messageId: "part-1" },
      { recipientId: recipient!.id, part: 2, messageId: "part-2" },
    ]);
    // The first part's receipt is older, so the first pass (one receipt at most) takes it.
    await storeReceipts(
      db,
      [{ messageId: "part-1", state: "delivered", error: "000", doneAt: null }],
      new Date(now.getTime() - 1000),
    );
    await storeReceipts(db, [{ messageId: "part-2", state: "delivered", error: "000", doneAt: null }], now);

    let firstMatched!: () => void;
    const matchedByFirst = new Promise<void>((resolve) => (firstMatched = resolve));
    let letFirstCommit!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => (letFirstCommit = resolve));
    const first = db.transaction(async (tx) => {
      const moves = await matchReceipts(tx, now, 1);
      firstMatched();
      await firstMayCommit;
      return moves;
    });
    await matchedByFirst;
    // The second pass skips the first's receipt and matches the other part while the first is open.
    const second = db.transaction((tx) => matchReceipts(tx, now, 1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    letFirstCommit();
    const [firstMoves, secondMoves] = await Promise.all([first, second]);

    // Exactly one of the two ended the message, and moved one delivered out of pending.
    const moved = [...firstMoves, ...secondMoves].map((move) => move.totals);
    expect(moved).toEqual([expect.objectContaining({ delivered: 1, pending: -1 })]);
    const [ended] = await db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.id, recipient!.id));
    expect(ended).toMatchObject({ status: "delivered", dlrCode: 1 });
  });
});
