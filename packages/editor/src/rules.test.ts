import { describe, expect, it } from "vitest";
import {
  clampImageSize,
  countText,
  isAllowedLinkUrl,
  normalizeLinkUrl,
  shorten,
  validateLinkDialog,
} from "./rules";

describe("link rules", () => {
  it.each([
    "http://acme.example",
    "https://acme.example/a?b=c",
    "ftp://files.acme.example/x.zip",
    "mailto:hello@acme.example",
    "file:///C:/offers.pdf",
    "skype:acme?call",
    "HTTPS://ACME.EXAMPLE",
  ])("allows %s", (url) => expect(isAllowedLinkUrl(url)).toBe(true));

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\u0000javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "tel:+1555",
    "/relative/path",
    "#top",
    "",
  ])("refuses %j", (url) => expect(isAllowedLinkUrl(url)).toBe(false));

  it("normalises what the user typed in the link dialog", () => {
    expect(normalizeLinkUrl("hello@acme.example")).toBe("mailto:hello@acme.example");
    expect(normalizeLinkUrl("acme.example/offers")).toBe("http://acme.example/offers");
    expect(normalizeLinkUrl("  https://acme.example ")).toBe("https://acme.example");
    expect(normalizeLinkUrl("mailto:x@acme.example")).toBe("mailto:x@acme.example");
  });

  it("validates the link dialog with the SPEC's messages", () => {
    expect(validateLinkDialog({ url: "", name: "" })).toEqual({ url: "This is a required field." });
    expect(validateLinkDialog({ url: "a.example", name: "x".repeat(31) })).toEqual({
      name: "Maximum length is 30.",
    });
    expect(validateLinkDialog({ url: "a.example", name: "Buy now!" })).toEqual({
      name: "Must contain alphanumeric, space, and underscore characters only.",
    });
    expect(validateLinkDialog({ url: "a.example", name: "Buy_now 2" })).toEqual({});
  });

  it("shortens long addresses with an ellipsis", () => {
    expect(shorten("https://acme.example/very/long/path", 24)).toBe("https://acme.example/ver…");
    expect(shorten("https://a.example", 24)).toBe("https://a.example");
  });
});

describe("countText", () => {
  it("counts words, characters and spaces", () => {
    expect(countText("Hi  there, Ann")).toEqual({ words: 3, characters: 14, spaces: 3 });
    expect(countText("")).toEqual({ words: 0, characters: 0, spaces: 0 });
    expect(countText("One line\nTwo")).toEqual({ words: 3, characters: 11, spaces: 1 });
  });
});

describe("clampImageSize", () => {
  it("keeps the proportions in whole pixels", () => {
    expect(clampImageSize(360, 1.5)).toEqual({ width: 360, height: 240 });
    expect(clampImageSize(310.4, 1.5)).toEqual({ width: 310, height: 207 });
  });

  it("stops at 100 px wide for tall and square images", () => {
    expect(clampImageSize(20, 1.5)).toEqual({ width: 100, height: 67 });
    expect(clampImageSize(-50, 0.5)).toEqual({ width: 100, height: 200 });
  });

  it("stops at 50 px high for wide images, however far it is dragged", () => {
    expect(clampImageSize(60, 4)).toEqual({ width: 200, height: 50 });
    expect(clampImageSize(10, 7 / 3)).toEqual({ width: 117, height: 50 });
  });
});
