import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/database";
import { seed } from "../src/db/seed";
import { createTestDatabase, dropTestDatabase } from "./harness";

/**
 * A group deleted while contacts are being added to it, on two connections, as an upload on one
 * process and a delete on another: the group's lock makes one wait for the other, so no contact is
 * ever left without its group (the foreign key's guarantee, kept by the statement triggers).
 */
describe("a contact's group under concurrent writes", () => {
  let url: string;
  let adding: pg.Client;
  let deleting: pg.Client;

  beforeAll(async () => {
    url = await createTestDatabase();
    const database = await openDatabase({ kind: "postgres", url });
    await seed(database.db, { hash: async () => "unused" });
    await database.close();
    adding = new pg.Client({ connectionString: url });
    deleting = new pg.Client({ connectionString: url });
    await adding.connect();
    await deleting.connect();
  });

  afterAll(async () => {
    await adding?.end();
    await deleting?.end();
    if (url) await dropTestDatabase(url);
  });

  async function newGroup(name: string): Promise<{ id: number; accountId: number }> {
    const { rows } = await adding.query<{ id: number; account_id: number }>(
      `insert into contact_groups (account_id, name, contact_type, date_created)
       select id, $1, 'sms', now() from accounts where code = 'acme' returning id, account_id`,
      [name],
    );
    return { id: rows[0]!.id, accountId: rows[0]!.account_id };
  }

  const addMany = (group: { id: number; accountId: number }) =>
    adding.query(
      `insert into contacts (account_id, group_id, mobile)
       select $1, $2, '0917' || lpad(n::text, 7, '0') from generate_series(1, 500) as n`,
      [group.accountId, group.id],
    );

  const count = async (groupId: number) =>
    (
      await deleting.query<{ n: number }>("select count(*)::int as n from contacts where group_id = $1", [
        groupId,
      ])
    ).rows[0]!.n;

  it("a delete waits for the transaction adding contacts, then takes them too", async () => {
    const group = await newGroup("Being uploaded");
    await adding.query("begin");
    await addMany(group);
    let deleted = false;
    const deletion = deleting.query("delete from contact_groups where id = $1", [group.id]).then(() => {
      deleted = true;
    });
    await new Promise((done) => setTimeout(done, 300));
    expect(deleted).toBe(false);
    await adding.query("commit");
    await deletion;
    expect(await count(group.id)).toBe(0);
  });

  it("contacts added while the group's delete is uncommitted wait for it, then are refused", async () => {
    const group = await newGroup("Being deleted");
    await deleting.query("begin");
    await deleting.query("delete from contact_groups where id = $1", [group.id]);
    let settled = false;
    const added = addMany(group).then(
      () => ((settled = true), undefined),
      (error: { code?: string }) => ((settled = true), error.code),
    );
    await new Promise((done) => setTimeout(done, 300));
    expect(settled).toBe(false);
    await deleting.query("commit");
    expect(await added).toBe("23503");
    expect(await count(group.id)).toBe(0);
  });
});
