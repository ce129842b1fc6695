import { campaignCost, countSms, viberContentErrors } from "@sendline/core";
import { viberCampaignBodySchema } from "@sendline/core/contract";
import { validationError, type FieldErrors } from "../../../lib/http";
import { isOwnPublicImage } from "../../uploads/public-images";
import { routeOf } from "../routes";
import { assertKnownFields, prepareSms } from "./sms";
import type { Campaign, ChannelRules } from "./types";

export const NOT_OWN_IMAGE =
  "Upload the image (PNG, JPEG or GIF) here: only images this account uploaded can be sent.";
export const VIBER_FILES_REFUSED =
  "A Viber campaign is sent to contact groups and numbers; File Blast files go by SMS.";

/**
 * Viber campaigns: the SMS campaign's recipients, route and schedule; a message of up to 1,000
 * characters with an image and one button, or a carousel of 2-5 cards, checked by core's
 * `viberContentErrors` as the composer checks them (card errors named `carousel-{index}-{field}`,
 * SPEC §8); images only the account's own public uploads; and an SMS fallback, counted in
 * segments. Priced as one Viber message plus the fallback's segments a recipient, so what is held
 * covers the fallback reaching everyone.
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
    if (body.file_ids.length > 0) errors.file_ids = [VIBER_FILES_REFUSED];
    const own = (link: string) => isOwnPublicImage(context.config, account.id, link);
    if (image !== null && !(await own(image))) errors.image = [NOT_OWN_IMAGE];
    for (const [index, card] of carousel.entries()) {
      if (card.image !== null && !(await own(card.image)))
        errors[`carousel-${index}-image`] = [NOT_OWN_IMAGE];
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
    await assertKnownFields(db, account.id, {
      message: body.message,
      fallback_message: body.fallback_message,
    });
    const { image: _image, button_text, button_url, carousel: _cards, fallback_message, ...sms } = body;
    const columns = await prepareSms(db, account, { ...sms, file_ids: [] });
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
      image,
      buttonText: button_text,
      buttonUrl: button_url,
      carousel,
      fallbackMessage: fallback_message,
      fallbackParts,
    };
  },
  goLiveIssues(campaign: Campaign) {
    const errors: Record<string, string[]> = {};
    if (!campaign.message.trim() && campaign.carousel.length === 0)
      errors.message = ["This is a required field."];
    if (!campaign.senderId.trim()) errors.sender_id = ["This is a required field."];
    if (campaign.accountRouteId === null) errors.account_route_id = ["This is a required field."];
    return errors;
  },
};
