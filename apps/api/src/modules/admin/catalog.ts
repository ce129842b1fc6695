import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import {
  CAMPAIGN_CHANNELS,
  CAMPAIGN_PRIVILEGE_ACTIONS,
  CONSOLE_STATE_PATHS,
  HALLPASS,
  campaignPrivilege,
  endpointPrivilege,
  missingPermissions,
} from "@sendline/core";
import {
  adminOperatorSchema,
  adminPermissionCatalogSchema,
  type AdminRole,
  adminRoleSchema,
  adminRoleUpdateSchema,
  type AdminRoute,
  adminRouteSchema,
  adminRouteUpdateSchema,
  grantPermissionSchema,
  type MissingPermission,
  missingPermissionSchema,
  rowIdParamsSchema,
  rowIdSchema,
  salesUserSchema,
  successEnvelopeSchema,
} from "@sendline/core/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/database";
import { accountRoutes, accounts, campaigns, operators, roles, routes, users } from "../../db/schema";
import { HttpError, ok, validationError } from "../../lib/http";
import { currentAuth } from "../../plugins/auth";
import { ROLE_DEFINITIONS } from "../account/access-catalog";
import { campaignRoute } from "../campaigns/lifecycle";
import { recordAudit } from "./audit";

const NOT_FOUND = "Not found";

type Role = typeof roles.$inferSelect;

function adminRole(role: Role): AdminRole {
  return {
    id: role.id,
    code: role.code,
    name: role.name,
    is_non_account: role.isNonAccount,
    access: role.access,
    permissions: role.permissions,
  };
}

async function adminRoutes(db: Db, ids?: number[]): Promise<AdminRoute[]> {
  const [rows, links] = await Promise.all([
    db
      .select({ route: routes, operatorName: operators.name })
      .from(routes)
      .leftJoin(operators, eq(operators.id, routes.operatorId))
      .where(ids ? inArray(routes.id, ids) : undefined)
      .orderBy(asc(routes.code)),
    db
      .select({ routeId: accountRoutes.routeId, accountId: accountRoutes.accountId })
      .from(accountRoutes)
      .orderBy(asc(accountRoutes.accountId)),
  ]);
  return rows.map(({ route, operatorName }) => ({
    id: route.id,
    code: route.code,
    name: route.name,
    cost_per_segment: route.costPerSegment,
    currency_code: route.currencyCode,
    operator_id: route.operatorId,
    operator_name: operatorName,
    account_ids: links.filter((link) => link.routeId === route.id).map((link) => link.accountId),
  }));
}

/** The privilege each campaign route offers, by channel (and SMS test campaigns). */
function routePrivileges(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const channel of CAMPAIGN_CHANNELS) {
    const privileges = CAMPAIGN_PRIVILEGE_ACTIONS.map((action) => campaignPrivilege(channel, action));
    map.set(campaignRoute(channel), privileges);
    if (channel === "sms") map.set(campaignRoute(channel, true), privileges);
  }
  return map;
}

/**
 * Operators, routes, roles with their access maps and permissions, sales users, and the
 * missing-permissions tool (SPEC §6, §7 "Admin data").
 */
export const adminCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;
  const db = context.db;

  app.get(
    "/operators",
    {
      config: { access: "/admin/operators" },
      schema: { response: { 200: successEnvelopeSchema(z.array(adminOperatorSchema)) } },
    },
    async () => {
      const rows = await db.select().from(operators).orderBy(asc(operators.name));
      return ok(
        rows.map((row) => ({
          id: row.id,
          code: row.code,
          name: row.name,
          country_code: row.countryCode,
          prefixes: row.prefixes,
        })),
      );
    },
  );

  app.get(
    "/routes",
    {
      config: { access: "/admin/routes" },
      schema: { response: { 200: successEnvelopeSchema(z.array(adminRouteSchema)) } },
    },
    async () => ok(await adminRoutes(db)),
  );

  app.put(
    "/routes/:id",
    {
      config: { access: "/admin/routes" },
      schema: {
        params: rowIdParamsSchema,
        body: adminRouteUpdateSchema,
        response: { 200: successEnvelopeSchema(adminRouteSchema) },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const id = request.params.id;
      const change = request.body;
      const updated = await db.transaction(async (tx) => {
        const [route] = await tx.select().from(routes).where(eq(routes.id, id)).for("update");
        if (!route) throw new HttpError(404, NOT_FOUND);
        const [before] = await adminRoutes(tx, [id]);
        if (change.cost_per_segment !== undefined) {
          await tx.update(routes).set({ costPerSegment: change.cost_per_segment }).where(eq(routes.id, id));
        }
        if (change.operator_id !== undefined) {
          if (change.operator_id !== null) {
            const [known] = await tx
              .select({ id: operators.id })
              .from(operators)
              .where(eq(operators.id, change.operator_id));
            if (!known) throw validationError({ operator_id: ["This operator does not exist."] });
          }
          await tx.update(routes).set({ operatorId: change.operator_id }).where(eq(routes.id, id));
        }
        if (change.account_ids !== undefined) {
          const wanted = [...new Set(change.account_ids)];
          if (wanted.length > 0) {
            const known = await tx
              .select({ id: accounts.id })
              .from(accounts)
              .where(inArray(accounts.id, wanted));
            if (known.length !== wanted.length) {
              throw validationError({ account_ids: ["One of these accounts does not exist."] });
            }
          }
          const dropped = and(
            eq(accountRoutes.routeId, id),
            wanted.length > 0 ? notInArray(accountRoutes.accountId, wanted) : undefined,
          );
          const [inUse] = await tx
            .select({ accountId: accountRoutes.accountId })
            .from(accountRoutes)
            .innerJoin(campaigns, eq(campaigns.accountRouteId, accountRoutes.id))
            .where(dropped)
            .limit(1);
          if (inUse) {
            throw validationError({
              account_ids: [`Account #${inUse.accountId} has campaigns on this route; it keeps the route.`],
            });
          }
          await tx.delete(accountRoutes).where(dropped);
          if (wanted.length > 0) {
            await tx
              .insert(accountRoutes)
              .values(wanted.map((accountId) => ({ accountId, routeId: id, code: route.code })))
              .onConflictDoNothing();
          }
        }
        const [after] = await adminRoutes(tx, [id]);
        await recordAudit(tx, {
          userId: user.id,
          action: "route.update",
          entity: "route",
          entityId: id,
          before,
          after,
          at: context.now(),
        });
        return after!;
      });
      return ok(updated, "Route saved.");
    },
  );

  app.get(
    "/roles",
    {
      config: { access: "/admin/roles" },
      schema: { response: { 200: successEnvelopeSchema(z.array(adminRoleSchema)) } },
    },
    async () => ok((await db.select().from(roles).orderBy(asc(roles.id))).map(adminRole)),
  );

  app.put(
    "/roles/:id",
    {
      config: { access: "/admin/roles" },
      schema: {
        params: rowIdParamsSchema,
        body: adminRoleUpdateSchema,
        response: { 200: successEnvelopeSchema(adminRoleSchema) },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const id = request.params.id;
      const access = Object.fromEntries(
        Object.entries(request.body.access).map(([route, privileges]) => [route, [...new Set(privileges)]]),
      );
      const permissions = [...new Set(request.body.permissions)];
      const updated = await db.transaction(async (tx) => {
        const [role] = await tx.select().from(roles).where(eq(roles.id, id)).for("update");
        if (!role) throw new HttpError(404, NOT_FOUND);
        const [row] = await tx.update(roles).set({ access, permissions }).where(eq(roles.id, id)).returning();
        await recordAudit(tx, {
          userId: user.id,
          action: "role.update",
          entity: "role",
          entityId: id,
          before: { access: role.access, permissions: role.permissions },
          after: { access: row!.access, permissions: row!.permissions },
          at: context.now(),
        });
        return adminRole(row!);
      });
      return ok(updated, "Role saved.");
    },
  );

  /** What the role matrix offers: every console route with its privileges, and every permission. */
  app.get(
    "/permissions",
    {
      config: { access: "/admin/permissions" },
      schema: { response: { 200: successEnvelopeSchema(adminPermissionCatalogSchema) } },
    },
    async () => {
      const stored = await db.select().from(roles);
      const privileges = routePrivileges();
      const routeNames = new Set<string>([
        ...Object.values(CONSOLE_STATE_PATHS),
        ...stored.flatMap((role) => Object.keys(role.access)),
      ]);
      const permissionNames = new Set<string>([
        ...ROLE_DEFINITIONS.flatMap((role) => role.permissions),
        ...stored.flatMap((role) => role.permissions),
      ]);
      return ok({
        routes: [...routeNames].map((route) => ({
          route,
          privileges: [
            ...new Set([
              ...(privileges.get(route) ?? []),
              ...stored.flatMap((role) => role.access[route] ?? []),
            ]),
          ],
        })),
        permissions: [...permissionNames].sort(),
      });
    },
  );

  /** SPEC §6: the privileges the server's endpoints need that the role lacks, admin endpoints left out. */
  app.get(
    "/permissions/missing",
    {
      config: { access: "/admin/permissions" },
      schema: {
        querystring: z.object({ role_id: rowIdSchema }),
        response: { 200: successEnvelopeSchema(z.array(missingPermissionSchema)) },
      },
    },
    async (request) => {
      const [role] = await db.select().from(roles).where(eq(roles.id, request.query.role_id));
      if (!role) throw new HttpError(404, NOT_FOUND);
      if (HALLPASS in role.access) return ok([]);
      const known = app.endpoints.flatMap((endpoint) => {
        const found = endpointPrivilege(endpoint.method, endpoint.url);
        return found ? [{ ...endpoint, ...found }] : [];
      });
      const missing = new Set(
        missingPermissions(
          known.map((endpoint) => endpoint.privilege),
          role.access,
        ),
      );
      const rows: MissingPermission[] = [];
      for (const endpoint of known) {
        if (!missing.delete(endpoint.privilege)) continue;
        rows.push({
          method: endpoint.method,
          endpoint: endpoint.url,
          route: campaignRoute(endpoint.channel),
          privilege: endpoint.privilege,
        });
      }
      return ok(rows);
    },
  );

  app.post(
    "/permissions/grant",
    {
      config: { access: "/admin/permissions" },
      schema: { body: grantPermissionSchema, response: { 200: successEnvelopeSchema(adminRoleSchema) } },
    },
    async (request) => {
      const { user } = currentAuth(request);
      const { role_id: roleId, route, privilege } = request.body;
      const updated = await db.transaction(async (tx) => {
        const [role] = await tx.select().from(roles).where(eq(roles.id, roleId)).for("update");
        if (!role) throw new HttpError(404, NOT_FOUND);
        const held = role.access[route] ?? [];
        const access = held.includes(privilege)
          ? role.access
          : { ...role.access, [route]: [...held, privilege] };
        const [row] = await tx.update(roles).set({ access }).where(eq(roles.id, roleId)).returning();
        await recordAudit(tx, {
          userId: user.id,
          action: "role.grant",
          entity: "role",
          entityId: roleId,
          before: { route, privileges: role.access[route] ?? null },
          after: { route, privileges: access[route] },
          at: context.now(),
        });
        return adminRole(row!);
      });
      return ok(updated, `Granted ${privilege}.`);
    },
  );

  app.get(
    "/sales_users",
    {
      config: { access: "/admin/sales-users" },
      schema: { response: { 200: successEnvelopeSchema(z.array(salesUserSchema)) } },
    },
    async () => {
      const rows = await db
        .select({ user: users, roleName: roles.name })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(eq(roles.isNonAccount, true))
        .orderBy(asc(users.email));
      return ok(
        rows.map(({ user, roleName }) => ({
          id: user.id,
          email: user.email,
          name: [user.fname, user.lname].filter(Boolean).join(" ") || user.email,
          role_name: roleName,
          status: user.status,
        })),
      );
    },
  );
};
