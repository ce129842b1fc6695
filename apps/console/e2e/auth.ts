import type { Page } from "playwright-core";

export const DEMO_PASSWORD = "Sendline#2026";

/** Fills the login form as a person would: email, password, the demo captcha, then Sign in. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByLabel("I'm not a robot").check();
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Opens the login screen, signs in as `email` and waits for the signed-in shell. */
export async function signIn(page: Page, loginUrl: string, email: string): Promise<void> {
  await page.goto(loginUrl);
  await submitLogin(page, email);
  await page.getByTestId("user-name").waitFor();
}

/** Waits for a campaign status badge that reads exactly `status`. */
export async function campaignStatusIs(page: Page, status: string, timeout = 30_000): Promise<void> {
  // A completed campaign whose receipts are still coming reads "Sent, awaiting receipts".
  const label = status === "Completed" ? "(Completed|Sent, awaiting receipts)" : status;
  await page
    .locator('[data-slot="status-badge"]')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .waitFor({ timeout });
}

/** The login screen's attempts count once read: none shows (0) until there were failed attempts. */
export async function attemptsShown(page: Page): Promise<number> {
  await page.locator('[data-testid="login-attempts"][data-state="success"]').waitFor({ state: "attached" });
  return Number((await page.getByTestId("login-attempts").textContent())?.replace(/\D+/g, "") || 0);
}

export interface OutboxMessage {
  id: number;
  channel: "sms" | "email";
  to: string;
  subject: string | null;
  body: string;
  created_at: string;
  /** An email's state in the outbox: `queued`, `sending`, `sent`, `failed` or `unknown`. */
  status?: string;
  message_id?: string | null;
  /** An email as the local SMTP server received it over SMTP (its body is then the received text part). */
  received?: { envelope: { from: string; to: string[] }; headers: Record<string, string> } | null;
}

/** Reads the demo outbox: the newest 500 emails and SMS the server sent or will send. */
export async function outbox(page: Page, baseUrl: string): Promise<OutboxMessage[]> {
  const answer = await page.request.get(new URL("/dev/outbox", baseUrl).toString(), {
    headers: { Accept: "application/json" },
  });
  return ((await answer.json()) as { data: OutboxMessage[] }).data;
}

/** The newest reset link the outbox holds for `email`, as a path. */
export async function latestResetLink(page: Page, baseUrl: string, email: string): Promise<string | null> {
  const message = (await outbox(page, baseUrl)).find(
    (m) => m.to === email && /\/reset-password\//.test(m.body),
  );
  return message?.body.match(/\/reset-password\/\S+\/[^\s.]+/)?.[0] ?? null;
}

/** The newest 6-digit PIN the outbox holds for a user's mobile. */
export async function latestPin(page: Page, baseUrl: string): Promise<string> {
  const message = (await outbox(page, baseUrl)).find((m) => m.channel === "sms" && /\b\d{6}\b/.test(m.body));
  const pin = message?.body.match(/\b\d{6}\b/)?.[0];
  if (!pin) throw new Error("No PIN in the outbox");
  return pin;
}

/** The newest outbox message matching `match`, waiting briefly for it to be written. */
export async function waitForMessage(
  page: Page,
  baseUrl: string,
  match: (message: OutboxMessage) => boolean,
): Promise<OutboxMessage> {
  for (let tries = 0; tries < 20; tries++) {
    const found = (await outbox(page, baseUrl)).find(match);
    if (found) return found;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error("The expected message never reached the outbox");
}

/**
 * The newest email matching `match` once the local SMTP server has received it over SMTP: its
 * `body` is then the text part as received, parsed from the wire.
 */
export async function waitForReceivedEmail(
  page: Page,
  baseUrl: string,
  match: (message: OutboxMessage) => boolean,
): Promise<OutboxMessage> {
  for (let tries = 0; tries < 60; tries++) {
    const found = (await outbox(page, baseUrl)).find(
      (message) => message.channel === "email" && match(message),
    );
    if (found?.received) return found;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error("The local SMTP server never received the expected email");
}

/** Moves the demo server's clock forward, so PINs, links and lockouts expire without waiting. */
export async function advanceServerClock(page: Page, baseUrl: string, minutes: number): Promise<void> {
  const answer = await page.request.post(new URL("/dev/clock", baseUrl).toString(), {
    data: { advanceMinutes: minutes },
  });
  if (!answer.ok()) throw new Error(`The demo clock refused to move: ${await answer.text()}`);
}
