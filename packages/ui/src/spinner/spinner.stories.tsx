import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Spinner } from "./spinner";

const meta = {
  title: "Kit/Spinner",
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading" })).toHaveAttribute("data-size", "md");
  },
};

export const Labelled: Story = {
  args: { label: "Loading contacts", size: "lg" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status", { name: "Loading contacts" })).toHaveAttribute("data-size", "lg");
  },
};

/** Labelled on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkLabelled: Story = { ...Labelled, globals: { theme: "dark" } };
