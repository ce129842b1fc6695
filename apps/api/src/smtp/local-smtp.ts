import { createHash, randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from "smtp-server";

/** What tests and demos may change while it runs. */
export interface SmtpControls {
  /** Recipients answered `550` at RCPT TO (a hard refusal). */
  refuse: string[];
  /** Recipients answered `451` at RCPT TO (try again later) while listed. */
  defer: string[];
  /** Recipients whose message is answered `554` after DATA. */
  refuseData: string[];
}

/**
 * The people behind the addresses, as the demo draws them, each by a stable hash: a share of the
 * addresses has no mailbox (`550` at RCPT TO, every time), and a bulk email (one carrying RFC
 * 8058's `List-Unsubscribe-Post`) is read by a share of its recipients, who load its images and may
 * click a link or unsubscribe with the one-click `POST`, over HTTP like any mail client. Only
 * addresses of the sender's own host (the `List-Unsubscribe` URL's origin) are requested.
 */
export interface SmtpReaders {
  /** Share of addresses without a mailbox. */
  missing: number;
  /** Share of bulk emails opened (their images of the sender's host loaded). */
  opened: number;
  /** Share of openers who click a link of the sender's host. */
  clicked: number;
  /** Share of openers who unsubscribe (the one-click `POST`). */
  unsubscribed: number;
  /** A reader acts within this many milliseconds of the email's arrival (drawn per email). */
  withinMs: number;
}

/** The demo's readers: the shares its dashboards have always shown, read within ten seconds. */
export const DEMO_READERS: SmtpReaders = {
  missing: 0.02,
  opened: 0.45,
  clicked: 0.35,
  unsubscribed: 0.06,
  withinMs: 10_000,
};

/** A message as received over SMTP: its envelope and its raw source. */
export interface ReceivedRaw {
  /** The queue id this server answered at the end of DATA. */
  id: string;
  envelope: { from: string; to: string[] };
  /** The `Message-ID` header, angle brackets included. */
  messageId: string | null;
  raw: string;
  receivedAt: string;
}

/** A received message parsed by `mailparser`, as the control port answers it. */
export interface ReceivedEmail extends ReceivedRaw {
  subject: string;
  from: string;
  to: string;
  /** Every header, lower-case names, as written (the first of each name). */
  headers: Record<string, string>;
  text: string;
  html: string | null;
}

/** The server's own record of what it received and answered. */
export interface SmtpRecord {
  connections: number;
  accepted: number;
  refused: number;
  deferred: number;
  /** Whether it is away (its SMTP port refuses connections). */
  away: boolean;
  /** What the readers did: emails opened, links clicked, one-click unsubscribes, requests that failed. */
  readers: { opened: number; clicked: number; unsubscribed: number; failed: number };
}

const lower = (address: SMTPServerAddress) => address.address.toLowerCase();

/** Answers an SMTP command with `code` and `text` (smtp-server reads `responseCode`). */
function answer(code: number, text: string): Error {
  return Object.assign(new Error(text), { responseCode: code });
}

/** A number in [0, 1) drawn from a hash of `key`: the same key draws the same number. */
function draw(key: string): number {
  return createHash("sha1").update(key).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * A small mail server speaking SMTP (`smtp-server`), the default relay of demo mode and the tests:
 * it accepts any sender and credentials, keeps every message it takes (envelope and raw source,
 * parsed on request with `mailparser`), and can be told to refuse or defer recipients, or to go
 * away (its port closed, connections dropped) and come back on the same port.
 */
export class LocalSmtp {
  readonly controls: SmtpControls = { refuse: [], defer: [], refuseData: [] };
  readonly record: SmtpRecord = {
    connections: 0,
    accepted: 0,
    refused: 0,
    deferred: 0,
    away: false,
    readers: { opened: 0, clicked: 0, unsubscribed: 0, failed: 0 },
  };
  private readonly messages: ReceivedRaw[] = [];
  private readonly run = randomBytes(3).toString("hex");
  private counter = 0;
  private server: SMTPServer;
  private address: { port: number; host: string } | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();

  /** `readers`: the people behind the addresses (none by default: every address takes every email). */
  constructor(private readonly options: { keep: number; readers?: SmtpReaders | null }) {
    this.server = this.create();
  }

  private create(): SMTPServer {
    const server = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      banner: "Sendline local SMTP",
      size: 25 * 1024 * 1024,
      onConnect: (_session, callback) => {
        this.record.connections += 1;
        callback();
      },
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? "sendline" }),
      onRcptTo: (address, _session, callback) => {
        const to = lower(address);
        if (this.controls.refuse.map((entry) => entry.toLowerCase()).includes(to)) {
          this.record.refused += 1;
          return callback(answer(550, `5.1.1 <${to}>: Recipient address rejected`));
        }
        if (this.controls.defer.map((entry) => entry.toLowerCase()).includes(to)) {
          this.record.deferred += 1;
          return callback(answer(451, `4.2.0 <${to}>: Mailbox busy, try again later`));
        }
        const readers = this.options.readers;
        if (readers && draw(`mailbox:${to}`) < readers.missing) {
          this.record.refused += 1;
          return callback(answer(550, `5.1.1 <${to}>: No such mailbox`));
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const to = this.recipients(session);
          if (to.some((address) => this.controls.refuseData.map((e) => e.toLowerCase()).includes(address))) {
            this.record.refused += 1;
            return callback(answer(554, "5.7.1 Message rejected"));
          }
          const id = `${this.run}${(this.counter += 1).toString(16).padStart(8, "0")}`;
          const raw = Buffer.concat(chunks).toString("utf8");
          const message: ReceivedRaw = {
            id,
            envelope: { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "", to },
            messageId: messageIdOf(raw),
            raw,
            receivedAt: new Date().toISOString(),
          };
          this.messages.push(message);
          if (this.messages.length > this.options.keep) this.messages.shift();
          this.record.accepted += 1;
          callback(null, `Queued as ${id}`);
          this.plan(message);
        });
      },
    });
    server.on("error", () => undefined);
    return server;
  }

  /** Whether a reader reads this email, and when: drawn by its `Message-ID` (or queue id). */
  private plan(message: ReceivedRaw): void {
    const readers = this.options.readers;
    const key = message.messageId ?? message.id;
    if (!readers || draw(`open:${key}`) >= readers.opened) return;
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        void this.read(message, key, readers);
      },
      Math.floor(draw(`when:${key}`) * readers.withinMs),
    );
    this.timers.add(timer);
  }

  /** A reader's visit: the images, then maybe a link, then maybe the one-click unsubscribe. */
  private async read(message: ReceivedRaw, key: string, readers: SmtpReaders): Promise<void> {
    const mail = await simpleParser(message.raw).catch(() => null);
    // The header lines as written (mailparser folds the `List-*` ones into an object).
    const header = (name: string) => {
      const line = mail?.headerLines.find((entry) => entry.key === name)?.line ?? "";
      return line
        .slice(line.indexOf(":") + 1)
        .replace(/\r?\n\s+/g, " ")
        .trim();
    };
    const unsubscribe = /<(https?:[^>]+)>/.exec(header("list-unsubscribe"))?.[1];
    if (!mail || !unsubscribe || header("list-unsubscribe-post") !== "List-Unsubscribe=One-Click") return;
    const origin = new URL(unsubscribe).origin;
    const html = typeof mail.html === "string" ? mail.html : "";
    const ours = (pattern: RegExp) =>
      [...html.matchAll(pattern)]
        .map((match) => match[1]!.replace(/&amp;/g, "&"))
        .filter((url) => url.startsWith(`${origin}/`) && url !== unsubscribe);
    const visit = async (url: string, init: RequestInit = {}) => {
      try {
        const response = await fetch(url, {
          redirect: "manual",
          signal: AbortSignal.timeout(10_000),
          ...init,
        });
        await response.arrayBuffer();
        return response.status < 400;
      } catch {
        return false;
      }
    };
    const images = await Promise.all(ours(/<img\b[^>]*\bsrc="([^"]+)"/gi).map((url) => visit(url)));
    if (images.length > 0 && images.every(Boolean)) this.record.readers.opened += 1;
    else if (images.length > 0) this.record.readers.failed += 1;
    const link = ours(/<a\b[^>]*\bhref="([^"]+)"/gi)[0];
    if (link && draw(`click:${key}`) < readers.clicked) {
      if (await visit(link)) this.record.readers.clicked += 1;
      else this.record.readers.failed += 1;
    }
    if (draw(`unsubscribe:${key}`) < readers.unsubscribed) {
      const done = await visit(unsubscribe, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      if (done) this.record.readers.unsubscribed += 1;
      else this.record.readers.failed += 1;
    }
  }

  private recipients(session: SMTPServerSession): string[] {
    return session.envelope.rcptTo.map(lower);
  }

  async listen(port: number, host: string): Promise<number> {
    await new Promise<void>((done, fail) => {
      this.server.server.once("error", fail);
      this.server.listen(port, host, () => done());
    });
    const address = this.server.server.address() as AddressInfo;
    this.address = { port: address.port, host };
    return address.port;
  }

  /** Goes away: the port closes and every open connection drops, as a relay's restart would. */
  async away(): Promise<void> {
    if (this.record.away) return;
    this.record.away = true;
    await this.stop();
  }

  /** Comes back on the same port. */
  async back(): Promise<void> {
    if (!this.record.away || !this.address) return;
    this.server = this.create();
    await this.listen(this.address.port, this.address.host);
    this.record.away = false;
  }

  /** The messages kept, oldest first, parsed. */
  async received(filter: { messageIds?: string[]; to?: string | null } = {}): Promise<ReceivedEmail[]> {
    const ids = filter.messageIds && filter.messageIds.length > 0 ? new Set(filter.messageIds) : null;
    const wanted = this.messages.filter(
      (message) =>
        (!ids || (message.messageId !== null && ids.has(message.messageId))) &&
        (!filter.to || message.envelope.to.includes(filter.to.toLowerCase())),
    );
    return Promise.all(wanted.map((message) => parse(message)));
  }

  /** The raw messages kept, oldest first (for counting without parsing). */
  raw(): ReceivedRaw[] {
    return [...this.messages];
  }

  clear(): void {
    this.messages.length = 0;
  }

  private stop(): Promise<void> {
    const server = this.server as SMTPServer & { connections?: Set<{ close(): void }> };
    for (const connection of server.connections ?? []) connection.close();
    return new Promise((done) => server.close(() => done()));
  }

  close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    return this.record.away ? Promise.resolve() : this.stop();
  }
}

/** The `Message-ID` in a raw message's header section, without parsing the rest. */
function messageIdOf(raw: string): string | null {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? raw : raw.slice(0, end);
  return /^message-id:\s*(<[^>\r\n]+>)/im.exec(head)?.[1] ?? null;
}

/** A received message parsed with `mailparser`. */
export async function parse(message: ReceivedRaw): Promise<ReceivedEmail> {
  const mail = await simpleParser(message.raw);
  const headers: Record<string, string> = {};
  for (const line of mail.headerLines) {
    const value = line.line.slice(line.line.indexOf(":") + 1).trim();
    headers[line.key] ??= value.replace(/\r?\n\s+/g, " ");
  }
  return {
    ...message,
    subject: mail.subject ?? "",
    from: mail.from?.text ?? "",
    to: [mail.to ?? []]
      .flat()
      .map((address) => address.text)
      .join(", "),
    headers,
    text: mail.text ?? "",
    html: typeof mail.html === "string" ? mail.html : null,
  };
}
