// @vitest-environment node
// esbuild's API runs in Node; the script it builds runs in a page of its own below.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { JSDOM } from "jsdom";
import { describe, expect, it, vi } from "vitest";
import { bootScript } from "./route-preload";

const consoleRoot = join(dirname(fileURLToPath(import.meta.url)), "..");

describe("the start script's early reads", () => {
  it("is one classic script that sends, with the session's headers, the reads the address's first screen made last time", async () => {
    const script = await bootScript(consoleRoot, ["chrome107"]);
    expect(script).not.toMatch(/^\s*(import|export)\b/m);

    const page = new JSDOM("<!doctype html><html><head></head><body></body></html>", {
      url: "http://console.test/sms-campaign",
      runScripts: "outside-only",
    });
    const fetch = vi.fn(() => new Promise(() => undefined));
    Object.assign(page.window, { fetch });
    page.window.document.cookie = `sendline_session=${encodeURIComponent(
      JSON.stringify({ id: 3, account_id: 12, token: "secret" }),
    )}; Path=/`;
    page.window.localStorage.setItem(
      "sendline.firstReads",
      JSON.stringify({ "/sms-campaign": ["http://console.test/ajax/sms/campaign/list?page=1"] }),
    );

    page.window.eval(script);
    // In a task of its own, after the script.
    expect(fetch).not.toHaveBeenCalled();
    await new Promise((done) => page.window.setTimeout(done, 0));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith("http://console.test/ajax/sms/campaign/list?page=1", {
      headers: expect.objectContaining({ Token: "secret", "Account-Id": "12", Accept: "application/json" }),
    });
    expect(page.window.__sendlineEarlyReads).toHaveLength(1);
  });
});
