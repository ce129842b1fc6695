CREATE TABLE "route_connections" (
	"route_id" integer PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"system_id" text NOT NULL,
	"password_sealed" text NOT NULL,
	"system_type" text DEFAULT '' NOT NULL,
	"bind_mode" text NOT NULL,
	"tls" boolean DEFAULT false NOT NULL,
	"throughput" integer DEFAULT 0 NOT NULL,
	"submit_window" integer DEFAULT 10 NOT NULL,
	"enquire_link_seconds" integer DEFAULT 30 NOT NULL,
	"message_payload" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"date_last_updated" timestamp with time zone NOT NULL,
	"lease_holder" text,
	"lease_expires_at" timestamp with time zone,
	"state" jsonb
);
--> statement-breakpoint
ALTER TABLE "route_connections" ADD CONSTRAINT "route_connections_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE cascade ON UPDATE no action;
