import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { listPage, referenceRoutes } from "../../../testing/campaign-fixtures";
import { fakeApi, withFakeApi } from "../../../testing/fake-api";
import { ContactsUpload } from "./contacts-upload";

const record = {
  id: 7,
  filename: "customers.csv",
  size: 92,
  progress: 0,
  status: "Validating",
  fields: [],
  is_purged: false,
  replace_zero: true,
  group_name: "New customers",
};

const completed = {
  ...record,
  progress: 100,
  status: "Completed",
  filetype_code: "SMS_CONTACTS",
  filetype_name: "SMS Contacts",
  rows_on_file: 8,
  valid_contacts: 3,
  invalid_rows: 4,
  duplicates: 1,
};

// No socket here: the list's one-second fallback brings the finished record.
const api = fakeApi({
  ...referenceRoutes,
  "POST /uploader/s3upload": {
    data: { filelink: "1/0c6c1f1e-5b1e-4a43-9a57-5a1f0c2b7e11.csv", filename: "customers.csv" },
  },
  "POST /ajax/media/upload_file": { data: record },
  "GET /uploader/trigger/:id": { data: record },
  "GET /ajax/media/uploaded_files": { data: listPage([completed]) },
  "GET /ajax/media/uploaded_files/:id/rejected_rows/list": {
    data: listPage([
      { line: 3, reason: "Not a valid mobile number for the account's country.", values: ["12345", "Bad"] },
      { line: 5, reason: "Duplicate of line 2.", values: ["0917 123 4567", "Ana again"] },
      { line: 6, reason: "Not a valid mobile number for the account's country.", values: ["hello", "Cy"] },
    ]),
  },
});

const meta = {
  title: "Console/Uploads/ContactsUpload",
  component: ContactsUpload,
  decorators: [withFakeApi(api)],
} satisfies Meta<typeof ContactsUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const csv = (content: string, name = "customers.csv") => new File([content], name, { type: "text/csv" });

export const UploadsIntoANewGroup: Story = {
  play: async ({ canvas }) => {
    await userEvent.upload(
      canvas.getByLabelText("Contacts file (CSV, up to 10 MB)"),
      csv("mobile,first_name\n09171234567,Ana\n12345,Bad\n09181234567,Ben\n09171234567,Ana\n"),
    );
    // The group is named after the file until the user names it.
    await expect(canvas.getByLabelText("New group name")).toHaveValue("customers");
    await userEvent.clear(canvas.getByLabelText("New group name"));
    await userEvent.type(canvas.getByLabelText("New group name"), "New customers");
    await userEvent.click(canvas.getByRole("button", { name: "Upload" }));
    const list = await canvas.findByRole("list", { name: "Uploaded files" });
    await within(list).findByText("3 valid contacts", {}, { timeout: 4000 });
    await expect(canvas.getByText(/4 rows were refused, 1 duplicate dropped\./)).toBeVisible();
    const first = await canvas.findByRole("list", { name: "First refused rows of customers.csv" });
    const items = within(first).getAllByRole("listitem");
    await expect(items.map((item) => item.textContent)).toEqual([
      "Line 3: Not a valid mobile number for the account's country. (12345, Bad)",
      "Line 5: Duplicate of line 2. (0917 123 4567, Ana again)",
      "Line 6: Not a valid mobile number for the account's country. (hello, Cy)",
      "and 2 more in the download",
    ]);
    const saved = api.calls.find((call) => call.path === "/ajax/media/upload_file");
    await expect(saved?.body).toMatchObject({
      purpose: "contacts",
      group_name: "New customers",
      replace_zero: true,
    });
  },
};

export const WrongHeaderRefusedAtOnce: Story = {
  play: async ({ canvas }) => {
    const before = api.calls.length;
    await userEvent.upload(
      canvas.getByLabelText("Contacts file (CSV, up to 10 MB)"),
      csv("mobile,2024\n09171234567,x\n", "numbers.csv"),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Upload" }));
    const list = await canvas.findByRole("list", { name: "Uploaded files" });
    await within(list).findByText('Invalid headers: Header "2024" in column 2 is numeric.');
    await expect(api.calls.slice(before).filter((call) => call.path.startsWith("/uploader"))).toEqual([]);
  },
};

export const NothingChosen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Upload" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Choose a CSV file.");
  },
};
