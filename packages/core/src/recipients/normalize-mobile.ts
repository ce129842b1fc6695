/** The account's numbering plan (SPEC §3 account details: country_country_code, min and max length). */
export type NumberingPlan = {
  countryCode: string;
  /** Digits of a national number, without the country code or a trunk 0. */
  minLength: number;
  maxLength: number;
};

export const INVALID_MOBILE_MESSAGE = "Not a valid mobile number for the account's country.";

/**
 * A mobile number in international form without `+` (e.g. 639171234567), or null when it is not
 * one of the plan's country. Spaces, dashes, dots and brackets are ignored; `+63…`, `0063…`,
 * `0917…` (trunk 0) and `917…` all name the same number.
 */
export function normalizeMobile(raw: string, plan: NumberingPlan): string | null {
  let digits = raw.trim().replace(/[\s().-]/g, "");
  if (digits.startsWith("+")) digits = digits.slice(1);
  else if (digits.startsWith("00")) digits = digits.slice(2);
  if (!/^\d+$/.test(digits)) return null;
  let national: string;
  if (digits.startsWith(plan.countryCode) && digits.length > plan.maxLength) {
    national = digits.slice(plan.countryCode.length);
  } else if (digits.startsWith("0")) {
    national = digits.slice(1);
  } else {
    national = digits;
  }
  if (national.length < plan.minLength || national.length > plan.maxLength || national.startsWith("0")) {
    return null;
  }
  return `${plan.countryCode}${national}`;
}
