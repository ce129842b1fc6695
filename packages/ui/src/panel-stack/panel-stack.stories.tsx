import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { PanelStack, PanelStackItem, usePanelStack } from "./panel-stack";

function Screen() {
  const { open } = usePanelStack();
  return (
    <div className="flex flex-col items-start gap-2">
      <h1 className="text-lg font-semibold">Contacts</h1>
      <Button onClick={() => open("group")}>Open group</Button>
      <Button variant="outline" onClick={() => open("group", "contact")}>
        Open Ana Reyes in VIP customers
      </Button>
    </div>
  );
}

function GroupPanel() {
  const { open } = usePanelStack();
  return (
    <PanelStackItem
      value="group"
      title="VIP customers"
      description="1,240 contacts"
      redirect="contact-groups"
    >
      <Button variant="outline" onClick={() => open("contact")}>
        Open contact
      </Button>
    </PanelStackItem>
  );
}

const meta = {
  title: "Kit/PanelStack",
  component: PanelStack,
  args: { onExit: fn(), onValueChange: fn(), children: null },
  render: (args) => (
    <PanelStack {...args}>
      <Screen />
      <GroupPanel />
      <PanelStackItem value="contact" title="Ana Reyes">
        <p>+63 917 555 0101</p>
      </PanelStackItem>
    </PanelStack>
  ),
} satisfies Meta<typeof PanelStack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EscapeClosesTopPanelOnly: Story = {
  args: { closeDelayMs: 100 },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Open group" }));
    await userEvent.click(await body.findByRole("button", { name: "Open contact" }));
    const contact = await body.findByRole("dialog", { name: "Ana Reyes" });
    await expect(contact).toHaveAttribute("data-state", "open");
    await userEvent.keyboard("{Shift>}{Escape}{/Shift}");
    await expect(body.getByRole("dialog", { name: "Ana Reyes" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog", { name: "Ana Reyes" })).toBeNull());
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["group"]);
    await waitFor(() => expect(body.getByRole("button", { name: "Open contact" })).toHaveFocus());
    await expect(args.onExit).not.toHaveBeenCalled();
  },
};

export const FirstPanelClosesAfterDelay: Story = {
  args: { defaultValue: ["group"] },
  play: async ({ canvasElement, args, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const group = await body.findByRole("dialog", { name: "VIP customers" });
    await userEvent.click(within(group).getByRole("button", { name: "Close" }));
    await expect(group).toHaveAttribute("data-state", "closing");
    await expect(args.onExit).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onExit).toHaveBeenCalledWith("contact-groups"), { timeout: 1000 });
    await expect(body.queryByRole("dialog")).toBeNull();
  },
  parameters: { screenshot: false },
};

export const Stacked: Story = {
  args: { defaultValue: ["group"] },
  play: async ({ canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole("button", { name: "Open contact" }));
    const contact = await body.findByRole("dialog", { name: "Ana Reyes" });
    await expect(contact).toHaveAttribute("data-depth", "1");
    await expect(contact).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
  },
};

export const FocusReturnsToScreen: Story = {
  args: { closeDelayMs: 50 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Open group" }));
    await body.findByRole("dialog", { name: "VIP customers" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.getByRole("button", { name: "Open group" })).toHaveFocus());
  },
};

export const OpenedTogether: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Open Ana Reyes in VIP customers" }));
    // The top panel is the one assistive technology reaches; the panel under it is hidden from it.
    const contact = await body.findByRole("dialog", { name: "Ana Reyes" });
    await expect(contact).toHaveAttribute("data-depth", "1");
    await expect(contact).not.toHaveAttribute("aria-hidden");
    await expect(body.queryByRole("dialog", { name: "VIP customers" })).toBeNull();
    const covered = canvasElement.ownerDocument.querySelector(
      '[data-slot="panel-stack-item"][data-depth="0"]',
    );
    await expect(covered).toHaveAttribute("data-state", "covered");
    await expect(covered?.closest('[aria-hidden="true"]')).not.toBeNull();
    await waitFor(() =>
      expect(contact).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["group", "contact"]);

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog", { name: "Ana Reyes" })).toBeNull());
    const group = await body.findByRole("dialog", { name: "VIP customers" });
    await expect(group).toHaveAttribute("data-state", "open");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["group"]);
    await expect(args.onExit).not.toHaveBeenCalled();
  },
};

/** A panel open over the screen from the start, with no click. */
export const Open: Story = {
  args: { defaultValue: ["group"] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole("dialog", { name: "VIP customers" })).toHaveAttribute(
      "data-depth",
      "0",
    );
  },
};

/** Open on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkOpen: Story = { ...Open, globals: { theme: "dark" } };
