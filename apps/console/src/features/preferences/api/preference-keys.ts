/** Query keys of the signed-in user's preferences. */
export const preferenceKeys = {
  all: ["preferences"] as const,
};
