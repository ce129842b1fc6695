import type { CampaignReview } from "@sendline/core/contract";
/** Wire fixtures of the campaign calls, as the API answers them (SPEC §3, issue shapes in core's contract). */

export const REFERENCE = {
  senderids: [
    { id: 1, code: "ACME", name: "ACME" },
    { id: 2, code: "ACMEPROMO", name: "ACMEPROMO" },
  ],
  viber_senderids: [{ id: 3, code: "Acme Corp", name: "Acme Corp" }],
  contact_groups: [
    { id: 11, name: "Loyalty members", valid_contacts: 40, is_test: 0 },
    { id: 12, name: "VIP customers", valid_contacts: 8, is_test: 0 },
  ],
  test_contact_groups: [{ id: 13, name: "QA phones", valid_contacts: 2, is_test: 1 }],
  routes: [
    { id: 21, code: "PH-STANDARD", name: "Standard", cost: 0.35, currency_code: "PHP", is_default: 1 },
    { id: 22, code: "PH-PREMIUM", name: "Premium", cost: 0.5, currency_code: "PHP", is_default: 0 },
  ],
  custom_fields: {
    custom_fields: ["city"],
    profileable_custom_fields: ["first_name", "last_name", "mobile", "email", "city"],
  },
  campaign_status: ["draft", "for_approval", "approved", "live", "paused", "completed"].map((code) => ({
    code,
    name: code.replace(/_/g, " ").replace(/^./, (first) => first.toUpperCase()),
  })),
};

/** The reference-data routes every campaign screen reads. */
export const referenceRoutes = Object.fromEntries(
  Object.entries(REFERENCE).map(([name, rows]) => [`GET /ajax/data/${name}`, { data: rows }]),
);

/** A campaign as `GET /ajax/sms/campaign/{id}` answers it. */
export function campaignWire(overrides: Record<string, unknown> = {}) {
  return {
    id: 42,
    campaign_type_code: "sms",
    campaign_type_name: "SMS",
    campaign_status_code: "draft",
    is_test_campaign: 0,
    test_campaign_count: 0,
    total_recipients: 8,
    total_sms: 8,
    updater_id: 3,
    date_created: "2026-11-24T01:00:00.000Z",
    date_last_updated: "2026-11-24T01:05:00.000Z",
    date_triggered: null,
    date_completed: null,
    date_cancelled: null,
    date_approved_rejected: null,
    campaign_start: null,
    sms_parts: 1,
    logs: [],
    campaign_stats_sent: 0,
    campaign_stats_delivered: 0,
    campaign_stats_bounced: 0,
    campaign_stats_rejected: 0,
    campaign_stats_pending: 0,
    name: "Weekend promo",
    sender_id: "ACME",
    message: "Weekend sale: 20% off at Acme stores.",
    contact_group_ids: [12],
    compose_numbers: "",
    account_route_id: 21,
    timezone_name: "Asia/Manila",
    estimate: 2.8,
    reject_reason: null,
    actions: ["edit", "delete", "send_test", "summary", "go_live"],
    ...overrides,
  };
}

/** One page of a list (SPEC §3 "List response") holding `rows`. */
export function listPage<T>(rows: T[]) {
  return {
    data: rows,
    page: 1,
    current_page: 1,
    page_size: 10,
    total_pages: 1,
    has_next: 0,
    has_previous: 0,
    next_page: null,
    previous_page: null,
  };
}

/**
 * The uploader's routes for one campaign file a story uploads: stored, saved as a media record,
 * triggered, then found read in the uploads list (no socket in stories: the list's one-second
 * fallback brings the finished record), with `read` its counts and type.
 */
export function campaignFileRoutes(
  file: { id: number; filename: string },
  read: {
    filetype_code: string;
    rows_on_file: number;
    valid_contacts: number;
    invalid_rows: number;
  } & Record<string, unknown>,
) {
  const record = {
    ...file,
    size: 120,
    progress: 0,
    status: "Validating",
    fields: [],
    is_purged: false,
    replace_zero: true,
  };
  return {
    "POST /uploader/s3upload": {
      data: {
        filelink: `1/${String(file.id).padStart(8, "0")}-9d0b-4a8e-8a4b-2a1e0c3b7d22.csv`,
        filename: file.filename,
      },
    },
    "POST /ajax/media/upload_file": { data: record },
    "GET /uploader/trigger/:id": { data: record },
    "GET /ajax/media/uploaded_files": {
      data: listPage([{ ...record, progress: 100, status: "Completed", ...read }]),
    },
  };
}

/** A campaign's review before Go Live as the server answers it (`GET /ajax/{ch}/campaign/{id}/review`). */
export function reviewWire(overrides: Partial<CampaignReview> = {}): CampaignReview {
  return {
    channel: "sms",
    recipients: 10,
    segments: { min: 1, max: 1, counts: [{ segments: 1, recipients: 10 }] },
    total_sms: 10,
    cost_per_segment: 0.35,
    currency_code: "PHP",
    estimate: 3.5,
    available_balance: 17_150,
    free_messages: null,
    campaign_start: null,
    timezone_name: null,
    preview: { recipient: "639171234567", sender_id: "ACME", text: "Hello", subject: null, html: null },
    ...overrides,
  };
}
