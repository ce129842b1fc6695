import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, users } from "../src/db/schema";
import { PASSWORD_ALREADY_USED } from "../src/modules/auth/password";
import {
  EMAIL_IN_USE,
  MOBILE_MISSING,
  PIN_EXPIRED,
  PIN_INVALID,
  VERIFY_MOBILE_FIRST,
} from "../src/modules/settings/profile";
import {
  CANNOT_CHANGE_OWN_ROLE,
  CANNOT_DISABLE_SELF,
  CHOOSE_A_ROLE,
  ENABLE_FIRST,
  PASSWORD_ALREADY_SET,
  USER_NOT_FOUND,
} from "../src/modules/settings/users";
import {
  CAPTCHA,
  PASSWORD,
  connectSocket,
  lastOutboxMessage,
  login,
  outboxMessages,
  sessionFor,
  useServer,
  type Harness,
} from "./harness";

type Method = "GET" | "POST" | "PUT";

function caller(harness: Harness) {
  return async (token: string, method: Method, url: string, payload?: object) => {
    const response = await harness.app.inject({
      method,
      url,
      headers: { token },
      ...(payload && { payload }),
    });
    return { statusCode: response.statusCode, body: response.json() };
  };
}

async function userId(harness: Harness, email: string) {
  const [user] = await harness.database.db.select().from(users).where(eq(users.email, email));
  return user!.id;
}

const profile = { fname: "Olive", lname: "Owner", email: "owner@acme.test", mobile: "639171234567" };

describe("profile", () => {
  const harness = useServer();
  const call = caller(harness);

  it("saves the name, email and mobile; a new mobile is unverified", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const saved = await call(token, "PUT", "/ajax/settings/profile", { ...profile, mobile: "+639171234567" });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data).toEqual({ ...profile, validated_mobile: 0, twofa_enabled: 0 });
    const current = await call(token, "GET", "/ajax/settings/current_user");
    expect(current.body.data).toMatchObject({ fname: "Olive", mobile: "639171234567", validated_mobile: 0 });
  });

  it("refuses an empty name, a malformed email and another user's email, with field errors", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const invalid = await call(token, "PUT", "/ajax/settings/profile", {
      ...profile,
      fname: " ",
      email: "nope",
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.body.errors).toMatchObject({
      fname: ["This is a required field."],
      email: ["Enter a valid email address."],
    });
    const taken = await call(token, "PUT", "/ajax/settings/profile", {
      ...profile,
      email: "agent@acme.test",
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.body.errors).toEqual({ email: [EMAIL_IN_USE] });
  });

  it("verifies the mobile with a PIN sent by SMS, then allows two-factor sign-in", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const early = await call(token, "PUT", "/ajax/settings/twofa", { twofa_enabled: true });
    expect(early.statusCode).toBe(422);
    expect(early.body.errors).toEqual({ twofa_enabled: [VERIFY_MOBILE_FIRST] });
    expect((await call(token, "POST", "/ajax/settings/mobile/send_pin")).body.message).toBe(MOBILE_MISSING);

    await call(token, "PUT", "/ajax/settings/profile", profile);
    expect((await call(token, "POST", "/ajax/settings/mobile/send_pin")).statusCode).toBe(200);
    const sms = await lastOutboxMessage(harness, { channel: "sms", to: "639171234567" });
    const pin = /\b(\d{6})\b/.exec(sms.body)![1]!;
    const wrong = await call(token, "POST", "/ajax/settings/mobile/verify", {
      pincode: pin === "000000" ? "111111" : "000000",
    });
    expect(wrong.body.errors).toEqual({ pincode: [PIN_INVALID] });
    const verified = await call(token, "POST", "/ajax/settings/mobile/verify", { pincode: pin });
    expect(verified.body.data.validated_mobile).toBe(1);

    const on = await call(token, "PUT", "/ajax/settings/twofa", { twofa_enabled: true });
    expect(on.body.data.twofa_enabled).toBe(1);
    const signIn = await harness.app.inject({
      method: "POST",
      url: "/ajax/login/verify",
      payload: { email: "owner@acme.test", password: PASSWORD, captcha_response: CAPTCHA },
    });
    expect(signIn.json().data).toMatchObject({ twofa_enabled: 1, mobile_twofa: "1" });

    // A new number needs verifying again and turns two-factor off until then.
    const changed = await call(token, "PUT", "/ajax/settings/profile", {
      ...profile,
      mobile: "639170000000",
    });
    expect(changed.body.data).toMatchObject({ validated_mobile: 0, twofa_enabled: 0 });
  });

  it("refuses even the right PIN once the wrong ones reach the retry limit", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    await call(token, "PUT", "/ajax/settings/profile", profile);
    await call(token, "POST", "/ajax/settings/mobile/send_pin");
    const sms = await lastOutboxMessage(harness, { channel: "sms", to: "639171234567" });
    const pin = /\b(\d{6})\b/.exec(sms.body)![1]!;
    const wrong = pin === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < harness.config.twoFactor.maxRetries; attempt++) {
      await call(token, "POST", "/ajax/settings/mobile/verify", { pincode: wrong });
    }
    const refused = await call(token, "POST", "/ajax/settings/mobile/verify", { pincode: pin });
    expect(refused.body.errors).toEqual({ pincode: [PIN_EXPIRED] });
    harness.clock.advanceMinutes(1);
    await call(token, "POST", "/ajax/settings/mobile/send_pin");
    const fresh = /\b(\d{6})\b/.exec(
      (await lastOutboxMessage(harness, { channel: "sms", to: "639171234567" })).body,
    )![1]!;
    expect((await call(token, "POST", "/ajax/settings/mobile/verify", { pincode: fresh })).statusCode).toBe(
      200,
    );
  });

  it("changes the password with the rule and refuses the password already used", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const weak = await call(token, "PUT", "/ajax/settings/change_password", {
      current_password: PASSWORD,
      password: "short",
      password_confirmation: "short",
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.body.errors.password.length).toBeGreaterThan(0);
    const same = await call(token, "PUT", "/ajax/settings/change_password", {
      current_password: PASSWORD,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(same.body.errors).toEqual({ password: [PASSWORD_ALREADY_USED] });
  });

  it("changes the account's time zone for users with the business-hours screen only", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const bad = await call(owner, "PUT", "/ajax/settings/timezone", { timezone_name: "Mars/Olympus" });
    expect(bad.body.errors).toEqual({ timezone_name: ["Choose a time zone."] });
    const saved = await call(owner, "PUT", "/ajax/settings/timezone", { timezone_name: "Asia/Tokyo" });
    expect(saved.body.data).toEqual({ timezone_name: "Asia/Tokyo" });
    expect((await call(owner, "GET", "/ajax/account/details")).body.data.timezone_name).toBe("Asia/Tokyo");
    const agent = await sessionFor(harness, "agent@acme.test");
    expect((await call(agent, "PUT", "/ajax/settings/timezone", { timezone_name: "UTC" })).statusCode).toBe(
      403,
    );
  });
});

describe("users of the account", () => {
  const harness = useServer();
  const call = caller(harness);
  const invite = { fname: "Nina", lname: "New", email: "nina@acme.test", role_id: 0 };

  async function roleId(token: string, code: string) {
    const roles = (await call(token, "GET", "/ajax/settings/users/roles")).body.data as {
      id: number;
      code: string;
    }[];
    return roles.find((role) => role.code === code)!.id;
  }

  it("lists only the account's own users, with search", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const list = await call(owner, "GET", "/ajax/settings/users/list?sort_column=email&sort_direction=asc");
    expect(list.statusCode).toBe(200);
    const emails = (list.body.data.data as { email: string }[]).map((user) => user.email);
    expect(emails).toEqual([...emails].sort());
    expect(emails).toContain("agent@acme.test");
    expect(emails).not.toContain("trial@trial.test");
    expect(emails).not.toContain("staff@sendline.test");
    const found = await call(owner, "GET", "/ajax/settings/users/list?keyword=adam");
    expect(found.body.data.data).toEqual([expect.objectContaining({ email: "agent@acme.test" })]);
    expect((await call(owner, "GET", "/ajax/settings/users/list?filter[nope]=1")).statusCode).toBe(422);
  });

  it("refuses users without manage_users with 403", async () => {
    const agent = await sessionFor(harness, "agent@acme.test");
    expect((await call(agent, "GET", "/ajax/settings/users/list")).statusCode).toBe(403);
    expect((await call(agent, "POST", "/ajax/settings/users", { ...invite, role_id: 1 })).statusCode).toBe(
      403,
    );
    const owner = await userId(harness, "owner@acme.test");
    expect(
      (await call(agent, "PUT", `/ajax/settings/users/${owner}`, { user_status: "disabled" })).statusCode,
    ).toBe(403);
  });

  it("lets a super admin manage the account they select, and no account without one", async () => {
    const admin = await sessionFor(harness, "superadmin@sendline.test");
    expect((await call(admin, "GET", "/ajax/settings/users/list")).statusCode).toBe(403);
    const [acme] = await harness.database.db.select().from(accounts).where(eq(accounts.code, "acme"));
    const listed = await harness.app.inject({
      method: "GET",
      url: "/ajax/settings/users/list",
      headers: { token: admin, "account-id": String(acme!.id) },
    });
    expect(listed.statusCode).toBe(200);
    const emails = listed.json().data.data.map((user: { email: string }) => user.email);
    expect(emails).toContain("owner@acme.test");
    expect(emails).not.toContain("superadmin@sendline.test");
  });

  it("answers 404 for another account's user", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const other = await userId(harness, "trial@trial.test");
    const refused = await call(owner, "PUT", `/ajax/settings/users/${other}`, { user_status: "disabled" });
    expect(refused.statusCode).toBe(404);
    expect(refused.body.message).toBe(USER_NOT_FOUND);
    const [trialUser] = await harness.database.db.select().from(users).where(eq(users.id, other));
    expect(trialUser!.status).toBe("active");
  });

  it("invites a user who sets a password from the emailed link and signs in; disabling ends it", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const userRole = await roleId(owner, "account_user");
    const invited = await call(owner, "POST", "/ajax/settings/users", { ...invite, role_id: userRole });
    expect(invited.statusCode).toBe(200);
    expect(invited.body.data).toMatchObject({
      email: "nina@acme.test",
      role_code: "account_user",
      password_set: false,
    });

    const mail = await lastOutboxMessage(harness, { channel: "email", to: "nina@acme.test" });
    const [, code, token] = /\/set-password\/([\w-]+)\/([\w-]+)/.exec(mail.body)!;
    const newPassword = "Welcome#Nina2026";
    const set = await harness.app.inject({
      method: "POST",
      url: "/ajax/login/set_password",
      payload: { code, token, password: newPassword, password_confirmation: newPassword },
    });
    expect(set.json().status).toBe(true);
    const session = await login(harness, "nina@acme.test", newPassword);
    expect((await call(session, "GET", "/ajax/settings/current_user")).body.data.account_id).toBe(
      (await call(owner, "GET", "/ajax/account/details")).body.data.id,
    );

    const id = invited.body.data.id as number;
    const disabled = await call(owner, "PUT", `/ajax/settings/users/${id}`, { user_status: "disabled" });
    expect(disabled.body.data.user_status).toBe("disabled");
    expect((await call(session, "GET", "/ajax/settings/current_user")).statusCode).toBe(401);
    await expect(login(harness, "nina@acme.test", newPassword)).rejects.toThrow();

    await call(owner, "PUT", `/ajax/settings/users/${id}`, { user_status: "active" });
    await expect(login(harness, "nina@acme.test", newPassword)).resolves.toBeTypeOf("string");
  });

  it("emails the invitation again while the password is not set, and only then", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const userRole = await roleId(owner, "account_user");
    const invited = await call(owner, "POST", "/ajax/settings/users", { ...invite, role_id: userRole });
    const id = invited.body.data.id as number;
    const links = async () =>
      (await outboxMessages(harness)).filter(
        (message) => message.to === "nina@acme.test" && message.body.includes("/set-password/"),
      ).length;
    expect(await links()).toBe(1);
    const again = await call(owner, "POST", `/ajax/settings/users/${id}/invitation`);
    expect(again.statusCode).toBe(200);
    expect(await links()).toBe(2);

    await call(owner, "PUT", `/ajax/settings/users/${id}`, { user_status: "disabled" });
    const disabled = await call(owner, "POST", `/ajax/settings/users/${id}/invitation`);
    expect(disabled.body.message).toBe(ENABLE_FIRST);

    const agentId = await userId(harness, "agent@acme.test");
    const set = await call(owner, "POST", `/ajax/settings/users/${agentId}/invitation`);
    expect(set.statusCode).toBe(409);
    expect(set.body.message).toBe(PASSWORD_ALREADY_SET);
    const other = await userId(harness, "trial@trial.test");
    expect((await call(owner, "POST", `/ajax/settings/users/${other}/invitation`)).statusCode).toBe(404);
    const agent = await sessionFor(harness, "agent@acme.test");
    expect((await call(agent, "POST", `/ajax/settings/users/${id}/invitation`)).statusCode).toBe(403);
    expect(await links()).toBe(2);
  });

  it("closes a disabled user's realtime sockets", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const agentToken = await sessionFor(harness, "agent@acme.test");
    const socket = await connectSocket(harness, { token: agentToken });
    try {
      const closed = new Promise<string>((done) => socket.once("disconnect", (reason) => done(reason)));
      const agentId = await userId(harness, "agent@acme.test");
      await call(owner, "PUT", `/ajax/settings/users/${agentId}`, { user_status: "disabled" });
      await expect(closed).resolves.toBe("io server disconnect");
    } finally {
      socket.disconnect();
    }
  });

  it("refuses a taken email, a staff role, and disabling or re-roling oneself", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const userRole = await roleId(owner, "account_user");
    const taken = await call(owner, "POST", "/ajax/settings/users", {
      ...invite,
      email: "AGENT@acme.test",
      role_id: userRole,
    });
    expect(taken.body.errors).toEqual({ email: [EMAIL_IN_USE] });
    const [staffRole] = await harness.database.db
      .select()
      .from(users)
      .where(eq(users.email, "staff@sendline.test"));
    const staff = await call(owner, "POST", "/ajax/settings/users", {
      ...invite,
      role_id: staffRole!.roleId,
    });
    expect(staff.body.errors).toEqual({ role_id: [CHOOSE_A_ROLE] });
    const missing = await call(owner, "POST", "/ajax/settings/users", { fname: "", email: "x" });
    expect(missing.statusCode).toBe(422);
    expect(missing.body.errors).toMatchObject({ fname: ["This is a required field."] });

    const me = await userId(harness, "owner@acme.test");
    const self = await call(owner, "PUT", `/ajax/settings/users/${me}`, { user_status: "disabled" });
    expect(self.body.message).toBe(CANNOT_DISABLE_SELF);
    const demote = await call(owner, "PUT", `/ajax/settings/users/${me}`, { role_id: userRole });
    expect(demote.body.message).toBe(CANNOT_CHANGE_OWN_ROLE);
  });

  it("changes another user's role among the account's roles", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const agentId = await userId(harness, "agent@acme.test");
    const ownerRole = await roleId(owner, "account_owner");
    const changed = await call(owner, "PUT", `/ajax/settings/users/${agentId}`, { role_id: ownerRole });
    expect(changed.body.data).toMatchObject({ role_code: "account_owner", user_status: "active" });
    const agent = await sessionFor(harness, "agent@acme.test");
    expect((await call(agent, "GET", "/ajax/settings/users/list")).statusCode).toBe(200);
  });
});

describe("business hours", () => {
  const harness = useServer();
  const call = caller(harness);
  const closedWeek = Object.fromEntries(
    ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"].map((day) => [
      day,
      { enabled: day === "monday", wholeDay: false, start: "09:00", end: "17:00" },
    ]),
  );

  it("stores the week for the account and refuses an end before its start", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const saved = await call(owner, "PUT", "/ajax/settings/business_hours", { business_hours: closedWeek });
    expect(saved.statusCode).toBe(200);
    const agent = await sessionFor(harness, "agent@acme.test");
    expect((await call(agent, "GET", "/ajax/settings/business_hours")).body.data.business_hours).toEqual(
      closedWeek,
    );
    expect(
      (await call(agent, "PUT", "/ajax/settings/business_hours", { business_hours: null })).statusCode,
    ).toBe(403);
    const backwards = {
      ...closedWeek,
      monday: { enabled: true, wholeDay: false, start: "17:00", end: "09:00" },
    };
    const refused = await call(owner, "PUT", "/ajax/settings/business_hours", { business_hours: backwards });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.body.errors)).toContain("business_hours.monday.end");
    const [acme] = await harness.database.db.select().from(accounts).where(eq(accounts.code, "acme"));
    expect(acme!.businessHours).toEqual(closedWeek);
  });
});
