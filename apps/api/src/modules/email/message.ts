import { UNSUBSCRIBE_TAG_NAME } from "./safe-html";

/** A personalisation tag as written in a subject or body: `{{field_name}}`, spaces allowed inside. */
const TAG = /\{\{\s*([A-Za-z][\w.-]{0,63})\s*\}\}/g;
/** An `<a>` start tag's address, as the editor's and the designer's HTML write it (double quotes). */
const LINK = /(<a\b[^>]*?\shref=")([^"]*)(")/gi;

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) =>
    Object.keys(ESCAPES).find((character) => ESCAPES[character] === entity)!,
  );

/** What a recipient's tags are filled with: the contact's fields, then its custom fields. */
export type MergeValues = Record<string, string>;

export function mergeValues(contact: {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  mobile?: string | null;
  fields?: Record<string, string> | null;
}): MergeValues {
  return {
    ...contact.fields,
    first_name: contact.firstName ?? "",
    last_name: contact.lastName ?? "",
    email: contact.email,
    mobile: contact.mobile ?? "",
  };
}

/** `text` with every tag replaced by its value (an unknown one by nothing), escaped as `escape` says. */
export function fillTags(text: string, values: MergeValues, escape: (value: string) => string = (v) => v) {
  return text.replace(TAG, (_, name: string) => escape(values[name] ?? ""));
}

const FOOTER = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:16px 24px 32px;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:1.5;color:#555555">You receive this email because you subscribed to our updates. <a href="{{${UNSUBSCRIBE_TAG_NAME}}}" target="_blank" style="color:#555555;text-decoration:underline">Unsubscribe</a></td></tr></table>`;

/**
 * The whole email a campaign sends, before it is personalised: a design's HTML as rendered, or the
 * editor's body in a 600 px column with the hidden preheader. Either way it ends with a working
 * unsubscribe link: a footer is added when the body has none.
 */
export function emailDocumentHtml(campaign: { html: string; subject: string; preheader: string }): string {
  const hasUnsubscribe = campaign.html.includes(`{{${UNSUBSCRIBE_TAG_NAME}}}`);
  if (/^\s*<!DOCTYPE html>/i.test(campaign.html)) {
    return hasUnsubscribe ? campaign.html : campaign.html.replace(/<\/body>/i, `${FOOTER}\n</body>`);
  }
  const preheader = campaign.preheader.trim()
    ? `<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all">${escapeHtml(campaign.preheader)}</div>`
    : "";
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(campaign.subject)}</title>`,
    "</head>",
    '<body style="margin:0;padding:0;width:100%;background-color:#f2f2f2">',
    preheader,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f2f2f2" style="width:100%;background-color:#f2f2f2"><tr><td align="center" valign="top" style="padding:24px 0">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" align="center" bgcolor="#ffffff" style="width:100%;max-width:600px;background-color:#ffffff"><tr><td style="padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#222222">',
    campaign.html,
    "</td></tr></table>",
    hasUnsubscribe ? "" : FOOTER,
    "</td></tr></table>",
    "</body>",
    "</html>",
  ].join("\n");
}

/** The addresses an email's tracked links lead to: its distinct http(s) links, in order. */
export function trackedLinks(html: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(LINK)) {
    const href = unescapeHtml(match[2] ?? "");
    if (/^https?:\/\//i.test(href) && !links.includes(href)) links.push(href);
  }
  return links;
}

export interface Personalisation {
  values: MergeValues;
  /** The recipient's unsubscribe address. */
  unsubscribeUrl: string;
  /** The address a tracked link's click goes through, by the link's index; none leaves links as they are. */
  trackedLink?: (index: number) => string;
  /** A 1 x 1 image that records the open. */
  openPixelUrl?: string;
}

/**
 * One recipient's email from the campaign's (see `emailDocumentHtml`): links through the tracking
 * address, tags filled with the recipient's values (escaped), the unsubscribe address, the pixel.
 */
export function personaliseHtml(html: string, recipient: Personalisation): string {
  const links = trackedLinks(html);
  let out = html;
  if (recipient.trackedLink) {
    const track = recipient.trackedLink;
    out = out.replace(LINK, (whole, start: string, href: string, end: string) => {
      const index = links.indexOf(unescapeHtml(href));
      return index === -1 ? whole : `${start}${escapeHtml(track(index))}${end}`;
    });
  }
  // The editor's span around a tag is for editing only.
  out = out.replace(/<span data-merge-tag="[^"]*">(\{\{[^}]*\}\})<\/span>/g, "$1");
  out = fillTags(out, { ...recipient.values, [UNSUBSCRIBE_TAG_NAME]: recipient.unsubscribeUrl }, escapeHtml);
  if (recipient.openPixelUrl) {
    const pixel = `<img src="${escapeHtml(recipient.openPixelUrl)}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px">`;
    out = /<\/body>/i.test(out) ? out.replace(/<\/body>/i, `${pixel}\n</body>`) : out + pixel;
  }
  return out;
}

/** Where a tracked link leads for this recipient: its address with any tags filled in (URL-encoded). */
export function linkTarget(href: string, values: MergeValues): string {
  return fillTags(href, values, encodeURIComponent);
}
