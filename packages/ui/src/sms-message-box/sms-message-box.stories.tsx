import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SmsMessageBox } from "./sms-message-box";

const meta = {
  title: "Kit/SmsMessageBox",
  component: SmsMessageBox,
  args: { "aria-label": "Message", onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SmsMessageBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const counter = (canvasElement: HTMLElement, part: string) =>
  canvasElement.querySelector(`[data-slot="sms-message-box-${part}"]`);

const MERGE_TAGS = [
  { field_name: "first_name", label: "First Name" },
  { field_name: "last_name", label: "Last Name" },
  { field_name: "loyalty_points", label: "Loyalty Points" },
];

export const Empty: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(counter(canvasElement, "encoding")).toHaveTextContent("GSM");
    await expect(counter(canvasElement, "characters")).toHaveTextContent("0 characters");
    await expect(counter(canvasElement, "segments")).toHaveTextContent("0 segments");
    await expect(counter(canvasElement, "remaining")).toHaveTextContent("160 remaining");
    await expect(canvas.getByRole("textbox", { name: "Message" })).toHaveAccessibleDescription(
      /160 remaining/,
    );
  },
};

export const SecondSegmentAt161Characters: Story = {
  args: { defaultValue: "a".repeat(160) },
  play: async ({ canvasElement, canvas, args }) => {
    await expect(counter(canvasElement, "segments")).toHaveTextContent("1 segment");
    await expect(counter(canvasElement, "remaining")).toHaveTextContent("0 remaining");
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "b");
    await expect(counter(canvasElement, "characters")).toHaveTextContent("161 characters");
    await expect(counter(canvasElement, "segments")).toHaveTextContent("2 segments");
    await expect(counter(canvasElement, "remaining")).toHaveTextContent("145 remaining");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("a".repeat(160) + "b");
  },
};

export const ExtensionCharactersCountTwo: Story = {
  play: async ({ canvasElement, canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "Promo €5");
    await expect(counter(canvasElement, "encoding")).toHaveTextContent("GSM");
    await expect(counter(canvasElement, "characters")).toHaveTextContent("9 characters");
  },
};

export const UnicodeMessage: Story = {
  play: async ({ canvasElement, canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "Salamat po 😀");
    await expect(canvasElement.querySelector('[data-slot="sms-message-box"]')).toHaveAttribute(
      "data-encoding",
      "UNICODE",
    );
    await expect(counter(canvasElement, "encoding")).toHaveTextContent("Unicode");
    await expect(counter(canvasElement, "characters")).toHaveTextContent("13 characters");
    await expect(counter(canvasElement, "remaining")).toHaveTextContent("57 remaining");
  },
};

export const NonGsmCharactersHighlighted: Story = {
  args: { defaultValue: "We\u2019re open \u2014 walk-ins welcome 😀" },
  play: async ({ canvasElement, canvas }) => {
    const notice = canvasElement.querySelector('[data-slot="sms-message-box-non-gsm"]');
    await expect(notice).toHaveTextContent("Not in the GSM set, so the message is sent as Unicode");
    const marks = [...canvasElement.querySelectorAll("mark")].map((mark) => mark.textContent);
    await expect(marks).toEqual(["\u2019", "\u2014", "😀"]);
    await expect(canvas.getByRole("textbox", { name: "Message" })).toHaveAccessibleDescription(
      /sent as Unicode/,
    );
  },
};

export const ReplaceWithGsmInOneClick: Story = {
  args: { defaultValue: "Sale \u2013 \u201C50% off\u201D\u00A0today\u2026" },
  play: async ({ canvasElement, canvas, args }) => {
    await expect(counter(canvasElement, "encoding")).toHaveTextContent("Unicode");
    await userEvent.click(canvas.getByRole("button", { name: "Replace with GSM characters" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Sale - "50% off" today...');
    await expect(canvas.getByRole("textbox", { name: "Message" })).toHaveValue('Sale - "50% off" today...');
    await expect(counter(canvasElement, "encoding")).toHaveTextContent("GSM");
    await expect(canvasElement.querySelector('[data-slot="sms-message-box-non-gsm"]')).toBeNull();
  },
};

export const NoReplacementForEmoji: Story = {
  args: { defaultValue: "Happy birthday 🎂" },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector("mark")).toHaveTextContent("🎂");
    await expect(canvas.queryByRole("button", { name: "Replace with GSM characters" })).toBeNull();
  },
};

export const WarningAtCap: Story = {
  args: { maxSegments: 2, defaultValue: "a".repeat(160) },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole("status")).toBeEmptyDOMElement();
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "b");
    await expect(counter(canvasElement, "segments")).toHaveTextContent("2/2 segments");
    await expect(canvas.getByRole("status")).toHaveTextContent("Maximum of 2 SMS segments reached.");
    await expect(canvasElement.querySelector('[data-slot="sms-message-box"]')).toHaveAttribute(
      "data-state",
      "at-cap",
    );
    await userEvent.keyboard("{Backspace}");
    await expect(canvas.getByRole("status")).toBeEmptyDOMElement();
  },
};

export const CapRevertsExtraInput: Story = {
  args: { maxSegments: 2, defaultValue: "a".repeat(305) },
  play: async ({ canvasElement, canvas, args }) => {
    const textarea = canvas.getByRole("textbox", { name: "Message" });
    await userEvent.type(textarea, "bc");
    await expect(textarea).toHaveValue("a".repeat(305) + "b");
    await expect(counter(canvasElement, "characters")).toHaveTextContent("306 characters");
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await userEvent.type(textarea, "é");
    await expect(textarea).toHaveValue("a".repeat(305) + "b");
    await expect(counter(canvasElement, "encoding")).toHaveTextContent("GSM");
  },
};

export const PasteOverCapKeepsText: Story = {
  args: { maxSegments: 2 },
  play: async ({ canvasElement, canvas, args }) => {
    const textarea = canvas.getByRole<HTMLTextAreaElement>("textbox", { name: "Message" });
    const pasted = "Our biggest sale of the year starts now. ".repeat(10);
    await userEvent.click(textarea);
    await userEvent.paste(pasted);
    await expect(textarea).toHaveValue(pasted);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(pasted);
    await expect(textarea).toBeInvalid();
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "The message is over the limit of 2 SMS segments. Shorten the message to 1 fewer segment.",
    );
    await expect(textarea).toHaveAccessibleDescription(/over the limit of 2 SMS segments/);
    await expect(canvasElement.querySelector('[data-slot="sms-message-box"]')).toHaveAttribute(
      "data-state",
      "over-cap",
    );
    await userEvent.type(textarea, "!");
    await expect(textarea).toHaveValue(pasted);
    textarea.setSelectionRange(300, pasted.length);
    await userEvent.keyboard("{Backspace}");
    await expect(textarea).toHaveValue(pasted.slice(0, 300));
    await expect(textarea).toBeValid();
    await expect(canvas.getByRole("status")).toHaveTextContent("Maximum of 2 SMS segments reached.");
  },
};

export const InsertTagAtCaret: Story = {
  args: { defaultValue: "Hi , your points await.", mergeTags: MERGE_TAGS },
  play: async ({ canvasElement, canvas, args }) => {
    const textarea = canvas.getByRole<HTMLTextAreaElement>("textbox", { name: "Message" });
    await userEvent.click(textarea);
    textarea.setSelectionRange(3, 3);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Insert tag" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole("menuitem", { name: "First Name" }));
    await expect(textarea).toHaveValue("Hi {{first_name}}, your points await.");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("Hi {{first_name}}, your points await.");
    await expect(textarea).toHaveFocus();
    await expect(textarea.selectionStart).toBe(17);
  },
};

export const InsertTagRespectsCap: Story = {
  args: { maxSegments: 1, defaultValue: "a".repeat(150), mergeTags: MERGE_TAGS },
  play: async ({ canvasElement, canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Insert tag" }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole("menuitem", { name: "Loyalty Points" }));
    await expect(canvas.getByRole("textbox", { name: "Message" })).toHaveValue("a".repeat(150));
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Your code is 123456.", mergeTags: MERGE_TAGS },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Message" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Insert tag" })).toBeDisabled();
  },
};

/** NonGsmCharactersHighlighted on the dark theme: the package check compares an app's rendering with this screenshot too. */
export const DarkNonGsmCharactersHighlighted: Story = {
  ...NonGsmCharactersHighlighted,
  globals: { theme: "dark" },
};
