import { describe, expect, it } from "vitest";
import { blankCarouselItem, type CarouselItemDraft } from "./carousel-items";
import { VIBER_CONTENT_MESSAGES, viberContentErrors, type ViberContent } from "./viber-content-errors";

const card = (title: string, url = "https://shop.example.com/a"): CarouselItemDraft => ({
  ...blankCarouselItem(),
  title,
  primaryButtonText: "Buy",
  primaryButtonUrl: url,
});

const content = (overrides: Partial<ViberContent> = {}): ViberContent => ({
  message: "Hello",
  image: null,
  button_text: "",
  button_url: "",
  carousel: [],
  ...overrides,
});

describe("viberContentErrors", () => {
  it("accepts text alone, an image with a button, and a carousel of 2 to 5 cards", () => {
    expect(viberContentErrors(content())).toEqual({});
    expect(
      viberContentErrors(
        content({
          image: "https://cdn.example.com/a.png",
          button_text: "Shop",
          button_url: "https://a.example.com",
        }),
      ),
    ).toEqual({});
    expect(viberContentErrors(content({ carousel: [card("a"), card("b")] }))).toEqual({});
  });

  it("counts Viber's 1,000 characters", () => {
    expect(viberContentErrors(content({ message: "x".repeat(1000) }))).toEqual({});
    expect(viberContentErrors(content({ message: "x".repeat(1001) }))).toEqual({
      message: "Maximum length is 1000.",
    });
  });

  it("needs a button's text and address together, the address http or https", () => {
    expect(viberContentErrors(content({ button_text: "Shop" }))).toEqual({
      button_url: "This is a required field.",
    });
    expect(viberContentErrors(content({ button_url: "https://a.example.com" }))).toEqual({
      button_text: "This is a required field.",
    });
    for (const url of ["javascript:alert(1)", "ftp://files.example.com/a", "mailto:a@example.com"]) {
      expect(viberContentErrors(content({ button_text: "Go", button_url: url }))).toEqual({
        button_url: "Must be a valid URL starting with http:// or https://.",
      });
    }
  });

  it("refuses an image or a button beside a carousel", () => {
    const carousel = [card("a"), card("b")];
    expect(viberContentErrors(content({ carousel, image: "https://cdn.example.com/a.png" }))).toEqual({
      carousel: VIBER_CONTENT_MESSAGES.imageOrCarousel,
    });
    expect(
      viberContentErrors(content({ carousel, button_text: "Go", button_url: "https://a.example.com" })),
    ).toEqual({ carousel: VIBER_CONTENT_MESSAGES.imageOrCarousel });
  });

  it("names each card's errors by its index and field", () => {
    expect(viberContentErrors(content({ carousel: [card("a")] }))).toEqual({
      carousel: "Add at least 2 cards.",
    });
    expect(
      viberContentErrors(content({ carousel: [card("a"), card("", "javascript:alert(1)"), card("c")] })),
    ).toEqual({
      "carousel-1-title": "This is a required field.",
      "carousel-1-primaryButtonUrl": "Must be a valid URL starting with http:// or https://.",
    });
    expect(
      viberContentErrors(content({ carousel: Array.from({ length: 6 }, (_, i) => card(`${i}`)) })),
    ).toEqual({ carousel: "A carousel holds at most 5 cards." });
  });
});
