/**
 * An amount with two decimals and thousands separators (SPEC §9): `1234.5` is `1,234.50`, rounded
 * half away from zero on the amount's shortest decimal form (`1.005` is `1.01`), as en-US's
 * `Intl.NumberFormat` rounds.
 *
 * Written out instead of calling `Intl.NumberFormat`: a page's first `Intl` call loads the locale
 * data, 35–90 ms of main thread in Chromium here and four times that on a phone, and every signed-in
 * page formats the balance in its header. balance.test.ts holds it to `Intl`'s answers.
 */
export function formatAmount(amount: number): string {
  const size = Math.abs(amount);
  // Past 10^13 cents (and for NaN and infinities) `Intl` writes it: no balance or price gets there.
  if (!(size < 1e11)) {
    return new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      amount,
    );
  }
  // The shortest decimal form: `toString` writes 1.005 as "1.005" (and 1e-7 as "1e-7", which is
  // under half a cent).
  const text = size < 1e-6 ? "0" : size.toString();
  const [whole = "0", decimals = ""] = text.split(".");
  const cents =
    Number(whole) * 100 + Number(decimals.slice(0, 2).padEnd(2, "0")) + ((decimals[2] ?? "0") >= "5" ? 1 : 0);
  const grouped = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ",");
  return `${amount < 0 ? "-" : ""}${grouped}.${String(cents % 100).padStart(2, "0")}`;
}
