import { describe, expect, it } from "vitest";
import { clampPageSize, DEFAULT_SORT, SORT_OPTIONS } from "./list-defaults";
import { listQueryParams } from "./list-query-params";

describe("clampPageSize", () => {
  it("defaults to 10 and caps at 100", () => {
    expect(clampPageSize(undefined)).toBe(10);
    expect(clampPageSize(0)).toBe(10);
    expect(clampPageSize(100)).toBe(100);
    expect(clampPageSize(101)).toBe(100);
    expect(clampPageSize(25)).toBe(25);
  });
});

describe("sort options", () => {
  it("maps Newest to Oldest to id desc, the default, and Oldest to Newest to id asc", () => {
    expect(DEFAULT_SORT).toEqual({ label: "Newest to Oldest", sort_column: "id", sort_direction: "desc" });
    expect(SORT_OPTIONS[1]).toEqual({ label: "Oldest to Newest", sort_column: "id", sort_direction: "asc" });
  });
});

describe("listQueryParams", () => {
  it("sends the defaults for an empty query", () => {
    expect(listQueryParams()).toEqual([
      ["page", "1"],
      ["page_size", "10"],
      ["sort_column", "id"],
      ["sort_direction", "desc"],
    ]);
  });

  it("sends keyword, filter[x] and sort[x], leaving empty filters out", () => {
    expect(
      listQueryParams({
        page: 3,
        page_size: 500,
        keyword: " promo ",
        sort_direction: "asc",
        filter: { status: "live", user_id: [1, 2], empty: "", gone: null },
        sort: { name: "asc" },
      }),
    ).toEqual([
      ["page", "3"],
      ["page_size", "100"],
      ["keyword", "promo"],
      ["sort_column", "id"],
      ["sort_direction", "asc"],
      ["filter[status]", "live"],
      ["filter[user_id][]", "1"],
      ["filter[user_id][]", "2"],
      ["sort[name]", "asc"],
    ]);
  });
});
