import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
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
    canvas.getByRole("radio", { name: "Mobile" }).focus();
    // Held down, as a person presses it: the choice follows the focus the arrow key moves.
    await userEvent.keyboard("{ArrowLeft>}");
    await waitFor(() => expect(args.onDeviceChange).toHaveBeenCalledWith("desktop"));
    await userEvent.keyboard("{/ArrowLeft}");
    await expect(canvas.getByRole("radio", { name: "Desktop" })).toHaveFocus();
    await expect(canvas.getByRole("radio", { name: "Desktop" })).toBeChecked();
  },
};

export const EmptyHtml: Story = {
  args: { html: "" },
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle("Email preview")).toBeVisible();
  },
};
