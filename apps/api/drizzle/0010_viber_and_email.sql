CREATE TABLE "email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"document" jsonb NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"date_created" timestamp with time zone NOT NULL,
	"date_last_updated" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_recipients" ALTER COLUMN "mobile" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD COLUMN "contact_id" integer;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD COLUMN "via_fallback" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD COLUMN "clicked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "button_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "button_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "carousel" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "fallback_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "fallback_parts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "preheader" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "viber_campaign_stats_viber_delivered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "viber_campaign_stats_fallback_delivered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "campaign_stats_opened" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "campaign_stats_clicked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "campaign_stats_unsubscribed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_templates_account" ON "email_templates" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_recipients_email" ON "campaign_recipients" USING btree ("campaign_id","email") WHERE "campaign_recipients"."email" is not null;