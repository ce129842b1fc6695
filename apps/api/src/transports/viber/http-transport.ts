import { z } from "zod";
import {
  VIBER_CALLBACK_STATUSES,
  viberSignatureValid,
  type ViberCallback,
  type ViberMessage,
  type ViberSendRequest,
  type ViberSubmitResult,
  type ViberTransport,
  type ViberTransportState,
} from "./transport";

export interface ViberHttpOptions {
  /** The provider's API base, e.g. `https://viber.provider.example/api`. */
  baseUrl: string;
  token: string;
  /** The sender: the service id the provider registered. */
  sender: string;
  ttlSeconds: number;
  /** Where the provider posts delivery callbacks (this server's public callback endpoint). */
  callbackUrl: string;
  /** The secret the provider signs callbacks with. */
  callbackSecret: string;
  /** Requests in flight at most. */
  concurrency: number;
  /** Requests started a second at most; 0 for no cap. */
  ratePerSecond: number;
  /** Tries after the first for a 429, a 5xx or an unreachable provider. */
  retries: number;
  /** First backoff; it doubles each try (a 429's `Retry-After` is taken when longer). */
  backoffMs: number;
  /** Milliseconds a request may take before it is given up as lost. */
  timeoutMs: number;
}

const callbackSchema = z.object({
  message_id: z.string().min(1).max(200),
  reference: z.string().max(100),
  receiver: z.string().max(20),
  status: z.enum(VIBER_CALLBACK_STATUSES),
  timestamp: z.string().max(40),
});

/** Codes of a request that never reached the provider: sending it again sends it once. */
const UNREACHED = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

/**
 * A Viber Business Messages provider over HTTP, on Node's own `fetch` (undici, keep-alive). It
 * keeps at most `concurrency` requests in flight and starts at most `ratePerSecond` a second; a 429
 * or a 5xx is sent again after a doubling backoff (a 429's `Retry-After` honoured), and an answer
 * that never comes is given up as lost, never sent again.
 */
export class ViberHttpTransport implements ViberTransport {
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];
  private nextStart = 0;
  private readonly starts: number[] = [];
  private retried = 0;
  private lastError: string | null = null;
  private closed = false;

  constructor(readonly options: ViberHttpOptions) {}

  get ttlSeconds(): number {
    return this.options.ttlSeconds;
  }

  async submit(message: ViberMessage): Promise<ViberSubmitResult> {
    const request: ViberSendRequest = {
      sender: this.options.sender,
      receiver: message.to,
      ttl: this.options.ttlSeconds,
      callback_url: this.options.callbackUrl,
      reference: message.reference,
      content: message.content,
    };
    const body = JSON.stringify(request);
    for (let attempt = 0; ; attempt += 1) {
      if (this.closed) return { status: "unsent" };
      const outcome = await this.send(body);
      if (outcome.kind === "answer") {
        this.lastError = null;
        return outcome.result;
      }
      this.lastError = outcome.error;
      if (outcome.kind === "lost") return { status: "lost" };
      if (attempt >= this.options.retries) return { status: "unsent" };
      this.retried += 1;
      const backoff = this.options.backoffMs * 2 ** attempt;
      await new Promise((resolve) => setTimeout(resolve, Math.max(backoff, outcome.retryAfterMs)));
    }
  }

  readCallback(body: string, signature: string | undefined): ViberCallback | null {
    if (!viberSignatureValid(body, signature, this.options.callbackSecret)) return null;
    try {
      const parsed = callbackSchema.safeParse(JSON.parse(body));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  state(): ViberTransportState {
    const now = Date.now();
    return {
      status: this.closed ? "closed" : this.lastError ? "failing" : "ready",
      lastError: this.lastError,
      inFlight: this.inFlight,
      perSecond: this.starts.filter((time) => time > now - 1000).length,
      retried: this.retried,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const wake of this.waiting.splice(0)) wake();
  }

  /** One request, within the concurrency and rate caps. */
  private async send(
    body: string,
  ): Promise<
    | { kind: "answer"; result: ViberSubmitResult }
    | { kind: "retry"; error: string; retryAfterMs: number }
    | { kind: "lost"; error: string }
  > {
    await this.slot();
    try {
      const response = await fetch(`${this.options.baseUrl.replace(/\/+$/, "")}/v1/messages`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${this.options.token}` },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      const text = await response.text();
      if (response.status === 429 || response.status >= 500) {
        const retryAfter = Number(response.headers.get("retry-after"));
        return {
          kind: "retry",
          error: `HTTP ${response.status}`,
          retryAfterMs: Number.isFinite(retryAfter) ? retryAfter * 1000 : 0,
        };
      }
      let answer: { message_id?: unknown; error?: unknown } = {};
      try {
        answer = JSON.parse(text) as typeof answer;
      } catch {
        // An answer that is not JSON: its status says enough.
      }
      if (response.ok && typeof answer.message_id === "string" && answer.message_id !== "") {
        return { kind: "answer", result: { status: "accepted", messageId: answer.message_id } };
      }
      if (response.ok) return { kind: "lost", error: "answer without a message id" };
      return {
        kind: "answer",
        result: {
          status: "rejected",
          code: response.status,
          error: typeof answer.error === "string" ? answer.error.slice(0, 200) : `HTTP ${response.status}`,
        },
      };
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (code && UNREACHED.has(code)) return { kind: "retry", error: code, retryAfterMs: 0 };
      return { kind: "lost", error: code ?? (error as Error).name };
    } finally {
      this.inFlight -= 1;
      this.waiting.shift()?.();
    }
  }

  /** Waits for a free slot under the concurrency cap, then for the rate cap's next start. */
  private async slot(): Promise<void> {
    while (this.inFlight >= this.options.concurrency && !this.closed) {
      await new Promise<void>((wake) => this.waiting.push(wake));
    }
    this.inFlight += 1;
    const now = Date.now();
    if (this.options.ratePerSecond > 0) {
      const start = Math.max(now, this.nextStart);
      this.nextStart = start + 1000 / this.options.ratePerSecond;
      if (start > now) await new Promise((resolve) => setTimeout(resolve, start - now));
    }
    const started = Date.now();
    this.starts.push(started);
    while (this.starts.length > 0 && this.starts[0]! <= started - 1000) this.starts.shift();
  }
}
