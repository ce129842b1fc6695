import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, waitFor } from "storybook/test";
import { SampleFiles } from "./sample-files";

const meta = {
  title: "Console/Contacts/SampleFiles",
  component: SampleFiles,
} satisfies Meta<typeof SampleFiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneSampleAFileType: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("from,message,to")).toBeVisible();
    await expect(canvas.getByText("mobile,first_name,last_name,city")).toBeVisible();
    await expect(canvas.getByText("email,first_name,last_name")).toBeVisible();

    // The file is made in the browser: what is saved is the sample's CSV.
    const saved = spyOn(URL, "createObjectURL");
    try {
      await userEvent.click(canvas.getByRole("button", { name: "Download Email Contacts sample" }));
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
      const blob = saved.mock.calls[0]![0] as Blob;
      await expect(blob.type).toBe("text/csv;charset=utf-8");
      await expect(await blob.text()).toBe(
        "email,first_name,last_name\r\nana.reyes@example.com,Ana,Reyes\r\nben.santos@example.com,Ben,Santos\r\n",
      );
    } finally {
      saved.mockRestore();
    }
  },
};
