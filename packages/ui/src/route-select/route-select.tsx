import { formatAmount } from "@sendline/core";
import type { RouteOption, RouteSelectionItem } from "@sendline/core/contract";
import { RotateCcwIcon } from "lucide-react";
import { useEffect, useRef, useState, type ComponentProps } from "react";
import { IconButton } from "../icon-button/icon-button";
import { cn } from "../lib/cn";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../select/select";

type RouteId = number | string | null | undefined;

const optionId = (option: RouteOption | undefined): RouteId => option?.routing_id ?? option?.id;

const SCROLL_KEYS = new Set(["ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End", " "]);

/**
 * While `active`, wheel, touch and scrolling keys outside `inside` do not scroll the page (SPEC §4
 * "Route selection"); the list itself still scrolls.
 */
function useSuppressPageScroll(active: boolean, inside: () => HTMLElement | null) {
  useEffect(() => {
    if (!active) return;
    const suppress = (event: Event) => {
      const target = event.target instanceof Node ? event.target : null;
      const within = target !== null && inside()?.contains(target);
      // Inside the list, Radix handles the keys itself and skips events already prevented.
      if (within) return;
      if (!(event instanceof KeyboardEvent) || SCROLL_KEYS.has(event.key)) event.preventDefault();
    };
    const options = { capture: true, passive: false } as const;
    document.addEventListener("wheel", suppress, options);
    document.addEventListener("touchmove", suppress, options);
    document.addEventListener("keydown", suppress, options);
    return () => {
      document.removeEventListener("wheel", suppress, options);
      document.removeEventListener("touchmove", suppress, options);
      document.removeEventListener("keydown", suppress, options);
    };
  }, [active, inside]);
}

type RouteSelectionDropdownProps<T extends RouteSelectionItem> = Omit<
  ComponentProps<typeof SelectTrigger>,
  "onChange" | "children"
> & {
  /** The item whose route is chosen; its starting route is what reset returns to. */
  item: T;
  options: readonly RouteOption[];
  /**
   * The item's field holding the route id.
   * @default "routing_id"
   */
  idField?: keyof T & string;
  /** Called with the updated item (id, route code, cost, currency) and the id it had before. */
  onChange?: (item: T, oldId: RouteId) => void;
  /** @default "Select a route" */
  placeholder?: string;
};

function RouteSelectionDropdown<T extends RouteSelectionItem>({
  item,
  options,
  idField = "routing_id",
  onChange,
  placeholder = "Select a route",
  className,
  disabled,
  ...props
}: RouteSelectionDropdownProps<T>) {
  const [initialId] = useState<RouteId>(() => item[idField] as RouteId);
  const [currentId, setCurrentId] = useState<RouteId>(initialId);
  const [open, setOpen] = useState(false);
  const content = useRef<HTMLDivElement | null>(null);
  const [inside] = useState(() => () => content.current);
  useSuppressPageScroll(open, inside);

  const choose = (id: RouteId) => {
    if (String(id ?? "") === String(currentId ?? "")) return;
    const option = options.find((entry) => String(optionId(entry)) === String(id));
    const route = option
      ? { route_code: option.code, cost: option.cost, route_currency_code: option.currency_code }
      : { route_code: item.route_code, cost: item.cost, route_currency_code: item.route_currency_code };
    const oldId = currentId;
    setCurrentId(id);
    onChange?.({ ...item, ...route, [idField]: id }, oldId);
  };

  const changed = String(currentId ?? "") !== String(initialId ?? "");

  return (
    <div
      data-slot="route-select"
      data-state={changed ? "changed" : "initial"}
      className="flex items-center gap-1"
    >
      <Select
        value={currentId === null || currentId === undefined ? "" : String(currentId)}
        onValueChange={(value) =>
          choose(optionId(options.find((option) => String(optionId(option)) === value)))
        }
        open={open}
        onOpenChange={setOpen}
        disabled={disabled}
      >
        <SelectTrigger className={cn("min-w-56", className)} {...props}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent ref={content}>
          {options.map((option) => (
            <SelectItem key={String(optionId(option))} value={String(optionId(option))}>
              <span className="font-medium">{option.code}</span>
              <span className="ml-3 text-muted-foreground tabular-nums">
                {formatAmount(option.cost)} {option.currency_code}
              </span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {changed ? (
        <IconButton aria-label="Reset route" size="md" disabled={disabled} onClick={() => choose(initialId)}>
          <RotateCcwIcon aria-hidden />
        </IconButton>
      ) : null}
    </div>
  );
}

export { RouteSelectionDropdown, type RouteId, type RouteSelectionDropdownProps };
