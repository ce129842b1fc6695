import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, campaigns } from "../src/db/schema";
import { wholeRow } from "../src/db/whole-row";
import { useServer } from "./harness";

describe("a whole row read as one JSON value", () => {
  const harness = useServer();

  it("comes back exactly as the table's own select gives it: dates, amounts, arrays, JSON and nulls", async () => {
    const { db } = harness.database;
    const [acme] = await db.select().from(accounts).where(eq(accounts.code, "acme"));
    const now = harness.clock.now();
    await db.insert(campaigns).values([
      {
        accountId: acme!.id,
        channel: "viber",
        name: 'Quotes " and \\ back\nslashes, ünïcödé 🎉',
        contactGroupIds: [3, 1, 2],
        fileIds: [],
        estimate: 1234.5678,
        withheld: 0.0001,
        charged: 99999999.9999,
        carousel: [
          {
            title: "Card",
            image: null,
            primaryButtonText: "Buy",
            primaryButtonUrl: "https://acme.test/buy",
            secondaryButtonText: "",
            secondaryButtonUrl: "",
          },
        ],
        version: 2 ** 40,
        campaignStart: new Date("2026-12-01T08:30:00.123Z"),
        dateCreated: now,
        dateLastUpdated: now,
        rejectReason: null,
      },
      { accountId: acme!.id, channel: "sms", name: "Plain", dateCreated: now, dateLastUpdated: now },
    ]);
    const plain = await db.select().from(campaigns).orderBy(campaigns.id);
    const whole = await db
      .select({ campaign: wholeRow(campaigns) })
      .from(campaigns)
      .orderBy(campaigns.id);
    expect(plain.length).toBeGreaterThanOrEqual(2);
    expect(whole.map(({ campaign }) => campaign)).toEqual(plain);
    expect(whole.at(-2)!.campaign.campaignStart).toBeInstanceOf(Date);
  });
});
