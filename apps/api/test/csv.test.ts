import { describe, expect, it } from "vitest";
import { csvField, csvLine } from "../src/lib/csv";

describe("CSV fields", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvLine(["a,b", 'say "hi"', "two\nlines", 3, null])).toBe(
      '"a,b","say ""hi""","two\nlines",3,\r\n',
    );
  });

  it("opens a text a spreadsheet would run as a formula as text", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("+cmd|' /C calc'!A0")).toBe("'+cmd|' /C calc'!A0");
    expect(csvField("-2+3")).toBe("'-2+3");
    expect(csvField("\tindent")).toBe("'\tindent");
  });

  it("keeps phone numbers, negative amounts and numbers as they are", () => {
    expect(csvField("+639171234567")).toBe("+639171234567");
    expect(csvField("+63 (917) 123-4567")).toBe("+63 (917) 123-4567");
    expect(csvField("-150.25")).toBe("-150.25");
    expect(csvField(-5)).toBe("-5");
  });
});
