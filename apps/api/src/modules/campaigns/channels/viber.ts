import { campaignCost, countSms, viberContentErrors } from "@sendline/core";
import { viberCampaignBodySchema } from "@sendline/core/contract";
import { validationError, type FieldErrors } from "../../../lib/http";
import { isOwnPublicImage } from "../../uploads/public-images";
import { routeOf } from "../routes";
import { assertKnownFields, prepareSms } from "./sms";
import type { Campaign, ChannelRules } from "./types";

export const NOT_OWN_IMAGE =
  "Upload the image (PNG, JPEG or GIF) here: only images this account uploaded can be sent.";
export const VIBER_BLAST_CAROUSEL =
  "A File Blast campaign sends each row's own message: send its image and button, not a carousel.";

/**
 * Viber campaigns: the SMS campaign's recipients, route and schedule; a message of up to 1,000
 * characters with an image and one button, or a carousel of 2-5 cards, checked by core's
 * `viberContentErrors` as the composer checks them (card errors named `carousel-{index}-{field}`,
 * SPEC §8); images only the account's own public uploads; and an SMS fallback, counted in
 * segments. Priced as one Viber message plus the fallback's segments a recipient, so what is held
 * covers the fallback reaching everyone.
 *
 * Or File Blast files, as SMS takes them: each row's message goes by Viber from the row's sender,
 * with the campaign's image and button, and is its own SMS fallback; each row is priced as one
 * Viber message plus its own message's segments.
 */
export const viberRules: ChannelRules<typeof viberCampaignBodySchema> = {
  body: viberCampaignBodySchema,
  async prepare(db, account, body, context) {
    const carousel = body.carousel.map((card) => ({ ...card, image: card.image || null }));
    const image = body.image || null;
    const errors: FieldErrors = Object.fromEntries(
      Object.entries(viberContentErrors({ ...body, image, carousel })).map(([field, message]) => [
        field,
        [message],
      ]),
    );
    const blast = body.file_ids.length > 0;
    if (blast && carousel.length > 0) errors.carousel = [VIBER_BLAST_CAROUSEL];
    const own = (link: string) => isOwnPublicImage(context.config, context.files, account.id, link);
    if (image !== null && !(await own(image))) errors.image = [NOT_OWN_IMAGE];
    for (const [index, card] of carousel.entries()) {
      if (card.image !== null && !(await own(card.image)))
        errors[`carousel-${index}-image`] = [NOT_OWN_IMAGE];
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const { image: _image, button_text, button_url, carousel: _cards, fallback_message, ...sms } = body;
    const content = { image, buttonText: button_text, buttonUrl: button_url };
    if (blast) {
      // The rows carry sender, message and fallback.
      const columns = await prepareSms(db, account, sms, "viber");
      return {
        ...columns,
        ...content,
        smsParts: 1,
        totalSms: columns.totalRecipients,
        carousel: [],
        fallbackMessage: "",
        fallbackParts: 0,
      };
    }
    await assertKnownFields(db, account.id, {
      message: body.message,
      fallback_message: body.fallback_message,
    });
    const columns = await prepareSms(db, account, sms, "viber");
    const route = await routeOf(db, account.id, body.account_route_id);
    const fallbackParts = countSms(fallback_message).segments;
    return {
      ...columns,
      smsParts: 1,
      totalSms: columns.totalRecipients,
      estimate: campaignCost({
        segments: 1 + fallbackParts,
        recipients: columns.totalRecipients,
        costPerSegment: route?.cost ?? 0,
      }),
      ...content,
      carousel,
      fallbackMessage: fallback_message,
      fallbackParts,
    };
  },
  goLiveIssues(campaign: Campaign) {
    const errors: Record<string, string[]> = {};
    // A File Blast campaign's rows carry their own sender and message.
    if (campaign.fileIds.length === 0) {
      if (!campaign.message.trim() && campaign.carousel.length === 0)
        errors.message = ["This is a required field."];
      if (!campaign.senderId.trim()) errors.sender_id = ["This is a required field."];
    }
    if (campaign.accountRouteId === null) errors.account_route_id = ["This is a required field."];
    return errors;
  },
};
