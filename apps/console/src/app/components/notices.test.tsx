import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { notify } from "../../lib/notices";
import { Notices } from "./notices";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("Notices", () => {
  it("announces an error as an alert and a success as a status, each for 3 seconds", () => {
    render(<Notices />);
    act(() => {
      notify("Access Denied", "danger");
      notify("Saved");
    });
    expect(screen.getByRole("alert").textContent).toContain("Access Denied");
    expect(screen.getByRole("status").textContent).toContain("Saved");
    expect(screen.getByRole("alert").dataset.variant).toBe("danger");

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByRole("alert")).not.toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows a message told again while it shows once, for 3 seconds from the last time", () => {
    render(<Notices />);
    act(() => void notify("Autosave failed: Network Error", "warning"));
    act(() => vi.advanceTimersByTime(2000));
    act(() => void notify("Autosave failed: Network Error", "warning"));
    expect(screen.getAllByText("Autosave failed: Network Error")).toHaveLength(1);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText("Autosave failed: Network Error")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText("Autosave failed: Network Error")).toBeNull();
  });

  it("can be dismissed before its time", () => {
    render(<Notices />);
    act(() => void notify("There is still a pending request. Please wait.", "warning"));
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText("There is still a pending request. Please wait.")).toBeNull();
  });
});
