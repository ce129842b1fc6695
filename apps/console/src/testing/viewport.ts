import { expect } from "storybook/test";

/** A story's `globals` for the phone (390 × 844) or tablet (834 × 1112) viewport of the Storybook preview. */
export const onPhone = { viewport: { value: "phone", isRotated: false } };
export const onTablet = { viewport: { value: "tablet", isRotated: false } };

/** Asserts that the page does not scroll sideways: wide content scrolls inside its own box. */
export async function expectNoSidewaysScroll(canvasElement: HTMLElement): Promise<void> {
  const page = canvasElement.ownerDocument.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
}
