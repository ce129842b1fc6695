import {
  adminOperatorSchema,
  adminPermissionCatalogSchema,
  adminRoleSchema,
  adminRouteSchema,
  missingPermissionSchema,
  salesUserSchema,
  type AdminRole,
  type AdminRoleUpdate,
  type AdminRoute,
  type AdminRouteUpdate,
  type GrantPermission,
} from "@sendline/core/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod/mini";
import { successOf } from "../../../lib/api-client";
import { useApi } from "../../../lib/app-context";
import { adminKeys } from "./admin-keys";

export type { AdminRole, AdminRoute };

const operatorsSchema = successOf(z.array(adminOperatorSchema));
const routesSchema = successOf(z.array(adminRouteSchema));
const routeSchema = successOf(adminRouteSchema);
const rolesSchema = successOf(z.array(adminRoleSchema));
const roleSchema = successOf(adminRoleSchema);
const catalogSchema = successOf(adminPermissionCatalogSchema);
const missingSchema = successOf(z.array(missingPermissionSchema));
const salesUsersSchema = successOf(z.array(salesUserSchema));

/** `GET /admin/data/operators`. */
export function useOperators() {
  const api = useApi();
  return useQuery({
    queryKey: adminKeys.operators(),
    queryFn: async () => operatorsSchema.parse(await api("/admin/data/operators")).data,
  });
}

/** `GET /admin/data/routes`: routes, their price per segment and the accounts using them. */
export function useAdminRoutes() {
  const api = useApi();
  return useQuery({
    queryKey: adminKeys.routes(),
    queryFn: async () => routesSchema.parse(await api("/admin/data/routes")).data,
  });
}

/** `PUT /admin/data/routes/{id}`. */
export function useUpdateRoute() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: AdminRouteUpdate }) =>
      routeSchema.parse(
        await api(`/admin/data/routes/${id}`, {
          method: "PUT",
          body,
          fields: Object.keys(body),
          quiet: "success",
        }),
      ).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.routes() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() });
    },
  });
}

/** `GET /admin/data/roles`. */
export function useAdminRoles() {
  const api = useApi();
  return useQuery({
    queryKey: adminKeys.roles(),
    queryFn: async () => rolesSchema.parse(await api("/admin/data/roles")).data,
  });
}

/** `GET /admin/data/permissions`: the routes, privileges and permissions the matrix offers. */
export function usePermissionCatalog() {
  const api = useApi();
  return useQuery({
    queryKey: adminKeys.permissionCatalog(),
    queryFn: async () => catalogSchema.parse(await api("/admin/data/permissions")).data,
  });
}

/** `PUT /admin/data/roles/{id}`: the role's whole access map and permissions. */
export function useUpdateRole() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: AdminRoleUpdate }) =>
      roleSchema.parse(await api(`/admin/data/roles/${id}`, { method: "PUT", body, quiet: "success" })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.roles() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() });
    },
  });
}

/** `GET /admin/data/permissions/missing?role_id=`: privileges the API's endpoints need that a role lacks. */
export function useMissingPermissions(roleId: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: adminKeys.missing(roleId ?? 0),
    queryFn: async () =>
      missingSchema.parse(await api(`/admin/data/permissions/missing?role_id=${roleId}`)).data,
    enabled: roleId !== null,
  });
}

/** `POST /admin/data/permissions/grant`: one privilege to a role, in one click. */
export function useGrantPermission() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: GrantPermission) =>
      roleSchema.parse(await api("/admin/data/permissions/grant", { method: "POST", body })).data,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.roles() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() });
    },
  });
}

/** `GET /admin/data/sales_users`. */
export function useSalesUsers() {
  const api = useApi();
  return useQuery({
    queryKey: adminKeys.salesUsers(),
    queryFn: async () => salesUsersSchema.parse(await api("/admin/data/sales_users")).data,
  });
}
