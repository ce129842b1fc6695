import nodemailer from "nodemailer";
import type SMTPPool from "nodemailer/lib/smtp-pool";
import type { EmailMessage, EmailTransport, SendOutcome } from "./transport";

/** Where and how to relay mail over SMTP. */
export interface SmtpSettings {
  /** `smtp://user:password@host:port` (`smtps://` for TLS from the start). */
  url?: string;
  host?: string;
  port?: number;
  user?: string;
  password?: string;
  /** TLS from the start (port 465); otherwise STARTTLS when the relay offers it. */
  secure?: boolean;
  /** Connections kept open at once. */
  pool: number;
  /** Messages per second at most, across the pool; 0 for no cap. */
  rate: number;
  /** The `From` header. */
  from: string;
  /** The envelope sender (`MAIL FROM`), where bounces go. */
  returnPath: string;
  dkim: { domain: string; selector: string; privateKey: string } | null;
}

/** The commands after which a dropped connection may have delivered the message. */
const AFTER_DATA = new Set(["DATA", "message", "dataend"]);

interface SmtpError extends Error {
  code?: string;
  command?: string;
  response?: string;
  responseCode?: number;
}

/** Sorts a relay's answer into what the dispatcher does next. */
export function outcomeOf(error: SmtpError): SendOutcome {
  const answer = error.response ?? error.message;
  const code = error.responseCode;
  if (code !== undefined && code >= 500) return { status: "refused", answer, code };
  if (code !== undefined && code >= 400) return { status: "deferred", answer };
  if (error.command && AFTER_DATA.has(error.command)) return { status: "unknown", answer };
  return { status: "deferred", answer };
}

/**
 * Email over SMTP with nodemailer's pooled transport: `pool` connections reused across messages,
 * at most `rate` messages a second, the envelope sender set to the return path, and a DKIM
 * signature on every message when configured.
 */
export function smtpTransport(settings: SmtpSettings): EmailTransport {
  const options: SMTPPool.Options = {
    pool: true,
    maxConnections: settings.pool,
    maxMessages: Infinity,
    ...(settings.rate > 0 && { rateLimit: settings.rate, rateDelta: 1000 }),
    ...(settings.url
      ? { url: settings.url }
      : {
          host: settings.host,
          port: settings.port,
          secure: settings.secure ?? false,
          ...(settings.user && { auth: { user: settings.user, pass: settings.password ?? "" } }),
        }),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
    ...(settings.dkim && {
      dkim: {
        domainName: settings.dkim.domain,
        keySelector: settings.dkim.selector,
        privateKey: settings.dkim.privateKey,
      },
    }),
  };
  const transporter = nodemailer.createTransport(options);
  return {
    async send(message: EmailMessage): Promise<SendOutcome> {
      try {
        const info = (await transporter.sendMail({
          from: settings.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html && { html: message.html }),
          messageId: message.messageId,
          headers: message.headers ?? {},
          envelope: { from: settings.returnPath, to: [message.to] },
        })) as { response?: string; rejected?: unknown[] };
        return { status: "sent", answer: info.response ?? "250 OK" };
      } catch (error) {
        return outcomeOf(error as SmtpError);
      }
    },
    async close() {
      transporter.close();
    },
  };
}
