/**
 * Work that need not be in a page's first paint waits for it: on a phone's slow network every
 * request made before the first screen shows competes with the first screen's own (a browser opens
 * six connections to a server at a time), and every script evaluated before it holds the main
 * thread. The socket client and the dashboard's chart load this way.
 */

/** How long at most a task waits for the page's first paint to be reported. */
const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Runs `task` once the page's first paint is on screen: at once when it already is (after the
 * login, or a move between screens) or where paints are not reported, else when the browser
 * reports it, or after FIRST_PAINT_WAIT_MS at the latest. Returns its cancel.
 */
export function afterFirstPaint(task: () => void): () => void {
  const firstPaint = (entries: PerformanceEntryList) =>
    entries.some((entry) => entry.name === "first-contentful-paint");
  if (
    typeof PerformanceObserver === "undefined" ||
    !PerformanceObserver.supportedEntryTypes?.includes("paint") ||
    firstPaint(performance.getEntriesByType("paint"))
  ) {
    task();
    return () => undefined;
  }
  const observer = new PerformanceObserver((list) => {
    if (firstPaint(list.getEntries())) run();
  });
  const timer = setTimeout(() => run(), FIRST_PAINT_WAIT_MS);
  const cancel = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const run = () => {
    cancel();
    task();
  };
  observer.observe({ type: "paint" });
  return cancel;
}
