import { lazy, type ComponentType, type LazyExoticComponent } from "react";

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

/** A lazily loaded component that can also be asked to load ahead of its first render. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint.
export type PreloadableComponent<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Starts loading the chunk (once); resolves when it is in. */
  preload(): Promise<{ default: T }>;
};

/**
 * `React.lazy` for the console's chunks: the chunk is asked for again while it fails to load (see
 * `retrying`), the screen's loading state showing meanwhile. `preload()` loads it ahead of time;
 * once it is in, the component renders at once, where `lazy` alone would still suspend on its
 * first render (a promise answers a tick later), show its loading state and commit the screen
 * again when it resolves.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint.
export function lazyRetry<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  delays: readonly number[] = CHUNK_RETRY_DELAYS_MS,
): PreloadableComponent<T> {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () =>
    (loading ??= retrying(load, delays).then(
      (chunk) => (loaded = chunk),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // React reads a thenable that calls back at once as already resolved.
  const component = lazy(() => (loaded ? (resolvedThenable(loaded) as Promise<{ default: T }>) : preload()));
  return Object.assign(component, { preload });
}

function resolvedThenable<T>(value: T): PromiseLike<T> {
  return {
    then<Fulfilled = T, Rejected = never>(
      onFulfilled?: ((value: T) => Fulfilled | PromiseLike<Fulfilled>) | null,
    ) {
      onFulfilled?.(value);
      return this as unknown as PromiseLike<Fulfilled | Rejected>;
    },
  };
}
