import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "../src/lib/password";
import { seed, DEMO_PASSWORD } from "../src/db/seed";
import { accounts, roles, users } from "../src/db/schema";
import { useServer } from "./harness";

describe("seed", () => {
  const harness = useServer();

  async function counts() {
    const { db } = harness.database;
    const [[a], [r], [u]] = await Promise.all([
      db.select({ n: count() }).from(accounts),
      db.select({ n: count() }).from(roles),
      db.select({ n: count() }).from(users),
    ]);
    return { accounts: a?.n, roles: r?.n, users: u?.n };
  }

  it("is idempotent: seeding again changes nothing", async () => {
    const before = await counts();
    const usersBefore = await harness.database.db.select().from(users).orderBy(users.id);
    await seed(harness.database.db);
    expect(await counts()).toEqual(before);
    expect(await harness.database.db.select().from(users).orderBy(users.id)).toEqual(usersBefore);
    expect(before).toEqual({ accounts: 2, roles: 4, users: 6 });
  });

  it("stores salted scrypt hashes of the demo password", async () => {
    await harness.database.db.delete(users);
    await seed(harness.database.db);
    const rows = await harness.database.db.select().from(users);
    const hashes = rows.map((row) => row.passwordHash);
    expect(new Set(hashes).size).toBe(rows.length);
    for (const hash of hashes) {
      expect(hash).toMatch(/^scrypt\$/);
      expect(await verifyPassword(DEMO_PASSWORD, hash)).toBe(true);
    }
    expect(await verifyPassword("wrong password", hashes[0] ?? null)).toBe(false);
  });
});
