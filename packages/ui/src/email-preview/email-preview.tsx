import * as ToggleGroupPrimitive from "@radix-ui/react-toggle-group";
import { cva } from "class-variance-authority";
import { MonitorIcon, SmartphoneIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import { useControllableState } from "../lib/use-controllable-state";

type EmailPreviewDevice = "desktop" | "mobile";

// An email is read on white whatever the console's theme, so the frame names white itself.
const emailPreviewFrameVariants = cva("block h-full rounded-md border bg-[white] shadow-sm", {
  variants: {
    device: { desktop: "w-full max-w-[800px]", mobile: "w-[375px]" },
  },
  defaultVariants: { device: "desktop" },
});

type EmailPreviewProps = Omit<ComponentProps<"div">, "children"> & {
  /** The email's HTML. It renders in a sandboxed frame: no scripts, forms or same-origin access. */
  html: string;
  /** The frame's accessible name. @default "Email preview" */
  title?: string;
  /** The width shown; controlled. */
  device?: EmailPreviewDevice;
  /** @default "desktop" */
  defaultDevice?: EmailPreviewDevice;
  onDeviceChange?: (device: EmailPreviewDevice) => void;
  /** Frame height in pixels. @default 560 */
  height?: number;
};

const DEVICES = [
  { device: "desktop", label: "Desktop", Icon: MonitorIcon },
  { device: "mobile", label: "Mobile", Icon: SmartphoneIcon },
] as const;

/** An email's HTML in a sandboxed frame, at desktop or mobile width. */
function EmailPreview({
  html,
  title = "Email preview",
  device,
  defaultDevice = "desktop",
  onDeviceChange,
  height = 560,
  className,
  ...props
}: EmailPreviewProps) {
  const [current, setCurrent] = useControllableState<EmailPreviewDevice>({
    value: device,
    defaultValue: defaultDevice,
    onValueChange: onDeviceChange,
  });

  return (
    <div
      data-slot="email-preview"
      data-device={current}
      className={cn("flex flex-col gap-3", className)}
      {...props}
    >
      {/* A single-choice toggle group: one tab stop, the arrow keys move between the two widths and
          Space or Enter picks one. A width is always chosen: pressing the chosen one keeps it. */}
      <ToggleGroupPrimitive.Root
        type="single"
        value={current}
        onValueChange={(next) => {
          if (next === "desktop" || next === "mobile") setCurrent(next);
        }}
        aria-label="Preview width"
        data-slot="email-preview-devices"
        className="inline-flex w-fit gap-1 rounded-lg border p-1"
      >
        {DEVICES.map(({ device: option, label, Icon }) => (
          <ToggleGroupPrimitive.Item
            key={option}
            value={option}
            data-slot="email-preview-device"
            className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-3 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring data-[state=on]:bg-accent data-[state=on]:font-medium [&_svg]:size-4"
          >
            <Icon aria-hidden /> {label}
          </ToggleGroupPrimitive.Item>
        ))}
      </ToggleGroupPrimitive.Root>
      <div className="flex justify-center rounded-lg bg-muted p-4" style={{ height: height + 32 }}>
        {/* An empty sandbox: the email's own scripts, forms and links cannot act on the console. */}
        <iframe
          title={title}
          sandbox=""
          referrerPolicy="no-referrer"
          srcDoc={html}
          data-device={current}
          className={emailPreviewFrameVariants({ device: current })}
        />
      </div>
    </div>
  );
}

export { EmailPreview, emailPreviewFrameVariants, type EmailPreviewDevice, type EmailPreviewProps };
