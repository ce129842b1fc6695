import { emailCampaignBodySchema } from "@sendline/core/contract";
import { and, countDistinct, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { contactGroups, contacts } from "../../../db/schema";
import { validationError } from "../../../lib/http";
import { assertKnownFields } from "./sms";
import type { Campaign, ChannelRules } from "./types";

/**
 * Email campaigns: subject, sender address, preheader and HTML, to the account's email contact
 * groups (unsubscribed contacts left out).
 */
export const emailRules: ChannelRules<typeof emailCampaignBodySchema> = {
  body: emailCampaignBodySchema,
  async prepare(db, account, body) {
    await assertKnownFields(db, account.id, { subject: body.subject, html: body.html });
    const groupIds = [...new Set(body.contact_group_ids)];
    const owned =
      groupIds.length === 0
        ? []
        : await db
            .select({ id: contactGroups.id })
            .from(contactGroups)
            .where(
              and(
                eq(contactGroups.accountId, account.id),
                eq(contactGroups.contactType, "email"),
                inArray(contactGroups.id, groupIds),
              ),
            );
    const unknown = groupIds.filter((id) => !owned.some((group) => group.id === id));
    if (unknown.length > 0) {
      throw validationError({ contact_group_ids: [`Unknown contact group: ${unknown.join(", ")}.`] });
    }
    const [recipients] =
      groupIds.length === 0
        ? [{ total: 0 }]
        : await db
            .select({ total: countDistinct(contacts.email) })
            .from(contacts)
            .where(
              and(
                inArray(contacts.groupId, groupIds),
                eq(contacts.accountId, account.id),
                isNotNull(contacts.email),
                isNull(contacts.dateUnsubscribed),
              ),
            );
    const total = recipients?.total ?? 0;
    return {
      name: body.name,
      senderId: body.sender_id,
      subject: body.subject,
      preheader: body.preheader,
      html: body.html,
      templateId: body.template_id,
      contactGroupIds: groupIds,
      fileIds: [],
      campaignStart: body.campaign_start ? new Date(body.campaign_start) : null,
      timezoneName: body.timezone_name,
      smsParts: 0,
      totalRecipients: total,
      totalSms: total,
      estimate: 0,
    };
  },
  goLiveIssues(campaign: Campaign) {
    const errors: Record<string, string[]> = {};
    if (!campaign.subject.trim()) errors.subject = ["This is a required field."];
    if (!campaign.senderId.trim()) errors.sender_id = ["This is a required field."];
    if (!campaign.html.trim()) errors.html = ["This is a required field."];
    return errors;
  },
};
