import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, waitFor, within } from "storybook/test";
import { Button } from "../button/button";
import { Tour } from "./tour";

function Page() {
  return (
    <div className="grid h-96 grid-cols-[12rem_1fr] gap-4">
      <nav data-tour="sidebar" aria-label="Menu" className="rounded border p-3">
        Menu
      </nav>
      <div className="flex flex-col gap-4">
        <div className="flex justify-end gap-4">
          <span data-tour="balance" className="rounded border px-3 py-1">
            PHP 2,249.50
          </span>
          <span data-tour="user-menu" className="rounded border px-3 py-1">
            Ana Reyes
          </span>
        </div>
        <section data-tour="campaign-list" aria-label="Campaigns" className="rounded border p-3">
          Campaigns
        </section>
        <section data-tour="campaign-recipients" aria-label="Recipients" className="rounded border p-3">
          Recipients
        </section>
      </div>
    </div>
  );
}

const meta = {
  title: "Kit/Tour",
  component: Tour,
  args: { name: "interface", onValueChange: fn(), onStepChange: fn() },
  render: (args) => (
    <>
      <Page />
      <Tour {...args} />
    </>
  ),
} satisfies Meta<typeof Tour>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InterfaceTour: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog", { name: "Menu" });
    await expect(dialog).toHaveTextContent("Step 1 of 4");
    await expect(within(dialog).queryByRole("button", { name: "Back" })).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Next" }));
    await expect(await body.findByRole("dialog", { name: "Balance" })).toHaveTextContent("Step 2 of 4");
    await userEvent.click(body.getByRole("button", { name: "Back" }));
    await expect(await body.findByRole("dialog", { name: "Menu" })).toBeVisible();
    await expect(args.onStepChange).toHaveBeenLastCalledWith(0);
  },
};

export const LastStepDone: Story = {
  args: { defaultStep: 3, defaultValue: { "sms-create-campaign": true } },
  play: async ({ canvasElement, args, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog", { name: "Your account" });
    await expect(dialog).toHaveTextContent("Step 4 of 4");
    await userEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    await expect(args.onValueChange).toHaveBeenCalledWith({ "sms-create-campaign": true, interface: true });
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
  },
  parameters: { screenshot: false },
};

export const OneStepTour: Story = {
  args: { name: "sms-create-campaign" },
  play: async ({ canvasElement, args, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog", { name: "Recipients" });
    await expect(dialog).toHaveTextContent("Step 1 of 1");
    await userEvent.keyboard("{Escape}");
    await expect(args.onValueChange).toHaveBeenCalledWith({ "sms-create-campaign": true });
  },
  parameters: { screenshot: false },
};

export const AlreadyDone: Story = {
  args: { value: { interface: true } },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(within(canvasElement.ownerDocument.body).queryByRole("dialog")).toBeNull();
  },
};

/** A page that starts the tour again from a button, as a help menu would. */
function Replay(args: Parameters<typeof Tour>[0]) {
  const [state, setState] = useState<Record<string, boolean>>({ interface: true });
  return (
    <>
      <Button onClick={() => setState({})}>Take the tour</Button>
      <Page />
      <Tour
        {...args}
        value={state}
        onValueChange={(next) => {
          setState(next);
          args.onValueChange?.(next);
        }}
      />
    </>
  );
}

export const ByKeyboard: Story = {
  render: (args) => <Replay {...args} />,
  play: async ({ canvasElement, canvas, args, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const start = canvas.getByRole("button", { name: "Take the tour" });
    start.focus();
    await userEvent.keyboard("{Enter}");
    const first = await body.findByRole("dialog", { name: "Menu" });
    // Focus moves into the step, on its Next button: Enter walks the tour.
    await waitFor(() => expect(within(first).getByRole("button", { name: "Next" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(await body.findByRole("dialog", { name: "Balance" })).toHaveTextContent("Step 2 of 4");
    await userEvent.keyboard("{ArrowRight}");
    await expect(await body.findByRole("dialog", { name: "Campaigns" })).toHaveTextContent("Step 3 of 4");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(await body.findByRole("dialog", { name: "Balance" })).toBeVisible();
    await expect(body.getByRole("button", { name: "Next" })).toHaveFocus();
    // Escape skips the tour, marks it done and gives focus back.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ interface: true });
    await waitFor(() => expect(start).toHaveFocus());
  },
  parameters: { screenshot: false },
};

export const ElementFoundByRole: Story = {
  args: {
    name: "sms-create-campaign",
    findTarget: (target) =>
      target === "campaign-recipients"
        ? document.querySelector<HTMLElement>('section[aria-label="Recipients"]')
        : null,
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog", { name: "Recipients" });
    const anchor = body.getByRole("region", { name: "Recipients" }).getBoundingClientRect();
    // The step sits under the element it points at.
    await waitFor(() => expect(dialog.getBoundingClientRect().top).toBeGreaterThanOrEqual(anchor.bottom));
  },
  parameters: { screenshot: false },
};

/** The tour's first step as the page opens, with no click. */
export const FirstStep: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Menu" });
    await expect(dialog).toHaveTextContent("Step 1 of 4");
  },
};

/** FirstStep on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkFirstStep: Story = { ...FirstStep, globals: { theme: "dark" } };
