import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { addContactGroup } from "./contact-fixtures";
import { sessionFor, useServer } from "./harness";

/** The rows of a CSV answer, header first. */
const rowsOf = (body: string): string[][] => parse(body, { relax_column_count: false });

describe("account downloads", () => {
  const harness = useServer();
  const get = (token: string, url: string) => harness.app.inject({ method: "GET", url, headers: { token } });

  async function groupId(token: string, name: string): Promise<number> {
    const answer = await get(token, `/ajax/phonebook/groups/list?keyword=${encodeURIComponent(name)}`);
    return answer.json().data.data[0].id;
  }

  async function unsubscribeFirstOf(token: string, group: number) {
    const [contact] = (await get(token, `/ajax/phonebook/groups/${group}/contacts/list`)).json().data.data;
    await harness.app.inject({
      method: "PUT",
      url: `/ajax/phonebook/contacts/${contact.id}/subscription`,
      headers: { token },
      payload: { subscribed: false },
    });
    return contact as { id: number; mobile: string };
  }

  it("downloads the account's contact groups with their counts as CSV", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    await unsubscribeFirstOf(token, await groupId(token, "VIP customers"));
    const response = await get(token, "/api/downloader/contact-groups");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="contact-groups.csv"');
    const [header, ...rows] = rowsOf(response.body);
    expect(header).toEqual(["id", "name", "type", "test_group", "contacts", "unsubscribed", "date_created"]);
    expect(rows.map((row) => row.slice(1, 6))).toEqual([
      ["Loyalty members", "SMS", "no", "40", "0"],
      ["VIP customers", "SMS", "no", "8", "1"],
      ["QA phones", "SMS", "yes", "2", "0"],
      ["Newsletter readers", "Email", "no", "12", "0"],
      ["QA inboxes", "Email", "yes", "2", "0"],
    ]);
    expect(rows.every((row) => !Number.isNaN(Date.parse(row[6]!)))).toBe(true);
  });

  it("downloads every contact with its group, subscription and custom fields", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    await addContactGroup(harness, "acme", "Branch customers", [
      { mobile: "639171110001", first: "Ana", last: "Reyes, Jr.", fields: { city: "Makati", plan: "gold" } },
      { mobile: "639171110002", first: 'Ben "B"', fields: { city: "Cebu" } },
    ]);
    const vip = await unsubscribeFirstOf(token, await groupId(token, "VIP customers"));

    const response = await get(token, "/api/downloader/all-contacts");
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="all-contacts.csv"');
    const [header, ...rows] = rowsOf(response.body);
    expect(header).toEqual([
      "group",
      "mobile",
      "email",
      "first_name",
      "last_name",
      "subscribed",
      "date_unsubscribed",
      "city",
      "plan",
    ]);
    expect(rows).toHaveLength(40 + 8 + 2 + 12 + 2 + 2);
    expect(rows.slice(-2)).toEqual([
      ["Branch customers", "639171110001", "", "Ana", "Reyes, Jr.", "yes", "", "Makati", "gold"],
      ["Branch customers", "639171110002", "", 'Ben "B"', "", "yes", "", "Cebu", ""],
    ]);
    expect(rows.find((row) => row[1] === vip.mobile)).toEqual([
      "VIP customers",
      vip.mobile,
      "",
      expect.any(String),
      expect.any(String),
      "no",
      "2026-06-01T09:00:00.000Z",
      "",
      "",
    ]);
  });

  it("downloads one group's contacts, with only that group's custom fields", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const branch = await addContactGroup(harness, "acme", "Branch customers", [
      { mobile: "639171110001", first: "Ana", fields: { city: "Makati", group: "North" } },
    ]);
    await addContactGroup(harness, "acme", "Other", [{ mobile: "639171110009", fields: { plan: "x" } }]);
    const response = await get(token, `/api/downloader/all-contacts?group_id=${branch}`);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="group-${branch}-contacts.csv"`,
    );
    // A custom field named like a fixed column keeps its own column.
    expect(rowsOf(response.body)).toEqual([
      [
        "group",
        "mobile",
        "email",
        "first_name",
        "last_name",
        "subscribed",
        "date_unsubscribed",
        "city",
        "field_group",
      ],
      ["Branch customers", "639171110001", "", "Ana", "", "yes", "", "Makati", "North"],
    ]);
  });

  it("downloads the subscription list: every contact with its state", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const vip = await unsubscribeFirstOf(token, await groupId(token, "VIP customers"));
    const response = await get(token, "/api/downloader/subscription-list");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="subscription-list.csv"');
    const [header, ...rows] = rowsOf(response.body);
    expect(header).toEqual([
      "mobile",
      "email",
      "first_name",
      "last_name",
      "group",
      "status",
      "date_unsubscribed",
    ]);
    expect(rows).toHaveLength(64);
    expect(rows.filter((row) => row[5] === "unsubscribed")).toEqual([
      [
        vip.mobile,
        "",
        expect.any(String),
        expect.any(String),
        "VIP customers",
        "unsubscribed",
        "2026-06-01T09:00:00.000Z",
      ],
    ]);
    expect(rows.filter((row) => row[5] === "subscribed")).toHaveLength(63);
  });

  it("answers that the subscribers download is unavailable", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const response = await get(token, "/api/downloader/subscribers");
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ status: false, message: "Subscribers download is unavailable." });
  });

  it("streams a few thousand contacts page by page, each once and in order", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    const people = Array.from({ length: 3200 }, (_, n) => ({
      mobile: `63917${String(2_000_000 + n)}`,
      first: `Person ${n}`,
      fields: { n: String(n) },
    }));
    const big = await addContactGroup(harness, "acme", "Big list", people);
    const response = await get(token, `/api/downloader/all-contacts?group_id=${big}`);
    expect(response.statusCode).toBe(200);
    // Sent as it is read, not as one body of known length.
    expect(response.headers["transfer-encoding"]).toBe("chunked");
    expect(response.headers["content-length"]).toBeUndefined();
    const [header, ...rows] = rowsOf(response.body);
    expect(header?.at(-1)).toBe("n");
    expect(rows.map((row) => row[1])).toEqual(people.map((person) => person.mobile));
    expect(rows.map((row) => row.at(-1))).toEqual(people.map((_, n) => String(n)));
  });

  it("never includes another account's groups or contacts", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const trial = await sessionFor(harness, "trial@trial.test");
    await addContactGroup(harness, "acme", "Acme secrets", [
      { mobile: "639171119999", fields: { acme_only: "yes" } },
    ]);
    const acmeGroup = await groupId(owner, "VIP customers");

    const groups = rowsOf((await get(trial, "/api/downloader/contact-groups")).body);
    expect(groups.slice(1).map((row) => row[1])).toEqual(["Pilot list", "My phone", "Trial readers"]);
    const all = rowsOf((await get(trial, "/api/downloader/all-contacts")).body);
    expect(all[0]).not.toContain("acme_only");
    expect(all.slice(1).map((row) => row[0])).toEqual([
      ...Array(5).fill("Pilot list"),
      "My phone",
      ...Array(3).fill("Trial readers"),
    ]);
    const list = rowsOf((await get(trial, "/api/downloader/subscription-list")).body);
    expect(list).toHaveLength(1 + 9);
    expect(list.flat()).not.toContain("639171119999");

    // Another account's group is not found, and nothing is sent.
    const foreign = await get(trial, `/api/downloader/all-contacts?group_id=${acmeGroup}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ status: false, message: "Contact group not found" });
  });

  it("refuses a malformed query with the validation envelope", async () => {
    const token = await sessionFor(harness, "owner@acme.test");
    for (const url of [
      "/api/downloader/all-contacts?group_id=abc",
      "/api/downloader/all-contacts?group_id=99999999999",
      "/api/downloader/contact-groups?format=xlsx",
    ]) {
      const response = await get(token, url);
      expect(response.statusCode, url).toBe(422);
      expect(response.json()).toMatchObject({ status: false, message: "Validation Error" });
    }
    expect(
      (await harness.app.inject({ method: "GET", url: "/api/downloader/all-contacts" })).statusCode,
    ).toBe(401);
  });
});
