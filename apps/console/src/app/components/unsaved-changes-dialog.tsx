import { UNSAVED_CHANGES_MESSAGES } from "@sendline/core";
import { navigationGuard, usePendingNavigation } from "../../lib/navigation-guard";
import { buttonClass } from "../layouts/public-layout";

/** Asks before in-app navigation leaves unsaved changes behind (SPEC §4, §8). */
export function UnsavedChangesDialog() {
  const open = usePendingNavigation();
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="unsaved-changes-title"
        aria-describedby="unsaved-changes-text"
        onKeyDown={(event) => event.key === "Escape" && navigationGuard.cancel()}
        className="flex max-w-md flex-col gap-4 rounded-lg bg-white p-6 shadow-lg"
      >
        <h2 id="unsaved-changes-title" className="text-lg font-semibold">
          Unsaved changes
        </h2>
        <p id="unsaved-changes-text">{UNSAVED_CHANGES_MESSAGES.navigation}</p>
        <div className="flex justify-end gap-2">
          <button
            type="button"
            autoFocus
            className="rounded-md border border-gray-300 px-4 py-2"
            onClick={navigationGuard.cancel}
          >
            Stay on this page
          </button>
          <button type="button" className={buttonClass} onClick={navigationGuard.confirm}>
            Leave and discard
          </button>
        </div>
      </div>
    </div>
  );
}
