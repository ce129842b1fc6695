import { randomBytes } from "node:crypto";
import { DocumentVersionError, createDocument, type EmailDocument } from "@sendline/designer/document";
import {
  deleteIdsBodySchema,
  designerTokenSchema,
  emailTemplateBodySchema,
  emailTemplateSchema,
  emailTemplateSummarySchema,
  listResponseSchema,
  rowIdParamsSchema,
  rowIdSchema,
  successEnvelopeSchema,
} from "@sendline/core/contract";
import { and, eq, ilike, inArray, isNotNull, isNull } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/database";
import { contacts, emailTemplates } from "../../db/schema";
import { HttpError, ok, toFieldErrors, validationError } from "../../lib/http";
import { containsPattern, listQuerySchema, listRows } from "../../lib/list";
import { authenticate, currentAuth, requestAccount } from "../../plugins/auth";
import { sendRateLimit } from "../../plugins/context";
import { send } from "../../plugins/services/mail";
import { emailRecipients } from "../campaigns/channels/email";
import { previewEmail } from "../email/compose";
import { mergeValues } from "../email/message";
import { assertKnownFields } from "../campaigns/channels/sms";
import { customFieldNames } from "../contacts/custom-fields";
import {
  UNSUBSCRIBE_TAG_NAME,
  accountMergeTags,
  readDesign,
  renderDesignHtml,
  sanitizeDesign,
} from "../email/safe-html";

type Template = typeof emailTemplates.$inferSelect;

/** The console's templates screens (SPEC §2 "Email design editor"), whose access these calls need. */
const TEMPLATES_ROUTE = "/email-campaign/templates";

const listQuery = listQuerySchema({
  sortColumns: ["id", "name", "date_created", "date_last_updated"],
  filters: {},
});

const SORT_COLUMNS = {
  id: emailTemplates.id,
  name: emailTemplates.name,
  date_created: emailTemplates.dateCreated,
  date_last_updated: emailTemplates.dateLastUpdated,
} as const;

const summary = (template: Template) => ({
  id: template.id,
  name: template.name,
  date_created: template.dateCreated.toISOString(),
  date_last_updated: template.dateLastUpdated.toISOString(),
});

const full = (template: Template) => ({
  ...summary(template),
  document: template.document,
  html: template.html,
});

/**
 * A posted design checked and rendered: upgraded to the designer's current version and checked by
 * its schema (field errors as `document.rows.0...`), its text blocks sanitised, rendered to HTML
 * here, with merge tags the account knows. Answers what is stored.
 */
export async function designColumns(
  db: Db,
  accountId: number,
  body: { name: string; document: unknown },
): Promise<{ name: string; document: EmailDocument; html: string }> {
  let design: EmailDocument;
  try {
    design = readDesign(body.document);
  } catch (error) {
    if (error instanceof z.core.$ZodError) {
      throw validationError(
        toFieldErrors(error.issues.map((issue) => ({ ...issue, path: ["document", ...issue.path] }))),
      );
    }
    if (error instanceof DocumentVersionError) throw validationError({ document: [error.message] });
    throw validationError({ document: ["This is not a design the designer can read."] });
  }
  const mergeTags = accountMergeTags(await customFieldNames(db, accountId));
  design = sanitizeDesign(design, mergeTags);
  const html = renderDesignHtml(design, { mergeTags, title: body.name });
  await assertKnownFields(db, accountId, {
    document: html.replaceAll(`{{${UNSUBSCRIBE_TAG_NAME}}}`, ""),
  });
  return { name: body.name, document: design, html };
}

/**
 * The account's email templates, `/ajax/email/templates` (SPEC §7 list convention): list, get,
 * create, update and delete. The designer's document is checked by the designer's own schema and
 * the HTML is always rendered here from it; a browser's HTML is never stored.
 */
export const templatesModule: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;
  const { db } = context;
  app.addHook("onRequest", authenticate(context));
  const access = { access: TEMPLATES_ROUTE };
  const answer = { 200: successEnvelopeSchema(emailTemplateSchema) };

  async function find(accountId: number, id: number): Promise<Template> {
    const [template] = await db
      .select()
      .from(emailTemplates)
      .where(and(eq(emailTemplates.id, id), eq(emailTemplates.accountId, accountId)));
    if (!template) throw new HttpError(404, "Template not found");
    return template;
  }

  app.get(
    "/list",
    {
      config: access,
      schema: {
        querystring: listQuery,
        response: { 200: successEnvelopeSchema(listResponseSchema(emailTemplateSummarySchema)) },
      },
    },
    async (request) => {
      const account = await requestAccount(context, request);
      const query = request.query;
      return ok(
        await listRows(
          query,
          {
            select: (total) => db.select({ template: emailTemplates, total }).from(emailTemplates).$dynamic(),
            where: [
              eq(emailTemplates.accountId, account.id),
              query.keyword ? ilike(emailTemplates.name, containsPattern(query.keyword)) : undefined,
            ],
            columns: SORT_COLUMNS,
            id: emailTemplates.id,
          },
          ({ template }) => summary(template),
        ),
      );
    },
  );

  app.get(
    "/:id",
    { config: access, schema: { params: rowIdParamsSchema, response: answer } },
    async (request) => {
      const account = await requestAccount(context, request);
      return ok(full(await find(account.id, request.params.id)));
    },
  );

  app.post(
    "/",
    { config: access, schema: { body: emailTemplateBodySchema, response: answer } },
    async (request) => {
      const account = await requestAccount(context, request);
      const now = context.now();
      const [created] = await db
        .insert(emailTemplates)
        .values({
          ...(await designColumns(db, account.id, request.body)),
          accountId: account.id,
          createdBy: currentAuth(request).user.id,
          dateCreated: now,
          dateLastUpdated: now,
        })
        .returning();
      return ok(full(created!), "Template saved.");
    },
  );

  app.put(
    "/:id",
    {
      config: access,
      schema: { params: rowIdParamsSchema, body: emailTemplateBodySchema, response: answer },
    },
    async (request) => {
      const account = await requestAccount(context, request);
      const template = await find(account.id, request.params.id);
      const [updated] = await db
        .update(emailTemplates)
        .set({ ...(await designColumns(db, account.id, request.body)), dateLastUpdated: context.now() })
        .where(eq(emailTemplates.id, template.id))
        .returning();
      return ok(full(updated!), "Template saved.");
    },
  );

  /**
   * "Send test" of the design editor: the saved template to the account's email test groups,
   * through the mail service (the outbox in demo mode), each with its tags filled. It is no
   * campaign: nothing is tracked or charged, and its unsubscribe link goes nowhere.
   */
  app.post(
    "/:id/send_test",
    {
      config: { ...sendRateLimit(context).config, ...access },
      schema: {
        params: rowIdParamsSchema,
        body: z.strictObject({
          contact_group_ids: z.array(rowIdSchema).min(1, "Choose a test group.").max(20),
        }),
        response: { 200: successEnvelopeSchema(z.object({ sent: z.number() })) },
      },
    },
    async (request) => {
      const account = await requestAccount(context, request);
      const template = await find(account.id, request.params.id);
      const { groupIds } = await emailRecipients(db, account.id, request.body.contact_group_ids, {
        test: true,
      });
      const people = await db
        .selectDistinctOn([contacts.email])
        .from(contacts)
        .where(
          and(
            inArray(contacts.groupId, groupIds),
            eq(contacts.accountId, account.id),
            isNotNull(contacts.email),
            isNull(contacts.dateUnsubscribed),
          ),
        )
        .orderBy(contacts.email);
      await db.transaction(async (tx) => {
        for (const person of people) {
          const email = previewEmail(
            { subject: template.name, preheader: "", html: template.html },
            mergeValues({ ...person, email: person.email! }),
          );
          await send(
            context,
            {
              channel: "email",
              to: person.email!,
              subject: `[Test] ${email.subject}`,
              body: email.text,
              html: email.html,
            },
            tx,
          );
        }
      });
      return ok(
        { sent: people.length },
        people.length === 1 ? "Test email sent." : `${people.length} test emails sent.`,
      );
    },
  );

  app.delete(
    "/",
    {
      config: access,
      schema: {
        body: deleteIdsBodySchema,
        response: { 200: successEnvelopeSchema(z.object({ deleted: z.array(z.number()) })) },
      },
    },
    async (request) => {
      const account = await requestAccount(context, request);
      const ids = [...new Set(request.body.id)];
      const deleted = await db.transaction(async (tx) => {
        const found = await tx
          .select({ id: emailTemplates.id })
          .from(emailTemplates)
          .where(and(inArray(emailTemplates.id, ids), eq(emailTemplates.accountId, account.id)));
        if (found.length !== ids.length) throw new HttpError(404, "Template not found");
        await tx.delete(emailTemplates).where(inArray(emailTemplates.id, ids));
        return ids;
      });
      return ok(
        { deleted },
        deleted.length === 1 ? "Template deleted." : `${deleted.length} templates deleted.`,
      );
    },
  );
};

const templateQuery = z.strictObject({ id: z.optional(rowIdSchema) });

/**
 * `/api/bee/token` and `/api/bee/template` (SPEC §7 names the third-party designer's calls). The
 * built-in designer runs in the console and needs no token: the token answer says so with a
 * random, unused token; the template answer gives a template's design, or a new blank one.
 */
export const designerCompatModule: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;
  app.addHook("onRequest", authenticate(context));
  const access = { access: TEMPLATES_ROUTE };

  app.get(
    "/token",
    { config: access, schema: { response: { 200: successEnvelopeSchema(designerTokenSchema) } } },
    async () =>
      ok({
        access_token: randomBytes(24).toString("base64url"),
        token_type: "bearer" as const,
        expires_in: 3600,
        designer: "sendline" as const,
      }),
  );

  app.get(
    "/template",
    {
      config: access,
      schema: {
        querystring: templateQuery,
        response: {
          200: successEnvelopeSchema(
            z.object({ document: z.record(z.string(), z.unknown()), html: z.string().nullable() }),
          ),
        },
      },
    },
    async (request) => {
      const account = await requestAccount(context, request);
      if (request.query.id === undefined) return ok({ document: createDocument(), html: null });
      const [template] = await context.db
        .select()
        .from(emailTemplates)
        .where(and(eq(emailTemplates.id, request.query.id), eq(emailTemplates.accountId, account.id)));
      if (!template) throw new HttpError(404, "Template not found");
      return ok({ document: template.document, html: template.html });
    },
  );
};
