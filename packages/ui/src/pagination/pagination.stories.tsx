import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Pagination, pageItems } from "./pagination";

const meta = {
  title: "Kit/Pagination",
  component: Pagination,
  args: { pageCount: 20, defaultValue: 1, onValueChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole("button", { name: "Previous page" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(canvas.getByRole("button", { name: "Next page" }));
    await expect(args.onValueChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  },
};

export const MiddlePage: Story = {
  args: { defaultValue: 10 },
  play: async ({ canvas, args, userEvent }) => {
    const pages = canvas.getAllByRole("button", { name: /^Page / }).map((button) => button.textContent);
    await expect(pages).toEqual(["1", "9", "10", "11", "20"]);
    await userEvent.click(canvas.getByRole("button", { name: "Page 20" }));
    await expect(args.onValueChange).toHaveBeenCalledWith(20);
    await expect(canvas.getByRole("button", { name: "Next page" })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 3 },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Previous page" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenCalledWith(2);
  },
};

export const Controlled: Story = {
  args: { value: 4 },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Page 5" }));
    await expect(args.onValueChange).toHaveBeenCalledWith(5);
    // The owner keeps page 4 until it says otherwise.
    await expect(canvas.getByRole("button", { name: "Page 4" })).toHaveAttribute("aria-current", "page");
  },
};

export const FewPages: Story = {
  args: { pageCount: 3, defaultValue: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("button", { name: /^Page / })).toHaveLength(3);
    await expect(pageItems(2, 3)).toEqual([1, 2, 3]);
  },
};

export const Narrow: Story = {
  args: { defaultValue: 7 },
  decorators: [(Story) => <div className="w-72">{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("navigation", { name: "Pagination" })).toBeVisible();
  },
};

/** FewPages on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkFewPages: Story = { ...FewPages, globals: { theme: "dark" } };
