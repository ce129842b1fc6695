import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense, type ComponentType } from "react";
import { afterEach, expect, it, vi } from "vitest";
import { lazyRetry } from "../../lib/lazy-retry";
import { ScreenErrorBoundary } from "./screen-failed";

afterEach(() => vi.restoreAllMocks());

/** A lazily loaded screen inside the router's boundary and loading state. */
function renderScreen(Screen: ComponentType) {
  render(
    <ScreenErrorBoundary>
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>
    </ScreenErrorBoundary>,
  );
}

it("asks for a chunk again after it failed, and shows the screen once it loads", async () => {
  const load = vi
    .fn()
    .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
    .mockResolvedValue({ default: () => <h1>Traffic Report</h1> });
  renderScreen(lazyRetry(load, [10, 10]));
  expect(await screen.findByRole("heading", { name: "Traffic Report" })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});

it("says the page could not be loaded and offers a reload once every try failed", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const load = vi.fn().mockRejectedValue(new TypeError("Failed to fetch dynamically imported module"));
  const reload = vi.fn();
  vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
  renderScreen(lazyRetry(load, [10, 10]));
  const alert = await screen.findByRole("alert");
  expect(alert.textContent).toContain("This page could not be loaded.");
  expect(load).toHaveBeenCalledTimes(3);
  await userEvent.click(screen.getByRole("button", { name: "Reload" }));
  expect(reload).toHaveBeenCalledOnce();
});
