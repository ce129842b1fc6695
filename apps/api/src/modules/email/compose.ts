import { htmlToText } from "./plain-text";
import { emailDocumentHtml, fillTags, personaliseHtml, type MergeValues } from "./message";

/** The public addresses of one recipient's email, by its token. */
export function trackingUrls(publicUrl: string, token: string) {
  return {
    unsubscribe: `${publicUrl}/public/email/unsubscribe/${token}`,
    open: `${publicUrl}/public/email/open/${token}`,
    click: (index: number) => `${publicUrl}/public/email/click/${token}/${index}`,
  };
}

/**
 * A sent email's HTML for a preview screen, which must track nothing: without the open pixel, and
 * with tracked links (`/public/email/open|click/…`) left without an address, so showing or clicking
 * the preview records no open and no click.
 */
export function previewWithoutTracking(html: string): string {
  return html
    .replace(/<img\b[^>]*\ssrc="[^"]*\/public\/email\/open\/[^"]*"[^>]*>/gi, "")
    .replace(/(<a\b[^>]*?)\shref="[^"]*\/public\/email\/click\/[^"]*"/gi, "$1");
}

export interface ComposedEmail {
  subject: string;
  html: string;
  /** The plain-text part, made from the HTML. */
  text: string;
}

/**
 * One recipient's email of a campaign: subject and HTML with the recipient's tags filled, links
 * through the tracking address, the open pixel and the recipient's unsubscribe address; and the
 * plain-text part of that HTML.
 */
export function recipientEmail(
  campaign: { subject: string; preheader: string; html: string },
  recipient: { token: string; values: MergeValues },
  publicUrl: string,
): ComposedEmail {
  const urls = trackingUrls(publicUrl, recipient.token);
  const html = personaliseHtml(emailDocumentHtml(campaign), {
    values: recipient.values,
    unsubscribeUrl: urls.unsubscribe,
    trackedLink: urls.click,
    openPixelUrl: urls.open,
  });
  return { subject: fillTags(campaign.subject, recipient.values), html, text: htmlToText(html) };
}

/**
 * The email as a chosen contact would get it, for the composer's preview: links left as they are
 * and the unsubscribe link going nowhere, since no email was sent. Without a contact (`null`) the
 * tags stay as written.
 */
export function previewEmail(
  campaign: { subject: string; preheader: string; html: string },
  contact: MergeValues | null,
): ComposedEmail {
  const document = emailDocumentHtml(campaign);
  const values =
    contact ??
    Object.fromEntries(
      [...`${campaign.subject} ${document}`.matchAll(/\{\{\s*([A-Za-z][\w.-]{0,63})\s*\}\}/g)].map(
        ([, name]) => [name!, `{{${name}}}`],
      ),
    );
  const html = personaliseHtml(document, { values, unsubscribeUrl: "#unsubscribe" });
  return { subject: fillTags(campaign.subject, values), html, text: htmlToText(html) };
}
