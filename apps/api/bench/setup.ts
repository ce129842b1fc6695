import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { openDatabase, type Database } from "../src/db/database";
import { accountRoutes, accounts, sessions, users } from "../src/db/schema";
import { seed } from "../src/db/seed";
import { hashToken, newToken } from "../src/lib/tokens";
import { startTestPostgres, type TestPostgres } from "../test/postgres/server";

/**
 * A benchmark's database, migrated and seeded with the demo data: PostgreSQL when `postgres` (an
 * embedded server, or the one DATABASE_URL names), else an in-memory PGlite. `close` ends both.
 */
export async function benchDatabase(postgres: boolean): Promise<{
  database: Database;
  server: TestPostgres | null;
  close(): Promise<void>;
}> {
  const server = postgres ? await startTestPostgres(process.env.DATABASE_URL) : null;
  const database = server
    ? await openDatabase({ kind: "postgres", url: server.url })
    : await openDatabase({ kind: "memory" });
  await database.migrate();
  await seed(database.db, { hash: async () => "unused" });
  return {
    database,
    server,
    close: async () => {
      await database.close();
      await server?.stop();
    },
  };
}

/** Whether the environment asks for PostgreSQL (`DATABASE=postgres` or a DATABASE_URL). */
export const wantsPostgres = () => Boolean(process.env.DATABASE_URL) || process.env.DATABASE === "postgres";

/** The demo account acme, its owner with a fresh session token, and its first route. */
export async function signedInOwner(db: Database["db"]) {
  const [acme] = await db.select().from(accounts).where(eq(accounts.code, "acme"));
  const [owner] = await db.select().from(users).where(eq(users.email, "owner@acme.test"));
  const [route] = await db.select().from(accountRoutes).where(eq(accountRoutes.accountId, acme!.id));
  const token = newToken();
  await db.insert(sessions).values({
    userId: owner!.id,
    tokenHash: hashToken(token),
    createdAt: new Date(),
    lastSeenAt: new Date(),
  });
  return { acme: acme!, owner: owner!, route: route!, token };
}

/** A fresh session token of the seeded superadmin (staff). */
export async function staffSession(db: Database["db"]): Promise<string> {
  const [superadmin] = await db.select().from(users).where(eq(users.email, "superadmin@sendline.test"));
  const token = newToken();
  await db.insert(sessions).values({
    userId: superadmin!.id,
    tokenHash: hashToken(token),
    createdAt: new Date(),
    lastSeenAt: new Date(),
  });
  return token;
}

/** Calls the app as `token`; throws with the answer unless it is a success envelope. */
export function caller(app: FastifyInstance, token: string) {
  return async <T = { id: number }>(
    method: "GET" | "POST" | "PUT",
    url: string,
    payload?: unknown,
    as = token,
  ): Promise<T> => {
    const response = await app.inject({
      method,
      url,
      headers: { token: as },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const body = response.json() as { status: boolean; data: T };
    if (!body.status) throw new Error(`${method} ${url}: ${response.body}`);
    return body.data;
  };
}

/** Seconds since `from`, once `done()` holds (polled every 50 ms); throws past `limitSeconds`. */
export async function until(
  from: number,
  done: () => Promise<boolean>,
  limitSeconds = 1800,
): Promise<number> {
  for (;;) {
    if (await done()) return (performance.now() - from) / 1000;
    if (performance.now() - from > limitSeconds * 1000) throw new Error(`not done within ${limitSeconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
