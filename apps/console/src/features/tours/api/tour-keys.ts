/** Query keys of the guided tours' saved state. */
export const tourKeys = {
  states: ["tour-states"] as const,
};
