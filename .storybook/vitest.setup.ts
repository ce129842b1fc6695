import type { ComposedStoryFn } from "storybook/internal/types";
import { afterEach, beforeAll, expect } from "vitest";
import { commands, page } from "vitest/browser";
import { configure } from "storybook/test";
import { twMerge } from "tailwind-merge";

declare module "storybook/internal/types" {
  interface Parameters {
    /**
     * `false` leaves the story out of the screenshot comparison; `allowedMismatchedPixelRatio` loosens
     * it for a story whose pixels vary a little from run to run (a chart's anti-aliasing).
     */
    screenshot?: false | { allowedMismatchedPixelRatio?: number };
  }
}

// A play function's waitFor and findBy wait 5 s, not testing-library's 1 s: a story that waits on a
// timer of its own (an autosave every 300 ms, then its request) outlasts a second when the runner's
// two cores are busy with the API suite beside it.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => {
  // A blinking caret would make screenshots of focused inputs flaky.
  const style = document.createElement("style");
  style.textContent = "*, ::before, ::after { caret-color: transparent !important; }";
  document.head.append(style);
});

/**
 * The kit joins classes with clsx alone, no tailwind-merge: when two classes on one element set the same
 * property, the stylesheet's order decides, not the order in `class`. Lists every such pair on screen. A
 * story overriding a component's class says so with Tailwind's important modifier (`w-40!`), as the README
 * asks of apps, and replaceable defaults are written `fallback:w-full`; neither counts as a conflict.
 */
function classConflicts(): string[] {
  const conflicts = new Set<string>();
  for (const element of document.body.querySelectorAll("[class]")) {
    const tokens = (element.getAttribute("class") ?? "").split(/\s+/).filter(Boolean);
    tokens.forEach((token, index) => {
      const rival = tokens
        .slice(index + 1)
        .find((later) => later !== token && twMerge(`${token} ${later}`) === later);
      const slot = element.getAttribute("data-slot");
      if (rival)
        conflicts.add(`<${element.localName}${slot ? ` data-slot="${slot}"` : ""}>: ${token} / ${rival}`);
    });
  }
  return [...conflicts];
}

/**
 * Compares what every story leaves on screen with its baseline in `__screenshots__`.
 * Stories with content portalled into `document.body` (dialogs, menus, notices) are compared as the whole
 * viewport; the others as the story's own container.
 */
afterEach(async (context) => {
  const story = (context as { story?: ComposedStoryFn }).story;
  if (!story || context.task.result?.state === "fail") return;

  const conflicts = context.task.file.filepath.includes("/packages/ui/") ? classConflicts() : [];
  if (conflicts.length > 0) {
    throw new Error(`Classes that set the same property on one element:\n${conflicts.join("\n")}`);
  }
  // `screenshot: false` opts a story out; `screenshot: { allowedMismatchedPixelRatio }` loosens its comparison.
  const screenshot = story.parameters.screenshot;
  if (screenshot === false) return;

  // Storybook keeps hidden loader and error wrappers in the body; only visible children are content.
  const visible = [...document.body.children].filter((element) => {
    const { width, height } = element.getBoundingClientRect();
    return width > 0 && height > 0 && getComputedStyle(element).visibility !== "hidden";
  });
  const [container] = visible;
  const portalled = visible.length !== 1 || !container;
  if (portalled) document.body.style.minHeight = "100vh";
  const target = portalled ? document.body : container;

  // Chromium paints only what the frame shows: a story taller than it gets a taller frame, in a
  // page stretched by the same factor so the screenshot keeps the scale of every other one.
  const bottom = Math.ceil(target.getBoundingClientRect().bottom + window.scrollY);
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  let outer: { width: number; height: number } | null = null;
  if (bottom > viewport.height) {
    outer = await commands.outerPage();
    // A frame height whose stretched page is a whole number of pixels keeps the scale exact.
    let frame = bottom;
    while (((outer.height * frame) / viewport.height) % 1 !== 0) frame += 1;
    await commands.outerPage({ width: outer.width, height: (outer.height * frame) / viewport.height });
    await page.viewport(viewport.width, frame);
    window.scrollTo(0, 0);
  }

  try {
    await expect.element(page.elementLocator(target)).toMatchScreenshot(
      story.id,
      screenshot?.allowedMismatchedPixelRatio === undefined
        ? {}
        : {
            comparatorName: "pixelmatch",
            comparatorOptions: {
              threshold: 0.1,
              allowedMismatchedPixelRatio: screenshot.allowedMismatchedPixelRatio,
            },
          },
    );
  } finally {
    document.body.style.removeProperty("min-height");
    if (outer) {
      await page.viewport(viewport.width, viewport.height);
      await commands.outerPage(outer);
    }
  }
});

declare module "vitest/browser" {
  interface BrowserCommands {
    outerPage(size?: { width: number; height: number }): Promise<{ width: number; height: number }>;
  }
}
