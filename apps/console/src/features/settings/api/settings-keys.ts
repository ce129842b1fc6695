import type { ListQuery } from "@sendline/core";

/** The settings screens' query keys. */
export const settingsKeys = {
  all: ["settings"] as const,
  users: () => [...settingsKeys.all, "users"] as const,
  userList: (query: ListQuery) => [...settingsKeys.users(), "list", query] as const,
  roles: () => [...settingsKeys.all, "roles"] as const,
};
