import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { TextLimiter } from "./text-limiter";

const meta = {
  title: "Kit/TextLimiter",
  component: TextLimiter,
  args: { text: "Weekend promo for loyal customers in Metro Manila", onExpandedChange: fn() },
} satisfies Meta<typeof TextLimiter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShortTextUnchanged: Story = {
  args: { text: "Weekend promo" },
  play: async ({ canvasElement, canvas }) => {
    const limiter = canvasElement.querySelector('[data-slot="text-limiter"]');
    await expect(limiter).toHaveAttribute("data-state", "within");
    await expect(limiter).toHaveTextContent("Weekend promo");
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
  },
};

export const ExactlyTwentyCharacters: Story = {
  args: { text: "Twenty characters ok" },
  play: async ({ canvasElement }) => {
    const limiter = canvasElement.querySelector('[data-slot="text-limiter"]');
    await expect(limiter).toHaveAttribute("data-state", "within");
    await expect(limiter).toHaveTextContent(/^Twenty characters ok$/);
  },
};

export const LongTextCutAtTwenty: Story = {
  play: async ({ canvasElement, canvas }) => {
    const limiter = canvasElement.querySelector('[data-slot="text-limiter"]');
    await expect(limiter).toHaveAttribute("data-state", "exceeded");
    await expect(canvasElement.querySelector('[data-slot="text-limiter-text"]')).toHaveTextContent(
      /^Weekend promo for lo\.\.\.$/,
    );
    await expect(canvas.getByRole("button", { name: "Show more" })).toHaveAttribute("aria-expanded", "false");
  },
};

export const ExpandWithKeyboard: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Show more" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvasElement.querySelector('[data-slot="text-limiter-text"]')).toHaveTextContent(
      "Weekend promo for loyal customers in Metro Manila",
    );
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
    const less = canvas.getByRole("button", { name: "Show less" });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(less);
    await expect(canvas.getByRole("button", { name: "Show more" })).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
  },
};

export const CustomMax: Story = {
  args: { text: "Flash sale today", max: 5 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="text-limiter-text"]')).toHaveTextContent(
      /^Flash\.\.\.$/,
    );
  },
};

export const ControlledExpanded: Story = {
  args: { expanded: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("Weekend promo for loyal customers in Metro Manila")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Show less" }));
    await expect(args.onExpandedChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByRole("button", { name: "Show less" })).toBeVisible();
  },
};

export const UnicodeCountsCharactersNotUnits: Story = {
  args: { text: "😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀", max: 20 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="text-limiter"]')).toHaveAttribute(
      "data-state",
      "within",
    );
  },
  parameters: { screenshot: false },
};

/** LongTextCutAtTwenty on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkLongTextCutAtTwenty: Story = { ...LongTextCutAtTwenty, globals: { theme: "dark" } };
