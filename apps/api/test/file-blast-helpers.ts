import { and, eq } from "drizzle-orm";
import { countSms } from "@sendline/core";
import { expect } from "vitest";
import { accountRoutes, accounts } from "../src/db/schema";
import type { Harness } from "./harness";
import { uploadAndRead } from "./upload-helpers";

export const SHORT = "Your order is ready for pickup.";
// 200 GSM characters: two segments.
export const LONG = `Hello from Acme! ${"x".repeat(183)}`;
// Unicode: one segment up to 70 characters.
export const UNICODE = "Salamat po! Ang order ninyo ay handa na ✓";

/** Row n's message: long, short and unicode in turn. */
export const messageOf = (n: number) => (n % 3 === 0 ? LONG : n % 3 === 1 ? SHORT : UNICODE);

/** A File Blast file: a row each, its own sender, message and number. */
export function blastCsv(rows: number) {
  const lines = ["from,message,to"];
  for (let n = 0; n < rows; n += 1) {
    lines.push(`ACME,"${messageOf(n)}",0917${String(1_000_000 + n).padStart(7, "0")}`);
  }
  return `${lines.join("\n")}\n`;
}

/** The SMS segments of a file's first `rows` rows, each row's message counted alone. */
export const segmentsOf = (rows: number) => {
  let total = 0;
  for (let n = 0; n < rows; n += 1) total += countSms(messageOf(n)).segments;
  return total;
};

/** The acme account and its default route. */
export async function acme(harness: Harness) {
  const { db } = harness.database;
  const [account] = await db.select().from(accounts).where(eq(accounts.code, "acme"));
  const [route] = await db
    .select()
    .from(accountRoutes)
    .where(and(eq(accountRoutes.accountId, account!.id), eq(accountRoutes.isDefault, true)));
  return { account: account!, route: route! };
}

/** Calls as a signed-in user, and blast files uploaded and read for a campaign kind. */
export function blastClient(harness: Harness, campaignKind: "sms_file" | "viber_file") {
  const call = async (token: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) => {
    const response = await harness.app.inject({
      method,
      url,
      headers: { token },
      ...(payload && { payload }),
    });
    return { status: response.statusCode, body: response.json() };
  };
  async function blastFile(token: string, name: string, rows: number) {
    const { id, done } = await uploadAndRead(
      harness,
      token,
      { name, content: blastCsv(rows) },
      { purpose: "campaign", campaign_kind: campaignKind },
    );
    expect(await done()).toMatchObject({
      status: "Completed",
      filetypeCode: "FILE_BLAST",
      validContacts: rows,
    });
    return id;
  }
  return { call, blastFile };
}
