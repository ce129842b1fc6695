import {
  emailPreviewBodySchema,
  emailPreviewSchema,
  imageManagerEntrySchema,
  rowIdParamsSchema,
  successEnvelopeSchema,
} from "@sendline/core/contract";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { campaigns, contacts } from "../../db/schema";
import { HttpError, ok } from "../../lib/http";
import { authenticate, requestAccount } from "../../plugins/auth";
import { campaignEventType, campaignState } from "../campaigns";
import { campaignRoute } from "../campaigns/lifecycle";
import { emailHtml } from "../campaigns/channels/email";
import { customFieldNames } from "../contacts/custom-fields";
import { previewEmail } from "./compose";
import { mergeValues } from "./message";
import { accountMergeTags, sanitizeEmailHtml } from "./safe-html";
import { emailTrackingRoutes } from "./tracking";
import { emailEventRoutes } from "./events";
import { PUBLIC_FOLDER } from "../uploads/public-images";

/** A public image's stored name: a random v4 UUID and the image type's extension (see the uploader). */
const IMAGE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(?:png|jpg|gif)$/;
const IMAGE_LIST_LIMIT = 100;

/** The editor's autosave (SPEC §3 "Autosave payload"): the content field's name, and the content. */
const autosaveBodySchema = z.strictObject({
  name: z.literal("html"),
  html: z.string().max(500_000, "The email is too large."),
});

/**
 * The email composer's calls beside the campaign calls, under `/ajax/email`: the preview of the
 * email as a chosen contact gets it, and the image manager's list of the account's images.
 */
const composerRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;
  const { db } = context;
  app.addHook("onRequest", authenticate(context));
  const access = { access: campaignRoute("email") };

  app.post(
    "/preview",
    {
      config: access,
      schema: { body: emailPreviewBodySchema, response: { 200: successEnvelopeSchema(emailPreviewSchema) } },
    },
    async (request) => {
      const account = await requestAccount(context, request);
      const body = request.body;
      const html = await emailHtml(db, account.id, body);
      let values = null;
      if (body.contact_id !== null) {
        const [contact] = await db
          .select()
          .from(contacts)
          .where(
            and(
              eq(contacts.id, body.contact_id),
              eq(contacts.accountId, account.id),
              isNotNull(contacts.email),
            ),
          );
        if (!contact) throw new HttpError(404, "Contact not found");
        values = mergeValues({ ...contact, email: contact.email! });
      }
      return ok(previewEmail({ subject: body.subject, preheader: body.preheader, html }, values));
    },
  );

  /**
   * The body editor's autosave: a draft's HTML alone, sanitised as a save is. Only a draft written
   * in the editor autosaves; a campaign from a template keeps the template's HTML.
   */
  app.post(
    "/autosave/:id",
    {
      config: access,
      schema: {
        params: rowIdParamsSchema,
        body: autosaveBodySchema,
        response: { 200: successEnvelopeSchema(z.object({ saved_at: z.string() })) },
      },
    },
    async (request) => {
      const account = await requestAccount(context, request);
      const html = sanitizeEmailHtml(
        request.body.html,
        accountMergeTags(await customFieldNames(db, account.id)),
      );
      const now = context.now();
      const [saved] = await db
        .update(campaigns)
        .set({ html, templateId: null, dateLastUpdated: now })
        .where(
          and(
            eq(campaigns.id, request.params.id),
            eq(campaigns.accountId, account.id),
            eq(campaigns.channel, "email"),
            inArray(campaigns.status, ["draft"]),
          ),
        )
        .returning();
      if (!saved) throw new HttpError(409, "Only a draft of this account can be autosaved.");
      app.realtime.emit(account.id, "update", campaignEventType("email"), campaignState(saved));
      return ok({ saved_at: now.toISOString() });
    },
  );

  /**
   * The image manager's list (SPEC §3 "Image-manager entry"): the PNG, JPEG and GIF images the
   * account uploaded publicly (`POST /uploader/s3upload/public`), newest first.
   */
  app.get(
    "/images",
    {
      config: access,
      schema: { response: { 200: successEnvelopeSchema(z.array(imageManagerEntrySchema)) } },
    },
    async (request) => {
      const account = await requestAccount(context, request);
      const own = (await context.files.list(String(account.id)))
        .map((file) => file.name.slice(file.name.indexOf("/") + 1))
        .filter((name) => IMAGE_NAME.test(name));
      const published = new Map(
        (await context.files.list(PUBLIC_FOLDER)).map((file) => [
          file.name.slice(PUBLIC_FOLDER.length + 1),
          file.storedAt.getTime(),
        ]),
      );
      const files = own.map((name) => {
        const time = published.get(name);
        return time === undefined ? null : { name, time };
      });
      const host = context.config.console.uploaderHost || `${request.protocol}://${request.host}`;
      return ok(
        files
          .filter((file) => file !== null)
          .sort((a, b) => b.time - a.time)
          .slice(0, IMAGE_LIST_LIMIT)
          .map(({ name }) => {
            const address = `${host}/uploader/public/${name}`;
            return { thumb: address, image: address };
          }),
      );
    },
  );
};

/** Email: the composer's calls (`/ajax/email`) and what recipients reach (`/public/email`). */
export const emailModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(composerRoutes, { prefix: "/ajax/email" });
  await app.register(emailTrackingRoutes, { prefix: "/public/email" });
  await app.register(emailEventRoutes, { prefix: "/public/email" });
};
