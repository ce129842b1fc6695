import { describe, expect, it } from "vitest";
import { normalizeLinkUrl } from "./normalize-link-url";

describe("normalizeLinkUrl", () => {
  it("adds mailto: to an address with an at-sign and no scheme", () => {
    expect(normalizeLinkUrl(" ana@example.com ")).toBe("mailto:ana@example.com");
  });

  it("adds http:// to a bare domain", () => {
    expect(normalizeLinkUrl("example.com/path")).toBe("http://example.com/path");
  });

  it("keeps an address that already has a scheme", () => {
    expect(normalizeLinkUrl("https://example.com")).toBe("https://example.com");
    expect(normalizeLinkUrl("mailto:ana@example.com")).toBe("mailto:ana@example.com");
    expect(normalizeLinkUrl("skype:ana")).toBe("skype:ana");
  });

  it("leaves an empty value empty", () => {
    expect(normalizeLinkUrl("   ")).toBe("");
  });
});
