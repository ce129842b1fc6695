// The public surface of @sendline/core, grouped by area. This file only re-exports.

// Campaigns: statuses, colours, actions, dashboard rules
export * from "./campaign/allowed-campaign-actions";
export * from "./campaign/campaign-date-label";
export * from "./campaign/campaign-privilege";
export * from "./campaign/campaign-status";
export * from "./campaign/campaign-status-label";
export * from "./campaign/dashboard-display";
export * from "./campaign/dashboard-timing";
export * from "./campaign/data-age";
export * from "./campaign/should-draw-chart";
export * from "./campaign/status-color";

// SMS segment counting
export * from "./sms/cap-sms-segments";
export * from "./sms/count-sms";
export * from "./sms/gsm-replacements";
export * from "./sms/personalised-sms";

// Recipients and cost
export * from "./recipients/campaign-cost";
export * from "./recipients/email-campaign-cost";
export * from "./recipients/normalize-mobile";
export * from "./recipients/parse-compose-numbers";

// Contacts
export * from "./contacts/profileable-fields";

// Contact and blast file upload
export * from "./upload/accepted-file-types";
export * from "./upload/check-upload-file";
export * from "./upload/detect-file-type";
export * from "./upload/message-fields";
export * from "./upload/missing-header-fields";
export * from "./upload/normalize-header";
export * from "./upload/public-upload-type";
export * from "./upload/read-upload-row";
export * from "./upload/sample-files";
export * from "./upload/upload-error-text";
export * from "./upload/upload-file-states";
export * from "./upload/upload-status-label";
export * from "./upload/validate-headers";

// Form validators
export * from "./validation/editor-image";
export * from "./validation/email-verifier-outcome";
export * from "./validation/is-allowed-link-url";
export * from "./validation/is-decimal";
export * from "./validation/is-integer";
export * from "./validation/is-ip-address";
export * from "./validation/is-unique-in";
export * from "./validation/is-valid-pin";
export * from "./validation/normalize-link-url";
export * from "./validation/validate-link-dialog";

// Password rule and expiry
export * from "./password/password-expiry";
export * from "./password/password-issues";

// Session, login and two-factor
export * from "./session/login-destination";
export * from "./session/logout-step";
export * from "./session/session-expiry";
export * from "./session/twofa-outcome";

// Signup confirmation
export * from "./signup/signup-rules";

// Access control
export * from "./access/access-state";
export * from "./access/endpoint-privilege";
export * from "./access/missing-permissions";
export * from "./access/normalize-route";
export * from "./access/role-in";

// Balance display
export * from "./balance/available-balance";
export * from "./balance/balance-display";
export * from "./balance/billing-type";
export * from "./balance/charging-model";
export * from "./balance/format-amount";

// Report date ranges and billing periods
export * from "./reports/billing-periods";
export * from "./reports/report-date-bounds";
export * from "./reports/report-range";

// HTTP response policy
export * from "./http/api-envelope";
export * from "./http/api-messages";
export * from "./http/response-policy";

// Display formatting
export * from "./format/count-text";
export * from "./format/format-short-number";
export * from "./format/limit-text";

// Carousel
export * from "./carousel/carousel-items";
export * from "./carousel/viber-content-errors";

// Lists
export * from "./lists/list-defaults";
export * from "./lists/list-query-params";

// Dates and time slots
export * from "./time/business-hours";
export * from "./time/parse-server-date";
export * from "./time/time-slots";
export * from "./time/zoned-day";

// Guided tours
export * from "./tour/tours";

// Navigation and notices
export * from "./navigation/campaign-path";
export * from "./navigation/console-config-meta";
export * from "./navigation/console-states";
export * from "./navigation/home-state";
export * from "./navigation/top-up-verify";
export * from "./navigation/ui-timings";
export * from "./navigation/unsaved-changes";

// Reference data (SPEC §7)
export * from "./reference/country-name";
export * from "./reference/reference-data-names";

// API credentials
export * from "./credentials/credentials";
