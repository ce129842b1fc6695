import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { accounts } from "../src/db/schema";
import { login, sessionFor, useServer } from "./harness";

/**
 * The only routes that answer without a session. Every other route the server registers must
 * refuse a missing, unknown, expired or logged-out token, so a new route that forgets
 * `authenticate` fails here.
 */
const PUBLIC_ROUTES = new Set([
  "GET /",
  "GET /api/health",
  "GET /config.json",
  "GET /ajax/login/attempts",
  "POST /ajax/login/verify",
  "POST /ajax/login/google_signin",
  // Logout ends the session its token names, if any; it must work with an expired token too.
  "POST /ajax/login/logout",
  "POST /ajax/login/forgot_password",
  "POST /ajax/login/reset_password",
  "POST /ajax/login/set_password",
  "POST /public/app/reset_password",
  // Two-factor calls carry the link token of a half-done login instead of a session.
  "POST /ajax/twofa_login_co/token_verify",
  "POST /ajax/twofa_login_co/twofa_generate",
  "POST /ajax/twofa_login_co/resend_pin_code",
  "POST /ajax/twofa_login_co/twofa_verify_code",
  "POST /ajax/twofa_login_co/twofa_verify",
  "GET /public/signup/register",
  "POST /public/signup/register",
  "POST /public/signup/verify_email",
  "POST /public/signup/verify_mobile",
  "POST /public/signup/resend_email_pin_code",
  "POST /public/signup/resend_mobile_pin_code",
  "GET /api/email-verifier",
  "POST /public/topup/verify_email_confirmation",
  // Public uploads (Viber images, email images) are read by anyone who has the address.
  "GET /uploader/public/:name",
  // An email's recipients reach these by their email's random token.
  "GET /public/email/open/:token",
  "GET /public/email/click/:token/:link",
  "GET /public/email/unsubscribe/:token",
  "POST /public/email/unsubscribe/:token",
  // The Viber provider's callbacks are authenticated by their signature (test/viber-http.test.ts).
  "POST /public/viber/callback",
  "POST /public/email/events",
  // The HTTP API is authenticated by an API key, not a session (test/credentials.test.ts).
  "POST /api/v1/sms/send",
  // Demo mode only.
  "GET /dev/outbox",
  "GET /dev/clock",
  "POST /dev/clock",
  "DELETE /dev/clock",
]);

/** Routes that read or write the data of one account, or of the signed-in user within it. */
const ACCOUNT_DATA_ROUTES = [
  "GET /ajax/settings/current_user",
  "PUT /ajax/settings/change_password",
  "GET /ajax/account/details",
  "GET /ajax/billing/pending_payment",
  "GET /api/access-control",
  "GET /api/access-control/smooch",
  "GET /ajax/the_user/permission",
  "GET /ajax/the_user/user_permission",
  "GET /admin/data/accounts",
];

const AUTHENTICATION_FAILED = { status: false, message: "Authentication Failed" };
const ACCESS_DENIED = { status: false, message: "Access Denied" };

describe("authentication and authorisation of every endpoint", () => {
  const harness = useServer();

  const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

  /** Every registered route except the public ones; HEAD follows its GET. */
  function protectedRoutes() {
    return harness.app.endpoints.filter(
      (route) =>
        !PUBLIC_ROUTES.has(key(route)) &&
        !(route.method === "HEAD" && PUBLIC_ROUTES.has(`GET ${route.url}`)) &&
        route.method !== "OPTIONS",
    );
  }

  const call = (route: { method: string; url: string }, headers: Record<string, string> = {}) =>
    harness.app.inject({
      method: route.method as InjectOptions["method"],
      url: route.url.replace(/:(\w+)/g, "1"),
      headers,
      ...(["POST", "PUT", "PATCH", "DELETE"].includes(route.method) && { payload: {} }),
    });

  async function expectRefused(token: string | undefined, expected: object, status: number) {
    for (const route of protectedRoutes()) {
      const response = await call(route, token ? { token } : {});
      expect(response.statusCode, key(route)).toBe(status);
      if (route.method !== "HEAD") expect(response.json(), key(route)).toEqual(expected);
    }
  }

  it("keeps the allow-list honest: every public route exists, and the protected list is not empty", () => {
    const registered = new Set(harness.app.endpoints.map(key));
    for (const route of PUBLIC_ROUTES) expect(registered, route).toContain(route);
    const protectedKeys = protectedRoutes().map(key);
    for (const route of ACCOUNT_DATA_ROUTES) expect(protectedKeys).toContain(route);
  });

  it("answers 401 Authentication Failed without a token or with an unknown one", async () => {
    await expectRefused(undefined, AUTHENTICATION_FAILED, 401);
    await expectRefused("made-up-token", AUTHENTICATION_FAILED, 401);
  });

  it("answers 401 Authentication Failed with a logged-out token", async () => {
    const token = await login(harness, "owner@acme.test");
    await harness.app.inject({ method: "POST", url: "/ajax/login/logout", headers: { token } });
    await expectRefused(token, AUTHENTICATION_FAILED, 401);
  });

  it("answers 401 Authentication Failed with an expired token", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    harness.clock.advanceMinutes(harness.config.sessionExpiryMinutes + 1);
    await expectRefused(token, AUTHENTICATION_FAILED, 401);
  });

  it("answers 403 Access Denied when an account user names another account", async () => {
    const rows = await harness.database.db.select().from(accounts);
    const trial = rows.find((row) => row.code === "trial")?.id ?? 0;
    const token = await sessionFor(harness, "agent@acme.test");
    for (const accountId of [String(trial), "9999", "0", "1; drop table users", "-1"]) {
      for (const route of protectedRoutes()) {
        const response = await call(route, { token, "account-id": accountId });
        expect(response.statusCode, `${key(route)} with Account-Id ${accountId}`).toBe(403);
        if (route.method !== "HEAD") expect(response.json()).toEqual(ACCESS_DENIED);
      }
    }
    // Five calls to every protected endpoint.
  }, 60_000);

  it("lets staff select any account but refuses account users the staff-only data", async () => {
    const rows = await harness.database.db.select().from(accounts);
    const trial = rows.find((row) => row.code === "trial")?.id ?? 0;
    const acme = rows.find((row) => row.code === "acme")?.id ?? 0;
    const staff = await sessionFor(harness, "staff@sendline.test");
    for (const [accountId, name] of [
      [trial, "Trial Company"],
      [acme, "Acme Corporation"],
    ] as const) {
      const response = await call(
        { method: "GET", url: "/ajax/account/details" },
        { token: staff, "account-id": String(accountId) },
      );
      expect(response.json().data).toMatchObject({ id: accountId, name });
    }
    for (const accountId of ["99999999999", "1.5", "abc"]) {
      const response = await call(
        { method: "GET", url: "/ajax/account/details" },
        { token: staff, "account-id": accountId },
      );
      expect(response.statusCode, accountId).toBe(403);
    }
    const owner = await sessionFor(harness, "owner@acme.test");
    const own = await call(
      { method: "GET", url: "/ajax/account/details" },
      { token: owner, "account-id": String(acme) },
    );
    expect(own.json().data).toMatchObject({ id: acme });
    const admin = await call(
      { method: "GET", url: "/admin/data/accounts" },
      { token: owner, "account-id": String(acme) },
    );
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual(ACCESS_DENIED);
  });
});
