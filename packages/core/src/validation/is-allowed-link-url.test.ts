import { describe, expect, it } from "vitest";
import { isAllowedLinkUrl, urlScheme } from "./is-allowed-link-url";

describe("isAllowedLinkUrl", () => {
  it.each(["http://a.b", "HTTPS://a.b", "ftp://a.b", "mailto:a@b.c", "file:///tmp/a", "skype:ana"])(
    "allows %s",
    (url) => {
      expect(isAllowedLinkUrl(url)).toBe(true);
    },
  );

  it.each(["javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,x", "example.com", ""])(
    "refuses %j",
    (url) => {
      expect(isAllowedLinkUrl(url)).toBe(false);
    },
  );
});

describe("urlScheme", () => {
  it("reads the scheme the way a browser does, through ignored characters", () => {
    expect(urlScheme("java\tscript:alert(1)")).toBe("javascript");
    expect(urlScheme(" \u0000JavaScript:alert(1)")).toBe("javascript");
    expect(isAllowedLinkUrl("java\nscript:alert(1)")).toBe(false);
    expect(urlScheme("example.com/path")).toBeNull();
    expect(urlScheme("HTTPS://example.com")).toBe("https");
  });
});
