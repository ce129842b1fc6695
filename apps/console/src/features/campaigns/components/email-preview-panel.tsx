import type { EmailPreviewBody } from "@sendline/core/contract";
import { EmailPreview } from "@sendline/ui/email-preview";
import { useEffect, useState } from "react";
import { useReferenceData } from "../../../lib/reference-data";
import { usePreviewContacts } from "../api/get-preview-contacts";
import { useEmailPreview } from "../api/preview-email";
import { selectClass } from "./campaign-form-parts";

/** `value`, once it has stopped changing for `delayMs`. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export interface EmailPreviewPanelProps {
  /** The composer's content as it stands. */
  content: Omit<EmailPreviewBody, "contact_id">;
  /** The campaign's groups first, then the test groups: whose contacts the preview can be read as. */
  groupIds: readonly number[];
}

/**
 * The email as one of the recipients will get it (SPEC §2 "email preview"): pick a group and a
 * contact, and the server fills the tags in; desktop and mobile widths, and the plain-text part.
 */
export function EmailPreviewPanel({ content, groupIds }: EmailPreviewPanelProps) {
  const groups = useReferenceData("contact_groups/email");
  const tests = useReferenceData("test_contact_groups/email");
  const choices = [...(groups.data ?? []), ...(tests.data ?? [])].sort(
    (a, b) => Number(!groupIds.includes(a.id)) - Number(!groupIds.includes(b.id)),
  );
  const [groupId, setGroupId] = useState<number | null>(null);
  const group = groupId ?? choices[0]?.id ?? null;
  const contacts = usePreviewContacts(group);
  const [contactId, setContactId] = useState<number | null>(null);
  const contact = contacts.data?.find((candidate) => candidate.id === contactId) ?? contacts.data?.[0];
  const body = useSettled({ ...content, contact_id: contact?.id ?? null }, 400);
  const preview = useEmailPreview(body);

  return (
    <section
      aria-labelledby="email-preview-title"
      data-testid="email-preview-panel"
      className="flex flex-col gap-3 rounded-md border border-gray-200 p-4"
    >
      <h2 id="email-preview-title" className="font-semibold">
        Preview
      </h2>
      <div className="flex flex-wrap gap-3">
        <label className="flex min-w-56 flex-col gap-1 text-sm font-medium">
          Group
          <select
            className={selectClass}
            value={group ?? ""}
            onChange={(event) => {
              setGroupId(event.target.value ? Number(event.target.value) : null);
              setContactId(null);
            }}
          >
            {choices.length === 0 && <option value="">No email groups yet</option>}
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-56 flex-col gap-1 text-sm font-medium">
          Preview as
          <select
            className={selectClass}
            value={contact?.id ?? ""}
            onChange={(event) => setContactId(event.target.value ? Number(event.target.value) : null)}
          >
            {!contact && <option value="">The tags as written</option>}
            {contacts.data?.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {[candidate.first_name, candidate.last_name].filter(Boolean).join(" ") || candidate.email} (
                {candidate.email})
              </option>
            ))}
          </select>
        </label>
      </div>
      {preview.isError && <p role="alert">The preview could not be made.</p>}
      {preview.data && (
        <>
          <p className="text-sm">
            <span className="text-gray-600">Subject:</span>{" "}
            <strong data-testid="email-preview-subject">{preview.data.subject || "(no subject)"}</strong>
          </p>
          <EmailPreview html={preview.data.html} title="Email preview" height={520} />
          <details className="text-sm">
            <summary className="cursor-pointer font-medium">Plain-text part</summary>
            <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap rounded-md bg-gray-50 p-3 font-sans">
              {preview.data.text}
            </pre>
          </details>
        </>
      )}
      {!preview.data && !preview.isError && <p role="status">Making the preview…</p>}
    </section>
  );
}
