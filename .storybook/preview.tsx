import type { Preview } from "@storybook/react-vite";
import { installFixedClock } from "./fixed-clock";
import "./preview.css";

const preview: Preview = {
  parameters: {
    layout: "fullscreen",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story test.
    a11y: { test: "error" },
  },
  decorators: [
    (Story) => (
      <div className="bg-background p-4 font-sans text-foreground">
        <Story />
      </div>
    ),
  ],
  beforeEach: () => installFixedClock(),
};

export default preview;
