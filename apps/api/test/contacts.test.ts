import { describe, expect, it } from "vitest";
import { addContactGroup } from "./contact-fixtures";
import { sessionFor, useServer } from "./harness";

interface GroupRow {
  id: number;
  name: string;
  valid_contacts: number;
  unsubscribed: number;
}
interface ContactRow {
  id: number;
  mobile: string;
  subscribed: boolean;
  date_unsubscribed: string | null;
}

describe("the phonebook", () => {
  const harness = useServer();
  const call = async (
    token: string,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: object,
  ) => harness.app.inject({ method, url, headers: { token }, ...(payload && { payload }) });

  it("lists the account's groups with their contact counts, searchable and paged", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const answer = (
      await call(token, "GET", "/ajax/phonebook/groups/list?sort_column=name&sort_direction=asc")
    ).json();
    expect(answer).toMatchObject({ status: true, data: { page: 1, page_size: 10, total_pages: 1 } });
    const all = answer.data;
    expect(
      all.data.map((group: { name: string; valid_contacts: number }) => [group.name, group.valid_contacts]),
    ).toEqual([
      ["Loyalty members", 40],
      ["Newsletter readers", 12],
      ["QA inboxes", 2],
      ["QA phones", 2],
      ["VIP customers", 8],
    ]);
    const found = (await call(token, "GET", "/ajax/phonebook/groups/list?keyword=vip")).json().data;
    expect(found.data.map((group: { name: string }) => group.name)).toEqual(["VIP customers"]);
    const tests = (await call(token, "GET", "/ajax/phonebook/groups/list?filter[is_test]=1")).json().data;
    expect(tests.data.map((group: { name: string }) => group.name)).toEqual(["QA inboxes", "QA phones"]);
  });

  it("creates, checks, renames and deletes a group, refusing a name the account has", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const created = await call(token, "POST", "/ajax/phonebook/groups", { name: "Walk-ins" });
    expect(created.json()).toMatchObject({
      status: true,
      data: { name: "Walk-ins", contact_type: "sms", valid_contacts: 0 },
    });
    const id = created.json().data.id as number;
    expect((await call(token, "GET", "/ajax/phonebook/groupsearch?name=walk-ins")).json().data).toEqual({
      exists: true,
      id,
    });
    expect((await call(token, "GET", "/ajax/phonebook/groupsearch?name=Nobody")).json().data).toEqual({
      exists: false,
      id: null,
    });

    const taken = await call(token, "POST", "/ajax/phonebook/groups", { name: "vip customers" });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({
      status: false,
      errors: { name: ["A group of that name exists already."] },
    });
    const renamed = await call(token, "PUT", `/ajax/phonebook/groups/${id}`, { name: "Walk-in customers" });
    expect(renamed.json().data.name).toBe("Walk-in customers");

    expect((await call(token, "DELETE", "/ajax/phonebook/groups", { id: [id] })).json()).toMatchObject({
      status: true,
    });
    expect((await call(token, "GET", `/ajax/phonebook/groups/${id}/contacts/list`)).statusCode).toBe(404);
  });

  it("lists a group's contacts, searchable by number or name", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const groups = (await call(token, "GET", "/ajax/phonebook/groups/list?keyword=VIP")).json().data.data;
    const page = (
      await call(token, "GET", `/ajax/phonebook/groups/${groups[0].id}/contacts/list?page_size=5`)
    ).json().data;
    expect(page).toMatchObject({ total_pages: 2, has_next: true });
    expect(page.data).toHaveLength(5);
    const number = page.data[0].mobile as string;
    const found = (
      await call(
        token,
        "GET",
        `/ajax/phonebook/groups/${groups[0].id}/contacts/list?keyword=${number.slice(-6)}`,
      )
    ).json().data;
    expect(found.data.map((contact: { mobile: string }) => contact.mobile)).toContain(number);
  });

  it("keeps another account's groups out of reach, all or nothing", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const trial = await sessionFor(harness, "trial@trial.test");
    const acmeGroup = (await call(owner, "GET", "/ajax/phonebook/groups/list")).json().data.data[0]
      .id as number;
    const trialGroup = (await call(trial, "GET", "/ajax/phonebook/groups/list")).json().data.data[0]
      .id as number;
    expect((await call(trial, "GET", `/ajax/phonebook/groups/${acmeGroup}/contacts/list`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(trial, "PUT", `/ajax/phonebook/groups/${acmeGroup}`, { name: "Mine now" })).statusCode,
    ).toBe(404);
    const mixed = await call(trial, "DELETE", "/ajax/phonebook/groups", { id: [trialGroup, acmeGroup] });
    expect(mixed.statusCode).toBe(404);
    // Nothing was deleted, the trial's own group included.
    expect((await call(trial, "GET", `/ajax/phonebook/groups/${trialGroup}/contacts/list`)).statusCode).toBe(
      200,
    );
    expect((await call(owner, "GET", `/ajax/phonebook/groups/${acmeGroup}/contacts/list`)).statusCode).toBe(
      200,
    );
    // The name check sees only the caller's own groups.
    expect(
      (await call(trial, "GET", "/ajax/phonebook/groupsearch?name=VIP customers")).json().data.exists,
    ).toBe(false);
  });

  const groupNamed = async (token: string, name: string) =>
    (await call(token, "GET", `/ajax/phonebook/groups/list?keyword=${encodeURIComponent(name)}`)).json().data
      .data[0] as GroupRow;
  const contactsOf = async (token: string, groupId: number, query = "") =>
    (await call(token, "GET", `/ajax/phonebook/groups/${groupId}/contacts/list?${query}`)).json().data
      .data as ContactRow[];

  it("unsubscribes a contact and subscribes it again, counted on its group", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const vip = await groupNamed(token, "VIP customers");
    expect(vip).toMatchObject({ valid_contacts: 8, unsubscribed: 0 });
    const [first, second] = await contactsOf(token, vip.id);
    expect(first).toMatchObject({ subscribed: true, date_unsubscribed: null });

    const off = await call(token, "PUT", `/ajax/phonebook/contacts/${first!.id}/subscription`, {
      subscribed: false,
    });
    expect(off.json()).toMatchObject({
      status: true,
      message: "Contact unsubscribed.",
      data: { id: first!.id, subscribed: false, date_unsubscribed: "2026-06-01T09:00:00.000Z" },
    });
    // Unsubscribing again keeps the date the contact first asked.
    harness.clock.advanceMinutes(5);
    await call(token, "PUT", `/ajax/phonebook/contacts/${first!.id}/subscription`, { subscribed: false });
    expect(await groupNamed(token, "VIP customers")).toMatchObject({ valid_contacts: 8, unsubscribed: 1 });
    expect(await contactsOf(token, vip.id, "filter[subscribed]=0")).toEqual([
      expect.objectContaining({ id: first!.id, date_unsubscribed: "2026-06-01T09:00:00.000Z" }),
    ]);
    expect((await contactsOf(token, vip.id, "filter[subscribed]=1")).map((row) => row.id)).not.toContain(
      first!.id,
    );
    expect((await contactsOf(token, vip.id)).find((row) => row.id === second!.id)?.subscribed).toBe(true);

    const on = await call(token, "PUT", `/ajax/phonebook/contacts/${first!.id}/subscription`, {
      subscribed: true,
    });
    expect(on.json()).toMatchObject({
      message: "Contact subscribed again.",
      data: { subscribed: true, date_unsubscribed: null },
    });
    expect(await groupNamed(token, "VIP customers")).toMatchObject({ unsubscribed: 0 });
  });

  it("refuses a malformed subscription change with the validation envelope", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const vip = await groupNamed(token, "VIP customers");
    const [contact] = await contactsOf(token, vip.id);
    for (const payload of [{ subscribed: "no" }, {}, { subscribed: false, extra: 1 }]) {
      const response = await call(
        token,
        "PUT",
        `/ajax/phonebook/contacts/${contact!.id}/subscription`,
        payload,
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status: false, message: "Validation Error" });
    }
    const badId = await call(token, "PUT", "/ajax/phonebook/contacts/abc/subscription", {
      subscribed: false,
    });
    expect(badId.statusCode).toBe(422);
    expect(badId.json().status).toBe(false);
  });

  it("deletes contacts all or nothing, and only the account's own", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const trial = await sessionFor(harness, "trial@trial.test");
    const vip = await groupNamed(owner, "VIP customers");
    const [one, two] = await contactsOf(owner, vip.id);
    const pilot = (await call(trial, "GET", "/ajax/phonebook/groups/list?keyword=Pilot")).json().data.data[0]
      .id;
    const [theirs] = await contactsOf(trial, pilot);

    // Another account's contact is out of reach, to change or to delete.
    const foreign = await call(trial, "PUT", `/ajax/phonebook/contacts/${one!.id}/subscription`, {
      subscribed: false,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ status: false, message: "Contact not found" });
    const mixed = await call(trial, "DELETE", "/ajax/phonebook/contacts", { id: [theirs!.id, one!.id] });
    expect(mixed.statusCode).toBe(404);
    expect(await contactsOf(trial, pilot)).toHaveLength(5);
    expect(await contactsOf(owner, vip.id)).toHaveLength(8);
    expect(
      (await call(owner, "DELETE", "/ajax/phonebook/contacts", { id: [one!.id, 2_147_483_648] })).statusCode,
    ).toBe(422);

    const deleted = await call(owner, "DELETE", "/ajax/phonebook/contacts", { id: [one!.id, two!.id] });
    expect(deleted.json()).toEqual({ status: true, message: "2 contacts deleted.", data: null });
    expect(await groupNamed(owner, "VIP customers")).toMatchObject({ valid_contacts: 6 });
    expect((await call(owner, "DELETE", "/ajax/phonebook/contacts", { id: [] })).statusCode).toBe(422);
  });

  it("answers the account's custom fields and the fields a message can use", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const trial = await sessionFor(harness, "trial@trial.test");
    const fields = async (token: string) => (await call(token, "GET", "/ajax/data/custom_fields")).json();
    expect(await fields(owner)).toEqual({
      status: true,
      data: { custom_fields: [], profileable_custom_fields: ["first_name", "last_name", "mobile", "email"] },
    });

    await addContactGroup(harness, "acme", "Branch customers", [
      { mobile: "639171110001", first: "Ana", fields: { plan: "gold", city: "Makati" } },
      { mobile: "639171110002", first: "Ben", fields: { city: "Cebu", branch: "IT Park" } },
    ]);
    await addContactGroup(harness, "trial", "Secret list", [
      { mobile: "639171110003", first: "Cy", fields: { secret_code: "x" } },
    ]);
    expect((await fields(owner)).data).toEqual({
      custom_fields: ["branch", "city", "plan"],
      profileable_custom_fields: ["first_name", "last_name", "mobile", "email", "branch", "city", "plan"],
    });
    expect((await fields(trial)).data.custom_fields).toEqual(["secret_code"]);
  });

  it("answers one group with the custom fields of its own contacts", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const trial = await sessionFor(harness, "trial@trial.test");
    const branch = await addContactGroup(harness, "acme", "Branch customers", [
      { mobile: "639171110001", first: "Ana", fields: { plan: "gold", city: "Makati" } },
    ]);
    await addContactGroup(harness, "acme", "Others", [{ mobile: "639171110002", fields: { branch: "x" } }]);
    expect((await call(owner, "GET", `/ajax/phonebook/groups/${branch}`)).json()).toEqual({
      status: true,
      data: {
        id: branch,
        name: "Branch customers",
        contact_type: "sms",
        is_test: false,
        valid_contacts: 1,
        unsubscribed: 0,
        date_created: "2026-06-01T09:00:00.000Z",
        custom_fields: ["city", "plan"],
      },
    });
    const foreign = await call(trial, "GET", `/ajax/phonebook/groups/${branch}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ status: false, message: "Contact group not found" });
  });
});
