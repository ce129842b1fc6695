import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

const meta = {
  title: "Kit/Tabs",
  component: Tabs,
  args: { defaultValue: "sms", onValueChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabsList>
        <TabsTrigger value="sms">SMS</TabsTrigger>
        <TabsTrigger value="viber">Viber</TabsTrigger>
        <TabsTrigger value="email">Email</TabsTrigger>
        <TabsTrigger value="voice" disabled>
          Voice
        </TabsTrigger>
      </TabsList>
      <TabsContent value="sms">160 characters per part with the GSM alphabet.</TabsContent>
      <TabsContent value="viber">Rich messages with images and buttons.</TabsContent>
      <TabsContent value="email">Designed templates with personalisation.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent(/GSM/);
    await userEvent.click(canvas.getByRole("tab", { name: "Email" }));
    await expect(canvas.getByRole("tab", { name: "Email" })).toHaveAttribute("data-state", "active");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent(/personalisation/);
    await expect(args.onValueChange).toHaveBeenCalledWith("email");
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("tab", { name: "SMS" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Viber" })).toHaveAttribute("aria-selected", "true");
    await expect(args.onValueChange).toHaveBeenCalledWith("viber");
    // The disabled tab is skipped, so the arrow wraps round to the first.
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "SMS" })).toHaveFocus();
  },
};

export const Narrow: Story = {
  decorators: [(Story) => <div className="w-60">{Story()}</div>],
  args: { defaultValue: "viber" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent(/Rich messages/);
  },
};

/** Narrow on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkNarrow: Story = { ...Narrow, globals: { theme: "dark" } };
