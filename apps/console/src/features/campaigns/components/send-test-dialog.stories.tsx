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

/** The user's own numbers: at most five, a refused one shown under the field, sent beside no group. */
export const ToOwnNumbers: Story = {
  args: { draftId: 42 },
  decorators: [
    withFakeApi({
      ...referenceRoutes,
      "POST /ajax/sms/send_test/:id": ({ body }) =>
        (body as { recipients: string[] }).recipients.includes("12ab")
          ? {
              fail: 422,
              message: "Validation Error",
              errors: { recipients: ["12ab is not a valid mobile number."] },
            }
          : { data: campaignWire({ id: 91, name: "Test of 42", is_test_campaign: 1, total_recipients: 1 }) },
    }),
  ],
  play: async ({ canvas, args }) => {
    const own = canvas.getByLabelText("Your own mobile numbers");
    const send = canvas.getByRole("button", { name: "Send test" });
    await userEvent.type(own, "1{enter}2{enter}3{enter}4{enter}5{enter}6");
    await userEvent.click(send);
    await expect(await canvas.findByText("Add at most 5 of your own numbers or addresses.")).toBeVisible();
    await expect(own).toHaveAccessibleDescription(/Add at most 5/);
    await userEvent.clear(own);
    await userEvent.type(own, "12ab");
    await userEvent.click(send);
    await expect(await canvas.findByText("12ab is not a valid mobile number.")).toBeVisible();
    await userEvent.clear(own);
    await userEvent.type(own, "0917 555 0101");
    await userEvent.click(send);
    await waitFor(() =>
      expect(args.onSent).toHaveBeenCalledWith(expect.objectContaining({ name: "Test of 42" })),
    );
  },
};
