import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { campaignWire, listPage, referenceRoutes } from "../../../testing/campaign-fixtures";
import { withFakeApi } from "../../../testing/fake-api";
import { SendTestForm } from "./send-test-dialog";

const meta = {
  title: "Console/Campaigns/SendTestForm",
  component: SendTestForm,
  args: { channel: "sms", onSent: fn(), onCancel: fn() },
} satisfies Meta<typeof SendTestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const drafts = { data: listPage([campaignWire(), campaignWire({ id: 44, name: "Payday reminder" })]) };

export const ChooseADraftAndATestGroup: Story = {
  decorators: [
    withFakeApi({
      ...referenceRoutes,
      "GET /ajax/sms/campaign/list": drafts,
      "POST /ajax/sms/send_test/:id": ({ path }) => ({
        data: campaignWire({ id: 90, name: `Test of ${path.split("/").at(-1)}`, is_test_campaign: 1 }),
      }),
    }),
  ],
  play: async ({ canvas, args }) => {
    const send = canvas.getByRole("button", { name: "Send test" });
    await expect(send).toBeDisabled();
    await waitFor(() => expect(canvas.getAllByRole("option")).toHaveLength(3));
    await userEvent.selectOptions(canvas.getByLabelText("Draft to test"), "Payday reminder");
    await userEvent.click(await canvas.findByLabelText(/QA phones/));
    await userEvent.click(send);
    await waitFor(() =>
      expect(args.onSent).toHaveBeenCalledWith(expect.objectContaining({ name: "Test of 44" })),
    );
  },
};

export const RefusalUnderTheGroups: Story = {
  args: { draftId: 42 },
  decorators: [
    withFakeApi({
      ...referenceRoutes,
      "POST /ajax/sms/send_test/:id": {
        fail: 422,
        message: "Validation Error",
        errors: { message: ["Write the message before sending a test."] },
      },
    }),
  ],
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByLabelText("Draft to test")).toBeNull();
    await userEvent.click(await canvas.findByLabelText(/QA phones/));
    await userEvent.click(canvas.getByRole("button", { name: "Send test" }));
    await expect(await canvas.findByText("Write the message before sending a test.")).toBeVisible();
    await expect(args.onSent).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
