import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "./api-client";
import { earlyReadsFetch, recordFirstReads, saveFirstReads, sendEarlyReads } from "./early-reads";
import { clearSession, enterAccount, resetStorage, writeSession } from "./session";

const origin = window.location.origin;
const answer = (data: unknown) =>
  new Response(JSON.stringify({ status: true, data }), { headers: { "Content-Type": "application/json" } });

/** Every request that reached the network, with its Token and Account-Id headers. */
let sent: { url: string; token: string | null; account: string | null }[];
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  sent = [];
  fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    sent.push({ url: input, token: headers.get("Token"), account: headers.get("Account-Id") });
    return answer({ url: input, token: headers.get("Token") });
  });
  vi.stubGlobal("fetch", fetchMock);
  history.replaceState(null, "", "/sms-campaign?page=2");
  writeSession({ id: 1, account_id: 7, token: "first" });
});

afterEach(() => {
  saveFirstReads();
  resetStorage();
  clearSession();
  vi.unstubAllGlobals();
});

/** Opens the address once the way main.tsx does: the first screen's reads, noted for next time. */
async function firstScreen(reads: string[]) {
  const api = createApiClient({ apiEndpoint: "" });
  recordFirstReads();
  const answers = await Promise.all(reads.map((url) => api<{ data: { token: string } }>(url)));
  saveFirstReads();
  return answers;
}

describe("early reads", () => {
  it("sends, on the next opening of the address, the reads its first screen made, and answers them from there", async () => {
    await firstScreen(["/ajax/settings/current_user", "/ajax/sms/campaign/list?page=2"]);
    sent = [];

    sendEarlyReads();
    expect(sent).toEqual([
      { url: `${origin}/ajax/settings/current_user`, token: "first", account: "7" },
      { url: `${origin}/ajax/sms/campaign/list?page=2`, token: "first", account: "7" },
    ]);
    const answers = await firstScreen(["/ajax/sms/campaign/list?page=2", "/ajax/settings/current_user"]);
    // Both answers came from the start script's reads: nothing more reached the network.
    expect(sent).toHaveLength(2);
    expect(answers.map((body) => body.data.token)).toEqual(["first", "first"]);
  });

  it("keeps each address's reads apart and sends nothing for an address never opened", async () => {
    await firstScreen(["/ajax/sms/campaign/list?page=2"]);
    history.replaceState(null, "", "/sms-campaign/5/dashboard");
    await firstScreen(["/ajax/sms/campaign/5"]);
    sent = [];

    sendEarlyReads();
    expect(sent.map((read) => read.url)).toEqual([`${origin}/ajax/sms/campaign/5`]);
    history.replaceState(null, "", "/email-campaign");
    sent = [];
    sendEarlyReads();
    expect(sent).toEqual([]);
  });

  it("does not hand a read to a request of another token or account, and drops what the first screen left", async () => {
    await firstScreen(["/ajax/preferences", "/api/tour-states"]);
    sendEarlyReads();
    sent = [];

    // A staff user who entered another account since: the read carried the old account.
    enterAccount(9);
    const api = createApiClient({ apiEndpoint: "" });
    await api("/ajax/preferences");
    expect(sent).toEqual([{ url: "/ajax/preferences", token: "first", account: "9" }]);

    // Once the first screen is done, an unclaimed read is never used for a later one.
    saveFirstReads();
    localStorage.removeItem("sendline.activeAccountId");
    sent = [];
    await api("/api/tour-states");
    expect(sent).toHaveLength(1);
  });

  it("asks again when the start script's read failed on the network", async () => {
    await firstScreen(["/ajax/preferences"]);
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")));
    sendEarlyReads();
    sent = [];

    const [body] = await firstScreen(["/ajax/preferences"]);
    expect(sent).toHaveLength(1);
    expect(body?.data.token).toBe("first");
  });

  it("sends nothing without a session, and notes only reads", async () => {
    await firstScreen(["/ajax/preferences"]);
    clearSession();
    sent = [];
    sendEarlyReads();
    expect(sent).toEqual([]);

    writeSession({ id: 1, account_id: 7, token: "first" });
    recordFirstReads();
    await earlyReadsFetch("/ajax/preferences", { method: "POST" });
    saveFirstReads();
    sent = [];
    sendEarlyReads();
    expect(sent).toEqual([]);
  });
});
