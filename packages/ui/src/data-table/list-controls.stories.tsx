import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { ListControls } from "./list-controls";

const meta = {
  title: "Kit/DataTable/ListControls",
  component: ListControls,
  args: { onValueChange: fn(), totalPages: 5, searchDelay: 50 },
  beforeEach: () => {
    window.localStorage.clear();
  },
} satisfies Meta<typeof ListControls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Alone: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Next page" }));
    await userEvent.click(canvas.getByRole("button", { name: "Next page" }));
    await expect(canvas.getByText("Page 3 of 5")).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 3 }),
      expect.arrayContaining([["page", "3"]]),
    );
  },
};

export const SearchResetsPage: Story = {
  args: { defaultValue: { page: 4, page_size: 10 } },
  play: async ({ canvas, args, userEvent }) => {
    // Typed in one go, the search reports once, for the whole keyword (whether the pause ends before
    // or after this line is the machine's speed, so it is not asserted here).
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search" }), "  loyalty ");
    await expect(await canvas.findByText("Page 1 of 5")).toBeVisible();
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith(
      expect.objectContaining({ page: 1 }),
      expect.arrayContaining([["keyword", "loyalty"]]),
    );
  },
};

export const RemembersPageSize: Story = {
  args: { storageKey: "contacts" },
  beforeEach: () => {
    window.localStorage.setItem("sendline:page-size:contacts", "500");
  },
  play: async ({ canvas }) => {
    // A stored size beyond the cap reads as core's maximum of 100.
    await expect(canvas.getByRole("combobox", { name: "Show" })).toHaveTextContent("100");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("searchbox")).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Next page" })).toBeDisabled();
  },
};

export const WithoutSearch: Story = {
  args: { hideSearch: true, totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("searchbox")).toBeNull();
    await expect(canvas.getByText("Page 1 of 1")).toBeVisible();
  },
};
