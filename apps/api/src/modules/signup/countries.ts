/** A country a signup may register a mobile in: its calling code and the national number's length. */
export interface SignupCountry {
  code: string;
  name: string;
  minLength: number;
  maxLength: number;
}

/** The countries the provider serves, by calling code (SPEC §9: 63 is the default). */
export const SIGNUP_COUNTRIES: readonly SignupCountry[] = [
  { code: "63", name: "Philippines", minLength: 10, maxLength: 10 },
  { code: "65", name: "Singapore", minLength: 8, maxLength: 8 },
  { code: "60", name: "Malaysia", minLength: 9, maxLength: 10 },
  { code: "62", name: "Indonesia", minLength: 9, maxLength: 12 },
  { code: "66", name: "Thailand", minLength: 9, maxLength: 9 },
  { code: "84", name: "Vietnam", minLength: 9, maxLength: 10 },
  { code: "852", name: "Hong Kong", minLength: 8, maxLength: 8 },
  { code: "61", name: "Australia", minLength: 9, maxLength: 9 },
  { code: "44", name: "United Kingdom", minLength: 10, maxLength: 10 },
  { code: "1", name: "United States", minLength: 10, maxLength: 10 },
];

/** The country of a calling code as typed (`63`, `+63`), or undefined when it is not served. */
export function findCountry(code: string): SignupCountry | undefined {
  const digits = code.trim().replace(/^\+/, "");
  return SIGNUP_COUNTRIES.find((country) => country.code === digits);
}

/** Why a mobile (the calling code joined to the number) does not fit its country, or null when it does. */
export function mobileIssue(mobile: string, country: SignupCountry): string | null {
  const national = mobile.slice(country.code.length);
  if (
    !mobile.startsWith(country.code) ||
    national.length < country.minLength ||
    national.length > country.maxLength
  ) {
    return `Enter a ${country.name} mobile number: ${country.code} followed by ${
      country.minLength === country.maxLength
        ? `${country.minLength}`
        : `${country.minLength} to ${country.maxLength}`
    } digits.`;
  }
  return null;
}
