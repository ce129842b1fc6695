// Made on first use: building a number format costs a page's first render several milliseconds.
let amountFormat: Intl.NumberFormat | undefined;

/** An amount with two decimals and thousands separators (SPEC §9): `1234.5` is `1,234.50`. */
export function formatAmount(amount: number): string {
  amountFormat ??= new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return amountFormat.format(amount === 0 ? 0 : amount);
}
