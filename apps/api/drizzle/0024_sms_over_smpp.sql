CREATE TABLE "sms_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient_id" integer NOT NULL,
	"part" integer NOT NULL,
	"message_id" text NOT NULL,
	"state" text
);
--> statement-breakpoint
CREATE TABLE "sms_receipts" (
	"message_id" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"error" text NOT NULL,
	"done_at" timestamp with time zone,
	"received_at" timestamp with time zone NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"matched_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD COLUMN "smpp_error" integer;--> statement-breakpoint
ALTER TABLE "sms_parts" ADD CONSTRAINT "sms_parts_recipient_id_campaign_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."campaign_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_parts_message_id" ON "sms_parts" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "sms_parts_recipient" ON "sms_parts" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "sms_receipts_unmatched" ON "sms_receipts" USING btree ("received_at") WHERE "sms_receipts"."matched_at" is null;