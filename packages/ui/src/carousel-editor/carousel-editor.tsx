import {
  blankCarouselItem,
  canAddCarouselItem,
  carouselHasContent,
  carouselItemErrors,
  CAROUSEL_LIMITS,
  removeCarouselItem,
  validateCarouselItems,
  type CarouselItemDraft,
  type CarouselItemField,
} from "@sendline/core";
import { ArrowDownIcon, ArrowUpIcon, ChevronDownIcon, PlusIcon, Trash2Icon } from "lucide-react";
import {
  memo,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../alert-dialog/alert-dialog";
import { Badge } from "../badge/badge";
import { Button } from "../button/button";
import { Field, FieldControl, FieldError, FieldLabel } from "../field/field";
import { IconButton } from "../icon-button/icon-button";
import { Input } from "../input/input";
import { cn } from "../lib/cn";
import { useControllableState } from "../lib/use-controllable-state";

type CarouselEditorField = CarouselItemField | "image";

/** A card's errors by field, from outside the editor (the server's `carousel-{index}-{field}`). */
type CarouselEditorErrors = Partial<Record<CarouselEditorField, string>>;

/** What `renderImage` gets to draw a card's image field in place of the address input. */
type CarouselEditorImageSlot = {
  index: number;
  /** The field's label: "Image (optional)". */
  label: string;
  value: string | null;
  onValueChange: (image: string | null) => void;
  /** The image's error from `errors`, if any. */
  error: string | undefined;
};

const FIELDS: readonly { name: CarouselEditorField; label: string; type: "text" | "url" }[] = [
  { name: "title", label: "Title", type: "text" },
  { name: "image", label: "Image URL (optional)", type: "url" },
  { name: "primaryButtonText", label: "Primary button text", type: "text" },
  { name: "primaryButtonUrl", label: "Primary button URL", type: "url" },
  { name: "secondaryButtonText", label: "Secondary button text (optional)", type: "text" },
  { name: "secondaryButtonUrl", label: "Secondary button URL (optional)", type: "url" },
];

type CarouselEditorProps = Omit<ComponentProps<"div">, "defaultValue"> & {
  /** The cards (controlled); 2 to 5. */
  items?: readonly CarouselItemDraft[];
  /** @default two blank cards */
  defaultItems?: readonly CarouselItemDraft[];
  /** Called with the cards after each change, each with `hasError` set from its validation. */
  onItemsChange?: (items: CarouselItemDraft[]) => void;
  /** Called when the carousel goes from empty to holding content, or back. */
  onContentChange?: (hasContent: boolean) => void;
  /**
   * Shows every field's error, not only those of fields the user has left (after a save attempt, say).
   * @default false
   */
  showErrors?: boolean;
  /**
   * Errors from elsewhere, by card (the server's `carousel-{index}-{field}`, SPEC §8): shown on their
   * fields whether touched or not; a card holding one is marked and kept open.
   */
  errors?: readonly (CarouselEditorErrors | undefined)[];
  /** Draws a card's image field (an upload, say) in place of the image address input. */
  renderImage?: (slot: CarouselEditorImageSlot) => ReactNode;
};

function CarouselEditor({
  items: itemsProp,
  defaultItems,
  onItemsChange,
  onContentChange,
  showErrors = false,
  errors,
  renderImage,
  className,
  ...props
}: CarouselEditorProps) {
  const [items, setItems] = useControllableState<readonly CarouselItemDraft[]>({
    value: itemsProp,
    defaultValue: defaultItems ?? [blankCarouselItem(), blankCarouselItem()],
    onValueChange: onItemsChange ? (next) => onItemsChange([...next]) : undefined,
  });
  // Stable keys for cards, which have no ids of their own; they follow moves and removals.
  const nextKey = useRef(items.length);
  const newKey = () => (nextKey.current += 1);
  const [keys, setKeys] = useState<number[]>(() => items.map((_, index) => index));
  const cardKeys = items.map((_, index) => keys[index] ?? -index - 1);
  const root = useRef<HTMLDivElement | null>(null);
  // The cards as last drawn or changed: a change that lands later (a card's image uploaded while
  // the user types in its fields) applies to them, not to the cards of the render it started in.
  const latest = useRef({ items, keys: cardKeys });
  useLayoutEffect(() => {
    latest.current = { items, keys: cardKeys };
  });

  const update = (next: CarouselItemDraft[], nextKeys: number[]) => {
    const validated = validateCarouselItems(next);
    const hadContent = carouselHasContent(latest.current.items);
    const hasContent = carouselHasContent(validated);
    latest.current = { items: validated, keys: nextKeys };
    setKeys(nextKeys);
    setItems(validated);
    if (hadContent !== hasContent) onContentChange?.(hasContent);
  };

  const focusLater = (selector: string) =>
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>(selector)?.focus());

  /** Changes the card with this key wherever it is now; nothing when it was removed meanwhile. */
  const edit = (key: number, patch: Partial<CarouselItemDraft>) => {
    const { items: current, keys: currentKeys } = latest.current;
    const index = currentKeys.indexOf(key);
    if (index < 0) return;
    update(
      current.map((item, i) => (i === index ? { ...item, ...patch } : item)),
      currentKeys,
    );
  };

  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    if (target < 0 || target >= items.length) return;
    const swap = <T,>(list: readonly T[]) => {
      const next = [...list];
      [next[index], next[target]] = [next[target] as T, next[index] as T];
      return next;
    };
    update(swap(items), swap(cardKeys));
    const key = cardKeys[index];
    const edge = target === 0 || target === items.length - 1;
    focusLater(
      `[data-key="${key}"] [data-action="${edge ? (by < 0 ? "down" : "up") : by < 0 ? "up" : "down"}"]`,
    );
  };

  const remove = (index: number) => {
    const next = removeCarouselItem(items, index);
    const nextKeys = cardKeys.filter((_, i) => i !== index);
    while (nextKeys.length < next.length) nextKeys.push(newKey());
    update(next, nextKeys);
    focusLater('[data-action="add"]');
  };

  const add = () => {
    if (!canAddCarouselItem(items)) return;
    const key = newKey();
    update([...items, blankCarouselItem()], [...cardKeys, key]);
    focusLater(`[data-key="${key}"] input`);
  };

  return (
    <div
      ref={root}
      data-slot="carousel-editor"
      data-state={carouselHasContent(items) ? "content" : "empty"}
      className={cn("flex flex-col gap-3", className)}
      {...props}
    >
      {items.map((item, index) => (
        <CarouselEditorCard
          key={cardKeys[index]}
          cardKey={cardKeys[index] ?? index}
          item={item}
          index={index}
          count={items.length}
          showErrors={showErrors}
          errors={errors?.[index]}
          renderImage={renderImage}
          onEdit={(patch) => edit(cardKeys[index] ?? index, patch)}
          onMove={(by) => move(index, by)}
          onRemove={() => remove(index)}
        />
      ))}
      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" data-action="add" disabled={!canAddCarouselItem(items)} onClick={add}>
          <PlusIcon aria-hidden />
          Add card
        </Button>
        <p className="text-xs text-muted-foreground">
          {items.length} of {CAROUSEL_LIMITS.max} cards
        </p>
      </div>
    </div>
  );
}

type CarouselEditorCardProps = {
  cardKey: number;
  item: CarouselItemDraft;
  index: number;
  count: number;
  showErrors: boolean;
  errors: CarouselEditorErrors | undefined;
  renderImage: CarouselEditorProps["renderImage"];
  onEdit: (patch: Partial<CarouselItemDraft>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

function CarouselEditorCard({
  cardKey,
  item,
  index,
  count,
  showErrors,
  errors: outside,
  renderImage,
  onEdit,
  onMove,
  onRemove,
}: CarouselEditorCardProps) {
  const id = useId();
  const [touched, setTouched] = useState<ReadonlySet<CarouselEditorField>>(() => new Set());
  const [confirming, setConfirming] = useState(false);
  const errors = carouselItemErrors(item);
  const errorOf = (field: CarouselEditorField) =>
    outside?.[field] ?? (field !== "image" && (showErrors || touched.has(field)) ? errors[field] : undefined);
  const visibleErrors = FIELDS.some((field) => errorOf(field.name));
  // A card with an error shown is open, so the error is seen (issue 13, SPEC §2 carousel editor).
  const expanded = (item.expanded ?? true) || visibleErrors;
  const name = `Card ${index + 1}`;

  const keyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    onMove(event.key === "ArrowUp" ? -1 : 1);
  };

  return (
    <section
      data-slot="carousel-editor-card"
      data-key={cardKey}
      data-state={expanded ? "open" : "closed"}
      data-invalid={visibleErrors ? "" : undefined}
      aria-labelledby={`${id}-title`}
      onKeyDown={keyDown}
      className={cn("rounded-lg border bg-card text-card-foreground", visibleErrors && "border-danger")}
    >
      <header className="flex items-center gap-1 px-2 py-1.5">
        <h3 id={`${id}-title`} className="flex-1 text-sm font-semibold">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={`${id}-panel`}
            onClick={() => onEdit({ expanded: !expanded })}
            className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ChevronDownIcon
              aria-hidden
              className={cn("size-4 transition-transform", !expanded && "-rotate-90")}
            />
            {name}
            {item.title.trim() && !expanded ? (
              <span className="truncate font-normal text-muted-foreground">{item.title}</span>
            ) : null}
          </button>
        </h3>
        {visibleErrors ? <Badge variant="danger">Has errors</Badge> : null}
        <IconButton
          size="sm"
          data-action="up"
          aria-label={`Move ${name} up`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUpIcon aria-hidden />
        </IconButton>
        <IconButton
          size="sm"
          data-action="down"
          aria-label={`Move ${name} down`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDownIcon aria-hidden />
        </IconButton>
        <AlertDialog open={confirming} onOpenChange={setConfirming}>
          <IconButton size="sm" aria-label={`Remove ${name}`} onClick={() => setConfirming(true)}>
            <Trash2Icon aria-hidden />
          </IconButton>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Remove {name}?</AlertDialogTitle>
              <AlertDialogDescription>
                The card and its buttons will be removed from the carousel. A carousel keeps at least{" "}
                {CAROUSEL_LIMITS.min} cards, so a blank card takes its place when only one would remain.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction variant="danger" onClick={onRemove}>
                Remove
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </header>
      <div id={`${id}-panel`} hidden={!expanded} className="grid gap-3 border-t p-4 sm:grid-cols-2">
        {FIELDS.map((field) =>
          field.name === "image" && renderImage ? (
            <div key={field.name} className="sm:col-span-2">
              {renderImage({
                index,
                label: "Image (optional)",
                value: item.image ?? null,
                onValueChange: (image) => onEdit({ image }),
                error: errorOf("image"),
              })}
            </div>
          ) : (
            <Field
              key={field.name}
              className={field.name === "title" || field.name === "image" ? "sm:col-span-2" : undefined}
            >
              <FieldLabel>{field.label}</FieldLabel>
              <FieldControl>
                <Input
                  type={field.type}
                  value={(field.name === "image" ? item.image : item[field.name]) ?? ""}
                  onChange={(event) => onEdit({ [field.name]: event.target.value })}
                  onBlur={() => setTouched((current) => new Set(current).add(field.name))}
                />
              </FieldControl>
              <FieldError>{errorOf(field.name)}</FieldError>
            </Field>
          ),
        )}
      </div>
    </section>
  );
}

/** Renders again only when its props change, so state elsewhere on the page (a message being typed) skips it. */
const CarouselEditorMemo = memo(CarouselEditor);

export {
  CarouselEditorMemo as CarouselEditor,
  type CarouselEditorErrors,
  type CarouselEditorImageSlot,
  type CarouselEditorProps,
};
