import { describe, expect, it } from "vitest";
import { CAPTCHA, outboxMessages, sessionFor, useServer } from "./harness";

const PUBLIC_URL = "https://console.sendline.example/app";
const LINK_PATHS = /(\S*)\/(top-up-verify|reset-password|set-password|setup-account)\//g;

describe("links in emails", () => {
  const harness = useServer({ PUBLIC_URL });

  it("are absolute addresses on PUBLIC_URL: top-up, password reset, invitation and signup", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    // The seeded messages were written before this server's configuration was known.
    const seeded = (await outboxMessages(harness)).length;
    const post = (url: string, payload: object, token?: string) =>
      harness.app.inject({ method: "POST", url, payload, ...(token && { headers: { token } }) });
    expect(
      (await post("/ajax/billing/top_up", { amount: 500, provider: "bank_transfer" }, owner)).statusCode,
    ).toBe(200);
    expect((await post("/ajax/login/forgot_password", { email: "agent@acme.test" })).statusCode).toBe(200);
    const roles = (
      await harness.app.inject({
        method: "GET",
        url: "/ajax/settings/users/roles",
        headers: { token: owner },
      })
    ).json();
    const invited = await post(
      "/ajax/settings/users",
      { fname: "Nina", lname: "New", email: "nina@acme.test", role_id: roles.data[0].id },
      owner,
    );
    expect(invited.statusCode, invited.body).toBe(200);
    const signup = await post("/public/signup/register", {
      email: "nina@newco.test",
      mobile: "639171112222",
      company_name: "Newco",
      fname: "Nina",
      lname: "Newman",
      captcha_response: CAPTCHA,
    });
    expect(signup.statusCode, signup.body).toBe(200);

    const messages = await outboxMessages(harness);
    const links = messages
      .slice(0, messages.length - seeded)
      .filter((message) => message.channel === "email")
      .flatMap((message) => [...message.body.matchAll(LINK_PATHS)].map((match) => [match[2], match[1]]));
    expect(new Set(links.map(([kind]) => kind))).toEqual(
      new Set(["top-up-verify", "reset-password", "set-password", "setup-account"]),
    );
    for (const [kind, origin] of links) expect(origin, kind).toBe(PUBLIC_URL);
  });
});
