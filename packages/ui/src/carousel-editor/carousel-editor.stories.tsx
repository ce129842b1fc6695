import { blankCarouselItem, type CarouselItemDraft } from "@sendline/core";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { CarouselEditor } from "./carousel-editor";

const card = (title: string, expanded = false): CarouselItemDraft => ({
  ...blankCarouselItem(),
  title,
  primaryButtonText: "Shop now",
  primaryButtonUrl: `https://shop.example.com/${title.toLowerCase()}`,
  expanded,
});

const meta = {
  title: "Kit/CarouselEditor",
  component: CarouselEditor,
  args: { onItemsChange: fn(), onContentChange: fn() },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof CarouselEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>('[data-slot="carousel-editor-card"]'),
];
const titles = (canvasElement: HTMLElement) =>
  cards(canvasElement).map((element) => within(element).getAllByLabelText("Title")[0]?.getAttribute("value"));

export const TwoBlankCards: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(cards(canvasElement)).toHaveLength(2);
    await expect(canvas.getByText("2 of 5 cards")).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="carousel-editor"]')).toHaveAttribute(
      "data-state",
      "empty",
    );
    await expect(canvas.queryByText("This is a required field.")).not.toBeInTheDocument();
  },
};

export const ReportsContent: Story = {
  play: async ({ canvas, args }) => {
    const [title] = canvas.getAllByLabelText("Title");
    await userEvent.type(title!, "Summer");
    await expect(args.onContentChange).toHaveBeenCalledOnce();
    await expect(args.onContentChange).toHaveBeenCalledWith(true);
    await expect(args.onItemsChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ title: "Summer", hasError: true }),
      expect.objectContaining({ title: "", hasError: true }),
    ]);
    await userEvent.clear(title!);
    await expect(args.onContentChange).toHaveBeenLastCalledWith(false);
  },
};

export const ValidatesWhenFieldIsLeft: Story = {
  play: async ({ canvas }) => {
    const first = within(canvas.getAllByRole("region")[0]!);
    await userEvent.click(first.getByLabelText("Title"));
    await userEvent.tab();
    await expect(first.getByLabelText("Title")).toHaveAccessibleDescription("This is a required field.");
    const url = first.getByLabelText("Primary button URL");
    await userEvent.type(url, "ftp://files.example.com");
    await userEvent.tab();
    await expect(url).toHaveAttribute("aria-invalid", "true");
    await expect(url).toHaveAccessibleDescription("Must be a valid URL starting with http:// or https://.");
    await userEvent.clear(url);
    await userEvent.type(url, "https://shop.example.com");
    await expect(url).not.toHaveAttribute("aria-invalid");
    await expect(first.getByText("Has errors")).toBeVisible();
  },
};

export const SecondaryButtonNeedsBoth: Story = {
  args: { defaultItems: [card("Summer", true), card("Rainy")] },
  play: async ({ canvas }) => {
    const first = within(canvas.getAllByRole("region")[0]!);
    await userEvent.type(first.getByLabelText("Secondary button text (optional)"), "Learn more");
    await userEvent.tab();
    await userEvent.tab();
    await expect(first.getByLabelText("Secondary button URL (optional)")).toHaveAccessibleDescription(
      "This is a required field.",
    );
  },
};

export const ShowAllErrors: Story = {
  args: { showErrors: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText("Has errors")).toHaveLength(2);
    await expect(canvas.getAllByText("This is a required field.")).toHaveLength(6);
  },
};

export const AddUpToFive: Story = {
  args: { defaultItems: [card("Summer"), card("Rainy"), card("Holiday"), card("Clearance")] },
  play: async ({ canvas, canvasElement, args }) => {
    const add = canvas.getByRole("button", { name: "Add card" });
    await userEvent.click(add);
    await expect(cards(canvasElement)).toHaveLength(5);
    await expect(args.onItemsChange).toHaveBeenLastCalledWith(expect.arrayContaining([expect.anything()]));
    await expect(add).toBeDisabled();
    await expect(canvas.getByText("5 of 5 cards")).toBeVisible();
    await waitFor(() => expect(within(cards(canvasElement)[4]!).getByLabelText("Title")).toHaveFocus());
  },
};

export const ReorderWithButtonsAndKeyboard: Story = {
  args: { defaultItems: [card("Summer", true), card("Rainy"), card("Holiday")] },
  play: async ({ canvas, canvasElement }) => {
    await expect(titles(canvasElement)).toEqual(["Summer", "Rainy", "Holiday"]);
    await expect(canvas.getByRole("button", { name: "Move Card 1 up" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Move Card 1 down" }));
    await expect(titles(canvasElement)).toEqual(["Rainy", "Summer", "Holiday"]);
    await waitFor(() => expect(canvas.getByRole("button", { name: "Move Card 2 down" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(titles(canvasElement)).toEqual(["Rainy", "Holiday", "Summer"]);
    await waitFor(() => expect(canvas.getByRole("button", { name: "Move Card 3 up" })).toHaveFocus());
    await userEvent.click(within(cards(canvasElement)[2]!).getByLabelText("Title"));
    await userEvent.keyboard("{Alt>}{ArrowUp}{/Alt}");
    await expect(titles(canvasElement)).toEqual(["Rainy", "Summer", "Holiday"]);
  },
};

export const RemoveAsksConfirmation: Story = {
  args: { defaultItems: [card("Summer"), card("Rainy"), card("Holiday")] },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Remove Card 2" }));
    const dialog = await body.findByRole("alertdialog", { name: "Remove Card 2?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await expect(cards(canvasElement)).toHaveLength(3);
    await userEvent.click(canvas.getByRole("button", { name: "Remove Card 2" }));
    await userEvent.click(await body.findByRole("button", { name: "Remove" }));
    await expect(titles(canvasElement)).toEqual(["Summer", "Holiday"]);
  },
};

export const LastCardForcesBlankSecond: Story = {
  args: { defaultItems: [card("Summer"), card("Rainy")] },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Remove Card 1" }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole("button", { name: "Remove" }),
    );
    await expect(titles(canvasElement)).toEqual(["Rainy", ""]);
    await expect(args.onItemsChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ title: "Rainy", hasError: false }),
      expect.objectContaining({ title: "", hasError: true }),
    ]);
  },
};

export const CollapsedCards: Story = {
  args: { defaultItems: [card("Summer"), card("Rainy")] },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole("button", { name: /Card 1/, expanded: false });
    await expect(
      canvas.getAllByLabelText("Title", { selector: "input" }).filter((input) => input.checkVisibility()),
    ).toHaveLength(0);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getAllByLabelText("Title")[0]).toBeVisible();
    await expect(args.onItemsChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ title: "Summer", expanded: true }),
      expect.objectContaining({ title: "Rainy", expanded: false }),
    ]);
  },
};

export const OutsideErrorsMarkAndOpen: Story = {
  args: {
    defaultItems: [card("Summer"), card("Rainy"), card("Holiday")],
    errors: [
      undefined,
      {
        primaryButtonUrl: "Must be a valid URL starting with http:// or https://.",
        image: "Upload the image here.",
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const [first, second, third] = cards(canvasElement);
    // The card the errors name is marked and open, the others stay as they were.
    await expect(second).toHaveAttribute("data-invalid");
    await expect(second).toHaveAttribute("data-state", "open");
    await expect(first).toHaveAttribute("data-state", "closed");
    await expect(third).not.toHaveAttribute("data-invalid");
    await expect(canvas.getAllByText("Has errors")).toHaveLength(1);
    const card2 = within(second!);
    await expect(card2.getByLabelText("Primary button URL")).toHaveAccessibleDescription(
      "Must be a valid URL starting with http:// or https://.",
    );
    await expect(card2.getByLabelText("Image URL (optional)")).toHaveAccessibleDescription(
      "Upload the image here.",
    );
  },
};

export const ImageFieldOfYourOwn: Story = {
  args: {
    defaultItems: [card("Summer", true), card("Rainy")],
    errors: [{ image: "Upload the image here." }],
    renderImage: ({ index, label, value, onValueChange, error }) => (
      <fieldset className="flex flex-col gap-1 text-sm">
        <legend>{label}</legend>
        <span data-testid={`image-${index}`}>{value ?? "No image"}</span>
        <button
          type="button"
          className="self-start underline"
          onClick={() => onValueChange(`https://cdn.example.com/${index}.png`)}
        >
          Pick image {index + 1}
        </button>
        {error ? <span role="alert">{error}</span> : null}
      </fieldset>
    ),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByLabelText("Image URL (optional)")).toBeNull();
    await expect(canvas.getByRole("alert")).toHaveTextContent("Upload the image here.");
    await userEvent.click(canvas.getByRole("button", { name: "Pick image 1" }));
    await expect(canvas.getByTestId("image-0")).toHaveTextContent("https://cdn.example.com/0.png");
    await expect(args.onItemsChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ title: "Summer", image: "https://cdn.example.com/0.png" }),
      expect.objectContaining({ title: "Rainy", image: null }),
    ]);
  },
};

/** An upload under way: the callback of the render it started in, called when the test says so. */
let finishUpload: (() => void) | null = null;

/**
 * A card's image lands while the user types in the card (an upload finishing): what was typed
 * meanwhile stays, and the image goes to the card it was chosen for even after the cards moved.
 */
export const TypingWhileTheImageUploads: Story = {
  args: {
    defaultItems: [card("Summer", true), card("Rainy", true)],
    renderImage: ({ index, label, value, onValueChange }) => (
      <fieldset className="flex flex-col gap-1 text-sm">
        <legend>{label}</legend>
        <span data-testid={`image-${index}`}>{value ?? "No image"}</span>
        <button
          type="button"
          className="self-start underline"
          onClick={() => {
            finishUpload = () => onValueChange("https://cdn.example.com/summer.png");
          }}
        >
          Upload image {index + 1}
        </button>
      </fieldset>
    ),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Upload image 1" }));
    const text = within(cards(canvasElement)[0]!).getByLabelText("Primary button text");
    await userEvent.clear(text);
    await userEvent.type(text, "More info");
    // The first card moves down before its image arrives.
    await userEvent.click(canvas.getByRole("button", { name: "Move Card 1 down" }));
    finishUpload?.();
    await waitFor(() =>
      expect(canvas.getByTestId("image-1")).toHaveTextContent("https://cdn.example.com/summer.png"),
    );
    await expect(canvas.getByTestId("image-0")).toHaveTextContent("No image");
    await expect(titles(canvasElement)).toEqual(["Rainy", "Summer"]);
    await expect(within(cards(canvasElement)[1]!).getByLabelText("Primary button text")).toHaveValue(
      "More info",
    );
    await expect(args.onItemsChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ title: "Rainy", image: null }),
      expect.objectContaining({
        title: "Summer",
        primaryButtonText: "More info",
        image: "https://cdn.example.com/summer.png",
      }),
    ]);
  },
};

/** TwoBlankCards on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkTwoBlankCards: Story = { ...TwoBlankCards, globals: { theme: "dark" } };
