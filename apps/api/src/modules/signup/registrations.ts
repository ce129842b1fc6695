import { and, eq, gt, isNull } from "drizzle-orm";
import { PIN_LENGTH, SIGNUP_LIMITS, type EmailSignupStatus, type MobileSignupStatus } from "@sendline/core";
import type { Db } from "../../db/database";
import { publicLink } from "../../lib/public-link";
import { isRowId } from "../../db/database";
import { accounts, pendingRegistrations, roles, users } from "../../db/schema";
import { HttpError, isUniqueViolation } from "../../lib/http";
import { hashToken, newPin } from "../../lib/tokens";
import { minutesFromNow, type AppContext } from "../../plugins/context";
import { send } from "../../plugins/services/mail";
import { sendPasswordLink } from "../auth/password";
import { findCountry } from "./countries";

export type Registration = typeof pendingRegistrations.$inferSelect;

export const SIGNUP_LINK_EXPIRED = "This signup link is invalid or has expired.";
export const ALREADY_PROCESSED = "This registration has already been processed.";
export const PROCESS_FAILED = "This registration can no longer be completed. Please sign up again.";
export const EMAIL_ALREADY_REGISTERED = "This email address is already registered.";

/** The trial allowance of a new self-signup account, as the demo trial account has. */
const TRIAL_ALLOWANCE = { balanceSmsCredits: 10, balanceEmailCredits: 100 };

/** The role the person who signs up gets in their new account. */
const OWNER_ROLE = "account_owner";

/** A PIN is stored as the SHA-256 of the registration, the channel and the PIN, never as itself. */
export function pinHash(registrationId: number, channel: "email" | "mobile", pin: string): string {
  return hashToken(`${registrationId}:${channel}:${pin}`);
}

/** The registration a link names, while the link lasts; anything else is one 404. */
export async function openRegistration(context: AppContext, link: { id: number; token: string }) {
  if (!isRowId(link.id)) throw new HttpError(404, SIGNUP_LINK_EXPIRED);
  const [registration] = await context.db
    .select()
    .from(pendingRegistrations)
    .where(
      and(
        eq(pendingRegistrations.id, link.id),
        eq(pendingRegistrations.tokenHash, hashToken(link.token)),
        gt(pendingRegistrations.expiresAt, context.now()),
      ),
    )
    .limit(1);
  if (!registration) throw new HttpError(404, SIGNUP_LINK_EXPIRED);
  return registration;
}

export function emailStatus(registration: Registration, now: Date): EmailSignupStatus {
  if (registration.emailValidated) return "validated";
  const live =
    registration.emailPinHash && registration.emailPinExpiresAt && registration.emailPinExpiresAt > now;
  return live ? "unconfirmed" : "expired";
}

export function mobileStatus(registration: Registration): MobileSignupStatus {
  return registration.mobileValidated ? "validated" : "unconfirmed";
}

/** Whether the current mobile PIN can still be entered: sent, not expired, not spent by wrong tries. */
export function mobilePinLive(context: AppContext, registration: Registration): boolean {
  return (
    registration.mobilePinHash !== null &&
    registration.mobilePinExpiresAt !== null &&
    registration.mobilePinExpiresAt > context.now() &&
    registration.mobilePinFailures < context.config.signup.maxRetries
  );
}

export function emailResendsLeft(registration: Registration): number {
  return Math.max(0, SIGNUP_LIMITS.emailReplaces - registration.emailReplaceAttempts);
}

export function mobileResendsLeft(registration: Registration): number {
  const used = registration.mobileCodeSendAttempts + registration.mobileReplaceAttempts;
  return Math.max(0, SIGNUP_LIMITS.mobileSendsAndReplaces - used);
}

/**
 * A registration that cannot finish any more: its email or mobile PIN is spent or expired with no
 * resend left, or completing it found the email taken.
 */
export function isProcessFailed(context: AppContext, registration: Registration): boolean {
  if (registration.isProcessCompleted) return false;
  if (registration.failureReason) return true;
  const emailStuck =
    emailStatus(registration, context.now()) === "expired" && emailResendsLeft(registration) === 0;
  const mobileStuck =
    !registration.mobileValidated &&
    !mobilePinLive(context, registration) &&
    mobileResendsLeft(registration) === 0;
  return emailStuck || mobileStuck;
}

const flag = (value: boolean) => (value ? 1 : 0);

/** The registration as GET /public/signup/register answers it (SPEC §3 "Pending registration"). */
export function registrationView(context: AppContext, registration: Registration) {
  return {
    id: registration.id,
    email: registration.email,
    mobile: registration.mobile,
    mobile_country_name: findCountry(registration.countryCode)?.name ?? null,
    company_name: registration.companyName,
    fname: registration.fname,
    lname: registration.lname,
    email_status: emailStatus(registration, context.now()),
    mobile_status: mobileStatus(registration),
    email_validated: flag(registration.emailValidated),
    mobile_validated: flag(registration.mobileValidated),
    email_replace_attempts: registration.emailReplaceAttempts,
    mobile_code_send_attempts: registration.mobileCodeSendAttempts,
    mobile_replace_attempts: registration.mobileReplaceAttempts,
    email_code_verify_attempts: registration.emailCodeVerifyAttempts,
    mobile_code_verify_attempts: registration.mobileCodeVerifyAttempts,
    mobile_code_sent_at: registration.mobileCodeSentAt?.toISOString() ?? null,
    is_process_failed: flag(isProcessFailed(context, registration)),
    is_process_completed: flag(registration.isProcessCompleted),
  };
}

/** The confirmation link of SPEC §2, carrying the email PIN as `code`. */
export function setupLink(
  registration: Pick<Registration, "id" | "email" | "mobile">,
  token: string,
  pin: string,
) {
  const query = new URLSearchParams({ code: pin, email: registration.email, mobile: registration.mobile });
  return `/setup-account/${registration.id}/${token}?${query}`;
}

/**
 * A fresh email PIN for the registration (replacing any earlier one), emailed with the confirmation
 * link. The link token is needed to write the link, so only a request that holds it can send one.
 */
export async function sendEmailPin(
  context: AppContext,
  registration: Pick<Registration, "id" | "email" | "mobile">,
  token: string,
) {
  const pin = newPin(PIN_LENGTH);
  const { pinMinutes } = context.config.signup;
  await context.db
    .update(pendingRegistrations)
    .set({
      emailPinHash: pinHash(registration.id, "email", pin),
      emailPinExpiresAt: minutesFromNow(context, pinMinutes),
    })
    .where(eq(pendingRegistrations.id, registration.id));
  await send(context, {
    channel: "email",
    to: registration.email,
    subject: "Confirm your Sendline signup",
    body: `Your Sendline email code is ${pin}. It expires in ${pinMinutes} minutes. Open ${publicLink(context.config.publicUrl, setupLink(registration, token, pin))} to confirm your email and mobile.`,
  });
}

/** A fresh mobile PIN (replacing any earlier one and its wrong tries), sent by SMS. */
export async function sendMobilePin(context: AppContext, registration: Pick<Registration, "id" | "mobile">) {
  const pin = newPin(PIN_LENGTH);
  const { pinMinutes } = context.config.signup;
  await context.db
    .update(pendingRegistrations)
    .set({
      mobilePinHash: pinHash(registration.id, "mobile", pin),
      mobilePinExpiresAt: minutesFromNow(context, pinMinutes),
      mobilePinFailures: 0,
      mobileCodeSentAt: context.now(),
    })
    .where(eq(pendingRegistrations.id, registration.id));
  await send(context, {
    channel: "sms",
    to: registration.mobile,
    body: `Your Sendline mobile code is ${pin}. It expires in ${pinMinutes} minutes.`,
  });
}

/**
 * Finishes a registration whose email and mobile are both validated, inside the caller's
 * transaction (the one that confirmed the last PIN, or the start-up recovery): a trial account
 * named after the company, its owner with the confirmed email and mobile and no password yet, and
 * a set-password link emailed to the owner. The row is locked, so of two racing calls one
 * completes and the other finds it done. Answers `taken` when the email was registered meanwhile;
 * the registration is then marked failed in the same transaction.
 */
export async function completeIfConfirmed(
  context: AppContext,
  tx: Db,
  registrationId: number,
): Promise<"completed" | "pending" | "taken"> {
  const [registration] = await tx
    .select()
    .from(pendingRegistrations)
    .where(eq(pendingRegistrations.id, registrationId))
    .for("update");
  if (!registration || registration.isProcessCompleted) return "completed";
  if (registration.failureReason) return "taken";
  if (!registration.emailValidated || !registration.mobileValidated) return "pending";

  const markTaken = async () => {
    await tx
      .update(pendingRegistrations)
      .set({ failureReason: EMAIL_ALREADY_REGISTERED })
      .where(eq(pendingRegistrations.id, registrationId));
    return "taken" as const;
  };
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, registration.email));
  if (taken) return markTaken();

  const country = findCountry(registration.countryCode);
  try {
    // A savepoint: a unique violation (the email taken by a racing insert) undoes only this part.
    await tx.transaction(async (inner) => {
      const [role] = await inner.select().from(roles).where(eq(roles.code, OWNER_ROLE));
      if (!role) throw new Error(`the ${OWNER_ROLE} role is missing`);
      const [account] = await inner
        .insert(accounts)
        .values({
          code: `signup-${registrationId}`,
          name: registration.companyName,
          isTrial: true,
          countryCode: registration.countryCode,
          ...(country && { countryMinLength: country.minLength, countryMaxLength: country.maxLength }),
          ...TRIAL_ALLOWANCE,
          dateCreated: context.now(),
        })
        .returning({ id: accounts.id });
      if (!account) throw new Error("the account was not created");
      const [user] = await inner
        .insert(users)
        .values({
          email: registration.email,
          fname: registration.fname,
          lname: registration.lname,
          mobile: registration.mobile,
          validatedEmail: true,
          validatedMobile: true,
          roleId: role.id,
          accountId: account.id,
          dateCreated: context.now(),
        })
        .returning({ id: users.id, email: users.email });
      if (!user) throw new Error("the user was not created");
      await inner
        .update(pendingRegistrations)
        .set({ isProcessCompleted: true, accountId: account.id, userId: user.id })
        .where(eq(pendingRegistrations.id, registrationId));
      await sendPasswordLink(context, user, "set", inner);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return markTaken();
  }
  return "completed";
}

/**
 * Confirms a PIN and, when it was the last one, completes the registration, all in one
 * transaction: a crash leaves either nothing confirmed or everything done. `confirm` is the PIN's
 * compare-and-set update; when it matches no row nothing changes and the answer is `stale`.
 */
export async function confirmPin(
  context: AppContext,
  registrationId: number,
  confirm: (tx: Db) => Promise<Registration | undefined>,
): Promise<"stale" | "completed" | "pending"> {
  const outcome = await context.db.transaction(async (tx) => {
    const confirmed = await confirm(tx);
    if (!confirmed) return "stale" as const;
    return completeIfConfirmed(context, tx, registrationId);
  });
  if (outcome === "taken") throw new HttpError(409, EMAIL_ALREADY_REGISTERED);
  return outcome;
}

/** Completes, in its own transaction, a registration whose PINs are both confirmed. */
export async function completeConfirmed(context: AppContext, registrationId: number): Promise<void> {
  const outcome = await context.db.transaction((tx) => completeIfConfirmed(context, tx, registrationId));
  if (outcome === "taken") throw new HttpError(409, EMAIL_ALREADY_REGISTERED);
}

/**
 * Registrations whose both PINs were confirmed but that never completed (a crash of an earlier
 * version between the two steps): completed now, at start.
 */
export async function completeHalfDoneRegistrations(context: AppContext): Promise<number> {
  const halfDone = await context.db
    .select({ id: pendingRegistrations.id })
    .from(pendingRegistrations)
    .where(
      and(
        eq(pendingRegistrations.emailValidated, true),
        eq(pendingRegistrations.mobileValidated, true),
        eq(pendingRegistrations.isProcessCompleted, false),
        isNull(pendingRegistrations.failureReason),
      ),
    );
  let completed = 0;
  for (const { id } of halfDone) {
    const outcome = await context.db.transaction((tx) => completeIfConfirmed(context, tx, id));
    if (outcome === "completed") completed += 1;
  }
  return completed;
}
