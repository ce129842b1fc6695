import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Captcha, DEMO_CAPTCHA_TOKEN } from "./captcha";

afterEach(() => {
  cleanup();
  document.head.querySelectorAll("script").forEach((script) => script.remove());
});

describe("Captcha", () => {
  it("shows the demo checkbox only when the server names the demo provider", async () => {
    const onVerify = vi.fn();
    render(<Captcha provider="demo" siteKey="demo" onVerify={onVerify} onExpire={vi.fn()} />);
    screen.getByLabelText("I'm not a robot").click();
    expect(onVerify).toHaveBeenCalledWith(DEMO_CAPTCHA_TOKEN);
  });

  it("loads the configured provider's widget instead, and never the demo one", () => {
    const onVerify = vi.fn();
    render(<Captcha provider="turnstile" siteKey="0x4AAA" onVerify={onVerify} onExpire={vi.fn()} />);
    expect(screen.queryByLabelText("I'm not a robot")).toBeNull();
    const scripts = [...document.head.querySelectorAll("script")].map((script) => script.src);
    expect(scripts).toEqual(["https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit"]);
    expect(onVerify).not.toHaveBeenCalled();
  });
});
