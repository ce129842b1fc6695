import {
  CAROUSEL_LIMITS,
  CAROUSEL_MESSAGES,
  carouselItemErrors,
  isHttpButtonUrl,
  type CarouselItemDraft,
} from "./carousel-items";

/** Viber's limit on a message's text (issue 13, SPEC §3). */
export const VIBER_MESSAGE_MAX_LENGTH = 1000;

export const VIBER_CONTENT_MESSAGES = {
  tooLong: `Maximum length is ${VIBER_MESSAGE_MAX_LENGTH}.`,
  imageOrCarousel:
    "A Viber message carries an image and a button, or a carousel of cards: remove one of them.",
  tooFewCards: `Add at least ${CAROUSEL_LIMITS.min} cards.`,
  tooManyCards: `A carousel holds at most ${CAROUSEL_LIMITS.max} cards.`,
} as const;

/** A Viber campaign's content as its body names it. */
export type ViberContent = {
  message: string;
  image: string | null;
  button_text: string;
  button_url: string;
  carousel: readonly CarouselItemDraft[];
};

/**
 * The errors of a Viber message's content, by the body's field names, one message each: the text
 * within 1,000 characters; an image with one button (text and an http(s) address together), or a
 * carousel of 2-5 cards each checked as the carousel editor checks it (`carousel-{index}-{field}`,
 * SPEC §8 indexed errors), never both. The browser and the server apply the same rules.
 */
export function viberContentErrors(content: ViberContent): Record<string, string> {
  const errors: Record<string, string> = {};
  if (content.message.length > VIBER_MESSAGE_MAX_LENGTH) errors.message = VIBER_CONTENT_MESSAGES.tooLong;
  const text = content.button_text.trim();
  const url = content.button_url.trim();
  if (text !== "" && url === "") errors.button_url = CAROUSEL_MESSAGES.required;
  if (text === "" && url !== "") errors.button_text = CAROUSEL_MESSAGES.required;
  if (url !== "" && !isHttpButtonUrl(url)) errors.button_url = CAROUSEL_MESSAGES.httpUrl;
  const cards = content.carousel;
  if (cards.length === 0) return errors;
  if ((content.image ?? "") !== "" || text !== "" || url !== "") {
    errors.carousel = VIBER_CONTENT_MESSAGES.imageOrCarousel;
  } else if (cards.length < CAROUSEL_LIMITS.min) {
    errors.carousel = VIBER_CONTENT_MESSAGES.tooFewCards;
  } else if (cards.length > CAROUSEL_LIMITS.max) {
    errors.carousel = VIBER_CONTENT_MESSAGES.tooManyCards;
  }
  cards.forEach((card, index) => {
    for (const [field, message] of Object.entries(carouselItemErrors(card)))
      errors[`carousel-${index}-${field}`] = message;
  });
  return errors;
}
