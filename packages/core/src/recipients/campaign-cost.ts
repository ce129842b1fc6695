/**
 * A campaign's cost (issue: segments x recipients x route cost per segment), rounded to the
 * ledger's four decimals. Nothing to send costs nothing.
 */
export function campaignCost(input: {
  segments: number;
  recipients: number;
  costPerSegment: number;
}): number {
  const { segments, recipients, costPerSegment } = input;
  if (segments <= 0 || recipients <= 0) return 0;
  return Math.round(segments * recipients * costPerSegment * 10_000) / 10_000;
}
