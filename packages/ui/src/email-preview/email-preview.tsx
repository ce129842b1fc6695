import { cva } from "class-variance-authority";
import { MonitorIcon, SmartphoneIcon } from "lucide-react";
import { useId, type ComponentProps } from "react";
import { cn } from "../lib/cn";
import { useControllableState } from "../lib/use-controllable-state";

type EmailPreviewDevice = "desktop" | "mobile";

const emailPreviewFrameVariants = cva("block h-full rounded-md border bg-white shadow-sm", {
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
  const name = useId();
  const itemClass =
    "inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md px-3 text-sm hover:bg-accent has-checked:bg-accent has-checked:font-medium has-focus-visible:ring-2 has-focus-visible:ring-ring [&_svg]:size-4";

  return (
    <div
      data-slot="email-preview"
      data-device={current}
      className={cn("flex flex-col gap-3", className)}
      {...props}
    >
      {/* Native radios drawn as a segmented control: the browser moves the choice with the arrow keys. */}
      <div
        role="radiogroup"
        aria-label="Preview width"
        className="inline-flex w-fit gap-1 rounded-lg border p-1"
      >
        {DEVICES.map(({ device: option, label, Icon }) => (
          <label key={option} className={itemClass}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={current === option}
              onChange={() => setCurrent(option)}
              className="sr-only"
            />
            <Icon aria-hidden /> {label}
          </label>
        ))}
      </div>
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
