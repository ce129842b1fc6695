/**
 * The reference-data lists the console reads from `/ajax/data/{name}` (SPEC §7 "Admin data and
 * reference data"), in the SPEC's order. Each answers a list in the success envelope.
 */
export const REFERENCE_DATA_NAMES = [
  "access_code",
  "account_access_level",
  "account_status",
  "categories",
  "campaign_category",
  "campaign_status",
  "campaign_type",
  "cleanup_status",
  "contact_status",
  "contact_type",
  "convo_type",
  "country",
  "business_unit",
  "whitelisted_country",
  "currency",
  "dlr_status",
  "error",
  "event",
  "filetype",
  "keyword_type",
  "recurring_type",
  "send_status",
  "gears",
  "roles",
  "user_admin",
  "usergroups",
  "templates",
  "senderids",
  "viber_senderids",
  "custom_fields",
  "profileable_custom_fields",
  "test_contact_groups",
  "contact_groups",
  "contact_combo",
  "email_senderids",
  "operators",
  "users",
  "timezone",
  "billing_transactions_type",
  "billing_type",
] as const;

export type ReferenceDataName = (typeof REFERENCE_DATA_NAMES)[number];

/** One entry of a code list: what is stored and sent, and the words shown for it. */
export type ReferenceEntry = { code: string; name: string };
