import { sql } from "drizzle-orm";
import type { Db } from "../src/db/database";
import { campaigns } from "../src/db/schema";

/**
 * Writes a live SMS campaign of `recipients` queued Globe numbers straight into the database, as
 * going live would leave it (its estimate withheld), for the engine to send. Answers its id.
 */
export async function insertLiveCampaign(
  db: Db,
  campaign: { accountId: number; accountRouteId: number; name: string; recipients: number },
): Promise<number> {
  const now = new Date();
  const [row] = await db
    .insert(campaigns)
    .values({
      accountId: campaign.accountId,
      channel: "sms",
      name: campaign.name,
      senderId: "ACME",
      message: "Benchmark message",
      status: "live",
      accountRouteId: campaign.accountRouteId,
      smsParts: 1,
      totalRecipients: campaign.recipients,
      estimate: campaign.recipients * 0.35,
      withheld: campaign.recipients * 0.35,
      dateCreated: now,
      dateLastUpdated: now,
      dateTriggered: now,
    })
    .returning();
  await db.execute(sql`
    insert into campaign_recipients (campaign_id, mobile, operator_id)
    select ${row!.id}, '63917' || lpad(n::text, 7, '0'), (select id from operators where code = 'globe')
    from generate_series(1, ${campaign.recipients}) as n
  `);
  return row!.id;
}
