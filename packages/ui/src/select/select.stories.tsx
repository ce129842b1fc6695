import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, within } from "storybook/test";
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from "./select";

const meta = {
  title: "Kit/Select",
  component: Select,
  args: { onValueChange: fn() },
  render: (args) => (
    <Select {...args}>
      <SelectTrigger aria-label="Sort order" className="w-56">
        <SelectValue placeholder="Choose an order" />
      </SelectTrigger>
      <SelectContent>
        <SelectGroup>
          <SelectLabel>Sort</SelectLabel>
          <SelectItem value="desc">Newest to Oldest</SelectItem>
          <SelectItem value="asc">Oldest to Newest</SelectItem>
          <SelectItem value="name" disabled>
            By name
          </SelectItem>
        </SelectGroup>
      </SelectContent>
    </Select>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Sort order" })).toHaveTextContent("Choose an order");
  },
};

export const PicksWithMouse: Story = {
  args: { defaultValue: "desc" },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const trigger = canvas.getByRole("combobox", { name: "Sort order" });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole("option", { name: "Oldest to Newest" }));
    await expect(args.onValueChange).toHaveBeenCalledWith("asc");
    await expect(trigger).toHaveTextContent("Oldest to Newest");
  },
};

export const PicksWithKeyboard: Story = {
  args: { defaultValue: "desc" },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole("listbox")).toBeVisible();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onValueChange).toHaveBeenCalledWith("asc");
    await expect(canvas.getByRole("combobox")).toHaveAttribute("data-state", "closed");
  },
};

/** Open, for the screenshot of the list with its disabled item. */
export const Open: Story = {
  args: { defaultValue: "desc", defaultOpen: true },
  parameters: {
    // While the list is open Radix hides the page behind it from assistive technology and traps focus in
    // the list, so the hidden trigger cannot actually receive focus.
    a11y: { config: { rules: [{ id: "aria-hidden-focus", enabled: false }] } },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole("option", { name: "By name" })).toHaveAttribute("data-disabled");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox")).toBeDisabled();
  },
};

/** Open on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkOpen: Story = { ...Open, globals: { theme: "dark" } };

/** `lazyContent`: the trigger shows `SelectValue`'s children; the options render once it opens. */
export const LazyContent: Story = {
  args: { defaultValue: "desc", lazyContent: true },
  render: (args) => {
    const labels: Record<string, string> = { desc: "Newest to Oldest", asc: "Oldest to Newest" };
    function LazySelect() {
      const [value, setValue] = useState(args.defaultValue ?? "desc");
      return (
        <Select
          {...args}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange?.(next);
          }}
        >
          <SelectTrigger aria-label="Sort order" className="w-56">
            <SelectValue>{labels[value]}</SelectValue>
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="desc">Newest to Oldest</SelectItem>
            <SelectItem value="asc">Oldest to Newest</SelectItem>
          </SelectContent>
        </Select>
      );
    }
    return <LazySelect />;
  },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const trigger = canvas.getByRole("combobox", { name: "Sort order" });
    await expect(trigger).toHaveTextContent("Newest to Oldest");
    const body = within(canvasElement.ownerDocument.body);
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.click(await body.findByRole("option", { name: "Oldest to Newest" }));
    await expect(args.onValueChange).toHaveBeenCalledWith("asc");
    await expect(trigger).toHaveTextContent("Oldest to Newest");
    await expect(trigger).toHaveFocus();
  },
};
