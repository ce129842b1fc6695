const AMOUNT = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount with two decimals and thousands separators (SPEC §9): `1234.5` is `1,234.50`. */
export function formatAmount(amount: number): string {
  return AMOUNT.format(amount === 0 ? 0 : amount);
}
