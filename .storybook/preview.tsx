import type { Decorator, Preview } from "@storybook/react-vite";
import { useLayoutEffect, type ReactNode } from "react";
import { installFixedClock } from "./fixed-clock";
import "./preview.css";

type Theme = "light" | "dark";

/** Puts the theme class on `<html>`, so content portalled into `document.body` takes the theme too. */
function ThemeRoot({ theme, children }: { theme: Theme; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.classList.toggle("dark", theme === "dark");
  }, [theme]);
  return children;
}

const withTheme: Decorator = (Story, context) => (
  <ThemeRoot theme={context.globals.theme === "dark" ? "dark" : "light"}>
    <div className="bg-background p-4 font-sans text-foreground">
      <Story />
    </div>
  </ThemeRoot>
);

const preview: Preview = {
  parameters: {
    layout: "fullscreen",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story test.
    a11y: { test: "error" },
    // A story takes one with `globals: { viewport: { value: "phone" } }`; story tests render at that size.
    viewport: {
      options: {
        phone: { name: "Phone", styles: { width: "390px", height: "844px" }, type: "mobile" },
        tablet: { name: "Tablet", styles: { width: "834px", height: "1112px" }, type: "tablet" },
      },
    },
  },
  globalTypes: {
    theme: {
      description: "Colour theme of the kit",
      toolbar: {
        title: "Theme",
        icon: "mirror",
        items: [
          { value: "light", title: "Light", icon: "sun" },
          { value: "dark", title: "Dark", icon: "moon" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "light" },
  decorators: [withTheme],
  beforeEach: () => installFixedClock(),
};

export default preview;
