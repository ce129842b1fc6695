import { and, eq, ilike, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import {
  contactGroupBodySchema,
  contactGroupDetailSchema,
  contactGroupRenameBodySchema,
  contactGroupSchema,
  contactSchema,
  contactSubscriptionBodySchema,
  deleteIdsBodySchema,
  groupSearchSchema,
  listResponseSchema,
  rowIdParamsSchema,
  successEnvelopeSchema,
} from "@sendline/core/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contactGroups, contacts } from "../../db/schema";
import { HttpError, ok, validationError } from "../../lib/http";
import { containsPattern, listQuerySchema, listRows } from "../../lib/list";
import { authenticate, requestAccount } from "../../plugins/auth";
import { customFieldNames } from "./custom-fields";
import { groupContactCount, groupUnsubscribedCount } from "./group-counts";

const NAME_TAKEN = "A group of that name exists already.";
const CONTACT_NOT_FOUND = "Contact not found";

const groupQuery = listQuerySchema({
  sortColumns: ["id", "name", "date_created"],
  filters: { contact_type: z.enum(["sms", "email"]), is_test: z.coerce.number().int().min(0).max(1) },
});
const GROUP_SORT = {
  id: contactGroups.id,
  name: contactGroups.name,
  date_created: contactGroups.dateCreated,
};
const GROUP_COLUMNS = {
  id: contactGroups.id,
  accountId: contactGroups.accountId,
  name: contactGroups.name,
  contactType: contactGroups.contactType,
  isTest: contactGroups.isTest,
  dateCreated: contactGroups.dateCreated,
};

const contactQuery = listQuerySchema({
  sortColumns: ["id", "first_name", "last_name"],
  filters: { subscribed: z.coerce.number().int().min(0).max(1) },
});
const CONTACT_SORT = { id: contacts.id, first_name: contacts.firstName, last_name: contacts.lastName };

/**
 * The phonebook, `/ajax/phonebook`: the account's contact groups (list convention, create,
 * rename, delete with their contacts), the group-name check of SPEC §7, each group's contacts,
 * searchable by number, address or name, and each contact's subscription. Another account's group
 * or contact is a 404.
 */
export const contactsModule: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;
  const { db } = context;
  app.addHook("onRequest", authenticate(context));

  const validContacts = groupContactCount;
  const unsubscribed = groupUnsubscribedCount;
  const groupAnswer = (
    row: typeof contactGroups.$inferSelect & { validContacts: number; unsubscribed: number },
  ) => ({
    id: row.id,
    name: row.name,
    contact_type: row.contactType,
    is_test: row.isTest,
    valid_contacts: row.validContacts,
    unsubscribed: row.unsubscribed,
    date_created: row.dateCreated.toISOString(),
  });
  const contactAnswer = (row: typeof contacts.$inferSelect) => ({
    id: row.id,
    mobile: row.mobile,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    fields: row.fields,
    subscribed: row.dateUnsubscribed === null,
    date_unsubscribed: row.dateUnsubscribed?.toISOString() ?? null,
    suppressed: row.suppressed,
  });

  async function findGroup(accountId: number, id: number) {
    const [group] = await db
      .select({ ...GROUP_COLUMNS, validContacts, unsubscribed })
      .from(contactGroups)
      .where(and(eq(contactGroups.id, id), eq(contactGroups.accountId, accountId)));
    if (!group) throw new HttpError(404, "Contact group not found");
    return group;
  }

  async function nameTaken(accountId: number, name: string, except?: number) {
    const [taken] = await db
      .select({ id: contactGroups.id })
      .from(contactGroups)
      .where(and(eq(contactGroups.accountId, accountId), sql`lower(${contactGroups.name}) = lower(${name})`));
    return taken !== undefined && taken.id !== except ? taken.id : null;
  }

  app.get(
    "/groups/list",
    {
      schema: {
        querystring: groupQuery,
        response: { 200: successEnvelopeSchema(listResponseSchema(contactGroupSchema)) },
      },
    },
    async (request) => {
      const account = await requestAccount(context, request);
      const query = request.query;
      return ok(
        await listRows(
          query,
          {
            select: (total) =>
              db
                .select({ ...GROUP_COLUMNS, validContacts, unsubscribed, total })
                .from(contactGroups)
                .$dynamic(),
            where: [
              eq(contactGroups.accountId, account.id),
              query.keyword ? ilike(contactGroups.name, containsPattern(query.keyword)) : undefined,
              query.filter.contact_type
                ? eq(contactGroups.contactType, query.filter.contact_type)
                : undefined,
              query.filter.is_test !== undefined
                ? eq(contactGroups.isTest, query.filter.is_test === 1)
                : undefined,
            ],
            columns: GROUP_SORT,
            id: contactGroups.id,
          },
          groupAnswer,
        ),
      );
    },
  );

  app.get(
    "/groups/:id",
    {
      schema: {
        params: rowIdParamsSchema,
        response: { 200: successEnvelopeSchema(contactGroupDetailSchema) },
      },
    },
    async (request) => {
      const account = await requestAccount(context, request);
      const group = await findGroup(account.id, request.params.id);
      return ok({ ...groupAnswer(group), custom_fields: await customFieldNames(db, account.id, group.id) });
    },
  );

  app.get(
    "/groupsearch",
    {
      schema: {
        querystring: z.strictObject({ name: z.string().trim().min(1).max(120) }),
        response: { 200: successEnvelopeSchema(groupSearchSchema) },
      },
    },
    async (request) => {
      const account = await requestAccount(context, request);
      const id = await nameTaken(account.id, request.query.name);
      return ok({ exists: id !== null, id });
    },
  );

  app.post(
    "/groups",
    {
      schema: { body: contactGroupBodySchema, response: { 200: successEnvelopeSchema(contactGroupSchema) } },
    },
    async (request) => {
      const account = await requestAccount(context, request);
      if (await nameTaken(account.id, request.body.name)) throw validationError({ name: [NAME_TAKEN] });
      const [group] = await db
        .insert(contactGroups)
        .values({
          accountId: account.id,
          name: request.body.name,
          contactType: request.body.contact_type,
          dateCreated: context.now(),
        })
        .returning();
      return ok(groupAnswer({ ...group!, validContacts: 0, unsubscribed: 0 }), "Contact group created.");
    },
  );

  app.put(
    "/groups/:id",
    {
      schema: {
        params: rowIdParamsSchema,
        body: contactGroupRenameBodySchema,
        response: { 200: successEnvelopeSchema(contactGroupSchema) },
      },
    },
    async (request) => {
      const account = await requestAccount(context, request);
      const group = await findGroup(account.id, request.params.id);
      if (await nameTaken(account.id, request.body.name, group.id))
        throw validationError({ name: [NAME_TAKEN] });
      await db.update(contactGroups).set({ name: request.body.name }).where(eq(contactGroups.id, group.id));
      return ok(groupAnswer({ ...group, name: request.body.name }), "Contact group renamed.");
    },
  );

  app.delete(
    "/groups",
    { schema: { body: deleteIdsBodySchema, response: { 200: successEnvelopeSchema(z.null()) } } },
    async (request) => {
      const account = await requestAccount(context, request);
      const ids = [...new Set(request.body.id)];
      // All or nothing: one id of another account (or none at all) refuses the whole call.
      await db.transaction(async (tx) => {
        const owned = await tx
          .select({ id: contactGroups.id })
          .from(contactGroups)
          .where(and(eq(contactGroups.accountId, account.id), inArray(contactGroups.id, ids)));
        if (owned.length !== ids.length) throw new HttpError(404, "Contact group not found");
        await tx.delete(contactGroups).where(inArray(contactGroups.id, ids));
      });
      return ok(null, "Contact group deleted.");
    },
  );

  app.get(
    "/groups/:id/contacts/list",
    {
      schema: {
        params: rowIdParamsSchema,
        querystring: contactQuery,
        response: { 200: successEnvelopeSchema(listResponseSchema(contactSchema)) },
      },
    },
    async (request) => {
      const account = await requestAccount(context, request);
      const group = await findGroup(account.id, request.params.id);
      const query = request.query;
      const pattern = query.keyword ? containsPattern(query.keyword) : null;
      const subscribed = query.filter.subscribed;
      return ok(
        await listRows(
          query,
          {
            select: (total) => db.select({ contact: contacts, total }).from(contacts).$dynamic(),
            where: [
              eq(contacts.groupId, group.id),
              subscribed === undefined
                ? undefined
                : subscribed === 1
                  ? isNull(contacts.dateUnsubscribed)
                  : isNotNull(contacts.dateUnsubscribed),
              pattern
                ? or(
                    ilike(contacts.mobile, pattern),
                    ilike(contacts.email, pattern),
                    ilike(contacts.firstName, pattern),
                    ilike(contacts.lastName, pattern),
                  )
                : undefined,
            ],
            columns: CONTACT_SORT,
            id: contacts.id,
            count: (where) => db.$count(contacts, where),
          },
          ({ contact }) => contactAnswer(contact),
        ),
      );
    },
  );

  app.put(
    "/contacts/:id/subscription",
    {
      schema: {
        params: rowIdParamsSchema,
        body: contactSubscriptionBodySchema,
        response: { 200: successEnvelopeSchema(contactSchema) },
      },
    },
    async (request) => {
      const account = await requestAccount(context, request);
      const { subscribed } = request.body;
      // Unsubscribing twice keeps the first date: it is when the contact asked.
      const [contact] = await db
        .update(contacts)
        .set({
          dateUnsubscribed: subscribed
            ? null
            : sql`coalesce(${contacts.dateUnsubscribed}, ${context.now().toISOString()}::timestamptz)`,
        })
        .where(and(eq(contacts.id, request.params.id), eq(contacts.accountId, account.id)))
        .returning();
      if (!contact) throw new HttpError(404, CONTACT_NOT_FOUND);
      return ok(contactAnswer(contact), subscribed ? "Contact subscribed again." : "Contact unsubscribed.");
    },
  );

  app.delete(
    "/contacts",
    { schema: { body: deleteIdsBodySchema, response: { 200: successEnvelopeSchema(z.null()) } } },
    async (request) => {
      const account = await requestAccount(context, request);
      const ids = [...new Set(request.body.id)];
      // All or nothing, as for groups: one contact of another account refuses the whole call.
      await db.transaction(async (tx) => {
        const owned = await tx
          .select({ id: contacts.id })
          .from(contacts)
          .where(and(eq(contacts.accountId, account.id), inArray(contacts.id, ids)));
        if (owned.length !== ids.length) throw new HttpError(404, CONTACT_NOT_FOUND);
        await tx.delete(contacts).where(inArray(contacts.id, ids));
      });
      return ok(null, ids.length === 1 ? "Contact deleted." : `${ids.length} contacts deleted.`);
    },
  );
};
