import { listQueryParams } from "@sendline/core";
import { listResponseSchema } from "@sendline/core/contract";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { containsPattern, listPage, listQuerySchema, pageWindow } from "../src/lib/list";

const campaigns = listQuerySchema({
  sortColumns: ["id", "name", "date_created"],
  filters: {
    campaign_status_code: z.string(),
    is_test_campaign: z.coerce.number().int(),
    user_id: z.array(z.coerce.number()),
  },
});

/** What Fastify hands a route: the query string's keys as they arrive, flat. */
const flat = (params: Array<[string, string]>) => {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    const seen = query[key];
    query[key] = seen === undefined ? value : [seen, value].flat();
  }
  return query;
};

describe("the list convention (SPEC §7, §9)", () => {
  it("defaults to page 1 of 10, id descending, no keyword, no filter", () => {
    expect(campaigns.parse({})).toEqual({
      page: 1,
      page_size: 10,
      keyword: undefined,
      sort_column: "id",
      sort_direction: "desc",
      filter: {},
      sort: [],
    });
  });

  it("reads what the console's listQueryParams sends, filters and sorts included", () => {
    const query = flat(
      listQueryParams({
        page: 3,
        page_size: 500,
        keyword: " promo ",
        sort_column: "name",
        sort_direction: "asc",
        filter: { campaign_status_code: "live", user_id: [4, 7] },
        sort: { date_created: "desc" },
      }),
    );
    expect(campaigns.parse(query)).toEqual({
      page: 3,
      page_size: 100,
      keyword: "promo",
      sort_column: "name",
      sort_direction: "asc",
      filter: { campaign_status_code: "live", user_id: [4, 7] },
      sort: [{ column: "date_created", direction: "desc" }],
    });
  });

  it("refuses unknown filters, columns and parameters and impossible pages", () => {
    for (const bad of [
      { "filter[owner]": "x" },
      { sort_column: "password_hash" },
      { sort_direction: "sideways" },
      { "sort[password_hash]": "asc" },
      { page: "0" },
      { page: "two" },
      { pagesize: "10" },
    ]) {
      expect(campaigns.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("answers a page in the List response shape of core's contract", () => {
    const query = campaigns.parse({ page: "2", page_size: "10" });
    expect(pageWindow(query)).toEqual({ limit: 10, offset: 10 });
    const page = listPage([{ id: 11 }], 21, query);
    expect(listResponseSchema(z.object({ id: z.number() })).parse(page)).toMatchObject({
      page: 2,
      total_pages: 3,
      has_next: true,
      has_previous: true,
      next_page: 3,
      previous_page: 1,
    });
    expect(listPage([], 0, campaigns.parse({}))).toMatchObject({
      total_pages: 1,
      has_next: false,
      next_page: null,
      previous_page: null,
    });
  });

  it("takes a keyword's LIKE wildcards literally", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
