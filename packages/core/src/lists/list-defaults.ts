/** List paging (SPEC §9 "Lists"): 10 rows a page by default, at most 100. */
export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

/** A page size held to 1..100; anything unreadable gives the default (SPEC §9). */
export function clampPageSize(size: number | null | undefined): number {
  if (size === null || size === undefined || !Number.isFinite(size) || size < 1) return PAGE_SIZE_DEFAULT;
  return Math.min(Math.trunc(size), PAGE_SIZE_MAX);
}

export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The sort options of the list controls (SPEC §9); the first is the default, id descending. */
export const SORT_OPTIONS = [
  { label: "Newest to Oldest", sort_column: "id", sort_direction: "desc" },
  { label: "Oldest to Newest", sort_column: "id", sort_direction: "asc" },
] as const satisfies ReadonlyArray<{ label: string; sort_column: string; sort_direction: SortDirection }>;

export const DEFAULT_SORT = SORT_OPTIONS[0];
