import { useQuery } from "@tanstack/react-query";
import { z } from "zod/mini";
import { useApi, useConfig, usePageTitle } from "../../lib/app-context";

const outboxSchema = z.object({
  status: z.literal(true),
  data: z.array(
    z.object({
      id: z.coerce.number(),
      channel: z.enum(["sms", "email"]),
      to: z.string(),
      subject: z.optional(z.nullable(z.string())),
      body: z.string(),
      html: z.optional(z.nullable(z.string())),
      /** The HTML without its open pixel and tracked links: showing it records nothing. */
      preview_html: z.optional(z.nullable(z.string())),
      created_at: z.string(),
    }),
  ),
});

/**
 * Turns addresses inside a message into links: console paths (reset links and the like) and an
 * email's absolute links, without the punctuation that closes them.
 */
function withLinks(body: string) {
  return body.split(/(https?:\/\/[^\s()<>]+|\/[a-z-]+\/[^\s.()]+(?:\.[^\s.()]+)*)/g).map((part, index) => {
    if (index % 2 === 0) return part;
    const address = part.replace(/[.,;:!?]+$/, "");
    return (
      <span key={index}>
        <a href={address} className="text-blue-800 underline break-all">
          {address}
        </a>
        {part.slice(address.length)}
      </span>
    );
  });
}

/** Demo mode: the newest 500 emails and SMS the server sent, newest first. */
export function DevOutboxRoute() {
  usePageTitle("Outbox");
  const api = useApi();
  const { demoMode } = useConfig();
  const messages = useQuery({
    queryKey: ["dev-outbox"],
    queryFn: async () => outboxSchema.parse(await api("/dev/outbox")).data,
    refetchInterval: 2000,
    enabled: demoMode,
  });
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 p-6">
      <h1 className="text-2xl font-semibold">Outbox</h1>
      <p className="text-gray-700">
        Demo mode shows here the newest 500 emails and SMS the server sent: PINs, reset and top-up links, and
        campaign emails as the local mail server received them.
      </p>
      {!demoMode && <p role="alert">The outbox is only kept in demo mode.</p>}
      {messages.isError && <p role="alert">The outbox could not be read.</p>}
      {messages.data?.length === 0 && <p>No messages yet.</p>}
      <ol className="flex flex-col gap-3">
        {messages.data?.map((message) => (
          <li key={message.id} className="rounded-md border border-gray-200 bg-white p-4">
            <p className="text-sm text-gray-600">
              {message.channel.toUpperCase()} to <strong>{message.to}</strong> ·{" "}
              <time dateTime={message.created_at}>{new Date(message.created_at).toLocaleString()}</time>
            </p>
            {message.subject && <p className="font-medium">{message.subject}</p>}
            <p className="whitespace-pre-wrap">{withLinks(message.body)}</p>
            {message.html && (
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-medium">
                  The email as sent (HTML part)
                </summary>
                {/* An empty sandbox: the email's links and scripts cannot act on this page. */}
                <iframe
                  title={`Email to ${message.to}`}
                  sandbox=""
                  referrerPolicy="no-referrer"
                  srcDoc={message.preview_html ?? ""}
                  className="mt-2 h-[480px] w-full rounded-md border border-gray-200 bg-white"
                />
              </details>
            )}
          </li>
        ))}
      </ol>
    </main>
  );
}
