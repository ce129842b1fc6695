import type { ComposedStoryFn } from "storybook/internal/types";
import { afterEach, beforeAll, expect } from "vitest";
import { page } from "vitest/browser";

declare module "storybook/internal/types" {
  interface Parameters {
    /** `false` leaves the story out of the screenshot comparison. */
    screenshot?: false;
  }
}

beforeAll(() => {
  // A blinking caret would make screenshots of focused inputs flaky.
  const style = document.createElement("style");
  style.textContent = "*, ::before, ::after { caret-color: transparent !important; }";
  document.head.append(style);
});

/**
 * Compares what every story leaves on screen with its baseline in `__screenshots__`.
 * Stories with content portalled into `document.body` (dialogs, menus, notices) are compared as the whole
 * viewport; the others as the story's own container.
 */
afterEach(async (context) => {
  const story = (context as { story?: ComposedStoryFn }).story;
  if (!story || story.parameters.screenshot === false || context.task.result?.state === "fail") return;

  // Storybook keeps hidden loader and error wrappers in the body; only visible children are content.
  const visible = [...document.body.children].filter((element) => {
    const { width, height } = element.getBoundingClientRect();
    return width > 0 && height > 0 && getComputedStyle(element).visibility !== "hidden";
  });
  const [container] = visible;
  const portalled = visible.length !== 1 || !container;
  if (portalled) document.body.style.minHeight = "100vh";
  const target = portalled ? document.body : container;

  try {
    await expect.element(page.elementLocator(target)).toMatchScreenshot(story.id);
  } finally {
    document.body.style.removeProperty("min-height");
  }
});
