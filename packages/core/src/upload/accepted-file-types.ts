/** The campaign kinds that decide which uploads are accepted (SPEC §5 "Accepted types per campaign"). */
export const UPLOAD_CAMPAIGN_KINDS = ["sms_file", "viber_file", "non_file", "email"] as const;
export type UploadCampaignKind = (typeof UPLOAD_CAMPAIGN_KINDS)[number];

/** Upload types a campaign can take: the detected file types plus Compose Blast. */
export type AcceptedUploadType = "FILE_BLAST" | "SMS_CONTACTS" | "EMAIL_CONTACTS" | "COMPOSE_BLAST";

/**
 * The upload types a campaign kind accepts (SPEC §5 "Accepted types per campaign"): SMS and Viber
 * file campaigns take File Blast or Email Contacts; non-file campaigns take SMS Contacts, Email
 * Contacts or Compose Blast; email campaigns take Email Contacts.
 */
export function acceptedFileTypes(kind: UploadCampaignKind): readonly AcceptedUploadType[] {
  switch (kind) {
    case "sms_file":
    case "viber_file":
      return ["FILE_BLAST", "EMAIL_CONTACTS"];
    case "non_file":
      return ["SMS_CONTACTS", "EMAIL_CONTACTS", "COMPOSE_BLAST"];
    case "email":
      return ["EMAIL_CONTACTS"];
    default:
      return kind satisfies never;
  }
}

/** Whether a campaign kind accepts an upload type (SPEC §5). */
export function acceptsFileType(kind: UploadCampaignKind, type: string): boolean {
  return (acceptedFileTypes(kind) as readonly string[]).includes(type);
}
