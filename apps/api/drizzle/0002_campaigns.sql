CREATE TABLE "account_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"route_id" integer NOT NULL,
	"code" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"user_id" integer,
	"message" text NOT NULL,
	"date_created" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"channel" text NOT NULL,
	"name" text NOT NULL,
	"sender_id" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"campaign_status_code" text DEFAULT 'draft' NOT NULL,
	"is_test_campaign" boolean DEFAULT false NOT NULL,
	"parent_id" integer,
	"contact_group_ids" integer[] DEFAULT '{}' NOT NULL,
	"compose_numbers" text DEFAULT '' NOT NULL,
	"account_route_id" integer,
	"campaign_start" timestamp with time zone,
	"timezone_name" text DEFAULT 'Asia/Manila' NOT NULL,
	"sms_parts" integer DEFAULT 0 NOT NULL,
	"total_recipients" integer DEFAULT 0 NOT NULL,
	"estimate" numeric(14, 4) DEFAULT 0 NOT NULL,
	"withheld" numeric(14, 4) DEFAULT 0 NOT NULL,
	"charged" numeric(14, 4) DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"created_by" integer,
	"updater_id" integer,
	"date_created" timestamp with time zone NOT NULL,
	"date_last_updated" timestamp with time zone NOT NULL,
	"date_triggered" timestamp with time zone,
	"date_completed" timestamp with time zone,
	"date_cancelled" timestamp with time zone,
	"date_approved_rejected" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contact_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"contact_type" text NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"mobile" text,
	"email" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"prefixes" text[] NOT NULL,
	CONSTRAINT "operators_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"cost_per_segment" numeric(14, 4) NOT NULL,
	"currency_code" text NOT NULL,
	CONSTRAINT "routes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sender_ids" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"channel" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_routes" ADD CONSTRAINT "account_routes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_routes" ADD CONSTRAINT "account_routes_route_id_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_logs" ADD CONSTRAINT "campaign_logs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_logs" ADD CONSTRAINT "campaign_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_account_route_id_account_routes_id_fk" FOREIGN KEY ("account_route_id") REFERENCES "public"."account_routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_updater_id_users_id_fk" FOREIGN KEY ("updater_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_groups" ADD CONSTRAINT "contact_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_group_id_contact_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."contact_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sender_ids" ADD CONSTRAINT "sender_ids_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_routes_account_route" ON "account_routes" USING btree ("account_id","route_id");--> statement-breakpoint
CREATE INDEX "campaign_logs_campaign" ON "campaign_logs" USING btree ("campaign_id","id");--> statement-breakpoint
CREATE INDEX "campaigns_account_channel" ON "campaigns" USING btree ("account_id","channel","id");--> statement-breakpoint
CREATE INDEX "campaigns_status" ON "campaigns" USING btree ("campaign_status_code");--> statement-breakpoint
CREATE INDEX "contacts_group" ON "contacts" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sender_ids_account_channel_name" ON "sender_ids" USING btree ("account_id","channel","name");