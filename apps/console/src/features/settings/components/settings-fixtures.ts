import type { AccountRole, AccountUser } from "../api/users";
import type { FakeCall, FakeRoutes } from "../../../testing/fake-api";
import { onePage } from "../../../testing/list-page";

export const ROLES: AccountRole[] = [
  { id: 3, code: "account_owner", name: "Account Owner" },
  { id: 4, code: "account_user", name: "Account User" },
];

const user = (
  overrides: Partial<AccountUser> & Pick<AccountUser, "id" | "fname" | "email">,
): AccountUser => ({
  lname: "",
  mobile: null,
  role_id: 4,
  role_code: "account_user",
  role_name: "Account User",
  user_status: "active",
  password_set: true,
  date_created: "2026-05-01T09:00:00.000Z",
  ...overrides,
});

export const USERS: AccountUser[] = [
  user({
    id: 3,
    fname: "Olivia",
    lname: "Owner",
    email: "owner@acme.test",
    role_id: 3,
    role_code: "account_owner",
    role_name: "Account Owner",
  }),
  user({ id: 4, fname: "Adam", lname: "Agent", email: "agent@acme.test" }),
  user({ id: 7, fname: "Nina", lname: "New", email: "nina@acme.test", password_set: false }),
  user({ id: 8, fname: "Dora", lname: "Gone", email: "dora@acme.test", user_status: "disabled" }),
];

/** A fake users API over a list that the invite and update calls change. */
export function fakeUsers(start: AccountUser[] = USERS): FakeRoutes {
  let rows = [...start];
  return {
    "GET /ajax/settings/users/list": () => ({ data: onePage(rows) }),
    "GET /ajax/settings/users/roles": { data: ROLES },
    "POST /ajax/settings/users": (call: FakeCall) => {
      const body = call.body as { fname: string; lname: string; email: string; role_id: number };
      if (rows.some((row) => row.email === body.email))
        return {
          fail: 422,
          message: "Validation Error",
          errors: { email: ["This email address is already in use."] },
        };
      const role = ROLES.find((entry) => entry.id === body.role_id)!;
      const created = user({
        ...body,
        id: 20,
        role_code: role.code,
        role_name: role.name,
        password_set: false,
      });
      rows = [created, ...rows];
      return { data: created, message: `An invitation was emailed to ${body.email}.` };
    },
    "POST /ajax/settings/users/:id/invitation": (call: FakeCall) => {
      const found = rows.find((row) => row.id === Number(call.path.split("/").at(-2)));
      if (!found) return { fail: 404, message: "User not found" };
      return { data: found, message: `The invitation was emailed again to ${found.email}.` };
    },
    "PUT /ajax/settings/users/:id": (call: FakeCall) => {
      const id = Number(call.path.split("/").at(-1));
      const body = call.body as { role_id?: number; user_status?: "active" | "disabled" };
      const found = rows.find((row) => row.id === id);
      if (!found) return { fail: 404, message: "User not found" };
      const role = ROLES.find((entry) => entry.id === (body.role_id ?? found.role_id))!;
      const next = { ...found, ...body, role_id: role.id, role_code: role.code, role_name: role.name };
      rows = rows.map((row) => (row.id === id ? next : row));
      return { data: next };
    },
  };
}
