import { eq } from "drizzle-orm";
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
