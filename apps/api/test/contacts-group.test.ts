import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, contactGroups, contacts } from "../src/db/schema";
import { addContactGroup } from "./contact-fixtures";
import { sessionFor, useServer } from "./harness";

/** The database's error code behind a failed statement (drizzle wraps the driver's error). */
async function failureCode(statement: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as { code?: string }).code;
  }
  return undefined;
}

/**
 * A contact's group is checked and cascaded by statement triggers, not a foreign key (migration
 * 0033): what the key did, the triggers must do, for single rows and for a statement's many.
 */
describe("a contact's group", () => {
  const harness = useServer();
  const people = (count: number, from = 0) =>
    Array.from({ length: count }, (_, index) => ({ mobile: `0917${String(from + index).padStart(7, "0")}` }));
  const acme = async () =>
    (await harness.database.db.select().from(accounts).where(eq(accounts.code, "acme")))[0]!;

  it("must exist: a contact naming a missing group is refused, alone or among others, and nothing is stored", async () => {
    const { db } = harness.database;
    const account = await acme();
    const group = await addContactGroup(harness, "acme", "Walk-ins", people(2));
    const missing = group + 1000;
    const row = (groupId: number, mobile: string) => ({ accountId: account.id, groupId, mobile });

    expect(await failureCode(db.insert(contacts).values(row(missing, "09170000001")))).toBe("23503");
    expect(
      await failureCode(
        db
          .insert(contacts)
          .values([row(group, "09170000002"), row(missing, "09170000003"), row(group, "09170000004")]),
      ),
    ).toBe("23503");
    // Moving a contact to a group that does not exist is refused too.
    expect(
      await failureCode(db.update(contacts).set({ groupId: missing }).where(eq(contacts.groupId, group))),
    ).toBe("23503");
    expect(await db.$count(contacts, eq(contacts.groupId, group))).toBe(2);
    expect(await db.$count(contacts, eq(contacts.groupId, missing))).toBe(0);
  });

  it("takes its contacts when it is deleted, whether one group or several go, and leaves the others", async () => {
    const { db } = harness.database;
    const first = await addContactGroup(harness, "acme", "First", people(3));
    const second = await addContactGroup(harness, "acme", "Second", people(4, 100));
    const kept = await addContactGroup(harness, "acme", "Kept", people(5, 200));

    await db.delete(contactGroups).where(inArray(contactGroups.id, [first, second]));
    expect(await db.$count(contacts, inArray(contacts.groupId, [first, second]))).toBe(0);
    expect(await db.$count(contacts, eq(contacts.groupId, kept))).toBe(5);

    // Through the phonebook's delete call as well.
    const token = await sessionFor(harness, "owner@acme.test");
    const answer = await harness.app.inject({
      method: "DELETE",
      url: "/ajax/phonebook/groups",
      headers: { token },
      payload: { id: [kept] },
    });
    expect(answer.json()).toMatchObject({ status: true });
    expect(await db.$count(contacts, eq(contacts.groupId, kept))).toBe(0);
  });
});
