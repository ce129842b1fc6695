import { emailCampaignCost } from "@sendline/core";
import { emailCampaignBodySchema } from "@sendline/core/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { contactGroups, emailTemplates, senderIds, uploadedFiles } from "../../../db/schema";
import { pgArray } from "../../../lib/pg-array";
import { validationError, type FieldErrors } from "../../../lib/http";
import { customFieldNames } from "../../contacts/custom-fields";
import {
  UNSUBSCRIBE_TAG_NAME,
  accountMergeTags,
  readDesign,
  renderDesignHtml,
  sanitizeEmailHtml,
} from "../../email/safe-html";
import { assertKnownFields } from "./sms";
import type { Campaign, ChannelRules } from "./types";

export { EMAIL_PRICE } from "@sendline/core";

/**
 * The subscribed addresses of the account's email groups (test groups only, or no test groups,
 * when `test` says so), each address once whatever its case. Unknown, other accounts' and SMS
 * groups are a Validation Error naming them on `field`.
 */
export async function emailRecipients(
  db: Db,
  accountId: number,
  groupIds: readonly number[],
  options: { test?: boolean; field?: string } = {},
): Promise<{ groupIds: number[]; total: number }> {
  const ids = [...new Set(groupIds)];
  if (ids.length === 0) return { groupIds: [], total: 0 };
  const owned = await db
    .select({ id: contactGroups.id })
    .from(contactGroups)
    .where(
      and(
        eq(contactGroups.accountId, accountId),
        eq(contactGroups.contactType, "email"),
        inArray(contactGroups.id, ids),
        ...(options.test === undefined ? [] : [eq(contactGroups.isTest, options.test)]),
      ),
    );
  const unknown = ids.filter((id) => !owned.some((group) => group.id === id));
  if (unknown.length > 0) {
    throw validationError({
      [options.field ?? "contact_group_ids"]: [`Unknown email contact group: ${unknown.join(", ")}.`],
    });
  }
  const { rows } = (await db.execute(sql`
    select count(distinct lower(email))::int as total from contacts
    where group_id in (select unnest(${pgArray(ids)}::int[]))
      and account_id = ${accountId} and email is not null and date_unsubscribed is null`)) as unknown as {
    rows: { total: number }[];
  };
  return { groupIds: ids, total: Number(rows[0]?.total ?? 0) };
}

/**
 * A test email's recipients: the account's email test groups and the user's own addresses (already
 * checked and lowercased), each address once.
 */
export async function emailTestRecipients(
  db: Db,
  accountId: number,
  groupIds: readonly number[],
  typed: readonly string[],
): Promise<{ groupIds: number[]; total: number }> {
  const groups = await emailRecipients(db, accountId, groupIds, { test: true });
  if (typed.length === 0) return groups;
  const { rows } = (await db.execute(sql`
    select count(*)::int as total from (
      select lower(email) from contacts
      where group_id in (select unnest(${pgArray(groups.groupIds)}::int[]))
        and account_id = ${accountId} and email is not null and date_unsubscribed is null
      union
      select unnest(${pgArray(typed)}::text[])
    ) as addresses`)) as unknown as { rows: { total: number }[] };
  return { groupIds: groups.groupIds, total: Number(rows[0]?.total ?? 0) };
}

/** The groups Email Contacts files were read into: recipients of a campaign that names the files. */
async function fileGroups(db: Db, accountId: number, fileIds: readonly number[]): Promise<number[]> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return [];
  const files = await db
    .select({ id: uploadedFiles.id, groupId: uploadedFiles.groupId })
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.accountId, accountId),
        inArray(uploadedFiles.id, ids),
        eq(uploadedFiles.status, "Completed"),
        eq(uploadedFiles.filetypeCode, "EMAIL_CONTACTS"),
      ),
    );
  const refused = ids.filter((id) => !files.some((file) => file.id === id && file.groupId !== null));
  if (refused.length > 0) {
    throw validationError({
      file_ids: [
        `Only the account's uploaded Email Contacts files can be sent to (file ${refused.join(", ")}).`,
      ],
    });
  }
  return files.map((file) => file.groupId!);
}

/**
 * The email's HTML as the server stores it: a template's design rendered here (with the campaign's
 * preheader), or the posted body read and written again by the editor's schema. The browser's HTML
 * is never stored as it came.
 */
export async function emailHtml(
  db: Db,
  accountId: number,
  body: { html: string; template_id: number | null; preheader: string; subject: string },
) {
  const mergeTags = accountMergeTags(await customFieldNames(db, accountId));
  if (body.template_id === null) return sanitizeEmailHtml(body.html, mergeTags);
  const [template] = await db
    .select({ document: emailTemplates.document })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.id, body.template_id), eq(emailTemplates.accountId, accountId)));
  if (!template) throw validationError({ template_id: ["Choose one of the account's templates."] });
  let design;
  try {
    design = readDesign(template.document);
  } catch {
    throw validationError({ template_id: ["This template cannot be read by this version of the designer."] });
  }
  return renderDesignHtml(design, {
    mergeTags,
    title: body.subject,
    ...(body.preheader && { preheader: body.preheader }),
  });
}

/**
 * Email campaigns: a sender address of the account's, subject, preheader and the HTML (the editor's
 * body or a template), to the account's email contact groups and the groups its Email Contacts
 * files were read into, each subscribed address once. Priced per email (core's `EMAIL_PRICE`; a
 * trial account's free emails pay first).
 */
export const emailRules: ChannelRules<typeof emailCampaignBodySchema> = {
  body: emailCampaignBodySchema,
  async prepare(db, account, body) {
    const errors: FieldErrors = {};
    if (body.sender_id !== "") {
      const [sender] = await db
        .select({ id: senderIds.id })
        .from(senderIds)
        .where(
          and(
            eq(senderIds.accountId, account.id),
            eq(senderIds.channel, "email"),
            eq(senderIds.name, body.sender_id),
          ),
        );
      if (!sender) errors.sender_id = ["Choose one of the account's sender addresses."];
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const html = await emailHtml(db, account.id, body);
    // The unsubscribe address is the server's own tag, not a contact field.
    const withoutUnsubscribe = html.replaceAll(`{{${UNSUBSCRIBE_TAG_NAME}}}`, "");
    await assertKnownFields(db, account.id, { subject: body.subject, html: withoutUnsubscribe });
    const fromFiles = await fileGroups(db, account.id, body.file_ids);
    const recipients = await emailRecipients(db, account.id, [...body.contact_group_ids, ...fromFiles]);
    return {
      name: body.name,
      senderId: body.sender_id,
      subject: body.subject,
      preheader: body.preheader,
      html,
      templateId: body.template_id,
      contactGroupIds: recipients.groupIds,
      // The files' contacts are in their groups: the campaign sends to those, not to files.
      fileIds: [],
      campaignStart: body.campaign_start ? new Date(body.campaign_start) : null,
      timezoneName: body.timezone_name,
      // One email a recipient.
      smsParts: 1,
      totalRecipients: recipients.total,
      totalSms: recipients.total,
      estimate: emailCampaignCost(recipients.total),
    };
  },
  testRecipients: (db, account, groupIds, own) => emailTestRecipients(db, account.id, groupIds, own),
  goLiveIssues(campaign: Campaign) {
    const errors: Record<string, string[]> = {};
    if (!campaign.subject.trim()) errors.subject = ["This is a required field."];
    if (!campaign.senderId.trim()) errors.sender_id = ["This is a required field."];
    if (!campaign.html.trim()) errors.html = ["This is a required field."];
    return errors;
  },
};
