import { boolean, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { routes } from "./campaigns";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A connection's live state as its holder last wrote it, for processes that do not hold it. */
export interface StoredConnectionState {
  status: "bound" | "connecting" | "failing" | "closed";
  lastError: string | null;
  inFlight: number;
  perSecond: number;
}

/**
 * A route's SMPP connection to its carrier's SMSC. The password is sealed (`lib/secret-box.ts`), so
 * a dump of the database alone does not reveal it. One process at a time binds it: the one holding
 * its lease (`lease_holder` until `lease_expires_at`, renewed by heartbeat; taken over once it runs
 * out), which also writes the connection's live `state` for the others to answer.
 */
export const routeConnections = pgTable("route_connections", {
  routeId: integer("route_id")
    .primaryKey()
    .references(() => routes.id, { onDelete: "cascade" }),
  host: text("host").notNull(),
  port: integer("port").notNull(),
  systemId: text("system_id").notNull(),
  passwordSealed: text("password_sealed").notNull(),
  systemType: text("system_type").notNull().default(""),
  bindMode: text("bind_mode", { enum: ["transceiver", "transmitter_receiver"] }).notNull(),
  tls: boolean("tls").notNull().default(false),
  throughput: integer("throughput").notNull().default(0),
  window: integer("submit_window").notNull().default(10),
  enquireLinkSeconds: integer("enquire_link_seconds").notNull().default(30),
  messagePayload: boolean("message_payload").notNull().default(false),
  /** Grows with every change, so the holder knows to bind again. */
  version: integer("version").notNull().default(1),
  dateLastUpdated: at("date_last_updated").notNull(),
  leaseHolder: text("lease_holder"),
  leaseExpiresAt: at("lease_expires_at"),
  state: jsonb("state").$type<StoredConnectionState>(),
});

/**
 * The Viber Business Messages provider Viber campaigns go to, as staff set it on the admin screen:
 * one row (id 1). The token and the callback secret are sealed like an SMPP password.
 * `VIBER_API_URL` in the environment overrides it. Every process reads it again when `version`
 * grows, so a change reaches every engine within a heartbeat.
 */
export const viberConnections = pgTable("viber_connections", {
  id: integer("id").primaryKey().default(1),
  baseUrl: text("base_url").notNull(),
  tokenSealed: text("token_sealed").notNull(),
  callbackSecretSealed: text("callback_secret_sealed").notNull(),
  sender: text("sender").notNull(),
  ttlSeconds: integer("ttl_seconds").notNull(),
  version: integer("version").notNull().default(1),
  dateLastUpdated: at("date_last_updated").notNull(),
});
