import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import "@sendline/editor/styles.css";
import { createDocument } from "../document/create";
import type { EmailDocument } from "../document/document-schema";
import { EmailDesigner } from "./email-designer";
import { BANNER_URL, PRODUCT_URL, block, designWith, newsletter, row } from "./story-fixtures";

const meta = {
  title: "Designer/EmailDesigner",
  component: EmailDesigner,
  args: {
    onChange: fn(),
    mergeTags: [{ field_name: "company", label: "Company" }],
    defaultValue: createDocument(),
  },
} satisfies Meta<typeof EmailDesigner>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The blocks on the canvas, in order, as `type` or `type:id`. */
const blockTypes = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLElement>("[data-slot=designer-block]")].map(
    (element) => element.dataset.type,
  );

const blockElement = (canvasElement: HTMLElement, id: string) =>
  canvasElement.querySelector<HTMLElement>(`[data-block-id="${id}"]`)!;

/** Selects the block `id` with its own button, as a keyboard user would reach it. */
async function selectBlock(canvasElement: HTMLElement, id: string) {
  const button = blockElement(canvasElement, id).querySelector<HTMLElement>("[data-action=select]")!;
  button.focus();
  await userEvent.keyboard("{Enter}");
  await expect(button).toHaveAttribute("aria-pressed", "true");
}

/** The document the designer last reported. */
const lastDocument = (onChange: unknown): EmailDocument => {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return calls.at(-1)?.[0] as EmailDocument;
};

/** Picks `option` in the Radix select labelled `label`. */
async function choose(canvasElement: HTMLElement, label: string, option: string) {
  await userEvent.click(within(canvasElement).getByRole("combobox", { name: label }));
  await userEvent.click(await body(canvasElement).findByRole("option", { name: option }));
  await waitFor(() => expect(body(canvasElement).queryByRole("listbox")).toBeNull());
}

export const EmptyDocument: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText("The design is empty. Add a block or a row from the palette."),
    ).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "Email settings" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Undo change" })).toBeDisabled();
    // The palette's buttons line their icons and labels up at the start (the kit's Button centres by
    // default, replaceably).
    await expect(getComputedStyle(canvas.getByRole("button", { name: "Add Heading" })).justifyContent).toBe(
      "flex-start",
    );

    // From the keyboard: a block from the palette lands in a new row, selected, with the focus on it.
    canvas.getByRole("button", { name: "Add Heading" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(blockTypes(canvasElement)).toEqual(["heading"]);
    await expect(canvas.getByRole("heading", { name: "Heading block" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Heading", pressed: true })).toHaveFocus();
    await expect(lastDocument(args.onChange).rows).toHaveLength(1);

    // The next block goes after the selected one.
    await userEvent.click(canvas.getByRole("button", { name: "Add Text" }));
    await expect(blockTypes(canvasElement)).toEqual(["heading", "text"]);
    await expect(lastDocument(args.onChange).rows[0]!.columns[0]!.blocks.map((b) => b.type)).toEqual([
      "heading",
      "text",
    ]);
  },
};

/** The canvas keeps the email's white in the dark theme; its hint stays readable on it (axe checks). */
export const EmptyDocumentDark: Story = {
  globals: { theme: "dark" },
  play: async ({ canvasElement }) => {
    const hint = within(canvasElement).getByText(
      "The design is empty. Add a block or a row from the palette.",
    );
    await expect(getComputedStyle(hint).color).toBe("rgb(75, 85, 99)");
  },
};

/** The empty designer on the light theme with no click: the package check compares an app's rendering with this screenshot. */
export const EmptyDocumentLight: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("The design is empty. Add a block or a row from the palette."),
    ).toBeVisible();
  },
};

/** On a phone the palette, the canvas and the settings stack; the 600 px email scrolls in its own box. */
export const Phone: Story = {
  globals: { viewport: { value: "phone", isRotated: false } },
  args: { defaultValue: newsletter() },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    const canvas = canvasElement.querySelector<HTMLElement>("[data-slot=designer-canvas]")!;
    await expect(canvas.scrollWidth).toBeGreaterThan(canvas.clientWidth);
    const palette = within(canvasElement).getByRole("complementary", { name: "Blocks" });
    const settings = within(canvasElement).getByRole("complementary", { name: "Settings" });
    await expect(palette.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      canvas.getBoundingClientRect().top,
    );
    await expect(canvas.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      settings.getBoundingClientRect().top,
    );
  },
};

/** On a tablet the palette stands beside the canvas and the settings go below them. */
export const Tablet: Story = {
  globals: { viewport: { value: "tablet", isRotated: false } },
  args: { defaultValue: newsletter() },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    const canvas = canvasElement.querySelector<HTMLElement>("[data-slot=designer-canvas]")!;
    const palette = within(canvasElement).getByRole("complementary", { name: "Blocks" });
    const settings = within(canvasElement).getByRole("complementary", { name: "Settings" });
    await expect(palette.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvas.getBoundingClientRect().left + 1,
    );
    await expect(canvas.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      settings.getBoundingClientRect().top,
    );
  },
};

export const HeadingBlock: Story = {
  args: { defaultValue: designWith("heading", { text: "Spring sale" } as never) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await selectBlock(canvasElement, "subject");
    const text = canvas.getByRole("textbox", { name: "Heading text" });
    await userEvent.clear(text);
    await userEvent.type(text, "Hello {{{{first_name}}"); // `{{` types one `{`
    await choose(canvasElement, "Level", "Heading 2");
    const preview = blockElement(canvasElement, "subject");
    await expect(within(preview).getByRole("heading", { level: 2, hidden: true })).toHaveTextContent(
      "Hello {{first_name}}",
    );
    await expect(lastDocument(args.onChange).rows[0]!.columns[0]!.blocks[0]).toMatchObject({
      text: "Hello {{first_name}}",
      level: 2,
    });
  },
};

export const TextBlock: Story = {
  args: { defaultValue: designWith("text", { html: "<p>Old text</p>" } as never) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await selectBlock(canvasElement, "subject");
    const editor = canvas.getByRole("textbox", { name: "Text" });
    await userEvent.click(editor);
    await userEvent.keyboard("{Control>}a{/Control}");
    await userEvent.keyboard("Hello from ");
    // The designer's merge tags follow First Name and Last Name in the editor's menu.
    await userEvent.click(canvas.getByRole("button", { name: "Insert merge tag" }));
    await userEvent.click(await body(canvasElement).findByRole("button", { name: "Company" }));
    await waitFor(() =>
      expect(blockElement(canvasElement, "subject")).toHaveTextContent("Hello from {{company}}"),
    );
    await expect(lastDocument(args.onChange).rows[0]!.columns[0]!.blocks[0]).toMatchObject({
      html: '<p>Hello from <span data-merge-tag="company">{{company}}</span></p>',
    });
  },
};

export const ImageBlock: Story = {
  args: {
    defaultValue: designWith("image", { alt: "" } as never),
    onUploadImage: fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { url: BANNER_URL };
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await selectBlock(canvasElement, "subject");
    const preview = blockElement(canvasElement, "subject").querySelector<HTMLElement>(
      "[data-slot=designer-block-preview]",
    )!;
    await expect(preview).toHaveTextContent("Image");

    const file = new File([new Uint8Array([137, 80, 78, 71])], "spring-banner.png", { type: "image/png" });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await expect(input).toHaveAttribute("accept", "image/png,image/jpeg,image/gif");
    await userEvent.upload(input, file);
    await expect(args.onUploadImage).toHaveBeenCalledWith(file);
    const image = await waitFor(() => {
      const img = blockElement(canvasElement, "subject").querySelector("img");
      expect(img).toHaveAttribute("src", BANNER_URL);
      return img!;
    });
    await expect(image).toHaveAttribute("alt", "spring-banner");
    await expect(canvas.getByRole("textbox", { name: "Alternative text" })).toHaveValue("spring-banner");

    // A link the email may not keep is flagged, and the address left as typed is refused by the schema.
    const link = canvas.getByRole("textbox", { name: "Link" });
    await userEvent.type(link, "javascript:alert(1)");
    await userEvent.tab();
    await expect(canvas.getByText("Links may only use http, https or mailto.")).toBeVisible();
    await expect(link).toHaveAttribute("aria-invalid", "true");
    await userEvent.clear(link);
    await userEvent.type(link, "shop.example.com");
    await userEvent.tab();
    await expect(link).toHaveValue("http://shop.example.com");
    await expect(lastDocument(args.onChange).rows[0]!.columns[0]!.blocks[0]).toMatchObject({
      src: BANNER_URL,
      link: "http://shop.example.com",
    });
  },
};

export const ButtonBlock: Story = {
  args: {
    defaultValue: designWith("button", { text: "Shop now", url: "https://shop.example.com" } as never),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await selectBlock(canvasElement, "subject");
    const text = canvas.getByRole("textbox", { name: "Button text" });
    await userEvent.clear(text);
    await userEvent.type(text, "Claim your gift");
    await choose(canvasElement, "Button colour", "#2e7d32");
    const preview = blockElement(canvasElement, "subject");
    await expect(preview).toHaveTextContent("Claim your gift");
    await expect(preview.querySelector("td[bgcolor]")).toHaveAttribute("bgcolor", "#2e7d32");
    await expect(lastDocument(args.onChange).rows[0]!.columns[0]!.blocks[0]).toMatchObject({
      text: "Claim your gift",
      buttonColor: "#2e7d32",
    });
  },
};

export const DividerBlock: Story = {
  args: { defaultValue: designWith("divider") },
  play: async ({ args, canvasElement }) => {
    await selectBlock(canvasElement, "subject");
    const thickness = within(canvasElement).getByRole("spinbutton", { name: "Thickness (px)" });
    await userEvent.clear(thickness);
    await userEvent.type(thickness, "4");
    await choose(canvasElement, "Line colour", "#e53935");
    const line = blockElement(canvasElement, "subject").querySelector<HTMLElement>("td[style*=border-top]")!;
    await expect(line.style.borderTop).toBe("4px solid rgb(229, 57, 53)");
    await expect(lastDocument(args.onChange).rows[0]!.columns[0]!.blocks[0]).toMatchObject({
      thickness: 4,
      color: "#e53935",
    });
  },
};

export const SpacerBlock: Story = {
  args: { defaultValue: designWith("spacer") },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await selectBlock(canvasElement, "subject");
    const height = canvas.getByRole("spinbutton", { name: "Height (px)" });
    await userEvent.clear(height);
    await userEvent.type(height, "1000");
    await expect(canvas.getByText("Enter a whole number from 4 to 200.")).toBeVisible();
    await userEvent.clear(height);
    await userEvent.type(height, "80");
    await expect(blockElement(canvasElement, "subject").querySelector("td[height]")).toHaveAttribute(
      "height",
      "80",
    );
    await expect(lastDocument(args.onChange).rows[0]!.columns[0]!.blocks[0]).toMatchObject({ height: 80 });
  },
};

export const SocialLinksBlock: Story = {
  args: { defaultValue: designWith("social") },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await selectBlock(canvasElement, "subject");
    await userEvent.click(canvas.getByRole("button", { name: "Add a link" }));
    const group = canvas.getByRole("group", { name: "Link 3" });
    await expect(within(group).getByRole("combobox", { name: "Network" })).toHaveTextContent("X");
    await userEvent.type(within(group).getByRole("textbox", { name: "Address" }), "https://x.com/sendline");
    await expect(blockElement(canvasElement, "subject")).toHaveTextContent("FacebookInstagramX");
    await userEvent.click(canvas.getByRole("button", { name: "Remove Facebook" }));
    await expect(blockElement(canvasElement, "subject")).toHaveTextContent("InstagramX");
    await expect(lastDocument(args.onChange).rows[0]!.columns[0]!.blocks[0]).toMatchObject({
      links: [
        { network: "instagram", url: "https://instagram.com/" },
        { network: "x", url: "https://x.com/sendline" },
      ],
    });
  },
};

export const FooterBlock: Story = {
  args: { defaultValue: designWith("footer") },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await selectBlock(canvasElement, "subject");
    const text = canvas.getByRole("textbox", { name: "Footer text" });
    await userEvent.clear(text);
    await userEvent.type(text, "Sendline Inc.{Enter}1 Example Street, Manila");
    const link = canvas.getByRole("textbox", { name: "Unsubscribe link text" });
    await userEvent.clear(link);
    await userEvent.type(link, "Stop these emails");
    const preview = blockElement(canvasElement, "subject");
    await expect(preview.querySelector("a")).toHaveAttribute("href", "{{unsubscribe_url}}");
    await expect(preview.querySelector("a")).toHaveTextContent("Stop these emails");
    await expect(preview.querySelector("p")?.innerHTML).toBe("Sendline Inc.<br>1 Example Street, Manila");
    await expect(lastDocument(args.onChange).rows[0]!.columns[0]!.blocks[0]).toMatchObject({
      unsubscribeText: "Stop these emails",
    });
  },
};

export const ThreeColumnRow: Story = {
  args: { defaultValue: newsletter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const products = canvas.getByRole("group", { name: "Row 2" });
    const columns = products.querySelectorAll<HTMLElement>("[data-slot=designer-column]");
    await expect([...columns].map((column) => column.getBoundingClientRect().width)).toEqual([200, 200, 200]);
    await expect(
      within(products)
        .getAllByRole("img", { hidden: true })
        .map((img) => img.getAttribute("src")),
    ).toEqual([PRODUCT_URL, PRODUCT_URL, PRODUCT_URL]);

    await userEvent.click(within(products).getByRole("button", { name: "Row 2 · 3 columns" }));
    await expect(canvas.getByRole("heading", { name: "Row 2" })).toBeVisible();
    await choose(canvasElement, "Columns", "2 columns");
    // The third column's blocks join the second.
    const updated = lastDocument(args.onChange).rows[1]!;
    await expect(updated.columns.map((column) => column.blocks.map((b) => b.id))).toEqual([
      ["p1-image", "p1-name", "p1-buy"],
      ["p2-image", "p2-name", "p2-buy", "p3-image", "p3-name", "p3-buy"],
    ]);
    await expect(within(products).getByRole("button", { name: "Row 2 · 2 columns" })).toBeVisible();
  },
};

export const SettingsPanel: Story = {
  args: { defaultValue: newsletter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      blockElement(canvasElement, "cta").querySelector("[data-slot=designer-block-preview]")!,
    );
    await expect(canvas.getByRole("heading", { name: "Button block" })).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "Style" }));
    const top = canvas.getByRole("spinbutton", { name: "Top" });
    await userEvent.clear(top);
    await userEvent.type(top, "24");
    await choose(canvasElement, "Alignment", "Right");
    await choose(canvasElement, "Background colour", "#fdf8dc");
    await choose(canvasElement, "Font", "Georgia");
    await choose(canvasElement, "Font size", "20 px");

    const cell = blockElement(canvasElement, "cta").querySelector<HTMLElement>(
      "[data-slot=designer-block-preview] td",
    )!;
    await expect(cell).toHaveAttribute("align", "right");
    await expect(cell).toHaveAttribute("bgcolor", "#fdf8dc");
    await expect(cell.style.paddingTop).toBe("24px");
    await expect(lastDocument(args.onChange).rows[0]!.columns[0]!.blocks[3]).toMatchObject({
      style: {
        padding: { top: 24, right: 20, bottom: 10, left: 20 },
        align: "right",
        backgroundColor: "#fdf8dc",
        fontFamily: "Georgia",
        fontSize: 20,
      },
    });

    // Back to the email's own settings.
    await userEvent.click(canvas.getByRole("button", { name: "Email settings" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Preheader" }), "!");
    await expect(lastDocument(args.onChange).settings.preheader).toBe("Our spring offers are here!");
  },
};

export const ReorderByKeyboard: Story = {
  args: { defaultValue: newsletter() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const heroOrder = () => lastDocument(args.onChange).rows[0]!.columns[0]!.blocks.map((b) => b.id);
    await selectBlock(canvasElement, "cta");

    // The move buttons keep the focus, so a block goes several places with Enter pressed again.
    canvas.getByRole("button", { name: "Move block up" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(heroOrder()).toEqual(["title", "banner", "cta", "intro", "rule"]);
    await expect(canvas.getByRole("button", { name: "Move block up" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(heroOrder()).toEqual(["title", "cta", "banner", "intro", "rule"]);

    // Dragging from the keyboard: Space picks the block up, the arrows move it, Space drops it.
    const handle = within(blockElement(canvasElement, "rule")).getByRole("button", { name: "Drag Divider" });
    handle.focus();
    await userEvent.keyboard(" ");
    await waitFor(() => expect(handle).toHaveAttribute("aria-pressed", "true"));
    await expect(canvasElement.querySelector("[data-slot=designer-announcer]")).toHaveTextContent(
      /Divider block 5 in column 1 of row 1/,
    );
    await userEvent.keyboard("{ArrowUp}");
    await userEvent.keyboard(" ");
    await waitFor(() => expect(heroOrder()).toEqual(["title", "cta", "banner", "rule", "intro"]));

    // Rows move the same way.
    await userEvent.click(canvas.getByRole("button", { name: "Row 3 · 1 column" }));
    canvas.getByRole("button", { name: "Move row up" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(lastDocument(args.onChange).rows.map((r) => r.id)).toEqual(["hero", "closing", "products"]);
    await expect(canvas.getByRole("button", { name: "Move row up" })).toHaveFocus();
    await expect(canvas.getByRole("group", { name: "Row 2" })).toHaveAttribute("data-row-id", "closing");
  },
};

/** The designer with its design held by the host, as a template screen would. */
function ControlledDesigner(props: Parameters<typeof EmailDesigner>[0]) {
  const [value, setValue] = useState<EmailDocument>(props.defaultValue ?? createDocument());
  return (
    <EmailDesigner
      {...props}
      defaultValue={undefined}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

export const UndoRedo: Story = {
  args: {
    defaultValue: createDocument([
      row("r1", [[block("heading", "title", { text: "Welcome" }), block("text", "body")]]),
    ]),
  },
  render: (args) => <ControlledDesigner {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const undo = canvas.getByRole("button", { name: "Undo change" });
    const redo = canvas.getByRole("button", { name: "Redo change" });

    // Typing a heading is one undo step, not one a letter.
    await selectBlock(canvasElement, "title");
    await userEvent.type(canvas.getByRole("textbox", { name: "Heading text" }), " back");
    await userEvent.click(canvas.getByRole("button", { name: "Delete block" }));
    await expect(blockTypes(canvasElement)).toEqual(["text"]);

    // Ctrl+Z from the canvas (not from a field, whose own undo it is).
    canvas.getByRole("button", { name: "Text", pressed: true }).focus();
    await userEvent.keyboard("{Control>}z{/Control}");
    await expect(blockTypes(canvasElement)).toEqual(["heading", "text"]);
    await expect(blockElement(canvasElement, "title")).toHaveTextContent("Welcome back");
    await userEvent.click(undo);
    await expect(blockElement(canvasElement, "title")).toHaveTextContent("Welcome");
    await expect(blockElement(canvasElement, "title")).not.toHaveTextContent("back");
    await expect(undo).toBeDisabled();

    await userEvent.click(redo);
    await expect(blockElement(canvasElement, "title")).toHaveTextContent("Welcome back");
    canvas.getByRole("button", { name: "Redo change" }).focus();
    await userEvent.keyboard("{Control>}{Shift>}z{/Shift}{/Control}");
    await expect(blockTypes(canvasElement)).toEqual(["text"]);
    await expect(redo).toBeDisabled();
    await expect(lastDocument(args.onChange).rows[0]!.columns[0]!.blocks.map((b) => b.id)).toEqual(["body"]);
  },
};

/** Waits for the preview frame to paint its email (its content is out of reach: the frame is sandboxed). */
const framePainted = () => new Promise((resolve) => setTimeout(resolve, 400));

export const PreviewDesktop: Story = {
  args: { defaultValue: newsletter(), defaultMode: "preview" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByTitle("Email preview");
    await expect(canvas.getByRole("button", { name: "Desktop (600 px)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(frame.getBoundingClientRect().width).toBe(600);
    await expect(frame).toHaveAttribute("sandbox", "");
    const html = frame.getAttribute("srcdoc") ?? "";
    await expect(html).toContain("Spring sale");
    await expect(html).toContain("Our spring offers are here");
    await expect(html).toContain('href="{{unsubscribe_url}}"');
    await framePainted();
  },
};

export const PreviewMobile: Story = {
  args: { defaultValue: newsletter(), defaultMode: "preview", defaultPreviewWidth: "desktop" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Mobile (320 px)" }));
    const frame = canvas.getByTitle("Email preview");
    await expect(frame.getBoundingClientRect().width).toBe(320);
    await userEvent.click(canvas.getByRole("tab", { name: "Design" }));
    await expect(canvas.getByRole("region", { name: "Design" })).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "Preview" }));
    await expect(canvas.getByTitle("Email preview").getBoundingClientRect().width).toBe(600);
    await userEvent.click(canvas.getByRole("button", { name: "Mobile (320 px)" }));
    await framePainted();
  },
};
