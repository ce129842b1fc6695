import { countSms, isHttpButtonUrl } from "@sendline/core";
import type { CampaignAnswer } from "../api/campaigns";

type ViberCampaign = Pick<
  CampaignAnswer,
  "message" | "image" | "button_text" | "button_url" | "carousel" | "fallback_message"
>;

/** A button as Viber shows it: its text, linking to its address. */
function ViberButton({ text, url }: { text: string; url: string }) {
  const look = "inline-block rounded-full bg-primary px-3 py-1 text-xs font-medium text-primary-foreground";
  // Only http(s) addresses are ever links, whatever was stored.
  if (!isHttpButtonUrl(url)) return <span className={look}>{text}</span>;
  return (
    <a href={url} target="_blank" rel="noreferrer noopener" className={look}>
      {text}
    </a>
  );
}

/**
 * A Viber campaign's content as sent: the message, its image and button or its carousel of cards,
 * and the SMS fallback with its segments. A File Blast campaign's (`fromRows`) message and fallback
 * are each row's own: only its image and button are the campaign's.
 */
export function ViberContent({
  campaign,
  fromRows = false,
}: {
  campaign: ViberCampaign;
  fromRows?: boolean;
}) {
  const cards = campaign.carousel?.items ?? [];
  const fallback = countSms(campaign.fallback_message).segments;
  return (
    <section aria-label="Viber content" data-testid="viber-content" className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 rounded-md border border-gray-200 p-3 text-sm">
        {fromRows ? (
          <p className="text-gray-600">Each row&apos;s own message, from its own sender.</p>
        ) : (
          (campaign.message || cards.length === 0) && (
            <p className="whitespace-pre-wrap">{campaign.message || "No message yet."}</p>
          )
        )}
        {campaign.image && (
          <img
            src={campaign.image}
            alt="Viber message image"
            className="h-32 max-w-64 rounded-md object-cover"
          />
        )}
        {campaign.button_text && campaign.button_url && (
          <div>
            <ViberButton text={campaign.button_text} url={campaign.button_url} />
          </div>
        )}
        {cards.length > 0 && (
          <ol aria-label="Carousel cards" className="flex gap-3 overflow-x-auto pb-1">
            {cards.map((card, index) => (
              <li
                key={index}
                aria-label={`Card ${index + 1}: ${card.title}`}
                className="flex w-44 shrink-0 flex-col gap-2 rounded-md border border-gray-200 p-2"
              >
                {card.image ? (
                  <img src={card.image} alt={card.title} className="h-24 w-full rounded object-cover" />
                ) : (
                  <div aria-hidden className="h-24 w-full rounded bg-gray-100" />
                )}
                <span className="font-medium">{card.title}</span>
                <ViberButton text={card.primaryButtonText} url={card.primaryButtonUrl} />
                {card.secondaryButtonText && card.secondaryButtonUrl && (
                  <ViberButton text={card.secondaryButtonText} url={card.secondaryButtonUrl} />
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
      <p className="text-sm">
        <span className="text-gray-600">SMS fallback: </span>
        {fromRows ? (
          "each row's own message, by SMS to the numbers Viber does not reach."
        ) : campaign.fallback_message ? (
          <>
            <span className="whitespace-pre-wrap">{campaign.fallback_message}</span>{" "}
            <span className="text-gray-600">
              ({fallback} segment{fallback === 1 ? "" : "s"})
            </span>
          </>
        ) : (
          "none: recipients Viber does not reach get nothing."
        )}
      </p>
    </section>
  );
}
