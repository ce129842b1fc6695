import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import type { LookupAddress } from "node:dns";
import { and, eq, inArray, sql } from "drizzle-orm";
import { callbackReceipts, callbackSettings } from "../../db/schema";
import type { AppContext } from "../../plugins/context";
import { MAX_ATTEMPTS, SIGNATURE_HEADER, backoffSeconds, sign } from "./receipts";
import { CALLBACK_URL_PRIVATE, mayReceive, resolveHost, type Resolve } from "./callback-url";
import { Periodic } from "../../lib/periodic";

type Receipt = typeof callbackReceipts.$inferSelect;

/** How long a claimed receipt is held before another dispatcher may take it (a crash's cost). */
const LEASE_SECONDS = 60;
const TIMEOUT_MS = 10_000;

/** What one post came to. */
export interface PostResult {
  responseCode: number | null;
  responseMs: number;
  error: string | null;
}

/** Where a post may connect: loopback only in demo mode; how names are resolved (tests swap it). */
export interface PostOptions {
  allowLoopback: boolean;
  resolve?: Resolve;
}

/**
 * A DNS lookup for the connection itself that refuses any address a receiver may not have, so the
 * address checked is the address connected to: a name that answered a public address when the URL
 * was saved and a private one now (DNS rebinding) is refused here.
 */
function guardedLookup({ allowLoopback, resolve = resolveHost }: PostOptions): LookupFunction {
  return (hostname, options, callback) => {
    const answer = callback as (
      error: Error | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void;
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0 || !addresses.every((address) => mayReceive(address, allowLoopback))) {
          return answer(new RefusedAddressError(), "");
        }
        const entries = addresses.map((address) => ({ address, family: isIP(address) }));
        if (options.all) return answer(null, entries);
        return answer(null, entries[0]!.address, entries[0]!.family);
      },
      (error: Error) => answer(error, ""),
    );
  };
}

class RefusedAddressError extends Error {
  constructor() {
    super(CALLBACK_URL_PRIVATE);
    this.name = "RefusedAddressError";
  }
}

/** Posts a signed body to a receiver, answering its status code and the time it took. Redirects are not followed. */
export async function postSigned(
  url: string,
  body: string,
  secret: string,
  options: PostOptions,
): Promise<PostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const target = new URL(url);
  const literal = target.hostname.replace(/^\[|\]$/g, "");
  // A literal address is connected to without a lookup.
  if (isIP(literal) && !mayReceive(literal, options.allowLoopback)) {
    return { responseCode: null, responseMs: 0, error: CALLBACK_URL_PRIVATE };
  }
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise<PostResult>((done) => {
    const request = send(
      target,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          [SIGNATURE_HEADER]: sign(body, secret),
        },
        lookup: guardedLookup(options),
        timeout: TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        done({ responseCode: response.statusCode ?? null, responseMs: elapsed(), error: null });
      },
    );
    request.on("timeout", () => request.destroy(new Error("Timed out")));
    request.on("error", (error) => {
      const message =
        error instanceof RefusedAddressError
          ? CALLBACK_URL_PRIVATE
          : error.message === "Timed out"
            ? "Timed out"
            : "Could not connect";
      done({ responseCode: null, responseMs: elapsed(), error: message });
    });
    request.end(body);
  });
}

/**
 * Posts queued delivery receipts to the accounts' callbacks. Due receipts are claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease in one short transaction, posted outside it (every receiver
 * at once, so a slow one holds up no other), and their outcome written back: delivered on a 2xx,
 * otherwise tried again after a growing wait until `MAX_ATTEMPTS`, then failed. A dispatcher that
 * dies mid-post leaves its lease to run out, and the receipt is claimed again.
 */
export class CallbackDispatcher {
  private readonly loop: Periodic<number>;

  constructor(
    private readonly context: AppContext,
    private readonly options: {
      intervalMs: number;
      batch: number;
      /** Checks the URL again before each post (its rules may have changed since it was saved). */
      refuse?: (url: string) => Promise<string | null>;
      /** Loopback receivers are reached only in demo mode. */
      allowLoopback: boolean;
    },
  ) {
    this.loop = new Periodic("callback dispatch", options.intervalMs, () => this.pass());
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** One pass: answers how many receipts it posted. Passes never overlap within a process. */
  tick(): Promise<number> {
    return this.loop.run();
  }

  private async claim(now: Date): Promise<Receipt[]> {
    const lease = new Date(now.getTime() + LEASE_SECONDS * 1000);
    return this.context.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: callbackReceipts.id })
        .from(callbackReceipts)
        .where(
          and(
            eq(callbackReceipts.status, "pending"),
            sql`${callbackReceipts.nextAttemptAt} <= ${now.toISOString()}::timestamptz`,
            sql`(${callbackReceipts.leaseUntil} is null or ${callbackReceipts.leaseUntil} < ${now.toISOString()}::timestamptz)`,
          ),
        )
        .orderBy(callbackReceipts.id)
        .limit(this.options.batch)
        .for("update", { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(callbackReceipts)
        .set({ leaseUntil: lease })
        .where(
          inArray(
            callbackReceipts.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  private async pass(): Promise<number> {
    const now = this.context.now();
    const claimed = await this.claim(now);
    if (claimed.length === 0) return 0;
    const accountIds = [...new Set(claimed.map((receipt) => receipt.accountId))];
    const secrets = new Map(
      (
        await this.context.db
          .select({ accountId: callbackSettings.accountId, secret: callbackSettings.secret })
          .from(callbackSettings)
          .where(inArray(callbackSettings.accountId, accountIds))
      ).map((row) => [row.accountId, row.secret]),
    );
    await Promise.all(
      claimed.map(async (receipt) => {
        const refused = await this.options.refuse?.(receipt.url);
        const result = refused
          ? { responseCode: null, responseMs: 0, error: refused }
          : await postSigned(receipt.url, receipt.body, secrets.get(receipt.accountId) ?? "", {
              allowLoopback: this.options.allowLoopback,
            });
        await this.record(receipt, result, now);
      }),
    );
    return claimed.length;
  }

  private async record(receipt: Receipt, result: PostResult, now: Date): Promise<void> {
    const attempts = receipt.attempts + 1;
    const delivered = result.responseCode !== null && result.responseCode >= 200 && result.responseCode < 300;
    const failed = !delivered && attempts >= MAX_ATTEMPTS;
    await this.context.db
      .update(callbackReceipts)
      .set({
        attempts,
        status: delivered ? "delivered" : failed ? "failed" : "pending",
        responseCode: result.responseCode,
        responseMs: result.responseMs,
        lastError: delivered ? null : (result.error ?? `Answered ${result.responseCode}`),
        dateLastAttempt: now,
        leaseUntil: null,
        nextAttemptAt: delivered || failed ? now : new Date(now.getTime() + backoffSeconds(attempts) * 1000),
      })
      .where(eq(callbackReceipts.id, receipt.id));
  }
}
