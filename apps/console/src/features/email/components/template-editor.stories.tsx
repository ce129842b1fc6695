import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { emailRoutes, templateWire } from "../../../testing/email-fixtures";
import { fakeApi, withFakeApi } from "../../../testing/fake-api";
import { TemplateEditor } from "./template-editor";

const api = fakeApi(emailRoutes);
const writes = () => api.calls.filter((call) => call.method !== "GET");

const meta = {
  title: "Console/Email/TemplateEditor",
  component: TemplateEditor,
  args: { onSaved: fn(), onLeave: fn() },
  decorators: [withFakeApi(api)],
} satisfies Meta<typeof TemplateEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const NewTemplate: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { name: "New template" })).toBeVisible();
    await userEvent.type(canvas.getByLabelText("Template name"), "Welcome");
    await userEvent.click(canvas.getByRole("button", { name: "Add Heading" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    const saved = writes().at(-1)!;
    await expect(saved).toMatchObject({ method: "POST", path: "/ajax/email/templates" });
    const sent = saved.body as { name: string; document: { version: number; rows: unknown[] } };
    await expect(sent.name).toBe("Welcome");
    await expect(sent.document).toMatchObject({ version: 1, rows: [expect.anything()] });
  },
};

export const CancelWarnsTheChangesWillBeRemoved: Story = {
  args: { template: templateWire() },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByLabelText("Template name"), " (June)");
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    const alert = within(
      await body(canvasElement).findByRole("alertdialog", { name: "Cancel the changes?" }),
    );
    await expect(alert.getByText(/Your changes will be removed/)).toBeVisible();
    await userEvent.click(alert.getByRole("button", { name: "Keep editing" }));
    await expect(args.onLeave).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText("Template name")).toHaveValue("Monthly newsletter (June)");

    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await userEvent.click(await body(canvasElement).findByRole("button", { name: "Remove changes" }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
    await expect(canvas.getByLabelText("Template name")).toHaveValue("Monthly newsletter");
  },
};

export const BackWithoutChanges: Story = {
  args: { template: templateWire() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Back to templates" }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await expect(args.onLeave).toHaveBeenCalledTimes(2);
  },
};

export const PreviewAndSendATest: Story = {
  args: { template: templateWire() },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Preview" }));
    await expect(canvas.getByRole("button", { name: "Back to design" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await waitFor(() => expect(canvasElement.querySelector("iframe")).not.toBeNull());
    await userEvent.click(canvas.getByRole("button", { name: "Send test" }));
    const dialog = within(await body(canvasElement).findByRole("dialog", { name: "Send a test" }));
    await userEvent.click(await dialog.findByLabelText(/QA inboxes/));
    await userEvent.click(dialog.getByRole("button", { name: "Send test" }));
    await waitFor(() =>
      expect(writes().at(-1)).toMatchObject({
        path: "/ajax/email/templates/7/send_test",
        body: { contact_group_ids: [32] },
      }),
    );
    await waitFor(() => expect(body(canvasElement).queryByRole("dialog")).toBeNull());
  },
};

export const DesignRefusedByTheServer: Story = {
  args: { template: templateWire() },
  decorators: [
    withFakeApi({
      ...emailRoutes,
      "PUT /ajax/email/templates/:id": {
        fail: 422,
        message: "Validation Error",
        errors: { "document.rows.0.columns.0.blocks.2.url": ["Enter an http, https or mailto address."] },
      },
    }),
  ],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText("Template name"), "!");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("The design could not be saved:");
    await expect(alert).toHaveTextContent("Enter an http, https or mailto address.");
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};
