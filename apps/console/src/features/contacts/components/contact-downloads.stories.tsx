import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { fakePhonebook } from "../../../testing/contact-fixtures";
import { withFakeApi } from "../../../testing/fake-api";
import { ContactDownloads } from "./contact-downloads";

const meta = {
  title: "Console/Contacts/ContactDownloads",
  component: ContactDownloads,
} satisfies Meta<typeof ContactDownloads>;

export default meta;
type Story = StoryObj<typeof meta>;

const files = fakePhonebook();
export const EachFileAndSubscribersUnavailable: Story = {
  decorators: [withFakeApi(files)],
  play: async ({ canvas, canvasElement }) => {
    for (const [button, path] of [
      ["Contact groups CSV", "/api/downloader/contact-groups"],
      ["All contacts CSV", "/api/downloader/all-contacts"],
      ["Subscription list CSV", "/api/downloader/subscription-list"],
    ] as const) {
      await userEvent.click(canvas.getByRole("button", { name: button }));
      await waitFor(() => expect(files.calls.at(-1)?.path).toBe(path));
      await waitFor(() => expect(canvas.getByRole("button", { name: button })).toBeEnabled());
    }
    const subscribers = canvas.getByRole("button", { name: "Subscribers CSV" });
    await expect(subscribers).toBeDisabled();
    await expect(subscribers).toHaveAccessibleDescription("Unavailable");
    await expect(files.calls.some((call) => call.path === "/api/downloader/subscribers")).toBe(false);
    await expect(canvas.queryByRole("alert")).toBeNull();
    // The last button clicked keeps the focus or loses it while it is disabled for its download,
    // depending on how fast the file comes: the screenshot is taken without it.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

export const DownloadFails: Story = {
  decorators: [
    withFakeApi(
      fakePhonebook(undefined, {
        "GET /api/downloader/all-contacts": { fail: 500, message: "Internal Server Error" },
      }),
    ),
  ],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "All contacts CSV" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The download failed. Try again.");
    await expect(canvas.getByRole("button", { name: "All contacts CSV" })).toBeEnabled();
  },
};
