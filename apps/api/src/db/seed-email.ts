import { createBlock, createDocument, createRow } from "@sendline/designer/document";
import { and, eq } from "drizzle-orm";
import { accountMergeTags, renderDesignHtml } from "../modules/email/safe-html";
import type { Db } from "./database";
import { accounts, contactGroups, contacts, emailTemplates, senderIds } from "./schema";

/** Each demo account's email groups (a test group among them) and its sender address. */
const EMAIL_DATA = {
  acme: {
    sender: "news@acme.test",
    groups: [
      { name: "Newsletter readers", size: 12, isTest: false },
      { name: "QA inboxes", size: 2, isTest: true },
    ],
  },
  trial: {
    sender: "hello@trial.test",
    groups: [{ name: "Trial readers", size: 3, isTest: false }],
  },
} as const;

const PEOPLE = [
  ["Ana", "Reyes"],
  ["Ben", "Santos"],
  ["Carla", "Cruz"],
  ["Dan", "Bautista"],
  ["Ella", "Garcia"],
  ["Franco", "Mendoza"],
  ["Gia", "Torres"],
  ["Hector", "Flores"],
  ["Iris", "Reyes"],
  ["Jomar", "Santos"],
  ["Kai", "Cruz"],
  ["Lea", "Garcia"],
] as const;

/** The demo newsletter design: a heading, a personalised text, a button and the footer. */
export function demoNewsletter() {
  const heading = createBlock("heading");
  heading.text = "News from Acme";
  const text = createBlock("text");
  text.html =
    '<p>Hi <span data-merge-tag="first_name">{{first_name}}</span>, here is what is new this month at Acme.</p>';
  const button = createBlock("button");
  button.text = "See the offers";
  button.url = "https://acme.example/offers";
  return createDocument([
    createRow(1, [heading, text, button]),
    createRow(1, [createBlock("divider"), createBlock("footer")]),
  ]);
}

/**
 * Each demo account's email sender, email contact groups (a test group for Acme) and, for Acme,
 * one template; added once, so an existing data folder gets them too.
 */
export async function seedEmailData(db: Db, now: Date): Promise<void> {
  for (const [code, data] of Object.entries(EMAIL_DATA)) {
    const [account] = await db.select().from(accounts).where(eq(accounts.code, code));
    if (!account) continue;
    await db
      .insert(senderIds)
      .values({ accountId: account.id, channel: "email", name: data.sender })
      .onConflictDoNothing();
    const [existing] = await db
      .select({ id: contactGroups.id })
      .from(contactGroups)
      .where(and(eq(contactGroups.accountId, account.id), eq(contactGroups.contactType, "email")))
      .limit(1);
    if (existing) continue;
    for (const group of data.groups) {
      let person = 0;
      const [created] = await db
        .insert(contactGroups)
        .values({ accountId: account.id, name: group.name, contactType: "email", isTest: group.isTest })
        .returning({ id: contactGroups.id });
      if (!created) continue;
      await db.insert(contacts).values(
        Array.from({ length: group.size }, () => {
          const [firstName, lastName] = PEOPLE[person % PEOPLE.length]!;
          const index = person++;
          return {
            accountId: account.id,
            groupId: created.id,
            email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}${index >= PEOPLE.length ? index : ""}@${group.isTest ? "qa." : ""}${code}.example`,
            firstName,
            lastName,
          };
        }),
      );
    }
    if (code === "acme") {
      const design = demoNewsletter();
      await db.insert(emailTemplates).values({
        accountId: account.id,
        name: "Monthly newsletter",
        document: design,
        html: renderDesignHtml(design, { mergeTags: accountMergeTags([]), title: "Monthly newsletter" }),
        dateCreated: now,
        dateLastUpdated: now,
      });
    }
  }
}
