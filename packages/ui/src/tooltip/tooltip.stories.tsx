import type { Meta, StoryObj } from "@storybook/react-vite";
import { InfoIcon } from "lucide-react";
import { expect, waitFor, within } from "storybook/test";
import { IconButton } from "../icon-button/icon-button";
import { Tooltip, TooltipContent, TooltipTrigger } from "./tooltip";

const meta = {
  title: "Kit/Tooltip",
  component: Tooltip,
  decorators: [(Story) => <div className="p-10">{Story()}</div>],
  render: (args) => (
    <Tooltip {...args}>
      <TooltipTrigger asChild>
        <IconButton aria-label="About withheld balance">
          <InfoIcon aria-hidden />
        </IconButton>
      </TooltipTrigger>
      <TooltipContent>Reserved for campaigns that are still sending.</TooltipContent>
    </Tooltip>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsOnHover: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.hover(canvas.getByRole("button", { name: "About withheld balance" }));
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole("tooltip");
    await expect(tooltip).toHaveTextContent("Reserved for campaigns that are still sending.");
  },
};

export const ShowsOnFocus: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole("tooltip");
    await expect(canvas.getByRole("button")).toHaveAccessibleDescription(
      "Reserved for campaigns that are still sending.",
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("tooltip")).not.toBeInTheDocument());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole("tooltip")).toBeInTheDocument();
  },
};

/** Open on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkOpen: Story = { ...Open, globals: { theme: "dark" } };
