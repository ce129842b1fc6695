import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint } from "./after-first-paint";

/** A browser that reports paints: `paint(name)` delivers one to the observers. */
let observers: Array<(entries: { name: string }[]) => void>;
let painted: { name: string }[];
const paint = (name: string) => {
  painted.push({ name });
  for (const observer of observers) observer([{ name }]);
};

beforeEach(() => {
  vi.useFakeTimers();
  observers = [];
  painted = [];
  class FakeObserver {
    static supportedEntryTypes = ["paint"];
    private readonly callback: (entries: { name: string }[]) => void;
    constructor(callback: (list: { getEntries(): { name: string }[] }) => void) {
      this.callback = (entries) => callback({ getEntries: () => entries });
    }
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers = observers.filter((observer) => observer !== this.callback);
    }
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  vi.spyOn(performance, "getEntriesByType").mockImplementation(() => painted as PerformanceEntryList);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("afterFirstPaint", () => {
  it("waits for the first contentful paint, once", () => {
    const task = vi.fn();
    afterFirstPaint(task);
    paint("first-paint");
    expect(task).not.toHaveBeenCalled();
    paint("first-contentful-paint");
    paint("first-contentful-paint");
    vi.advanceTimersByTime(5000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs at once on a page that has painted already", () => {
    paint("first-contentful-paint");
    const task = vi.fn();
    afterFirstPaint(task);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs after 3 s when no paint is reported, and not at all once cancelled", () => {
    const task = vi.fn();
    afterFirstPaint(task);
    vi.advanceTimersByTime(2999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    afterFirstPaint(cancelled)();
    paint("first-contentful-paint");
    vi.advanceTimersByTime(5000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
