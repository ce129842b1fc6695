import type { CurrentUser } from "../features/access/api/get-current-user";

/** An account owner as `/ajax/settings/current_user` describes them, for component tests. */
export const ownerUser: CurrentUser = {
  id: 7,
  account_id: 1,
  fname: "Olive",
  lname: "Owner",
  email: "owner@acme.test",
  role_name: "Account Owner",
  role_code: "account_owner",
  role_is_non_account: false,
};
