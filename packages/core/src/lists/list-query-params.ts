import { clampPageSize, DEFAULT_SORT, PAGE_SIZE_DEFAULT, type SortDirection } from "./list-defaults";

export type ListQuery = {
  page?: number;
  page_size?: number;
  keyword?: string;
  sort_column?: string;
  sort_direction?: SortDirection;
  /** Sent as `filter[x]`; arrays repeat as `filter[x][]`. Empty values are left out. */
  filter?: Readonly<
    Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>
  >;
  /** Sent as `sort[x]`. */
  sort?: Readonly<Record<string, SortDirection>>;
};

/** The first page of a list in its default order (SPEC §9 "Lists"): where every list screen starts. */
export const FIRST_LIST_PAGE = {
  page: 1,
  page_size: PAGE_SIZE_DEFAULT,
  sort_column: DEFAULT_SORT.sort_column,
  sort_direction: DEFAULT_SORT.sort_direction,
} as const satisfies ListQuery;

/**
 * The query of a `GET {url}/list` call (SPEC §7 "Generic list convention") as ordered
 * name/value pairs, ready for URLSearchParams: page (default 1), page_size (default 10, at most
 * 100), keyword when not blank, sort_column and sort_direction (default id desc), then filter[x]
 * and sort[x].
 */
export function listQueryParams(query: ListQuery = {}): Array<[string, string]> {
  const params: Array<[string, string]> = [
    ["page", String(Math.max(1, Math.trunc(query.page ?? 1)))],
    ["page_size", String(clampPageSize(query.page_size))],
  ];
  const keyword = query.keyword?.trim();
  if (keyword) params.push(["keyword", keyword]);
  params.push(["sort_column", query.sort_column ?? DEFAULT_SORT.sort_column]);
  params.push(["sort_direction", query.sort_direction ?? DEFAULT_SORT.sort_direction]);
  for (const [name, value] of Object.entries(query.filter ?? {})) {
    if (value === null || value === undefined || value === "") continue;
    if (Array.isArray(value)) for (const item of value) params.push([`filter[${name}][]`, String(item)]);
    else params.push([`filter[${name}]`, String(value)]);
  }
  for (const [name, direction] of Object.entries(query.sort ?? {})) params.push([`sort[${name}]`, direction]);
  return params;
}
