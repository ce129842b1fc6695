import { RichTextEditor, type MergeTag } from "@sendline/editor";
import "@sendline/editor/styles.css";
import { contactCustomFieldsSchema } from "@sendline/core/contract";
import { useMemo } from "react";
import { successOf } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { notify } from "../../../lib/notices";
import { useEmailAutosave } from "../api/autosave-email";
import { useEmailImageManager } from "../api/image-manager";

/** "city" reads "City", "loyalty_tier" "Loyalty Tier". */
const labelOf = (name: string) => name.replace(/_/g, " ").replace(/\b\w/g, (letter) => letter.toUpperCase());

export interface EmailBodyFieldProps {
  /** The body at mount; the editor keeps its own state from there. */
  defaultValue: string;
  onChange: (html: string) => void;
  /** The saved draft whose body autosaves every 60 s; a new draft autosaves once saved. */
  campaignId?: number | undefined;
  invalid?: boolean;
  /** How often a saved draft autosaves, in ms. @default 60000 (SPEC §9) */
  autosaveIntervalMs?: number;
}

/**
 * The email's body in the rich-text editor: the account's custom fields as merge tags after First
 * Name and Last Name, the account's images to pick or upload, the link dialog's rules, the source
 * view, and autosave of a saved draft with its failures told.
 */
export function EmailBodyField({
  defaultValue,
  onChange,
  campaignId,
  invalid = false,
  autosaveIntervalMs,
}: EmailBodyFieldProps) {
  const api = useApi();
  const imageManager = useEmailImageManager();
  const autosave = useEmailAutosave(campaignId);
  const loadCustomFields = useMemo(
    () => async (): Promise<MergeTag[]> => {
      const answer = successOf(contactCustomFieldsSchema).parse(await api("/ajax/data/custom_fields"));
      return answer.data.custom_fields.map((name) => ({ field_name: name, label: labelOf(name) }));
    },
    [api],
  );
  return (
    <div
      data-invalid={invalid || undefined}
      className="data-[invalid]:rounded-md data-[invalid]:ring-2 data-[invalid]:ring-danger"
    >
      <RichTextEditor
        aria-label="Email body"
        defaultValue={defaultValue}
        onChange={onChange}
        loadCustomFields={loadCustomFields}
        imageManager={imageManager}
        onImageUploadError={(error) => notify(error, "danger")}
        {...(autosave && {
          autosave:
            autosaveIntervalMs === undefined ? autosave : { ...autosave, intervalMs: autosaveIntervalMs },
        })}
        onAutosaveError={(error) => notify(`Autosave failed: ${error}`, "warning")}
        counter
      />
    </div>
  );
}
