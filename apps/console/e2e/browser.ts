import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, expect, inject } from "vitest";
import { chromiumLaunchOptions } from "../../../vite.shared";

/**
 * One Chromium per test file and a fresh page (fresh cookies and storage) per test, of the
 * `viewport` size (a desktop's by default).
 */
export function useBrowser(
  baseUrl: () => string = () => inject("baseUrl"),
  viewport: { width: number; height: number } = { width: 1280, height: 800 },
): {
  page: () => Page;
  url: (path: string) => string;
} {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunchOptions);
  });
  beforeEach(async (context) => {
    const browserContext = await browser.newContext({ viewport });
    page = await browserContext.newPage();
    // The server's content security policy applies to every page: the console must never trip it.
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    context.onTestFinished(async () => {
      await browserContext.close();
      expect(violations, "content security policy violations").toEqual([]);
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return { page: () => page, url: (path) => new URL(path, baseUrl()).toString() };
}
