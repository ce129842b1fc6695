// The API contract (SPEC §3 entities, §7 calls) as zod schemas: its own entry, so a bundle that
// only needs a rule of `@sendline/core` does not carry zod.
export * from "./access-control";
export * from "./account-details";
export * from "./auth-calls";
export * from "./balance";
export * from "./campaign";
export * from "./editor-entries";
export * from "./email-calls";
export * from "./envelope";
export * from "./list-response";
export * from "./pending-registration";
export * from "./primitives";
export * from "./report-filters";
export * from "./route-selection-item";
export * from "./session";
export * from "./signup-calls";
export * from "./topup-calls";
export * from "./twofa-calls";
export * from "./ui-state";
export * from "./uploaded-file";
export * from "./campaign-calls";
export * from "./business-hours";
export * from "./contacts";
export * from "./credentials-calls";
export * from "./settings-calls";
export * from "./preferences-calls";
export * from "./report-calls";
