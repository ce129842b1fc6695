CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"api_key" text NOT NULL,
	"secret_hash" text NOT NULL,
	"secret_hint" text NOT NULL,
	"created_by" integer,
	"date_created" timestamp with time zone NOT NULL,
	"date_last_used" timestamp with time zone,
	"date_revoked" timestamp with time zone,
	"messages_sent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "api_keys_api_key_unique" UNIQUE("api_key")
);
--> statement-breakpoint
CREATE TABLE "callback_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"recipient_id" integer,
	"body" text NOT NULL,
	"payload" jsonb NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"response_code" integer,
	"response_ms" integer,
	"last_error" text,
	"date_created" timestamp with time zone NOT NULL,
	"date_last_attempt" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "callback_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"secret" text NOT NULL,
	"date_last_updated" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "api_key_id" integer;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callback_receipts" ADD CONSTRAINT "callback_receipts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callback_settings" ADD CONSTRAINT "callback_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_account" ON "api_keys" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "callback_receipts_due" ON "callback_receipts" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "callback_receipts_account" ON "callback_receipts" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "callback_receipts_recipient" ON "callback_receipts" USING btree ("recipient_id") WHERE "callback_receipts"."recipient_id" is not null;