import { describe, expect, it } from "vitest";
import {
  blankCarouselItem,
  canAddCarouselItem,
  carouselHasContent,
  carouselItemErrors,
  isCarouselValid,
  removeCarouselItem,
  validateCarouselItems,
  type CarouselItemDraft,
} from "./carousel-items";

const card = (title: string): CarouselItemDraft => ({
  ...blankCarouselItem(),
  title,
  primaryButtonText: "Buy",
  primaryButtonUrl: "https://shop.example.com/a",
});

describe("carousel size", () => {
  it("allows adding up to 5 cards", () => {
    expect(canAddCarouselItem([card("1"), card("2"), card("3"), card("4")])).toBe(true);
    expect(canAddCarouselItem([card("1"), card("2"), card("3"), card("4"), card("5")])).toBe(false);
  });

  it("forces a blank second card when one would remain", () => {
    const items = removeCarouselItem([card("a"), card("b")], 0);
    expect(items).toHaveLength(2);
    expect(items[0]?.title).toBe("b");
    expect(items[1]).toEqual(blankCarouselItem());
  });

  it("removes freely above the minimum", () => {
    expect(removeCarouselItem([card("a"), card("b"), card("c")], 1).map((item) => item.title)).toEqual([
      "a",
      "c",
    ]);
  });

  it("is valid with 2 to 5 good cards only", () => {
    expect(isCarouselValid([card("a")])).toBe(false);
    expect(isCarouselValid([card("a"), card("b")])).toBe(true);
    expect(isCarouselValid(Array.from({ length: 6 }, (_, i) => card(String(i))))).toBe(false);
  });
});

describe("carouselHasContent", () => {
  it("reports content when any card has any value", () => {
    expect(carouselHasContent([blankCarouselItem(), blankCarouselItem()])).toBe(false);
    expect(
      carouselHasContent([blankCarouselItem(), { ...blankCarouselItem(), secondaryButtonUrl: "x" }]),
    ).toBe(true);
  });
});

describe("carouselItemErrors", () => {
  it("accepts a titled card with an http(s) primary button", () => {
    expect(carouselItemErrors(card("a"))).toEqual({});
    expect(carouselItemErrors({ ...card("a"), primaryButtonUrl: "http://example.com" })).toEqual({});
  });

  it("requires the title and the primary button", () => {
    expect(carouselItemErrors(blankCarouselItem())).toEqual({
      title: "This is a required field.",
      primaryButtonText: "This is a required field.",
      primaryButtonUrl: "This is a required field.",
    });
  });

  it("refuses a button address that is not http(s)", () => {
    expect(carouselItemErrors({ ...card("a"), primaryButtonUrl: "ftp://example.com" })).toEqual({
      primaryButtonUrl: "Must be a valid URL starting with http:// or https://.",
    });
    expect(carouselItemErrors({ ...card("a"), primaryButtonUrl: "example.com" })).toHaveProperty(
      "primaryButtonUrl",
    );
  });

  it("requires the secondary address once its text is set, and the text once its address is set", () => {
    expect(carouselItemErrors({ ...card("a"), secondaryButtonText: "More" })).toEqual({
      secondaryButtonUrl: "This is a required field.",
    });
    expect(carouselItemErrors({ ...card("a"), secondaryButtonUrl: "https://example.com" })).toEqual({
      secondaryButtonText: "This is a required field.",
    });
  });

  it("sets hasError per card", () => {
    expect(validateCarouselItems([card("a"), blankCarouselItem()]).map((item) => item.hasError)).toEqual([
      false,
      true,
    ]);
  });
});
