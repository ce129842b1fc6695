import { describe, expect, it } from "vitest";
import { validateHeaders } from "./validate-headers";

describe("validateHeaders", () => {
  it("accepts distinct named headers", () => {
    expect(validateHeaders(["Mobile", "First Name", "col_2"])).toEqual({ valid: true });
  });

  it("refuses a header that normalises to nothing and names its column", () => {
    expect(validateHeaders(["mobile", "---"])).toEqual({
      valid: false,
      error: "Header in column 2 is empty.",
    });
  });

  it("refuses a purely numeric header", () => {
    expect(validateHeaders(["12"])).toEqual({ valid: false, error: 'Header "12" in column 1 is numeric.' });
  });

  it("refuses headers that are equal once normalised", () => {
    expect(validateHeaders(["Mobile", "email", "MOBILE!"])).toEqual({
      valid: false,
      error: 'Header "mobile" in column 3 duplicates column 1.',
    });
  });
});
