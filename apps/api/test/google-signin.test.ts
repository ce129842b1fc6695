import { describe, expect, it } from "vitest";
import type { GoogleSignInVerifier } from "../src/plugins/services/google-signin";
import { useServer } from "./harness";

const signIn = (harness: ReturnType<typeof useServer>, payload: unknown) =>
  harness.app.inject({ method: "POST", url: "/ajax/login/google_signin", payload: payload as object });

describe("POST /ajax/login/google_signin without a provider", () => {
  const harness = useServer();

  it("answers that Google sign-in is not enabled, whatever the body", async () => {
    for (const payload of [{ credential: "anything" }, {}, [1]]) {
      const response = await signIn(harness, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: false, message: "Google sign-in is not enabled." });
    }
  });
});

describe("POST /ajax/login/google_signin with a provider", () => {
  /** Stands in for Google: a credential `good:<email>` is a valid ID token for that email. */
  const google: GoogleSignInVerifier = {
    verify: async (credential) => (credential.startsWith("good:") ? { email: credential.slice(5) } : null),
  };
  const harness = useServer({}, { googleSignIn: google });

  it("signs a known user in like the password login", async () => {
    const response = await signIn(harness, { credential: "good:Owner@acme.test" });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ role_code: "account_owner", twofa_enabled: 0, token: expect.any(String) });
    const current = await harness.app.inject({
      method: "GET",
      url: "/ajax/settings/current_user",
      headers: { token: data.token },
    });
    expect(current.json().data).toMatchObject({ email: "owner@acme.test" });
  });

  it("sends a super admin on to two-factor", async () => {
    const response = await signIn(harness, { credential: "good:superadmin@sendline.test" });
    expect(response.json().data).toMatchObject({ role_code: "super_admin", twofa_enabled: 1 });
  });

  it("refuses an invalid credential, an unknown email and a missing credential", async () => {
    expect((await signIn(harness, { credential: "forged" })).json()).toEqual({
      status: false,
      message: "Google sign-in failed. Please try again.",
    });
    const unknown = await signIn(harness, { credential: "good:ghost@acme.test" });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({
      status: false,
      message: "No Sendline user has this Google account's email address.",
    });
    const missing = await signIn(harness, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      message: "Validation Error",
      errors: { credential: expect.any(Array) },
    });
  });
});
