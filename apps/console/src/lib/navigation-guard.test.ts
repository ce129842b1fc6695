import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { navigationGuard, useUnsavedChanges } from "./navigation-guard";

afterEach(() => navigationGuard.set(null));

describe("navigationGuard", () => {
  it("lets navigation through when nothing is unsaved", () => {
    const go = vi.fn();
    navigationGuard.request(go);
    expect(go).toHaveBeenCalledOnce();
    expect(navigationGuard.isPending()).toBe(false);
  });

  it("holds navigation while changes are unsaved, and continues after the confirm callback", () => {
    const onConfirm = vi.fn();
    const go = vi.fn();
    const { unmount } = renderHook(() => useUnsavedChanges(true, onConfirm));
    navigationGuard.request(go);
    expect(go).not.toHaveBeenCalled();
    expect(navigationGuard.isPending()).toBe(true);
    navigationGuard.confirm();
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(go).toHaveBeenCalledOnce();
    navigationGuard.request(go);
    expect(go).toHaveBeenCalledTimes(2);
    unmount();
  });

  it("stays on the page when the user cancels", () => {
    const go = vi.fn();
    const { unmount } = renderHook(() => useUnsavedChanges(true));
    navigationGuard.request(go);
    navigationGuard.cancel();
    expect(go).not.toHaveBeenCalled();
    expect(navigationGuard.isPending()).toBe(false);
    unmount();
  });

  it("guards the browser unload, and stops once the changes are saved", () => {
    const { rerender } = renderHook(({ dirty }) => useUnsavedChanges(dirty), {
      initialProps: { dirty: true },
    });
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    rerender({ dirty: false });
    const later = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
