import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { SecretBox } from "../../lib/secret-box";
import { ConfigError } from "../../config";
import { spawnSmsc, type SmscChild } from "../../smsc/process";

/** The credentials the local SMSC binds (its own defaults, `SMSC_SYSTEM_ID` / `SMSC_PASSWORD`). */
const DEMO_SYSTEM_ID = process.env.SMSC_SYSTEM_ID || "sendline";
const DEMO_PASSWORD = process.env.SMSC_PASSWORD || "sendline";
const LOOPBACK = "127.0.0.1";

/**
 * Demo mode's carrier: the local SMSC started as a program of its own on a free loopback port,
 * drawing outcomes by the seeded operators' prefixes, and every route's connection pointed at it
 * (a connection staff pointed elsewhere is kept). The SMSC ends with this process.
 */
export async function startDemoSmsc(db: Db, box: SecretBox): Promise<SmscChild> {
  const { rows } = (await db.execute(
    sql`select code, country_code, prefixes from operators order by id`,
  )) as unknown as { rows: { code: string; country_code: string; prefixes: string[] }[] };
  const operators = rows.map((row) => ({
    code: row.code,
    prefixes: row.prefixes.map((prefix) => `${row.country_code}${prefix}`),
  }));
  const smsc = await spawnSmsc({ SMSC_OPERATORS: JSON.stringify(operators), SMSC_EXIT_WITH_PARENT: "1" });
  await db.execute(sql`
    insert into route_connections (route_id, host, port, system_id, password_sealed, bind_mode,
      throughput, submit_window, enquire_link_seconds, date_last_updated)
    select id, ${LOOPBACK}, ${smsc.port}, ${DEMO_SYSTEM_ID}, ${box.seal(DEMO_PASSWORD)}, 'transceiver',
      0, 100, 30, now()
    from routes
    on conflict (route_id) do update
    set port = excluded.port, password_sealed = excluded.password_sealed,
        version = route_connections.version + 1, date_last_updated = excluded.date_last_updated
    where route_connections.host = ${LOOPBACK} and route_connections.system_id = ${DEMO_SYSTEM_ID}`);
  return smsc;
}

/**
 * Outside demo mode every route a live or scheduled SMS campaign uses must have a carrier
 * connection: the server refuses to start otherwise, naming the routes.
 */
export async function requireConnections(db: Db): Promise<void> {
  const { rows } = (await db.execute(sql`
    select distinct r.id, r.code, r.name from routes r
    join account_routes ar on ar.route_id = r.id
    join campaigns c on c.account_route_id = ar.id
    where c.channel = 'sms' and c.campaign_status_code in ('live', 'scheduled')
      and not exists (select 1 from route_connections rc where rc.route_id = r.id)
    order by r.code`)) as unknown as { rows: { id: number; code: string; name: string }[] };
  if (rows.length === 0) return;
  throw new ConfigError(
    rows.map(
      (row) =>
        `route ${row.code} (${row.name}, id ${row.id}) is in use by live or scheduled SMS campaigns but has no carrier connection: set it with PUT /admin/data/routes/${row.id}/connection`,
    ),
  );
}

/**
 * Whether an account route's route has a carrier connection. Outside demo mode an SMS campaign
 * cannot go live on one that has none: its messages would have nowhere to go.
 */
export async function routeHasConnection(db: Db, accountRouteId: number | null): Promise<boolean> {
  if (accountRouteId === null) return false;
  const { rows } = (await db.execute(sql`
    select 1 from account_routes ar
    join route_connections rc on rc.route_id = ar.route_id
    where ar.id = ${accountRouteId}`)) as unknown as { rows: unknown[] };
  return rows.length > 0;
}

/** Why going live is refused on a route without a carrier connection. */
export const NO_CONNECTION_MESSAGE =
  "This route has no carrier connection yet. Ask Sendline support to connect it before sending.";
