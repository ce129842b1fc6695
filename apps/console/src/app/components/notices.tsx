import { SnackbarItem } from "@sendline/ui/snackbar";
import { dismissNotice, useNotices } from "../../lib/notices";

/**
 * The app's notices on the kit's snackbar, stacked at the top centre (SPEC §8). Danger notices are
 * alerts, so screen readers announce errors at once; the others are polite status messages.
 */
export function Notices() {
  const notices = useNotices();
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-4 z-[100] flex flex-col items-center gap-2 px-4"
    >
      {notices.map((notice) => (
        <SnackbarItem
          key={notice.id}
          notice={notice}
          onDismiss={dismissNotice}
          role={notice.type === "danger" ? "alert" : "status"}
        />
      ))}
    </section>
  );
}
