import type { Meta, StoryObj } from "@storybook/react-vite";
import { Input } from "@sendline/ui/input";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Router, useLocation } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { KeyboardShortcuts } from "./keyboard-shortcuts";

/** A page with a search box and a form field, and the address shown so the story can read it. */
function Page() {
  const [location] = useLocation();
  return (
    <main className="flex flex-col gap-3">
      <p>
        Address: <output aria-label="Address">{location}</output>
      </p>
      <Input type="search" aria-label="Search" />
      <Input aria-label="Campaign name" />
      <KeyboardShortcuts campaignsPath="/sms-campaign" />
    </main>
  );
}

const meta = {
  title: "Console/Preferences/KeyboardShortcuts",
  component: KeyboardShortcuts,
  args: { campaignsPath: "/sms-campaign" },
  render: () => (
    <Router hook={memoryLocation({ path: "/contacts" }).hook}>
      <Page />
    </Router>
  ),
} satisfies Meta<typeof KeyboardShortcuts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HelpDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.keyboard("?");
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", {
      name: "Keyboard shortcuts",
    });
    await expect(dialog).toHaveTextContent("nNew campaign, on a campaigns list");
  },
};

/** The dialog in the dark theme: the a11y check covers its contrast there too. */
export const HelpDialogDark: Story = {
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    await userEvent.keyboard("?");
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", {
      name: "Keyboard shortcuts",
    });
    await expect(getComputedStyle(dialog).backgroundColor).toBe("rgb(11, 17, 32)");
  },
};

export const HelpDialog: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.keyboard("?");
    const dialog = await body.findByRole("dialog", { name: "Keyboard shortcuts" });
    await expect(dialog).toHaveTextContent("gthencGo to campaigns");
    await expect(dialog).toHaveTextContent("/Search the list");
    await expect(dialog).toHaveTextContent("EscClose the panel or dialog");
    // Shortcuts rest while the dialog is open; Escape closes it.
    await userEvent.keyboard("gc");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(body.getByRole("status", { name: "Address" })).toHaveTextContent("/contacts");
  },
  parameters: { screenshot: false },
};

export const GoAndSearch: Story = {
  play: async ({ canvas }) => {
    const address = canvas.getByRole("status", { name: "Address" });
    await userEvent.keyboard("/");
    await expect(canvas.getByRole("searchbox", { name: "Search" })).toHaveFocus();
    // Typed in a field, the keys are text, not shortcuts.
    await userEvent.keyboard("gc?");
    await expect(canvas.getByRole("searchbox", { name: "Search" })).toHaveValue("gc?");
    await expect(canvas.queryByRole("dialog")).toBeNull();
    await expect(address).toHaveTextContent("/contacts");

    canvas.getByRole("searchbox", { name: "Search" }).blur();
    await userEvent.keyboard("gc");
    await expect(address).toHaveTextContent("/sms-campaign");
    // On a campaigns list, n opens a new campaign.
    await userEvent.keyboard("n");
    await expect(address).toHaveTextContent("/sms-campaign/new");
    // Elsewhere n does nothing.
    await userEvent.keyboard("n");
    await expect(address).toHaveTextContent("/sms-campaign/new");
  },
  parameters: { screenshot: false },
};

export const QuietInAPanel: Story = {
  render: () => (
    <Router hook={memoryLocation({ path: "/contacts" }).hook}>
      <Page />
      <section role="dialog" aria-label="Contact details" className="rounded border p-3">
        <button type="button">Edit contact</button>
      </section>
    </Router>
  ),
  play: async ({ canvas }) => {
    canvas.getByRole("button", { name: "Edit contact" }).focus();
    // The panel's own keys come first: no shortcut fires from inside it.
    await userEvent.keyboard("?gc");
    await expect(canvas.queryByRole("dialog", { name: "Keyboard shortcuts" })).toBeNull();
    await expect(canvas.getByRole("status", { name: "Address" })).toHaveTextContent("/contacts");
  },
  parameters: { screenshot: false },
};
