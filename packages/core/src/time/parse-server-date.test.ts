import { describe, expect, it } from "vitest";
import { parseServerDate } from "./parse-server-date";

describe("parseServerDate", () => {
  it("reads the API's space-separated date and time on the local clock", () => {
    expect(parseServerDate("2024-05-01 13:45:00")?.getTime()).toBe(new Date(2024, 4, 1, 13, 45, 0).getTime());
  });

  it("reads ISO text with an offset and epoch milliseconds", () => {
    expect(parseServerDate("2024-05-01T00:00:00Z")?.toISOString()).toBe("2024-05-01T00:00:00.000Z");
    expect(parseServerDate(0)?.toISOString()).toBe("1970-01-01T00:00:00.000Z");
  });

  it("gives null for empty, missing and unreadable values", () => {
    expect(parseServerDate("")).toBeNull();
    expect(parseServerDate(null)).toBeNull();
    expect(parseServerDate("not a date")).toBeNull();
  });
});
