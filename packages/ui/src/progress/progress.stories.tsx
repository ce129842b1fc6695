import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Progress } from "./progress";

const meta = {
  title: "Kit/Progress",
  component: Progress,
  args: { "aria-label": "Upload progress", value: 45 },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Upload progress" });
    await expect(bar).toHaveAttribute("aria-valuenow", "45");
    await expect(bar).toHaveAttribute("aria-valuetext", "45%");
    await expect(bar).toHaveAttribute("data-state", "loading");
    const indicator = bar.querySelector<HTMLElement>("[data-slot=progress-indicator]");
    await expect(indicator).toHaveAttribute("data-state", "loading");
    await expect(indicator?.style.transform).toBe("translateX(-55%)");
  },
};

/** A value of another scale: 3 of 4 batches sent reads as 75%. */
export const OtherMax: Story = {
  args: { value: 3, max: 4, "aria-label": "Batches sent" },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Batches sent" });
    await expect(bar).toHaveAttribute("aria-valuemax", "4");
    await expect(bar).toHaveAttribute("aria-valuetext", "75%");
  },
};

/** A count past the end (more delivery reports than messages) shows a full bar, not an empty one. */
export const PastTheEnd: Story = {
  args: { value: 130 },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar");
    await expect(bar).toHaveAttribute("data-state", "complete");
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
  },
};

export const Complete: Story = {
  args: { value: 100, variant: "success" },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar");
    await expect(bar).toHaveAttribute("data-state", "complete");
    await expect(bar).toHaveAttribute("data-variant", "success");
  },
};

export const Indeterminate: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar");
    await expect(bar).toHaveAttribute("data-state", "indeterminate");
    await expect(bar).not.toHaveAttribute("aria-valuenow");
  },
};

export const Failed: Story = {
  args: { value: 70, variant: "danger" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("data-variant", "danger");
  },
};

/** Loading on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkLoading: Story = { ...Loading, globals: { theme: "dark" } };
