import { Spinner } from "@sendline/ui/spinner";

/** Shown while a screen's chunk loads. */
export function ScreenLoading() {
  return (
    <div className="flex min-h-40 items-center justify-center" role="status" aria-label="Loading">
      <Spinner />
    </div>
  );
}
