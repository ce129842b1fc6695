import { CheckIcon, ChevronsUpDownIcon, SearchIcon } from "lucide-react";
import { useId, useMemo, useState, type ComponentProps, type KeyboardEvent } from "react";
import { cn } from "../lib/cn";
import { useControllableState } from "../lib/use-controllable-state";
import { Popover, PopoverContent, PopoverTrigger } from "../popover/popover";

type ComboboxOption = {
  value: string;
  label: string;
  /** Extra words the search should match, such as a country's dialling code. */
  keywords?: string[];
  disabled?: boolean;
};

type ComboboxProps = Omit<ComponentProps<"button">, "value" | "defaultValue" | "onChange"> & {
  options: readonly ComboboxOption[];
  /** The chosen option's value, `null` for none (controlled). */
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
  /** Shown on the trigger when nothing is chosen. @default "Select…" */
  placeholder?: string;
  /** @default "Search…" */
  searchPlaceholder?: string;
  /** Shown when the search matches nothing. @default "No results." */
  emptyText?: string;
};

/** The options whose label, value or keywords contain every word of the search, case ignored. */
function matchOptions(options: readonly ComboboxOption[], search: string): readonly ComboboxOption[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return options;
  return options.filter((option) => {
    const text = [option.label, option.value, ...(option.keywords ?? [])].join(" ").toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/**
 * A searchable list in a popover: type to filter, arrows to move, Enter to choose, Escape to close.
 * The search box is an ARIA combobox over a listbox, the active option named by `aria-activedescendant`.
 */
function Combobox({
  options,
  value,
  defaultValue = null,
  onValueChange,
  placeholder = "Select…",
  searchPlaceholder = "Search…",
  emptyText = "No results.",
  className,
  disabled,
  ...props
}: ComboboxProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const [active, setActive] = useState<string | null>(null);
  const [selected, setSelected] = useControllableState({ value, defaultValue, onValueChange });
  const current = options.find((option) => option.value === selected);

  const matches = useMemo(() => matchOptions(options, search), [options, search]);
  const enabled = matches.filter((option) => !option.disabled);
  // The active option: the one the user moved to, else the chosen one, else the first it can choose.
  const activeOption =
    enabled.find((option) => option.value === active) ??
    enabled.find((option) => option.value === selected) ??
    enabled[0];
  const optionId = (option: ComboboxOption) => `${id}-option-${options.indexOf(option)}`;

  const openChange = (next: boolean) => {
    setOpen(next);
    setSearch("");
    setActive(null);
  };

  const choose = (option: ComboboxOption) => {
    setSelected(option.value === selected ? null : option.value);
    openChange(false);
  };

  const move = (step: number) => {
    if (enabled.length === 0) return;
    const from = activeOption ? enabled.indexOf(activeOption) : -1;
    const next = enabled[(from + step + enabled.length) % enabled.length];
    if (!next) return;
    setActive(next.value);
    document.getElementById(optionId(next))?.scrollIntoView({ block: "nearest" });
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in steps) move(steps[event.key] ?? 0);
    else if (event.key === "Home" && enabled[0]) setActive(enabled[0].value);
    else if (event.key === "End" && enabled.at(-1)) setActive(enabled.at(-1)?.value ?? null);
    else if (event.key === "Enter" && activeOption) choose(activeOption);
    else return;
    event.preventDefault();
  };

  return (
    <Popover open={open} onOpenChange={openChange}>
      <PopoverTrigger asChild>
        <button
          type="button"
          role="combobox"
          aria-expanded={open}
          data-slot="combobox-trigger"
          data-state={open ? "open" : "closed"}
          disabled={disabled}
          className={cn(
            "flex h-9 fallback:w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger",
            !current && "text-muted-foreground",
            className,
          )}
          {...props}
        >
          <span className="truncate">{current ? current.label : placeholder}</span>
          <ChevronsUpDownIcon className="size-4 shrink-0 opacity-60" aria-hidden />
        </button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        aria-label={props["aria-label"] ?? searchPlaceholder}
        className="w-(--radix-popover-trigger-width) min-w-56 p-0"
      >
        <div data-slot="combobox" className="flex flex-col overflow-hidden text-sm">
          <div className="flex items-center gap-2 border-b px-3">
            <SearchIcon className="size-4 shrink-0 opacity-60" aria-hidden />
            <input
              data-slot="combobox-input"
              role="combobox"
              aria-label={searchPlaceholder}
              aria-expanded
              aria-controls={`${id}-list`}
              aria-autocomplete="list"
              aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
              autoComplete="off"
              spellCheck={false}
              placeholder={searchPlaceholder}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setActive(null);
              }}
              onKeyDown={onSearchKeyDown}
              className="flex h-9 w-full bg-transparent py-2 outline-none placeholder:text-muted-foreground"
            />
          </div>
          <div
            id={`${id}-list`}
            role="listbox"
            aria-label={searchPlaceholder}
            data-slot="combobox-list"
            className="max-h-64 overflow-y-auto p-1"
          >
            {matches.length === 0 ? (
              <div role="presentation" className="py-6 text-center text-muted-foreground">
                {emptyText}
              </div>
            ) : null}
            {matches.map((option) => {
              const isActive = option === activeOption;
              return (
                <div
                  key={option.value}
                  id={optionId(option)}
                  role="option"
                  data-slot="combobox-item"
                  aria-selected={isActive}
                  aria-disabled={option.disabled || undefined}
                  data-selected={isActive || undefined}
                  data-disabled={option.disabled || undefined}
                  // The search box keeps the focus: a click chooses without moving it.
                  onPointerDown={(event) => event.preventDefault()}
                  onPointerMove={() => !option.disabled && !isActive && setActive(option.value)}
                  onClick={() => !option.disabled && choose(option)}
                  className="relative flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 outline-none data-[disabled]:pointer-events-none data-[selected]:bg-accent data-[selected]:text-accent-foreground data-[disabled]:opacity-50"
                >
                  <CheckIcon
                    className={cn("size-4", option.value === selected ? "opacity-100" : "opacity-0")}
                    aria-hidden
                  />
                  {option.label}
                </div>
              );
            })}
          </div>
        </div>
      </PopoverContent>
    </Popover>
  );
}

export { Combobox, type ComboboxOption, type ComboboxProps };
