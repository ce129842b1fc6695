// Debian's Chromium, the one browser every browser test drives: story tests (Vitest browser mode),
// the console's end-to-end tests and the package consumer check (Playwright).

/** Where Chromium is: `/usr/bin/chromium`, or `CHROMIUM_PATH`. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Launch options for Debian's Chromium, shared by Vitest browser mode and Playwright. */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: [
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-dev-shm-usage",
    "--disable-component-update",
    "--no-first-run",
  ],
};
