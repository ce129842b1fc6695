import { groupSearchSchema } from "@sendline/core/contract";
import { successOf, type ApiClient } from "../../../lib/api-client";

/** `GET /ajax/phonebook/groupsearch?name=` (SPEC §7 "group check"): the group of that name, if any. */
export async function checkGroupName(api: ApiClient, name: string) {
  const search = new URLSearchParams({ name });
  return successOf(groupSearchSchema).parse(
    await api(`/ajax/phonebook/groupsearch?${search}`, { quiet: true }),
  ).data;
}
