import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultConfig, loadConfig } from "./config";

afterEach(() => {
  document.head.innerHTML = "";
  vi.unstubAllGlobals();
});

function pageCarries(content: string) {
  const meta = document.createElement("meta");
  meta.name = "sendline-config";
  meta.content = content;
  document.head.append(meta);
}

describe("loadConfig", () => {
  it("takes the config the page carries, without asking /config.json", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    pageCarries(JSON.stringify({ productPrefix: "Acme SMS", sessionExpiryInMinutes: 15 }));

    const config = await loadConfig();

    expect(config).toMatchObject({ productPrefix: "Acme SMS", sessionExpiryInMinutes: 15, apiEndpoint: "" });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks /config.json when the page carries none (a console served by another server)", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ productPrefix: "Served" })));
    vi.stubGlobal("fetch", fetch);

    expect((await loadConfig()).productPrefix).toBe("Served");
    expect(fetch).toHaveBeenCalledWith("/config.json", expect.anything());
  });

  it("keeps the defaults when the page's config cannot be read", async () => {
    vi.stubGlobal("fetch", vi.fn());
    pageCarries("{not json");
    expect(await loadConfig()).toEqual(defaultConfig);
  });
});
