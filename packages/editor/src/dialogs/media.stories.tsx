import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import "../styles.css";
import { RichTextEditor } from "../rich-text-editor";
import { editorOf } from "../story-helpers";

// A 1 x 1 transparent GIF: stories must not depend on the network.
const PIXEL = "https://cdn.sendline.example/images/pixel.gif";

const imageManager = {
  load: fn(async () => [
    { thumb: PIXEL, image: "https://cdn.sendline.example/images/logo.png", title: "Logo" },
    { thumb: PIXEL, image: "https://cdn.sendline.example/images/banner.png" },
    { thumb: "javascript:alert(1)", image: "javascript:alert(1)", title: "Hostile" },
  ]),
  upload: fn(async (form: FormData) =>
    (form.get("file") as File).name === "broken.png"
      ? { error: "File is too large" }
      : { filelink: "https://cdn.sendline.example/images/new.png", filename: "new.png" },
  ),
};

const meta = {
  title: "Editor/Images and video",
  component: RichTextEditor,
  args: { onChange: fn(), onImageUploadError: fn(), defaultValue: "<p>Logo:</p>", imageManager },
  // The images and players load from addresses a test machine cannot reach, so they are not compared.
  parameters: { screenshot: false },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openImageManager(canvasElement: HTMLElement) {
  await userEvent.click(editorOf(canvasElement));
  await userEvent.click(within(canvasElement).getByRole("button", { name: "Insert image" }));
  return within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Insert image" });
}

export const PickFromImageManager: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openImageManager(canvasElement);
    await expect(dialog).toHaveStyle({ width: "700px" });
    const list = within(dialog).getByRole("list", { name: "Images" });
    await expect(list).toHaveStyle({ height: "300px" });
    await waitFor(() => expect(within(list).getAllByRole("button")).toHaveLength(2));
    await userEvent.click(within(list).getByRole("button", { name: "Logo" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '<p>Logo:<img src="https://cdn.sendline.example/images/logo.png" alt="Logo" title="Logo"></p>',
    );
    await waitFor(() => expect(editorOf(canvasElement)).toHaveFocus());
  },
};

export const UploadImage: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openImageManager(canvasElement);
    const input = within(dialog).getByLabelText("Upload image");
    await userEvent.upload(input, new File(["x"], "notes.txt", { type: "text/plain" }), {
      applyAccept: false,
    });
    await expect(input).toHaveAccessibleDescription("Only png, jpeg and gif images can be uploaded.");
    await userEvent.upload(input, new File(["x"], "new.png", { type: "image/png" }));
    await expect(imageManager.upload).toHaveBeenCalledWith(expect.any(FormData));
    await expect((imageManager.upload.mock.lastCall?.[0] as FormData).get("file")).toHaveProperty(
      "name",
      "new.png",
    );
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        '<p>Logo:<img src="https://cdn.sendline.example/images/new.png" title="new.png"></p>',
      ),
    );
  },
};

export const UploadErrorClosesModal: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openImageManager(canvasElement);
    await userEvent.upload(
      within(dialog).getByLabelText("Upload image"),
      new File(["x"], "broken.png", { type: "image/png" }),
    );
    await waitFor(() => expect(args.onImageUploadError).toHaveBeenCalledWith("File is too large"));
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole("dialog")).not.toBeInTheDocument(),
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const EmbedVideo: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(editorOf(canvasElement));
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Insert video" }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", {
      name: "Insert video",
    });
    const address = within(dialog).getByLabelText("Video address");
    await userEvent.type(address, "https://evil.example/embed/1");
    await userEvent.click(within(dialog).getByRole("button", { name: "Insert" }));
    await expect(address).toHaveAccessibleDescription("Paste a YouTube or Vimeo address.");
    await userEvent.clear(address);
    await userEvent.type(address, "https://vimeo.com/76979871");
    await userEvent.click(within(dialog).getByRole("button", { name: "Insert" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.stringContaining(
        '<iframe src="https://player.vimeo.com/video/76979871" width="500" height="281"',
      ),
    );
  },
};

const fetchSpy = fn(async (url: RequestInfo | URL, _init?: RequestInit) =>
  String(url).endsWith("/images.json")
    ? Response.json([{ thumb: PIXEL, image: "https://cdn.sendline.example/images/logo.png", title: "Logo" }])
    : Response.json({ error: "Image type not allowed" }),
);

/** With addresses instead of functions, the editor calls them itself with the host's headers. */
export const ImageManagerFromAddresses: Story = {
  args: {
    imageManager: {
      load: { url: "https://media.sendline.example/images.json", headers: { Authorization: "Bearer t" } },
      upload: { url: "https://uploader.sendline.example/images/1", fields: { account_id: "1" } },
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
    const dialog = await openImageManager(canvasElement);
    const list = within(dialog).getByRole("list", { name: "Images" });
    await waitFor(() => expect(within(list).getAllByRole("button")).toHaveLength(1));
    await expect(fetchSpy).toHaveBeenCalledWith(
      "https://media.sendline.example/images.json",
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: "Bearer t" }) }),
    );
    await userEvent.upload(
      within(dialog).getByLabelText("Upload image"),
      new File(["x"], "logo.png", { type: "image/png" }),
    );
    await waitFor(() => expect(args.onImageUploadError).toHaveBeenCalledWith("Image type not allowed"));
    const [url, init] = fetchSpy.mock.lastCall!;
    await expect(url).toBe("https://uploader.sendline.example/images/1");
    await expect((init!.body as FormData).get("account_id")).toBe("1");
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole("dialog")).not.toBeInTheDocument(),
    );
  },
};
