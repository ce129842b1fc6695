import { API_MESSAGES, hasPermission } from "@sendline/core";
import type { FastifyRequest } from "fastify";
import { HttpError } from "../../lib/http";
import { currentAuth } from "../../plugins/auth";

/** The permission that lists, invites, re-roles and disables the account's users (SPEC §6). */
export const MANAGE_USERS = "manage_users";

/** Refuses, with 403, a user whose role does not hold `permission`. */
export function assertPermission(request: FastifyRequest, permission: string): void {
  const { role } = currentAuth(request);
  const state = {
    access: role.access,
    permissions: Object.fromEntries(role.permissions.map((name) => [name, true])),
    roleCode: role.code,
  };
  if (!hasPermission(state, permission)) throw new HttpError(403, API_MESSAGES.accessDenied);
}
