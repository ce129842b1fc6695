import { CAROUSEL_LIMITS, campaignCost, carouselItemErrors, countSms } from "@sendline/core";
import { viberCampaignBodySchema } from "@sendline/core/contract";
import { validationError, type FieldErrors } from "../../../lib/http";
import { routeOf } from "../routes";
import { assertKnownFields, prepareSms } from "./sms";
import type { Campaign, ChannelRules } from "./types";

/**
 * Viber campaigns: the SMS campaign's recipients, route and schedule; a message of up to 1,000
 * characters with an image and one button, or a carousel of 2-5 cards checked as the editor checks
 * them (errors named `carousel-{index}-{field}`, SPEC §8); and an SMS fallback, counted in segments.
 */
export const viberRules: ChannelRules<typeof viberCampaignBodySchema> = {
  body: viberCampaignBodySchema,
  async prepare(db, account, body) {
    const errors: FieldErrors = {};
    if (body.carousel.length > 0) {
      if (body.carousel.length < CAROUSEL_LIMITS.min)
        errors.carousel = [`Add at least ${CAROUSEL_LIMITS.min} cards.`];
      body.carousel.forEach((card, index) => {
        const cardErrors = carouselItemErrors({
          ...card,
          image: card.image ?? null,
          expanded: false,
          hasError: false,
        });
        for (const [field, message] of Object.entries(cardErrors))
          errors[`carousel-${index}-${field}`] = [message];
      });
    }
    if ((body.button_text === "") !== (body.button_url === "")) {
      errors[body.button_text === "" ? "button_text" : "button_url"] = ["This is a required field."];
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
    await assertKnownFields(db, account.id, {
      message: body.message,
      fallback_message: body.fallback_message,
    });
    const { file_ids: _files, image, button_text, button_url, carousel, fallback_message, ...sms } = body;
    const columns = await prepareSms(db, account, { ...sms, file_ids: [] });
    const route = await routeOf(db, account.id, body.account_route_id);
    const fallbackParts = countSms(fallback_message).segments;
    // One Viber message a recipient; what is held also covers the fallback SMS reaching everyone.
    const units = 1 + fallbackParts;
    return {
      ...columns,
      smsParts: 1,
      totalSms: columns.totalRecipients,
      estimate: campaignCost({
        segments: units,
        recipients: columns.totalRecipients,
        costPerSegment: route?.cost ?? 0,
      }),
      image,
      buttonText: button_text,
      buttonUrl: button_url,
      carousel: carousel.map((card) => ({ ...card, image: card.image ?? null })),
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
