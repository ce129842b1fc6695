import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Skeleton } from "./skeleton";

const meta = {
  title: "Kit/Skeleton",
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A campaign row while the list loads. */
export const Row: Story = {
  render: () => (
    <div className="flex max-w-md items-center gap-3">
      <Skeleton className="size-10 rounded-full!" />
      <div className="grid flex-1 gap-2">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const blocks = canvasElement.querySelectorAll('[data-slot="skeleton"]');
    await expect(blocks).toHaveLength(3);
    for (const block of blocks) await expect(block).toHaveAttribute("aria-hidden", "true");
  },
};

/** Row on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkRow: Story = { ...Row, globals: { theme: "dark" } };
