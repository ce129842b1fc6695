/** The instant every story starts at, so dates in stories and screenshots never drift. */
export const STORY_NOW = new Date("2026-03-14T09:30:00+08:00");

/**
 * Moves `Date` to `start` while letting it tick on in real time, so timeouts and elapsed-time
 * checks keep working. Returns the function that puts the real clock back.
 */
export function installFixedClock(start: Date = STORY_NOW): () => void {
  const RealDate = globalThis.Date;
  const offset = start.getTime() - RealDate.now();

  class FixedDate extends RealDate {
    constructor(...args: [] | ConstructorParameters<DateConstructor>) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }

    static override now(): number {
      return RealDate.now() + offset;
    }
  }

  globalThis.Date = FixedDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
