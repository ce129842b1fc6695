/**
 * The available balance (SPEC §9 "Balance and charging"): the credit limit plus the monetary
 * balance minus the withheld amount.
 */
export function availableBalance(b: { creditLimit: number; monetary: number; withheld: number }): number {
  return b.creditLimit + b.monetary - b.withheld;
}
