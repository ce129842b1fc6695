import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { accounts, campaignRecipients, campaigns, contacts } from "../../db/schema";
import { campaignEventType, campaignState } from "../campaigns";
import { emailDocumentHtml, linkTarget, mergeValues, trackedLinks } from "./message";

const tokenParams = z.object({ token: z.string().max(64) });
const clickParams = tokenParams.extend({ link: z.coerce.number().int().min(0).max(10_000) });

/** A transparent 1 x 1 GIF: what the open pixel answers. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

type Stat = "statsOpened" | "statsClicked" | "statsUnsubscribed";

/**
 * What an email's recipient reaches without signing in, by the random token of their email: the
 * open pixel, tracked links (recorded, then redirected to the address the campaign's own HTML
 * holds, so the server is no open redirect) and the unsubscribe page. Each first open, first click
 * and unsubscribe counts once on the campaign, whose dashboards are told at once.
 */
export const emailTrackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.context;
  const product = config.console.productPrefix;

  // The unsubscribe page's form, and mail clients' one-click unsubscribe (RFC 8058), post a form.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );

  async function recipientOf(token: string) {
    const [found] = await db
      .select({ recipient: campaignRecipients, campaign: campaigns })
      .from(campaignRecipients)
      .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
      .where(and(eq(campaignRecipients.token, token), eq(campaigns.channel, "email")));
    return found ?? null;
  }

  /** Sets the recipient's `column` once; answers whether this was the first time. */
  async function first(recipientId: number, column: "openedAt" | "clickedAt" | "unsubscribedAt") {
    const [row] = await db
      .update(campaignRecipients)
      .set({ [column]: app.context.now() })
      .where(and(eq(campaignRecipients.id, recipientId), isNull(campaignRecipients[column])))
      .returning({ id: campaignRecipients.id });
    return row !== undefined;
  }

  async function count(campaignId: number, stats: Stat[]) {
    if (stats.length === 0) return;
    const [updated] = await db
      .update(campaigns)
      .set(Object.fromEntries(stats.map((stat) => [stat, sql`${campaigns[stat]} + 1`])))
      .where(eq(campaigns.id, campaignId))
      .returning();
    if (updated) {
      app.realtime.emit(
        updated.accountId,
        "update",
        campaignEventType(updated.channel),
        campaignState(updated),
      );
    }
  }

  /** Records an open (a click or a visit to the unsubscribe page is one too). */
  async function opened(recipientId: number): Promise<Stat[]> {
    return (await first(recipientId, "openedAt")) ? ["statsOpened"] : [];
  }

  function page(title: string, body: string) {
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${product} - ${title}`)}</title>
</head>
<body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<main style="max-width:480px;margin:64px auto;padding:32px;background:#fff;border-radius:8px;border:1px solid #e4e4e7">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
  }

  const notFound = page(
    "This link does not work",
    "<p>The link is not valid, or the email it came from was not sent by us.</p>",
  );

  app.get("/open/:token", { schema: { params: tokenParams } }, async (request, reply) => {
    const found = await recipientOf(request.params.token);
    if (found) await count(found.campaign.id, await opened(found.recipient.id));
    return reply.type("image/gif").header("cache-control", "no-store").send(PIXEL);
  });

  app.get("/click/:token/:link", { schema: { params: clickParams } }, async (request, reply) => {
    const found = await recipientOf(request.params.token);
    const href = found ? trackedLinks(emailDocumentHtml(found.campaign))[request.params.link] : undefined;
    if (!found || href === undefined)
      return reply.status(404).type("text/html; charset=utf-8").send(notFound);
    const { recipient, campaign } = found;
    const stats = await opened(recipient.id);
    if (await first(recipient.id, "clickedAt")) stats.push("statsClicked");
    await count(campaign.id, stats);
    const [contact] = recipient.contactId
      ? await db.select().from(contacts).where(eq(contacts.id, recipient.contactId))
      : [];
    return reply.redirect(linkTarget(href, mergeValues({ ...contact, email: recipient.email ?? "" })), 302);
  });

  /** The account the email came from, and whether its address is unsubscribed there. */
  async function standing(found: NonNullable<Awaited<ReturnType<typeof recipientOf>>>) {
    const [account] = await db
      .select({ name: accounts.name })
      .from(accounts)
      .where(eq(accounts.id, found.campaign.accountId));
    const [subscribed] = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(
        and(
          eq(contacts.accountId, found.campaign.accountId),
          sql`lower(${contacts.email}) = lower(${found.recipient.email})`,
          isNull(contacts.dateUnsubscribed),
        ),
      )
      .limit(1);
    return { sender: account?.name ?? "the sender", subscribed: subscribed !== undefined };
  }

  const unsubscribedPage = (email: string, sender: string) =>
    page(
      "You are unsubscribed",
      `<p><strong>${escapeHtml(email)}</strong> will get no more emails from ${escapeHtml(sender)}.</p>`,
    );

  app.get("/unsubscribe/:token", { schema: { params: tokenParams } }, async (request, reply) => {
    reply.type("text/html; charset=utf-8");
    const found = await recipientOf(request.params.token);
    if (!found) return reply.status(404).send(notFound);
    await count(found.campaign.id, await opened(found.recipient.id));
    const email = found.recipient.email ?? "";
    const { sender, subscribed } = await standing(found);
    if (!subscribed) return unsubscribedPage(email, sender);
    // A confirmation, not an unsubscribe on sight: mail scanners open links before people do.
    return page(
      "Unsubscribe",
      `<p>Stop sending emails from ${escapeHtml(sender)} to <strong>${escapeHtml(email)}</strong>?</p>
<form method="post">
<button type="submit" style="margin-top:8px;padding:10px 20px;font-size:15px;border:0;border-radius:6px;background:#18181b;color:#fff;cursor:pointer">Unsubscribe</button>
</form>`,
    );
  });

  app.post("/unsubscribe/:token", { schema: { params: tokenParams } }, async (request, reply) => {
    reply.type("text/html; charset=utf-8");
    const found = await recipientOf(request.params.token);
    if (!found) return reply.status(404).send(notFound);
    const { recipient, campaign } = found;
    const now = app.context.now();
    // The address leaves every group of the account: a person unsubscribes from the sender.
    await db
      .update(contacts)
      .set({ dateUnsubscribed: now })
      .where(
        and(
          eq(contacts.accountId, campaign.accountId),
          sql`lower(${contacts.email}) = lower(${recipient.email})`,
          isNull(contacts.dateUnsubscribed),
        ),
      );
    const stats = await opened(recipient.id);
    if (await first(recipient.id, "unsubscribedAt")) stats.push("statsUnsubscribed");
    await count(campaign.id, stats);
    const { sender } = await standing(found);
    return unsubscribedPage(recipient.email ?? "", sender);
  });
};
