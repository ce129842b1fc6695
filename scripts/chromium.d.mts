/** Where Chromium is: `/usr/bin/chromium`, or `CHROMIUM_PATH`. */
export declare const chromiumPath: string;

/** Launch options for Debian's Chromium, shared by Vitest browser mode and Playwright. */
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
