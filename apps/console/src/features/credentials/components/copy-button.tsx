import { Button } from "@sendline/ui/button";
import { useEffect, useState } from "react";

type CopyState = "idle" | "copied" | "failed";

const LABELS: Record<CopyState, string> = { idle: "Copy", copied: "Copied", failed: "Copy failed" };

/**
 * Copies `value` to the clipboard and says so for two seconds, in a live region so screen readers
 * hear it too. `label` names what is copied ("Copy API secret").
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<CopyState>("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={label}
      data-state={state}
      onClick={() => {
        navigator.clipboard.writeText(value).then(
          () => setState("copied"),
          () => setState("failed"),
        );
      }}
    >
      <span aria-live="polite">{LABELS[state]}</span>
    </Button>
  );
}
