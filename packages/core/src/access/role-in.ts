/** Whether a role name is in the list (SPEC §6: roles are compared by name). A missing role is in no list. */
export function roleIn(roleName: string | null | undefined, names: readonly string[]): boolean {
  return roleName !== null && roleName !== undefined && names.includes(roleName);
}

/** Whether a role name is not in the list (SPEC §6). A missing role is not in any list. */
export function roleNotIn(roleName: string | null | undefined, names: readonly string[]): boolean {
  return !roleIn(roleName, names);
}

/**
 * Whether campaign logs are visible (SPEC §6): only to non-account (provider staff) roles, and
 * only when the campaign controls allow it.
 */
export function logsVisible(
  roleIsNonAccount: boolean | number | null | undefined,
  controlsAllow: boolean,
): boolean {
  return Boolean(roleIsNonAccount) && controlsAllow;
}

/** The Account-Id header (SPEC §6): the active account a staff user entered, else the session's account. */
export function accountIdHeader(
  session: { account_id?: number | string | null } | null,
  activeAccountId?: number | string | null,
): string | undefined {
  const id = activeAccountId ?? session?.account_id;
  return id === null || id === undefined || id === "" ? undefined : String(id);
}
