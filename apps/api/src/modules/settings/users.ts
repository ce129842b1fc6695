import {
  ACCOUNT_USER_STATUSES,
  accountRoleSchema,
  accountUserSchema,
  type AccountUserStatus,
  inviteUserBodySchema,
  listResponseSchema,
  rowIdParamsSchema,
  successEnvelopeSchema,
  updateUserBodySchema,
} from "@sendline/core/contract";
import { and, asc, eq, ilike, or } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/database";
import { isRowId } from "../../db/database";
import { roles, users } from "../../db/schema";
import { HttpError, ok, validationError } from "../../lib/http";
import { containsPattern, listQuerySchema, listRows } from "../../lib/list";
import { authenticate, currentAuth, endOtherSessions, requestAccount } from "../../plugins/auth";
import { disconnectSockets } from "../../plugins/socket";
import { sendPasswordLink } from "../auth/password";
import { assertPermission, MANAGE_USERS } from "./permissions";
import { EMAIL_IN_USE } from "./profile";

export const USER_NOT_FOUND = "User not found";
export const CHOOSE_A_ROLE = "Choose one of the account's roles.";
export const CANNOT_DISABLE_SELF = "You cannot disable your own user.";
export const CANNOT_CHANGE_OWN_ROLE = "You cannot change your own role.";
export const PASSWORD_ALREADY_SET = "This user has set a password already.";
export const ENABLE_FIRST = "Enable the user before sending the invitation again.";

const USERS_ROUTE = "/settings/users";

const userQuery = listQuerySchema({
  sortColumns: ["id", "date_created", "email", "fname"],
  filters: { user_status: z.enum(ACCOUNT_USER_STATUSES) },
});

const SORT_COLUMNS = {
  id: users.id,
  date_created: users.dateCreated,
  email: users.email,
  fname: users.fname,
} as const;

type Row = { user: typeof users.$inferSelect; role: typeof roles.$inferSelect };

const userView = ({ user, role }: Row) => ({
  id: user.id,
  fname: user.fname,
  lname: user.lname,
  email: user.email,
  mobile: user.mobile,
  role_id: role.id,
  role_code: role.code,
  role_name: role.name,
  user_status: (user.status === "disabled" ? "disabled" : "active") as AccountUserStatus,
  password_set: user.passwordHash !== null,
  date_created: user.dateCreated.toISOString(),
});

/** A role an account user may be given: any role that is not staff. */
async function accountRole(db: Db, roleId: number) {
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, roleId), eq(roles.isNonAccount, false)))
    .limit(1);
  if (!role) throw validationError({ role_id: [CHOOSE_A_ROLE] });
  return role;
}

/** One user of the account; another account's user (or none) is a 404. */
async function accountUser(db: Db, accountId: number, id: number): Promise<Row> {
  if (!isRowId(id)) throw new HttpError(404, USER_NOT_FOUND);
  const [row] = await db
    .select({ user: users, role: roles })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, id), eq(users.accountId, accountId)))
    .limit(1);
  if (!row) throw new HttpError(404, USER_NOT_FOUND);
  return row;
}

const userAnswer = { 200: successEnvelopeSchema(accountUserSchema) };

/**
 * The account's users, `/ajax/settings/users` (list convention), for holders of `manage_users`:
 * invite by email with a set-password link, change a user's role, disable or enable a user. A
 * disabled user cannot sign in and their sessions end at once.
 */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;
  const { db } = context;
  app.addHook("onRequest", authenticate(context));
  app.addHook("preHandler", async (request) => assertPermission(request, MANAGE_USERS));
  const access = { access: USERS_ROUTE };

  app.get(
    "/users/list",
    {
      config: access,
      schema: {
        querystring: userQuery,
        response: { 200: successEnvelopeSchema(listResponseSchema(accountUserSchema)) },
      },
    },
    async (request) => {
      const account = await requestAccount(context, request);
      const query = request.query;
      const pattern = query.keyword ? containsPattern(query.keyword) : null;
      return ok(
        await listRows(
          query,
          {
            select: (total) =>
              db
                .select({ user: users, role: roles, total })
                .from(users)
                .innerJoin(roles, eq(roles.id, users.roleId))
                .$dynamic(),
            where: [
              eq(users.accountId, account.id),
              pattern
                ? or(ilike(users.email, pattern), ilike(users.fname, pattern), ilike(users.lname, pattern))
                : undefined,
              query.filter.user_status ? eq(users.status, query.filter.user_status) : undefined,
            ],
            columns: SORT_COLUMNS,
            id: users.id,
          },
          userView,
        ),
      );
    },
  );

  app.get(
    "/users/roles",
    { config: access, schema: { response: { 200: successEnvelopeSchema(z.array(accountRoleSchema)) } } },
    async () => {
      const rows = await db.select().from(roles).where(eq(roles.isNonAccount, false)).orderBy(asc(roles.id));
      return ok(rows.map((role) => ({ id: role.id, code: role.code, name: role.name })));
    },
  );

  app.post(
    "/users",
    { config: access, schema: { body: inviteUserBodySchema, response: userAnswer } },
    async (request) => {
      const account = await requestAccount(context, request);
      const body = request.body;
      const role = await accountRole(db, body.role_id);
      const user = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            email: body.email,
            fname: body.fname,
            lname: body.lname,
            roleId: role.id,
            accountId: account.id,
            status: "active",
            dateCreated: context.now(),
          })
          .onConflictDoNothing({ target: users.email })
          .returning();
        if (!created) throw validationError({ email: [EMAIL_IN_USE] });
        await sendPasswordLink(context, created, "set", tx);
        return created;
      });
      return ok(userView({ user, role }), `An invitation was emailed to ${user.email}.`);
    },
  );

  // A new set-password link for an invited user who has not used theirs (it may have expired).
  app.post(
    "/users/:id/invitation",
    {
      config: access,
      schema: { params: rowIdParamsSchema, response: userAnswer },
    },
    async (request) => {
      const account = await requestAccount(context, request);
      const found = await accountUser(db, account.id, request.params.id);
      if (found.user.passwordHash !== null) throw new HttpError(409, PASSWORD_ALREADY_SET);
      if (found.user.status !== "active") throw new HttpError(409, ENABLE_FIRST);
      await sendPasswordLink(context, found.user, "set");
      return ok(userView(found), `The invitation was emailed again to ${found.user.email}.`);
    },
  );

  app.put(
    "/users/:id",
    {
      config: access,
      schema: {
        params: rowIdParamsSchema,
        body: updateUserBodySchema,
        response: userAnswer,
      },
    },
    async (request) => {
      const account = await requestAccount(context, request);
      const { user: me } = currentAuth(request);
      const found = await accountUser(db, account.id, request.params.id);
      const body = request.body;
      const self = found.user.id === me.id;
      if (self && body.user_status === "disabled") throw new HttpError(400, CANNOT_DISABLE_SELF);
      const role = body.role_id === undefined ? found.role : await accountRole(db, body.role_id);
      if (self && role.id !== found.role.id) throw new HttpError(400, CANNOT_CHANGE_OWN_ROLE);
      const [saved] = await db
        .update(users)
        .set({ roleId: role.id, ...(body.user_status && { status: body.user_status }) })
        .where(eq(users.id, found.user.id))
        .returning();
      if (body.user_status === "disabled") {
        await endOtherSessions(context, found.user.id);
        await disconnectSockets(app.realtime, (auth) => auth.user.id === found.user.id);
      }
      const message =
        body.user_status === "disabled"
          ? "User disabled."
          : body.user_status === "active"
            ? "User enabled."
            : "Role changed.";
      return ok(userView({ user: saved!, role }), message);
    },
  );
};
