import { eq } from "drizzle-orm";
import { accounts, contactGroups, contacts } from "../src/db/schema";
import type { Harness } from "./harness";

export interface FixtureContact {
  mobile: string;
  first?: string;
  last?: string;
  fields?: Record<string, string>;
}

/** Adds a group of contacts (with custom fields, say) to the account with code `code`; answers its id. */
export async function addContactGroup(
  harness: Harness,
  code: string,
  name: string,
  people: readonly FixtureContact[],
): Promise<number> {
  const { db } = harness.database;
  const [account] = await db.select().from(accounts).where(eq(accounts.code, code));
  if (!account) throw new Error(`no account ${code}`);
  const [group] = await db
    .insert(contactGroups)
    .values({ accountId: account.id, name, contactType: "sms", dateCreated: harness.clock.now() })
    .returning();
  // In batches: one insert of thousands of rows would bind too many parameters.
  for (let start = 0; start < people.length; start += 1000) {
    await db.insert(contacts).values(
      people.slice(start, start + 1000).map((person) => ({
        accountId: account.id,
        groupId: group!.id,
        mobile: person.mobile,
        firstName: person.first ?? "",
        lastName: person.last ?? "",
        fields: person.fields ?? {},
      })),
    );
  }
  return group!.id;
}
