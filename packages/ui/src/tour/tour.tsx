import { TOURS, tourPending, type TourName, type TourStep } from "@sendline/core";
import { useEffect, useId, useMemo, useRef, type ComponentProps, type KeyboardEvent } from "react";
import { Button } from "../button/button";
import { cn } from "../lib/cn";
import { useControllableState } from "../lib/use-controllable-state";
import { Popover, PopoverAnchor, PopoverContent } from "../popover/popover";

/** The saved tour state: tour name to done flag. */
type TourState = Record<string, boolean>;

type TourProps = Omit<ComponentProps<typeof PopoverContent>, "children" | "value" | "defaultValue"> & {
  /** Which of core's tours runs. */
  name: TourName;
  /** Replaces the tour's steps, for a page that words them differently. @default TOURS[name].steps */
  steps?: readonly TourStep[];
  /** The tour-state map; controlled. A tour marked done does not show. */
  value?: TourState;
  /** @default {} */
  defaultValue?: TourState;
  onValueChange?: (state: TourState) => void;
  /** The step shown; controlled. */
  step?: number;
  /** @default 0 */
  defaultStep?: number;
  onStepChange?: (step: number) => void;
  /**
   * Finds the element a step points at, for a page that marks it otherwise (a role, a slot).
   * @default the element with `data-tour="<target>"`
   */
  findTarget?: (target: string) => HTMLElement | null;
};

/** The element a step points at: the one the page marked with `data-tour="<target>"`. */
const tourTarget = (target: string) =>
  document.querySelector<HTMLElement>(`[data-tour="${CSS.escape(target)}"]`);

/**
 * A guided tour: one step at a time, anchored to the page's elements, with Back, Next and Done (also
 * the arrow keys). Focus moves into the step, Escape skips the tour, and focus returns to where it
 * was when the tour ends.
 */
function Tour({
  name,
  steps = TOURS[name].steps,
  value,
  defaultValue = {},
  onValueChange,
  step: stepProp,
  defaultStep = 0,
  onStepChange,
  findTarget = tourTarget,
  onKeyDown,
  className,
  ...props
}: TourProps) {
  const [state, setState] = useControllableState<TourState>({ value, defaultValue, onValueChange });
  const [step, setStep] = useControllableState<number>({
    value: stepProp,
    defaultValue: defaultStep,
    onValueChange: onStepChange,
  });
  const current = steps[Math.min(step, steps.length - 1)];
  const open = tourPending(state, name) && current !== undefined;
  const last = step >= steps.length - 1;
  const id = useId();

  const target = current?.target;
  const primary = useRef<HTMLButtonElement>(null);
  // Where focus was when the tour opened, to give it back when the tour ends.
  const returnFocus = useRef<Element | null>(null);
  // Measured whenever the popover positions itself, so the step follows its element as the page moves.
  const anchor = useMemo(
    () => ({
      current: {
        getBoundingClientRect: () =>
          (target ? findTarget(target) : null)?.getBoundingClientRect() ?? new DOMRect(0, 0, 0, 0),
      },
    }),
    [target, findTarget],
  );

  useEffect(() => {
    if (target) findTarget(target)?.scrollIntoView({ block: "nearest" });
  }, [target, findTarget]);

  // Each step's Next (or Done) takes focus, so Enter walks through the tour.
  useEffect(() => {
    primary.current?.focus({ preventScroll: true });
  }, [step]);

  const finish = () => setState({ ...state, [name]: true });
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    const previous = returnFocus.current;
    returnFocus.current = null;
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
  };
  const moveByArrow = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "ArrowRight" && !last) setStep(step + 1);
    else if (event.key === "ArrowLeft" && step > 0) setStep(step - 1);
    else return;
    event.preventDefault();
  };

  if (!open || !current) return null;

  return (
    <Popover open onOpenChange={(next) => !next && finish()}>
      <PopoverAnchor virtualRef={anchor} />
      <PopoverContent
        data-slot="tour"
        data-tour-name={name}
        data-step={step}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-content`}
        side="bottom"
        onInteractOutside={(event) => event.preventDefault()}
        onOpenAutoFocus={(event) => {
          returnFocus.current = document.activeElement;
          event.preventDefault();
          primary.current?.focus({ preventScroll: true });
        }}
        onCloseAutoFocus={restoreFocus}
        onKeyDown={moveByArrow}
        className={cn("flex w-80 flex-col gap-3", className)}
        {...props}
      >
        <p className="text-xs text-muted-foreground">
          Step {step + 1} of {steps.length}
        </p>
        <h2 id={`${id}-title`} className="text-base font-semibold">
          {current.title}
        </h2>
        <p id={`${id}-content`} className="text-sm">
          {current.content}
        </p>
        <div className="flex items-center gap-2">
          <Button variant="ghost" size="sm" onClick={finish} className="mr-auto">
            Skip tour
          </Button>
          {step > 0 && (
            <Button variant="outline" size="sm" onClick={() => setStep(step - 1)}>
              Back
            </Button>
          )}
          {last ? (
            <Button ref={primary} size="sm" onClick={finish}>
              Done
            </Button>
          ) : (
            <Button ref={primary} size="sm" onClick={() => setStep(step + 1)}>
              Next
            </Button>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}

export { Tour, type TourProps, type TourState };
