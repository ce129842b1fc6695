ALTER TABLE "campaigns" ADD COLUMN "withheld_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "charged_credits" integer DEFAULT 0 NOT NULL;