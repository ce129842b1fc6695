import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../src/db/database";
import { createTestDatabase, dropTestDatabase } from "./harness";

/**
 * The API's PostgreSQL pool runs each parameterised SQL text as a named statement, prepared once
 * per connection; what the simple protocol alone takes (no parameters, several statements in one
 * text) still runs as it is.
 */
describe("named statements on PostgreSQL", () => {
  let url: string;
  let database: Database;
  let client: pg.PoolClient;

  beforeAll(async () => {
    url = await createTestDatabase();
    database = await openDatabase({ kind: "postgres", url });
    // One connection of the API's own pool, so its prepared statements can be read.
    client = await (database.db as unknown as { $client: pg.Pool }).$client.connect();
  });

  afterAll(async () => {
    client?.release();
    await database?.close();
    if (url) await dropTestDatabase(url);
  });

  const prepared = async () =>
    (await client.query<{ statement: string }>("select statement from pg_prepared_statements")).rows.map(
      (row) => row.statement,
    );

  it("prepares a text with parameters once and runs it again by name, with each run's values", async () => {
    const text = "select $1::int + $2::int as total";
    expect((await client.query(text, [1, 2])).rows).toEqual([{ total: 3 }]);
    expect((await client.query(text, [20, 22])).rows).toEqual([{ total: 42 }]);
    expect((await prepared()).filter((statement) => statement === text)).toHaveLength(1);
  });

  it("leaves queries without parameters unnamed, so several statements in one text still run", async () => {
    await client.query("create temporary table scratch (n int); insert into scratch values (7)");
    expect((await client.query("select n from scratch")).rows).toEqual([{ n: 7 }]);
    expect(await prepared()).not.toContain("select n from scratch");
  });

  it("names drizzle's queries too, which it sends as a config object", async () => {
    const query = sql`select ${"x"}::text || 'y' as joined`;
    // Drizzle runs on the pool's other connection (this file holds one): read both connections'.
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const answer = (await database.db.execute(query)) as unknown as { rows: unknown[] };
    expect(answer.rows).toEqual([{ joined: "xy" }]);
    const text = "select $1::text || 'y' as joined";
    const other = await pool.connect();
    try {
      const statements = [
        ...(await prepared()),
        ...(
          await other.query<{ statement: string }>("select statement from pg_prepared_statements")
        ).rows.map((row) => row.statement),
      ];
      expect(statements).toContain(text);
    } finally {
      other.release();
    }
  });
});
