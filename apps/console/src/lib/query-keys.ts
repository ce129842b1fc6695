/**
 * Query keys more than one feature touches. Whatever moves money (a go-live's withholding, a test's
 * charge, a top-up) invalidates the balance key, and every balance figure lives under it.
 */
export const balanceQueryKey = ["balance"] as const;
