import {
  checkUploadFile,
  EMPTY_FILE_MESSAGE,
  fileSizeLimitMessage,
  incompleteHeaderText,
  missingBlastHeaderText,
  UPLOAD_ERROR_CODES,
  UPLOAD_ERROR_TEXTS,
  uploadHttpErrorText,
} from "@sendline/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { UploadFileList, type UploadFileListItem } from "./upload-file-list";

const BASE = { filetype_name: "SMS Contacts", size: 2_457_600, rows_on_file: 12_040 };

const meta = {
  title: "Kit/UploadFileList",
  component: UploadFileList,
  args: { files: [], onCancel: fn(), onTopUp: fn() },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof UploadFileList>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="upload-file-row"]');

export const Uploading: Story = {
  args: { files: [{ ...BASE, filename: "march-promo.csv", progress: 8 }] },
  play: async ({ canvas, canvasElement }) => {
    await expect(row(canvasElement)).toHaveAttribute("data-state", "uploading");
    await expect(canvas.getByText("Uploading")).toBeVisible();
    await expect(canvas.getByText("SMS Contacts · 2.3 MB · 12,040 rows")).toBeVisible();
    await expect(
      canvas.getByRole("progressbar", { name: "march-promo.csv upload progress" }),
    ).toHaveAttribute("aria-valuenow", "8");
  },
};

export const VerifyingBelow20: Story = {
  args: { files: [{ ...BASE, id: 41, filename: "march-promo.csv", progress: 19 }] },
  play: async ({ canvas, canvasElement }) => {
    await expect(row(canvasElement)).toHaveAttribute("data-state", "verifying");
    await expect(canvas.getByText("Verifying")).toBeVisible();
  },
};

export const SavingCappedAt96: Story = {
  args: { files: [{ ...BASE, id: 41, filename: "march-promo.csv", progress: 99 }] },
  play: async ({ canvas, canvasElement }) => {
    await expect(row(canvasElement)).toHaveAttribute("data-state", "saving");
    await expect(canvas.getByText("Saving")).toBeVisible();
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "96");
  },
};

export const CloudUploadCappedAt95: Story = {
  args: { files: [{ ...BASE, id: 41, filename: "march-promo.csv", progress: 98, progressCap: "cloud" }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "95");
  },
};

export const CompleteWithValidContacts: Story = {
  args: { files: [{ ...BASE, id: 41, filename: "march-promo.csv", progress: 100, valid_contacts: 11_980 }] },
  play: async ({ canvas, canvasElement }) => {
    await expect(row(canvasElement)).toHaveAttribute("data-state", "complete");
    await expect(canvas.getByText("Complete")).toBeVisible();
    await expect(canvas.getByText("11,980 valid contacts")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /Cancel upload/ })).not.toBeInTheDocument();
  },
};

export const CancelCallsBackWithFile: Story = {
  args: { files: [{ ...BASE, id: 41, filename: "march-promo.csv", progress: 40 }] },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    const cancel = canvas.getByRole("button", { name: "Cancel upload of march-promo.csv" });
    await expect(cancel).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onCancel).toHaveBeenCalledWith(args.files[0]);
    await expect(row(canvasElement)).toHaveAttribute("data-state", "error");
    await expect(canvas.getByRole("alert")).toHaveTextContent("Upload cancelled");
    await expect(canvas.queryByRole("progressbar")).not.toBeInTheDocument();
  },
};

export const TrialLimitTopUp: Story = {
  args: {
    files: [{ ...BASE, id: 42, filename: "all-customers.csv", error_code: UPLOAD_ERROR_CODES.trialLimit }],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "Maximum contacts upload reached. To continue please top up your account.",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Top up" }));
    await expect(args.onTopUp).toHaveBeenCalledWith(args.files[0]);
  },
};

/** A screen that cannot lead to the top-up tells the limit without a button that does nothing. */
export const TrialLimitWithoutTopUp: Story = {
  args: { ...TrialLimitTopUp.args, onTopUp: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Maximum contacts upload reached.");
    await expect(canvas.queryByRole("button", { name: "Top up" })).not.toBeInTheDocument();
  },
};

const ERROR_FILES: UploadFileListItem[] = [
  {
    filename: "contacts.xlsx",
    size: 5120,
    error: checkUploadFile({ name: "contacts.xlsx", size: 5120 }, 30),
  },
  { filename: "huge.csv", size: 41_943_040, error: fileSizeLimitMessage(30) },
  { filename: "blank.csv", size: 0, error: EMPTY_FILE_MESSAGE },
  { filename: "bad-headers.csv", error: UPLOAD_ERROR_TEXTS.invalidHeaders },
  { filename: "partial.csv", error: incompleteHeaderText(["first_name", "loyalty_points"]) },
  { filename: "blast.csv", error: missingBlastHeaderText("to") },
  { filename: "empty-list.csv", error: UPLOAD_ERROR_TEXTS.noValidContacts },
  { filename: "links.csv", id: 3, error_code: UPLOAD_ERROR_CODES.notSafelisted },
  { filename: "trial.csv", id: 4, error_code: UPLOAD_ERROR_CODES.trialLimit },
  { filename: "typed.csv", error: uploadHttpErrorText(415, "Upload failed") },
  { filename: "unsaved.csv", error: UPLOAD_ERROR_TEXTS.mediaNotSaved },
  { filename: "aborted.csv", error: UPLOAD_ERROR_TEXTS.aborted },
  { filename: "old-list.csv", id: 5, progress: 100, is_purged: true },
];

export const EveryErrorText: Story = {
  args: { files: ERROR_FILES },
  play: async ({ canvas, canvasElement }) => {
    const texts = canvas.getAllByRole("alert").map((alert) => alert.textContent);
    await expect(texts).toEqual([
      "File upload error. Unsupported file type.",
      "Maximum file size limit of 30MB exceeded.",
      "File is empty.",
      "Invalid headers",
      "Incomplete header: first_name, loyalty_points",
      "Missing to header",
      "No valid contacts",
      "URL(s) not safelisted",
      "Maximum contacts upload reached. To continue please top up your account.",
      "File Type not allowed",
      "Media file not saved",
      "Upload aborted",
      "Purged",
    ]);
    const rows = canvasElement.querySelectorAll('[data-slot="upload-file-row"]');
    await expect(rows[0]).toHaveAttribute("data-state", "error");
    await expect(rows[12]).toHaveAttribute("data-state", "purged");
    await expect(canvas.getAllByRole("button", { name: "Top up" })).toHaveLength(1);
    await expect(canvas.queryByRole("progressbar")).not.toBeInTheDocument();
    await expect(within(rows[1] as HTMLElement).getByText("40.0 MB")).toBeVisible();
  },
};

export const ManyFilesLongNames: Story = {
  args: {
    files: [
      {
        ...BASE,
        filename: "2026-03-loyalty-members-metro-manila-cebu-davao-final-v3-approved.csv",
        progress: 30,
      },
      { ...BASE, id: 7, filename: "retail-walk-ins.csv", progress: 55 },
      { ...BASE, id: 8, filename: "newsletter.csv", progress: 100, valid_contacts: 1 },
    ],
  },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
    await expect(canvas.getByText("1 valid contact")).toBeVisible();
    await expect(canvas.getAllByRole("button", { name: /Cancel upload/ })).toHaveLength(2);
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list", { name: "Uploaded files" })).toBeEmptyDOMElement();
  },
  parameters: { screenshot: false },
};

/** Uploading on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkUploading: Story = { ...Uploading, globals: { theme: "dark" } };
