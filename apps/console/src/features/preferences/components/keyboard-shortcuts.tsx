import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@sendline/ui/dialog";
import { useState } from "react";
import { useLocation } from "wouter";
import { useShortcuts } from "../hooks/use-shortcuts";

/** The shortcuts the help dialog lists, in its order. */
export const SHORTCUTS = [
  { keys: ["g", "c"], label: "Go to campaigns" },
  { keys: ["n"], label: "New campaign, on a campaigns list" },
  { keys: ["/"], label: "Search the list" },
  { keys: ["Esc"], label: "Close the panel or dialog" },
  { keys: ["?"], label: "Show these shortcuts" },
] as const;

/** A campaigns list: `/sms-campaign`, `/viber-campaign`, `/email-campaign`. */
const CAMPAIGN_LIST = /^\/(sms|viber|email)-campaign\/?$/;

export interface KeyboardShortcutsProps {
  /** Where "go to campaigns" leads: the first campaigns list the user may open; none without one. */
  campaignsPath?: string | undefined;
}

/**
 * The console's keyboard shortcuts, and the `?` dialog listing them. They never fire while the user
 * types in a field or editor. Escape is Radix's and the panel stack's own: it closes the top one.
 */
export function KeyboardShortcuts({ campaignsPath }: KeyboardShortcutsProps) {
  const [open, setOpen] = useState(false);
  const [location, navigate] = useLocation();

  useShortcuts(
    {
      "?": () => setOpen(true),
      "g c": () => {
        if (campaignsPath) navigate(campaignsPath);
      },
      n: () => {
        const list = CAMPAIGN_LIST.exec(location);
        if (list) navigate(`/${list[1]}-campaign/new`);
      },
      "/": () => document.querySelector<HTMLInputElement>('main input[type="search"]')?.focus(),
    },
    !open,
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>Shortcuts work anywhere except while you type in a field.</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {SHORTCUTS.map(({ keys, label }) => (
            <div key={label} className="contents">
              <dt className="flex items-center gap-1">
                {keys.map((key, index) => (
                  <span key={key} className="flex items-center gap-1">
                    {index > 0 && <span className="text-muted-foreground">then</span>}
                    <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">{key}</kbd>
                  </span>
                ))}
              </dt>
              <dd>{label}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
