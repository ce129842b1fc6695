import { fakeApi, type FakeCall, type FakeRoutes } from "./fake-api";

/** A contact as the phonebook answers it (SPEC §3, core's contract). */
export interface ContactWire {
  id: number;
  mobile: string | null;
  email: string | null;
  first_name: string;
  last_name: string;
  fields: Record<string, string>;
  subscribed: boolean;
  date_unsubscribed: string | null;
}

/** A contact group with its contacts, from which the fake phonebook answers. */
export interface GroupFixture {
  id: number;
  name: string;
  contact_type: "sms" | "email";
  is_test: boolean;
  date_created: string;
  contacts: ContactWire[];
}

const FIRST = ["Ana", "Ben", "Carla", "Dan", "Ella", "Franco", "Gia", "Hector", "Iris", "Jomar"];
const LAST = ["Reyes", "Santos", "Cruz", "Bautista", "Garcia", "Mendoza"];

/** `count` contacts of an SMS group, numbered from `firstId`; `fields` makes each one's custom fields. */
export function contactsWire(
  count: number,
  firstId: number,
  fields: (index: number) => Record<string, string> = () => ({}),
): ContactWire[] {
  return Array.from({ length: count }, (_, index) => ({
    id: firstId + index,
    mobile: `63917${String(1_234_560 + firstId + index).padStart(7, "0")}`,
    email: null,
    first_name: FIRST[index % FIRST.length]!,
    last_name: LAST[index % LAST.length]!,
    fields: fields(index),
    subscribed: true,
    date_unsubscribed: null,
  }));
}

/** The demo account's groups: two lists and a test group, the VIP list with custom fields. */
export function groupFixtures(): GroupFixture[] {
  const vip = contactsWire(8, 1200, (index) => ({
    city: ["Makati", "Cebu", "Davao"][index % 3]!,
    tier: "gold",
  }));
  vip[1] = { ...vip[1]!, subscribed: false, date_unsubscribed: "2026-03-10T02:00:00.000Z" };
  return [
    {
      id: 11,
      name: "Loyalty members",
      contact_type: "sms",
      is_test: false,
      date_created: "2026-01-05T01:00:00.000Z",
      contacts: contactsWire(40, 1100),
    },
    {
      id: 12,
      name: "VIP customers",
      contact_type: "sms",
      is_test: false,
      date_created: "2026-02-11T01:00:00.000Z",
      contacts: vip,
    },
    {
      id: 13,
      name: "QA phones",
      contact_type: "sms",
      is_test: true,
      date_created: "2026-03-01T01:00:00.000Z",
      contacts: contactsWire(2, 1300),
    },
  ];
}

const groupWire = ({ contacts, ...group }: GroupFixture) => ({
  ...group,
  valid_contacts: contacts.length,
  unsubscribed: contacts.filter((contact) => !contact.subscribed).length,
});

/** A page of `rows` as the list convention answers it (SPEC §3 "List response"). */
function page<T>(rows: T[], query: URLSearchParams) {
  const size = Number(query.get("page_size") ?? 10);
  const total = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Number(query.get("page") ?? 1), total);
  return {
    data: rows.slice((current - 1) * size, current * size),
    page: current,
    current_page: current,
    page_size: size,
    total_pages: total,
    has_next: current < total,
    has_previous: current > 1,
    next_page: current < total ? current + 1 : null,
    previous_page: current > 1 ? current - 1 : null,
    keyword: query.get("keyword"),
    sort_column: query.get("sort_column"),
    sort_direction: query.get("sort_direction") as "asc" | "desc" | null,
  };
}

const idIn = (call: FakeCall, at: number) => Number(call.path.split("/")[at]);
const NOT_FOUND = { fail: 404, message: "Contact group not found" } as const;

/**
 * A phonebook answering from `groups`, kept as the calls change it: the group list (search, sort by
 * id, pages), one group, the group check, rename, delete, a group's contacts (search, pages), the
 * subscription switch, and the downloads. `overrides` replace or add routes.
 */
export function fakePhonebook(groups: GroupFixture[] = groupFixtures(), overrides: FakeRoutes = {}) {
  const now = () => new Date().toISOString();
  const find = (id: number) => groups.find((group) => group.id === id);
  const routes: FakeRoutes = {
    "GET /ajax/phonebook/groups/list": ({ query }) => {
      const keyword = query.get("keyword")?.toLowerCase() ?? "";
      const rows = groups
        .filter((group) => group.name.toLowerCase().includes(keyword))
        .sort((a, b) => (query.get("sort_direction") === "asc" ? a.id - b.id : b.id - a.id))
        .map(groupWire);
      return { data: page(rows, query) };
    },
    "GET /ajax/phonebook/groups/:id": (call) => {
      const group = find(idIn(call, 4));
      if (!group) return NOT_FOUND;
      const fields = [...new Set(group.contacts.flatMap((contact) => Object.keys(contact.fields)))].sort();
      return { data: { ...groupWire(group), custom_fields: fields } };
    },
    "GET /ajax/phonebook/groupsearch": ({ query }) => {
      const name = query.get("name")?.toLowerCase();
      const found = groups.find((group) => group.name.toLowerCase() === name);
      return { data: { exists: found !== undefined, id: found?.id ?? null } };
    },
    "PUT /ajax/phonebook/groups/:id": (call) => {
      const group = find(idIn(call, 4));
      if (!group) return NOT_FOUND;
      group.name = (call.body as { name: string }).name;
      return { data: groupWire(group), message: "Contact group renamed." };
    },
    "DELETE /ajax/phonebook/groups": (call) => {
      const ids = (call.body as { id: number[] }).id;
      if (!ids.every((id) => find(id))) return NOT_FOUND;
      groups.splice(0, groups.length, ...groups.filter((group) => !ids.includes(group.id)));
      return { data: null, message: "Contact group deleted." };
    },
    "GET /ajax/phonebook/groups/:id/contacts/list": (call) => {
      const group = find(idIn(call, 4));
      if (!group) return NOT_FOUND;
      const keyword = call.query.get("keyword")?.toLowerCase() ?? "";
      const rows = group.contacts
        .filter((contact) =>
          [contact.mobile, contact.email, contact.first_name, contact.last_name].some((value) =>
            value?.toLowerCase().includes(keyword),
          ),
        )
        .sort((a, b) => (call.query.get("sort_direction") === "asc" ? a.id - b.id : b.id - a.id));
      return { data: page(rows, call.query) };
    },
    "PUT /ajax/phonebook/contacts/:id/subscription": (call) => {
      const id = idIn(call, 4);
      const contact = groups.flatMap((group) => group.contacts).find((candidate) => candidate.id === id);
      if (!contact) return { fail: 404, message: "Contact not found" };
      const { subscribed } = call.body as { subscribed: boolean };
      contact.subscribed = subscribed;
      contact.date_unsubscribed = subscribed ? null : (contact.date_unsubscribed ?? now());
      return {
        data: { ...contact },
        message: subscribed ? "Contact subscribed again." : "Contact unsubscribed.",
      };
    },
    "DELETE /ajax/phonebook/contacts": (call) => {
      const ids = (call.body as { id: number[] }).id;
      const owner = (id: number) =>
        groups.find((group) => group.contacts.some((contact) => contact.id === id));
      if (!ids.every(owner)) return { fail: 404, message: "Contact not found" };
      for (const group of groups)
        group.contacts = group.contacts.filter((contact) => !ids.includes(contact.id));
      return {
        data: null,
        message: ids.length === 1 ? "Contact deleted." : `${ids.length} contacts deleted.`,
      };
    },
    "GET /api/downloader/contact-groups": {
      data: new Blob(["id,name,type,test_group,contacts,unsubscribed,date_created\r\n"], {
        type: "text/csv",
      }),
    },
    "GET /api/downloader/all-contacts": {
      data: new Blob(["group,mobile,email,first_name,last_name,subscribed,date_unsubscribed\r\n"], {
        type: "text/csv",
      }),
    },
    "GET /api/downloader/subscription-list": {
      data: new Blob(["mobile,email,first_name,last_name,group,status,date_unsubscribed\r\n"], {
        type: "text/csv",
      }),
    },
    "GET /api/downloader/subscribers": { fail: 410, message: "Subscribers download is unavailable." },
    ...overrides,
  };
  return Object.assign(fakeApi(routes), { groups });
}
