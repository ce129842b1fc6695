DROP INDEX "campaign_recipients_once";--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD COLUMN "blast_row_id" integer;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD COLUMN "sender_id" text;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD COLUMN "segments" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "file_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "is_file_blast_child" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "total_sms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "date_unsubscribed" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_recipients_blast_row" ON "campaign_recipients" USING btree ("campaign_id","blast_row_id") WHERE "campaign_recipients"."blast_row_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_recipients_once" ON "campaign_recipients" USING btree ("campaign_id","mobile") WHERE "campaign_recipients"."blast_row_id" is null;--> statement-breakpoint
UPDATE "campaigns" SET "total_sms" = "sms_parts" * "total_recipients";
