import { describe, expect, it } from "vitest";
import { isAllowedLinkUrl } from "./is-allowed-link-url";

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
