import { sessionHeaders } from "./session";

/**
 * Early reads: the first screen's data asked for by the start script, while the console's own
 * scripts are still downloading.
 *
 * Each time an address opens, the console notes the GET calls its first screen made (the list's
 * first page, the user, the access…) and keeps them per address. The next time that address opens,
 * the production build's start script (`boot.js`, see build/route-preload.ts and src/boot.ts)
 * sends the same calls with the session's headers before any other script has run; the console's
 * client then takes each answer instead of asking again. No read is computed twice: the list of
 * calls is whatever the console asked for last time, so a screen that changes its reads needs no
 * change here. A call is taken only by the identical request (method, address, token and account)
 * and only during the first screen; the rest are dropped, so nothing later reads a stale answer.
 */

/** The GET headers of every API read: answers are never taken from a cache. */
export const NO_CACHE_HEADERS = { "Cache-Control": "no-cache", Pragma: "no-cache" } as const;

/** Per address (path and query), the URLs of the calls its first screen made when it last opened. */
const FIRST_READS_KEY = "sendline.firstReads";
/** How many addresses are remembered (the most recently opened) and how many calls each. */
const MAX_ADDRESSES = 20;
const MAX_READS = 16;

interface EarlyRead {
  url: string;
  headers: Record<string, string>;
  response: Promise<Response>;
}

declare global {
  interface Window {
    /** The start script's reads not yet taken by the console. */
    __sendlineEarlyReads?: EarlyRead[];
  }
}

type FirstReads = Record<string, string[]>;

function storedFirstReads(): FirstReads {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(FIRST_READS_KEY) ?? "{}");
    if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string[]] =>
          Array.isArray(entry[1]) && entry[1].every((url) => typeof url === "string"),
      ),
    );
  } catch {
    return {};
  }
}

const addressOf = (location: Location) => location.pathname + location.search;

/**
 * The start script's part: sends the reads this address's first screen made last time, with the
 * session's headers, and leaves them for the console to take. Nothing is sent without a session.
 */
export function sendEarlyReads(location: Location = window.location): void {
  const urls = storedFirstReads()[addressOf(location)];
  const session = sessionHeaders();
  if (!urls?.length || !session.Token) return;
  const headers = { Accept: "application/json", ...session, ...NO_CACHE_HEADERS };
  window.__sendlineEarlyReads = urls.slice(0, MAX_READS).map((url) => {
    const response = fetch(url, { headers });
    // A read that fails is asked again by the console; the failure itself is nobody's to report.
    response.catch(() => undefined);
    return { url, headers, response };
  });
}

/** Takes the start script's answer to exactly this read, if it sent one. */
function takeEarlyRead(url: string, headers: Headers): Promise<Response> | undefined {
  const reads = window.__sendlineEarlyReads;
  const index =
    reads?.findIndex(
      (read) =>
        read.url === url &&
        read.headers.Token === (headers.get("Token") ?? undefined) &&
        read.headers["Account-Id"] === (headers.get("Account-Id") ?? undefined),
    ) ?? -1;
  if (!reads || index < 0) return undefined;
  return reads.splice(index, 1)[0]!.response;
}

let recording: Set<string> | null = null;

/**
 * The API client's `fetch`: a GET is noted while the first screen is being read, and answered by
 * the start script's read of it when there is one (asked again if that one failed on the network).
 */
export const earlyReadsFetch: typeof fetch = (input, init) => {
  if (typeof input === "string" && (init?.method ?? "GET").toUpperCase() === "GET") {
    const url = new URL(input, window.location.href).href;
    recording?.add(url);
    const early = takeEarlyRead(url, new Headers(init?.headers));
    if (early) return early.catch(() => fetch(input, init));
  }
  return fetch(input, init);
};

/** Starts noting the reads of the first screen. */
export function recordFirstReads(): void {
  recording = new Set();
}

/**
 * Ends the first screen's reads: keeps the ones made since `recordFirstReads` for this address
 * (forgetting the least recently opened addresses beyond MAX_ADDRESSES), and drops the start
 * script's reads nobody took.
 */
export function saveFirstReads(location: Location = window.location): void {
  window.__sendlineEarlyReads = undefined;
  if (!recording) return;
  const urls = [...recording].slice(0, MAX_READS);
  recording = null;
  const { [addressOf(location)]: _previous, ...others } = storedFirstReads();
  const kept = Object.entries(others).slice(-(MAX_ADDRESSES - 1));
  const reads: FirstReads = Object.fromEntries(urls.length ? [...kept, [addressOf(location), urls]] : kept);
  try {
    localStorage.setItem(FIRST_READS_KEY, JSON.stringify(reads));
  } catch {
    // Storage full or off: the next visit reads the usual way.
  }
}
