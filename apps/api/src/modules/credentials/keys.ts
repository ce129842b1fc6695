import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { apiKeys } from "../../db/schema";

type ApiKeyRow = typeof apiKeys.$inferSelect;

export const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** A new key: a public id and a secret of 32 random bytes, of which only the hash is stored. */
export function newKeyPair(): { apiKey: string; apiSecret: string } {
  return {
    apiKey: `sl_${randomBytes(12).toString("hex")}`,
    apiSecret: randomBytes(32).toString("base64url"),
  };
}

/** `api_key:api_secret` of an HTTP Basic `Authorization` header, or null. */
export function basicCredentials(header: string | undefined): { apiKey: string; apiSecret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? "");
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon <= 0) return null;
  return { apiKey: decoded.slice(0, colon), apiSecret: decoded.slice(colon + 1) };
}

/** The live (not revoked) key these credentials name, when its secret matches; else null. */
export async function keyFor(
  db: Db,
  credentials: { apiKey: string; apiSecret: string } | null,
): Promise<ApiKeyRow | null> {
  if (!credentials) return null;
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.apiKey, credentials.apiKey), isNull(apiKeys.dateRevoked)));
  const given = Buffer.from(hashSecret(credentials.apiSecret), "hex");
  // Compared in constant time even when the key is unknown, so timing tells nothing.
  const stored = Buffer.from(row?.secretHash ?? "0".repeat(64), "hex");
  return timingSafeEqual(given, stored) && row ? row : null;
}

/** The account's live keys, read under a lock on the account so two creates take turns. */
export async function liveKeys(tx: Db, accountId: number): Promise<{ id: number; name: string }[]> {
  await tx.execute(sql`select id from accounts where id = ${accountId} for update`);
  return tx
    .select({ id: apiKeys.id, name: apiKeys.name })
    .from(apiKeys)
    .where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.dateRevoked)));
}

/** How finely a key's last use is kept: a busy key writes its row at most once in this span. */
export const API_KEY_USE_RESOLUTION_MS = 60_000;

/**
 * Records that a key authenticated a call. The conditional update writes only when the stored time
 * is older than `API_KEY_USE_RESOLUTION_MS`, so a key sending many messages a minute costs one write.
 */
export async function markKeyUsed(db: Db, keyId: number, now: Date): Promise<void> {
  const stale = new Date(now.getTime() - API_KEY_USE_RESOLUTION_MS);
  await db
    .update(apiKeys)
    .set({ dateLastUsed: now })
    .where(and(eq(apiKeys.id, keyId), or(isNull(apiKeys.dateLastUsed), lte(apiKeys.dateLastUsed, stale))));
}
