import type { RouteOption } from "@sendline/core/contract";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { RouteSelectionDropdown } from "./route-select";

const OPTIONS: RouteOption[] = [
  { routing_id: 11, code: "PH-GLOBE-DIRECT", cost: 0.35, currency_code: "PHP" },
  { routing_id: 12, code: "PH-SMART-PREMIUM", cost: 0.5, currency_code: "PHP" },
  { routing_id: 13, code: "INTL-WHOLESALE", cost: 1250, currency_code: "USD" },
];

const ITEM = {
  name: "Globe subscribers",
  routing_id: 11,
  route_code: "PH-GLOBE-DIRECT",
  cost: 0.35,
  route_currency_code: "PHP",
};

const meta = {
  title: "Kit/RouteSelectionDropdown",
  component: RouteSelectionDropdown,
  args: { item: ITEM, options: OPTIONS, "aria-label": "Route", onChange: fn() },
} satisfies Meta<typeof RouteSelectionDropdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsCurrentRoute: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "Route" });
    await expect(trigger).toHaveTextContent("PH-GLOBE-DIRECT0.35 PHP");
    await expect(canvas.queryByRole("button", { name: "Reset route" })).not.toBeInTheDocument();
  },
};

export const OptionsShowCodeCostAndCurrency: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Route" }));
    const body = within(canvasElement.ownerDocument.body);
    const options = await body.findAllByRole("option");
    await expect(options.map((option) => option.textContent)).toEqual([
      "PH-GLOBE-DIRECT0.35 PHP",
      "PH-SMART-PREMIUM0.50 PHP",
      "INTL-WHOLESALE1,250.00 USD",
    ]);
    await userEvent.keyboard("{Escape}");
  },
};

export const ChoosingUpdatesItem: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole("combobox", { name: "Route" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onChange).toHaveBeenCalledWith(
      {
        name: "Globe subscribers",
        routing_id: 12,
        route_code: "PH-SMART-PREMIUM",
        cost: 0.5,
        route_currency_code: "PHP",
      },
      11,
    );
    await expect(trigger).toHaveTextContent("PH-SMART-PREMIUM");
  },
};

export const ChoosingSameRouteDoesNothing: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Route" }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole("option", { name: /PH-GLOBE-DIRECT/ }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const CustomIdField: Story = {
  args: {
    item: { account_route_id: 7, route_code: "PH-GLOBE-DIRECT", cost: 0.35, route_currency_code: "PHP" },
    idField: "account_route_id",
    options: [
      { id: 7, code: "PH-GLOBE-DIRECT", cost: 0.35, currency_code: "PHP" },
      { id: 9, code: "PH-DITO", cost: 0.3, currency_code: "PHP" },
    ],
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Route" }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole("option", { name: /PH-DITO/ }));
    await expect(args.onChange).toHaveBeenCalledWith(
      { account_route_id: 9, route_code: "PH-DITO", cost: 0.3, route_currency_code: "PHP" },
      7,
    );
  },
};

export const ResetReturnsToInitialChoice: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole("combobox", { name: "Route" });
    await userEvent.click(trigger);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole("option", { name: /INTL-WHOLESALE/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Reset route" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(ITEM, 13);
    await expect(trigger).toHaveTextContent("PH-GLOBE-DIRECT");
    await expect(canvas.queryByRole("button", { name: "Reset route" })).not.toBeInTheDocument();
  },
};

function scrollEvents(target: HTMLElement) {
  const touch = new Touch({ identifier: 1, target, clientX: 10, clientY: 10 });
  return [
    new WheelEvent("wheel", { bubbles: true, cancelable: true, deltaY: 120 }),
    new TouchEvent("touchmove", {
      bubbles: true,
      cancelable: true,
      touches: [touch],
      changedTouches: [touch],
    }),
    new KeyboardEvent("keydown", { bubbles: true, cancelable: true, key: "ArrowDown" }),
  ];
}

export const PageScrollSuppressedWhileOpen: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = canvasElement.ownerDocument.body;
    for (const event of scrollEvents(page)) {
      page.dispatchEvent(event);
      await expect(event.defaultPrevented).toBe(false);
    }
    await userEvent.click(canvas.getByRole("combobox", { name: "Route" }));
    await within(page).findByRole("listbox");
    for (const event of scrollEvents(page)) {
      page.dispatchEvent(event);
      await expect(event.defaultPrevented).toBe(true);
    }
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(within(page).queryByRole("listbox")).not.toBeInTheDocument());
    for (const event of scrollEvents(page)) {
      page.dispatchEvent(event);
      await expect(event.defaultPrevented).toBe(false);
    }
  },
  parameters: { screenshot: false },
};

export const NoRouteYet: Story = {
  args: { item: { routing_id: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Route" })).toHaveTextContent("Select a route");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Route" })).toBeDisabled();
  },
};

/** ShowsCurrentRoute on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkShowsCurrentRoute: Story = { ...ShowsCurrentRoute, globals: { theme: "dark" } };
