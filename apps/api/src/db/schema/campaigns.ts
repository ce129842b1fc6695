import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { CampaignChannel, CampaignStatus } from "@sendline/core";
import { accounts, users } from "./accounts";

const at = (name: string) => timestamp(name, { withTimezone: true });
const amount = (name: string) =>
  numeric(name, { precision: 14, scale: 4, mode: "number" }).notNull().default(0);
const counter = (name: string) => integer(name).notNull().default(0);

/** A mobile network, with the number prefixes that reach it and how its deliveries tend to end. */
export const operators = pgTable("operators", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  countryCode: text("country_code").notNull(),
  /** National prefixes after the country code, e.g. 917 for Globe. */
  prefixes: text("prefixes").array().notNull(),
});

/** A route messages leave by, priced per SMS segment. */
export const routes = pgTable("routes", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  costPerSegment: numeric("cost_per_segment", { precision: 14, scale: 4, mode: "number" }).notNull(),
  currencyCode: text("currency_code").notNull(),
  /** The operator the route reaches; null for a route to every operator. */
  operatorId: integer("operator_id").references(() => operators.id),
});

/** The routes an account may choose (SPEC §3 "Route selection item": account_route_id). */
export const accountRoutes = pgTable(
  "account_routes",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    routeId: integer("route_id")
      .notNull()
      .references(() => routes.id),
    code: text("code").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
  },
  (table) => [uniqueIndex("account_routes_account_route").on(table.accountId, table.routeId)],
);

/** A sender name an account may send from, per channel. */
export const senderIds = pgTable(
  "sender_ids",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    channel: text("channel").$type<CampaignChannel>().notNull(),
    name: text("name").notNull(),
  },
  (table) => [uniqueIndex("sender_ids_account_channel_name").on(table.accountId, table.channel, table.name)],
);

/** A named list of contacts of one account; test groups receive test campaigns. */
export const contactGroups = pgTable("contact_groups", {
  id: serial("id").primaryKey(),
  accountId: integer("account_id")
    .notNull()
    .references(() => accounts.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  contactType: text("contact_type").$type<"sms" | "email">().notNull(),
  isTest: boolean("is_test").notNull().default(false),
  dateCreated: at("date_created").notNull().defaultNow(),
});

export const contacts = pgTable(
  "contacts",
  {
    id: serial("id").primaryKey(),
    /** The group's account, kept on the contact for the account's queries; the group's key cascades. */
    accountId: integer("account_id").notNull(),
    /**
     * The contact's group. Checked and cascaded by statement triggers (migration 0033), not by a
     * foreign key: a key checks every row of a 300,000-row upload on its own, the trigger checks
     * each statement's rows in one join and locks their group as the key would.
     */
    groupId: integer("group_id").notNull(),
    mobile: text("mobile"),
    email: text("email"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    /** The other columns of the file the contact came from: custom fields, for merge tags. */
    fields: jsonb("fields").$type<Record<string, string>>().notNull().default({}),
    /** When the contact unsubscribed; an unsubscribed contact is never sent to. */
    dateUnsubscribed: at("date_unsubscribed"),
    /** Why a relay's report stopped the address (with `dateUnsubscribed`): a hard bounce or a complaint. */
    suppressed: text("suppressed").$type<"hard_bounce" | "complaint">(),
  },
  (table) => [index("contacts_group").on(table.groupId)],
);

/** A Viber carousel card as stored (SPEC §3 "Carousel item"). */
export interface ViberCarouselCard {
  title: string;
  image: string | null;
  primaryButtonText: string;
  primaryButtonUrl: string;
  secondaryButtonText: string;
  secondaryButtonUrl: string;
}

/** An email template of an account: the designer's versioned document and the HTML it renders. */
export const emailTemplates = pgTable(
  "email_templates",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The designer's document (it carries its own `version`). */
    document: jsonb("document").$type<Record<string, unknown>>().notNull(),
    html: text("html").notNull().default(""),
    createdBy: integer("created_by").references(() => users.id),
    dateCreated: at("date_created").notNull(),
    dateLastUpdated: at("date_last_updated").notNull(),
  },
  (table) => [index("email_templates_account").on(table.accountId, table.id)],
);

/** A campaign of any channel (SPEC §3 "Campaign"); the channel's own fields join it later. */
export const campaigns = pgTable(
  "campaigns",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    channel: text("channel").$type<CampaignChannel>().notNull(),
    name: text("name").notNull(),
    senderId: text("sender_id").notNull().default(""),
    message: text("message").notNull().default(""),
    status: text("campaign_status_code").$type<CampaignStatus>().notNull().default("draft"),
    isTestCampaign: boolean("is_test_campaign").notNull().default(false),
    /** The draft a test campaign was sent from. */
    parentId: integer("parent_id"),
    contactGroupIds: integer("contact_group_ids").array().notNull().default([]),
    /** Uploaded files whose rows are the recipients: File Blast rows, or SMS Contacts files. */
    fileIds: integer("file_ids").array().notNull().default([]),
    /** A campaign the engine sends one blast file of its parent by (SPEC §4 "file-blast child"). */
    isFileBlastChild: boolean("is_file_blast_child").notNull().default(false),
    composeNumbers: text("compose_numbers").notNull().default(""),
    accountRouteId: integer("account_route_id").references(() => accountRoutes.id),
    campaignStart: at("campaign_start"),
    timezoneName: text("timezone_name").notNull().default("Asia/Manila"),
    smsParts: counter("sms_parts"),
    totalRecipients: counter("total_recipients"),
    /** Messages to send, segments counted: recipients x sms_parts, or a blast file's rows' own. */
    totalSms: counter("total_sms"),
    /** Segments x recipients x route cost, as last estimated. */
    estimate: amount("estimate"),
    withheld: amount("withheld"),
    charged: amount("charged"),
    /** A trial account's free SMS held for the campaign instead of money, and those it used. */
    withheldCredits: counter("withheld_credits"),
    chargedCredits: counter("charged_credits"),
    rejectReason: text("reject_reason"),
    /** Viber: an image (a public file link), one button, or a carousel of 2-5 cards (SPEC §3). */
    image: text("image"),
    buttonText: text("button_text").notNull().default(""),
    buttonUrl: text("button_url").notNull().default(""),
    carousel: jsonb("carousel").$type<ViberCarouselCard[]>().notNull().default([]),
    /** Viber: the SMS sent to recipients the Viber message did not reach, and its segments. */
    fallbackMessage: text("fallback_message").notNull().default(""),
    fallbackParts: counter("fallback_parts"),
    /** Email: subject, preheader, the sanitised HTML sent, and the template it came from. */
    subject: text("subject").notNull().default(""),
    preheader: text("preheader").notNull().default(""),
    html: text("html").notNull().default(""),
    templateId: integer("template_id"),
    /** Messages a second the engine may send; 0 is as fast as it can. */
    sendingRate: counter("sending_rate"),
    /** A message sent through the HTTP API (`POST /api/v1/sms/send`): the key that sent it. */
    apiKeyId: integer("api_key_id"),
    statsSent: counter("campaign_stats_sent"),
    statsDelivered: counter("campaign_stats_delivered"),
    statsHardBounced: counter("campaign_stats_hard_bounced"),
    statsSoftBounced: counter("campaign_stats_soft_bounced"),
    statsPending: counter("campaign_stats_pending"),
    statsRejected: counter("campaign_stats_rejected"),
    statsViberDelivered: counter("viber_campaign_stats_viber_delivered"),
    statsFallbackDelivered: counter("viber_campaign_stats_fallback_delivered"),
    statsOpened: counter("campaign_stats_opened"),
    statsClicked: counter("campaign_stats_clicked"),
    statsUnsubscribed: counter("campaign_stats_unsubscribed"),
    /** Raised by a trigger on every update of the row: pushed snapshots are ordered by it. */
    version: bigint("version", { mode: "number" }).notNull().default(0),
    createdBy: integer("created_by").references(() => users.id),
    updaterId: integer("updater_id").references(() => users.id),
    dateCreated: at("date_created").notNull(),
    dateLastUpdated: at("date_last_updated").notNull(),
    dateTriggered: at("date_triggered"),
    /**
     * Whether the recipients are written. A large campaign answers its go-live before they are:
     * the engine's next pass writes them, in one transaction, before it sends any.
     */
    recipientsWritten: boolean("recipients_written").notNull().default(true),
    dateCompleted: at("date_completed"),
    dateCancelled: at("date_cancelled"),
    dateApprovedRejected: at("date_approved_rejected"),
  },
  (table) => [
    index("campaigns_account_channel").on(table.accountId, table.channel, table.id),
    index("campaigns_status").on(table.status),
  ],
);

/** Every transition of a campaign, with who made it (SPEC §3 "logs"). */
export const campaignLogs = pgTable(
  "campaign_logs",
  {
    id: serial("id").primaryKey(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id),
    message: text("message").notNull(),
    dateCreated: at("date_created").notNull(),
  },
  (table) => [index("campaign_logs_campaign").on(table.campaignId, table.id)],
);

/** The send state of one recipient of one campaign; the engine claims them in batches. */
export const RECIPIENT_STATUSES = [
  "queued",
  /** SMS over a carrier connection: claimed and being submitted; whether the SMSC has it is unknown. */
  "submitting",
  /** SMS over a carrier connection: every part accepted by the SMSC, waiting for its receipts. */
  "sent",
  /**
   * SMS over a carrier connection: submitted, but an answer was lost (the bind dropped); counted
   * sent, never submitted again, waiting for a receipt or the receipt timeout.
   */
  "unanswered",
  "delivered",
  "hard_bounced",
  "soft_bounced",
  "pending",
  "rejected",
] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

export const campaignRecipients = pgTable(
  "campaign_recipients",
  {
    id: serial("id").primaryKey(),
    /**
     * No foreign key: it was a check on every row going live writes. The one statement that
     * deletes campaigns deletes their recipients first.
     */
    campaignId: integer("campaign_id").notNull(),
    /** A mobile number (SMS, Viber) or, for email, null and `email` set. */
    mobile: text("mobile"),
    email: text("email"),
    /** The contact the recipient came from, when it came from a group (merge tags, unsubscribe). */
    contactId: integer("contact_id"),
    /** Viber: delivered by the SMS fallback rather than by Viber. */
    viaFallback: boolean("via_fallback").notNull().default(false),
    /** Email: when the recipient opened the email, first clicked a link in it, unsubscribed by it. */
    openedAt: at("opened_at"),
    clickedAt: at("clicked_at"),
    unsubscribedAt: at("unsubscribed_at"),
    /**
     * Email: the recipient's own random token (a v4 UUID, given when the email is sent) that its
     * tracked links, open pixel and unsubscribe page carry.
     */
    token: text("token"),
    /** A File Blast row's own sender, message and segments; null takes the campaign's. */
    blastRowId: integer("blast_row_id"),
    senderId: text("sender_id"),
    message: text("message"),
    segments: integer("segments"),
    /** The operator its prefix names (reference data, never deleted: no key to check per row). */
    operatorId: integer("operator_id"),
    status: text("status").$type<RecipientStatus>().notNull().default("queued"),
    /** Delivery-receipt code (SPEC §9): 1 delivered, 2 bounced, 8 no delivery info, 16 rejected. */
    dlrCode: integer("dlr_code"),
    cost: amount("cost"),
    doneAt: at("done_at"),
    /** SMS over a carrier connection: when it was claimed for submitting (the receipt timeout runs from here). */
    submittedAt: at("submitted_at"),
    /** The SMPP error code of a `submit_sm_resp` that rejected it. */
    smppError: integer("smpp_error"),
    /** Viber over a provider: the id the provider answered, which its callbacks name. */
    viberMessageId: text("viber_message_id"),
  },
  (table) => [
    index("campaign_recipients_queue").on(table.campaignId, table.status, table.id),
    // The report aggregates find a batch's outcomes by the time the engine wrote them.
    index("campaign_recipients_done")
      .on(table.campaignId, table.doneAt)
      .where(sql`${table.doneAt} is not null`),
    // A number is sent a campaign's message once; a blast file's rows each once.
    uniqueIndex("campaign_recipients_once")
      .on(table.campaignId, table.mobile)
      .where(sql`${table.blastRowId} is null`),
    uniqueIndex("campaign_recipients_email")
      .on(table.campaignId, table.email)
      .where(sql`${table.email} is not null`),
    uniqueIndex("campaign_recipients_token")
      .on(table.token)
      .where(sql`${table.token} is not null`),
    uniqueIndex("campaign_recipients_viber_message")
      .on(table.viberMessageId)
      .where(sql`${table.viberMessageId} is not null`),
    uniqueIndex("campaign_recipients_blast_row")
      .on(table.campaignId, table.blastRowId)
      .where(sql`${table.blastRowId} is not null`),
  ],
);

/** Each part of an SMS the SMSC accepted, by the message id it answered; its receipt's state once matched. */
export const smsParts = pgTable(
  "sms_parts",
  {
    id: serial("id").primaryKey(),
    recipientId: integer("recipient_id")
      .notNull()
      .references(() => campaignRecipients.id, { onDelete: "cascade" }),
    part: integer("part").notNull(),
    messageId: text("message_id").notNull(),
    state: text("state"),
  },
  (table) => [
    uniqueIndex("sms_parts_message_id").on(table.messageId),
    index("sms_parts_recipient").on(table.recipientId),
  ],
);

/**
 * Every delivery receipt received, stored before it is matched, so a receipt that arrives before
 * its `submit_sm_resp` is stored waits here, a duplicate is counted, and one for an id nobody
 * stored stays unmatched and visible.
 */
export const smsReceipts = pgTable(
  "sms_receipts",
  {
    messageId: text("message_id").primaryKey(),
    state: text("state").notNull(),
    error: text("error").notNull(),
    doneAt: at("done_at"),
    receivedAt: at("received_at").notNull(),
    duplicates: integer("duplicates").notNull().default(0),
    matchedAt: at("matched_at"),
  },
  (table) => [
    index("sms_receipts_unmatched")
      .on(table.receivedAt)
      .where(sql`${table.matchedAt} is null`),
  ],
);
