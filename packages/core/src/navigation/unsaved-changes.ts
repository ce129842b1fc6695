/** The unsaved-changes guard's texts (SPEC §8). */
export const UNSAVED_CHANGES_MESSAGES = {
  navigation:
    "There are unsaved changes. Leaving this page will discard all changes. Are you sure you want to do this?",
  unload:
    "There are unsaved changes. Leaving or refreshing this page will discard all changes. Are you sure you want to do this?",
} as const;

/** The email design editor's Cancel warning (SPEC §2). */
export const DESIGN_EDITOR_CANCEL_MESSAGE = "Changes will be removed. Are you sure you want to cancel?";

/** Shown when a strict-URL call is still running (SPEC §8). */
export const PENDING_REQUEST_MESSAGE = "There is still a pending request. Please wait.";

/** The route-change rules of SPEC §4 that do not depend on rights. */
export function refreshesAccountOnRouteChange(from: string, to: string): boolean {
  return from === "top-up" && to === "top-up-success";
}
