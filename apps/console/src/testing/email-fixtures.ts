/** Wire fixtures of the email calls, as the API answers them (core's contract). */
import { campaignAnswerSchema } from "@sendline/core/contract";
import { createBlock, createDocument, createRow, renderEmailHtml } from "@sendline/designer";
import type { FakeCall, FakeRoutes } from "./fake-api";
import { campaignWire, referenceRoutes, reviewWire } from "./campaign-fixtures";

export const EMAIL_REFERENCE = {
  email_senderids: [{ id: 4, code: "news@acme.test", name: "news@acme.test" }],
  "contact_groups/email": [{ id: 31, name: "Newsletter readers", valid_contacts: 12, is_test: 0 }],
  "test_contact_groups/email": [{ id: 32, name: "QA inboxes", valid_contacts: 2, is_test: 1 }],
};

export const READERS = [
  { first_name: "Ana", last_name: "Reyes", email: "ana.reyes@acme.example" },
  { first_name: "Ben", last_name: "Santos", email: "ben.santos@acme.example" },
].map((person, index) => ({
  id: 501 + index,
  mobile: null,
  fields: { city: index === 0 ? "Makati" : "Cebu" },
  subscribed: true,
  date_unsubscribed: null,
  ...person,
}));

/** The demo newsletter design, as a saved template holds it (fixed ids, for stable screenshots). */
export function newsletterDesign() {
  const heading = { ...createBlock("heading"), id: "b1", text: "News from Acme" };
  const text = {
    ...createBlock("text"),
    id: "b2",
    html: '<p>Hi <span data-merge-tag="first_name">{{first_name}}</span>, here is what is new this month.</p>',
  };
  const button = {
    ...createBlock("button"),
    id: "b3",
    text: "See the offers",
    url: "https://acme.example/offers",
  };
  const footer = { ...createBlock("footer"), id: "b4" };
  const row = createRow(1, [heading, text, button, footer]);
  return createDocument([
    { ...row, id: "r1", columns: row.columns.map((column, i) => ({ ...column, id: `c${i}` })) },
  ]);
}

export function templateWire(overrides: Record<string, unknown> = {}) {
  const document = newsletterDesign();
  return {
    id: 7,
    name: "Monthly newsletter",
    date_created: "2026-11-20T01:00:00.000Z",
    date_last_updated: "2026-11-24T01:05:00.000Z",
    document,
    html: renderEmailHtml(document, { title: "Monthly newsletter" }),
    ...overrides,
  };
}

/** An email campaign as `GET /ajax/email/campaign/{id}` answers it. */
export function emailCampaignWire(overrides: Record<string, unknown> = {}) {
  return campaignWire({
    campaign_type_code: "email",
    campaign_type_name: "EMAIL",
    name: "June news",
    sender_id: "news@acme.test",
    message: "",
    subject: "Hello {{first_name}}",
    preheader: "Our June news",
    html: '<p>Hi <span data-merge-tag="first_name">{{first_name}}</span>, our sale is on.</p>',
    template_id: null,
    contact_group_ids: [31],
    account_route_id: null,
    total_recipients: 12,
    total_sms: 12,
    estimate: 0.6,
    ...overrides,
  });
}

/** An email campaign as the console reads it. */
export const emailCampaign = (overrides: Record<string, unknown> = {}) =>
  campaignAnswerSchema.parse(emailCampaignWire(overrides));

/** What the preview answers: the tags filled from the chosen contact, as the server does. */
function preview({ body }: FakeCall) {
  const input = body as {
    subject: string;
    html: string;
    template_id: number | null;
    contact_id: number | null;
  };
  const person = READERS.find((reader) => reader.id === input.contact_id);
  const fill = (text: string) =>
    text.replace(/\{\{\s*(\w+)\s*\}\}/g, (tag, name: string) =>
      person ? String((person as Record<string, unknown>)[name] ?? person.fields[name as "city"] ?? "") : tag,
    );
  // The editor's span around a tag is for editing only, as the server's email leaves it out.
  const written = input.html.replace(/<span data-merge-tag="[^"]*">(\{\{[^}]*\}\})<\/span>/g, "$1");
  const html = input.template_id
    ? templateWire().html
    : `<!DOCTYPE html><html><body>${written}</body></html>`;
  return {
    data: {
      subject: fill(input.subject),
      html: fill(html),
      text: fill(
        html
          .replace(/<[^>]+>/g, " ")
          .replace(/\s+/g, " ")
          .trim(),
      ),
    },
  };
}

/** Every call the email screens make, answered from the fixtures. */
export const emailRoutes: FakeRoutes = {
  ...referenceRoutes,
  ...Object.fromEntries(
    Object.entries(EMAIL_REFERENCE).map(([name, rows]) => [`GET /ajax/data/${name}`, { data: rows }]),
  ),
  "GET /ajax/email/templates/list": {
    data: {
      data: [
        templateWire(),
        templateWire({ id: 8, name: "Spring sale", date_last_updated: "2026-11-10T01:05:00.000Z" }),
      ],
      page: 1,
      current_page: 1,
      page_size: 10,
      total_pages: 1,
      has_next: false,
      has_previous: false,
      next_page: null,
      previous_page: null,
      keyword: "",
      sort_column: "id",
      sort_direction: "desc",
    },
  },
  "GET /ajax/email/templates/:id": ({ path }) => ({
    data: templateWire({ id: Number(path.split("/").at(-1)) }),
  }),
  "POST /ajax/email/templates": ({ body }) => ({ data: templateWire({ id: 9, ...(body as object) }) }),
  "PUT /ajax/email/templates/:id": ({ body, path }) => ({
    data: templateWire({ id: Number(path.split("/").at(-1)), ...(body as object) }),
  }),
  "DELETE /ajax/email/templates": ({ body }) => ({ data: { deleted: (body as { id: number[] }).id } }),
  "POST /ajax/email/templates/:id/send_test": { data: { sent: 2 }, message: "2 test emails sent." },
  "POST /ajax/email/preview": preview,
  "GET /ajax/email/images": { data: [] },
  "GET /ajax/phonebook/groups/:id/contacts/list": {
    data: {
      data: READERS,
      page: 1,
      current_page: 1,
      page_size: 20,
      total_pages: 1,
      has_next: false,
      has_previous: false,
      next_page: null,
      previous_page: null,
      keyword: "",
      sort_column: "id",
      sort_direction: "asc",
    },
  },
  "POST /ajax/email/campaign": ({ body }) => ({ data: emailCampaignWire(body as Record<string, unknown>) }),
  "PUT /ajax/email/campaign/:id": ({ body }) => ({
    data: emailCampaignWire(body as Record<string, unknown>),
  }),
  "POST /ajax/email/save_and_go_live": ({ body }) => ({
    data: emailCampaignWire({ ...(body as Record<string, unknown>), campaign_status_code: "live" }),
  }),
  "GET /ajax/email/campaign/:id/review": {
    data: reviewWire({ channel: "email", segments: { min: 0, max: 0, counts: [] }, total_sms: 0 }),
  },
  "GET /ajax/email/go_live/:id": ({ path }) => ({
    data: emailCampaignWire({ id: Number(path.split("/").at(-1)), campaign_status_code: "live" }),
  }),
  "POST /ajax/email/autosave/:id": { data: { saved_at: "2026-11-24T01:06:00.000Z" } },
  "POST /ajax/email/send_test/:id": {
    data: emailCampaignWire({
      id: 43,
      is_test_campaign: 1,
      total_recipients: 2,
      campaign_status_code: "live",
    }),
  },
  "GET /ajax/email/campaign/list": {
    data: {
      data: [],
      page: 1,
      current_page: 1,
      page_size: 100,
      total_pages: 1,
      has_next: false,
      has_previous: false,
      next_page: null,
      previous_page: null,
      keyword: "",
      sort_column: "id",
      sort_direction: "desc",
    },
  },
};
