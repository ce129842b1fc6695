import { expect, test } from "vitest";
import { waitForMessage } from "./auth";
import { useBrowser } from "./browser";

const { page, url } = useBrowser();

/**
 * Every public route of the route table, opened without a session: where it lands, the page title
 * (`<prefix> - <screen>`) and something only that screen shows.
 */
const PUBLIC_ROUTES = [
  { open: "/login", lands: /\/login$/, title: "Login", shows: "Sign in to your account" },
  { open: "/logout?absolute", lands: /\/login$/, title: "Login", shows: "Sign in to your account" },
  { open: "/", lands: /\/login$/, title: "Login", shows: "Sign in to your account" },
  {
    open: "/forgot-password",
    lands: /\/forgot-password$/,
    title: "Forgot Password",
    shows: "Send reset link",
  },
  {
    open: "/forgot-password?expired=true",
    lands: /\/forgot-password\?expired=true$/,
    title: "Forgot Password",
    shows: "Your password link has expired or was already used. Request a new one below.",
  },
  { open: "/password-expired", lands: /\/login$/, title: "Login", shows: "Sign in to your account" },
  {
    open: "/reset-password/no-such-code/no-such-token",
    lands: /\/forgot-password\?expired=true$/,
    title: "Forgot Password",
    shows: "Your password link has expired or was already used. Request a new one below.",
  },
  {
    open: "/set-password/no-such-code/no-such-token",
    lands: /\/forgot-password\?expired=true$/,
    title: "Forgot Password",
    shows: "Your password link has expired or was already used. Request a new one below.",
  },
  {
    open: "/setup-account/999999/no-such-token?code=123456&mobile=639170000000&email=x%40y.test",
    lands: /\/setup-account\/999999\//,
    title: "Set Up Your Account",
    shows: "This signup link is invalid or has expired.",
  },
  {
    open: "/setup-account-already-process",
    lands: /\/setup-account-already-process$/,
    title: "Account Already Set Up",
    shows: "This sign-up was already confirmed.",
  },
  {
    open: "/setup-account-notification",
    lands: /\/setup-account-notification$/,
    title: "Account Set-Up",
    shows: "We are setting up your account.",
  },
  { open: "/signup", lands: /\/signup-contact$/, title: "Contact Us", shows: "To open a Sendline account" },
  {
    open: "/signup-verification",
    lands: /\/signup-verification$/,
    title: "Verify Your Sign Up",
    shows: "We sent a confirmation link",
  },
  {
    open: "/signup-privacy-policy",
    lands: /\/signup-privacy-policy$/,
    title: "Privacy Policy",
    shows: "We never sell personal data.",
  },
  {
    open: "/signup-terms-condition",
    lands: /\/signup-terms-condition$/,
    title: "Terms and Conditions",
    shows: "The full terms come with your service agreement.",
  },
  {
    open: "/top-up-verify/TXN-NONE/no-such-token",
    lands: /\/top-up-verify\//,
    title: "Top Up Verification",
    shows: "Link was used or already expired",
  },
  {
    open: "/twofa-login/1/no-such-token/1",
    lands: /\/twofa-login\//,
    title: "Two-Factor Authentication",
    shows: "Please login again.",
  },
  {
    open: "/twofa-login-verification/1/no-such-token/1",
    lands: /\/twofa-login-verification\//,
    title: "Two-Factor Verification",
    shows: "Please login again.",
  },
  {
    open: "/twofa-login-expired",
    lands: /\/twofa-login-expired$/,
    title: "Link Expired",
    shows: "This verification link or code has expired.",
  },
  {
    open: "/twofa-login-max-retry",
    lands: /\/twofa-login-max-retry$/,
    title: "Too Many Attempts",
    shows: "You have entered a wrong code too many times.",
  },
  {
    open: "/twofa-login-contact",
    lands: /\/twofa-login-contact$/,
    title: "Contact Us",
    shows: "If you cannot receive codes on your registered mobile number",
  },
];

test.each(PUBLIC_ROUTES)("$open shows its screen, titled $title", async ({ open, lands, title, shows }) => {
  await page().goto(url(open));
  await page().waitForURL(lands);
  await page().getByText(shows).first().waitFor();
  await expect.poll(() => page().title()).toBe(`Sendline - ${title}`);
  expect(await page().getByRole("navigation", { name: "Main" }).count()).toBe(0);
});

test("the emailed top-up link verifies the payment once; opened again it has expired", async () => {
  const message = await waitForMessage(page(), url("/"), (m) => /\/top-up-verify\//.test(m.body));
  const link = /\/top-up-verify\/\S+\/[^\s.]+/.exec(message.body)![0];

  const screen = page().getByRole("main");
  await page().goto(url(link));
  await screen.getByRole("heading", { name: "Verification Success" }).waitFor();
  await screen.getByText("Your top up has been verified!").waitFor();
  await expect.poll(() => page().title()).toBe("Sendline - Top Up Verification");

  await page().goto(url(link));
  await screen.getByRole("heading", { name: "Link expired" }).waitFor();
  await screen.getByText("Link was used or already expired").waitFor();
});
