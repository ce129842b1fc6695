import { UnsavedChangesDialog as UnsavedChangesAlert } from "@sendline/ui/unsaved-changes-dialog";
import { navigationGuard, usePendingNavigation } from "../../lib/navigation-guard";

/** Asks before in-app navigation leaves unsaved changes behind (SPEC §4, §8). */
export function UnsavedChangesDialog() {
  const open = usePendingNavigation();
  return (
    <UnsavedChangesAlert
      open={open}
      onOpenChange={(next) => {
        if (!next && navigationGuard.isPending()) navigationGuard.cancel();
      }}
      onConfirm={navigationGuard.confirm}
      onCancel={navigationGuard.cancel}
    />
  );
}
