import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { campaignFileRoutes, campaignWire, referenceRoutes } from "../../../testing/campaign-fixtures";
import { fakeApi, withFakeApi, type FakeCall } from "../../../testing/fake-api";
import { ViberCampaignForm } from "./viber-campaign-form";

/** A 48 x 32 orange PNG, standing in for an uploaded image's public address. */
const IMAGE =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAAMUlEQVR42u3OQQ0AAAgEoItjThMbwRbOBxsByHS9EiEhISEhISEhISEhISEhISGhSwuc8ZyIN4v/vgAAAABJRU5ErkJggg==";
const PNG_BYTES = Uint8Array.from(atob(IMAGE.split(",")[1]!), (char) => char.charCodeAt(0));
const pngFile = (name: string) => new File([PNG_BYTES], name, { type: "image/png" });

const viberWire = (body: Record<string, unknown>) =>
  campaignWire({
    ...body,
    campaign_type_code: "viber",
    campaign_type_name: "VIBER",
    carousel: Array.isArray(body.carousel) && body.carousel.length > 0 ? { items: body.carousel } : null,
  });

const routes = {
  ...referenceRoutes,
  "POST /uploader/s3upload/public": ({ body }: FakeCall) => ({
    data: { filelink: "7/card.png", filename: (body as { filename: string }).filename, url: IMAGE },
  }),
  "POST /ajax/viber/campaign": ({ body }: FakeCall) => ({ data: viberWire(body as Record<string, unknown>) }),
  "PUT /ajax/viber/campaign/:id": {
    fail: 422,
    message: "Validation Error",
    errors: {
      "carousel-1-image": [
        "Upload the image (PNG, JPEG or GIF) here: only images this account uploaded can be sent.",
      ],
      "carousel.2.title": ["Maximum length is 200."],
    },
  },
};

const api = fakeApi(routes);
const lastBody = () =>
  api.calls.filter((call) => call.method !== "GET").at(-1)?.body as Record<string, unknown>;

const meta = {
  title: "Console/Campaigns/ViberCampaignForm",
  component: ViberCampaignForm,
  args: {
    channel: "viber",
    finish: "go_live",
    onSaved: fn(),
    availableBalance: 17_150,
    defaultTimeZone: "Asia/Manila",
  },
  decorators: [withFakeApi(api)],
} satisfies Meta<typeof ViberCampaignForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const estimate = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("viber-estimate");

export const TextImageAndButton: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByLabelText("Campaign name"), "Summer catalogue");
    await userEvent.selectOptions(await canvas.findByLabelText("Sender ID"), "Acme Corp");
    await userEvent.type(canvas.getByLabelText("Viber message"), "Our summer catalogue is out.");
    await expect(canvas.getByTestId("viber-counter")).toHaveTextContent("28 of 1,000 characters");

    // The image goes up with its progress, then shows with a way to remove it.
    const upload = canvasElement.querySelector('[data-slot="viber-image-upload"]')!;
    await userEvent.upload(canvas.getByLabelText("Image (optional)"), pngFile("banner.png"));
    await expect(
      await canvas.findByRole("progressbar", { name: "Image (optional): uploading" }),
    ).toBeVisible();
    await expect(upload).toHaveAttribute("data-state", "uploading");
    await canvas.findByRole("img", { name: "Image (optional): uploaded" });
    await expect(upload).toHaveAttribute("data-state", "done");
    await expect(canvas.getByRole("button", { name: "Remove image" })).toBeVisible();

    await userEvent.type(canvas.getByLabelText("Button text (optional)"), "Open catalogue");
    // A button's address must be http or https, as the server says too.
    await userEvent.type(canvas.getByLabelText("Button URL (optional)"), "ftp://acme.example.com");
    await userEvent.click(await canvas.findByLabelText(/VIP customers/));
    await userEvent.click(canvas.getByRole("button", { name: "Save draft" }));
    await expect(
      await canvas.findByText("Must be a valid URL starting with http:// or https://."),
    ).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();

    await userEvent.clear(canvas.getByLabelText("Button URL (optional)"));
    await userEvent.type(canvas.getByLabelText("Button URL (optional)"), "https://acme.example.com/summer");
    await userEvent.click(canvas.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    await expect(lastBody()).toMatchObject({
      sender_id: "Acme Corp",
      message: "Our summer catalogue is out.",
      image: IMAGE,
      button_text: "Open catalogue",
      button_url: "https://acme.example.com/summer",
      carousel: [],
      contact_group_ids: [12],
    });
    await expect(estimate(canvasElement)).toHaveTextContent(
      "1 Viber message × 8 recipients — estimated cost PHP 2.80 (available balance PHP 17,150.00)",
    );
  },
};

export const CarouselWithThreeCards: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const cards = () => [
      ...canvasElement.querySelectorAll<HTMLElement>('[data-slot="carousel-editor-card"]'),
    ];
    await userEvent.type(canvas.getByLabelText("Campaign name"), "Summer picks");
    await userEvent.selectOptions(await canvas.findByLabelText("Sender ID"), "Acme Corp");
    await userEvent.click(canvas.getByLabelText(/A carousel of 2-5 cards/));
    await expect(cards()).toHaveLength(2);
    await userEvent.click(canvas.getByRole("button", { name: "Add card" }));
    await expect(cards()).toHaveLength(3);
    for (const [index, title] of ["Sandals", "Hats", "Towels"].entries()) {
      const card = within(cards()[index]!);
      // Pasted: typing three cards key by key is slow and shows nothing more.
      await userEvent.click(card.getByLabelText("Title"));
      await userEvent.paste(title);
      await userEvent.click(card.getByLabelText("Primary button text"));
      await userEvent.paste("Shop now");
      await userEvent.click(card.getByLabelText("Primary button URL"));
      await userEvent.paste(`https://acme.example.com/${title.toLowerCase()}`);
    }
    // The first card's image is uploaded as the message's image is.
    await userEvent.upload(
      within(cards()[0]!).getByLabelText("Card 1 image (optional)"),
      pngFile("sandals.png"),
    );
    await within(cards()[0]!).findByRole("img", { name: "Card 1 image (optional): uploaded" });
    await expect(canvas.getByText("3 of 5 cards")).toBeVisible();
    await userEvent.click(await canvas.findByLabelText(/Loyalty members/));
    await userEvent.click(canvas.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    const sent = lastBody();
    await expect(sent).toMatchObject({ image: null, button_text: "", button_url: "" });
    await expect(sent.carousel).toEqual([
      expect.objectContaining({ title: "Sandals", image: IMAGE, primaryButtonText: "Shop now" }),
      expect.objectContaining({
        title: "Hats",
        image: null,
        primaryButtonUrl: "https://acme.example.com/hats",
      }),
      expect.objectContaining({ title: "Towels", image: null }),
    ]);
    await expect((sent.carousel as object[])[0]).not.toHaveProperty("expanded");
  },
};

export const CardInErrorFromTheServer: Story = {
  args: {
    campaign: viberWire({
      id: 42,
      name: "Summer picks",
      sender_id: "Acme Corp",
      message: "",
      file_ids: [],
      carousel: ["Sandals", "Hats", "Towels"].map((title) => ({
        title,
        image: title === "Hats" ? IMAGE : null,
        primaryButtonText: "Shop now",
        primaryButtonUrl: `https://acme.example.com/${title.toLowerCase()}`,
        secondaryButtonText: "",
        secondaryButtonUrl: "",
      })),
    }) as never,
  },
  play: async ({ canvas, canvasElement }) => {
    const cards = () => [
      ...canvasElement.querySelectorAll<HTMLElement>('[data-slot="carousel-editor-card"]'),
    ];
    // Saved cards open collapsed.
    await waitFor(() => expect(cards()).toHaveLength(3));
    await expect(cards()[1]).toHaveAttribute("data-state", "closed");
    await waitFor(() => expect(canvas.getByLabelText("Sender ID")).toHaveValue("Acme Corp"));
    await userEvent.click(canvas.getByRole("button", { name: "Save draft" }));
    // The server's errors land on their cards, by index and field, each card marked and opened.
    await waitFor(() => expect(cards()[1]).toHaveAttribute("data-invalid"));
    await expect(cards()[1]).toHaveAttribute("data-state", "open");
    await expect(
      within(cards()[1]!).getByText(
        "Upload the image (PNG, JPEG or GIF) here: only images this account uploaded can be sent.",
      ),
    ).toBeVisible();
    await expect(cards()[2]).toHaveAttribute("data-state", "open");
    await expect(within(cards()[2]!).getByLabelText("Title")).toHaveAccessibleDescription(
      "Maximum length is 200.",
    );
    await expect(cards()[0]).not.toHaveAttribute("data-invalid");
    await expect(canvas.getAllByText("Has errors")).toHaveLength(2);
    // Changing a card takes its error away.
    const title = within(cards()[2]!).getByLabelText("Title");
    await userEvent.type(title, "!");
    await expect(title).not.toHaveAccessibleDescription("Maximum length is 200.");
  },
};

export const FallbackCounting: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByLabelText(/VIP customers/));
    await userEvent.type(
      canvas.getByLabelText("Mobile numbers, one a line"),
      "09171234567{enter}09181234567",
    );
    await waitFor(() => expect(estimate(canvasElement)).toHaveTextContent("1 Viber message × 10 recipients"));
    const fallback = canvas.getByRole("textbox", { name: "SMS fallback" });
    await userEvent.click(fallback);
    await userEvent.paste("Acme summer catalogue: https://acme.example.com/summer. ".repeat(3));
    // 168 GSM characters: two segments, each priced at the route's cost for everyone.
    await expect(canvasElement.querySelector('[data-slot="sms-message-box-segments"]')).toHaveTextContent(
      "2/10 segments",
    );
    await expect(estimate(canvasElement)).toHaveTextContent(
      "1 Viber message + 2 fallback SMS segments × 10 recipients — estimated cost PHP 10.50",
    );
  },
};

const blastApi = fakeApi({
  ...routes,
  ...campaignFileRoutes(
    { id: 9, filename: "members.csv" },
    { filetype_code: "FILE_BLAST", rows_on_file: 3, valid_contacts: 3, invalid_rows: 0 },
  ),
  // Each row: a Viber message, and its own message's segments as its SMS fallback.
  "POST /ajax/media/recompute_compose_blast_files": {
    data: {
      files: [{ id: 9, filename: "members.csv", rows: 3, total_sms: 4, estimate: 2.45 }],
      total_recipients: 3,
      total_sms: 4,
      estimate: 2.45,
      cost_per_segment: 0.35,
      currency_code: "PHP",
    },
  },
});

/** File Blast by Viber: the rows carry sender, message and fallback; an image and button go to all. */
export const FileBlastFromAnUploadedFile: Story = {
  decorators: [withFakeApi(blastApi)],
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByLabelText("Campaign name"), "Member news");
    await userEvent.click(canvas.getByLabelText(/File Blast: each row its own/));
    await expect(canvas.queryByLabelText("Sender ID")).toBeNull();
    await expect(canvas.queryByRole("textbox", { name: "SMS fallback" })).toBeNull();
    await expect(canvas.queryByLabelText(/A carousel of/)).toBeNull();
    await userEvent.upload(
      canvas.getByLabelText(/Add a File Blast file/),
      new File(
        ['from,message,to\nACME,Your points are in.,09171234567\nACME,"Hi, new offers!",09181234567\n'],
        "members.csv",
        { type: "text/csv" },
      ),
    );
    const files = await canvas.findByRole("list", { name: "Files of this campaign" }, { timeout: 4000 });
    await within(files).findByText("3 messages · 4 SMS · PHP 2.45");
    await waitFor(() =>
      expect(estimate(canvasElement)).toHaveTextContent(
        "3 Viber messages + their 4 fallback SMS — estimated cost PHP 2.45 (available balance PHP 17,150.00)",
      ),
    );
    await userEvent.type(canvas.getByLabelText("Button text (optional)"), "Open");
    await userEvent.type(canvas.getByLabelText("Button URL (optional)"), "https://acme.example.com/points");
    await userEvent.click(canvas.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
    await expect(blastApi.calls.findLast((call) => call.path === "/ajax/viber/campaign")?.body).toMatchObject(
      {
        name: "Member news",
        file_ids: [9],
        sender_id: "",
        message: "",
        fallback_message: "",
        contact_group_ids: [],
        carousel: [],
        button_text: "Open",
        button_url: "https://acme.example.com/points",
      },
    );
    await expect(
      blastApi.calls.findLast((call) => call.path === "/ajax/media/recompute_compose_blast_files")?.body,
    ).toMatchObject({ file_ids: [9], channel: "viber" });
  },
};
