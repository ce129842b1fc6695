import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { z } from "zod";
import { VIBER_REACH } from "../modules/campaigns/delivery/viber";
import {
  signViberBody,
  VIBER_SIGNATURE_HEADER,
  type ViberCallback,
  type ViberCallbackStatus,
  type ViberSendRequest,
} from "../transports/viber/transport";

export interface ViberProviderOptions {
  /** The bearer token senders must present. */
  token: string;
  /** The secret callbacks are signed with. */
  secret: string;
  /** How long after a message is accepted its outcome is called back. */
  callbackDelayMs: number;
  /** Of the delivered, the share also called back `seen` (a second callback, later). */
  seenShare: number;
}

/** What tests and demos may change while it runs. */
export interface ViberProviderControls {
  /** The next this many send requests are answered `failStatus` (429 or a 5xx). */
  fail: number;
  failStatus: number;
  /** Seconds a 429 asks to wait (`Retry-After`). */
  retryAfterSeconds: number;
  /** The next this many send requests are taken but their connection is closed unanswered. */
  drop: number;
  /** Receivers whose messages end undelivered. */
  undeliverable: string[];
  /** Callbacks wait until released. */
  holdCallbacks: boolean;
  /** Each callback is posted twice. */
  duplicateCallbacks: boolean;
  callbackDelayMs: number;
}

/** A message as the provider took it. */
export interface ProviderMessage extends ViberSendRequest {
  message_id: string;
  outcome: "delivered" | "expired" | "undelivered";
  /** Whether a `seen` callback follows the `delivered` one. */
  seen: boolean;
}

/** The provider's own record of what it received and answered. */
export interface ViberProviderRecord {
  /** Every send request, whatever its answer. */
  requests: number;
  accepted: number;
  unauthorized: number;
  invalid: number;
  /** Answered 429 or 5xx by the `fail` control. */
  failed: number;
  dropped: number;
  /** Callback posts made, and those the receiver answered with a 2xx. */
  callbacks: number;
  callbacksAnswered: number;
  /** The receiver's answer status codes, by code. */
  callbackAnswers: Record<string, number>;
  messages: ProviderMessage[];
}

const button = z.object({ text: z.string().min(1).max(200), url: z.url({ protocol: /^https?$/ }) });
const content = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("text"),
    text: z.string().min(1).max(1000),
    image_url: z.url({ protocol: /^https?$/ }).nullish(),
    button: button.nullish(),
  }),
  z.object({
    type: z.literal("image"),
    image_url: z.url({ protocol: /^https?$/ }),
    text: z.string().max(1000).optional(),
    button: button.nullish(),
  }),
  z.object({
    type: z.literal("carousel"),
    text: z.string().max(1000).optional(),
    items: z
      .array(
        z.object({
          title: z.string().min(1).max(200),
          image_url: z.url({ protocol: /^https?$/ }).nullable(),
          buttons: z.array(button).min(1).max(2),
        }),
      )
      .min(2)
      .max(5),
  }),
]);
/** A send request as the provider accepts it. */
export const sendRequestSchema = z.object({
  sender: z.string().min(1).max(64),
  receiver: z.string().regex(/^\d{8,15}$/),
  ttl: z.number().int().min(30).max(1_209_600),
  callback_url: z.url({ protocol: /^https?$/ }),
  reference: z.string().max(100),
  content,
});

interface Planned {
  message: ProviderMessage;
  status: ViberCallbackStatus;
}

/**
 * A small Viber Business Messages provider over HTTP, the default of demo mode and the tests: it
 * takes `POST /v1/messages` with its configured bearer token, answers a message id, and after a
 * delay posts the outcome to the request's callback URL, signed with the shared secret. The
 * outcome is the engine's Viber reach share, drawn by a hash of the receiver and the content, so a
 * message ends the same every time: delivered (then seen, for some), else expired or undelivered.
 */
export class LocalViberProvider {
  readonly server: Server;
  readonly controls: ViberProviderControls;
  readonly record: ViberProviderRecord = {
    requests: 0,
    accepted: 0,
    unauthorized: 0,
    invalid: 0,
    failed: 0,
    dropped: 0,
    callbacks: 0,
    callbacksAnswered: 0,
    callbackAnswers: {},
    messages: [],
  };
  private readonly held: Planned[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly run = randomBytes(3).toString("hex");
  private counter = 0;

  constructor(private readonly options: ViberProviderOptions) {
    this.controls = {
      fail: 0,
      failStatus: 503,
      retryAfterSeconds: 0,
      drop: 0,
      undeliverable: [],
      holdCallbacks: false,
      duplicateCallbacks: false,
      callbackDelayMs: options.callbackDelayMs,
    };
    this.server = createServer((request, response) => void this.handle(request, response));
    this.server.keepAliveTimeout = 30_000;
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((done, fail) => {
      this.server.once("error", fail);
      this.server.listen(port, host, () => {
        const address = this.server.address();
        done(typeof address === "object" && address ? address.port : port);
      });
    });
  }

  /** Posts the callbacks held so far, and stops holding. */
  release(): void {
    this.controls.holdCallbacks = false;
    for (const planned of this.held.splice(0)) void this.post(planned);
  }

  /** Posts a callback of the caller's choosing for a message it took (e.g. a late `expired`). */
  inject(callback: { message_id: string; status: ViberCallbackStatus }): boolean {
    const message = this.record.messages.find((entry) => entry.message_id === callback.message_id);
    if (!message) return false;
    void this.post({ message, status: callback.status });
    return true;
  }

  close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.server.closeAllConnections();
    return new Promise((done) => this.server.close(() => done()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const answer = (status: number, value: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { "content-type": "application/json", ...headers });
      response.end(JSON.stringify(value));
    };
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method !== "POST" || request.url !== "/v1/messages") {
      return answer(404, { status: "error", error: "not_found" });
    }
    this.record.requests += 1;
    if (request.headers.authorization !== `Bearer ${this.options.token}`) {
      this.record.unauthorized += 1;
      return answer(401, { status: "error", error: "unauthorized" });
    }
    if (this.controls.drop > 0) {
      this.controls.drop -= 1;
      this.record.dropped += 1;
      request.socket.destroy();
      return;
    }
    if (this.controls.fail > 0) {
      this.controls.fail -= 1;
      this.record.failed += 1;
      const status = this.controls.failStatus;
      return answer(
        status,
        { status: "error", error: status === 429 ? "rate_limited" : "unavailable" },
        status === 429 ? { "retry-after": String(this.controls.retryAfterSeconds) } : {},
      );
    }
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      this.record.invalid += 1;
      return answer(400, { status: "error", error: "invalid_json" });
    }
    const parsed = sendRequestSchema.safeParse(body);
    if (!parsed.success) {
      this.record.invalid += 1;
      return answer(400, {
        status: "error",
        error: "invalid_request",
        fields: parsed.error.issues.map((issue) => issue.path.join(".")),
      });
    }
    const message_id = `${this.run}${(this.counter += 1).toString(16).padStart(10, "0")}`;
    const message: ProviderMessage = { ...parsed.data, message_id, ...this.outcome(parsed.data) };
    this.record.accepted += 1;
    this.record.messages.push(message);
    answer(200, { status: "accepted", message_id });
    this.plan({ message, status: message.outcome }, this.controls.callbackDelayMs);
    if (message.seen) this.plan({ message, status: "seen" }, this.controls.callbackDelayMs * 2);
  }

  /** How a message ends: the Viber reach share, drawn by a hash of its receiver and content. */
  private outcome(request: ViberSendRequest): Pick<ProviderMessage, "outcome" | "seen"> {
    if (this.controls.undeliverable.includes(request.receiver))
      return { outcome: "undelivered", seen: false };
    const digest = createHash("sha1")
      .update(`${request.receiver}\n${JSON.stringify(request.content)}`)
      .digest();
    const roll = digest.readUInt32BE(0) / 2 ** 32;
    const second = digest.readUInt32BE(4) / 2 ** 32;
    if (roll < VIBER_REACH) return { outcome: "delivered", seen: second < this.options.seenShare };
    return { outcome: second < 0.5 ? "undelivered" : "expired", seen: false };
  }

  private plan(planned: Planned, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (this.controls.holdCallbacks) this.held.push(planned);
      else void this.post(planned);
    }, delayMs);
    this.timers.add(timer);
  }

  /** Posts one callback, signed; a failed post is tried again, three times in all. */
  private async post({ message, status }: Planned): Promise<void> {
    const callback: ViberCallback = {
      message_id: message.message_id,
      reference: message.reference,
      receiver: message.receiver,
      status,
      timestamp: new Date().toISOString(),
    };
    const body = JSON.stringify(callback);
    const times = this.controls.duplicateCallbacks ? 2 : 1;
    for (let copy = 0; copy < times; copy += 1) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        this.record.callbacks += 1;
        try {
          const response = await fetch(message.callback_url, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              [VIBER_SIGNATURE_HEADER]: signViberBody(body, this.options.secret),
            },
            body,
          });
          await response.arrayBuffer();
          const code = String(response.status);
          this.record.callbackAnswers[code] = (this.record.callbackAnswers[code] ?? 0) + 1;
          if (response.ok) {
            this.record.callbacksAnswered += 1;
            break;
          }
        } catch {
          this.record.callbackAnswers.error = (this.record.callbackAnswers.error ?? 0) + 1;
        }
        await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
      }
    }
  }
}
