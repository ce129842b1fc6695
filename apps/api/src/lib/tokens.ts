import { createHash, randomBytes, randomInt } from "node:crypto";

/** A random 32-byte token, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What is stored for a token: its SHA-256, so a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A PIN of exactly `length` digits (SPEC §9: PIN length is 6). */
export function newPin(length = 6): string {
  return String(randomInt(0, 10 ** length)).padStart(length, "0");
}
