import { Suspense } from "react";
import { lazyRetry } from "../../lib/lazy-retry";
import { navigationGuard, usePendingNavigation } from "../../lib/navigation-guard";

// Loaded the first time a navigation is held back, so public screens do not carry Radix's dialog.
const UnsavedChangesAlert = lazyRetry(async () => ({
  default: (await import("@sendline/ui/unsaved-changes-dialog")).UnsavedChangesDialog,
}));

/** Asks before in-app navigation leaves unsaved changes behind (SPEC §4, §8). */
export function UnsavedChangesDialog() {
  const open = usePendingNavigation();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <UnsavedChangesAlert
        open
        onOpenChange={(next) => {
          if (!next && navigationGuard.isPending()) navigationGuard.cancel();
        }}
        onConfirm={navigationGuard.confirm}
        onCancel={navigationGuard.cancel}
      />
    </Suspense>
  );
}
