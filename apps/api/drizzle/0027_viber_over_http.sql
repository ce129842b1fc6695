CREATE TABLE "viber_callbacks" (
	"message_id" text NOT NULL,
	"status" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"matched_at" timestamp with time zone,
	CONSTRAINT "viber_callbacks_message_id_status_pk" PRIMARY KEY("message_id","status")
);
--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD COLUMN "viber_message_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_recipients_viber_message" ON "campaign_recipients" USING btree ("viber_message_id") WHERE "campaign_recipients"."viber_message_id" is not null;--> statement-breakpoint
CREATE INDEX "viber_callbacks_unmatched" ON "viber_callbacks" USING btree ("received_at") WHERE "viber_callbacks"."matched_at" is null;
