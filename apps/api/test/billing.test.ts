import { and, eq, sql } from "drizzle-orm";
import {
  balanceObjectSchema,
  creditHistoryRowSchema,
  type CreditHistoryRow,
  listResponseSchema,
  topUpRowSchema,
} from "@sendline/core/contract";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { accountRoutes, accounts, ledgerEntries, users } from "../src/db/schema";
import { ledgerMismatches } from "../src/modules/billing/ledger";
import { outboxMessages, sessionFor, useServer, type Harness } from "./harness";

function client(harness: Harness) {
  return async (
    token: string,
    method: InjectOptions["method"],
    url: string,
    payload?: unknown,
    accountId?: number,
  ) => {
    const response = await harness.app.inject({
      method,
      url,
      headers: { token, ...(accountId !== undefined && { "account-id": String(accountId) }) },
      ...(payload !== undefined && { payload: payload as object }),
    });
    const text = response.body;
    const isJson = (response.headers["content-type"] ?? "").toString().includes("json");
    return { status: response.statusCode, body: isJson ? JSON.parse(text) : text, headers: response.headers };
  };
}

async function account(harness: Harness, code: string) {
  const [row] = await harness.database.db.select().from(accounts).where(eq(accounts.code, code));
  if (!row) throw new Error(`no account ${code}`);
  return row;
}

/** The confirmation link of the newest top-up email to `to`. */
async function emailedLink(harness: Harness, to: string) {
  const message = (await outboxMessages(harness)).find(
    (candidate) => candidate.to === to && candidate.body.includes("/top-up-verify/"),
  );
  const [, txnid, token] = /\/top-up-verify\/([^/\s]+)\/([^/\s]+)/.exec(message?.body ?? "") ?? [];
  if (!txnid || !token) throw new Error("no top-up link in the outbox");
  return { txnid: decodeURIComponent(txnid), token };
}

describe("top-ups and the ledger", () => {
  const harness = useServer();
  const call = client(harness);
  const verify = (link: { txnid: string; token: string }) =>
    harness.app.inject({ method: "POST", url: "/public/topup/verify_email_confirmation", payload: link });

  it("creates a pending top-up, emails its link, and credits the account once it is confirmed", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const before = await account(harness, "acme");

    const providers = await call(owner, "GET", "/ajax/billing/payment_providers");
    expect(providers.body.data).toEqual([
      expect.objectContaining({ code: "bank_transfer", name: "Bank transfer / card" }),
    ]);

    const created = await call(owner, "POST", "/ajax/billing/top_up", {
      amount: 500,
      provider: "bank_transfer",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const topUp = topUpRowSchema.parse(created.body.data);
    expect(topUp).toMatchObject({ amount: 500, status: "pending", currency_code: before.currencyCode });
    expect((await account(harness, "acme")).pendingPayments).toBe(before.pendingPayments + 500);

    const link = await emailedLink(harness, "owner@acme.test");
    expect(link.txnid).toBe(topUp.txnid);
    expect((await verify(link)).statusCode).toBe(200);
    expect((await verify(link)).statusCode).toBe(400);

    const after = await account(harness, "acme");
    expect(after.balanceMonetary).toBe(before.balanceMonetary + 500);
    expect(after.pendingPayments).toBe(before.pendingPayments);

    const history = await call(owner, "GET", "/ajax/billing/top_up/list?filter[status]=paid");
    const page = listResponseSchema(topUpRowSchema).parse(history.body.data);
    expect(page.data).toEqual([expect.objectContaining({ txnid: topUp.txnid, status: "paid", amount: 500 })]);
    expect(page.data[0]!.date_paid).not.toBeNull();

    const credits = await call(owner, "GET", "/ajax/billing/credit_history/list?filter[type][]=top_up");
    const rows = listResponseSchema(creditHistoryRowSchema).parse(credits.body.data).data;
    expect(rows).toEqual([
      expect.objectContaining({
        type: "top_up",
        amount: 500,
        top_up_id: topUp.id,
        reason: expect.stringContaining(topUp.txnid),
      }),
    ]);
    const [ownerUser] = await harness.database.db
      .select()
      .from(users)
      .where(eq(users.email, "owner@acme.test"));
    expect(rows[0]!.user_id).toBe(ownerUser!.id);

    const csv = await call(owner, "GET", "/ajax/billing/credit_history/csv?filter[type][]=top_up");
    expect(csv.status).toBe(200);
    expect(csv.headers["content-disposition"]).toContain("credit-history.csv");
    const lines = String(csv.body).trim().split("\r\n");
    expect(lines[0]).toBe(
      "id,date_created,type,amount,withholding,currency_code,reason,campaign_id,top_up_id",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(",top_up,500.0000,");

    expect(await ledgerMismatches(harness.database.db)).toEqual([]);
  });

  it("refuses amounts out of range and unknown payment methods with a validation envelope", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    for (const payload of [{ amount: 10 }, { amount: 2_000_000 }, { amount: "abc" }, { amount: 500.123 }]) {
      const refused = await call(owner, "POST", "/ajax/billing/top_up", payload);
      expect(refused.status, JSON.stringify(payload)).toBe(422);
      expect(refused.body).toMatchObject({ status: false, errors: { amount: [expect.any(String)] } });
    }
    const provider = await call(owner, "POST", "/ajax/billing/top_up", { amount: 500, provider: "crypto" });
    expect(provider.status).toBe(422);
    expect(provider.body.errors).toHaveProperty("provider");
  });

  it("keeps each account's top-ups and credit history to itself", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const trialOwner = await sessionFor(harness, "trial@trial.test");
    const acme = await account(harness, "acme");
    await call(owner, "POST", "/ajax/billing/top_up", { amount: 700 });

    const trialTopUps = await call(trialOwner, "GET", "/ajax/billing/top_up/list");
    expect(trialTopUps.status).toBe(200);
    expect(trialTopUps.body.data.data).toEqual([]);
    const trialCredits = await call(trialOwner, "GET", "/ajax/billing/credit_history/list");
    expect(trialCredits.body.data.data.every((row: { reason: string }) => !row.reason.includes("TXN"))).toBe(
      true,
    );

    for (const url of [
      "/ajax/billing/top_up/list",
      "/ajax/billing/credit_history/list",
      "/ajax/billing/credit_history/csv",
      "/pt3/campaign/getNewAccountBalance",
    ]) {
      expect((await call(trialOwner, "GET", url, undefined, acme.id)).status, url).toBe(403);
    }
    expect((await call(trialOwner, "POST", "/ajax/billing/top_up", { amount: 500 }, acme.id)).status).toBe(
      403,
    );
    expect((await call(trialOwner, "GET", `/pt3/updatebalance?account_id=${acme.id}`)).status).toBe(403);
    expect((await harness.app.inject({ method: "GET", url: "/ajax/billing/top_up/list" })).statusCode).toBe(
      401,
    );
  });

  it("answers the balance object and recomputes it from the ledger", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const staff = await sessionFor(harness, "superadmin@sendline.test");
    const acme = await account(harness, "acme");

    const balance = balanceObjectSchema.parse(
      (await call(owner, "GET", "/pt3/campaign/getNewAccountBalance")).body.data,
    );
    // The SPEC shows the balance only to users with top-up access.
    const agent = await sessionFor(harness, "agent@acme.test");
    expect((await call(agent, "GET", "/pt3/campaign/getNewAccountBalance")).status).toBe(403);
    expect((await call(agent, "GET", `/pt3/updatebalance?account_id=${acme.id}`)).status).toBe(403);
    expect(balance).toEqual({
      availableBalance: acme.creditLimit + acme.balanceMonetary - acme.balanceMonetaryWithholding,
      accountAvailableBalance: acme.balanceMonetary - acme.balanceMonetaryWithholding,
      monetaryWithholding: acme.balanceMonetaryWithholding,
      creditLimit: acme.creditLimit,
      accountSmsFreebies: acme.balanceSmsCredits - acme.balanceSmsCreditsWithheld,
      accountEmailFreebies: acme.balanceEmailCredits - acme.balanceEmailCreditsWithheld,
    });

    // A balance written outside the ledger is found by the check and put right by updatebalance.
    await harness.database.db
      .update(accounts)
      .set({ balanceMonetary: acme.balanceMonetary + 99 })
      .where(eq(accounts.id, acme.id));
    expect(await ledgerMismatches(harness.database.db)).toEqual([
      expect.objectContaining({
        accountId: acme.id,
        ledger: { monetary: acme.balanceMonetary, withholding: acme.balanceMonetaryWithholding },
      }),
    ]);
    const recomputed = await call(owner, "GET", `/pt3/updatebalance?account_id=${acme.id}`);
    expect(recomputed.status).toBe(200);
    expect(recomputed.body.data.accountAvailableBalance).toBe(
      acme.balanceMonetary - acme.balanceMonetaryWithholding,
    );
    expect((await account(harness, "acme")).balanceMonetary).toBe(acme.balanceMonetary);
    expect(await ledgerMismatches(harness.database.db)).toEqual([]);

    const trial = await account(harness, "trial");
    expect((await call(staff, "GET", `/pt3/updatebalance?account_id=${trial.id}`)).status).toBe(200);
    expect((await call(staff, "GET", "/pt3/updatebalance?account_id=999999")).status).toBe(404);
    expect((await call(owner, "GET", "/pt3/updatebalance?account_id=abc")).status).toBe(422);
  });

  it("lets staff adjust an account's balance with a reason, in the ledger, and no one else", async () => {
    const staff = await sessionFor(harness, "superadmin@sendline.test");
    const owner = await sessionFor(harness, "owner@acme.test");
    const acme = await account(harness, "acme");
    const adjusted = await call(
      staff,
      "POST",
      "/ajax/billing/adjustment",
      { amount: -25.5, reason: "Refund reversal" },
      acme.id,
    );
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);
    expect(adjusted.body.data.monetary).toBeCloseTo(acme.balanceMonetary - 25.5, 4);
    const rows = (await call(owner, "GET", "/ajax/billing/credit_history/list?filter[type][]=adjustment"))
      .body.data.data;
    expect(rows).toEqual([
      expect.objectContaining({ type: "adjustment", amount: -25.5, reason: "Refund reversal" }),
    ]);
    expect(
      (await call(owner, "POST", "/ajax/billing/adjustment", { amount: 1000, reason: "Gift" })).status,
    ).toBe(403);
    expect(
      (await call(staff, "POST", "/ajax/billing/adjustment", { amount: 0, reason: "x" }, acme.id)).status,
    ).toBe(422);
    expect(
      (await call(staff, "POST", "/ajax/billing/adjustment", { amount: 5, reason: " " }, acme.id)).status,
    ).toBe(422);
    expect(await ledgerMismatches(harness.database.db)).toEqual([]);

    const types = await call(owner, "GET", "/ajax/data/billing_transactions_type");
    expect(types.body.data).toContainEqual({ code: "top_up", name: "Top-up" });
    expect(types.body.data).toHaveLength(6);
  });

  it("never lets a written ledger row change", async () => {
    const acme = await account(harness, "acme");
    await expect(
      harness.database.db
        .update(ledgerEntries)
        .set({ amount: 1_000_000 })
        .where(eq(ledgerEntries.accountId, acme.id)),
    ).rejects.toThrow();
    const [opening] = await harness.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, acme.id), eq(ledgerEntries.type, "opening")));
    expect(opening!.amount).toBe(acme.balanceMonetary);
  });

  it("names and links each row's campaign and shows the running balance after it, page by page", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const staff = await sessionFor(harness, "superadmin@sendline.test");
    const acme = await account(harness, "acme");
    const [route] = await harness.database.db
      .select()
      .from(accountRoutes)
      .where(and(eq(accountRoutes.accountId, acme.id), eq(accountRoutes.isDefault, true)));
    const created = await call(owner, "POST", "/ajax/sms/campaign", {
      name: "June promo",
      sender_id: "ACME",
      message: "Hello from Acme",
      compose_numbers: "09171234567\n09181234567",
      account_route_id: route!.id,
    });
    expect(created.status).toBe(200);
    expect((await call(owner, "GET", `/ajax/sms/go_live/${created.body.data.id}`)).status).toBe(200);
    await harness.app.engine.drain();
    for (const amount of [10, -2.5, 7.25]) {
      harness.clock.advanceMinutes(1);
      await call(staff, "POST", "/ajax/billing/adjustment", { amount, reason: `Adjust ${amount}` }, acme.id);
    }

    const june = "filter[from]=2026-06-01&filter[to]=2026-06-30";
    const listed = async (query: string) =>
      (await call(owner, "GET", `/ajax/billing/credit_history/list?${june}&${query}`)).body.data as {
        data: CreditHistoryRow[];
        total_pages: number;
      };
    const all = await listed("page_size=100&sort_column=id&sort_direction=asc");
    const rows = all.data;
    // Each balance after is the one before it plus the row's change; the last is the account's balance now.
    rows.slice(1).forEach((row, index) => {
      expect(row.balance_after - rows[index]!.balance_after).toBeCloseTo(row.amount, 4);
      expect(row.withholding_after - rows[index]!.withholding_after).toBeCloseTo(row.withholding, 4);
    });
    const now = await account(harness, "acme");
    expect(rows.at(-1)!.balance_after).toBeCloseTo(now.balanceMonetary, 4);
    expect(rows.at(-1)!.withholding_after).toBeCloseTo(now.balanceMonetaryWithholding, 4);

    const charge = rows.find((row) => row.type === "charge")!;
    expect(charge.campaign).toEqual({ name: "June promo", channel: "sms", is_test_campaign: false });
    expect(rows.find((row) => row.type === "adjustment")!.campaign).toBeNull();

    // Newest first, two a page: every page shows the same balances as the whole list.
    const byId = new Map(rows.map((row) => [row.id, row.balance_after]));
    const first = await listed("page_size=2&page=1");
    const second = await listed("page_size=2&page=2");
    expect(first.data.map((row) => row.amount)).toEqual([7.25, -2.5]);
    for (const row of [...first.data, ...second.data]) expect(row.balance_after).toBe(byId.get(row.id));
    // A filter leaves out rows, not the balances they made.
    const adjustments = await listed("filter[type][]=adjustment&sort_column=id&sort_direction=asc");
    expect(adjustments.data.map((row) => row.balance_after)).toEqual(
      rows.filter((row) => row.type === "adjustment").map((row) => row.balance_after),
    );
  });

  it("filters the credit history by the report date rules", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    await call(owner, "POST", "/ajax/billing/top_up", { amount: 500 });
    await verify(await emailedLink(harness, "owner@acme.test"));
    // The harness clock is 2026-06-01: May holds none of this account's rows.
    const may = await call(
      owner,
      "GET",
      "/ajax/billing/credit_history/list?filter[from]=2026-05-01&filter[to]=2026-05-31",
    );
    expect(may.status).toBe(200);
    expect(may.body.data.data).toEqual([]);
    const june = await call(
      owner,
      "GET",
      "/ajax/billing/credit_history/list?filter[from]=2026-06-01&filter[to]=2026-06-30",
    );
    expect(june.body.data.data.map((row: { type: string }) => row.type)).toContain("top_up");
    const early = await call(owner, "GET", "/ajax/billing/credit_history/list?filter[from]=2011-12-31");
    expect(early.status).toBe(422);
    expect(early.body.errors).toHaveProperty("from");
    const backwards = await call(
      owner,
      "GET",
      "/ajax/billing/credit_history/list?filter[from]=2026-06-02&filter[to]=2026-05-01",
    );
    expect(backwards.status).toBe(422);
    const badType = await call(owner, "GET", "/ajax/billing/credit_history/list?filter[type][]=gift");
    expect(badType.status).toBe(422);
  });
});

/** A small deterministic random source, so a failing sequence can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe("the ledger under load", () => {
  const harness = useServer();
  const call = client(harness);

  it("agrees with the accounts' balances after 1,000 concurrent top-ups, go-lives, charges and cancels", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const acme = await account(harness, "acme");
    const [route] = await harness.database.db
      .select()
      .from(accountRoutes)
      .where(and(eq(accountRoutes.accountId, acme.id), eq(accountRoutes.isDefault, true)));
    const next = random(14);
    const live: number[] = [];
    const scheduled: number[] = [];
    const counts = { top_up: 0, go_live: 0, schedule: 0, tick: 0, stop: 0, cancel: 0 };
    const statuses: number[] = [];

    const goLive = async (later: boolean) => {
      const numbers = Array.from(
        { length: 1 + Math.floor(next() * 4) },
        (_, index) => `0917${String(1_000_000 + Math.floor(next() * 8_999_999) + index).slice(0, 7)}`,
      );
      const created = await call(owner, "POST", "/ajax/sms/campaign", {
        name: "Ledger run",
        sender_id: "ACME",
        message: "Ledger check message",
        compose_numbers: numbers.join("\n"),
        account_route_id: route!.id,
        ...(later && { campaign_start: new Date(harness.clock.now().getTime() + 3_600_000).toISOString() }),
      });
      statuses.push(created.status);
      if (created.status !== 200) return;
      const moved = await call(owner, "GET", `/ajax/sms/go_live/${created.body.data.id}`);
      statuses.push(moved.status);
      if (moved.status === 200) (later ? scheduled : live).push(created.body.data.id);
    };
    const topUp = async () => {
      const amount = 100 + Math.floor(next() * 900);
      const created = await call(owner, "POST", "/ajax/billing/top_up", { amount });
      statuses.push(created.status);
      // Most payers confirm; some links are left pending.
      if (next() < 0.2) return;
      const link = await emailedLink(harness, "owner@acme.test").catch(() => null);
      if (!link) return;
      const verified = await harness.app.inject({
        method: "POST",
        url: "/public/topup/verify_email_confirmation",
        payload: link,
      });
      statuses.push(verified.statusCode);
    };
    const pick = (ids: number[]) => ids.splice(Math.floor(next() * ids.length), 1)[0];
    const operation = async () => {
      const roll = next();
      if (roll < 0.25) {
        counts.top_up++;
        return topUp();
      }
      if (roll < 0.45) {
        counts.go_live++;
        return goLive(false);
      }
      if (roll < 0.55) {
        counts.schedule++;
        return goLive(true);
      }
      if (roll < 0.8) {
        counts.tick++;
        await harness.app.engine.tick();
        return;
      }
      if (roll < 0.9) {
        const id = pick(live);
        if (id === undefined) return;
        counts.stop++;
        statuses.push((await call(owner, "GET", `/ajax/sms/stop/${id}`)).status);
        return;
      }
      const id = pick(scheduled);
      if (id === undefined) return;
      counts.cancel++;
      statuses.push((await call(owner, "GET", `/ajax/sms/cancel_schedule/${id}`)).status);
    };

    const OPERATIONS = 1_000;
    const CONCURRENCY = 8;
    for (let done = 0; done < OPERATIONS; done += CONCURRENCY) {
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, OPERATIONS - done) }, operation));
    }
    for (const id of scheduled)
      statuses.push((await call(owner, "GET", `/ajax/sms/cancel_schedule/${id}`)).status);
    await harness.app.engine.drain();

    // Races (a campaign finished before its stop) may be refused, but never with a server error.
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(counts.top_up).toBeGreaterThan(150);
    expect(counts.go_live + counts.schedule).toBeGreaterThan(200);
    expect(counts.stop + counts.cancel).toBeGreaterThan(20);

    expect(await ledgerMismatches(harness.database.db)).toEqual([]);
    const types = await harness.database.db
      .select({ type: ledgerEntries.type, rows: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, acme.id))
      .groupBy(ledgerEntries.type);
    const byType = Object.fromEntries(types.map((row) => [row.type, row.rows]));
    for (const type of ["opening", "top_up", "withhold", "charge", "release"])
      expect(byType[type], type).toBeGreaterThan(0);

    // What the balance host recomputes from the ledger is what the account already holds.
    const held = await account(harness, "acme");
    await call(owner, "GET", `/pt3/updatebalance?account_id=${acme.id}`);
    const recomputed = await account(harness, "acme");
    expect(recomputed.balanceMonetary).toBe(held.balanceMonetary);
    expect(recomputed.balanceMonetaryWithholding).toBe(held.balanceMonetaryWithholding);
    // Every campaign has finished, stopped or been cancelled: only the seeded withholding is left.
    expect(held.balanceMonetaryWithholding).toBeCloseTo(acme.balanceMonetaryWithholding, 4);
  }, 240_000);
});
