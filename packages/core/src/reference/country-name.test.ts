import { describe, expect, it } from "vitest";
import { countryName } from "./country-name";

describe("countryName", () => {
  it("names a country the product has a numbering plan for", () => {
    expect(countryName("63")).toBe("Philippines");
  });

  it("shows the calling code of one it has not", () => {
    expect(countryName("999")).toBe("+999");
  });
});
