import { z } from "zod/mini";
import { emailCampaignBodySchema } from "./campaign-calls";
import { rowIdSchema } from "./row-id";

/**
 * An email template as `/ajax/email/templates` answers it: the designer's versioned document and
 * the HTML the server rendered from it. List rows leave both out.
 */
export const emailTemplateSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  date_created: z.string(),
  date_last_updated: z.string(),
});
export type EmailTemplateSummary = z.infer<typeof emailTemplateSummarySchema>;

export const emailTemplateSchema = z.extend(emailTemplateSummarySchema, {
  /** The designer's document; it carries its own `version`. */
  document: z.record(z.string(), z.unknown()),
  html: z.string(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

/**
 * `POST /ajax/email/templates` and `PUT /ajax/email/templates/{id}`: a name and the designer's
 * document, which the server checks with the designer's schema and renders itself.
 */
export const emailTemplateBodySchema = z.strictObject({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, "This is a required field."), z.maxLength(120, "Maximum length is 120.")),
  document: z.record(z.string(), z.unknown(), "This is a required field."),
});
export type EmailTemplateBody = z.input<typeof emailTemplateBodySchema>;

/**
 * `POST /ajax/email/preview`: the email as a chosen contact would get it, from the composer's
 * current subject, preheader and body or template. Without a contact the tags are shown as tags.
 */
export const emailPreviewBodySchema = z.strictObject({
  subject: emailCampaignBodySchema.shape.subject,
  preheader: emailCampaignBodySchema.shape.preheader,
  html: emailCampaignBodySchema.shape.html,
  template_id: emailCampaignBodySchema.shape.template_id,
  contact_id: z._default(z.nullable(rowIdSchema), null),
});
export type EmailPreviewBody = z.input<typeof emailPreviewBodySchema>;

export const emailPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  /** The plain-text part sent beside the HTML. */
  text: z.string(),
});
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

/** `GET /api/bee/token`: kept for the SPEC's name; the built-in designer needs no third party. */
export const designerTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal("bearer"),
  expires_in: z.number(),
  designer: z.literal("sendline"),
});
