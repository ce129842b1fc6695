import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, campaignRecipients, campaigns } from "../src/db/schema";
import { acme } from "./file-blast-helpers";
import { sessionFor, useServer } from "./harness";

/** Five typed numbers: above the limit of three this file sets, so going live leaves them to the engine. */
const NUMBERS = ["09171230001", "09171230002", "09171230003", "09171230004", "09171230005"];

describe("going live with more recipients than the request writes", () => {
  const harness = useServer({ GO_LIVE_WRITE_LIMIT: "3" });

  async function call(token: string, url: string, payload?: object) {
    const response = await harness.app.inject({
      method: payload ? "POST" : "GET",
      url,
      headers: { token },
      ...(payload && { payload }),
    });
    return { status: response.statusCode, body: response.json() };
  }

  async function liveCampaign(numbers = NUMBERS) {
    const owner = await sessionFor(harness, "owner@acme.test");
    const { account, route } = await acme(harness);
    const created = await call(owner, "/ajax/sms/campaign", {
      name: "Large audience",
      sender_id: "ACME",
      message: "Hello from a large campaign",
      compose_numbers: numbers.join("\n"),
      account_route_id: route.id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as number;
    const live = await call(owner, `/ajax/sms/go_live/${id}`);
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    expect(live.body.data.campaign_status_code).toBe("live");
    return { owner, id, acmeId: account.id };
  }

  const written = async (id: number) =>
    (
      await harness.database.db
        .select({ total: count() })
        .from(campaignRecipients)
        .where(eq(campaignRecipients.campaignId, id))
    )[0]!.total;

  const balance = async (acmeId: number) =>
    (await harness.database.db.select().from(accounts).where(eq(accounts.id, acmeId)))[0]!;

  it("answers before writing them; the engine's next pass writes them, then sends and charges them all", async () => {
    const { owner, id, acmeId } = await liveCampaign();
    const before = await balance(acmeId);
    expect(await written(id)).toBe(0);
    // Withheld at go-live, as for any campaign.
    const [row] = await harness.database.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row).toMatchObject({ recipientsWritten: false, withheld: row!.estimate });

    await harness.app.engine.tick();
    expect(await written(id)).toBe(NUMBERS.length);
    await harness.app.engine.drain();
    const done = (await call(owner, `/ajax/sms/campaign/${id}`)).body.data;
    expect(done).toMatchObject({ campaign_status_code: "completed", campaign_stats_sent: NUMBERS.length });
    const after = await balance(acmeId);
    expect(after.balanceMonetary).toBeCloseTo(before.balanceMonetary - done.charged, 4);
    expect(after.balanceMonetaryWithholding).toBeCloseTo(
      before.balanceMonetaryWithholding - row!.withheld,
      4,
    );
  });

  it("does not complete, nor write, a campaign paused before its recipients were written", async () => {
    const { owner, id } = await liveCampaign();
    expect((await call(owner, `/ajax/sms/pause/${id}`)).status).toBe(200);
    await harness.app.engine.drain();
    expect(await written(id)).toBe(0);
    expect((await call(owner, `/ajax/sms/campaign/${id}`)).body.data.campaign_status_code).toBe("paused");

    expect((await call(owner, `/ajax/sms/resume/${id}`)).status).toBe(200);
    await harness.app.engine.drain();
    expect(await written(id)).toBe(NUMBERS.length);
    expect((await call(owner, `/ajax/sms/campaign/${id}`)).body.data).toMatchObject({
      campaign_status_code: "completed",
      campaign_stats_sent: NUMBERS.length,
    });
  });

  it("never writes them for a campaign stopped first, and gives back what it withheld", async () => {
    const { owner, id, acmeId } = await liveCampaign();
    const live = await balance(acmeId);
    const [row] = await harness.database.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect((await call(owner, `/ajax/sms/pause/${id}`)).status).toBe(200);
    expect((await call(owner, `/ajax/sms/stop/${id}`)).status).toBe(200);
    await harness.app.engine.drain();
    expect(await written(id)).toBe(0);
    const after = await balance(acmeId);
    expect(after.balanceMonetary).toBeCloseTo(live.balanceMonetary, 4);
    expect(after.balanceMonetaryWithholding).toBeCloseTo(live.balanceMonetaryWithholding - row!.withheld, 4);
    expect((await call(owner, `/ajax/sms/campaign/${id}`)).body.data.campaign_stats_sent).toBe(0);
  });

  it("writes them in the request up to the limit", async () => {
    const { id } = await liveCampaign(NUMBERS.slice(0, 3));
    expect(await written(id)).toBe(3);
  });
});
