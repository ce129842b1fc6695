import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Badge } from "./badge";

const meta = {
  title: "Kit/Badge",
  component: Badge,
  args: { children: "Verified" },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText("Verified");
    await expect(badge).toHaveAttribute("data-slot", "badge");
    await expect(badge).toHaveAttribute("data-variant", "gray");
  },
};

/** A link styled as a badge keeps its role and address. */
export const AsLink: Story = {
  args: { asChild: true, variant: "outline", children: <a href="#reports">Reports</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Reports" });
    await expect(link).toHaveAttribute("data-slot", "badge");
    await expect(link).toHaveAttribute("data-variant", "outline");
  },
};

const VARIANTS = ["primary", "success", "danger", "info", "warning", "gray", "outline"] as const;

/** Every variant, in both themes. */
export const Variants: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      {["light", "dark"].map((theme) => (
        <div key={theme} className={`${theme} flex gap-2 bg-background p-2`}>
          {VARIANTS.map((variant) => (
            <Badge key={variant} variant={variant}>
              {variant}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const variant of VARIANTS)
      for (const badge of canvas.getAllByText(variant))
        await expect(badge).toHaveAttribute("data-variant", variant);
  },
};

/** Variants on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkVariants: Story = { ...Variants, globals: { theme: "dark" } };
