import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { TOUR_NAMES, formatAmount } from "@sendline/core";
import { ROLE_DEFINITIONS, type RoleCode } from "../modules/account/access-catalog";
import { createTopUp, topUpLink } from "../modules/billing/top-ups";
import { hashPassword } from "../lib/password";
import type { Db } from "./database";
import { seedEmailData } from "./seed-email";
import { seedTraffic } from "./seed-traffic";
import {
  accountRoutes,
  accounts,
  contactGroups,
  contacts,
  operators,
  outbox,
  roles,
  routes,
  senderIds,
  topUps,
  tourStates,
  users,
} from "./schema";

/** The password of every demo user. */
export const DEMO_PASSWORD = "Sendline#2026";

const DAY_MS = 24 * 60 * 60 * 1000;

const DEMO_ACCOUNTS = [
  {
    code: "acme",
    name: "Acme Corporation",
    balanceMonetary: 12500,
    balanceMonetaryWithholding: 350,
    // A postpaid corporate account: its credit line covers a campaign to a few hundred thousand numbers.
    creditLimit: 150_000,
    // The pending demo top-up below brings this to 1200.
    pendingPayments: 0,
    safelistedDomains: ["acme.test"],
  },
  {
    code: "trial",
    name: "Trial Company",
    isTrial: true,
    balanceSmsCredits: 10,
    balanceEmailCredits: 100,
  },
] satisfies (typeof accounts.$inferInsert)[];

interface DemoUser {
  email: string;
  fname: string;
  lname: string;
  role: RoleCode;
  account: "acme" | "trial" | null;
  mobile?: string;
  twofaEnabled?: boolean;
  passwordAgeDays?: number;
}

const DEMO_USERS: DemoUser[] = [
  {
    email: "superadmin@sendline.test",
    fname: "Super",
    lname: "Admin",
    role: "super_admin",
    account: null,
    mobile: "639171234567",
    twofaEnabled: true,
  },
  { email: "staff@sendline.test", fname: "Stella", lname: "Staff", role: "support", account: null },
  { email: "owner@acme.test", fname: "Olivia", lname: "Owner", role: "account_owner", account: "acme" },
  { email: "agent@acme.test", fname: "Adam", lname: "Agent", role: "account_user", account: "acme" },
  { email: "trial@trial.test", fname: "Tara", lname: "Trial", role: "account_owner", account: "trial" },
  {
    email: "stale@acme.test",
    fname: "Steve",
    lname: "Stale",
    role: "account_user",
    account: "acme",
    passwordAgeDays: 61,
  },
];

/** The demo top-up waiting for Acme's owner to confirm it from the link in the outbox. */
const DEMO_TOP_UP = { account: "acme", amount: 1200, payer: "owner@acme.test", linkDays: 30 } as const;

/**
 * Keeps one pending, unexpired demo top-up for Acme, so a newcomer can open its link from the
 * outbox. A new one (with its amount added to the pending payments) is made only when there is
 * none: at the first seed, or after the last one was confirmed or expired.
 */
async function seedDemoTopUp(db: Db, now: Date, publicUrl: string): Promise<void> {
  const [account] = await db.select().from(accounts).where(eq(accounts.code, DEMO_TOP_UP.account));
  if (!account) return;
  const [pending] = await db
    .select({ id: topUps.id })
    .from(topUps)
    .where(and(eq(topUps.accountId, account.id), eq(topUps.status, "pending"), gt(topUps.expiresAt, now)))
    .limit(1);
  if (pending) return;
  const { txnid, token } = await createTopUp(db, {
    accountId: account.id,
    amount: DEMO_TOP_UP.amount,
    now,
    expiresAt: new Date(now.getTime() + DEMO_TOP_UP.linkDays * DAY_MS),
  });
  await db
    .update(accounts)
    .set({ pendingPayments: sql`${accounts.pendingPayments} + ${DEMO_TOP_UP.amount}` })
    .where(eq(accounts.id, account.id));
  await db.insert(outbox).values({
    channel: "email",
    to: DEMO_TOP_UP.payer,
    subject: "Confirm your Sendline top-up",
    body: `Open ${topUpLink(publicUrl, txnid, token)} to confirm your top-up of ${account.currencyCode} ${formatAmount(DEMO_TOP_UP.amount)} (${txnid}). The link expires in ${DEMO_TOP_UP.linkDays} days and works once.`,
    createdAt: now,
  });
}

/** Philippine networks and the national prefixes that reach them. */
const OPERATORS = [
  {
    code: "globe",
    name: "Globe",
    countryCode: "63",
    prefixes: [
      "905",
      "906",
      "915",
      "916",
      "917",
      "926",
      "927",
      "935",
      "936",
      "945",
      "955",
      "956",
      "966",
      "967",
      "977",
      "995",
      "997",
    ],
  },
  {
    code: "smart",
    name: "Smart",
    countryCode: "63",
    prefixes: [
      "907",
      "908",
      "909",
      "910",
      "912",
      "918",
      "919",
      "920",
      "921",
      "928",
      "929",
      "939",
      "947",
      "949",
      "951",
      "961",
      "998",
      "999",
    ],
  },
  {
    code: "dito",
    name: "DITO",
    countryCode: "63",
    prefixes: ["895", "896", "897", "898", "991", "992", "993", "994"],
  },
] satisfies (typeof operators.$inferInsert)[];

/** Routes priced per SMS segment in PHP. */
const ROUTES = [
  { code: "PH-PREMIUM", name: "Premium (direct to operators)", costPerSegment: 0.5, currencyCode: "PHP" },
  { code: "PH-STANDARD", name: "Standard", costPerSegment: 0.35, currencyCode: "PHP" },
] satisfies (typeof routes.$inferInsert)[];

/** Each demo account's sender ids, routes and contact groups (a test group among them). */
const ACCOUNT_DATA = {
  acme: {
    senders: { sms: ["ACME", "ACMEPROMO"], viber: ["Acme Corp"], email: ["news@acme.test"] },
    routes: ["PH-STANDARD", "PH-PREMIUM"],
    groups: [
      { name: "Loyalty members", size: 40, isTest: false },
      { name: "VIP customers", size: 8, isTest: false },
      { name: "QA phones", size: 2, isTest: true },
    ],
  },
  trial: {
    senders: { sms: ["TRIAL"], viber: [], email: [] },
    routes: ["PH-STANDARD"],
    groups: [
      { name: "Pilot list", size: 5, isTest: false },
      { name: "My phone", size: 1, isTest: true },
    ],
  },
} as const;

const FIRST_NAMES = ["Ana", "Ben", "Carla", "Dan", "Ella", "Franco", "Gia", "Hector", "Iris", "Jomar"];
const LAST_NAMES = ["Reyes", "Santos", "Cruz", "Bautista", "Garcia", "Mendoza", "Torres", "Flores"];

/** A believable mobile number on one of the operators, the same for the same index. */
function demoMobile(index: number): string {
  const operator = OPERATORS[index % OPERATORS.length]!;
  const prefix = operator.prefixes[index % operator.prefixes.length]!;
  return `63${prefix}${String(1_000_000 + ((index * 7919) % 9_000_000)).padStart(7, "0")}`;
}

/** Operators, routes, and each demo account's routes, sender ids and contact groups, once. */
async function seedReferenceData(db: Db): Promise<void> {
  await db.insert(operators).values(OPERATORS).onConflictDoNothing({ target: operators.code });
  await db.insert(routes).values(ROUTES).onConflictDoNothing({ target: routes.code });
  const routeIds = new Map((await db.select().from(routes)).map((route) => [route.code, route.id]));
  let contactIndex = 0;
  for (const [code, data] of Object.entries(ACCOUNT_DATA)) {
    const [account] = await db.select().from(accounts).where(eq(accounts.code, code));
    if (!account) continue;
    await db
      .insert(accountRoutes)
      .values(
        data.routes.map((route, index) => ({
          accountId: account.id,
          routeId: routeIds.get(route) ?? 0,
          code: `${code.toUpperCase()}-${route}`,
          isDefault: index === 0,
        })),
      )
      .onConflictDoNothing();
    await db
      .insert(senderIds)
      .values(
        Object.entries(data.senders).flatMap(([channel, names]) =>
          (names as readonly string[]).map((name) => ({
            accountId: account.id,
            channel: channel as "sms" | "viber" | "email",
            name,
          })),
        ),
      )
      .onConflictDoNothing();
    const existing = await db
      .select({ id: contactGroups.id })
      .from(contactGroups)
      .where(eq(contactGroups.accountId, account.id))
      .limit(1);
    if (existing.length > 0) continue;
    for (const group of data.groups) {
      const [created] = await db
        .insert(contactGroups)
        .values({ accountId: account.id, name: group.name, contactType: "sms", isTest: group.isTest })
        .returning({ id: contactGroups.id });
      if (!created) continue;
      await db.insert(contacts).values(
        Array.from({ length: group.size }, () => {
          const index = contactIndex++;
          return {
            accountId: account.id,
            groupId: created.id,
            mobile: demoMobile(index),
            firstName: FIRST_NAMES[index % FIRST_NAMES.length]!,
            lastName: LAST_NAMES[index % LAST_NAMES.length]!,
          };
        }),
      );
    }
  }
}

/**
 * Seeds the demo provider. Idempotent: rows are matched by natural key (account code, role code,
 * user email); roles are brought up to date, existing accounts and users are left as they are, and
 * a demo top-up is added only while none is pending.
 */
export async function seed(
  db: Db,
  {
    now = new Date(),
    hash = hashPassword,
    publicUrl = "http://127.0.0.1:3000",
  }: {
    now?: Date;
    hash?: (password: string) => Promise<string>;
    /** Where emailed links point: the server's PUBLIC_URL (its default here). */
    publicUrl?: string;
  } = {},
): Promise<void> {
  await db.insert(accounts).values(DEMO_ACCOUNTS).onConflictDoNothing({ target: accounts.code });
  await db
    .insert(roles)
    .values(
      ROLE_DEFINITIONS.map((role) => ({ ...role, access: role.access, permissions: [...role.permissions] })),
    )
    .onConflictDoUpdate({
      target: roles.code,
      set: {
        name: sql`excluded.name`,
        isNonAccount: sql`excluded.is_non_account`,
        access: sql`excluded.access`,
        permissions: sql`excluded.permissions`,
      },
    });

  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_USERS.map((user) => user.email),
      ),
    );
  const missing = DEMO_USERS.filter((user) => !existing.some((row) => row.email === user.email));
  await seedDemoTopUp(db, now, publicUrl);
  await seedReferenceData(db);
  await seedEmailData(db, now);
  if (missing.length === 0) return seedTraffic(db, now);

  const roleIds = new Map((await db.select().from(roles)).map((role) => [role.code, role.id]));
  const accountIds = new Map((await db.select().from(accounts)).map((account) => [account.code, account.id]));
  const rows = await Promise.all(
    missing.map(async (user) => ({
      email: user.email,
      fname: user.fname,
      lname: user.lname,
      mobile: user.mobile ?? null,
      validatedMobile: user.mobile !== undefined,
      twofaEnabled: user.twofaEnabled ?? false,
      roleId: roleIds.get(user.role) ?? 0,
      accountId: user.account ? (accountIds.get(user.account) ?? null) : null,
      passwordHash: await hash(DEMO_PASSWORD),
      passwordLastUpdated: new Date(now.getTime() - (user.passwordAgeDays ?? 0) * DAY_MS),
    })),
  );
  const created = await db
    .insert(users)
    .values(rows)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  // The demo users have used the console before: its guided tours are behind them. Someone who signs
  // up or is invited sees them at their first sign-in.
  if (created.length > 0) {
    await db
      .insert(tourStates)
      .values(
        created.flatMap(({ id }) =>
          TOUR_NAMES.map((tourName) => ({ userId: id, tourName, done: true, dateLastUpdated: now })),
        ),
      )
      .onConflictDoNothing();
  }
  await seedTraffic(db, now);
}
