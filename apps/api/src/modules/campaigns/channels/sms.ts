import {
  campaignCost,
  countSms,
  hasMergeTags,
  messageFields,
  profileableFields,
  type CampaignChannel,
} from "@sendline/core";
import { smsCampaignBodySchema } from "@sendline/core/contract";
import type { z } from "zod";
import type { Db } from "../../../db/database";
import { validationError } from "../../../lib/http";
import { customFieldNames } from "../../contacts/custom-fields";
import { BLAST_WITH_OTHER_RECIPIENTS, blastEstimate, blastFigures, blastFiles } from "../blast";
import { smsSegmentSpread, spreadCost } from "../personalised";
import { resolveRecipients, smsAudience } from "../recipients";
import { routeOf } from "../routes";
import type { Account, Campaign, CampaignColumns, ChannelRules } from "./types";

/**
 * Refuses merge tags that are neither a contact field nor one of the account's custom fields,
 * on the field they were written in (SPEC §3 "Merge-tag entry").
 */
export async function assertKnownFields(db: Db, accountId: number, texts: Record<string, string>) {
  const used = Object.entries(texts).map(([field, text]) => [field, messageFields(text)] as const);
  if (used.every(([, tags]) => tags.length === 0)) return;
  const known = new Set(profileableFields(await customFieldNames(db, accountId)));
  const errors = Object.fromEntries(
    used.flatMap(([field, tags]) => {
      const unknown = tags.filter((tag) => !known.has(tag));
      return unknown.length === 0
        ? []
        : [
            [
              field,
              [
                `Unknown personalisation field: ${unknown.map((tag) => `{{${tag}}}`).join(", ")}. Use a contact field or one of the account's custom fields.`,
              ],
            ],
          ];
    }),
  );
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/**
 * Checks and prices a campaign body for the account: recipients, segments, route, estimate. File
 * Blast files are priced for `channel` (Viber rows cost a Viber message beside their SMS).
 */
export async function prepareSms(
  db: Db,
  account: Account,
  body: z.output<typeof smsCampaignBodySchema>,
  channel: CampaignChannel = "sms",
): Promise<CampaignColumns> {
  const route = await routeOf(db, account.id, body.account_route_id);
  if (body.account_route_id !== null && !route) {
    throw validationError({ account_route_id: ["Choose one of the account's routes."] });
  }
  const common = {
    name: body.name,
    senderId: body.sender_id,
    accountRouteId: body.account_route_id,
    campaignStart: body.campaign_start ? new Date(body.campaign_start) : null,
    timezoneName: body.timezone_name,
  };
  const files = await blastFiles(db, account.id, body.file_ids);
  if (files.length > 0) {
    if (body.compose_numbers.trim() !== "" || body.contact_group_ids.length > 0) {
      throw validationError({ file_ids: [BLAST_WITH_OTHER_RECIPIENTS] });
    }
    const figures = await blastFigures(db, body.file_ids);
    const blast = blastEstimate(figures.values(), route?.cost ?? 0, channel);
    return {
      ...common,
      // Each row carries its own sender and message.
      message: "",
      contactGroupIds: [],
      composeNumbers: "",
      fileIds: files.map((file) => file.id),
      smsParts: 0,
      totalRecipients: blast.rows,
      totalSms: blast.totalSms,
      estimate: blast.estimate,
    };
  }
  await assertKnownFields(db, account.id, { message: body.message });
  const recipients = await resolveRecipients(db, account, {
    composeNumbers: body.compose_numbers,
    contactGroupIds: body.contact_group_ids,
  });
  const columns = {
    ...common,
    message: body.message,
    contactGroupIds: recipients.groupIds,
    composeNumbers: body.compose_numbers,
    fileIds: [],
    totalRecipients: recipients.total,
  };
  if (hasMergeTags(body.message)) {
    // Each recipient's text is its own: counted and priced one recipient at a time.
    const spread = await smsSegmentSpread(
      db,
      smsAudience(account, body.compose_numbers, recipients.groupIds),
      body.message,
    );
    return {
      ...columns,
      smsParts: spread.max || countSms(body.message).segments,
      totalSms: spread.totalSms,
      estimate: spreadCost(spread, route?.cost ?? 0),
    };
  }
  const segments = countSms(body.message).segments;
  return {
    ...columns,
    smsParts: segments,
    totalSms: segments * recipients.total,
    estimate: campaignCost({ segments, recipients: recipients.total, costPerSegment: route?.cost ?? 0 }),
  };
}

/** What an SMS campaign needs to go live beyond recipients: a message, a sender and a route. */
export function smsGoLiveIssues(campaign: Campaign): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  // A File Blast campaign's rows carry their own sender and message.
  if (campaign.fileIds.length === 0) {
    if (!campaign.message.trim()) errors.message = ["This is a required field."];
    if (!campaign.senderId.trim()) errors.sender_id = ["This is a required field."];
  }
  if (campaign.accountRouteId === null) errors.account_route_id = ["This is a required field."];
  return errors;
}

export const smsRules: ChannelRules<typeof smsCampaignBodySchema> = {
  body: smsCampaignBodySchema,
  prepare: (db, account, body) => prepareSms(db, account, body),
  goLiveIssues: smsGoLiveIssues,
};
