import { Button } from "@sendline/ui/button";
import { MonitorIcon, SmartphoneIcon } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { cx } from "./cx";

export type EmailPreviewWidth = "desktop" | "mobile";

/** Frame widths of the preview, in px: the email's own 600 px column, and a small phone. */
export const PREVIEW_WIDTHS = { desktop: 600, mobile: 320 } as const satisfies Record<
  EmailPreviewWidth,
  number
>;

export type EmailHtmlPreviewProps = Omit<ComponentProps<"div">, "children"> & {
  /** The email's HTML, e.g. from `renderEmailHtml`. It renders in an empty sandbox: no scripts, forms or same-origin access. */
  html: string;
  /** The frame's accessible name. @default "Email preview" */
  title?: string;
  /** The width shown; controlled. */
  width?: EmailPreviewWidth;
  /** @default "desktop" */
  defaultWidth?: EmailPreviewWidth;
  onWidthChange?: (width: EmailPreviewWidth) => void;
  /** Frame height in px. @default 640 */
  height?: number;
};

const OPTIONS = [
  { width: "desktop", label: "Desktop", Icon: MonitorIcon },
  { width: "mobile", label: "Mobile", Icon: SmartphoneIcon },
] as const;

/** An email's HTML in a sandboxed frame, 600 px wide (desktop) or 320 px (mobile). */
export function EmailHtmlPreview({
  html,
  title = "Email preview",
  width,
  defaultWidth = "desktop",
  onWidthChange,
  height = 640,
  className,
  ...props
}: EmailHtmlPreviewProps) {
  const [internal, setInternal] = useState<EmailPreviewWidth>(defaultWidth);
  const current = width ?? internal;
  const choose = (next: EmailPreviewWidth) => {
    if (width === undefined) setInternal(next);
    onWidthChange?.(next);
  };
  return (
    <div
      data-slot="email-html-preview"
      data-width={current}
      className={cx("flex flex-col gap-3", className)}
      {...props}
    >
      <div
        role="group"
        aria-label="Preview width"
        className="inline-flex w-fit gap-1 rounded-lg border border-border p-1"
      >
        {OPTIONS.map(({ width: option, label, Icon }) => (
          <Button
            key={option}
            variant={option === current ? "secondary" : "ghost"}
            size="sm"
            aria-pressed={option === current}
            onClick={() => choose(option)}
          >
            <Icon aria-hidden />
            {label} ({PREVIEW_WIDTHS[option]} px)
          </Button>
        ))}
      </div>
      <div className="flex justify-center overflow-x-auto rounded-lg bg-muted p-4">
        <iframe
          title={title}
          sandbox=""
          referrerPolicy="no-referrer"
          srcDoc={html}
          // The ring is drawn outside the frame, so the email gets the whole width: a border would
          // leave 598 px and wrap the third column of a row.
          data-width={current}
          width={PREVIEW_WIDTHS[current]}
          height={height}
          style={{ width: PREVIEW_WIDTHS[current], height }}
          className="block shrink-0 bg-white shadow-sm ring-1 ring-border"
        />
      </div>
    </div>
  );
}
