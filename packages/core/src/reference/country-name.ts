/**
 * The region of each calling code the product has a numbering plan for; the default country code
 * is 63 (SPEC §9). Add a row when a country's operators are added.
 */
export const CALLING_CODE_REGIONS: Readonly<Record<string, string>> = { "63": "PH" };

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** The English name of the country a calling code dials, or `+{code}` for one without a plan. */
export function countryName(callingCode: string): string {
  const region = CALLING_CODE_REGIONS[callingCode];
  return region ? (regionNames.of(region) ?? region) : `+${callingCode}`;
}
