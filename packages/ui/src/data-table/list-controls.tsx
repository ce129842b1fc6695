import {
  clampPageSize,
  listQueryParams,
  PAGE_SIZE_DEFAULT,
  SORT_OPTIONS,
  type ListQuery,
  type SortDirection,
} from "@sendline/core";
import { ChevronLeftIcon, ChevronRightIcon, SearchIcon } from "lucide-react";
import { useEffect, useEffectEvent, useId, useState, type ComponentProps } from "react";
import { IconButton } from "../icon-button/icon-button";
import { Input } from "../input/input";
import { cn } from "../lib/cn";
import { useControllableState } from "../lib/use-controllable-state";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../select/select";

/** The page sizes offered; every one is within core's cap of 100. */
const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;

const DEFAULT_LIST_QUERY: ListQuery = {
  page: 1,
  page_size: PAGE_SIZE_DEFAULT,
  keyword: "",
  sort_column: SORT_OPTIONS[0].sort_column,
  sort_direction: SORT_OPTIONS[0].sort_direction,
};

const pageSizeKey = (storageKey: string) => `sendline:page-size:${storageKey}`;

/**
 * The page size a list with this `storageKey` was left at, or null: what its controls start from,
 * for a screen that reads the list's first page before the list renders.
 */
export function readStoredPageSize(storageKey: string | undefined): number | null {
  if (!storageKey || typeof window === "undefined") return null;
  const stored = window.localStorage.getItem(pageSizeKey(storageKey));
  return stored === null ? null : clampPageSize(Number(stored));
}

type ListControlsProps = Omit<ComponentProps<"div">, "defaultValue" | "onChange"> & {
  /** The list query (page, page_size, keyword, sort); controlled. */
  value?: ListQuery;
  /** The starting query when uncontrolled. @default page 1, 10 a page, Newest to Oldest */
  defaultValue?: ListQuery;
  /**
   * Called with the new query and core's list query params, ready for `URLSearchParams`. Typing in
   * the search box calls it once typing pauses for `searchDelay`.
   */
  onValueChange?: (query: ListQuery, params: Array<[string, string]>) => void;
  /** The server's total_pages; pagination is hidden until it is known. */
  totalPages?: number;
  /** Remembers the page size per list in localStorage under this name. */
  storageKey?: string;
  /** Milliseconds of quiet after typing before the search is sent. @default 400 */
  searchDelay?: number;
  /** @default "Search" */
  searchPlaceholder?: string;
  /** Hide the search box (lists the user may not search). @default false */
  hideSearch?: boolean;
  /** @default false */
  disabled?: boolean;
};

/** Search, sort, page size and pagination of a server-driven list; usable alone or inside DataTable. */
function ListControls({
  value,
  defaultValue = DEFAULT_LIST_QUERY,
  onValueChange,
  totalPages,
  storageKey,
  searchDelay = 400,
  searchPlaceholder = "Search",
  hideSearch = false,
  disabled = false,
  className,
  ...props
}: ListControlsProps) {
  const [query, setQuery] = useControllableState<ListQuery>({
    value,
    defaultValue: { ...defaultValue, page_size: readStoredPageSize(storageKey) ?? defaultValue.page_size },
    onValueChange: (next) => onValueChange?.(next, listQueryParams(next)),
  });
  const page = Math.max(1, query.page ?? 1);
  const pageSize = clampPageSize(query.page_size);
  const direction: SortDirection = query.sort_direction ?? SORT_OPTIONS[0].sort_direction;
  const sortLabel = (SORT_OPTIONS.find((option) => option.sort_direction === direction) ?? SORT_OPTIONS[0])
    .label;
  const [keyword, setKeyword] = useState(query.keyword ?? "");
  const id = useId();

  // A controlled list told of a remembered page size that differs from the one it holds.
  const adoptStoredPageSize = useEffectEvent(() => {
    const stored = readStoredPageSize(storageKey);
    if (stored !== null && stored !== pageSize) setQuery({ ...query, page_size: stored, page: 1 });
  });
  useEffect(() => adoptStoredPageSize(), [storageKey]);

  const sendKeyword = useEffectEvent((text: string) => {
    if (text !== (query.keyword ?? "")) setQuery({ ...query, keyword: text, page: 1 });
  });
  useEffect(() => {
    const timer = window.setTimeout(() => sendKeyword(keyword), searchDelay);
    return () => window.clearTimeout(timer);
  }, [keyword, searchDelay]);

  const changePageSize = (size: number) => {
    const next = clampPageSize(size);
    if (storageKey) window.localStorage.setItem(pageSizeKey(storageKey), String(next));
    setQuery({ ...query, page_size: next, page: 1 });
  };

  const changeSort = (next: string) => {
    const option = SORT_OPTIONS.find((candidate) => candidate.sort_direction === next) ?? SORT_OPTIONS[0];
    setQuery({ ...query, sort_column: option.sort_column, sort_direction: option.sort_direction, page: 1 });
  };

  return (
    <div data-slot="list-controls" className={cn("flex flex-wrap items-center gap-2", className)} {...props}>
      {!hideSearch && (
        <div className="relative min-w-48 flex-1">
          <SearchIcon
            aria-hidden
            className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Search"
            data-slot="list-controls-search"
            placeholder={searchPlaceholder}
            value={keyword}
            disabled={disabled}
            onChange={(event) => setKeyword(event.target.value)}
            className="pl-8"
          />
        </div>
      )}
      {/* The options render once a select opens: a list's first screen commits without them. */}
      <Select lazyContent value={direction} onValueChange={changeSort} disabled={disabled}>
        <SelectTrigger aria-label="Sort" data-slot="list-controls-sort" className="w-44">
          <SelectValue>{sortLabel}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {SORT_OPTIONS.map((option) => (
            <SelectItem key={option.sort_direction} value={option.sort_direction}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <div className="flex items-center gap-2 text-sm">
        <span id={`${id}-size`} className="text-muted-foreground">
          Show
        </span>
        <Select
          lazyContent
          value={String(pageSize)}
          onValueChange={(next) => changePageSize(Number(next))}
          disabled={disabled}
        >
          <SelectTrigger aria-labelledby={`${id}-size`} data-slot="list-controls-page-size" className="w-20">
            <SelectValue>{pageSize}</SelectValue>
          </SelectTrigger>
          <SelectContent>
            {(PAGE_SIZE_OPTIONS.includes(pageSize as never)
              ? PAGE_SIZE_OPTIONS
              : [...PAGE_SIZE_OPTIONS, pageSize].sort((a, b) => a - b)
            ).map((size) => (
              <SelectItem key={size} value={String(size)}>
                {size}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {totalPages !== undefined && (
        <nav aria-label="Pagination" data-slot="list-controls-pagination" className="flex items-center gap-1">
          <IconButton
            aria-label="Previous page"
            variant="outline"
            size="sm"
            disabled={disabled || page <= 1}
            onClick={() => setQuery({ ...query, page: page - 1 })}
          >
            <ChevronLeftIcon aria-hidden />
          </IconButton>
          <span aria-live="polite" className="min-w-24 text-center text-sm tabular-nums">
            Page {Math.min(page, Math.max(totalPages, 1))} of {Math.max(totalPages, 1)}
          </span>
          <IconButton
            aria-label="Next page"
            variant="outline"
            size="sm"
            disabled={disabled || page >= totalPages}
            onClick={() => setQuery({ ...query, page: page + 1 })}
          >
            <ChevronRightIcon aria-hidden />
          </IconButton>
        </nav>
      )}
    </div>
  );
}

export { DEFAULT_LIST_QUERY, ListControls, PAGE_SIZE_OPTIONS, type ListControlsProps };
