/** Where the balance shown comes from (SPEC §9 "Balance and charging"). */
export type ChargingModel = "account_details" | "balance_service";

/**
 * The charging model at `now`: the account details before the configured newChargingEffectiveDate,
 * the balance service from that moment on. Without a date (or an unreadable one) nothing switches.
 */
export function chargingModel(
  now: Date,
  newChargingEffectiveDate: string | Date | null | undefined,
): ChargingModel {
  if (newChargingEffectiveDate === null || newChargingEffectiveDate === undefined) return "account_details";
  const effective = new Date(newChargingEffectiveDate).getTime();
  if (Number.isNaN(effective)) return "account_details";
  return now.getTime() >= effective ? "balance_service" : "account_details";
}
