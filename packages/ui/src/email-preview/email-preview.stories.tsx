import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { EmailPreview } from "./email-preview";

const html = `<!doctype html><html><body style="margin:0;font-family:Arial,sans-serif;background:#f4f4f5">
<table role="presentation" width="100%" style="max-width:600px;margin:0 auto;background:#fff">
<tr><td style="padding:24px"><h1 style="margin:0 0 12px;color:#1d4ed8">March promo</h1>
<p style="color:#27272a">Hi Ana, enjoy 20% off everything this weekend.</p>
<a href="https://example.com/shop" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#fff;text-decoration:none">Shop now</a>
</td></tr></table>
<script>window.parent.document.body.dataset.hijacked = "yes";</script>
</body></html>`;

const meta = {
  title: "Kit/EmailPreview",
  component: EmailPreview,
  args: { html, onDeviceChange: fn(), height: 320 },
} satisfies Meta<typeof EmailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle("Email preview");
    await expect(frame).toHaveAttribute("sandbox", "");
    await expect(frame).toHaveAttribute("data-device", "desktop");
    await expect(canvas.getByRole("radio", { name: "Desktop" })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "Mobile" })).not.toBeChecked();
    await expect(canvas.getByRole("radiogroup", { name: "Preview width" })).toBeVisible();
  },
};

export const ScriptsDoNotRun: Story = {
  play: async ({ canvas, canvasElement }) => {
    const frame = canvas.getByTitle<HTMLIFrameElement>("Email preview");
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(canvasElement.ownerDocument.body.dataset.hijacked).toBeUndefined();
    // An empty sandbox gives the frame an opaque origin: the console cannot reach into it either.
    await expect(frame.contentDocument).toBeNull();
  },
};

export const SwitchToMobile: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Mobile" }));
    await expect(args.onDeviceChange).toHaveBeenCalledWith("mobile");
    const frame = canvas.getByTitle("Email preview");
    await expect(frame).toHaveAttribute("data-device", "mobile");
    await expect(frame.getBoundingClientRect().width).toBe(375);
  },
};

export const KeyboardToggle: Story = {
  args: { defaultDevice: "mobile" },
  play: async ({ canvas, args, userEvent }) => {
    const desktop = canvas.getByRole("radio", { name: "Desktop" });
    const mobile = canvas.getByRole("radio", { name: "Mobile" });
    // One tab stop, on the chosen width.
    await userEvent.tab();
    await expect(mobile).toHaveFocus();
    // The arrow keys move the focus, wrapping around; Space or Enter picks the focused width.
    await userEvent.keyboard("{ArrowRight}");
    await expect(desktop).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(mobile).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(desktop).toHaveFocus();
    await expect(args.onDeviceChange).not.toHaveBeenCalled();
    await userEvent.keyboard(" ");
    await expect(args.onDeviceChange).toHaveBeenCalledWith("desktop");
    await expect(desktop).toBeChecked();
    await expect(mobile).not.toBeChecked();
    await expect(canvas.getByTitle("Email preview")).toHaveAttribute("data-device", "desktop");
    // Pressing the chosen width again keeps it: a width is always chosen.
    await userEvent.keyboard("{Enter}");
    await expect(desktop).toBeChecked();
    await expect(args.onDeviceChange).toHaveBeenCalledTimes(1);
  },
};

export const ChosenWidthStays: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Desktop" }));
    await expect(canvas.getByRole("radio", { name: "Desktop" })).toBeChecked();
    await expect(args.onDeviceChange).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  args: { device: "mobile" },
  parameters: { screenshot: false },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Desktop" }));
    await expect(args.onDeviceChange).toHaveBeenCalledWith("desktop");
    // The owner did not change `device`, so the preview stays at mobile width.
    await expect(canvas.getByRole("radio", { name: "Mobile" })).toBeChecked();
    await expect(canvas.getByTitle("Email preview")).toHaveAttribute("data-device", "mobile");
  },
};

export const EmptyHtml: Story = {
  args: { html: "" },
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle("Email preview")).toBeVisible();
  },
};

/** Desktop on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkDesktop: Story = { ...Desktop, globals: { theme: "dark" } };
