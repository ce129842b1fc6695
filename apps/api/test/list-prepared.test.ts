import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { accounts, campaigns } from "../src/db/schema";
import { listQuerySchema, listRows, type ListStatements } from "../src/lib/list";
import { useServer } from "./harness";

const listQuery = listQuerySchema({
  sortColumns: ["id", "name"],
  filters: { status: z.string() },
});

describe("a list whose page queries are kept built (listRows's prepared)", () => {
  const harness = useServer();

  async function seed() {
    const { db } = harness.database;
    const now = harness.clock.now();
    const [acme] = await db.select().from(accounts).where(eq(accounts.code, "acme"));
    const [other] = await db
      .insert(accounts)
      .values({ code: "other-prepared", name: "Other", dateCreated: now })
      .returning();
    const row = (accountId: number, name: string, status: "draft" | "completed") => ({
      accountId,
      channel: "sms" as const,
      name,
      status,
      dateCreated: now,
      dateLastUpdated: now,
    });
    await db
      .insert(campaigns)
      .values([
        row(acme!.id, "Acme spring", "draft"),
        row(acme!.id, "Acme summer", "completed"),
        row(acme!.id, "Acme autumn", "draft"),
        row(other!.id, "Other spring", "draft"),
      ]);
    return { acme: acme!.id, other: other!.id };
  }

  function page(statements: ListStatements, account: number, query: Record<string, string> = {}) {
    const { db } = harness.database;
    const parsed = listQuery.parse(query);
    return listRows(
      parsed,
      {
        select: (total) => db.select({ name: campaigns.name, total }).from(campaigns).$dynamic(),
        where: [
          eq(campaigns.accountId, sql.placeholder("account")),
          parsed.filter.status ? sql`${campaigns.status} = ${sql.placeholder("status")}` : undefined,
        ],
        columns: { id: campaigns.id, name: campaigns.name },
        id: campaigns.id,
        countFrom: campaigns,
        prepared: { statements, values: { account, status: parsed.filter.status } },
      },
      (row) => row.name,
    );
  }

  it("runs each request with its own values, one built query per shape, a page past the end counted", async () => {
    const { acme, other } = await seed();
    const statements: ListStatements = new Map();

    const acmePage = await page(statements, acme, { sort_column: "name", sort_direction: "asc" });
    expect(acmePage.data).toEqual(["Acme autumn", "Acme spring", "Acme summer"]);
    // The same shape for another account reads that account's rows only.
    const otherPage = await page(statements, other, { sort_column: "name", sort_direction: "asc" });
    expect(otherPage.data).toEqual(["Other spring"]);
    expect(otherPage.total_pages).toBe(1);
    expect(statements.size).toBe(1);

    // A filter is another shape; its value is the request's.
    expect((await page(statements, acme, { "filter[status]": "draft" })).data).toEqual([
      "Acme autumn",
      "Acme spring",
    ]);
    expect((await page(statements, acme, { "filter[status]": "completed" })).data).toEqual(["Acme summer"]);
    expect(statements.size).toBe(2);

    const past = await page(statements, acme, { page: "3", page_size: "2" });
    expect(past).toMatchObject({ data: [], total_pages: 2, previous_page: 2 });
  });

  it("refuses a condition that writes its value into the query, before running it", async () => {
    const { acme } = await seed();
    const { db } = harness.database;
    const statements: ListStatements = new Map();
    await expect(
      listRows(
        listQuery.parse({}),
        {
          select: (total) => db.select({ name: campaigns.name, total }).from(campaigns).$dynamic(),
          where: [eq(campaigns.accountId, acme)],
          columns: { id: campaigns.id, name: campaigns.name },
          id: campaigns.id,
          prepared: { statements, values: {} },
        },
        (row) => row.name,
      ),
    ).rejects.toThrow("A prepared list's conditions must take every value as a placeholder");
    expect(statements.size).toBe(0);
  });
});
