import { eq } from "drizzle-orm";
import { topupVerifyDataSchema } from "@sendline/core/contract";
import { describe, expect, it } from "vitest";
import { createTopUp } from "../src/modules/billing/top-ups";
import { accounts, topUps } from "../src/db/schema";
import { seed } from "../src/db/seed";
import { outboxMessages, sessionFor, useServer } from "./harness";

const LINK_EXPIRED = { status: false, message: "Link was used or already expired" };

describe("POST /public/topup/verify_email_confirmation", () => {
  const harness = useServer();

  const verify = (payload: unknown) =>
    harness.app.inject({
      method: "POST",
      url: "/public/topup/verify_email_confirmation",
      payload: payload as object,
    });

  async function acme() {
    const [account] = await harness.database.db.select().from(accounts).where(eq(accounts.code, "acme"));
    if (!account) throw new Error("no acme account");
    return account;
  }

  /** The demo top-up link the seed put in the outbox. */
  async function demoLink() {
    const message = (await outboxMessages(harness)).find((candidate) =>
      candidate.body.includes("/top-up-verify/"),
    );
    const [, txnid, token] = /\/top-up-verify\/([^/\s]+)\/([^/\s]+)/.exec(message?.body ?? "") ?? [];
    if (!txnid || !token) throw new Error("no top-up link in the outbox");
    expect(message).toMatchObject({ channel: "email", to: "owner@acme.test" });
    return { txnid: decodeURIComponent(txnid), token };
  }

  it("confirms the seeded demo top-up once, crediting the account", async () => {
    const before = await acme();
    expect(before.pendingPayments).toBe(1200);
    const link = await demoLink();

    const response = await verify(link);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: true, data: before.id });
    expect(topupVerifyDataSchema.parse(response.json().data)).toBe(before.id);
    const after = await acme();
    expect(after.balanceMonetary).toBe(before.balanceMonetary + 1200);
    expect(after.pendingPayments).toBe(0);

    const again = await verify(link);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(LINK_EXPIRED);
    expect((await acme()).balanceMonetary).toBe(after.balanceMonetary);

    const owner = await sessionFor(harness, "owner@acme.test");
    const pending = await harness.app.inject({
      method: "GET",
      url: "/ajax/billing/pending_payment",
      headers: { token: owner },
    });
    expect(pending.json().data).toMatchObject({ pending_payments: 0 });
  });

  it("keeps only the token's hash", async () => {
    const { token } = await demoLink();
    const rows = await harness.database.db.select().from(topUps);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("refuses a forged token, another top-up's token and an expired link", async () => {
    const { id } = await acme();
    const now = harness.clock.now();
    const first = await createTopUp(harness.database.db, {
      accountId: id,
      amount: 50,
      now,
      expiresAt: new Date(now.getTime() + 60_000),
    });
    const second = await createTopUp(harness.database.db, {
      accountId: id,
      amount: 70,
      now,
      expiresAt: new Date(now.getTime() + 60 * 60_000),
    });
    for (const payload of [
      { txnid: first.txnid, token: "forged" },
      { txnid: first.txnid, token: second.token },
      { txnid: "TXN-NOPE", token: first.token },
    ]) {
      expect((await verify(payload)).json()).toEqual(LINK_EXPIRED);
    }
    harness.clock.advanceMinutes(2);
    expect((await verify(first)).json()).toEqual(LINK_EXPIRED);
    expect((await verify(second)).json()).toMatchObject({ status: true, data: id });
  });

  it("answers bad bodies with a Validation Error, never a 500", async () => {
    const plain = await verify("text");
    expect(plain.statusCode).toBe(415);
    expect(plain.json()).toMatchObject({ status: false });
    for (const payload of [{}, { txnid: "" }, { txnid: 5, token: ["x"] }, [1], null]) {
      const response = await verify(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json()).toMatchObject({ status: false, message: "Validation Error" });
    }
    expect((await verify({ txnid: "", token: "" })).json().errors).toEqual({
      txnid: [expect.any(String)],
      token: [expect.any(String)],
    });
  });

  it("seeds a new demo top-up only when none is pending", async () => {
    const count = async () => (await harness.database.db.select().from(topUps)).length;
    await seed(harness.database.db, { now: harness.clock.now() });
    expect(await count()).toBe(1);
    expect((await acme()).pendingPayments).toBe(1200);

    await verify(await demoLink());
    await seed(harness.database.db, { now: harness.clock.now() });
    expect(await count()).toBe(2);
    expect((await acme()).pendingPayments).toBe(1200);
    const links = (await outboxMessages(harness)).filter((message) =>
      message.body.includes("/top-up-verify/"),
    );
    expect(links).toHaveLength(2);
  });
});
