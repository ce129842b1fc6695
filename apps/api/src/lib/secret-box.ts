import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * Seals secrets the server must read back (a carrier's SMPP password) with AES-256-GCM under
 * `SECRETS_KEY`, so a dump of the database alone does not reveal them. A sealed value is
 * `v1.{iv}.{tag}.{ciphertext}`, each part base64url; a value sealed under another key, or
 * tampered with, does not open.
 */
export interface SecretBox {
  seal(secret: string): string;
  open(sealed: string): string;
}

/** The key demo mode uses when `SECRETS_KEY` is unset: fixed, so demo data survives restarts. */
const DEMO_KEY_SEED = "sendline demo mode secrets key";

/** A box for a key of 32 bytes, given as base64 or hex (`SECRETS_KEY`); in demo mode, the demo key when none. */
export function secretBox(key: string | undefined, demoMode: boolean): SecretBox | null {
  const bytes = key ? decodeKey(key) : demoMode ? createHash("sha256").update(DEMO_KEY_SEED).digest() : null;
  if (!bytes) return null;
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", bytes, iv);
      const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
    },
    open(value) {
      const [version, iv, tag, sealed] = value.split(".");
      if (version !== "v1" || !iv || !tag || sealed === undefined) throw new Error("not a sealed secret");
      const decipher = createDecipheriv("aes-256-gcm", bytes, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString(
        "utf8",
      );
    },
  };
}

/** 32 bytes from 64 hex digits or base64(url); null otherwise. */
export function decodeKey(key: string): Buffer | null {
  const bytes = /^[0-9a-f]{64}$/i.test(key) ? Buffer.from(key, "hex") : Buffer.from(key, "base64");
  return bytes.length === 32 ? bytes : null;
}
