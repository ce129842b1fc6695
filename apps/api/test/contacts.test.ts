import { describe, expect, it } from "vitest";
import { sessionFor, useServer } from "./harness";

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
    const all = (
      await call(token, "GET", "/ajax/phonebook/groups/list?sort_column=name&sort_direction=asc")
    ).json();
    expect(
      all.data.map((group: { name: string; valid_contacts: number }) => [group.name, group.valid_contacts]),
    ).toEqual([
      ["Loyalty members", 40],
      ["QA phones", 2],
      ["VIP customers", 8],
    ]);
    const found = (await call(token, "GET", "/ajax/phonebook/groups/list?keyword=vip")).json();
    expect(found.data.map((group: { name: string }) => group.name)).toEqual(["VIP customers"]);
    const tests = (await call(token, "GET", "/ajax/phonebook/groups/list?filter[is_test]=1")).json();
    expect(tests.data.map((group: { name: string }) => group.name)).toEqual(["QA phones"]);
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
    const groups = (await call(token, "GET", "/ajax/phonebook/groups/list?keyword=VIP")).json().data;
    const page = (
      await call(token, "GET", `/ajax/phonebook/groups/${groups[0].id}/contacts/list?page_size=5`)
    ).json();
    expect(page).toMatchObject({ total_pages: 2, has_next: true });
    expect(page.data).toHaveLength(5);
    const number = page.data[0].mobile as string;
    const found = (
      await call(
        token,
        "GET",
        `/ajax/phonebook/groups/${groups[0].id}/contacts/list?keyword=${number.slice(-6)}`,
      )
    ).json();
    expect(found.data.map((contact: { mobile: string }) => contact.mobile)).toContain(number);
  });

  it("keeps another account's groups out of reach, all or nothing", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const trial = await sessionFor(harness, "trial@trial.test");
    const acmeGroup = (await call(owner, "GET", "/ajax/phonebook/groups/list")).json().data[0].id as number;
    const trialGroup = (await call(trial, "GET", "/ajax/phonebook/groups/list")).json().data[0].id as number;
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
});
