/** A contact's own fields, which every contact has whatever file it came from. */
export const PROFILE_FIELDS = ["first_name", "last_name", "mobile", "email"] as const;

/**
 * The fields a message can be personalised with (merge tags): the profile fields, then the
 * account's custom fields (the other columns of its contacts' files), each once, in that order.
 */
export function profileableFields(customFields: readonly string[]): string[] {
  return [...new Set<string>([...PROFILE_FIELDS, ...customFields])];
}
