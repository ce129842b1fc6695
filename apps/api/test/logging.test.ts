import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { loggedUrl } from "../src/plugins/logging";
import { sql } from "drizzle-orm";
import { hashToken } from "../src/lib/tokens";
import { CAPTCHA, lastOutboxMessage, PASSWORD, sessionFor, useServer } from "./harness";

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

describe("request logs", () => {
  const harness = useServer({ SEND_RATE_LIMIT_PER_MINUTE: "100" }, { logger: { stream } });

  it("hold no password, PIN or link token", async () => {
    const inject = harness.app.inject.bind(harness.app);
    await inject({
      method: "POST",
      url: "/ajax/login/verify",
      payload: { email: "owner@acme.test", password: PASSWORD, captcha_response: CAPTCHA },
    });
    const registered = await inject({
      method: "POST",
      url: "/public/signup/register",
      payload: {
        email: "log@newco.test",
        mobile: "639170000001",
        company_name: "Log Co",
        fname: "Lo",
        lname: "Gger",
        captcha_response: CAPTCHA,
      },
    });
    const { id, token } = registered.json().data;
    const message = await lastOutboxMessage(harness, { channel: "email", to: "log@newco.test" });
    const pin = /email code is (\d{6})/.exec(message.body)?.[1] ?? "";
    const setup = /(\/setup-account\/\S+)/.exec(message.body)?.[1] ?? "";
    await inject({ method: "GET", url: setup, headers: { accept: "text/html" } });
    await inject({ method: "GET", url: `/public/signup/register?id=${id}&token=${token}` });
    await inject({
      method: "POST",
      url: "/public/signup/verify_email",
      payload: { id, token, email_pin_code: pin },
    });

    const log = lines.join("");
    expect(log).toContain("/public/signup/verify_email");
    for (const secret of [PASSWORD, pin, token, "log@newco.test"]) expect(log).not.toContain(secret);
  });

  it("keeps only the first segment of a console page and drops every query", () => {
    expect(loggedUrl("/set-password/abc/def")).toBe("/set-password/…");
    expect(loggedUrl("/setup-account/1/tok?code=123456")).toBe("/setup-account/…");
    expect(loggedUrl("/login?next=%2F")).toBe("/login");
    expect(loggedUrl("/public/signup/register?id=1&token=t")).toBe("/public/signup/register");
  });
});

describe("error logs", () => {
  const errors: string[] = [];
  const errorStream = new Writable({
    write(chunk, _encoding, done) {
      errors.push(String(chunk));
      done();
    },
  });
  const harness = useServer({}, { logger: { stream: errorStream } });

  it("carry no SQL values, tokens or token hashes when a query fails", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const { db } = harness.database;
    await db.execute(sql`alter table login_attempts rename to login_attempts_away`);
    await db.execute(sql`alter table sessions rename column last_seen_at to last_seen_away`);
    try {
      const login = await harness.app.inject({
        method: "POST",
        url: "/ajax/login/verify",
        payload: { email: "owner@acme.test", password: PASSWORD, captcha_response: CAPTCHA },
      });
      expect(login.statusCode).toBe(500);
      const call = await harness.app.inject({
        method: "GET",
        url: "/ajax/account/details",
        headers: { token },
      });
      expect(call.statusCode).toBe(500);
    } finally {
      await db.execute(sql`alter table login_attempts_away rename to login_attempts`);
      await db.execute(sql`alter table sessions rename column last_seen_away to last_seen_at`);
    }

    const log = errors.join("");
    expect(log).toContain("database query failed");
    expect(log).toContain('"sqlstate":"42P01"');
    for (const secret of ["owner@acme.test", PASSWORD, token, hashToken(token)])
      expect(log).not.toContain(secret);
  });
});
