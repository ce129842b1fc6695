import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "../button/button";
import { cn } from "../lib/cn";
import { useControllableState } from "../lib/use-controllable-state";

type PageItem = number | "ellipsis-start" | "ellipsis-end";

/**
 * The pages to show: always the first and the last, `siblings` either side of the current one,
 * and an ellipsis wherever pages are left out.
 */
function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount <= siblings * 2 + 5) return Array.from({ length: pageCount }, (_, index) => index + 1);
  // The window around the current page slides so the row always has the same number of items.
  const start = Math.max(Math.min(page - siblings, pageCount - siblings * 2 - 2), 3);
  const end = Math.min(Math.max(page + siblings, siblings * 2 + 3), pageCount - 2);
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  return [
    1,
    start > 3 ? "ellipsis-start" : 2,
    ...middle,
    end < pageCount - 2 ? "ellipsis-end" : pageCount - 1,
    pageCount,
  ];
}

type PaginationProps = Omit<ComponentProps<"nav">, "onChange"> & {
  /** How many pages there are; at least 1. */
  pageCount: number;
  /** The current page, from 1 (controlled). */
  value?: number;
  /** The first page shown when uncontrolled. @default 1 */
  defaultValue?: number;
  onValueChange?: (page: number) => void;
  /** Pages shown either side of the current one. @default 1 */
  siblings?: number;
};

function Pagination({
  pageCount,
  value,
  defaultValue = 1,
  onValueChange,
  siblings = 1,
  className,
  "aria-label": ariaLabel = "Pagination",
  ...props
}: PaginationProps) {
  const [page, setPage] = useControllableState({ value, defaultValue, onValueChange });
  const last = Math.max(1, pageCount);
  const go = (next: number) => setPage(Math.min(last, Math.max(1, next)));

  return (
    <nav
      data-slot="pagination"
      aria-label={ariaLabel}
      className={cn("flex justify-center", className)}
      {...props}
    >
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Previous page"
            disabled={page <= 1}
            onClick={() => go(page - 1)}
          >
            <ChevronLeftIcon aria-hidden />
            <span className="hidden sm:inline">Previous</span>
          </Button>
        </li>
        {pageItems(page, last, siblings).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <Button
                data-slot="pagination-page"
                variant={item === page ? "outline" : "ghost"}
                // Page numbers size themselves: narrower padding than a small button, at least square.
                size={null}
                className="h-8 min-w-8 gap-1.5 px-2"
                aria-label={`Page ${item}`}
                aria-current={item === page ? "page" : undefined}
                onClick={() => go(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li
              key={item}
              aria-hidden
              className="flex size-8 items-center justify-center text-muted-foreground"
            >
              …
            </li>
          ),
        )}
        <li>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Next page"
            disabled={page >= last}
            onClick={() => go(page + 1)}
          >
            <span className="hidden sm:inline">Next</span>
            <ChevronRightIcon aria-hidden />
          </Button>
        </li>
      </ul>
    </nav>
  );
}

export { Pagination, pageItems, type PageItem, type PaginationProps };
