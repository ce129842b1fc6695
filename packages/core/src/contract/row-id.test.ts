import { describe, expect, it } from "vitest";
import { MAX_ROW_ID, rowIdSchema } from "./row-id";

describe("rowIdSchema", () => {
  it("takes whole numbers from 1 to the database's largest id, as numbers or numeric strings", () => {
    expect(rowIdSchema.parse(1)).toBe(1);
    expect(rowIdSchema.parse("42")).toBe(42);
    expect(rowIdSchema.parse(MAX_ROW_ID)).toBe(2_147_483_647);
  });

  it.each([0, -1, 1.5, MAX_ROW_ID + 1, Number.MAX_SAFE_INTEGER + 2, "abc", ""])("refuses %j", (value) => {
    const result = rowIdSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("This is not a valid id.");
  });
});
