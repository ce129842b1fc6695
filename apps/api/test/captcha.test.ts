import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAPTCHA, PASSWORD, PRODUCTION_ENV, useServer } from "./harness";

/** A stand-in for the provider's siteverify endpoint on loopback: `good-token` passes. */
const received: URLSearchParams[] = [];
let provider: Server;
const verifyUrl = { value: "" };

beforeAll(async () => {
  provider = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const form = new URLSearchParams(body);
      received.push(form);
      response.setHeader("content-type", "application/json");
      response.end(
        JSON.stringify({
          success: form.get("response") === "good-token" && form.get("secret") === "test-secret",
        }),
      );
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  verifyUrl.value = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/siteverify`;
});
afterAll(() => new Promise((resolve) => provider.close(resolve)));

describe("captcha outside demo mode", () => {
  // The provider's port is known only once it listens; the harness reads the environment then.
  const environment: Record<string, string> = { ...PRODUCTION_ENV };
  Object.defineProperty(environment, "CAPTCHA_VERIFY_URL", { get: () => verifyUrl.value, enumerable: true });
  const harness = useServer(environment);

  const signIn = (captcha: string) =>
    harness.app.inject({
      method: "POST",
      url: "/ajax/login/verify",
      payload: { email: "nobody@acme.test", password: PASSWORD, captcha_response: captcha },
    });

  it("refuses the demo widget's token", async () => {
    const response = await signIn(CAPTCHA);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      captcha_response: ["Captcha verification failed. Please try again."],
    });
  });

  it("asks the configured provider with its secret and the client address", async () => {
    const response = await signIn("good-token");
    // The captcha passed: the failure is now the unknown user's.
    expect(response.statusCode).toBe(401);
    const asked = received.at(-1);
    expect(asked?.get("secret")).toBe("test-secret");
    expect(asked?.get("response")).toBe("good-token");
    expect(asked?.get("remoteip")).toBe("127.0.0.1");
  });

  it("tells the console which widget to load", async () => {
    const config = (await harness.app.inject({ method: "GET", url: "/config.json" })).json();
    expect(config).toMatchObject({
      captchaProvider: "turnstile",
      captchaSiteKey: "test-site-key",
      demoMode: false,
    });
  });
});
