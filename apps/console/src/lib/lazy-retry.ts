import { lazy, type ComponentType } from "react";

/** The waits between tries of a chunk that failed to load: 1, 2, 4, then 5 s, about half a minute in all. */
export const CHUNK_RETRY_DELAYS_MS = [1000, 2000, 4000, 5000, 5000, 5000, 5000, 5000] as const;

/**
 * Runs `load` until it succeeds, waiting `delays` between tries, and rethrows the last failure once
 * they are spent. A chunk requested while the server restarts or the phone's network drops fails
 * once; tried again it loads, where `lazy` alone would keep the failure for good and blank the page.
 */
export async function retrying<T>(
  load: () => Promise<T>,
  delays: readonly number[] = CHUNK_RETRY_DELAYS_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined) throw error;
      await new Promise((done) => setTimeout(done, delay));
    }
  }
}

/**
 * `React.lazy` for the console's chunks: the chunk is asked for again while it fails to load (see
 * `retrying`), the screen's loading state showing meanwhile.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint.
export function lazyRetry<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  delays: readonly number[] = CHUNK_RETRY_DELAYS_MS,
) {
  return lazy(() => retrying(load, delays));
}
