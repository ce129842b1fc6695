import { sql } from "drizzle-orm";
import fp from "fastify-plugin";
import type { Db } from "../../db/database";
import { Periodic } from "../../lib/periodic";

declare module "fastify" {
  interface FastifyInstance {
    retention: DataRetention;
  }
}

const DAY_MS = 86_400_000;
/** Rows one statement deletes, so a purge never holds many locks or a long transaction. */
const PURGE_BATCH = 5000;

/** What one retention pass purged. */
export interface Purged {
  /** Per-recipient rows of API messages past the real-time retention days. */
  realtime: number;
  /** Per-recipient rows of campaigns past the archived-data (logs) retention days. */
  logs: number;
}

/**
 * Deletes up to PURGE_BATCH per-recipient rows given their outcome before `cutoff`, of API messages
 * (`api`) or of campaigns. One statement claims and deletes with `FOR UPDATE SKIP LOCKED`, so
 * several API processes purge side by side without waiting on each other or the engine.
 */
async function purgeBatch(db: Db, cutoff: Date, api: boolean): Promise<number> {
  const { rows } = (await db.execute(sql`
    with doomed as (
      select r.id from campaign_recipients r
      where r.campaign_id in (
          select c.id from campaigns c
          where (c.api_key_id is not null) = ${api} and c.date_created < ${cutoff.toISOString()}::timestamptz
        )
        and r.done_at < ${cutoff.toISOString()}::timestamptz
      limit ${PURGE_BATCH}
      for update of r skip locked
    )
    delete from campaign_recipients r using doomed where r.id = doomed.id
    returning r.id`)) as unknown as { rows: unknown[] };
  return rows.length;
}

async function purgeAll(db: Db, cutoff: Date, api: boolean): Promise<number> {
  let total = 0;
  for (;;) {
    const purged = await purgeBatch(db, cutoff, api);
    total += purged;
    if (purged < PURGE_BATCH) return total;
  }
}

/**
 * Data retention (SPEC §9): real-time transactions (API messages' per-recipient rows) are kept for
 * the real-time retention days, campaigns' per-recipient logs for the archived-data retention
 * days; older traffic lives on only in the daily report aggregates, which are never purged.
 */
export class DataRetention {
  private readonly loop: Periodic<Purged>;

  constructor(
    private readonly db: Db,
    private readonly options: {
      now: () => Date;
      intervalMs: number;
      realtimeDays: number;
      archivedDays: number;
    },
  ) {
    this.loop = new Periodic("data retention pass", options.intervalMs, () => this.pass());
  }

  /** One pass; passes never overlap within a process. */
  run(): Promise<Purged> {
    return this.loop.run();
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async pass(): Promise<Purged> {
    const now = this.options.now().getTime();
    const before = (days: number) => new Date(now - days * DAY_MS);
    return {
      realtime: await purgeAll(this.db, before(this.options.realtimeDays), true),
      logs: await purgeAll(this.db, before(this.options.archivedDays), false),
    };
  }
}

/** Runs data retention in this process on RETENTION_INTERVAL_MS, stopping before the database closes. */
export const retentionPlugin = fp(
  async (app) => {
    const { context } = app;
    const retention = new DataRetention(context.db, {
      now: () => context.now(),
      intervalMs: context.config.retentionIntervalMs,
      realtimeDays: context.config.console.realtimeDataRetention,
      archivedDays: context.config.console.archivedDataRetention,
    });
    app.decorate("retention", retention);
    app.addHook("onReady", async () => retention.start());
    app.addHook("preClose", async () => retention.stop());
  },
  { name: "retention", dependencies: ["context"] },
);
