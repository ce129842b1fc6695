import type { ListQuery } from "@sendline/core";

/** Query keys of the phonebook calls; mutations update the cache through them. */
export const contactKeys = {
  all: ["contacts"] as const,
  groups: () => [...contactKeys.all, "groups"] as const,
  groupList: (query: ListQuery) => [...contactKeys.groups(), "list", query] as const,
  group: (id: number) => [...contactKeys.groups(), "detail", id] as const,
  contactsOf: (groupId: number) => [...contactKeys.all, "group-contacts", groupId] as const,
  contactList: (groupId: number, query: ListQuery) =>
    [...contactKeys.contactsOf(groupId), "list", query] as const,
};
