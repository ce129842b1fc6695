import { and, asc, eq, isNull } from "drizzle-orm";
import {
  API_MESSAGES,
  BILLING_TYPES,
  BILLING_TYPE_NAMES,
  CAMPAIGN_CHANNELS,
  CAMPAIGN_STATUSES,
  DATA_AGES,
  DATA_RETENTION_DAYS,
  DELIVERY_RECEIPT_CODES,
  HALLPASS,
  PROFILE_FIELDS,
  TWOFA_ERRORS,
  UNSAVED_CHANGES_MESSAGES,
  UPLOAD_ERROR_TEXTS,
  UPLOAD_FILE_TYPES,
  UNRECOGNIZED_FILE_TYPE_MESSAGE,
  countryName,
  profileableFields,
  type ReferenceEntry,
} from "@sendline/core";
import {
  ACCOUNT_STATUSES,
  ACCOUNT_STATUS_NAMES,
  SOCKET_EVENT_NAMES,
  TRAFFIC_CATEGORIES,
  TRAFFIC_CATEGORY_LABELS,
  contactCustomFieldsSchema,
  successEnvelopeSchema,
} from "@sendline/core/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  RECIPIENT_STATUSES,
  accountRoutes,
  accounts,
  emailTemplates,
  operators,
  roles,
  routes,
  senderIds,
  users,
} from "../../db/schema";
import { HttpError, ok } from "../../lib/http";
import { authenticate, currentAuth, requestAccount } from "../../plugins/auth";
import { ROLE_DEFINITIONS } from "../account/access-catalog";
import { groupSizes } from "../campaigns/recipients";
import { customFieldNames } from "../contacts/custom-fields";

const row = z.record(z.string(), z.unknown());
const rowsAnswer = { 200: successEnvelopeSchema(z.array(row)) };

/** Time zones the campaign schedule offers, as the runtime knows them. */
const TIMEZONES = Intl.supportedValuesOf("timeZone");

const entries = <Code extends string | number>(codes: readonly Code[], names: Record<Code, string>) =>
  codes.map((code) => ({ code, name: names[code] }));

const words = (code: string) => code.replace(/_/g, " ").replace(/^./, (first) => first.toUpperCase());

/** The error catalogue (SPEC §8) as the server and console word it, keyed by where it comes from. */
function errorCatalogue(): (ReferenceEntry & { message: string })[] {
  const groups: [string, Record<string, string>][] = [
    ["api", API_MESSAGES],
    ["upload", { ...UPLOAD_ERROR_TEXTS, unrecognizedFileType: UNRECOGNIZED_FILE_TYPE_MESSAGE }],
    ["twofa", TWOFA_ERRORS],
    ["unsaved_changes", UNSAVED_CHANGES_MESSAGES],
  ];
  return groups.flatMap(([group, messages]) =>
    Object.entries(messages).map(([key, message]) => ({ code: `${group}.${key}`, name: message, message })),
  );
}

/** Staff-only lists (accounts, roles and the server's own parts): refused to account users. */
function assertStaff(request: FastifyRequest) {
  if (!currentAuth(request).role.isNonAccount) throw new HttpError(403, API_MESSAGES.accessDenied);
}

/**
 * Reference data (SPEC §7 "Admin data and reference data"), `/ajax/data/{name}`: every name the
 * SPEC lists answers a list in the success envelope. Code lists come from the constants the rules
 * use and are open to any signed-in user; account lists (senders, groups, users, templates) are
 * scoped to the user's account (staff: the entered account); lists about accounts, roles and the
 * server itself are for staff.
 */
export const dataModule: FastifyPluginAsyncZod = async (app) => {
  const context = app.context;
  const { db } = context;
  app.addHook("onRequest", authenticate(context));

  const senders = (channel: (typeof CAMPAIGN_CHANNELS)[number]) => async (request: FastifyRequest) => {
    const account = await requestAccount(context, request);
    const rows = await db
      .select({ id: senderIds.id, name: senderIds.name })
      .from(senderIds)
      .where(and(eq(senderIds.accountId, account.id), eq(senderIds.channel, channel)))
      .orderBy(asc(senderIds.name));
    return ok(rows.map((sender) => ({ id: sender.id, code: sender.name, name: sender.name })));
  };
  app.get("/senderids", { schema: { response: rowsAnswer } }, senders("sms"));
  app.get("/viber_senderids", { schema: { response: rowsAnswer } }, senders("viber"));
  app.get("/email_senderids", { schema: { response: rowsAnswer } }, senders("email"));

  const groups =
    (test: boolean | undefined, type: "sms" | "email" = "sms") =>
    async (request: FastifyRequest) => {
      const account = await requestAccount(context, request);
      const rows = await groupSizes(db, account.id, type);
      return ok(
        rows
          .filter((group) => test === undefined || group.isTest === test)
          .map((group) => ({
            id: group.id,
            name: group.name,
            type: "contact_group",
            valid_contacts: group.valid,
            is_test: group.isTest ? 1 : 0,
          })),
      );
    };
  app.get("/contact_groups", { schema: { response: rowsAnswer } }, groups(false));
  app.get("/test_contact_groups", { schema: { response: rowsAnswer } }, groups(true));
  app.get("/contact_combo", { schema: { response: rowsAnswer } }, groups(undefined));
  // The /sms and /email variants (SPEC §7): a channel's own groups.
  for (const type of ["sms", "email"] as const) {
    app.get(`/contact_groups/${type}`, { schema: { response: rowsAnswer } }, groups(false, type));
    app.get(`/test_contact_groups/${type}`, { schema: { response: rowsAnswer } }, groups(true, type));
    app.get(`/contact_combo/${type}`, { schema: { response: rowsAnswer } }, groups(undefined, type));
  }

  // The merge tags a message can use: the profile fields, then the account's custom fields.
  app.get(
    "/custom_fields",
    { schema: { response: { 200: successEnvelopeSchema(contactCustomFieldsSchema) } } },
    async (request) => {
      const account = await requestAccount(context, request);
      const custom = await customFieldNames(db, account.id);
      return ok({ custom_fields: custom, profileable_custom_fields: profileableFields(custom) });
    },
  );

  app.get("/routes", { schema: { response: rowsAnswer } }, async (request) => {
    const account = await requestAccount(context, request);
    const rows = await db
      .select({
        id: accountRoutes.id,
        code: accountRoutes.code,
        isDefault: accountRoutes.isDefault,
        cost: routes.costPerSegment,
        currency: routes.currencyCode,
        name: routes.name,
      })
      .from(accountRoutes)
      .innerJoin(routes, eq(routes.id, accountRoutes.routeId))
      .where(eq(accountRoutes.accountId, account.id))
      .orderBy(asc(routes.costPerSegment));
    // Route dropdown options (SPEC §3): code, cost, currency_code and the id chosen.
    return ok(
      rows.map((route) => ({
        id: route.id,
        code: route.code,
        name: route.name,
        cost: route.cost,
        currency_code: route.currency,
        is_default: route.isDefault ? 1 : 0,
      })),
    );
  });

  app.get("/operators", { schema: { response: rowsAnswer } }, async () => {
    const rows = await db.select().from(operators).orderBy(asc(operators.name));
    return ok(
      rows.map((operator) => ({
        id: operator.id,
        code: operator.code,
        name: operator.name,
        country_code: operator.countryCode,
      })),
    );
  });

  app.get("/campaign_status", { schema: { response: rowsAnswer } }, async () =>
    ok(
      CAMPAIGN_STATUSES.map((code) => ({
        code,
        name: code.replace(/_/g, " ").replace(/^./, (first) => first.toUpperCase()),
      })),
    ),
  );
  app.get("/campaign_type", { schema: { response: rowsAnswer } }, async () =>
    ok(
      CAMPAIGN_CHANNELS.map((code, index) => ({
        id: index + 1,
        code,
        name: code === "sms" ? "SMS" : code[0]!.toUpperCase() + code.slice(1),
      })),
    ),
  );
  app.get("/timezone", { schema: { response: rowsAnswer } }, async () =>
    ok(TIMEZONES.map((name) => ({ code: name, name }))),
  );

  type Rows = readonly Record<string, unknown>[];
  const codes = (name: string, list: () => Rows | Promise<Rows>) =>
    app.get(`/${name}`, { schema: { response: rowsAnswer } }, async () => ok([...(await list())]));
  const staffList = (name: string, list: () => Rows | Promise<Rows>) =>
    app.get(`/${name}`, { schema: { response: rowsAnswer } }, async (request) => {
      assertStaff(request);
      return ok([...(await list())]);
    });

  codes("categories", () => entries(TRAFFIC_CATEGORIES, TRAFFIC_CATEGORY_LABELS));
  codes("campaign_category", () => entries(TRAFFIC_CATEGORIES, TRAFFIC_CATEGORY_LABELS));
  codes("convo_type", () =>
    CAMPAIGN_CHANNELS.map((code) => ({ code, name: code === "sms" ? "SMS" : words(code) })),
  );
  // Data age by days since triggered (SPEC §4): what is kept in real time, archived, or deleted.
  codes("cleanup_status", () =>
    DATA_AGES.map((code) => ({
      code,
      name: code === "RealTime" ? "Real time" : code,
      days:
        code === "RealTime"
          ? DATA_RETENTION_DAYS.realTime
          : code === "Archived"
            ? DATA_RETENTION_DAYS.archived
            : null,
    })),
  );
  codes("contact_status", () => [
    { code: "subscribed", name: "Subscribed" },
    { code: "unsubscribed", name: "Unsubscribed" },
  ]);
  codes("contact_type", () => [
    { code: "sms", name: "SMS contacts" },
    { code: "email", name: "Email contacts" },
  ]);
  codes("dlr_status", () =>
    Object.entries(DELIVERY_RECEIPT_CODES).map(([code, name]) => ({ code: Number(code), name })),
  );
  codes("error", errorCatalogue);
  codes("event", () => SOCKET_EVENT_NAMES.map((code) => ({ code, name: words(code) })));
  codes("filetype", () =>
    UPLOAD_FILE_TYPES.map((code) => ({
      code,
      name:
        code === "SMS_CONTACTS"
          ? "SMS Contacts"
          : code === "INVALID"
            ? "Invalid File"
            : words(code.toLowerCase()).replace(/ (.)/g, (_, first: string) => ` ${first.toUpperCase()}`),
    })),
  );
  // The kinds of personalisation keyword a message may hold: a contact's profile field or a custom field.
  codes("keyword_type", () => [
    { code: "profile", name: "Profile field", fields: [...PROFILE_FIELDS] },
    { code: "custom", name: "Custom field", fields: [] },
  ]);
  // A campaign is sent once: now, or at its scheduled time.
  codes("recurring_type", () => [
    { code: "once", name: "Send now" },
    { code: "scheduled", name: "Scheduled, once" },
  ]);
  codes("send_status", () => RECIPIENT_STATUSES.map((code) => ({ code, name: words(code) })));
  codes("billing_type", () => entries(BILLING_TYPES, BILLING_TYPE_NAMES));

  const supportedCountries = async () => {
    const plans = await db
      .selectDistinct({
        code: accounts.countryCode,
        minLength: accounts.countryMinLength,
        maxLength: accounts.countryMaxLength,
      })
      .from(accounts);
    const reached = await db.selectDistinct({ code: operators.countryCode }).from(operators);
    const codesSeen = [...new Set([...plans.map((plan) => plan.code), ...reached.map((row) => row.code)])];
    return codesSeen.sort().map((code) => {
      const plan = plans.find((candidate) => candidate.code === code);
      return {
        code,
        name: countryName(code),
        min_length: plan?.minLength ?? null,
        max_length: plan?.maxLength ?? null,
      };
    });
  };
  codes("country", supportedCountries);
  // Countries messages may be sent to: those with operators to route to.
  codes("whitelisted_country", async () => {
    const reached = await db.selectDistinct({ code: operators.countryCode }).from(operators);
    return reached
      .map((row) => row.code)
      .sort()
      .map((code) => ({ code, name: countryName(code) }));
  });
  codes("currency", async () => {
    const priced = await db.selectDistinct({ code: routes.currencyCode }).from(routes);
    const held = await db.selectDistinct({ code: accounts.currencyCode }).from(accounts);
    const currencyNames = new Intl.DisplayNames(["en"], { type: "currency" });
    return [...new Set([...priced, ...held].map((row) => row.code))]
      .sort()
      .map((code) => ({ code, name: currencyNames.of(code) ?? code }));
  });

  staffList("access_code", () => {
    const patterns = new Set<string>(ROLE_DEFINITIONS.flatMap((role) => Object.keys(role.access)));
    return [...patterns]
      .sort((a, b) => (a === HALLPASS ? -1 : b === HALLPASS ? 1 : a.localeCompare(b)))
      .map((code) => ({ code, name: code === HALLPASS ? "Everything (super admin)" : code }));
  });
  staffList("account_access_level", () => [
    { code: "account", name: "Account user", is_non_account: 0 },
    { code: "non_account", name: "Provider staff", is_non_account: 1 },
  ]);
  staffList("account_status", () => entries(ACCOUNT_STATUSES, ACCOUNT_STATUS_NAMES));
  staffList("business_unit", async () => {
    const rows = await db
      .selectDistinct({ code: accounts.businessUnitCode })
      .from(accounts)
      .orderBy(asc(accounts.businessUnitCode));
    return rows.map((row) => ({ code: row.code, name: words(row.code) }));
  });
  // The server's engines that take `cmd:abort`.
  staffList("gears", () => app.realtime.engines().map((code) => ({ code, name: words(code) })));
  staffList("user_admin", async () => {
    const rows = await db
      .select({ id: users.id, fname: users.fname, lname: users.lname, email: users.email, role: roles.name })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(roles.isNonAccount, true), isNull(users.accountId)))
      .orderBy(asc(users.fname), asc(users.lname), asc(users.id));
    return rows.map((user) => ({
      id: user.id,
      name: `${user.fname} ${user.lname}`.trim(),
      email: user.email,
      role_name: user.role,
    }));
  });

  // Roles: staff see every role, account users the roles an account's users may hold.
  app.get("/roles", { schema: { response: rowsAnswer } }, async (request) => {
    const staff = currentAuth(request).role.isNonAccount;
    const rows = await db
      .select()
      .from(roles)
      .where(staff ? undefined : eq(roles.isNonAccount, false))
      .orderBy(asc(roles.id));
    return ok(
      rows.map((role) => ({
        id: role.id,
        code: role.code,
        name: role.name,
        is_non_account: role.isNonAccount ? 1 : 0,
      })),
    );
  });

  const accountUsers = async (request: FastifyRequest) => {
    const account = await requestAccount(context, request);
    return db
      .select({
        id: users.id,
        fname: users.fname,
        lname: users.lname,
        email: users.email,
        status: users.status,
        roleId: roles.id,
        roleName: roles.name,
      })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.accountId, account.id))
      .orderBy(asc(users.fname), asc(users.lname), asc(users.id));
  };
  app.get("/users", { schema: { response: rowsAnswer } }, async (request) =>
    ok(
      (await accountUsers(request)).map((user) => ({
        id: user.id,
        name: `${user.fname} ${user.lname}`.trim(),
        email: user.email,
        user_status: user.status,
        role_name: user.roleName,
      })),
    ),
  );
  // The account's users grouped by the role they hold: the product's user groups.
  app.get("/usergroups", { schema: { response: rowsAnswer } }, async (request) => {
    const groups = new Map<number, { id: number; name: string; users: number }>();
    for (const user of await accountUsers(request)) {
      const group = groups.get(user.roleId) ?? { id: user.roleId, name: user.roleName, users: 0 };
      group.users += 1;
      groups.set(user.roleId, group);
    }
    return ok([...groups.values()].sort((a, b) => a.id - b.id));
  });

  app.get("/templates", { schema: { response: rowsAnswer } }, async (request) => {
    const account = await requestAccount(context, request);
    const rows = await db
      .select({ id: emailTemplates.id, name: emailTemplates.name })
      .from(emailTemplates)
      .where(eq(emailTemplates.accountId, account.id))
      .orderBy(asc(emailTemplates.name), asc(emailTemplates.id));
    return ok(rows);
  });

  app.get("/profileable_custom_fields", { schema: { response: rowsAnswer } }, async (request) => {
    const account = await requestAccount(context, request);
    const custom = await customFieldNames(db, account.id);
    return ok(profileableFields(custom).map((code) => ({ code, name: words(code) })));
  });
};
