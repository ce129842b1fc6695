import { describe, expect, it } from "vitest";
import { isSafelistedUrl, messageUrls, nonSafelistedUrls } from "./message-urls";

describe("message addresses and the safelist", () => {
  it("finds addresses with and without a scheme, once each, and no e-mail addresses", () => {
    expect(
      messageUrls(
        "Sale at https://acme.test/sale and acme.test/sale, www.shop.example too; mail help@acme.test. https://acme.test/sale",
      ),
    ).toEqual(["https://acme.test/sale", "acme.test/sale", "www.shop.example"]);
    expect(messageUrls("No links here, only 20% off.")).toEqual([]);
  });

  it("covers a safelisted domain and its subdomains, not look-alikes", () => {
    const domains = ["acme.test"];
    expect(isSafelistedUrl("https://ACME.test/x", domains)).toBe(true);
    expect(isSafelistedUrl("news.acme.test", domains)).toBe(true);
    expect(isSafelistedUrl("https://acme.test.evil.example/", domains)).toBe(false);
    expect(isSafelistedUrl("https://notacme.test", domains)).toBe(false);
    expect(isSafelistedUrl("https://acme.test:8443/x?y#z", domains)).toBe(true);
    expect(isSafelistedUrl("https://acme.test@evil.example/", domains)).toBe(false);
    expect(nonSafelistedUrls("Go to acme.test or bit.ly/x", domains)).toEqual(["bit.ly/x"]);
  });
});
