import { toursForPage, tourPageOfPath, tourPending, TOURS, type TourName } from "@sendline/core";
import { Tour, type TourState } from "@sendline/ui/tour";
import { useEffect, useState } from "react";
import { useTourStates } from "../api/get-tour-states";
import { useSaveTourStates } from "../api/save-tour-states";

/** Legends and slots the console already renders, so the tour needs no markup of its own. */
const TARGETS: Record<string, () => HTMLElement | null> = {
  sidebar: () => document.querySelector('[data-slot="sidebar"]'),
  balance: () => document.querySelector('[data-slot="balance-popover-trigger"]'),
  "campaign-list": () => document.querySelector('main [data-slot="data-table"]'),
  "user-menu": () => document.querySelector('nav[aria-label="Account"]'),
  "campaign-recipients": () =>
    [...document.querySelectorAll<HTMLElement>("main fieldset")].find(
      (fieldset) => fieldset.querySelector(":scope > legend")?.textContent?.trim() === "Recipients",
    ) ?? null,
};

/** The element a tour step points at: a known part of the console, or one marked `data-tour`. */
export function findTourTarget(target: string): HTMLElement | null {
  return TARGETS[target]?.() ?? document.querySelector<HTMLElement>(`[data-tour="${CSS.escape(target)}"]`);
}

/** Waits until the element of a tour's first step is on the page (screens load in their own chunks). */
function useTargetPresent(target: string | undefined): boolean {
  const [seen, setSeen] = useState<string | null>(null);
  useEffect(() => {
    if (!target || seen === target) return;
    const check = () => {
      if (!findTourTarget(target)) return;
      observer.disconnect();
      setSeen(target);
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    const frame = requestAnimationFrame(check);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [target, seen]);
  return target !== undefined && seen === target;
}

export interface PageToursProps {
  /** The current console path: the tours of its page run (SPEC §2 guided tour pages). */
  path: string;
}

/**
 * The guided tours of the page at `path`: the first one the user has not finished, once. Finishing
 * or skipping it saves its done flag on the server, so it does not show again on any browser.
 */
export function PageTours({ path }: PageToursProps) {
  const states = useTourStates();
  const save = useSaveTourStates();
  const page = tourPageOfPath(path);
  const state = states.data;
  const tour =
    page && state ? toursForPage(page).find((candidate) => tourPending(state, candidate.name)) : undefined;
  const ready = useTargetPresent(tour?.steps[0]?.target);
  if (!tour || !state || !ready) return null;

  const onValueChange = (next: TourState) => {
    const changed = Object.fromEntries(
      Object.entries(next).filter(([name, done]) => name in TOURS && state[name] !== done),
    ) as Partial<Record<TourName, boolean>>;
    if (Object.keys(changed).length > 0) save.mutate(changed);
  };

  return (
    <Tour
      key={tour.name}
      name={tour.name}
      value={state}
      onValueChange={onValueChange}
      findTarget={findTourTarget}
    />
  );
}
