/** Delivery-receipt codes explained in the credentials help (SPEC §9 "Credentials"). */
export const DELIVERY_RECEIPT_CODES = {
  1: "Delivered",
  2: "Bounced",
  8: "No delivery info",
  16: "Rejected",
} as const;

/** At most two API authentication keys may exist (SPEC §9). */
export const API_KEY_LIMIT = 2;

/** Whether another API key may be generated. */
export function canGenerateApiKey(existingKeys: number): boolean {
  return existingKeys < API_KEY_LIMIT;
}
