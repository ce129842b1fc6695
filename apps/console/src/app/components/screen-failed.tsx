import { Button } from "@sendline/ui/button";
import { Component, type ReactNode } from "react";

/** What shows in place of a screen that could not be loaded even after its tries. */
export function ScreenFailed() {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 p-8 text-center">
      <p>This page could not be loaded. Check your connection, then reload the page.</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </div>
  );
}

/**
 * Catches a screen that failed to render (its chunk not loading after every try, see `lazyRetry`)
 * so the page says so and offers a reload, instead of React unmounting the whole console.
 *
 * React's documented class boundary rather than `react-error-boundary`: that library's resets and
 * hooks go unused here, and its 0.5 kB (gzip) on every route took the signed-in shell over its
 * 170 kB budget.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ScreenFailed /> : this.props.children;
  }
}
