import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import "../styles.css";
import { RichTextEditor, type RichTextEditorProps } from "../rich-text-editor";
import { editorOf, selectText } from "../story-helpers";

const PRICE_LIST = "https://files.sendline.example/docs/price-list.pdf";

const upload = fn(async (form: FormData) => {
  const file = form.get("file") as File;
  if (file.name === "huge.zip") return { error: "File is too large" };
  if (file.name === "expired.pdf") return { error: "Token expired", code: 5101 };
  if (file.name === "hostile.pdf") return { filelink: "javascript:alert(1)", filename: "hostile.pdf" };
  return { filelink: PRICE_LIST, filename: "Price list.pdf" };
});

const meta = {
  title: "Editor/File upload",
  component: RichTextEditor,
  args: {
    onChange: fn(),
    onFileUploadError: fn(),
    onTokenRefresh: fn(),
    defaultValue: "<p>Prices: (file)</p>",
    fileUpload: upload as RichTextEditorProps["fileUpload"],
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openFileModal(canvasElement: HTMLElement) {
  await selectText(canvasElement, "(file)");
  await userEvent.click(within(canvasElement).getByRole("button", { name: "Insert file" }));
  return within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Insert file" });
}

const noDialog = (canvasElement: HTMLElement) =>
  waitFor(() =>
    expect(within(canvasElement.ownerDocument.body).queryByRole("dialog")).not.toBeInTheDocument(),
  );

export const UploadAFile: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openFileModal(canvasElement);
    await expect(dialog).toHaveStyle({ width: "700px" });
    const pdf = new File(["%PDF-1.7"], "price-list.pdf", { type: "application/pdf" });
    await userEvent.upload(within(dialog).getByLabelText("Upload file"), pdf);
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        `<p>Prices: <a href="${PRICE_LIST}" target="_blank" rel="noopener noreferrer">Price list.pdf</a></p>`,
      ),
    );
    await expect(upload.mock.lastCall?.[0].get("file")).toBe(pdf);
    await noDialog(canvasElement);
    await waitFor(() => expect(editorOf(canvasElement)).toHaveFocus());
    await expect(args.onFileUploadError).not.toHaveBeenCalled();
  },
};

export const ErrorClosesTheModal: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openFileModal(canvasElement);
    await userEvent.upload(within(dialog).getByLabelText("Upload file"), new File(["x"], "huge.zip"));
    await waitFor(() => expect(args.onFileUploadError).toHaveBeenCalledWith("File is too large"));
    await noDialog(canvasElement);
    await waitFor(() => expect(editorOf(canvasElement)).toHaveFocus());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(args.onTokenRefresh).not.toHaveBeenCalled();
  },
};

export const ExpiredTokenIsRefreshed: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openFileModal(canvasElement);
    await userEvent.upload(within(dialog).getByLabelText("Upload file"), new File(["x"], "expired.pdf"));
    await waitFor(() => expect(args.onTokenRefresh).toHaveBeenCalledOnce());
    await expect(args.onFileUploadError).toHaveBeenCalledWith("Token expired");
    await noDialog(canvasElement);
  },
};

export const UnsafeAddressIsRefused: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openFileModal(canvasElement);
    await userEvent.upload(within(dialog).getByLabelText("Upload file"), new File(["x"], "hostile.pdf"));
    await waitFor(() =>
      expect(args.onFileUploadError).toHaveBeenCalledWith(
        "The upload answered with an address that cannot be used.",
      ),
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ClosesByEscape: Story = {
  play: async ({ canvasElement }) => {
    await openFileModal(canvasElement);
    await userEvent.keyboard("{Escape}");
    await noDialog(canvasElement);
    await waitFor(() => expect(editorOf(canvasElement)).toHaveFocus());
    await expect(upload).not.toHaveBeenCalled();
  },
};

const fetchSpy = fn(
  async (_url: RequestInfo | URL, _init?: RequestInit) =>
    new Response(JSON.stringify({ filelink: PRICE_LIST, filename: "Price list.pdf" }), {
      headers: { "Content-Type": "application/json" },
    }),
);

/** With an address instead of a function, the editor posts the form itself, with the host's headers and fields. */
export const UploadToAnAddress: Story = {
  args: {
    fileUpload: {
      url: "https://uploader.sendline.example/uploader/files/1",
      headers: { Authorization: "Bearer editor-token" },
      fields: { account_id: "1" },
    },
  },
  beforeEach: () => {
    const original = window.fetch;
    fetchSpy.mockClear();
    window.fetch = fetchSpy as typeof window.fetch;
    return () => {
      window.fetch = original;
    };
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await openFileModal(canvasElement);
    await userEvent.upload(
      within(dialog).getByLabelText("Upload file"),
      new File(["%PDF-1.7"], "price-list.pdf", { type: "application/pdf" }),
    );
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.stringContaining(PRICE_LIST)));
    const [url, init] = fetchSpy.mock.lastCall!;
    await expect(url).toBe("https://uploader.sendline.example/uploader/files/1");
    await expect(init).toMatchObject({
      method: "POST",
      headers: { Authorization: "Bearer editor-token" },
    });
    const body = init!.body as FormData;
    await expect(body.get("account_id")).toBe("1");
    await expect(body.get("file")).toHaveProperty("name", "price-list.pdf");
  },
};

export const NoButtonWithoutAnUploader: Story = {
  args: { fileUpload: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Insert image" })).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "Insert file" })).not.toBeInTheDocument();
  },
};
