/**
 * The first step of logging out (SPEC §4 "Logout"): a non-account staff user inside an account
 * first leaves the account (the account id is removed); anyone else has the session cleared and
 * goes to /login.
 */
export function logoutStep(session: {
  role_is_non_account: boolean | number | null | undefined;
  account_id: number | string | null | undefined;
}): "leave-account" | "clear-session" {
  const insideAccount =
    session.account_id !== null && session.account_id !== undefined && session.account_id !== "";
  return Boolean(session.role_is_non_account) && insideAccount ? "leave-account" : "clear-session";
}
