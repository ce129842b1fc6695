import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { fakeApi, withFakeApi } from "../../../testing/fake-api";
import { PageTours } from "./page-tours";

/** The parts of the signed-in shell the tours point at, as the console renders them. */
function Shell({ composer = false }: { composer?: boolean }) {
  return (
    <div className="grid h-96 grid-cols-[10rem_1fr] gap-4">
      <aside data-slot="sidebar" className="rounded border p-3">
        Main menu
      </aside>
      <div className="flex flex-col gap-4">
        <div className="flex justify-end gap-3">
          <button type="button" data-slot="balance-popover-trigger" className="rounded border px-3 py-1">
            PHP 2,249.50
          </button>
          <nav aria-label="Account" className="rounded border px-3 py-1">
            <a href="#settings">Settings</a>
          </nav>
        </div>
        <main className="rounded border p-3">
          {composer ? (
            <fieldset className="rounded border p-2">
              <legend>Recipients</legend>
              <label>
                <input type="radio" name="recipients" defaultChecked /> Contact groups
              </label>
            </fieldset>
          ) : (
            <div data-slot="data-table">
              <table aria-label="Campaigns">
                <tbody>
                  <tr>
                    <td>March promo</td>
                  </tr>
                </tbody>
              </table>
            </div>
          )}
        </main>
      </div>
    </div>
  );
}

const tourStates = (saved: Record<string, boolean> = {}) => {
  let state = { ...saved };
  return fakeApi({
    "GET /api/tour-states": () => ({ data: state }),
    "POST /api/tour-states": ({ body }) => {
      state = { ...state, ...(body as Record<string, boolean>) };
      return { data: state };
    },
  });
};

const meta = {
  title: "Console/Tours/PageTours",
  component: PageTours,
  args: { path: "/sms-campaign" },
  render: (args) => (
    <>
      <Shell composer={args.path === "/sms-campaign/new"} />
      <PageTours {...args} />
    </>
  ),
} satisfies Meta<typeof PageTours>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstVisit = tourStates();
export const InterfaceTourByKeyboard: Story = {
  decorators: [withFakeApi(firstVisit)],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole("dialog", { name: "Menu" });
    await expect(menu).toHaveTextContent("Step 1 of 4");
    await waitFor(() => expect(within(menu).getByRole("button", { name: "Next" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(await body.findByRole("dialog", { name: "Balance" })).toHaveTextContent("Step 2 of 4");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(await body.findByRole("dialog", { name: "Menu" })).toBeVisible();
    await userEvent.keyboard("{Enter}{Enter}");
    await expect(await body.findByRole("dialog", { name: "Campaigns" })).toHaveTextContent("Step 3 of 4");
    await userEvent.keyboard("{Enter}");
    const last = await body.findByRole("dialog", { name: "Your account" });
    await waitFor(() => expect(within(last).getByRole("button", { name: "Done" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");

    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(firstVisit.calls.at(-1)).toMatchObject({ method: "POST", body: { interface: true } });
  },
  parameters: { screenshot: false },
};

export const InterfaceTourFirstStep: Story = {
  decorators: [withFakeApi(tourStates())],
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Menu" });
    const sidebar = canvasElement.ownerDocument.querySelector('[data-slot="sidebar"]')!;
    // The step sits under the element it points at.
    await waitFor(() =>
      expect(dialog.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        sidebar.getBoundingClientRect().bottom,
      ),
    );
  },
};

/** A step in the dark theme: the a11y check covers its contrast there too. */
export const InterfaceTourDark: Story = {
  globals: { theme: "dark" },
  decorators: [withFakeApi(tourStates())],
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Menu" });
    await expect(getComputedStyle(dialog).backgroundColor).toBe("rgb(17, 24, 39)");
  },
};

export const AlreadyFinished: Story = {
  decorators: [withFakeApi(tourStates({ interface: true }))],
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(within(canvasElement.ownerDocument.body).queryByRole("dialog")).toBeNull();
  },
  parameters: { screenshot: false },
};

const composer = tourStates({ interface: true });
export const ComposerTourSkippedWithEscape: Story = {
  args: { path: "/sms-campaign/new" },
  decorators: [withFakeApi(composer)],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole("dialog", { name: "Recipients" });
    await expect(dialog).toHaveTextContent("Step 1 of 1");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(composer.calls.at(-1)).toMatchObject({
      method: "POST",
      body: { "sms-create-campaign": true },
    });
  },
  parameters: { screenshot: false },
};

export const NoTourElsewhere: Story = {
  args: { path: "/sms-campaign/42" },
  decorators: [withFakeApi(tourStates())],
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(within(canvasElement.ownerDocument.body).queryByRole("dialog")).toBeNull();
  },
  parameters: { screenshot: false },
};
