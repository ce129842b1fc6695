import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AppContextProvider } from "../../../lib/app-context";
import { ApiError, type ApiClient, type ApiRequestOptions } from "../../../lib/api-client";
import { defaultConfig } from "../../../lib/config";
import { SetupAccount, type SetupAccountProps } from "./setup-account";

const EMAIL_PIN = "A1B2C3";
const MOBILE_PIN = "654321";

interface Registration {
  email_status?: "unconfirmed" | "validated" | "expired";
  email: string;
  mobile: string;
  email_validated: boolean;
  mobile_validated: boolean;
  email_replace_attempts: number;
  mobile_code_send_attempts: number;
  mobile_replace_attempts: number;
  is_process_failed: boolean;
  is_process_completed: boolean;
}

/** A stand-in for the signup endpoints, keeping one registration. */
function fakeServer(start: Partial<Registration> = {}) {
  const registration: Registration = {
    email: "new@customer.test",
    mobile: "639171234567",
    email_validated: false,
    mobile_validated: false,
    email_replace_attempts: 0,
    mobile_code_send_attempts: 0,
    mobile_replace_attempts: 0,
    is_process_failed: false,
    is_process_completed: false,
    ...start,
  };
  const calls: { url: string; body?: Record<string, string> }[] = [];
  const pending: { resolve: () => void }[] = [];
  let holdVerify = false;
  const refuse = (message: string) => {
    throw new ApiError(message, 200, { status: false, message });
  };
  const api = (async (url: string, options: ApiRequestOptions = {}) => {
    const body = options.body as Record<string, string> | undefined;
    calls.push({ url, body });
    if (holdVerify && url.includes("verify_"))
      await new Promise<void>((resolve) => pending.push({ resolve }));
    switch (url) {
      case "/public/signup/register":
        return { status: true, data: { ...registration } };
      case "/public/signup/verify_email":
        if (body?.email_pin_code !== EMAIL_PIN) refuse("Email Pincode is expired");
        registration.email_validated = true;
        return { status: true, data: null };
      case "/public/signup/verify_mobile":
        if (body?.mobile_pin_code !== MOBILE_PIN) refuse("Invalid mobile PIN code.");
        registration.mobile_validated = true;
        return { status: true, data: null };
      case "/public/signup/resend_email_pin_code":
        registration.email_replace_attempts += 1;
        registration.email = body?.email ?? registration.email;
        return { status: true, data: null };
      case "/public/signup/resend_mobile_pin_code":
        if (body?.mobile === registration.mobile) registration.mobile_code_send_attempts += 1;
        else {
          registration.mobile_replace_attempts += 1;
          registration.mobile = body?.mobile ?? registration.mobile;
        }
        return { status: true, data: null };
      default:
        throw new Error(`Unexpected call ${url}`);
    }
  }) as ApiClient;
  return {
    api,
    registration,
    calls,
    count: (url: string) => calls.filter((call) => call.url === url).length,
    holdVerify: () => (holdVerify = true),
    releaseVerify: () => {
      holdVerify = false;
      pending.splice(0).forEach(({ resolve }) => resolve());
    },
  };
}

/** Lets answers, query notifications and renders settle; each may wait a timer turn (at least 1 ms). */
const flush = async () => {
  for (let turn = 0; turn < 3; turn++) await act(() => vi.advanceTimersByTimeAsync(1));
};
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function open(server: ReturnType<typeof fakeServer>, hints: SetupAccountProps["hints"] = {}) {
  const location = memoryLocation({ path: "/setup-account/12/secret-token", record: true });
  render(
    <AppContextProvider config={defaultConfig} api={server.api}>
      <Router hook={location.hook}>
        <SetupAccount link={{ id: "12", token: "secret-token" }} hints={hints} />
      </Router>
    </AppContextProvider>,
  );
  await flush();
  return { path: () => location.history.at(-1) };
}

const emailInput = () => screen.getByLabelText("Email PIN") as HTMLInputElement;
const mobileInput = () => screen.getByLabelText("Mobile PIN") as HTMLInputElement;
const modeOf = (input: HTMLInputElement) => input.closest("[data-state]")?.getAttribute("data-state");
const type = async (input: HTMLInputElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  await flush();
};
const emailResend = () => screen.queryByRole("button", { name: "Resend email PIN or change email" });
const mobileResend = () => screen.queryByRole("button", { name: "Resend SMS PIN or change mobile" });

// The resend dialogs load lazily; loading them once here lets each test's flush resolve them.
beforeAll(async () => {
  await import("./resend-pin-dialogs");
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("SetupAccount", () => {
  it("reads the registration every 2 seconds while PINs are unconfirmed", async () => {
    const server = fakeServer();
    await open(server);
    expect(server.count("/public/signup/register")).toBe(1);
    expect(screen.getByTestId("email-status").textContent).toBe("Unconfirmed");
    expect(screen.getByTestId("mobile-status").textContent).toBe("Unconfirmed");
    await wait(1900);
    expect(server.count("/public/signup/register")).toBe(1);
    await wait(100);
    expect(server.count("/public/signup/register")).toBe(2);
    await wait(2000);
    expect(server.count("/public/signup/register")).toBe(3);
    expect(server.calls.find((call) => call.url.includes("verify"))).toBeUndefined();
  });

  it("submits the email PIN by itself once 6 characters are typed, busy then success", async () => {
    const server = fakeServer();
    await open(server);
    expect(modeOf(emailInput())).toBe("submit");
    await type(emailInput(), "A1 B2C");
    expect(server.count("/public/signup/verify_email")).toBe(0);

    server.holdVerify();
    await type(emailInput(), "A1 B2C 3");
    expect(server.calls.at(-1)).toEqual({
      url: "/public/signup/verify_email",
      body: { id: "12", token: "secret-token", email_pin_code: EMAIL_PIN },
    });
    expect(modeOf(emailInput())).toBe("busy");
    expect(emailInput().readOnly).toBe(true);

    server.releaseVerify();
    await flush();
    expect(modeOf(emailInput())).toBe("success");
    expect(screen.getByTestId("email-status").textContent).toBe("Validated");
    expect(emailResend()).toBeNull();
  });

  it("turns the email expired on a refused PIN, shows the server's message, and allows one replacement", async () => {
    const server = fakeServer();
    await open(server);
    await type(emailInput(), "ZZZZZZ");
    expect(screen.getByTestId("email-status").textContent).toBe("Expired");
    expect(within(screen.getByRole("region", { name: "Email" })).getByRole("alert").textContent).toBe(
      "Email Pincode is expired",
    );
    expect(modeOf(emailInput())).toBe("lock");
    expect(emailInput().disabled).toBe(true);

    fireEvent.click(emailResend()!);
    const dialog = screen.getByRole("dialog", { name: "Resend email PIN" });
    const address = within(dialog).getByLabelText("Email address");
    expect((address as HTMLInputElement).value).toBe("new@customer.test");
    fireEvent.change(address, { target: { value: "right@customer.test" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send PIN" }));
    await flush();

    expect(server.calls.find((call) => call.url === "/public/signup/resend_email_pin_code")?.body).toEqual({
      id: "12",
      token: "secret-token",
      email: "right@customer.test",
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByTestId("email-status").textContent).toBe("Unconfirmed");
    expect(modeOf(emailInput())).toBe("submit");
    expect(emailInput().value).toBe("");
    expect(screen.getByRole("region", { name: "Email" }).textContent).toContain("right@customer.test");
    expect(emailResend()).toBeNull();
  });

  it("locks the email PIN the server reports as lapsed, and offers a new one", async () => {
    const server = fakeServer({ email_status: "expired" });
    await open(server);
    expect(screen.getByTestId("email-status").textContent).toBe("Expired");
    expect(modeOf(emailInput())).toBe("lock");
    expect(emailResend()).not.toBeNull();
  });

  it("shows the resend-SMS option 20 s after the last send, up to 2 sends and replaces", async () => {
    const server = fakeServer();
    await open(server);
    await wait(19_000);
    expect(mobileResend()).toBeNull();
    await wait(1000);
    expect(mobileResend()).not.toBeNull();

    const send = async (mobile?: string) => {
      fireEvent.click(mobileResend()!);
      const dialog = screen.getByRole("dialog", { name: "Resend SMS PIN" });
      if (mobile)
        fireEvent.change(within(dialog).getByLabelText("Mobile number"), { target: { value: mobile } });
      fireEvent.click(within(dialog).getByRole("button", { name: "Send PIN" }));
      await flush();
    };
    await send();
    expect(server.calls.at(-2)?.body).toEqual({ id: "12", token: "secret-token", mobile: "639171234567" });
    expect(mobileResend()).toBeNull();
    await wait(19_000);
    expect(mobileResend()).toBeNull();
    await wait(1000);

    await send("9998887777");
    expect(server.registration).toMatchObject({
      mobile: "639998887777",
      mobile_code_send_attempts: 1,
      mobile_replace_attempts: 1,
    });
    await wait(60_000);
    expect(mobileResend()).toBeNull();
  });

  it("shows the PIN error and the resend option at once when a mobile PIN is refused", async () => {
    const server = fakeServer();
    await open(server);
    expect(mobileResend()).toBeNull();
    await type(mobileInput(), "111111");
    expect(within(screen.getByRole("region", { name: "Mobile" })).getByRole("alert").textContent).toBe(
      "Invalid mobile PIN code.",
    );
    expect(modeOf(mobileInput())).toBe("submit");
    expect(mobileResend()).not.toBeNull();
    await type(mobileInput(), MOBILE_PIN);
    expect(screen.getByTestId("mobile-status").textContent).toBe("Validated");
    expect(modeOf(mobileInput())).toBe("success");
  });

  it("goes home 2 s after both PINs are validated, and stops polling", async () => {
    const server = fakeServer({ email_validated: true });
    const page = await open(server);
    await type(mobileInput(), MOBILE_PIN);
    expect(screen.getByTestId("setup-account-progress").textContent).toMatch(/Taking you to the console/);
    const reads = server.count("/public/signup/register");
    await wait(1900);
    expect(page.path()).toBe("/setup-account/12/secret-token");
    await wait(100);
    expect(page.path()).toBe("/");
    expect(server.count("/public/signup/register")).toBe(reads);
  });

  it("goes to login 3 s after the account set-up completes", async () => {
    const server = fakeServer({ mobile_validated: true });
    const page = await open(server);
    server.registration.email_validated = true;
    server.registration.is_process_completed = true;
    await wait(2000);
    await flush();
    expect(screen.getByTestId("setup-account-progress").textContent).toMatch(/Taking you to login/);
    expect(modeOf(mobileInput())).toBe("success");
    await wait(2900);
    expect(page.path()).toBe("/setup-account/12/secret-token");
    await wait(100);
    expect(page.path()).toBe("/login");
  });

  it("sends an already processed sign-up to its info screen", async () => {
    const server = fakeServer({ email_validated: true, mobile_validated: true, is_process_completed: true });
    const page = await open(server);
    expect(page.path()).toBe("/setup-account-already-process");
  });

  it("checks the email PIN the link carries without any typing", async () => {
    const server = fakeServer();
    await open(server, { code: EMAIL_PIN });
    await flush();
    expect(server.count("/public/signup/verify_email")).toBe(1);
    expect(screen.getByTestId("email-status").textContent).toBe("Validated");
  });
});
