ALTER TABLE "campaign_recipients" ADD COLUMN "token" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "html" text;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_recipients_token" ON "campaign_recipients" USING btree ("token") WHERE "campaign_recipients"."token" is not null;