/** The link dialog's inline error texts (SPEC §5 "Link dialog"). */
export const LINK_DIALOG_MESSAGES = {
  required: "This is a required field.",
  maxLength: "Maximum length is 30.",
  characters: "Must contain alphanumeric, space, and underscore characters only.",
} as const;

/** The link name's maximum length (SPEC §9 "Text and editor"). */
export const LINK_NAME_MAX_LENGTH = 30;

export type LinkDialogErrors = { url?: string; name?: string };

/**
 * Validates the link dialog (SPEC §5 "Link dialog"): the URL is required; the name, when given,
 * is at most 30 characters of letters, digits, spaces and underscores. Returns an error per field;
 * an empty object means the dialog may be saved.
 */
export function validateLinkDialog(values: { url: string; name: string }): LinkDialogErrors {
  const errors: LinkDialogErrors = {};
  if (values.url.trim() === "") errors.url = LINK_DIALOG_MESSAGES.required;
  if (values.name.length > LINK_NAME_MAX_LENGTH) errors.name = LINK_DIALOG_MESSAGES.maxLength;
  else if (!/^[A-Za-z0-9 _]*$/.test(values.name)) errors.name = LINK_DIALOG_MESSAGES.characters;
  return errors;
}
