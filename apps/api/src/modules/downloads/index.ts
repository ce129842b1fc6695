import { failureEnvelopeSchema, rowIdSchema } from "@sendline/core/contract";
import { and, asc, eq, gt } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contactGroups, contacts } from "../../db/schema";
import { CSV_PAGE_ROWS, csvPages, sendCsv } from "../../lib/csv";
import { HttpError } from "../../lib/http";
import { authenticate, requestAccount } from "../../plugins/auth";
import { customFieldNames } from "../contacts/custom-fields";
import { groupContactCount, groupUnsubscribedCount } from "../contacts/group-counts";

export const SUBSCRIBERS_UNAVAILABLE = "Subscribers download is unavailable.";

const GROUP_HEADER = ["id", "name", "type", "test_group", "contacts", "unsubscribed", "date_created"];
const CONTACT_HEADER = [
  "group",
  "mobile",
  "email",
  "first_name",
  "last_name",
  "subscribed",
  "date_unsubscribed",
];
const SUBSCRIPTION_HEADER = [
  "mobile",
  "email",
  "first_name",
  "last_name",
  "group",
  "status",
  "date_unsubscribed",
];

const csvAnswer = { 200: z.string() };
const noQuery = z.strictObject({});

/** A custom field's column, kept apart from a fixed column of the same name. */
const customColumn = (name: string) => (CONTACT_HEADER.includes(name) ? `field_${name}` : name);

const iso = (date: Date | null) => date?.toISOString() ?? "";

/**
 * The account's files under `/api/downloader/` (SPEC §7): its contact groups with their counts, all
 * its contacts (or one group's) with their custom fields, and every contact's subscription state,
 * each a CSV streamed from the database. The subscribers download is unavailable.
 */
export const downloadsModule: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;
  const { db } = context;
  app.addHook("onRequest", authenticate(context));

  app.get(
    "/contact-groups",
    { schema: { querystring: noQuery, response: csvAnswer } },
    async (request, reply) => {
      const account = await requestAccount(context, request);
      const page = (after: number) =>
        db
          .select({
            id: contactGroups.id,
            name: contactGroups.name,
            contactType: contactGroups.contactType,
            isTest: contactGroups.isTest,
            dateCreated: contactGroups.dateCreated,
            contacts: groupContactCount,
            unsubscribed: groupUnsubscribedCount,
          })
          .from(contactGroups)
          .where(and(eq(contactGroups.accountId, account.id), gt(contactGroups.id, after)))
          .orderBy(asc(contactGroups.id))
          .limit(CSV_PAGE_ROWS);
      return sendCsv(
        reply,
        "contact-groups.csv",
        csvPages(GROUP_HEADER, page, (group) => [
          group.id,
          group.name,
          group.contactType === "sms" ? "SMS" : "Email",
          group.isTest ? "yes" : "no",
          group.contacts,
          group.unsubscribed,
          group.dateCreated.toISOString(),
        ]),
      );
    },
  );

  /** One page of the account's contacts (of a group) with their group's name, after an id. */
  const contactPage = (accountId: number, groupId: number | undefined) => (after: number) =>
    db
      .select({ contact: contacts, group: contactGroups.name, id: contacts.id })
      .from(contacts)
      .innerJoin(contactGroups, eq(contactGroups.id, contacts.groupId))
      .where(
        and(
          eq(contacts.accountId, accountId),
          groupId === undefined ? undefined : eq(contacts.groupId, groupId),
          gt(contacts.id, after),
        ),
      )
      .orderBy(asc(contacts.id))
      .limit(CSV_PAGE_ROWS);

  app.get(
    "/all-contacts",
    {
      schema: {
        querystring: z.strictObject({ group_id: z.optional(rowIdSchema) }),
        response: csvAnswer,
      },
    },
    async (request, reply) => {
      const account = await requestAccount(context, request);
      const groupId = request.query.group_id;
      if (groupId !== undefined) {
        const [group] = await db
          .select({ id: contactGroups.id })
          .from(contactGroups)
          .where(and(eq(contactGroups.id, groupId), eq(contactGroups.accountId, account.id)));
        if (!group) throw new HttpError(404, "Contact group not found");
      }
      const custom = await customFieldNames(db, account.id, groupId);
      return sendCsv(
        reply,
        groupId === undefined ? "all-contacts.csv" : `group-${groupId}-contacts.csv`,
        csvPages(
          [...CONTACT_HEADER, ...custom.map(customColumn)],
          contactPage(account.id, groupId),
          ({ contact, group }) => [
            group,
            contact.mobile,
            contact.email,
            contact.firstName,
            contact.lastName,
            contact.dateUnsubscribed === null ? "yes" : "no",
            iso(contact.dateUnsubscribed),
            ...custom.map((name) => contact.fields[name]),
          ],
        ),
      );
    },
  );

  app.get(
    "/subscription-list",
    { schema: { querystring: noQuery, response: csvAnswer } },
    async (request, reply) => {
      const account = await requestAccount(context, request);
      return sendCsv(
        reply,
        "subscription-list.csv",
        csvPages(SUBSCRIPTION_HEADER, contactPage(account.id, undefined), ({ contact, group }) => [
          contact.mobile,
          contact.email,
          contact.firstName,
          contact.lastName,
          group,
          contact.dateUnsubscribed === null ? "subscribed" : "unsubscribed",
          iso(contact.dateUnsubscribed),
        ]),
      );
    },
  );

  app.get(
    "/subscribers",
    { schema: { querystring: noQuery, response: { 410: failureEnvelopeSchema } } },
    async (request) => {
      await requestAccount(context, request);
      throw new HttpError(410, SUBSCRIBERS_UNAVAILABLE);
    },
  );
};
