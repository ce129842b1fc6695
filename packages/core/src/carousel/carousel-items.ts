/** Carousel size (SPEC §5 "Carousel", §9). */
export const CAROUSEL_LIMITS = { min: 2, max: 5 } as const;

/** A carousel card as the editor holds it (SPEC §3 "Carousel item"). */
export type CarouselItemDraft = {
  title: string;
  image?: string | null;
  primaryButtonText: string;
  primaryButtonUrl: string;
  secondaryButtonText: string;
  secondaryButtonUrl: string;
  expanded?: boolean;
  hasError?: boolean;
};

export type CarouselItemField =
  "title" | "primaryButtonText" | "primaryButtonUrl" | "secondaryButtonText" | "secondaryButtonUrl";

export const CAROUSEL_MESSAGES = {
  required: "This is a required field.",
  httpUrl: "Must be a valid URL starting with http:// or https://.",
} as const;

/** A blank card. */
export function blankCarouselItem(): CarouselItemDraft {
  return {
    title: "",
    image: null,
    primaryButtonText: "",
    primaryButtonUrl: "",
    secondaryButtonText: "",
    secondaryButtonUrl: "",
    expanded: true,
    hasError: false,
  };
}

/** Whether another card may be added: fewer than 5 (SPEC §5). */
export function canAddCarouselItem(items: readonly CarouselItemDraft[]): boolean {
  return items.length < CAROUSEL_LIMITS.max;
}

/**
 * Removes a card (after the user confirmed, SPEC §5). A single remaining card forces a second,
 * blank one, so the carousel never holds fewer than 2.
 */
export function removeCarouselItem(items: readonly CarouselItemDraft[], index: number): CarouselItemDraft[] {
  const rest = items.filter((_, i) => i !== index);
  while (rest.length < CAROUSEL_LIMITS.min) rest.push(blankCarouselItem());
  return rest;
}

/** Whether a card holds anything: a title, image, or button text or address. */
export function carouselItemHasContent(item: CarouselItemDraft): boolean {
  return [
    item.title,
    item.image ?? "",
    item.primaryButtonText,
    item.primaryButtonUrl,
    item.secondaryButtonText,
    item.secondaryButtonUrl,
  ].some((value) => value.trim() !== "");
}

/** Whether any card holds content, as the editor reports it (SPEC §5). */
export function carouselHasContent(items: readonly CarouselItemDraft[]): boolean {
  return items.some(carouselItemHasContent);
}

/** Whether a button's address is an http(s) URL with a dotted host: the only links Viber buttons take. */
export const isHttpButtonUrl = (url: string): boolean => /^https?:\/\/[^\s/?#]+\.[^\s]+$/i.test(url.trim());

/**
 * One card's errors by field (SPEC §3, §5 "Carousel"): the title is required; the primary button's
 * text and address are required; the secondary button is optional but, once either its text or
 * address is set, both are required. An address must be an http(s) URL with a dotted host.
 */
export function carouselItemErrors(item: CarouselItemDraft): Partial<Record<CarouselItemField, string>> {
  const errors: Partial<Record<CarouselItemField, string>> = {};
  if (item.title.trim() === "") errors.title = CAROUSEL_MESSAGES.required;
  const button = (textField: CarouselItemField, urlField: CarouselItemField, required: boolean) => {
    const text = item[textField].trim();
    const url = item[urlField].trim();
    if (!required && text === "" && url === "") return;
    if (text === "") errors[textField] = CAROUSEL_MESSAGES.required;
    if (url === "") errors[urlField] = CAROUSEL_MESSAGES.required;
    else if (!isHttpButtonUrl(url)) errors[urlField] = CAROUSEL_MESSAGES.httpUrl;
  };
  button("primaryButtonText", "primaryButtonUrl", true);
  button("secondaryButtonText", "secondaryButtonUrl", false);
  return errors;
}

/** The cards with hasError set from their validation (SPEC §3 "hasError"). */
export function validateCarouselItems(items: readonly CarouselItemDraft[]): CarouselItemDraft[] {
  return items.map((item) => ({ ...item, hasError: Object.keys(carouselItemErrors(item)).length > 0 }));
}

/** Whether the carousel may be saved: 2 to 5 cards, none in error (SPEC §5). */
export function isCarouselValid(items: readonly CarouselItemDraft[]): boolean {
  return (
    items.length >= CAROUSEL_LIMITS.min &&
    items.length <= CAROUSEL_LIMITS.max &&
    items.every((item) => Object.keys(carouselItemErrors(item)).length === 0)
  );
}
