-- Going live writes a campaign's recipients in one statement; each foreign key is a check per row.
-- An operator is reference data that is never deleted, so its key on every recipient is dropped.
ALTER TABLE "campaign_recipients" DROP CONSTRAINT "campaign_recipients_operator_id_operators_id_fk";--> statement-breakpoint
-- The report aggregates look recipients up by when the engine finished them: queued ones need no entry.
DROP INDEX "campaign_recipients_done";--> statement-breakpoint
CREATE INDEX "campaign_recipients_done" ON "campaign_recipients" USING btree ("campaign_id","done_at") WHERE "done_at" IS NOT NULL;--> statement-breakpoint
-- A contact's group names its account, and both cascade: the account key was a second check per
-- uploaded row for nothing.
ALTER TABLE "contacts" DROP CONSTRAINT "contacts_account_id_accounts_id_fk";
