import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { login, useServer } from "./harness";

/** Routes that answer something other than a JSON envelope by design. */
const NOT_ENVELOPED = new Set([
  "GET /",
  "GET /config.json",
  "GET /dev/outbox",
  // Files, images, redirects and pages for people, not JSON.
  "GET /uploader/public/:name",
  "GET /public/email/open/:token",
  "GET /public/email/click/:token/:link",
  "GET /public/email/unsubscribe/:token",
  "POST /public/email/unsubscribe/:token",
]);

describe("one wire protocol", () => {
  const harness = useServer({ SEND_RATE_LIMIT_PER_MINUTE: "1000" });

  it("has every JSON route declare the schema of its answer", () => {
    const undeclared = harness.app.endpoints
      .filter(({ method }) => method !== "HEAD" && method !== "OPTIONS")
      .filter((route) => !NOT_ENVELOPED.has(`${route.method} ${route.url}`) && !route.declaresResponse)
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it("answers the framework's own refusals with the envelope", async () => {
    const inject = harness.app.inject.bind(harness.app);
    const cases = [
      {
        status: 400,
        response: await inject({
          method: "POST",
          url: "/ajax/login/verify",
          headers: { "content-type": "application/json" },
          payload: "{not json",
        }),
      },
      { status: 404, response: await inject({ method: "GET", url: "/ajax/no/such/call" }) },
      {
        status: 413,
        response: await inject({
          method: "POST",
          url: "/ajax/login/verify",
          headers: { "content-type": "application/json" },
          payload: JSON.stringify({
            email: "a@b.test",
            password: "x".repeat(2 * 1024 * 1024),
            captcha_response: "",
          }),
        }),
      },
      {
        status: 415,
        response: await inject({
          method: "POST",
          url: "/ajax/login/verify",
          headers: { "content-type": "application/x-unknown" },
          payload: "x",
        }),
      },
      { status: 400, response: await inject({ method: "GET", url: "/ajax/login/%zz" }) },
    ];
    for (const { status, response } of cases) {
      expect(response.statusCode, response.body).toBe(status);
      const body = response.json();
      expect(body).toEqual({ status: false, message: expect.any(String) });
      expect(body.message).not.toMatch(/FST_|Error:|at /);
    }
  });

  it("answers headers too large with the envelope, over a real connection", async () => {
    await harness.app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const { port } = harness.app.server.address() as AddressInfo;
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, "127.0.0.1", () => {
          socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(40_000)}\r\n\r\n`);
        });
        let text = "";
        socket.on("data", (chunk) => (text += chunk));
        socket.on("end", () => resolve(text));
        socket.on("error", reject);
      });
      expect(raw).toMatch(/^HTTP\/1\.1 431 /);
      expect(JSON.parse(raw.slice(raw.indexOf("\r\n\r\n") + 4))).toEqual({
        status: false,
        message: "Request Header Fields Too Large",
      });
    } finally {
      await harness.app.server.close();
    }
  });

  it("refuses NUL bytes and lone surrogates in any field, query or path with a Validation Error", async () => {
    const inject = harness.app.inject.bind(harness.app);
    const token = await login(harness, "staff@sendline.test");
    const cases = [
      {
        response: await inject({
          method: "POST",
          url: "/ajax/login/verify",
          payload: { email: "owner@acme.test", password: "pass\u0000word", captcha_response: "x" },
        }),
        field: "password",
      },
      {
        response: await inject({
          method: "POST",
          url: "/public/signup/register",
          payload: {
            email: "n@newco.test",
            mobile: "639170000001",
            company_name: "Nul\u0000Co",
            fname: "A",
            lname: "B",
            captcha_response: "x",
          },
        }),
        field: "company_name",
      },
      {
        response: await inject({ method: "GET", url: "/admin/data/accounts?q=acme%00", headers: { token } }),
        field: "q",
      },
      {
        response: await inject({ method: "GET", url: "/api/email-verifier?email=a%00@b.test" }),
        field: "email",
      },
      {
        response: await inject({
          method: "POST",
          url: "/ajax/login/forgot_password",
          payload: `{"email":"x\\ud800@acme.test"}`,
          headers: { "content-type": "application/json" },
        }),
        field: "email",
      },
      {
        response: await inject({
          method: "POST",
          url: "/public/topup/verify_email_confirmation",
          payload: { txnid: ["ok", "n\u0000"], token: "t" },
        }),
        field: "txnid.1",
      },
    ];
    for (const { response, field } of cases) {
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual({
        status: false,
        message: "Validation Error",
        errors: { [field]: ["Contains characters that are not allowed."] },
      });
    }
  });

  it("refuses deeply nested JSON with a 400 envelope before parsing it, signed in or not", async () => {
    const token = await login(harness, "owner@acme.test");
    const nested = (depth: number) => `{"name":"Deep","message":${"[".repeat(depth)}${"]".repeat(depth)}}`;
    for (const depth of [2_000, 200_000]) {
      for (const [url, headers] of [
        ["/ajax/sms/campaign", { token }],
        ["/ajax/login/verify", {}],
      ] as const) {
        const response = await harness.app.inject({
          method: "POST",
          url,
          headers: { ...headers, "content-type": "application/json" },
          payload: nested(depth),
        });
        expect(response.statusCode, `${url} ${depth}`).toBe(400);
        expect(response.json()).toEqual({ status: false, message: "The request is nested too deeply." });
      }
    }
    // Brackets inside strings are text, not nesting.
    const text = await harness.app.inject({
      method: "POST",
      url: "/ajax/sms/campaign",
      headers: { token, "content-type": "application/json" },
      payload: JSON.stringify({ name: "Brackets", message: "[".repeat(3_000) }),
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toHaveProperty("message");
  });
});
